//! Removal on cycles and paths (Codeforces 1823 E, Removing Graph): a move erases `k`
//! vertices, `l <= k <= r`, that form a connected subgraph, so `k` consecutive vertices of a
//! path (`crate::run_removal`'s rows) or of a cycle (the whole cycle when `k` is its length).
//! A cycle of `c` vertices becomes a path of `c - k`; a path splits in two.
//!
//! The closed forms, with their proofs (`1 <= l <= r`):
//! - a path of `p <= l + r - 1` is worth `floor(p / l)`. By induction: a move leaves two paths
//!   `i + j` with `p - r <= i + j <= p - l`, both shorter than `r`, worth
//!   `floor(i / l) ^ floor(j / l) <= floor((i + j) / l) < floor(p / l)`; and `(i, 0)` for `i` in
//!   `[t l, t l + l - 1]` meets `[p - r, p - l]` for every `t < floor(p / l)` (as
//!   `p - r <= l - 1`), so each smaller value is reached. Longer paths follow no closed form
//!   in general (`l = 1, r = 2` is Kayles); when `l < r` every path of `p >= l` is nonzero (the
//!   first player takes a centred run of the parity of `p` and mirrors: `run_removal`).
//! - a cycle of `c < l` is worth 0; of `l <= c <= l + r - 1`, `floor(c / l)` (its options are
//!   the paths of `max(0, c - r) ..= c - l`, worth every value below `floor(c / l)`); of
//!   `c >= l + r` with `l < r`, 0 (every option is a path of at least `l`, nonzero). With `l = r`
//!   a longer cycle is worth 1 when the path of `c - l` is worth 0, else 0: [`cycle_values`].
//!
//! Depends on: crate::run_removal, crate::grundy.
//!
//! Verified: every `c <= 12`, `1 <= l <= r <= 13`, against a Grundy search over the sets of
//! vertices left of the cycle (a mex over every run removed, no sum of games); every `c <= 40`
//! against a Grundy search over positions up to isomorphism (multisets of the paths left, or the
//! cycle, a mex over every move) for every `3 <= l <= 40` with `r` in `l, l + 1, l + 2, 2 l,
//! 3 l + 1` (to 41), and `l = 1, 2` to `c <= 20, 32`;
//! [`path_value`] against the same searches on paths; [`cycle_lengths`] against hand-made
//! graphs and against adjacency lists and a depth-first search on 20,000 random graphs of up to
//! 9 vertices (unions of cycles, most with one edit: every fault met); edge values at `u64::MAX`.

use std::fmt;

/// The Grundy value of a path of `p` vertices when a move erases `l..=r` consecutive ones:
/// `floor(p / l)` when `p <= l + r - 1`, `None` beyond (no closed form: see [`cycle_values`])
/// or when `l = 0` or `l > r`. Exact for every `u64` (values as `u64`: they reach 2^64 - 1).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::cycle_removal::path_value;
/// assert_eq!(path_value(4, 2, 3), Some(2));
/// assert_eq!(path_value(5, 2, 3), None);
/// assert_eq!(path_value(u64::MAX, 1, u64::MAX), Some(u64::MAX));
/// ```
pub fn path_value(p: u64, l: u64, r: u64) -> Option<u64> {
    if l == 0 || l > r || p.saturating_sub(l) >= r {
        return None;
    }
    Some(p / l)
}

/// The Grundy value of a cycle of `c` vertices when a move erases `l..=r` vertices that form a
/// connected subgraph: 0 when `c < l`, `floor(c / l)` when `l <= c <= l + r - 1`, 0 when
/// `c >= l + r` and `l < r`; `None` when `l = r` and `c >= 2 l` (then [`cycle_values`]) or
/// when `l = 0` or `l > r`. Exact for every `u64` (`l + r - 1` is never formed).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::cycle_removal::cycle_value;
/// assert_eq!(cycle_value(3, 1, 2), Some(0)); // 3 >= l + r
/// assert_eq!(cycle_value(4, 2, 3), Some(2));
/// assert_eq!(cycle_value(8, 2, 2), None);
/// assert_eq!(cycle_value(u64::MAX, 1, u64::MAX), Some(u64::MAX));
/// ```
pub fn cycle_value(c: u64, l: u64, r: u64) -> Option<u64> {
    if l == 0 || l > r {
        return None;
    }
    if c < l {
        Some(0)
    } else if c - l < r {
        Some(c / l)
    } else if l < r {
        Some(0)
    } else {
        None
    }
}

