//! Weighted Tic-Tac-Toe (AtCoder ABC349 E): a 3 x 3 board of integer weights; the first player
//! (red) and the second (blue) alternately paint a white cell and score its weight. Three
//! cells of one colour in a row, column or diagonal end the game at once, won by that colour;
//! otherwise the full board goes to the higher total (equal totals: a draw). Solved by minimax
//! with memo over the colourings (at most 3^9, 5,478 reachable), written out for this board
//! (the `crate::minimax::Minimax` search, with its state an index into an array of 3^9 bytes
//! instead of a hash map key): a depth-first search of depth at most 9, a win for the player
//! to move cutting the search of a colouring short, red's total carried down (a full board is
//! red's iff twice red's total exceeds the sum of the weights); totals in `i128`.
//!
//! Depends on: crate::minimax (its `Outcome`).
//!
//! Verified: against a plain game-tree search over every order of play (recursion, no memo,
//! sharing nothing) on 60 seeded random boards (weights in `-3..=3`, so that equal totals and
//! draws come up, and at `i64` extremes), and the samples of the statement; edge values: all
//! weights `i64::MAX` (totals past `i64`), all zero (plain tic-tac-toe: a draw).

use crate::minimax::Outcome;

/// The eight lines of three cells, cells numbered row by row.
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// All nine cells.
const FULL: u16 = 0o777;

/// `3^cell`: a cell's digit in the base-3 code of a colouring (0 white, 1 red, 2 blue).
const POWERS: [usize; 9] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/// `HAS_LINE[mask]`: whether the cells `mask` hold a whole line.
const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut line = 0;
        while line < 8 {
            if LINES[line] & !(mask as u16) == 0 {
                table[mask] = true;
            }
            line += 1;
        }
        mask += 1;
    }
    table
};

/// The search of one board: the weights, their total, and the value of each colouring met
/// (`memo[code]`: 0 unknown, else 1 + the outcome for red as `Loss`, `Draw`, `Win` = 0, 1, 2).
struct Search<'a> {
    weights: &'a [i64; 9],
    total: i128,
    memo: Vec<u8>,
}

impl Search<'_> {
    /// The outcome for red of the colouring `(red, blue)` (no line, not full; its base-3
    /// `code`, red's total `red_sum`, `red_moves` whether red is to move) under best play.
    fn value(
        &mut self,
        red: u16,
        blue: u16,
        code: usize,
        red_sum: i128,
        red_moves: bool,
    ) -> Outcome {
        match self.memo[code] {
            1 => return Outcome::Loss,
            2 => return Outcome::Draw,
            3 => return Outcome::Win,
            _ => {}
        }
        let (mine, win, mut best) = if red_moves {
            (red, Outcome::Win, Outcome::Loss)
        } else {
            (blue, Outcome::Loss, Outcome::Win)
        };
        let empty = FULL & !(red | blue);
        // A line of the mover's at once ends the game: look for one before any search.
        let mut cells = empty;
        while cells != 0 {
            let cell = cells.trailing_zeros();
            cells &= cells - 1;
            if HAS_LINE[usize::from(mine | 1 << cell)] {
                self.memo[code] = 1 + win as u8;
                return win;
            }
        }
        let mut cells = empty;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let value = if red_moves {
                let next_sum = red_sum + i128::from(self.weights[cell]);
                if empty == 1 << cell {
                    // The last cell (red paints it: five against four). Red's total against
                    // blue's (`total - red`): twice red's against the total.
                    match (2 * next_sum).cmp(&self.total) {
                        std::cmp::Ordering::Greater => Outcome::Win,
                        std::cmp::Ordering::Less => Outcome::Loss,
                        std::cmp::Ordering::Equal => Outcome::Draw,
                    }
                } else {
                    self.value(red | 1 << cell, blue, code + POWERS[cell], next_sum, false)
                }
            } else {
                // Blue never paints the last cell: red has as many cells before moving.
                self.value(red, blue | 1 << cell, code + 2 * POWERS[cell], red_sum, true)
            };
            if (red_moves && value > best) || (!red_moves && value < best) {
                best = value;
                if best == win {
                    break; // nothing is better for the mover
                }
            }
        }
        self.memo[code] = 1 + best as u8;
        best
    }
}

/// The result for the first player (red) of the board `weights` (row by row) under best
/// play: [`Outcome::Win`], [`Outcome::Loss`], or [`Outcome::Draw`] (equal totals, which an
/// odd sum of the weights rules out).
///
/// # Complexity
/// O(3^9 x 9) at most; memory 3^9 bytes.
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
    let total = weights.iter().map(|&w| i128::from(w)).sum();
    let mut search = Search { weights, total, memo: vec![0; 3usize.pow(9)] };
    search.value(0, 0, 0, 0, true)
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
