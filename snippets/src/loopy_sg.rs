//! Smith's generalized Sprague-Grundy values for loopy impartial games (Winning Ways, ch. 12;
//! C. A. B. Smith 1966; the labelling algorithm of Fraenkel and Yesha): a game on a directed
//! graph with cycles, normal play, where best play may go on for ever (a draw). Each position
//! gets a finite nimber `n` or infinity with the set `K` of the finite values among its
//! options, written `inf(K)`; the values add as nimbers do:
//!
//! - finite `a` + finite `b` = `a xor b`;
//! - `inf(A)` + finite `x` = `inf(A xor x)` (each element xor `x`);
//! - `inf(A)` + `inf(B)` = `inf()`: a draw.
//!
//! For the player to move, `0` loses, any other finite value wins, `inf(K)` wins iff `0` is in
//! `K` (move to a position of value 0) and is otherwise a draw. [`winning_move`] names the
//! component to move in and the value to move to there.
//!
//! Stage `i` labels `i` every unlabelled position with no option labelled `i` whose unlabelled
//! or infinite options all have an option labelled `i` (in the order the counters allow),
//! then labels infinite every unlabelled position with no option labelled `i`; stages go on
//! while positions are unlabelled. Counters per position make a stage O(V + E), and there are
//! at most (largest out-degree + 2) stages. No recursion.
//!
//! Depends on: crate::retrograde.
//!
//! Verified (no judge problem with a readable statement and samples was found: TopCoder TCO21
//! "DoubleXorGame" is method-based, so this module stands on its sweeps): the outcome of every
//! position of sums of two and of three seeded random loopy games of 1 to 6 positions (loops
//! and parallel moves included; 400 pairs and 150 triples) against `crate::retrograde` on the
//! product graph, where a move is made in exactly one component; every [`winning_move`]
//! played there reaches a position lost for the player then to move, and none is offered
//! where the product position is not won. Hand cases from the rules; edge values (no
//! positions, `usize::MAX` values).

use crate::retrograde::Outcome;

/// A position's generalized Sprague-Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The nimber `n`: like a Nim heap of `n` (0: the player to move loses).
    Finite(usize),
    /// Infinity, with the finite values among the options, ascending and distinct: the
    /// player to move wins iff it holds `0`, and else draws.
    Infinite(Vec<usize>),
}

impl Value {
    /// The outcome for the player to move: `Finite(0)` loses, any other finite value wins,
    /// `Infinite(K)` wins iff `0` is in `K` and draws otherwise.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::loopy_sg::Value;
    /// use snippets::retrograde::Outcome;
    /// assert_eq!(Value::Finite(0).outcome(), Outcome::Lose);
    /// assert_eq!(Value::Finite(usize::MAX).outcome(), Outcome::Win);
    /// assert_eq!(Value::Infinite(vec![0, 2]).outcome(), Outcome::Win);
    /// assert_eq!(Value::Infinite(vec![]).outcome(), Outcome::Draw);
    /// ```
    pub fn outcome(&self) -> Outcome {
        match self {
            Value::Finite(0) => Outcome::Lose,
            Value::Finite(_) => Outcome::Win,
            Value::Infinite(options) if options.first() == Some(&0) => Outcome::Win,
            Value::Infinite(_) => Outcome::Draw,
        }
    }

    /// The value of the sum of two games (Smith's rule): finite `a xor b`; `inf(A xor x)`
    /// for an infinity and a finite `x`; `inf()` for two infinities.
    ///
    /// # Complexity
    /// O(|A| log |A|)
    ///
    /// # Example
    /// ```
    /// use snippets::loopy_sg::Value::{Finite, Infinite};
    /// assert_eq!(Finite(5).add(&Finite(3)), Finite(6));
    /// assert_eq!(Infinite(vec![0, 1]).add(&Finite(1)), Infinite(vec![0, 1]));
    /// assert_eq!(Infinite(vec![2]).add(&Finite(3)), Infinite(vec![1]));
    /// assert_eq!(Infinite(vec![0]).add(&Infinite(vec![0])), Infinite(vec![]));
    /// assert_eq!(Finite(usize::MAX).add(&Finite(usize::MAX)), Finite(0));
    /// ```
    pub fn add(&self, other: &Value) -> Value {
        match (self, other) {
            (Value::Finite(a), Value::Finite(b)) => Value::Finite(a ^ b),
            (Value::Infinite(options), Value::Finite(x))
            | (Value::Finite(x), Value::Infinite(options)) => {
                let mut shifted: Vec<usize> = options.iter().map(|a| a ^ x).collect();
                shifted.sort_unstable();
                Value::Infinite(shifted)
            }
            (Value::Infinite(_), Value::Infinite(_)) => Value::Infinite(Vec::new()),
        }
    }
}

