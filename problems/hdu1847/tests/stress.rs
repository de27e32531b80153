//! `scripts/stress hdu1847`: random `n` against a game-tree search of "take a power of two".

use std::process::ExitCode;
use stress::{Problem, Rng, smaller_numbers};

/// `wins[n]`: the player to move wins with `n` cards, by trying every power of two.
#[derive(Default)]
struct PowerOfTwo {
    wins: Vec<bool>,
}

impl Problem for PowerOfTwo {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 1_000_000;
    const DEFAULT_MAX: u64 = 2000;

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.value(max)
    }

    fn input(&self, cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn brute_force(&mut self, &n: &u64) -> String {
        while self.wins.len() as u64 <= n {
            let cards = self.wins.len();
            let takes = (0..usize::BITS)
                .map(|shift| 1usize << shift)
                .take_while(|&t| t <= cards);
            let win = takes.into_iter().any(|take| !self.wins[cards - take]);
            self.wins.push(win);
        }
        let winner = if self.wins[n as usize] {
            "Kiki"
        } else {
            "Cici"
        };
        format!("{winner}\n")
    }

    fn smaller(&self, &n: &u64) -> Vec<u64> {
        smaller_numbers(n)
    }
}

pub fn main() -> ExitCode {
    stress::stress_main!(PowerOfTwo::default())
}
