//! luogu_p2490 as the tools see it: random strips `n k d` (n up to 12) against a game-tree
//! search that moves the pieces themselves: every placement of the `k` pieces, and from each
//! the real moves (1 to `d` pieces of the mover's colour, each any distance toward its
//! partner), memoised on the cells, whose turn it is and `d`.

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::collections::HashMap;

#[derive(Default)]
struct Strip {
    /// `(cells of the pieces, whites to move, d)` -> the player to move wins.
    wins: HashMap<(Vec<u64>, bool, u64), bool>,
}

impl Strip {
    fn mover_wins(&mut self, at: &[u64], whites: bool, d: u64) -> bool {
        let key = (at.to_vec(), whites, d);
        if let Some(&wins) = self.wins.get(&key) {
            return wins;
        }
        let mut next = at.to_vec();
        let first = if whites { 0 } else { 1 };
        let wins = self.some_move_wins(&mut next, first, d, d, false, whites);
        self.wins.insert(key, wins);
        wins
    }

    /// Tries every way to move the mover's pieces of index `from`, `from + 2`, ... (at most
    /// `left` more of them); `true` if one leaves the opponent lost.
    fn some_move_wins(
        &mut self,
        at: &mut Vec<u64>,
        from: usize,
        left: u64,
        d: u64,
        moved: bool,
        whites: bool,
    ) -> bool {
        if from >= at.len() {
            return moved && !self.mover_wins(at, !whites, d);
        }
        if self.some_move_wins(at, from + 2, left, d, moved, whites) {
            return true;
        }
        if left == 0 {
            return false;
        }
        // A white (even index) moves right toward its black, a black left toward its white.
        let (white, black) =
            if whites { (at[from], at[from + 1]) } else { (at[from - 1], at[from]) };
        let original = at[from];
        for cell in white + 1..black {
            if cell == original {
                continue;
            }
            at[from] = cell;
            // Whites only move right and blacks only left: skip the cells behind the piece.
            let forward = if whites { cell > original } else { cell < original };
            if forward && self.some_move_wins(at, from + 2, left - 1, d, true, whites) {
                at[from] = original;
                return true;
            }
        }
        at[from] = original;
        false
    }

    /// The placements of `k` pieces on `n` cells that the first player (whites) wins.
    fn winning_placements(&mut self, n: u64, k: u64, d: u64) -> u64 {
        let mut placements = Vec::new();
        place(n, 0, k, &mut Vec::new(), &mut placements);
        placements.iter().filter(|at| self.mover_wins(at, true, d)).count() as u64
    }
}

/// Every increasing list of `left` more cells from `from` on, below `n`.
fn place(n: u64, from: u64, left: u64, at: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if left == 0 {
        out.push(at.clone());
        return;
    }
    for cell in from..n {
        at.push(cell);
        place(n, cell + 1, left - 1, at, out);
        at.pop();
    }
}

impl Problem for Strip {
    /// `(n, k, d)`.
    type Case = (u64, u64, u64);
    const MAX_SUPPORTED: u64 = 12;
    const DEFAULT_MAX: u64 = 10;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("10 3 2\n", "k = 3"),
        ("10 12 2\n", "k = 12"),
        ("200 102 2\n", "k = 102"),
        ("10 4 5\n", "d = 5"),
        ("10 4 0\n", "d = 0"),
        ("10001 4 2\n", "n = 10001"),
        ("0 0 0\n", "n = 0"),
        ("10 4 2\n18446744073709551615 2 1\n", "n = 18446744073709551615"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64, u64) {
        let n = rng.between(2, max.max(2));
        let k = 2 * rng.between(1, (n / 2).min(3));
        (n, k, rng.between(1, k))
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[(u64, u64, u64)]) -> String {
        cases.iter().map(|(n, k, d)| format!("{n} {k} {d}\n")).collect()
    }

    fn brute_force(&mut self, &(n, k, d): &(u64, u64, u64)) -> String {
        format!("{}\n", self.winning_placements(n, k, d))
    }

    fn smaller(&self, &(n, k, d): &(u64, u64, u64)) -> Vec<(u64, u64, u64)> {
        let cells = smaller_numbers(n).into_iter().filter(|&m| m >= k).map(|m| (m, k, d));
        let pieces = (1..k / 2).map(|pairs| (n, 2 * pairs, d.min(2 * pairs)));
        let takes = smaller_numbers(d).into_iter().filter(|&e| e >= 1).map(|e| (n, k, e));
        cells.chain(pieces).chain(takes).collect()
    }

    /// The statement's largest case, `n = 10^4`, `k = 100`, `d = 1` (the slowest `d`: the most
    /// multiples of `d + 1` per bit); the statement has one case per input.
    fn max_input(&mut self, _rng: &mut Rng) -> MaxInput {
        MaxInput::lines(1, "", "", |text| text.push_str("10000 100 1"))
    }
}

/// What the tools read of luogu_p2490 (`problem::Problem`).
pub fn description() -> impl Problem {
    Strip::default()
}
