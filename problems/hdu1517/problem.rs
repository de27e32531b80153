//! hdu1517 as the tools see it: random `n`, one per line, against a game-tree search over `p`:
//! from `p = n - 1` down to `1`, the player to move at `p` wins iff some factor `2..=9`
//! reaches `n` or leaves the opponent losing.

use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

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

    /// `n` per line to end of input, 1 < n < 2^32 - 1, half of them near the band edges.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(1_000_000, "", "", |text| {
            let n = if rng.between(0, 1) == 0 {
                rng.between(2, u64::from(u32::MAX) - 1)
            } else {
                let power = 18u64.pow(rng.between(0, 7) as u32);
                let edge = if rng.between(0, 1) == 0 { 9 * power } else { 18 * power };
                (edge + rng.between(0, 2) - 1).clamp(2, u64::from(u32::MAX) - 1)
            };
            let _ = write!(text, "{n}");
        })
    }
}

/// What the tools read of hdu1517 (`problem::Problem`).
pub fn description() -> impl Problem {
    MultiplicationGame
}
