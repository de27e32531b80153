//! Codeforces 2004 E Not a Nim Problem: Nim where a move removes `y` stones from a heap of `x`
//! only if `gcd(x, y) = 1`. Every heap's Grundy value comes from `snippets::coprime_nim` (a
//! linear sieve to the largest heap read); Alice, who moves first, wins iff their XOR is not 0.
//! https://codeforces.com/contest/2004/problem/E
//!
//! Input: `t`, then `t` cases: `n`, then `n` heap sizes, each up to 10^7 (a larger one stops
//! the program with a message naming it). Output per case: `Alice` or `Bob`, the winner.

use snippets::coprime_nim::CoprimeNim;
use snippets::io::{self, Input, Output};

/// The largest heap answered (the statement's): the sieve holds a value per heap up to it.
const MAX_HEAP: u64 = 10_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    // Every case first, so that the sieve goes as far as the largest heap and no further.
    let mut lists = Vec::new();
    let mut largest = 0;
    for _ in 0..cases {
        let Some(heaps) = input.u64().and_then(|n| input.u64s(n)) else { break };
        for &heap in &heaps {
            if heap > MAX_HEAP {
                io::fail(format_args!(
                    "heap `{heap}` is above 10000000, the largest heap this program answers"
                ));
            }
            largest = largest.max(heap);
        }
        lists.push(heaps);
    }
    let game = CoprimeNim::new(largest as u32);
    for heaps in &lists {
        if game.first_player_wins(heaps) == Some(true) {
            out.put(b"Alice\n")
        } else {
            out.put(b"Bob\n")
        }
    }
}