/// The value of a sum of games from the values of its components (`Finite(0)` for none).
///
/// # Complexity
/// O(components + the options of the infinite one, sorted)
///
/// # Example
/// ```
/// use snippets::loopy_sg::{sum, Value::{Finite, Infinite}};
/// assert_eq!(sum(&[Finite(1), Finite(2), Infinite(vec![3])]), Infinite(vec![0]));
/// assert_eq!(sum(&[]), Finite(0));
/// ```
pub fn sum(components: &[Value]) -> Value {
    components.iter().fold(Value::Finite(0), |total, value| total.add(value))
}

/// A winning move of the sum of `components` for the player to move: `(index, value)`, move
/// in component `index` to an option of finite value `value` there (one exists, and the sum
/// is then worth 0: lost for the opponent). `None` when the sum is not a win for the player
/// to move (a loss or a draw).
///
/// All finite with `s = xor != 0`: the component whose value `a` has the highest bit of `s`,
/// to `a xor s`. One infinity `inf(A)` and the rest worth `x` in all: to `x`, if `x` is in
/// `A`.
///
/// # Complexity
/// O(components + |A|)
///
/// # Example
/// ```
/// use snippets::loopy_sg::{winning_move, Value::{Finite, Infinite}};
/// assert_eq!(winning_move(&[Finite(3), Finite(5)]), Some((1, 3)));
/// assert_eq!(winning_move(&[Finite(2), Infinite(vec![0, 2])]), Some((1, 2)));
/// assert_eq!(winning_move(&[Finite(1), Infinite(vec![0, 2])]), None); // a draw
/// assert_eq!(winning_move(&[Finite(usize::MAX), Finite(usize::MAX)]), None);
/// ```
pub fn winning_move(components: &[Value]) -> Option<(usize, usize)> {
    let mut infinite =
        components.iter().enumerate().filter(|(_, v)| matches!(v, Value::Infinite(_)));
    let finite_sum = components.iter().fold(0, |s, v| match v {
        Value::Finite(a) => s ^ a,
        Value::Infinite(_) => s,
    });
    match (infinite.next(), infinite.next()) {
        (None, _) => {
            let top = finite_sum.checked_ilog2()?;
            components.iter().enumerate().find_map(|(index, v)| match v {
                Value::Finite(a) if a >> top & 1 == 1 => Some((index, a ^ finite_sum)),
                _ => None,
            })
        }
        (Some((index, Value::Infinite(options))), None) => {
            options.binary_search(&finite_sum).ok().map(|_| (index, finite_sum))
        }
        _ => None,
    }
}

