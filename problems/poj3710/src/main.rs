//! POJ 3710 Christmas Game: Green Hackenbush on rooted graphs with cycles and doubled edges,
//! by the fusion principle of `snippets::green_hackenbush`: the XOR of the graphs' values.
//! http://poj.org/problem?id=3710
//!
//! Input: cases until end of input: `N`, then `N` graphs, each `m k` and `k` lines `a b`
//! (vertices `1..=m`, root 1). Output per case: `Sally` if the first player wins, else
//! `Harry`. A vertex outside `1..=m` stops the program with a message naming it. Memory
//! follows the edges read: `m` alone allocates nothing.

use snippets::green_hackenbush;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    'cases: while let Some(graphs) = input.u64() {
        let mut sum = 0;
        for _ in 0..graphs {
            let (Some(count), Some(edges)) = (input.u64(), input.u64()) else {
                break 'cases;
            };
            let Some(ends) = input.u64s(edges.saturating_mul(2)) else {
                break 'cases;
            };
            // Vertex 1, the root, must exist even in a graph without edges.
            if let Some(vertex) =
                [&1].into_iter().chain(&ends).find(|&&vertex| vertex == 0 || vertex > count)
            {
                io::fail(format_args!("vertex {vertex} is not in 1..={count}"));
            }
            // Memory follows the edges read, not `m`: where `m` is more than the edges can name
            // (and the root), only the vertices they name are numbered.
            let value = if count <= edges.saturating_mul(2).saturating_add(1) {
                let edges =
                    ends.chunks_exact(2).map(|pair| (pair[0] as usize - 1, pair[1] as usize - 1));
                green_hackenbush::graph_value_of_edges(count as usize, edges, 0)
            } else {
                let mut names: Vec<u64> = ends.iter().copied().chain([1]).collect();
                names.sort_unstable();
                names.dedup();
                let index = |vertex: &u64| names.binary_search(vertex).unwrap_or(0);
                let edges = ends.chunks_exact(2).map(|pair| (index(&pair[0]), index(&pair[1])));
                green_hackenbush::graph_value_of_edges(names.len(), edges, index(&1))
            };
            sum ^= value.unwrap_or(0);
        }
        if sum != 0 { out.put(b"Sally\n") } else { out.put(b"Harry\n") }
    }
}
