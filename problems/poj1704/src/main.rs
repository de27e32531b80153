//! POJ 1704 Georgia and Bob: chessmen shifted left on a row, which is Staircase Nim on the
//! gaps, by `snippets::staircase_nim`.
//! http://poj.org/problem?id=1704
//!
//! Input: `T`, then `T` cases: `N`, then `N` distinct cells (from 1, in any order). Output per
//! case: `Georgia will win` if the first player wins, else `Bob will win`. Two chessmen on one
//! cell, or one on cell 0, stop the program with a message naming the cell.

use snippets::io::{self, Input, Output};
use snippets::staircase_nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(positions) = input.u64().and_then(|n| input.u64s(n)) else { break };
        match staircase_nim::chessmen_first_player_wins(&positions) {
            Ok(wins) => {
                if wins {
                    out.put(b"Georgia will win\n")
                } else {
                    out.put(b"Bob will win\n")
                }
            }
            Err(invalid) => io::fail(invalid),
        }
    }
}
