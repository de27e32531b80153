//! HDU 2486 A simple stone game (also HDU 2580, POJ 3922): k-multiple dynamic subtraction;
//! `snippets::k_multiple_game` builds the losing sizes and splits `n` into them greedily.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2486
//!
//! Input: `t`, then `t` lines `n k`. Output per case: `Case N: ` and the smallest winning
//! first take, or `lose`. `n < 2`, `k = 0`, or `k > 10^5` with `n > k + 1`: error.

use snippets::io::{self, Input, Output};
use snippets::k_multiple_game::LosingSizes;

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
        out.put(b"Case ");
        out.number(case, b':');
        match sizes.winning_first_take(n, k) {
            Some(take) => {
                out.put(b" ");
                out.number(take, b'\n')
            }
            None => out.put(b" lose\n"),
        }
    }
}
