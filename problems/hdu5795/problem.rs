//! hdu5795 as the tools see it: random cases of 1 or 2 heaps up to `--max`, against a
//! game-tree search over multisets of heaps: a move takes from one heap or splits it into
//! three non-empty heaps.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

#[derive(Default)]
struct SplitThree {
    wins: HashMap<Vec<u64>, bool>,
}

impl SplitThree {
    fn first_wins(&mut self, heaps: &[u64]) -> bool {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut win = false;
        'search: for index in 0..key.len() {
            let n = key[index];
            let mut rest = key.clone();
            rest.remove(index);
            let takes = (0..n).map(|left| vec![left]);
            let splits =
                (1..=n / 3).flat_map(|a| (a..=(n - a) / 2).map(move |b| vec![a, b, n - a - b]));
            for replacement in takes.chain(splits) {
                let mut next = rest.clone();
                next.extend(replacement);
                if !self.first_wins(&next) {
                    win = true;
                    break 'search;
                }
            }
        }
        self.wins.insert(key, win);
        win
    }
}

impl Problem for SplitThree {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 10;
    const DEFAULT_MAX: u64 = 8;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 2)).map(|_| rng.value(max).max(1)).collect()
    }

    /// `T`, then each case: `n`, and the `n` heaps on a line.
    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for heaps in cases {
            let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
            let _ = writeln!(input, "{}\n{}", heaps.len(), line.join(" "));
        }
        input
    }

    fn brute_force(&mut self, heaps: &Vec<u64>) -> String {
        let winner = if self.first_wins(heaps) { "First" } else { "Second" };
        format!("{winner} player wins.\n")
    }

    /// Every heap non-empty.
    fn valid(&self, heaps: &Vec<u64>) -> bool {
        !heaps.contains(&0)
    }

    /// The statement's largest: `T = 100` cases of `n = 10^4` heaps up to 10^9 (10^6 heaps in
    /// all; the statement's `n <= 10^6` a case at `T = 100` would be 10^8).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(100, |text| {
            problem::max_input::numbers(text, 10_000, || rng.between(1, 1_000_000_000));
        })
    }
}

/// What the tools read of hdu5795 (`problem::Problem`).
pub fn description() -> impl Problem {
    SplitThree::default()
}
