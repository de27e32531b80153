//! hdu1404 as the tools see it: random digit strings (`--max` is the longest length, 6 at most),
//! one per line, against a game-tree search over the strings themselves: lower one digit, or
//! erase a `0` and everything right of it; the empty string is lost for the player to move.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

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
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1234567\n0\n", "`1234567`"),
        ("1\n0000000\n0\n", "`0000000`"),
        ("1\n12a\n0\n", "`12a`"),
        ("1\n+1\n0\n", "`+1`"),
        ("1\n1e5\n0\n", "`1e5`"),
        ("1\n٣\n0\n", "`\\xd9\\xa3`"),
    ];

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

    /// Digits only: a shrunk byte stays a digit.
    fn valid(&self, digits: &Vec<u8>) -> bool {
        digits.iter().all(u8::is_ascii_digit)
    }

    /// 10^6 digit strings of 1 to 6 digits (mostly 6), leading zeros in one in ten.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(1_000_000, "", "", |text| {
            let length = if rng.between(0, 3) == 0 { rng.between(1, 5) } else { 6 };
            let zero = rng.between(0, 9) == 0;
            for i in 0..length {
                let digit = if i == 0 && zero {
                    0
                } else if i == 0 {
                    rng.between(1, 9)
                } else {
                    rng.between(0, 9)
                };
                let _ = write!(text, "{digit}");
            }
        })
    }
}

/// What the tools read of hdu1404 (`problem::Problem`).
pub fn description() -> impl Problem {
    DigitalDeletions::default()
}
