//! Codeforces 2027 E1 Bit Game (Easy Version): piles `(x, a)`; a move takes `d <= a` stones
//! from one pile with `x & d = d`. Each pile's Grundy value comes from
//! `snippets::bit_game::grundy_value` (the editorial's compression); Alice, who moves first,
//! wins iff their XOR is not 0.
//! https://codeforces.com/contest/2027/problem/E1
//!
//! Input: `t`, then `t` cases: `n`, a line of `a_1..a_n`, a line of `x_1..x_n`; exact for every
//! `u64` (a `0` stops the program with a message naming it). Output per case: `Alice` or `Bob`.

use snippets::bit_game;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(a) = input.u64().and_then(|n| input.u64s(n)) else { break };
        let Some(x) = input.u64s(a.len() as u64) else { break };
        let mut sum = 0;
        for (i, (&a, &x)) in a.iter().zip(&x).enumerate() {
            if a == 0 || x == 0 {
                io::fail(format_args!("pile {}: a = {a}, x = {x}: both must be at least 1", i + 1));
            }
            sum ^= bit_game::grundy_value(x, a);
        }
        if sum != 0 { out.put(b"Alice\n") } else { out.put(b"Bob\n") }
    }
}
