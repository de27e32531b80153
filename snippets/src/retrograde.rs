//! Retrograde analysis: win, lose or draw for every position of a two-player game on a
//! directed graph that may have cycles (有向图游戏; cp-algorithms' "games on graphs"), with
//! the distances endgame tables give. Players alternate moving a token along an edge; the
//! player who cannot move loses; a play that goes on for ever is a draw.
//!
//! Every outcome is **for the player to move** at that position: [`Outcome::Win`] means the
//! player whose turn it is there can force a win. The pass works backwards from the finished
//! positions: a position without moves is lost; a position with a move to a lost position is
//! won; a position all of whose moves reach won positions is lost (a counter of moves not yet
//! known to reach a won position, counted down, never marked lost early); what is never
//! reached this way is a draw, since from there neither side can force an end it wants. With
//! a first-in first-out queue the positions come out in order of their distance, so the
//! first lost successor found gives a win in as few moves as possible and the last won
//! successor counted down gives a loss delayed as long as possible.
//!
//! The graph is given as an edge list ([`solve_edges`]), in compressed rows ([`solve_csr`]),
//! by a closure giving each position's moves ([`solve_by_moves`]), or, with no graph stored
//! at all, by a closure giving each position's predecessors and one giving its number of
//! moves ([`solve_by_predecessors`]: O(V) memory for a game of 10^8 moves). No recursion.
//! Positions and moves are counted in `u32` (an edge list is `(u32, u32)` pairs): 13 bytes a
//! position and 4 a move, up to `u32::MAX` of each.
//!
//! Depends on: nothing.
//!
//! Verified: outcomes and distances against a least-fixpoint iteration over all positions
//! (round `t` decides the positions of distance `t`, from the labels of the rounds before;
//! no queue, no counters) on every directed graph with up to 4 vertices, self-loops included
//! (65,536 graphs of 4 vertices), and with 5 vertices (33,554,432 graphs, 96 s) in a release
//! run of the ignored test (`cargo test -p snippets --release retrograde -- --ignored`); on 2,000 seeded random multigraphs of
//! 1 to 40 vertices (loops and parallel edges) through all four entry points; every
//! [`Table::best_move`] followed to the end of play. Edge values: no positions, one position
//! with a loop, out-of-range edges (`u32::MAX`), malformed rows, `2^32` positions.

/// The outcome of a position for the player to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses whatever they do.
    Lose,
    /// Neither side can force a win: best play goes on for ever.
    Draw,
}

/// Every position's [`Outcome`] (for the player to move) and, where it is not a draw, its
/// distance: the number of moves until the end under best play (the winner ends as soon as
/// possible, the loser as late as possible).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    outcome: Vec<Outcome>,
    distance: Vec<u32>,
}

impl Table {
    /// The number of positions.
    pub fn len(&self) -> usize {
        self.outcome.len()
    }

    /// Whether there are no positions.
    pub fn is_empty(&self) -> bool {
        self.outcome.is_empty()
    }

    /// The outcome of `position` for the player to move there.
    ///
    /// # Panics
    /// If `position` is not below [`Table::len`].
    pub fn outcome(&self, position: usize) -> Outcome {
        self.outcome[position]
    }

