//! HDU 1404 Digital Deletions (also ZOJ 1104): a digit string; a move lowers one digit or
//! erases a `0` with everything right of it; whoever erases the last digit wins.
//! `snippets::digital_deletions::DigitalDeletions` decides every string of 1 to 6 digits
//! once (125 KB, a few ms); each query is then a lookup.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1404
//!
//! Input: one digit string per line (1 to 6 digits, leading zeros possible) until end of
//! input; any other token stops the program with a message naming it. Output per string:
//! `Yes` if the first player wins, else `No`.

use snippets::digital_deletions::DigitalDeletions;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let game = DigitalDeletions::new();
    while let Some(digits) = input.word() {
        match game.first_player_wins(digits) {
            Some(true) => out.put(b"Yes\n"),
            Some(false) => out.put(b"No\n"),
            None => io::fail(format_args!(
                "{} is not a string of 1 to 6 decimal digits",
                io::named(digits)
            )),
        }
    }
}
