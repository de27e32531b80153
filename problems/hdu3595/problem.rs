//! hdu3595 as the tools see it: random cases of 1 to 3 games `p q` up to `--max`, against a
//! game-tree search of the simultaneous game itself: a move is one move (take a positive
//! multiple of the smaller pile from the larger) in every game not yet over; with no game
//! left to move in, the player to move has lost.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins, memoised on the sorted games (each sorted).
#[derive(Default)]
struct Simultaneous {
    wins: HashMap<Vec<(u64, u64)>, bool>,
}

fn options(x: u64, y: u64) -> Vec<(u64, u64)> {
    let (small, large) = (x.min(y), x.max(y));
    if small == 0 {
        return Vec::new();
    }
    (1..=large / small)
        .map(|k| {
            let left = large - k * small;
            (left.min(small), left.max(small))
        })
        .collect()
}

impl Simultaneous {
    fn wins(&mut self, games: &[(u64, u64)]) -> bool {
        let mut key: Vec<(u64, u64)> = games.iter().map(|&(x, y)| (x.min(y), x.max(y))).collect();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let choices: Vec<Vec<(u64, u64)>> = key
            .iter()
            .map(|&(x, y)| {
                let moves = options(x, y);
                if moves.is_empty() { vec![(x, y)] } else { moves }
            })
            .collect();
        let any_move = key.iter().any(|&(x, y)| !options(x, y).is_empty());
        let mut wins = false;
        if any_move {
            let mut next: Vec<Vec<(u64, u64)>> = vec![Vec::new()];
            for moves in &choices {
                next = next
                    .iter()
                    .flat_map(|prefix| {
                        moves.iter().map(move |&game| {
                            let mut longer = prefix.clone();
                            longer.push(game);
                            longer
                        })
                    })
                    .collect();
            }
            wins = next.iter().any(|position| !self.wins(position));
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for Simultaneous {
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = 12;
    const DEFAULT_MAX: u64 = 9;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        let count = rng.between(1, 3);
        (0..count).map(|_| (rng.value(max), rng.value(max))).collect()
    }

    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        let mut input = String::new();
        for games in cases {
            input += &format!("{}\n", games.len());
            for (p, q) in games {
                input += &format!("{p} {q}\n");
            }
        }
        input
    }

    fn brute_force(&mut self, games: &Vec<(u64, u64)>) -> String {
        let answer = if self.wins(games) { "MM" } else { "GG" };
        format!("{answer}\n")
    }

    /// 1000 cases of N = 1000 games `p q` of 1..=1000, to end of input.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..1000 {
            text.push_str("1000\n");
            for _ in 0..1000 {
                let _ = writeln!(text, "{} {}", rng.between(1, 1000), rng.between(1, 1000));
            }
        }
        MaxInput { text, queries: 1000 }
    }
}

/// What the tools read of hdu3595 (`problem::Problem`).
pub fn description() -> impl Problem {
    Simultaneous::default()
}
