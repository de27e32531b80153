//! The Bit Game (Codeforces 2027 E1): a pile of `x` stones with a value `a`; a move takes `d`
//! stones, `1 <= d <= a`, where `d` is a submask of the current size (`x & d == d`); who cannot
//! move loses. The editorial's compression: walk the bits of `x` from the top, keeping one bit
//! of `a'` per one of `x`, set when `a` has it or when a "good bit" (a one of `a` where `x` has
//! a zero) came above it. The pile is then worth `g(a')` with `g(0) = 0`, `g(2^k - 2) = 0`,
//! `g(2^k - 1) = k`, `g(2^k) = k xor 1`, `g(2^k + 1 ..= 2^(k+1) - 3) = k + 1`.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a Grundy search over every `x, a < 256` (a mex over every
//! legal `d`); seeded random `x, a` to 2^64 whose `x` has at most 12 ones (then every position
//! is a submask of `x`, searched whole); `x, a` at `u64::MAX` and at every power of two.

/// The compressed value `a'` of the pile `(x, a)`: one bit per one of `x`, from the top, set
/// when `a` has that bit or a one of `a` stood above it where `x` has a zero.
///
/// # Complexity
/// O(the number of ones of `x`)
///
/// # Example
/// ```
/// use snippets::bit_game::compressed;
/// assert_eq!(compressed(0b1010, 0b0100), 0b01); // the 4 of `a` is a good bit for the 2
/// assert_eq!(compressed(u64::MAX, u64::MAX), u64::MAX);
/// assert_eq!(compressed(8, 3), 0);
/// ```
pub fn compressed(x: u64, a: u64) -> u64 {
    // The highest good bit sets every bit below it; then the bits of `a` at the ones of `x`,
    // gathered from the lowest, one a round.
    let good = a & !x;
    let a = a | u64::MAX.checked_shr(good.leading_zeros() + 1).unwrap_or(0);
    let (mut value, mut ones, mut place) = (0u64, x, 1u64);
    while ones != 0 {
        if a & ones & ones.wrapping_neg() != 0 {
            value |= place;
        }
        (ones, place) = (ones & (ones - 1), place << 1);
    }
    value
}

/// The Grundy value `g(a')` of a compressed pile: `0` at `0` and at `2^k - 2`, `k` at
/// `2^k - 1`, `k xor 1` at `2^k`, `k + 1` strictly between `2^k` and `2^(k+1) - 2`. At most 64.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::bit_game::compressed_value;
/// assert_eq!(compressed_value(0), 0);
/// assert_eq!(compressed_value(4), 3);
/// assert_eq!(compressed_value(u64::MAX), 64);
/// assert_eq!(compressed_value(u64::MAX - 1), 0);
/// assert_eq!(compressed_value(1 << 63), 62);
/// ```
pub fn compressed_value(value: u64) -> usize {
    if value == 0 {
        return 0;
    }
    // `length`: the number of bits of `value`, so 2^(length - 1) <= value <= 2^length - 1.
    let length = 64 - value.leading_zeros() as usize;
    let top = 1u64 << (length - 1);
    if value == top | (top - 1) {
        length // 2^length - 1
    } else if value == (top | (top - 1)) - 1 {
        0 // 2^length - 2
    } else if value == top {
        (length - 1) ^ 1 // 2^k with k = length - 1
    } else {
        length // strictly between 2^k and 2^(k+1) - 2, k = length - 1
    }
}

/// The Grundy value of the pile `(x, a)`: `compressed_value(compressed(x, a))`. At most 64; `0`
/// when no move exists (`x = 0`, `a = 0`, or every one of `x` above `a`).
///
/// # Complexity
/// O(64)
///
/// # Example
/// ```
/// use snippets::bit_game::grundy_value;
/// assert_eq!(grundy_value(10, 1), 0); // d = 1 is no submask of 10: no move
/// assert_eq!(grundy_value(7, 6), 0); // a' = 0b110 = 2^3 - 2
/// assert_eq!(grundy_value(u64::MAX, u64::MAX), 64);
/// assert_eq!(grundy_value(0, u64::MAX), 0);
/// ```
pub fn grundy_value(x: u64, a: u64) -> usize {
    compressed_value(compressed(x, a))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Grundy value of every position `y` that is a submask of `x`, by a mex over every
    /// legal take `d` (a submask of `y`, `1 <= d <= a`): `values[i]` for the submask whose
    /// ones are the ones of `x` chosen by the bits of `i`.
    fn search_submasks(x: u64, a: u64) -> Vec<usize> {
        let ones: Vec<u32> = (0..64).filter(|&b| x >> b & 1 == 1).collect();
        let expand = |i: usize| -> u64 {
            ones.iter().enumerate().filter(|&(j, _)| i >> j & 1 == 1).map(|(_, &b)| 1u64 << b).sum()
        };
        let count = 1usize << ones.len();
        let mut values = vec![0usize; count];
        for i in 0..count {
            let mut seen = [false; 80];
            // Every nonempty submask `j` of `i`: the take expand(j).
            let mut j = i;
            while j != 0 {
                let d = expand(j);
                if d <= a {
                    seen[values[i & !j]] = true;
                }
                j = (j - 1) & i;
            }
            values[i] = seen.iter().position(|&s| !s).unwrap();
        }
        values
    }

    /// `values[x]` for `x < size`, by a mex over every `d` in `1..=min(a, x)` with `x & d = d`.
    fn search(size: u64, a: u64) -> Vec<usize> {
        let mut values: Vec<usize> = Vec::new();
        for x in 0..size {
            let mut seen = [false; 80];
            for d in 1..=a.min(x) {
                if x & d == d {
                    seen[values[(x - d) as usize]] = true;
                }
            }
            values.push(seen.iter().position(|&s| !s).unwrap());
        }
        values
    }

    #[test]
    fn exhaustive_against_search() {
        for a in 0..256 {
            let values = search(256, a);
            for x in 0..256 {
                assert_eq!(grundy_value(x, a), values[x as usize], "x={x} a={a}");
            }
        }
    }

    #[test]
    fn seeded_random_sparse_piles_to_u64() {
        let mut state = 0x0020_27e1_u64;
        let mut next = || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state ^ state >> 29
        };
        for round in 0..300 {
            let mut x = 0u64;
            for _ in 0..1 + next() % 12 {
                x |= 1 << (next() % 64);
            }
            let a = match round % 3 {
                0 => next(),
                1 => next() >> (next() % 64),
                _ => x & next() | next() >> 40,
            };
            let values = search_submasks(x, a);
            assert_eq!(grundy_value(x, a), values[values.len() - 1], "x={x} a={a}");
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(grundy_value(u64::MAX, u64::MAX), 64);
        assert_eq!(grundy_value(u64::MAX, 1), 1);
        assert_eq!(grundy_value(u64::MAX, 0), 0);
        assert_eq!(grundy_value(1 << 63, u64::MAX), 1);
        assert_eq!(grundy_value(1 << 63, (1 << 63) - 1), 0);
        for k in 0..64 {
            let x = 1u64 << k;
            assert_eq!(grundy_value(x, x), 1, "k={k}");
            assert_eq!(grundy_value(x, x - 1), 0, "k={k}");
            assert_eq!(compressed_value(x), (k as usize) ^ 1, "k={k}");
        }
        assert_eq!(compressed_value(u64::MAX), 64);
        assert_eq!(compressed_value(u64::MAX - 1), 0);
        assert_eq!(compressed_value(u64::MAX - 2), 64);
    }
}
