//! Everything Nim (Codeforces 1965 A): piles of stones; a move picks `k` from 1 to the
//! smallest nonempty pile and takes `k` from every nonempty pile; who cannot move loses. Only
//! the sorted distinct sizes matter: with `1, 2, ..., k` at their start (the longest such run),
//! the player to move wins iff `k` is odd when the run is all the sizes, and iff `k` is even
//! when a gap follows (the player facing the first gap chooses who must face the rest). Empty
//! piles play no part.
//!
//! Depends on: nothing.
//!
//! Verified: every multiset of up to 5 piles of sizes up to 9 against a game-tree search (win
//! iff some move reaches a loss); edge values at `u64::MAX`.

/// Returns `true` iff the player to move wins Everything Nim on `piles` (zeros are empty
/// piles; no nonempty pile: the player to move loses).
///
/// # Complexity
/// O(n log n) for the sort of a copy of `piles`.
///
/// # Example
/// ```
/// use snippets::everything_nim::first_player_wins;
/// assert!(first_player_wins(&[1, 2, 4]));
/// assert!(!first_player_wins(&[1, 7]));
/// assert!(first_player_wins(&[u64::MAX, u64::MAX]));
/// assert!(!first_player_wins(&[0]));
/// ```
pub fn first_player_wins(piles: &[u64]) -> bool {
    let mut sizes: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
    sizes.sort_unstable();
    sizes.dedup();
    let run = sizes.iter().zip(1..).take_while(|&(&size, i)| size == i).count();
    if run == sizes.len() {
        run % 2 == 1
    } else {
        run % 2 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Win iff some `k` reaches a loss; the position as sorted sizes with zeros dropped.
    fn search(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(&piles) {
            return w;
        }
        let smallest = piles.iter().copied().min().unwrap_or(0);
        let win = (1..=smallest).any(|k| {
            let next: Vec<u64> = piles.iter().map(|&p| p - k).filter(|&p| p > 0).collect();
            !search(next, memo)
        });
        memo.insert(piles, win);
        win
    }

    #[test]
    fn exhaustive_against_search() {
        let mut memo = HashMap::new();
        let mut piles = Vec::new();
        fn each(piles: &mut Vec<u64>, count: usize, memo: &mut HashMap<Vec<u64>, bool>) {
            let expected = search(piles.clone(), memo);
            assert_eq!(first_player_wins(piles), expected, "piles={piles:?}");
            if count == 5 {
                return;
            }
            for size in *piles.last().unwrap_or(&1)..=9 {
                piles.push(size);
                each(piles, count + 1, memo);
                piles.pop();
            }
        }
        each(&mut piles, 0, &mut memo);
    }

    #[test]
    fn edge_values() {
        assert!(!first_player_wins(&[]));
        assert!(!first_player_wins(&[1, u64::MAX]));
        assert!(first_player_wins(&[1, 2, u64::MAX]));
        assert!(first_player_wins(&[1, 2, 3, 0, 0]));
        assert!(!first_player_wins(&[1, 2, 3, 4]));
        assert!(first_player_wins(&[1, 2, 4, 5, 9])); // nothing after the first gap matters
    }
}
