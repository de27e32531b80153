//! cf1914e2 as the tools see it: random cases of 1 to 7 colours against a minimax over the
//! sets of colours left (the easy version's solution: every order of picks, memoised on the
//! set and the player; no sorting), counts small (ties common) or near `u64::MAX`.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

#[derive(Default)]
struct Marbles;

/// The score under best play with the colours of `left` still shared.
fn minimax(
    a: &[u64],
    b: &[u64],
    left: u32,
    alice: bool,
    memo: &mut HashMap<(u32, bool), i128>,
) -> i128 {
    if left == 0 {
        return 0;
    }
    if let Some(&known) = memo.get(&(left, alice)) {
        return known;
    }
    let mut best: Option<i128> = None;
    for i in (0..a.len()).filter(|&i| left >> i & 1 == 1) {
        let rest = minimax(a, b, left & !(1 << i), !alice, memo);
        let value = if alice { rest + i128::from(a[i]) - 1 } else { rest - i128::from(b[i]) + 1 };
        best = Some(match best {
            None => value,
            Some(best) if alice => best.max(value),
            Some(best) => best.min(value),
        });
    }
    let best = best.unwrap_or(0);
    memo.insert((left, alice), best);
    best
}

impl Problem for Marbles {
    /// The counts `(a_i, b_i)` of each colour.
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = u64::MAX;
    const DEFAULT_MAX: u64 = u64::MAX;
    const BAD_TOKENS: &'static [&'static str] =
        &["@\n1\n2\n3\n", "1\n@\n2\n3\n", "1\n2\n1 @\n3 4\n", "1\n2\n1 2\n3 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("1\n2\n1 0\n3 4\n", "`0`"), ("2\n1\n1\n1\n1\n0\n5\n", "`0`")];

    /// 1 to 7 colours; counts in `1..=6` or near `max`, by case.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        let large = rng.between(0, 3) == 0;
        let count = |rng: &mut Rng| {
            if large { rng.value(max).max(1) } else { rng.between(1, 6.min(max.max(1))) }
        };
        (0..rng.between(1, 7)).map(|_| (count(rng), count(rng))).collect()
    }

    /// `t`, then per case `n`, the `a_i`, the `b_i`.
    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for colours in cases {
            let a: Vec<String> = colours.iter().map(|c| c.0.to_string()).collect();
            let b: Vec<String> = colours.iter().map(|c| c.1.to_string()).collect();
            let _ = writeln!(text, "{}\n{}\n{}", colours.len(), a.join(" "), b.join(" "));
        }
        text
    }

    fn brute_force(&mut self, colours: &Vec<(u64, u64)>) -> String {
        let a: Vec<u64> = colours.iter().map(|c| c.0).collect();
        let b: Vec<u64> = colours.iter().map(|c| c.1).collect();
        let score = minimax(&a, &b, (1 << a.len()) - 1, true, &mut HashMap::new());
        format!("{score}\n")
    }

    /// Every count at least 1.
    fn valid(&self, colours: &Vec<(u64, u64)>) -> bool {
        colours.iter().all(|&(a, b)| a >= 1 && b >= 1)
    }

    /// One case of `n = 2 * 10^5` colours (the statement's sum of `n`), counts in `1..=10^9`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let n = 200_000;
        let mut text = format!("1\n{n}\n");
        for _ in 0..2 {
            let counts: Vec<String> =
                (0..n).map(|_| rng.between(1, 1_000_000_000).to_string()).collect();
            let _ = writeln!(text, "{}", counts.join(" "));
        }
        MaxInput { text, queries: 1 }
    }
}

/// What the tools read of cf1914e2 (`problem::Problem`).
pub fn description() -> impl Problem {
    Marbles
}