/// The Grundy values of cycles of `0..count` vertices for any `1 <= l <= r`, from the path
/// values of `crate::run_removal::grundy_values`: a cycle of `c` is worth the mex of the paths
/// of `c - k`, `l <= k <= min(r, c)` (a cycle of 0 vertices is nothing: worth 0).
///
/// # Complexity
/// O(count² · w) for the path values (`run_removal`), then O(count · (r - l + 1)).
///
/// # Example
/// ```
/// use snippets::cycle_removal::cycle_values;
/// assert_eq!(cycle_values(8, 2, 2), [0, 0, 1, 1, 0, 0, 0, 1]);
/// assert_eq!(cycle_values(6, 2, 3), [0, 0, 1, 1, 2, 0]);
/// assert_eq!(cycle_values(3, 1, usize::MAX), [0, 1, 2]);
/// ```
pub fn cycle_values(count: usize, l: usize, r: usize) -> Vec<usize> {
    let paths = crate::run_removal::grundy_values(count, l, r);
    (0..count)
        .map(|c| {
            if c == 0 || c < l {
                0
            } else {
                crate::grundy::mex((l..=r.min(c)).map(|k| paths[c - k]))
            }
        })
        .collect()
}

/// Why a graph is not a union of cycles (every vertex of degree 2, no loop, no repeated edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// An edge names a vertex outside `1..=n`.
    VertexOutOfRange(u64),
    /// An edge `v v`.
    Loop(u64),
    /// A second edge between `u` and `v`.
    RepeatedEdge(u64, u64),
    /// A vertex whose degree is not 2 (`degree` counts up to 3).
    Degree { vertex: u64, degree: usize },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::VertexOutOfRange(v) => write!(f, "vertex {v} is outside 1..=n"),
            GraphError::Loop(v) => write!(f, "the edge {v} {v} is a loop"),
            GraphError::RepeatedEdge(u, v) => write!(f, "the edge {u} {v} is repeated"),
            GraphError::Degree { vertex, degree } if *degree > 2 => {
                write!(f, "vertex {vertex} has degree more than 2")
            }
            GraphError::Degree { vertex, degree } => {
                write!(f, "vertex {vertex} has degree {degree}, not 2")
            }
        }
    }
}

