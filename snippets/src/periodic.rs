//! Proven periods of Grundy sequences: a finite prefix of `G(0), G(1), ...` and a periodicity
//! theorem give the preperiod and the period, and then `G(n)` for every `u64` `n` in O(1).
//!
//! `proven_period` takes the theorem as a rule (how many values must agree for a period to be
//! proven); `subtraction_game_period` applies it to a subtraction game with a finite take set
//! `S`: once `G(n + p) = G(n)` for a window of `max(S)` consecutive `n` from `a` on, the value
//! at `n >= max(S)` depends on the `max(S)` values before it only, so `G` is periodic from `a`.
//! `crate::octal_game` applies it to octal games.
//!
//! Depends on: `crate::grundy` (`subtraction_game_values`).
//!
//! Verified: 20 seeded random take sets with largest take at most 12 and 14 hand-picked ones:
//! preperiod and period against a table of 4000 positions by definition over the real moves,
//! every value of those positions, and the answer at every prefix length from 0 to past the proof (`None`
//! exactly below `preperiod + period + max(S)`); `n = 10^18` and seeded `n` up to `u64::MAX`
//! against the brute force's period; edge values.

/// An eventually periodic sequence of Grundy values: `G(n + period) = G(n)` for every
/// `n >= preperiod`, with both as small as they can be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventuallyPeriodic {
    /// `G(0), ..., G(preperiod + period - 1)`.
    values: Vec<usize>,
    preperiod: usize,
    period: usize,
}

impl EventuallyPeriodic {
    /// Returns the preperiod: the least `a` such that `G(n + period) = G(n)` for all `n >= a`
    /// (one more than the last exception).
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::periodic::subtraction_game_period;
    /// let bash = subtraction_game_period(&[1, 2], 100).unwrap(); // 0 1 2 0 1 2 ...
    /// assert_eq!(bash.preperiod(), 0);
    /// ```
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// Returns the least period, at least `1`.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::periodic::subtraction_game_period;
    /// assert_eq!(subtraction_game_period(&[1, 2], 100).unwrap().period(), 3);
    /// assert_eq!(subtraction_game_period(&[], 100).unwrap().period(), 1); // no move: all 0
    /// ```
    pub fn period(&self) -> usize {
        self.period
    }

    /// Returns `G(0), ..., G(preperiod + period - 1)`: the preperiod, then one period.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::periodic::subtraction_game_period;
    /// let game = subtraction_game_period(&[2, 3], 100).unwrap();
    /// assert_eq!(game.values(), &[0, 0, 1, 1, 2]);
    /// ```
    pub fn values(&self) -> &[usize] {
        &self.values
    }

    /// Returns the Grundy value `G(n)`: `values()[n]` below the preperiod, else the value at
    /// `preperiod + (n - preperiod) mod period`.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::periodic::subtraction_game_period;
    /// let game = subtraction_game_period(&[2, 5, 7], 1000).unwrap();
    /// assert_eq!(game.value(0), 0);
    /// assert_eq!(game.value(1_000_000_000_000_000_000), 1);
    /// assert_eq!(game.value(u64::MAX), 1);
    /// ```
    pub fn value(&self, n: u64) -> usize {
        let (n, preperiod, period) = (n as u128, self.preperiod as u128, self.period as u128);
        let index = if n < preperiod { n } else { preperiod + (n - preperiod) % period };
        // index < preperiod + period = values.len(), so it fits in usize.
        self.values[index as usize]
    }

    /// Returns `true` iff the player to move wins a single game at `n`: iff `G(n) != 0`.
    ///
    /// # Complexity
    /// O(1)
    ///
    /// # Example
    /// ```
    /// use snippets::periodic::subtraction_game_period;
    /// let bash = subtraction_game_period(&[1, 2, 3], 100).unwrap();
    /// assert!(!bash.first_player_wins(0));
    /// assert!(bash.first_player_wins(5));
    /// assert!(bash.first_player_wins(u64::MAX)); // 2^64 - 1 = 3 mod 4
    /// ```
    pub fn first_player_wins(&self, n: u64) -> bool {
        self.value(n) != 0
    }
}

