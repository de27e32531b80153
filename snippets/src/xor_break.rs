//! XOR Break (Codeforces 1934 D2): the player holding `p` breaks it into `p1`, `p2` with
//! `0 < p1, p2 < p` and `p1 ^ p2 = p`; the opponent keeps one of the two and must break it
//! next; a player who cannot break loses. The player to break `p` wins iff `p` has an even,
//! non-zero number of one bits; the winning break is (highest bit, the rest), which strips the
//! highest bit every round, so a game won this way takes at most 63 breaks of the winner.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search over every break for `p < 2^11` (who wins,
//! that the winning break leaves two losing parts, that [`keep`] keeps a winning part), the
//! longest game the strategy can be made to play against every opponent for `p < 2^10`
//! (at most `bit length - 1` breaks); seeded random breaks up to `u64::MAX`; edge values `0`,
//! `1`, `u64::MAX` (63 breaks at most).

/// Returns `true` iff the player who must break `p` wins: `p` has an even, non-zero number of
/// one bits. `0` and the powers of two cannot be broken at all.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::xor_break::first_player_wins;
/// assert!(first_player_wins(3) && !first_player_wins(13));
/// assert!(!first_player_wins(0) && !first_player_wins(1 << 63));
/// assert!(first_player_wins(u64::MAX)); // 64 one bits
/// ```
pub fn first_player_wins(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

/// Returns `true` iff `(p1, p2)` is a break of `p`: `0 < p1, p2 < p` and `p1 ^ p2 = p`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::xor_break::is_break;
/// assert!(is_break(13, 10, 7) && !is_break(13, 13, 0) && !is_break(13, 12, 1 ^ 0b10));
/// assert!(is_break(u64::MAX, 1 << 63, u64::MAX >> 1));
/// ```
pub fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 != 0 && p2 != 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

/// The break of `p` the strategy plays: (highest bit, the rest), both parts with an odd
/// number of one bits when `p` is winning ([`first_player_wins`]); `None` when `p` cannot be
/// broken (fewer than two one bits).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::xor_break::split_highest_bit;
/// assert_eq!(split_highest_bit(13), Some((8, 5)));
/// assert_eq!(split_highest_bit(u64::MAX), Some((1 << 63, u64::MAX >> 1)));
/// assert_eq!(split_highest_bit(1 << 40), None);
/// assert_eq!(split_highest_bit(0), None);
/// ```
pub fn split_highest_bit(p: u64) -> Option<(u64, u64)> {
    if p.count_ones() < 2 {
        return None;
    }
    let top = 1u64 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

/// Which of the opponent's two parts to keep and break next: one the keeper wins with if
/// there is one, else one that can be broken, else `p1`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::xor_break::keep;
/// assert_eq!(keep(3, 4), 3);
/// assert_eq!(keep(4, 7), 7); // both lose: 7 can at least be broken
/// assert_eq!(keep(u64::MAX, 0), u64::MAX);
/// ```
pub fn keep(p1: u64, p2: u64) -> u64 {
    if first_player_wins(p1) || (!first_player_wins(p2) && p1.count_ones() >= 2) {
        p1
    } else if first_player_wins(p2) || p2.count_ones() >= 2 {
        p2
    } else {
        p1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    const BITS: u32 = 11;

    /// `wins[p]`: the player to break `p` wins, trying every break: some break leaves two
    /// parts both of which lose for the one who breaks them.
    fn brute_wins() -> Vec<bool> {
        let n = 1usize << BITS;
        let mut wins = vec![false; n];
        for p in 0..n {
            wins[p] = (1..p).any(|p1| {
                let p2 = p ^ p1;
                p2 != 0 && p2 < p && !wins[p1] && !wins[p2]
            });
        }
        wins
    }

    #[test]
    fn hand_cases() {
        assert!(!first_player_wins(1));
        assert!(first_player_wins(3));
        assert!(!first_player_wins(13));
        assert!(first_player_wins(777_777_770_001) == (777_777_770_001u64.count_ones() % 2 == 0));
        assert_eq!(split_highest_bit(3), Some((2, 1)));
        assert_eq!(keep(10, 7), 10, "10 = 0b1010 wins, 7 loses");
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        let wins = brute_wins();
        for p in 0..1u64 << BITS {
            assert_eq!(first_player_wins(p), wins[p as usize], "p = {p}");
            if wins[p as usize] {
                let (a, b) = split_highest_bit(p).unwrap();
                assert!(is_break(p, a, b), "p = {p}: ({a}, {b}) is no break");
                assert!(!wins[a as usize] && !wins[b as usize], "p = {p}: ({a}, {b}) leaves a win");
            }
            for p1 in 0..1u64 << BITS {
                let p2 = p ^ p1;
                let real = p1 != 0 && p2 != 0 && p1 < p && p2 < p;
                assert_eq!(is_break(p, p1, p2), real, "p = {p}, ({p1}, {p2})");
                if real {
                    let kept = keep(p1, p2);
                    let any_win = wins[p1 as usize] || wins[p2 as usize];
                    assert_eq!(wins[kept as usize], any_win, "keep({p1}, {p2}) = {kept}");
                }
            }
        }
    }

    /// The most breaks the strategy makes from a winning `p`, whatever the opponent does.
    fn longest(p: u64, memo: &mut Vec<Option<u32>>) -> u32 {
        if let Some(known) = memo[p as usize] {
            return known;
        }
        let (a, b) = split_highest_bit(p).unwrap();
        let mut most = 1;
        for r in [a, b] {
            for r1 in 1..r {
                let r2 = r ^ r1;
                if is_break(r, r1, r2) {
                    let kept = keep(r1, r2);
                    assert!(
                        first_player_wins(kept),
                        "p = {p}: the opponent's ({r1}, {r2}) leaves no win"
                    );
                    most = most.max(1 + longest(kept, memo));
                }
            }
        }
        memo[p as usize] = Some(most);
        most
    }

    #[test]
    fn the_strategy_never_needs_more_breaks_than_bits_below_the_top() {
        let mut memo = vec![None; 1 << 10];
        for p in 1..1u64 << 10 {
            if first_player_wins(p) {
                let bound = 63 - p.leading_zeros();
                assert!(longest(p, &mut memo) <= bound, "p = {p}");
            }
        }
    }

    #[test]
    fn seeded_random_breaks_up_to_u64_max() {
        let mut rng = Rng::new(1934);
        for _ in 0..100_000 {
            let p = rng.any_magnitude();
            if let Some((a, b)) = split_highest_bit(p) {
                assert!(is_break(p, a, b), "p = {p}");
                if first_player_wins(p) {
                    assert!(!first_player_wins(a) && !first_player_wins(b), "p = {p}");
                }
            }
            // A break by the highest set bit of a random part: the parity rule holds.
            let x = rng.next_u64() % p.max(1);
            if is_break(p, x, p ^ x) {
                let even = (x.count_ones() + (p ^ x).count_ones()) % 2 == p.count_ones() % 2;
                assert!(even, "p = {p}, x = {x}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert!(!first_player_wins(0) && !first_player_wins(1) && first_player_wins(u64::MAX));
        assert_eq!(split_highest_bit(0), None);
        assert_eq!(split_highest_bit(1), None);
        assert!(!is_break(0, 0, 0) && !is_break(1, 1, 0) && !is_break(u64::MAX, u64::MAX, 0));
        assert_eq!(keep(0, 0), 0);
        assert_eq!(keep(1, u64::MAX), u64::MAX);
        // u64::MAX: the highest bit goes each round, 63 breaks at most.
        let mut p = u64::MAX;
        let mut breaks = 0;
        while let Some((_, rest)) = split_highest_bit(p) {
            breaks += 1;
            // The slowest opponent: (highest bit, rest) of the rest, keep the even part.
            let Some((a, b)) = split_highest_bit(rest) else { break };
            p = keep(a, b);
            if !first_player_wins(p) {
                break;
            }
        }
        assert!(breaks <= 63, "{breaks} breaks");
    }
}
