//! Library Checker Matching on General Graph: a maximum matching, by
//! `snippets::general_matching::GeneralMatching` (Edmonds' blossoms, iterative).
//! https://judge.yosupo.jp/problem/general_matching
//!
//! Input: `N M`, then `M` edges `u v` (`0 <= u, v < N`; statement: N <= 500). Output: `X`, the
//! size of a maximum matching, then its `X` edges `a b` (`a < b`, by increasing `a`; any
//! maximum matching is accepted: `checker.rs`). Beyond the statement: loops and parallel
//! edges are allowed (a loop matches nothing); N up to 10^6 (the work is O(N^3) at worst, far less on sparse graphs; a
//! larger N is refused by name, as is an end out of range); memory follows the edges read.

use snippets::general_matching::{FREE, GeneralMatching};
use snippets::io::{self, Input, Output};

/// The most vertices this program takes (the statement: 500).
const MAX_VERTICES: u64 = 1_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let (Some(n), Some(count)) = (input.u64(), input.u64()) else { return };
    if n > MAX_VERTICES {
        io::fail(format_args!("N `{n}` is above {MAX_VERTICES}, the most this program takes"));
    }
    // Room for the edges announced, up to 2^20 of them (16 MB of address space, touched only
    // as edges arrive): no copy as the list grows.
    let mut edges = Vec::with_capacity(count.min(1 << 20) as usize);
    for i in 0..count {
        let (Some(u), Some(v)) = (input.u64(), input.u64()) else { break };
        if u >= n || v >= n {
            io::fail(format_args!("edge {i}: `{u} {v}` has an end not in 0..{n}"));
        }
        edges.push((u as usize, v as usize));
    }
    let mut matching = GeneralMatching::new(n as usize, &edges);
    out.number(matching.maximize() as u64, b'\n');
    for (a, &b) in matching.mates().iter().enumerate().filter(|&(a, &b)| b != FREE && a < b) {
        out.number(a as u64, b' ');
        out.number(b as u64, b'\n');
    }
}
