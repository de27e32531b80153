//! Codeforces 1839 E Decreasing Game (interactive): each round the first player picks `i`
//! with `a_i > 0`, the second `j != i` with `a_j > 0`, and both decrease by the smaller. The
//! program goes second iff the array splits into two parts of equal sum, and then answers each
//! `i` from the other part; else it goes first with any positive index
//! (snippets::decreasing_game).
//! https://codeforces.com/contest/1839/problem/E
//!
//! Protocol: the judge writes `n` and the n values; the program writes `First` or `Second`.
//! As the first player it writes `i` each round and reads `j`; as the second it reads `i` and
//! writes `j`. A judge's `0` (the other player cannot move: the program won) or `-1` (the
//! program's last move was illegal) ends the game, and the program exits. `n` or a value
//! outside `1..=300` (the statement's limits), and a judge's move that is not legal, are
//! `error:` lines.

use snippets::decreasing_game::DecreasingGame;
use snippets::io::{Input, Output, fail};
use snippets::judge_reply::{self, Single};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(n) = input.u64() else { return };
    if !(1..=300).contains(&n) {
        fail(format_args!("n = {n} is not in 1..=300"));
    }
    let mut values = Vec::with_capacity(n as usize);
    for k in 1..=n {
        let Some(value) = input.u64() else { return };
        if !(1..=300).contains(&value) {
            fail(format_args!("a_{k} = {value} is not in 1..=300"));
        }
        values.push(value);
    }
    let mut game = DecreasingGame::new(values);
    let first = game.first_player_wins();
    out.put(if first { "First\n" } else { "Second\n" });
    out.flush();
    loop {
        // The judge's index, or `None` when the game is over (`0`, `-1`, the end of input).
        let mut judge = || match judge_reply::single(&mut input) {
            None | Some(Single::Refused) | Some(Single::Number(0)) => None,
            Some(Single::Number(index)) => Some(index),
        };
        if first {
            // Any positive index wins; the values have one while the judge can answer.
            let Some(i) = game.first_move() else { return };
            out.number(i as u64 + 1, b'\n');
            out.flush();
            let Some(j) = judge() else { return };
            if !game.play(i, j as usize - 1) {
                fail(format_args!("the judge's j = {j} is not legal after i = {}", i + 1));
            }
        } else {
            let Some(i) = judge() else { return };
            let reply = game
                .values()
                .get(i as usize - 1)
                .filter(|&&v| v > 0)
                .and(game.reply(i as usize - 1));
            let Some(j) = reply else {
                fail(format_args!("the judge's i = {i} is not a positive value's index"))
            };
            out.number(j as u64 + 1, b'\n');
            out.flush();
            game.play(i as usize - 1, j);
        }
    }
}