/// Returns the period that a theorem proves from the prefix `values = G(0..len)`, or `None`
/// if it proves none.
///
/// For each `p` in `1..=len`, `a_p` is the least `a` with `G(n + p) = G(n)` for every `n` in
/// `[a, len - p)`; `needed(a_p, p)` says how many values the theorem needs to know to
/// conclude that `G` is periodic with period `p` from `a_p` on (`None`: more than fit in a
/// `usize`). The answer is the least `p` with `needed(a_p, p) <= len`, with its `a_p`. If the
/// theorem is sound and `needed(a, p)` does not decrease as `p` grows with `a` fixed, that is
/// the least period and the least preperiod of the whole infinite sequence (every period is a
/// multiple of the least one, and all share the least preperiod).
///
/// # Complexity
/// O(len) time and memory, plus `len` calls of `needed` (a Z-function of the reversed prefix
/// gives every `a_p`).
///
/// # Example
/// ```
/// use snippets::periodic::proven_period;
/// // Subtract {1, 2}: two equal values in a row (the largest take) prove the period.
/// let proof = |a: usize, p: usize| a.checked_add(p)?.checked_add(2);
/// let game = proven_period(&[0, 1, 2, 0, 1], proof).unwrap();
/// assert_eq!((game.preperiod(), game.period()), (0, 3));
/// assert_eq!(game.value(u64::MAX), 0);
/// assert_eq!(proven_period(&[0, 1, 2, 0], proof), None); // one value short
/// assert_eq!(proven_period(&[], proof), None);
/// ```
pub fn proven_period<F>(values: &[usize], needed: F) -> Option<EventuallyPeriodic>
where
    F: Fn(usize, usize) -> Option<usize>,
{
    let len = values.len();
    let reversed: Vec<usize> = values.iter().rev().copied().collect();
    // agree[p]: the length of the longest common prefix of `reversed` and `reversed[p..]`,
    // i.e. how many values at the end of the prefix agree with period p.
    let mut agree = vec![0; len + 1];
    let (mut left, mut right) = (0, 0);
    for p in 1..len {
        let mut length = if p < right { agree[p - left].min(right - p) } else { 0 };
        while p + length < len && reversed[length] == reversed[p + length] {
            length += 1;
        }
        agree[p] = length;
        if p + length > right {
            (left, right) = (p, p + length);
        }
    }
    (1..=len).find_map(|period| {
        let preperiod = len - period - agree[period];
        match needed(preperiod, period) {
            Some(needed) if needed <= len => Some(EventuallyPeriodic {
                values: values[..preperiod + period].to_vec(),
                preperiod,
                period,
            }),
            _ => None,
        }
    })
}

