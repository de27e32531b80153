//! Codeforces 1823 E Removing Graph: a graph whose every vertex has degree 2 (a union of
//! cycles); a move erases `l..=r` vertices that form a connected subgraph. The cycles come from
//! `snippets::cycle_removal::cycle_lengths` (an iterative walk that rejects any other graph),
//! each is worth `snippets::cycle_removal::cycle_value` (`floor(c / l)` for
//! `l <= c <= l + r - 1`, else 0); Alice, who moves first, wins iff their XOR is not 0.
//! https://codeforces.com/contest/1823/problem/E
//!
//! Input: `n l r`, then `n` lines `u v`; further cases of that shape to the end of the input
//! (Codeforces sends one); exact for every `u64` `l < r`. A graph that is not a
//! union of cycles (a degree other than 2, a loop, a repeated edge, a vertex outside `1..=n`)
//! or `l = 0` or `l >= r` stops the program with a message naming it; nothing is printed for an
//! input that ends early. Output: `Alice` or `Bob`, the winner.

use snippets::cycle_removal::{cycle_lengths, cycle_value};
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(n), Some(l), Some(r)) = (input.u64(), input.u64(), input.u64()) {
        if l == 0 || l >= r {
            io::fail(format_args!("l = {l}, r = {r}: the sizes must be 1 <= l < r"));
        }
        // The edges first, so that memory follows the input, not the `n` it claims.
        let mut edges = Vec::with_capacity(n.min(1 << 18) as usize);
        for _ in 0..n {
            let (Some(u), Some(v)) = (input.u64(), input.u64()) else { return };
            edges.push((u, v));
        }
        let lengths = cycle_lengths(edges.len(), &edges).unwrap_or_else(|fault| io::fail(fault));
        let sum = lengths.iter().fold(0, |sum, &c| sum ^ cycle_value(c, l, r).unwrap_or(0));
        if sum != 0 { out.put(b"Alice\n") } else { out.put(b"Bob\n") }
    }
}
