//! Minimax with memo: the value under best play of a finite two-player game whose states the
//! caller gives ([`Game`]: any `Hash + Eq + Clone` key, a bitmask, a packed board), with a
//! score (`i64`, `i128`, any `Ord` type) or a win/lose/draw result ([`Outcome`]), and the best
//! move. One player, the maximiser, wants the value high, the other low; whose turn it is
//! comes from the state. A game that scores each move adds its points in [`Game::through`].
//!
//! [`Minimax`] searches depth first with an explicit stack, **no recursion**, so a play of a
//! million moves needs no thread with a large stack; each state is searched once and kept in a
//! `HashMap`. A state met again while it is still being searched is a cycle: the game could go
//! on for ever, which minimax does not define, and the search says so (`None`; see
//! `crate::retrograde` for loopy games). [`solve_masks`] is the bitmask form for up to 20
//! items: every move leads to a smaller mask (a move removes items), so the masks taken in
//! increasing order have their successors done first; O(2^N x moves), two arrays of 2^N.
//!
//! Depends on: nothing.
//!
//! Verified: both forms against a plain game-tree search (recursion over every play, no memo,
//! sharing nothing) on every state of 3,000 seeded random acyclic games of 1 to 8 states
//! (scores with points per move, and win/lose/draw with the cut-off of [`Game::decisive`]),
//! with every best move followed; cycles found in 500 random games with a back edge; `i128`
//! scores at `i64::MAX` sums; the empty game (no moves at the root), `n = 0` and `n = 20`
//! masks.

use std::collections::HashMap;
use std::hash::Hash;

/// The result of a game for the maximiser, ordered `Loss < Draw < Win`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// The maximiser loses (the minimiser wins).
    Loss,
    /// Neither wins.
    Draw,
    /// The maximiser wins.
    Win,
}

/// A finite two-player game: its states, whose turn it is, the moves, the value where it ends.
pub trait Game {
    /// A position, with whatever the rest of the play depends on (whose turn, if not derived).
    type State: Hash + Eq + Clone;
    /// A move, as the caller wants it back from [`Minimax::best_move`].
    type Move: Clone;
    /// The value the maximiser wants high: an integer score, an [`Outcome`].
    type Value: Ord + Clone;

    /// Whether the maximiser moves at `state`.
    fn maximiser_to_move(&self, state: &Self::State) -> bool;

    /// Pushes onto `moves` (empty when called) every move at `state` with the state it leads
    /// to; none when the game is over there.
    fn moves(&self, state: &Self::State, moves: &mut Vec<(Self::Move, Self::State)>);

    /// The value of `state` when it has no moves.
    fn final_value(&self, state: &Self::State) -> Self::Value;

    /// The value of playing `chosen` at `state` when the state it leads to is worth `after`:
    /// `after` itself unless moves score points (then `after + points`).
    fn through(&self, state: &Self::State, chosen: &Self::Move, after: Self::Value) -> Self::Value {
        let _ = (state, chosen);
        after
    }

    /// Whether `value` is the best the player to move at `state` can get (a win for them):
    /// the search of `state` then stops at the first move that reaches it. Never, by default;
    /// a cut-off only, the values are the same either way.
    fn decisive(&self, state: &Self::State, value: &Self::Value) -> bool {
        let _ = (state, value);
        false
    }
}

/// What the memo holds for a state: still on the stack, or its value and the index of its best
/// move in the order [`Game::moves`] gives them (`usize::MAX`: no move).
#[derive(Clone)]
enum Entry<V> {
    Searching,
    Done(V, usize),
}

/// One state being searched: its moves, the next to try, the best so far.
struct Frame<G: Game> {
    state: G::State,
    moves: Vec<(G::Move, G::State)>,
    next: usize,
    best: Option<(G::Value, usize)>,
}

/// Minimax values of a [`Game`], searched on demand and remembered.
pub struct Minimax<G: Game> {
    game: G,
    memo: HashMap<G::State, Entry<G::Value>>,
}

impl<G: Game> Minimax<G> {
    /// A search of `game` with nothing searched yet.
    pub fn new(game: G) -> Self {
        Minimax { game, memo: HashMap::new() }
    }

