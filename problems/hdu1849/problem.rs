//! hdu1849 as the tools see it: random cases of 1 to 4 pieces, then `0`, against a game-tree
//! search of the board: a move shifts one piece any positive distance toward `0` (pieces may
//! share a square), which is a move of Nim on piles of the positions (`problem::nim`).

use problem::nim::NimSearch;
use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

/// The board searched as Nim on its positions (`problem::nim`).
#[derive(Default)]
struct Board {
    search: NimSearch,
}

impl Problem for Board {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 15;
    const DEFAULT_MAX: u64 = 12;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 4)).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = String::new();
        for positions in cases {
            let positions: Vec<String> = positions.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", positions.len(), positions.join(" "));
        }
        input + "0\n"
    }

    fn brute_force(&mut self, positions: &Vec<u64>) -> String {
        let winner = if self.search.wins(positions) { "Rabbit Win!" } else { "Grass Win!" };
        format!("{winner}\n")
    }

    /// 1000 cases of m = 1000 positions up to 1000, then `0`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(1000, "", "0\n", |text| {
            text.push_str("1000\n");
            for i in 0..1000 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(0, 1000));
            }
        })
    }
}

/// What the tools read of hdu1849 (`problem::Problem`).
pub fn description() -> impl Problem {
    Board::default()
}