    /// Every position's outcome for the player to move, in position order.
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcome
    }

    /// How many moves the game from `position` lasts under best play: a won position's
    /// shortest win, a lost position's longest resistance (0: no move at all); `None` for a
    /// draw.
    ///
    /// # Panics
    /// If `position` is not below [`Table::len`].
    pub fn distance(&self, position: usize) -> Option<usize> {
        (self.outcome[position] != Outcome::Draw).then(|| self.distance[position] as usize)
    }

    /// The move from `position` (among `moves`, its successors) that best play makes: from a
    /// won position, to a lost one a move nearer the end (the fastest win); from a lost one,
    /// to a won one a move nearer the end (the longest resistance); from a draw, to a draw.
    /// `None` when `position` has no move, or when `moves` are not its moves as solved.
    ///
    /// # Complexity
    /// O(moves)
    ///
    /// # Example
    /// ```
    /// use snippets::retrograde::solve_edges;
    /// // 1 -> 2 -> 3 -> 4 and 0 -> 4, where play ends; 5 -> 0 and 5 -> 1.
    /// let table = solve_edges(6, &[(0, 4), (1, 2), (2, 3), (3, 4), (5, 0), (5, 1)]).unwrap();
    /// assert_eq!(table.best_move(2, [3]), Some(3)); // lost, the only move
    /// assert_eq!(table.best_move(5, [0, 1]), Some(1)); // lost: resist 4 moves, not 2
    /// assert_eq!(table.distance(5), Some(4));
    /// assert_eq!(table.best_move(4, []), None);
    /// ```
    pub fn best_move(
        &self,
        position: usize,
        moves: impl IntoIterator<Item = usize>,
    ) -> Option<usize> {
        let (outcome, distance) = (self.outcome[position], self.distance[position]);
        let wanted = match outcome {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        };
        moves.into_iter().find(|&next| {
            self.outcome.get(next) == Some(&wanted)
                && (outcome == Outcome::Draw
                    || self.distance[next].checked_add(1) == Some(distance))
        })
    }
}

/// Solves the game whose positions are `0..position_count` with, for each position `v`,
/// `move_count(v)` moves, given backwards: `predecessors(v)` lists the positions with a move
/// to `v`, each as many times as it has such a move (so that every position `u` appears
/// `move_count(u)` times in all). A position without moves may be listed anywhere (it is
/// lost from the start, and skipped), which spares a test where that is simpler. Nothing of
/// the graph is stored: memory is O(positions).
///
/// # Complexity
/// O(V + E) time (each predecessor list is walked at most once), O(V) memory.
///
/// # Panics
/// If `predecessors` names a position not below `position_count`, or if `position_count` or
/// a move count is above `u32::MAX` (positions and moves are counted in `u32`).
///
/// # Example
/// ```
/// use snippets::retrograde::{solve_by_predecessors, Outcome};
/// // A cycle 0 -> 1 -> 2 -> 0 with an exit 2 -> 3: from 2 the player to move wins (to 3).
/// let moves: [&[usize]; 4] = [&[1], &[2], &[0, 3], &[]];
/// let predecessors = |v: usize| (0..4).filter(move |&u| moves[u].contains(&v));
/// let table = solve_by_predecessors(4, |v| moves[v].len(), predecessors);
/// assert_eq!(table.outcomes(), [Outcome::Win, Outcome::Lose, Outcome::Win, Outcome::Lose]);
/// assert_eq!((table.distance(1), table.distance(3)), (Some(2), Some(0)));
/// let empty = solve_by_predecessors(0, |_| usize::MAX, |_| None);
/// assert!(empty.is_empty());
/// ```
pub fn solve_by_predecessors<I>(
    position_count: usize,
    mut move_count: impl FnMut(usize) -> usize,
    predecessors: impl FnMut(usize) -> I,
) -> Table
where
    I: IntoIterator<Item = usize>,
{
    // The check after the loop, not a panic inside it: that kept the predecessors' closures
    // from being inlined into the pass (Berzerk: 1.18 -> 1.53 G instructions under rustc -O).
    assert!(u32::try_from(position_count).is_ok(), "{position_count} positions, above u32::MAX");
    let mut wide = false;
    let count = (0..position_count).map(|v| {
        let count = move_count(v);
        wide |= count > u32::MAX as usize;
        count as u32
    });
    let count = count.collect();
    assert!(!wide, "a move count above u32::MAX");
    solve_counted(count, predecessors)
}

