//! Counting by Grundy value (Codeforces 2027 E2): how many `x` in `[1, b]` give a pile of each
//! Grundy value, by a digit DP over the bits of `x` from the top, for the Bit Game of
//! `crate::bit_game`; and the number of tuples, one count vector per pile, whose values xor to
//! each target, modulo an odd number, by the Walsh-Hadamard transform.
//!
//! The digit DP follows the compression of `crate::bit_game` as it is built: its state is
//! whether `x` still equals the prefix of `b`, whether a good bit has been seen, and the shape
//! of the compressed `a'` so far (`1..1` of length `m`, the empty one being `m = 0`; `10..0`;
//! `1..10`; anything else, of length `m`), which fixes the final value.
//!
//! Depends on: nothing.
//!
//! Verified: [`bit_game_counts`] against enumeration with a Grundy search (a mex over every
//! take) for every `a, b < 128`; against enumeration by `crate::bit_game` for seeded random
//! `a, b < 2^16`; at seeded random `a, b` to 2^64, that `counts(a, b) - counts(a, b - 1)` is the
//! value of `b` alone; at `a = u64::MAX` (the value is the number of ones) against binomial
//! sums for seeded random `b` and `b = u64::MAX`. [`XorProduct`] against every tuple of up to 4
//! random count vectors of length up to 8, for moduli 1_000_000_007, 998_244_353, 3 and
//! `u64::MAX`.

/// The shapes of the compressed `a'` (see the module doc), the index of their table.
const ONES: usize = 0;
const POWER: usize = 1;
const ONES_ZERO: usize = 2;
const OTHER: usize = 3;

/// `counts[good][shape][m]`: the number of prefixes of `x` in that state, modulo 2^64.
type States = [[[u64; 66]; 4]; 2];

/// The state after the compression appends `bit` to the shape `(shape, m)`.
fn append(shape: usize, m: usize, bit: bool) -> (usize, usize) {
    match (shape, bit) {
        (ONES, true) => (ONES, m + 1),
        (ONES, false) if m == 0 => (ONES, 0),
        (ONES, false) if m == 1 => (POWER, 1), // 10 = 2^1
        (ONES, false) => (ONES_ZERO, m + 1),   // 1..10 = 2^(m+1) - 2
        (POWER, false) => (POWER, m + 1),
        (POWER, true) => (OTHER, m + 2),  // 10..01 = 2^(m+1) + 1
        (ONES_ZERO, _) => (OTHER, m + 1), // 1..100 or 1..101
        _ => (OTHER, m + 1),              // strictly inside (2^(m-1), 2^m - 2) stays inside
    }
}

/// The Grundy value of a finished shape: `1..1` of length `m` is worth `m`, `10..0` (`2^m`)
/// `m xor 1`, `1..10` 0, any other of length `m` is worth `m`.
fn value(shape: usize, m: usize) -> usize {
    match shape {
        ONES | OTHER => m,
        POWER => m ^ 1,
        _ => 0,
    }
}

