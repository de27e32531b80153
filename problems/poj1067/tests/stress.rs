//! `scripts/stress poj1067`: POJ 1067 is HDU 1527, so this runs hdu1527's stress test (its
//! generator and game-tree search) on poj1067's binary.

#[path = "../../hdu1527/tests/stress.rs"]
mod hdu1527;

fn main() -> std::process::ExitCode {
    hdu1527::main()
}
