//! Nimbers: the field of order 2^64 on `u64`, with XOR as addition and nim multiplication.
//!
//! The nim product is the Grundy value of a product of games (the corners of a rectangle in
//! the Turning Corners game, HDU 3404): `a * b = mex { a' * b ^ a * b' ^ a' * b' : a' < a,
//! b' < b }`. It makes the numbers below `2^(2^k)` a field for every `k`, so `u64` is the field
//! of order 2^64.
//!
//! How it is computed, by one of two methods chosen once per process:
//! - **Carry-less multiplication**, on x86-64 CPUs with `PCLMULQDQ` (detected at run time:
//!   a judge's plain `rustc -O` enables no CPU feature). Every field of order 2^64 is
//!   `GF(2)[x] / (x^64 + x^4 + x^3 + x + 1)` in another basis: [`ROOT`], a nimber that is a
//!   root of that polynomial, maps `x^i` to `ROOT^i`. A product changes both factors to the
//!   polynomial basis (eight lookups each, one per byte), multiplies them with one `PCLMULQDQ`
//!   (in `asm!`, which needs no `#[target_feature]`, so the product inlines into the caller's
//!   loop), folds the 128-bit result by shifts (`x^64 = x^4 + x^3 + x + 1`) and changes it
//!   back (eight lookups). The two byte tables take 32 KiB, built on first use from the 63
//!   products `ROOT^i` by the slow definition and one 64 x 64 Gaussian elimination over GF(2)
//!   (0.7 ms here, nearly all of it the 63 slow products).
//! - **Discrete logarithms** everywhere else ([`product_by_tables`]): with `X = 2^16` and
//!   `Y = 2^32`, `X^2 = X + 2^15` and `Y^2 = Y + 2^15 X`, so Karatsuba on halves, then on
//!   quarters, takes a product of `u64` to sums of products of `u16` in the field of order
//!   2^16, each `exp[log u + log v (+ log of a constant)]`: 18 logarithms and 10
//!   exponentials, none depending on another lookup. The logarithm of `0` is a
//!   sentinel whose sums land past the exponentials, on zeros, so no factor is tested. The
//!   tables are `log` (65536 `u32`, 256 KiB) and `exp` (458745 `u16`, 896 KiB allocated
//!   zeroed, of which the 384 KiB below the sentinel are written and read), built on first
//!   use in about a millisecond.
//!
//! Speed, per product of random `u64` in a loop of 1024 (`cargo bench -p bench-snippets --
//! nimber`, 2026-12-05, on a machine whose speed moved by a fifth within minutes): 15-25 ns
//! by `PCLMULQDQ` (the same method in C++, `g++ -O3 -funroll-loops -march=native`, took
//! 14-22 ns in the same hours), 30-40 ns by these tables, 4.8-5.7 ns by them when both
//! factors are below 2^10. Compare ratios, not nanoseconds, across days.
//!
//! Depends on: nothing.
//!
//! Verified, on both methods where the CPU has `PCLMULQDQ` (else the tables alone): against
//! the mex definition for every `a, b < 256` (`a, b < 128` in debug builds); against a product
//! of powers of two by the rules of Fermat 2-powers for every `2^i * 2^j` and on seeded random
//! pairs; against each other on 10^7 seeded random pairs (10^5 in debug builds: the release
//! count runs in `cargo test -p snippets --release`); field laws (associative, commutative,
//! distributive over XOR, `1` neutral, inverses, square roots) on seeded random triples up to
//! `u64::MAX`; `ROOT` a root of `x^64 + x^4 + x^3 + x + 1`; edge values.

use std::sync::OnceLock;

/// A root of `x^64 + x^4 + x^3 + x + 1` in the nimbers: the image of `x` by an isomorphism
/// from `GF(2)[x] / (x^64 + x^4 + x^3 + x + 1)` onto the field of order 2^64. Found by solving,
/// in the polynomial field, `t^2 + t = t_0 t_1 ... t_(k-1)` for `t_k`, the image of the Fermat
/// 2-power `2^(2^k)` (`k < 6`), so that `2^i` maps to the product of the `t_k` over the bits
/// `k` of `i`; `ROOT` is the nimber that map sends to `x`. The tests check it.
pub const ROOT: u64 = 0x4465_CDFA_46B0_9859;

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

