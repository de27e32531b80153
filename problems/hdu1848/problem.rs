//! hdu1848 as the tools see it: random lines `m n p`, then `0 0 0`, against a game-tree search of
//! the three-pile game itself (a move takes a Fibonacci number from one pile), memoised on
//! the sorted piles; no Grundy values.

use problem::{Limits, Problem, Rng};
use std::collections::HashMap;

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
    /// `m n p` per line, 1 <= m, n, p <= 1000, then `0 0 0`.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 1..=1000 });
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

    /// Not the terminator `0 0 0`.
    fn valid(&self, piles: &[u64; 3]) -> bool {
        piles != &[0, 0, 0]
    }
}

/// What the tools read of hdu1848 (`problem::Problem`).
pub fn description() -> impl Problem {
    FibonacciPiles::default()
}
