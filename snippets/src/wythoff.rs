//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or the
//! same positive number from both; normal play, so the player who takes the last stone wins.
//!
//! The P-positions (the player to move loses) are `(0, 0)` and, for `k >= 1`,
//! `(a_k, b_k) = (floor(k * phi), floor(k * phi) + k)` with `phi = (1 + sqrt 5) / 2`, and
//! their mirror images. Every positive integer is in exactly one of them (Beatty's theorem).
//!
//! Exact for every `u64`, in integers, never in floating point (the textbook formula in `f64`
//! is wrong for `k = 102_334_155`, a Fibonacci number, and many `k` after it):
//! [`p_position`] computes `floor(k * phi) = (k + isqrt(5 k^2)) / 2` in `u128`;
//! [`is_p_position`] compares squares instead of taking a root (in `u64` where they fit, else
//! in `u128`); [`partner`] goes through the
//! Zeckendorf representation, which stays in `u64` where `5 x^2` would not fit in `u128`.
//! Three roads to the same numbers, and the tests check that they meet.
//!
//! Depends on: `crate::zeckendorf`.
//!
//! Verified: exhaustive against a game-tree search for `a, b <= 150`, including every winning
//! move in order; the first 10^6 P-positions against Beatty's theorem and against
//! [`partner`] (`tests/wythoff_beatty.rs`); seeded random properties up to `u64::MAX` (every
//! listed move reaches a P-position, sampled moves from P-positions reach N-positions); the
//! Fibonacci `k` where `f64` fails; the `u64` comparison against the `u128` one around
//! `floor(k * phi)` for `k` up to and past where `5 k^2` fits; edge values `0`, `1`,
//! `u64::MAX`.

use crate::zeckendorf;

/// Returns the `k`-th P-position `(a_k, b_k)` with `a_k < b_k` (`(0, 0)` for `k = 0`), or
/// `None` if `b_k` exceeds `u64::MAX` (from `k = 7_046_029_254_386_353_131` on).
///
/// `a_k = floor(k * phi) = (k + isqrt(5 k^2)) / 2` exactly, since `k * sqrt 5` is irrational
/// for `k > 0`; `b_k = a_k + k`.
///
/// # Complexity
/// O(1) (one `u128` integer square root)
///
/// # Example
/// ```
/// use snippets::wythoff::p_position;
/// assert_eq!(p_position(0), Some((0, 0)));
/// assert_eq!(p_position(3), Some((4, 7)));
/// assert_eq!(p_position(102_334_155), Some((165_580_140, 267_914_295))); // f64 says 165_580_141
/// assert_eq!(p_position(7_046_029_254_386_353_130), Some((11_400_714_819_323_198_485, u64::MAX)));
/// assert_eq!(p_position(u64::MAX), None);
/// ```
pub fn p_position(k: u64) -> Option<(u64, u64)> {
    let k = u128::from(k);
    // 5 k^2 < 2^128 whenever b_k fits in u64, so an overflow here means b_k does not.
    let root = (k * k).checked_mul(5)?.isqrt();
    let a = (k + root) / 2;
    let b = a + k;
    Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
}

/// Returns `true` iff `(a, b)` is a P-position: the player to move loses. Either order.
///
/// With `s = min(a, b)` and `k = |a - b| > 0`, that is iff `s = floor(k * phi)`, that is iff
/// `2s - k <= k * sqrt 5 < 2s - k + 2`, checked by squaring in `u128` (no square root: this
/// is the hot path of HDU 1527); `(0, 0)` is the one P-position with `k = 0`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::wythoff::is_p_position;
/// assert!(is_p_position(0, 0));
/// assert!(is_p_position(2, 1));
/// assert!(!is_p_position(8, 4));
/// assert!(is_p_position(165_580_140, 267_914_295)); // f64 gets this one wrong
/// assert!(is_p_position(u64::MAX, 11_400_714_819_323_198_485));
/// assert!(!is_p_position(u64::MAX, u64::MAX));
/// ```
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let k = large - small;
    if k == 0 {
        small == 0
    } else {
        // The same comparison in u64 where 5 k^2 fits (k below 1.9 * 10^9): a third of the
        // multiplications.
        narrow_is_floor_k_phi(small, k)
            .unwrap_or_else(|| is_floor_k_phi(u128::from(small), u128::from(k)))
    }
}

