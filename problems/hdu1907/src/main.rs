//! HDU 1907 John: misère Nim (whoever takes the last object loses): the anti-SG rule on heaps
//! worth their size, `snippets::anti_sg::first_player_wins`, on the pile sizes as they are
//! read (what `snippets::misere_nim::first_player_wins` does with a slice of them).
//! https://acm.hdu.edu.cn/showproblem.php?pid=1907
//!
//! Input: `T`, then `T` cases: `N`, then `N` pile sizes (exact for every `u64`; a pile of `0`
//! changes nothing). Output per case: `John` if the first player wins, else `Brother`.

use snippets::anti_sg;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(n) = input.u64() else { break };
        // The piles as they are read: none is kept. A case the input ends in has no answer.
        let mut complete = true;
        let piles = (0..n).map_while(|_| {
            input.u64().or_else(|| {
                complete = false;
                None
            })
        });
        let wins = anti_sg::first_player_wins(piles);
        if !complete {
            break;
        }
        if wins { out.put(b"John\n") } else { out.put(b"Brother\n") }
    }
}
