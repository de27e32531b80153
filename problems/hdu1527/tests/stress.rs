//! `scripts/stress hdu1527`: random lines `a b` (either order) against a game-tree search of
//! Wythoff's game (`stress::wythoff`, which poj1067 runs too).

use std::process::ExitCode;

pub fn main() -> ExitCode {
    stress::stress_main!(stress::wythoff::WythoffLines::default())
}
