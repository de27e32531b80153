//! Library Checker Nim Product (F_{2^64}): the nim product of two `u64`, by
//! `snippets::nimber::product`.
//! https://judge.yosupo.jp/problem/nim_product_64
//!
//! Input: `T`, then `T` lines `A B`. Output per line: the nim product of `A` and `B`.
//!
//! At `T = 10^6` the input is about 40 MB; it is read through `snippets::io` in 64 KiB chunks,
//! so memory stays near the nimber tables (32 KiB with `PCLMULQDQ`, else 1.1 MiB). The
//! factors, random `u64` of 19 or 20 digits in most tests, are read eight digits a step
//! (`long_u64`).

use snippets::io::{Input, Output};
use snippets::nimber;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(count) = input.u64() else { return };
    for _ in 0..count {
        let (Some(a), Some(b)) = (input.long_u64(), input.long_u64()) else { break };
        out.number(nimber::product(a, b), b'\n');
    }
}
