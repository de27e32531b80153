//! Codeforces 1934 D2 XOR Break — Game Version (interactive): the player holding `p` breaks it
//! into `p1 ^ p2 = p` (both below `p`, above 0); the opponent breaks one of them next. Alice
//! (this program) picks her side and wins with at most 63 breaks per game.
//! https://codeforces.com/contest/1934/problem/D2
//!
//! Protocol: the judge writes `t`, then per game `n`; the program writes `first` or
//! `second`, then on its turns `p1 p2`; the judge writes its own break, `0 0` (the game is
//! over: the next one follows) or `-1 -1` (the program lost: it exits). A judge break of no
//! number the program last wrote is an `error:` line.

use snippets::io::{Input, Output, fail};
use snippets::judge_reply::{self, Reply};
use snippets::xor_break;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(games) = input.u64() else { return };
    for _ in 0..games {
        let Some(n) = input.u64() else { return };
        // The numbers the judge may break next.
        let mut held = (n, n);
        if xor_break::first_player_wins(n) {
            out.put(b"first\n");
            let Some((p1, p2)) = xor_break::split_highest_bit(n) else { return };
            out.number(p1, b' ');
            out.number(p2, b'\n');
            held = (p1, p2);
        } else {
            out.put(b"second\n");
        }
        out.flush();
        loop {
            match judge_reply::pair(&mut input) {
                None | Some(Reply::Refused) => return,
                Some(Reply::Pair(0, 0)) => break,
                Some(Reply::Pair(a, b)) => {
                    let (x, y) = held;
                    if !xor_break::is_break(x, a, b) && !xor_break::is_break(y, a, b) {
                        fail(format_args!("the judge's `{a} {b}` breaks neither {x} nor {y}"));
                    }
                    let p = xor_break::keep(a, b);
                    let (p1, p2) = xor_break::split_highest_bit(p).unwrap_or((0, 0));
                    out.number(p1, b' ');
                    out.number(p2, b'\n');
                    out.flush();
                    held = (p1, p2);
                }
            }
        }
    }
}
