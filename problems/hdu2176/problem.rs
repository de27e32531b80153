//! hdu2176 as the tools see it: random cases of 1 to 4 piles, then `0`, against a game-tree
//! search of Nim (`problem::nim`) that tries every move, pile by pile in input order, and
//! lists those that leave a losing position; memoised on the sorted piles.

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
        (0..rng.between(1, 4)).map(|_| rng.value(max)).collect()
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
        let moves = self.search.winning_moves(piles);
        if moves.is_empty() {
            return "No\n".to_string();
        }
        let lines: String = moves.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("Yes\n{lines}")
    }

    /// 5 cases of m = 2 * 10^5 piles up to 10^9, then `0`: about half the piles win.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(5, "", "0\n", |text| {
            text.push_str("200000\n");
            for i in 0..200_000 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(1, 1_000_000_000));
            }
        })
    }
}

/// What the tools read of hdu2176 (`problem::Problem`).
pub fn description() -> impl Problem {
    Nim::default()
}
