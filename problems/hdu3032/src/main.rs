//! HDU 3032 Nim or not Nim?: Lasker's Nim (take from a heap, or split it in two), by
//! `snippets::multi_sg`: the heaps' closed-form Grundy values, XORed as they are read.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3032
//!
//! Input: `T`, then `T` cases: `N`, then `N` heap sizes. Output per case: `Alice` if the first
//! player wins, else `Bob`.

use snippets::io::{Input, Output};
use snippets::multi_sg;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    'cases: for _ in 0..cases {
        let Some(n) = input.u64() else { break };
        // Each heap added to the sum as it is read: nothing kept.
        let mut sum = multi_sg::LaskerSum::default();
        for _ in 0..n {
            let Some(heap) = input.u64() else { break 'cases };
            sum.add(heap);
        }
        out.put(if sum.first_player_wins() { "Alice\n" } else { "Bob\n" });
    }
}
