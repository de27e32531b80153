//! Multi-SG: games whose moves may split a heap into several heaps. A move that leaves heaps
//! `h1, h2, ...` in place of one heap leaves a sum of games, worth `g(h1) ^ g(h2) ^ ...`, so a
//! heap is worth the mex of those XORs over its moves.
//!
//! Lasker's Nim (HDU 3032): a move takes any positive number from one heap, or splits a heap
//! into two non-empty heaps. Its values have a closed form with period 4:
//! `g(4k) = 4k - 1`, `g(4k + 1) = 4k + 1`, `g(4k + 2) = 4k + 2`, `g(4k + 3) = 4k + 4` (and
//! `g(0) = 0`).
//!
//! Nim with a split into three (HDU 5795): a move takes from one heap, or splits it into three
//! non-empty heaps; period 8: `g(8k) = 8k - 1`, `g(8k + 7) = 8k + 8`, else `g(n) = n`.
//!
//! Depends on: nothing.
//!
//! Verified: the closed form against [`split_game_values`] for every heap below 2000, and
//! both against a game-tree search over multisets of heaps (a position wins iff some move,
//! take or split, leaves a losing one) for every position of up to 3 heaps of at most 7;
//! [`split_game_values`] also on Grundy's game (split into two unequal heaps) against the same
//! kind of search; the closed form on seeded random heaps to `u64::MAX` against its period;
//! [`lasker_first_player_wins`] on seeded random lists of heaps to `u64::MAX` against the
//! `u128` XOR of [`lasker_value`], and on lists completed to a loss by the heap worth that
//! XOR; the split-into-three values against [`split_game_values`] for every heap below 300,
//! and the sum against the game-tree search on every position of up to 2 heaps of at most 8;
//! edge values.

/// Returns the Grundy value of a heap of `heap` in Lasker's Nim: `heap - 1` if `heap % 4 == 0`
/// (and `0` for `0`), `heap` if `heap % 4` is `1` or `2`, `heap + 1` if `heap % 4 == 3`.
/// `u128`, since `u64::MAX` is worth `2^64`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::multi_sg::lasker_value;
/// assert_eq!(lasker_value(3), 4);
/// assert_eq!(lasker_value(4), 3);
/// assert_eq!(lasker_value(0), 0);
/// assert_eq!(lasker_value(u64::MAX), 1 << 64);
/// ```
pub fn lasker_value(heap: u64) -> u128 {
    let heap = heap as u128;
    match heap % 4 {
        0 => heap.saturating_sub(1),
        3 => heap + 1,
        _ => heap,
    }
}

/// Returns `true` iff the player to move wins Lasker's Nim on `heaps`: iff the XOR of the
/// heaps' [`lasker_value`]s is not `0`.
///
/// A heap `h >= 1` is worth `h - 1 + (h % 4 + 1) / 2`, which is arithmetic, not a choice: the
/// loop ([`LaskerSum::add`]) has no branch. In 64 bits it wraps at both ends, and the parity of
/// those heaps is kept instead: `u64::MAX` (worth `2^64`, the only value with bit 64) and `0`
/// (worth `0`, but `u64::MAX` in the formula).
///
/// # Complexity
/// O(heaps.len())
///
/// # Example
/// ```
/// use snippets::multi_sg::lasker_first_player_wins;
/// assert!(lasker_first_player_wins(&[2, 2, 3]));
/// assert!(!lasker_first_player_wins(&[3, 3]));
/// assert!(!lasker_first_player_wins(&[]));
/// assert!(lasker_first_player_wins(&[u64::MAX, 1 << 63]));
/// ```
pub fn lasker_first_player_wins(heaps: &[u64]) -> bool {
    let mut sum = LaskerSum::default();
    for &heap in heaps {
        sum.add(heap);
    }
    sum.first_player_wins()
}

/// A sum of heaps of Lasker's Nim, a heap at a time: what [`lasker_first_player_wins`]
/// computes, without keeping the heaps (a program adds each as it reads it).
///
/// # Example
/// ```
/// use snippets::multi_sg::LaskerSum;
/// let mut sum = LaskerSum::default();
/// for heap in [3, 3, 0, u64::MAX] {
///     sum.add(heap);
/// }
/// assert!(sum.first_player_wins());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaskerSum {
    /// Bits 0..64 of the XOR, as if a heap of 0 were worth `u64::MAX`.
    low: u64,
    /// Whether an odd number of heaps were 0 (each flipped every bit of `low`).
    zeros: bool,
    /// Bit 64 of the XOR: whether an odd number of heaps were `u64::MAX`.
    high: bool,
}

