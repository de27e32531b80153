//! HDU 2176 取(m堆)石子游戏: Nim, listing every winning first move, one per pile in input
//! order: `snippets::nim::winning_moves`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2176
//!
//! Input: cases `m`, then `m` pile sizes, until `m = 0` (or end of input); exact for every
//! `u64`. Output per case: `No` if the first player loses; else `Yes`, then one line `a b` per
//! winning move (the pile had `a` stones and `b` are left), in the input order of the piles.

use snippets::io::{Input, Output};
use snippets::nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(m) = input.u64() {
        let Some(piles) = input.u64s(m).filter(|_| m != 0) else { break };
        let moves = nim::winning_moves(&piles);
        if moves.is_empty() {
            out.put(b"No\n")
        } else {
            out.put(b"Yes\n")
        }
        for (index, left) in moves {
            out.number(piles[index], b' ');
            out.number(left, b'\n');
        }
    }
}
