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
//! overflow); parallel edges, isolated vertices, empty sides.

/// A vertex that no edge of the matching covers.
pub const FREE: usize = usize::MAX;

/// A maximum matching of a bipartite graph: `left_mate[u]` is the right vertex matched to
/// left vertex `u` (or [`FREE`]), `right_mate[v]` the left vertex matched to right vertex `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteMatching {
    /// The number of matched pairs.
    pub size: usize,
    /// For each left vertex, its right mate or [`FREE`].
    pub left_mate: Vec<usize>,
    /// For each right vertex, its left mate or [`FREE`].
    pub right_mate: Vec<usize>,
}

/// Adjacency lists in one array: the neighbours of `u` are `targets[starts[u]..starts[u + 1]]`.
/// Panics if an edge's `from` end is not below `count` (the `to` end is checked by the caller).
fn adjacency(
    count: usize,
    edges: impl Iterator<Item = (usize, usize)> + Clone,
) -> (Vec<usize>, Vec<usize>) {
    let mut starts = vec![0usize; count + 1];
    for (from, _) in edges.clone() {
        assert!(from < count, "vertex {from} is not below {count}");
        starts[from + 1] += 1;
    }
    for u in 0..count {
        starts[u + 1] += starts[u];
    }
    let mut next = starts.clone();
    let mut targets = vec![0usize; starts[count]];
    for (from, to) in edges {
        targets[next[from]] = to;
        next[from] += 1;
    }
    (starts, targets)
}

/// Returns a maximum matching of the bipartite graph with left vertices `0..left_count`,
/// right vertices `0..right_count` and `edges` `(left, right)` (parallel edges allowed).
///
/// Hopcroft-Karp after a greedy start; iterative.
///
/// # Panics
/// If an edge's left end is not below `left_count` or its right end not below `right_count`.
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
    edges: &[(usize, usize)],
) -> BipartiteMatching {
    matching_and_adjacency(left_count, right_count, edges).0
}

/// [`maximum_matching`], and the left vertices' adjacency lists it was found on.
fn matching_and_adjacency(
    left_count: usize,
    right_count: usize,
    edges: &[(usize, usize)],
) -> (BipartiteMatching, Vec<usize>, Vec<usize>) {
    if let Some(&(_, right)) = edges.iter().find(|&&(_, right)| right >= right_count) {
        panic!("right vertex {right} is not below {right_count}");
    }
    let (starts, targets) = adjacency(left_count, edges.iter().copied());
    let mut left_mate = vec![FREE; left_count];
    let mut right_mate = vec![FREE; right_count];
    let mut size = 0;
    // Greedy: each left vertex takes its first free neighbour.
    for u in 0..left_count {
        if let Some(&v) = targets[starts[u]..starts[u + 1]].iter().find(|&&v| right_mate[v] == FREE)
        {
            left_mate[u] = v;
            right_mate[v] = u;
            size += 1;
        }
    }
    const UNSEEN: usize = usize::MAX;
    let mut layer = vec![UNSEEN; left_count];
    let mut queue = Vec::with_capacity(left_count);
    let mut next_edge = vec![0usize; left_count];
    let mut stack = Vec::new();
    loop {
        // Layers: free left vertices at 0; a left vertex one past the left vertex whose edge
        // reaches its mate.
        queue.clear();
        for u in 0..left_count {
            if left_mate[u] == FREE {
                layer[u] = 0;
                queue.push(u);
            } else {
                layer[u] = UNSEEN;
            }
        }
        let mut reaches_free = false;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;

            for &v in &targets[starts[u]..starts[u + 1]] {
                let w = right_mate[v];
                if w == FREE {
                    reaches_free = true;
                } else if layer[w] == UNSEEN {
                    layer[w] = layer[u] + 1;
                    queue.push(w);
                }
            }
        }
        if !reaches_free {
            return (BipartiteMatching { size, left_mate, right_mate }, starts, targets);
        }
        // Shortest augmenting paths along the layers, each from a free left vertex; a vertex
        // that leads nowhere leaves the layers.
        next_edge[..left_count].copy_from_slice(&starts[..left_count]);
        for root in 0..left_count {
            if left_mate[root] != FREE {
                continue;
            }
            stack.clear();
            stack.push(root);
            while let Some(&u) = stack.last() {
                // The next edge of u to a free right vertex or to one whose mate is a layer
                // further; the edges before it lead nowhere.
                let want = layer[u] + 1;
                let edges = &targets[next_edge[u]..starts[u + 1]];
                let found = edges.iter().position(|&v| {
                    let w = right_mate[v];
                    w == FREE || layer[w] == want
                });
                let Some(offset) = found else {
                    next_edge[u] = starts[u + 1];
                    layer[u] = UNSEEN;
                    stack.pop();
                    continue;
                };
                next_edge[u] += offset;
                let w = right_mate[edges[offset]];
                if w == FREE {
                    // Augment: each vertex on the stack takes the right vertex its edge points at.
                    for &u in &stack {
                        let v = targets[next_edge[u]];
                        left_mate[u] = v;
                        right_mate[v] = u;
                    }
                    size += 1;
                    break;
                }
                stack.push(w);
            }
        }
    }
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
    edges: &[(usize, usize)],
) -> (Vec<bool>, Vec<bool>) {
    let (matching, left_starts, left_targets) =
        matching_and_adjacency(left_count, right_count, edges);
    let left =
        reached_from_free(&left_starts, &left_targets, &matching.left_mate, &matching.right_mate);
    // The right vertices' lists: the left lists turned around.
    let mut right_starts = vec![0usize; right_count + 1];
    for &v in &left_targets {
        right_starts[v + 1] += 1;
    }
    for v in 0..right_count {
        right_starts[v + 1] += right_starts[v];
    }
    let mut next = right_starts.clone();
    let mut right_targets = vec![0usize; left_targets.len()];
    for u in 0..left_count {
        for &v in &left_targets[left_starts[u]..left_starts[u + 1]] {
            right_targets[next[v]] = u;
            next[v] += 1;
        }
    }
    let right =
        reached_from_free(&right_starts, &right_targets, &matching.right_mate, &matching.left_mate);
    (left, right)
}

