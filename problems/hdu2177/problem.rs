//! hdu2177 as the tools see it: random lines `a b` (`a <= b`, never `0 0`), then `0 0`, against
//! a game-tree search of Wythoff's game that tries every move in the order HDU 2177 lists them
//! (the both-piles moves, then the one-pile moves by increasing x of the position left).

use problem::{Cell, MaxInput, Problem, Rng, Table};
use std::fmt::Write;

use problem::wythoff::WythoffSearch;

#[derive(Default)]
struct WythoffMoves {
    search: WythoffSearch,
}

impl Problem for WythoffMoves {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 400;
    const DEFAULT_MAX: u64 = 150;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        let (x, y) = (rng.value(max), rng.value(max));
        if x.max(y) > 0 { (x.min(y), x.max(y)) } else { (0, 1) }
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{lines}0 0\n")
    }

    fn brute_force(&mut self, &(a, b): &(u64, u64)) -> String {
        let (a, b) = (a as usize, b as usize);
        let both: Vec<(usize, usize)> = (1..=a).map(|d| (a - d, b - d)).collect();
        let first = (0..a).map(|x| (x, b));
        let second = (0..b).map(|y| (a, y));
        let mut one_pile: Vec<(usize, usize)> = first.chain(second).collect();
        // The one-pile positions in increasing x (a P-position is found by its x alone).
        one_pile.sort_unstable_by_key(|&(x, y)| x.min(y));
        let mut positions = Vec::new();
        for (x, y) in both.into_iter().chain(one_pile) {
            let position = (x.min(y), x.max(y));
            if self.search.loses(x, y) && !positions.contains(&position) {
                positions.push(position);
            }
        }
        let mut output = format!("{}\n", u8::from(!positions.is_empty()));
        for (x, y) in positions {
            output += &format!("{x} {y}\n");
        }
        output
    }

    /// `a <= b`, and not the terminator `0 0`.
    fn valid(&self, &(a, b): &(u64, u64)) -> bool {
        a <= b && b > 0
    }

    /// `a b` with a <= b <= 10^6, then `0 0`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::lines(200_000, "", "0 0\n", |text| {
            let (x, y) = (rng.between(0, 1_000_000), rng.between(1, 1_000_000));
            let _ = write!(text, "{} {}", x.min(y), x.max(y));
        })
    }

    // The whole game (the input only asks about a <= b), by the same search.
    const TABLE: Table = Table::Grid { rows: "a", columns: "b" };

    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (a, b) = (position[0] as usize, position[1] as usize);
        Some(Cell::Wins(!self.search.loses(a, b)))
    }
}

/// What the tools read of hdu2177 (`problem::Problem`).
pub fn description() -> impl Problem {
    WythoffMoves::default()
}
