//! Maximum matching in a bipartite graph by Hopcroft-Karp: breadth-first layers from the free
//! left vertices, then vertex-disjoint shortest augmenting paths found by an iterative
//! depth-first search (an explicit stack, no recursion), until no augmenting path is left.
//! Also which vertices some maximum matching leaves free (alternating search from the free
//! vertices of one maximum matching).
//!
//! Depends on: nothing.
//!
//! Verified: the matching's size against an exhaustive search over edge subsets (the largest
//! set of pairwise disjoint edges) on every bipartite graph with sides `a + b <= 7` (`a, b`
//! from 0; 3 x 4 has 4096 graphs), and `a + b <= 8` in release builds (4 x 4: 65536 graphs);
//! the mates checked to be a matching of the graph's edges. The vertices some maximum
//! matching misses against the definition (a maximum matching of the graph without the
//! vertex is as large) on the same graphs. Seeded random graphs of up to 60 vertices against
//! a simple augmenting-path (Kuhn) matching; a path of 10^5 vertices and a 100 x 100 grid (no stack
//! overflow); parallel edges, isolated vertices, empty sides, `2^32` vertices refused.
//!
//! Vertices and edges are numbered in `u32` inside (both sides' lists built in two passes
//! over the edges): up to `u32::MAX` of each.

/// A vertex that no edge of the matching covers.
pub const FREE: u32 = u32::MAX;

/// A maximum matching of a bipartite graph: `left_mate[u]` is the right vertex matched to
/// left vertex `u` (or [`FREE`]), `right_mate[v]` the left vertex matched to right vertex `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteMatching {
    /// The number of matched pairs.
    pub size: usize,
    /// For each left vertex, its right mate or [`FREE`].
    pub left_mate: Vec<u32>,
    /// For each right vertex, its left mate or [`FREE`].
    pub right_mate: Vec<u32>,
}

/// One side's adjacency lists in compressed rows, built in two passes over the edges (the
/// degrees, then the lists, each in the edges' order): the neighbours of vertex `u` are
/// `targets[starts[u]..starts[u + 1]]`.
struct Rows {
    starts: Vec<u32>,
    targets: Vec<u32>,
}

impl Rows {
    fn of(&self, u: usize) -> &[u32] {
        &self.targets[self.starts[u] as usize..self.starts[u + 1] as usize]
    }
}

/// [`Rows`] of the left side (`right`: of the right side). Panics if an end is out of range,
/// or beyond `u32::MAX` vertices or edges.
fn adjacency(left_count: usize, right_count: usize, edges: &[(u32, u32)], right: bool) -> Rows {
    assert!(
        u32::try_from(left_count.max(right_count).max(edges.len())).is_ok(),
        "more than u32::MAX vertices or edges"
    );
    let ends = |&(u, v): &(u32, u32)| if right { (v as usize, u) } else { (u as usize, v) };
    let mut starts = vec![0u32; if right { right_count } else { left_count } + 1];
    for &(u, v) in edges {
        assert!((u as usize) < left_count, "left vertex {u} is not below {left_count}");
        assert!((v as usize) < right_count, "right vertex {v} is not below {right_count}");
        starts[ends(&(u, v)).0] += 1;
    }
    for u in 1..starts.len() {
        starts[u] += starts[u - 1];
    }
    // Each list filled backwards from its end, the edges taken last to first.
    let mut targets = vec![0u32; edges.len()];
    for edge in edges.iter().rev() {
        let (from, to) = ends(edge);
        starts[from] -= 1;
        targets[starts[from] as usize] = to;
    }
    Rows { starts, targets }
}

