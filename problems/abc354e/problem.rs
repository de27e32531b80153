//! abc354e as the tools see it: random sets of 1 to 10 cards, their numbers drawn from a
//! palette of a few values (so that pairs match) up to `u64::MAX`, against a game-tree search
//! over the lists of cards left (memoised on the sorted list; no masks, no minimax).

use problem::{MaxInput, Problem, Rng, smaller_lists, smaller_numbers};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins, by the sorted list of cards left.
#[derive(Default)]
struct RemovePairs {
    wins: HashMap<Vec<(u64, u64)>, bool>,
}

impl RemovePairs {
    fn mover_wins(&mut self, cards: &[(u64, u64)]) -> bool {
        let mut key = cards.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..key.len() {
            for j in i + 1..key.len() {
                if key[i].0 == key[j].0 || key[i].1 == key[j].1 {
                    let mut rest = key.clone();
                    rest.remove(j);
                    rest.remove(i);
                    if !self.mover_wins(&rest) {
                        wins = true;
                        break 'search;
                    }
                }
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for RemovePairs {
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = u64::MAX;
    const DEFAULT_MAX: u64 = u64::MAX;
    const BAD_TOKENS: &'static [&'static str] =
        &["@\n1 9\n2 9\n", "2\n@ 9\n2 9\n", "2\n1 9\n2 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("19\n", "N `19`"), ("1\n5 5\n18446744073709551615\n", "N `18446744073709551615`")];

    /// 1 to 10 cards; fronts from a palette of 1 to 3 values in `1..=max`, backs likewise.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        let palette = |rng: &mut Rng| -> Vec<u64> {
            (0..rng.between(1, 3)).map(|_| rng.value(max).max(1)).collect()
        };
        let (fronts, backs) = (palette(rng), palette(rng));
        let n = rng.between(1, 10);
        (0..n)
            .map(|_| {
                let front = fronts[rng.between(0, fronts.len() as u64 - 1) as usize];
                (front, backs[rng.between(0, backs.len() as u64 - 1) as usize])
            })
            .collect()
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        let mut text = String::new();
        for cards in cases {
            let _ = writeln!(text, "{}", cards.len());
            for (front, back) in cards {
                let _ = writeln!(text, "{front} {back}");
            }
        }
        text
    }

    fn brute_force(&mut self, cards: &Vec<(u64, u64)>) -> String {
        let winner = if self.mover_wins(cards) { "Takahashi" } else { "Aoki" };
        format!("{winner}\n")
    }

    fn smaller(&self, cards: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        smaller_lists(cards, 1, |&(front, back)| {
            let fronts = smaller_numbers(front).into_iter().filter(|&x| x >= 1).map(|x| (x, back));
            fronts
                .chain(smaller_numbers(back).into_iter().filter(|&y| y >= 1).map(|y| (front, y)))
                .collect()
        })
    }

    /// One case of `N = 18` cards (the statement's), fronts and backs in `1..=6` (many
    /// matching pairs: 2^18 masks of up to 153 pairs each).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let cards: Vec<(u64, u64)> =
            (0..18).map(|_| (rng.between(1, 6), rng.between(1, 6))).collect();
        MaxInput { text: self.input(&[cards]), queries: 1 }
    }
}

/// What the tools read of abc354e (`problem::Problem`).
pub fn description() -> impl Problem {
    RemovePairs::default()
}
