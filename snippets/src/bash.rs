//! Bash game: one pile of `n` stones; a move removes `1..=m` stones (at most what is left);
//! normal play, so the player who takes the last stone wins.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search for `n <= 200`, `m <= 60`, including the
//! set of winning takes; seeded random against `u128` arithmetic up to `u64::MAX`; edge values
//! `0`, `1`, `u64::MAX` for both arguments.

/// Returns `true` iff the player to move wins the Bash game `(n, m)`.
///
/// The losing positions are the multiples of `m + 1`. With `m = 0` nobody can move, so the
/// player to move loses; with `m = u64::MAX` the player to move takes everything.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::bash::first_player_wins;
/// assert!(first_player_wins(23, 2));
/// assert!(!first_player_wins(4, 3));
/// assert!(!first_player_wins(u64::MAX, 0)); // no move is allowed
/// assert!(first_player_wins(u64::MAX, u64::MAX)); // m + 1 would overflow
/// ```
pub fn first_player_wins(n: u64, m: u64) -> bool {
    // Without a period (m + 1 = 2^64 > n) the player to move takes the whole pile, if any.
    m.checked_add(1).map_or(n != 0, |period| n % period != 0)
}

/// Returns how many stones the player to move takes to win the Bash game `(n, m)`, or `None`
/// when every move loses.
///
/// The take is `n mod (m + 1)`: it leaves a multiple of `m + 1`. It is the only winning take.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::bash::winning_take;
/// assert_eq!(winning_take(23, 2), Some(2)); // leaves 21 = 7 * 3
/// assert_eq!(winning_take(4, 3), None);
/// assert_eq!(winning_take(0, u64::MAX), None);
/// assert_eq!(winning_take(u64::MAX, u64::MAX), Some(u64::MAX));
/// assert_eq!(winning_take(u64::MAX, u64::MAX - 1), None); // n = m + 1
/// ```
pub fn winning_take(n: u64, m: u64) -> Option<u64> {
    // Without a period (m + 1 = 2^64 > n) the player to move takes the whole pile.
    let take = m.checked_add(1).map_or(n, |period| n % period);
    (take != 0).then_some(take)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Winning takes by game-tree search: a position wins iff some take leaves a losing one.
    fn brute_winning_takes(max_n: usize, m: usize) -> Vec<Vec<u64>> {
        let mut wins = vec![false; max_n + 1];
        let mut takes = vec![Vec::new(); max_n + 1];
        for n in 0..=max_n {
            for take in 1..=m.min(n) {
                if !wins[n - take] {
                    takes[n].push(take as u64);
                }
            }
            wins[n] = !takes[n].is_empty();
        }
        takes
    }

    #[test]
    fn hand_cases() {
        // HDU 1846 sample: 23 2 -> first, 4 3 -> second.
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
        assert_eq!(winning_take(10, 3), Some(2));
        assert_eq!(winning_take(3, 10), Some(3));
    }

    #[test]
    fn exhaustive_against_brute_force() {
        for m in 0..=60 {
            let takes = brute_winning_takes(200, m);
            for (n, brute) in takes.iter().enumerate() {
                let (n, m) = (n as u64, m as u64);
                let fast: Vec<u64> = winning_take(n, m).into_iter().collect();
                assert_eq!(&fast, brute, "n={n} m={m}");
                assert_eq!(first_player_wins(n, m), !brute.is_empty(), "n={n} m={m}");
            }
        }
    }

    #[test]
    fn seeded_random_against_u128() {
        let mut rng = Rng::new(1846);
        for _ in 0..200_000 {
            let (n, m) = (rng.any_magnitude(), rng.any_magnitude());
            let expected = (u128::from(n) % (u128::from(m) + 1)) as u64;
            assert_eq!(winning_take(n, m).unwrap_or(0), expected, "n={n} m={m}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        let cases = [
            // (n, m, winning take)
            (0, 0, None),
            (0, 1, None),
            (0, max, None),
            (1, 0, None),
            (1, 1, Some(1)),
            (1, max, Some(1)),
            (max, 0, None),
            (max, 1, Some(1)),
            (max, max - 1, None),
            (max, max, Some(max)),
            (max - 1, max - 1, Some(max - 1)),
        ];
        for (n, m, take) in cases {
            assert_eq!(winning_take(n, m), take, "n={n} m={m}");
            assert_eq!(first_player_wins(n, m), take.is_some(), "n={n} m={m}");
        }
    }
}
