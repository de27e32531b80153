//! What the tests of `scripts/guess` share: tables written in the file format, the run, and
//! brute forces (game-tree searches sharing no code with the crate).
#![allow(dead_code)]

use std::collections::HashMap;

/// A table's text: `n1 n2 ...: V` lines (`P`/`N` when `outcome`, else Grundy values).
pub fn text(rows: &[(Vec<u64>, u64)], outcome: bool) -> String {
    let mut out = String::from("# generated\n");
    for (p, v) in rows {
        let p: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        let v = match (outcome, v) {
            (true, 0) => "P".to_string(),
            (true, _) => "N".to_string(),
            (false, g) => g.to_string(),
        };
        out.push_str(&format!("{}: {v}\n", p.join(" ")));
    }
    out
}

pub fn queries_text(queries: &[Vec<u64>]) -> String {
    queries
        .iter()
        .map(|q| {
            q.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect()
}

/// Runs the guess with `--predict` on the queries.
pub fn predict(rows: &[(Vec<u64>, u64)], outcome: bool, queries: &[Vec<u64>]) -> guess::Report {
    guess::guess(
        (&text(rows, outcome), "train.txt"),
        Some((&queries_text(queries), "query.txt")),
    )
}

/// Asserts the guess predicts every query as `oracle` does.
pub fn assert_predicts(
    name: &str,
    rows: &[(Vec<u64>, u64)],
    outcome: bool,
    queries: &[Vec<u64>],
    oracle: impl Fn(&[u64]) -> u64,
) {
    let report = predict(rows, outcome, queries);
    assert_eq!(report.status, 0, "{name}: no prediction\n{}", report.stderr);
    let got: Vec<&str> = report.stdout.lines().collect();
    assert_eq!(got.len(), queries.len(), "{name}\n{}", report.stderr);
    for (q, g) in queries.iter().zip(got) {
        let want = match (outcome, oracle(q)) {
            (true, 0) => "P".to_string(),
            (true, _) => "N".to_string(),
            (false, v) => v.to_string(),
        };
        assert_eq!(g, want, "{name}: query {q:?}\n{}", report.stderr);
    }
}

pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .take_while(|(i, v)| *i as u64 == **v)
        .count() as u64
}

/// Grundy values of a subtraction game up to `n`.
pub fn subtraction(set: &[u64], n: usize) -> Vec<u64> {
    let mut g = vec![];
    for x in 0..n as u64 {
        let v = mex(set
            .iter()
            .filter(|&&s| s <= x)
            .map(|&s| g[(x - s) as usize]));
        g.push(v);
    }
    g
}

/// Grundy values of an octal game given by its digits (`digits[k]` for removing `k + 1`
/// tokens: bit 1 the whole heap, bit 2 leaving one heap, bit 4 leaving two).
pub fn octal(digits: &[u64], n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = vec![];
    for x in 0..n {
        let mut options = vec![];
        for (k, &d) in digits.iter().enumerate() {
            let take = k + 1;
            if take > x {
                break;
            }
            let rest = x - take;
            if d & 1 != 0 && rest == 0 {
                options.push(0);
            }
            if d & 2 != 0 && rest > 0 {
                options.push(g[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                for a in 1..rest {
                    options.push(g[a] ^ g[rest - a]);
                }
            }
        }
        g.push(mex(options));
    }
    g
}

/// Outcome by memoised game-tree search: `true` when the player to move wins.
pub fn wins<F>(p: &[u64], moves: &F, memo: &mut HashMap<Vec<u64>, bool>) -> bool
where
    F: Fn(&[u64]) -> Vec<Vec<u64>>,
{
    if let Some(&w) = memo.get(p) {
        return w;
    }
    let w = moves(p).iter().any(|q| !wins(q, moves, memo));
    memo.insert(p.to_vec(), w);
    w
}

/// The Fibonacci numbers 1, 2, 3, 5, ... up to `u64::MAX`.
pub fn fibonacci() -> Vec<u64> {
    let mut f: Vec<u64> = vec![1, 2];
    while let Some(next) = f[f.len() - 1].checked_add(f[f.len() - 2]) {
        f.push(next);
    }
    f
}

/// The Zeckendorf representation of `n`: indices into [`fibonacci`], largest first.
pub fn zeckendorf(mut n: u64) -> Vec<usize> {
    let f = fibonacci();
    let mut out = vec![];
    for i in (0..f.len()).rev() {
        if f[i] <= n {
            out.push(i);
            n -= f[i];
        }
    }
    out
}

/// `n` is floor(k phi) for some k >= 1: its smallest Zeckendorf term is 1, 3, 8, ... (an
/// even index counting 1 as F_2).
pub fn lower_wythoff(n: u64) -> bool {
    n > 0 && zeckendorf(n).last().is_some_and(|&i| i % 2 == 0)
}

/// Wythoff's P-positions: (0, 0) and (a, a + k) with a = floor(k phi), b = a's Zeckendorf
/// terms shifted up one index.
pub fn wythoff_p(x: u64, y: u64) -> bool {
    let (a, b) = (x.min(y), x.max(y));
    if a == 0 {
        return b == 0;
    }
    if !lower_wythoff(a) {
        return false;
    }
    let f = fibonacci();
    let shifted: Option<u64> = zeckendorf(a)
        .iter()
        .try_fold(0u64, |s, &i| f.get(i + 1).and_then(|&v| s.checked_add(v)));
    shifted == Some(b)
}

/// A small deterministic generator.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Numbers far past any table, for queries.
pub const FAR: [u64; 8] = [
    1_000_000_000_000_000_000,
    1_000_000_000_000_000_001,
    999_999_999_999_999_989,
    123_456_789_012_345_678,
    1 << 60,
    (1 << 60) - 1,
    500_000_000_000_000_003,
    u64::MAX,
];

pub fn far_singles() -> Vec<Vec<u64>> {
    FAR.iter().map(|&x| vec![x]).collect()
}
