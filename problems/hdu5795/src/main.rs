//! HDU 5795 A Simple Nim: Nim where a move may instead split a heap into three non-empty
//! heaps; `snippets::multi_sg`'s closed form of period 8, XORed in `u128`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=5795
//!
//! Input: `T`, then `T` cases `n` and `n` heap sizes. Output per case: `First player wins.`
//! or `Second player wins.`. Input that ends early ends the output there.

use snippets::io::{Input, Output};
use snippets::multi_sg;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(heaps) = input.u64().and_then(|n| input.u64s(n)) else { break };
        if multi_sg::split_three_first_player_wins(&heaps) {
            out.put(b"First player wins.\n")
        } else {
            out.put(b"Second player wins.\n")
        }
    }
}
