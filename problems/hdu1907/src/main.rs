//! HDU 1907 John: misère Nim (whoever takes the last object loses), by
//! `snippets::misere_nim::first_player_wins`, the anti-SG rule on heaps worth their size.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1907
//!
//! Input: `T`, then `T` cases: `N`, then `N` pile sizes (exact for every `u64`; a pile of `0`
//! changes nothing). Output per case: `John` if the first player wins, else `Brother`.

use snippets::io::{Input, Output};
use snippets::misere_nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(piles) = input.u64().and_then(|n| input.u64s(n)) else { break };
        if misere_nim::first_player_wins(&piles) {
            out.put(b"John\n")
        } else {
            out.put(b"Brother\n")
        }
    }
}
