//! abc368f as the tools see it: random cases of 1 to 4 numbers against a game-tree search of
//! the divisor game (a mex over every proper divisor, found by trial up to the square root).

use problem::{Cell, MaxInput, Problem, Rng, Table};
use std::fmt::Write;

/// `values[n]`: the Grundy value of the number `n >= 1` (`values[0]` unused), by trying every
/// proper divisor.
#[derive(Default)]
struct DivisorGame {
    values: Vec<usize>,
}

impl DivisorGame {
    fn value(&mut self, n: u64) -> usize {
        while self.values.len() as u64 <= n {
            let x = self.values.len() as u64;
            let mut reached = Vec::new();
            let mut d = 1;
            while d * d <= x {
                if x.is_multiple_of(d) {
                    for divisor in [d, x / d] {
                        if divisor < x {
                            reached.push(self.values[divisor as usize]);
                        }
                    }
                }
                d += 1;
            }
            self.values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        self.values[n as usize]
    }
}

impl Problem for DivisorGame {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 100_000;
    const DEFAULT_MAX: u64 = 2000;
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("2\n3 0\n", "number `0`"), ("1\n7\n1\n0\n", "number `0`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 4)).map(|_| rng.value(max).max(1)).collect()
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut text = String::new();
        for numbers in cases {
            let numbers: Vec<String> = numbers.iter().map(u64::to_string).collect();
            let _ = writeln!(text, "{}\n{}", numbers.len(), numbers.join(" "));
        }
        text
    }

    fn brute_force(&mut self, numbers: &Vec<u64>) -> String {
        let sum = numbers.iter().fold(0, |sum, &n| sum ^ self.value(n));
        let winner = if sum != 0 { "Anna" } else { "Bruno" };
        format!("{winner}\n")
    }

    /// Every `A_i >= 1`.
    fn valid(&self, numbers: &Vec<u64>) -> bool {
        !numbers.contains(&0)
    }

    /// 10 cases of `N = 10^5` numbers in `2..=10^5`: the statement has one, which would time
    /// process start-up more than the program.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..10 {
            problem::max_input::numbers(&mut text, 100_000, || rng.between(2, 100_000));
        }
        MaxInput { text, queries: 10 }
    }

    // A number's moves reach every divisor, not a window below it: no theorem, no period.
    const TABLE: Table = Table::Row { axis: "n", proof: None };

    /// Blank at `n = 0`, which is not a position.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        (position[0] >= 1).then(|| Cell::Grundy(self.value(position[0])))
    }
}

/// What the tools read of abc368f (`problem::Problem`).
pub fn description() -> impl Problem {
    DivisorGame::default()
}