/// The vertices of one side reached from that side's free vertices by alternating paths:
/// from a reached vertex along any edge to the other side, then back along the matching.
fn reached_from_free(
    starts: &[usize],
    targets: &[usize],
    mate: &[usize],
    other_mate: &[usize],
) -> Vec<bool> {
    let mut reached: Vec<bool> = mate.iter().map(|&m| m == FREE).collect();
    let mut queue: Vec<usize> = (0..mate.len()).filter(|&u| reached[u]).collect();
    let mut head = 0;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        for &v in &targets[starts[u]..starts[u + 1]] {
            // The matching is maximum, so every neighbour of a reached vertex is matched.
            let w = other_mate[v];
            if w != FREE && !reached[w] {
                reached[w] = true;
                queue.push(w);
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
    fn brute_size(edges: &[(usize, usize)]) -> usize {
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
        edges: &[(usize, usize)],
        matching: &BipartiteMatching,
    ) {
        assert_eq!(matching.left_mate.len(), left_count, "{edges:?}");
        assert_eq!(matching.right_mate.len(), right_count, "{edges:?}");
        let mut pairs = 0;
        for (u, &v) in matching.left_mate.iter().enumerate() {
            if v != FREE {
                pairs += 1;
                assert_eq!(matching.right_mate[v], u, "edges {edges:?}: {matching:?}");
                assert!(edges.contains(&(u, v)), "edges {edges:?}: ({u}, {v}) is no edge");
            }
        }
        let right_pairs = matching.right_mate.iter().filter(|&&u| u != FREE).count();
        assert_eq!((pairs, right_pairs), (matching.size, matching.size), "edges {edges:?}");
    }

    /// Every bipartite graph on `a` left and `b` right vertices with `a + b <= max_total`.
    fn every_graph(max_total: usize, mut check: impl FnMut(usize, usize, &[(usize, usize)])) {
        for a in 0..=max_total {
            for b in 0..=max_total - a {
                let all: Vec<(usize, usize)> =
                    (0..a).flat_map(|u| (0..b).map(move |v| (u, v))).collect();
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
            for (u, &left_missed) in left.iter().enumerate() {
                let without: Vec<_> = edges.iter().copied().filter(|&(x, _)| x != u).collect();
                let missed = brute_size(&without) == size;
                assert_eq!(left_missed, missed, "a={a} b={b} edges={edges:?} left {u}");
            }
            for (v, &right_missed) in right.iter().enumerate() {
                let without: Vec<_> = edges.iter().copied().filter(|&(_, y)| y != v).collect();
                let missed = brute_size(&without) == size;
                assert_eq!(right_missed, missed, "a={a} b={b} edges={edges:?} right {v}");
            }
        });
    }

    /// Kuhn's matching: an augmenting path from each left vertex in turn, by a search with a
    /// stack of (vertex, next edge index).
    fn kuhn_size(a: usize, b: usize, edges: &[(usize, usize)]) -> usize {
        let mut neighbours = vec![Vec::new(); a];
        for &(u, v) in edges {
            neighbours[u].push(v);
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
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| {
                    (
                        rng.below_or_equal(a as u64 - 1) as usize,
                        rng.below_or_equal(b as u64 - 1) as usize,
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
        let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (i + 1, i)).collect();
        edges.extend((0..n).map(|i| (i, i)));
        let matching = maximum_matching(n, n, &edges);
        assert_eq!(matching.size, n);
        let (left, right) = missed_by_some_maximum_matching(n, n, &edges);
        assert!(left.iter().chain(&right).all(|&missed| !missed));
        // A 100 x 100 grid, black cells left.
        let side = 100;
        let index = |r: usize, c: usize| (r * side + c) / 2;
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
        let out_of_range = std::panic::catch_unwind(|| maximum_matching(1, 1, &[(usize::MAX, 0)]));
        assert!(out_of_range.is_err());
    }
}
