//! Nimbers: the field of order 2^64 on `u64`, with XOR as addition and nim multiplication.
//!
//! The nim product is the Grundy value of a product of games (the corners of a rectangle in
//! the Turning Corners game, HDU 3404): `a * b = mex { a' * b ^ a * b' ^ a' * b' : a' < a,
//! b' < b }`. It makes the numbers below `2^(2^k)` a field for every `k`, so `u64` is the field
//! of order 2^64.
//!
//! How it is computed: `2^32` squares to `2^32 ^ 2^31` and `2^16` to `2^16 ^ 2^15`, so a
//! product of two `u64` splits, by Karatsuba, into three products of `u32` halves, each into
//! three products of `u16` quarters (nine in all), which are looked up through discrete
//! logarithms in the field of order 2^16. The tables cost 384 KiB (`log`: 65536 `u16`,
//! `exp`: 131072 `u16`), are built once per process on first use (about 65536 * 5 lookups in
//! a byte table, a millisecond) and are shared by every call.
//!
//! Depends on: nothing.
//!
//! Verified: against the mex definition for every `a, b < 256` (`a, b < 128` in debug
//! builds); against a bit-by-bit product of powers of two on seeded random `u64` pairs; field
//! laws (associative, commutative, distributive over XOR, `1` neutral, inverses) on seeded
//! random triples up to `u64::MAX`; edge values.

use std::sync::OnceLock;

/// The discrete logarithm tables of the field of order 2^16, built once.
struct Tables {
    /// `log[a]` for `a != 0`: `exp[log[a]] == a`.
    log: Box<[u16; 1 << 16]>,
    /// `exp[i] = g^i` for the generator `g`, over two periods so that a sum of two logarithms
    /// needs no reduction.
    exp: Box<[u16; 1 << 17]>,
    /// `log[2^15]`: multiplying by `2^15` is what `2^16 * 2^16 = 2^16 ^ 2^15` asks for.
    log_half: usize,
    /// `log[2^15 * 2^15]`, for `2^31 = 2^16 * 2^15` at the next level.
    log_half_squared: usize,
}

/// The order of the multiplicative group of the field of order 2^16.
const GROUP_ORDER: usize = (1 << 16) - 1;

/// Nim product of `a, b < 2^(2 half)` from products of halves by `half_product`: with
/// `X = 2^half`, `(a1 X + a0)(b1 X + b0) = (a1 b1 ^ a1 b0 ^ a0 b1) X + (a0 b0 ^ a1 b1 2^(half - 1))`
/// by `X * X = X ^ 2^(half - 1)`, in three products by Karatsuba and one by a constant.
fn product_by_halves(a: u64, b: u64, half: u32, half_product: &dyn Fn(u64, u64) -> u64) -> u64 {
    let mask = (1u64 << half) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> half, b & mask, b >> half);
    let low = half_product(a0, b0);
    let high = half_product(a1, b1);
    let cross = half_product(a0 ^ a1, b0 ^ b1);
    ((cross ^ low) << half) | (low ^ half_product(high, 1 << (half - 1)))
}

/// Nim product of `a, b < 2^bits` for `bits` a power of two, without tables.
fn slow_product(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    product_by_halves(a, b, bits / 2, &|x, y| slow_product(x, y, bits / 2))
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        // Products of nibbles, then of bytes from them (64 KiB, dropped after the build),
        // then of 16-bit values from those: about 65536 * 5 lookups in all.
        let mut nibbles = [[0u8; 16]; 16];
        for (a, row) in nibbles.iter_mut().enumerate() {
            for (b, cell) in row.iter_mut().enumerate() {
                *cell = slow_product(a as u64, b as u64, 4) as u8;
            }
        }
        let mut bytes = vec![0u8; 1 << 16];
        for (index, cell) in bytes.iter_mut().enumerate() {
            let (a, b) = ((index >> 8) as u64, (index & 0xFF) as u64);
            *cell =
                product_by_halves(a, b, 4, &|x, y| nibbles[x as usize][y as usize] as u64) as u8;
        }
        let product16 = |a: u64, b: u64| {
            product_by_halves(a, b, 8, &|x, y| bytes[((x << 8) | y) as usize] as u64)
        };
        let power16 = |base: u64, mut exponent: usize| {
            let (mut result, mut base) = (1, base);
            while exponent > 0 {
                if exponent & 1 == 1 {
                    result = product16(result, base);
                }
                base = product16(base, base);
                exponent >>= 1;
            }
            result
        };
        // 65535 = 3 * 5 * 17 * 257: g generates iff no g^(65535 / p) is 1.
        let generator = (2..)
            .find(|&g| [3, 5, 17, 257].iter().all(|&p| power16(g, GROUP_ORDER / p) != 1))
            .unwrap_or(2);
        let mut log = Box::new([0u16; 1 << 16]);
        let mut exp = Box::new([0u16; 1 << 17]);
        let mut power = 1u64;
        for i in 0..GROUP_ORDER {
            exp[i] = power as u16;
            exp[i + GROUP_ORDER] = power as u16;
            log[power as usize] = i as u16;
            power = product16(power, generator);
        }
        let log_half = log[1 << 15] as usize;
        Tables { log, exp, log_half, log_half_squared: 2 * log_half % GROUP_ORDER }
    })
}

