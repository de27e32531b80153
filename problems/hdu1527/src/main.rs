//! HDU 1527 取石子游戏: Wythoff's game; the player to move loses iff `(a, b)` is a P-position.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1527
//!
//! Input: lines `a b` (either order) to end of input. Output per line: `1` if the player to
//! move wins, else `0`.

use snippets::io::{Input, Output};
use snippets::wythoff;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(a), Some(b)) = (input.u64(), input.u64()) {
        if wythoff::first_player_wins(a, b) { out.put(b"1\n") } else { out.put(b"0\n") }
    }
}
