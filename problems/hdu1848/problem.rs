//! hdu1848 as the tools see it: random lines `m n p`, then `0 0 0`, against a game-tree search of
//! the three-pile game itself (a move takes a Fibonacci number from one pile), memoised on
//! the sorted piles; no Grundy values.

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::collections::HashMap;
use std::fmt::Write;

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
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1 1 1000001\n0 0 0\n", "`1000001`"),
        ("18446744073709551615 0 0\n0 0 0\n", "`18446744073709551615`"),
        ("1 4 1\n0 2000000 0\n0 0 0\n", "`2000000`"),
    ];

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

    /// `m n p` per line, 1 <= m, n, p <= 1000, then `0 0 0`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(1_000_000, "", "0 0 0\n", |text| {
            let piles = [(); 3].map(|_| rng.between(1, 1000));
            let _ = write!(text, "{} {} {}", piles[0], piles[1], piles[2]);
        })
    }
}

/// What the tools read of hdu1848 (`problem::Problem`).
pub fn description() -> impl Problem {
    FibonacciPiles::default()
}
