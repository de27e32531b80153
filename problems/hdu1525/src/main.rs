//! HDU 1525 Euclid's Game (also POJ 2348): subtract a multiple of the smaller number from the
//! larger, whoever makes a 0 wins; `snippets::euclid_game` follows the forced moves.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1525
//!
//! Input: lines `a b` until `0 0` (or the end of input). Output per line: `Stan wins` if the
//! first player wins, else `Ollie wins`. A line with exactly one 0 is not a position: error.

use snippets::euclid_game;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let (Some(a), Some(b)) = (input.u64(), input.u64()) {
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            io::fail(format_args!("line `{a} {b}` has exactly one 0: not a position"));
        }
        if euclid_game::first_player_wins(a, b) {
            out.put(b"Stan wins\n")
        } else {
            out.put(b"Ollie wins\n")
        }
    }
}
