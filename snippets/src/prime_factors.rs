//! Primes and factorization for every `u64`: deterministic Miller-Rabin (seven bases that
//! decide every `n < 2^64`; base 2 alone first, the other six side by side), Pollard's rho in
//! Brent's form (two walks side by side, 256 differences a gcd), every product mod `n` in
//! Montgomery form (a `u128` product and a reduction by multiplications and shifts, no
//! division; below `2^62` the rho's forms stay in `0..2n`, reduced without a comparison); the
//! prime factors with multiplicity, their count (`Omega`), and a sieve of that count for
//! every number up to a limit.
//!
//! Cost, CPU time per number on a shared 2-core virtual machine (paired with C++ on the same
//! numbers): a product of two primes near 2^32, about 0.42 ms (Montgomery and Brent with one
//! walk, as the fread C++ of lc_factorize: 0.64 ms); of two primes near 10^9 (Library
//! Checker's hardest), about 0.19 ms (Nyaan's library: 0.30 ms); a prime near 2^64, about
//! 1.7 us (the fread C++: 2.4 us).
//!
//! Depends on: nothing.
//!
//! Verified: the count and the sieve's counts against trial division for every `n` up to 10^5 (10^6
//! in release, `cargo test -p snippets --release prime_factors`; the sieve also at every limit up
//! to 300), and for every `n` within 300 of
//! each power of two up to 2^32; the factors of every `n` within 64 of each power of two from 2^33
//! to 2^64 (below 2^64 for the last) multiply back to `n` and are prime, by trial division below
//! 2^32 and by a Miller-Rabin on `u128` remainders above; primality against trial division for
//! every divisor of the seven bases; the Montgomery product against the `u128` remainder for odd
//! moduli near 1, 2^32 and 2^64, and the lazy one (forms in `0..2n`, extremes included) for odd
//! moduli near 1, 2^32 and just below 2^62; products of known primes up to `2^64 - 1` (primes near
//! 2^16, 2^32, 2^61 - 1, the largest prime below 2^64; squares of primes near 2^32), with their
//! counts and `is_prime` false; Carmichael numbers and the strong pseudoprimes to the bases 2, 3,
//! 5, ... (2047 to 3825123056546413051) from their factorizations, each factor checked by trial
//! division; on seeded random `n` to `u64::MAX`, the factors multiply back to `n` and each is prime
//! (by trial division where it is below 2^32); edge values (`0`, `1`, `2`, `u64::MAX`).

/// The primes tried by division before Miller-Rabin and rho: a number below `53 * 53` with
/// no such factor is `1` or a prime.
const SMALL_PRIMES: [u64; 15] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

/// Arithmetic mod an odd `n` in Montgomery form: `x` stands for `x * 2^64 mod n`, kept in
/// `0..n`, so equal residues have equal forms and `gcd(form, n) = gcd(x, n)`.
struct Montgomery {
    n: u64,
    /// `n^-1 mod 2^64`.
    inverse: u64,
    /// `2^128 mod n`: `form_of(x) = x * 2^128 * 2^-64`.
    r2: u64,
}

