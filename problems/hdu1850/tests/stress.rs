//! `scripts/stress hdu1850`: random cases of 1 to 4 piles, then `0`, against a game-tree
//! search of Nim that counts the winning first moves.

use std::collections::HashMap;
use std::process::ExitCode;
use stress::{Problem, Rng, smaller_lists, smaller_numbers};

/// Whether the player to move wins, memoised on the sorted piles.
#[derive(Default)]
struct Nim {
    wins: HashMap<Vec<u64>, bool>,
}

impl Nim {
    fn wins(&mut self, piles: &[u64]) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let wins = self.winning_moves(piles) > 0;
        self.wins.insert(key, wins);
        wins
    }

    /// How many moves (pile, stones left) leave a losing position.
    fn winning_moves(&mut self, piles: &[u64]) -> usize {
        let mut count = 0;
        for index in 0..piles.len() {
            for left in 0..piles[index] {
                let mut next = piles.to_vec();
                next[index] = left;
                if !self.wins(&next) {
                    count += 1;
                }
            }
        }
        count
    }
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
        format!("{}\n", self.winning_moves(piles))
    }

    fn smaller(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
        smaller_lists(piles, 1, |&pile| smaller_numbers(pile))
    }
}

pub fn main() -> ExitCode {
    stress::stress_main!(Nim::default())
}
