//! `scripts/stress poj3710`: random cases of 1 to 3 multigraphs (up to `--max` vertices, up to
//! 6 edges, loops and doubled edges included), against a game-tree search of Green
//! Hackenbush that deletes real edges: each graph's Grundy value by mex, the case by XOR.

use std::process::ExitCode;
use stress::hackenbush::HackenbushSearch;
use stress::{Problem, Rng, smaller_lists};

/// The stress description; the search is `stress::hackenbush`, shared with the other
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
}

pub fn main() -> ExitCode {
    stress::stress_main!(Hackenbush::default())
}
