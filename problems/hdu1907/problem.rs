//! hdu1907 as the tools see it: a count, then random cases of 1 to 4 piles, against a game-tree
//! search of misère Nim (with nothing left the player to move wins: the opponent took the
//! last object), memoised on the sorted piles.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins misère Nim, memoised on the sorted piles.
#[derive(Default)]
struct MisereNim {
    wins: HashMap<Vec<u64>, bool>,
}

impl MisereNim {
    fn wins(&mut self, piles: &[u64]) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = piles.iter().all(|&pile| pile == 0);
        for index in 0..piles.len() {
            for left in 0..piles[index] {
                let mut next = piles.to_vec();
                next[index] = left;
                wins |= !self.wins(&next);
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for MisereNim {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 12;
    const DEFAULT_MAX: u64 = 8;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 4)).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for piles in cases {
            let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", piles.len(), piles.join(" "));
        }
        input
    }

    fn brute_force(&mut self, piles: &Vec<u64>) -> String {
        let winner = if self.wins(piles) { "John" } else { "Brother" };
        format!("{winner}\n")
    }

    /// T = 20000 cases of N = 47 piles of 1..=4747 (one case in ten all ones).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(20_000, "20000\n", "", |text| {
            text.push_str("47\n");
            let ones = rng.between(0, 9) == 0;
            for i in 0..47 {
                let pile = if ones { 1 } else { rng.between(1, 4747) };
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{pile}");
            }
        })
    }
}

/// What the tools read of hdu1907 (`problem::Problem`).
pub fn description() -> impl Problem {
    MisereNim::default()
}
