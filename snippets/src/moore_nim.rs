//! Moore's Nim_k: Nim where a move takes stones from at least one and at most `k` piles (any
//! positive number from each); normal play. `k = 1` is Nim.
//!
//! Moore's theorem (1910): the player to move loses iff, for every bit, the number of piles
//! with that bit set is a multiple of `k + 1`. From any other position a move to such a
//! position exists ([`winning_move`] builds one, from the highest bit down). The count of
//! losing positions by total ([`losing_positions_by_sum`]) is a digit DP over the bits, and
//! SDOI 2011 "黑白棋" (Luogu P2490) counts the placements of `pieces` alternating pieces on a
//! strip of `cells` that the first player wins ([`strip_winning_placements`]).
//!
//! Depends on: nothing.
//!
//! Verified: [`first_player_wins`] against a game-tree search (every move of 1 to `k` piles)
//! on every position of up to 4 piles of at most 15 (at most 7 in debug; 15 in release,
//! `cargo test -p snippets --release moore_nim`) for `k = 1, 2, 3`, and [`winning_move`] on
//! each winning one (at most `k` piles, each lowered, the result lost by the search);
//! [`losing_positions_by_sum`] against counting the search's lost positions, and
//! [`strip_winning_placements`] against placing the pieces one by one on every strip of up to
//! 12 cells; seeded random positions of up to 8 piles to `u64::MAX` with `k` up to 9 and
//! `u64::MAX`; edge values.

/// Returns `true` iff the player to move wins Nim_k on `piles` with at most `k` piles per
/// move: iff some bit is set in a number of piles that is not a multiple of `k + 1`. With
/// `k = 0` no move exists.
///
/// # Complexity
/// O(64 * piles.len())
///
/// # Example
/// ```
/// use snippets::moore_nim::first_player_wins;
/// assert!(!first_player_wins(&[1, 1, 1], 2)); // bit 0 in 3 piles
/// assert!(first_player_wins(&[1, 1], 2)); // take both
/// assert!(!first_player_wins(&[5, 5], 1)); // Nim
/// assert!(first_player_wins(&[u64::MAX; 3], u64::MAX));
/// assert!(!first_player_wins(&[7], 0));
/// ```
pub fn first_player_wins(piles: &[u64], k: u64) -> bool {
    if k == 0 {
        return false;
    }
    let modulus = u128::from(k) + 1;
    (0..64).any(|bit| {
        let count = piles.iter().filter(|&&pile| pile >> bit & 1 == 1).count();
        count as u128 % modulus != 0
    })
}

/// Returns a winning move of Nim_k on `piles` (at most `k` piles per move) as the piles it
/// changes, `(index, stones left)` in increasing index, or `None` when every move loses.
///
/// From the highest bit down, with the piles already chosen free below the bit where each was
/// first lowered: let `s` be the count, mod `k + 1`, of unchosen piles with the bit set. If at
/// least `k + 1 - s` piles are chosen, set the bit in that many of them; else choose `s`
/// unchosen piles with the bit set (the first in input order) and clear it in them. At most
/// `k` piles are ever chosen (Moore's proof).
///
/// # Complexity
/// O(64 * piles.len())
///
/// # Example
/// ```
/// use snippets::moore_nim::winning_move;
/// assert_eq!(winning_move(&[1, 1], 2), Some(vec![(0, 0), (1, 0)]));
/// assert_eq!(winning_move(&[3, 4, 5], 1), Some(vec![(0, 1)])); // Nim: 1 ^ 4 ^ 5 = 0
/// assert_eq!(winning_move(&[1, 1, 1], 2), None);
/// assert_eq!(winning_move(&[u64::MAX, 0], 1), Some(vec![(0, 0)]));
/// ```
pub fn winning_move(piles: &[u64], k: u64) -> Option<Vec<(usize, u64)>> {
    if k == 0 {
        return None;
    }
    let modulus = u128::from(k) + 1;
    let mut chosen: Vec<usize> = Vec::new();
    let mut is_chosen = vec![false; piles.len()];
    let mut left = piles.to_vec();
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        let set = piles.iter().zip(&is_chosen).filter(|&(&p, &c)| !c && p & mask != 0).count();
        let needed = (modulus - set as u128 % modulus) % modulus; // ones the chosen must add
        for &index in &chosen {
            left[index] &= !mask;
        }
        if needed <= chosen.len() as u128 {
            for &index in &chosen[..needed as usize] {
                left[index] |= mask;
            }
        } else {
            let remove = modulus - needed; // = set mod (k + 1), at most k - chosen.len()
            let newly: Vec<usize> = (0..piles.len())
                .filter(|&i| !is_chosen[i] && piles[i] & mask != 0)
                .take(remove as usize)
                .collect();
            for index in newly {
                left[index] &= !mask;
                is_chosen[index] = true;
                chosen.push(index);
            }
        }
    }
    if chosen.is_empty() {
        return None;
    }
    chosen.sort_unstable();
    Some(chosen.into_iter().map(|index| (index, left[index])).collect())
}

