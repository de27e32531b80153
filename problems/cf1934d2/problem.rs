//! cf1934d2 as the tools see it: an interactive game. A case is one `n`; the case file the
//! interactor (`problems/cf1934d2/interactor.rs`) reads is `t`, then the `t` values; the
//! interactor is the perfect opponent, so no brute force answers here.

use problem::{MaxInput, Problem, Rng};
use std::fmt::Write;

struct XorBreak;

impl Problem for XorBreak {
    type Case = u64;
    const MAX_SUPPORTED: u64 = u64::MAX;
    const DEFAULT_MAX: u64 = u64::MAX;
    const BAD_TOKENS: &'static [&'static str] = &["@\n", "1\n@\n", "1\n3\n@ 1\n", "1\n3\n1 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n3\n2 2\n", "breaks neither 2 nor 1"),
        ("1\n13\n13 0\n", "breaks neither 13 nor 13"),
        ("1\n13\n-1 5\n", "`-1`"),
    ];

    /// `n` in `1..=max`: uniform, a power of two, all ones, a random bit pattern, the edges.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        let max = max.max(1);
        let n = match rng.between(0, 5) {
            0 => 1u64 << rng.between(0, 63),
            1 => u64::MAX >> rng.between(0, 63),
            2 => rng.next_u64() & rng.next_u64(),
            3 => rng.next_u64() | rng.next_u64(),
            _ => rng.value(max),
        };
        n.clamp(1, max)
    }

    fn input(&self, cases: &[u64]) -> String {
        let lines: String = cases.iter().map(|n| format!("{n}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    /// Not called: the interactor is the perfect opponent (the problem is interactive: `interactor.rs`).
    fn brute_force(&mut self, _case: &u64) -> String {
        String::new()
    }

    /// `n >= 1`.
    fn valid(&self, &n: &u64) -> bool {
        n >= 1
    }

    /// `t = 1000` games of `n` up to 10^18 (not timed: interactive problems have no bench).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(1000, |text| {
            let _ = writeln!(text, "{}", rng.between(1, 1_000_000_000_000_000_000));
        })
    }
}

/// What the tools read of cf1934d2 (`problem::Problem`).
pub fn description() -> impl Problem {
    XorBreak
}
