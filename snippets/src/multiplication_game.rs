//! The multiplication game (HDU 1517, POJ 2505, UVa 847): `p` starts at `1`; a move multiplies
//! `p` by an integer from `2` to `9`; the first player to reach `p >= n` wins.
//!
//! Counting down from `n`: a player about to move at `p` wins at once iff `9p >= n`, that is
//! iff `p >= ceil(n / 9)`; below that, every move from `p >= ceil(ceil(n / 9) / 2)` lands in
//! the winning band for the opponent, so those `p` lose; below them the bands repeat with
//! `n` replaced by `ceil(n / 18)`. Only ceiling divisions of `n`, never `p * 9`: exact for
//! every `u64`, with no overflow. From `p = 1` that says Stan loses iff `n` lies in a band
//! `(9 * 18^j, 18^(j + 1)]`; the edges of those bands below `2^64` are 30 numbers, at most
//! one between two powers of two, so [`first_player_wins`] looks them up by the bit length
//! of `n` and compares once, with no division.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search over every `p` for every `n <= 5000`
//! (who wins from each `p`, and the smallest winning first factor); seeded random `n` up to
//! `u64::MAX` against the bands `(9 * 18^j, 18^(j + 1)]` in `u128` (who wins, and the factor
//! through `ceil(n / k)`); every band edge and every power of two, each `- 1`, `+ 0`, `+ 1`,
//! against the bands in `u128` and the ceiling divisions; edge values `0`, `1`, `u64::MAX`.

/// Returns `true` iff the first player (Stan) wins the multiplication game to `n`. For
/// `n <= 1` Stan's first move already reaches `p >= n`, so he wins.
///
/// Stan loses iff `n` lies in a band `(9 * 18^j, 18^(j + 1)]`, that is iff an odd number of
/// band edges lie below `n`: the count below the power of two under `n`, and the one edge
/// between that power and the next, both from a table made at compile time.
///
/// # Complexity
/// O(1): one look-up and one comparison.
///
/// # Example
/// ```
/// use snippets::multiplication_game::first_player_wins;
/// assert!(first_player_wins(162));
/// assert!(!first_player_wins(17));
/// assert!(first_player_wins(0) && first_player_wins(1));
/// assert!(first_player_wins(u64::MAX));
/// ```
#[inline]
pub fn first_player_wins(n: u64) -> bool {
    // `n | 1` has the bit length of `n`, except `0`, which goes with `1`: both win.
    let bits = (n | 1).ilog2() as usize;
    let odd_below = (BAND_EDGES.odd_below >> bits) & 1 == 1;
    odd_below == (n > BAND_EDGES.within[bits])
}

/// The edges `9 * 18^j` and `18^(j + 1)` of Stan's losing bands below `2^64`, by bit length.
struct BandEdges {
    /// `within[k]`: the edge in `[2^k, 2^(k + 1))`, or `u64::MAX` (no `n` is above it) if
    /// none.
    within: [u64; 64],
    /// Bit `k`: an odd number of edges lie below `2^k`.
    odd_below: u64,
}

/// Made once, by the compiler, with checked products: the build fails if two edges ever
/// shared a bit length.
const BAND_EDGES: BandEdges = band_edges();

/// The table: the edges in increasing order, until a product overflows.
const fn band_edges() -> BandEdges {
    let mut edges = BandEdges { within: [u64::MAX; 64], odd_below: 0 };
    let mut power = 1u64; // 18^j
    loop {
        match power.checked_mul(9) {
            Some(lower) => edges = with_edge(edges, lower),
            None => return edges,
        }
        match power.checked_mul(18) {
            Some(upper) => edges = with_edge(edges, upper),
            None => return edges, // the band above 9 * 18^j runs to u64::MAX
        }
        power *= 18;
    }
}

/// `edges` with one more edge `edge` (above every edge so far).
const fn with_edge(mut edges: BandEdges, edge: u64) -> BandEdges {
    let bits = edge.ilog2() as usize;
    assert!(edges.within[bits] == u64::MAX, "two band edges share a bit length");
    edges.within[bits] = edge;
    // Every power of two above the edge has one more edge below it.
    edges.odd_below ^= match u64::MAX.checked_shl(bits as u32 + 1) {
        Some(above) => above,
        None => 0,
    };
    edges
}

/// Returns the smallest factor `2..=9` that wins as Stan's first move toward `n` (after it,
/// Ollie loses, or `p >= n` already); `None` iff Stan loses.
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::multiplication_game::winning_first_factor;
/// assert_eq!(winning_first_factor(9), Some(9)); // reach 9 at once
/// assert_eq!(winning_first_factor(162), Some(9)); // 9: Ollie is in 9..=17 and loses
/// assert_eq!(winning_first_factor(17), None);
/// assert_eq!(winning_first_factor(0), Some(2));
/// assert_eq!(winning_first_factor(u64::MAX), Some(3)); // Ollie then needs 6_148_914_691_236_517_205
/// ```
pub fn winning_first_factor(n: u64) -> Option<u64> {
    (2..=9).find(|&factor| factor >= n || !mover_wins(factor, n))
}

