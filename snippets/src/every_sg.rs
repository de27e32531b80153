//! Every-SG: several games played at once, and each turn the player moves in every game that
//! is not over; whoever makes the last move wins. A sum like this is not decided by Grundy
//! values but by how long each game lasts when the side that wins it hurries and the side
//! that loses it stalls: its step count.
//!
//! `step(v) = 0` if `v` has no move; `max { step(u) : u an option, step(u) even } + 1` if some
//! option has an even step (`v` wins, and its player makes the win last); otherwise
//! `min { step(u) } + 1` (`v` loses, and its player ends it as soon as it can). Odd steps win.
//! The game with the largest step count ends last, so the player to move wins the sum iff the
//! largest step is odd.
//!
//! The worked case is the Euclid-like game of HDU 3595: two piles `x <= y`, a move takes a
//! positive multiple of `x` from `y` (leaving at least 0); a game with an empty pile is over.
//! With `y = q x + r`, the options are `(r, x)` and `(x, r + j x)` for `1 <= j < q`, and the
//! step is `step(r, x) + 1` when `q = 1`, else the least odd number above `step(r, x)`: a
//! fold over Euclid's quotients (run forward, two numbers of state), exact for every `u64`.
//!
//! Depends on: nothing.
//!
//! Verified: the Euclid game's steps against [`step_from_options`] applied to its real moves
//! for every `x, y <= 80`; who wins against a game-tree search of the simultaneous game
//! itself (a move is one move in every unfinished game) for every position of up to three
//! games with piles up to 7 (two games up to 12), and the same for sums of subtraction games
//! through [`step_from_options`]; on seeded random `u64` piles, the parity of the step against
//! the golden-ratio rule for who wins one game (Cole and Davie), and the step itself against
//! the fold of the list of quotients from the last; edge values.

/// Returns the step count of a position whose options have the step counts `option_steps`:
/// `0` without options; one more than the largest even one if there is an even one (the
/// position wins, and the winner plays it long); else one more than the smallest (the
/// position loses, and the loser ends it soon).
///
/// # Complexity
/// O(number of options)
///
/// # Example
/// ```
/// use snippets::every_sg::step_from_options;
/// assert_eq!(step_from_options([]), 0);
/// assert_eq!(step_from_options([0, 2, 1]), 3);
/// assert_eq!(step_from_options([1, 3]), 2);
/// assert_eq!(step_from_options([usize::MAX]), usize::MAX); // saturates
/// ```
pub fn step_from_options<I: IntoIterator<Item = usize>>(option_steps: I) -> usize {
    let (mut largest_even, mut smallest) = (None::<usize>, None::<usize>);
    for step in option_steps {
        if step % 2 == 0 {
            largest_even = Some(largest_even.map_or(step, |e| e.max(step)));
        }
        smallest = Some(smallest.map_or(step, |s| s.min(step)));
    }
    match (largest_even, smallest) {
        (Some(even), _) => even.saturating_add(1),
        (None, Some(odd)) => odd.saturating_add(1),
        (None, None) => 0,
    }
}

/// Returns `true` iff the player to move wins the simultaneous sum of games with step counts
/// `steps`: iff the largest is odd (`false` when no game can move).
///
/// # Complexity
/// O(steps.len())
///
/// # Example
/// ```
/// use snippets::every_sg::first_player_wins;
/// assert!(first_player_wins(&[2, 5, 1]));
/// assert!(!first_player_wins(&[3, 4]));
/// assert!(!first_player_wins(&[]));
/// assert!(first_player_wins(&[usize::MAX]));
/// ```
pub fn first_player_wins(steps: &[usize]) -> bool {
    steps.iter().max().is_some_and(|&largest| largest % 2 == 1)
}

/// Returns the step count of HDU 3595's game on piles `(x, y)` (in either order): `0` if a
/// pile is empty; else folded over Euclid's quotients from the last: `s + 1` for a quotient
/// of 1, the least odd number above `s` for a larger one. Odd iff the player to move wins
/// this game alone.
///
/// The fold runs forward, in the order Euclid's algorithm yields the quotients, with no list
/// of them: both maps move `s` by an amount that depends only on the parity of `s`, and so
/// does any composition of them, so the composition of the maps of the quotients seen so far
/// is two numbers, what it adds to an even `s` and to an odd one (the step is the first,
/// applied to `s = 0`). Each quotient costs one remainder and no branch on its value.
///
/// # Complexity
/// O(log min(x, y)): one remainder per quotient of Euclid's algorithm (at most 93 for `u64`);
/// no allocation.
///
/// # Example
/// ```
/// use snippets::every_sg::euclid_game_step;
/// assert_eq!(euclid_game_step(3, 3), 1); // take 3, the game is over
/// assert_eq!(euclid_game_step(2, 3), 2); // forced: (1, 2), then (1, 1) is won
/// assert_eq!(euclid_game_step(0, 5), 0);
/// assert_eq!(euclid_game_step(u64::MAX, 1), 1);
/// assert_eq!(euclid_game_step(u64::MAX, u64::MAX - 1), 2);
/// ```
pub fn euclid_game_step(x: u64, y: u64) -> usize {
    let (mut small, mut large) = (x.min(y), x.max(y));
    // The maps of the quotients so far, composed (the first quotient's map outermost): they
    // add `to_even` to an even `s` and `to_odd` to an odd one. Composing one more map `f`
    // inside: `s + 1` is odd for even `s` and even for odd `s`, so a quotient of 1 gives
    // (to_odd + 1, to_even + 1); the least odd number above `s` is `s + 1` or `s + 2`, odd
    // either way, so a larger quotient gives (to_odd + 1, to_odd + 2).
    let (mut to_even, mut to_odd) = (0usize, 0usize);
    while small > 0 {
        let quotient_is_one = large - small < small;
        let next_to_odd = if quotient_is_one { to_even + 1 } else { to_odd + 2 };
        (to_even, to_odd) = (to_odd + 1, next_to_odd);
        (small, large) = (large % small, small);
    }
    to_even
}

