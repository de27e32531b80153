//! hdu1524 as the tools see it: random DAGs of up to 7 positions (edges along a random order)
//! with 1 to 3 queries of 1 to 3 chessmen, against a game-tree search over the chessmen
//! themselves: a position (the sorted chessmen) wins iff sliding one along an edge leaves a
//! losing one.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// The out-neighbours of each position, and the queries (the chessmen's positions).
type Case = (Vec<Vec<u64>>, Vec<Vec<u64>>);

#[derive(Default)]
struct Chess;

fn wins(graph: &[Vec<u64>], men: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = men.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut win = false;
    'search: for index in 0..key.len() {
        for &to in &graph[key[index] as usize] {
            let mut next = key.clone();
            next[index] = to;
            if !wins(graph, &next, memo) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(key, win);
    win
}

/// A random DAG on `n` positions: each pair taken along a random order with chance 1/3.
fn random_dag(rng: &mut Rng, n: u64, per_vertex: Option<u64>) -> Vec<Vec<u64>> {
    let mut order: Vec<u64> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut graph = vec![Vec::new(); n as usize];
    for i in 0..n as usize {
        match per_vertex {
            None => {
                for j in i + 1..n as usize {
                    if rng.between(0, 2) == 0 {
                        graph[order[i] as usize].push(order[j]);
                    }
                }
            }
            Some(count) if i + 1 < n as usize => {
                for _ in 0..rng.between(0, count) {
                    let j = rng.between(i as u64 + 1, n - 1) as usize;
                    graph[order[i] as usize].push(order[j]);
                }
            }
            Some(_) => {}
        }
    }
    graph
}

impl Problem for Chess {
    type Case = Case;
    const MAX_SUPPORTED: u64 = 7;
    const DEFAULT_MAX: u64 = 6;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2\n1 1\n1 0\n1 0\n0\n", "case 1: the graph has a cycle"),
        ("1\n1 0\n0\n", "case 1: the graph has a cycle"),
        ("2\n1 2\n0\n0\n", "case 1: position 2 is not in 0..2"),
        ("1\n0\n1 0\n0\n1\n0\n1 5\n0\n", "case 2: position 5 is not in 0..1"),
        ("3\n1 1\n", "case 1 ends early"),
        ("1\n0\n2 0\n", "case 1 ends early"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Case {
        let n = rng.between(1, max.clamp(1, 7));
        let graph = random_dag(rng, n, None);
        let queries = (0..rng.between(1, 3))
            .map(|_| (0..rng.between(1, 3)).map(|_| rng.between(0, n - 1)).collect())
            .collect();
        (graph, queries)
    }

    /// Each case: `N`, its `N` lines, its queries, `0`.
    fn input(&self, cases: &[Case]) -> String {
        let mut input = String::new();
        for (graph, queries) in cases {
            let _ = writeln!(input, "{}", graph.len());
            for line in graph.iter().chain(queries) {
                let _ = write!(input, "{}", line.len());
                for v in line {
                    let _ = write!(input, " {v}");
                }
                input.push('\n');
            }
            input.push_str("0\n");
        }
        input
    }

    fn brute_force(&mut self, (graph, queries): &Case) -> String {
        let mut memo = HashMap::new();
        let answers =
            queries.iter().map(|men| if wins(graph, men, &mut memo) { "WIN\n" } else { "LOSE\n" });
        answers.collect()
    }

    fn smaller(&self, (graph, queries): &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for q in 0..queries.len() {
            if queries.len() > 1 {
                let mut fewer = queries.clone();
                fewer.remove(q);
                smaller.push((graph.clone(), fewer));
            }
            for t in 0..queries[q].len() {
                if queries[q].len() > 1 {
                    let mut fewer = queries.clone();
                    fewer[q].remove(t);
                    smaller.push((graph.clone(), fewer));
                }
            }
        }
        for v in 0..graph.len() {
            for e in 0..graph[v].len() {
                let mut fewer = graph.clone();
                fewer[v].remove(e);
                smaller.push((fewer, queries.clone()));
            }
        }
        smaller
    }

    /// 10 cases of the statement's largest graph, N = 1000 with up to 20 edges a position,
    /// each with 10^4 queries of M = 10 chessmen.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let cases: Vec<Case> = (0..10)
            .map(|_| {
                let graph = random_dag(rng, 1000, Some(20));
                let queries =
                    (0..10_000).map(|_| (0..10).map(|_| rng.between(0, 999)).collect()).collect();
                (graph, queries)
            })
            .collect();
        MaxInput { text: self.input(&cases), queries: 100_000 }
    }
}

/// What the tools read of hdu1524 (`problem::Problem`).
pub fn description() -> impl Problem {
    Chess
}
