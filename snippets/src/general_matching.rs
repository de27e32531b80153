//! Maximum matching in any undirected graph by Edmonds' blossom algorithm: a breadth-first
//! search for an augmenting path from one free vertex, odd cycles (blossoms) contracted in a
//! union-find forest whose roots are the blossoms' bases, the path walked back and flipped.
//! Also which vertices some maximum matching leaves free (the set `D` of the Gallai-Edmonds
//! decomposition): one search from all free vertices of a maximum matching at once, the
//! vertices it labels even.
//!
//! Depends on: nothing.
//!
//! Verified: the matching's size against an exhaustive search over edge subsets on every
//! graph with up to 6 vertices (32768 labelled graphs on 6), and on every graph with 7
//! vertices in release builds (2^21); the mates checked to be a matching of the edges. The
//! vertices some maximum matching misses, and [`GeneralMatching::maximize_without`] followed
//! by [`GeneralMatching::augment_from`], against the definition (the graph without the vertex
//! has a matching as large) on the same graphs. Seeded random graphs of up to 24 vertices
//! against a search over matchings by memoised subsets; loops and parallel edges; a path of
//! 10^5 vertices and chains of blossoms (no recursion).

/// A vertex that no edge of the matching covers.
pub const FREE: usize = usize::MAX;

/// The labels of the blossom search.
const UNLABELLED: u8 = 0;
const EVEN: u8 = 1;
const ODD: u8 = 2;

/// A graph and a matching in it that [`GeneralMatching::maximize`] makes maximum, with the
/// scratch arrays of the blossom search, kept between searches.
#[derive(Clone, Debug)]
pub struct GeneralMatching {
    /// The neighbours of `v` are `targets[starts[v]..starts[v + 1]]` (loops left out), as
    /// `u32`: half the memory of `usize`, which on a judge's dense graph is most of the
    /// program's pages.
    starts: Vec<usize>,
    targets: Vec<u32>,
    /// Each vertex's mate, or [`FREE`].
    mate: Vec<usize>,
    /// The number of matched pairs.
    size: usize,
    /// The vertex no search enters ([`FREE`]: none), set by `maximize_without`.
    excluded: usize,
    /// The search: each vertex's label (`UNLABELLED`, `EVEN`, `ODD`), an odd vertex's parent
    /// (the even vertex it was reached from; in a blossom, either way round), the union-find
    /// forest of the contracted blossoms (each root the blossom's base), the marks of
    /// `common_base` (a vertex is marked iff its mark equals `stamp`), the queue of even
    /// vertices, and every vertex the last search labelled (the only ones whose label,
    /// parent and blossom the next search must reset).
    label: Vec<u8>,
    parent: Vec<usize>,
    blossom: Vec<usize>,
    mark: Vec<usize>,
    stamp: usize,
    queue: Vec<usize>,
    labelled: Vec<usize>,
}

impl GeneralMatching {
    /// The graph on vertices `0..vertex_count` with `edges` (undirected; loops ignored,
    /// parallel edges allowed), with an empty matching.
    ///
    /// # Panics
    /// If an endpoint is not below `vertex_count`, or `vertex_count` is above `2^32`.
    ///
    /// # Complexity
    /// O(V + E) time and memory.
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// let matching = GeneralMatching::new(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(matching.size(), 0);
    /// assert_eq!(GeneralMatching::new(0, &[]).size(), 0);
    /// ```
    pub fn new(vertex_count: usize, edges: &[(usize, usize)]) -> Self {
        assert!(vertex_count as u64 <= 1 << 32, "{vertex_count} vertices: at most 2^32");
        // Each vertex's degree, then the end of its range (a running sum); the edges placed
        // from the last, each end one slot down, leave every range in the edges' order and
        // `starts[v]` at its beginning.
        let mut starts = vec![0usize; vertex_count + 1];
        for &(a, b) in edges {
            assert!(
                a < vertex_count && b < vertex_count,
                "edge ({a}, {b}) leaves 0..{vertex_count}"
            );
            if a != b {
                starts[a] += 1;
                starts[b] += 1;
            }
        }
        let mut total = 0;
        for start in &mut starts {
            total += *start;
            *start = total;
        }
        let mut targets = vec![0u32; total];
        for &(a, b) in edges.iter().rev() {
            if a != b {
                starts[a] -= 1;
                targets[starts[a]] = b as u32;
                starts[b] -= 1;
                targets[starts[b]] = a as u32;
            }
        }
        GeneralMatching {
            starts,
            targets,
            mate: vec![FREE; vertex_count],
            size: 0,
            excluded: FREE,
            label: vec![UNLABELLED; vertex_count],
            parent: vec![FREE; vertex_count],
            blossom: (0..vertex_count).collect(),
            mark: vec![0; vertex_count],
            stamp: 0,
            queue: Vec::with_capacity(vertex_count),
            labelled: Vec::new(),
        }
    }

