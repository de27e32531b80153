//! cf1823e as the tools see it: random unions of cycles (the vertices relabelled and the edges
//! shuffled by a seed), `1 <= l < r`, against a game-tree search over the sets of vertices left
//! (a move erases a connected set of `l..=r` of them, found by walking the edges).

use problem::{Cell, MaxInput, Problem, Rng, Table, smaller_lists, smaller_numbers};
use std::fmt::Write;

/// `(l, r, cycle lengths, seed)`: the seed relabels the vertices and orders the edges.
type Case = (u64, u64, Vec<u64>, u64);

/// The edges of the case's graph, 1-based, relabelled and shuffled by its seed.
fn edges(cycles: &[u64], seed: u64) -> Vec<(u64, u64)> {
    let n: u64 = cycles.iter().sum();
    let mut rng = Rng::new(seed);
    let mut label: Vec<u64> = (1..=n).collect();
    rng.shuffle(&mut label);
    let mut edges = Vec::new();
    let mut first = 0;
    for &c in cycles {
        for i in 0..c {
            let (u, v) = (label[(first + i) as usize], label[(first + (i + 1) % c) as usize]);
            edges.push(if rng.between(0, 1) == 0 { (u, v) } else { (v, u) });
        }
        first += c;
    }
    rng.shuffle(&mut edges);
    edges
}

struct RemovingGraph;

impl RemovingGraph {
    /// Win iff some connected set of `l..=r` vertices left can be erased leaving a loss.
    fn first_wins(l: u64, r: u64, edges: &[(u64, u64)]) -> bool {
        let n = edges.len();
        let mut adjacent = vec![Vec::new(); n];
        for &(u, v) in edges {
            adjacent[u as usize - 1].push(v as usize - 1);
            adjacent[v as usize - 1].push(u as usize - 1);
        }
        let mut wins = vec![false; 1 << n];
        for mask in 1usize..1 << n {
            let mut win = false;
            'search: for v in (0..n).filter(|&v| mask >> v & 1 == 1) {
                // Every path from v (and the whole cycle, when the walk comes back to v).
                for &first in &adjacent[v] {
                    let (mut set, mut previous, mut current) = (1usize << v, v, first);
                    loop {
                        let size = set.count_ones() as u64;
                        if l <= size && size <= r && !wins[mask & !set] {
                            win = true;
                            break 'search;
                        }
                        if mask >> current & 1 == 0 || set >> current & 1 == 1 {
                            break;
                        }
                        set |= 1 << current;
                        let next = adjacent[current].iter().copied().find(|&w| w != previous);
                        (previous, current) = (current, next.unwrap_or(current));
                    }
                }
            }
            wins[mask] = win;
        }
        wins[(1 << n) - 1]
    }
}

impl Problem for RemovingGraph {
    type Case = Case;
    const MAX_SUPPORTED: u64 = 15;
    const DEFAULT_MAX: u64 = 12;
    const BAD_TOKENS: &'static [&'static str] = &[
        "@ 1 2\n1 2\n2 3\n3 1\n",
        "3 @ 2\n1 2\n2 3\n3 1\n",
        "3 1 @\n1 2\n2 3\n3 1\n",
        "3 1 2\n@ 2\n2 3\n3 1\n",
        "3 1 2\n1 2\n2 3\n3 @\n",
    ];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("3 2 2\n1 2\n2 3\n3 1\n", "l = 2, r = 2"),
        ("3 0 2\n1 2\n2 3\n3 1\n", "l = 0, r = 2"),
        ("3 1 2\n1 2\n2 3\n3 3\n", "edge 3 3 is a loop"),
        ("3 1 2\n1 2\n2 1\n3 1\n", "edge 2 1 is repeated"),
        ("3 1 2\n1 2\n2 3\n3 4\n", "vertex 4"),
        ("4 1 2\n1 2\n2 3\n3 1\n1 4\n", "vertex 1 has degree more than 2"),
        ("4 1 2\n1 2\n2 3\n3 4\n2 4\n", "vertex 2 has degree more than 2"),
        ("6 1 2\n1 2\n2 3\n3 1\n4 5\n5 6\n6 5\n", "vertex 5 has degree more than 2"),
        ("4 1 2\n1 2\n3 4\n4 3\n2 1\n", "edge 4 3 is repeated"),
        ("4 1 2\n1 2\n2 3\n3 4\n4 18446744073709551615\n", "vertex 18446744073709551615"),
        ("1000001 1 2\n1 2\n", "n `1000001` is above 1000000"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Case {
        let n = rng.between(3, max.clamp(3, Self::MAX_SUPPORTED));
        let mut cycles = Vec::new();
        let mut left = n;
        while left > 0 {
            let c = if left < 6 { left } else { rng.between(3, left - 3) };
            cycles.push(c);
            left -= c;
        }
        let l = rng.between(1, n + 1);
        let r = rng.between(l + 1, n + 3);
        (l, r, cycles, rng.next_u64())
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for (l, r, cycles, seed) in cases {
            let edges = edges(cycles, *seed);
            let _ = writeln!(text, "{} {l} {r}", edges.len());
            for (u, v) in edges {
                let _ = writeln!(text, "{u} {v}");
            }
        }
        text
    }

    fn brute_force(&mut self, (l, r, cycles, seed): &Case) -> String {
        let wins = Self::first_wins(*l, *r, &edges(cycles, *seed));
        let winner = if wins { "Alice" } else { "Bob" };
        format!("{winner}\n")
    }

    fn smaller(&self, (l, r, cycles, seed): &Case) -> Vec<Case> {
        let (l, r, seed) = (*l, *r, *seed);
        let fewer = smaller_lists(cycles, 1, |&c| {
            smaller_numbers(c).into_iter().filter(|&d| d >= 3).collect()
        });
        let fewer = fewer.into_iter().map(|cycles| (l, r, cycles, seed));
        let lows = smaller_numbers(l).into_iter().filter(|&m| m >= 1);
        let lows = lows.map(|m| (m, r, cycles.clone(), seed));
        let highs = smaller_numbers(r).into_iter().filter(|&h| h > l);
        let highs = highs.map(|h| (l, h, cycles.clone(), seed));
        fewer.chain(lows).chain(highs).collect()
    }

    /// The statement's largest: `n = 2 * 10^5` in cycles of 3 to 3000 vertices,
    /// `1 <= l <= 1000`, `l < r <= l + 1000`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let n = 200_000;
        let mut cycles = Vec::new();
        let mut left = n;
        while left > 0 {
            let c = if left < 6000 { left } else { rng.between(3, 3000) };
            cycles.push(c);
            left -= c;
        }
        let l = rng.between(1, 1000);
        let r = rng.between(l + 1, l + 1000);
        let mut text = format!("{n} {l} {r}\n");
        for (u, v) in edges(&cycles, rng.next_u64()) {
            let _ = writeln!(text, "{u} {v}");
        }
        MaxInput { text, queries: 1 }
    }

    const TABLE: Table = Table::Row { axis: "n", proof: None };

    /// `[n]`: one cycle of `n` vertices with `l = 2`, `r = 3`, by the search over the sets of
    /// vertices left; blank below 3 (no cycle).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let n = position[0];
        (n >= 3).then(|| Cell::Wins(Self::first_wins(2, 3, &edges(&[n], n))))
    }
}

/// What the tools read of cf1823e (`problem::Problem`).
pub fn description() -> impl Problem {
    RemovingGraph
}