/// Returns the proven period of the subtraction game where a move takes `t` stones from the
/// pile for some `t` in `takes` (at most what is left; a take of `0` is ignored), computing at
/// most `limit` values; `None` if they do not suffice.
///
/// The proof: `G(n + p) = G(n)` for the `max(takes)` values `n` in `[a, a + max(takes))`. The
/// least preperiod `a` and period `p` need exactly `a + p + max(takes)` values, so any
/// `limit` from there on gives the answer.
///
/// # Complexity
/// O(m * takes.len()) time and O(m + takes.len()) memory for the `m` values computed, at most
/// `limit` and at most `max(64, 2 * needed)` for the `needed` of the proof.
///
/// # Example
/// ```
/// use snippets::periodic::subtraction_game_period;
/// // Subtract {2, 5, 7}: 0 0 1 1 0 2 1 3 2 2 0 3 1 0 0 1 1 2 2 3 3 2, then again.
/// let game = subtraction_game_period(&[2, 5, 7], 1000).unwrap();
/// assert_eq!((game.preperiod(), game.period()), (0, 22));
/// assert_eq!(game.value(1_000_000_000_000_000_000), 1); // 10^18 = 12 mod 22
/// assert_eq!(subtraction_game_period(&[2, 5, 7], 28), None); // needs 0 + 22 + 7 values
/// assert_eq!(subtraction_game_period(&[usize::MAX], 1000), None);
/// assert_eq!(subtraction_game_period(&[1], 0), None);
/// ```
pub fn subtraction_game_period(takes: &[usize], limit: usize) -> Option<EventuallyPeriodic> {
    let largest = takes.iter().copied().max().unwrap_or(0);
    let needed =
        |preperiod: usize, period: usize| preperiod.checked_add(period)?.checked_add(largest);
    let mut count = limit.min(64);
    loop {
        let values = crate::grundy::subtraction_game_values(takes, count);
        if let Some(found) = proven_period(&values, needed) {
            return Some(found);
        }
        if count == limit {
            return None;
        }
        count = count.saturating_mul(2).min(limit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Grundy values of `0..count` by definition: position `n` reaches `n - t` for every take
    /// `1 <= t <= n` in `takes`, and its value is the least one no move reaches.
    fn brute_values(takes: &[usize], count: usize) -> Vec<usize> {
        let mut values: Vec<usize> = Vec::new();
        for n in 0..count {
            let mut reached = Vec::new();
            for &take in takes {
                if take >= 1 && take <= n {
                    reached.push(values[n - take]);
                }
            }
            let mut value = 0;
            while reached.contains(&value) {
                value += 1;
            }
            values.push(value);
        }
        values
    }

    /// The period the brute force sees: the least `p` whose agreement `values[n] ==
    /// values[n + p]` runs back from the end over at least half of the values, and the first
    /// `n` of that run.
    fn brute_period(values: &[usize]) -> (usize, usize) {
        let len = values.len();
        for period in 1..len / 2 {
            let mut start = len - period;
            while start > 0 && values[start - 1] == values[start - 1 + period] {
                start -= 1;
            }
            if len - period - start >= len / 2 {
                return (start, period);
            }
        }
        panic!("no period among {len} values");
    }

    /// Checks `subtraction_game_period(takes, limit)` at every limit up to past the proof
    /// against the brute force: `None` exactly below `preperiod + period + max(takes)`.
    fn check_take_set(takes: &[usize]) {
        let values = brute_values(takes, 4000);
        let (preperiod, period) = brute_period(&values);
        let largest = takes.iter().copied().max().unwrap_or(0);
        let needed = preperiod + period + largest;
        for limit in 0..needed + 40 {
            let found = subtraction_game_period(takes, limit);
            if limit < needed {
                assert_eq!(found, None, "takes={takes:?} limit={limit}");
                continue;
            }
            let found = found.unwrap_or_else(|| panic!("takes={takes:?} limit={limit}: none"));
            assert_eq!(
                (found.preperiod(), found.period()),
                (preperiod, period),
                "takes={takes:?} limit={limit}"
            );
            assert_eq!(found.values(), &values[..preperiod + period], "takes={takes:?}");
        }
        let found = subtraction_game_period(takes, 100_000).expect("proven");
        for (n, &value) in values.iter().enumerate() {
            assert_eq!(found.value(n as u64), value, "takes={takes:?} n={n}");
            assert_eq!(found.first_player_wins(n as u64), value != 0, "takes={takes:?} n={n}");
        }
    }

    #[test]
    fn hand_cases() {
        // Bash with m = 1..5: period m + 1 from 0 (0 1 ... m).
        for m in 1..=5 {
            let takes: Vec<usize> = (1..=m).collect();
            let game = subtraction_game_period(&takes, 1000).expect("proven");
            assert_eq!((game.preperiod(), game.period()), (0, m + 1), "m={m}");
            assert_eq!(game.values(), (0..=m).collect::<Vec<_>>(), "m={m}");
        }
        // Subtract {1, 3, 4}: P-positions 0 and 2 mod 7 (Berlekamp, Conway, Guy).
        let game = subtraction_game_period(&[1, 3, 4], 1000).expect("proven");
        assert_eq!((game.preperiod(), game.period()), (0, 7));
        assert_eq!(game.values(), &[0, 1, 0, 1, 2, 3, 2]);
        // Two takes a < b: period a + b from 0.
        for (a, b) in [(1, 2), (2, 3), (2, 5), (3, 7), (4, 11), (1, 12)] {
            let game = subtraction_game_period(&[a, b], 1000).expect("proven");
            assert_eq!((game.preperiod(), game.period()), (0, a + b), "takes={a},{b}");
        }
        // An answer that needs a preperiod: 5 1 2 | 1 2 1 2 ... proven by two agreeing values.
        let game = proven_period(&[5, 1, 2, 1, 2, 1, 2], |a, p| Some(a + p + 2)).expect("proven");
        assert_eq!((game.preperiod(), game.period(), game.values()), (1, 2, &[5, 1, 2][..]));
        assert_eq!(game.value(u64::MAX), 1); // odd positions hold 1
    }

    #[test]
    fn hand_picked_take_sets_against_brute_force() {
        // Long preperiods (40 for {4, 9, 11}), long periods (23 for {2, 11, 12}), 0 takes,
        // proofs that need more than the first 64 values (the search's first round).
        let sets: [&[usize]; 14] = [
            &[1],
            &[12],
            &[2, 4, 7],
            &[4, 9, 11],
            &[4, 6, 11],
            &[2, 11, 12],
            &[2, 8, 9],
            &[3, 6, 10],
            &[0, 3, 5, 9],
            &[1, 2, 4, 8],
            &[5, 5, 7],
            &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            &[20, 30],
            &[13, 31, 50],
        ];
        for takes in sets {
            check_take_set(takes);
        }
    }

    #[test]
    fn random_take_sets_against_brute_force() {
        let mut rng = Rng::new(17);
        for _ in 0..20 {
            let size = 1 + rng.below_or_equal(4) as usize;
            let takes: Vec<usize> = (0..size).map(|_| rng.below_or_equal(12) as usize).collect();
            check_take_set(&takes);
        }
    }

    #[test]
    fn huge_positions_against_the_brute_force_period() {
        let takes = [2, 5, 7];
        let values = brute_values(&takes, 4000);
        let (preperiod, period) = brute_period(&values);
        let game = subtraction_game_period(&takes, 1000).expect("proven");
        let at = |n: u64| {
            let n = n as u128;
            let (a, p) = (preperiod as u128, period as u128);
            values[if n < a { n } else { a + (n - a) % p } as usize]
        };
        let n = 1_000_000_000_000_000_000;
        assert_eq!(game.value(n), at(n), "n={n}");
        assert_eq!(game.value(n), 1, "n={n}");
        let mut rng = Rng::new(1018);
        for _ in 0..10_000 {
            let n = rng.any_magnitude();
            assert_eq!(game.value(n), at(n), "n={n}");
        }
    }

    #[test]
    fn proven_period_against_a_direct_search() {
        // Every sequence over {0, 1, 2} of length up to 8, under rules of several shapes.
        let rules: [fn(usize, usize) -> Option<usize>; 4] = [
            |a, p| Some(a + p),
            |a, p| Some(a + p + 2),
            |a, p| Some(2 * a + 2 * p + 1),
            |_, p| if p == 3 { Some(0) } else { None },
        ];
        let mut sequences: Vec<Vec<usize>> = vec![Vec::new()];
        for _ in 0..8 {
            let longer: Vec<Vec<usize>> = sequences
                .iter()
                .filter(|s| s.len() == sequences.last().map_or(0, Vec::len))
                .flat_map(|s| {
                    (0..3).map(move |v| {
                        let mut s = s.clone();
                        s.push(v);
                        s
                    })
                })
                .collect();
            for values in &longer {
                for rule in rules {
                    let len = values.len();
                    let expected = (1..=len).find_map(|p| {
                        let a = (0..=len - p)
                            .find(|&a| (a..len - p).all(|n| values[n] == values[n + p]))
                            .expect("a = len - p agrees");
                        (rule(a, p)? <= len).then_some((a, p))
                    });
                    let found = proven_period(values, rule).map(|g| (g.preperiod(), g.period()));
                    assert_eq!(found, expected, "values={values:?}");
                }
            }
            sequences.extend(longer);
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(subtraction_game_period(&[], 0), None);
        let none = subtraction_game_period(&[], 1).expect("no move: all 0");
        assert_eq!((none.preperiod(), none.period(), none.values()), (0, 1, &[0][..]));
        assert_eq!(none.value(u64::MAX), 0);
        assert!(!none.first_player_wins(u64::MAX));
        let zero = subtraction_game_period(&[0, 0], 5).expect("a take of 0 is no move");
        assert_eq!((zero.preperiod(), zero.period()), (0, 1));
        assert_eq!(subtraction_game_period(&[usize::MAX], 1000), None);
        assert_eq!(subtraction_game_period(&[1, usize::MAX], 1000), None);
        // 0 1 0 1 ...: the value at u64::MAX is 1; a huge limit stops at the proof.
        let one = subtraction_game_period(&[1], usize::MAX).expect("proven");
        assert_eq!((one.value(0), one.value(u64::MAX)), (0, 1));
        assert_eq!(proven_period(&[], |_, _| Some(0)), None);
        assert_eq!(proven_period(&[7; 5], |_, _| None), None);
        let whole = proven_period(&[3, 1, 4], |_, p| (p == 3).then_some(3)).expect("p = len");
        assert_eq!((whole.preperiod(), whole.period(), whole.value(u64::MAX)), (0, 3, 3));
    }
}
