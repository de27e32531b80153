//! Codeforces 1965 A Everything Nim: a move takes the same `k`, at most the smallest pile, from
//! every nonempty pile. `snippets::everything_nim::first_player_wins` decides from the run
//! `1, 2, ..., k` at the start of the sorted distinct sizes; Alice moves first.
//! https://codeforces.com/contest/1965/problem/A
//!
//! Input: `t`, then `t` cases: `n`, then `n` pile sizes; exact for every `u64` (a `0` stops the
//! program with a message naming it). Output per case: `Alice` or `Bob`, the winner.

use snippets::everything_nim;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    for _ in 0..cases {
        let Some(piles) = input.u64().and_then(|n| input.u64s(n)) else { break };
        if let Some(i) = piles.iter().position(|&pile| pile == 0) {
            io::fail(format_args!("pile {} is `0`: every size must be at least 1", i + 1));
        }
        if everything_nim::first_player_wins(&piles) {
            out.put(b"Alice\n")
        } else {
            out.put(b"Bob\n")
        }
    }
}
