//! Codeforces 2027 E2 Bit Game (Hard Version): the game of cf2027e1 with each `x_i` free in
//! `[1, b_i]`; count the arrays where Bob, the second player, wins. Each pile's count of `x` by
//! Grundy value comes from the digit DP `snippets::grundy_count::bit_game_counts`, and their
//! xor product modulo 10^9 + 7 from `snippets::grundy_count::XorProduct`; the answer is the
//! count of xor 0.
//! https://codeforces.com/contest/2027/problem/E2
//!
//! Input: `t`, then `t` cases: `n`, a line of `a_1..a_n`, a line of `b_1..b_n`; exact for every
//! `u64` (a `0` stops the program with a message naming it). Output per case: the number of
//! arrays with Bob winning, modulo 1000000007.

use snippets::grundy_count::{XorProduct, bit_game_counts};
use snippets::io::{self, Input, Output};

/// Values are at most 64, so every xor is below 128.
const VALUES: usize = 128;
const MODULUS: u64 = 1_000_000_007;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(a) = input.u64().and_then(|n| input.u64s(n)) else { break };
        let Some(b) = input.u64s(a.len() as u64) else { break };
        let mut product = XorProduct::new(VALUES, MODULUS).expect("128 and an odd modulus");
        for (i, (&a, &b)) in a.iter().zip(&b).enumerate() {
            if a == 0 || b == 0 {
                io::fail(format_args!("pile {}: a = {a}, b = {b}: both must be at least 1", i + 1));
            }
            product.multiply(&bit_game_counts(a, b));
        }
        out.number(product.finish()[0], b'\n');
    }
}
