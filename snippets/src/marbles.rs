//! Game with Marbles (Codeforces 1914 E1/E2): Alice has `a_i` marbles of colour `i`, Bob `b_i`.
//! Alternately, Alice first, a player picks a colour both still have, discards one marble of
//! it, and the opponent discards all of theirs of that colour. The score is Alice's marbles
//! left minus Bob's; Alice maximises, Bob minimises. Every colour is picked exactly once, and
//! picking colour `i` is worth `a_i + b_i - 1` to the picker against leaving it to the other,
//! so both take the colours in decreasing order of `a_i + b_i`: Alice's picks score
//! `a_i - 1`, Bob's `-(b_i - 1)`. Totals in `i128`.
//!
//! Depends on: nothing.
//!
//! Verified: against a minimax over the sets of colours left (every order of picks, plain
//! recursion, no sorting) on 2,000 seeded random cases of 1 to 7 colours with counts in
//! `1..=6` (ties in `a_i + b_i` common) and at `u64::MAX`, and the statement's samples; edge
//! values: no colour, a count of 0 (`None`), 2 * 10^5 colours of `u64::MAX`.

/// The final score under best play, or `None` when `a` and `b` differ in length or a count is
/// 0.
///
/// # Complexity
/// O(n log n)
///
/// # Example
/// ```
/// use snippets::marbles::final_score;
/// assert_eq!(final_score(&[4, 2, 1], &[1, 2, 4]), Some(1));
/// assert_eq!(final_score(&[1, 20, 1, 20], &[100, 15, 10, 20]), Some(-9));
/// assert_eq!(final_score(&[u64::MAX], &[1]), Some(u64::MAX as i128 - 1)); // edge
/// assert_eq!(final_score(&[], &[]), Some(0));
/// assert_eq!(final_score(&[0], &[1]), None);
/// ```
pub fn final_score(a: &[u64], b: &[u64]) -> Option<i128> {
    if a.len() != b.len() || a.iter().chain(b).any(|&count| count == 0) {
        return None;
    }
    let mut order: Vec<usize> = (0..a.len()).collect();
    order.sort_unstable_by_key(|&i| std::cmp::Reverse(u128::from(a[i]) + u128::from(b[i])));
    let mut score = 0i128;
    for (turn, &i) in order.iter().enumerate() {
        if turn % 2 == 0 {
            score += i128::from(a[i] - 1);
        } else {
            score -= i128::from(b[i] - 1);
        }
    }
    Some(score)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The oracle: the score under best play with the colours of `left` (a mask) still
    /// shared, every pick tried.
    fn minimax(a: &[u64], b: &[u64], left: u32, alice: bool) -> i128 {
        if left == 0 {
            return 0;
        }
        let picks = (0..a.len()).filter(|&i| left >> i & 1 == 1).map(|i| {
            let rest = minimax(a, b, left & !(1 << i), !alice);
            if alice {
                rest + i128::from(a[i]) - 1
            } else {
                rest - i128::from(b[i]) + 1
            }
        });
        if alice {
            picks.max().unwrap()
        } else {
            picks.min().unwrap()
        }
    }

    #[test]
    fn random_cases_against_a_minimax_over_subsets() {
        let mut rng = Rng::new(1914);
        for round in 0..2000 {
            let n = 1 + rng.below_or_equal(6) as usize;
            let count = |rng: &mut Rng| {
                if round % 4 == 3 {
                    u64::MAX - rng.below_or_equal(5)
                } else {
                    1 + rng.below_or_equal(5)
                }
            };
            let a: Vec<u64> = (0..n).map(|_| count(&mut rng)).collect();
            let b: Vec<u64> = (0..n).map(|_| count(&mut rng)).collect();
            let expected = minimax(&a, &b, (1 << n) - 1, true);
            assert_eq!(final_score(&a, &b), Some(expected), "a={a:?} b={b:?}");
        }
    }

    #[test]
    fn samples_and_edge_values() {
        let billion = 1_000_000_000;
        assert_eq!(final_score(&[billion; 5], &[1; 5]), Some(2_999_999_997));
        assert_eq!(final_score(&[5, 6, 5], &[2, 1, 7]), Some(8));
        assert_eq!(final_score(&[3, 2, 4, 2, 5, 5], &[9, 4, 7, 9, 2, 5]), Some(-6));
        assert_eq!(final_score(&[1, 2], &[1]), None);
        assert_eq!(final_score(&[1], &[0]), None);
        let big = vec![u64::MAX; 200_000];
        assert_eq!(final_score(&big, &big), Some(0));
        // Alice's 100,000 picks keep u64::MAX - 1 each: past u64 and i64.
        let ones = vec![1; 200_000];
        assert_eq!(final_score(&big, &ones), Some(100_000 * (i128::from(u64::MAX) - 1)));
        assert_eq!(final_score(&ones, &big), Some(-100_000 * (i128::from(u64::MAX) - 1)));
    }
}
