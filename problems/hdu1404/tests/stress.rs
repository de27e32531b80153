//! `scripts/stress hdu1404`: random digit strings (`--max` is the longest length, 6 at most),
//! one per line, against a game-tree search over the strings themselves: lower one digit, or
//! erase a `0` and everything right of it; the empty string is lost for the player to move.

use std::collections::HashMap;
use std::process::ExitCode;
use stress::{Problem, Rng};

/// Whether the player to move wins, memoised on the string.
#[derive(Default)]
struct DigitalDeletions {
    wins: HashMap<Vec<u8>, bool>,
}

impl DigitalDeletions {
    fn wins(&mut self, digits: &[u8]) -> bool {
        if let Some(&known) = self.wins.get(digits) {
            return known;
        }
        let mut wins = false;
        for i in 0..digits.len() {
            for lower in b'0'..digits[i] {
                let mut next = digits.to_vec();
                next[i] = lower;
                wins |= !self.wins(&next);
            }
            if digits[i] == b'0' {
                wins |= !self.wins(&digits[..i]);
            }
        }
        self.wins.insert(digits.to_vec(), wins);
        wins
    }
}

impl Problem for DigitalDeletions {
    type Case = Vec<u8>;
    const MAX_SUPPORTED: u64 = 6;
    const DEFAULT_MAX: u64 = 4;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u8> {
        let length = rng.between(1, max.clamp(1, 6));
        (0..length).map(|_| b'0' + rng.value(9) as u8).collect()
    }

    fn input(&self, cases: &[Vec<u8>]) -> String {
        cases.iter().map(|digits| format!("{}\n", String::from_utf8_lossy(digits))).collect()
    }

    fn brute_force(&mut self, digits: &Vec<u8>) -> String {
        let winner = if self.wins(digits) { "Yes" } else { "No" };
        format!("{winner}\n")
    }

    fn smaller(&self, digits: &Vec<u8>) -> Vec<Vec<u8>> {
        let mut candidates = Vec::new();
        for i in 0..digits.len() {
            if digits.len() > 1 {
                let mut shorter = digits.clone();
                shorter.remove(i);
                candidates.push(shorter);
            }
            if digits[i] > b'0' {
                let mut lower = digits.clone();
                lower[i] -= 1;
                candidates.push(lower);
            }
        }
        candidates
    }
}

pub fn main() -> ExitCode {
    stress::stress_main!(DigitalDeletions::default())
}
