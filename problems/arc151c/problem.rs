//! arc151c as the tools see it: random rows of up to 12 squares, some written (never two equal
//! digits side by side), against a game-tree search of the whole row (a mex over every legal
//! write, memoised over the 3^N states; no sum of games).

use problem::{Cell, MaxInput, Problem, Rng, Table, smaller_numbers};
use std::collections::HashMap;
use std::fmt::Write;

/// `(N, written)`: `written` holds `(X, Y)`, `X` strictly increasing.
type Case = (u64, Vec<(u64, u64)>);

/// `wins[row]`: the player to move wins, the row as its squares (0 blank, 1 digit 0, 2 digit 1).
#[derive(Default)]
struct ZeroOneGame {
    wins: HashMap<Vec<u8>, bool>,
}

impl ZeroOneGame {
    fn first_wins(&mut self, row: &mut Vec<u8>) -> bool {
        if let Some(&win) = self.wins.get(row) {
            return win;
        }
        let mut win = false;
        'moves: for i in 0..row.len() {
            if row[i] != 0 {
                continue;
            }
            for digit in [1, 2] {
                let left = i > 0 && row[i - 1] == digit;
                let right = i + 1 < row.len() && row[i + 1] == digit;
                if !left && !right {
                    row[i] = digit;
                    let lost = !self.first_wins(row);
                    row[i] = 0;
                    if lost {
                        win = true;
                        break 'moves;
                    }
                }
            }
        }
        self.wins.insert(row.clone(), win);
        win
    }
}

/// Drops the written squares past `n` and any that would sit next to an equal digit.
fn legal(n: u64, written: &[(u64, u64)]) -> Vec<(u64, u64)> {
    let mut kept: Vec<(u64, u64)> = Vec::new();
    for &(x, y) in written {
        let clash = kept.last().is_some_and(|&(p, d)| p + 1 == x && d == y);
        if x <= n && !clash {
            kept.push((x, y));
        }
    }
    kept
}

impl Problem for ZeroOneGame {
    type Case = Case;
    const MAX_SUPPORTED: u64 = 14;
    const DEFAULT_MAX: u64 = 12;
    const BAD_TOKENS: &'static [&'static str] =
        &["@ 1\n1 0\n", "3 @\n1 0\n", "3 1\n@ 0\n", "3 2\n1 0\n3 @\n"];
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("3 2\n2 0\n1 1\n", "X_2 = 1 does not come after 2"),
        ("3 2\n2 0\n2 1\n", "X_2 = 2 does not come after 2"),
        ("3 1\n4 0\n", "X_1 = 4 is outside 1..=3"),
        ("3 1\n0 0\n", "X_1 = 0 is outside"),
        ("3 1\n1 2\n", "Y_1 = 2"),
        ("3 2\n1 0\n2 0\n", "squares 1 and 2 are adjacent and both hold 0"),
        ("3 2\n1 0\n", "case 1: M = 2, but the input ends after 1 lines"),
        ("3 1\n1 0\n3 1\n", "case 2: M = 1, but the input ends after 0 lines"),
        ("3 1\n1 0\n3\n", "case 2: N = 3, but the input ends before M"),
        ("18446744073709551615 1\n18446744073709551615 7\n", "Y_1 = 7"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Case {
        let n = rng.between(1, max.clamp(1, Self::MAX_SUPPORTED));
        let mut written = Vec::new();
        for x in 1..=n {
            if rng.between(0, 2) == 0 {
                written.push((x, rng.between(0, 1)));
            }
        }
        (n, legal(n, &written))
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for (n, written) in cases {
            let _ = writeln!(text, "{n} {}", written.len());
            for (x, y) in written {
                let _ = writeln!(text, "{x} {y}");
            }
        }
        text
    }

    fn brute_force(&mut self, (n, written): &Case) -> String {
        let mut row = vec![0u8; *n as usize];
        for &(x, y) in written {
            row[x as usize - 1] = 1 + y as u8;
        }
        let winner = if self.first_wins(&mut row) { "Takahashi" } else { "Aoki" };
        format!("{winner}\n")
    }

    fn smaller(&self, (n, written): &Case) -> Vec<Case> {
        let mut candidates = Vec::new();
        for index in 0..written.len() {
            let mut fewer = written.clone();
            fewer.remove(index);
            candidates.push((*n, fewer));
        }
        for m in smaller_numbers(*n).into_iter().filter(|&m| m >= 1) {
            candidates.push((m, legal(m, written)));
        }
        candidates
    }

    /// The statement's largest: `N = 10^18`, `M = 2 * 10^5` written squares spread over it.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let (n, m) = (1_000_000_000_000_000_000u64, 200_000u64);
        let step = n / m;
        let mut text = format!("{n} {m}\n");
        let mut previous: Option<(u64, u64)> = None;
        for i in 0..m {
            let x = i * step + rng.between(1, step);
            let mut y = rng.between(0, 1);
            if previous == Some((x - 1, y)) {
                y ^= 1;
            }
            let _ = writeln!(text, "{x} {y}");
            previous = Some((x, y));
        }
        MaxInput { text, queries: 1 }
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "b" };

    /// `[a, b]`: a row of `a` blanks, a written 0, `b` blanks (two runs with one written end
    /// each), by the search over the whole row; blank past `a + b = 10` (3^10 rows searched).
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (a, b) = (position[0], position[1]);
        if a + b > 10 {
            return None;
        }
        let mut row = vec![0; a as usize];
        row.push(1);
        row.extend(std::iter::repeat_n(0, b as usize));
        Some(Cell::Wins(self.first_wins(&mut row)))
    }
}

/// What the tools read of arc151c (`problem::Problem`).
pub fn description() -> impl Problem {
    ZeroOneGame::default()
}
