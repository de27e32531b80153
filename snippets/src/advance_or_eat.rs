//! Advance or Eat (AtCoder ABC229 H), a partizan game on a board of `W` (Left's pieces,
//! Takahashi's), `B` (Right's, Snuke's) and `.`: a player either advances one of their
//! pieces to the empty square directly above it, or eats (removes) any one piece of the
//! other's, anywhere; the player who cannot move loses.
//!
//! Every move changes one column, so the board is the sum of its columns, and every column is
//! a number (each Left option below each Right option; the tests check all columns of height up
//! to 8): its value is `{L | R}` of its options' values (the simplest number strictly between
//! the best of each side, `crate::dyadic::simplest_between`), found in a table of the 3^h
//! columns of height `h` (up to 12), filled once per height in increasing base-3 code (every
//! move lowers the code, so each column's options come first: no recursion; a column with `W`
//! and `B` swapped is worth minus the value, so about half are searched); Left moving first
//! wins iff the sum is positive.
//!
//! Depends on: crate::dyadic.
//!
//! Verified: the outcome of every board of side 1 to 3 (19,683 boards of side 3), both players
//! moving first, and of 40 seeded random boards of side 4, against a game-tree search of the
//! whole board that makes the real moves (memoised on the board, sharing nothing with the
//! numbers); every column of height up to 8 is a number; the three samples of the statement.

use crate::dyadic::{simplest_between, Dyadic};
use std::ops::Bound;

/// Column values, tabled by height and by the column's cells read as a base-3 number.
#[derive(Default)]
pub struct AdvanceOrEat {
    /// `tables[h][code]`: the value of the column of height `h` whose row `i` (from the top)
    /// is digit `i` of `code` in base 3 (0 `.`, 1 `W`, 2 `B`); `None` if it is not a number.
    /// Empty until a column of height `h` is asked for.
    tables: Vec<Vec<Option<Dyadic>>>,
    /// Scratch for [`AdvanceOrEat::board_value`]: the code of each column.
    codes: Vec<usize>,
}

/// The tallest column answered: its table has 3^12 = 531,441 entries.
const MAX_HEIGHT: usize = 12;

impl AdvanceOrEat {
    /// No table yet.
    pub fn new() -> Self {
        AdvanceOrEat::default()
    }

    /// The value of one column, its cells listed from the top: `W`, `B` or `.`. `None` when
    /// a byte is none of those, the column is taller than 12, or it is not a number (neither
    /// happens on a valid board). Positive values favour Left (`W`).
    ///
    /// # Complexity
    /// O(3^h x h) for the first column of height `h`, shared by the columns after it; memory
    /// 3^h values.
    ///
    /// # Example
    /// ```
    /// use snippets::advance_or_eat::AdvanceOrEat;
    /// use snippets::dyadic::Dyadic;
    /// let mut game = AdvanceOrEat::new();
    /// assert_eq!(game.column_value(b""), Some(Dyadic::ZERO)); // edge: no cells
    /// // A `W` on the top row: only Snuke can use it (eating it): { | 0} = -1.
    /// assert_eq!(game.column_value(b"W"), Some(Dyadic::integer(-1)));
    /// // Takahashi advances to `W.` (-1), Snuke eats (0): {-1 | 0} = -1/2.
    /// assert_eq!(game.column_value(b".W"), Dyadic::new(-1, 1));
    /// assert_eq!(game.column_value(b"X"), None);
    /// assert_eq!(game.column_value(&[b'.'; 13]), None); // edge: past 12 rows
    /// ```
    pub fn column_value(&mut self, column: &[u8]) -> Option<Dyadic> {
        let height = column.len();
        let table = self.table(height)?;
        let mut code = 0;
        for &cell in column.iter().rev() {
            code = code * 3 + digit(cell)?;
        }
        table[code]
    }

    /// The table of the columns of height `height`, filled on first use; `None` past 12.
    fn table(&mut self, height: usize) -> Option<&[Option<Dyadic>]> {
        if height > MAX_HEIGHT {
            return None;
        }
        if self.tables.len() <= height {
            self.tables.resize(height + 1, Vec::new());
        }
        if self.tables[height].is_empty() {
            self.tables[height] = table(height);
        }
        Some(&self.tables[height])
    }

