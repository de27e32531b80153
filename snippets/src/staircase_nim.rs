//! Staircase Nim: coins on stairs `1, 2, ...` above the ground (stair `0`); a move carries any
//! positive number of coins from one stair down to the next; normal play. The coins on even
//! stairs do not matter (a move from an even stair is undone by carrying them on), so it is
//! Nim on the odd stairs.
//!
//! Georgia and Bob (POJ 1704) is Staircase Nim in disguise: chessmen on distinct cells `1, 2,
//! ...`; a move shifts one chessman left without jumping over another or sharing a cell. The
//! empty cells just left of the `k`-th chessman from the right are the coins on stair `k`:
//! moving it left takes from its gap and adds to the gap of the chessman on its right.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search that carries real coins, for every position
//! of up to 4 stairs of up to 4 coins, and one that moves real chessmen, for every set of
//! chessmen on cells `1..=12`; seeded random rows up to `u64::MAX` against the rule that two
//! chessmen added side by side right of the row change nothing; edge values.

/// Returns `true` iff the player to move wins Staircase Nim with `stairs[i]` coins on stair
/// `i` (`stairs[0]` is the ground, where coins no longer move): iff the XOR of the odd stairs
/// is not `0`.
///
/// # Complexity
/// O(stairs.len())
///
/// # Example
/// ```
/// use snippets::staircase_nim::first_player_wins;
/// assert!(first_player_wins(&[0, 1]));
/// assert!(!first_player_wins(&[5, 0, 9])); // coins on stair 2 cannot win alone
/// assert!(!first_player_wins(&[]));
/// assert!(!first_player_wins(&[0, u64::MAX, 7, u64::MAX]));
/// ```
pub fn first_player_wins(stairs: &[u64]) -> bool {
    stairs.iter().skip(1).step_by(2).fold(0, |sum, &coins| sum ^ coins) != 0
}

/// Why a row of chessmen is not a position of Georgia and Bob.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InvalidRow {
    /// Two chessmen on this cell.
    Repeated(u64),
    /// A chessman on cell `0`: the cells are `1, 2, ...`.
    CellZero,
}

impl std::fmt::Display for InvalidRow {
    fn fmt(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            InvalidRow::Repeated(cell) => write!(formatter, "two chessmen on cell {cell}"),
            InvalidRow::CellZero => write!(formatter, "a chessman on cell 0 (cells start at 1)"),
        }
    }
}