/// Nim product of `a, b < 2^bits` for `bits` a power of two, without tables: the definition
/// the tables are built from.
fn slow_product(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    product_by_halves(a, b, bits / 2, &|x, y| slow_product(x, y, bits / 2))
}

/// `table[k][byte]`: the XOR of `images[8 k + i]` over the bits `i` of `byte`; a linear map
/// of `u64` given the images of its bits, applied a byte at a time.
#[cfg(target_arch = "x86_64")]
fn byte_tables(images: &[u64; 64]) -> [[u64; 256]; 8] {
    let mut table = [[0u64; 256]; 8];
    for (k, row) in table.iter_mut().enumerate() {
        for byte in 1..256 {
            row[byte] = row[byte & (byte - 1)] ^ images[8 * k + byte.trailing_zeros() as usize];
        }
    }
    table
}

/// The linear map of [`byte_tables`] at `value`: eight lookups, XORed as a tree (depth 3,
/// not a chain of 7).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn apply(table: &[[u64; 256]; 8], value: u64) -> u64 {
    let [b0, b1, b2, b3, b4, b5, b6, b7] = value.to_le_bytes().map(usize::from);
    let low = (table[0][b0] ^ table[1][b1]) ^ (table[2][b2] ^ table[3][b3]);
    low ^ ((table[4][b4] ^ table[5][b5]) ^ (table[6][b6] ^ table[7][b7]))
}

/// The change of basis between the nimbers and `GF(2)[x] / (x^64 + x^4 + x^3 + x + 1)`.
#[cfg(target_arch = "x86_64")]
struct Basis {
    /// The polynomial of each nimber, a byte at a time.
    to_polynomial: [[u64; 256]; 8],
    /// The nimber of each polynomial, a byte at a time: `x^i` is `ROOT^i`.
    to_nimber: [[u64; 256]; 8],
}

#[cfg(target_arch = "x86_64")]
impl Basis {
    fn new() -> Basis {
        let mut powers = [1u64; 64];
        for i in 1..64 {
            powers[i] = slow_product(powers[i - 1], ROOT, 64);
        }
        // Gaussian elimination on (nimber, polynomial) pairs, from (ROOT^i, x^i), until pair
        // `bit` is (2^bit, its polynomial).
        let mut pairs: [(u64, u64); 64] = std::array::from_fn(|i| (powers[i], 1 << i));
        for bit in 0..64 {
            let pivot = (bit..64)
                .find(|&k| pairs[k].0 >> bit & 1 == 1)
                .expect("the powers of ROOT are a basis");
            pairs.swap(bit, pivot);
            let (nimber, polynomial) = pairs[bit];
            for (k, pair) in pairs.iter_mut().enumerate() {
                if k != bit && pair.0 >> bit & 1 == 1 {
                    *pair = (pair.0 ^ nimber, pair.1 ^ polynomial);
                }
            }
        }
        Basis {
            to_polynomial: byte_tables(&pairs.map(|(_, polynomial)| polynomial)),
            to_nimber: byte_tables(&powers),
        }
    }

    /// `a * b` by one carry-less multiplication in the polynomial basis. Safe: a `Basis` is
    /// only built where the CPU has `PCLMULQDQ`. Written in `asm!`, not with the intrinsics,
    /// so that it needs no `#[target_feature]` and inlines into the caller's loop.
    #[inline(always)]
    fn product(&self, a: u64, b: u64) -> u64 {
        let (a, b) = (apply(&self.to_polynomial, a), apply(&self.to_polynomial, b));
        let (low, high): (u64, u64);
        // SAFETY: a `Basis` exists only where the CPU has PCLMULQDQ; the block reads and
        // writes registers only.
        unsafe {
            std::arch::asm!(
                "movq {x}, {a}",
                "movq {y}, {b}",
                "pclmulqdq {x}, {y}, 0",
                "movq {low}, {x}",
                "punpckhqdq {x}, {x}",
                "movq {high}, {x}",
                a = in(reg) a,
                b = in(reg) b,
                low = out(reg) low,
                high = out(reg) high,
                x = out(xmm_reg) _,
                y = out(xmm_reg) _,
                options(pure, nomem, nostack),
            );
        }
        // high x^64 = high (x^4 + x^3 + x + 1): its bits past x^63 (`spill`) fold once more.
        let spill = (high >> 60) ^ (high >> 61) ^ (high >> 63);
        let folded = high ^ spill;
        apply(&self.to_nimber, low ^ folded ^ (folded << 1) ^ (folded << 3) ^ (folded << 4))
    }
}

