//! HDU 1850 Being a Good Boy in Spring Festival: Nim, count the winning first moves.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1850
//!
//! Input: cases `M`, then `M` pile sizes, until `M = 0` (or end of input). Output per case:
//! how many different first moves win (`0` if the first player loses).

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{nim, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, count: u64, piles: [u64; count]; else break }
        if count == 0 {
            break;
        }
        let moves = nim::count_winning_moves(&piles);
        stdio::write_u64(&mut out, moves as u64, b'\n')?;
    }
    out.flush()
}
