//! lc_nim_product_64 as the tools see it: random pairs `a, b` against the Grundy values of
//! Turning Corners found by search: the value of the coin at `(a, b)` is the mex of the values
//! its moves leave, `v(a', b) ^ v(a, b') ^ v(a', b')` over `a' < a, b' < b`.

use problem::{Limits, Problem, Rng};

/// The Grundy values of Turning Corners, grown as far as asked.
#[derive(Default)]
struct TurningCorners {
    values: Vec<Vec<u64>>,
}

impl TurningCorners {
    fn value(&mut self, a: u64, b: u64) -> u64 {
        let size = a.max(b) as usize + 1;
        if self.values.len() < size {
            let mut values = vec![vec![0u64; size]; size];
            for x in 0..size {
                for y in 0..size {
                    let mut reached = Vec::new();
                    for smaller_x in 0..x {
                        for smaller_y in 0..y {
                            reached.push(
                                values[smaller_x][y]
                                    ^ values[x][smaller_y]
                                    ^ values[smaller_x][smaller_y],
                            );
                        }
                    }
                    values[x][y] = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
                }
            }
            self.values = values;
        }
        self.values[a as usize][b as usize]
    }
}

impl Problem for TurningCorners {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 40;
    const DEFAULT_MAX: u64 = 31;
    /// T = 10^6, then T lines `A B` of uniform 64-bit values: Library Checker's maximum, its
    /// `random` kind (`gen.py` writes all eight kinds at full size; README, Benchmarks).
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 0..=u64::MAX });

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        (rng.value(max), rng.value(max))
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn brute_force(&mut self, &(a, b): &(u64, u64)) -> String {
        format!("{}\n", self.value(a, b))
    }
}

/// What the tools read of lc_nim_product_64 (`problem::Problem`).
pub fn description() -> impl Problem {
    TurningCorners::default()
}
