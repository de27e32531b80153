//! lc_bipartitematching as the tools see it: random bipartite graphs of up to 7 vertices a
//! side against a search over every way to match the left vertices in turn. The search prints
//! one maximum matching; the problem's `checker.rs` judges the program's (any maximum matching
//! is right), in `scripts/stress` as in `scripts/check`.

use problem::{MaxInput, Problem, Rng};
use std::collections::BTreeSet;
use std::fmt::Write;

struct BipartiteMatching;

/// `(L, R, edges)`.
type Graph = (u64, u64, Vec<(u64, u64)>);

/// The largest matching that uses only left vertices from `u` on and right vertices not in
/// `used`: skip `u`, or match it to each free neighbour in turn.
fn search(edges: &[(u64, u64)], left: u64, u: u64, used: &mut Vec<u64>) -> Vec<(u64, u64)> {
    if u == left {
        return Vec::new();
    }
    let mut best = search(edges, left, u + 1, used);
    for &(a, b) in edges {
        if a == u && !used.contains(&b) {
            used.push(b);
            let mut rest = search(edges, left, u + 1, used);
            used.pop();
            if rest.len() + 1 > best.len() {
                rest.insert(0, (a, b));
                best = rest;
            }
        }
    }
    best
}

impl Problem for BipartiteMatching {
    type Case = Graph;
    const MAX_SUPPORTED: u64 = 7;
    const DEFAULT_MAX: u64 = 5;
    const BAD_TOKENS: &'static [&'static str] = &["@ 2 1\n0 0\n", "2 2 1\n0 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("2 2 1\n2 0\n", "edge 0"), ("20000000 1 0\n", "L `20000000`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Graph {
        let (left, right) = (rng.between(1, max.max(1)), rng.between(1, max.max(1)));
        let edges: Vec<(u64, u64)> = (0..left)
            .flat_map(|a| (0..right).map(move |b| (a, b)))
            .filter(|_| rng.between(0, 2) == 0)
            .collect();
        (left, right, edges)
    }

    /// The format holds one graph: the cases side by side, each case's vertices numbered
    /// after the ones before it on both sides.
    fn input(&self, cases: &[Graph]) -> String {
        let (mut text, mut left, mut right) = (String::new(), 0, 0);
        for (l, r, edges) in cases {
            for (a, b) in edges {
                let _ = writeln!(text, "{} {}", left + a, right + b);
            }
            (left, right) = (left + l, right + r);
        }
        let count = cases.iter().map(|case| case.2.len()).sum::<usize>();
        format!("{left} {right} {count}\n{text}")
    }

    fn brute_force(&mut self, (left, _, edges): &Graph) -> String {
        let matching = search(edges, *left, 0, &mut Vec::new());
        let mut text = format!("{}\n", matching.len());
        for (a, b) in matching {
            let _ = writeln!(text, "{a} {b}");
        }
        text
    }

    /// The cases' maximum matchings side by side.
    fn expected(&mut self, cases: &[Graph]) -> String {
        let (mut text, mut left, mut right, mut size) = (String::new(), 0, 0, 0);
        for (l, r, edges) in cases {
            for (a, b) in search(edges, *l, 0, &mut Vec::new()) {
                let _ = writeln!(text, "{} {}", left + a, right + b);
                size += 1;
            }
            (left, right) = (left + l, right + r);
        }
        format!("{size}\n{text}")
    }

    fn smaller(&self, (left, right, edges): &Graph) -> Vec<Graph> {
        (0..edges.len())
            .map(|i| {
                let mut fewer = edges.clone();
                fewer.remove(i);
                (*left, *right, fewer)
            })
            .collect()
    }

    /// L = R = 10^5 and M = 2 * 10^5 distinct random edges, sorted: Library Checker's
    /// `max_random` tests.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut edges = BTreeSet::new();
        while edges.len() < 200_000 {
            edges.insert((rng.between(0, 99_999), rng.between(0, 99_999)));
        }
        let mut text = String::from("100000 100000 200000\n");
        for (a, b) in edges {
            let _ = writeln!(text, "{a} {b}");
        }
        MaxInput { text, queries: 1 }
    }
}

/// What the tools read of lc_bipartitematching (`problem::Problem`).
pub fn description() -> impl Problem {
    BipartiteMatching
}
