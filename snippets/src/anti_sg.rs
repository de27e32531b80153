//! Anti-SG: misère play of a sum of impartial games (a move is a move in one component; the
//! player who makes the last move loses, so the player who cannot move wins), decided from the
//! components' Grundy values by the Sprague-Grundy-Jia theorem (Jia Zhihao, 2009).
//!
//! The player to move wins iff (the Grundy sum is not `0` and some component is worth more
//! than `1`) or (the sum is `0` and no component is worth more than `1`). Misère Nim is the
//! case where every component is a heap worth its size (`crate::misere_nim`).
//!
//! The theorem assumes the game ends once every component is worth `0`. That changes nothing,
//! and the rule is exact for misère play, when every component position of Grundy value `0`
//! that still has a move has a move to a position of value `1`: true of Nim heaps and rows of
//! HDU 2509 (value `0` only when empty), and of every subtraction game the tests try. Where it
//! fails the rule can be wrong: a position worth `0` whose only move reaches one worth `2`
//! loses alone, and the rule says it wins (the test `the_condition_is_needed`).
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a misère game-tree search over the sums of seven subtraction
//! games: every single game with heaps up to 60, every pair with heaps up to 14, every triple
//! with heaps up to 8 (119 sums, 67,963 positions); against misère Nim
//! (`crate::misere_nim`'s sweep); seeded random positions of up to 6 heaps up to `u64::MAX`
//! against the strategy the proof gives; edge values `0`, `1`, `u64::MAX`.

