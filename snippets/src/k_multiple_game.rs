//! k-multiple dynamic subtraction (HDU 2486, POJ 3922): one pile of `n` stones; the first move
//! takes `1..n` stones (not all); every later move takes at least 1 and at most `k` times
//! what the opponent just took; whoever takes the last stone wins. `k = 1` is the game of
//! powers of two, `k = 2` the Fibonacci game ([`crate::fibonacci_game`]).
//!
//! The losing sizes (P-positions) are the terms `a[i]` of a sequence built with `b[i]`, the
//! largest number written as a sum of terms of `a[0..=i]` each more than `k` times the one
//! below it: `a[0] = b[0] = 1`, `a[i] = b[i - 1] + 1`, `b[i] = a[i] + b[j]` for the largest
//! `j` with `k a[j] < a[i]` (`b[i] = a[i]` if there is none). Every other `n` is such a sum
//! (greedy, largest term first), and its smallest term is the smallest winning first take:
//! the opponent cannot take a whole term, and the first player keeps it that way (the 2009
//! Chinese national-team paper on k-multiple dynamic subtraction).
//!
//! Depends on: nothing.
//!
//! Verified: against a game-tree search over (stones, largest take allowed) for every
//! `n <= 3000` and `k <= 30` (the winner and the smallest winning first take; `n <= 500` in
//! a debug build, the whole sweep in `cargo test -p snippets --release`); `k = 1` against the
//! powers of two and `k = 2` against `fibonacci_game` for every `n <= 10^5` and on seeded
//! random `n` to `u64::MAX`; seeded random `n, k` to `u64::MAX` against the rule the proof
//! rests on (after the take, no term left is within `k` times it); edge values.

/// Returns the losing pile sizes for multiple `k`, increasing: every `a[i] <= bound`.
///
/// Built with checked arithmetic (`k a[j]` in `u128`, `b[i]` stops at `u64::MAX`): exact for
/// every `bound` and `k`. `k = 0` (no move after the first) leaves only `1` losing.
///
/// # Complexity
/// O(count) time and memory, where count, the number of losing sizes up to `bound`, is about
/// `k ln(bound / k)` for large `bound` (64 at `k = 1` for `u64::MAX`; 3.3 * 10^6 at `k = 10^5`)
/// and `bound` itself while `bound <= k + 1` (all of `1..=k + 1` lose): a large `k` makes
/// every large `bound` costly.
///
/// # Example
/// ```
/// use snippets::k_multiple_game::losing_positions;
/// assert_eq!(losing_positions(60, 1), vec![1, 2, 4, 8, 16, 32]);
/// assert_eq!(losing_positions(60, 2), vec![1, 2, 3, 5, 8, 13, 21, 34, 55]);
/// assert_eq!(losing_positions(0, 7), vec![]);
/// assert_eq!(losing_positions(u64::MAX, 1).len(), 64);
/// ```
pub fn losing_positions(bound: u64, k: u64) -> Vec<u64> {
    let mut sizes = LosingSizes::default();
    sizes.build(bound, k);
    let mut a: Vec<u64> = sizes.terms.iter().map(|&(a, _)| a).collect();
    while a.last().is_some_and(|&last| last > bound) {
        a.pop();
    }
    a
}

/// Returns the smallest winning first take on a pile of `n` with multiple `k`: the smallest
/// term of the greedy sum of [`losing_positions`] that makes `n`; `None` when the first player
/// loses (`n` is a losing size, or `n <= 1`: no first move). For many piles,
/// [`LosingSizes::winning_first_take`] keeps its memory from one to the next.
///
/// `n <= k + 1` loses at once, without building anything; `k = 0` (no move after the first)
/// wins with a take of 1 from `n >= 2`.
///
/// # Complexity
/// O(1) when `n <= k + 1`, else O(count) time and memory, count as in [`losing_positions`]
/// for `bound = n`: at least `k + 1` terms.
///
/// # Example
/// ```
/// use snippets::k_multiple_game::winning_first_take;
/// // HDU 2486's sample.
/// assert_eq!(winning_first_take(16, 1), None);
/// assert_eq!(winning_first_take(11, 1), Some(1));
/// assert_eq!(winning_first_take(32, 2), Some(3));
/// assert_eq!(winning_first_take(34, 2), None);
/// assert_eq!(winning_first_take(19, 3), Some(4));
/// assert_eq!(winning_first_take(u64::MAX, 1), Some(1));
/// assert_eq!(winning_first_take(u64::MAX, u64::MAX), None); // n <= k + 1
/// ```
pub fn winning_first_take(n: u64, k: u64) -> Option<u64> {
    LosingSizes::default().winning_first_take(n, k)
}

