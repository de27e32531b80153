//! Google Code Jam 2008 AMER Semifinal, King (also Luogu P13481, BOJ 12685, e-olymp 3458):
//! undirected vertex geography for a king on a board with burned squares. The king's graph
//! has triangles, so `snippets::geography::first_player_wins` answers it by Edmonds' blossom:
//! Alice, who moves first, wins iff the start is in every maximum matching.
//! https://codingcompetitions.withgoogle.com/codejam/round/0000000000432ee9/0000000000433197
//!
//! Input: `N`, then `N` cases: `R C` and `R` rows of `C` characters `.` (free), `#` (burned),
//! `K` (the start, exactly one). Output per case: `Case #X: A` if Alice wins, else
//! `Case #X: B`. A row of another length, another character, or not exactly one `K` stops
//! the program with a message naming the case; an incomplete last case prints nothing.
//! Memory follows the rows read.

use snippets::geography;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let Some(cases) = input.u64() else { return };
    let mut grid = Vec::new();
    for case in 1..=cases {
        let (Some(rows), Some(columns)) = (input.u64(), input.u64()) else { return };
        grid.clear();
        // A row of no cells is no token: with C = 0 there is nothing to read.
        for row in 1..=if columns == 0 { 0 } else { rows } {
            let Some(line) = input.word() else { return };
            if line.len() as u64 != columns {
                io::fail(format_args!(
                    "case {case}: row {row} has {} cells, not {columns}",
                    line.len()
                ));
            }
            if let Some(&cell) = line.iter().find(|&&cell| !matches!(cell, b'.' | b'#' | b'K')) {
                io::fail(format_args!(
                    "case {case}: row {row}: `{}` is not `.`, `#` or `K`",
                    [cell].escape_ascii()
                ));
            }
            grid.extend_from_slice(line);
        }
        let kings = grid.iter().filter(|&&cell| cell == b'K').count();
        if kings != 1 {
            io::fail(format_args!("case {case}: {kings} cells `K`, not one"));
        }
        let (rows, columns) = (grid.len() / columns as usize, columns as usize);
        let mut index = vec![usize::MAX; grid.len()];
        let mut count = 0;
        for (cell, &square) in grid.iter().enumerate() {
            if square != b'#' {
                index[cell] = count;
                count += 1;
            }
        }
        // Each free square joined to its free neighbours right, below-left, below, below-right.
        let mut edges = Vec::with_capacity(4 * count);
        for (cell, &number) in index.iter().enumerate() {
            if number == usize::MAX {
                continue;
            }
            let (row, column) = (cell / columns, cell % columns);
            let mut join = |other: usize| {
                if index[other] != usize::MAX {
                    edges.push((number, index[other]));
                }
            };
            if column + 1 < columns {
                join(cell + 1);
            }
            if row + 1 < rows {
                if column > 0 {
                    join(cell + columns - 1);
                }
                join(cell + columns);
                if column + 1 < columns {
                    join(cell + columns + 1);
                }
            }
        }
        let start = grid.iter().position(|&cell| cell == b'K').map_or(0, |cell| index[cell]);
        out.put(b"Case #");
        out.number(case, b':');
        if geography::first_player_wins(count, &edges, start) {
            out.put(b" A\n")
        } else {
            out.put(b" B\n")
        }
    }
}
