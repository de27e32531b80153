//! luogu_p4055 as the tools see it: random grids of up to `--max` x `--max` cells with random
//! blocked cells, against exhaustive play of the game (the token walked over every unvisited
//! neighbour, memoised on the visited set and the token's cell), from every free start.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// One grid: its rows of `.` and `#`.
type Grid = Vec<Vec<u8>>;

/// Exhaustive play: `wins[(visited, cell)]` iff the player to move wins with the token on
/// `cell` and the cells of `visited` used.
#[derive(Default)]
struct Geography {
    wins: HashMap<(u64, usize), bool>,
}

impl Geography {
    fn mover_wins(&mut self, grid: &Grid, visited: u64, cell: usize) -> bool {
        if let Some(&wins) = self.wins.get(&(visited, cell)) {
            return wins;
        }
        let (rows, columns) = (grid.len(), grid[0].len());
        let (row, column) = (cell / columns, cell % columns);
        let mut neighbours = Vec::new();
        if row > 0 {
            neighbours.push(cell - columns);
        }
        if row + 1 < rows {
            neighbours.push(cell + columns);
        }
        if column > 0 {
            neighbours.push(cell - 1);
        }
        if column + 1 < columns {
            neighbours.push(cell + 1);
        }
        let wins = neighbours.into_iter().any(|next| {
            grid[next / columns][next % columns] == b'.'
                && visited >> next & 1 == 0
                && !self.mover_wins(grid, visited | 1 << next, next)
        });
        self.wins.insert((visited, cell), wins);
        wins
    }
}

impl Problem for Geography {
    type Case = Grid;
    const MAX_SUPPORTED: u64 = 5;
    const DEFAULT_MAX: u64 = 4;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2 2\n..\n.\n", "row 2 has 1 cells, not 2"),
        ("1 3\n.x.\n", "row 1: `x` is not `.` or `#`"),
        ("1 1\nK\n", "row 1: `K` is not `.` or `#`"),
        ("1 2\n.\u{1}\n", "row 1: `\\x01` is not `.` or `#`"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Grid {
        let max = max.clamp(1, Self::MAX_SUPPORTED);
        let (rows, columns) = (rng.between(1, max), rng.between(1, max));
        let blocked = rng.between(0, 3);
        (0..rows)
            .map(|_| {
                (0..columns)
                    .map(|_| if rng.between(0, 9) < blocked { b'#' } else { b'.' })
                    .collect()
            })
            .collect()
    }

    /// Each grid `N M` and its rows, one after another (the binary answers each in turn).
    fn input(&self, grids: &[Grid]) -> String {
        let mut input = String::new();
        for grid in grids {
            let _ = writeln!(input, "{} {}", grid.len(), grid[0].len());
            for row in grid {
                input += std::str::from_utf8(row).unwrap();
                input.push('\n');
            }
        }
        input
    }

    fn brute_force(&mut self, grid: &Grid) -> String {
        self.wins.clear();
        let columns = grid[0].len();
        let mut answer = String::new();
        for (row, line) in grid.iter().enumerate() {
            for (column, &cell) in line.iter().enumerate() {
                let start = row * columns + column;
                // AA places the token; YY moves first from it.
                if cell == b'.' && !self.mover_wins(grid, 1 << start, start) {
                    let _ = writeln!(answer, "{} {}", row + 1, column + 1);
                }
            }
        }
        if answer.is_empty() { "LOSE\n".to_string() } else { format!("WIN\n{answer}") }
    }

    fn smaller(&self, grid: &Grid) -> Vec<Grid> {
        let mut smaller = Vec::new();
        if grid.len() > 1 {
            smaller.push(grid[..grid.len() - 1].to_vec());
            smaller.push(grid[1..].to_vec());
        }
        if grid[0].len() > 1 {
            smaller.push(grid.iter().map(|row| row[..row.len() - 1].to_vec()).collect());
            smaller.push(grid.iter().map(|row| row[1..].to_vec()).collect());
        }
        for (r, row) in grid.iter().enumerate() {
            for (c, &cell) in row.iter().enumerate() {
                if cell == b'.' {
                    let mut blocked = grid.clone();
                    blocked[r][c] = b'#';
                    smaller.push(blocked);
                }
            }
        }
        smaller
    }

    /// The statement's largest grid, 100 x 100 with one cell in six blocked, 50 times over
    /// (the binary answers grids to the end of the input), so that the time is not all
    /// process start-up.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..50 {
            text.push_str("100 100\n");
            for _ in 0..100 {
                for _ in 0..100 {
                    text.push(if rng.between(0, 5) == 0 { '#' } else { '.' });
                }
                text.push('\n');
            }
        }
        MaxInput { text, queries: 50 }
    }
}

/// What the tools read of luogu_p4055 (`problem::Problem`).
pub fn description() -> impl Problem {
    Geography::default()
}