/// The terms `(a[i], b[i])` for the last multiple `k` asked, kept so that the next pile of the
/// same `k` extends them instead of building them again, and another `k` reuses their memory
/// (a judge's many cases: each `k` built once while it repeats, no fresh pages after the
/// largest).
#[derive(Default)]
pub struct LosingSizes {
    terms: Vec<(u64, u64)>,
    /// The multiple the terms are for; `None` before the first build.
    k: Option<u64>,
    /// Where the build stopped, to go on from there.
    cursor: Cursor,
    /// Every term pushed since the start, over every `k`: the work done.
    built: u64,
}

/// The state of [`LosingSizes::build`] between calls: `j`, the largest index with
/// `k a[j] < next` so far (or 0 with none); `j_reach`: `k a[j]`; `b_j`: `b[j]`;
/// `next_reach`: `k a[j + 1]`, `u64::MAX` past the end; `complete`: the next term would pass
/// `u64::MAX`.
#[derive(Clone, Copy, Default)]
struct Cursor {
    j: usize,
    j_reach: u64,
    b_j: u64,
    next_reach: u64,
    complete: bool,
}

impl LosingSizes {
    /// Fills `terms` up to the first `a[i]` that is at least `bound` (or the last below
    /// `2^64`); `b[i]` saturated at `u64::MAX`. Terms already there for the same `k` are
    /// kept and the build goes on from the last.
    fn build(&mut self, bound: u64, k: u64) {
        let terms = &mut self.terms;
        if self.k != Some(k) || terms.is_empty() {
            terms.clear();
            terms.push((1, 1));
            self.built += 1;
            self.k = Some(k);
            // `k = 0`: no term after the first.
            let cursor =
                Cursor { j: 0, j_reach: k, b_j: 1, next_reach: u64::MAX, complete: k == 0 };
            self.cursor = cursor;
        }
        let Cursor { mut j, mut j_reach, mut b_j, mut next_reach, mut complete } = self.cursor;
        // `k a`, saturated: `u64::MAX` is never below a `next`, as `k a` past it is not.
        let reach = |a: u64| a.saturating_mul(k);
        let mut last = terms[terms.len() - 1];
        let before = terms.len();
        while !complete && last.0 < bound {
            let Some(next) = last.1.checked_add(1) else {
                complete = true;
                break;
            };
            while next_reach < next {
                j += 1;
                (j_reach, b_j) = (next_reach, terms[j].1);
                next_reach = terms.get(j + 1).map_or(u64::MAX, |&(a, _)| reach(a));
            }
            last = (next, if j_reach < next { next.saturating_add(b_j) } else { next });
            terms.push(last);
            if j + 1 == terms.len() - 1 {
                next_reach = reach(next);
            }
        }
        self.built += (terms.len() - before) as u64;
        self.cursor = Cursor { j, j_reach, b_j, next_reach, complete };
    }

    /// [`winning_first_take`], in the memory of the piles before.
    ///
    /// # Complexity
    /// As [`winning_first_take`] for the first pile of a `k`; a later pile of the same `k`
    /// builds only the terms between the largest pile so far and `n`, then O(log count) per
    /// term of its greedy sum. Memory: the most terms any `k` so far needed.
    ///
    /// # Example
    /// ```
    /// use snippets::k_multiple_game::LosingSizes;
    /// let mut sizes = LosingSizes::default();
    /// assert_eq!(sizes.winning_first_take(100_000_000, 100_000), Some(912));
    /// assert_eq!(sizes.winning_first_take(32, 2), Some(3));
    /// assert_eq!(sizes.winning_first_take(0, 0), None);
    /// assert_eq!(sizes.winning_first_take(u64::MAX, 2), Some(2));
    /// assert_eq!(sizes.winning_first_take(34, 2), None); // the terms of k = 2 kept: no build
    /// ```
    pub fn winning_first_take(&mut self, n: u64, k: u64) -> Option<u64> {
        if n <= 1 || n - 1 <= k {
            return None;
        }
        if k == 0 {
            return Some(1);
        }
        self.build(n, k);
        // The greedy sum, largest term first, each found by binary search: its terms are more
        // than `k` apart, so they are few. `n` a term: lost.
        let (mut rest, mut smallest, mut below) = (n, None, self.terms.len());
        while rest > 0 {
            below = self.terms[..below].partition_point(|&(a, _)| a <= rest);
            let term = self.terms[below - 1].0;
            if term == n {
                return None;
            }
            rest -= term;
            smallest = Some(term);
        }
        smallest
    }