/// `counts[v]`: how many `x` in `[1, b]` make the Bit Game pile `(x, a)` worth `v`
/// (`crate::bit_game::grundy_value`); exact for every `u64` (the counts add up to `b`).
///
/// # Complexity
/// O(64²) per call, the states of each bit being the shapes of each length so far.
///
/// # Example
/// ```
/// use snippets::grundy_count::bit_game_counts;
/// let counts = bit_game_counts(1, 3); // x = 1, 2, 3 with a = 1: worth 1, 0, 1
/// assert_eq!(counts[..3], [1, 2, 0]);
/// let all = bit_game_counts(u64::MAX, u64::MAX); // worth the number of ones of x
/// assert_eq!((all[0], all[1], all[64]), (0, 64, 1));
/// assert_eq!(bit_game_counts(0, u64::MAX)[0], u64::MAX);
/// ```
pub fn bit_game_counts(a: u64, b: u64) -> [u64; 65] {
    // Counts modulo 2^64 (wrapping): every final count of x in [1, b] is below 2^64, so the
    // residues are the counts.
    let mut free: States = [[[0; 66]; 4]; 2];
    let mut next: States = [[[0; 66]; 4]; 2];
    // The one prefix equal to b's: its good flag and shape.
    let (mut tight_good, mut tight_shape, mut tight_m) = (false, ONES, 0);
    // The largest m a free state can hold so far (one more per bit at most, two at POWER + 1).
    let mut limit = 0;
    let mut started = false;
    for bit in (0..64).rev() {
        let (in_a, in_b) = (a >> bit & 1 == 1, b >> bit & 1 == 1);
        if started {
            limit = (limit + 2).min(65);
            for good in next.iter_mut() {
                for shape in good.iter_mut() {
                    shape[..=limit].fill(0);
                }
            }
            for good in 0..2 {
                for shape in 0..4 {
                    for m in 0..=limit {
                        let count = free[good][shape][m];
                        if count == 0 {
                            continue;
                        }
                        // x has a 0 here: nothing appended; a one of a is a good bit.
                        let zero = &mut next[good | usize::from(in_a)][shape][m];
                        *zero = zero.wrapping_add(count);
                        // x has a 1 here: a' gets a one iff a has it or a good bit came first.
                        let (s, n) = append(shape, m, good == 1 || in_a);
                        next[good][s][n] = next[good][s][n].wrapping_add(count);
                    }
                }
            }
            std::mem::swap(&mut free, &mut next);
        }
        if in_b {
            // x takes a 0 where b has a 1: free from here on.
            let good = usize::from(tight_good || in_a);
            let slot = &mut free[good][tight_shape][tight_m];
            *slot = slot.wrapping_add(1);
            started = true;
            let (s, n) = append(tight_shape, tight_m, tight_good || in_a);
            (tight_shape, tight_m) = (s, n);
            limit = limit.max(tight_m);
        } else {
            tight_good |= in_a;
        }
    }
    let mut counts = [0u64; 65];
    for good in &free {
        for (shape, lengths) in good.iter().enumerate() {
            for (m, &count) in lengths.iter().enumerate() {
                if count != 0 {
                    let v = value(shape, m);
                    counts[v] = counts[v].wrapping_add(count);
                }
            }
        }
    }
    let v = value(tight_shape, tight_m);
    counts[v] = counts[v].wrapping_add(1); // x = b
    counts[0] = counts[0].wrapping_sub(1); // x = 0, counted among the free prefixes or as b
    counts
}

/// The product of count vectors under xor convolution, modulo an odd `modulus`: after
/// [`XorProduct::multiply`] by the vectors `c_1..c_n`, [`XorProduct::finish`] gives at `t` the
/// number of tuples `(v_1..v_n)` weighted by `c_1[v_1] .. c_n[v_n]` with `v_1 ^ .. ^ v_n = t`,
/// modulo `modulus`. Kept in the Walsh-Hadamard basis, so each vector costs one transform.
#[derive(Clone, Debug)]
pub struct XorProduct {
    modulus: u64,
    transform: Vec<u64>,
}

impl XorProduct {
    /// The empty product (one empty tuple, of xor 0) over values `< size`; `None` unless
    /// `size` is a power of two and `modulus` is odd.
    ///
    /// # Complexity
    /// O(size)
    ///
    /// # Example
    /// ```
    /// use snippets::grundy_count::XorProduct;
    /// assert_eq!(XorProduct::new(4, 7).unwrap().finish(), [1, 0, 0, 0]);
    /// assert!(XorProduct::new(3, 7).is_none());
    /// assert!(XorProduct::new(4, 1 << 63).is_none());
    /// assert_eq!(XorProduct::new(1, u64::MAX).unwrap().finish(), [1]);
    /// ```
    pub fn new(size: usize, modulus: u64) -> Option<XorProduct> {
        if !size.is_power_of_two() || modulus % 2 == 0 {
            return None;
        }
        // The transform of [1, 0, 0, ...] is all ones.
        Some(XorProduct { modulus, transform: vec![1 % modulus; size] })
    }

