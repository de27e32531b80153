//! HDU 1404 Digital Deletions (also ZOJ 1104): a digit string; a move lowers one digit or
//! erases a `0` with everything right of it; whoever erases the last digit wins.
//! `snippets::digital_deletions::DigitalDeletions` decides every string of 1 to 6 digits
//! once (125 KB, a few ms); each query is then a lookup.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1404
//!
//! Input: one digit string per line (1 to 6 digits, leading zeros possible) until end of
//! input; any other token stops the program with a message naming it. Output per string:
//! `Yes` if the first player wins, else `No`.

use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::digital_deletions::DigitalDeletions;
use snippets::stdio;
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    let game = DigitalDeletions::new();
    // Each string borrowed from the reader (`input!` would make a `String` of each).
    while let Some(digits) = source.next_token() {
        let wins = game.first_player_wins(digits.as_bytes());
        let wins =
            wins.unwrap_or_else(|| panic!("`{digits}` is not a string of 1 to 6 decimal digits"));
        if wins {
            out.write_all(b"Yes\n")?;
        } else {
            out.write_all(b"No\n")?;
        }
    }
    out.flush()
}
