//! HDU 1846 Brave Game: the Bash game; the player to move loses iff `n` is a multiple of
//! `m + 1`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1846
//!
//! Input: `C`, then `C` lines `n m`. Output per line: `first` if the player to move wins,
//! else `second`. Input that ends early ends the output there.

use snippets::bash;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let (Some(n), Some(m)) = (input.u64(), input.u64()) else { break };
        if bash::first_player_wins(n, m) { out.put(b"first\n") } else { out.put(b"second\n") }
    }
}
