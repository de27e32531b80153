//! Tokens on a directed acyclic graph (HDU 1524, POJ 2425): a move slides one token along
//! one edge; whoever cannot move loses. A vertex is worth the mex of its successors' values
//! (Sprague-Grundy), a set of tokens the XOR of their vertices' values (two tokens on one
//! vertex cancel).
//!
//! Depends on: nothing.
//!
//! Verified: against a direct recursive mex on every DAG of up to 6 vertices (every edge set
//! that respects an order, under a random relabeling: every DAG up to isomorphism), on seeded
//! random DAGs of up to 200 vertices, and cycles found in both; the XOR of tokens against a
//! game-tree search over the tokens themselves on random small DAGs.

/// Returns the Grundy value of every vertex of the graph whose out-neighbours are
/// `successors[v]`, or `None` if it has a cycle or an out-neighbour is not a vertex.
///
/// Iterative, in reverse topological order (Kahn's algorithm on the reversed edges: a vertex
/// is valued once all its successors are), so a path of any length needs no stack. A repeated
/// edge is one move.
///
/// # Complexity
/// O(V + E) time and memory.
///
/// # Example
/// ```
/// use snippets::dag_game::grundy_values;
/// // HDU 1524's first graph: 0 -> 1, 2; 2 -> 3.
/// assert_eq!(grundy_values(&[vec![1, 2], vec![], vec![3], vec![]]), Some(vec![2, 0, 1, 0]));
/// assert_eq!(grundy_values(&[vec![1], vec![0]]), None); // a cycle
/// assert_eq!(grundy_values(&[vec![usize::MAX]]), None); // not a vertex
/// assert_eq!(grundy_values(&[]), Some(vec![]));
/// ```
pub fn grundy_values(successors: &[Vec<usize>]) -> Option<Vec<usize>> {
    let n = successors.len();
    // The reversed edges, flat: the predecessors of `v` are `from[start[v]..start[v + 1]]`.
    let mut start = vec![0usize; n + 1];
    for targets in successors {
        for &to in targets {
            if to >= n {
                return None;
            }
            start[to + 1] += 1;
        }
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut from = vec![0usize; start[n]];
    for (v, targets) in successors.iter().enumerate() {
        for &to in targets {
            from[fill[to]] = v;
            fill[to] += 1;
        }
    }
    let mut waiting: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
    let mut values = vec![0usize; n];
    // `seen[g] == v + 1`: value `g` is one move from `v` (no clearing between vertices).
    let mut seen = vec![0usize; n + 1];
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        for &to in &successors[v] {
            if let Some(mark) = seen.get_mut(values[to]) {
                *mark = v + 1;
            }
        }
        values[v] = seen.iter().position(|&mark| mark != v + 1).unwrap_or(n);
        for &p in &from[start[v]..start[v + 1]] {
            waiting[p] -= 1;
            if waiting[p] == 0 {
                ready.push(p);
            }
        }
    }
    (done == n).then_some(values)
}