    /// The value of the board `rows` (top row first, each of the same length as the first):
    /// the sum of its columns' values. `None` when a row is not as long as the first, or as
    /// [`AdvanceOrEat::column_value`] says.
    ///
    /// # Complexity
    /// O(rows x columns) past the column values.
    ///
    /// # Example
    /// ```
    /// use snippets::advance_or_eat::AdvanceOrEat;
    /// let mut game = AdvanceOrEat::new();
    /// let sample = [&b"BB."[..], b".B.", b"..."];
    /// assert!(game.board_value(&sample).unwrap().left_wins_moving_first()); // Takahashi
    /// assert!(!game.board_value(&[b"..", b"WW"]).unwrap().left_wins_moving_first()); // 0
    /// assert_eq!(game.board_value(&[] as &[&[u8]]), Some(snippets::dyadic::Dyadic::ZERO));
    /// ```
    pub fn board_value(&mut self, rows: &[impl AsRef<[u8]>]) -> Option<Dyadic> {
        let width = rows.first().map_or(0, |row| row.as_ref().len());
        if rows.iter().any(|row| row.as_ref().len() != width) {
            return None;
        }
        let height = rows.len();
        self.table(height)?;
        // Every column's code at once, row by row from the bottom (the top row is the lowest
        // digit); `seen`: the digits or'ed, 4 for a byte that is no cell.
        let mut codes = std::mem::take(&mut self.codes);
        codes.clear();
        codes.resize(width, 0);
        let mut seen = 0;
        for row in rows.iter().rev() {
            for (code, &cell) in codes.iter_mut().zip(row.as_ref()) {
                let digit = DIGITS[usize::from(cell)];
                seen |= digit;
                *code = *code * 3 + usize::from(digit);
            }
        }
        let table = &self.tables[height];
        let sum = if seen & 4 == 0 {
            codes.iter().try_fold(Dyadic::ZERO, |sum, &code| sum.checked_add(table[code]?))
        } else {
            None
        };
        self.codes = codes;
        sum
    }
}

/// `DIGITS[byte]`: a cell's digit in a column's code (0 `.`, 1 `W`, 2 `B`), 4 for any other
/// byte.
const DIGITS: [u8; 256] = {
    let mut digits = [4; 256];
    digits[b'.' as usize] = 0;
    digits[b'W' as usize] = 1;
    digits[b'B' as usize] = 2;
    digits
};

/// A cell's digit in a column's code: 0 `.`, 1 `W`, 2 `B`; `None` for any other byte.
fn digit(cell: u8) -> Option<usize> {
    match cell {
        b'.' => Some(0),
        b'W' => Some(1),
        b'B' => Some(2),
        _ => None,
    }
}

/// The values of every column of height `height`, by code. Every move lowers the code (eating
/// removes a digit, advancing moves one to a lower power of 3), so the codes in increasing
/// order have their options' values done first: no recursion, no check for a missing value.
/// A column with `W` and `B` swapped is the same game with Left and Right swapped, worth minus
/// the value (Conway's negative; not a number iff the column is not): when that column's code
/// is lower, its value is taken negated, and about half the columns are searched.
fn table(height: usize) -> Vec<Option<Dyadic>> {
    let size = 3usize.pow(height as u32);
    let mut powers = [1usize; MAX_HEIGHT];
    for row in 1..height {
        powers[row] = powers[row - 1] * 3;
    }
    let mut values: Vec<Option<Dyadic>> = Vec::with_capacity(size);
    // The digits of `code`, row 0 first, counted up with it, and the code of the column with
    // `W` (1) and `B` (2) swapped.
    let mut cells = [0usize; MAX_HEIGHT];
    let mut swapped = 0;
    for code in 0..size {
        let value = if swapped < code {
            values[swapped].and_then(Dyadic::checked_neg)
        } else {
            column_of(&values, code, &cells[..height], &powers)
        };
        values.push(value);
        for (cell, power) in cells[..height].iter_mut().zip(powers) {
            // Digit 0 -> 1 swaps to 0 -> 2, 1 -> 2 to 2 -> 1, and 2 -> 0 (carry) to 1 -> 0.
            if *cell == 2 {
                *cell = 0;
                swapped -= power;
            } else {
                *cell += 1;
                if *cell == 1 {
                    swapped += 2 * power;
                } else {
                    swapped -= power;
                }
                break;
            }
        }
    }
    values
}

/// The value `{L | R}` of the column `code` (its digits `cells`), its options' values in
/// `values` (every code below `code`); `None` if an option or the column is not a number.
fn column_of(
    values: &[Option<Dyadic>],
    code: usize,
    cells: &[usize],
    powers: &[usize],
) -> Option<Dyadic> {
    // Only each player's best option counts: Left's greatest, Right's least.
    let (mut left, mut right) = (Bound::Unbounded, Bound::Unbounded);
    let mut above_empty = false; // no square above row 0
    for (row, &cell) in cells.iter().enumerate() {
        if cell != 0 {
            let removed = code - cell * powers[row];
            // Eating: the other player removes this piece.
            let eaten = values[removed]?;
            if cell == 1 {
                right = lower(right, eaten);
            } else {
                left = higher(left, eaten);
            }
            // Advancing: the owner moves this piece up into the empty square above it.
            if above_empty {
                let advanced = values[removed + cell * powers[row - 1]]?;
                if cell == 1 {
                    left = higher(left, advanced);
                } else {
                    right = lower(right, advanced);
                }
            }
        }
        above_empty = cell == 0;
    }
    simplest_between(left, right)
}

