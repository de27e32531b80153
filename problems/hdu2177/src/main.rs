//! HDU 2177 取(2堆)石子游戏: Wythoff's game, listing the positions the winning moves leave.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2177
//!
//! Input: lines `a b` until `0 0` (or end of input). Output per line: `0` if the player to move
//! loses; else `1`, then one line `x y` per winning move, in the order of
//! `snippets::wythoff::winning_moves`.

use snippets::io::{Input, Output};
use snippets::wythoff;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(a), Some(b)) = (input.u64(), input.u64()) {
        if (a, b) == (0, 0) {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        if moves.is_empty() {
            out.put(b"0\n")
        } else {
            out.put(b"1\n")
        }
        for (x, y) in moves {
            out.number(x, b' ');
            out.number(y, b'\n');
        }
    }
}
