//! POJ 1704 Georgia and Bob: chessmen shifted left on a row, which is Staircase Nim on the
//! gaps, by `snippets::staircase_nim`.
//! http://poj.org/problem?id=1704
//!
//! Input: `T`, then `T` cases: `N`, then `N` distinct cells (from 1, in any order). Output per
//! case: `Georgia will win` if the first player wins, else `Bob will win`. Two chessmen on one
//! cell, or one on cell 0, stop the program with a message naming the cell.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{read_case, staircase_nim, stdio};
use std::io::{Error, ErrorKind, Write};

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return Ok(()) }
    for _ in 0..cases {
        read_case! { from &mut source, count: u64, positions: [u64; count]; else break }
        let wins = staircase_nim::chessmen_first_player_wins(&positions)
            .map_err(|invalid| Error::new(ErrorKind::InvalidData, invalid.to_string()))?;
        if wins {
            out.write_all(b"Georgia will win\n")?;
        } else {
            out.write_all(b"Bob will win\n")?;
        }
    }
    out.flush()
}
