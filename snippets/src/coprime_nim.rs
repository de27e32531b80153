//! Coprime Nim (Codeforces 2004 E, "Not a Nim Problem"): Nim where a move removes `y` stones
//! from a heap of `x` only if `gcd(x, y) = 1`; normal play.
//!
//! The Grundy values: `g(0) = 0`, `g(1) = 1`, `g(x) = 0` for even `x`, `g(p) = ` the index of
//! `p` among the primes for an odd prime `p` (`g(3) = 2`, `g(5) = 3`, `g(7) = 4`: 2 is the
//! first), and `g(x) = g(its smallest prime factor)` for an odd composite `x`. The rule needs
//! the index of a prime, so there is no closed form for every `u64`: [`CoprimeNim`] sieves the
//! values up to a limit (a linear sieve over the odd numbers, whose mark is the value itself).
//!
//! Depends on: nothing.
//!
//! Verified: every heap below 2000 against a game-tree search that tries every coprime take
//! (mex over `y` with `gcd(x, y) = 1`); every heap up to 10^6 against the rule computed by
//! another road (smallest prime factor by trial division, prime indices by a sieve of
//! Eratosthenes counting primes); sums on seeded random lists against the XOR of those
//! values; edge values (`0`, `1`, `2`, the limit and one past it, `u64::MAX`, limits 0 to 3).

/// The Grundy values of coprime Nim for every heap up to a limit, made once by a linear sieve.
pub struct CoprimeNim {
    limit: u64,
    /// `odd_values[i]`: the value of the heap `2 * i + 1`.
    odd_values: Vec<u32>,
}

impl CoprimeNim {
    /// Sieves the values of every heap `0..=limit`.
    ///
    /// A linear sieve over the odd numbers: each odd composite `x * p` is marked once, from
    /// its largest cofactor `x`, with the index of its smallest prime factor `p`, and `p` may
    /// go on to the next prime only while its index is at most the mark of `x` (so `p` stays
    /// the smallest factor). The mark of an odd number is then its Grundy value.
    ///
    /// # Complexity
    /// O(limit) time; `2 * limit` bytes (a `u32` per odd number) and 4 bytes per odd prime.
    ///
    /// # Example
    /// ```
    /// use snippets::coprime_nim::CoprimeNim;
    /// let game = CoprimeNim::new(10_000_000);
    /// assert_eq!(game.grundy_value(9_999_991), Some(664_579)); // the largest prime below 10^7
    /// assert_eq!(CoprimeNim::new(0).grundy_value(0), Some(0));
    /// ```
    pub fn new(limit: u32) -> Self {
        let odd_count = (limit as usize).div_ceil(2);
        let mut odd_values = vec![0u32; odd_count];
        let mut primes: Vec<u32> = Vec::new(); // the odd primes, in order: primes[j] has index j + 2
        if let Some(one) = odd_values.first_mut() {
            *one = 1;
        }
        for i in 1..odd_count {
            let x = 2 * i as u64 + 1;
            if odd_values[i] == 0 {
                primes.push(x as u32);
                odd_values[i] = primes.len() as u32 + 1;
            }
            let smallest = odd_values[i] as usize;
            for (j, &p) in primes.iter().enumerate().take(smallest - 1) {
                let multiple = x * u64::from(p); // both below 2^32: no overflow
                if multiple > u64::from(limit) {
                    break;
                }
                odd_values[(multiple / 2) as usize] = j as u32 + 2;
            }
        }
        CoprimeNim { limit: u64::from(limit), odd_values }
    }

    /// Returns the largest heap the table holds.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::coprime_nim::CoprimeNim;
    /// assert_eq!(CoprimeNim::new(100).limit(), 100);
    /// assert_eq!(CoprimeNim::new(0).limit(), 0);
    /// ```
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Returns the Grundy value of a heap of `heap`, or `None` above [`CoprimeNim::limit`].
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::coprime_nim::CoprimeNim;
    /// let game = CoprimeNim::new(100);
    /// let values: Vec<u32> = (0..10).map(|x| game.grundy_value(x).unwrap()).collect();
    /// assert_eq!(values, [0, 1, 0, 2, 0, 3, 0, 4, 0, 2]);
    /// assert_eq!(game.grundy_value(101), None);
    /// assert_eq!(game.grundy_value(u64::MAX), None);
    /// ```
    pub fn grundy_value(&self, heap: u64) -> Option<u32> {
        if heap > self.limit {
            return None;
        }
        Some(if heap % 2 == 0 { 0 } else { self.odd_values[(heap / 2) as usize] })
    }

