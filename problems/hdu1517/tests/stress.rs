//! `scripts/stress hdu1517`: random `n`, one per line, against a game-tree search over `p`:
//! from `p = n - 1` down to `1`, the player to move at `p` wins iff some factor `2..=9`
//! reaches `n` or leaves the opponent losing.

use std::process::ExitCode;
use stress::{Problem, Rng, smaller_numbers};

struct MultiplicationGame;

impl Problem for MultiplicationGame {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 1_000_000;
    const DEFAULT_MAX: u64 = 20_000;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        if rng.between(0, 1) == 0 {
            return rng.value(max);
        }
        // Next to where the winner changes, 9 * 18^j and 18^j: where off-by-ones show.
        let mut edges = vec![1u64];
        while let Some(&last) = edges.last().filter(|&&last| last <= max) {
            edges.push(if edges.len() % 2 == 1 { last * 9 } else { last * 2 });
        }
        let edge = edges[rng.between(0, edges.len() as u64 - 1) as usize];
        (edge + rng.between(0, 2)).saturating_sub(1).min(max)
    }

    fn input(&self, cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn brute_force(&mut self, &n: &u64) -> String {
        let n = n as usize;
        let mut wins = vec![true; n.max(2)];
        for p in (1..n).rev() {
            wins[p] = (2..=9).any(|k| p * k >= n || !wins[p * k]);
        }
        let winner = if wins[1] { "Stan" } else { "Ollie" };
        format!("{winner} wins.\n")
    }

    fn smaller(&self, &n: &u64) -> Vec<u64> {
        smaller_numbers(n)
    }
}

pub fn main() -> ExitCode {
    stress::stress_main!(MultiplicationGame)
}