impl LaskerSum {
    /// Adds a heap of `heap` to the sum; branch-free.
    ///
    /// # Complexity
    /// O(1)
    #[inline]
    pub fn add(&mut self, heap: u64) {
        self.low ^= heap.wrapping_sub(1).wrapping_add(((heap & 3) + 1) >> 1);
        self.zeros ^= heap == 0;
        self.high ^= heap == u64::MAX;
    }

    /// Returns `true` iff the player to move wins on the heaps added so far.
    ///
    /// # Complexity
    /// O(1)
    pub fn first_player_wins(self) -> bool {
        let low = if self.zeros { !self.low } else { self.low };
        low != 0 || self.high
    }
}

/// Returns the Grundy value of a heap of `heap` in Nim where a move may instead split a heap
/// into three non-empty heaps (HDU 5795): `heap - 1` if `heap % 8 == 0` (and `0` for `0`),
/// `heap + 1` if `heap % 8 == 7`, else `heap`. `u128`, since `u64::MAX` is worth `2^64`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::multi_sg::split_three_value;
/// assert_eq!(split_three_value(7), 8);
/// assert_eq!(split_three_value(8), 7);
/// assert_eq!(split_three_value(0), 0);
/// assert_eq!(split_three_value(u64::MAX), 1 << 64);
/// ```
pub fn split_three_value(heap: u64) -> u128 {
    let heap = heap as u128;
    match heap % 8 {
        0 => heap.saturating_sub(1),
        7 => heap + 1,
        _ => heap,
    }
}

/// Returns `true` iff the player to move wins Nim with splits into three on `heaps`: iff the
/// XOR of their [`split_three_value`]s is not `0` (in `u128`).
///
/// # Complexity
/// O(heaps.len())
///
/// # Example
/// ```
/// use snippets::multi_sg::split_three_first_player_wins;
/// assert!(!split_three_first_player_wins(&[4, 4])); // HDU 5795's sample
/// assert!(split_three_first_player_wins(&[1, 2, 4]));
/// assert!(!split_three_first_player_wins(&[]));
/// assert!(split_three_first_player_wins(&[u64::MAX, 1 << 63]));
/// ```
pub fn split_three_first_player_wins(heaps: &[u64]) -> bool {
    let mut sum = SplitThreeSum::default();
    for &heap in heaps {
        sum.add(heap);
    }
    sum.first_player_wins()
}

/// A sum of heaps of Nim with splits into three, a heap at a time: what
/// [`split_three_first_player_wins`] computes, without keeping the heaps (a program adds each
/// as it reads it).
///
/// # Example
/// ```
/// use snippets::multi_sg::SplitThreeSum;
/// let mut sum = SplitThreeSum::default();
/// for heap in [4, 4, u64::MAX] {
///     sum.add(heap);
/// }
/// assert!(sum.first_player_wins());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SplitThreeSum {
    /// Bits 0..64 of the XOR of the values: `u64::MAX`, worth `2^64`, adds `0` here.
    low: u64,
    /// Bit 64 of the XOR: whether an odd number of heaps were `u64::MAX`.
    high: bool,
}

impl SplitThreeSum {
    /// Adds a heap of `heap` to the sum; branch-free, so that random heaps mispredict nothing.
    ///
    /// # Complexity
    /// O(1)
    #[inline]
    pub fn add(&mut self, heap: u64) {
        let (up, down) = (heap % 8 == 7, heap % 8 == 0 && heap != 0);
        self.low ^= heap.wrapping_add(u64::from(up)).wrapping_sub(u64::from(down));
        self.high ^= heap == u64::MAX;
    }

    /// Returns `true` iff the player to move wins on the heaps added so far.
    ///
    /// # Complexity
    /// O(1)
    pub fn first_player_wins(self) -> bool {
        self.low != 0 || self.high
    }
}