impl Montgomery {
    fn new(n: u64) -> Self {
        debug_assert!(n % 2 == 1);
        // Newton's iteration doubles the correct low bits; `n` is its own inverse mod 8.
        let mut inverse = n;
        for _ in 0..5 {
            inverse = inverse.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inverse)));
        }
        let r2 = ((u128::MAX % u128::from(n) + 1) % u128::from(n)) as u64;
        Montgomery { n, inverse, r2 }
    }

    /// `t * 2^-64 mod n` for `t < n * 2^64`: the multiple `m * n` that clears the low word
    /// is subtracted from the high words.
    fn reduce(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse);
        let high = ((u128::from(m) * u128::from(self.n)) >> 64) as u64;
        let (difference, borrow) = ((t >> 64) as u64).overflowing_sub(high);
        if borrow {
            difference.wrapping_add(self.n)
        } else {
            difference
        }
    }

    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(u128::from(a) * u128::from(b))
    }

    /// `t * 2^-64 mod n`, in `0..2n` rather than `0..n`, for `n < 2^62` and `t < 4 n^2 + n`
    /// (a product of two such forms, plus a constant below `n`): the multiple `m * n` that
    /// clears the low word is added, no comparison after. (`t + m * n < 2^128` and the
    /// quotient is below `n + (4 n^2 + n) / 2^64 < 2n` because `n < 2^62`.)
    fn reduce_lazy(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse.wrapping_neg());
        ((t + u128::from(m) * u128::from(self.n)) >> 64) as u64
    }

    /// `a * b * 2^-64`, in `0..2n`, for `a, b < 2n` and `n < 2^62`.
    fn mul_lazy(&self, a: u64, b: u64) -> u64 {
        self.reduce_lazy(u128::from(a) * u128::from(b))
    }

    /// `a + b mod n` for `a, b < n` (the sum may carry past `2^64`).
    fn add(&self, a: u64, b: u64) -> u64 {
        let (sum, carry) = a.overflowing_add(b);
        if carry || sum >= self.n {
            sum.wrapping_sub(self.n)
        } else {
            sum
        }
    }

    fn form_of(&self, x: u64) -> u64 {
        self.mul(x % self.n, self.r2)
    }

    #[cfg(test)]
    fn value_of(&self, x: u64) -> u64 {
        self.reduce(u128::from(x))
    }

    /// The form of `base^exponent`, from the form of `base` (the tests' check of the
    /// products; Miller-Rabin runs its own exponentiations side by side).
    #[cfg(test)]
    fn pow(&self, mut base: u64, mut exponent: u64) -> u64 {
        let mut result = self.form_of(1);
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exponent >>= 1;
        }
        result
    }
}

/// Binary gcd (Stein): shifts, subtractions and minimums, no division and no branch on the
/// data but the loop's exit (the form that keeps the difference's trailing zeros for the next
/// shift, so each round is one dependent chain of a few cycles).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    let mut zeros = a.trailing_zeros();
    b >>= b.trailing_zeros();
    while a != 0 {
        a >>= zeros;
        let difference = a.abs_diff(b);
        zeros = difference.trailing_zeros();
        b = a.min(b);
        a = difference;
    }
    b << shift
}

/// Returns `true` iff `n` is prime.
///
/// Division by the primes below 53, then Miller-Rabin with the bases 2, 325, 9375, 28178,
/// 450775, 9780504, 1795265022 (Jim Sinclair's set), which is deterministic for every
/// `n < 2^64`: no strong pseudoprime below 2^64 passes all seven. Products mod `n` in
/// Montgomery form.
///
/// # Complexity
/// O(log n) products mod `n` (seven exponentiations).
///
/// # Example
/// ```
/// use snippets::prime_factors::is_prime;
/// assert!(is_prime(2));
/// assert!(!is_prime(3_825_123_056_546_413_051)); // a strong pseudoprime to the bases 2..=23
/// assert!(is_prime(18_446_744_073_709_551_557)); // the largest prime below 2^64
/// assert!(!is_prime(u64::MAX));
/// assert!(!is_prime(0) && !is_prime(1));
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in SMALL_PRIMES {
        if n % p == 0 {
            return n == p;
        }
    }
    n < 53 * 53 || passes_miller_rabin(n)
}

/// The six bases of Sinclair's set after 2.
const LATER_BASES: [u64; 6] = [325, 9375, 28178, 450775, 9780504, 1795265022];

/// Miller-Rabin on an odd `n >= 53 * 53` with Sinclair's seven bases (a base that `n`
/// divides is skipped). Base 2 first and alone, since it turns away almost every composite:
/// `2^d` by squarings and doublings (an addition, not a product). The other six only for a
/// probable prime, their six powers computed side by side in one loop, so that the products'
/// latencies overlap.
fn passes_miller_rabin(n: u64) -> bool {
    let field = Montgomery::new(n);
    let shift = (n - 1).trailing_zeros();
    let odd = (n - 1) >> shift;
    let one = field.form_of(1);
    let minus_one = n - one;
    // Squarings after `x = base^odd`: passes iff `x` is 1 or reaches -1 within `shift - 1`.
    let passes = |mut x: u64| {
        if x == one || x == minus_one {
            return true;
        }
        for _ in 1..shift {
            x = field.mul(x, x);
            if x == minus_one {
                return true;
            }
        }
        false
    };
    let top = 63 - odd.leading_zeros();
    let mut x = field.add(one, one);
    for bit in (0..top).rev() {
        x = field.mul(x, x);
        if odd >> bit & 1 == 1 {
            x = field.add(x, x);
        }
    }
    if !passes(x) {
        return false;
    }
    let bases = LATER_BASES.map(|base| field.form_of(base));
    let mut powers = bases;
    for bit in (0..top).rev() {
        for power in &mut powers {
            *power = field.mul(*power, *power);
        }
        if odd >> bit & 1 == 1 {
            for (power, &base) in powers.iter_mut().zip(&bases) {
                *power = field.mul(*power, base);
            }
        }
    }
    // A base that `n` divides has the form 0 and is skipped.
    bases.iter().zip(powers).all(|(&base, power)| base == 0 || passes(power))
}

