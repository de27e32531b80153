//! cf1839e as the tools see it: an interactive game. A case is the array of one game; a case
//! file holds one game, `n` and the n values (the first case: the interactor plays one game a
//! file); the interactor (`problems/cf1839e/interactor.rs`) plays as hard as it can, so no
//! brute force answers here.

use problem::{MaxInput, Problem, Rng};

struct Decreasing;

impl Problem for Decreasing {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 300;
    const DEFAULT_MAX: u64 = 300;
    // The judge's replies are not here: `-1` is one of them (REJECTED has `-2`).
    const BAD_TOKENS: &'static [&'static str] = &["@\n1\n", "2\n@ 1\n", "2\n1 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("0\n", "n = 0 is not in 1..=300"),
        ("301\n1\n", "n = 301 is not in 1..=300"),
        ("2\n1 0\n", "a_2 = 0 is not in 1..=300"),
        ("2\n301 1\n", "a_1 = 301 is not in 1..=300"),
        // Second on 1 1: the judge's 1 is answered by 2; a judge's 2 after it names a zero.
        ("2\n1 1\n1\n2\n", "i = 2 is not a positive value's index"),
        ("2\n1 1\n3\n", "i = 3"),
        ("1\n5\n1\n", "j = 1 is not legal after i = 1"),
        ("2\n1 1\n-2\n", "`-2`"),
    ];

    /// `n` values in `1..=max` (at most 300 of them): small often, so that splits are common;
    /// half the time an array built to split (a part copied by sums).
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        let max = max.clamp(1, 300);
        let most = if rng.between(0, 3) == 0 { max } else { max.min(8) };
        let n = rng.between(1, most);
        let top = if rng.between(0, 1) == 0 { max } else { max.min(6) };
        let mut values: Vec<u64> = (0..n).map(|_| rng.between(1, top)).collect();
        if rng.between(0, 1) == 0 && n >= 2 {
            // The last value evens the sums of the two halves, when it fits 1..=max.
            let half = n as usize / 2;
            let (left, right): (u64, u64) =
                (values[..half].iter().sum(), values[half..n as usize - 1].iter().sum());
            if left > right && left - right <= max {
                values[n as usize - 1] = left - right;
            }
        }
        values
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        cases.first().map_or(String::new(), |values| {
            let shown: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", values.len(), shown.join(" "))
        })
    }

    /// Not called: the interactor plays against the program (the problem is interactive: `interactor.rs`).
    fn brute_force(&mut self, _case: &Vec<u64>) -> String {
        String::new()
    }

    /// Every `a_i >= 1`.
    fn valid(&self, values: &Vec<u64>) -> bool {
        !values.contains(&0)
    }

    /// One game at the statement's largest: 300 values up to 300 (not timed: interactive
    /// problems have no bench).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let shown: Vec<String> = (0..300).map(|_| rng.between(1, 300).to_string()).collect();
        MaxInput { text: format!("300\n{}\n", shown.join(" ")), queries: 1 }
    }
}

/// What the tools read of cf1839e (`problem::Problem`).
pub fn description() -> impl Problem {
    Decreasing
}
