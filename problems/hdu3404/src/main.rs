//! HDU 3404 Switch lights: Turning Corners (a move toggles the corners of a rectangle whose
//! bottom-right light is on), by `snippets::coin_turning`: the XOR of the nim products `x * y`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3404
//!
//! Input: `T`, then `T` cases: `n`, then `n` lines `x y` (from 1) of lights that are on; a
//! light listed twice is toggled twice (the statement promises distinct lights); a coordinate
//! `0` is outside the grid, an error. Output per case: `Have a try, lxhgww.` if the first
//! player wins, else `Don't waste your time.`

use snippets::coin_turning;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        // Flat, so that a case cut inside a light is an incomplete case, not an error.
        let Some(xy) = input.u64().and_then(|n| input.u64s(n.saturating_mul(2))) else { break };
        let lights: Vec<(u64, u64)> = xy.chunks(2).map(|xy| (xy[0], xy[1])).collect();
        if let Some((x, y)) = lights.iter().find(|&&(x, y)| x == 0 || y == 0) {
            io::fail(format_args!("light `{x} {y}`: coordinates start at 1"));
        }
        if coin_turning::turning_corners_first_player_wins(&lights) {
            out.put(b"Have a try, lxhgww.\n")
        } else {
            out.put(b"Don't waste your time.\n")
        }
    }
}