/// Returns, for every total `s` in `0..=max_sum`, the number mod `modulus` of losing Nim_k
/// positions of `piles` ordered piles (each `>= 0`) holding `s` stones in all.
///
/// A digit DP over the bits, low to high: at bit `b`, `j` of the piles take `2^b` with
/// `C(piles, j)` ways, `j` a multiple of `k + 1`. With `k = 0` every position loses.
///
/// # Complexity
/// O(log(max_sum) * max_sum * piles / (k + 1)) time, O(max_sum + piles) memory.
///
/// # Panics
/// If `modulus` is `0`.
///
/// # Example
/// ```
/// use snippets::moore_nim::losing_positions_by_sum;
/// // Two piles, Nim: the equal pairs (0,0), (1,1), (2,2).
/// assert_eq!(losing_positions_by_sum(2, 5, 1, 1_000_000_007), [1, 0, 1, 0, 1, 0]);
/// assert_eq!(losing_positions_by_sum(0, 2, 1, 7), [1, 0, 0]);
/// assert_eq!(losing_positions_by_sum(3, 3, u64::MAX, 1 << 63), [1, 0, 0, 0]);
/// ```
pub fn losing_positions_by_sum(piles: usize, max_sum: usize, k: u64, modulus: u64) -> Vec<u64> {
    // Below 2^32 a product of two residues fits in u64: no u128 division in the loop.
    let mul = |a: u64, b: u64| {
        if modulus <= 1 << 32 {
            a * b % modulus
        } else {
            (u128::from(a) * u128::from(b) % u128::from(modulus)) as u64
        }
    };
    let add = |a: u64, b: u64| {
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= modulus {
            sum.wrapping_sub(modulus)
        } else {
            sum
        }
    };
    let mut binomial = vec![1 % modulus; 1];
    for n in 1..=piles {
        let mut next = vec![1 % modulus; n + 1];
        for j in 1..n {
            next[j] = add(binomial[j - 1], binomial[j]);
        }
        binomial = next;
    }
    let step = if k == 0 { 1 } else { (u128::from(k) + 1).min(piles as u128 + 1) as usize };
    // Below 2^31 the sums run unreduced, kept under 2 * modulus^2 < 2^63 by subtracting
    // modulus^2 (a multiple of it), and are reduced once per bit.
    let square = if modulus < 1 << 31 { modulus * modulus } else { 0 };
    let mut ways = vec![0u64; max_sum + 1];
    ways[0] = 1 % modulus;
    let mut bit = 0;
    while bit < usize::BITS && 1usize << bit <= max_sum {
        let weight = 1usize << bit;
        let stride = step.checked_mul(weight);
        let mut next = vec![0u64; max_sum + 1];
        let stride = stride.unwrap_or(usize::MAX);
        for (sum, &count) in ways.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let slots = next[sum..].iter_mut().step_by(stride);
            let terms = slots.zip(binomial.iter().step_by(step));
            if square != 0 {
                for (slot, &choose) in terms {
                    let value = *slot + count * choose;
                    *slot = if value >= square { value - square } else { value };
                }
            } else {
                for (slot, &choose) in terms {
                    *slot = add(*slot, mul(count, choose));
                }
            }
        }
        if square != 0 {
            // x mod modulus by Barrett's reciprocal (no division per entry).
            let reciprocal = u64::MAX / modulus;
            for value in next.iter_mut() {
                let quotient = ((u128::from(*value) * u128::from(reciprocal)) >> 64) as u64;
                let mut rest = *value - quotient * modulus;
                while rest >= modulus {
                    rest -= modulus;
                }
                *value = rest;
            }
        }
        ways = next;
        bit += 1;
    }
    ways
}

