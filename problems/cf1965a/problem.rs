//! cf1965a as the tools see it: random cases of 1 to 5 piles against a game-tree search (win iff
//! some common take reaches a loss, memoised over the sorted sizes left).

use problem::{Cell, MaxInput, Problem, Rng, Table, smaller_lists, smaller_numbers};
use std::collections::HashMap;
use std::fmt::Write;

/// `wins[piles]`: the player to move wins, the nonempty piles sorted.
#[derive(Default)]
struct EverythingNim {
    wins: HashMap<Vec<u64>, bool>,
}

impl EverythingNim {
    fn first_wins(&mut self, piles: Vec<u64>) -> bool {
        if let Some(&win) = self.wins.get(&piles) {
            return win;
        }
        let smallest = piles.first().copied().unwrap_or(0);
        let mut win = false;
        for k in 1..=smallest {
            let next: Vec<u64> = piles.iter().map(|&p| p - k).filter(|&p| p > 0).collect();
            if !self.first_wins(next) {
                win = true;
                break;
            }
        }
        self.wins.insert(piles, win);
        win
    }
}

impl Problem for EverythingNim {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 60;
    const DEFAULT_MAX: u64 = 12;
    const BAD_TOKENS: &'static [&'static str] = &["@\n1\n1\n", "1\n@\n1\n", "1\n2\n1 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("1\n2\n1 0\n", "pile 2 is `0`"), ("2\n1\n5\n1\n0\n", "pile 1 is `0`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let max = max.max(1);
        let count = rng.between(1, 5);
        // Small sizes often, so that runs 1, 2, 3, ... come up.
        let top = if rng.between(0, 1) == 0 { max.min(5) } else { max };
        (0..count).map(|_| rng.between(1, top)).collect()
    }

    /// `t`, then per case `n` and the sizes.
    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for piles in cases {
            let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
            let _ = writeln!(text, "{}\n{}", piles.len(), piles.join(" "));
        }
        text
    }

    fn brute_force(&mut self, piles: &Vec<u64>) -> String {
        let mut sorted = piles.clone();
        sorted.sort_unstable();
        let winner = if self.first_wins(sorted) { "Alice" } else { "Bob" };
        format!("{winner}\n")
    }

    fn smaller(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(piles, 1, |&p| smaller_numbers(p).into_iter().filter(|&q| q >= 1).collect())
    }

    /// The statement's largest: 10 cases of `n = 2 * 10^4` (the sum of `n` is at most
    /// `2 * 10^5`), sizes up to 10^9, one case in two starting with a run `1, 2, ..., k`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(10, |text| {
            let n = 20_000u64;
            let run = rng.between(0, 1) * rng.between(1, 1000);
            let mut piles: Vec<u64> = (1..=run).collect();
            piles.extend((run..n).map(|_| rng.between(1, 1_000_000_000)));
            rng.shuffle(&mut piles);
            let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
            let _ = writeln!(text, "{n}\n{}", piles.join(" "));
        })
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "b" };

    /// `[a, b]`: two piles of `a` and `b` (an empty one left out), by the search.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let mut piles: Vec<u64> = position.iter().copied().filter(|&p| p > 0).collect();
        piles.sort_unstable();
        Some(Cell::Wins(self.first_wins(piles)))
    }
}

/// What the tools read of cf1965a (`problem::Problem`).
pub fn description() -> impl Problem {
    EverythingNim::default()
}
