//! HDU 3595 GG and MM: Euclid-like games played all at once (Every-SG), by
//! `snippets::every_sg`: the first player wins iff the largest step count is odd.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3595
//!
//! Input: cases until end of input: `N`, then `N` lines `p q`. Output per case: `MM` if the
//! first player wins, else `GG`.

use snippets::every_sg;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    // Flat, so that a case cut inside a game is an incomplete case, not an error.
    while let Some(piles) = input.u64().and_then(|n| input.u64s(n.saturating_mul(2))) {
        let games = piles.chunks_exact(2).map(|pq| (pq[0], pq[1]));
        if every_sg::euclid_games_first_player_wins(games) {
            out.put(b"MM\n")
        } else {
            out.put(b"GG\n")
        }
    }
}
