//! `scripts/stress poj1067`: POJ 1067 is HDU 1527: random lines `a b` (either order) against a
//! game-tree search of Wythoff's game (`stress::wythoff`), on poj1067's binary.

use std::process::ExitCode;

pub fn main() -> ExitCode {
    stress::stress_main!(stress::wythoff::WythoffLines::default())
}