/// The change of basis, where the CPU has `PCLMULQDQ`; built once.
#[cfg(target_arch = "x86_64")]
#[inline]
fn carry_less_basis() -> Option<&'static Basis> {
    static BASIS: OnceLock<Option<Basis>> = OnceLock::new();
    BASIS.get_or_init(|| is_x86_feature_detected!("pclmulqdq").then(Basis::new)).as_ref()
}

/// Returns the nim product `a * b` by carry-less multiplication ([`ROOT`]), or `None` where
/// the CPU has no `PCLMULQDQ` (or is not x86-64). [`product`] uses it where it can.
///
/// # Complexity
/// O(1): 24 lookups in 32 KiB of tables and one `PCLMULQDQ`. The first call in a process
/// builds the tables (under a millisecond).
///
/// # Example
/// ```
/// use snippets::nimber::{product_by_carry_less, product_by_tables};
/// if let Some(p) = product_by_carry_less(u64::MAX, u64::MAX) {
///     assert_eq!(p, product_by_tables(u64::MAX, u64::MAX));
/// }
/// assert_eq!(product_by_carry_less(0, 5).unwrap_or(0), 0);
/// ```
#[cfg(target_arch = "x86_64")]
#[inline]
pub fn product_by_carry_less(a: u64, b: u64) -> Option<u64> {
    carry_less_basis().map(|basis| basis.product(a, b))
}

/// Returns the nim product `a * b` by carry-less multiplication, or `None` where the CPU has
/// no `PCLMULQDQ` (or is not x86-64, as here). [`product`] uses it where it can.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(snippets::nimber::product_by_carry_less(u64::MAX, 0).unwrap_or(0), 0);
/// ```
#[cfg(not(target_arch = "x86_64"))]
pub fn product_by_carry_less(_a: u64, _b: u64) -> Option<u64> {
    None
}

/// The order of the multiplicative group of the field of order 2^16.
const GROUP_ORDER: usize = (1 << 16) - 1;

/// The logarithm of `0`: every sum of three logarithms of nonzero values is below it, and
/// `exp` is zero from it on.
const ZERO_LOG: u32 = 3 * GROUP_ORDER as u32;

/// The discrete logarithm tables of the field of order 2^16, built once.
struct Logarithms {
    /// `log[a]`: `exp[log[a]] == a` for `a != 0`; `log[0] = ZERO_LOG`.
    log: Box<[u32; 1 << 16]>,
    /// `exp[i] = g^i` for the generator `g` and `i < ZERO_LOG` (three periods, so that a sum
    /// of three logarithms needs no reduction); `0` from `ZERO_LOG` to `2 ZERO_LOG + 65535`.
    exp: Box<[u16]>,
    /// `log[2^15]`: `2^16 * 2^16 = 2^16 ^ 2^15`.
    log_half: u32,
    /// `log[2^15 * 2^15]`, for `2^32 * 2^32 = 2^32 ^ 2^15 2^16`.
    log_half_squared: u32,
}

fn logarithms() -> &'static Logarithms {
    static LOGARITHMS: OnceLock<Logarithms> = OnceLock::new();
    LOGARITHMS.get_or_init(|| {
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
        let mut log = Box::new([ZERO_LOG; 1 << 16]);
        let mut exp = vec![0u16; 2 * ZERO_LOG as usize + (1 << 16)].into_boxed_slice();
        let mut power = 1u64;
        for i in 0..GROUP_ORDER {
            for period in 0..3 {
                exp[i + period * GROUP_ORDER] = power as u16;
            }
            log[power as usize] = i as u32;
            power = product16(power, generator);
        }
        let log_half = log[1 << 15];
        let log_half_squared = 2 * log_half % GROUP_ORDER as u32;
        Logarithms { log, exp, log_half, log_half_squared }
    })
}