/// Returns `true` iff the player to move wins the misère sum of components with these Grundy
/// values (values as `u64`, since a Nim heap is worth its size): iff the XOR of the values is
/// not `0` exactly when some value exceeds `1`. With no components, or only `0`s, the player
/// to move wins: the opponent made the last move.
///
/// Exact for misère play under the condition of the module doc (every component position of
/// value `0` that has a move has one to a position of value `1`).
///
/// # Complexity
/// O(number of values)
///
/// # Example
/// ```
/// use snippets::anti_sg::first_player_wins;
/// assert!(first_player_wins([]));
/// assert!(!first_player_wins([1])); // the only move is the last one
/// assert!(first_player_wins([1, 1]));
/// assert!(!first_player_wins([2, 2]));
/// assert!(first_player_wins([u64::MAX, 1, 0]));
/// assert!(!first_player_wins([u64::MAX, u64::MAX]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut sum = 0;
    let mut some_above_one = false;
    for value in values {
        sum ^= value;
        some_above_one |= value > 1;
    }
    (sum != 0) == some_above_one
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    const TAKE_SETS: [&[usize]; 7] =
        [&[1], &[1, 2], &[2, 5], &[1, 3, 4], &[2, 3], &[1, 2, 4, 8], &[3, 4, 7]];

    /// Grundy values of heaps `0..=max` of the subtraction game `takes`, by the definition.
    fn grundy_values(takes: &[usize], max: usize) -> Vec<u64> {
        let mut values = Vec::new();
        for n in 0..=max {
            let reached: Vec<u64> =
                takes.iter().filter(|&&take| take <= n).map(|&take| values[n - take]).collect();
            values.push((0..).find(|v| !reached.contains(v)).expect("finite"));
        }
        values
    }

    /// Misère play of a sum of subtraction games by game-tree search: with no move left the
    /// player to move wins (the opponent moved last); otherwise a position wins iff some move
    /// leaves a losing one.
    fn misere_wins(
        games: &[&[usize]],
        heaps: &mut Vec<usize>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(heaps.as_slice()) {
            return known;
        }
        let mut has_move = false;
        let mut wins = false;
        for index in 0..heaps.len() {
            for &take in games[index] {
                let heap = heaps[index];
                if take <= heap {
                    has_move = true;
                    heaps[index] = heap - take;
                    wins |= !misere_wins(games, heaps, memo);
                    heaps[index] = heap;
                }
            }
        }
        let wins = wins || !has_move;
        memo.insert(heaps.clone(), wins);
        wins
    }

    /// Every non-terminal heap worth `0` has a move to a heap worth `1`: the condition under
    /// which the theorem holds for misère play.
    fn condition_holds(takes: &[usize], values: &[u64]) -> bool {
        (0..values.len()).all(|n| {
            let options: Vec<u64> =
                takes.iter().filter(|&&t| t <= n).map(|&t| values[n - t]).collect();
            values[n] != 0 || options.is_empty() || options.contains(&1)
        })
    }

    /// Checks every position of the sum `games` with heaps up to `max`; returns how many.
    fn check_sum(games: &[&[usize]], max: usize) -> usize {
        let values: Vec<Vec<u64>> = games.iter().map(|g| grundy_values(g, max)).collect();
        for (takes, values) in games.iter().zip(&values) {
            assert!(condition_holds(takes, values), "takes={takes:?}");
        }
        let mut memo = HashMap::new();
        let mut heaps = vec![0; games.len()];
        let mut checked = 0;
        loop {
            let expected = misere_wins(games, &mut heaps, &mut memo);
            let component_values = heaps.iter().zip(&values).map(|(&h, v)| v[h]);
            assert_eq!(
                first_player_wins(component_values),
                expected,
                "games={games:?} heaps={heaps:?}"
            );
            checked += 1;
            // Next position in lexicographic order.
            let Some(index) = heaps.iter().rposition(|&h| h < max) else {
                return checked;
            };
            heaps[index] += 1;
            heaps[index + 1..].iter_mut().for_each(|h| *h = 0);
        }
    }

    #[test]
    fn hand_cases() {
        // Misère Nim (HDU 1907 sample): 3 5 1 wins, a lone 1 loses.
        assert!(first_player_wins([3, 5, 1]));
        assert!(!first_player_wins([1]));
        // HDU 2509 sample: rows 2 2 lose, a row of 3 wins.
        assert!(!first_player_wins([2, 2]));
        assert!(first_player_wins([3]));
        // Odd number of ones and nothing else: lose; add a 2 and the sum is not 0: win.
        assert!(!first_player_wins([1, 1, 1]));
        assert!(first_player_wins([1, 1, 1, 2]));
        assert!(!first_player_wins([1, 2, 3]));
    }

    #[test]
    fn exhaustive_against_misere_search() {
        let mut positions = 0;
        let mut sums = 0;
        for (i, &first) in TAKE_SETS.iter().enumerate() {
            for (j, &second) in TAKE_SETS.iter().enumerate().skip(i) {
                positions += check_sum(&[first, second], 14);
                sums += 1;
                for &third in &TAKE_SETS[j..] {
                    positions += check_sum(&[first, second, third], 8);
                    sums += 1;
                }
            }
        }
        // Single components: heaps up to 60.
        for takes in TAKE_SETS {
            positions += check_sum(&[takes], 60);
            sums += 1;
        }
        assert_eq!(sums, 28 + 84 + 7);
        assert_eq!(positions, 28 * 15 * 15 + 84 * 9 * 9 * 9 + 7 * 61);
    }

    #[test]
    fn the_condition_is_needed() {
        // A component game given by its moves: T (none), A -> T, C -> T or A, D -> C. D is
        // worth 0 and has no move to a position worth 1.
        let moves: [&[usize]; 4] = [&[], &[0], &[0, 1], &[2]];
        let mut values: Vec<u64> = Vec::new();
        let mut misere: Vec<bool> = Vec::new();
        for options in moves {
            let reached: Vec<u64> = options.iter().map(|&o| values[o]).collect();
            values.push((0..).find(|v| !reached.contains(v)).expect("finite"));
            misere.push(options.is_empty() || options.iter().any(|&o| !misere[o]));
        }
        assert_eq!(values, [0, 1, 2, 0]);
        for position in 0..3 {
            assert_eq!(first_player_wins([values[position]]), misere[position], "{position}");
        }
        // D alone: the rule says the player to move wins; the misère search says loses.
        assert!(first_player_wins([values[3]]));
        assert!(!misere[3]);
    }

    #[test]
    fn seeded_random_against_the_strategy() {
        // On Nim heaps (a heap of v reaches every smaller value): from a position the rule
        // calls won, the proof's move reaches one it calls lost; from one it calls lost,
        // sampled moves reach positions it calls won.
        let mut rng = Rng::new(1907);
        for _ in 0..50_000 {
            let count = rng.below_or_equal(6) as usize;
            let heaps: Vec<u64> = (0..count)
                .map(|_| match rng.below_or_equal(2) {
                    0 => rng.below_or_equal(2),
                    _ => rng.any_magnitude(),
                })
                .collect();
            let sum = heaps.iter().fold(0, |s, &h| s ^ h);
            let big: Vec<usize> = (0..count).filter(|&i| heaps[i] > 1).collect();
            let ones = heaps.iter().filter(|&&h| h == 1).count();
            if first_player_wins(heaps.iter().copied()) {
                let mut next = heaps.clone();
                match big.len() {
                    // Only 0s and an even number of 1s: take a 1 (none: no move, a win).
                    0 => match heaps.iter().position(|&h| h == 1) {
                        Some(i) => next[i] = 0,
                        None => continue,
                    },
                    // One big heap: leave 0 or 1 of it so that the ones are odd.
                    1 => next[big[0]] = u64::from(ones % 2 == 0),
                    // Several: the Nim move to a zero sum.
                    _ => {
                        let i = (0..count).find(|&i| heaps[i] ^ sum < heaps[i]);
                        let i = i.expect("a non-zero sum has a Nim move");
                        next[i] = heaps[i] ^ sum;
                    }
                }
                assert!(!first_player_wins(next.iter().copied()), "heaps={heaps:?} next={next:?}");
            } else {
                for (i, &heap) in heaps.iter().enumerate() {
                    if heap > 0 {
                        let mut next = heaps.clone();
                        next[i] = rng.below_or_equal(heap - 1);
                        assert!(
                            first_player_wins(next.iter().copied()),
                            "heaps={heaps:?} next={next:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert!(first_player_wins([0, 0, 0]));
        assert!(!first_player_wins([0, 1]));
        assert!(first_player_wins([max]));
        assert!(first_player_wins([max, 1]));
        assert!(!first_player_wins([max, max]));
        assert!(first_player_wins([max, max, 1]));
        assert!(!first_player_wins([max, max - 1, 1]));
        assert!(!first_player_wins([1; 1001]));
        assert!(first_player_wins([1; 1000]));
    }
}
