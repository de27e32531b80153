//! The divisor game (AtCoder ABC368 F, "Dividing Game"): a move replaces one number by a
//! proper divisor of it (a positive divisor other than itself); normal play.
//!
//! A number `n >= 1` is a Nim heap of `Omega(n)` stones, its prime factors counted with
//! multiplicity: a proper divisor drops any positive number of them, and can drop any number.
//! `0` has no proper divisors that make it smaller in this sense (every positive number
//! divides it), so it is not a position.
//!
//! Depends on: crate::prime_factors.
//!
//! Verified: every number up to 2000 against a game-tree search over its proper divisors, and
//! sums of up to 3 numbers up to 60 against a search over the sums; the table path against
//! the factoring path for every number below 2^16 and on seeded random numbers past it; edge
//! values (`0`, `1`, `u64::MAX`). `Omega` itself: `crate::prime_factors`.

/// The divisor game's Grundy values: a sieve of `Omega` for the numbers up to a limit,
/// Miller-Rabin and Pollard's rho (`crate::prime_factors`) for the rest.
pub struct DivisorGame {
    counts: Vec<u8>,
}

impl DivisorGame {
    /// Sieves `Omega` for every number in `0..=table_limit` (one byte each); larger numbers are
    /// factored when asked.
    ///
    /// # Complexity
    /// O(table_limit)
    ///
    /// # Example
    /// ```
    /// use snippets::divisor_game::DivisorGame;
    /// let game = DivisorGame::new(1 << 17);
    /// assert_eq!(game.grundy_value(100_000), Some(10));
    /// assert_eq!(DivisorGame::new(0).grundy_value(u64::MAX), Some(7));
    /// ```
    pub fn new(table_limit: usize) -> Self {
        DivisorGame { counts: crate::prime_factors::prime_factor_counts(table_limit) }
    }

    /// Returns the Grundy value of the number `n` (`Omega(n)`, `0` for `1`), or `None` for `0`.
    ///
    /// # Complexity
    /// O(1) up to the table's limit, that of `crate::prime_factors::prime_factor_count` past it.
    ///
    /// # Example
    /// ```
    /// use snippets::divisor_game::DivisorGame;
    /// let game = DivisorGame::new(100);
    /// assert_eq!(game.grundy_value(12), Some(3));
    /// assert_eq!(game.grundy_value(1), Some(0));
    /// assert_eq!(game.grundy_value(1 << 63), Some(63));
    /// assert_eq!(game.grundy_value(0), None);
    /// ```
    pub fn grundy_value(&self, n: u64) -> Option<u32> {
        if n == 0 {
            return None;
        }
        Some(match self.counts.get(n as usize) {
            Some(&count) if n <= usize::MAX as u64 => u32::from(count),
            _ => crate::prime_factors::prime_factor_count(n),
        })
    }

    /// Returns `true` iff the player to move wins on `numbers` (the XOR of their `Omega` is not
    /// `0`), or `None` if one of them is `0`.
    ///
    /// # Complexity
    /// O(numbers.len()) calls of [`DivisorGame::grundy_value`].
    ///
    /// # Example
    /// ```
    /// use snippets::divisor_game::DivisorGame;
    /// let game = DivisorGame::new(100);
    /// assert_eq!(game.first_player_wins(&[2, 3, 4]), Some(true));
    /// assert_eq!(game.first_player_wins(&[2, 3, 4, 6]), Some(false));
    /// assert_eq!(game.first_player_wins(&[u64::MAX, 128]), Some(false)); // 7 ^ 7
    /// assert_eq!(game.first_player_wins(&[4, 0]), None);
    /// ```
    pub fn first_player_wins(&self, numbers: &[u64]) -> Option<bool> {
        let mut sum = 0;
        for &n in numbers {
            sum ^= self.grundy_value(n)?;
        }
        Some(sum != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// Grundy values of `1..=max` by game-tree search: the mex over every proper divisor.
    fn brute_values(max: usize) -> Vec<u32> {
        let mut values = vec![0u32; max + 1];
        for n in 2..=max {
            let reached: Vec<u32> = (1..n).filter(|d| n % d == 0).map(|d| values[d]).collect();
            values[n] = (0..).find(|v| !reached.contains(v)).unwrap();
        }
        values
    }

    /// Who wins on a list of numbers, by searching the sums themselves (no Grundy values).
    fn brute_sum_wins(numbers: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        numbers.sort_unstable();
        if let Some(&wins) = memo.get(numbers.as_slice()) {
            return wins;
        }
        let mut wins = false;
        'moves: for i in 0..numbers.len() {
            for d in 1..numbers[i] {
                if numbers[i] % d == 0 {
                    let mut next = numbers.clone();
                    next[i] = d;
                    if !brute_sum_wins(&mut next, memo) {
                        wins = true;
                        break 'moves;
                    }
                }
            }
        }
        memo.insert(numbers.clone(), wins);
        wins
    }

    #[test]
    fn hand_cases() {
        // ABC368 F samples: Anna, Bruno.
        let game = DivisorGame::new(10);
        assert_eq!(game.first_player_wins(&[2, 3, 4]), Some(true));
        assert_eq!(game.first_player_wins(&[2, 3, 4, 6]), Some(false));
        // Not the number of distinct primes, not the number of divisors.
        assert_eq!(game.grundy_value(8), Some(3));
        assert_eq!(game.grundy_value(30), Some(3));
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        let brute = brute_values(2000);
        let (table, factoring) = (DivisorGame::new(2000), DivisorGame::new(0));
        for (n, &value) in brute.iter().enumerate().skip(1) {
            assert_eq!(table.grundy_value(n as u64), Some(value), "n={n}");
            assert_eq!(factoring.grundy_value(n as u64), Some(value), "n={n}");
        }
        let mut memo = HashMap::new();
        for a in 1..=60u64 {
            for b in (a..=60).step_by(3) {
                for c in [1, 12, 30, 60] {
                    let wins = brute_sum_wins(&mut vec![a, b, c], &mut memo);
                    assert_eq!(table.first_player_wins(&[a, b, c]), Some(wins), "{a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn table_against_factoring() {
        let (table, factoring) = (DivisorGame::new(1 << 16), DivisorGame::new(0));
        for n in 1..1 << 16 {
            assert_eq!(table.grundy_value(n), factoring.grundy_value(n), "n={n}");
        }
        let mut rng = Rng::new(368);
        for _ in 0..200 {
            let n = rng.any_magnitude().max(1);
            let count = crate::prime_factors::prime_factors(n).len() as u32;
            assert_eq!(table.grundy_value(n), Some(count), "n={n}");
        }
    }

    #[test]
    fn edge_values() {
        let game = DivisorGame::new(0);
        assert_eq!(game.grundy_value(0), None);
        assert_eq!(game.grundy_value(1), Some(0));
        assert_eq!(game.grundy_value(u64::MAX), Some(7));
        assert_eq!(game.first_player_wins(&[]), Some(false));
        assert_eq!(game.first_player_wins(&[u64::MAX, 0]), None);
        assert_eq!(DivisorGame::new(1).grundy_value(1), Some(0));
    }
}
