//! AtCoder ABC354 E Remove Pairs: remove two cards whose fronts or backs are equal; win/lose
//! over the 2^N sets of cards left (`snippets::remove_pairs`, the bitmask minimax of
//! `snippets::minimax::solve_masks` written out for this game).
//! https://atcoder.jp/contests/abc354/tasks/abc354_e
//!
//! Input: `N`, then `N` lines `A_i B_i`; further cases of that shape to the end of the input
//! (AtCoder sends one); `A_i`, `B_i` every `u64` (they are only compared), `N` above 18 stops
//! the program with a message naming it. Output per case: `Takahashi` or `Aoki`, the winner;
//! nothing for a case that the input ends in.

use snippets::io::{self, Input, Output};
use snippets::remove_pairs::first_player_wins;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut cards = Vec::new();
    while let Some(n) = input.u64() {
        if n > 18 {
            io::fail(format_args!("N `{n}` is above 18 (2^N sets of cards are searched)"));
        }
        cards.clear();
        for _ in 0..n {
            let (Some(front), Some(back)) = (input.u64(), input.u64()) else { return };
            cards.push((front, back));
        }
        if first_player_wins(&cards) == Some(true) {
            out.put(b"Takahashi\n")
        } else {
            out.put(b"Aoki\n")
        }
    }
}