    /// The value of `state` under best play: the maximiser picks the move of highest
    /// [`Game::through`] value, the minimiser the lowest, a state without moves is worth its
    /// [`Game::final_value`]. `None` iff a cycle is reachable from `state` (a play that can go
    /// on for ever); states searched before the cycle was met stay remembered.
    ///
    /// # Complexity
    /// O((states + moves) x hashing) over the states reachable and not yet known; memory for
    /// those states plus the moves of one path.
    ///
    /// # Example
    /// ```
    /// use snippets::minimax::{Game, Minimax};
    /// // A pile of n; take 1 or 2, scoring what you take; the maximiser moves first.
    /// struct Take;
    /// impl Game for Take {
    ///     type State = (u64, bool); // stones left, maximiser to move
    ///     type Move = u64;
    ///     type Value = i128;
    ///     fn maximiser_to_move(&self, s: &(u64, bool)) -> bool { s.1 }
    ///     fn moves(&self, s: &(u64, bool), moves: &mut Vec<(u64, (u64, bool))>) {
    ///         for take in 1..=s.0.min(2) {
    ///             moves.push((take, (s.0 - take, !s.1)));
    ///         }
    ///     }
    ///     fn final_value(&self, _: &(u64, bool)) -> i128 { 0 }
    ///     fn through(&self, s: &(u64, bool), take: &u64, after: i128) -> i128 {
    ///         if s.1 { after + *take as i128 } else { after - *take as i128 }
    ///     }
    /// }
    /// let mut search = Minimax::new(Take);
    /// assert_eq!(search.value(&(0, true)), Some(0)); // edge: no move at all
    /// assert_eq!(search.value(&(3, true)), Some(1)); // take 2, the other takes 1
    /// assert_eq!(search.best_move(&(3, true)), Some(2));
    /// // An explicit stack: a play of 100,000 moves, no recursion.
    /// assert_eq!(search.value(&(100_000, true)), Some(0));
    /// ```
    pub fn value(&mut self, state: &G::State) -> Option<G::Value> {
        if let Some(Entry::Done(value, _)) = self.memo.get(state) {
            return Some(value.clone());
        }
        let mut stack: Vec<Frame<G>> = vec![self.open(state.clone())];
        loop {
            let frame = stack.last_mut().expect("the root is on the stack");
            if frame.next < frame.moves.len() {
                let index = frame.next;
                let child = &frame.moves[index].1;
                match self.memo.get(child) {
                    Some(Entry::Done(after, _)) => {
                        let value =
                            self.game.through(&frame.state, &frame.moves[index].0, after.clone());
                        let maximiser = self.game.maximiser_to_move(&frame.state);
                        better(&mut frame.best, value, index, maximiser);
                        frame.next += 1;
                        if frame
                            .best
                            .as_ref()
                            .is_some_and(|(best, _)| self.game.decisive(&frame.state, best))
                        {
                            frame.next = frame.moves.len();
                        }
                    }
                    Some(Entry::Searching) => {
                        for frame in stack {
                            self.memo.remove(&frame.state);
                        }
                        return None;
                    }
                    None => {
                        let child = child.clone();
                        stack.push(self.open(child));
                    }
                }
            } else {
                let frame = stack.pop().expect("the frame just read");
                let (value, best) = match frame.best {
                    Some(best) => best,
                    None => (self.game.final_value(&frame.state), usize::MAX),
                };
                self.memo.insert(frame.state, Entry::Done(value.clone(), best));
                if stack.is_empty() {
                    return Some(value);
                }
            }
        }
    }

    /// A best move at `state` (the first, in [`Game::moves`] order, of those of best value):
    /// `None` when `state` has no moves or a cycle is reachable from it.
    ///
    /// # Complexity
    /// As [`Minimax::value`], then one call of [`Game::moves`].
    ///
    /// # Example
    /// See [`Minimax::value`].
    pub fn best_move(&mut self, state: &G::State) -> Option<G::Move> {
        self.value(state)?;
        let Some(Entry::Done(_, best)) = self.memo.get(state) else { return None };
        let best = *best;
        let mut moves = Vec::new();
        self.game.moves(state, &mut moves);
        moves.into_iter().nth(best).map(|(chosen, _)| chosen)
    }

    /// The game searched.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// A frame for `state`, marked as being searched.
    fn open(&mut self, state: G::State) -> Frame<G> {
        let mut moves = Vec::new();
        self.game.moves(&state, &mut moves);
        self.memo.insert(state.clone(), Entry::Searching);
        Frame { state, moves, next: 0, best: None }
    }
}

/// Keeps in `best` the better of it and `(value, index)` for the player to move: strictly
/// better only, so the first best move stays.
fn better<V: Ord>(best: &mut Option<(V, usize)>, value: V, index: usize, maximiser: bool) {
    let replace = match best {
        None => true,
        Some((old, _)) => {
            if maximiser {
                value > *old
            } else {
                value < *old
            }
        }
    };
    if replace {
        *best = Some((value, index));
    }
}