/// The generalized Sprague-Grundy value of every position of the game whose positions are
/// `0..position_count` and whose moves are `edges`, each `(from, to)` (loops and parallel
/// moves allowed). `None` if an edge names a position not below `position_count`.
///
/// # Complexity
/// O((V + E) * (D + 2)) time, D the largest out-degree; O(V + E) memory besides the sets.
///
/// # Example
/// ```
/// use snippets::loopy_sg::{values, Value::{Finite, Infinite}};
/// // 0 ends the game; 1 moves to 0 or to itself; 2 only to itself; 3 <-> 4, 4 -> 0.
/// let v = values(5, &[(1, 0), (1, 1), (2, 2), (3, 4), (4, 3), (4, 0)]).unwrap();
/// assert_eq!(v, [Finite(0), Infinite(vec![0]), Infinite(vec![]), Finite(0), Finite(1)]);
/// assert_eq!(values(0, &[]), Some(vec![]));
/// assert_eq!(values(1, &[(0, usize::MAX)]), None);
/// ```
pub fn values(position_count: usize, edges: &[(usize, usize)]) -> Option<Vec<Value>> {
    let n = position_count;
    if edges.iter().any(|&(from, to)| from >= n || to >= n) {
        return None;
    }
    // Compressed rows: options of `v` in `targets[out[v]..out[v + 1]]`, the positions with a
    // move to `v` in `sources[into[v]..into[v + 1]]`.
    let rows = |reverse: bool| {
        let key = |&(from, to): &(usize, usize)| if reverse { (to, from) } else { (from, to) };
        let mut starts = vec![0usize; n + 1];
        for edge in edges {
            starts[key(edge).0 + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut next = starts.clone();
        let mut items = vec![0usize; edges.len()];
        for edge in edges {
            let (row, item) = key(edge);
            items[next[row]] = item;
            next[row] += 1;
        }
        (starts, items)
    };
    let (out, targets) = rows(false);
    let (into, sources) = rows(true);
    // `label[v]`: `UNLABELLED`, `INFINITE` or the finite value.
    const UNLABELLED: usize = usize::MAX;
    const INFINITE: usize = usize::MAX - 1;
    let mut label = vec![UNLABELLED; n];
    let mut unlabelled = n;
    let mut value = 0;
    while unlabelled > 0 {
        // `has[v]`: an option of `v` is labelled `value`; `pending[v]`: options that are
        // unlabelled or infinite and have no option labelled `value` (per move).
        let open = |l: usize| l == UNLABELLED || l == INFINITE;
        let mut has = vec![false; n];
        let mut pending: Vec<usize> = (0..n)
            .map(|v| targets[out[v]..out[v + 1]].iter().filter(|&&w| open(label[w])).count())
            .collect();
        let mut stack: Vec<usize> =
            (0..n).filter(|&v| label[v] == UNLABELLED && pending[v] == 0).collect();
        while let Some(u) = stack.pop() {
            if label[u] != UNLABELLED || has[u] || pending[u] != 0 {
                continue;
            }
            label[u] = value;
            unlabelled -= 1;
            for &p in &sources[into[u]..into[u + 1]] {
                // `u` no longer counts among `p`'s open options; `p` now has one worth `value`.
                pending[p] -= 1;
                if has[p] {
                    continue;
                }
                has[p] = true;
                if !open(label[p]) {
                    continue;
                }
                for &q in &sources[into[p]..into[p + 1]] {
                    pending[q] -= 1;
                    if pending[q] == 0 && label[q] == UNLABELLED && !has[q] {
                        stack.push(q);
                    }
                }
            }
        }
        for v in 0..n {
            if label[v] == UNLABELLED && !has[v] {
                label[v] = INFINITE;
                unlabelled -= 1;
            }
        }
        value += 1;
    }
    let result = (0..n).map(|v| match label[v] {
        INFINITE => {
            let options = &targets[out[v]..out[v + 1]];
            let mut finite: Vec<usize> =
                options.iter().map(|&w| label[w]).filter(|&l| l != INFINITE).collect();
            finite.sort_unstable();
            finite.dedup();
            Value::Infinite(finite)
        }
        finite => Value::Finite(finite),
    });
    Some(result.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::retrograde;
    use crate::testing::Rng;

    fn random_game(rng: &mut Rng) -> (usize, Vec<(usize, usize)>) {
        let n = 1 + rng.below_or_equal(5) as usize;
        let edges = (0..rng.below_or_equal(2 * n as u64 + 2))
            .map(|_| {
                let from = rng.below_or_equal(n as u64 - 1) as usize;
                (from, rng.below_or_equal(n as u64 - 1) as usize)
            })
            .collect();
        (n, edges)
    }

    /// The sum of `games` as one graph: position `(p_0, p_1, ...)` in mixed radix, a move
    /// made in exactly one component; solved by retrograde analysis.
    fn product(games: &[(usize, Vec<(usize, usize)>)]) -> (Vec<Vec<usize>>, retrograde::Table) {
        let sizes: Vec<usize> = games.iter().map(|g| g.0).collect();
        let count: usize = sizes.iter().product();
        let decode = |mut code: usize| -> Vec<usize> {
            sizes
                .iter()
                .map(|&size| {
                    let digit = code % size;
                    code /= size;
                    digit
                })
                .collect()
        };
        let encode =
            |tuple: &[usize]| tuple.iter().zip(&sizes).rev().fold(0, |code, (&d, &s)| code * s + d);
        let tuples: Vec<Vec<usize>> = (0..count).map(decode).collect();
        let mut edges = Vec::new();
        for tuple in &tuples {
            for (component, (_, moves)) in games.iter().enumerate() {
                for &(from, to) in moves {
                    if from == tuple[component] {
                        let mut next = tuple.clone();
                        next[component] = to;
                        edges.push((encode(tuple) as u32, encode(&next) as u32));
                    }
                }
            }
        }
        (tuples, retrograde::solve_edges(count, &edges).unwrap())
    }

    fn sweep(components: usize, rounds: usize, seed: u64) {
        let mut rng = Rng::new(seed);
        for round in 0..rounds {
            let games: Vec<(usize, Vec<(usize, usize)>)> =
                (0..components).map(|_| random_game(&mut rng)).collect();
            let game_values: Vec<Vec<Value>> =
                games.iter().map(|(n, edges)| values(*n, edges).unwrap()).collect();
            let (tuples, table) = product(&games);
            for (code, tuple) in tuples.iter().enumerate() {
                let parts: Vec<Value> =
                    tuple.iter().enumerate().map(|(g, &p)| game_values[g][p].clone()).collect();
                let context =
                    format!("round {round}: games {games:?} at {tuple:?}, values {parts:?}");
                assert_eq!(sum(&parts).outcome(), table.outcome(code), "{context}");
                match winning_move(&parts) {
                    Some((component, value)) => {
                        let (_, moves) = &games[component];
                        let option = moves.iter().find(|&&(from, to)| {
                            from == tuple[component]
                                && game_values[component][to] == Value::Finite(value)
                        });
                        let (_, to) =
                            option.unwrap_or_else(|| panic!("{context}: no option worth {value}"));
                        let mut next = tuple.clone();
                        next[component] = *to;
                        let next_code = tuples.iter().position(|t| *t == next).unwrap();
                        assert_eq!(
                            table.outcome(next_code),
                            Outcome::Lose,
                            "{context}: move to {next:?}"
                        );
                    }
                    None => {
                        assert_ne!(table.outcome(code), Outcome::Win, "{context}: no move offered")
                    }
                }
            }
        }
    }

    #[test]
    fn hand_cases() {
        use Value::{Finite, Infinite};
        // A Nim heap of 2 as a graph (2 -> 1 -> 0, 2 -> 0): plain Sprague-Grundy.
        assert_eq!(
            values(3, &[(2, 1), (1, 0), (2, 0)]).unwrap(),
            [Finite(0), Finite(1), Finite(2)]
        );
        // A loop alone: infinity with no finite option, a draw.
        assert_eq!(values(1, &[(0, 0)]).unwrap(), [Infinite(vec![])]);
        // A 2-cycle with one exit, 1 <-> 2 and 2 -> 0: 2 is worth 1, and 1, whose only
        // option is 2, is worth 0 (the cycle's move back to 1 is reversible).
        assert_eq!(
            values(3, &[(1, 2), (2, 1), (2, 0)]).unwrap(),
            [Finite(0), Finite(0), Finite(1)]
        );
        // The sum of a draw with anything is a draw unless the infinity has the right option.
        assert_eq!(sum(&[Infinite(vec![1]), Finite(1)]).outcome(), Outcome::Win);
        assert_eq!(sum(&[Infinite(vec![1]), Finite(2)]).outcome(), Outcome::Draw);
        assert_eq!(sum(&[Infinite(vec![0]), Infinite(vec![0])]).outcome(), Outcome::Draw);
    }

    #[test]
    fn sums_of_two_against_retrograde_on_the_product() {
        sweep(2, 400, 2);
    }

    #[test]
    fn sums_of_three_against_retrograde_on_the_product() {
        sweep(3, 150, 3);
    }

    #[test]
    fn edge_values() {
        use Value::{Finite, Infinite};
        assert_eq!(values(0, &[]), Some(vec![]));
        assert_eq!(values(2, &[(2, 0)]), None);
        assert_eq!(values(2, &[(0, usize::MAX)]), None);
        assert_eq!(sum(&[]), Finite(0));
        assert_eq!(sum(&[Finite(usize::MAX), Finite(1)]), Finite(usize::MAX - 1));
        assert_eq!(winning_move(&[]), None);
        assert_eq!(winning_move(&[Finite(usize::MAX)]), Some((0, 0)));
        assert_eq!(winning_move(&[Finite(usize::MAX), Finite(1)]), Some((0, 1)));
        assert_eq!(
            Infinite(vec![0, usize::MAX]).add(&Finite(usize::MAX)),
            Infinite(vec![0, usize::MAX])
        );
        assert_eq!(
            winning_move(&[Infinite(vec![usize::MAX]), Finite(usize::MAX)]),
            Some((0, usize::MAX))
        );
    }
}
