//! cf786a as the tools see it: random circles of up to `--max` objects with random step sets,
//! against a least-fixpoint iteration over the real moves (round by round, no queue and no
//! counters).

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::fmt::Write;

#[derive(Default)]
struct Berzerk;

/// `n`, Rick's steps, Morty's steps.
type Case = (u64, Vec<u64>, Vec<u64>);

/// Each state's result for the player to move, `None` for a loop: states `(object, player)`
/// with objects `2..=n`; a round decides from the labels of the rounds before it.
fn fixpoint(n: u64, steps: [&[u64]; 2]) -> Vec<Vec<Option<bool>>> {
    let mut wins: Vec<Vec<Option<bool>>> = vec![vec![None; n as usize + 1]; 2];
    loop {
        let before = wins.clone();
        for player in 0..2 {
            for object in 2..=n {
                if before[player][object as usize].is_some() {
                    continue;
                }
                // What each move gives the other player: `Some(false)` lost (the hole too).
                let results: Vec<Option<bool>> = steps[player]
                    .iter()
                    .map(|&x| match (object - 1 + x) % n + 1 {
                        1 => Some(false),
                        target => before[1 - player][target as usize],
                    })
                    .collect();
                if results.contains(&Some(false)) {
                    wins[player][object as usize] = Some(true);
                } else if results.iter().all(|&r| r == Some(true)) {
                    wins[player][object as usize] = Some(false);
                }
            }
        }
        if wins == before {
            return wins;
        }
    }
}

/// A random non-empty set of steps in `1..n`, in random order.
fn random_steps(rng: &mut Rng, n: u64) -> Vec<u64> {
    let mut all: Vec<u64> = (1..n).collect();
    rng.shuffle(&mut all);
    all.truncate(rng.between(1, n - 1) as usize);
    all
}

impl Problem for Berzerk {
    type Case = Case;
    const MAX_SUPPORTED: u64 = 40;
    const DEFAULT_MAX: u64 = 12;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1 1\n1 1\n", "n = 1 is not in 2..=1000000"),
        ("0\n", "n = 0 is not in 2..=1000000"),
        ("1000001\n1 1\n1 1\n", "n = 1000001 is not in 2..=1000000"),
        ("18446744073709551615\n1 1\n", "n = 18446744073709551615"),
        ("5\n0\n1 1\n", "Rick's count 0 is not in 1..=4"),
        ("5\n1 1\n5 1 2 3 4 4\n", "Morty's count 5 is not in 1..=4"),
        ("5\n2 3 3\n1 1\n", "Rick's step 3 is given twice"),
        ("5\n2 3 5\n1 1\n", "Rick's step 5 is not in 1..=4"),
        ("5\n1 1\n2 0 1\n", "Morty's step 0 is not in 1..=4"),
        ("5\n1 1\n1 18446744073709551615\n", "Morty's step 18446744073709551615"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Case {
        let n = rng.between(2, max.max(2));
        (n, random_steps(rng, n), random_steps(rng, n))
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for (n, rick, morty) in cases {
            let _ = writeln!(text, "{n}");
            for steps in [rick, morty] {
                let list: Vec<String> = steps.iter().map(u64::to_string).collect();
                let _ = writeln!(text, "{} {}", steps.len(), list.join(" "));
            }
        }
        text
    }

    fn brute_force(&mut self, (n, rick, morty): &Case) -> String {
        let wins = fixpoint(*n, [rick, morty]);
        let mut text = String::new();
        for player in wins {
            let words: Vec<&str> = player[2..]
                .iter()
                .map(|w| match w {
                    Some(true) => "Win",
                    Some(false) => "Lose",
                    None => "Loop",
                })
                .collect();
            let _ = writeln!(text, "{}", words.join(" "));
        }
        text
    }

    /// One step fewer in a set of two or more; a smaller `n` with the steps that still fit.
    fn smaller(&self, (n, rick, morty): &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for i in 0..rick.len() {
            if rick.len() > 1 {
                let mut fewer = rick.clone();
                fewer.remove(i);
                smaller.push((*n, fewer, morty.clone()));
            }
        }
        for i in 0..morty.len() {
            if morty.len() > 1 {
                let mut fewer = morty.clone();
                fewer.remove(i);
                smaller.push((*n, rick.clone(), fewer));
            }
        }
        for m in smaller_numbers(*n).into_iter().filter(|&m| m >= 2) {
            let fit = |steps: &Vec<u64>| -> Vec<u64> {
                let kept: Vec<u64> = steps.iter().copied().filter(|&x| x < m).collect();
                if kept.is_empty() { vec![1] } else { kept }
            };
            smaller.push((m, fit(rick), fit(morty)));
        }
        smaller
    }

    /// The benchmark of issue 23: n = 7000, both sets all of 1..=6999 in random order.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let n = 7000;
        let mut rick: Vec<u64> = (1..n).collect();
        let mut morty = rick.clone();
        rng.shuffle(&mut rick);
        rng.shuffle(&mut morty);
        MaxInput { text: self.input(&[(n, rick, morty)]), queries: 1 }
    }
}

/// What the tools read of cf786a (`problem::Problem`).
pub fn description() -> impl Problem {
    Berzerk
}
