//! lc_factorize as the tools see it: random numbers against their factorization by trial
//! division (every divisor from 2 up to the square root of what is left).

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::fmt::Write;

struct Factorize;

/// Whether `n` is prime, by trial division.
fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| !n.is_multiple_of(d))
}

impl Problem for Factorize {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 1_000_000_000_000;
    const DEFAULT_MAX: u64 = 1_000_000;
    const BAD_TOKENS: &'static [&'static str] = &["@\n12\n", "2\n12\n@\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[("2\n12\n0\n", "number `0`")];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.between(1, max.max(1))
    }

    /// `Q`, then `Q` lines of one number.
    fn input(&self, cases: &[u64]) -> String {
        let lines: String = cases.iter().map(|n| format!("{n}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn brute_force(&mut self, &n: &u64) -> String {
        let (mut rest, mut factors, mut d) = (n, Vec::new(), 2);
        while d * d <= rest {
            while rest % d == 0 {
                factors.push(d);
                rest /= d;
            }
            d += 1;
        }
        if rest > 1 {
            factors.push(rest);
        }
        let mut line = factors.len().to_string();
        for p in factors {
            let _ = write!(line, " {p}");
        }
        line + "\n"
    }

    fn smaller(&self, &n: &u64) -> Vec<u64> {
        smaller_numbers(n).into_iter().filter(|&m| m >= 1).collect()
    }

    /// Q = 100 products of two random primes in `[10^9 - 10^6, 10^9]`: Library Checker's
    /// `big2` tests, the statement's hardest numbers.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let low = 1_000_000_000 - 1_000_000;
        let mut prime = || loop {
            let p = rng.between(low, 1_000_000_000);
            if is_prime(p) {
                return p;
            }
        };
        MaxInput::lines(100, "100\n", "", |text| {
            let _ = write!(text, "{}", prime() * prime());
        })
    }
}

/// What the tools read of lc_factorize (`problem::Problem`).
pub fn description() -> impl Problem {
    Factorize
}