/// [`solve_by_predecessors`] with the move counts in a vector, `count[v]` for position `v`
/// (at most `u32::MAX` positions).
fn solve_counted<I>(mut counts: Vec<u32>, mut predecessors: impl FnMut(usize) -> I) -> Table
where
    I: IntoIterator<Item = usize>,
{
    // `count[v]`: while `v` is undecided (a draw so far), its moves not yet known to reach a
    // won position; once decided, its distance. Each position enters the queue at most once.
    let mut outcomes = vec![Outcome::Draw; counts.len()];
    let mut queue = vec![0u32; counts.len()];
    // Slices, not the vectors, in the loops: their ends then stay in registers (Berzerk:
    // 1.18 -> 0.99 G instructions).
    let (outcome, count, queue) = (&mut outcomes[..], &mut counts[..], &mut queue[..]);
    let mut tail = 0;
    for v in 0..count.len() {
        if count[v] == 0 {
            outcome[v] = Outcome::Lose;
            queue[tail] = v as u32;
            tail += 1;
        }
    }
    let mut head = 0;
    while head < tail {
        let v = queue[head] as usize;
        head += 1;
        let next = count[v] + 1;
        // Two loops, not one with the test inside (10% on Berzerk), each by `for_each`, which
        // a chain of iterators runs as two plain loops (10% more).
        if outcome[v] == Outcome::Lose {
            predecessors(v).into_iter().for_each(|u| {
                if outcome[u] == Outcome::Draw {
                    (outcome[u], count[u], queue[tail]) = (Outcome::Win, next, u as u32);
                    tail += 1;
                }
            });
        } else {
            predecessors(v).into_iter().for_each(|u| {
                if outcome[u] == Outcome::Draw {
                    count[u] -= 1;
                    if count[u] == 0 {
                        (outcome[u], count[u], queue[tail]) = (Outcome::Lose, next, u as u32);
                        tail += 1;
                    }
                }
            });
        }
    }
    Table { outcome: outcomes, distance: counts }
}

/// Solves the game of `position_count` positions whose `total` moves are `moves`, each
/// `(from, to)`: the move counts and the predecessor lists (compressed rows, `u32`) in one
/// pass over the moves, the lists filled in a second. `None` if a move leaves the range, or
/// if the positions or the moves are more than `u32::MAX`.
fn solve_moves(
    position_count: usize,
    total: usize,
    moves: impl Iterator<Item = (usize, usize)> + Clone,
) -> Option<Table> {
    u32::try_from(position_count.max(total)).ok()?;
    let mut count = vec![0u32; position_count];
    // `starts[v]`: the end of `v`'s block, then (filled backwards) its start.
    let mut starts = vec![0u32; position_count + 1];
    for (from, to) in moves.clone() {
        *count.get_mut(from)? += 1;
        if to >= position_count {
            return None;
        }
        starts[to] += 1;
    }
    for v in 1..=position_count {
        starts[v] += starts[v - 1];
    }
    let mut sources = vec![0u32; total];
    for (from, to) in moves {
        starts[to] -= 1;
        sources[starts[to] as usize] = from as u32;
    }
    let predecessors = |v: usize| &sources[starts[v] as usize..starts[v + 1] as usize];
    Some(solve_counted(count, |v| predecessors(v).iter().map(|&u| u as usize)))
}

/// Solves the game whose positions are `0..position_count` and whose moves from `v` are
/// `moves(v)` (a parallel move counts as many times as it is listed). `None` if a move names
/// a position not below `position_count`, or if there are more than `u32::MAX` positions or
/// moves. `moves` is called once per position.
///
/// # Complexity
/// O(V + E) time and memory.
///
/// # Example
/// ```
/// use snippets::retrograde::{solve_by_moves, Outcome};
/// // Subtract 1 or 2 from n, or move from 0 back to 4: nobody ever has to stop.
/// let table = solve_by_moves(5, |n| if n == 0 { vec![4] } else { (1..=n.min(2)).map(|k| n - k).collect() }).unwrap();
/// assert!(table.outcomes().iter().all(|&o| o == Outcome::Draw));
/// assert_eq!(solve_by_moves(1, |_| [usize::MAX]), None);
/// ```
pub fn solve_by_moves<I>(position_count: usize, mut moves: impl FnMut(usize) -> I) -> Option<Table>
where
    I: IntoIterator<Item = usize>,
{
    let mut starts = Vec::with_capacity(position_count + 1);
    let mut targets = Vec::new();
    starts.push(0);
    for from in 0..position_count {
        targets.extend(moves(from));
        starts.push(targets.len());
    }
    solve_csr(&starts, &targets)
}

