//! Euclid's game (Cole and Davie, 1969; HDU 1525, POJ 2348): two positive numbers; a move
//! subtracts a positive multiple of the smaller from the larger, leaving it non-negative;
//! whoever makes a `0` wins.
//!
//! With `a >= b > 0`, the player to move wins at once when `b` divides `a` (take `a` to `0`)
//! and also whenever `a >= 2b`: of the two positions `(a mod b + b, b)` and `(b, a mod b)`,
//! one reachable from the other by the only move, one loses, and both are moves. Otherwise
//! `b < a < 2b`, the only move leaves `(b, a - b)` and the turn passes: Euclid's algorithm,
//! one subtraction per step, until one of the two cases above.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a game-tree search over every move for every `a, b < 300`;
//! on seeded random pairs to `u64::MAX` (and Fibonacci neighbours, the longest forced chains)
//! against the golden-ratio rule (`a >= b` wins iff `a == b` or `a / b > phi`, that is
//! `a^2 > ab + b^2`, in `u128`); edge values `0`, `1`, `u64::MAX`.

/// Returns `true` iff the player to move wins Euclid's game on `(a, b)`. A position with a
/// `0` is over (the previous player made it) and lost for the player to move.
///
/// A loop over the forced moves (no recursion): `b < a < 2b` has the single move to
/// `(b, a - b)`; the first pair with `b | a` or `a >= 2b` is won by whoever is to move there.
/// No product or sum is formed, so every `u64` pair is exact.
///
/// # Complexity
/// O(log min(a, b)) steps: the forced moves are the steps of Euclid's algorithm with quotient
/// 1, at most about 93 in `u64` (consecutive Fibonacci numbers).
///
/// # Example
/// ```
/// use snippets::euclid_game::first_player_wins;
/// assert!(first_player_wins(34, 12)); // HDU 1525's sample: Stan wins
/// assert!(!first_player_wins(15, 24)); // Ollie wins
/// assert!(first_player_wins(u64::MAX, u64::MAX));
/// assert!(!first_player_wins(0, 5)); // the game is over
/// ```
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (mut large, mut small) = (a.max(b), a.min(b));
    if small == 0 {
        return false;
    }
    let mut first_to_move = true;
    // `large / small >= 2` rather than `large >= 2 * small`, which overflows.
    while large % small != 0 && large / small == 1 {
        (large, small) = (small, large - small);
        first_to_move = !first_to_move;
    }
    first_to_move
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// `wins[a][b]` for every `a, b < max` by game-tree search: a position wins iff some
    /// subtraction of `k * small` (`k >= 1`) makes a `0` or leaves a losing position.
    fn brute_force(max: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; max]; max];
        // Increasing a + b: every move lowers the sum.
        for sum in 1..2 * max {
            for a in sum.saturating_sub(max - 1)..=sum.min(max - 1) {
                let b = sum - a;
                if a == 0 || b == 0 {
                    continue;
                }
                let (large, small) = (a.max(b), a.min(b));
                let mut win = false;
                let mut left = large;
                while left >= small {
                    left -= small;
                    if left == 0 || !wins[left][small] {
                        win = true;
                        break;
                    }
                }
                wins[a][b] = win;
            }
        }
        wins
    }

    /// The golden-ratio rule: with `a >= b > 0`, the mover wins iff `a == b` or
    /// `a^2 > ab + b^2` (`a / b > phi`), in `u128`, where `a^2` fits and a larger right-hand
    /// side is a loss.
    fn golden_rule(a: u64, b: u64) -> bool {
        let (a, b) = (a.max(b) as u128, a.min(b) as u128);
        if b == 0 {
            return false;
        }
        let right = (a * b).checked_add(b * b);
        a == b || right.is_some_and(|right| a * a > right)
    }

    #[test]
    fn hand_cases() {
        assert!(first_player_wins(34, 12));
        assert!(!first_player_wins(15, 24));
        assert!(first_player_wins(7, 7)); // a == b: make a 0
        assert!(first_player_wins(1, 100));
        assert!(!first_player_wins(5, 8)); // 8 5 -> 5 3 -> 3 2 -> 2 1: the mover there wins
        assert!(first_player_wins(8, 13)); // 13 8 -> 8 5 -> 5 3 -> 3 2 -> 2 1
        assert!(!first_player_wins(0, 0));
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let max = 300;
        let wins = brute_force(max);
        for (a, row) in wins.iter().enumerate() {
            for (b, &win) in row.iter().enumerate() {
                let (a, b) = (a as u64, b as u64);
                assert_eq!(first_player_wins(a, b), win, "a={a} b={b}");
                assert_eq!(golden_rule(a, b), win, "golden rule a={a} b={b}");
            }
        }
    }

    #[test]
    fn seeded_random_against_the_golden_rule() {
        let mut rng = Rng::new(1525);
        let mut fibonacci = vec![1u64, 2];
        while let Some(next) =
            fibonacci[fibonacci.len() - 2].checked_add(fibonacci[fibonacci.len() - 1])
        {
            fibonacci.push(next);
        }
        for _ in 0..100_000 {
            let (a, b) = match rng.below_or_equal(3) {
                0 => {
                    // Near consecutive Fibonacci numbers: the longest forced chains.
                    let i = rng.below_or_equal(fibonacci.len() as u64 - 2) as usize;
                    let jitter = rng.below_or_equal(2);
                    (fibonacci[i + 1].saturating_sub(jitter), fibonacci[i])
                }
                1 => {
                    let b = rng.any_magnitude().max(1);
                    (b.saturating_add(rng.below_or_equal(b)), b)
                }
                _ => (rng.any_magnitude(), rng.any_magnitude()),
            };
            assert_eq!(first_player_wins(a, b), golden_rule(a, b), "a={a} b={b}");
            assert_eq!(first_player_wins(a, b), first_player_wins(b, a), "a={a} b={b}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert!(first_player_wins(max, max));
        assert!(first_player_wins(max, 1));
        assert!(!first_player_wins(max, max - 1)); // forced to (max - 1, 1): the other wins
        assert_eq!(first_player_wins(max, max - 1), golden_rule(max, max - 1));
        assert!(!first_player_wins(max, 0));
        assert!(!first_player_wins(0, max));
        assert!(first_player_wins(1, 1));
        // F(93) and F(92): 91 forced moves down to (2, 1).
        let (f93, f92) = (12_200_160_415_121_876_738u64, 7_540_113_804_746_346_429u64);
        assert_eq!(first_player_wins(f93, f92), golden_rule(f93, f92));
        assert_eq!(first_player_wins(max / 2 + 1, max / 2), golden_rule(max / 2 + 1, max / 2));
    }
}