impl Tables {
    /// `a * b` in the field of order 2^16.
    #[inline]
    fn product16(&self, a: u16, b: u16) -> u16 {
        if a == 0 || b == 0 {
            return 0;
        }
        self.exp[(self.log[a as usize] as usize + self.log[b as usize] as usize) & 0x1_FFFF]
    }

    /// `a * g^logarithm` in the field of order 2^16, for `logarithm < 65535`.
    #[inline]
    fn times_power16(&self, a: u16, logarithm: usize) -> u16 {
        if a == 0 {
            return 0;
        }
        self.exp[(self.log[a as usize] as usize + logarithm) & 0x1_FFFF]
    }

    /// `a * b` in the field of order 2^32: `a = a1 X + a0` with `X = 2^16`, `X^2 = X + 2^15`.
    #[inline]
    fn product32(&self, a: u32, b: u32) -> u32 {
        let (a0, a1, b0, b1) = (a as u16, (a >> 16) as u16, b as u16, (b >> 16) as u16);
        let low = self.product16(a0, b0);
        let high = self.product16(a1, b1);
        let cross = self.product16(a0 ^ a1, b0 ^ b1);
        (((cross ^ low) as u32) << 16) | (low ^ self.times_power16(high, self.log_half)) as u32
    }

    /// `c * 2^31` in the field of order 2^32, where `2^31 = 2^15 X`:
    /// `(c1 X + c0) 2^15 X = (c1 ^ c0) 2^15 X + c1 (2^15)^2`.
    #[inline]
    fn times_2_pow_31(&self, c: u32) -> u32 {
        let (c0, c1) = (c as u16, (c >> 16) as u16);
        let high = self.times_power16(c1 ^ c0, self.log_half);
        let low = self.times_power16(c1, self.log_half_squared);
        ((high as u32) << 16) | low as u32
    }

    /// `a * b` in the field of order 2^64: `a = a1 Y + a0` with `Y = 2^32`, `Y^2 = Y + 2^31`.
    #[inline]
    fn product64(&self, a: u64, b: u64) -> u64 {
        let (a0, a1, b0, b1) = (a as u32, (a >> 32) as u32, b as u32, (b >> 32) as u32);
        let low = self.product32(a0, b0);
        let high = self.product32(a1, b1);
        let cross = self.product32(a0 ^ a1, b0 ^ b1);
        (((cross ^ low) as u64) << 32) | (low ^ self.times_2_pow_31(high)) as u64
    }
}

/// Returns the nim product `a * b`: the Grundy value of the product of games worth `a` and
/// `b` (Turning Corners: the coin at `(a, b)`), the multiplication of the field of order 2^64.
///
/// # Complexity
/// O(1): nine lookups in the field of order 2^16 (one for factors below 2^16, three below
/// 2^32). The first call in a process builds the
/// shared 384 KiB tables (about a millisecond).
///
/// # Example
/// ```
/// use snippets::nimber::product;
/// assert_eq!(product(2, 2), 3);
/// assert_eq!(product(5, 3), 15);
/// assert_eq!(product(3141, 5926), 14994);
/// assert_eq!(product(0, u64::MAX), 0);
/// assert_eq!(product(u64::MAX, u64::MAX), 11290409524105353207);
/// ```
pub fn product(a: u64, b: u64) -> u64 {
    let tables = tables();
    // Small factors stay in a subfield: skip the halves that are zero.
    match (a | b) >> 16 {
        0 => tables.product16(a as u16, b as u16) as u64,
        below if below >> 16 == 0 => tables.product32(a as u32, b as u32) as u64,
        _ => tables.product64(a, b),
    }
}

