//! poj3710 as the tools see it: random cases of 1 to 3 multigraphs (up to `--max` vertices, up to
//! 6 edges, loops and doubled edges included), against a game-tree search of Green
//! Hackenbush that deletes real edges: each graph's Grundy value by mex, the case by XOR.

use problem::hackenbush::HackenbushSearch;
use problem::{MaxInput, Problem, Rng, smaller_lists};
use std::fmt::Write;

/// The stress description; the search is `problem::hackenbush`, shared with the other
/// Hackenbush problem.
#[derive(Default)]
struct Hackenbush {
    search: HackenbushSearch,
}

/// One graph: vertices `1..=m` and its edges.
type Graph = (u64, Vec<(u64, u64)>);

impl Problem for Hackenbush {
    type Case = Vec<Graph>;
    const MAX_SUPPORTED: u64 = 6;
    const DEFAULT_MAX: u64 = 4;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n2 1\n1 3\n", "vertex 3 is not in 1..=2"),
        ("1\n2 1\n0 1\n", "vertex 0 is not in 1..=2"),
        ("1\n0 0\n", "vertex 1 is not in 1..=0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<Graph> {
        let graphs = rng.between(1, 3);
        (0..graphs)
            .map(|_| {
                let m = rng.between(1, max.max(1));
                let k = rng.between(0, 6);
                let edges = (0..k).map(|_| (rng.between(1, m), rng.between(1, m))).collect();
                (m, edges)
            })
            .collect()
    }

    fn input(&self, cases: &[Vec<Graph>]) -> String {
        let mut input = String::new();
        for graphs in cases {
            input += &format!("{}\n", graphs.len());
            for (m, edges) in graphs {
                input += &format!("{m} {}\n", edges.len());
                for (a, b) in edges {
                    input += &format!("{a} {b}\n");
                }
            }
        }
        input
    }

    fn brute_force(&mut self, graphs: &Vec<Graph>) -> String {
        let sum = graphs.iter().fold(0, |sum, (_, edges)| sum ^ self.search.value(edges));
        let answer = if sum != 0 { "Sally" } else { "Harry" };
        format!("{answer}\n")
    }

    fn smaller(&self, graphs: &Vec<Graph>) -> Vec<Vec<Graph>> {
        // A graph with one edge fewer.
        smaller_lists(graphs, 1, |graph| {
            (0..graph.1.len())
                .map(|edge| {
                    let mut smaller = graph.clone();
                    smaller.1.remove(edge);
                    smaller
                })
                .collect()
        })
    }

    /// 100 cases of N = 99 graphs of 99 vertices: trees with simple cycles hung on them
    /// and doubled edges (as the statement promises), about 14000 edges per case.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..100 {
            let _ = writeln!(text, "99");
            for _ in 0..99 {
                christmas_graph(rng, &mut text, 99);
            }
        }
        MaxInput { text, queries: 100 }
    }
}

/// One graph of POJ 3710 on `m` vertices for the benchmark: `m k`, then its edges. Vertices
/// join one at a time: a pendant edge, a doubled pendant edge, or a new cycle of 3 to 6
/// vertices through an existing one.
fn christmas_graph(rng: &mut Rng, text: &mut String, m: u64) {
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let mut next = 2;
    while next <= m {
        let anchor = rng.between(1, next - 1);
        match rng.between(0, 3) {
            0 => {
                edges.extend([(anchor, next), (next, anchor)]);
                next += 1;
            }
            1 if next + 2 <= m => {
                let length = rng.between(3, 6).min(m - next + 2);
                let mut previous = anchor;
                for _ in 1..length {
                    edges.push((previous, next));
                    previous = next;
                    next += 1;
                }
                edges.push((previous, anchor));
            }
            _ => {
                edges.push((anchor, next));
                next += 1;
            }
        }
    }
    rng.shuffle(&mut edges);
    let _ = writeln!(text, "{m} {}", edges.len());
    for (a, b) in edges {
        let _ = writeln!(text, "{a} {b}");
    }
}

/// What the tools read of poj3710 (`problem::Problem`).
pub fn description() -> impl Problem {
    Hackenbush::default()
}
