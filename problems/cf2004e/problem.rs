//! cf2004e as the tools see it: random cases of 1 to 4 heaps against a game-tree search of
//! coprime Nim: a heap's Grundy value is the mex over every take `y` with `gcd(x, y) = 1`.

use problem::{Cell, MaxInput, Problem, Rng, Table};

/// `values[x]`: the Grundy value of a heap of `x`, by trying every coprime take.
#[derive(Default)]
struct CoprimeNim {
    values: Vec<usize>,
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl CoprimeNim {
    fn value(&mut self, heap: u64) -> usize {
        while self.values.len() as u64 <= heap {
            let x = self.values.len();
            let reached: Vec<usize> =
                (1..=x).filter(|&y| gcd(x, y) == 1).map(|y| self.values[x - y]).collect();
            let mex = (0..).find(|v| !reached.contains(v)).unwrap();
            self.values.push(mex);
        }
        self.values[heap as usize]
    }
}

impl Problem for CoprimeNim {
    type Case = Vec<u64>;
    const MAX_SUPPORTED: u64 = 3000;
    const DEFAULT_MAX: u64 = 300;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\n1\n10000001\n", "`10000001`"),
        ("2\n1\n3\n2\n5 18446744073709551615\n", "`18446744073709551615`"),
    ];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
        (0..rng.between(1, 4)).map(|_| rng.value(max)).collect()
    }

    fn input(&self, cases: &[Vec<u64>]) -> String {
        let mut input = format!("{}\n", cases.len());
        for heaps in cases {
            let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
            input += &format!("{}\n{}\n", heaps.len(), heaps.join(" "));
        }
        input
    }

    fn brute_force(&mut self, heaps: &Vec<u64>) -> String {
        let sum = heaps.iter().fold(0, |sum, &heap| sum ^ self.value(heap));
        let winner = if sum != 0 { "Alice" } else { "Bob" };
        format!("{winner}\n")
    }

    /// 10^4 cases of 30 heaps up to 10^7 (the statement's sum of n, 3 * 10^5).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        MaxInput::counted_cases(10_000, |text| {
            problem::max_input::numbers(text, 30, || rng.between(1, 10_000_000));
        })
    }

    // The take set depends on the heap: no window theorem, and the values grow (no period).
    const TABLE: Table = Table::Row { axis: "heap", proof: None };

    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        Some(Cell::Grundy(self.value(position[0])))
    }
}

/// What the tools read of cf2004e (`problem::Problem`).
pub fn description() -> impl Problem {
    CoprimeNim::default()
}