    /// Multiplies the product by `counts` (`counts[v]`: the weight of value `v`; values
    /// `>= size` must have weight 0, and are ignored). The counts may be any `u64`: they are
    /// reduced modulo `modulus` first.
    ///
    /// # Complexity
    /// O(size · log size)
    ///
    /// # Example
    /// ```
    /// use snippets::grundy_count::XorProduct;
    /// let mut product = XorProduct::new(4, 1_000_000_007).unwrap();
    /// product.multiply(&[1, 2]);
    /// product.multiply(&[0, 1, 1]);
    /// assert_eq!(product.finish(), [2, 1, 1, 2]);
    /// let mut big = XorProduct::new(2, 1_000_000_007).unwrap();
    /// big.multiply(&[u64::MAX, u64::MAX]);
    /// assert_eq!(big.finish(), [582344007, 582344007]); // 2^64 - 1 mod p
    /// ```
    pub fn multiply(&mut self, counts: &[u64]) {
        let p = self.modulus;
        let size = self.transform.len();
        let mut vector = vec![0u64; size];
        for (slot, &count) in vector.iter_mut().zip(counts) {
            *slot = count % p;
        }
        walsh_hadamard(&mut vector, p);
        for (t, v) in self.transform.iter_mut().zip(&vector) {
            *t = mul_mod(*t, *v, p);
        }
    }

    /// The counts by xor value, `size` of them, modulo `modulus`.
    ///
    /// # Complexity
    /// O(size · log size)
    ///
    /// # Example
    /// ```
    /// use snippets::grundy_count::XorProduct;
    /// let mut product = XorProduct::new(2, 3).unwrap();
    /// product.multiply(&[1, 1]);
    /// product.multiply(&[1, 1]);
    /// assert_eq!(product.finish(), [2, 2]);
    /// ```
    pub fn finish(self) -> Vec<u64> {
        let p = self.modulus;
        let mut vector = self.transform;
        walsh_hadamard(&mut vector, p);
        // The inverse transform is the transform over `size`; 1/2 = p / 2 + 1 for odd p.
        let half = p / 2 + 1;
        let mut scale = 1 % p;
        let mut size = vector.len();
        while size > 1 {
            scale = mul_mod(scale, half, p);
            size /= 2;
        }
        vector.iter().map(|&v| mul_mod(v, scale, p)).collect()
    }
}

/// The Walsh-Hadamard transform modulo `p`, in place (`vector.len()` a power of two, every
/// entry below `p`).
fn walsh_hadamard(vector: &mut [u64], p: u64) {
    let mut half = 1;
    while half < vector.len() {
        for block in vector.chunks_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (u, v) in low.iter_mut().zip(high.iter_mut()) {
                let (x, y) = (*u, *v);
                *u = add_mod(x, y, p);
                *v = if x >= y { x - y } else { x + (p - y) };
            }
        }
        half *= 2;
    }
}

/// `(x + y) mod p` for `x, y < p`, without overflow: past 2^64 or past `p`, take `p` once.
fn add_mod(x: u64, y: u64, p: u64) -> u64 {
    let (sum, carry) = x.overflowing_add(y);
    if carry || sum >= p {
        sum.wrapping_sub(p)
    } else {
        sum
    }
}

