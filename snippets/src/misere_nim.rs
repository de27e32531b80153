//! Misère Nim: Nim where the player who takes the last stone loses (so the player to move on
//! empty piles wins: the opponent just took the last stone).
//!
//! Depends on: `crate::anti_sg` (misère Nim is the anti-SG rule on heaps worth their size).
//!
//! Verified: exhaustive against a game-tree search for every position of up to 4 piles of at
//! most 8; edge values `0`, `1`, `u64::MAX`.

/// Returns `true` iff the player to move wins misère Nim on `piles`.
///
/// Bouton's rule with one exception: while every pile holds at most one stone, the player to
/// move wins iff the number of one-stone piles is even; otherwise iff the nim-sum is not `0`.
/// That is the anti-SG rule for heaps worth their size: [`crate::anti_sg::first_player_wins`].
///
/// # Complexity
/// O(piles.len())
///
/// # Example
/// ```
/// use snippets::misere_nim::first_player_wins;
/// assert!(!first_player_wins(&[1])); // must take the last stone
/// assert!(first_player_wins(&[1, 1]));
/// assert!(first_player_wins(&[])); // the opponent took the last stone
/// assert!(first_player_wins(&[u64::MAX]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    crate::anti_sg::first_player_wins(piles.iter().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::all_positions;
    use std::collections::HashMap;

    /// Game-tree search: with no stones left the player to move wins (the other one took the
    /// last); otherwise a position wins iff some move leaves a losing one.
    fn brute_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut wins = piles.iter().all(|&pile| pile == 0);
        for index in 0..piles.len() {
            for left in 0..piles[index] {
                let mut next = piles.to_vec();
                next[index] = left;
                wins |= !brute_wins(&next, memo);
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn hand_cases() {
        assert!(!first_player_wins(&[1, 1, 1]));
        assert!(first_player_wins(&[2]));
        assert!(first_player_wins(&[1, 1, 1, 2]));
        assert!(!first_player_wins(&[2, 2]));
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let mut memo = HashMap::new();
        let positions = all_positions(4, 8);
        assert_eq!(positions.len(), 1 + 9 + 81 + 729 + 6561);
        for piles in positions {
            let brute = brute_wins(&piles, &mut memo);
            assert_eq!(first_player_wins(&piles), brute, "piles={piles:?}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert!(first_player_wins(&[0, 0]));
        assert!(!first_player_wins(&[0, 1]));
        assert!(first_player_wins(&[max, 1]));
        assert!(!first_player_wins(&[max, max]));
        assert!(first_player_wins(&[max, max, 1]));
        assert!(!first_player_wins(&[max, max - 1, 1]));
    }
}
