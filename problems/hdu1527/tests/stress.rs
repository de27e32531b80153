//! `scripts/stress hdu1527`: random lines `a b` (either order) against a game-tree search of
//! Wythoff's game. poj1067 runs this same file on its own binary.

use std::process::ExitCode;
use stress::{Problem, Rng, smaller_numbers};

/// `p[a][b]`: the player to move loses at `(a, b)`, by trying every move; grown on demand.
#[derive(Default)]
struct Wythoff {
    p: Vec<Vec<bool>>,
}

impl Wythoff {
    fn grow(&mut self, max: usize) {
        if self.p.len() > max {
            return;
        }
        let size = max + 1;
        let mut p = vec![vec![false; size]; size];
        for a in 0..size {
            for b in 0..size {
                let reaches_p = (0..a).any(|x| p[x][b])
                    || (0..b).any(|y| p[a][y])
                    || (1..=a.min(b)).any(|d| p[a - d][b - d]);
                p[a][b] = !reaches_p;
            }
        }
        self.p = p;
    }
}

impl Problem for Wythoff {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 400;
    const DEFAULT_MAX: u64 = 150;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        (rng.value(max), rng.value(max))
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }

    fn brute_force(&mut self, &(a, b): &(u64, u64)) -> String {
        self.grow(a.max(b) as usize);
        let loses = self.p[a as usize][b as usize];
        format!("{}\n", u8::from(!loses))
    }

    fn smaller(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let first = smaller_numbers(a).into_iter().map(|x| (x, b));
        first
            .chain(smaller_numbers(b).into_iter().map(|y| (a, y)))
            .collect()
    }
}

pub fn main() -> ExitCode {
    let id = env!("CARGO_PKG_NAME");
    stress::main(
        Wythoff::default(),
        id,
        env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
    )
}
