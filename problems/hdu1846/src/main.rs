//! HDU 1846 Brave Game: the Bash game; the player to move loses iff `n` is a multiple of
//! `m + 1`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1846
//!
//! Input: `C`, then `C` lines `n m`. Output per line: `first` if the player to move wins,
//! else `second`. Input that ends early ends the output there.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::bash;
use std::io::{BufWriter, Write, stdin, stdout};

fn main() {
    let mut source = OnceSource::new(stdin().lock());
    let mut out = BufWriter::new(stdout().lock());
    let mut cases = 0;
    if !source.is_empty() {
        input! { from &mut source, count: u64 }
        cases = count;
    }
    while cases > 0 && !source.is_empty() {
        input! { from &mut source, n: u64 }
        if source.is_empty() {
            break; // an incomplete last case has no answer
        }
        input! { from &mut source, m: u64 }
        let answer: &[u8] = if bash::first_player_wins(n, m) {
            b"first\n"
        } else {
            b"second\n"
        };
        out.write_all(answer).expect("write to stdout");
        cases -= 1;
    }
    out.flush().expect("write to stdout");
}
