//! poj1704 as the tools see it: random rows of 1 to 5 chessmen on distinct cells `1..=--max`,
//! in any order, against a game-tree search that moves real chessmen: one chessman left to a
//! free cell, without passing another.

use problem::max_input::{distinct, numbers};
use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;

/// Whether the player to move wins, memoised on the sorted cells.
#[derive(Default)]
struct Chessmen {
    wins: HashMap<Vec<u64>, bool>,
}

impl Chessmen {
    fn wins(&mut self, cells: &[u64]) -> bool {
        let mut key = cells.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = false;
        for index in 0..key.len() {
            let left = if index == 0 { 0 } else { key[index - 1] };
            for to in left + 1..key[index] {
                let mut next = key.clone();
                next[index] = to;
                if !self.wins(&next) {
                    wins = true;
                }
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for Chessmen {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 24;
    const DEFAULT_MAX: u64 = 16;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n3\n7 2 7\n", "cell 7"),
        ("2\n1\n1\n2\n18446744073709551615 18446744073709551615\n", "cell 18446744073709551615"),
        ("1\n2\n0 3\n", "cell 0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let count = rng.between(1, 5.min(max.max(1)));
        let mut cells: Vec<u64> = Vec::new();
        while (cells.len() as u64) < count {
            let cell = rng.between(1, max.max(1));
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        cells
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for cells in cases {
            let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", cells.len(), cells.join(" "));
        }
        input
    }

    fn brute_force(&mut self, cells: &Vec<u64>) -> String {
        let answer = if self.wins(cells) { "Georgia will win" } else { "Bob will win" };
        format!("{answer}\n")
    }

    fn smaller(&self, cells: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut candidates = Vec::new();
        if cells.len() > 1 {
            for index in 0..cells.len() {
                let mut fewer = cells.clone();
                fewer.remove(index);
                candidates.push(fewer);
            }
        }
        // One chessman a cell further left, where that cell is free.
        for index in 0..cells.len() {
            let to = cells[index] - 1;
            if to >= 1 && !cells.contains(&to) {
                let mut smaller = cells.clone();
                smaller[index] = to;
                candidates.push(smaller);
            }
        }
        candidates
    }

    /// T cases of N = 1000 distinct cells of 1..=10000, unsorted. T = 1000, beyond the
    /// statement's 20, so that the time is not all process start-up.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(1000, |text| {
            let cells = distinct(rng, 1000, |rng| rng.between(1, 10_000));
            numbers(text, 1000, {
                let mut cells = cells.into_iter();
                move || cells.next().unwrap_or(1)
            });
        })
    }
}

/// What the tools read of poj1704 (`problem::Problem`).
pub fn description() -> impl Problem {
    Chessmen::default()
}
