//! hdu1846 as the tools see it: random cases `n m` against a game-tree search of the Bash game.

use problem::{Cell, Limits, Problem, Rng, Table};
use std::collections::HashMap;

/// For each `m` seen, `wins[n]`: the player to move wins with `n` stones, by trying every take.
#[derive(Default)]
struct Bash {
    wins: HashMap<u64, Vec<bool>>,
}

impl Bash {
    fn first_wins(&mut self, n: u64, m: u64) -> bool {
        let wins = self.wins.entry(m).or_default();
        while wins.len() as u64 <= n {
            let stones = wins.len();
            let takes = 1..=(m as usize).min(stones);
            let win = takes.into_iter().any(|take| !wins[stones - take]);
            wins.push(win);
        }
        wins[n as usize]
    }
}

impl Problem for Bash {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 300;
    const DEFAULT_MAX: u64 = 200;
    /// The largest input: C = 10^6 lines `n m`, 1 <= n, m <= 1000.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 1..=1000 });

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        (rng.value(max), rng.value(max))
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(n, m)| format!("{n} {m}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn brute_force(&mut self, &(n, m): &(u64, u64)) -> String {
        let winner = if self.first_wins(n, m) { "first" } else { "second" };
        format!("{winner}\n")
    }

    const TABLE: Table = Table::Grid { rows: "m", columns: "n" };

    /// `[m, n]`: the largest take down, the stones across; blank at `m = 0` (the input has
    /// `m >= 1`).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (m, n) = (position[0], position[1]);
        (m >= 1).then(|| Cell::Wins(self.first_wins(n, m)))
    }
}

/// What the tools read of hdu1846 (`problem::Problem`).
pub fn description() -> impl Problem {
    Bash::default()
}
