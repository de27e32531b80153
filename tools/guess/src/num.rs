//! Exact number theory on `u64`: the one-number functions of the rule space (2-adic
//! valuation, lowest set bit, binary digit sum, prime factors counted with and without
//! multiplicity), integer square roots of `u128`, and floors of `k * alpha + beta` for a
//! quadratic irrational `alpha = (a + b * sqrt(d)) / c` by integer arithmetic alone.

/// The 2-adic valuation of `n`; `0` at `n = 0` (a rule that needs another value there lists
/// `0` as an exception).
pub fn v2(n: u64) -> u64 {
    if n == 0 {
        0
    } else {
        u64::from(n.trailing_zeros())
    }
}

/// The largest power of two dividing `n` (`0` at `0`).
pub fn lowbit(n: u64) -> u64 {
    n & n.wrapping_neg()
}

fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

fn pow_mod(mut a: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    a %= m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, a, m);
        }
        a = mul_mod(a, a, m);
        e >>= 1;
    }
    r
}

/// Deterministic Miller-Rabin for every `u64`.
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    'bases: for a in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// A nontrivial factor of the odd composite `n` (Pollard's rho, Floyd's cycle).
fn rho(n: u64) -> u64 {
    let mut c = 1;
    loop {
        let f = |x: u64| (mul_mod(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = f(x);
            y = f(f(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
        c += 1;
    }
}

/// The prime factors of `n` with multiplicity, unsorted (empty for `0` and `1`).
pub fn factor(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    if n < 2 {
        return out;
    }
    let mut n = n;
    for p in 2..100u64 {
        while n.is_multiple_of(p) {
            out.push(p);
            n /= p;
        }
    }
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m == 1 {
            continue;
        }
        if is_prime(m) {
            out.push(m);
            continue;
        }
        let d = rho(m);
        stack.push(d);
        stack.push(m / d);
    }
    out
}

/// The number of prime factors of `n` counted with multiplicity (`Omega`; `0` at `0`, `1`).
pub fn big_omega(n: u64) -> u64 {
    factor(n).len() as u64
}

/// The number of distinct prime factors of `n` (`omega`; `0` at `0`, `1`).
pub fn small_omega(n: u64) -> u64 {
    let mut f = factor(n);
    f.sort_unstable();
    f.dedup();
    f.len() as u64
}

/// `floor(sqrt(x))`, exact for every `u128`.
pub fn isqrt(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    // Start above the root and descend by Newton's step.
    let bits = 128 - x.leading_zeros();
    let mut r: u128 = 1 << bits.div_ceil(2);
    loop {
        let next = (r + x / r) / 2;
        if next >= r {
            break;
        }
        r = next;
    }
    while r * r > x {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= x) {
        r += 1;
    }
    r
}

/// The 256-bit product of two `u128`: (high, low).
fn wide_mul(a: u128, b: u128) -> (u128, u128) {
    let mask = u128::from(u64::MAX);
    let (a1, a0, b1, b0) = (a >> 64, a & mask, b >> 64, b & mask);
    let low = a0 * b0;
    let mid1 = a1 * b0;
    let mid2 = a0 * b1;
    let high = a1 * b1;
    let (mid, carry_mid) = mid1.overflowing_add(mid2);
    let (lo, carry_lo) = low.overflowing_add(mid << 64);
    let hi = high + (mid >> 64) + (u128::from(carry_mid) << 64) + u128::from(carry_lo);
    (hi, lo)
}

/// `floor(k * sqrt(d))` for `k < 2^100`, `d < 2^20`, by a binary search on 256-bit squares.
pub fn floor_sqrt_times(k: u128, d: u128) -> u128 {
    if let Some(x) = k.checked_mul(k).and_then(|k2| k2.checked_mul(d)) {
        return isqrt(x);
    }
    // k^2 d as 256 bits: (k^2 high, k^2 low) times d.
    let (h, l) = wide_mul(k, k);
    let (c, lo) = wide_mul(l, d);
    let target = (h * d + c, lo);
    let (mut lo_r, mut hi_r) = (0u128, k * (isqrt(d) + 1));
    // The largest r with r^2 <= target.
    while lo_r < hi_r {
        let mid = lo_r + (hi_r - lo_r).div_ceil(2);
        if wide_mul(mid, mid) <= target {
            lo_r = mid;
        } else {
            hi_r = mid - 1;
        }
    }
    lo_r
}

/// A real quadratic irrational `(a + b * sqrt(d)) / c` with `b > 0`, `c > 0`, `d` not a
/// square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quad {
    pub a: i64,
    pub b: u64,
    pub c: u64,
    pub d: u64,
}

impl Quad {
    /// The golden ratio `(1 + sqrt 5) / 2`.
    pub const PHI: Quad = Quad {
        a: 1,
        b: 1,
        c: 2,
        d: 5,
    };
    /// `phi^2 = (3 + sqrt 5) / 2`.
    pub const PHI2: Quad = Quad {
        a: 3,
        b: 1,
        c: 2,
        d: 5,
    };

    /// `floor(k * self + beta)`, exact for every `k` below `2^100` (`b^2 d` below `2^20`);
    /// `None` past that.
    pub fn floor_times(&self, k: u128, beta: i64) -> Option<i128> {
        let b2d = u128::from(self.b)
            .checked_mul(u128::from(self.b))?
            .checked_mul(u128::from(self.d))?;
        if k >= 1 << 100 || b2d >= 1 << 20 {
            return None;
        }
        let root = floor_sqrt_times(k, b2d);
        let k = i128::try_from(k).ok()?;
        let c = i128::from(self.c);
        let m = k
            .checked_mul(i128::from(self.a))?
            .checked_add(i128::from(beta).checked_mul(c)?)?
            .checked_add(i128::try_from(root).ok()?)?;
        // sqrt(k^2 b^2 d) is irrational for k > 0, so adding the integer m before the floor
        // division by c loses nothing: floor((m + t) / c) = floor((m + floor t) / c).
        Some(m.div_euclid(c))
    }

    /// `self > 1`, decided exactly: `a + b sqrt d > c`.
    pub fn above_one(&self) -> bool {
        let rest = i128::from(self.c as i64) - i128::from(self.a);
        // b sqrt d > rest
        rest < 0
            || (u128::from(self.b) * u128::from(self.b) * u128::from(self.d))
                > (rest * rest) as u128
    }

    pub fn text(&self) -> String {
        if *self == Quad::PHI {
            return "phi".to_string();
        }
        if *self == Quad::PHI2 {
            return "phi^2".to_string();
        }
        let b = if self.b == 1 {
            String::new()
        } else {
            format!("{}*", self.b)
        };
        let num = match self.a {
            0 => format!("{b}sqrt({})", self.d),
            a => format!("{a} + {b}sqrt({})", self.d),
        };
        if self.c == 1 {
            num
        } else {
            format!("({num})/{}", self.c)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute_omega(mut n: u64) -> (u64, u64) {
        let (mut big, mut small) = (0, 0);
        let mut p = 2;
        while p * p <= n {
            if n.is_multiple_of(p) {
                small += 1;
            }
            while n.is_multiple_of(p) {
                big += 1;
                n /= p;
            }
            p += 1;
        }
        if n > 1 {
            big += 1;
            small += 1;
        }
        (big, small)
    }

    #[test]
    fn omegas_against_trial_division() {
        for n in 2..3000u64 {
            assert_eq!((big_omega(n), small_omega(n)), brute_omega(n), "n={n}");
        }
        for n in [
            (1u64 << 61) - 1,
            999_999_999_989 * 1_000_003,
            u64::MAX,
            1 << 63,
        ] {
            let f = factor(n);
            assert_eq!(f.iter().product::<u64>(), n, "n={n}");
            assert!(f.iter().all(|&p| is_prime(p)), "n={n} {f:?}");
        }
    }

    #[test]
    fn isqrt_edges() {
        for x in 0..10_000u128 {
            let r = isqrt(x);
            assert!(r * r <= x && (r + 1) * (r + 1) > x, "x={x}");
        }
        assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
        assert_eq!(isqrt((1u128 << 120) - 1), (1u128 << 60) - 1);
    }

    #[test]
    fn phi_floors_match_the_wythoff_pairs() {
        // The lower Wythoff sequence: 0 1 3 4 6 8 9 11 12 14 16 17.
        let lower: Vec<i128> = (0..12)
            .map(|k| Quad::PHI.floor_times(k, 0).unwrap())
            .collect();
        assert_eq!(lower, [0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17]);
        let upper: Vec<i128> = (0..6)
            .map(|k| Quad::PHI2.floor_times(k, 0).unwrap())
            .collect();
        assert_eq!(upper, [0, 2, 5, 7, 10, 13]);
        // floor(10^18 * phi) = 1618033988749894848.
        assert_eq!(
            Quad::PHI.floor_times(1_000_000_000_000_000_000, 0),
            Some(1_618_033_988_749_894_848)
        );
        // Past u128 squares (k^2 * 5 > 2^128), against Python's math.isqrt.
        assert_eq!(
            Quad::PHI.floor_times(u128::from(u64::MAX), 0),
            Some(29_847_458_893_032_750_100)
        );
        for (k, r) in [
            ((1u128 << 70) + 12345, 2_639_883_117_590_780_737_230u128),
            (3 << 80, 8_109_720_937_238_878_339_970_476),
            ((1 << 99) + 1, 1_417_276_456_914_365_682_368_813_729_288),
        ] {
            assert_eq!(floor_sqrt_times(k, 5), r, "k={k}");
        }
        assert!(
            Quad::PHI.above_one()
                && !Quad {
                    a: -1,
                    b: 1,
                    c: 1,
                    d: 2
                }
                .above_one()
        );
    }
}
