//! Nim with takes in a range (AtCoder ABC297 G, "Constrained Nim 2"): a move removes between
//! `low` and `high` stones (inclusive) from one heap; normal play.
//!
//! A heap of `x` is worth `floor((x mod (low + high)) / low)`: the values of `0..low + high`
//! are `low` zeros, `low` ones, and so on, the last block cut short at `low + high`, and then
//! they repeat (official editorial). With `low > high` no move exists and every heap is worth
//! `0`; `low = 0` would allow taking nothing, a game that need not end, and has no value.
//!
//! Depends on: nothing.
//!
//! Verified: every heap below 200 for every `1 <= low <= 6`, `0 <= high <= 10` against a
//! game-tree search (a mex over every take); on seeded random heaps, `low` and `high` to
//! `u64::MAX`, the value against the mex of the values one take away (the search's own
//! recursion, checked at large magnitude); sums against the XOR of the values; edge values
//! (`0`, `1`, `u64::MAX` for every argument, `low + high` past `u64::MAX`).

/// Returns the Grundy value of a heap of `heap` when a move removes `low..=high` stones:
/// `floor((heap mod (low + high)) / low)`, `0` when `low > high` (no move), `None` when
/// `low = 0` (not a game). `low + high` may pass `u64::MAX`: the heap is then its own
/// remainder.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::range_nim::grundy_value;
/// let values: Vec<u64> = (0..8).map(|x| grundy_value(x, 2, 3).unwrap()).collect();
/// assert_eq!(values, [0, 0, 1, 1, 2, 0, 0, 1]); // period 5
/// assert_eq!(grundy_value(u64::MAX, 1, u64::MAX), Some(u64::MAX)); // plain Nim
/// assert_eq!(grundy_value(u64::MAX, u64::MAX, u64::MAX), Some(1));
/// assert_eq!(grundy_value(7, 3, 2), Some(0)); // no move at all
/// assert_eq!(grundy_value(7, 0, 2), None);
/// ```
pub fn grundy_value(heap: u64, low: u64, high: u64) -> Option<u64> {
    if low == 0 {
        return None;
    }
    if low > high {
        return Some(0);
    }
    let remainder = match low.checked_add(high) {
        Some(period) => heap % period,
        None => heap, // low + high > u64::MAX >= heap
    };
    Some(remainder / low)
}

/// Returns `true` iff the player to move wins the sum of `heaps` when a move removes
/// `low..=high` stones from one heap (the XOR of the [`grundy_value`]s is not `0`); `None`
/// when `low = 0`.
///
/// # Complexity
/// O(heaps.len())
///
/// # Example
/// ```
/// use snippets::range_nim::first_player_wins;
/// assert_eq!(first_player_wins(&[2, 3, 3], 1, 2), Some(true));
/// assert_eq!(first_player_wins(&[3, 1, 4, 1, 5], 1, 1), Some(false));
/// assert_eq!(first_player_wins(&[], 1, 1), Some(false));
/// assert_eq!(first_player_wins(&[u64::MAX], u64::MAX, u64::MAX), Some(true));
/// assert_eq!(first_player_wins(&[1], 0, 1), None);
/// ```
pub fn first_player_wins(heaps: &[u64], low: u64, high: u64) -> Option<bool> {
    if low == 0 {
        return None;
    }
    let mut sum = 0;
    for &heap in heaps {
        sum ^= grundy_value(heap, low, high)?;
    }
    Some(sum != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Grundy values of heaps `0..count` by game-tree search: the mex over every take.
    fn brute_values(count: usize, low: usize, high: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::with_capacity(count);
        for x in 0..count {
            let reached: Vec<u64> = (low..=high.min(x)).map(|take| values[x - take]).collect();
            values.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        values
    }

    #[test]
    fn hand_cases() {
        // ABC297 G samples: First, Second, First.
        assert_eq!(first_player_wins(&[2, 3, 3], 1, 2), Some(true));
        assert_eq!(first_player_wins(&[3, 1, 4, 1, 5], 1, 1), Some(false));
        assert_eq!(first_player_wins(&[10, 20, 30, 40, 50, 60, 70], 3, 14), Some(true));
        // Not x mod (low + high): with takes 3..=14, a heap of 5 is worth 1, not 5.
        assert_eq!(grundy_value(5, 3, 14), Some(1));
        assert_eq!(grundy_value(17, 3, 14), Some(0));
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        for low in 1..=6 {
            for high in 0..=10 {
                let brute = brute_values(200, low, high);
                for (x, &value) in brute.iter().enumerate() {
                    let got = grundy_value(x as u64, low as u64, high as u64);
                    assert_eq!(got, Some(value), "heap={x} low={low} high={high}");
                }
            }
        }
    }

    #[test]
    fn seeded_random_against_the_mex_one_take_away() {
        let mut rng = Rng::new(297);
        for _ in 0..20_000 {
            let reach = if rng.below_or_equal(1) == 0 { 20 } else { 500 };
            let low = 1 + rng.below_or_equal(reach);
            let high = low + rng.below_or_equal(300);
            let heap = rng.any_magnitude();
            let value = grundy_value(heap, low, high).unwrap();
            let reached: Vec<u64> = (low..=high.min(heap))
                .map(|take| grundy_value(heap - take, low, high).unwrap())
                .collect();
            let mex = (0..).find(|v| !reached.contains(v)).unwrap();
            assert_eq!(value, mex, "heap={heap} low={low} high={high}");
        }
        for _ in 0..20_000 {
            let (low, high) = (rng.any_magnitude().max(1), rng.any_magnitude());
            let heaps: Vec<u64> = (0..rng.below_or_equal(5)).map(|_| rng.any_magnitude()).collect();
            let sum = heaps.iter().fold(0, |sum, &h| sum ^ grundy_value(h, low, high).unwrap());
            let wins = first_player_wins(&heaps, low, high);
            assert_eq!(wins, Some(sum != 0), "heaps={heaps:?} low={low} high={high}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        let cases = [
            // (heap, low, high, value)
            (0, 1, 1, Some(0)),
            (0, max, max, Some(0)),
            (1, 1, 1, Some(1)),
            (2, 1, 1, Some(0)),
            (max, 1, 1, Some(1)),
            (max, 1, max, Some(max)),
            (max, max, max, Some(1)),
            (max - 1, max, max, Some(0)),
            (max, 2, max - 2, Some(0)), // period u64::MAX
            (max - 1, 2, max - 2, Some((max - 1) / 2)),
            (max, max, 1, Some(0)),
            (max, 0, max, None),
            (0, 0, 0, None),
            (max, 1, 0, Some(0)),
        ];
        for (heap, low, high, value) in cases {
            assert_eq!(grundy_value(heap, low, high), value, "heap={heap} low={low} high={high}");
        }
        assert_eq!(first_player_wins(&[max, max], max, max), Some(false));
        assert_eq!(first_player_wins(&[], 0, 0), None);
    }
}
