//! AtCoder ABC368 F Dividing Game: a move replaces one number by a proper divisor of it. A
//! number is a Nim heap of its prime factors counted with multiplicity
//! (`snippets::divisor_game`: a sieve below 2^17, Miller-Rabin and Pollard's rho above);
//! Anna, who moves first, wins iff their XOR is not 0.
//! https://atcoder.jp/contests/abc368/tasks/abc368_f
//!
//! Input: `N`, then `N` numbers; further cases of that shape to the end of the input (AtCoder
//! sends one); exact for every `u64` from 1 on (`0` stops the program with a message naming
//! it). Output per case: `Anna` or `Bruno`, the winner; nothing for a case that the input ends
//! in.

use snippets::divisor_game::DivisorGame;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let game = DivisorGame::new(1 << 17);
    while let Some(n) = input.u64() {
        let mut sum = 0;
        for _ in 0..n {
            let Some(number) = input.u64() else { return };
            let Some(value) = game.grundy_value(number) else {
                io::fail("number `0` has no proper divisor: the numbers are at least 1")
            };
            sum ^= value;
        }
        if sum != 0 { out.put(b"Anna\n") } else { out.put(b"Bruno\n") }
    }
}
