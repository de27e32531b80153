//! Codeforces 1914 E2 Game with Marbles (Hard Version): both players take the colours in
//! decreasing order of `a_i + b_i` (`snippets::marbles`); the score in `i128`.
//! https://codeforces.com/contest/1914/problem/E2
//!
//! Input: `t`, then `t` cases: `n`, a line of `n` counts `a_i`, a line of `n` counts `b_i`,
//! every `u64` from 1 (a `0` stops the program with a message naming it). Output per case: the
//! final score, Alice's marbles left minus Bob's (often negative); nothing for a case that
//! the input ends in.

use snippets::io::{self, Input, Output};
use snippets::marbles::final_score;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..cases {
        let Some(n) = input.u64() else { return };
        for counts in [&mut a, &mut b] {
            counts.clear();
            for _ in 0..n {
                let Some(count) = input.u64() else { return };
                if count == 0 {
                    io::fail("a marble count `0`: every colour starts with at least 1");
                }
                counts.push(count);
            }
        }
        let Some(score) = final_score(&a, &b) else { io::fail("a count of 0") };
        out.put(format!("{score}\n"));
    }
}
