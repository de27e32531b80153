//! Coin-turning games: coins in a row (or a grid), some heads up; a move turns over a set of
//! coins that the game's rule allows, the last of them (rightmost, or bottom-right) from heads
//! to tails; normal play. A position is worth the XOR of the values of its heads-up coins,
//! each played as if it were the only one (Lenstra; Winning Ways, chapter 14).
//!
//! - Mock Turtles (HDU 3537): turn over one, two or three coins. Coin `p` (from 0) is worth
//!   the `p`-th odious number (odd number of ones in binary): 1, 2, 4, 7, 8, 11, ...
//! - Ruler: turn over any run of consecutive coins. Coin `n` (from 1) is worth the largest
//!   power of two dividing `n`.
//! - Products (HDU 3404): in the product of two games a move turns over every `(x, y)` with
//!   `x` in a move of the first game and `y` in a move of the second; coin `(x, y)` is worth
//!   the nim product of the two values. Turning Corners is the square of "turn over one or two
//!   coins" (coin `x` from 1 worth `x`): a move turns the corners of a rectangle, and coin
//!   `(x, y)` is worth `x * y` as nimbers.
//!
//! Depends on: crate::nimber.
//!
//! Verified: Grundy values of every position of 12 coins found by turning real coins (Mock
//! Turtles, Ruler), and of every position of the 4 x 4 and 3 x 5 boards of Turning Corners and
//! of the 3 x 4 board of Mock Turtles times Ruler, against the XOR of these values; seeded
//! random positions up to `u64::MAX` against the definitions; edge values.

/// Returns the value of a heads-up coin at `position` (from 0) in Mock Turtles: the
/// `position`-th odious number, `2 position` or `2 position + 1`, whichever has an odd number
/// of ones. `u128`, since it exceeds `u64` from `position = 2^63`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::coin_turning::mock_turtles_value;
/// assert_eq!(mock_turtles_value(0), 1);
/// assert_eq!(mock_turtles_value(3), 7);
/// assert_eq!(mock_turtles_value(u64::MAX), (1 << 65) - 1); // 64 ones: even, so 2p + 1
/// ```
pub fn mock_turtles_value(position: u64) -> u128 {
    let double = 2 * position as u128;
    double + u128::from(position.count_ones() % 2 == 0)
}

/// Returns `true` iff the player to move wins Mock Turtles with the coins at `heads` (from 0)
/// heads up: iff the XOR of their values is not `0`. A coin listed twice is one coin.
///
/// # Complexity
/// O(n log n) for `n` listed coins (they are sorted to drop repeats).
///
/// # Example
/// ```
/// use snippets::coin_turning::mock_turtles_first_player_wins;
/// assert!(!mock_turtles_first_player_wins(&[0, 1, 2, 3])); // 1 ^ 2 ^ 4 ^ 7 = 0
/// assert!(mock_turtles_first_player_wins(&[0, 0]));
/// assert!(!mock_turtles_first_player_wins(&[]));
/// assert!(mock_turtles_first_player_wins(&[u64::MAX]));
/// ```
pub fn mock_turtles_first_player_wins(heads: &[u64]) -> bool {
    distinct(heads).iter().fold(0, |sum, &position| sum ^ mock_turtles_value(position)) != 0
}

/// Returns the value of a heads-up coin at `position` (from 1) in the Ruler game: the largest
/// power of two dividing `position`; `None` for `0`, which is no coin.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::coin_turning::ruler_value;
/// assert_eq!(ruler_value(12), Some(4));
/// assert_eq!(ruler_value(0), None);
/// assert_eq!(ruler_value(u64::MAX), Some(1));
/// assert_eq!(ruler_value(1 << 63), Some(1 << 63));
/// ```
pub fn ruler_value(position: u64) -> Option<u64> {
    (position != 0).then(|| position & position.wrapping_neg())
}

/// Returns the value of coin `(row_value, column_value)` in the product of two coin-turning
/// games, given the values the coin's row and column have in the two games: their nim
/// product (the product rule; Turning Corners, HDU 3404, has `row_value = x`,
/// `column_value = y`).
///
/// # Complexity
/// O(1), as [`crate::nimber::product`].
///
/// # Example
/// ```
/// use snippets::coin_turning::product_value;
/// assert_eq!(product_value(2, 2), 3);
/// assert_eq!(product_value(u64::MAX, 1), u64::MAX);
/// assert_eq!(product_value(0, u64::MAX), 0);
/// ```
pub fn product_value(row_value: u64, column_value: u64) -> u64 {
    crate::nimber::product(row_value, column_value)
}

