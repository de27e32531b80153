//! HDU 1849 Rabbit and Grass: pieces on a line; a move shifts one piece any positive distance
//! toward `0`. A piece at position `p` is a Nim pile of `p`: `snippets::nim::first_player_wins`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1849
//!
//! Input: cases `m`, then `m` positions, until `m = 0` (or end of input); exact for every
//! `u64`. Output per case: `Rabbit Win!` if the first player wins, else `Grass Win!`.

use snippets::io::{Input, Output};
use snippets::nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(m) = input.u64() {
        let Some(positions) = input.u64s(m).filter(|_| m != 0) else { break };
        if nim::first_player_wins(&positions) {
            out.put(b"Rabbit Win!\n")
        } else {
            out.put(b"Grass Win!\n")
        }
    }
}
