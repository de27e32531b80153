//! HDU 2509 Be the Winner: rows of apples; a move takes a run of consecutive apples from one
//! row (possibly splitting it in two); whoever takes the last apple loses. A row of `x` is
//! worth `x` (its moves reach every value below and no other), so this is misère Nim: the
//! anti-SG rule, `snippets::anti_sg::first_player_wins`, on the row sizes as they are read
//! (what `snippets::misere_nim::first_player_wins` does with a slice of them).
//! https://acm.hdu.edu.cn/showproblem.php?pid=2509
//!
//! Input: cases until end of input: `n`, then `n` row sizes (exact for every `u64`). Output
//! per case: `Yes` if the first player wins, else `No`.

use snippets::anti_sg;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(n) = input.u64() {
        // The rows as they are read: none is kept. A case the input ends in has no answer.
        let mut complete = true;
        let rows = (0..n).map_while(|_| {
            input.u64().or_else(|| {
                complete = false;
                None
            })
        });
        let wins = anti_sg::first_player_wins(rows);
        if !complete {
            break;
        }
        if wins { out.put(b"Yes\n") } else { out.put(b"No\n") }
    }
}