/// Returns `true` iff the player to move wins HDU 3595: the games `(x, y)` of `games` played
/// at once, a move in every unfinished game each turn: iff the largest
/// [`euclid_game_step`] is odd. Any iterator of pairs, so that piles read flat need no list
/// of pairs first.
///
/// # Complexity
/// O(sum of log min(x, y))
///
/// # Example
/// ```
/// use snippets::every_sg::euclid_games_first_player_wins;
/// assert!(!euclid_games_first_player_wins([(3, 3), (2, 3)])); // steps 1, 2
/// assert!(euclid_games_first_player_wins(vec![(1, 5)]));
/// assert!(!euclid_games_first_player_wins([]));
/// assert!(euclid_games_first_player_wins([(u64::MAX, 1), (0, u64::MAX)]));
/// let flat = [2, 3, 3, 5]; // (2, 3) and (3, 5): steps 2, 3
/// assert!(euclid_games_first_player_wins(flat.chunks_exact(2).map(|g| (g[0], g[1]))));
/// ```
pub fn euclid_games_first_player_wins<I: IntoIterator<Item = (u64, u64)>>(games: I) -> bool {
    games
        .into_iter()
        .map(|(x, y)| euclid_game_step(x, y))
        .max()
        .is_some_and(|largest| largest % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{all_positions, Rng};
    use std::collections::HashMap;

    /// The positions one move of the Euclid game reaches from `(x, y)`, sorted pairs.
    fn euclid_options(x: u64, y: u64) -> Vec<(u64, u64)> {
        let (small, large) = (x.min(y), x.max(y));
        if small == 0 {
            return Vec::new();
        }
        (1..=large / small)
            .map(|k| {
                let left = large - k * small;
                (left.min(small), left.max(small))
            })
            .collect()
    }

    /// The simultaneous game played out: a position is a list of component positions; a
    /// move picks one option in every component that has any; with none anywhere, the player
    /// to move has lost.
    fn simultaneous_wins<P: Clone + Ord + std::hash::Hash>(
        position: &[P],
        options: &dyn Fn(&P) -> Vec<P>,
        memo: &mut HashMap<Vec<P>, bool>,
    ) -> bool {
        let mut key = position.to_vec();
        key.sort();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let per_game: Vec<Vec<P>> = key
            .iter()
            .map(|game| {
                let moves = options(game);
                if moves.is_empty() {
                    vec![game.clone()] // over: it stays as it is
                } else {
                    moves
                }
            })
            .collect();
        let any_move = key.iter().any(|game| !options(game).is_empty());
        let mut wins = false;
        if any_move {
            // Every combination of one choice per game.
            let mut choice = vec![0usize; per_game.len()];
            'combinations: loop {
                let next: Vec<P> =
                    choice.iter().zip(&per_game).map(|(&c, moves)| moves[c].clone()).collect();
                if !simultaneous_wins(&next, options, memo) {
                    wins = true;
                    break;
                }
                for digit in 0..choice.len() {
                    choice[digit] += 1;
                    if choice[digit] < per_game[digit].len() {
                        continue 'combinations;
                    }
                    choice[digit] = 0;
                }
                break;
            }
        }
        memo.insert(key, wins);
        wins
    }

    /// Steps by [`step_from_options`] over the real moves, memoised.
    fn searched_step(x: u64, y: u64, memo: &mut HashMap<(u64, u64), usize>) -> usize {
        let key = (x.min(y), x.max(y));
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let options: Vec<usize> =
            euclid_options(x, y).into_iter().map(|(a, b)| searched_step(a, b, memo)).collect();
        let step = step_from_options(options);
        memo.insert(key, step);
        step
    }

    #[test]
    fn hand_cases() {
        assert_eq!(euclid_game_step(1, 1), 1);
        assert_eq!(euclid_game_step(1, 2), 1);
        assert_eq!(euclid_game_step(2, 3), 2);
        assert_eq!(euclid_game_step(3, 5), 3); // (2, 3) forced, then forced (1, 2), won
        assert_eq!(euclid_game_step(5, 8), 4);
        assert!(!euclid_games_first_player_wins([(2, 3), (1, 1)])); // 2 beats 1: loses
        assert!(euclid_games_first_player_wins([(3, 5), (2, 3)]));
    }

    #[test]
    fn steps_against_the_step_rule_on_real_moves() {
        let mut memo = HashMap::new();
        for x in 0..=80 {
            for y in 0..=80 {
                assert_eq!(euclid_game_step(x, y), searched_step(x, y, &mut memo), "x={x} y={y}");
            }
        }
    }

    #[test]
    fn euclid_sums_against_the_simultaneous_game() {
        let options = |&(x, y): &(u64, u64)| euclid_options(x, y);
        let mut memo = HashMap::new();
        for (games, max) in [(2, 12), (3, 7)] {
            let piles: Vec<(u64, u64)> =
                (0..=max).flat_map(|x| (x..=max).map(move |y| (x, y))).collect();
            for choice in all_positions(games, piles.len() as u64 - 1) {
                let position: Vec<(u64, u64)> = choice.iter().map(|&i| piles[i as usize]).collect();
                let brute = simultaneous_wins(&position, &options, &mut memo);
                assert_eq!(
                    euclid_games_first_player_wins(position.iter().copied()),
                    brute,
                    "games={position:?}"
                );
            }
        }
    }

    #[test]
    fn subtraction_sums_against_the_simultaneous_game() {
        // Take 1, 2 or 5 from one pile: steps through step_from_options, then who wins.
        let takes = [1u64, 2, 5];
        let options =
            |&n: &u64| -> Vec<u64> { takes.iter().filter(|&&t| t <= n).map(|&t| n - t).collect() };
        let mut steps: Vec<usize> = Vec::new();
        for n in 0..=12u64 {
            let step = step_from_options(options(&n).into_iter().map(|m| steps[m as usize]));
            steps.push(step);
        }
        let mut memo = HashMap::new();
        for position in all_positions(3, 12) {
            let brute = simultaneous_wins(&position, &options, &mut memo);
            let position_steps: Vec<usize> = position.iter().map(|&n| steps[n as usize]).collect();
            assert_eq!(first_player_wins(&position_steps), brute, "piles={position:?}");
        }
    }

    #[test]
    fn seeded_random_parity_against_the_golden_ratio() {
        // One game alone: the player to move wins iff x == y or y > phi x (for x <= y), that
        // is y (y - x) > x^2.
        let mut rng = Rng::new(3595);
        for _ in 0..20_000 {
            let (a, b) = (rng.any_magnitude().max(1), rng.any_magnitude().max(1));
            let (x, y) = (a.min(b) as u128, a.max(b) as u128);
            let wins = x == y || y * (y - x) > x * x;
            assert_eq!(euclid_game_step(a, b) % 2 == 1, wins, "a={a} b={b}");
        }
    }

    /// The step the backward way: the list of Euclid's quotients, then folded from the last
    /// (one more for a quotient of 1, the least odd number above for a larger one).
    fn backward_fold_step(x: u64, y: u64) -> usize {
        let (mut small, mut large) = (x.min(y), x.max(y));
        let mut quotients = Vec::new();
        while small > 0 {
            quotients.push(large / small);
            (small, large) = (large % small, small);
        }
        quotients.iter().rev().fold(0, |step, &quotient| {
            if quotient == 1 || step % 2 == 0 {
                step + 1
            } else {
                step + 2
            }
        })
    }

    #[test]
    fn seeded_random_steps_against_the_backward_fold() {
        // Random magnitudes, and pairs near a ratio of consecutive Fibonacci numbers (long
        // runs of quotient 1, then larger ones).
        let mut rng = Rng::new(35950);
        for round in 0..50_000 {
            let (x, y) = if round % 2 == 0 {
                (rng.any_magnitude(), rng.any_magnitude())
            } else {
                let x = rng.any_magnitude() / 2;
                let y = (x as u128 * 1_618_033_988 / 1_000_000_000) as u64;
                (x, y.wrapping_add(rng.below_or_equal(8)))
            };
            assert_eq!(euclid_game_step(x, y), backward_fold_step(x, y), "x={x} y={y}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(euclid_game_step(0, 0), 0);
        assert_eq!(euclid_game_step(max, 0), 0);
        assert_eq!(euclid_game_step(max, max), 1);
        assert_eq!(euclid_game_step(1, max), 1);
        assert_eq!(euclid_game_step(max - 1, max), 2); // q = 1, then (1, max - 1): q large
                                                       // Consecutive Fibonacci numbers: every quotient 1, the longest game below 2^64.
        let (mut a, mut b) = (1u64, 2u64);
        while let Some(c) = a.checked_add(b) {
            (a, b) = (b, c);
        }
        assert_eq!(euclid_game_step(a, b), 91);
        assert_eq!(step_from_options([0, usize::MAX - 1]), usize::MAX);
        assert!(!first_player_wins(&[0, 0]));
    }
}
