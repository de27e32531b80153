//! abc278g as the tools see it: an interactive game. A case is `(N, L, R)`; a case file holds
//! one game, `N L R` (the first case: the interactor plays one game a file); the interactor
//! (`problems/abc278g/interactor.rs`) is the perfect opponent, so no brute force answers here.

use problem::{MaxInput, Problem, Rng, smaller_numbers};

struct Subtraction;

impl Problem for Subtraction {
    type Case = (u64, u64, u64);
    const MAX_SUPPORTED: u64 = 2000;
    const DEFAULT_MAX: u64 = 2000;
    const BAD_TOKENS: &'static [&'static str] = &["@ 1 2\n", "6 @ 2\n", "6 1 @\n", "6 1 2\n@ 1\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2001 1 2\n", "N = 2001"),
        ("6 0 2\n", "L = 0"),
        ("6 3 2\n", "L = 3, R = 2"),
        ("6 1 2\n3 2\n", "`3 2` is not legal"),
        ("6 1 2\n1 3\n", "`1 3` is not legal"),
    ];

    /// `N` up to `max` (small often: every size of the statement's full range is reachable),
    /// `1 <= L <= R <= N`.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64, u64) {
        let top = if rng.between(0, 3) == 0 { max.max(1) } else { max.clamp(1, 60) };
        let n = rng.between(1, top);
        let l = rng.between(1, n);
        let r = if rng.between(0, 2) == 0 { l } else { rng.between(l, n) };
        (n, l, r)
    }

    fn input(&self, cases: &[(u64, u64, u64)]) -> String {
        cases.first().map_or(String::new(), |(n, l, r)| format!("{n} {l} {r}\n"))
    }

    /// Not called: the interactor is the perfect opponent (the problem is interactive: `interactor.rs`).
    fn brute_force(&mut self, _case: &(u64, u64, u64)) -> String {
        String::new()
    }

    fn smaller(&self, &(n, l, r): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        let mut found = Vec::new();
        for m in smaller_numbers(n).into_iter().filter(|&m| m >= 1) {
            found.push((m, l.min(m), r.min(m)));
        }
        for k in smaller_numbers(l).into_iter().filter(|&k| k >= 1) {
            found.push((n, k, r));
        }
        for s in smaller_numbers(r).into_iter().filter(|&s| s >= l) {
            found.push((n, l, s));
        }
        found
    }

    /// One game at the statement's largest `N` (not timed: interactive problems have no bench).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let l = rng.between(1, 10);
        MaxInput { text: format!("2000 {l} {l}\n"), queries: 1 }
    }
}

/// What the tools read of abc278g (`problem::Problem`).
pub fn description() -> impl Problem {
    Subtraction
}
