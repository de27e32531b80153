//! Codeforces 2004 E Not a Nim Problem: Nim where a move removes `y` stones from a heap of `x`
//! only if `gcd(x, y) = 1`. Every heap's Grundy value comes from `snippets::coprime_nim` (a
//! linear sieve, grown by doubling to the largest heap read so far); Alice, who moves first,
//! wins iff their XOR is not 0. Each case is answered as it is read: memory is the sieve,
//! whatever `t` and `n`.
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
    // Each case answered as it is read, its heaps' Grundy values XORed as they come (memory:
    // the sieve alone, whatever the input); the sieve grows as larger heaps come, at least
    // doubling, so that its total work stays within twice the last (to 10^7: about 20 MB).
    let mut game = CoprimeNim::new(0);
    'cases: for _ in 0..cases {
        let Some(n) = input.u64() else { break };
        let mut sum = 0;
        for _ in 0..n {
            let Some(heap) = input.u64() else { break 'cases };
            if heap > MAX_HEAP {
                io::fail(format_args!(
                    "heap `{heap}` is above 10000000, the largest heap this program answers"
                ));
            }
            if heap > game.limit() {
                let limit = heap.max(2 * game.limit()).clamp(1 << 16, MAX_HEAP);
                // The old table freed first: never two at once.
                drop(std::mem::replace(&mut game, CoprimeNim::new(0)));
                game = CoprimeNim::new(limit as u32);
            }
            sum ^= game.grundy_value(heap).unwrap_or(0); // the sieve holds `heap` now
        }
        if sum != 0 { out.put(b"Alice\n") } else { out.put(b"Bob\n") }
    }
}
