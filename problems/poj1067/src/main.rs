//! POJ 1067 取石子游戏: the same problem as HDU 1527, Wythoff's game; the player to move loses
//! iff `(a, b)` is a P-position. A package of its own so that it is checked and bundled as
//! POJ's problem.
//! http://poj.org/problem?id=1067
//!
//! Input: lines `a b` (either order) to end of input. Output per line: `1` if the player to
//! move wins, else `0`.

use snippets::io::{Input, Output};
use snippets::wythoff;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(a), Some(b)) = (input.u64(), input.u64()) {
        out.bytes(if wythoff::first_player_wins(a, b) { "1\n" } else { "0\n" });
    }
}
