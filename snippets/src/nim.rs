//! Nim: several piles; a move removes any positive number of stones from one pile; normal
//! play, so the player who takes the last stone wins.
//!
//! Nim in other clothes: pieces on a line that move any positive distance toward `0` (HDU
//! 1849) are piles of their distances; listing the winning moves pile by pile in input order
//! (HDU 2176) is [`winning_moves`].
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search for every position of up to 4 piles of at
//! most 12, including the set of winning moves; seeded random properties up to `u64::MAX`;
//! edge values `0`, `1`, `u64::MAX`.

/// Returns the nim-sum (bitwise XOR) of the pile sizes; `0` for no piles.
///
/// # Complexity
/// O(piles.len())
///
/// # Example
/// ```
/// use snippets::nim::nim_sum;
/// assert_eq!(nim_sum(&[5, 7, 9]), 11);
/// assert_eq!(nim_sum(&[]), 0);
/// assert_eq!(nim_sum(&[u64::MAX, 1]), u64::MAX - 1);
/// ```
pub fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |sum, &pile| sum ^ pile)
}

/// Returns `true` iff the player to move wins Nim on `piles`: iff the nim-sum is not `0`
/// (Bouton's theorem).
///
/// # Complexity
/// O(piles.len())
///
/// # Example
/// ```
/// use snippets::nim::first_player_wins;
/// assert!(first_player_wins(&[5, 7, 9]));
/// assert!(!first_player_wins(&[1, 2, 3]));
/// assert!(!first_player_wins(&[])); // nothing to take
/// assert!(!first_player_wins(&[u64::MAX, u64::MAX]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Returns every winning move from `piles` as `(pile index, stones left in that pile)`, in
/// increasing pile index; empty iff the player to move loses.
///
/// A move on pile `i` wins iff it leaves `piles[i] ^ s` stones, where `s` is the nim-sum, and
/// that is fewer than there are; so each pile has at most one winning move.
///
/// # Complexity
/// O(piles.len())
///
/// # Example
/// ```
/// use snippets::nim::winning_moves;
/// assert_eq!(winning_moves(&[5, 7, 9]), vec![(2, 2)]); // leave 5 ^ 7 = 2 in the last pile
/// assert_eq!(winning_moves(&[3, 3]), vec![]);
/// assert_eq!(winning_moves(&[0, u64::MAX]), vec![(1, 0)]);
/// ```
pub fn winning_moves(piles: &[u64]) -> Vec<(usize, u64)> {
    let sum = nim_sum(piles);
    piles
        .iter()
        .enumerate()
        .filter_map(|(index, &pile)| winning_left(pile, sum).map(|left| (index, left)))
        .collect()
}

/// Returns how many different moves win from `piles` (HDU 1850): the number of piles `p`
/// with `p ^ s < p`, where `s` is the nim-sum; `0` iff the player to move loses.
///
/// # Complexity
/// O(piles.len()), no allocation.
///
/// # Example
/// ```
/// use snippets::nim::count_winning_moves;
/// assert_eq!(count_winning_moves(&[5, 7, 9]), 1);
/// assert_eq!(count_winning_moves(&[1, 1, 1]), 3);
/// assert_eq!(count_winning_moves(&[u64::MAX, u64::MAX]), 0);
/// ```
pub fn count_winning_moves(piles: &[u64]) -> usize {
    let sum = nim_sum(piles);
    piles.iter().filter(|&&pile| winning_left(pile, sum).is_some()).count()
}

/// The size a pile of `pile` stones must be left at to win when the nim-sum is `sum`, if that
/// is a legal move.
fn winning_left(pile: u64, sum: u64) -> Option<u64> {
    let left = pile ^ sum;
    (left < pile).then_some(left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{all_positions, Rng};
    use std::collections::HashMap;

    /// Game-tree search: a position wins iff some move leaves a losing one. Memoised on the
    /// sorted piles, since the order of piles does not change who wins.
    fn brute_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = !brute_winning_moves(piles, memo).is_empty();
        memo.insert(key, wins);
        wins
    }

    /// Every move `(pile index, stones left)` that leaves a losing position, in increasing
    /// pile index, then increasing stones left.
    fn brute_winning_moves(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> Vec<(usize, u64)> {
        let mut moves = Vec::new();
        for index in 0..piles.len() {
            for left in 0..piles[index] {
                let mut next = piles.to_vec();
                next[index] = left;
                if !brute_wins(&next, memo) {
                    moves.push((index, left));
                }
            }
        }
        moves
    }

    #[test]
    fn hand_cases() {
        // HDU 1850 sample: 5 7 9 has exactly one winning move.
        assert_eq!(count_winning_moves(&[5, 7, 9]), 1);
        assert_eq!(winning_moves(&[1, 2, 3]), vec![]);
        assert_eq!(winning_moves(&[1, 2, 4]), vec![(2, 3)]);
        assert_eq!(winning_moves(&[7]), vec![(0, 0)]);
        // HDU 2176 sample: one line per winning pile, in input order.
        assert_eq!(winning_moves(&[45, 45]), vec![]);
        assert_eq!(winning_moves(&[3, 6, 9]), vec![(2, 5)]);
        assert_eq!(winning_moves(&[5, 7, 8, 9, 10]), vec![(2, 1), (3, 0), (4, 3)]);
        // HDU 1849 sample: pieces at 3 5 win, at 3 5 6 lose.
        assert!(first_player_wins(&[3, 5]));
        assert!(!first_player_wins(&[3, 5, 6]));
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let mut memo = HashMap::new();
        let positions = all_positions(4, 12);
        assert_eq!(positions.len(), 1 + 13 + 13 * 13 + 13 * 13 * 13 + 13 * 13 * 13 * 13);
        for piles in positions {
            let brute = brute_winning_moves(&piles, &mut memo);
            assert_eq!(winning_moves(&piles), brute, "piles={piles:?}");
            assert_eq!(count_winning_moves(&piles), brute.len(), "piles={piles:?}");
            assert_eq!(first_player_wins(&piles), !brute.is_empty(), "piles={piles:?}");
        }
    }

    #[test]
    fn seeded_random_properties() {
        let mut rng = Rng::new(1850);
        for _ in 0..20_000 {
            let count = rng.below_or_equal(8) as usize;
            let piles: Vec<u64> = (0..count).map(|_| rng.any_magnitude()).collect();
            let moves = winning_moves(&piles);
            assert_eq!(moves.is_empty(), !first_player_wins(&piles), "piles={piles:?}");
            assert_eq!(count_winning_moves(&piles), moves.len(), "piles={piles:?}");
            for (index, left) in moves {
                assert!(left < piles[index], "piles={piles:?} move=({index}, {left})");
                let mut next = piles.clone();
                next[index] = left;
                assert_eq!(nim_sum(&next), 0, "piles={piles:?} move=({index}, {left})");
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(nim_sum(&[max, max, max]), max);
        assert_eq!(winning_moves(&[0]), vec![]);
        assert_eq!(winning_moves(&[1]), vec![(0, 0)]);
        assert_eq!(winning_moves(&[max]), vec![(0, 0)]);
        assert_eq!(winning_moves(&[max, 1]), vec![(0, 1)]);
        assert_eq!(winning_moves(&[max, max - 1]), vec![(0, max - 1)]);
        assert_eq!(winning_moves(&[max, 0, max]), vec![]);
        assert_eq!(count_winning_moves(&[1, 1, 1, 1, 1]), 5);
        assert_eq!(count_winning_moves(&[]), 0);
    }
}