/// Solves the game whose positions are `0..position_count` and whose moves are `edges`, each
/// `(from, to)` (loops and parallel edges allowed). `None` if an edge names a position not
/// below `position_count`, or if there are more than `u32::MAX` positions or edges.
///
/// # Complexity
/// O(V + E) time and memory: two passes over the edges (counts, then the predecessor lists).
///
/// # Example
/// ```
/// use snippets::retrograde::{solve_edges, Outcome};
/// // 0 <-> 1, and 1 -> 2 where the game ends: 1 wins at once, so 0 is lost.
/// let table = solve_edges(3, &[(0, 1), (1, 0), (1, 2)]).unwrap();
/// assert_eq!(table.outcomes(), [Outcome::Lose, Outcome::Win, Outcome::Lose]);
/// // A loop alone: the player to move moves for ever.
/// assert_eq!(solve_edges(1, &[(0, 0)]).unwrap().outcome(0), Outcome::Draw);
/// assert_eq!(solve_edges(2, &[(0, u32::MAX)]), None);
/// ```
pub fn solve_edges(position_count: usize, edges: &[(u32, u32)]) -> Option<Table> {
    let moves = edges.iter().map(|&(from, to)| (from as usize, to as usize));
    solve_moves(position_count, edges.len(), moves)
}

