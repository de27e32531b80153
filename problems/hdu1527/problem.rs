//! hdu1527 as the tools see it (and poj1067, the same problem on POJ): random lines `a b`
//! (either order) against a game-tree search of Wythoff's game (`problem::wythoff`).

use problem::wythoff::WythoffSearch;
use problem::{Cell, Limits, Problem, Rng, Table};

/// Lines `a b` (either order, `0 0` included, no terminator), each answered `1` when the
/// player to move wins and `0` when not: HDU 1527, and POJ 1067 (the same problem).
#[derive(Default)]
struct WythoffLines {
    search: WythoffSearch,
}

impl Problem for WythoffLines {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 400;
    const DEFAULT_MAX: u64 = 150;
    /// `a b` per line to end of input, a, b <= 10^9.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 0..=1_000_000_000 });

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        (rng.value(max), rng.value(max))
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }

    fn brute_force(&mut self, &(a, b): &(u64, u64)) -> String {
        let loses = self.search.loses(a as usize, b as usize);
        format!("{}\n", u8::from(!loses))
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "b" };

    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (a, b) = (position[0] as usize, position[1] as usize);
        Some(Cell::Wins(!self.search.loses(a, b)))
    }
}

/// What the tools read of hdu1527 (`problem::Problem`).
pub fn description() -> impl Problem {
    WythoffLines::default()
}
