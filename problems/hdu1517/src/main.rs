//! HDU 1517 A Multiplication Game (also POJ 2505, UVa 847): `p` starts at `1`, a move
//! multiplies it by `2..=9`, the first to reach `p >= n` wins:
//! `snippets::multiplication_game::first_player_wins`, exact for every `u64`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1517
//!
//! Input: one `n` per line until end of input. Output per `n`: `Stan wins.` if the first
//! player wins (also for `n <= 1`), else `Ollie wins.`.

use snippets::io::{Input, Output};
use snippets::multiplication_game;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(n) = input.u64() {
        if multiplication_game::first_player_wins(n) {
            out.put(b"Stan wins.\n")
        } else {
            out.put(b"Ollie wins.\n")
        }
    }
}
