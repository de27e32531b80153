//! HDU 2177 取(2堆)石子游戏: Wythoff's game, listing the positions the winning moves leave.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2177
//!
//! Input: lines `a b` until `0 0` (or end of input). Output per line: `0` if the player to move
//! loses; else `1`, then one line `x y` per winning move, in the order of
//! `snippets::wythoff::winning_moves`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{read_case, stdio, wythoff};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, a: u64, b: u64; else break }
        if (a, b) == (0, 0) {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        out.write_all(if moves.is_empty() { b"0\n" } else { b"1\n" })?;
        for (x, y) in moves {
            stdio::write_u64(&mut out, x, b' ')?;
            stdio::write_u64(&mut out, y, b'\n')?;
        }
    }
    out.flush()
}
