//! HDU 1846 Brave Game: the Bash game; the player to move loses iff `n` is a multiple of
//! `m + 1`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1846
//!
//! Input: `C`, then `C` lines `n m`. Output per line: `first` if the player to move wins,
//! else `second`. Input that ends early ends the output there.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{bash, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return out.flush() }
    for _ in 0..cases {
        read_case! { from &mut source, n: u64, m: u64; else break }
        if bash::first_player_wins(n, m) {
            out.write_all(b"first\n")?;
        } else {
            out.write_all(b"second\n")?;
        }
    }
    out.flush()
}
