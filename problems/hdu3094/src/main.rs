//! HDU 3094 A tree game: Green Hackenbush on a rooted tree, by the colon principle of
//! `snippets::green_hackenbush`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3094
//!
//! Input: `T`, then `T` cases: `N`, then `N - 1` lines `i j` (undirected) of a tree on
//! `1..=N` rooted at 1. Output per case: `Alice` if the first player wins, else `Bob`. Edges
//! that are not a tree on `1..=N` stop the program with a message naming what is wrong.

use snippets::green_hackenbush::{self, NotATree};
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(count) = input.u64() else { break };
        let Some(ends) = input.u64s(count.saturating_sub(1).saturating_mul(2)) else { break };
        if count == 0 {
            io::fail("a tree of 0 vertices has no root");
        }
        if let Some(vertex) = ends.iter().find(|&&vertex| vertex == 0 || vertex > count) {
            io::fail(format_args!("vertex {vertex} is not in 1..={count}"));
        }
        // In range, so no copy into a list of pairs: the snippet walks the endpoints.
        let edges = ends.chunks_exact(2).map(|pair| (pair[0] as usize - 1, pair[1] as usize - 1));
        match green_hackenbush::tree_value_of_edges(count as usize, edges, 0) {
            Ok(value) => {
                if value != 0 {
                    out.put(b"Alice\n")
                } else {
                    out.put(b"Bob\n")
                }
            }
            Err(NotATree::Unreached(vertex)) => io::fail(format_args!(
                "not a tree: vertex {} is not connected to vertex 1 (the edges hold a cycle)",
                vertex + 1
            )),
            Err(other) => io::fail(format_args!("not a tree: {other}")),
        }
    }
}