/// The lengths of the cycles of a graph on vertices `1..=n` (edges `u v`) in which every
/// vertex has degree 2, in the order of their smallest vertex; otherwise the first fault met,
/// reading the edges in order (a vertex out of range, a loop, a third edge at a vertex, an
/// edge repeated, that is one that would close a cycle of two vertices), then a vertex of
/// degree below 2. The edges are taken one at a time, as they are read, and never kept: a
/// fault stops the reading there. A union-find without recursion, so one cycle of any length
/// is fine.
///
/// # Complexity
/// O(n + edges · log n) at worst (union-find by smallest root, path halving); near linear in
/// practice. Memory: 5 bytes a vertex.
///
/// # Panics
/// If `n` is not below 2^31 (a vertex and its component's size are kept in a `u32`).
///
/// # Example
/// ```
/// use snippets::cycle_removal::{cycle_lengths, GraphError};
/// let edges = [(1, 2), (2, 3), (3, 1), (4, 5), (5, 6), (6, 7), (7, 4)];
/// assert_eq!(cycle_lengths(7, edges), Ok(vec![3, 4]));
/// assert_eq!(cycle_lengths(2, [(1, 2), (2, 1)]), Err(GraphError::RepeatedEdge(2, 1)));
/// assert_eq!(cycle_lengths(3, [(1, u64::MAX)]), Err(GraphError::VertexOutOfRange(u64::MAX)));
/// ```
pub fn cycle_lengths(
    n: usize,
    edges: impl IntoIterator<Item = (u64, u64)>,
) -> Result<Vec<u64>, GraphError> {
    const ROOT: u32 = 1 << 31;
    assert!(n < ROOT as usize, "{n} vertices, not below 2^31");
    // The cycles are the components: a union-find whose root is the smallest vertex (path
    // halving), each edge independent of the last, where a walk would chase one pointer.
    // parent[v]: v's parent (0-based), or `ROOT | size` when v is the root of `size` vertices.
    let mut parent = vec![ROOT | 1; n];
    let mut degree = vec![0u8; n];
    let find = |parent: &mut [u32], mut v: u32| loop {
        let p = parent[v as usize];
        if p & ROOT != 0 {
            return v;
        }
        let grandparent = parent[p as usize];
        if grandparent & ROOT != 0 {
            return p;
        }
        parent[v as usize] = grandparent;
        v = grandparent;
    };
    for (u, v) in edges {
        for w in [u, v] {
            if w.wrapping_sub(1) >= n as u64 {
                return Err(GraphError::VertexOutOfRange(w));
            }
        }
        if u == v {
            return Err(GraphError::Loop(u));
        }
        let (a, b) = (u as u32 - 1, v as u32 - 1);
        for (x, name) in [(a, u), (b, v)] {
            if degree[x as usize] == 2 {
                return Err(GraphError::Degree { vertex: name, degree: 3 });
            }
            degree[x as usize] += 1;
        }
        let (a, b) = (find(&mut parent, a), find(&mut parent, b));
        if a == b {
            // No degree above 2, so a component of two vertices is the edge `u v` itself.
            if parent[a as usize] == ROOT | 2 {
                return Err(GraphError::RepeatedEdge(u, v));
            }
        } else {
            let (root, child) = if a < b { (a, b) } else { (b, a) };
            parent[root as usize] += parent[child as usize] & !ROOT;
            parent[child as usize] = root;
        }
    }
    if let Some(v) = degree.iter().position(|&d| d != 2) {
        return Err(GraphError::Degree { vertex: v as u64 + 1, degree: usize::from(degree[v]) });
    }
    let sizes = parent.iter().filter(|&&p| p & ROOT != 0);
    Ok(sizes.map(|&p| u64::from(p & !ROOT)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// The Grundy value of the whole cycle of `c` vertices, by a mex over every run of present
    /// vertices erased (`values[mask]`: vertex `i` present iff bit `i`).
    fn search_cycle_masks(c: usize, l: usize, r: usize) -> (usize, Vec<usize>) {
        let full = (1usize << c) - 1;
        let mut values = vec![0usize; 1 << c];
        for mask in 0..=full {
            let mut seen = vec![false; c + 2];
            for k in l..=r.min(c) {
                if k == c {
                    if mask == full {
                        seen[values[0]] = true;
                    }
                    continue;
                }
                for start in 0..c {
                    let run = (0..k).fold(0, |run, i| run | 1 << ((start + i) % c));
                    if mask & run == run {
                        seen[values[mask & !run]] = true;
                    }
                }
            }
            values[mask] = seen.iter().position(|&s| !s).unwrap();
        }
        // A path of p vertices: the mask of vertices 0..p (never joined round: vertex c - 1
        // is absent unless p = c).
        (values[full], (0..c).map(|p| values[(1 << p) - 1]).collect())
    }

    /// Grundy values of positions up to isomorphism: a sorted list of the paths left (paths
    /// shorter than `l` dropped: no move touches them), by a mex over every move.
    struct Positions {
        l: usize,
        r: usize,
        memo: HashMap<Vec<usize>, usize>,
    }

    impl Positions {
        fn canonical(&self, mut paths: Vec<usize>) -> Vec<usize> {
            paths.retain(|&p| p >= self.l);
            paths.sort_unstable();
            paths
        }

        fn value(&mut self, paths: Vec<usize>) -> usize {
            if let Some(&v) = self.memo.get(&paths) {
                return v;
            }
            let mut seen = Vec::new();
            for index in 0..paths.len() {
                if index > 0 && paths[index] == paths[index - 1] {
                    continue;
                }
                let p = paths[index];
                for k in self.l..=self.r.min(p) {
                    for i in 0..=(p - k) / 2 {
                        let mut next = paths.clone();
                        next.swap_remove(index);
                        next.push(i);
                        next.push(p - k - i);
                        let next = self.canonical(next);
                        seen.push(self.value(next));
                    }
                }
            }
            let v = (0..).find(|v| !seen.contains(v)).unwrap();
            self.memo.insert(paths, v);
            v
        }

        fn cycle(&mut self, c: usize) -> usize {
            let mut seen = Vec::new();
            for k in self.l..=self.r.min(c) {
                let next = self.canonical(vec![c - k]);
                seen.push(self.value(next));
            }
            (0..).find(|v| !seen.contains(v)).unwrap()
        }
    }

    #[test]
    fn exhaustive_against_vertex_sets() {
        for c in 1..=12usize {
            for l in 1..=c + 1 {
                for r in l..=c + 1 {
                    let (cycle, paths) = search_cycle_masks(c, l, r);
                    let closed = cycle_value(c as u64, l as u64, r as u64);
                    if let Some(v) = closed {
                        assert_eq!(v, cycle as u64, "c={c} l={l} r={r}");
                    } else {
                        assert!(l == r && c >= 2 * l, "c={c} l={l} r={r}");
                    }
                    assert_eq!(cycle_values(c + 1, l, r)[c], cycle, "c={c} l={l} r={r}");
                    for (p, &v) in paths.iter().enumerate() {
                        if let Some(w) = path_value(p as u64, l as u64, r as u64) {
                            assert_eq!(w, v as u64, "p={p} l={l} r={r}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn to_forty_against_positions() {
        for l in 1..=40usize {
            let largest = [20, 32, 40][(l - 1).min(2)];
            let mut rs = vec![l, l + 1, l + 2, 2 * l, 3 * l + 1];
            rs.retain(|&r| r <= 41);
            rs.sort_unstable();
            rs.dedup();
            for r in rs {
                let mut positions = Positions { l, r, memo: HashMap::new() };
                let values = cycle_values(largest + 1, l, r);
                for (c, &from_paths) in values.iter().enumerate().skip(1) {
                    let cycle = positions.cycle(c);
                    if let Some(v) = cycle_value(c as u64, l as u64, r as u64) {
                        assert_eq!(v, cycle as u64, "c={c} l={l} r={r}");
                    }
                    assert_eq!(from_paths, cycle, "c={c} l={l} r={r}");
                    let path = positions.canonical(vec![c]);
                    let path = positions.value(path);
                    if let Some(v) = path_value(c as u64, l as u64, r as u64) {
                        assert_eq!(v, path as u64, "p={c} l={l} r={r}");
                    }
                    if l < r && c >= l {
                        assert_ne!(path, 0, "p={c} l={l} r={r}: the mirror wins");
                    }
                }
            }
        }
    }

    /// [`cycle_lengths`] by adjacency lists: each edge's fault in the documented order, then
    /// the components by a depth-first search from each smallest vertex.
    fn lengths_by_search(n: usize, edges: &[(u64, u64)]) -> Result<Vec<u64>, GraphError> {
        let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
        for &(u, v) in edges {
            for w in [u, v] {
                if w < 1 || w > n as u64 {
                    return Err(GraphError::VertexOutOfRange(w));
                }
            }
            if u == v {
                return Err(GraphError::Loop(u));
            }
            let (a, b) = (u as usize, v as usize);
            for (x, name) in [(a, u), (b, v)] {
                if adjacent[x].len() == 2 {
                    return Err(GraphError::Degree { vertex: name, degree: 3 });
                }
            }
            if adjacent[a].contains(&b) {
                return Err(GraphError::RepeatedEdge(u, v));
            }
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        if let Some(v) = (1..=n).find(|&v| adjacent[v].len() != 2) {
            return Err(GraphError::Degree { vertex: v as u64, degree: adjacent[v].len() });
        }
        let mut seen = vec![false; n + 1];
        let mut lengths = Vec::new();
        for first in 1..=n {
            if seen[first] {
                continue;
            }
            let (mut stack, mut count) = (vec![first], 0);
            seen[first] = true;
            while let Some(v) = stack.pop() {
                count += 1;
                for &w in &adjacent[v] {
                    if !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
            lengths.push(count);
        }
        Ok(lengths)
    }

    #[test]
    fn random_graphs_against_a_search() {
        let mut rng = Rng::new(1823);
        let mut faults = HashMap::new();
        for _ in 0..20_000 {
            let n = rng.below_or_equal(9) as usize;
            // A union of cycles, relabelled and shuffled, then (mostly) one edit: an edge
            // dropped, added, repeated, or an end moved (out of range, onto itself).
            let mut label: Vec<u64> = (1..=n as u64).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.below_or_equal(i as u64) as usize);
            }
            let mut edges = Vec::new();
            let mut first = 0;
            while first < n {
                let c = (2 + rng.below_or_equal(n as u64) as usize).min(n - first).max(1);
                for i in 0..c {
                    edges.push((label[first + i], label[first + (i + 1) % c]));
                }
                first += c;
            }
            let mut pick = |len: usize| rng.below_or_equal(len.max(1) as u64 - 1) as usize;
            let i = pick(edges.len());
            match (pick(6), edges.is_empty()) {
                (0, false) => drop(edges.remove(i)),
                (1, false) => edges.insert(pick(edges.len() + 1), edges[i]),
                (2, false) => edges[i].1 = pick(n + 2) as u64,
                (3, false) => edges.insert(i, (edges[i].1, edges[i].0)),
                (4, _) => edges.push((pick(n + 1) as u64, pick(n + 1) as u64)),
                _ => {}
            }
            for j in (1..edges.len()).rev() {
                edges.swap(j, pick(j + 1));
            }
            let expected = lengths_by_search(n, &edges);
            *faults.entry(format!("{:?}", expected.as_ref().err())).or_insert(0) += 1;
            assert_eq!(cycle_lengths(n, edges.iter().copied()), expected, "n={n} {edges:?}");
        }
        // Every kind of fault was met, many times.
        let kinds = ["VertexOutOfRange", "Loop", "RepeatedEdge", "degree: 3", "degree: 1", "None"];
        for kind in kinds {
            let count: usize =
                faults.iter().filter(|(k, _)| k.contains(kind)).map(|(_, c)| c).sum();
            assert!(count > 100, "{kind}: {count} times in {faults:?}");
        }
    }

    #[test]
    fn cycles_of_graphs() {
        let sample = [(1, 2), (2, 3), (3, 1), (4, 5), (5, 6), (6, 4)];
        assert_eq!(cycle_lengths(6, sample), Ok(vec![3, 3]));
        let shuffled = [(5, 1), (3, 4), (2, 6), (4, 5), (6, 3), (1, 2)];
        assert_eq!(cycle_lengths(6, shuffled), Ok(vec![6]));
        let n = 200_000;
        let big: Vec<(u64, u64)> = (1..=n).map(|v| (v, v % n + 1)).collect();
        assert_eq!(cycle_lengths(n as usize, big), Ok(vec![n]));
        assert_eq!(cycle_lengths(3, [(1, 1)]), Err(GraphError::Loop(1)));
        assert_eq!(cycle_lengths(3, [(1, 0)]), Err(GraphError::VertexOutOfRange(0)));
        assert_eq!(cycle_lengths(3, [(1, 4)]), Err(GraphError::VertexOutOfRange(4)));
        let star = [(1, 2), (1, 3), (1, 4), (2, 3)];
        assert_eq!(cycle_lengths(4, star), Err(GraphError::Degree { vertex: 1, degree: 3 }));
        let path = [(1, 2), (2, 3), (3, 4)];
        assert_eq!(cycle_lengths(4, path), Err(GraphError::Degree { vertex: 1, degree: 1 }));
        assert_eq!(cycle_lengths(0, []), Ok(vec![]));
        let text = GraphError::Degree { vertex: 7, degree: 0 }.to_string();
        assert_eq!(text, "vertex 7 has degree 0, not 2");
    }

    #[test]
    fn edge_values() {
        assert_eq!(cycle_value(u64::MAX, u64::MAX, u64::MAX), Some(1));
        assert_eq!(cycle_value(u64::MAX, u64::MAX - 1, u64::MAX), Some(1));
        assert_eq!(cycle_value(u64::MAX, 1, u64::MAX - 1), Some(0));
        assert_eq!(cycle_value(u64::MAX, 1, 1), None);
        assert_eq!(cycle_value(0, 1, 2), Some(0));
        assert_eq!(cycle_value(5, 0, 2), None);
        assert_eq!(cycle_value(5, 3, 2), None);
        assert_eq!(path_value(u64::MAX, u64::MAX, u64::MAX), Some(1));
        assert_eq!(path_value(u64::MAX - 1, u64::MAX, u64::MAX), Some(0));
        assert_eq!(path_value(u64::MAX, 2, u64::MAX - 2), None);
    }
}
