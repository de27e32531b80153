//! HDU 2176 取(m堆)石子游戏: Nim, listing every winning first move, one per pile in input
//! order: `snippets::nim::winning_moves`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2176
//!
//! Input: cases `m`, then `m` pile sizes, until `m = 0` (or end of input); exact for every
//! `u64`. Output per case: `No` if the first player loses; else `Yes`, then one line `a b` per
//! winning move (the pile had `a` stones and `b` are left), in the input order of the piles.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{nim, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, m: u64, piles: [u64; m]; else break }
        if m == 0 {
            break;
        }
        let moves = nim::winning_moves(&piles);
        if moves.is_empty() {
            out.write_all(b"No\n")?;
            continue;
        }
        out.write_all(b"Yes\n")?;
        for (index, left) in moves {
            stdio::write_u64(&mut out, piles[index], b' ')?;
            stdio::write_u64(&mut out, left, b'\n')?;
        }
    }
    out.flush()
}
