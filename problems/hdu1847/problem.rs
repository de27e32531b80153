//! hdu1847 as the tools see it: random `n` against a game-tree search of "take a power of two".

use problem::{Cell, Limits, Problem, Rng, Table};

/// `wins[n]`: the player to move wins with `n` cards, by trying every power of two.
#[derive(Default)]
struct PowerOfTwo {
    wins: Vec<bool>,
}

impl PowerOfTwo {
    fn wins(&mut self, n: u64) -> bool {
        while self.wins.len() as u64 <= n {
            let cards = self.wins.len();
            let takes = (0..usize::BITS).map(|shift| 1usize << shift).take_while(|&t| t <= cards);
            let win = takes.into_iter().any(|take| !self.wins[cards - take]);
            self.wins.push(win);
        }
        self.wins[n as usize]
    }
}

impl Problem for PowerOfTwo {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 1_000_000;
    const DEFAULT_MAX: u64 = 2000;
    /// `n` per line to end of input, 1 <= n <= 1000.
    const LIMITS: Option<Limits> = Some(Limits { cases: 1_000_000, numbers: 1..=1000 });

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.value(max)
    }

    fn input(&self, cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn brute_force(&mut self, &n: &u64) -> String {
        let winner = if self.wins(n) { "Kiki" } else { "Cici" };
        format!("{winner}\n")
    }

    // The take set (the powers of two) is infinite: no window theorem proves the period, so
    // scripts/table reports it as observed.
    const TABLE: Table = Table::Row { axis: "n", proof: None };

    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        Some(Cell::Wins(self.wins(position[0])))
    }
}

/// What the tools read of hdu1847 (`problem::Problem`).
pub fn description() -> impl Problem {
    PowerOfTwo::default()
}
