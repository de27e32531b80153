//! HDU 3404 Switch lights: Turning Corners (a move toggles the corners of a rectangle whose
//! bottom-right light is on), by `snippets::coin_turning`: the XOR of the nim products `x * y`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3404
//!
//! Input: `T`, then `T` cases: `n`, then `n` lines `x y` (from 1) of lights that are on; a
//! light listed twice is toggled twice (the statement promises distinct lights). Output per
//! case: `Have a try, lxhgww.` if the first player wins, else `Don't waste your time.`

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{coin_turning, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return Ok(()) }
    for _ in 0..cases {
        // Flat, so that a case cut inside a light is an incomplete case, not an error.
        read_case! { from &mut source, count: u64, coordinates: [u64; count.saturating_mul(2)]; else break }
        let lights: Vec<(u64, u64)> = coordinates.chunks(2).map(|xy| (xy[0], xy[1])).collect();
        if coin_turning::turning_corners_first_player_wins(&lights) {
            out.write_all(b"Have a try, lxhgww.\n")?;
        } else {
            out.write_all(b"Don't waste your time.\n")?;
        }
    }
    out.flush()
}
