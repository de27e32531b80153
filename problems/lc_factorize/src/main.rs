//! Library Checker Factorize: the prime factors of `Q` numbers, by
//! `snippets::prime_factors::prime_factors` (trial division below 53, Miller-Rabin with
//! Sinclair's seven bases, Pollard's rho in Brent's form, Montgomery products).
//! https://judge.yosupo.jp/problem/factorize
//!
//! Input: `Q`, then `Q` numbers `a` (statement: Q <= 100, 1 <= a <= 10^18). Output per number:
//! `k x_1 ... x_k`, its `k` prime factors with multiplicity in increasing order (`0` for `1`).
//! Exact for every `u64` from 1 on; `0`, which has no factorization, stops the program with a
//! message naming it.
//!
//! Cost: a product of two primes near 10^9 (the statement's hardest) about 0.19 ms, near 2^32
//! about 0.42 ms of CPU here; a prime near 2^64, under 2 microseconds.

use snippets::io::{self, Input, Output};
use snippets::prime_factors;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(count) = input.u64() else { return };
    for _ in 0..count {
        let Some(number) = input.long_u64() else { break };
        if number == 0 {
            io::fail("number `0` has no factorization: the numbers are at least 1");
        }
        let factors = prime_factors::prime_factors(number);
        out.number(factors.len() as u64, if factors.is_empty() { b'\n' } else { b' ' });
        for (i, &p) in factors.iter().enumerate() {
            out.number(p, if i + 1 == factors.len() { b'\n' } else { b' ' });
        }
    }
}