/// Returns a maximum matching of the bipartite graph with left vertices `0..left_count`,
/// right vertices `0..right_count` and `edges` `(left, right)` (parallel edges allowed).
/// Vertices are `u32`, as inside: half the memory of `usize` where the edges are kept.
///
/// Hopcroft-Karp after a greedy start; iterative.
///
/// # Panics
/// If an edge's left end is not below `left_count` or its right end not below `right_count`,
/// or if there are more than `u32::MAX` vertices on a side or edges.
///
/// # Complexity
/// O(E sqrt(V)) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// use snippets::bipartite_matching::{maximum_matching, FREE};
/// // A path l0 - r0 - l1 - r1: both left vertices matched.
/// let matching = maximum_matching(2, 2, &[(0, 0), (1, 0), (1, 1)]);
/// assert_eq!(matching.size, 2);
/// assert_eq!(matching.left_mate, [0, 1]);
/// assert_eq!(maximum_matching(0, 0, &[]).size, 0);
/// assert_eq!(maximum_matching(1, 0, &[]).left_mate, [FREE]);
/// ```
pub fn maximum_matching(
    left_count: usize,
    right_count: usize,
    edges: &[(u32, u32)],
) -> BipartiteMatching {
    let rows = adjacency(left_count, right_count, edges, false);
    let (size, [left_mate, right_mate]) = hopcroft_karp(&rows, right_count);
    BipartiteMatching { size, left_mate, right_mate }
}

/// No vertex, in the `u32` lists: a free vertex's mate ([`FREE`]), an unreached layer.
const NONE: u32 = FREE;

/// Hopcroft-Karp on the left vertices' lists: the size and both sides' mates ([`NONE`] if
/// free).
fn hopcroft_karp(left: &Rows, right_count: usize) -> (usize, [Vec<u32>; 2]) {
    let left_count = left.starts.len() - 1;
    let (mut left_mates, mut right_mates) = (vec![NONE; left_count], vec![NONE; right_count]);
    let (mut layer, mut queue) = (vec![NONE; left_count], vec![0; left_count]);
    let mut next_edge = vec![0; left_count];
    // Slices, not the vectors, in the loops: their ends then stay in registers.
    let (left_mate, right_mate) = (&mut left_mates[..], &mut right_mates[..]);
    let (layer, queue, next_edge) = (&mut layer[..], &mut queue[..], &mut next_edge[..]);
    let mut size = 0;
    // Greedy: each left vertex takes its first free neighbour; the others are `free`. A phase
    // touches only the free left vertices and those its layers reach, not every vertex.
    let mut free = Vec::new();
    for (u, mate) in left_mate.iter_mut().enumerate() {
        if let Some(&v) = left.of(u).iter().find(|&&v| right_mate[v as usize] == NONE) {
            (*mate, right_mate[v as usize]) = (v, u as u32);
            size += 1;
        } else {
            free.push(u as u32);
        }
    }
    let mut stack = Vec::new();
    loop {
        // Layers (every layer is NONE here): free left vertices at 0; a left vertex one past
        // the left vertex whose edge reaches its mate. Each reached vertex's edges start over.
        for (slot, &u) in queue.iter_mut().zip(&free) {
            (*slot, layer[u as usize], next_edge[u as usize]) = (u, 0, left.starts[u as usize]);
        }
        let mut tail = free.len();
        let mut reaches_free = false;
        let mut head = 0;
        while head < tail {
            let u = queue[head] as usize;
            head += 1;
            for &v in left.of(u) {
                let w = right_mate[v as usize];
                if w == NONE {
                    reaches_free = true;
                } else if layer[w as usize] == NONE {
                    (layer[w as usize], queue[tail]) = (layer[u] + 1, w);
                    next_edge[w as usize] = left.starts[w as usize];
                    tail += 1;
                }
            }
        }
        if !reaches_free {
            break;
        }
        // Shortest augmenting paths along the layers, each from a free left vertex; a vertex
        // that leads nowhere leaves the layers.
        for &root in &free {
            stack.clear();
            stack.push(root as usize);
            while let Some(&u) = stack.last() {
                // The next edge of u to a free right vertex or to one whose mate is a layer
                // further; the edges before it lead nowhere.
                let want = layer[u] + 1;
                let edges = &left.targets[next_edge[u] as usize..left.starts[u + 1] as usize];
                let found = edges.iter().position(|&v| {
                    let w = right_mate[v as usize];
                    w == NONE || layer[w as usize] == want
                });
                let Some(offset) = found else {
                    (next_edge[u], layer[u]) = (left.starts[u + 1], NONE);
                    stack.pop();
                    continue;
                };
                next_edge[u] += offset as u32;
                let w = right_mate[edges[offset] as usize];
                if w == NONE {
                    // Augment: each vertex on the stack takes the right vertex its edge points at.
                    for &u in &stack {
                        let v = left.targets[next_edge[u] as usize];
                        (left_mate[u], right_mate[v as usize]) = (v, u as u32);
                    }
                    size += 1;
                    break;
                }
                stack.push(w as usize);
            }
        }
        for &u in &queue[..tail] {
            layer[u as usize] = NONE;
        }
        free.retain(|&u| left_mate[u as usize] == NONE);
    }
    (size, [left_mates, right_mates])
}