/// Returns `true` iff the player to move wins with tokens on `tokens` (vertices, repeats
/// allowed), given the graph's [`grundy_values`]: iff the XOR of their values is not `0`.
/// Every token is taken, so tokens can be read as they come (HDU 1524 reads them from the
/// input, keeping none).
///
/// # Complexity
/// O(number of tokens)
///
/// # Example
/// ```
/// use snippets::dag_game::first_player_wins;
/// let values = [2, 0, 1, 0];
/// assert!(first_player_wins(&values, [0, 2]));
/// assert!(!first_player_wins(&values, [2, 2])); // they cancel
/// assert!(!first_player_wins(&values, []));
/// ```
pub fn first_player_wins(values: &[usize], tokens: impl IntoIterator<Item = usize>) -> bool {
    tokens.into_iter().fold(0, |sum, v| sum ^ values[v]) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// The mex of the successors' values, by recursion from `v` on the definition; `None` on
    /// a cycle (a vertex met again on the path).
    fn direct(
        successors: &[Vec<usize>],
        v: usize,
        memo: &mut [Option<usize>],
        path: &mut Vec<bool>,
    ) -> Option<usize> {
        if let Some(value) = memo[v] {
            return Some(value);
        }
        if path[v] {
            return None;
        }
        path[v] = true;
        let mut reached = Vec::new();
        for &to in &successors[v] {
            reached.push(direct(successors, to, memo, path)?);
        }
        path[v] = false;
        let value = (0..).find(|g| !reached.contains(g)).unwrap();
        memo[v] = Some(value);
        Some(value)
    }

    fn direct_all(successors: &[Vec<usize>]) -> Option<Vec<usize>> {
        let n = successors.len();
        let (mut memo, mut path) = (vec![None; n], vec![false; n]);
        (0..n).map(|v| direct(successors, v, &mut memo, &mut path)).collect()
    }

    /// The graph whose edges are the set bits of `mask` over the pairs `i < j` (edge
    /// `order[i] -> order[j]`), plus `back` edges `order[j] -> order[i]`.
    fn graph(n: usize, mask: u32, order: &[usize], back: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut successors = vec![Vec::new(); n];
        let mut bit = 0;
        for i in 0..n {
            for j in i + 1..n {
                if mask >> bit & 1 == 1 {
                    successors[order[i]].push(order[j]);
                }
                bit += 1;
            }
        }
        for &(i, j) in back {
            successors[order[j]].push(order[i]);
        }
        successors
    }

    fn shuffled(rng: &mut Rng, n: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below_or_equal(i as u64) as usize);
        }
        order
    }

    #[test]
    fn hand_cases() {
        let sample = [vec![1, 2], vec![], vec![3], vec![]];
        let values = grundy_values(&sample).unwrap();
        assert!(first_player_wins(&values, [0]));
        assert!(first_player_wins(&values, [0, 2]));
        let second = [vec![1], vec![2], vec![], vec![]];
        let values = grundy_values(&second).unwrap();
        assert_eq!(values, [0, 1, 0, 0]);
        assert!(first_player_wins(&values, [0, 1]));
        assert!(!first_player_wins(&values, [1, 1])); // two tokens on one vertex cancel
        assert!(first_player_wins(&values, [0, 1, 3]));
        // A repeated edge is one move; a loop is a cycle.
        assert_eq!(grundy_values(&[vec![1, 1], vec![]]), Some(vec![1, 0]));
        assert_eq!(grundy_values(&[vec![0]]), None);
    }

    #[test]
    fn every_dag_of_up_to_six_vertices() {
        let mut rng = Rng::new(1524);
        for n in 0..=6 {
            let pairs = n * (n - n.min(1)) / 2;
            for mask in 0..1u32 << pairs {
                let order = shuffled(&mut rng, n);
                let successors = graph(n, mask, &order, &[]);
                let direct = direct_all(&successors);
                assert!(direct.is_some(), "n={n} mask={mask}");
                assert_eq!(grundy_values(&successors), direct, "n={n} mask={mask} {order:?}");
                if n >= 2 && mask % 7 == 0 {
                    // One edge against the order: a cycle iff a path runs the other way.
                    let (i, j) = (0, 1 + mask as usize % (n - 1));
                    let looped = graph(n, mask, &order, &[(i, j)]);
                    let direct = direct_all(&looped);
                    assert_eq!(grundy_values(&looped), direct, "n={n} mask={mask} back");
                }
            }
        }
    }

    #[test]
    fn seeded_random_dags_to_200() {
        let mut rng = Rng::new(15240);
        for round in 0..300 {
            let n = 1 + rng.below_or_equal(199) as usize;
            let order = shuffled(&mut rng, n);
            let degree = 1 + rng.below_or_equal(6);
            let mut successors = vec![Vec::new(); n];
            for i in 0..n {
                for _ in 0..rng.below_or_equal(degree) {
                    if i + 1 < n {
                        let j = i + 1 + rng.below_or_equal((n - i - 2) as u64) as usize;
                        successors[order[i]].push(order[j]);
                    }
                }
            }
            if round % 3 == 0 && n >= 2 {
                let (i, j) = (rng.below_or_equal(n as u64 - 2) as usize, n - 1);
                successors[order[j]].push(order[i]);
            }
            assert_eq!(grundy_values(&successors), direct_all(&successors), "round={round} n={n}");
        }
    }

    /// Game-tree search over the tokens themselves (sorted), memoised.
    fn tokens_win(
        successors: &[Vec<usize>],
        tokens: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = tokens.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'moves: for index in 0..key.len() {
            for &to in &successors[key[index]] {
                let mut next = key.clone();
                next[index] = to;
                if !tokens_win(successors, &next, memo) {
                    wins = true;
                    break 'moves;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn tokens_against_game_tree_search() {
        let mut rng = Rng::new(2425);
        for round in 0..200 {
            let n = 1 + rng.below_or_equal(6) as usize;
            let pairs = n * (n - 1) / 2;
            let mask = (rng.next_u64() & ((1u64 << pairs) - 1)) as u32;
            let order = shuffled(&mut rng, n);
            let successors = graph(n, mask, &order, &[]);
            let values = grundy_values(&successors).unwrap();
            let mut memo = HashMap::new();
            for _ in 0..20 {
                let count = rng.below_or_equal(3) as usize;
                let tokens: Vec<usize> =
                    (0..count).map(|_| rng.below_or_equal(n as u64 - 1) as usize).collect();
                let expected = tokens_win(&successors, &tokens, &mut memo);
                assert_eq!(
                    first_player_wins(&values, tokens.iter().copied()),
                    expected,
                    "round={round} {tokens:?}"
                );
            }
        }
    }

    #[test]
    fn edge_values() {
        // A path of 10^5 vertices: no recursion, values alternate.
        let n = 100_000;
        let path: Vec<Vec<usize>> =
            (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect();
        let values = grundy_values(&path).unwrap();
        assert_eq!(values[0], (n - 1) % 2);
        assert_eq!(values[n - 1], 0);
        // A vertex to every later one: values n - 1 - v, up to n - 1.
        let n = 300;
        let complete: Vec<Vec<usize>> = (0..n).map(|v| (v + 1..n).collect()).collect();
        let values = grundy_values(&complete).unwrap();
        assert_eq!(values[0], n - 1);
        assert_eq!(grundy_values(&[vec![usize::MAX]]), None);
        assert_eq!(grundy_values(&[vec![1]]), None);
        assert!(!first_player_wins(&[], []));
    }
}
