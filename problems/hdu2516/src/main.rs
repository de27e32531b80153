//! HDU 2516 取石子游戏: the Fibonacci game; the first player loses iff `n` is a Fibonacci
//! number.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2516
//!
//! Input: one `n` per line until `0` (or end of input). Output per line: `Second win` if the
//! first player loses, else `First win`.

use snippets::fibonacci_game;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(n) = input.u64().filter(|&n| n != 0) {
        if fibonacci_game::first_player_wins(n) {
            out.put(b"First win\n")
        } else {
            out.put(b"Second win\n")
        }
    }
}