/// A factor of the odd composite `n` other than `1` and `n`: Pollard's rho in Brent's form
/// on `x -> x^2 + c` in Montgomery form, [`WALKS`] walks with different constants side by
/// side in one loop (their products' latencies overlap, and the first walk to meet its cycle
/// ends the search), the cycle found by doubling, [`BATCH`] differences multiplied before each
/// gcd, backtracking one step at a time in a walk whose batch overshoots; the next constants
/// when every walk fails.
fn rho_factor(n: u64) -> u64 {
    if n < 1 << 62 {
        rho_factor_in::<true>(n)
    } else {
        rho_factor_in::<false>(n)
    }
}

/// [`rho_factor`] with every form kept in `0..2n` and reduced without a comparison (`LAZY`,
/// for `n < 2^62`) or in `0..n`. A difference of forms of equal residues is then `0` or `n`,
/// and the gcd with `n` is `n` either way.
fn rho_factor_in<const LAZY: bool>(n: u64) -> u64 {
    let field = Montgomery::new(n);
    let one = field.form_of(1);
    let mut first = 1;
    while first < n {
        let constants: [u64; WALKS] = core::array::from_fn(|k| first + k as u64);
        // `x -> (x^2 + c) / 2^64 mod n`, quadratic too: one reduction, no addition after it.
        let step = |x: u64, c: u64| {
            let t = u128::from(x) * u128::from(x) + u128::from(c);
            if LAZY {
                field.reduce_lazy(t)
            } else {
                field.reduce(t)
            }
        };
        let mul = |a: u64, b: u64| if LAZY { field.mul_lazy(a, b) } else { field.mul(a, b) };
        let mut y = [field.form_of(2); WALKS];
        let (mut x, mut saved, mut products);
        products = [one; WALKS];
        let mut length: u64 = 1;
        'search: loop {
            x = y;
            for _ in 0..length {
                for k in 0..WALKS {
                    y[k] = step(y[k], constants[k]);
                }
            }
            let mut done = 0;
            while done < length {
                saved = y;
                for _ in 0..BATCH.min(length - done) {
                    for k in 0..WALKS {
                        y[k] = step(y[k], constants[k]);
                        products[k] = mul(products[k], x[k].abs_diff(y[k]));
                    }
                }
                let all = products.iter().fold(one, |all, &product| mul(all, product));
                if gcd(all, n) != 1 {
                    break 'search;
                }
                done += BATCH;
            }
            length *= 2;
        }
        // Some walk's product shares a factor with `n`: it is that factor, or `n` when the
        // batch went past more than one factor's cycle (or the difference was 0), and then
        // the walk's batch is stepped again one gcd at a time.
        for k in 0..WALKS {
            let mut divisor = gcd(products[k], n);
            if divisor == n {
                divisor = 1;
                while divisor == 1 {
                    saved[k] = step(saved[k], constants[k]);
                    divisor = gcd(x[k].abs_diff(saved[k]), n);
                }
            }
            if divisor != 1 && divisor != n {
                return divisor;
            }
        }
        first += WALKS as u64;
    }
    n // not reached: some constant splits every odd composite
}

/// Walks of Pollard's rho run side by side: two keep the multiplier busy (a step is two
/// products, each a chain of three multiplications) without spending much on the walks that
/// lose.
const WALKS: usize = 2;

