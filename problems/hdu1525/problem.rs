//! hdu1525 as the tools see it: random pairs `a b` of positive numbers against a game-tree
//! search of Euclid's game over every subtraction of a multiple of the smaller number.

use problem::{Cell, Limits, Problem, Rng, Table};
use std::collections::HashMap;

/// Whether the player to move wins at `(large, small)`, memoised.
#[derive(Default)]
struct Euclid {
    wins: HashMap<(u64, u64), bool>,
}

impl Euclid {
    /// A move leaves `large - k * small` for some `k >= 1`; making a 0 wins at once.
    fn first_wins(&mut self, a: u64, b: u64) -> bool {
        let (large, small) = (a.max(b), a.min(b));
        if let Some(&known) = self.wins.get(&(large, small)) {
            return known;
        }
        let mut win = false;
        let mut left = large;
        while left >= small {
            left -= small;
            if left == 0 || !self.first_wins(left, small) {
                win = true;
                break;
            }
        }
        self.wins.insert((large, small), win);
        win
    }
}

impl Problem for Euclid {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 1000;
    const DEFAULT_MAX: u64 = 300;
    /// 10^6 lines `a b` with `1 <= a, b < 2^31` (Kattis' bound), then `0 0`.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 1..=(1 << 31) - 1 });
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("34 12\n5 0\n0 0\n", "`5 0`"), ("0 18446744073709551615\n", "`0 18446744073709551615`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        let max = max.max(1);
        (rng.between(1, max), rng.value(max).max(1))
    }

    /// Lines `a b`, then `0 0`.
    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{lines}0 0\n")
    }

    fn brute_force(&mut self, &(a, b): &(u64, u64)) -> String {
        let winner = if self.first_wins(a, b) { "Stan" } else { "Ollie" };
        format!("{winner} wins\n")
    }

    /// Both numbers positive (`0 0` ends the input).
    fn valid(&self, &(a, b): &(u64, u64)) -> bool {
        a >= 1 && b >= 1
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "b" };

    /// `[a, b]`; blank where a number is 0 (not a position of the input).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (a, b) = (position[0], position[1]);
        (a > 0 && b > 0).then(|| Cell::Wins(self.first_wins(a, b)))
    }
}

/// What the tools read of hdu1525 (`problem::Problem`).
pub fn description() -> impl Problem {
    Euclid::default()
}
