//! Remove Pairs (AtCoder ABC354 E): `n` cards with a front and a back number; a move removes
//! two cards whose fronts are equal or whose backs are equal; the player who cannot move
//! loses. Solved by a table over the `2^n` sets of cards left, in increasing order (each move
//! removes two cards, so it leads to a smaller mask): the bitmask form of
//! `crate::minimax::solve_masks`, written out for this game, with the masks of the other
//! parity than `n` (never reached) skipped, only the pairs inside a mask visited (by the
//! matching partners of each card, as masks), and a winning move ending the search of a
//! mask: O(2^n x matching pairs), 2^n bits.
//!
//! Depends on: nothing.
//!
//! Verified: against a plain game-tree search over the lists of cards left (recursion, no memo,
//! no masks) on 3,000 seeded random sets of 0 to 8 cards with numbers in `1..=3` (many pairs
//! match), and on every set of up to 4 cards with numbers in `1..=2`; equal cards, no
//! matching pair, `u64::MAX` numbers, 21 cards (`None`).

/// Whether the first player wins with the cards `(front, back)`; `None` for more than 20
/// cards (2^n masks).
///
/// # Complexity
/// O(2^n x pairs), memory 2^n bits.
///
/// # Example
/// ```
/// use snippets::remove_pairs::first_player_wins;
/// assert_eq!(first_player_wins(&[(1, 9), (2, 5), (4, 9), (1, 4), (2, 5)]), Some(false));
/// assert_eq!(first_player_wins(&[]), Some(false)); // edge: no card, no move
/// assert_eq!(first_player_wins(&[(u64::MAX, 1), (u64::MAX, 2)]), Some(true));
/// assert_eq!(first_player_wins(&[(1, 1); 21]), None);
/// ```
pub fn first_player_wins(cards: &[(u64, u64)]) -> Option<bool> {
    let n = cards.len();
    if n > 20 {
        return None;
    }
    // `partners[i]`: the cards after `i` that match it, as a mask.
    let mut partners = [0u32; 20];
    for (i, a) in cards.iter().enumerate() {
        for (j, b) in cards.iter().enumerate().skip(i + 1) {
            if a.0 == b.0 || a.1 == b.1 {
                partners[i] |= 1 << j;
            }
        }
    }
    // `wins`: one bit per mask, whether the player to move there wins.
    let size = 1usize << n;
    let mut wins = vec![0u64; size.div_ceil(64)];
    let won = |wins: &[u64], mask: usize| wins[mask / 64] >> (mask % 64) & 1 == 1;
    for mask in 0..size {
        // Every move removes two cards: a mask of the other parity than `n` is never reached.
        if (mask.count_ones() as usize ^ n) & 1 == 1 {
            continue;
        }
        // The pairs inside `mask`, by their first card; the first that leaves a lost mask wins.
        let mut firsts = mask as u32;
        let mut win = false;
        'search: while firsts != 0 {
            let i = firsts.trailing_zeros() as usize;
            firsts &= firsts - 1;
            let mut seconds = partners[i] & mask as u32;
            while seconds != 0 {
                let j = seconds.trailing_zeros();
                seconds &= seconds - 1;
                if !won(&wins, mask ^ 1 << i ^ 1 << j) {
                    win = true;
                    break 'search;
                }
            }
        }
        wins[mask / 64] |= u64::from(win) << (mask % 64);
    }
    Some(won(&wins, size - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The oracle: the player to move wins iff some removal of a matching pair leaves a
    /// losing list; every play searched.
    fn mover_wins(cards: &[(u64, u64)]) -> bool {
        for i in 0..cards.len() {
            for j in i + 1..cards.len() {
                if cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1 {
                    let rest: Vec<(u64, u64)> = cards
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| k != i && k != j)
                        .map(|(_, &card)| card)
                        .collect();
                    if !mover_wins(&rest) {
                        return true;
                    }
                }
            }
        }
        false
    }

    #[test]
    fn random_sets_against_a_plain_search() {
        let mut rng = Rng::new(354);
        for _ in 0..3000 {
            let n = rng.below_or_equal(8) as usize;
            let cards: Vec<(u64, u64)> =
                (0..n).map(|_| (1 + rng.below_or_equal(2), 1 + rng.below_or_equal(2))).collect();
            assert_eq!(first_player_wins(&cards), Some(mover_wins(&cards)), "{cards:?}");
        }
    }

    #[test]
    fn every_small_set_against_a_plain_search() {
        for n in 0..=4u32 {
            for code in 0..1u32 << (2 * n) {
                let cards: Vec<(u64, u64)> = (0..n)
                    .map(|i| {
                        (u64::from(code >> (2 * i) & 1) + 1, u64::from(code >> (2 * i + 1) & 1) + 1)
                    })
                    .collect();
                assert_eq!(first_player_wins(&cards), Some(mover_wins(&cards)), "{cards:?}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(first_player_wins(&[(7, 7)]), Some(false));
        assert_eq!(first_player_wins(&[(1, 2), (3, 4), (5, 6)]), Some(false));
        assert_eq!(first_player_wins(&[(u64::MAX, u64::MAX); 3]), Some(true));
        assert_eq!(first_player_wins(&[(u64::MAX, u64::MAX); 4]), Some(false));
        let sample = [(3, 2), (1, 7), (4, 1), (1, 8), (5, 2), (9, 8), (2, 1), (6, 8), (5, 2)];
        assert_eq!(first_player_wins(&sample), Some(true));
        assert_eq!(first_player_wins(&[(1, 1); 20]), Some(false)); // ten moves, any order
    }
}
