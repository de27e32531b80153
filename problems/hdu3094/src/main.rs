//! HDU 3094 A tree game: Green Hackenbush on a rooted tree, by the colon principle of
//! `snippets::green_hackenbush`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3094
//!
//! Input: `T`, then `T` cases: `N`, then `N - 1` lines `i j` (undirected) of a tree on
//! `1..=N` rooted at 1. Output per case: `Alice` if the first player wins, else `Bob`. Edges
//! that are not a tree on `1..=N` stop the program with a message naming what is wrong.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::green_hackenbush::{self, NotATree};
use snippets::{read_case, stdio};
use std::io::{Error, ErrorKind, Write};

/// The vertex `vertex` of `1..=count` as an index from 0, or an error naming it.
fn index(vertex: u64, count: u64) -> std::io::Result<usize> {
    match vertex.checked_sub(1) {
        Some(index) if vertex <= count => Ok(index as usize),
        _ => Err(invalid(format!("vertex {vertex} is not in 1..={count}"))),
    }
}

fn invalid(message: String) -> Error {
    Error::new(ErrorKind::InvalidData, message)
}

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return Ok(()) }
    for _ in 0..cases {
        read_case! { from &mut source, count: u64, ends: [u64; count.saturating_sub(1).saturating_mul(2)]; else break }
        if count == 0 {
            return Err(invalid("a tree of 0 vertices has no root".to_string()));
        }
        for &vertex in &ends {
            index(vertex, count)?;
        }
        // In range, so no copy into a list of pairs: the snippet walks the endpoints.
        let edges = ends
            .chunks_exact(2)
            .map(|pair| (pair[0] as usize - 1, pair[1] as usize - 1));
        let value = green_hackenbush::tree_value_of_edges(count as usize, edges, 0);
        let value = value.map_err(|error| {
            invalid(match error {
                NotATree::Unreached(vertex) => format!(
                    "not a tree: vertex {} is not connected to vertex 1 (the edges hold a cycle)",
                    vertex + 1
                ),
                other => format!("not a tree: {other}"),
            })
        })?;
        if value != 0 {
            out.write_all(b"Alice\n")?;
        } else {
            out.write_all(b"Bob\n")?;
        }
    }
    out.flush()
}
