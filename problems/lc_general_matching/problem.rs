//! lc_general_matching as the tools see it: random graphs of up to 9 vertices against a search
//! that matches the lowest free vertex to each neighbour in turn, or leaves it out.
//! The search prints one maximum matching; the problem's `checker.rs` judges the program's
//! (any maximum matching is right), in `scripts/stress` as in `scripts/check`.

use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

struct GeneralMatching;

/// `(N, edges)`.
type Graph = (u64, Vec<(u64, u64)>);

/// The largest matching among the vertices not in `used`, from `v` on.
fn search(n: u64, edges: &[(u64, u64)], v: u64, used: &mut Vec<u64>) -> Vec<(u64, u64)> {
    if v == n {
        return Vec::new();
    }
    if used.contains(&v) {
        return search(n, edges, v + 1, used);
    }
    let mut best = search(n, edges, v + 1, used);
    for &(a, b) in edges {
        let other = if a == v {
            b
        } else if b == v {
            a
        } else {
            continue;
        };
        if other != v && !used.contains(&other) {
            used.extend([v, other]);
            let mut rest = search(n, edges, v + 1, used);
            used.truncate(used.len() - 2);
            if rest.len() + 1 > best.len() {
                rest.insert(0, (v.min(other), v.max(other)));
                best = rest;
            }
        }
    }
    best
}

/// A random graph of 1 to `max` vertices: each pair (and loop) an edge with probability 1/3,
/// either way round.
fn any_graph(rng: &mut Rng, max: u64) -> Graph {
    let n = rng.between(1, max.max(1));
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a..n {
            match rng.between(0, 5) {
                0 => edges.push((a, b)),
                1 => edges.push((b, a)),
                _ => {}
            }
        }
    }
    (n, edges)
}

impl Problem for GeneralMatching {
    type Case = Graph;
    const MAX_SUPPORTED: u64 = 9;
    const DEFAULT_MAX: u64 = 7;
    const BAD_TOKENS: &'static [&'static str] = &["@ 1\n0 1\n", "2 1\n0 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] =
        &[("2 1\n0 2\n", "edge 0"), ("2000000 0\n", "N `2000000`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Graph {
        any_graph(rng, max)
    }

    /// The format holds one graph: the cases side by side, each case's vertices numbered
    /// after the ones before it.
    fn input(&self, cases: &[Graph]) -> String {
        let (mut text, mut offset) = (String::new(), 0);
        for (n, edges) in cases {
            for (a, b) in edges {
                let _ = writeln!(text, "{} {}", offset + a, offset + b);
            }
            offset += n;
        }
        let count = cases.iter().map(|case| case.1.len()).sum::<usize>();
        format!("{offset} {count}\n{text}")
    }

    fn brute_force(&mut self, (n, edges): &Graph) -> String {
        let matching = search(*n, edges, 0, &mut Vec::new());
        let mut text = format!("{}\n", matching.len());
        for (a, b) in matching {
            let _ = writeln!(text, "{a} {b}");
        }
        text
    }

    /// The cases' maximum matchings side by side, `a < b` by increasing `a`.
    fn expected(&mut self, cases: &[Graph]) -> String {
        let (mut text, mut offset, mut size) = (String::new(), 0, 0);
        for (n, edges) in cases {
            let mut matching = search(*n, edges, 0, &mut Vec::new());
            matching.sort_unstable();
            for (a, b) in matching {
                let _ = writeln!(text, "{} {}", offset + a, offset + b);
                size += 1;
            }
            offset += n;
        }
        format!("{size}\n{text}")
    }

    fn smaller(&self, (n, edges): &Graph) -> Vec<Graph> {
        (0..edges.len())
            .map(|i| {
                let mut fewer = edges.clone();
                fewer.remove(i);
                (*n, fewer)
            })
            .collect()
    }

    /// N = 500 and every pair of vertices an edge with probability 1/2: Library Checker's
    /// `max_random` tests at their expected size.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut edges = Vec::new();
        for a in 0..500u64 {
            for b in a + 1..500 {
                if rng.between(0, 1) == 0 {
                    edges.push((a, b));
                }
            }
        }
        let mut text = format!("500 {}\n", edges.len());
        for (a, b) in edges {
            let _ = writeln!(text, "{a} {b}");
        }
        MaxInput { text, queries: 1 }
    }
}

/// What the tools read of lc_general_matching (`problem::Problem`).
pub fn description() -> impl Problem {
    GeneralMatching
}
