//! AtCoder ABC229 H Advance or Eat: a partizan game; every column is a number
//! (`snippets::advance_or_eat`, values by `snippets::dyadic`), and Takahashi, moving first,
//! wins iff the sum of the column values is positive.
//! https://atcoder.jp/contests/abc229/tasks/abc229_h
//!
//! Input: `N`, then `N` rows of `N` cells `W`, `B` or `.`; further cases of that shape to the
//! end of the input (AtCoder sends one). `N` above 8, a row of another length or another
//! character stops the program with a message naming it. Output per case: `Takahashi` or
//! `Snuke`, the winner; nothing for a case that the input ends in.

use snippets::advance_or_eat::AdvanceOrEat;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut game = AdvanceOrEat::new();
    let mut rows: Vec<Vec<u8>> = Vec::new();
    while let Some(n) = input.u64() {
        if n > 8 {
            io::fail(format_args!("N `{n}` is above 8 (the board is at most 8 x 8)"));
        }
        for r in 0..n as usize {
            let Some(row) = input.word() else { return };
            let named = row.get(..32).unwrap_or(row).escape_ascii();
            if row.len() as u64 != n {
                io::fail(format_args!("row `{named}` has {} cells, not N = {n}", row.len()));
            }
            if let Some(cell) = row.iter().find(|&&cell| !matches!(cell, b'W' | b'B' | b'.')) {
                let cell = [*cell];
                io::fail(format_args!("row `{named}`: `{}` is not W, B or .", cell.escape_ascii()));
            }
            // The row buffers are kept from case to case: no allocation once they are there.
            if rows.len() <= r {
                rows.push(Vec::new());
            }
            rows[r].clear();
            rows[r].extend_from_slice(row);
        }
        let Some(value) = game.board_value(&rows[..n as usize]) else {
            io::fail("a column that is not a number: Advance or Eat has none")
        };
        if value.left_wins_moving_first() { out.put(b"Takahashi\n") } else { out.put(b"Snuke\n") }
    }
}