/// `(x · y) mod p`, in `u64` when both fit in 32 bits, else in `u128`.
fn mul_mod(x: u64, y: u64, p: u64) -> u64 {
    if (x | y) >> 32 == 0 {
        x * y % p
    } else {
        (u128::from(x) * u128::from(y) % u128::from(p)) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `values[a][x]` for `a, x < size`, by a mex over every take `d <= a` that is a submask of
    /// `x`.
    fn search(size: usize) -> Vec<Vec<usize>> {
        (0..size)
            .map(|a| {
                let mut values = Vec::new();
                for x in 0..size {
                    let reached: Vec<usize> =
                        (1..=a.min(x)).filter(|&d| x & d == d).map(|d| values[x - d]).collect();
                    values.push((0..).find(|v| !reached.contains(v)).unwrap());
                }
                values
            })
            .collect()
    }

    fn rng(seed: u64) -> impl FnMut() -> u64 {
        let mut state = seed;
        move || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state ^ state >> 31
        }
    }

    #[test]
    fn exhaustive_against_enumeration() {
        let values = search(128);
        for a in 0..128 {
            let mut expected = [0u64; 65];
            for b in 1..128 {
                expected[values[a][b]] += 1;
                assert_eq!(bit_game_counts(a as u64, b as u64), expected, "a={a} b={b}");
            }
            assert_eq!(bit_game_counts(a as u64, 0), [0; 65], "a={a} b=0");
        }
    }

    #[test]
    fn seeded_random_against_the_closed_form() {
        let mut next = rng(2027);
        for _ in 0..20 {
            let (a, b) = (next() % (1 << 16), next() % (1 << 16));
            let mut expected = [0u64; 65];
            for x in 1..=b {
                expected[crate::bit_game::grundy_value(x, a)] += 1;
            }
            assert_eq!(bit_game_counts(a, b), expected, "a={a} b={b}");
        }
        for round in 0..2000 {
            let a = next() >> (next() % 64);
            let b = match round % 3 {
                0 => next(),
                1 => u64::MAX - next() % 4,
                _ => next() >> (next() % 64) | 1,
            };
            let (now, before) = (bit_game_counts(a, b), bit_game_counts(a, b - 1));
            let v = crate::bit_game::grundy_value(b, a);
            for w in 0..65 {
                let step = now[w].wrapping_sub(before[w]);
                assert_eq!(step, u64::from(w == v), "a={a} b={b} w={w}");
            }
            assert_eq!(now.iter().fold(0u64, |s, &c| s.wrapping_add(c)), b, "a={a} b={b}");
        }
    }

    /// `x` in `[1, b]` by number of ones, by the binomial coefficients of the bits below each
    /// one of `b`.
    fn popcount_counts(b: u64) -> [u64; 65] {
        let mut binomial = vec![vec![0u128; 65]; 65];
        for n in 0..65 {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] = binomial[n - 1][k - 1] + binomial[n - 1][k];
            }
        }
        let mut counts = [0u128; 65];
        let mut above = 0;
        for bit in (0..64).rev() {
            if b >> bit & 1 == 1 {
                for k in 0..=bit {
                    counts[above + k] += binomial[bit][k];
                }
                above += 1;
            }
        }
        counts[above] += 1;
        counts[0] -= 1;
        counts.map(|c| c as u64)
    }

    #[test]
    fn every_take_is_the_number_of_ones() {
        let mut next = rng(64);
        for b in [1, 2, 3, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1, next(), next()] {
            assert_eq!(bit_game_counts(u64::MAX, b), popcount_counts(b), "b={b}");
        }
    }

    #[test]
    fn xor_product_against_every_tuple() {
        let mut next = rng(42);
        for modulus in [1_000_000_007u64, 998_244_353, 3, u64::MAX] {
            for _ in 0..50 {
                let piles = 1 + next() as usize % 4;
                let vectors: Vec<Vec<u64>> = (0..piles)
                    .map(|_| {
                        let length = 1 + next() as usize % 8;
                        (0..length)
                            .map(|_| if next() % 4 == 0 { next() } else { next() % 5 })
                            .collect()
                    })
                    .collect();
                let mut product = XorProduct::new(8, modulus).unwrap();
                for vector in &vectors {
                    product.multiply(vector);
                }
                let mut expected = [0u128; 8];
                let total: usize = vectors.iter().map(Vec::len).product();
                for mut index in 0..total {
                    let (mut xor, mut weight) = (0, 1u128);
                    for vector in &vectors {
                        let v = index % vector.len();
                        index /= vector.len();
                        xor ^= v;
                        weight = weight * u128::from(vector[v] % modulus) % u128::from(modulus);
                    }
                    expected[xor] = (expected[xor] + weight) % u128::from(modulus);
                }
                let expected: Vec<u64> = expected.iter().map(|&c| c as u64).collect();
                assert_eq!(product.finish(), expected, "modulus={modulus} vectors={vectors:?}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(bit_game_counts(0, 0), [0; 65]);
        assert_eq!(bit_game_counts(u64::MAX, 1)[1], 1);
        let counts = bit_game_counts(1 << 63, u64::MAX);
        assert_eq!(counts.iter().fold(0u64, |s, &c| s.wrapping_add(c)), u64::MAX);
        assert_eq!(add_mod(u64::MAX - 1, u64::MAX - 1, u64::MAX), u64::MAX - 2);
        assert_eq!(mul_mod(u64::MAX - 1, u64::MAX - 1, u64::MAX), 1);
        assert_eq!(XorProduct::new(0, 5).map(|p| p.finish()), None);
    }
}