impl Logarithms {
    /// The logarithms of `a`'s 16-bit quarters `a0, a1, a2, a3` and of their sums
    /// `a0 ^ a1`, `a2 ^ a3`, `a0 ^ a2`, `a1 ^ a3`, `a0 ^ a1 ^ a2 ^ a3`, in that order.
    #[inline(always)]
    fn logs(&self, a: u64) -> [usize; 9] {
        let q = [a as u16, (a >> 16) as u16, (a >> 32) as u16, (a >> 48) as u16];
        let (s0, s1) = (q[0] ^ q[2], q[1] ^ q[3]);
        [q[0], q[1], q[2], q[3], q[0] ^ q[1], q[2] ^ q[3], s0, s1, s0 ^ s1]
            .map(|x| self.log[x as usize] as usize)
    }

    /// `exp[sum]`: the product whose logarithms add to `sum` (0 if one was `ZERO_LOG`).
    #[inline(always)]
    fn exp(&self, sum: usize) -> u32 {
        self.exp[sum] as u32
    }

    /// `u * v` in the field of order 2^32, from the logarithms of `u0, u1, u0 ^ u1` and of
    /// `v0, v1, v0 ^ v1`: with `X = 2^16`, `X^2 = X + 2^15`, `u v = (u0 v0 + u1 v1 2^15) +
    /// ((u0 + u1)(v0 + v1) + u0 v0) X`.
    #[inline(always)]
    fn product32(&self, u: [usize; 3], v: [usize; 3]) -> u32 {
        let low = self.exp(u[0] + v[0]);
        let high = self.exp(u[1] + v[1] + self.log_half as usize);
        let cross = self.exp(u[2] + v[2]);
        ((cross ^ low) << 16) | (low ^ high)
    }

    /// `a * b` in the field of order 2^64. With `Y = 2^32`, `Y^2 = Y + 2^15 X`, and the
    /// halves `A0, A1, B0, B1`: `a b = (A0 B0 + A1 B1 2^15 X) + ((A0 + A1)(B0 + B1) + A0 B0) Y`.
    /// With `q00 = a2 b2`, `q11 = a3 b3`, `q = (a2 + a3)(b2 + b3)`, `A1 B1 = c0 + c1 X` where
    /// `c0 = q00 + q11 2^15` and `c1 = q + q00`, so that `A1 B1 2^15 X = (q + q00) (2^15)^2 +
    /// (q11 (2^15)^2 + q 2^15) X`: every term one lookup after the logarithms.
    #[inline(always)]
    fn product64(&self, a: u64, b: u64) -> u64 {
        let (la, lb) = (self.logs(a), self.logs(b));
        let low = self.product32([la[0], la[1], la[4]], [lb[0], lb[1], lb[4]]);
        let sum = self.product32([la[6], la[7], la[8]], [lb[6], lb[7], lb[8]]);
        let (half, half_squared) = (self.log_half as usize, self.log_half_squared as usize);
        let q = la[5] + lb[5];
        let shifted_low = self.exp(q + half_squared) ^ self.exp(la[2] + lb[2] + half_squared);
        let shifted_high = self.exp(la[3] + lb[3] + half_squared) ^ self.exp(q + half);
        let shifted = (shifted_high << 16) | shifted_low;
        (((sum ^ low) as u64) << 32) | (low ^ shifted) as u64
    }

    #[inline(always)]
    fn product(&self, a: u64, b: u64) -> u64 {
        // Small factors stay in a subfield: skip the halves that are zero.
        match (a | b) >> 16 {
            0 => self.exp(self.log[a as usize] as usize + self.log[b as usize] as usize) as u64,
            below if below >> 16 == 0 => {
                let (la, lb) = (self.logs(a), self.logs(b));
                self.product32([la[0], la[1], la[4]], [lb[0], lb[1], lb[4]]) as u64
            }
            _ => self.product64(a, b),
        }
    }
}