/// Returns, for each left and each right vertex, `true` iff some maximum matching of the
/// bipartite graph leaves it free: a free vertex of one maximum matching, or one reached from
/// such a vertex of its own side by an alternating path (an edge out of the matching, then
/// one in it). The other vertices are in every maximum matching.
///
/// # Panics
/// As [`maximum_matching`].
///
/// # Complexity
/// O(E sqrt(V)) time (the matching), O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// use snippets::bipartite_matching::missed_by_some_maximum_matching;
/// // A path l0 - r0 - l1: r0 is in every maximum matching, l0 and l1 are not.
/// let (left, right) = missed_by_some_maximum_matching(2, 1, &[(0, 0), (1, 0)]);
/// assert_eq!((left, right), (vec![true, true], vec![false]));
/// assert_eq!(missed_by_some_maximum_matching(0, 0, &[]), (vec![], vec![]));
/// ```
pub fn missed_by_some_maximum_matching(
    left_count: usize,
    right_count: usize,
    edges: &[(u32, u32)],
) -> (Vec<bool>, Vec<bool>) {
    let left = adjacency(left_count, right_count, edges, false);
    let right = adjacency(left_count, right_count, edges, true);
    let (_, [left_mate, right_mate]) = hopcroft_karp(&left, right_count);
    (
        reached_from_free(&left, &left_mate, &right_mate),
        reached_from_free(&right, &right_mate, &left_mate),
    )
}

