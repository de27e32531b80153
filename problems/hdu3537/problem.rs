//! hdu3537 as the tools see it: random cases of up to 6 heads-up coins (repeats allowed, as one
//! coin) at positions up to `--max`, against a game-tree search of Mock Turtles that turns
//! real coins: a move turns a heads-up coin and up to two coins left of it.

use problem::{MaxInput, Problem, Rng, smaller_lists, smaller_numbers};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins, memoised on the bit mask of heads-up coins.
#[derive(Default)]
struct MockTurtles {
    wins: HashMap<u32, bool>,
}

impl MockTurtles {
    fn wins(&mut self, heads: u32) -> bool {
        if let Some(&known) = self.wins.get(&heads) {
            return known;
        }
        let mut wins = false;
        'search: for last in 0..32 {
            if heads >> last & 1 == 0 {
                continue;
            }
            let mut turns = vec![1u32 << last];
            for a in 0..last {
                turns.push(1 << last | 1 << a);
                for b in 0..a {
                    turns.push(1 << last | 1 << a | 1 << b);
                }
            }
            for turn in turns {
                if !self.wins(heads ^ turn) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.wins.insert(heads, wins);
        wins
    }
}

impl Problem for MockTurtles {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 13;
    const DEFAULT_MAX: u64 = 10;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let count = rng.between(0, 6);
        (0..count).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = String::new();
        for heads in cases {
            let heads: Vec<String> = heads.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", heads.len(), heads.join(" "));
        }
        input
    }

    fn brute_force(&mut self, heads: &Vec<u64>) -> String {
        let mask = heads.iter().fold(0u32, |mask, &p| mask | 1 << p);
        let answer = if self.wins(mask) { "No" } else { "Yes" };
        format!("{answer}\n")
    }

    fn smaller(&self, heads: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(heads, 0, |&position| smaller_numbers(position))
    }

    /// 10^4 cases of n = 100 heads below 10^8, a few repeated (one coin), to end of input.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..10_000 {
            text.push_str("100\n");
            let mut previous = 0;
            for i in 0..100 {
                let position = if i > 0 && rng.between(0, 9) == 0 {
                    previous
                } else {
                    rng.between(0, 99_999_999)
                };
                previous = position;
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{position}");
            }
            text.push('\n');
        }
        MaxInput { text, queries: 10_000 }
    }
}

/// What the tools read of hdu3537 (`problem::Problem`).
pub fn description() -> impl Problem {
    MockTurtles::default()
}
