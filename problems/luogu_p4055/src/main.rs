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
    let mut counts = [0u32; 2];
    for row in 0..rows {
        for column in 0..columns {
            let cell = row * columns + column;
            if grid[cell] == b'.' {
                let side = (row + column) % 2;
                index[cell] = counts[side];
                counts[side] += 1;
            }
        }
    }
    let mut edges = Vec::with_capacity(4 * counts[0] as usize);
    for row in 0..rows {
        for column in (row % 2..columns).step_by(2) {
            let cell = row * columns + column;
            let number = index[cell];
            if number == u32::MAX {
                continue;
            }
            let mut join = |other: usize| {
                if index[other] != u32::MAX {
                    edges.push((number, index[other]));
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
    }
    let (black, white) =
        geography::bipartite_winning_starts(counts[0] as usize, counts[1] as usize, &edges);
    // AA wins where the player who moves first (YY) loses.
    let mut first = true;
    for row in 0..rows {
        for column in 0..columns {
            let number = index[row * columns + column];
            let side = if (row + column) % 2 == 0 { &black } else { &white };
            if number != u32::MAX && !side[number as usize] {
                if first {
                    out.put(b"WIN\n");
                    first = false;
                }
                out.number(row as u64 + 1, b' ');
                out.number(column as u64 + 1, b'\n');
            }
        }
    }
    if first {
        out.put(b"LOSE\n");
    }
}
