//! HDU 5795 A Simple Nim: Nim where a move may instead split a heap into three non-empty
//! heaps; `snippets::multi_sg`'s closed form of period 8, summed as the heaps are read.
//! https://acm.hdu.edu.cn/showproblem.php?pid=5795
//!
//! Input: `T`, then `T` cases `n` and `n` heap sizes. Output per case: `First player wins.`
//! or `Second player wins.`. Input that ends early ends the output there.

use snippets::io::{Input, Output};
use snippets::multi_sg;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    'cases: for _ in 0..cases {
        let Some(n) = input.u64() else { break };
        // Each heap added to the sum as it is read: nothing kept.
        let mut sum = multi_sg::SplitThreeSum::default();
        for _ in 0..n {
            let Some(heap) = input.u64() else { break 'cases };
            sum.add(heap);
        }
        out.put(if sum.first_player_wins() {
            "First player wins.\n"
        } else {
            "Second player wins.\n"
        });
    }
}
