//! HDU 3032 Nim or not Nim?: Lasker's Nim (take from a heap, or split it in two), by
//! `snippets::multi_sg`: the XOR of the heaps' closed-form Grundy values.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3032
//!
//! Input: `T`, then `T` cases: `N`, then `N` heap sizes. Output per case: `Alice` if the first
//! player wins, else `Bob`.

use snippets::io::{Input, Output};
use snippets::multi_sg;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(heaps) = input.u64().and_then(|n| input.u64s(n)) else { break };
        if multi_sg::lasker_first_player_wins(&heaps) {
            out.put(b"Alice\n")
        } else {
            out.put(b"Bob\n")
        }
    }
}
