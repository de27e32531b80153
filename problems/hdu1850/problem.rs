//! hdu1850 as the tools see it: random cases of 1 to 4 piles, then `0`, against a game-tree
//! search of Nim (`problem::nim`) that counts the winning first moves.

use problem::nim::NimSearch;
use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

/// Nim searched by its rules (`problem::nim`).
#[derive(Default)]
struct Nim {
    search: NimSearch,
}

impl Problem for Nim {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 15;
    const DEFAULT_MAX: u64 = 12;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let count = rng.between(1, 4);
        (0..count).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = String::new();
        for piles in cases {
            let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", piles.len(), piles.join(" "));
        }
        input + "0\n"
    }

    fn brute_force(&mut self, piles: &Vec<u64>) -> String {
        format!("{}\n", self.search.winning_moves(piles).len())
    }

    /// 10^4 cases of M = 100 piles of 1..=10^6, then `0`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(10_000, "", "0\n", |text| {
            text.push_str("100\n");
            for i in 0..100 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(1, 1_000_000));
            }
        })
    }
}

/// What the tools read of hdu1850 (`problem::Problem`).
pub fn description() -> impl Problem {
    Nim::default()
}
