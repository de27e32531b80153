//! Weighted Tic-Tac-Toe (AtCoder ABC349 E): a 3 x 3 board of integer weights; the first player
//! (red) and the second (blue) alternately paint a white cell and score its weight. Three
//! cells of one colour in a row, column or diagonal end the game at once, won by that colour;
//! otherwise the full board goes to the higher total (equal totals: a draw). Solved by
//! `crate::minimax::Minimax` over the colourings (at most 3^9, 5,478 reachable), a win for the
//! player to move cutting the search of a colouring short; totals in `i128`.
//!
//! Depends on: crate::minimax.
//!
//! Verified: against a plain game-tree search over every order of play (recursion, no memo,
//! sharing nothing) on 60 seeded random boards (weights in `-3..=3`, so that equal totals and
//! draws come up, and at `i64` extremes), and the samples of the statement; edge values: all
//! weights `i64::MAX` (totals past `i64`), all zero (plain tic-tac-toe: a draw).

use crate::minimax::{Game, Minimax, Outcome};

/// The eight lines of three cells, cells numbered row by row.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// The game: the weights; a state is `(red cells, blue cells)` as masks of 9 bits.
struct Board {
    weights: [i64; 9],
}

fn has_line(mask: u16) -> bool {
    LINES.iter().any(|&line| line & !mask == 0)
}

impl Game for Board {
    type State = (u16, u16);
    type Move = usize;
    type Value = Outcome;

    fn maximiser_to_move(&self, &(red, blue): &(u16, u16)) -> bool {
        red.count_ones() == blue.count_ones()
    }

    fn moves(&self, &(red, blue): &(u16, u16), moves: &mut Vec<(usize, (u16, u16))>) {
        if has_line(red) || has_line(blue) {
            return;
        }
        let red_moves = red.count_ones() == blue.count_ones();
        for cell in (0..9).filter(|&cell| (red | blue) >> cell & 1 == 0) {
            let next = if red_moves { (red | 1 << cell, blue) } else { (red, blue | 1 << cell) };
            moves.push((cell, next));
        }
    }

    fn final_value(&self, &(red, blue): &(u16, u16)) -> Outcome {
        if has_line(red) {
            return Outcome::Win;
        }
        if has_line(blue) {
            return Outcome::Loss;
        }
        let total = |mask: u16| -> i128 {
            (0..9)
                .filter(|&cell| mask >> cell & 1 == 1)
                .map(|cell| i128::from(self.weights[cell]))
                .sum()
        };
        match total(red).cmp(&total(blue)) {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Less => Outcome::Loss,
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    fn decisive(&self, state: &(u16, u16), value: &Outcome) -> bool {
        *value == if self.maximiser_to_move(state) { Outcome::Win } else { Outcome::Loss }
    }
}

/// The result for the first player (red) of the board `weights` (row by row) under best
/// play: [`Outcome::Win`], [`Outcome::Loss`], or [`Outcome::Draw`] (equal totals, which an
/// odd sum of the weights rules out).
///
/// # Complexity
/// O(3^9 x 9) at most; memory for the colourings reached.
///
/// # Example
/// ```
/// use snippets::minimax::Outcome;
/// use snippets::weighted_tic_tac_toe::outcome;
/// assert_eq!(outcome(&[0, 0, 0, 0, 1, 0, 0, 0, 0]), Outcome::Win);
/// assert_eq!(outcome(&[-1, 1, 0, -4, -2, -5, -4, -1, -5]), Outcome::Loss);
/// assert_eq!(outcome(&[i64::MAX; 9]), Outcome::Win); // edge: totals past i64
/// ```
pub fn outcome(weights: &[i64; 9]) -> Outcome {
    let mut search = Minimax::new(Board { weights: *weights });
    // The game ends within nine moves: no cycle, so a value.
    search.value(&(0, 0)).unwrap_or(Outcome::Draw)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The oracle, from red's side as an integer (1 win, 0 draw, -1 loss): every order of play.
    fn plain(weights: &[i64; 9], owner: &mut [u8; 9], red_to_move: bool) -> i32 {
        let rows = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        for colour in [1u8, 2] {
            if rows.iter().any(|row| row.iter().all(|&c| owner[c] == colour)) {
                return if colour == 1 { 1 } else { -1 };
            }
        }
        if owner.iter().all(|&o| o != 0) {
            let (mut red, mut blue) = (0i128, 0i128);
            for c in 0..9 {
                if owner[c] == 1 {
                    red += i128::from(weights[c]);
                } else {
                    blue += i128::from(weights[c]);
                }
            }
            return (red > blue) as i32 - (red < blue) as i32;
        }
        let mut best = if red_to_move { -2 } else { 2 };
        for c in 0..9 {
            if owner[c] == 0 {
                owner[c] = if red_to_move { 1 } else { 2 };
                let value = plain(weights, owner, !red_to_move);
                owner[c] = 0;
                best = if red_to_move { best.max(value) } else { best.min(value) };
            }
        }
        best
    }

    fn as_integer(outcome: Outcome) -> i32 {
        match outcome {
            Outcome::Loss => -1,
            Outcome::Draw => 0,
            Outcome::Win => 1,
        }
    }

    #[test]
    fn random_boards_against_every_order_of_play() {
        let mut rng = Rng::new(349);
        for round in 0..60 {
            let weights: [i64; 9] = std::array::from_fn(|_| match round % 3 {
                0 | 1 => rng.below_or_equal(6) as i64 - 3,
                _ => rng.next_u64() as i64,
            });
            let expected = plain(&weights, &mut [0; 9], true);
            assert_eq!(as_integer(outcome(&weights)), expected, "{weights:?}");
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(outcome(&[0; 9]), Outcome::Draw); // plain tic-tac-toe
        for weights in [
            [i64::MIN; 9],
            [i64::MAX; 9],
            [i64::MIN, i64::MAX, 0, 1, -1, i64::MIN, i64::MAX, 2, -2],
        ] {
            assert_eq!(
                as_integer(outcome(&weights)),
                plain(&weights, &mut [0; 9], true),
                "{weights:?}"
            );
        }
        let mut weights = [i64::MIN; 9];
        weights[4] = i64::MAX;
        assert_eq!(
            as_integer(outcome(&weights)),
            plain(&weights, &mut [0; 9], true),
            "{weights:?}"
        );
    }
}
