//! AtCoder ABC297 G Constrained Nim 2: Nim where a move removes between `L` and `R` stones
//! from one pile. Each pile is worth `floor((a mod (L + R)) / L)` (`snippets::range_nim`);
//! Taro, who moves first, wins iff their XOR is not 0.
//! https://atcoder.jp/contests/abc297/tasks/abc297_g
//!
//! Input: `N L R`, then `N` pile sizes; further cases of that shape to the end of the input
//! (AtCoder sends one); exact for every `u64`; `L = 0` or `L > R` stops the program with a
//! message naming them. Output per case: `First` if the first player wins, else `Second`;
//! nothing for a case that the input ends in.

use snippets::io::{self, Input, Output};
use snippets::range_nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(n), Some(low), Some(high)) = (input.u64(), input.u64(), input.u64()) {
        if low == 0 || low > high {
            io::fail(format_args!("L = {low}, R = {high}: the takes must be 1 <= L <= R"));
        }
        let mut sum = 0;
        for _ in 0..n {
            let Some(pile) = input.u64() else { return };
            sum ^= range_nim::grundy_value(pile, low, high).unwrap_or(0);
        }
        if sum != 0 { out.put(b"First\n") } else { out.put(b"Second\n") }
    }
}
