//! Decreasing Game (Codeforces 1839 E, interactive): an array `a`; each round the first
//! player picks `i` with `a[i] > 0` (none: the first player loses), the second player picks
//! `j != i` with `a[j] > 0` (none: the second player loses), and both decrease by
//! `min(a[i], a[j])`. The second player wins iff the array splits into two parts of equal
//! sum: then every reply from the part `i` is not in keeps the two sums equal (both lose the
//! same amount), so the second player always has a reply, and the rounds end. Otherwise any
//! positive `i` wins for the first player: no equal split can appear (the element the round
//! empties could go to the other element's part, and adding the round back would split the
//! array before it). An even sum is not enough (`1 1 4`).
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search over every round for every array of up to
//! 4 values in `0..=6` and 5 values in `0..=4` (who wins; and the strategy, played against
//! every move of the opponent, wins every game it says it wins); the split against every
//! subset for the same arrays and seeded random ones of up to 12 values; seeded random arrays
//! of the statement's size (300 values up to 300) for the split's sums; edge values (empty,
//! zeros, one value, `u64::MAX`).

/// Returns an equal-sum split of `values`: `side[i]` is `true` for the items of one part, the
/// two parts' sums equal (zeros on the `false` side); `None` when there is none (an odd sum
/// included).
///
/// Subset sum by a bitset over the sums `0..=total / 2`, each sum keeping the first item that
/// reached it, so the part is read back by following those items down to 0.
///
/// # Complexity
/// O(n total / 64) time, O(total) memory (8 bytes a sum up to half the total): the caller
/// bounds the total (the statement: n, `a[i] <= 300`, so at most 90,000).
///
/// # Example
/// ```
/// use snippets::decreasing_game::equal_split;
/// assert_eq!(equal_split(&[4, 5, 5, 11, 3, 2]), Some(vec![true, false, false, true, false, false]));
/// assert_eq!(equal_split(&[1, 1, 4]), None); // an even sum is not enough
/// assert_eq!(equal_split(&[]), Some(vec![])); // 0 = 0
/// assert_eq!(equal_split(&[u64::MAX]), None);
/// ```
pub fn equal_split(values: &[u64]) -> Option<Vec<bool>> {
    let total: u128 = values.iter().map(|&v| u128::from(v)).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = usize::try_from(total / 2).expect("half the total fits memory");
    let words = half / 64 + 1;
    // The bits above `half` in the last word are never set.
    let last_mask = u64::MAX >> (63 - half % 64);
    let mut reach = vec![0u64; words];
    reach[0] = 1;
    let mut first = vec![usize::MAX; half + 1];
    for (item, &value) in values.iter().enumerate() {
        if value == 0 || value > half as u64 {
            continue;
        }
        let (skip, bits) = (value as usize / 64, value as usize % 64);
        // From the top word down: every word read below `w` is still the old one.
        for w in (skip..words).rev() {
            let mut shifted = reach[w - skip] << bits;
            if bits > 0 && w > skip {
                shifted |= reach[w - skip - 1] >> (64 - bits);
            }
            let mut fresh = shifted & !reach[w];
            if w == words - 1 {
                fresh &= last_mask;
            }
            reach[w] |= fresh;
            while fresh != 0 {
                first[w * 64 + fresh.trailing_zeros() as usize] = item;
                fresh &= fresh - 1;
            }
        }
        if first[half] != usize::MAX {
            break;
        }
    }
    if reach[half / 64] >> (half % 64) & 1 == 0 {
        return None;
    }
    let mut side = vec![false; values.len()];
    let mut sum = half;
    while sum > 0 {
        let item = first[sum];
        side[item] = true;
        sum -= values[item] as usize;
    }
    Some(side)
}

/// The game from the side of the player who means to win it: [`DecreasingGame::first_player_wins`]
/// picks the side, then [`DecreasingGame::first_move`] or [`DecreasingGame::reply`] each
/// round, and [`DecreasingGame::play`] plays the round. Indices from 0.
pub struct DecreasingGame {
    values: Vec<u64>,
    /// The equal split of the values at the start, if any: kept equal by the second player.
    side: Option<Vec<bool>>,
}

