//! What cf2027e1 and cf2027e2, the easy and the hard version of one game (Codeforces 2027 E,
//! Bit Game), share as the tools see them, included by each `problem.rs`
//! (`#[path = "../cf2027_bit_game.rs"] mod bit_game;`): the Grundy search of one pile, and the
//! input, `t` cases of piles `(a_i, n_i)` with `n_i` a pile's size (E1's `x_i`) or its bound
//! (E2's `b_i`).

use problem::{MaxInput, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// For each `a` seen, `values[x]`: the Grundy value of a pile of `x` from which a move takes
/// any `d <= a` that is a submask of `x`, by a mex over every take.
#[derive(Default)]
pub struct Values(HashMap<u64, Vec<usize>>);

impl Values {
    /// The values of the piles `0..size` under `a`.
    pub fn up_to(&mut self, a: u64, size: u64) -> &[usize] {
        let values = self.0.entry(a).or_default();
        while (values.len() as u64) < size {
            let y = values.len() as u64;
            let mut reached = Vec::new();
            // Every nonempty submask d of y.
            let mut d = y;
            while d != 0 {
                if d <= a {
                    reached.push(values[(y - d) as usize]);
                }
                d = (d - 1) & y;
            }
            values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        &values[..size as usize]
    }
}

/// The bad tokens of both versions, one in each place of the input.
pub const BAD_TOKENS: &[&str] =
    &["@\n1\n1\n1\n", "1\n@\n1\n1\n", "1\n1\n@\n1\n", "1\n2\n1 1\n1 @\n"];

/// 1 to 4 piles, each number in `1..=max`.
pub fn random_piles(rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
    let max = max.max(1);
    let count = rng.between(1, 4);
    (0..count).map(|_| (rng.between(1, max), rng.between(1, max))).collect()
}

/// `t`, then per case `n`, the `a`s, the second numbers.
pub fn input(cases: &[Vec<(u64, u64)>]) -> String {
    let mut text = format!("{}\n", cases.len());
    for piles in cases {
        let a: Vec<String> = piles.iter().map(|(a, _)| a.to_string()).collect();
        let n: Vec<String> = piles.iter().map(|(_, n)| n.to_string()).collect();
        let _ = writeln!(text, "{}\n{}\n{}", piles.len(), a.join(" "), n.join(" "));
    }
    text
}

/// The statement's largest: 1000 cases of 10 piles (the sum of `n` is at most 10^4), every
/// number below 2^30.
pub fn max_input(rng: &mut Rng) -> MaxInput {
    MaxInput::counted_cases(1000, |text| {
        let (a, n): (Vec<String>, Vec<String>) = (0..10)
            .map(|_| (rng.between(1, (1 << 30) - 1), rng.between(1, (1 << 30) - 1)))
            .map(|(a, n)| (a.to_string(), n.to_string()))
            .unzip();
        let _ = writeln!(text, "10\n{}\n{}", a.join(" "), n.join(" "));
    })
}
