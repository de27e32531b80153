//! AtCoder ARC151 C 01 Game: write 0 or 1 on an empty square, never two equal digits side by
//! side. The blank runs are independent, each worth `snippets::zero_one_game::run_value`
//! (`k mod 2` with no end, `k` with one, 1 between equal digits, 0 between different ones);
//! Takahashi, who moves first, wins iff their xor (`snippets::zero_one_game::row_value`,
//! summed here run by run as the squares arrive, so that nothing is kept) is not 0.
//! https://atcoder.jp/contests/arc151/tasks/arc151_c
//!
//! Input: `N M`, then `M` lines `X_i Y_i`; further cases of that shape to the end of the input
//! (AtCoder sends one); exact for every `u64` `N`. Squares not strictly increasing or outside
//! `1..=N`, a digit other than 0 or 1, equal digits on adjacent squares, an input that ends
//! before `M` lines (a line too many starts a case that ends so, unless it reads as a whole
//! case `N 0`) stop the program with a message naming them. Output per case: `Takahashi` or
//! `Aoki`, the winner.

use snippets::io::{self, Input, Output};
use snippets::zero_one_game;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut case = 0;
    while let Some(n) = input.u64() {
        case += 1;
        let Some(m) = input.u64() else {
            io::fail(format_args!("case {case}: N = {n}, but the input ends before M"));
        };
        // The row's value run by run, from the blanks before each written square.
        let (mut value, mut last) = (0, None);
        for i in 1..=m {
            let (Some(x), Some(y)) = (input.u64(), input.u64()) else {
                io::fail(format_args!(
                    "case {case}: M = {m}, but the input ends after {} lines",
                    i - 1
                ));
            };
            if x == 0 || x > n {
                io::fail(format_args!("square X_{i} = {x} is outside 1..={n}"));
            }
            if y > 1 {
                io::fail(format_args!("digit Y_{i} = {y} is neither 0 nor 1"));
            }
            let digit = y == 1;
            value ^= match last {
                None => zero_one_game::run_value(x - 1, None, Some(digit)),
                Some((previous, _)) if x <= previous => {
                    io::fail(format_args!("square X_{i} = {x} does not come after {previous}"))
                }
                Some((previous, same)) if x == previous + 1 && same == digit => io::fail(
                    format_args!("squares {previous} and {x} are adjacent and both hold {y}"),
                ),
                Some((previous, before)) => {
                    zero_one_game::run_value(x - previous - 1, Some(before), Some(digit))
                }
            };
            last = Some((x, digit));
        }
        value ^= match last {
            None => zero_one_game::run_value(n, None, None),
            Some((x, digit)) => zero_one_game::run_value(n - x, Some(digit), None),
        };
        if value != 0 { out.put(b"Takahashi\n") } else { out.put(b"Aoki\n") }
    }
}
