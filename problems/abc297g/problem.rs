//! abc297g as the tools see it: random cases `N L R` and 1 to 4 piles against a game-tree
//! search of Nim with takes in `[L, R]` (a mex over every take, memoised per `L, R`).

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// For each `(L, R)` seen, `values[x]`: the Grundy value of a pile of `x`, by trying every take.
#[derive(Default)]
struct RangeNim {
    values: HashMap<(u64, u64), Vec<usize>>,
}

impl RangeNim {
    fn value(&mut self, pile: u64, low: u64, high: u64) -> usize {
        let values = self.values.entry((low, high)).or_default();
        while values.len() as u64 <= pile {
            let x = values.len() as u64;
            let reached: Vec<usize> =
                (low..=high.min(x)).map(|take| values[(x - take) as usize]).collect();
            values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        values[pile as usize]
    }
}

impl Problem for RangeNim {
    /// `(L, R, piles)`.
    type Case = (u64, u64, Vec<u64>);
    const MAX_SUPPORTED: u64 = 1000;
    const DEFAULT_MAX: u64 = 60;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1 0 5\n3\n", "L = 0, R = 5"),
        ("1 5 3\n3\n", "L = 5, R = 3"),
        ("2 18446744073709551615 0\n4 4\n", "L = 18446744073709551615, R = 0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64, Vec<u64>) {
        let low = rng.between(1, (max / 4).max(1));
        let high = rng.between(low, max.max(low));
        (low, high, (0..rng.between(1, 4)).map(|_| rng.value(max)).collect())
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[(u64, u64, Vec<u64>)]) -> String {
        let mut text = String::new();
        for (low, high, piles) in cases {
            let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
            let _ = writeln!(text, "{} {low} {high}\n{}", piles.len(), piles.join(" "));
        }
        text
    }

    fn brute_force(&mut self, (low, high, piles): &(u64, u64, Vec<u64>)) -> String {
        let sum = piles.iter().fold(0, |sum, &pile| sum ^ self.value(pile, *low, *high));
        let winner = if sum != 0 { "First" } else { "Second" };
        format!("{winner}\n")
    }

    /// `1 <= L <= R`.
    fn valid(&self, &(low, high, _): &(u64, u64, Vec<u64>)) -> bool {
        1 <= low && low <= high
    }

    /// 10 cases of `N = 2 * 10^5`, `1 <= L <= R <= 10^9`, piles up to 10^9: the statement
    /// has one, which would time process start-up more than the program.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let (cases, count) = (10, 200_000);
        let mut text = String::new();
        for _ in 0..cases {
            let low = rng.between(1, 1_000_000);
            let high = rng.between(low, 1_000_000_000);
            let _ = writeln!(text, "{count} {low} {high}");
            for i in 0..count {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(1, 1_000_000_000));
            }
            text.push('\n');
        }
        MaxInput { text, queries: cases }
    }
}

/// What the tools read of abc297g (`problem::Problem`).
pub fn description() -> impl Problem {
    RangeNim::default()
}
