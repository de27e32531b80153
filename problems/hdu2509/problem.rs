//! hdu2509 as the tools see it: random cases of 1 to 3 rows, against a game-tree search of the
//! apple game itself: a move takes a run of consecutive apples from one row, leaving the
//! apples on either side as two rows; with no apple left the player to move wins (the
//! opponent took the last). Memoised on the sorted non-empty rows; no Grundy values.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins, memoised on the sorted non-empty rows.
#[derive(Default)]
struct AppleRows {
    wins: HashMap<Vec<u64>, bool>,
}

impl AppleRows {
    fn wins(&mut self, rows: &[u64]) -> bool {
        let mut key: Vec<u64> = rows.iter().copied().filter(|&row| row > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = key.is_empty();
        for index in 0..key.len() {
            let row = key[index];
            // Take the apples start..end: `start` stay on the left, `row - end` on the right.
            for start in 0..row {
                for end in start + 1..=row {
                    let mut next = key.clone();
                    next[index] = start;
                    next.push(row - end);
                    wins |= !self.wins(&next);
                }
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for AppleRows {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 9;
    const DEFAULT_MAX: u64 = 7;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 3)).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = String::new();
        for rows in cases {
            let rows: Vec<String> = rows.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", rows.len(), rows.join(" "));
        }
        input
    }

    fn brute_force(&mut self, rows: &Vec<u64>) -> String {
        let winner = if self.wins(rows) { "Yes" } else { "No" };
        format!("{winner}\n")
    }

    /// 10^4 cases of n = 100 rows of 1..=100 apples (one case in ten all ones), to the end.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(10_000, "", "", |text| {
            text.push_str("100\n");
            let ones = rng.between(0, 9) == 0;
            for i in 0..100 {
                let row = if ones { 1 } else { rng.between(1, 100) };
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{row}");
            }
        })
    }
}

/// What the tools read of hdu2509 (`problem::Problem`).
pub fn description() -> impl Problem {
    AppleRows::default()
}