    /// Returns `true` iff the player to move wins the sum of `heaps` (the XOR of their values is
    /// not `0`), or `None` if a heap is above [`CoprimeNim::limit`].
    ///
    /// # Complexity
    /// O(heaps.len())
    ///
    /// # Example
    /// ```
    /// use snippets::coprime_nim::CoprimeNim;
    /// let game = CoprimeNim::new(10);
    /// assert_eq!(game.first_player_wins(&[3, 2, 9]), Some(false)); // 2 ^ 0 ^ 2
    /// assert_eq!(game.first_player_wins(&[3, 3, 6, 1]), Some(true));
    /// assert_eq!(game.first_player_wins(&[]), Some(false));
    /// assert_eq!(game.first_player_wins(&[1, u64::MAX]), None);
    /// ```
    pub fn first_player_wins(&self, heaps: &[u64]) -> Option<bool> {
        let mut sum = 0;
        for &heap in heaps {
            sum ^= self.grundy_value(heap)?;
        }
        Some(sum != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// Grundy values by game-tree search: the mex over every coprime take.
    fn brute_values(count: usize) -> Vec<u32> {
        let mut values = Vec::with_capacity(count);
        for x in 0..count {
            let mut reached = vec![false; x + 2];
            for y in 1..=x {
                if gcd(x as u64, y as u64) == 1 {
                    reached[values[x - y] as usize] = true;
                }
            }
            values.push(reached.iter().position(|&r| !r).unwrap() as u32);
        }
        values
    }

    /// The rule by another road: the smallest prime factor by trial division, the index of a
    /// prime by counting the primes of a sieve of Eratosthenes.
    fn rule_values(limit: usize) -> Vec<u32> {
        let mut composite = vec![false; limit + 1];
        let mut index = vec![0u32; limit + 1];
        let mut count = 0;
        for p in 2..=limit {
            if !composite[p] {
                count += 1;
                index[p] = count;
                for multiple in (p * p..=limit).step_by(p) {
                    composite[multiple] = true;
                }
            }
        }
        (0..=limit)
            .map(|x| match x {
                0 => 0,
                1 => 1,
                _ if x % 2 == 0 => 0,
                _ => {
                    let mut divisors = (3..).step_by(2).take_while(|d| d * d <= x);
                    let smallest = divisors.find(|d| x % d == 0).unwrap_or(x);
                    index[smallest]
                }
            })
            .collect()
    }

    #[test]
    fn hand_cases() {
        // Codeforces 2004 E samples: Bob, Alice, Bob.
        let game = CoprimeNim::new(10);
        assert_eq!(game.first_player_wins(&[3, 2, 9]), Some(false));
        assert_eq!(game.first_player_wins(&[3, 3, 6, 1]), Some(true));
        assert_eq!(game.first_player_wins(&[1, 2, 3, 4, 5]), Some(false));
        let game = CoprimeNim::new(1000);
        assert_eq!(game.grundy_value(25), Some(3)); // 5 is the third prime
        assert_eq!(game.grundy_value(997), Some(168)); // pi(1000) = 168
        assert_eq!(game.grundy_value(961), Some(11)); // 31^2, 31 is the 11th prime
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        let brute = brute_values(2000);
        let game = CoprimeNim::new(1999);
        for (x, &value) in brute.iter().enumerate() {
            assert_eq!(game.grundy_value(x as u64), Some(value), "heap={x}");
        }
    }

    #[test]
    fn every_heap_to_a_million_against_the_rule() {
        let limit = 1_000_000;
        let rule = rule_values(limit);
        let game = CoprimeNim::new(limit as u32);
        for (x, &value) in rule.iter().enumerate() {
            assert_eq!(game.grundy_value(x as u64), Some(value), "heap={x}");
        }
    }

    #[test]
    fn seeded_random_sums() {
        let limit = 100_000;
        let rule = rule_values(limit);
        let game = CoprimeNim::new(limit as u32);
        let mut rng = Rng::new(2004);
        for _ in 0..20_000 {
            let count = rng.below_or_equal(6) as usize;
            let mut heaps: Vec<u64> =
                (0..count).map(|_| rng.below_or_equal(limit as u64)).collect();
            let sum = heaps.iter().fold(0, |sum, &h| sum ^ rule[h as usize]);
            assert_eq!(game.first_player_wins(&heaps), Some(sum != 0), "heaps={heaps:?}");
            // The heap worth that sum, if it is in range, completes the list to a loss.
            if let Some(partner) = rule.iter().position(|&v| v == sum) {
                heaps.push(partner as u64);
                assert_eq!(game.first_player_wins(&heaps), Some(false), "heaps={heaps:?}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(CoprimeNim::new(0).grundy_value(0), Some(0));
        assert_eq!(CoprimeNim::new(0).grundy_value(1), None);
        assert_eq!(CoprimeNim::new(1).grundy_value(1), Some(1));
        assert_eq!(CoprimeNim::new(2).grundy_value(2), Some(0));
        assert_eq!(CoprimeNim::new(2).grundy_value(3), None);
        assert_eq!(CoprimeNim::new(3).grundy_value(3), Some(2));
        for limit in [0, 1, 2, 3, 100] {
            let game = CoprimeNim::new(limit);
            assert_eq!(game.limit(), u64::from(limit), "limit={limit}");
            assert_eq!(game.grundy_value(u64::from(limit) + 1), None, "limit={limit}");
            assert_eq!(game.grundy_value(u64::MAX), None, "limit={limit}");
            assert_eq!(game.first_player_wins(&[u64::MAX]), None, "limit={limit}");
            assert_eq!(game.first_player_wins(&[0]), Some(false), "limit={limit}");
        }
        // 9 = 3^2: the square of the first odd prime is the first mark.
        assert_eq!(CoprimeNim::new(9).grundy_value(9), Some(2));
    }
}