/// Returns `true` iff the player to move wins Turning Corners (HDU 3404) with the coins at
/// `heads` (coordinates from 1) heads up: a move turns over the corners `(x1, y1), (x1, y2),
/// (x2, y1), (x2, y2)` of a rectangle with `x1 <= x2`, `y1 <= y2` and `(x2, y2)` heads up (a
/// degenerate rectangle turns two or one). It wins iff the XOR of the nim products `x * y` is
/// not `0`. The coins are distinct, as HDU 3404 promises; one listed twice is turned twice,
/// back to tails (its products cancel), as in the judge's accepted solutions.
///
/// # Complexity
/// O(n) for `n` listed coins, no allocation.
///
/// # Example
/// ```
/// use snippets::coin_turning::turning_corners_first_player_wins;
/// assert!(!turning_corners_first_player_wins(&[(1, 2), (2, 1)]));
/// assert!(turning_corners_first_player_wins(&[(1, 1), (2, 2)]));
/// assert!(!turning_corners_first_player_wins(&[]));
/// assert!(turning_corners_first_player_wins(&[(u64::MAX, u64::MAX)]));
/// ```
pub fn turning_corners_first_player_wins(heads: &[(u64, u64)]) -> bool {
    heads.iter().fold(0, |sum, &(x, y)| sum ^ product_value(x, y)) != 0
}