/// The value and best move of every mask of a game over `n <= 20` items ([`solve_masks`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaskTable<V> {
    values: Vec<V>,
    best: Vec<u32>,
}

impl<V: Clone> MaskTable<V> {
    /// The value of `mask` under best play.
    pub fn value(&self, mask: u32) -> V {
        self.values[mask as usize].clone()
    }

    /// The mask a best move at `mask` leads to (the first of best value in [`Game::moves`]
    /// order); `None` when `mask` has no moves.
    pub fn best_move(&self, mask: u32) -> Option<u32> {
        let best = self.best[mask as usize];
        (best != u32::MAX).then_some(best)
    }
}

/// Minimax over every mask `0..2^n` of a game whose states are masks of `n <= 20` items and
/// whose every move leads to a smaller mask (it removes items, or the caller's encoding makes
/// it so): the masks in increasing order, each after all its successors. The best move is
/// kept as the mask it leads to.
///
/// `None` when `n > 20` or a move leads to a mask not below its own (the order would not
/// hold; moves after a [`Game::decisive`] one are not looked at).
///
/// # Complexity
/// O(2^n x moves per mask), memory 2^n values and 2^n masks.
///
/// # Example
/// ```
/// use snippets::minimax::{solve_masks, Game, Outcome};
/// // Remove two adjacent coins of a row of n; whoever cannot move loses.
/// struct Row(u32);
/// impl Game for Row {
///     type State = u32;
///     type Move = ();
///     type Value = Outcome;
///     fn maximiser_to_move(&self, mask: &u32) -> bool {
///         (self.0 - mask.count_ones()) % 4 == 0 // an even number of moves made
///     }
///     fn moves(&self, mask: &u32, moves: &mut Vec<((), u32)>) {
///         for i in 0..self.0 {
///             if mask >> i & 3 == 3 {
///                 moves.push(((), mask & !(3 << i)));
///             }
///         }
///     }
///     fn final_value(&self, mask: &u32) -> Outcome {
///         if self.maximiser_to_move(mask) { Outcome::Loss } else { Outcome::Win }
///     }
/// }
/// let table = solve_masks(&Row(4), 4).unwrap();
/// assert_eq!(table.value(0b1111), Outcome::Win); // take the middle two
/// assert_eq!(table.best_move(0b1111), Some(0b1001));
/// assert_eq!(solve_masks(&Row(0), 0).unwrap().value(0), Outcome::Loss); // edge: n = 0
/// assert!(solve_masks(&Row(21), 21).is_none()); // edge: past 20 items
/// ```
pub fn solve_masks<G: Game<State = u32>>(game: &G, n: u32) -> Option<MaskTable<G::Value>> {
    if n > 20 {
        return None;
    }
    let size = 1u32 << n;
    let mut values: Vec<G::Value> = Vec::with_capacity(size as usize);
    let mut best_masks = Vec::with_capacity(size as usize);
    let mut moves = Vec::new();
    for mask in 0..size {
        moves.clear();
        game.moves(&mask, &mut moves);
        let maximiser = game.maximiser_to_move(&mask);
        let mut best: Option<(G::Value, usize)> = None;
        for (index, (chosen, next)) in moves.iter().enumerate() {
            if *next >= mask {
                return None;
            }
            let value = game.through(&mask, chosen, values[*next as usize].clone());
            better(&mut best, value, index, maximiser);
            if best.as_ref().is_some_and(|(best, _)| game.decisive(&mask, best)) {
                break;
            }
        }
        match best {
            Some((value, index)) => {
                values.push(value);
                best_masks.push(moves[index].1);
            }
            None => {
                values.push(game.final_value(&mask));
                best_masks.push(u32::MAX);
            }
        }
    }
    Some(MaskTable { values, best: best_masks })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// A random game on states `0..size`: each state's owner, its moves `(label, target,
    /// points)` and its final value. Acyclic unless `back_edge`.
    #[derive(Clone, Debug)]
    struct RandomGame<V> {
        owner_max: Vec<bool>,
        edges: Vec<Vec<(u32, u32, i64)>>,
        finals: Vec<V>,
        scored: bool,
    }

    /// `2^bits` states, edges from a state to a smaller one (so they are masks too).
    fn random_game<V>(
        rng: &mut Rng,
        bits: u32,
        scored: bool,
        final_value: impl Fn(&mut Rng) -> V,
    ) -> RandomGame<V> {
        let size: u32 = 1 << bits;
        let mut edges = Vec::new();
        for state in 0..size {
            let mut out = Vec::new();
            if state > 0 {
                for label in 0..rng.below_or_equal(3) as u32 {
                    let target = rng.below_or_equal(u64::from(state) - 1) as u32;
                    let points = rng.below_or_equal(10) as i64 - 5;
                    out.push((label, target, points));
                }
            }
            edges.push(out);
        }
        RandomGame {
            owner_max: (0..size).map(|_| rng.below_or_equal(1) == 1).collect(),
            edges,
            finals: (0..size).map(|_| final_value(rng)).collect(),
            scored,
        }
    }

    impl Game for RandomGame<i128> {
        type State = u32;
        type Move = u32;
        type Value = i128;
        fn maximiser_to_move(&self, s: &u32) -> bool {
            self.owner_max[*s as usize]
        }
        fn moves(&self, s: &u32, moves: &mut Vec<(u32, u32)>) {
            moves.extend(self.edges[*s as usize].iter().map(|&(label, target, _)| (label, target)));
        }
        fn final_value(&self, s: &u32) -> i128 {
            self.finals[*s as usize]
        }
        fn through(&self, s: &u32, label: &u32, after: i128) -> i128 {
            let points = self.edges[*s as usize][*label as usize].2;
            if self.scored {
                after + i128::from(points)
            } else {
                after
            }
        }
    }

    impl Game for RandomGame<Outcome> {
        type State = u32;
        type Move = u32;
        type Value = Outcome;
        fn maximiser_to_move(&self, s: &u32) -> bool {
            self.owner_max[*s as usize]
        }
        fn moves(&self, s: &u32, moves: &mut Vec<(u32, u32)>) {
            moves.extend(self.edges[*s as usize].iter().map(|&(label, target, _)| (label, target)));
        }
        fn final_value(&self, s: &u32) -> Outcome {
            self.finals[*s as usize]
        }
        /// The cut-off, checked by the outcome sweep: a win for the player to move.
        fn decisive(&self, s: &u32, value: &Outcome) -> bool {
            *value == if self.owner_max[*s as usize] { Outcome::Win } else { Outcome::Loss }
        }
    }

    /// The oracle: every play followed to its end, by recursion, no memo.
    fn plain_score(game: &RandomGame<i128>, state: u32) -> i128 {
        let edges = &game.edges[state as usize];
        if edges.is_empty() {
            return game.finals[state as usize];
        }
        let values = edges.iter().map(|&(_, target, points)| {
            plain_score(game, target) + if game.scored { i128::from(points) } else { 0 }
        });
        if game.owner_max[state as usize] {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    /// The oracle for outcomes: Win = 1, Draw = 0, Loss = -1 as plain integers.
    fn plain_outcome(game: &RandomGame<Outcome>, state: u32) -> i32 {
        let edges = &game.edges[state as usize];
        if edges.is_empty() {
            return match game.finals[state as usize] {
                Outcome::Loss => -1,
                Outcome::Draw => 0,
                Outcome::Win => 1,
            };
        }
        let values = edges.iter().map(|&(_, target, _)| plain_outcome(game, target));
        if game.owner_max[state as usize] {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    }

    fn as_integer(outcome: Outcome) -> i32 {
        match outcome {
            Outcome::Loss => -1,
            Outcome::Draw => 0,
            Outcome::Win => 1,
        }
    }

    #[test]
    fn scores_against_a_plain_search_on_every_state() {
        let mut rng = Rng::new(42);
        for round in 0..3000 {
            let bits = rng.below_or_equal(3) as u32;
            let (size, scored) = (1 << bits, round % 2 == 0);
            let game =
                random_game(&mut rng, bits, scored, |rng| rng.below_or_equal(20) as i128 - 10);
            let table = solve_masks(&game, bits).expect("moves go down");
            let mut search = Minimax::new(game.clone());
            for state in 0..size {
                let expected = plain_score(&game, state);
                assert_eq!(search.value(&state), Some(expected), "state {state} of {game:?}");
                assert_eq!(table.value(state), expected, "mask {state} of {game:?}");
                // The best move reaches the value.
                if let Some(label) = search.best_move(&state) {
                    let (_, target, points) = game.edges[state as usize][label as usize];
                    let through =
                        plain_score(&game, target) + if scored { i128::from(points) } else { 0 };
                    assert_eq!(through, expected, "best move {label} at {state} of {game:?}");
                } else {
                    assert!(game.edges[state as usize].is_empty(), "state {state} of {game:?}");
                }
            }
        }
    }

    #[test]
    fn outcomes_against_a_plain_search_on_every_state() {
        let mut rng = Rng::new(7);
        for _ in 0..3000 {
            let bits = rng.below_or_equal(3) as u32;
            let size = 1 << bits;
            let game = random_game(&mut rng, bits, false, |rng| match rng.below_or_equal(2) {
                0 => Outcome::Loss,
                1 => Outcome::Draw,
                _ => Outcome::Win,
            });
            let table = solve_masks(&game, bits);
            let mut search = Minimax::new(game.clone());
            for state in 0..size {
                let expected = plain_outcome(&game, state);
                let value = search.value(&state).expect("acyclic");
                assert_eq!(as_integer(value), expected, "state {state} of {game:?}");
                let table = table.as_ref().expect("moves go down");
                assert_eq!(as_integer(table.value(state)), expected, "mask {state} of {game:?}");
                match table.best_move(state) {
                    Some(next) => assert_eq!(plain_outcome(&game, next), expected, "mask {state}"),
                    None => assert!(game.edges[state as usize].is_empty(), "mask {state}"),
                }
            }
        }
    }

    #[test]
    fn cycles_are_found_and_forgotten() {
        let mut rng = Rng::new(3);
        for _ in 0..500 {
            let bits = 1 + rng.below_or_equal(2) as u32;
            let size = 1 << bits;
            let mut game = random_game(&mut rng, bits, true, |rng| rng.below_or_equal(5) as i128);
            // A back edge from the bottom of a chain 0 <- 1 <- ... to the top.
            for state in 0..size {
                let edges = &mut game.edges[state as usize];
                let target = if state == 0 { size - 1 } else { state - 1 };
                edges.push((edges.len() as u32, target, 0));
            }
            let mut search = Minimax::new(game.clone());
            for state in 0..size {
                assert_eq!(search.value(&state), None, "state {state} of {game:?}");
                assert_eq!(search.best_move(&state), None, "state {state} of {game:?}");
            }
            // Moves up are not allowed in the bitmask form.
            assert!(solve_masks(&game, bits).is_none(), "{game:?}");
        }
    }

    #[test]
    fn edge_values() {
        // i64 extremes summed in i128.
        let game = RandomGame {
            owner_max: vec![true, true, true, true],
            edges: vec![
                vec![],
                vec![(0, 0, i64::MAX)],
                vec![(0, 1, i64::MAX), (1, 0, i64::MIN)],
                vec![],
            ],
            finals: vec![i128::from(i64::MAX), 0, 0, 0],
            scored: true,
        };
        let mut search = Minimax::new(game.clone());
        assert_eq!(search.value(&2), Some(3 * i128::from(i64::MAX)));
        assert_eq!(search.best_move(&2), Some(0));
        assert_eq!(search.best_move(&0), None);
        assert_eq!(solve_masks(&game, 2).unwrap().value(2), 3 * i128::from(i64::MAX));
        // Ties keep the first move.
        let tie = RandomGame {
            owner_max: vec![false, false],
            edges: vec![vec![], vec![(0, 0, 0), (1, 0, 0)]],
            finals: vec![Outcome::Draw, Outcome::Win],
            scored: false,
        };
        assert_eq!(Minimax::new(tie.clone()).best_move(&1), Some(0));
        assert_eq!(solve_masks(&tie, 1).unwrap().best_move(1), Some(0));
        // Twenty items: 2^20 masks, each with one move down.
        struct Chain;
        impl Game for Chain {
            type State = u32;
            type Move = ();
            type Value = i64;
            fn maximiser_to_move(&self, _: &u32) -> bool {
                true
            }
            fn moves(&self, mask: &u32, moves: &mut Vec<((), u32)>) {
                if *mask > 0 {
                    moves.push(((), mask - 1));
                }
            }
            fn final_value(&self, _: &u32) -> i64 {
                0
            }
            fn through(&self, _: &u32, _: &(), after: i64) -> i64 {
                after + 1
            }
        }
        let table = solve_masks(&Chain, 20).unwrap();
        assert_eq!(table.value((1 << 20) - 1), (1 << 20) - 1);
        assert!(solve_masks(&Chain, 21).is_none());
        assert_eq!(Minimax::new(Chain).value(&((1 << 20) - 1)), Some((1 << 20) - 1));
    }
}