/// The open lower bound at the greater of `bound` and `x`.
fn higher(bound: Bound<Dyadic>, x: Dyadic) -> Bound<Dyadic> {
    match bound {
        Bound::Excluded(y) if y >= x => bound,
        _ => Bound::Excluded(x),
    }
}

/// The open upper bound at the lesser of `bound` and `x`.
fn lower(bound: Bound<Dyadic>, x: Dyadic) -> Bound<Dyadic> {
    match bound {
        Bound::Excluded(y) if y <= x => bound,
        _ => Bound::Excluded(x),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// The oracle: whether the player to move (`left`: Takahashi, `W`) wins the board, by the
    /// real moves on the whole board; memoised on the board and the player.
    fn mover_wins(
        board: &mut Vec<Vec<u8>>,
        left: bool,
        memo: &mut HashMap<(Vec<Vec<u8>>, bool), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(board.clone(), left)) {
            return known;
        }
        let (own, other) = if left { (b'W', b'B') } else { (b'B', b'W') };
        let n = board.len();
        let mut wins = false;
        'search: for row in 0..n {
            for x in 0..board[row].len() {
                if board[row][x] == other {
                    board[row][x] = b'.';
                    let lost = !mover_wins(board, !left, memo);
                    board[row][x] = other;
                    if lost {
                        wins = true;
                        break 'search;
                    }
                }
                if board[row][x] == own && row > 0 && board[row - 1][x] == b'.' {
                    board[row - 1][x] = own;
                    board[row][x] = b'.';
                    let lost = !mover_wins(board, !left, memo);
                    board[row - 1][x] = b'.';
                    board[row][x] = own;
                    if lost {
                        wins = true;
                        break 'search;
                    }
                }
            }
        }
        memo.insert((board.clone(), left), wins);
        wins
    }

    fn check(
        board: Vec<Vec<u8>>,
        game: &mut AdvanceOrEat,
        memo: &mut HashMap<(Vec<Vec<u8>>, bool), bool>,
    ) {
        let mut board = board;
        let left_first = mover_wins(&mut board, true, memo);
        let right_first_left_wins = !mover_wins(&mut board, false, memo);
        let value = game.board_value(&board).expect("a number");
        assert_eq!(value.left_wins_moving_first(), left_first, "{board:?} value {value}");
        assert_eq!(
            value.left_wins_moving_second(),
            right_first_left_wins,
            "{board:?} value {value}"
        );
    }

    fn board_of(code: u64, n: usize) -> Vec<Vec<u8>> {
        let mut code = code;
        (0..n)
            .map(|_| {
                (0..n)
                    .map(|_| {
                        let cell = [b'.', b'W', b'B'][(code % 3) as usize];
                        code /= 3;
                        cell
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_small_board_against_a_search_of_the_whole_board() {
        let mut game = AdvanceOrEat::new();
        let mut memo = HashMap::new();
        for n in 1..=3 {
            for code in 0..3u64.pow((n * n) as u32) {
                check(board_of(code, n), &mut game, &mut memo);
            }
        }
    }

    #[test]
    fn random_boards_of_side_4_against_a_search_of_the_whole_board() {
        let mut rng = Rng::new(229);
        let mut game = AdvanceOrEat::new();
        let mut memo = HashMap::new();
        for _ in 0..40 {
            check(board_of(rng.below_or_equal(3u64.pow(16) - 1), 4), &mut game, &mut memo);
        }
    }

    #[test]
    fn every_column_up_to_height_8_is_a_number() {
        let mut game = AdvanceOrEat::new();
        for height in 0..=8u32 {
            for code in 0..3u64.pow(height) {
                let column: Vec<u8> = (0..height)
                    .map(|i| [b'.', b'W', b'B'][(code / 3u64.pow(i) % 3) as usize])
                    .collect();
                assert!(
                    game.column_value(&column).is_some(),
                    "{:?}",
                    String::from_utf8_lossy(&column)
                );
            }
        }
        // A full column of one colour: nobody advances, one side eats one piece at a time.
        assert_eq!(game.column_value(b"WWWWWWWW"), Some(Dyadic::integer(-8)));
        assert_eq!(game.column_value(b"BBBBBBBB"), Some(Dyadic::integer(8)));
    }

    #[test]
    fn samples() {
        let mut game = AdvanceOrEat::new();
        let value = |game: &mut AdvanceOrEat, rows: &[&[u8]]| game.board_value(rows).unwrap();
        assert!(value(&mut game, &[b"BB.", b".B.", b"..."]).left_wins_moving_first());
        assert!(!value(&mut game, &[b"..", b"WW"]).left_wins_moving_first());
        assert!(!value(&mut game, &[b"WWBW", b"WWWW", b"BWB.", b"BBBB"]).left_wins_moving_first());
        assert_eq!(game.board_value(&[&b"W."[..], b"W"]), None);
    }
}
