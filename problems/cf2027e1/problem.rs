//! cf2027e1 as the tools see it: random cases of 1 to 4 piles `(a, x)` against a Grundy search
//! of each pile (a mex over every take `d <= a` that is a submask of the pile, memoised per
//! `a`), their XOR deciding.

use problem::{Cell, MaxInput, Problem, Rng, Table};
use std::collections::HashMap;
use std::fmt::Write;

/// For each `a` seen, `values[x]`: the Grundy value of a pile of `x`, by trying every take.
#[derive(Default)]
struct BitGame {
    values: HashMap<u64, Vec<usize>>,
}

impl BitGame {
    fn value(&mut self, x: u64, a: u64) -> usize {
        let values = self.values.entry(a).or_default();
        while values.len() as u64 <= x {
            let y = values.len() as u64;
            let mut reached = Vec::new();
            // Every nonempty submask d of y.
            let mut d = y;
            while d != 0 {
                if d <= a {
                    reached.push(values[(y - d) as usize]);
                }
                d = (d - 1) & y;
            }
            values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        values[x as usize]
    }
}

impl Problem for BitGame {
    /// The piles `(a, x)`.
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = 4096;
    const DEFAULT_MAX: u64 = 300;
    const BAD_TOKENS: &'static [&'static str] =
        &["@\n1\n1\n1\n", "1\n@\n1\n1\n", "1\n1\n@\n1\n", "1\n2\n1 1\n1 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1\n0\n5\n", "a = 0"),
        ("1\n2\n3 4\n5 0\n", "x = 0"),
        ("1\n1\n18446744073709551615\n0\n", "x = 0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        let max = max.max(1);
        let count = rng.between(1, 4);
        (0..count).map(|_| (rng.between(1, max), rng.between(1, max))).collect()
    }

    /// `t`, then per case `n`, the `a`s, the `x`s.
    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for piles in cases {
            let a: Vec<String> = piles.iter().map(|(a, _)| a.to_string()).collect();
            let x: Vec<String> = piles.iter().map(|(_, x)| x.to_string()).collect();
            let _ = writeln!(text, "{}\n{}\n{}", piles.len(), a.join(" "), x.join(" "));
        }
        text
    }

    fn brute_force(&mut self, piles: &Vec<(u64, u64)>) -> String {
        let sum = piles.iter().fold(0, |sum, &(a, x)| sum ^ self.value(x, a));
        let winner = if sum != 0 { "Alice" } else { "Bob" };
        format!("{winner}\n")
    }

    /// Every `a_i, x_i >= 1`.
    fn valid(&self, piles: &Vec<(u64, u64)>) -> bool {
        piles.iter().all(|&(a, x)| a >= 1 && x >= 1)
    }

    /// The statement's largest: 1000 cases of 10 piles (the sum of `n` is at most 10^4),
    /// `a, x < 2^30`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(1000, |text| {
            let (a, x): (Vec<String>, Vec<String>) = (0..10)
                .map(|_| (rng.between(1, (1 << 30) - 1), rng.between(1, (1 << 30) - 1)))
                .map(|(a, x)| (a.to_string(), x.to_string()))
                .unzip();
            let _ = writeln!(text, "10\n{}\n{}", a.join(" "), x.join(" "));
        })
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "x" };

    /// `[a, x]`: the Grundy value of one pile.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        Some(Cell::Grundy(self.value(position[1], position[0])))
    }
}

/// What the tools read of cf2027e1 (`problem::Problem`).
pub fn description() -> impl Problem {
    BitGame::default()
}