/// Returns the Grundy values of heaps `0..count` of a game where a move replaces one heap of
/// `n` by the heaps of one of the lists `moves(n)` (an empty list: the heap is gone; `[k]`:
/// `k` are left; `[a, b]`: split in two). A heap is worth the mex of the XORs of the values of
/// the lists. A list holding a heap not below `n` is ignored (the game must end).
///
/// # Complexity
/// O(total length of the lists for all heaps below `count`) time, O(count) memory besides.
///
/// # Example
/// ```
/// use snippets::multi_sg::split_game_values;
/// // Lasker's Nim: take any number, or split in two.
/// let lasker = |n: usize| {
///     let takes = (0..n).map(|k| vec![k]);
///     let splits = (1..=n / 2).map(move |a| vec![a, n - a]);
///     takes.chain(splits).collect()
/// };
/// assert_eq!(split_game_values(9, lasker), vec![0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(split_game_values(0, |_| vec![]), vec![]);
/// ```
pub fn split_game_values<F: Fn(usize) -> Vec<Vec<usize>>>(count: usize, moves: F) -> Vec<usize> {
    let mut values: Vec<usize> = Vec::with_capacity(count);
    for n in 0..count {
        let lists = moves(n);
        let mut reached = vec![false; lists.len() + 1];
        for list in &lists {
            if list.iter().all(|&heap| heap < n) {
                let sum = list.iter().fold(0, |sum, &heap| sum ^ values[heap]);
                if let Some(slot) = reached.get_mut(sum) {
                    *slot = true;
                }
            }
        }
        values.push(reached.iter().position(|&seen| !seen).unwrap_or(reached.len()));
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{all_positions, Rng};
    use std::collections::HashMap;

    /// The moves of Lasker's Nim from a heap of `n`, as lists of heaps left.
    fn lasker_moves(n: usize) -> Vec<Vec<usize>> {
        let takes = (0..n).map(|k| vec![k]);
        let splits = (1..=n / 2).map(|a| vec![a, n - a]);
        takes.chain(splits).collect()
    }

    /// Game-tree search over multisets of heaps: a position wins iff some move on one heap
    /// (`split` lists what one heap may become) leaves a losing position.
    fn brute_wins(
        heaps: &[usize],
        split: &dyn Fn(usize) -> Vec<Vec<usize>>,
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = false;
        'search: for index in 0..key.len() {
            for replacement in split(key[index]) {
                let mut next = key.clone();
                next.remove(index);
                next.extend(replacement);
                if !brute_wins(&next, split, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn hand_cases() {
        // HDU 3032's sample.
        assert!(lasker_first_player_wins(&[2, 2, 3]));
        assert!(!lasker_first_player_wins(&[3, 3]));
        let first: Vec<u128> = (0..12).map(lasker_value).collect();
        assert_eq!(first, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12]);
        // Grundy's game (split a heap into two unequal heaps): 0 0 0 1 0 2 1 0 2 1 0 2 1 3.
        let grundy_game =
            split_game_values(14, |n| (1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect());
        assert_eq!(grundy_game, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
    }

    #[test]
    fn closed_form_against_the_split_search() {
        let values = split_game_values(2000, lasker_moves);
        for (heap, &value) in values.iter().enumerate() {
            assert_eq!(lasker_value(heap as u64), value as u128, "heap={heap}");
        }
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        let values = split_game_values(8, lasker_moves);
        let grundy_game =
            |n: usize| -> Vec<Vec<usize>> { (1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect() };
        let grundy_values = split_game_values(8, grundy_game);
        let (mut lasker_memo, mut grundy_memo) = (HashMap::new(), HashMap::new());
        for heaps in all_positions(3, 7) {
            let heaps: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
            let wide: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
            let brute = brute_wins(&heaps, &lasker_moves, &mut lasker_memo);
            assert_eq!(lasker_first_player_wins(&wide), brute, "heaps={heaps:?}");
            let search = heaps.iter().fold(0, |sum, &h| sum ^ values[h]);
            assert_eq!(search != 0, brute, "heaps={heaps:?}");
            let brute = brute_wins(&heaps, &grundy_game, &mut grundy_memo);
            let search = heaps.iter().fold(0, |sum, &h| sum ^ grundy_values[h]);
            assert_eq!(search != 0, brute, "Grundy's game heaps={heaps:?}");
        }
    }

    #[test]
    fn seeded_random_bijection() {
        // The values swap 4k + 3 and 4k + 4 and fix the rest: a bijection, so two heaps lose
        // iff they are equal, and a value is within one of its heap.
        let mut rng = Rng::new(3032);
        for _ in 0..20_000 {
            let a = rng.any_magnitude();
            let b = if rng.below_or_equal(3) == 0 { a } else { rng.any_magnitude() };
            assert_eq!(lasker_first_player_wins(&[a, b]), a != b, "a={a} b={b}");
            let value = lasker_value(a);
            assert!(value.abs_diff(a as u128) <= 1, "a={a}");
            assert_eq!(lasker_value(a - a % 4 + 3), a as u128 - a as u128 % 4 + 4, "a={a}");
        }
    }

    /// The heap worth `value` (the values are a bijection), found through [`lasker_value`].
    fn heap_worth(value: u128) -> Option<u64> {
        let near = [value.checked_sub(1), Some(value), value.checked_add(1)];
        near.into_iter()
            .flatten()
            .filter_map(|heap| u64::try_from(heap).ok())
            .find(|&heap| lasker_value(heap) == value)
    }

    #[test]
    fn seeded_random_sums_against_the_wide_xor() {
        // Heaps of every residue mod 4, 0 and u64::MAX among them; each list as drawn (wins
        // iff the u128 XOR of the values is not 0), then completed to a losing list by the
        // heap worth that XOR, then with that heap one off (a bijection: wins again).
        let mut rng = Rng::new(30320);
        let mut losing = 0;
        for _ in 0..20_000 {
            let count = rng.below_or_equal(6) as usize;
            let mut heaps: Vec<u64> = (0..count)
                .map(|_| match rng.below_or_equal(5) {
                    0 => 0,
                    1 => u64::MAX - rng.below_or_equal(4),
                    _ => rng.any_magnitude(),
                })
                .collect();
            let sum = heaps.iter().fold(0u128, |sum, &h| sum ^ lasker_value(h));
            assert_eq!(lasker_first_player_wins(&heaps), sum != 0, "heaps={heaps:?}");
            let Some(last) = heap_worth(sum) else {
                continue;
            };
            heaps.push(last);
            assert!(!lasker_first_player_wins(&heaps), "heaps={heaps:?}");
            losing += 1;
            let other = if last == 0 { 1 } else { last - 1 };
            *heaps.last_mut().unwrap() = other;
            assert!(lasker_first_player_wins(&heaps), "heaps={heaps:?}");
        }
        assert!(losing > 10_000, "losing={losing}");
    }

    /// The moves of Nim with splits into three from a heap of `n`: take any number, or
    /// split into `a <= b <= c`, all non-empty.
    fn split_three_moves(n: usize) -> Vec<Vec<usize>> {
        let mut moves: Vec<Vec<usize>> = (0..n).map(|k| vec![k]).collect();
        for a in 1..=n / 3 {
            for b in a..=(n - a) / 2 {
                moves.push(vec![a, b, n - a - b]);
            }
        }
        moves
    }

    #[test]
    fn split_three_against_the_split_search() {
        let values = split_game_values(300, split_three_moves);
        for (heap, &value) in values.iter().enumerate() {
            assert_eq!(split_three_value(heap as u64), value as u128, "heap={heap}");
        }
        let mut memo = HashMap::new();
        for heaps in all_positions(2, 8) {
            let heaps: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
            let wide: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
            let brute = brute_wins(&heaps, &split_three_moves, &mut memo);
            assert_eq!(split_three_first_player_wins(&wide), brute, "heaps={heaps:?}");
        }
        let mut rng = Rng::new(5795);
        for _ in 0..20_000 {
            let a = rng.any_magnitude();
            let value = split_three_value(a);
            assert!(value.abs_diff(a as u128) <= 1, "a={a}");
            assert!(!split_three_first_player_wins(&[a, a]), "a={a}");
            let b = if rng.below_or_equal(3) == 0 { u64::MAX } else { rng.any_magnitude() };
            let list = [a, b, rng.below_or_equal(20)];
            let wide = list.iter().fold(0u128, |sum, &h| sum ^ split_three_value(h));
            assert_eq!(split_three_first_player_wins(&list), wide != 0, "{list:?}");
        }
        assert_eq!(split_three_value(u64::MAX), 1 << 64);
        assert_eq!(split_three_value(u64::MAX - 7), u64::MAX as u128 - 8);
        assert!(split_three_first_player_wins(&[u64::MAX, u64::MAX - 1]));
        assert!(!split_three_first_player_wins(&[u64::MAX, u64::MAX]));
        assert!(split_three_first_player_wins(&[u64::MAX, u64::MAX, u64::MAX]));
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(lasker_value(max), 1 << 64);
        assert_eq!(lasker_value(max - 1), max as u128 - 1);
        assert_eq!(lasker_value(max - 2), max as u128 - 2);
        assert_eq!(lasker_value(max - 3), max as u128 - 4);
        assert_eq!(lasker_value(1), 1);
        assert!(lasker_first_player_wins(&[max]));
        assert!(!lasker_first_player_wins(&[0, 0]));
        assert!(!lasker_first_player_wins(&[max, max]));
        assert!(lasker_first_player_wins(&[max, max, max]));
        assert!(!lasker_first_player_wins(&[max, max]));
        assert!(!lasker_first_player_wins(&[0, 0]));
        assert_eq!(split_game_values(3, |_| vec![vec![usize::MAX]]), [0, 0, 0]);
    }
}
