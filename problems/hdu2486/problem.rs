//! hdu2486 as the tools see it: random cases `n k` (`k <= 30`) against a game-tree search over
//! (stones left, largest take allowed), one table per `k`.
//!
//! The answers are numbered (`Case N: `): `Problem::expected` numbers what the brute force
//! answers.

use problem::{Cell, MaxInput, Problem, Rng, Table};
use std::collections::HashMap;
use std::fmt::Write;

#[derive(Default)]
struct Dynamic {
    /// For each `k`: `wins[s][l]` (`l <= s`), the player to move wins with `s` stones when a
    /// move may take at most `l`.
    wins: HashMap<u64, Vec<Vec<bool>>>,
}

impl Dynamic {
    /// The table of `k` up to at least `n` stones.
    fn table_of(&mut self, n: u64, k: u64) -> &Vec<Vec<bool>> {
        let wins = self.wins.entry(k).or_default();
        while wins.len() as u64 <= n {
            let s = wins.len();
            let mut row = vec![false; s + 1];
            for l in 1..=s {
                // Take `l`: all of it wins; else the opponent may take up to `k l` of the rest.
                let left = s - l;
                let reach = (k as usize).saturating_mul(l).min(left);
                row[l] = row[l - 1] || left == 0 || !wins[left][reach];
            }
            wins.push(row);
        }
        wins
    }

    /// The smallest first take (`1..n`, not all) after which the opponent loses.
    fn smallest_winning_take(&mut self, n: u64, k: u64) -> Option<u64> {
        let wins = self.table_of(n, k);
        let n = n as usize;
        (1..n).find(|&t| !wins[n - t][(k as usize).saturating_mul(t).min(n - t)]).map(|t| t as u64)
    }
}

impl Problem for Dynamic {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 3000;
    const DEFAULT_MAX: u64 = 300;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2\n16 1\n1 1\n", "case 2: `1 1`"),
        ("1\n16 0\n", "case 1: `16 0`"),
        ("1\n200002 200000\n", "k = 200000"),
        ("1\n18446744073709551615 100001\n", "k = 100001"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        let n = rng.value(max).max(2);
        (n, rng.between(1, 30.min(max.max(1))))
    }

    /// `t`, then `t` lines `n k`.
    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(n, k)| format!("{n} {k}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn brute_force(&mut self, &(n, k): &(u64, u64)) -> String {
        match self.smallest_winning_take(n, k) {
            Some(take) => format!("{take}\n"),
            None => "lose\n".to_string(),
        }
    }

    fn expected(&mut self, cases: &[(u64, u64)]) -> String {
        let answers = cases.iter().map(|case| self.brute_force(case));
        answers.enumerate().map(|(i, answer)| format!("Case {}: {answer}", i + 1)).collect()
    }

    /// `n >= 2`, `k >= 1`.
    fn valid(&self, &(n, k): &(u64, u64)) -> bool {
        n >= 2 && k >= 1
    }

    /// The statement's 20 cases at its largest: `n = 10^8 - i` and `k = 10^5 - i`, the longest
    /// sequences it allows (about 7 * 10^5 losing sizes each).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(20, "20\n", "", |text| {
            let (n, k) = (100_000_000 - rng.between(0, 1000), 100_000 - rng.between(0, 100));
            let _ = write!(text, "{n} {k}");
        })
    }

    const TABLE: Table = Table::Grid { rows: "k", columns: "n" };

    /// `[k, n]`: a row per `k`, its P-positions (the losing sizes) marked; blank at `k = 0`
    /// and `n < 2` (not in the input).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (k, n) = (position[0], position[1]);
        (k >= 1 && n >= 2).then(|| Cell::Wins(self.smallest_winning_take(n, k).is_some()))
    }
}

/// What the tools read of hdu2486 (`problem::Problem`).
pub fn description() -> impl Problem {
    Dynamic::default()
}