/// Returns the nim square `a * a`.
///
/// # Complexity
/// O(1), as [`product`].
///
/// # Example
/// ```
/// use snippets::nimber::square;
/// assert_eq!(square(2), 3);
/// assert_eq!(square(1 << 32), (1 << 32) ^ (1 << 31)); // the Fermat power 2^32
/// assert_eq!(square(u64::MAX), 11290409524105353207);
/// ```
pub fn square(a: u64) -> u64 {
    product(a, a)
}

/// Returns the nim power `base^exponent` (`base` multiplied by itself `exponent` times);
/// `x^0 = 1`, also for `x = 0`.
///
/// # Complexity
/// O(log exponent) products.
///
/// # Example
/// ```
/// use snippets::nimber::power;
/// assert_eq!(power(2, 3), 1); // {0, 1, 2, 3} is the field of order 4
/// assert_eq!(power(0, 0), 1);
/// assert_eq!(power(u64::MAX, u64::MAX), 1); // the group has order 2^64 - 1
/// ```
pub fn power(base: u64, exponent: u64) -> u64 {
    let tables = tables();
    let (mut result, mut base, mut exponent) = (1, base, exponent);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = tables.product64(result, base);
        }
        base = tables.product64(base, base);
        exponent >>= 1;
    }
    result
}

