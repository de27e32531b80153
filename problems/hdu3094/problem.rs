//! hdu3094 as the tools see it: random trees of up to 8 vertices (random parents, labels
//! shuffled with 1 the root, edges in random order and direction), against a game-tree search
//! of Green Hackenbush that deletes real edges and drops what no longer reaches the root.

use problem::hackenbush::HackenbushSearch;
use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

/// The stress description; the search is `problem::hackenbush`, shared with the other
/// Hackenbush problem.
#[derive(Default)]
struct Hackenbush {
    search: HackenbushSearch,
}

/// A tree on `1..=n` as its edge list, in the input's order and direction.
type Tree = (u64, Vec<(u64, u64)>);

impl Problem for Hackenbush {
    type Case = Tree;
    const MAX_SUPPORTED: u64 = 10;
    const DEFAULT_MAX: u64 = 8;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n3\n1 2\n2 1\n", "vertex 3 is not connected"),
        ("1\n3\n1 2\n3 3\n", "vertex 3 is not connected"),
        ("1\n4\n2 3\n3 4\n4 2\n", "vertex 2 is not connected"),
        ("1\n3\n1 2\n2 4\n", "vertex 4 is not in 1..=3"),
        ("1\n2\n0 1\n", "vertex 0 is not in 1..=2"),
        ("1\n0\n", "0 vertices"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Tree {
        let n = rng.between(1, max.max(1));
        let mut labels: Vec<u64> = (2..=n).collect();
        for i in (1..labels.len()).rev() {
            labels.swap(i, rng.between(0, i as u64) as usize);
        }
        labels.insert(0, 1);
        let mut edges: Vec<(u64, u64)> = (1..n as usize)
            .map(|v| {
                let parent = rng.between(0, v as u64 - 1) as usize;
                if rng.between(0, 1) == 0 {
                    (labels[parent], labels[v])
                } else {
                    (labels[v], labels[parent])
                }
            })
            .collect();
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.between(0, i as u64) as usize);
        }
        (n, edges)
    }

    fn input(&self, cases: &[Tree]) -> String {
        let mut input = format!("{}\n", cases.len());
        for (n, edges) in cases {
            input += &format!("{n}\n");
            for (a, b) in edges {
                input += &format!("{a} {b}\n");
            }
        }
        input
    }

    fn brute_force(&mut self, (_, edges): &Tree) -> String {
        let answer = if self.search.value(edges) != 0 { "Alice" } else { "Bob" };
        format!("{answer}\n")
    }

    fn smaller(&self, (n, edges): &Tree) -> Vec<Tree> {
        // Remove the leaf `n` (relabelling is not needed: the largest label goes away).
        let mut candidates = Vec::new();
        let degree = |v: u64| edges.iter().filter(|&&(a, b)| a == v || b == v).count();
        if *n > 1 && degree(*n) == 1 {
            let fewer: Vec<(u64, u64)> =
                edges.iter().copied().filter(|&(a, b)| a != *n && b != *n).collect();
            candidates.push((n - 1, fewer));
        }
        candidates
    }

    /// T = 10 cases of a random tree on N = 10^5 vertices (a parent below each vertex,
    /// labels shuffled, 1 the root), edges in random order and direction.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(10, |text| {
            let n = 100_000u64;
            let mut labels: Vec<u64> = (2..=n).collect();
            rng.shuffle(&mut labels);
            labels.insert(0, 1);
            let mut edges: Vec<(u64, u64)> = (1..n)
                .map(|v| {
                    // Half near the parent (long paths), half anywhere (bushy).
                    let parent = if rng.between(0, 1) == 0 { v - 1 } else { rng.between(0, v - 1) };
                    (labels[parent as usize], labels[v as usize])
                })
                .collect();
            rng.shuffle(&mut edges);
            let _ = writeln!(text, "{n}");
            for (a, b) in edges {
                let (a, b) = if rng.between(0, 1) == 0 { (a, b) } else { (b, a) };
                let _ = writeln!(text, "{a} {b}");
            }
        })
    }
}

/// What the tools read of hdu3094 (`problem::Problem`).
pub fn description() -> impl Problem {
    Hackenbush::default()
}
