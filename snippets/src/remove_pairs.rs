//! Remove Pairs (AtCoder ABC354 E): `n` cards with a front and a back number; a move removes
//! two cards whose fronts are equal or whose backs are equal; the player who cannot move
//! loses. Solved by `crate::minimax::solve_masks` over the `2^n` sets of cards left (each move
//! removes two cards, so it leads to a smaller mask): O(2^n x matching pairs).
//!
//! Depends on: crate::minimax.
//!
//! Verified: against a plain game-tree search over the lists of cards left (recursion, no memo,
//! no masks) on 3,000 seeded random sets of 0 to 8 cards with numbers in `1..=3` (many pairs
//! match), and on every set of up to 4 cards with numbers in `1..=2`; equal cards, no
//! matching pair, `u64::MAX` numbers, 21 cards (`None`).

use crate::minimax::{solve_masks, Game, Outcome};

/// The game over masks of the cards left: the pairs that match, as masks.
struct Pairs {
    n: u32,
    pairs: Vec<u32>,
}

impl Game for Pairs {
    type State = u32;
    type Move = ();
    type Value = Outcome;

    /// The first player moves when an even number of moves (two cards each) have been made.
    fn maximiser_to_move(&self, mask: &u32) -> bool {
        (self.n - mask.count_ones()) % 4 == 0
    }

    /// None at a mask of the other parity than `n`: it is never reached, and is left out.
    fn moves(&self, mask: &u32, moves: &mut Vec<((), u32)>) {
        if (self.n - mask.count_ones()) % 2 == 1 {
            return;
        }
        moves.extend(
            self.pairs.iter().filter(|&&pair| mask & pair == pair).map(|pair| ((), mask ^ pair)),
        );
    }

    /// A win for the player to move ends the search of a mask.
    fn decisive(&self, mask: &u32, value: &Outcome) -> bool {
        *value == if self.maximiser_to_move(mask) { Outcome::Win } else { Outcome::Loss }
    }

    fn final_value(&self, mask: &u32) -> Outcome {
        if self.maximiser_to_move(mask) {
            Outcome::Loss
        } else {
            Outcome::Win
        }
    }
}

/// Whether the first player wins with the cards `(front, back)`; `None` for more than 20
/// cards (2^n masks).
///
/// # Complexity
/// O(2^n x pairs), memory O(2^n).
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
    let n = u32::try_from(cards.len()).ok().filter(|&n| n <= 20)?;
    let mut pairs = Vec::new();
    for (i, a) in cards.iter().enumerate() {
        for (j, b) in cards.iter().enumerate().skip(i + 1) {
            if a.0 == b.0 || a.1 == b.1 {
                pairs.push(1 << i | 1 << j);
            }
        }
    }
    let game = Pairs { n, pairs };
    let table = solve_masks(&game, n)?;
    Some(table.value((1 << n) - 1) == Outcome::Win)
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
