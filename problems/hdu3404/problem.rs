//! hdu3404 as the tools see it: random cases of up to 6 lights (a repeat toggles it back off) on
//! the `--max` x `--max` board, against a game-tree search of Turning Corners that toggles
//! real lights: the corners of a rectangle whose bottom-right light is on.

use problem::max_input::distinct;
use problem::{MaxInput, Problem, Rng, smaller_lists, smaller_numbers};
use std::fmt::Write;

/// Side of the board the search covers; positions are bit masks of its cells.
const SIDE: u64 = 4;

/// Whether the player to move wins, for every position of the `SIDE x SIDE` board.
struct TurningCorners {
    wins: Vec<bool>,
}

fn cell(x: u64, y: u64) -> u32 {
    ((x - 1) * SIDE + (y - 1)) as u32
}

impl TurningCorners {
    fn new() -> Self {
        let cells = (SIDE * SIDE) as u32;
        // Toggling turns the bottom-right light off, the highest cell that changes: every
        // position a move leaves is a smaller mask.
        let mut wins = vec![false; 1 << cells];
        for heads in 0..1u32 << cells {
            let mut wins_here = false;
            for x2 in 1..=SIDE {
                for y2 in 1..=SIDE {
                    if heads >> cell(x2, y2) & 1 == 0 {
                        continue;
                    }
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            let mut toggle = 0u32;
                            for (x, y) in [(x1, y1), (x1, y2), (x2, y1), (x2, y2)] {
                                toggle |= 1 << cell(x, y);
                            }
                            wins_here |= !wins[(heads ^ toggle) as usize];
                        }
                    }
                }
            }
            wins[heads as usize] = wins_here;
        }
        TurningCorners { wins }
    }
}

impl Problem for TurningCorners {
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = SIDE;
    const DEFAULT_MAX: u64 = SIDE;
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("1\n1\n0 5\n", "`0 5`"), ("2\n1\n1 1\n2\n3 3\n7 0\n", "`7 0`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        let count = rng.between(0, 6);
        let max = max.clamp(1, SIDE);
        (0..count).map(|_| (rng.between(1, max), rng.between(1, max))).collect()
    }

    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for lights in cases {
            input += &format!("{}\n", lights.len());
            for (x, y) in lights {
                input += &format!("{x} {y}\n");
            }
        }
        input
    }

    fn brute_force(&mut self, lights: &Vec<(u64, u64)>) -> String {
        let heads = lights.iter().fold(0u32, |mask, &(x, y)| mask ^ 1 << cell(x, y));
        let answer = if self.wins[heads as usize] {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        };
        format!("{answer}\n")
    }

    fn smaller(&self, lights: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        smaller_lists(lights, 0, |&(x, y)| {
            let xs = smaller_numbers(x).into_iter().filter(|&v| v > 0).map(|v| (v, y));
            let ys = smaller_numbers(y).into_iter().filter(|&v| v > 0).map(|v| (x, v));
            xs.chain(ys).collect()
        })
    }

    /// T cases of n = 1000 distinct lights of 1..=10000 squared. T = 1000, beyond the
    /// statement's 100, so that the time is not all process start-up.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(1000, |text| {
            let lights =
                distinct(rng, 1000, |rng| (rng.between(1, 10_000), rng.between(1, 10_000)));
            text.push_str("1000\n");
            for (x, y) in lights {
                let _ = writeln!(text, "{x} {y}");
            }
        })
    }
}

/// What the tools read of hdu3404 (`problem::Problem`).
pub fn description() -> impl Problem {
    TurningCorners::new()
}