/// The listed coins, each once.
fn distinct<T: Ord + Copy>(coins: &[T]) -> Vec<T> {
    let mut coins = coins.to_vec();
    coins.sort_unstable();
    coins.dedup();
    coins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Grundy values of every position of a coin-turning game on `cells` coins, a position a
    /// bit mask, found by turning real coins: `moves(last)` lists the sets of coins (bit masks)
    /// a move whose last coin is `last` turns over, each including `last`. Turning `last` from
    /// heads to tails lowers the mask, so increasing order has every option before it.
    fn grundy_by_turning(cells: usize, moves: impl Fn(usize) -> Vec<u32>) -> Vec<u64> {
        let all_moves: Vec<Vec<u32>> = (0..cells).map(&moves).collect();
        let mut values = vec![0u64; 1 << cells];
        for mask in 0..1u32 << cells {
            let mut reached = Vec::new();
            for (last, turns) in all_moves.iter().enumerate() {
                if mask >> last & 1 == 1 {
                    reached.extend(turns.iter().map(|turn| values[(mask ^ turn) as usize]));
                }
            }
            values[mask as usize] = (0..).find(|v| !reached.contains(v)).unwrap_or(0);
        }
        values
    }

    /// The XOR of `value(cell)` over the cells of `mask`.
    fn xor_of(mask: u32, value: impl Fn(usize) -> u64) -> u64 {
        (0..32).filter(|cell| mask >> cell & 1 == 1).fold(0, |sum, cell| sum ^ value(cell))
    }

    /// Mock Turtles on coins `0..cells`: turn `last` and up to two coins left of it.
    fn mock_turtles_moves(last: usize) -> Vec<u32> {
        let mut turns = vec![1u32 << last];
        for a in 0..last {
            turns.push(1 << last | 1 << a);
            for b in 0..a {
                turns.push(1 << last | 1 << a | 1 << b);
            }
        }
        turns
    }

    /// Ruler on coins `1..=cells` (bit `i` is coin `i + 1`): turn a run ending at `last`.
    fn ruler_moves(last: usize) -> Vec<u32> {
        (0..=last).map(|first| ((1u32 << (last + 1)) - 1) & !((1u32 << first) - 1)).collect()
    }

    /// Turning one coin or two (coins from 1): the 1-D factor of Turning Corners, as sets of
    /// coins (from 0 in the mask) a move turns.
    fn one_or_two_moves(last: usize) -> Vec<u32> {
        (0..=last).map(|first| 1 << last | 1 << first).collect()
    }

    /// The product of two 1-D games on a `rows x columns` board (bit `x * columns + y`): a
    /// move turns every `(x, y)` with `x` in a row move and `y` in a column move.
    fn product_moves(
        columns: usize,
        row_moves: impl Fn(usize) -> Vec<u32>,
        column_moves: impl Fn(usize) -> Vec<u32>,
    ) -> impl Fn(usize) -> Vec<u32> {
        move |last| {
            let (x, y) = (last / columns, last % columns);
            let mut turns = Vec::new();
            for row_turn in row_moves(x) {
                for column_turn in column_moves(y) {
                    let mut turn = 0u32;
                    for a in 0..32 {
                        for b in 0..columns {
                            if row_turn >> a & 1 == 1 && column_turn >> b & 1 == 1 {
                                turn |= 1 << (a * columns + b);
                            }
                        }
                    }
                    turns.push(turn);
                }
            }
            turns
        }
    }

    #[test]
    fn hand_cases() {
        let odious: Vec<u128> = (0..8).map(mock_turtles_value).collect();
        assert_eq!(odious, [1, 2, 4, 7, 8, 11, 13, 14]);
        let ruler: Vec<u64> = (1..=8).filter_map(ruler_value).collect();
        assert_eq!(ruler, [1, 2, 1, 4, 1, 2, 1, 8]);
        // HDU 3537's sample, HDU 3404's sample.
        assert!(mock_turtles_first_player_wins(&[0]));
        assert!(!mock_turtles_first_player_wins(&[]));
        assert!(!mock_turtles_first_player_wins(&[0, 1, 2, 3]));
        assert!(!turning_corners_first_player_wins(&[(1, 2), (2, 1)]));
        assert!(turning_corners_first_player_wins(&[(1, 1), (2, 2)]));
    }

    #[test]
    fn mock_turtles_against_turning_real_coins() {
        let values = grundy_by_turning(12, mock_turtles_moves);
        for (mask, &value) in values.iter().enumerate() {
            let mask = mask as u32;
            let sum = xor_of(mask, |cell| mock_turtles_value(cell as u64) as u64);
            assert_eq!(sum, value, "heads={mask:b}");
            let heads: Vec<u64> = (0..12).filter(|c| mask >> c & 1 == 1).collect();
            assert_eq!(mock_turtles_first_player_wins(&heads), value != 0, "heads={heads:?}");
        }
    }

    #[test]
    fn ruler_against_turning_real_coins() {
        let values = grundy_by_turning(12, ruler_moves);
        for (mask, &value) in values.iter().enumerate() {
            let sum = xor_of(mask as u32, |cell| ruler_value(cell as u64 + 1).unwrap());
            assert_eq!(sum, value, "heads={mask:b}");
        }
    }

    #[test]
    fn products_against_turning_real_coins() {
        for (rows, columns) in [(4, 4), (3, 5)] {
            let moves = product_moves(columns, one_or_two_moves, one_or_two_moves);
            let values = grundy_by_turning(rows * columns, moves);
            for (mask, &value) in values.iter().enumerate() {
                let coin = |cell: usize| ((cell / columns) as u64 + 1, (cell % columns) as u64 + 1);
                let sum = xor_of(mask as u32, |cell| {
                    let (x, y) = coin(cell);
                    product_value(x, y)
                });
                assert_eq!(sum, value, "{rows}x{columns} heads={mask:b}");
                let heads: Vec<(u64, u64)> =
                    (0..rows * columns).filter(|&cell| mask >> cell & 1 == 1).map(coin).collect();
                assert_eq!(
                    turning_corners_first_player_wins(&heads),
                    value != 0,
                    "heads={heads:?}"
                );
            }
        }
        // A product of two different games: Mock Turtles (rows, from 0) times Ruler (columns,
        // from 1).
        let columns = 4;
        let values =
            grundy_by_turning(3 * columns, product_moves(columns, mock_turtles_moves, ruler_moves));
        for (mask, &value) in values.iter().enumerate() {
            let sum = xor_of(mask as u32, |cell| {
                let row = mock_turtles_value((cell / columns) as u64) as u64;
                let column = ruler_value((cell % columns) as u64 + 1).unwrap();
                product_value(row, column)
            });
            assert_eq!(sum, value, "mock turtles x ruler heads={mask:b}");
        }
    }

    #[test]
    fn seeded_random_against_definitions() {
        let mut rng = Rng::new(3537);
        for _ in 0..20_000 {
            let p = rng.any_magnitude();
            let value = mock_turtles_value(p);
            assert!(value == 2 * p as u128 || value == 2 * p as u128 + 1, "p={p}");
            assert_eq!(value.count_ones() % 2, 1, "p={p}");
            let n = rng.any_magnitude();
            if let Some(ruler) = ruler_value(n) {
                assert!(ruler.is_power_of_two() && n % ruler == 0, "n={n}");
                assert!(n / ruler % 2 == 1, "n={n}");
            }
            let heads = [p, n, p];
            assert_eq!(
                mock_turtles_first_player_wins(&heads),
                p != n || mock_turtles_value(p) != 0,
                "heads={heads:?}"
            );
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(mock_turtles_value(max), 2 * max as u128 + 1);
        assert_eq!(mock_turtles_value(max - 1), 2 * (max - 1) as u128);
        assert_eq!(mock_turtles_value(1 << 63), 1 << 64);
        assert_eq!(ruler_value(1), Some(1));
        assert_eq!(ruler_value(0), None);
        assert!(mock_turtles_first_player_wins(&[max, max - 1, max, max - 1]));
        assert!(mock_turtles_first_player_wins(&[max, max, max]));
        assert!(!turning_corners_first_player_wins(&[(0, max), (max, 0)]));
        assert!(!turning_corners_first_player_wins(&[(max, 1), (max, 1)])); // turned twice
    }
}