    /// The number of matched pairs.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// let mut matching = GeneralMatching::new(2, &[(0, 1)]);
    /// assert_eq!(matching.maximize(), 1);
    /// assert_eq!(matching.size(), 1);
    /// ```
    pub fn size(&self) -> usize {
        self.size
    }

    /// Each vertex's mate, or [`FREE`].
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::{GeneralMatching, FREE};
    /// let mut matching = GeneralMatching::new(3, &[(1, 2), (0, 0)]);
    /// matching.maximize();
    /// assert_eq!(matching.mates(), [FREE, 2, 1]); // a loop matches nothing
    /// ```
    pub fn mates(&self) -> &[usize] {
        &self.mate
    }

    /// Makes the matching maximum and returns its size: a greedy pass, then one search for an
    /// augmenting path from each free vertex (a vertex with none never gets one later).
    ///
    /// # Complexity
    /// O(V^3) time; O(V + E) memory; no recursion.
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// // A triangle with a tail 2 - 3: greedy may take 0-1 and 2-3; two pairs at most.
    /// let mut matching = GeneralMatching::new(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]);
    /// assert_eq!(matching.maximize(), 2);
    /// assert_eq!(GeneralMatching::new(usize::MAX >> 60, &[]).maximize(), 0);
    /// ```
    pub fn maximize(&mut self) -> usize {
        self.maximize_without(FREE);
        self.size
    }

    /// Makes the matching a maximum matching of the graph without `vertex` (which stays free
    /// and which no search enters) and returns its size; `vertex` not below the vertex count
    /// (say [`FREE`]) leaves nothing out. A later [`GeneralMatching::augment_from`] or
    /// [`GeneralMatching::maximize`] sees the whole graph again.
    ///
    /// # Complexity
    /// O(V^3) time; O(V + E) memory; no recursion.
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// // A path 0 - 1 - 2: without 1, nothing can be matched.
    /// let mut matching = GeneralMatching::new(3, &[(0, 1), (1, 2)]);
    /// assert_eq!(matching.maximize_without(1), 0);
    /// assert!(matching.augment_from(1));
    /// assert_eq!(matching.size(), 1);
    /// ```
    pub fn maximize_without(&mut self, vertex: usize) -> usize {
        self.excluded = vertex;
        let count = self.mate.len();
        for v in 0..count {
            if v == vertex || self.mate[v] != FREE {
                continue;
            }
            let free = self.neighbours(v).find(|&w| w != vertex && self.mate[w] == FREE);
            if let Some(w) = free {
                self.mate[v] = w;
                self.mate[w] = v;
                self.size += 1;
            }
        }
        for v in 0..count {
            if v != vertex && self.mate[v] == FREE {
                self.augment(v);
            }
        }
        self.excluded = FREE;
        self.size
    }