/// Returns the nim inverse of `a`, the `x` with `a * x = 1`, or `None` for `a = 0`.
///
/// It is `a^(2^64 - 2)`, since the multiplicative group has order `2^64 - 1`.
///
/// # Complexity
/// O(64) products.
///
/// # Example
/// ```
/// use snippets::nimber::{inverse, product};
/// assert_eq!(inverse(2), Some(3));
/// assert_eq!(inverse(0), None);
/// let x = inverse(u64::MAX).unwrap();
/// assert_eq!(product(u64::MAX, x), 1);
/// ```
pub fn inverse(a: u64) -> Option<u64> {
    (a != 0).then(|| power(a, u64::MAX - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The nim products of all `a, b < size` from the definition: the mex of
    /// `a' * b ^ a * b' ^ a' * b'` over `a' < a, b' < b`.
    fn mex_table(size: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; size]; size];
        for a in 0..size {
            for b in 0..=a {
                let mut seen = vec![false; 2 * size + 1];
                for smaller_a in 0..a {
                    for smaller_b in 0..b {
                        let value =
                            table[smaller_a][b] ^ table[a][smaller_b] ^ table[smaller_a][smaller_b];
                        if let Some(slot) = seen.get_mut(value as usize) {
                            *slot = true;
                        }
                    }
                }
                let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64;
                table[a][b] = mex;
                table[b][a] = mex;
            }
        }
        table
    }

    /// `a * b` bit by bit, sharing nothing with the fast path: the XOR of `2^i * 2^j` over
    /// the bits `i` of `a` and `j` of `b`, each from [`power_of_two_product`].
    fn naive_product(a: u64, b: u64) -> u64 {
        let mut result = 0;
        for i in 0..64 {
            for j in 0..64 {
                if (a >> i) & 1 == 1 && (b >> j) & 1 == 1 {
                    result ^= power_of_two_product(i, j);
                }
            }
        }
        result
    }

    /// `2^i * 2^j` from the rules of Fermat 2-powers `F_k = 2^(2^k)`: `2^i` is the product of
    /// the `F_k` for the bits `k` of `i`; distinct Fermat 2-powers multiply as integers; and
    /// `F_k * F_k = F_k ^ F_k / 2`. Memoised in a 64 x 64 table.
    fn power_of_two_product(i: u32, j: u32) -> u64 {
        use std::sync::OnceLock;
        static TABLE: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
        TABLE.get_or_init(|| {
            let mut table = vec![vec![0u64; 64]; 64];
            // By the highest Fermat level involved, lowest first, so every lookup in
            // `bit_product` below is already filled in.
            for level in 0..=6u32 {
                let bound = 1u32 << level; // exponents below 2^level
                for i in 0..bound.min(64) {
                    for j in 0..bound.min(64) {
                        if i.max(j) >= bound / 2 || level == 0 {
                            table[i as usize][j as usize] = fermat_product(i, j, &table);
                        }
                    }
                }
            }
            table
        })[i as usize][j as usize]
    }

    /// `2^i * 2^j` given the table for all smaller Fermat levels.
    fn fermat_product(i: u32, j: u32, table: &[Vec<u64>]) -> u64 {
        let mut result = 1u64;
        for k in 0..6 {
            let fermat = 1u64 << (1u32 << k);
            let factor = match ((i >> k) & 1, (j >> k) & 1) {
                (0, 0) => continue,
                (1, 1) => fermat ^ (fermat >> 1),
                _ => fermat,
            };
            // `result` only involves levels below k: below F_k. Times F_k it is an integer
            // product; times F_k / 2 = 2^(2^k - 1) it needs the table of lower levels.
            let mut next = 0;
            for m in 0..64 {
                if (result >> m) & 1 == 1 {
                    for n in 0..64 {
                        if (factor >> n) & 1 == 1 {
                            next ^= if m & n == 0 {
                                1u64 << (m | n)
                            } else {
                                table[m as usize][n as usize]
                            };
                        }
                    }
                }
            }
            result = next;
        }
        result
    }

    #[test]
    fn hand_cases() {
        // Conway, On Numbers and Games: the multiplication table of {0..15}, a few entries.
        assert_eq!(product(2, 3), 1);
        assert_eq!(product(4, 4), 6);
        assert_eq!(product(8, 8), 13);
        assert_eq!(product(16, 16), 24);
        // Library Checker's sample.
        assert_eq!(product(5, 3), 15);
        assert_eq!(product(3141, 5926), 14994);
        assert_eq!(product(u64::MAX, u64::MAX), 11290409524105353207);
        assert_eq!(inverse(2), Some(3));
        assert_eq!(inverse(4), Some(15)); // 4 * 15 = 1 in the field of order 16
    }

    #[test]
    fn exhaustive_against_the_mex_definition() {
        let size = if cfg!(debug_assertions) { 128 } else { 256 };
        let table = mex_table(size);
        for (a, row) in table.iter().enumerate() {
            for (b, &expected) in row.iter().enumerate() {
                assert_eq!(product(a as u64, b as u64), expected, "a={a} b={b}");
            }
        }
    }

    #[test]
    fn seeded_random_against_bit_by_bit() {
        let mut rng = Rng::new(64);
        for _ in 0..2_000 {
            let (a, b) = (rng.any_magnitude(), rng.next_u64());
            assert_eq!(product(a, b), naive_product(a, b), "a={a} b={b}");
        }
    }

    #[test]
    fn seeded_random_field_laws() {
        let mut rng = Rng::new(2_u64.pow(16));
        for _ in 0..100_000 {
            let (a, b, c) = (rng.any_magnitude(), rng.next_u64(), rng.any_magnitude());
            let at = format!("a={a} b={b} c={c}");
            assert_eq!(product(a, b), product(b, a), "{at}");
            assert_eq!(product(product(a, b), c), product(a, product(b, c)), "{at}");
            assert_eq!(product(a, b ^ c), product(a, b) ^ product(a, c), "{at}");
            assert_eq!(product(a, 1), a, "{at}");
            assert_eq!(square(a), product(a, a), "{at}");
        }
        for _ in 0..300 {
            let a = rng.any_magnitude();
            match inverse(a) {
                None => assert_eq!(a, 0),
                Some(x) => assert_eq!(product(a, x), 1, "a={a} inverse={x}"),
            }
            let (e, f) = (rng.below_or_equal(1000), rng.below_or_equal(1000));
            assert_eq!(power(a, e + f), product(power(a, e), power(a, f)), "a={a} e={e} f={f}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        for x in [0, 1, 2, max - 1, max] {
            assert_eq!(product(x, 0), 0, "x={x}");
            assert_eq!(product(0, x), 0, "x={x}");
            assert_eq!(product(x, 1), x, "x={x}");
            assert_eq!(power(x, 0), 1, "x={x}");
            assert_eq!(power(x, 1), x, "x={x}");
        }
        assert_eq!(product(max, max), naive_product(max, max));
        assert_eq!(product(1 << 63, 1 << 63), naive_product(1 << 63, 1 << 63));
        assert_eq!(power(max, max), 1);
        assert_eq!(power(0, max), 0);
        assert_eq!(inverse(1), Some(1));
        assert_eq!(inverse(0), None);
    }
}