/// Returns the nim product `a * b` by discrete logarithms in the field of order 2^16, on
/// every CPU. [`product`] uses it where [`product_by_carry_less`] cannot run.
///
/// # Complexity
/// O(1): 28 lookups (9 for factors below 2^32, 3 below 2^16). The first call in a process
/// builds the tables (1.1 MiB, about a millisecond).
///
/// # Example
/// ```
/// use snippets::nimber::product_by_tables;
/// assert_eq!(product_by_tables(3141, 5926), 14994);
/// assert_eq!(product_by_tables(u64::MAX, u64::MAX), 11290409524105353207);
/// assert_eq!(product_by_tables(0, u64::MAX), 0);
/// ```
pub fn product_by_tables(a: u64, b: u64) -> u64 {
    logarithms().product(a, b)
}

/// Returns the nim product `a * b`: the Grundy value of the product of games worth `a` and
/// `b` (Turning Corners: the coin at `(a, b)`), the multiplication of the field of order 2^64.
/// By [`product_by_carry_less`] where the CPU has `PCLMULQDQ`, else [`product_by_tables`].
///
/// # Complexity
/// O(1). The first call in a process builds the tables of the method (32 KiB, or 1.1 MiB
/// of which 640 KiB are used, each in about a millisecond).
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
#[inline]
pub fn product(a: u64, b: u64) -> u64 {
    match product_by_carry_less(a, b) {
        Some(p) => p,
        None => product_by_tables(a, b),
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
    let (mut result, mut base, mut exponent) = (1, base, exponent);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = product(result, base);
        }
        base = product(base, base);
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

/// Returns the nim square root of `a`, the one `x` with `x * x = a` (squaring is a bijection
/// in characteristic 2).
///
/// It is `a^(2^63)`: squaring 64 times is the identity, since `a^(2^64) = a`.
///
/// # Complexity
/// O(63) products.
///
/// # Example
/// ```
/// use snippets::nimber::{square, square_root};
/// assert_eq!(square_root(3), 2);
/// assert_eq!(square_root(0), 0);
/// assert_eq!(square(square_root(u64::MAX)), u64::MAX);
/// ```
pub fn square_root(a: u64) -> u64 {
    (0..63).fold(a, |x, _| product(x, x))
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

    type Method = (&'static str, fn(u64, u64) -> u64);

    /// The methods under test: the tables, and carry-less multiplication where the CPU has it.
    fn methods() -> Vec<Method> {
        let mut methods: Vec<Method> = vec![("tables", product_by_tables), ("product", product)];
        if product_by_carry_less(0, 0).is_some() {
            methods.push(("carry-less", |a, b| product_by_carry_less(a, b).unwrap()));
        }
        methods
    }

    #[test]
    fn hand_cases() {
        for (method, product) in methods() {
            // Conway, On Numbers and Games: the multiplication table of {0..15}, a few entries.
            assert_eq!(product(2, 3), 1, "{method}");
            assert_eq!(product(4, 4), 6, "{method}");
            assert_eq!(product(8, 8), 13, "{method}");
            assert_eq!(product(16, 16), 24, "{method}");
            // Library Checker's sample.
            assert_eq!(product(5, 3), 15, "{method}");
            assert_eq!(product(3141, 5926), 14994, "{method}");
            assert_eq!(product(u64::MAX, u64::MAX), 11290409524105353207, "{method}");
        }
        assert_eq!(inverse(2), Some(3));
        assert_eq!(inverse(4), Some(15)); // 4 * 15 = 1 in the field of order 16
        assert_eq!(square_root(6), 4);
    }

    #[test]
    fn the_root_is_a_root() {
        // x^64 + x^4 + x^3 + x + 1 at ROOT, by the bit-by-bit product.
        let mut powers = vec![1u64];
        for _ in 0..64 {
            powers.push(naive_product(*powers.last().unwrap(), ROOT));
        }
        assert_eq!(powers[64] ^ powers[4] ^ powers[3] ^ powers[1] ^ powers[0], 0);
    }

    #[test]
    fn exhaustive_against_the_mex_definition() {
        let size = if cfg!(debug_assertions) { 128 } else { 256 };
        let table = mex_table(size);
        for (method, product) in methods() {
            for (a, row) in table.iter().enumerate() {
                for (b, &expected) in row.iter().enumerate() {
                    assert_eq!(product(a as u64, b as u64), expected, "{method}: a={a} b={b}");
                }
            }
        }
    }

    #[test]
    fn every_product_of_two_powers_of_two() {
        for (method, product) in methods() {
            for i in 0..64 {
                for j in 0..64 {
                    let (a, b) = (1u64 << i, 1u64 << j);
                    let expected = power_of_two_product(i, j);
                    assert_eq!(product(a, b), expected, "{method}: a=2^{i} b=2^{j}");
                }
            }
        }
    }

    #[test]
    fn seeded_random_against_bit_by_bit() {
        let mut rng = Rng::new(64);
        for _ in 0..2_000 {
            let (a, b) = (rng.any_magnitude(), rng.next_u64());
            let expected = naive_product(a, b);
            for (method, product) in methods() {
                assert_eq!(product(a, b), expected, "{method}: a={a} b={b}");
            }
        }
    }

    /// The two methods against each other: 10^7 seeded random pairs in release builds
    /// (`cargo test -p snippets --release`), 10^5 in debug; wide, small and mixed magnitudes.
    #[test]
    fn the_methods_agree_on_seeded_random_pairs() {
        let Some(_) = product_by_carry_less(0, 0) else { return };
        let pairs = if cfg!(debug_assertions) { 100_000 } else { 10_000_000 };
        let mut rng = Rng::new(26);
        for _ in 0..pairs {
            let (a, b) = (rng.any_magnitude(), rng.any_magnitude());
            let (tables, carry_less) = (product_by_tables(a, b), product_by_carry_less(a, b));
            assert_eq!(carry_less, Some(tables), "a={a} b={b}");
        }
    }

    #[test]
    fn seeded_random_field_laws() {
        let mut rng = Rng::new(2_u64.pow(16));
        for (method, product) in methods() {
            for _ in 0..30_000 {
                let (a, b, c) = (rng.any_magnitude(), rng.next_u64(), rng.any_magnitude());
                let at = format!("{method}: a={a} b={b} c={c}");
                assert_eq!(product(a, b), product(b, a), "{at}");
                assert_eq!(product(product(a, b), c), product(a, product(b, c)), "{at}");
                assert_eq!(product(a, b ^ c), product(a, b) ^ product(a, c), "{at}");
                assert_eq!(product(a, 1), a, "{at}");
            }
        }
        for _ in 0..300 {
            let a = rng.any_magnitude();
            assert_eq!(square(a), product(a, a), "a={a}");
            match inverse(a) {
                None => assert_eq!(a, 0),
                Some(x) => assert_eq!(product(a, x), 1, "a={a} inverse={x}"),
            }
            let root = square_root(a);
            assert_eq!(product(root, root), a, "a={a} root={root}");
            let (e, f) = (rng.below_or_equal(1000), rng.below_or_equal(1000));
            assert_eq!(power(a, e + f), product(power(a, e), power(a, f)), "a={a} e={e} f={f}");
        }
    }

    #[test]
    fn edge_values() {
        let max = u64::MAX;
        for (method, product) in methods() {
            for x in [0, 1, 2, max - 1, max] {
                assert_eq!(product(x, 0), 0, "{method}: x={x}");
                assert_eq!(product(0, x), 0, "{method}: x={x}");
                assert_eq!(product(x, 1), x, "{method}: x={x}");
            }
            assert_eq!(product(max, max), naive_product(max, max), "{method}");
            assert_eq!(product(1 << 63, 1 << 63), naive_product(1 << 63, 1 << 63), "{method}");
        }
        for x in [0, 1, 2, max - 1, max] {
            assert_eq!(power(x, 0), 1, "x={x}");
            assert_eq!(power(x, 1), x, "x={x}");
            assert_eq!(square(square_root(x)), x, "x={x}");
        }
        assert_eq!(power(max, max), 1);
        assert_eq!(power(0, max), 0);
        assert_eq!(inverse(1), Some(1));
        assert_eq!(inverse(0), None);
        assert_eq!(square_root(1), 1);
    }
}
