//! Undirected vertex geography: a token stands on a start vertex (visited); players alternate
//! moving it to an unvisited neighbour, and the player who cannot move loses. The player who
//! moves first from `v` wins iff `v` is in every maximum matching of the graph (then the
//! second player always has the mate of the vertex just reached, in a maximum matching that
//! the start covers; otherwise the first player follows a maximum matching that leaves `v`
//! free).
//!
//! One start: a maximum matching of the graph without `v`, then one augmenting search from
//! `v` (Edmonds' blossom; any graph). Every start at once: the vertices some maximum matching
//! leaves free lose, the rest win; by one alternating search from the free vertices of one
//! maximum matching (Hopcroft-Karp on bipartite graphs, the Gallai-Edmonds set `D` of the
//! blossom search on any graph).
//!
//! Depends on: crate::bipartite_matching, crate::general_matching.
//!
//! Verified: against exhaustive play (a position, the visited set and the token's vertex,
//! wins iff some move reaches a losing one) from every start: on every graph with up to 6
//! vertices (all three functions, loops and a parallel edge added at random), on every
//! bipartite graph with sides `a + b <= 6` (`a + b <= 7` in release builds), and on every
//! grid of up to 4 x 4 cells with every pattern of blocked cells, both with 4 neighbours
//! (bipartite) and 8 (a king's moves: odd cycles); 3 x 4 and 4 x 3 at most in debug builds.

/// Returns `true` iff the player who moves first wins geography on the undirected graph on
/// vertices `0..vertex_count` with `edges` (loops and parallel edges allowed) from `start`:
/// iff `start` is in every maximum matching.
///
/// # Panics
/// If `start` or an endpoint is not below `vertex_count`.
///
/// # Complexity
/// O(V^3) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// use snippets::geography::first_player_wins;
/// // A path 0 - 1 - 2: from the middle the first player moves, and the second is stuck.
/// assert!(first_player_wins(3, &[(0, 1), (1, 2)], 1));
/// assert!(!first_player_wins(3, &[(0, 1), (1, 2)], 0)); // 0 -> 1 -> 2
/// assert!(!first_player_wins(1, &[(0, 0)], 0)); // no move
/// ```
pub fn first_player_wins(vertex_count: usize, edges: &[(usize, usize)], start: usize) -> bool {
    assert!(start < vertex_count, "start {start} is not below {vertex_count}");
    let mut matching = crate::general_matching::GeneralMatching::new(vertex_count, edges);
    matching.maximize_without(start);
    matching.augment_from(start)
}

/// Returns, for each vertex, `true` iff the player who moves first wins geography from it,
/// on any undirected graph (loops and parallel edges allowed): the vertices in every maximum
/// matching.
///
/// # Panics
/// If an endpoint is not below `vertex_count`.
///
/// # Complexity
/// O(V^3) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// use snippets::geography::winning_starts;
/// // A triangle 0-1-2 with a tail 2 - 3 - 4: only from 3 does the first player win.
/// let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)];
/// assert_eq!(winning_starts(5, &edges), [false, false, false, true, false]);
/// assert!(winning_starts(0, &[]).is_empty());
/// ```
pub fn winning_starts(vertex_count: usize, edges: &[(usize, usize)]) -> Vec<bool> {
    let mut matching = crate::general_matching::GeneralMatching::new(vertex_count, edges);
    let mut missed = matching.missed_by_some_maximum_matching();
    for wins in &mut missed {
        *wins = !*wins;
    }
    missed
}

