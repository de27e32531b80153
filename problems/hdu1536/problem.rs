//! hdu1536 as the tools see it: random test cases (a take set S of 1 to 4 values, 1 to 4
//! positions of 1 to 3 heaps), then `0`, against a game-tree search of the positions
//! themselves under S, memoised on the sorted heaps; no Grundy values.

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

/// One test case: the take set as given, and the positions asked.
type Case = (Vec<u64>, Vec<Vec<u64>>);

/// Whether the player to move wins, memoised on (take set, sorted heaps).
#[derive(Default)]
struct SNim {
    wins: HashMap<(Vec<u64>, Vec<u64>), bool>,
}

impl SNim {
    fn wins(&mut self, takes: &[u64], heaps: &[u64]) -> bool {
        let mut sorted = heaps.to_vec();
        sorted.sort_unstable();
        let key = (takes.to_vec(), sorted);
        if let Some(&known) = self.wins.get(&key) {
            return known;
        }
        let mut wins = false;
        for index in 0..heaps.len() {
            for &take in takes.iter().filter(|&&take| take > 0 && take <= heaps[index]) {
                let mut next = heaps.to_vec();
                next[index] -= take;
                wins |= !self.wins(takes, &next);
            }
        }
        self.wins.insert(key, wins);
        wins
    }
}

impl Problem for SNim {
    type Case = Case;
    const MAX_SUPPORTED: u64 = 40;
    const DEFAULT_MAX: u64 = 24;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("2 2 1000001\n1\n1 3\n0\n", "`1000001`"),
        ("1 2\n2\n1 3\n2 4 1000001\n0\n", "`1000001`"),
        ("1 2\n1\n1 18446744073709551615\n0\n", "`18446744073709551615`"),
        // 101 takes: past the statement's k, where 10^6 heaps would cost 10^8 steps and more.
        (
            "101 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96 97 98 99 100 101\n1\n1 1000000\n0\n",
            "k `101` is above 100",
        ),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Case {
        let takes = (0..rng.between(1, 4)).map(|_| rng.between(1, max.max(1))).collect();
        let positions = (0..rng.between(1, 4))
            .map(|_| (0..rng.between(1, 3)).map(|_| rng.value(max)).collect())
            .collect();
        (takes, positions)
    }

    fn input(&self, cases: &[Case]) -> String {
        let list = |values: &[u64]| {
            let values: Vec<String> = values.iter().map(u64::to_string).collect();
            format!("{} {}\n", values.len(), values.join(" "))
        };
        let mut input = String::new();
        for (takes, positions) in cases {
            input += &list(takes);
            input += &format!("{}\n", positions.len());
            for heaps in positions {
                input += &list(heaps);
            }
        }
        input + "0\n"
    }

    fn brute_force(&mut self, (takes, positions): &Case) -> String {
        let letters: String =
            positions.iter().map(|heaps| if self.wins(takes, heaps) { 'W' } else { 'L' }).collect();
        format!("{letters}\n")
    }

    /// Every take positive.
    fn valid(&self, (takes, _): &Case) -> bool {
        !takes.contains(&0)
    }

    /// 100 test cases: `k = 100` takes up to 10^4, `m = 100` positions of `l = 100` heaps
    /// up to 10^4; then `0`. A query is one position.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let mut text = String::new();
        for _ in 0..100 {
            text.push_str("100");
            for _ in 0..100 {
                let _ = write!(text, " {}", rng.between(1, 10_000));
            }
            text.push_str("\n100\n");
            for _ in 0..100 {
                text.push_str("100");
                for _ in 0..100 {
                    let _ = write!(text, " {}", rng.between(0, 10_000));
                }
                text.push('\n');
            }
        }
        text.push_str("0\n");
        MaxInput { text, queries: 10_000 }
    }
}

/// What the tools read of hdu1536 (`problem::Problem`).
pub fn description() -> impl Problem {
    SNim::default()
}
