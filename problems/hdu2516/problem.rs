//! hdu2516 as the tools see it: random `n >= 1`, then `0`, against a game-tree search of the
//! Fibonacci game.

use problem::{Cell, Limits, Problem, Rng, Table};

/// `wins[left][limit]`: the player to move wins with `left` stones when a take may be at most
/// `limit` (taking the last stone wins); grown on demand.
#[derive(Default)]
struct FibonacciGame {
    wins: Vec<Vec<bool>>,
}

impl FibonacciGame {
    fn grow(&mut self, max: usize) {
        if self.wins.len() > max {
            return;
        }
        let size = max + 1;
        let mut wins = vec![vec![false; size]; size];
        for left in 1..size {
            for limit in 1..size {
                wins[left][limit] = (1..=limit.min(left))
                    .any(|take| take == left || !wins[left - take][(2 * take).min(max)]);
            }
        }
        self.wins = wins;
    }
}

impl FibonacciGame {
    fn first_wins(&mut self, n: u64) -> bool {
        let n = n as usize;
        self.grow(n);
        let max = self.wins.len() - 1;
        // The first move takes anything but everything.
        (1..n).any(|take| !self.wins[n - take][(2 * take).min(max)])
    }
}

impl Problem for FibonacciGame {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 400;
    const DEFAULT_MAX: u64 = 200;
    /// `n` per line, 2 <= n < 2^31, then `0`.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 2..=(1 << 31) - 1 });

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.value(max).max(1)
    }

    fn input(&self, cases: &[u64]) -> String {
        let lines: String = cases.iter().map(|n| format!("{n}\n")).collect();
        format!("{lines}0\n")
    }

    fn brute_force(&mut self, &n: &u64) -> String {
        let winner = if self.first_wins(n) { "First" } else { "Second" };
        format!("{winner} win\n")
    }

    /// `n >= 1` (`0` ends the input).
    fn valid(&self, &n: &u64) -> bool {
        n >= 1
    }

    // The P-positions are the Fibonacci numbers: no period to prove.
    const TABLE: Table = Table::Row { axis: "n", proof: None };

    /// Blank at `n = 0` (the input has `n >= 1`).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let n = position[0];
        (n >= 1).then(|| Cell::Wins(self.first_wins(n)))
    }
}

/// What the tools read of hdu2516 (`problem::Problem`).
pub fn description() -> impl Problem {
    FibonacciGame::default()
}
