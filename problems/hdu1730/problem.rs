//! hdu1730 as the tools see it: random boards of 1 to 3 rows and up to `--max` columns, against
//! a retrograde analysis of the board itself: the pieces can move back and forth, so the game
//! graph has cycles, and positions are solved from the ends (no move: the mover loses) back,
//! over every board of `m` columns and `n` rows with either player to move; a position never
//! solved is a draw, which Northcott's game never has.

use problem::{MaxInput, Problem, Rng, smaller_lists};
use std::collections::{HashMap, VecDeque};
use std::fmt::Write;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Outcome {
    Draw,
    Win,
    Loss,
}

/// For each `(m, n)` seen, the outcome of every state: a board (row `i`'s cells `t, j`,
/// 0-based, as digit `t * m + j` in base `m^2`) times 2, plus 1 when Jerry is to move.
#[derive(Default)]
struct Northcott {
    outcomes: HashMap<(usize, usize), Vec<Outcome>>,
}

/// The states one move away: the mover's piece in one row slides to any other cell on its
/// side of the opponent's piece.
fn moves(state: usize, m: usize, rows: usize) -> Vec<usize> {
    let (board, jerry) = (state / 2, state % 2);
    let cells = m * m;
    let mut next = Vec::new();
    let mut place = 1;
    for _ in 0..rows {
        let cell = board / place % cells;
        let (t, j) = (cell / m, cell % m);
        let (mine, theirs) = if jerry == 0 { (t, j) } else { (j, t) };
        if mine != theirs {
            let side = if mine < theirs { 0..theirs } else { theirs + 1..m };
            for to in side.filter(|&to| to != mine) {
                let moved = if jerry == 0 { to * m + j } else { t * m + to };
                next.push((board - cell * place + moved * place) * 2 + (1 - jerry));
            }
        }
        place *= cells;
    }
    next
}

/// Retrograde analysis over every state of `rows` rows of `m` cells.
fn solve(m: usize, rows: usize) -> Vec<Outcome> {
    let states = (m * m).pow(rows as u32) * 2;
    let mut predecessors = vec![Vec::new(); states];
    let mut unsolved_moves = vec![0; states];
    let mut outcome = vec![Outcome::Draw; states];
    let mut queue = VecDeque::new();
    for state in 0..states {
        let next = moves(state, m, rows);
        unsolved_moves[state] = next.len();
        if next.is_empty() {
            outcome[state] = Outcome::Loss;
            queue.push_back(state);
        }
        for to in next {
            predecessors[to].push(state as u32);
        }
    }
    while let Some(state) = queue.pop_front() {
        for &from in &predecessors[state] {
            let from = from as usize;
            if outcome[from] != Outcome::Draw {
                continue;
            }
            if outcome[state] == Outcome::Loss {
                outcome[from] = Outcome::Win;
                queue.push_back(from);
            } else {
                unsolved_moves[from] -= 1;
                if unsolved_moves[from] == 0 {
                    outcome[from] = Outcome::Loss;
                    queue.push_back(from);
                }
            }
        }
    }
    outcome
}

type Board = (u64, Vec<(u64, u64)>);

impl Problem for Northcott {
    /// `m` and the rows `T J`.
    type Case = Board;
    const MAX_SUPPORTED: u64 = 7;
    const DEFAULT_MAX: u64 = 5;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1 6\n3 3\n", "row 1: `3 3`"),
        ("2 6\n1 2\n7 1\n", "row 2: `7 1`"),
        ("1 6\n0 2\n", "row 1: `0 2`"),
        ("1 6\n1 2\n\n1 2\n18446744073709551615 1\n", "row 1: `18446744073709551615 1`"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Board {
        let m = rng.between(2, max.max(2));
        let rows = (0..rng.between(1, 3))
            .map(|_| {
                let t = rng.between(1, m);
                let j = (t + rng.between(1, m - 1) - 1) % m + 1;
                (t, j)
            })
            .collect();
        (m, rows)
    }

    /// Cases `n m` and `n` lines `T J`, a blank line between cases.
    fn input(&self, cases: &[Board]) -> String {
        let mut input = String::new();
        for (m, rows) in cases {
            let _ = writeln!(input, "{} {m}", rows.len());
            for (t, j) in rows {
                let _ = writeln!(input, "{t} {j}");
            }
            input.push('\n');
        }
        input
    }

    fn brute_force(&mut self, (m, rows): &Board) -> String {
        let m = *m as usize;
        let outcome = self.outcomes.entry((m, rows.len())).or_insert_with(|| solve(m, rows.len()));
        let mut board = 0;
        for &(t, j) in rows.iter().rev() {
            board = board * m * m + (t as usize - 1) * m + (j as usize - 1);
        }
        match outcome[board * 2] {
            Outcome::Win => "I WIN!\n",
            Outcome::Loss => "BAD LUCK!\n",
            Outcome::Draw => "a draw\n",
        }
        .to_string()
    }

    fn smaller(&self, (m, rows): &Board) -> Vec<Board> {
        let m = *m;
        let mut smaller: Vec<Board> = smaller_lists(rows, 1, |&(t, j)| {
            let lower_t = (1..t).filter(|&x| x != j).map(|x| (x, j));
            lower_t.chain((1..j).filter(|&y| y != t).map(|y| (t, y))).collect()
        })
        .into_iter()
        .map(|rows| (m, rows))
        .collect();
        if m > 2 && rows.iter().all(|&(t, j)| t < m && j < m) {
            smaller.insert(0, (m - 1, rows.clone()));
        }
        smaller
    }

    /// 1000 cases of 1000 rows on 100 columns (the statement's largest board), to the end.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..1000 {
            text.push_str("1000 100\n");
            for _ in 0..1000 {
                let t = rng.between(1, 100);
                let j = (t + rng.between(1, 99) - 1) % 100 + 1;
                let _ = writeln!(text, "{t} {j}");
            }
            text.push('\n');
        }
        MaxInput { text, queries: 1000 }
    }
}

/// What the tools read of hdu1730 (`problem::Problem`).
pub fn description() -> impl Problem {
    Northcott::default()
}