impl DecreasingGame {
    /// The game on `values`, its equal split computed once ([`equal_split`]).
    ///
    /// # Complexity
    /// As [`equal_split`].
    ///
    /// # Example
    /// ```
    /// use snippets::decreasing_game::DecreasingGame;
    /// assert!(DecreasingGame::new(vec![10, 4, 6, 3]).first_player_wins());
    /// assert!(!DecreasingGame::new(vec![4, 5, 5, 11, 3, 2]).first_player_wins());
    /// assert!(DecreasingGame::new(vec![u64::MAX]).first_player_wins());
    /// assert!(!DecreasingGame::new(vec![]).first_player_wins()); // no move for the first
    /// ```
    pub fn new(values: Vec<u64>) -> Self {
        let side = equal_split(&values);
        DecreasingGame { values, side }
    }

    /// Returns `true` iff the first player wins from the start: the values have no equal
    /// split.
    ///
    /// # Complexity
    /// O(1)
    pub fn first_player_wins(&self) -> bool {
        self.side.is_none()
    }

    /// The values now.
    ///
    /// # Complexity
    /// O(1)
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// The first player's move: the first index with a positive value (any wins when the
    /// first player wins); `None` when every value is 0.
    ///
    /// # Complexity
    /// O(n)
    ///
    /// # Example
    /// ```
    /// use snippets::decreasing_game::DecreasingGame;
    /// assert_eq!(DecreasingGame::new(vec![0, 3, 1]).first_move(), Some(1));
    /// assert_eq!(DecreasingGame::new(vec![0, 0]).first_move(), None);
    /// ```
    pub fn first_move(&self) -> Option<usize> {
        self.values.iter().position(|&v| v > 0)
    }

    /// The second player's reply to `i`: the first index with a positive value in the other
    /// part of the equal split than `i`; `None` when there is no split, `i` is out of range,
    /// or the other part is empty (only after rounds the split did not decide).
    ///
    /// # Complexity
    /// O(n)
    ///
    /// # Example
    /// ```
    /// use snippets::decreasing_game::DecreasingGame;
    /// let mut game = DecreasingGame::new(vec![1, 4, 2, 3]); // {1, 4} and {2, 3}
    /// assert_eq!(game.reply(1), Some(2)); // not 0, the first positive: 3 2 3 has no split
    /// assert!(game.play(1, 2));
    /// assert_eq!(game.values(), &[1, 2, 0, 3]);
    /// assert_eq!(DecreasingGame::new(vec![u64::MAX]).reply(0), None);
    /// ```
    pub fn reply(&self, i: usize) -> Option<usize> {
        let side = self.side.as_ref()?;
        let part = *side.get(i)?;
        (0..self.values.len()).find(|&j| side[j] != part && self.values[j] > 0)
    }

