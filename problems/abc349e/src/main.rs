//! AtCoder ABC349 E Weighted Tic-Tac-Toe: minimax with memo over the colourings of the 3 x 3
//! board (`snippets::weighted_tic_tac_toe`: the search of `snippets::minimax::Minimax` over an
//! array of the 3^9 colourings).
//! https://atcoder.jp/contests/abc349/tasks/abc349_e
//!
//! Input: three lines of three integers, every `i64` (totals in `i128`); further boards to
//! the end of the input (AtCoder sends one). An even sum of the nine (a tie the statement
//! rules out) stops the program with a message naming the sum. Output per board: `Takahashi`
//! or `Aoki`, the winner; nothing for a board that the input ends in.

use snippets::io::{self, Input, Output};
use snippets::minimax::Outcome;
use snippets::weighted_tic_tac_toe::outcome;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    'boards: loop {
        let mut weights = [0i64; 9];
        for weight in &mut weights {
            let Some(value) = input.i64() else { break 'boards };
            *weight = value;
        }
        let sum: i128 = weights.iter().map(|&w| i128::from(w)).sum();
        if sum % 2 == 0 {
            io::fail(format_args!(
                "the sum of the weights `{sum}` is even (the statement has it odd)"
            ));
        }
        match outcome(&weights) {
            Outcome::Win => out.put(b"Takahashi\n"),
            Outcome::Loss => out.put(b"Aoki\n"),
            Outcome::Draw => io::fail("a draw, which an odd sum rules out"),
        }
    }
}