/// Solves the game given in compressed rows: `starts.len() - 1` positions, the moves from
/// `v` being `targets[starts[v]..starts[v + 1]]`. `None` unless `starts` is non-empty,
/// starts at 0, never decreases and ends at `targets.len()`, and every target is a position;
/// `None` too beyond `u32::MAX` positions or moves.
///
/// # Complexity
/// O(V + E) time and memory.
///
/// # Example
/// ```
/// use snippets::retrograde::{solve_csr, Outcome};
/// // 0 -> 1, 1 -> 0, 0 -> 2: the player at 0 wins; at 1, moving to 0 loses.
/// let table = solve_csr(&[0, 2, 3, 3], &[1, 2, 0]).unwrap();
/// assert_eq!(table.outcomes(), [Outcome::Win, Outcome::Lose, Outcome::Lose]);
/// assert_eq!(solve_csr(&[0], &[]).map(|t| t.len()), Some(0));
/// assert_eq!(solve_csr(&[], &[]), None);
/// assert_eq!(solve_csr(&[0, 1], &[usize::MAX]), None);
/// ```
pub fn solve_csr(starts: &[usize], targets: &[usize]) -> Option<Table> {
    let (&first, &last) = (starts.first()?, starts.last()?);
    let well_formed =
        first == 0 && last == targets.len() && starts.windows(2).all(|w| w[0] <= w[1]);
    if !well_formed {
        return None;
    }
    let moves = (0..starts.len() - 1).flat_map(move |from| {
        targets[starts[from]..starts[from + 1]].iter().map(move |&to| (from, to))
    });
    solve_moves(starts.len() - 1, targets.len(), moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The least fixpoint, round by round: round 0 marks the positions without moves lost;
    /// round `t` marks won every undecided position with a move to a position lost before
    /// `t`, and lost every undecided position with moves all to positions won before `t`;
    /// both at distance `t`. What no round decides is a draw. Labels of round `t` are read
    /// only from a copy made before it.
    fn fixpoint(moves: &[Vec<usize>]) -> Vec<(Outcome, Option<usize>)> {
        let mut label: Vec<Option<(Outcome, usize)>> = vec![None; moves.len()];
        for round in 0.. {
            let before = label.clone();
            for (v, successors) in moves.iter().enumerate() {
                if before[v].is_some() {
                    continue;
                }
                let lost_successor =
                    successors.iter().any(|&w| matches!(before[w], Some((Outcome::Lose, _))));
                let all_won =
                    successors.iter().all(|&w| matches!(before[w], Some((Outcome::Win, _))));
                if lost_successor {
                    label[v] = Some((Outcome::Win, round));
                } else if all_won {
                    label[v] = Some((Outcome::Lose, round));
                }
            }
            if label == before {
                break;
            }
        }
        label
            .into_iter()
            .map(|l| l.map_or((Outcome::Draw, None), |(outcome, d)| (outcome, Some(d))))
            .collect()
    }

    fn answers(table: &Table) -> Vec<(Outcome, Option<usize>)> {
        (0..table.len()).map(|v| (table.outcome(v), table.distance(v))).collect()
    }

    /// The edges as [`solve_edges`] takes them.
    fn narrow(edges: &[(usize, usize)]) -> Vec<(u32, u32)> {
        edges.iter().map(|&(from, to)| (from as u32, to as u32)).collect()
    }

    fn adjacency(count: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut moves = vec![Vec::new(); count];
        for &(from, to) in edges {
            moves[from].push(to);
        }
        moves
    }

    /// Follows best moves from every position: a win ends in exactly its distance with the
    /// player who started it having made the last move, a loss too with the other; a draw
    /// never leaves the draws.
    fn check_best_moves(table: &Table, moves: &[Vec<usize>], context: &str) {
        for start in 0..moves.len() {
            let mut position = start;
            let mut steps = 0;
            while let Some(next) = table.best_move(position, moves[position].iter().copied()) {
                assert_eq!(
                    table.outcome(next) == Outcome::Draw,
                    table.outcome(start) == Outcome::Draw,
                    "{context}: best move {position} -> {next} from start {start}"
                );
                position = next;
                steps += 1;
                if steps > moves.len() {
                    break;
                }
            }
            match table.distance(start) {
                Some(distance) => {
                    assert_eq!(steps, distance, "{context}: start {start}");
                    assert!(
                        moves[position].is_empty(),
                        "{context}: start {start} ends at {position}"
                    );
                    let starter_moved_last = steps % 2 == 1;
                    let won = table.outcome(start) == Outcome::Win;
                    assert_eq!(starter_moved_last, won, "{context}: start {start}");
                }
                None => assert!(steps > moves.len(), "{context}: start {start} left the draws"),
            }
        }
    }

    #[test]
    fn hand_cases() {
        // A cycle with an exit to a lost position: the exit decides the cycle.
        use Outcome::*;
        let table = solve_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 4), (3, 4)]).unwrap();
        assert_eq!(table.outcomes(), [Win, Lose, Win, Win, Lose]);
        assert_eq!(answers(&table)[0], (Win, Some(3)));
        // The exit to a won position instead: nobody at 0, 1 or 2 can force an end it wants.
        let table = solve_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)]).unwrap();
        assert_eq!(table.outcomes(), [Draw, Draw, Draw, Win, Lose]);
        // A two-cycle with nothing else: both draw; an exit from one makes it a win, and the
        // other then loses only if it has no other move.
        assert_eq!(solve_edges(2, &[(0, 1), (1, 0)]).unwrap().outcomes(), [Draw, Draw]);
        let table = solve_edges(4, &[(0, 1), (1, 0), (1, 2), (0, 3), (3, 3)]).unwrap();
        assert_eq!(table.outcomes(), [Draw, Win, Lose, Draw]);
        // A loop next to a lost position: the loop does not save it.
        assert_eq!(solve_edges(2, &[(0, 0), (0, 1)]).unwrap().outcomes(), [Win, Lose]);
    }

    /// Every directed graph on `n` vertices (each of the `n * n` possible edges, loops
    /// included, present or not) against the fixpoint.
    fn every_graph(n: usize) -> usize {
        let pairs: Vec<(usize, usize)> =
            (0..n).flat_map(|from| (0..n).map(move |to| (from, to))).collect();
        let mut graphs = 0;
        for mask in 0u64..1 << (n * n) {
            let edges: Vec<(usize, usize)> =
                (0..n * n).filter(|bit| mask >> bit & 1 == 1).map(|bit| pairs[bit]).collect();
            let table = solve_edges(n, &narrow(&edges)).unwrap();
            let moves = adjacency(n, &edges);
            assert_eq!(answers(&table), fixpoint(&moves), "n={n} edges={edges:?}");
            graphs += 1;
        }
        graphs
    }

    #[test]
    fn every_graph_up_to_4_vertices_against_fixpoint() {
        let graphs: usize = (0..=4).map(every_graph).sum();
        assert_eq!(graphs, 1 + 2 + 16 + 512 + 65536);
    }

    #[test]
    #[ignore = "33 million graphs, 96 s in release: cargo test -p snippets --release retrograde -- --ignored"]
    fn every_graph_of_5_vertices_against_fixpoint() {
        assert_eq!(every_graph(5), 1 << 25);
    }

    #[test]
    fn seeded_random_graphs_through_every_entry_point() {
        let mut rng = Rng::new(786);
        for round in 0..2000 {
            let n = 1 + rng.below_or_equal(39) as usize;
            let density = 1 + rng.below_or_equal(3 * n as u64);
            let edges: Vec<(usize, usize)> = (0..rng.below_or_equal(density))
                .map(|_| {
                    (
                        rng.below_or_equal(n as u64 - 1) as usize,
                        rng.below_or_equal(n as u64 - 1) as usize,
                    )
                })
                .collect();
            let context = format!("round {round}: n={n} edges={edges:?}");
            let moves = adjacency(n, &edges);
            let expected = fixpoint(&moves);
            let table = solve_edges(n, &narrow(&edges)).unwrap();
            assert_eq!(answers(&table), expected, "{context}");
            // The same graph in compressed rows, by moves and by predecessors.
            let mut starts = vec![0];
            let mut targets = Vec::new();
            for successors in &moves {
                targets.extend(successors);
                starts.push(targets.len());
            }
            assert_eq!(solve_csr(&starts, &targets).as_ref(), Some(&table), "{context}");
            let by_moves = solve_by_moves(n, |v| moves[v].clone()).unwrap();
            assert_eq!(by_moves, table, "{context}");
            let predecessors = |v: usize| edges.iter().filter(move |e| e.1 == v).map(|e| e.0);
            let by_predecessors = solve_by_predecessors(n, |v| moves[v].len(), predecessors);
            assert_eq!(by_predecessors, table, "{context}");
            // Positions without moves listed as predecessors of everything: skipped.
            let sinks: Vec<usize> = (0..n).filter(|&u| moves[u].is_empty()).collect();
            let with_sinks = solve_by_predecessors(
                n,
                |v| moves[v].len(),
                |v| predecessors(v).chain(sinks.iter().copied()),
            );
            assert_eq!(with_sinks, table, "{context}");
            check_best_moves(&table, &moves, &context);
        }
    }

    #[test]
    fn edge_values() {
        assert!(solve_edges(0, &[]).unwrap().is_empty());
        assert_eq!(solve_edges(0, &[(0, 0)]), None);
        assert_eq!(solve_edges(1, &[(0, 1)]), None);
        assert_eq!(solve_edges(usize::MAX >> 40, &[(u32::MAX, 0)]), None);
        assert_eq!(solve_edges(1, &[(0, u32::MAX)]), None);
        // Beyond u32::MAX positions: refused before anything is allocated.
        assert_eq!(solve_edges(1 << 32, &[]), None);
        let table = solve_edges(1, &[(0, 0)]).unwrap();
        assert_eq!((table.outcome(0), table.distance(0)), (Outcome::Draw, None));
        assert_eq!(table.best_move(0, [0]), Some(0));
        let table = solve_edges(1, &[]).unwrap();
        assert_eq!((table.outcome(0), table.distance(0)), (Outcome::Lose, Some(0)));
        // Rows that are not rows.
        assert_eq!(solve_csr(&[], &[]), None);
        assert_eq!(solve_csr(&[1, 1], &[0]), None);
        assert_eq!(solve_csr(&[0, 2, 1], &[0, 0]), None);
        assert_eq!(solve_csr(&[0, 1], &[0, 0]), None);
        assert_eq!(solve_csr(&[0, 1], &[1]), None);
        assert_eq!(solve_by_moves(2, |v| [v + 1]), None);
        // A long path, lost at even distance from its end: no recursion.
        let n = 1_000_000;
        let table =
            solve_by_predecessors(n, |v| usize::from(v > 0), |v| (v + 1 < n).then_some(v + 1));
        assert_eq!((table.outcome(n - 1), table.distance(n - 1)), (Outcome::Win, Some(n - 1)));
        assert_eq!((table.outcome(n - 2), table.distance(n - 2)), (Outcome::Lose, Some(n - 2)));
    }
}
