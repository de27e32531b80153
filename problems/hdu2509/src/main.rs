//! HDU 2509 Be the Winner: rows of apples; a move takes a run of consecutive apples from one
//! row (possibly splitting it in two); whoever takes the last apple loses. A row of `x` is
//! worth `x` (its moves reach every value below and no other), so this is misère Nim:
//! `snippets::misere_nim::first_player_wins`, the anti-SG rule.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2509
//!
//! Input: cases until end of input: `n`, then `n` row sizes (exact for every `u64`). Output
//! per case: `Yes` if the first player wins, else `No`.

use snippets::io::{Input, Output};
use snippets::misere_nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(rows) = input.u64().and_then(|n| input.u64s(n)) {
        if misere_nim::first_player_wins(&rows) { out.put(b"Yes\n") } else { out.put(b"No\n") }
    }
}
