//! hdu3032 as the tools see it: random cases of 1 to 4 heaps up to `--max`, against a game-tree
//! search of Lasker's Nim over multisets of heaps: a move takes from one heap or splits it into
//! two non-empty heaps.

use problem::max_input::numbers;
use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;

/// Whether the player to move wins, memoised on the sorted non-empty heaps.
#[derive(Default)]
struct Lasker {
    wins: HashMap<Vec<u64>, bool>,
}

impl Lasker {
    fn wins(&mut self, heaps: &[u64]) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = false;
        'search: for index in 0..key.len() {
            let heap = key[index];
            let takes = (0..heap).map(|left| vec![left]);
            let splits = (1..=heap / 2).map(|a| vec![a, heap - a]);
            for replacement in takes.chain(splits) {
                let mut next = key.clone();
                next.remove(index);
                next.extend(replacement);
                if !self.wins(&next) {
                    wins = true;
                    break 'search;
                }
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for Lasker {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 12;
    const DEFAULT_MAX: u64 = 8;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let count = rng.between(1, 4);
        (0..count).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for heaps in cases {
            let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", heaps.len(), heaps.join(" "));
        }
        input
    }

    fn brute_force(&mut self, heaps: &Vec<u64>) -> String {
        let answer = if self.wins(heaps) { "Alice" } else { "Bob" };
        format!("{answer}\n")
    }

    /// T = 100 cases of N = 10^4 heaps of 1..2^31 - 1 (10^6 heaps).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(100, |text| {
            numbers(text, 10_000, || rng.between(1, (1 << 31) - 1));
        })
    }
}

/// What the tools read of hdu3032 (`problem::Problem`).
pub fn description() -> impl Problem {
    Lasker::default()
}