    /// Plays the round `(i, j)`: both values decrease by the smaller. Returns `false` and
    /// changes nothing when the round is not legal: `i == j`, an index out of range or a value
    /// of 0.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::decreasing_game::DecreasingGame;
    /// let mut game = DecreasingGame::new(vec![10, 4, 6, 3]);
    /// assert!(game.play(0, 2) && game.values() == [4, 4, 0, 3]);
    /// assert!(!game.play(2, 1) && !game.play(1, 1) && !game.play(1, 4));
    /// ```
    pub fn play(&mut self, i: usize, j: usize) -> bool {
        let legal = i != j
            && self.values.get(i).is_some_and(|&v| v > 0)
            && self.values.get(j).is_some_and(|&v| v > 0);
        if legal {
            let low = self.values[i].min(self.values[j]);
            self.values[i] -= low;
            self.values[j] -= low;
        }
        legal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// Whether the first player wins from `values` (sorted: the order does not matter), by
    /// trying every round, memoised.
    fn search(values: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = values.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let n = values.len();
        let wins = (0..n).filter(|&i| values[i] > 0).any(|i| {
            (0..n).filter(|&j| j != i && values[j] > 0).all(|j| {
                let mut next = values.to_vec();
                let low = next[i].min(next[j]);
                next[i] -= low;
                next[j] -= low;
                search(&next, memo)
            })
        });
        memo.insert(key, wins);
        wins
    }

    /// Whether some subset sums to half the total, by trying every subset.
    fn splits(values: &[u64]) -> bool {
        let total: u64 = values.iter().sum();
        (0u32..1 << values.len()).any(|mask| {
            let part: u64 =
                (0..values.len()).filter(|&i| mask >> i & 1 == 1).map(|i| values[i]).sum();
            2 * part == total
        })
    }

    fn check_split(values: &[u64]) {
        match equal_split(values) {
            Some(side) => {
                let sum = |want: bool| -> u128 {
                    (0..values.len())
                        .filter(|&i| side[i] == want)
                        .map(|i| u128::from(values[i]))
                        .sum()
                };
                assert_eq!(side.len(), values.len(), "{values:?}");
                assert_eq!(sum(true), sum(false), "{values:?} {side:?}");
            }
            None => assert!(!splits(values), "{values:?}: a split was missed"),
        }
    }

    /// Plays the snippet's strategy for the side it picks against every move of the
    /// opponent: `true` iff it wins every game.
    fn strategy_always_wins(game: &DecreasingGame, first: bool) -> bool {
        let n = game.values().len();
        if first {
            let Some(i) = game.first_move() else { return false };
            let replies: Vec<usize> = (0..n).filter(|&j| j != i && game.values()[j] > 0).collect();
            replies.iter().all(|&j| {
                let mut next =
                    DecreasingGame { values: game.values.clone(), side: game.side.clone() };
                assert!(next.play(i, j));
                strategy_always_wins(&next, true)
            })
        } else {
            (0..n).filter(|&i| game.values()[i] > 0).all(|i| {
                let Some(j) = game.reply(i) else { return false };
                let mut next =
                    DecreasingGame { values: game.values.clone(), side: game.side.clone() };
                next.play(i, j) && strategy_always_wins(&next, false)
            })
        }
    }

    /// Every array of `length` values in `0..=max`.
    fn arrays(length: usize, max: u64) -> Vec<Vec<u64>> {
        let mut all = vec![vec![]];
        for _ in 0..length {
            all = all
                .into_iter()
                .flat_map(|a| (0..=max).map(move |v| [a.clone(), vec![v]].concat()))
                .collect();
        }
        all
    }

    #[test]
    fn hand_cases() {
        // The statement's samples: First on 10 4 6 3 (odd sum), Second on 4 5 5 11 3 2.
        assert!(DecreasingGame::new(vec![10, 4, 6, 3]).first_player_wins());
        assert!(!DecreasingGame::new(vec![4, 5, 5, 11, 3, 2]).first_player_wins());
        assert!(DecreasingGame::new(vec![1, 1, 4]).first_player_wins());
        assert!(DecreasingGame::new(vec![7]).first_player_wins()); // n = 1
        assert!(!DecreasingGame::new(vec![3, 3]).first_player_wins());
    }

    #[test]
    fn sweep_against_search() {
        let mut memo = HashMap::new();
        for (length, max) in [(1, 6), (2, 6), (3, 6), (4, 6), (5, 4)] {
            for values in arrays(length, max) {
                check_split(&values);
                let game = DecreasingGame::new(values.clone());
                let first = search(&values, &mut memo);
                assert_eq!(game.first_player_wins(), first, "{values:?}");
                assert!(strategy_always_wins(&game, first), "{values:?} first={first}");
            }
        }
    }

    #[test]
    fn seeded_random_splits() {
        let mut rng = Rng::new(1839);
        for round in 0..3000 {
            let length = 1 + rng.below_or_equal(11) as usize;
            let max = [3, 20, 300][round % 3];
            let values: Vec<u64> = (0..length).map(|_| rng.below_or_equal(max)).collect();
            check_split(&values);
        }
        // The statement's size: the split's sums (no subset search at 300 items).
        for _ in 0..50 {
            let values: Vec<u64> = (0..300).map(|_| 1 + rng.below_or_equal(299)).collect();
            if let Some(side) = equal_split(&values) {
                let part: u64 = (0..300).filter(|&i| side[i]).map(|i| values[i]).sum();
                assert_eq!(2 * part, values.iter().sum::<u64>(), "{values:?}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(equal_split(&[]), Some(vec![]));
        assert_eq!(equal_split(&[0, 0]), Some(vec![false, false]));
        assert_eq!(equal_split(&[u64::MAX, 2]), None); // an odd total: no table built
        assert_eq!(equal_split(&[64, 64]), Some(vec![true, false]));
        assert_eq!(equal_split(&[63, 1, 64]), Some(vec![true, true, false]));
        let game = DecreasingGame::new(vec![0]);
        assert!(!game.first_player_wins() && game.first_move().is_none());
    }
}
