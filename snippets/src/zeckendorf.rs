//! Zeckendorf representation: every positive integer is, in exactly one way, a sum of
//! Fibonacci numbers no two of which are consecutive (`100 = 89 + 8 + 3`).
//!
//! A representation is a bit mask: bit `i` set means [`FIBONACCI`]`[i]` is a term.
//!
//! Depends on: nothing.
//!
//! Verified: the table against `F(n) = F(n-1) + F(n-2)` in `u128`; representations of every
//! `n <= 100_000` against a search over all non-consecutive subsets of the table's head;
//! seeded random round trips up to `u64::MAX`; edge values `0`, `1`, `u64::MAX`.

/// The distinct positive Fibonacci numbers that fit in `u64`, increasing: `1, 2, 3, 5, 8, ...`
/// up to `F(93) = 12_200_160_415_121_876_738`. Entry `i` is `F(i + 2)`.
pub const FIBONACCI: [u64; 92] = fibonacci_table();

const fn fibonacci_table() -> [u64; 92] {
    let mut table = [0; 92];
    table[0] = 1;
    table[1] = 2;
    let mut i = 2;
    while i < table.len() {
        table[i] = table[i - 1] + table[i - 2];
        i += 1;
    }
    table
}

/// Returns `true` iff `n` is a Fibonacci number (`0, 1, 2, 3, 5, 8, ...`).
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::zeckendorf::is_fibonacci;
/// assert!(is_fibonacci(0));
/// assert!(is_fibonacci(13));
/// assert!(!is_fibonacci(10_000));
/// assert!(is_fibonacci(12_200_160_415_121_876_738)); // F(93), the largest in u64
/// assert!(!is_fibonacci(u64::MAX));
/// ```
pub fn is_fibonacci(n: u64) -> bool {
    n == 0 || FIBONACCI.binary_search(&n).is_ok()
}

/// Returns the Zeckendorf representation of `n` as a mask over [`FIBONACCI`]; `0` for `n = 0`.
///
/// Greedy: the largest Fibonacci number not above what is left is always a term.
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::zeckendorf::representation;
/// assert_eq!(representation(0), 0);
/// assert_eq!(representation(4), 0b101); // 3 + 1
/// assert_eq!(representation(100), (1 << 9) | (1 << 4) | (1 << 2)); // 89 + 8 + 3
/// assert_eq!(representation(u64::MAX).count_ones(), 26);
/// ```
pub fn representation(n: u64) -> u128 {
    let mut left = n;
    let mut mask = 0;
    // From the largest Fibonacci number not above n down, not from the top of the table.
    let top = FIBONACCI.partition_point(|&fibonacci| fibonacci <= n);
    for (i, &fibonacci) in FIBONACCI[..top].iter().enumerate().rev() {
        if fibonacci <= left {
            left -= fibonacci;
            mask |= 1 << i;
        }
    }
    mask
}

/// Returns the number whose terms `mask` marks, or `None` if a bit beyond the table is set or
/// the sum exceeds `u64::MAX`.
///
/// # Complexity
/// O(number of set bits)
///
/// # Example
/// ```
/// use snippets::zeckendorf::{representation, value};
/// assert_eq!(value(0b101), Some(4));
/// assert_eq!(value(representation(u64::MAX)), Some(u64::MAX));
/// assert_eq!(value(1 << 92), None); // F(94) does not fit in u64
/// assert_eq!(value((1 << 91) | (1 << 90)), None); // F(93) + F(92) > u64::MAX
/// ```
pub fn value(mask: u128) -> Option<u64> {
    let mut sum: u64 = 0;
    let mut bits = mask;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        sum = sum.checked_add(*FIBONACCI.get(i)?)?;
        bits &= bits - 1;
    }
    Some(sum)
}

/// Returns the smallest term of the Zeckendorf representation of `n`, or `None` for `n = 0`.
///
/// # Complexity
/// O(log n)
///
/// # Example
/// ```
/// use snippets::zeckendorf::smallest_term;
/// assert_eq!(smallest_term(100), Some(3)); // 89 + 8 + 3
/// assert_eq!(smallest_term(0), None);
/// assert_eq!(smallest_term(1), Some(1));
/// assert_eq!(smallest_term(u64::MAX), Some(2));
/// ```
pub fn smallest_term(n: u64) -> Option<u64> {
    let mask = representation(n);
    (mask != 0).then(|| FIBONACCI[mask.trailing_zeros() as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    #[test]
    fn table_is_the_fibonacci_sequence() {
        let (mut previous, mut current) = (1u128, 1u128); // F(1), F(2)
        for &entry in FIBONACCI.iter() {
            assert_eq!(u128::from(entry), current);
            (previous, current) = (current, previous + current);
        }
        assert!(current > u128::from(u64::MAX), "F(94) = {current} must not fit in u64");
    }

    #[test]
    fn representations_against_subset_search() {
        // Every non-consecutive subset of the first 25 entries (sums up to 196_417), by
        // depth-first search: each sum must appear once, and be what `representation` gives.
        let limit = 25;
        let mut found = vec![None; 200_000];
        let mut stack = vec![(0u128, 0u64, 0usize)]; // (mask, sum, next index allowed)
        while let Some((mask, sum, next)) = stack.pop() {
            let slot = &mut found[sum as usize];
            assert!(slot.is_none(), "{sum} has two representations");
            *slot = Some(mask);
            for (i, &fibonacci) in FIBONACCI.iter().enumerate().take(limit).skip(next) {
                stack.push((mask | (1 << i), sum + fibonacci, i + 2));
            }
        }
        for n in 0..=100_000u64 {
            let expected = found[n as usize].expect("every n is a sum");
            assert_eq!(representation(n), expected, "n={n}");
            assert_eq!(value(expected), Some(n), "n={n}");
        }
    }

    #[test]
    fn seeded_random_round_trips() {
        let mut rng = Rng::new(2516);
        for _ in 0..100_000 {
            let n = rng.any_magnitude();
            let mask = representation(n);
            assert_eq!(value(mask), Some(n), "n={n}");
            assert_eq!(mask & (mask >> 1), 0, "n={n}: consecutive terms in {mask:b}");
            let smallest = smallest_term(n);
            assert_eq!(smallest.is_some(), n != 0, "n={n}");
            if let Some(term) = smallest {
                assert_eq!(representation(n - term), mask & (mask - 1), "n={n}");
            }
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        assert_eq!(representation(1), 1);
        assert_eq!(representation(FIBONACCI[91]), 1 << 91);
        assert_eq!(value(representation(max)), Some(max));
        assert!(is_fibonacci(1) && is_fibonacci(2) && !is_fibonacci(4));
        assert!(!is_fibonacci(max) && !is_fibonacci(max - 1));
        assert_eq!(value(u128::MAX), None);
        assert_eq!(smallest_term(FIBONACCI[91]), Some(FIBONACCI[91]));
    }
}
