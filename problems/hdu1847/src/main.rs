//! HDU 1847 Good Luck in CET-4 Everybody!: take a power of two from one pile; the player to
//! move loses iff `n` is a multiple of 3.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1847
//!
//! Input: one `n` per line to end of input. Output per line: `Kiki` if the first player wins,
//! else `Cici`.

use snippets::io::{Input, Output};
use snippets::power_of_two_game;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(n) = input.u64() {
        if power_of_two_game::first_player_wins(n) {
            out.put(b"Kiki\n")
        } else {
            out.put(b"Cici\n")
        }
    }
}