/// Differences multiplied together between two gcds.
const BATCH: u64 = 256;

/// Pushes the prime factors of `n > 1`, which has no factor below 53, onto `factors`.
fn push_large_factors(n: u64, factors: &mut Vec<u64>) {
    if n < 53 * 53 || passes_miller_rabin(n) {
        factors.push(n);
        return;
    }
    let divisor = rho_factor(n);
    push_large_factors(divisor, factors);
    push_large_factors(n / divisor, factors);
}

/// Returns the prime factors of `n` with multiplicity, in increasing order (empty for `0` and
/// `1`: `0` has no factorization).
///
/// Division by the primes below 53, then [`is_prime`] and Pollard's rho (Brent) on what is
/// left, recursively.
///
/// # Complexity
/// Expected O(n^(1/4)) products mod `n` per split (heuristic), at most 63 splits.
///
/// # Example
/// ```
/// use snippets::prime_factors::prime_factors;
/// assert_eq!(prime_factors(360), [2, 2, 2, 3, 3, 5]);
/// assert_eq!(prime_factors(u64::MAX), [3, 5, 17, 257, 641, 65537, 6700417]);
/// assert_eq!(prime_factors(4_294_967_291 * 4_294_967_291), [4_294_967_291, 4_294_967_291]);
/// assert!(prime_factors(0).is_empty() && prime_factors(1).is_empty());
/// ```
pub fn prime_factors(mut n: u64) -> Vec<u64> {
    let mut factors = Vec::new();
    if n < 2 {
        return factors;
    }
    for p in SMALL_PRIMES {
        while n % p == 0 {
            factors.push(p);
            n /= p;
        }
    }
    if n > 1 {
        push_large_factors(n, &mut factors);
    }
    factors.sort_unstable();
    factors
}

/// Returns the number of prime factors of `n` counted with multiplicity (`Omega(n)`), `0` for
/// `0` and `1`.
///
/// # Complexity
/// That of [`prime_factors`].
///
/// # Example
/// ```
/// use snippets::prime_factors::prime_factor_count;
/// assert_eq!(prime_factor_count(12), 3);
/// assert_eq!(prime_factor_count(1 << 63), 63);
/// assert_eq!(prime_factor_count(u64::MAX), 7);
/// assert_eq!(prime_factor_count(1), 0);
/// ```
pub fn prime_factor_count(n: u64) -> u32 {
    prime_factors(n).len() as u32
}

