//! Luogu P2490 [SDOI2011] 黑白棋: on a strip of `n` cells, `k` pieces alternate white and
//! black from a white at the left; a move moves 1 to `d` pieces of one's colour toward the
//! other colour. The gaps inside the white-black pairs are Moore's Nim_d; the placements the
//! first player wins are counted mod 10^9 + 7 by `snippets::moore_nim::strip_winning_placements`.
//! https://www.luogu.com.cn/problem/P2490
//!
//! Input: `n k d` (1 <= d <= k <= n <= 10^4, k even, k <= 100); further cases of that shape to
//! the end of the input (the judge sends one). A value outside those bounds stops the program
//! with a message naming it. Output per case: the count mod 1000000007.

use snippets::io::{self, Input, Output};
use snippets::moore_nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(n), Some(k), Some(d)) = (input.u64(), input.u64(), input.u64()) {
        if !(1..=10_000).contains(&n) {
            io::fail(format_args!("n = {n} is not in 1..=10000"));
        }
        if !(1..=n.min(100)).contains(&k) || k % 2 == 1 {
            io::fail(format_args!("k = {k} is not an even number in 1..=min(n, 100)"));
        }
        if !(1..=k).contains(&d) {
            io::fail(format_args!("d = {d} is not in 1..=k"));
        }
        let count = moore_nim::strip_winning_placements(n as usize, k as usize, d, 1_000_000_007);
        out.number(count.unwrap_or(0), b'\n');
    }
}
