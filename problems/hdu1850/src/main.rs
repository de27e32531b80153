//! HDU 1850 Being a Good Boy in Spring Festival: Nim, count the winning first moves.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1850
//!
//! Input: cases `M`, then `M` pile sizes, until `M = 0` (or end of input). Output per case:
//! how many different first moves win (`0` if the first player loses).

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::nim;
use std::io::{BufWriter, Write, stdin, stdout};

fn main() {
    let mut source = OnceSource::new(stdin().lock());
    let mut out = BufWriter::new(stdout().lock());
    let mut piles = Vec::new();
    while !source.is_empty() {
        input! { from &mut source, count: u64 }
        if count == 0 {
            break;
        }
        piles.clear();
        while (piles.len() as u64) < count && !source.is_empty() {
            input! { from &mut source, pile: u64 }
            piles.push(pile);
        }
        if (piles.len() as u64) < count {
            break; // an incomplete last case has no answer
        }
        writeln!(out, "{}", nim::count_winning_moves(&piles)).expect("write to stdout");
    }
    out.flush().expect("write to stdout");
}
