//! `scripts/stress hdu1848`: random lines `m n p`, then `0 0 0`, against a game-tree search of
//! the three-pile game itself (a move takes a Fibonacci number from one pile), memoised on
//! the sorted piles; no Grundy values.

use std::collections::HashMap;
use std::process::ExitCode;
use stress::{Problem, Rng, smaller_numbers};

const FIBONACCI: [usize; 14] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610];

/// Whether the player to move wins, memoised on the sorted piles.
#[derive(Default)]
struct FibonacciPiles {
    wins: HashMap<[usize; 3], bool>,
}

impl FibonacciPiles {
    fn wins(&mut self, mut piles: [usize; 3]) -> bool {
        piles.sort_unstable();
        if let Some(&known) = self.wins.get(&piles) {
            return known;
        }
        let mut wins = false;
        for index in 0..3 {
            for &take in FIBONACCI.iter().filter(|&&take| take <= piles[index]) {
                let mut next = piles;
                next[index] -= take;
                wins |= !self.wins(next);
            }
        }
        self.wins.insert(piles, wins);
        wins
    }
}

impl Problem for FibonacciPiles {
    type Case = [u64; 3];
    const MAX_SUPPORTED: u64 = 80;
    const DEFAULT_MAX: u64 = 40;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> [u64; 3] {
        let piles = [rng.value(max), rng.value(max), rng.value(max)];
        if piles == [0, 0, 0] { [0, 0, 1] } else { piles }
    }

    fn input(&self, cases: &[[u64; 3]]) -> String {
        let lines: String = cases.iter().map(|[m, n, p]| format!("{m} {n} {p}\n")).collect();
        format!("{lines}0 0 0\n")
    }

    fn brute_force(&mut self, piles: &[u64; 3]) -> String {
        let winner = if self.wins(piles.map(|pile| pile as usize)) { "Fibo" } else { "Nacci" };
        format!("{winner}\n")
    }

    fn smaller(&self, piles: &[u64; 3]) -> Vec<[u64; 3]> {
        let mut candidates = Vec::new();
        for index in 0..3 {
            for pile in smaller_numbers(piles[index]) {
                let mut smaller = *piles;
                smaller[index] = pile;
                if smaller != [0, 0, 0] {
                    candidates.push(smaller);
                }
            }
        }
        candidates
    }
}

pub fn main() -> ExitCode {
    stress::stress_main!(FibonacciPiles::default())
}
