//! cf2027e1 as the tools see it: random cases of 1 to 4 piles `(a, x)` against a Grundy search
//! of each pile (a mex over every take `d <= a` that is a submask of the pile, memoised per
//! `a`), their XOR deciding.

#[path = "../cf2027_bit_game.rs"]
mod bit_game;

use problem::{Cell, MaxInput, Problem, Rng, Table};

/// Each pile's Grundy value by the search of `bit_game`.
#[derive(Default)]
struct BitGame(bit_game::Values);

impl BitGame {
    fn value(&mut self, x: u64, a: u64) -> usize {
        self.0.up_to(a, x + 1)[x as usize]
    }
}

impl Problem for BitGame {
    /// The piles `(a, x)`.
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = 4096;
    const DEFAULT_MAX: u64 = 300;
    const BAD_TOKENS: &'static [&'static str] = bit_game::BAD_TOKENS;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1\n0\n5\n", "a = 0"),
        ("1\n2\n3 4\n5 0\n", "x = 0"),
        ("1\n1\n18446744073709551615\n0\n", "x = 0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        bit_game::random_piles(rng, max)
    }

    /// `t`, then per case `n`, the `a`s, the `x`s.
    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        bit_game::input(cases)
    }

    fn brute_force(&mut self, piles: &Vec<(u64, u64)>) -> String {
        let sum = piles.iter().fold(0, |sum, &(a, x)| sum ^ self.value(x, a));
        let winner = if sum != 0 { "Alice" } else { "Bob" };
        format!("{winner}\n")
    }

    /// Every `a_i, x_i >= 1`.
    fn valid(&self, piles: &Vec<(u64, u64)>) -> bool {
        piles.iter().all(|&(a, x)| a >= 1 && x >= 1)
    }

    /// The statement's largest: 1000 cases of 10 piles, `a, x < 2^30`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        bit_game::max_input(rng)
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "x" };

    /// `[a, x]`: the Grundy value of one pile.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        Some(Cell::Grundy(self.value(position[1], position[0])))
    }
}

/// What the tools read of cf2027e1 (`problem::Problem`).
pub fn description() -> impl Problem {
    BitGame::default()
}
