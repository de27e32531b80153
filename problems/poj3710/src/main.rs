//! POJ 3710 Christmas Game: Green Hackenbush on rooted graphs with cycles and doubled edges,
//! by the fusion principle of `snippets::green_hackenbush`: the XOR of the graphs' values.
//! http://poj.org/problem?id=3710
//!
//! Input: cases until end of input: `N`, then `N` graphs, each `m k` and `k` lines `a b`
//! (vertices `1..=m`, root 1). Output per case: `Sally` if the first player wins, else
//! `Harry`. A vertex outside `1..=m` stops the program with a message naming it.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{green_hackenbush, read_case, stdio};
use std::io::{Error, ErrorKind, Write};

/// The vertex `vertex` of `1..=count` as an index from 0, or an error naming it.
fn index(vertex: u64, count: u64) -> std::io::Result<usize> {
    match vertex.checked_sub(1) {
        Some(index) if vertex <= count => Ok(index as usize),
        _ => Err(Error::new(
            ErrorKind::InvalidData,
            format!("vertex {vertex} is not in 1..={count}"),
        )),
    }
}

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    'cases: loop {
        read_case! { from &mut source, graphs: u64; else break }
        let mut sum = 0;
        for _ in 0..graphs {
            read_case! { from &mut source, count: u64, edge_count: u64, ends: [u64; edge_count.saturating_mul(2)]; else break 'cases }
            // Vertex 1, the root, must exist even in a graph without edges.
            index(1, count)?;
            for &vertex in &ends {
                index(vertex, count)?;
            }
            // In range, so no copy into a list of pairs: the snippet walks the endpoints.
            let edges = ends
                .chunks_exact(2)
                .map(|pair| (pair[0] as usize - 1, pair[1] as usize - 1));
            sum ^= green_hackenbush::graph_value_of_edges(count as usize, edges, 0).unwrap_or(0);
        }
        out.write_all(if sum != 0 { b"Sally\n" } else { b"Harry\n" })?;
    }
    out.flush()
}