/// [`is_floor_k_phi`] in `u64`; `None` when `5 k^2` does not fit in it.
fn narrow_is_floor_k_phi(s: u64, k: u64) -> Option<bool> {
    let five_k_squared = k.checked_mul(k)?.checked_mul(5)?;
    // When 2s < k, s is below floor(k * phi); when 2s overflows, 2s - k is above k * sqrt 5.
    let Some(low) = s.checked_mul(2).and_then(|twice| twice.checked_sub(k)) else {
        return Some(false);
    };
    // A square too large for u64 is larger than 5 k^2; if low^2 < 5 k^2, low + 2 < 2^33.
    let below = low.checked_mul(low).is_some_and(|l| l < five_k_squared);
    Some(below && (low + 2).checked_mul(low + 2).is_none_or(|h| h > five_k_squared))
}

/// Whether `s = floor(k * phi)` for `k > 0`: iff `2s - k <= k * sqrt 5 < 2s - k + 2` (never
/// equal: `k * sqrt 5` is irrational), compared as squares in `u128`.
fn is_floor_k_phi(s: u128, k: u128) -> bool {
    // 5 k^2 < 2^128 whenever floor(k * phi) + k fits in u64; past that, no s in u64 is it.
    let Some(five_k_squared) = (k * k).checked_mul(5) else {
        return false;
    };
    // When 2s < k, s is below k / 2 < floor(k * phi).
    let Some(low) = (2 * s).checked_sub(k) else {
        return false;
    };
    let high = low + 2;
    // A square too large for u128 is larger than 5 k^2.
    low.checked_mul(low).is_some_and(|l| l < five_k_squared)
        && high.checked_mul(high).is_none_or(|h| h > five_k_squared)
}

/// Returns `true` iff the player to move wins Wythoff's game from `(a, b)`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::wythoff::first_player_wins;
/// assert!(first_player_wins(8, 4));
/// assert!(!first_player_wins(4, 7));
/// assert!(!first_player_wins(0, 0));
/// assert!(first_player_wins(0, u64::MAX));
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_p_position(a, b)
}

/// Returns the other member of the one P-position that holds `x`: `b_k` if `x = a_k`, `a_k` if
/// `x = b_k`, `0` if `x = 0`; `None` if that number exceeds `u64::MAX`.
///
/// If `x = a_k`, then `k = floor(x / phi) + 1`; if `x = b_j`, then `j = floor(x / phi^2) + 1`;
/// both floors come from `r = floor(x * sqrt 5) = isqrt(5 x^2)`. Above
/// `8_249_634_742_471_189_717`, where `5 x^2` does not fit in `u128`, the Zeckendorf
/// representation answers instead: `x` is some `a_k` iff it has an even number of trailing
/// zeros (counting from `F(2) = 1`); moving every term one Fibonacci number up then gives
/// `b_k`, and moving every term of a `b_k` down gives `a_k`.
///
/// # Complexity
/// O(1); O(log x) above `8.2 * 10^18`
///
/// # Example
/// ```
/// use snippets::wythoff::partner;
/// assert_eq!(partner(0), Some(0));
/// assert_eq!(partner(4), Some(7));
/// assert_eq!(partner(7), Some(4));
/// assert_eq!(partner(u64::MAX), Some(11_400_714_819_323_198_485));
/// assert_eq!(partner(u64::MAX - 1), None); // 29_847_458_893_032_750_099
/// ```
pub fn partner(x: u64) -> Option<u64> {
    partner_by_root(x).unwrap_or_else(|| partner_by_zeckendorf(x))
}

/// [`partner`] through `isqrt(5 x^2)`; the outer `None` when `5 x^2` does not fit in `u128`.
fn partner_by_root(x: u64) -> Option<Option<u64>> {
    if x == 0 {
        return Some(Some(0));
    }
    let wide = u128::from(x);
    let root = (wide * wide).checked_mul(5)?.isqrt();
    let k = (root - wide) / 2 + 1;
    if is_floor_k_phi(wide, k) {
        return Some(u64::try_from(k).ok().and_then(|k| x.checked_add(k)));
    }
    // x is no a_k, so it is a b_j (Beatty): floor(x / phi^2) = (3x - r - 1) / 2.
    let j = (3 * wide - root - 1) / 2 + 1;
    Some(Some(x - j as u64))
}

/// [`partner`] through the Zeckendorf representation, for every `x`.
fn partner_by_zeckendorf(x: u64) -> Option<u64> {
    let terms = zeckendorf::representation(x);
    if terms == 0 {
        Some(0)
    } else if terms.trailing_zeros() % 2 == 0 {
        zeckendorf::value(terms << 1)
    } else {
        zeckendorf::value(terms >> 1)
    }
}

