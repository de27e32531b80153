//! abc349e as the tools see it: random boards of nine `i64` weights with an odd sum, small
//! and extreme, against a game-tree search over every order of play (no memo, no minimax
//! crate), totals in `i128`.

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::fmt::Write;

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Whether the player to move wins, `owner[c]` being 0 (white), 1 (Takahashi) or 2 (Aoki).
fn mover_wins(weights: &[i64; 9], owner: &mut [u8; 9], takahashi: bool) -> bool {
    let me = if takahashi { 1 } else { 2 };
    for c in 0..9 {
        if owner[c] != 0 {
            continue;
        }
        owner[c] = me;
        let wins = if LINES.iter().any(|line| line.iter().all(|&x| owner[x] == me)) {
            true
        } else if owner.iter().all(|&o| o != 0) {
            let mine: i128 =
                (0..9).filter(|&x| owner[x] == me).map(|x| i128::from(weights[x])).sum();
            let theirs: i128 =
                (0..9).filter(|&x| owner[x] != me).map(|x| i128::from(weights[x])).sum();
            mine > theirs
        } else {
            !mover_wins(weights, owner, !takahashi)
        };
        owner[c] = 0;
        if wins {
            return true;
        }
    }
    false
}

fn odd_sum(weights: &[i64; 9]) -> bool {
    weights.iter().map(|&w| i128::from(w)).sum::<i128>() % 2 != 0
}

#[derive(Default)]
struct WeightedTicTacToe;

impl Problem for WeightedTicTacToe {
    type Case = [i64; 9];
    const MAX_SUPPORTED: u64 = i64::MAX as u64;
    const DEFAULT_MAX: u64 = i64::MAX as u64;
    // Every weight is signed (`$`: every bad token but `-1`, which is a weight); the sum of the
    // nine is odd with each of them.
    const BAD_TOKENS: &'static [&'static str] =
        &["$ 0 0\n0 1 0\n0 0 0\n", "0 0 0\n0 1 0\n0 0 $\n", "0 0 0\n0 1 $\n0 0 0\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("abc 0 0\n0 1 0\n0 0 0\n", "`abc`"),
        ("0 0 0\n0 1.5 0\n0 0 0\n", "`1.5`"),
        ("0 0 0\n0 1 0\n0 0 9223372036854775808\n", "`9223372036854775808`"),
        ("-9223372036854775809 0 0\n0 1 0\n0 0 0\n", "`-9223372036854775809`"),
        ("0 0 0\n0 0x10 0\n0 0 0\n", "`0x10`"),
        ("0 0 0\n0 +1 0\n0 0 0\n", "`+1`"),
        ("0 0 0\n0 - 0\n0 0 0\n", "`-`"),
        ("0 0 0\n0 1\u{0} 0\n0 0 0\n", "`1\\x00`"),
        ("0 0 0\n0 \u{e9} 0\n0 0 0\n", "`\\xc3\\xa9`"),
        ("0 0 0\n0 0 0\n0 0 0\n", "sum of the weights `0`"),
        ("9223372036854775807 9223372036854775807 0\n0 0 0\n0 0 0\n", "`18446744073709551614`"),
    ];

    /// Weights of magnitude up to `max` (small and near `max` often), signs at random; one
    /// moved towards zero by 1 if the sum is even.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> [i64; 9] {
        let max = max.min(i64::MAX as u64);
        let mut weights: [i64; 9] = std::array::from_fn(|_| {
            let magnitude = rng.value(max) as i64;
            if rng.between(0, 1) == 0 { magnitude } else { -magnitude }
        });
        if !odd_sum(&weights) {
            let c = rng.between(0, 8) as usize;
            weights[c] += if weights[c] > 0 { -1 } else { 1 };
            if weights[c].unsigned_abs() > max {
                weights[c] = 0;
            }
        }
        if !odd_sum(&weights) {
            weights = [0, 0, 0, 0, 1, 0, 0, 0, 0];
        }
        weights
    }

    /// The boards one after another, three lines each (the binary reads to the end).
    fn input(&self, cases: &[[i64; 9]]) -> String {
        let mut text = String::new();
        for w in cases {
            for row in w.chunks(3) {
                let _ = writeln!(text, "{} {} {}", row[0], row[1], row[2]);
            }
        }
        text
    }

    fn brute_force(&mut self, weights: &[i64; 9]) -> String {
        let winner = if mover_wins(weights, &mut [0; 9], true) { "Takahashi" } else { "Aoki" };
        format!("{winner}\n")
    }

    /// One weight nearer zero (by halvings and steps), the sum kept odd.
    fn smaller(&self, weights: &[i64; 9]) -> Vec<[i64; 9]> {
        let mut candidates = Vec::new();
        for c in 0..9 {
            let sign = if weights[c] < 0 { -1 } else { 1 };
            for magnitude in smaller_numbers(weights[c].unsigned_abs()) {
                let mut fewer = *weights;
                fewer[c] = sign * magnitude as i64;
                if odd_sum(&fewer) {
                    candidates.push(fewer);
                }
            }
        }
        candidates
    }

    /// 1,000 boards of weights in `-10^9..=10^9` with an odd sum: the statement has one,
    /// which would time process start-up more than the program.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let cases: Vec<[i64; 9]> = (0..1000)
            .map(|_| {
                loop {
                    let w: [i64; 9] = std::array::from_fn(|_| {
                        rng.between(0, 2_000_000_000) as i64 - 1_000_000_000
                    });
                    if odd_sum(&w) {
                        break w;
                    }
                }
            })
            .collect();
        MaxInput { text: self.input(&cases), queries: 1000 }
    }
}

/// What the tools read of abc349e (`problem::Problem`).
pub fn description() -> impl Problem {
    WeightedTicTacToe
}