/// SDOI 2011 黑白棋 (Luogu P2490): a strip of `cells` holds `pieces` pieces (even), white and
/// black alternating from a white at the left; whites move right, blacks left, never past a
/// neighbour; a move moves 1 to `d` pieces of one's colour, whites first. Returns the number
/// mod `modulus` of placements the first player wins, or `None` if `pieces` is odd or more
/// than `cells`.
///
/// The gap inside each of the `pieces / 2` white-black pairs is a pile of Nim_d (either colour
/// only narrows gaps); the other empty cells are free. So it is `C(cells, pieces)` less, over
/// each total `g` of the gaps, the losing gaps ([`losing_positions_by_sum`]) times
/// `C(cells - pieces - g + pieces / 2, pieces / 2)`, the ways to place the free cells in the
/// `pieces / 2 + 1` spaces outside the pairs. Binomials by Pascal's rule (any modulus).
///
/// # Complexity
/// O(cells * pieces) time besides [`losing_positions_by_sum`]; O(cells + pieces) memory.
///
/// # Panics
/// If `modulus` is `0`.
///
/// # Example
/// ```
/// use snippets::moore_nim::strip_winning_placements;
/// assert_eq!(strip_winning_placements(10, 4, 2, 1_000_000_007), Some(182));
/// assert_eq!(strip_winning_placements(2, 2, 1, 1_000_000_007), Some(0)); // the pieces touch
/// assert_eq!(strip_winning_placements(3, 3, 1, 1_000_000_007), None);
/// assert_eq!(strip_winning_placements(0, 0, u64::MAX, 1_000_000_007), Some(0));
/// ```
pub fn strip_winning_placements(cells: usize, pieces: usize, d: u64, modulus: u64) -> Option<u64> {
    if pieces % 2 == 1 || pieces > cells {
        return None;
    }
    let (pairs, slack) = (pieces / 2, cells - pieces);
    let add = |a: u64, b: u64| {
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= modulus {
            sum.wrapping_sub(modulus)
        } else {
            sum
        }
    };
    // C(n, pairs - 1) and C(n, pairs) for n = 0..=cells, by Pascal's rule on columns
    // 0..=pairs. The free cells go into the pairs + 1 spaces outside the pairs in
    // C(free + pairs, pairs) ways; the gaps of any total g in C(g + pairs - 1, pairs - 1) ways
    // (Vandermonde then gives C(cells, pieces)).
    let mut row = vec![0u64; pairs + 1];
    row[0] = 1 % modulus;
    let (mut below, mut column) = (Vec::with_capacity(cells + 1), Vec::with_capacity(cells + 1));
    for n in 0..=cells {
        if n > 0 {
            for j in (1..=pairs.min(n)).rev() {
                row[j] = add(row[j], row[j - 1]);
            }
        }
        below.push(if pairs == 0 { 0 } else { row[pairs - 1] });
        column.push(row[pairs]);
    }
    let product = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(modulus)) as u64;
    let losing = losing_positions_by_sum(pairs, slack, d, modulus);
    let (mut all, mut lost) = (0u64, 0u64);
    for (gaps, &count) in losing.iter().enumerate() {
        let outside = column[slack - gaps + pairs];
        let any = if pairs == 0 { u64::from(gaps == 0) } else { below[gaps + pairs - 1] };
        all = add(all, product(any, outside));
        lost = add(lost, product(count, outside));
    }
    Some(add(all, modulus - lost) % modulus)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    const SIDE: usize = 16;

    /// `wins[index]` for every position of 4 piles `0..side` (index in base 16, pile 0 the
    /// lowest digit), by game-tree search: each move lowers 1 to `k` piles; a position wins
    /// iff some move reaches a lost one. A move lowers the index, so one pass upward.
    fn brute_wins(k: usize, side: usize) -> Vec<bool> {
        let mut wins = vec![false; SIDE.pow(4)];
        for index in 0..SIDE.pow(4) {
            let piles: Vec<usize> = (0..4).map(|i| index / SIDE.pow(i) % SIDE).collect();
            if piles.iter().any(|&p| p >= side) {
                continue;
            }
            wins[index] = some_move_loses(&piles, k, 0, index, false, &wins);
        }
        wins
    }

    /// Tries every way to lower piles `from..4` (at most `k` more), from position `index`.
    fn some_move_loses(
        piles: &[usize],
        k: usize,
        from: usize,
        index: usize,
        moved: bool,
        wins: &[bool],
    ) -> bool {
        if from == 4 {
            return moved && !wins[index];
        }
        if some_move_loses(piles, k, from + 1, index, moved, wins) {
            return true;
        }
        if k == 0 {
            return false;
        }
        let weight = SIDE.pow(from as u32);
        (0..piles[from]).any(|lower| {
            let next = index - (piles[from] - lower) * weight;
            some_move_loses(piles, k - 1, from + 1, next, true, wins)
        })
    }

    fn position(index: usize) -> Vec<u64> {
        (0..4).map(|i| (index / SIDE.pow(i) % SIDE) as u64).collect()
    }

    #[test]
    fn hand_cases() {
        // Luogu P2490 sample: 10 4 2 -> 182.
        assert_eq!(strip_winning_placements(10, 4, 2, 1_000_000_007), Some(182));
        assert!(!first_player_wins(&[3, 3, 3], 2));
        assert_eq!(winning_move(&[3, 3, 3, 1], 2), Some(vec![(0, 2)])); // bit 0: 4 piles, one too many
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        let side = if cfg!(debug_assertions) { 8 } else { 16 };
        for k in 1..=3 {
            let wins = brute_wins(k, side);
            for index in 0..SIDE.pow(4) {
                let piles = position(index);
                if piles.iter().any(|&p| p >= side as u64) {
                    continue;
                }
                // Fewer piles: the position with zeros dropped plays the same.
                let nonzero: Vec<u64> = piles.iter().copied().filter(|&p| p != 0).collect();
                for list in [&piles, &nonzero] {
                    assert_eq!(first_player_wins(list, k as u64), wins[index], "{list:?} k={k}");
                }
                match winning_move(&piles, k as u64) {
                    None => assert!(!wins[index], "{piles:?} k={k}: no move found"),
                    Some(changes) => {
                        assert!(changes.len() <= k && !changes.is_empty(), "{piles:?} k={k}");
                        let mut next = piles.clone();
                        for &(i, left) in &changes {
                            assert!(left < piles[i], "{piles:?} k={k}: {changes:?}");
                            next[i] = left;
                        }
                        let next_index: usize =
                            (0..4).map(|i| next[i] as usize * SIDE.pow(i as u32)).sum();
                        assert!(!wins[next_index], "{piles:?} k={k}: {changes:?} wins");
                    }
                }
            }
        }
    }

    #[test]
    fn counts_against_the_search() {
        let side = if cfg!(debug_assertions) { 8 } else { 16 };
        for k in 1..=3 {
            let wins = brute_wins(k, side);
            for piles in 0..=4usize {
                let mut lost = vec![0u64; side];
                for (index, &wins) in wins.iter().enumerate() {
                    let position = position(index);
                    let (used, unused) = position.split_at(piles);
                    if unused.iter().any(|&p| p != 0) || used.iter().any(|&p| p >= side as u64) {
                        continue;
                    }
                    let sum: u64 = used.iter().sum();
                    if (sum as usize) < side && !wins {
                        lost[sum as usize] += 1;
                    }
                }
                let counts = losing_positions_by_sum(piles, side - 1, k as u64, 1_000_000_007);
                assert_eq!(counts, lost, "piles={piles} k={k}");
            }
        }
    }

    /// Placements of `pieces` on `cells` cells, counted by moving the pieces themselves: a
    /// placement's gaps inside its pairs, judged by a search of Nim_d over the gaps.
    fn brute_strip(cells: usize, pieces: usize, wins: &[bool]) -> u64 {
        fn place(
            cells: usize,
            from: usize,
            left: usize,
            at: &mut Vec<usize>,
            out: &mut Vec<Vec<usize>>,
        ) {
            if left == 0 {
                out.push(at.clone());
                return;
            }
            for cell in from..cells {
                at.push(cell);
                place(cells, cell + 1, left - 1, at, out);
                at.pop();
            }
        }
        let mut placements = Vec::new();
        place(cells, 0, pieces, &mut Vec::new(), &mut placements);
        let mut won = 0;
        for at in placements {
            let mut gaps: Vec<usize> = at.chunks(2).map(|pair| pair[1] - pair[0] - 1).collect();
            gaps.resize(4, 0);
            let index: usize = (0..4).map(|i| gaps[i] * SIDE.pow(i as u32)).sum();
            won += u64::from(wins[index]);
        }
        won
    }

    #[test]
    fn strip_against_placing_pieces() {
        let max_cells = if cfg!(debug_assertions) { 8 } else { 12 };
        let wins: Vec<Vec<bool>> = (0..=3).map(|d| brute_wins(d, max_cells)).collect();
        for cells in 0..=max_cells {
            for pieces in (0..=cells.min(6)).step_by(2) {
                for (d, wins) in wins.iter().enumerate().skip(1) {
                    let expected = brute_strip(cells, pieces, wins);
                    let got = strip_winning_placements(cells, pieces, d as u64, 1_000_000_007);
                    assert_eq!(got, Some(expected), "cells={cells} pieces={pieces} d={d}");
                }
            }
        }
    }

    #[test]
    fn seeded_random_moves() {
        let mut rng = Rng::new(2490);
        for _ in 0..20_000 {
            let count = rng.below_or_equal(8) as usize;
            let k = if rng.below_or_equal(9) == 0 { u64::MAX } else { 1 + rng.below_or_equal(8) };
            let piles: Vec<u64> = (0..count).map(|_| rng.any_magnitude()).collect();
            let wins = first_player_wins(&piles, k);
            match winning_move(&piles, k) {
                None => assert!(!wins, "piles={piles:?} k={k}"),
                Some(changes) => {
                    assert!(wins, "piles={piles:?} k={k}");
                    assert!(changes.len() as u64 <= k, "piles={piles:?} k={k}");
                    let mut next = piles.clone();
                    for &(i, left) in &changes {
                        assert!(left < piles[i], "piles={piles:?} k={k}");
                        next[i] = left;
                    }
                    assert!(!first_player_wins(&next, k), "piles={piles:?} k={k}: {changes:?}");
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert!(!first_player_wins(&[], 1));
        assert!(!first_player_wins(&[max], 0));
        assert!(first_player_wins(&[max], 1));
        assert!(!first_player_wins(&[max, max], 1));
        assert!(first_player_wins(&[max, max], 2));
        assert_eq!(winning_move(&[max, max], max), Some(vec![(0, 0), (1, 0)]));
        assert_eq!(winning_move(&[0, 0], max), None);
        assert_eq!(winning_move(&[max], 0), None);
        assert_eq!(losing_positions_by_sum(1, 0, 1, 1), [0]);
        assert_eq!(losing_positions_by_sum(2, 2, 0, 100), [1, 2, 3]);
        assert_eq!(strip_winning_placements(0, 0, 1, 1_000_000_007), Some(0));
        assert_eq!(strip_winning_placements(1, 2, 1, 1_000_000_007), None);
    }
}
