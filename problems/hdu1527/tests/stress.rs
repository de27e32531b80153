//! `scripts/stress hdu1527`: random lines `a b` (either order) against a game-tree search of
//! Wythoff's game. poj1067 runs this same file on its own binary.

use std::process::ExitCode;
use stress::{Problem, Rng, smaller_numbers};

mod wythoff_search;

use wythoff_search::WythoffSearch;

#[derive(Default)]
struct Wythoff {
    search: WythoffSearch,
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
        let loses = self.search.loses(a as usize, b as usize);
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
    stress::stress_main!(Wythoff::default())
}
