//! HDU 2486 A simple stone game (also HDU 2580, POJ 3922): k-multiple dynamic subtraction;
//! `snippets::k_multiple_game` builds the losing sizes and splits `n` into them greedily.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2486
//!
//! Input: `t`, then `t` lines `n k`. Output per case: `Case N: ` and the smallest winning
//! first take, or `lose`. `n < 2`, `k = 0`, or `k > 10^5` with `n > k + 1`: error.
//!
//! The work is bounded, as `t` is not: the losing sizes of a `k` are kept while the next case
//! has the same `k` (extended, not built again), and all the cases together may build at most
//! [`MAX_TERMS`] = 3 * 10^7 of them, twice the statement's worst (20 cases of `n = 10^8`, each
//! a different `k` near 10^5: 748,551 terms each); one case of `n = 2^64 - 1` at `k = 10^5`
//! builds 3,342,576. Past the bound: an error naming the case.

use snippets::io::{self, Input, Output};
use snippets::k_multiple_game::LosingSizes;

/// The most losing sizes built over all cases (each new `k` builds its own from 1).
const MAX_TERMS: u64 = 30_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    let mut sizes = LosingSizes::default();
    for case in 1..=cases {
        let (Some(n), Some(k)) = (input.u64(), input.u64()) else { break };
        if n < 2 || k == 0 {
            io::fail(format_args!("case {case}: `{n} {k}` needs n >= 2 and k >= 1"));
        }
        if k > 100_000 && n - 1 > k {
            io::fail(format_args!("case {case}: k = {k} is above 10^5 with n = {n} > k + 1"));
        }
        let take = sizes.winning_first_take(n, k);
        if sizes.terms_built() > MAX_TERMS {
            io::fail(format_args!(
                "case {case}: `{n} {k}` takes the losing sizes built past 3*10^7, the bound on all cases together (a new k builds its own)"
            ));
        }
        out.put(b"Case ");
        out.number(case, b':');
        match take {
            Some(take) => {
                out.put(b" ");
                out.number(take, b'\n')
            }
            None => out.put(b" lose\n"),
        }
    }
}