/// Returns `Ok(true)` iff the player to move wins Georgia and Bob with chessmen on the cells
/// `positions` (from 1, in any order): iff the XOR of the gaps left of the 1st, 3rd, 5th, ...
/// chessman from the right is not `0`. `Err` for a repeated cell or cell `0`.
///
/// # Complexity
/// O(n log n) for `n` chessmen (they are sorted).
///
/// # Example
/// ```
/// use snippets::staircase_nim::{chessmen_first_player_wins, InvalidRow};
/// assert_eq!(chessmen_first_player_wins(&[1, 2, 3]), Ok(false));
/// assert_eq!(chessmen_first_player_wins(&[17, 1, 5, 6, 7, 9, 12, 14]), Ok(true));
/// assert_eq!(chessmen_first_player_wins(&[]), Ok(false));
/// assert_eq!(chessmen_first_player_wins(&[u64::MAX]), Ok(true));
/// assert_eq!(chessmen_first_player_wins(&[4, 2, 4]), Err(InvalidRow::Repeated(4)));
/// assert_eq!(chessmen_first_player_wins(&[0]), Err(InvalidRow::CellZero));
/// ```
pub fn chessmen_first_player_wins(positions: &[u64]) -> Result<bool, InvalidRow> {
    let mut cells = positions.to_vec();
    cells.sort_unstable();
    if cells.first() == Some(&0) {
        return Err(InvalidRow::CellZero);
    }
    if let Some(pair) = cells.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(InvalidRow::Repeated(pair[0]));
    }
    // Stair k is the gap left of the k-th chessman from the right; the odd ones count.
    let mut sum = 0;
    for (from_right, index) in (0..cells.len()).rev().enumerate() {
        if from_right % 2 == 0 {
            let left = if index == 0 { 0 } else { cells[index - 1] };
            sum ^= cells[index] - left - 1;
        }
    }
    Ok(sum != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{all_positions, Rng};
    use std::collections::HashMap;

    /// Game-tree search carrying real coins: from stair `i >= 1`, carry `1..=stairs[i]` coins
    /// down to stair `i - 1`.
    fn brute_stairs(stairs: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(stairs) {
            return known;
        }
        let mut wins = false;
        for stair in 1..stairs.len() {
            for carried in 1..=stairs[stair] {
                let mut next = stairs.to_vec();
                next[stair] -= carried;
                next[stair - 1] += carried;
                if !brute_stairs(&next, memo) {
                    wins = true;
                }
            }
        }
        memo.insert(stairs.to_vec(), wins);
        wins
    }

    /// Game-tree search moving real chessmen: a bit mask of occupied cells (bit `c` is cell
    /// `c`, cell 0 never used); a chessman moves left to any free cell `>= 1` with no chessman
    /// between. Moving left lowers the mask, so increasing order has every option first.
    fn brute_chessmen(cells: u32) -> Vec<bool> {
        let mut wins = vec![false; 1 << (cells + 1)];
        for mask in (0..1u32 << (cells + 1)).step_by(2) {
            let mut wins_here = false;
            for from in 1..=cells {
                if mask >> from & 1 == 0 {
                    continue;
                }
                let mut to = from - 1;
                while to >= 1 && mask >> to & 1 == 0 {
                    wins_here |= !wins[(mask ^ 1 << from ^ 1 << to) as usize];
                    to -= 1;
                }
            }
            wins[mask as usize] = wins_here;
        }
        wins
    }

    #[test]
    fn hand_cases() {
        // POJ 1704's sample.
        assert_eq!(chessmen_first_player_wins(&[1, 2, 3]), Ok(false));
        assert_eq!(chessmen_first_player_wins(&[1, 5, 6, 7, 9, 12, 14, 17]), Ok(true));
        assert_eq!(chessmen_first_player_wins(&[2]), Ok(true));
        assert_eq!(chessmen_first_player_wins(&[1]), Ok(false));
        assert_eq!(chessmen_first_player_wins(&[3, 5]), Ok(true)); // gap 1 on stair 1
        assert_eq!(chessmen_first_player_wins(&[3, 4]), Ok(false));
        assert!(!first_player_wins(&[0, 3, 0, 3, 0]));
        assert!(first_player_wins(&[0, 3, 0, 2, 0]));
    }

    #[test]
    fn stairs_against_carrying_real_coins() {
        let mut memo = HashMap::new();
        for stairs in all_positions(4, 4) {
            let brute = brute_stairs(&stairs, &mut memo);
            assert_eq!(first_player_wins(&stairs), brute, "stairs={stairs:?}");
        }
    }

    #[test]
    fn chessmen_against_moving_real_chessmen() {
        let cells = 12;
        let wins = brute_chessmen(cells);
        for mask in (0..1u32 << (cells + 1)).step_by(2) {
            let mut positions: Vec<u64> =
                (1..=cells as u64).filter(|&c| mask >> c & 1 == 1).collect();
            positions.reverse(); // any order
            assert_eq!(
                chessmen_first_player_wins(&positions),
                Ok(wins[mask as usize]),
                "positions={positions:?}"
            );
        }
    }

    #[test]
    fn seeded_random_invariants() {
        let mut rng = Rng::new(1704);
        for _ in 0..5_000 {
            let count = rng.below_or_equal(8) as usize;
            let mut row: Vec<u64> = (0..count).map(|_| rng.any_magnitude().max(3)).collect();
            row.sort_unstable();
            row.dedup();
            let Ok(wins) = chessmen_first_player_wins(&row) else {
                panic!("row={row:?}");
            };
            // Two chessmen side by side right of the row are stairs 1 and 2, without coins,
            // and shift every other stair by two: who wins does not change.
            let last = row.last().copied().unwrap_or(0);
            if last < u64::MAX - 1 {
                let mut longer = row.clone();
                longer.extend([last + 1, last + 2]);
                assert_eq!(chessmen_first_player_wins(&longer), Ok(wins), "row={row:?}");
            }
            if let Some(&first) = row.first() {
                let mut repeated = row.clone();
                repeated.push(first);
                assert_eq!(
                    chessmen_first_player_wins(&repeated),
                    Err(InvalidRow::Repeated(first)),
                    "row={row:?}"
                );
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(chessmen_first_player_wins(&[max]), Ok(true));
        assert_eq!(chessmen_first_player_wins(&[1, max]), Ok(true));
        assert_eq!(chessmen_first_player_wins(&[max - 1, max]), Ok(false)); // stair 1 empty
        assert_eq!(chessmen_first_player_wins(&[1, 2]), Ok(false));
        assert_eq!(chessmen_first_player_wins(&[max, 1, max]), Err(InvalidRow::Repeated(max)));
        assert_eq!(chessmen_first_player_wins(&[0, 0]), Err(InvalidRow::CellZero));
        assert!(!first_player_wins(&[max]));
        assert!(first_player_wins(&[0, max]));
        assert_eq!(InvalidRow::Repeated(max).to_string(), format!("two chessmen on cell {max}"));
    }
}