/// Returns every position, as `(x, y)` with `x <= y`, that a winning move from `(a, b)`
/// leaves, in this order (the order of HDU 2177's accepted solutions): first the position
/// left by taking the same number from both piles, then the positions left by shrinking one
/// pile, in increasing `x`. A position two moves reach is listed once, at its first place.
/// Empty iff `(a, b)` is a P-position.
///
/// There is at most one winning move of each kind: the one to the P-position with the same
/// difference, the one to the partner of `b`, and the one to the partner of `a`. Distinct
/// P-positions have distinct `x` (every number is in one P-position), so the order is total.
///
/// # Complexity
/// O(log(a + b))
///
/// # Example
/// ```
/// use snippets::wythoff::winning_moves;
/// assert_eq!(winning_moves(5, 8), vec![(4, 7), (3, 5)]);
/// assert_eq!(winning_moves(10, 13), vec![(4, 7), (6, 10), (8, 13)]); // 6 10 before 8 13
/// assert_eq!(winning_moves(2, 2), vec![(0, 0), (1, 2)]); // (1, 2) twice, listed once
/// assert_eq!(winning_moves(4, 7), vec![]);
/// assert_eq!(winning_moves(0, u64::MAX), vec![(0, 0)]);
/// assert_eq!(
///     winning_moves(u64::MAX, u64::MAX),
///     vec![(0, 0), (11_400_714_819_323_198_485, u64::MAX)],
/// );
/// ```
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    let by_both = p_position(large - small).filter(|&(lower, _)| lower < small);
    let by_first = partner(b).filter(|&left| left < a).map(|left| (left.min(b), left.max(b)));
    let by_second = partner(a).filter(|&left| left < b).map(|left| (left.min(a), left.max(a)));
    // `None` sorts first and is skipped; two single-pile positions never share their `x`.
    let mut by_one_pile = [by_first, by_second];
    by_one_pile.sort_unstable();
    let mut positions = Vec::with_capacity(3);
    for position in [by_both].into_iter().chain(by_one_pile).flatten() {
        if !positions.contains(&position) {
            positions.push(position);
        }
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// `p[a][b]` is `true` iff `(a, b)` is a P-position, by game-tree search: a position is P
    /// iff no move leads to a P-position. Every move lowers `a` or `b`, so row order works.
    fn brute_p_table(max: usize) -> Vec<Vec<bool>> {
        let mut p = vec![vec![false; max + 1]; max + 1];
        for a in 0..=max {
            for b in 0..=max {
                let to_p_by_first = (0..a).any(|x| p[x][b]);
                let to_p_by_second = (0..b).any(|y| p[a][y]);
                let to_p_by_both = (1..=a.min(b)).any(|d| p[a - d][b - d]);
                p[a][b] = !(to_p_by_first || to_p_by_second || to_p_by_both);
            }
        }
        p
    }

    /// Every winning move in the order of HDU 2177, by trying every move: the positions the
    /// both-piles moves leave, then those the one-pile moves leave sorted by `x`, each once.
    fn brute_winning_moves(p: &[Vec<bool>], a: usize, b: usize) -> Vec<(u64, u64)> {
        let sorted = |(x, y): (usize, usize)| (x.min(y) as u64, x.max(y) as u64);
        let both = (1..=a.min(b)).map(|d| (a - d, b - d));
        let first = (0..a).map(|x| (x, b));
        let second = (0..b).map(|y| (a, y));
        let mut by_both: Vec<(u64, u64)> = both.filter(|&(x, y)| p[x][y]).map(sorted).collect();
        let mut by_one_pile: Vec<(u64, u64)> =
            first.chain(second).filter(|&(x, y)| p[x][y]).map(sorted).collect();
        by_one_pile.sort_unstable();
        let mut moves = Vec::new();
        for position in by_both.drain(..).chain(by_one_pile) {
            if !moves.contains(&position) {
                moves.push(position);
            }
        }
        moves
    }

    /// Whether one legal move takes `(a, b)` to the position `(x, y)`, `x <= y`.
    fn reachable(a: u64, b: u64, (x, y): (u64, u64)) -> bool {
        let (small, large) = (a.min(b), a.max(b));
        let by_both = large - small == y - x && x < small;
        let by_first = (b == y && x < a) || (b == x && y < a);
        let by_second = (a == y && x < b) || (a == x && y < b);
        by_both || by_first || by_second
    }

    #[test]
    fn hand_cases() {
        // The first P-positions, from Wythoff (1907).
        let first = [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18)];
        for (k, &position) in first.iter().enumerate() {
            assert_eq!(p_position(k as u64), Some(position), "k={k}");
        }
        // HDU 1527 sample.
        assert!(!first_player_wins(2, 1));
        assert!(first_player_wins(8, 4));
        assert!(!first_player_wins(4, 7));
        // HDU 2177 sample.
        assert_eq!(winning_moves(1, 2), vec![]);
        assert_eq!(winning_moves(5, 8), vec![(4, 7), (3, 5)]);
        assert_eq!(winning_moves(4, 7), vec![]);
        assert_eq!(winning_moves(2, 2), vec![(0, 0), (1, 2)]);
        // Both one-pile moves win: the smaller x first, whichever pile shrinks (issue 11).
        assert_eq!(winning_moves(10, 13), vec![(4, 7), (6, 10), (8, 13)]);
        assert_eq!(winning_moves(13, 10), vec![(4, 7), (6, 10), (8, 13)]);
        // The both-piles position first even when it has the larger x; (3, 5) is reached by
        // both kinds of move (5 7 -> 3 5 and 5 7 -> 5 3) and listed once.
        assert_eq!(winning_moves(5, 7), vec![(3, 5), (4, 7)]);
        assert_eq!(winning_moves(13, 15), vec![(3, 5), (8, 13), (9, 15)]);
    }

    #[test]
    fn fibonacci_k_where_f64_fails() {
        // (k, floor(k * phi)) for Fibonacci k, computed with Python's exact math.isqrt. The
        // f64 formula `(k as f64 * (1.0 + 5f64.sqrt()) / 2.0) as u64` gives one more for every
        // k here but 63_245_986 and 165_580_141; 102_334_155 is the first k where it fails.
        let exact = [
            (63_245_986, 102_334_155),
            (102_334_155, 165_580_140),
            (165_580_141, 267_914_296),
            (267_914_296, 433_494_436),
            (701_408_733, 1_134_903_169),
            (1_836_311_903, 2_971_215_072),
            (4_807_526_976, 7_778_742_048),
            (12_586_269_025, 20_365_011_073),
        ];
        for (k, lower) in exact {
            assert_eq!(p_position(k), Some((lower, lower + k)), "k={k}");
            assert!(is_p_position(lower, lower + k), "k={k}");
            assert!(!is_p_position(lower + 1, lower + 1 + k), "k={k}");
            assert_eq!(partner(lower), Some(lower + k), "k={k}");
        }
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let max = 150;
        let p = brute_p_table(max);
        for a in 0..=max {
            for b in 0..=max {
                let (x, y) = (a as u64, b as u64);
                assert_eq!(is_p_position(x, y), p[a][b], "a={a} b={b}");
                assert_eq!(first_player_wins(x, y), !p[a][b], "a={a} b={b}");
                assert_eq!(winning_moves(x, y), brute_winning_moves(&p, a, b), "a={a} b={b}");
            }
        }
        for (x, row) in p.iter().enumerate() {
            let partners: Vec<usize> = (0..=max).filter(|&y| row[y]).collect();
            assert!(partners.len() <= 1, "x={x} is in {partners:?}");
            if let Some(&y) = partners.first() {
                assert_eq!(partner(x as u64), Some(y as u64), "x={x}");
            }
        }
    }

    #[test]
    fn seeded_random_moves_at_large_magnitude() {
        let mut rng = Rng::new(2177);
        for _ in 0..50_000 {
            // Near a random P-position, so that P- and N-positions both come up.
            let k = rng.any_magnitude() % 7_046_029_254_386_353_131;
            let (lower, upper) = p_position(k).expect("k is in range");
            let a =
                lower.saturating_add(rng.below_or_equal(2)).saturating_sub(rng.below_or_equal(2));
            let b =
                upper.saturating_add(rng.below_or_equal(2)).saturating_sub(rng.below_or_equal(2));
            let (a, b) = if rng.below_or_equal(1) == 0 { (a, b) } else { (b, a) };
            let moves = winning_moves(a, b);
            assert_eq!(moves.is_empty(), is_p_position(a, b), "a={a} b={b}");
            for &position in &moves {
                assert!(reachable(a, b, position), "a={a} b={b} {position:?}");
                assert!(is_p_position(position.0, position.1), "a={a} b={b} {position:?}");
            }
            // From the P-position itself, sampled moves of every kind reach N-positions.
            if lower > 0 {
                let take = 1 + rng.below_or_equal(lower - 1);
                assert!(first_player_wins(lower - take, upper), "k={k} take={take}");
                assert!(first_player_wins(lower, upper - take), "k={k} take={take}");
                assert!(first_player_wins(lower - take, upper - take), "k={k} take={take}");
                let take = 1 + rng.below_or_equal(upper - 1);
                assert!(first_player_wins(lower, upper - take), "k={k} take={take}");
            }
        }
    }

    #[test]
    fn seeded_random_partner_agrees_with_p_position() {
        let mut rng = Rng::new(1527);
        for _ in 0..50_000 {
            let x = rng.any_magnitude();
            match partner(x) {
                Some(y) => {
                    assert_eq!(partner(y), Some(x), "x={x} y={y}");
                    assert!(is_p_position(x, y), "x={x} y={y}");
                }
                None => assert!(x > 11_400_714_819_323_198_485, "x={x}"),
            }
            let k = rng.any_magnitude() % 7_046_029_254_386_353_131;
            let (lower, upper) = p_position(k).expect("k is in range");
            assert_eq!(partner(lower), Some(upper), "k={k}");
            assert_eq!(partner(upper), Some(lower), "k={k}");
        }
    }

    #[test]
    fn both_roads_to_the_partner_meet() {
        let mut rng = Rng::new(2516);
        let mut compared = 0;
        for x in (0..=10_000).chain((0..100_000).map(|_| rng.any_magnitude())) {
            if let Some(by_root) = partner_by_root(x) {
                assert_eq!(by_root, partner_by_zeckendorf(x), "x={x}");
                compared += 1;
            }
        }
        assert!(compared > 90_000, "only {compared} inputs had a root");
        // Where 5 x^2 overflows u128, only the Zeckendorf road is left.
        assert_eq!(partner_by_root(8_249_634_742_471_189_718), None);
        assert!(partner_by_root(8_249_634_742_471_189_717).is_some());
    }

    #[test]
    fn the_u64_comparison_agrees_with_the_u128_one() {
        // Around floor(k * phi), for k up to and past the largest with 5 k^2 in u64, and for
        // s where 2s overflows.
        let largest = (u64::MAX / 5).isqrt();
        let mut rng = Rng::new(1067);
        let mut ks: Vec<u64> = (1..2000).collect();
        ks.extend((0..20_000).map(|_| 1 + rng.below_or_equal(largest + 10)));
        ks.extend(largest - 5..=largest + 5);
        let mut compared = 0;
        for k in ks {
            let Some(floor) = p_position(k).map(|(a, _)| a) else {
                continue;
            };
            let mut ss: Vec<u64> = (floor.saturating_sub(3)..=floor.saturating_add(3)).collect();
            ss.extend([0, k / 2, u64::MAX / 2, u64::MAX / 2 + 1, u64::MAX - 1, u64::MAX]);
            for s in ss {
                let wide = is_floor_k_phi(u128::from(s), u128::from(k));
                assert_eq!(s == floor, wide, "k={k} s={s}");
                if let Some(narrow) = narrow_is_floor_k_phi(s, k) {
                    assert_eq!(narrow, wide, "k={k} s={s}");
                    compared += 1;
                } else {
                    assert!(k > largest, "k={k}: 5 k^2 fits in u64");
                }
            }
        }
        assert!(compared > 100_000, "{compared}");
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        let last_k = 7_046_029_254_386_353_130;
        let last = (11_400_714_819_323_198_485, max);
        assert_eq!(p_position(last_k), Some(last));
        assert_eq!(p_position(last_k + 1), None);
        assert_eq!(p_position(max), None);
        assert_eq!(p_position(1), Some((1, 2)));
        assert!(is_p_position(last.0, last.1) && is_p_position(last.1, last.0));
        assert!(!is_p_position(last.0 - 1, max) && !is_p_position(last.0 + 1, max));
        assert!(!is_p_position(0, max) && !is_p_position(max, 0) && !is_p_position(max, max));
        assert!(!is_p_position(1, 1) && !is_p_position(0, 1) && is_p_position(1, 2));
        assert_eq!(partner(1), Some(2));
        assert_eq!(partner(2), Some(1));
        assert_eq!(partner(max), Some(last.0));
        assert_eq!(partner(last.0), Some(max));
        assert_eq!(partner(max - 1), None);
        assert_eq!(partner(max - 2), Some(11_400_714_819_323_198_484));
        assert_eq!(winning_moves(0, 0), vec![]);
        assert_eq!(winning_moves(0, 1), vec![(0, 0)]);
        assert_eq!(winning_moves(1, 1), vec![(0, 0)]);
        assert_eq!(winning_moves(1, max), vec![(1, 2)]);
        assert_eq!(winning_moves(max, 0), vec![(0, 0)]);
        assert_eq!(winning_moves(max, max), vec![(0, 0), last]);
        assert_eq!(winning_moves(last.0, max), vec![]);
        assert_eq!(winning_moves(max, max - 1), vec![(1, 2), last]);
    }
}