/// The vertices of one side reached from that side's free vertices by alternating paths:
/// from a reached vertex along any edge to the other side, then back along the matching.
fn reached_from_free(rows: &Rows, mate: &[u32], other_mate: &[u32]) -> Vec<bool> {
    let mut reached: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut queue = vec![0u32; mate.len()];
    let mut tail = 0;
    for (u, _) in reached.iter().enumerate().filter(|&(_, &free)| free) {
        queue[tail] = u as u32;
        tail += 1;
    }
    let mut head = 0;
    while head < tail {
        let u = queue[head] as usize;
        head += 1;
        for &v in rows.of(u) {
            // The matching is maximum, so every neighbour of a reached vertex is matched.
            let w = other_mate[v as usize];
            if w != NONE && !reached[w as usize] {
                (reached[w as usize], queue[tail]) = (true, w);
                tail += 1;
            }
        }
    }
    reached
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The largest number of pairwise disjoint edges, by trying every subset of the edges
    /// (graphs of at most 16 edges).
    fn brute_size(edges: &[(u32, u32)]) -> usize {
        let mut best = 0;
        for subset in 0u32..1 << edges.len() {
            let (mut left, mut right, mut ok) = (0u32, 0u32, true);
            for (i, &(a, b)) in edges.iter().enumerate() {
                if subset >> i & 1 == 1 {
                    ok &= left >> a & 1 == 0 && right >> b & 1 == 0;
                    left |= 1 << a;
                    right |= 1 << b;
                }
            }
            if ok {
                best = best.max(subset.count_ones() as usize);
            }
        }
        best
    }

    /// The mates are a matching of `edges` with `size` pairs.
    fn assert_is_matching(
        left_count: usize,
        right_count: usize,
        edges: &[(u32, u32)],
        matching: &BipartiteMatching,
    ) {
        assert_eq!(matching.left_mate.len(), left_count, "{edges:?}");
        assert_eq!(matching.right_mate.len(), right_count, "{edges:?}");
        let mut pairs = 0;
        for (u, &v) in (0..).zip(&matching.left_mate) {
            if v != FREE {
                pairs += 1;
                assert_eq!(matching.right_mate[v as usize], u, "edges {edges:?}: {matching:?}");
                assert!(edges.contains(&(u, v)), "edges {edges:?}: ({u}, {v}) is no edge");
            }
        }
        let right_pairs = matching.right_mate.iter().filter(|&&u| u != FREE).count();
        assert_eq!((pairs, right_pairs), (matching.size, matching.size), "edges {edges:?}");
    }

    /// Every bipartite graph on `a` left and `b` right vertices with `a + b <= max_total`.
    fn every_graph(max_total: usize, mut check: impl FnMut(usize, usize, &[(u32, u32)])) {
        for a in 0..=max_total {
            for b in 0..=max_total - a {
                let all: Vec<(u32, u32)> =
                    (0..a as u32).flat_map(|u| (0..b as u32).map(move |v| (u, v))).collect();
                for mask in 0u32..1 << all.len() {
                    let edges: Vec<_> =
                        (0..all.len()).filter(|&i| mask >> i & 1 == 1).map(|i| all[i]).collect();
                    check(a, b, &edges);
                }
            }
        }
    }

    #[test]
    fn hand_cases() {
        // A 6-cycle l0 r0 l1 r1 l2 r2: a perfect matching.
        let cycle = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (0, 2)];
        assert_eq!(maximum_matching(3, 3, &cycle).size, 3);
        // A star: one pair; the centre is in every maximum matching, the leaves are not.
        let star = [(0, 0), (0, 1), (0, 2)];
        assert_eq!(maximum_matching(1, 3, &star).size, 1);
        assert_eq!(missed_by_some_maximum_matching(1, 3, &star), (vec![false], vec![true; 3]));
        // Greedy takes l0-r0, and only an augmenting path l1-r0-l0-r1 finds the second pair.
        let greedy_trap = [(0, 0), (0, 1), (1, 0)];
        assert_eq!(maximum_matching(2, 2, &greedy_trap).size, 2);
        // Parallel edges count once.
        assert_eq!(maximum_matching(1, 1, &[(0, 0), (0, 0)]).size, 1);
    }

    #[test]
    fn every_small_graph_against_edge_subsets() {
        let max_total = if cfg!(debug_assertions) { 7 } else { 8 };
        let mut graphs = 0;
        every_graph(max_total, |a, b, edges| {
            let matching = maximum_matching(a, b, edges);
            assert_is_matching(a, b, edges, &matching);
            assert_eq!(matching.size, brute_size(edges), "a={a} b={b} edges={edges:?}");
            graphs += 1;
        });
        assert!(graphs > 4096, "{graphs}");
    }

    #[test]
    fn missed_vertices_against_the_definition() {
        // A vertex is missed by some maximum matching iff removing it (its edges) leaves a
        // matching as large.
        every_graph(7, |a, b, edges| {
            let size = brute_size(edges);
            let (left, right) = missed_by_some_maximum_matching(a, b, edges);
            assert_eq!((left.len(), right.len()), (a, b), "edges={edges:?}");
            for (u, &left_missed) in (0..).zip(&left) {
                let without: Vec<_> = edges.iter().copied().filter(|&(x, _)| x != u).collect();
                let missed = brute_size(&without) == size;
                assert_eq!(left_missed, missed, "a={a} b={b} edges={edges:?} left {u}");
            }
            for (v, &right_missed) in (0..).zip(&right) {
                let without: Vec<_> = edges.iter().copied().filter(|&(_, y)| y != v).collect();
                let missed = brute_size(&without) == size;
                assert_eq!(right_missed, missed, "a={a} b={b} edges={edges:?} right {v}");
            }
        });
    }

    /// Kuhn's matching: an augmenting path from each left vertex in turn, by a search with a
    /// stack of (vertex, next edge index).
    fn kuhn_size(a: usize, b: usize, edges: &[(u32, u32)]) -> usize {
        let mut neighbours = vec![Vec::new(); a];
        for &(u, v) in edges {
            neighbours[u as usize].push(v as usize);
        }
        let mut mate_of_right = vec![usize::MAX; b];
        let mut size = 0;
        for root in 0..a {
            let mut seen = vec![false; b];
            // parent[v]: the left vertex from which right vertex v was reached.
            let mut parent = vec![usize::MAX; b];
            let mut queue = vec![root];
            let mut end = None;
            'search: while let Some(u) = queue.pop() {
                for &v in &neighbours[u] {
                    if !seen[v] {
                        seen[v] = true;
                        parent[v] = u;
                        if mate_of_right[v] == usize::MAX {
                            end = Some(v);
                            break 'search;
                        }
                        queue.push(mate_of_right[v]);
                    }
                }
            }
            if let Some(mut v) = end {
                size += 1;
                loop {
                    let u = parent[v];
                    let previous =
                        neighbours[u].iter().copied().find(|&w| mate_of_right[w] == u && w != v);
                    mate_of_right[v] = u;
                    if u == root {
                        break;
                    }
                    v = previous.expect("a matched vertex on the path has a mate");
                }
            }
        }
        size
    }

    #[test]
    fn seeded_random_graphs_against_kuhn() {
        let mut rng = Rng::new(23);
        for round in 0..2000 {
            let a = rng.below_or_equal(30) as usize;
            let b = rng.below_or_equal(30) as usize;
            let m = if a * b == 0 { 0 } else { rng.below_or_equal(3 * (a + b) as u64) as usize };
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    (
                        rng.below_or_equal(a as u64 - 1) as u32,
                        rng.below_or_equal(b as u64 - 1) as u32,
                    )
                })
                .collect();
            let matching = maximum_matching(a, b, &edges);
            assert_is_matching(a, b, &edges, &matching);
            assert_eq!(
                matching.size,
                kuhn_size(a, b, &edges),
                "round {round}: a={a} b={b} {edges:?}"
            );
        }
    }

    #[test]
    fn long_paths_and_grids_do_not_overflow_the_stack() {
        // A path l0 r0 l1 r1 ... of 10^5 vertices, its edges given so that greedy matches
        // l(i+1)-r(i) and leaves one augmenting path through the whole path.
        let n = 50_000;
        let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i + 1, i)).collect();
        edges.extend((0..n).map(|i| (i, i)));
        let matching = maximum_matching(n as usize, n as usize, &edges);
        assert_eq!(matching.size, n as usize);
        let (left, right) = missed_by_some_maximum_matching(n as usize, n as usize, &edges);
        assert!(left.iter().chain(&right).all(|&missed| !missed));
        // A 100 x 100 grid, black cells left.
        let side = 100;
        let index = |r: usize, c: usize| ((r * side + c) / 2) as u32;
        let mut grid = Vec::new();
        for r in 0..side {
            for c in 0..side {
                if (r + c) % 2 == 0 {
                    for (dr, dc) in [(0, 1), (1, 0), (usize::MAX, 0), (0, usize::MAX)] {
                        let (r2, c2) = (r.wrapping_add(dr), c.wrapping_add(dc));
                        if r2 < side && c2 < side {
                            grid.push((index(r, c), index(r2, c2)));
                        }
                    }
                }
            }
        }
        assert_eq!(maximum_matching(side * side / 2, side * side / 2, &grid).size, side * side / 2);
    }

    #[test]
    fn edge_values() {
        assert_eq!(
            maximum_matching(0, 0, &[]),
            BipartiteMatching { size: 0, left_mate: vec![], right_mate: vec![] }
        );
        assert_eq!(maximum_matching(0, 3, &[]).right_mate, [FREE; 3]);
        assert_eq!(missed_by_some_maximum_matching(2, 0, &[]), (vec![true; 2], vec![]));
        let out_of_range = std::panic::catch_unwind(|| maximum_matching(1, 1, &[(0, 1)]));
        assert!(out_of_range.is_err());
        let out_of_range = std::panic::catch_unwind(|| maximum_matching(1, 1, &[(u32::MAX, 0)]));
        assert!(out_of_range.is_err());
        // Vertices are numbered in u32: 2^32 on a side is refused before anything is allocated.
        let too_many = std::panic::catch_unwind(|| maximum_matching(0, 1 << 32, &[]));
        assert!(too_many.is_err());
    }
}
