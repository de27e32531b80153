//! Nim searched by its rules, for the problems that play it (hdu1849, hdu1850, hdu2176): a
//! move takes any number of stones from one pile; whoever cannot move loses. Shares nothing
//! with the snippets' XOR rule.

use std::collections::HashMap;

/// Whether the player to move wins, memoised on the sorted piles.
#[derive(Default)]
pub struct NimSearch {
    wins: HashMap<Vec<u64>, bool>,
}

impl NimSearch {
    /// Whether the player to move wins `piles`: iff some move leaves a losing position.
    pub fn wins(&mut self, piles: &[u64]) -> bool {
        let mut key = piles.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let wins = !self.winning_moves(piles).is_empty();
        self.wins.insert(key, wins);
        wins
    }

    /// Every move `(stones before, stones left)` that leaves a losing position, pile by pile
    /// in order, fewest stones left first.
    pub fn winning_moves(&mut self, piles: &[u64]) -> Vec<(u64, u64)> {
        let mut moves = Vec::new();
        for index in 0..piles.len() {
            for left in 0..piles[index] {
                let mut next = piles.to_vec();
                next[index] = left;
                if !self.wins(&next) {
                    moves.push((piles[index], left));
                }
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_piles_lose_and_moves_make_them_equal() {
        let mut search = NimSearch::default();
        assert!(!search.wins(&[]));
        assert!(!search.wins(&[3, 3]));
        assert!(!search.wins(&[1, 2, 3]));
        assert!(search.wins(&[2]));
        assert_eq!(search.winning_moves(&[2]), [(2, 0)]);
        assert_eq!(search.winning_moves(&[5, 3]), [(5, 3)]);
        assert_eq!(search.winning_moves(&[3, 4, 5]), [(3, 1)]);
        assert_eq!(search.winning_moves(&[1, 2, 3]), []);
    }
}