    /// How many terms every build so far pushed, over every `k`: the work done, for a caller
    /// that bounds it (each new `k` builds from the start).
    ///
    /// # Example
    /// ```
    /// use snippets::k_multiple_game::LosingSizes;
    /// let mut sizes = LosingSizes::default();
    /// sizes.winning_first_take(60, 1);
    /// assert_eq!(sizes.terms_built(), 7); // 1, 2, ..., 64: up to the first at least 60
    /// sizes.winning_first_take(u64::MAX, 1);
    /// assert_eq!(sizes.terms_built(), 64); // extended, not built again
    /// sizes.winning_first_take(u64::MAX, 1);
    /// assert_eq!(sizes.terms_built(), 64);
    /// ```
    pub fn terms_built(&self) -> u64 {
        self.built
    }
}

/// Returns `true` iff the first player wins the k-multiple game on a pile of `n`: iff `n` is
/// not a losing size ([`winning_first_take`] is `Some`).
///
/// # Complexity
/// As [`winning_first_take`].
///
/// # Example
/// ```
/// use snippets::k_multiple_game::first_player_wins;
/// assert!(!first_player_wins(55, 2)); // the statement's hint misprints it as 57
/// assert!(first_player_wins(57, 2));
/// assert!(!first_player_wins(0, 0));
/// assert!(first_player_wins(u64::MAX, 2));
/// ```
pub fn first_player_wins(n: u64, k: u64) -> bool {
    winning_first_take(n, k).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Game-tree search: `wins[s][l]` (`l <= s`), the player to move wins with `s` stones when
    /// a move may take at most `l`. `wins[s][l] = wins[s][l - 1]` or taking `l` wins (it is
    /// all of `s`, or the opponent then loses with at most `k l`).
    struct Search {
        k: usize,
        wins: Vec<Vec<bool>>,
    }

    impl Search {
        fn new(max: usize, k: usize) -> Self {
            let mut wins: Vec<Vec<bool>> = Vec::with_capacity(max + 1);
            for s in 0..=max {
                let mut row = vec![false; s + 1];
                for l in 1..=s {
                    let left = s - l;
                    row[l] = row[l - 1] || left == 0 || !wins[left][(k * l).min(left)];
                }
                wins.push(row);
            }
            Search { k, wins }
        }

        /// The smallest first take (`1..n`) after which the opponent loses.
        fn smallest_winning_first_take(&self, n: usize) -> Option<u64> {
            (1..n).find(|&t| !self.wins[n - t][(self.k * t).min(n - t)]).map(|t| t as u64)
        }
    }

    #[test]
    fn hand_cases() {
        assert_eq!(winning_first_take(16, 1), None);
        assert_eq!(winning_first_take(11, 1), Some(1));
        assert_eq!(winning_first_take(32, 2), Some(3));
        assert_eq!(winning_first_take(34, 2), None);
        assert_eq!(winning_first_take(19, 3), Some(4));
        assert_eq!(winning_first_take(5, 4), None); // n <= k + 1
        assert_eq!(winning_first_take(6, 4), Some(1));
        assert_eq!(winning_first_take(7, 0), Some(1));
    }

    #[test]
    fn sweep_against_search() {
        // The whole sweep in release (`cargo test -p snippets --release`): about 2 s there.
        let max = if cfg!(debug_assertions) { 500 } else { 3000 };
        let mut shared = LosingSizes::default(); // its memory reused from pile to pile
        for k in 0..=30 {
            let search = Search::new(max, k);
            let losing = losing_positions(max as u64, k as u64);
            for n in 0..=max {
                let expected = search.smallest_winning_first_take(n);
                let k = k as u64;
                assert_eq!(winning_first_take(n as u64, k), expected, "n={n} k={k}");
                let reused = shared.winning_first_take(n as u64, k);
                assert_eq!(reused, expected, "n={n} k={k} reused");
                let is_losing = losing.contains(&(n as u64));
                assert_eq!(is_losing, n >= 1 && expected.is_none(), "n={n} k={k} losing set");
            }
        }
    }

    /// One `LosingSizes` over piles in random order, `k` repeating or not: the same answers as
    /// a fresh one each time, and a repeated `k` extends its terms instead of building them
    /// again (hdu2486's 2000 piles of `2^64 - 1` at `k = 10^5` built 4.4 million terms each).
    #[test]
    fn kept_terms_answer_as_fresh_ones() {
        let mut rng = Rng::new(2580);
        let mut kept = LosingSizes::default();
        for round in 0..20_000 {
            let k = [1, 2, 3, 7, 100][rng.next_u64() as usize % 5];
            let n = if round % 2 == 0 { rng.next_u64() % 5000 } else { rng.any_magnitude() };
            let fresh = LosingSizes::default().winning_first_take(n, k);
            assert_eq!(kept.winning_first_take(n, k), fresh, "n={n} k={k} round {round}");
        }
        let mut sizes = LosingSizes::default();
        sizes.winning_first_take(u64::MAX, 1000);
        let once = sizes.terms_built();
        for n in [u64::MAX, 5, u64::MAX - 1, 1 << 40] {
            sizes.winning_first_take(n, 1000);
        }
        assert_eq!(sizes.terms_built(), once, "k = 1000 again: nothing built");
        sizes.winning_first_take(u64::MAX, 999);
        sizes.winning_first_take(u64::MAX, 1000);
        assert!(sizes.terms_built() > 2 * once, "another k in between: built again");
    }

    #[test]
    fn k_one_is_powers_of_two_and_k_two_is_fibonacci() {
        for n in 0..=100_000u64 {
            let lowest_bit = (n >= 1 && !n.is_power_of_two()).then(|| n & n.wrapping_neg());
            assert_eq!(winning_first_take(n, 1), lowest_bit, "n={n} k=1");
            let fibonacci = crate::fibonacci_game::winning_first_take(n);
            assert_eq!(winning_first_take(n, 2), fibonacci, "n={n} k=2");
        }
        let mut rng = Rng::new(2486);
        for _ in 0..20_000 {
            let n = rng.any_magnitude();
            let lowest_bit = (n >= 1 && !n.is_power_of_two()).then(|| n & n.wrapping_neg());
            assert_eq!(winning_first_take(n, 1), lowest_bit, "n={n} k=1");
            let fibonacci = crate::fibonacci_game::winning_first_take(n);
            assert_eq!(winning_first_take(n, 2), fibonacci, "n={n} k=2");
        }
    }

    #[test]
    fn seeded_random_takes_leave_no_term_within_reach() {
        // After the take t, the greedy sum of what is left has every term above k t, and the
        // terms of any sum are more than k apart: the opponent can never take a whole term.
        let mut rng = Rng::new(24860);
        for _ in 0..2_000 {
            let largest = if rng.below_or_equal(1) == 0 { 20 } else { 500 };
            let k = 1 + rng.below_or_equal(largest);
            let n = rng.any_magnitude();
            let losing = losing_positions(n, k);
            for pair in losing.windows(2) {
                assert!(pair[0] < pair[1], "n={n} k={k} increasing");
            }
            match winning_first_take(n, k) {
                None => assert!(n <= 1 || losing.last() == Some(&n), "n={n} k={k}"),
                Some(take) => {
                    assert!(take < n && losing.contains(&take), "n={n} k={k} take={take}");
                    let mut rest = n - take;
                    let mut terms = Vec::new();
                    for &term in losing.iter().rev() {
                        if term <= rest {
                            rest -= term;
                            terms.push(term);
                        }
                    }
                    assert_eq!(rest, 0, "n={n} k={k} take={take}");
                    terms.push(take);
                    for pair in terms.windows(2) {
                        let reach = u128::from(pair[1]) * u128::from(k);
                        assert!(u128::from(pair[0]) > reach, "n={n} k={k} terms={terms:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(winning_first_take(0, 1), None);
        assert_eq!(winning_first_take(1, 0), None);
        assert_eq!(winning_first_take(max, max), None);
        assert_eq!(winning_first_take(max, max - 1), None); // n = k + 1
        assert_eq!(winning_first_take(100_002, 100_000), Some(1)); // n = k + 2
        assert_eq!(winning_first_take(max, 0), Some(1));
        assert_eq!(winning_first_take(1 << 63, 1), None);
        assert_eq!(losing_positions(max, 1).last(), Some(&(1 << 63)));
        // F(93), the largest Fibonacci number in u64.
        let f93 = 12_200_160_415_121_876_738;
        assert_eq!(losing_positions(max, 2).last(), Some(&f93));
        assert_eq!(winning_first_take(f93, 2), None);
        assert_eq!(winning_first_take(max, 2), Some(2));
        let many = losing_positions(max, 100_000);
        assert!(many.len() > 3_000_000 && many.len() < 3_600_000, "{}", many.len());
        assert_eq!(many[..100_001], (1..=100_001).collect::<Vec<u64>>()[..]);
        assert_eq!(many[100_001], 100_003); // k + 2 = (k + 1) + 1: not a losing size
        assert!(winning_first_take(max, 100_000).is_some());
    }
}
