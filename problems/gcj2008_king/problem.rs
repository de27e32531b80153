//! gcj2008_king as the tools see it: random boards of up to `--max` x `--max` squares with
//! random burned squares and the king anywhere, against exhaustive play (the king walked to
//! every unvisited, unburned one of its 8 neighbours, memoised on the visited set and its
//! square).

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// One board: its rows of `.`, `#` and one `K`.
type Board = Vec<Vec<u8>>;

/// Exhaustive play: `wins[(visited, square)]` iff the player to move wins with the king on
/// `square` and the squares of `visited` used.
#[derive(Default)]
struct King {
    wins: HashMap<(u64, usize), bool>,
}

impl King {
    fn mover_wins(&mut self, board: &Board, visited: u64, square: usize) -> bool {
        if let Some(&wins) = self.wins.get(&(visited, square)) {
            return wins;
        }
        let (rows, columns) = (board.len() as i64, board[0].len() as i64);
        let (row, column) = (square as i64 / columns, square as i64 % columns);
        let mut wins = false;
        for (dr, dc) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
            let (r, c) = (row + dr, column + dc);
            if wins || r < 0 || r >= rows || c < 0 || c >= columns {
                continue;
            }
            let next = (r * columns + c) as usize;
            if board[r as usize][c as usize] != b'#'
                && visited >> next & 1 == 0
                && !self.mover_wins(board, visited | 1 << next, next)
            {
                wins = true;
            }
        }
        self.wins.insert((visited, square), wins);
        wins
    }
}

impl Problem for King {
    type Case = Board;
    const MAX_SUPPORTED: u64 = 5;
    const DEFAULT_MAX: u64 = 4;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2\n1 1\nK\n1 2\n..\n", "case 2: 0 cells `K`, not one"),
        ("1\n2 2\nK.\n.K\n", "case 1: 2 cells `K`, not one"),
        ("1\n2 2\nK.\n.\n", "case 1: row 2 has 1 cells, not 2"),
        ("1\n1 3\nK.x\n", "case 1: row 1: `x` is not `.`, `#` or `K`"),
        ("1\n1 2\nKk\n", "case 1: row 1: `k` is not `.`, `#` or `K`"),
        ("1\n0 0\n", "case 1: 0 cells `K`, not one"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Board {
        let max = max.clamp(1, Self::MAX_SUPPORTED);
        let (rows, columns) = (rng.between(1, max), rng.between(1, max));
        let burned = rng.between(0, 4);
        let mut board: Board = (0..rows)
            .map(|_| {
                (0..columns).map(|_| if rng.between(0, 9) < burned { b'#' } else { b'.' }).collect()
            })
            .collect();
        let (r, c) = (rng.between(0, rows - 1), rng.between(0, columns - 1));
        board[r as usize][c as usize] = b'K';
        board
    }

    /// `N`, then each board: `R C` and its rows.
    fn input(&self, boards: &[Board]) -> String {
        let mut input = format!("{}\n", boards.len());
        for board in boards {
            let _ = writeln!(input, "{} {}", board.len(), board[0].len());
            for row in board {
                input += std::str::from_utf8(row).unwrap();
                input.push('\n');
            }
        }
        input
    }

    /// `A` iff Alice, who moves first from `K`, wins.
    fn brute_force(&mut self, board: &Board) -> String {
        self.wins.clear();
        let start = board.concat().iter().position(|&square| square == b'K').unwrap();
        let winner = if self.mover_wins(board, 1 << start, start) { "A" } else { "B" };
        format!("{winner}\n")
    }

    /// `Case #X: ` before each answer.
    fn expected(&mut self, boards: &[Board]) -> String {
        let answers = boards.iter().map(|board| self.brute_force(board));
        answers.enumerate().map(|(i, answer)| format!("Case #{}: {answer}", i + 1)).collect()
    }

    fn smaller(&self, board: &Board) -> Vec<Board> {
        let has_king = |board: &Board| board.iter().any(|row| row.contains(&b'K'));
        let mut smaller = Vec::new();
        if board.len() > 1 {
            smaller.push(board[..board.len() - 1].to_vec());
            smaller.push(board[1..].to_vec());
        }
        if board[0].len() > 1 {
            smaller.push(board.iter().map(|row| row[..row.len() - 1].to_vec()).collect());
            smaller.push(board.iter().map(|row| row[1..].to_vec()).collect());
        }
        for (r, row) in board.iter().enumerate() {
            for (c, &square) in row.iter().enumerate() {
                if square == b'.' {
                    let mut burned = board.clone();
                    burned[r][c] = b'#';
                    smaller.push(burned);
                }
            }
        }
        smaller.retain(has_king);
        smaller
    }

    /// The large input's limit: 100 boards of 15 x 15, one square in six burned.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(100, |text| {
            let _ = writeln!(text, "15 15");
            let king = rng.between(0, 224);
            for square in 0..225 {
                text.push(if square == king {
                    'K'
                } else if rng.between(0, 5) == 0 {
                    '#'
                } else {
                    '.'
                });
                if square % 15 == 14 {
                    text.push('\n');
                }
            }
        })
    }
}

/// What the tools read of gcj2008_king (`problem::Problem`).
pub fn description() -> impl Problem {
    King::default()
}
