//! Luogu P4055 [JSOI2009] 游戏: undirected vertex geography on the free cells of a grid (4
//! neighbours, so the graph is bipartite by the colour of `row + column`). AA places the
//! token and YY moves first, so AA wins from a start iff the player who moves first loses:
//! `snippets::geography::bipartite_winning_starts` (Hopcroft-Karp, then one alternating search
//! from the free cells of the matching) answers every start at once.
//! https://www.luogu.com.cn/problem/P4055
//!
//! Input: `N M`, then `N` rows of `M` characters `.` (free) or `#` (blocked). Output: `WIN`
//! and every winning start `row column` (1-based, row-major), or `LOSE`. A row of another
//! length or another character stops the program with a message naming it. Beyond the
//! statement, grids that follow the first are answered in turn, to the end of the input (an
//! incomplete last grid prints nothing). Memory follows the rows read.

use snippets::geography;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut grid = Vec::new();
    while let (Some(rows), Some(columns)) = (input.u64(), input.u64()) {
        grid.clear();
        // A row of no cells is no token: with M = 0 there is nothing to read.
        for row in 1..=if columns == 0 { 0 } else { rows } {
            let Some(line) = input.word() else { return };
            if line.len() as u64 != columns {
                io::fail(format_args!("row {row} has {} cells, not {columns}", line.len()));
            }
            if let Some(&cell) = line.iter().find(|&&cell| cell != b'.' && cell != b'#') {
                io::fail(format_args!("row {row}: `{}` is not `.` or `#`", [cell].escape_ascii()));
            }
            grid.extend_from_slice(line);
        }
        answer(&grid, columns.max(1) as usize, &mut out);
    }
}

/// Writes AA's winning starts on the grid of `columns` columns (row-major, `.` free).
fn answer(grid: &[u8], columns: usize, out: &mut Output) {
    let rows = grid.len() / columns;
    // Each free cell's number on its side: black (row + column even) left, white right.
    let mut index = vec![u32::MAX; grid.len()];
    let mut counts = [0usize; 2];
    for (cell, &free) in grid.iter().enumerate() {
        if free == b'.' {
            let side = (cell / columns + cell % columns) % 2;
            index[cell] = counts[side] as u32;
            counts[side] += 1;
        }
    }
    let mut edges = Vec::with_capacity(2 * counts[0]);
    for (cell, &number) in index.iter().enumerate() {
        let (row, column) = (cell / columns, cell % columns);
        if number == u32::MAX || (row + column) % 2 == 1 {
            continue;
        }
        let mut join = |other: usize| {
            if index[other] != u32::MAX {
                edges.push((number as usize, index[other] as usize));
            }
        };
        if row > 0 {
            join(cell - columns);
        }
        if row + 1 < rows {
            join(cell + columns);
        }
        if column > 0 {
            join(cell - 1);
        }
        if column + 1 < columns {
            join(cell + 1);
        }
    }
    let wins = geography::bipartite_winning_starts(counts[0], counts[1], &edges);
    let sides = [&wins.0, &wins.1];
    // AA wins where the player who moves first (YY) loses.
    let mut starts = index.iter().enumerate().filter(|&(cell, &number)| {
        number != u32::MAX && !sides[(cell / columns + cell % columns) % 2][number as usize]
    });
    match starts.next() {
        None => out.put(b"LOSE\n"),
        Some(first) => {
            out.put(b"WIN\n");
            for (cell, _) in [first].into_iter().chain(starts) {
                out.number((cell / columns + 1) as u64, b' ');
                out.number((cell % columns + 1) as u64, b'\n');
            }
        }
    }
}
