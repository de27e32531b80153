//! HDU 1850 Being a Good Boy in Spring Festival: Nim, count the winning first moves.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1850
//!
//! Input: cases `M`, then `M` pile sizes, until `M = 0` (or end of input). Output per case:
//! how many different first moves win (`0` if the first player loses).

use snippets::io::{Input, Output};
use snippets::nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(count) = input.u64() {
        let Some(piles) = input.u64s(count).filter(|_| count != 0) else { break };
        out.number(nim::count_winning_moves(&piles) as u64, b'\n');
    }
}
