//! Codeforces 1823 E Removing Graph: a graph whose every vertex has degree 2 (a union of
//! cycles); a move erases `l..=r` vertices that form a connected subgraph. The cycles come from
//! `snippets::cycle_removal::cycle_lengths` (an iterative walk that rejects any other graph),
//! each is worth `snippets::cycle_removal::cycle_value` (`floor(c / l)` for
//! `l <= c <= l + r - 1`, else 0); Alice, who moves first, wins iff their XOR is not 0.
//! https://codeforces.com/contest/1823/problem/E
//!
//! Input: `n l r`, then `n` lines `u v`; further cases of that shape to the end of the input
//! (Codeforces sends one); exact for every `u64` `l < r`, `n` up to 10^6 (the statement: 2 *
//! 10^5; 5 bytes a vertex are kept). A graph that is not a union of cycles (a degree other
//! than 2, a loop, a repeated edge, a vertex outside `1..=n`), `l = 0`, `l >= r` or a larger
//! `n` stops the program with a message naming it, as soon as it is read; nothing is printed
//! for a case that ends early. Output: `Alice` or `Bob`, the winner.

use snippets::cycle_removal::{cycle_lengths, cycle_value};
use snippets::io::{self, Input, Output};

/// The most vertices a graph may have (the statement: 2 * 10^5).
const MAX_VERTICES: u64 = 1_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(n), Some(l), Some(r)) = (input.u64(), input.u64(), input.u64()) {
        if l == 0 || l >= r {
            io::fail(format_args!("l = {l}, r = {r}: the sizes must be 1 <= l < r"));
        }
        if n > MAX_VERTICES {
            io::fail(format_args!("n `{n}` is above {MAX_VERTICES}, the most this program takes"));
        }
        // The edges go to the union-find as they are read, never kept.
        let mut ended = false;
        let edges = (0..n).map_while(|_| {
            let edge = input.u64().zip(input.u64());
            ended |= edge.is_none();
            edge
        });
        let lengths = cycle_lengths(n as usize, edges);
        if ended {
            return;
        }
        let lengths = lengths.unwrap_or_else(|fault| io::fail(fault));
        let sum = lengths.iter().fold(0, |sum, &c| sum ^ cycle_value(c, l, r).unwrap_or(0));
        if sum != 0 { out.put(b"Alice\n") } else { out.put(b"Bob\n") }
    }
}
