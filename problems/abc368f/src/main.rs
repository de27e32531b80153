//! AtCoder ABC368 F Dividing Game: a move replaces one number by a proper divisor of it. A
//! number is a Nim heap of its prime factors counted with multiplicity
//! (`snippets::divisor_game`: a sieve to 10^5, Miller-Rabin and Pollard's rho above);
//! Anna, who moves first, wins iff their XOR is not 0.
//! https://atcoder.jp/contests/abc368/tasks/abc368_f
//!
//! Input: `N`, then `N` numbers; further cases of that shape to the end of the input (AtCoder
//! sends one); exact for every `u64` from 1 on (`0` stops the program with a message naming
//! it). Output per case: `Anna` or `Bruno`, the winner; nothing for a case that the input ends
//! in.
//!
//! Cost: the statement's numbers (at most 10^5) are looked up in the sieve. A number past 10^5
//! is factored once (a repeated one is remembered): a prime about 3 us, a product of two
//! primes near 2^32, the worst, about 0.6 ms of CPU here. At most 10^4 distinct numbers past
//! 10^5 are factored in one input (about 6 s at worst, 10^4 remembered): the next one stops
//! the program with an error naming it.

use snippets::divisor_game::DivisorGame;
use snippets::io::{self, Input, Output};
use std::collections::HashMap;

/// The sieve's last number: the statement's largest.
const TABLE_LIMIT: u64 = 100_000;
/// The most distinct numbers past [`TABLE_LIMIT`] one input may ask to factor.
const FACTORED_LIMIT: usize = 10_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let game = DivisorGame::new(TABLE_LIMIT as usize);
    let mut factored = HashMap::new();
    while let Some(n) = input.u64() {
        let mut sum = 0;
        for _ in 0..n {
            let Some(number) = input.u64() else { return };
            // `1..=TABLE_LIMIT` in one test (0 wraps past it): the sieve, never `None` there.
            let value = if number.wrapping_sub(1) < TABLE_LIMIT {
                game.grundy_value(number)
            } else if number > TABLE_LIMIT {
                if factored.len() == FACTORED_LIMIT && !factored.contains_key(&number) {
                    io::fail(format_args!(
                        "number `{number}`: more than {} distinct numbers above 10^5 to factor \
                         in one input",
                        FACTORED_LIMIT
                    ))
                }
                *factored.entry(number).or_insert_with(|| game.grundy_value(number))
            } else {
                None
            };
            let Some(value) = value else {
                io::fail("number `0` has no proper divisor: the numbers are at least 1")
            };
            sum ^= value;
        }
        if sum != 0 { out.put(b"Anna\n") } else { out.put(b"Bruno\n") }
    }
}
