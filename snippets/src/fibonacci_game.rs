//! Fibonacci game (Fibonacci nim): one pile of `n` stones; the first move takes any number of
//! stones but not all; every later move takes at least 1 and at most twice what the opponent
//! just took; normal play, so the player who takes the last stone wins.
//!
//! The player to move first loses iff `n` is a Fibonacci number (Whinihan, 1963). Otherwise the
//! smallest term of the Zeckendorf representation of `n` is a winning first take, and the
//! smallest one.
//!
//! Depends on: `crate::zeckendorf`.
//!
//! Verified: exhaustive against a game-tree search for `n <= 300`, including the smallest
//! winning first take; seeded random properties up to `u64::MAX`; edge values `0`, `1`,
//! `u64::MAX`.

use crate::zeckendorf;

/// Returns `true` iff the first player wins the Fibonacci game on a pile of `n`: iff `n` is not
/// a Fibonacci number. With `n <= 1` the first player cannot move (taking all is not allowed)
/// and loses.
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::fibonacci_game::first_player_wins;
/// assert!(!first_player_wins(13));
/// assert!(first_player_wins(10_000));
/// assert!(!first_player_wins(0) && !first_player_wins(1));
/// assert!(first_player_wins(u64::MAX));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    !zeckendorf::is_fibonacci(n)
}

/// Returns the smallest winning first take on a pile of `n`: the smallest term of the
/// Zeckendorf representation of `n`; `None` when the first player loses.
///
/// After taking the smallest term `F(i)`, every term left is at least `F(i + 2) > 2 F(i)`, so
/// the opponent can never take a whole term; the first player keeps doing the same.
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::fibonacci_game::winning_first_take;
/// assert_eq!(winning_first_take(10_000), Some(2)); // 6765 + 2584 + 610 + 34 + 5 + 2
/// assert_eq!(winning_first_take(13), None);
/// assert_eq!(winning_first_take(0), None);
/// assert_eq!(winning_first_take(u64::MAX), Some(2));
/// ```
pub fn winning_first_take(n: u64) -> Option<u64> {
    if zeckendorf::is_fibonacci(n) {
        None
    } else {
        zeckendorf::smallest_term(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// `wins[left][limit]`: the player to move wins with `left` stones when a move may take at
    /// most `limit`, by game-tree search: taking all wins, otherwise a take wins iff the
    /// opponent then loses with limit twice the take.
    struct Brute {
        wins: Vec<Vec<bool>>,
    }

    impl Brute {
        fn new(max: usize) -> Self {
            let mut wins = vec![vec![false; max + 1]; max + 1];
            for left in 1..=max {
                for limit in 1..=max {
                    wins[left][limit] = (1..=limit.min(left))
                        .any(|take| take == left || !wins[left - take][(2 * take).min(max)]);
                }
            }
            Brute { wins }
        }

        /// Every winning first take on a pile of `n` (any take but all), increasing.
        fn winning_first_takes(&self, n: usize) -> Vec<u64> {
            let max = self.wins.len() - 1;
            (1..n)
                .filter(|&take| !self.wins[n - take][(2 * take).min(max)])
                .map(|take| take as u64)
                .collect()
        }
    }

    #[test]
    fn hand_cases() {
        // HDU 2516 sample: 2 and 13 lose, 10000 wins.
        assert!(!first_player_wins(2));
        assert!(!first_player_wins(13));
        assert!(first_player_wins(10_000));
        assert_eq!(winning_first_take(4), Some(1)); // 4 = 3 + 1
        assert_eq!(winning_first_take(12), Some(1)); // 12 = 8 + 3 + 1
        assert_eq!(winning_first_take(11), Some(3)); // 11 = 8 + 3
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let max = 300;
        let brute = Brute::new(max);
        for n in 0..=max {
            let takes = brute.winning_first_takes(n);
            let n = n as u64;
            assert_eq!(first_player_wins(n), !takes.is_empty(), "n={n}");
            assert_eq!(winning_first_take(n), takes.first().copied(), "n={n}");
        }
    }

    #[test]
    fn seeded_random_properties() {
        let mut rng = Rng::new(2516);
        for _ in 0..100_000 {
            let n = rng.any_magnitude();
            match winning_first_take(n) {
                // What is left has no term the opponent can take whole.
                Some(take) => {
                    assert!(take < n, "n={n} take={take}");
                    let rest = zeckendorf::smallest_term(n - take).expect("rest > 0");
                    assert!(rest > 2 * take, "n={n} take={take} rest={rest}");
                }
                None => assert!(zeckendorf::FIBONACCI.contains(&n) || n == 0, "n={n}"),
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        let largest = 12_200_160_415_121_876_738; // F(93)
        assert!(!first_player_wins(largest));
        assert_eq!(winning_first_take(largest + 1), Some(1));
        assert_eq!(winning_first_take(max), Some(2));
        assert_eq!(winning_first_take(1), None);
        assert_eq!(winning_first_take(2), None);
        assert_eq!(winning_first_take(max - 1), Some(1));
    }
}