/// Whether the player about to move at `p >= 1` wins the game to `n` (true when `p >= n`:
/// any move reaches `n`). The bands: win iff `p >= ceil(x / 9)`, lose iff
/// `p >= ceil(ceil(x / 9) / 2)`, else go on with `x = ceil(x / 18)`; starting at `x = n`.
/// Reached at `x <= 9` at the latest, where `ceil(x / 9) = 1 <= p`.
fn mover_wins(p: u64, n: u64) -> bool {
    let mut x = n;
    loop {
        let win_from = x.div_ceil(9);
        if p >= win_from {
            return true;
        }
        let lose_from = win_from.div_ceil(2);
        if p >= lose_from {
            return false;
        }
        x = lose_from;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// `wins[p]` for `p` in `1..=n` (index `n` and above: the mover wins at once): the
    /// player to move at `p` wins iff some factor reaches `n` or leaves the opponent losing.
    fn brute_wins(n: usize) -> Vec<bool> {
        let mut wins = vec![true; n.max(1) + 1];
        for p in (1..n).rev() {
            wins[p] = (2..=9).any(|k| p * k >= n || !wins[p * k]);
        }
        wins
    }

    #[test]
    fn hand_cases() {
        // HDU 1517 sample.
        assert!(first_player_wins(162));
        assert!(!first_player_wins(17));
        assert!(first_player_wins(34_012_226));
        // The bands: Stan wins 2..=9, loses 10..=18, wins 19..=162, loses 163..=324.
        for (n, stan) in [(9, true), (10, false), (18, false), (19, true), (162, true)] {
            assert_eq!(first_player_wins(n), stan, "n={n}");
        }
        assert!(!first_player_wins(163) && !first_player_wins(324) && first_player_wins(325));
        assert_eq!(winning_first_factor(19), Some(2)); // from 2 Ollie reaches 4..=18 and loses
    }

    #[test]
    fn exhaustive_against_brute_force() {
        for n in 0..=5000usize {
            let wins = brute_wins(n);
            for (p, &expected) in wins.iter().enumerate().skip(1) {
                assert_eq!(mover_wins(p as u64, n as u64), expected, "n={n} p={p}");
            }
            let factors: Vec<u64> =
                (2..=9u64).filter(|&k| k as usize >= n || !wins[k as usize]).collect();
            assert_eq!(first_player_wins(n as u64), wins[1], "n={n}");
            assert_eq!(winning_first_factor(n as u64), factors.first().copied(), "n={n}");
        }
    }

    /// Whether Stan loses the game to `n`: iff `9 * 18^j < n <= 18^(j + 1)` for some `j`, in
    /// `u128`.
    fn in_losing_band(n: u64) -> bool {
        let n = u128::from(n);
        let mut power = 1u128;
        let mut loses = false;
        while power <= n {
            loses |= 9 * power < n && n <= 18 * power;
            power *= 18;
        }
        loses
    }

    #[test]
    fn seeded_random_bands() {
        // From p the game to n is the game from 1 to ceil(n / p), so factor k wins iff
        // k >= n or the game to ceil(n / k) is lost for its first player.
        let mut rng = Rng::new(1517);
        for _ in 0..100_000 {
            let n = rng.any_magnitude();
            assert_eq!(first_player_wins(n), !in_losing_band(n), "n={n}");
            let factor = (2..=9u64).find(|&k| k >= n || in_losing_band(n.div_ceil(k)));
            assert_eq!(winning_first_factor(n), factor, "n={n}");
        }
    }

    #[test]
    fn band_edges_and_powers_of_two_to_u64_max() {
        // The edges 9 * 18^j and 18^(j + 1) in u128, and every power of two: each, one below
        // and one above, against the bands in u128 and the ceiling divisions from p = 1.
        let mut probes = Vec::new();
        let mut power = 1u128;
        while power <= u128::from(u64::MAX) {
            probes.extend([9 * power, 18 * power]);
            power *= 18;
        }
        probes.extend((0..64).map(|k| 1u128 << k));
        let mut checked = 0;
        for probe in probes {
            for n in [probe.wrapping_sub(1), probe, probe + 1] {
                let Ok(n) = u64::try_from(n) else { continue };
                assert_eq!(first_player_wins(n), !in_losing_band(n), "n={n}");
                assert_eq!(first_player_wins(n), mover_wins(1, n), "n={n}");
                checked += 1;
            }
        }
        assert!(checked > 270, "checked={checked}"); // 30 edges and 64 powers, 3 each
        assert!(first_player_wins(u64::MAX) && mover_wins(1, u64::MAX));
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert!(first_player_wins(0) && first_player_wins(1) && first_player_wins(2));
        assert_eq!(winning_first_factor(2), Some(2));
        // 18^15 = 6_746_640_616_477_458_432 < u64::MAX < 9 * 18^15: Stan wins.
        assert!(first_player_wins(max));
        assert!(first_player_wins(max - 1));
        assert!(!first_player_wins(6_746_640_616_477_458_432));
        assert!(first_player_wins(6_746_640_616_477_458_433));
        assert!(!first_player_wins(3_373_320_308_238_729_217)); // 9 * 18^14 + 1
        assert!(first_player_wins(3_373_320_308_238_729_216)); // 9 * 18^14
        assert!(mover_wins(max, max) && mover_wins(max, 0));
    }
}
