//! Library Checker Matching on Bipartite Graph: a maximum matching, by
//! `snippets::bipartite_matching::maximum_matching` (Hopcroft-Karp, iterative).
//! https://judge.yosupo.jp/problem/bipartitematching
//!
//! Input: `L R M`, then `M` edges `a b` (`0 <= a < L`, `0 <= b < R`; statement: L, R <= 10^5,
//! M <= 2 * 10^5, no parallel edges). Output: `K`, the size of a maximum matching, then its `K`
//! edges `c d`, by increasing left end (any maximum matching is accepted: `checker.rs`).
//! Beyond the statement: parallel edges are allowed, sides up to 10^7 vertices (a larger side
//! is refused by name, as is an end out of range); memory follows the edges read.

use snippets::bipartite_matching::{FREE, maximum_matching};
use snippets::io::{self, Input, Output};

/// The most vertices a side may have (the statement: 10^5).
const MAX_SIDE: u64 = 10_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let (Some(left), Some(right), Some(count)) = (input.u64(), input.u64(), input.u64()) else {
        return;
    };
    for (side, size) in [("L", left), ("R", right)] {
        if size > MAX_SIDE {
            io::fail(format_args!(
                "{side} `{size}` is above {MAX_SIDE}, the most this program takes"
            ));
        }
    }
    // Room for the announced edges (at most 2^20: a count is no promise), not grown by copies.
    let mut edges = Vec::with_capacity(count.min(1 << 20) as usize);
    for i in 0..count {
        let (Some(a), Some(b)) = (input.u64(), input.u64()) else { break };
        if a >= left || b >= right {
            io::fail(format_args!("edge {i}: `{a} {b}` is not in 0..{left} x 0..{right}"));
        }
        edges.push((a as u32, b as u32));
    }
    let matching = maximum_matching(left as usize, right as usize, &edges);
    out.number(matching.size as u64, b'\n');
    for (a, &b) in (0..).zip(&matching.left_mate).filter(|&(_, &b)| b != FREE) {
        out.number(a, b' ');
        out.number(u64::from(b), b'\n');
    }
}