/// [`winning_starts`] on a bipartite graph, left vertices `0..left_count`, right vertices
/// `0..right_count`, `edges` `(left, right)`: for each left and each right vertex, `true` iff
/// the player who moves first from it wins. Vertices are `u32`, as `crate::bipartite_matching`
/// keeps them (half the memory of `usize` where the edges are kept).
///
/// # Panics
/// If an edge's left end is not below `left_count` or its right end not below `right_count`.
///
/// # Complexity
/// O(E sqrt(V)) time, O(V + E) memory; no recursion.
///
/// # Example
/// ```
/// use snippets::geography::bipartite_winning_starts;
/// // A path l0 - r0 - l1: only from r0 does the first player win.
/// let (left, right) = bipartite_winning_starts(2, 1, &[(0, 0), (1, 0)]);
/// assert_eq!((left, right), (vec![false, false], vec![true]));
/// assert_eq!(bipartite_winning_starts(0, 0, &[]), (vec![], vec![]));
/// ```
pub fn bipartite_winning_starts(
    left_count: usize,
    right_count: usize,
    edges: &[(u32, u32)],
) -> (Vec<bool>, Vec<bool>) {
    let (mut left, mut right) =
        crate::bipartite_matching::missed_by_some_maximum_matching(left_count, right_count, edges);
    for wins in left.iter_mut().chain(&mut right) {
        *wins = !*wins;
    }
    (left, right)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Exhaustive play on graphs of at most 16 vertices: `wins(visited, at)` iff some
    /// unvisited neighbour of `at` is a losing position for the opponent, memoised.
    struct Play {
        neighbours: Vec<u32>,
        memo: std::collections::HashMap<(u32, usize), bool>,
    }

    impl Play {
        fn new(vertex_count: usize, edges: &[(usize, usize)]) -> Self {
            let mut neighbours = vec![0u32; vertex_count];
            for &(a, b) in edges {
                neighbours[a] |= 1 << b;
                neighbours[b] |= 1 << a;
            }
            Play { neighbours, memo: Default::default() }
        }

        fn first_player_wins(&mut self, start: usize) -> bool {
            self.wins(1 << start, start)
        }

        fn wins(&mut self, visited: u32, at: usize) -> bool {
            if let Some(&wins) = self.memo.get(&(visited, at)) {
                return wins;
            }
            let mut moves = self.neighbours[at] & !visited;
            let mut wins = false;
            while moves != 0 && !wins {
                let to = moves.trailing_zeros() as usize;
                moves &= moves - 1;
                wins = !self.wins(visited | 1 << to, to);
            }
            self.memo.insert((visited, at), wins);
            wins
        }
    }

    /// Checks all three functions (the bipartite one when `sides` splits the vertices: the
    /// left vertices first) against exhaustive play from every start.
    fn check(vertex_count: usize, edges: &[(usize, usize)], sides: Option<usize>, what: &str) {
        let mut play = Play::new(vertex_count, edges);
        let expected: Vec<bool> = (0..vertex_count).map(|v| play.first_player_wins(v)).collect();
        assert_eq!(winning_starts(vertex_count, edges), expected, "{what}: edges {edges:?}");
        for (v, &wins) in expected.iter().enumerate() {
            assert_eq!(
                first_player_wins(vertex_count, edges, v),
                wins,
                "{what}: edges {edges:?} start {v}"
            );
        }
        if let Some(left_count) = sides {
            let side = |a: usize, b: usize| (a as u32, (b - left_count) as u32);
            let bipartite: Vec<(u32, u32)> = edges
                .iter()
                .map(|&(a, b)| if a < left_count { side(a, b) } else { side(b, a) })
                .collect();
            let (left, right) =
                bipartite_winning_starts(left_count, vertex_count - left_count, &bipartite);
            let both: Vec<bool> = left.into_iter().chain(right).collect();
            assert_eq!(both, expected, "{what}: bipartite, {left_count} left, edges {edges:?}");
        }
    }

    #[test]
    fn hand_cases() {
        // JSOI 2009 sample: .## / ... / #.# ; the cells numbered row by row, 0 1 2 3 4.
        let edges = [(0, 1), (1, 2), (2, 3), (2, 4)];
        assert_eq!(winning_starts(5, &edges), [true, true, true, false, false]);
        // GCJ 2008 King sample: a triangle (the first player loses), a path of 4 from an end.
        assert!(!first_player_wins(3, &[(0, 1), (1, 2), (0, 2)], 0));
        assert!(first_player_wins(4, &[(0, 1), (1, 2), (2, 3)], 0));
        // A single vertex: no move.
        assert_eq!(winning_starts(1, &[]), [false]);
        assert_eq!(bipartite_winning_starts(1, 0, &[]), (vec![false], vec![]));
    }

    #[test]
    fn every_small_graph_against_exhaustive_play() {
        let mut rng = Rng::new(2009);
        for n in 0..=6 {
            let pairs: Vec<(usize, usize)> =
                (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
            for mask in 0u32..1 << pairs.len() {
                let mut edges: Vec<_> =
                    (0..pairs.len()).filter(|&i| mask >> i & 1 == 1).map(|i| pairs[i]).collect();
                if n > 0 && rng.below_or_equal(3) == 0 {
                    let v = rng.below_or_equal(n as u64 - 1) as usize;
                    edges.push((v, v));
                }
                if !edges.is_empty() && rng.below_or_equal(3) == 0 {
                    let (a, b) = edges[rng.below_or_equal(edges.len() as u64 - 1) as usize];
                    edges.push((b, a));
                }
                check(n, &edges, None, "graph");
            }
        }
    }

    #[test]
    fn every_bipartite_graph_against_exhaustive_play() {
        let max_total = if cfg!(debug_assertions) { 6 } else { 7 };
        for a in 0..=max_total {
            for b in 0..=max_total - a {
                let pairs: Vec<(usize, usize)> =
                    (0..a).flat_map(|u| (a..a + b).map(move |v| (u, v))).collect();
                for mask in 0u32..1 << pairs.len() {
                    let edges: Vec<_> = (0..pairs.len())
                        .filter(|&i| mask >> i & 1 == 1)
                        .map(|i| pairs[i])
                        .collect();
                    check(a + b, &edges, Some(a), "bipartite");
                }
            }
        }
    }

    /// Every `rows x columns` grid and every pattern of blocked cells: the free cells
    /// numbered row by row, with 4 neighbours (black cells left) or 8.
    fn every_grid(rows: usize, columns: usize, king: bool) {
        let cells = rows * columns;
        for blocked in 0u32..1 << cells {
            let free = |r: usize, c: usize| blocked >> (r * columns + c) & 1 == 0;
            // Black (r + c even) cells first, so the bipartite split is a prefix.
            let mut order: Vec<(usize, usize)> = (0..rows)
                .flat_map(|r| (0..columns).map(move |c| (r, c)))
                .filter(|&(r, c)| free(r, c))
                .collect();
            order.sort_by_key(|&(r, c)| (r + c) % 2);
            let black = order.iter().filter(|&&(r, c)| (r + c) % 2 == 0).count();
            let index = |r: usize, c: usize| order.iter().position(|&cell| cell == (r, c));
            let mut edges = Vec::new();
            for &(r, c) in &order {
                let steps: &[(usize, usize)] = if king {
                    &[(0, 1), (1, 0), (1, 1), (1, usize::MAX)]
                } else {
                    &[(0, 1), (1, 0)]
                };
                for &(dr, dc) in steps {
                    let (r2, c2) = (r + dr, c.wrapping_add(dc));
                    if r2 < rows && c2 < columns && free(r2, c2) {
                        edges.push((index(r, c).unwrap(), index(r2, c2).unwrap()));
                    }
                }
            }
            let what = format!("{rows} x {columns} grid, blocked {blocked:#b}, king {king}");
            check(order.len(), &edges, (!king).then_some(black), &what);
        }
    }

    #[test]
    fn every_grid_with_blocked_cells_against_exhaustive_play() {
        let max_cells = if cfg!(debug_assertions) { 12 } else { 16 };
        for rows in 1..=4 {
            for columns in 1..=4 {
                if rows * columns <= max_cells {
                    every_grid(rows, columns, false);
                    every_grid(rows, columns, true);
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        assert!(winning_starts(0, &[]).is_empty());
        assert_eq!(winning_starts(2, &[(0, 0), (1, 1)]), [false, false]);
        assert_eq!(winning_starts(2, &[(0, 1), (1, 0), (0, 1)]), [true, true]);
        assert!(std::panic::catch_unwind(|| first_player_wins(0, &[], 0)).is_err());
        assert!(std::panic::catch_unwind(|| first_player_wins(1, &[], usize::MAX)).is_err());
        assert!(std::panic::catch_unwind(|| winning_starts(1, &[(0, usize::MAX)])).is_err());
        assert_eq!(bipartite_winning_starts(0, 2, &[]), (vec![], vec![false, false]));
    }
}