    /// Searches for an augmenting path from the free vertex `root` in the whole graph and, if
    /// there is one, flips it (one pair more) and returns `true`. After
    /// [`GeneralMatching::maximize_without`]`(root)`, `true` says that `root` is in every
    /// maximum matching of the graph. `false` if `root` is matched.
    ///
    /// # Panics
    /// If `root` is not below the vertex count.
    ///
    /// # Complexity
    /// O(V^2 + E) time; no recursion.
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// // A triangle: without 0, the pair 1-2; no augmenting path from 0 then.
    /// let mut matching = GeneralMatching::new(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!(matching.maximize_without(0), 1);
    /// assert!(!matching.augment_from(0));
    /// assert!(!matching.augment_from(1)); // matched
    /// ```
    pub fn augment_from(&mut self, root: usize) -> bool {
        self.mate[root] == FREE && self.augment(root)
    }

    /// Makes the matching maximum and returns, for each vertex, `true` iff some maximum
    /// matching leaves it free: the vertices an alternating search from every free vertex
    /// at once labels even (blossoms included), the set `D` of the Gallai-Edmonds
    /// decomposition. The other vertices are in every maximum matching.
    ///
    /// # Complexity
    /// O(V^3) time (the matching; the search is O(V^2 + E)); no recursion.
    ///
    /// # Example
    /// ```
    /// use snippets::general_matching::GeneralMatching;
    /// // A triangle with a tail 2 - 3 - 4: 3 is in every maximum matching.
    /// let mut matching = GeneralMatching::new(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]);
    /// assert_eq!(matching.missed_by_some_maximum_matching(), [true, true, true, false, true]);
    /// assert!(GeneralMatching::new(0, &[]).missed_by_some_maximum_matching().is_empty());
    /// ```
    pub fn missed_by_some_maximum_matching(&mut self) -> Vec<bool> {
        self.maximize();
        let roots: Vec<usize> = (0..self.mate.len()).filter(|&v| self.mate[v] == FREE).collect();
        let end = self.search(&roots);
        debug_assert_eq!(end, None, "a maximum matching has no augmenting path");
        self.label.iter().map(|&label| label == EVEN).collect()
    }

    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        self.targets[self.starts[v]..self.starts[v + 1]].iter().map(|&w| w as usize)
    }

    /// One search from `root`; flips the augmenting path it finds. `true` iff it found one.
    fn augment(&mut self, root: usize) -> bool {
        let Some(mut v) = self.search(&[root]) else {
            return false;
        };
        // v is free and odd; walk back: v takes its parent, the parent's old mate goes on.
        while v != FREE {
            let p = self.parent[v];
            let next = self.mate[p];
            self.mate[v] = p;
            self.mate[p] = v;
            v = next;
        }
        self.size += 1;
        true
    }

    /// The blossom search from the free vertices `roots` (even): returns a free odd vertex
    /// that ends an augmenting path (walk back through `parent` and `mate`), or `None` when
    /// there is none; `label` then says which vertices are even. With several roots the
    /// matching must be maximum (an edge between two trees would be an augmenting path).
    fn search(&mut self, roots: &[usize]) -> Option<usize> {
        // Only the vertices the last search labelled are reset (every vertex it changed is
        // one): a search costs what it visits, not the vertex count, so that a graph of many
        // small components is not quadratic.
        for &v in &self.labelled {
            self.label[v] = UNLABELLED;
            self.parent[v] = FREE;
            self.blossom[v] = v;
        }
        self.labelled.clear();
        self.queue.clear();
        for &root in roots {
            self.label[root] = EVEN;
            self.queue.push(root);
            self.labelled.push(root);
        }
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for index in self.starts[v]..self.starts[v + 1] {
                let w = self.targets[index] as usize;
                if w == self.excluded || self.label[w] == ODD || self.base(v) == self.base(w) {
                    continue;
                }
                if self.label[w] == UNLABELLED {
                    self.label[w] = ODD;
                    self.parent[w] = v;
                    self.labelled.push(w);
                    if self.mate[w] == FREE {
                        return Some(w);
                    }
                    let next = self.mate[w];
                    self.label[next] = EVEN;
                    self.queue.push(next);
                    self.labelled.push(next);
                } else {
                    // Two even vertices: an odd cycle through their common base.
                    let Some(base) = self.common_base(v, w) else {
                        debug_assert!(
                            false,
                            "an edge between two trees: the matching was not maximum"
                        );
                        continue;
                    };
                    self.contract(v, w, base);
                    self.contract(w, v, base);
                }
            }
        }
        None
    }

    /// The base of `v`'s blossom: the root of its union-find tree, the path compressed.
    fn base(&mut self, v: usize) -> usize {
        let mut root = v;
        while self.blossom[root] != root {
            root = self.blossom[root];
        }
        let mut v = v;
        while self.blossom[v] != root {
            let next = self.blossom[v];
            self.blossom[v] = root;
            v = next;
        }
        root
    }

    /// The base of the blossom that an edge between the even vertices `a` and `b` closes:
    /// walking up from both in turn (base, its mate, that one's parent), the first base met
    /// twice. `None` if they are in different trees (both walks reach their roots).
    fn common_base(&mut self, a: usize, b: usize) -> Option<usize> {
        self.stamp += 1;
        let (mut a, mut b) = (a, b);
        loop {
            if a != FREE {
                a = self.base(a);
                if self.mark[a] == self.stamp {
                    return Some(a);
                }
                self.mark[a] = self.stamp;
                a = if self.mate[a] == FREE { FREE } else { self.parent[self.mate[a]] };
            } else if b == FREE {
                return None;
            }
            std::mem::swap(&mut a, &mut b);
        }
    }

    /// Contracts the blossom on the way from `v` up to `base`: each odd vertex on it points
    /// back across the new edge (toward `child`), so that a path through the blossom can be
    /// walked back either way round, turns even and joins the queue; every blossom on the
    /// way joins `base`'s.
    fn contract(&mut self, mut v: usize, mut child: usize, base: usize) {
        while self.base(v) != base {
            self.parent[v] = child;
            child = self.mate[v];
            if self.label[child] == ODD {
                self.label[child] = EVEN;
                self.queue.push(child);
            }
            if self.blossom[v] == v {
                self.blossom[v] = base;
            }
            if self.blossom[child] == child {
                self.blossom[child] = base;
            }
            v = self.parent[child];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The largest number of pairwise disjoint edges, by trying every subset of the edges.
    fn brute_size(edges: &[(usize, usize)]) -> usize {
        let mut best = 0;
        for subset in 0u32..1 << edges.len() {
            let mut used = 0u32;
            let mut ok = true;
            for (i, &(a, b)) in edges.iter().enumerate() {
                if subset >> i & 1 == 1 {
                    let ends = 1 << a | 1 << b;
                    ok &= a != b && used & ends == 0;
                    used |= ends;
                }
            }
            if ok {
                best = best.max(subset.count_ones() as usize);
            }
        }
        best
    }

    /// The largest matching by a memoised search over vertex subsets: the lowest vertex left
    /// is skipped or matched to a neighbour (graphs of up to 24 vertices, few subsets reached).
    fn memo_size(
        adjacency: &[u64],
        left: u64,
        memo: &mut std::collections::HashMap<u64, usize>,
    ) -> usize {
        if left == 0 {
            return 0;
        }
        if let Some(&size) = memo.get(&left) {
            return size;
        }
        let v = left.trailing_zeros() as usize;
        let rest = left & !(1 << v);
        let mut best = memo_size(adjacency, rest, memo);
        let mut options = adjacency[v] & rest;
        while options != 0 {
            let w = options.trailing_zeros();
            options &= options - 1;
            best = best.max(1 + memo_size(adjacency, rest & !(1 << w), memo));
        }
        memo.insert(left, best);
        best
    }

    fn assert_is_matching(
        vertex_count: usize,
        edges: &[(usize, usize)],
        matching: &GeneralMatching,
    ) {
        let mates = matching.mates();
        assert_eq!(mates.len(), vertex_count, "{edges:?}");
        let mut pairs = 0;
        for (v, &w) in mates.iter().enumerate() {
            if w != FREE {
                assert_eq!(mates[w], v, "edges {edges:?}: mates {mates:?}");
                assert!(
                    v != w && (edges.contains(&(v, w)) || edges.contains(&(w, v))),
                    "edges {edges:?}: ({v}, {w}) is no edge"
                );
                pairs += 1;
            }
        }
        assert_eq!(pairs, 2 * matching.size(), "edges {edges:?}: mates {mates:?}");
    }

    /// Every graph on `n` vertices (each of the n(n-1)/2 pairs an edge or not).
    fn every_graph(n: usize, mut check: impl FnMut(&[(usize, usize)])) {
        let pairs: Vec<(usize, usize)> =
            (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
        for mask in 0u32..1 << pairs.len() {
            let edges: Vec<_> =
                (0..pairs.len()).filter(|&i| mask >> i & 1 == 1).map(|i| pairs[i]).collect();
            check(&edges);
        }
    }

    #[test]
    fn hand_cases() {
        // A 5-cycle: two pairs; the classic blossom: a path into an odd cycle.
        let pentagon = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)];
        assert_eq!(GeneralMatching::new(5, &pentagon).maximize(), 2);
        // A triangle 1-2-3 with a stem 0-1 and a tail 3-4, matched greedily 1-2, 3-4: the
        // augmenting path 0-1-2-3-4... is found only through the blossom.
        let mut stem = GeneralMatching::new(6, &[(1, 2), (3, 4), (0, 1), (2, 3), (3, 1), (4, 5)]);
        assert_eq!(stem.maximize(), 3);
        // The Petersen graph has a perfect matching.
        let mut petersen: Vec<(usize, usize)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
        petersen.extend((0..5).map(|i| (i, i + 5)));
        petersen.extend((0..5).map(|i| (i + 5, (i + 2) % 5 + 5)));
        assert_eq!(GeneralMatching::new(10, &petersen).maximize(), 5);
        // A loop and parallel edges.
        assert_eq!(GeneralMatching::new(2, &[(0, 0), (0, 1), (1, 0)]).maximize(), 1);
    }

    #[test]
    fn every_small_graph_against_edge_subsets() {
        let max_n = if cfg!(debug_assertions) { 6 } else { 7 };
        for n in 0..=max_n {
            every_graph(n, |edges| {
                let mut matching = GeneralMatching::new(n, edges);
                let size = matching.maximize();
                assert_is_matching(n, edges, &matching);
                let mut adjacency = vec![0u64; n];
                for &(a, b) in edges {
                    adjacency[a] |= 1 << b;
                    adjacency[b] |= 1 << a;
                }
                let expected = memo_size(&adjacency, (1 << n) - 1, &mut Default::default());
                assert_eq!(size, expected, "n={n} edges={edges:?}");
            });
        }
        // The memoised search itself against edge subsets, on graphs of 5 vertices.
        every_graph(5, |edges| {
            let mut adjacency = vec![0u64; 5];
            for &(a, b) in edges {
                adjacency[a] |= 1 << b;
                adjacency[b] |= 1 << a;
            }
            let memo = memo_size(&adjacency, 31, &mut Default::default());
            assert_eq!(memo, brute_size(edges), "edges={edges:?}");
        });
    }

    #[test]
    fn missed_vertices_against_the_definition() {
        for n in 0..=6 {
            every_graph(n, |edges| {
                let mut adjacency = vec![0u64; n];
                for &(a, b) in edges {
                    adjacency[a] |= 1 << b;
                    adjacency[b] |= 1 << a;
                }
                let all = (1u64 << n) - 1;
                let memo = &mut Default::default();
                let size = memo_size(&adjacency, all, memo);
                let missed = GeneralMatching::new(n, edges).missed_by_some_maximum_matching();
                assert_eq!(missed.len(), n, "n={n} edges={edges:?}");
                for (v, &is_missed) in missed.iter().enumerate() {
                    let expected = memo_size(&adjacency, all & !(1 << v), memo) == size;
                    assert_eq!(is_missed, expected, "n={n} edges={edges:?} vertex {v}");
                    let mut without = GeneralMatching::new(n, edges);
                    let smaller = without.maximize_without(v);
                    assert_eq!(
                        smaller,
                        memo_size(&adjacency, all & !(1 << v), memo),
                        "n={n} edges={edges:?} without {v}"
                    );
                    assert_eq!(without.mates()[v], FREE, "n={n} edges={edges:?} without {v}");
                    let essential = without.augment_from(v);
                    assert_eq!(essential, !expected, "n={n} edges={edges:?} augment from {v}");
                    assert_eq!(without.size(), size, "n={n} edges={edges:?} size after {v}");
                }
            });
        }
    }

    #[test]
    fn seeded_random_graphs_against_memoised_subsets() {
        let mut rng = Rng::new(23);
        for round in 0..500 {
            let n = 1 + rng.below_or_equal(23) as usize;
            let m = rng.below_or_equal(2 * n as u64) as usize;
            let edges: Vec<(usize, usize)> = (0..m)
                .map(|_| {
                    (
                        rng.below_or_equal(n as u64 - 1) as usize,
                        rng.below_or_equal(n as u64 - 1) as usize,
                    )
                })
                .collect();
            let mut matching = GeneralMatching::new(n, &edges);
            let size = matching.maximize();
            assert_is_matching(n, &edges, &matching);
            let mut adjacency = vec![0u64; n];
            for &(a, b) in &edges {
                if a != b {
                    adjacency[a] |= 1 << b;
                    adjacency[b] |= 1 << a;
                }
            }
            let expected = memo_size(&adjacency, (1u64 << n) - 1, &mut Default::default());
            assert_eq!(size, expected, "round {round}: n={n} edges={edges:?}");
        }
    }

    #[test]
    fn long_paths_and_blossom_chains_do_not_overflow_the_stack() {
        // A path p0 - p1 - ... of 10^5 vertices, p_i labelled i - 1 (p0 last) and the edges
        // p1-p2, p3-p4, ... listed first: greedy takes those and leaves p0 and p(n-1) free, one
        // augmenting path of 10^5 edges.
        let n = 100_000;
        let label = |i: usize| (i + n - 1) % n;
        let mut edges: Vec<(usize, usize)> =
            (1..n - 1).step_by(2).map(|i| (label(i), label(i + 1))).collect();
        edges.extend((0..n - 1).step_by(2).map(|i| (label(i), label(i + 1))));
        let mut path = GeneralMatching::new(n, &edges);
        assert_eq!(path.maximize(), n / 2);
        // Triangles in a chain: 3k vertices, each triangle joined to the next.
        let k = 2000;
        let mut chain = Vec::new();
        for t in 0..k {
            let (a, b, c) = (3 * t, 3 * t + 1, 3 * t + 2);
            chain.extend([(a, b), (b, c), (c, a)]);
            if t + 1 < k {
                chain.push((c, 3 * t + 3));
            }
        }
        let mut triangles = GeneralMatching::new(3 * k, &chain);
        assert_eq!(triangles.maximize(), 3 * k / 2);
    }

    #[test]
    fn edge_values() {
        let mut empty = GeneralMatching::new(0, &[]);
        assert_eq!(empty.maximize(), 0);
        assert_eq!(empty.maximize_without(usize::MAX), 0);
        assert!(empty.missed_by_some_maximum_matching().is_empty());
        let mut single = GeneralMatching::new(1, &[(0, 0)]);
        assert_eq!(single.maximize_without(0), 0);
        assert!(!single.augment_from(0));
        assert_eq!(single.missed_by_some_maximum_matching(), [true]);
        assert!(std::panic::catch_unwind(|| GeneralMatching::new(1, &[(0, 1)])).is_err());
        assert!(std::panic::catch_unwind(|| GeneralMatching::new(1, &[(usize::MAX, 0)])).is_err());
    }
}