/// Returns `Omega(n)` for every `n` in `0..=limit` (`0` for `0` and `1`), by a sieve: each
/// prime `p` (a number no smaller prime reached) adds one to every multiple of `p`, of `p^2`,
/// of `p^3`, and so on. No division: about `limit * ln ln limit` additions.
///
/// # Complexity
/// O(limit log log limit) time; one byte per number.
///
/// # Example
/// ```
/// use snippets::prime_factors::prime_factor_counts;
/// assert_eq!(prime_factor_counts(12), [0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// assert_eq!(prime_factor_counts(0), [0]);
/// ```
pub fn prime_factor_counts(limit: usize) -> Vec<u8> {
    let mut counts = vec![0u8; limit + 1];
    for p in 2..=limit {
        if counts[p] != 0 {
            continue;
        }
        let mut power = p;
        loop {
            for count in counts[power..].iter_mut().step_by(power) {
                *count += 1;
            }
            match power.checked_mul(p) {
                Some(next) if next <= limit => power = next,
                _ => break,
            }
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// Omega by trial division, the boring way.
    fn trial_division_count(mut n: u64) -> u32 {
        let mut count = 0;
        let mut d = 2;
        while d * d <= n {
            while n % d == 0 {
                n /= d;
                count += 1;
            }
            d += 1;
        }
        count + u32::from(n > 1)
    }

    fn trial_division_is_prime(n: u64) -> bool {
        n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
    }

    /// Miller-Rabin with the products mod `n` by `u128` remainders, no Montgomery form: an
    /// oracle for primes past trial division's reach.
    fn remainder_is_prime(n: u64) -> bool {
        let mul = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
        if n < 1 << 20 {
            return trial_division_is_prime(n);
        }
        if n % 2 == 0 {
            return false;
        }
        let shift = (n - 1).trailing_zeros();
        'bases: for base in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            let (mut x, mut power, mut exponent) = (1, base, (n - 1) >> shift);
            while exponent > 0 {
                if exponent & 1 == 1 {
                    x = mul(x, power);
                }
                power = mul(power, power);
                exponent >>= 1;
            }
            if x == 1 || x == n - 1 {
                continue;
            }
            for _ in 1..shift {
                x = mul(x, x);
                if x == n - 1 {
                    continue 'bases;
                }
            }
            return false;
        }
        true // the first 12 primes as bases decide every n < 3.3 * 10^24
    }

    /// Checks that `factors` are the prime factors of `n`, in order, by the oracles.
    fn assert_factorization(n: u64, factors: &[u64]) {
        let product = factors.iter().try_fold(1u64, |product, &p| product.checked_mul(p));
        assert_eq!(product, Some(n), "n={n} factors={factors:?}");
        assert!(factors.windows(2).all(|w| w[0] <= w[1]), "n={n} factors={factors:?}");
        for &p in factors {
            if p < 1 << 32 {
                assert!(trial_division_is_prime(p), "p={p} of n={n}");
            } else {
                assert!(remainder_is_prime(p), "p={p} of n={n}");
            }
        }
    }

    #[test]
    fn montgomery_against_remainders() {
        let mut rng = Rng::new(64);
        let moduli = (0..40).flat_map(|k| {
            [1 + 2 * k, (1 << 32) - 1 - 2 * k, (1 << 32) + 1 + 2 * k, u64::MAX - 2 * k]
        });
        for n in moduli {
            let field = Montgomery::new(n);
            assert_eq!(n.wrapping_mul(field.inverse), 1, "n={n}");
            for _ in 0..50 {
                let (a, b) = (rng.next_u64(), rng.next_u64() % n);
                let expected = (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
                let product = field.value_of(field.mul(field.form_of(a), field.form_of(b)));
                assert_eq!(product, expected, "n={n} a={a} b={b}");
                let exponent = rng.below_or_equal(1000);
                let power = field.value_of(field.pow(field.form_of(a), exponent));
                let mut expected = 1 % n;
                for _ in 0..exponent {
                    expected = (u128::from(expected) * u128::from(a) % u128::from(n)) as u64;
                }
                assert_eq!(power, expected, "n={n} a={a} exponent={exponent}");
            }
        }
    }

    /// The lazy product (forms in `0..2n`, `n < 2^62`) against the `u128` remainder, for odd
    /// moduli near 1, 2^32 and just below 2^62, the factors anywhere in `0..2n` (their
    /// extremes included) and a constant below `n` added as the rho step adds it.
    #[test]
    fn lazy_montgomery_against_remainders() {
        let mut rng = Rng::new(62);
        let moduli = (0..40).flat_map(|k| {
            [1 + 2 * k, (1 << 32) - 1 - 2 * k, (1 << 32) + 1 + 2 * k, (1 << 62) - 1 - 2 * k]
        });
        for n in moduli {
            let field = Montgomery::new(n);
            // `2^-64 mod n`, by the strict reduction (checked above) of 1.
            let inverse_radix = u128::from(field.value_of(1));
            let mut cases: Vec<(u64, u64)> = vec![(2 * n - 1, 2 * n - 1), (0, 2 * n - 1), (n, n)];
            cases.extend((0..200).map(|_| (rng.next_u64() % (2 * n), rng.next_u64() % (2 * n))));
            for (a, b) in cases {
                let c = rng.next_u64() % n;
                let t = u128::from(a) * u128::from(b) + u128::from(c);
                let reduced = field.reduce_lazy(t);
                let expected = (t % u128::from(n) * inverse_radix % u128::from(n)) as u64;
                assert!(reduced < 2 * n, "n={n} a={a} b={b} c={c}: {reduced}");
                assert_eq!(reduced % n, expected, "n={n} a={a} b={b} c={c}");
                assert_eq!(field.mul_lazy(a, b) % n, field.reduce_lazy(t - u128::from(c)) % n);
            }
        }
    }

    #[test]
    fn gcd_against_euclid() {
        let mut rng = Rng::new(12);
        for _ in 0..10_000 {
            let (a, b) = (rng.any_magnitude(), rng.any_magnitude());
            let (mut x, mut y) = (a, b);
            while y != 0 {
                (x, y) = (y, x % y);
            }
            assert_eq!(gcd(a, b), x, "a={a} b={b}");
        }
        assert_eq!(gcd(0, 0), 0);
        assert_eq!(gcd(u64::MAX, u64::MAX - 1), 1);
    }

    #[test]
    fn near_powers_of_two() {
        for k in 1..=32 {
            let low = (1u64 << k).saturating_sub(300);
            for n in low..=(1 << k) + 300 {
                assert_eq!(prime_factor_count(n), trial_division_count(n), "n={n}");
                assert_eq!(is_prime(n), trial_division_is_prime(n), "n={n}");
            }
        }
        for k in 33..=64 {
            let power = if k == 64 { u64::MAX } else { 1u64 << k };
            for n in power - 64..=power.saturating_add(64) {
                let factors = prime_factors(n);
                assert_factorization(n, &factors);
                assert_eq!(is_prime(n), factors.len() == 1, "n={n}");
            }
        }
    }

    #[test]
    fn divisors_of_the_bases() {
        for base in [2u64, 325, 9375, 28178, 450775, 9780504, 1795265022] {
            for d in (1..).take_while(|d| d * d <= base).filter(|d| base % d == 0) {
                for divisor in [d, base / d] {
                    assert_eq!(
                        is_prime(divisor),
                        trial_division_is_prime(divisor),
                        "d={divisor} of {base}"
                    );
                    assert_eq!(
                        prime_factor_count(divisor),
                        trial_division_count(divisor),
                        "d={divisor}"
                    );
                }
            }
        }
    }

    #[test]
    fn semiprimes_near_two_to_the_32() {
        let primes: Vec<u64> =
            ((1u64 << 32) - 2000..1 << 32).filter(|&p| trial_division_is_prime(p)).collect();
        let mut rng = Rng::new(32);
        for _ in 0..20 {
            let p = primes[rng.below_or_equal(primes.len() as u64 - 1) as usize];
            let q = primes[rng.below_or_equal(primes.len() as u64 - 1) as usize];
            let expected = [p.min(q), p.max(q)];
            assert_eq!(prime_factors(p * q), expected, "n={}", p * q);
            assert!(!is_prime(p * q), "n={}", p * q);
        }
    }

    #[test]
    fn hand_cases() {
        assert_eq!(prime_factors(2 * 3 * 4), [2, 2, 2, 3]);
        assert_eq!(prime_factor_count(100_000), 10);
        assert_eq!(prime_factor_count(99_991), 1);
        assert!(is_prime(1_000_000_007) && is_prime(998_244_353));
        assert!(!is_prime(1_000_000_007 * 998_244_353));
        assert_eq!(prime_factors(1_000_000_007 * 998_244_353), [998_244_353, 1_000_000_007]);
    }

    #[test]
    fn every_count_against_trial_division() {
        let limit = if cfg!(debug_assertions) { 100_000 } else { 1_000_000 };
        for n in 0..limit {
            assert_eq!(prime_factor_count(n), trial_division_count(n), "n={n}");
        }
    }

    #[test]
    fn sieve_against_trial_division() {
        let limit = if cfg!(debug_assertions) { 100_000 } else { 1_000_000 };
        let counts = prime_factor_counts(limit);
        for (n, &count) in counts.iter().enumerate() {
            assert_eq!(u32::from(count), trial_division_count(n as u64), "n={n}");
        }
    }

    /// Every limit up to 300, prime powers among them (a last multiple at the limit itself).
    #[test]
    fn sieve_at_every_small_limit() {
        for limit in 0..=300 {
            let counts = prime_factor_counts(limit);
            assert_eq!(counts.len(), limit + 1, "limit={limit}");
            for (n, &count) in counts.iter().enumerate() {
                let expected = trial_division_count(n as u64);
                assert_eq!(u32::from(count), expected, "limit={limit} n={n}");
            }
        }
    }

    /// Primes from the literature; the ones below 2^40 are checked by trial division here.
    const KNOWN_PRIMES: [u64; 16] = [
        2,
        3,
        65_519,
        65_521,
        65_537,
        2_147_483_647,
        998_244_353,
        1_000_000_007,
        4_294_967_279,
        4_294_967_291,
        4_294_967_311,
        4_294_967_357,
        1_099_511_627_689,          // the largest prime below 2^40
        2_305_843_009_213_693_951,  // 2^61 - 1
        9_223_372_036_854_775_783,  // the largest prime below 2^63
        18_446_744_073_709_551_557, // the largest prime below 2^64
    ];

    #[test]
    fn products_of_known_primes() {
        for p in KNOWN_PRIMES.iter().filter(|&&p| p < 1 << 41) {
            assert!(trial_division_is_prime(*p), "p={p}");
        }
        let mut rng = Rng::new(368);
        for round in 0..3000 {
            let mut product: u64 = 1;
            let mut used = Vec::new();
            loop {
                let p = KNOWN_PRIMES[rng.below_or_equal(KNOWN_PRIMES.len() as u64 - 1) as usize];
                let Some(next) = product.checked_mul(p) else { break };
                product = next;
                used.push(p);
                if round % 2 == 0 && used.len() == 2 {
                    break; // semiprimes half the time: squares near 2^32 among them
                }
            }
            used.sort_unstable();
            assert_eq!(prime_factors(product), used, "n={product}");
            assert_eq!(prime_factor_count(product), used.len() as u32, "n={product}");
            assert_eq!(is_prime(product), used.len() == 1, "n={product}");
        }
        for p in KNOWN_PRIMES {
            assert!(is_prime(p), "p={p}");
            if let Some(square) = p.checked_mul(p) {
                assert_eq!(prime_factors(square), [p, p], "p={p}");
            }
        }
    }

    #[test]
    fn carmichael_numbers_and_strong_pseudoprimes() {
        let known: [&[u64]; 19] = [
            &[3, 11, 17],
            &[5, 13, 17],
            &[7, 13, 19],
            &[5, 17, 29],
            &[7, 13, 31],
            &[7, 23, 41],
            &[7, 19, 67],
            &[7, 11, 13, 41],
            &[5, 7, 17, 19, 73],
            &[5, 19, 23, 29, 37, 137],
            &[23, 89],                   // 2047, base 2
            &[29, 113],                  // 3277, base 2
            &[829, 1657],                // 1373653, bases 2, 3
            &[2251, 11251],              // 25326001, bases 2, 3, 5
            &[151, 751, 28351],          // 3215031751, bases 2..=7
            &[6763, 10627, 29947],       // 2152302898747, bases 2..=11
            &[1303, 16927, 157543],      // 3474749660383, bases 2..=13
            &[10670053, 32010157],       // 341550071728321, bases 2..=17
            &[149491, 747451, 34233211], // 3825123056546413051, bases 2..=23
        ];
        for factors in known {
            let n: u64 = factors.iter().product();
            for &p in factors {
                assert!(trial_division_is_prime(p), "p={p} of n={n}");
            }
            assert!(!is_prime(n), "n={n}");
            assert_eq!(prime_factors(n), factors, "n={n}");
        }
    }

    #[test]
    fn seeded_random_factors_multiply_back() {
        let mut rng = Rng::new(2024);
        for _ in 0..3000 {
            let n = rng.any_magnitude();
            let factors = prime_factors(n);
            if n < 2 {
                assert!(factors.is_empty(), "n={n}");
                continue;
            }
            assert_factorization(n, &factors);
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(prime_factors(0), Vec::<u64>::new());
        assert_eq!(prime_factors(1), Vec::<u64>::new());
        assert_eq!(prime_factors(2), [2]);
        assert_eq!(prime_factors(u64::MAX), [3, 5, 17, 257, 641, 65537, 6700417]);
        assert_eq!(prime_factors(u64::MAX - 1), [2, 7, 7, 73, 127, 337, 92737, 649657]);
        assert_eq!(prime_factor_count(1 << 63), 63);
        assert!(!is_prime(0) && !is_prime(1) && is_prime(2) && !is_prime(u64::MAX));
        assert_eq!(prime_factor_counts(1), [0, 0]);
    }
}
