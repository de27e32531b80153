//! abc229h as the tools see it: random boards of side 1 to 4 against a game-tree search of the
//! whole board (Takahashi advances a `W` or eats a `B`, Snuke the reverse), memoised on the
//! board and the player to move; no column values, no numbers.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// Whether the player to move wins, by board and player (`true`: Takahashi).
#[derive(Default)]
struct AdvanceOrEat {
    wins: HashMap<(Vec<Vec<u8>>, bool), bool>,
}

impl AdvanceOrEat {
    fn mover_wins(&mut self, board: &mut Vec<Vec<u8>>, takahashi: bool) -> bool {
        if let Some(&known) = self.wins.get(&(board.clone(), takahashi)) {
            return known;
        }
        let (own, other) = if takahashi { (b'W', b'B') } else { (b'B', b'W') };
        let mut wins = false;
        for row in 0..board.len() {
            for x in 0..board.len() {
                if !wins && board[row][x] == other {
                    board[row][x] = b'.';
                    wins = !self.mover_wins(board, !takahashi);
                    board[row][x] = other;
                }
                if !wins && board[row][x] == own && row > 0 && board[row - 1][x] == b'.' {
                    (board[row - 1][x], board[row][x]) = (own, b'.');
                    wins = !self.mover_wins(board, !takahashi);
                    (board[row - 1][x], board[row][x]) = (b'.', own);
                }
            }
        }
        self.wins.insert((board.clone(), takahashi), wins);
        wins
    }
}

fn random_board(rng: &mut Rng, n: u64) -> Vec<Vec<u8>> {
    (0..n).map(|_| (0..n).map(|_| b".WB"[rng.value(2) as usize]).collect()).collect()
}

impl Problem for AdvanceOrEat {
    /// The board, top row first.
    type Case = Vec<Vec<u8>>;
    const MAX_SUPPORTED: u64 = 4;
    const DEFAULT_MAX: u64 = 3;
    const BAD_TOKENS: &'static [&'static str] = &["@\nBB.\n.B.\n...\n", "3\nBB.\n@\n...\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("9\n", "N `9`"),
        ("18446744073709551615\n", "N `18446744073709551615`"),
        ("2\nW.\nWWW\n", "row `WWW`"),
        ("2\nW.\nW\n", "row `W`"),
        ("2\nW.\nWw\n", "`w` is not"),
        ("1\n.\n2\nW.\nB,\n", "`,` is not"),
    ];

    /// Side 1 to `max` (at most 4), each cell `.`, `W` or `B` alike.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<Vec<u8>> {
        let n = rng.between(1, max.clamp(1, 4));
        random_board(rng, n)
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Vec<Vec<u8>>]) -> String {
        let mut text = String::new();
        for board in cases {
            let _ = writeln!(text, "{}", board.len());
            for row in board {
                let _ = writeln!(text, "{}", String::from_utf8_lossy(row));
            }
        }
        text
    }

    fn brute_force(&mut self, board: &Vec<Vec<u8>>) -> String {
        let winner = if self.mover_wins(&mut board.clone(), true) { "Takahashi" } else { "Snuke" };
        format!("{winner}\n")
    }

    /// The board less its last row and column, then each piece gone.
    fn smaller(&self, board: &Vec<Vec<u8>>) -> Vec<Vec<Vec<u8>>> {
        let n = board.len();
        let mut candidates = Vec::new();
        if n > 1 {
            candidates.push(board[..n - 1].iter().map(|row| row[..n - 1].to_vec()).collect());
        }
        for row in 0..n {
            for x in 0..n {
                if board[row][x] != b'.' {
                    let mut fewer = board.clone();
                    fewer[row][x] = b'.';
                    candidates.push(fewer);
                }
            }
        }
        candidates
    }

    /// 100 random boards of side 8: the statement has one, which would time process start-up
    /// more than the program.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let cases: Vec<Vec<Vec<u8>>> = (0..100).map(|_| random_board(rng, 8)).collect();
        MaxInput { text: self.input(&cases), queries: 100 }
    }
}

/// What the tools read of abc229h (`problem::Problem`).
pub fn description() -> impl Problem {
    AdvanceOrEat::default()
}
