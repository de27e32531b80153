//! cf2027e2 as the tools see it: random cases of 1 to 4 piles `(a, b)` against enumeration:
//! every `x` in `[1, b]` of each pile valued by a Grundy search (a mex over every take `d <= a`
//! that is a submask, memoised per `a`), then every pair of value counts, exactly, modulo
//! 10^9 + 7.

#[path = "../cf2027_bit_game.rs"]
mod bit_game;

use problem::{Cell, MaxInput, Problem, Rng, Table, smaller_lists, smaller_numbers};
use std::collections::HashMap;

const MODULUS: u128 = 1_000_000_007;

/// Each pile's Grundy values by the search of `bit_game`.
#[derive(Default)]
struct BitGameCount(bit_game::Values);

impl Problem for BitGameCount {
    /// The piles `(a, b)`.
    type Case = Vec<(u64, u64)>;
    const MAX_SUPPORTED: u64 = 4096;
    const DEFAULT_MAX: u64 = 300;
    const BAD_TOKENS: &'static [&'static str] = bit_game::BAD_TOKENS;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1\n0\n5\n", "a = 0"),
        ("1\n2\n3 4\n5 0\n", "b = 0"),
        ("1\n1\n18446744073709551615\n0\n", "b = 0"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<(u64, u64)> {
        bit_game::random_piles(rng, max)
    }

    /// `t`, then per case `n`, the `a`s, the `b`s.
    fn input(&self, cases: &[Vec<(u64, u64)>]) -> String {
        bit_game::input(cases)
    }

    fn brute_force(&mut self, piles: &Vec<(u64, u64)>) -> String {
        // ways[v]: the arrays of the piles so far whose values xor to v, modulo p.
        let mut ways: HashMap<usize, u128> = HashMap::from([(0, 1)]);
        for &(a, b) in piles {
            let values = self.0.up_to(a, b + 1);
            let mut next: HashMap<usize, u128> = HashMap::new();
            for &value in &values[1..] {
                for (&v, &count) in &ways {
                    let slot = next.entry(v ^ value).or_default();
                    *slot = (*slot + count) % MODULUS;
                }
            }
            ways = next;
        }
        format!("{}\n", ways.get(&0).copied().unwrap_or(0))
    }

    fn smaller(&self, piles: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        smaller_lists(piles, 1, |&(a, b)| {
            let fewer_a = smaller_numbers(a).into_iter().filter(|&c| c >= 1).map(|c| (c, b));
            let fewer_b = smaller_numbers(b).into_iter().filter(|&c| c >= 1).map(|c| (a, c));
            fewer_a.chain(fewer_b).collect()
        })
    }

    /// The statement's largest: 1000 cases of 10 piles, `a, b < 2^30`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        bit_game::max_input(rng)
    }

    const TABLE: Table = Table::Grid { rows: "a", columns: "x" };

    /// `[a, x]`: the Grundy value of one pile of `x` with take limit `a`, by the search.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let (a, x) = (position[0], position[1]);
        Some(Cell::Grundy(self.0.up_to(a, x + 1)[x as usize]))
    }
}

/// What the tools read of cf2027e2 (`problem::Problem`).
pub fn description() -> impl Problem {
    BitGameCount::default()
}
