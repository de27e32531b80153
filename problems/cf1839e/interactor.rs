//! The judge's side of Codeforces 1839 E (Decreasing Game), playing as hard as it can:
//! `cf1839e-interactor <case.in>`, the convention of testlib and `oj test-reactive` (the
//! program's lines on stdin, the judge's on stdout, the verdict as the exit status: 0 the
//! program won, 1 it lost or broke the protocol, 3 the case file is bad; the reason in one
//! line on stderr). One game a case file; a new case restarts the program.
//!
//! The case file: `n` (1 <= n <= 300), then the n values (each in 1..=300), then optionally
//! `seed S` (a `u64`), in at most 4096 bytes. A token of the program longer than 40 bytes
//! loses like any other bad move.
//!
//! The judge's play, from the analysis (the second player wins iff the values split into two
//! parts of equal sum; the split found here by a subset-sum table of its own, not the
//! snippets):
//! - when the program goes first on values that split (it erred), the judge answers every
//!   `i` from the other part, so the sums stay equal and the program runs out of moves;
//! - when the program goes second, the judge picks the largest value (the lowest index among
//!   equals; with `seed S`, S > 0, a positive value at random): the program's answer must keep
//!   an equal split, and after one that does not, any move of the judge wins;
//! - when the program goes first rightly, the judge answers with the largest other value
//!   (with a seed, at random) until it cannot move (`0`).
//!
//! An illegal index of the program gets `-1`; the game has at most n rounds (each empties a
//! value).

#[path = "../interactor_protocol.rs"]
mod protocol;

use protocol::{Rng, Tokens, say};
use std::process::exit;

/// The program lost: `-1` to it, the reason to stderr, exit status 1.
fn lose(reason: &str) -> ! {
    protocol::lose("-1\n", reason)
}

/// The most bytes a case file may have (300 values of 3 digits are 1.2 KB); a longer one is
/// refused unread past this size.
const CASE_FILE_LIMIT: u64 = 4096;

/// The case file: the values and the seed; anything else exits with status 3.
fn read_case(path: &str) -> (Vec<u64>, u64) {
    let text = protocol::read_case(path, CASE_FILE_LIMIT);
    let bad = |what: &str| -> ! { protocol::bad_case(&format!("bad case file {path}: {what}")) };
    let mut words = text.split_ascii_whitespace();
    let n = match words.next().map(str::parse::<u64>) {
        Some(Ok(n)) if (1..=300).contains(&n) => n,
        _ => bad("expected n in 1..=300 first"),
    };
    let mut values = Vec::new();
    for k in 1..=n {
        match words.next().map(str::parse::<u64>) {
            Some(Ok(value)) if (1..=300).contains(&value) => values.push(value),
            _ => bad(&format!("value {k} of {n} is not a number in 1..=300")),
        }
    }
    let seed = match (words.next(), words.next(), words.next()) {
        (None, _, _) => 0,
        (Some("seed"), Some(seed), None) => seed
            .parse()
            .unwrap_or_else(|_| bad(&format!("the seed `{seed}` is not a number in 0..2^64"))),
        _ => bad("expected `seed S` or nothing after the values"),
    };
    (values, seed)
}

/// An equal-sum split of `values`, `part[i]` for one side, if there is one: `by[s]`, the item
/// that first made the sum `s` reachable, items taken in order (each sum from the sums before
/// the item, so no item is used twice), then read back from half the total.
fn split(values: &[u64]) -> Option<Vec<bool>> {
    let total: u64 = values.iter().sum();
    if total % 2 == 1 {
        return None;
    }
    let half = (total / 2) as usize;
    let mut by: Vec<Option<usize>> = vec![None; half + 1];
    let mut reachable = vec![false; half + 1];
    reachable[0] = true;
    for (item, &value) in values.iter().enumerate() {
        let value = value as usize;
        for sum in (value..=half).rev() {
            if !reachable[sum] && reachable[sum - value] {
                reachable[sum] = true;
                by[sum] = Some(item);
            }
        }
    }
    if !reachable[half] {
        return None;
    }
    let mut part = vec![false; values.len()];
    let mut sum = half;
    while let Some(item) = by[sum] {
        part[item] = true;
        sum -= values[item] as usize;
    }
    Some(part)
}

/// The judge's pick among the positive values of `values` other than `not`: the largest (the
/// lowest index among equals), or one at random with a seed; `None` when there is none.
fn pick(values: &[u64], not: Option<usize>, rng: &mut Option<Rng>) -> Option<usize> {
    let options: Vec<usize> =
        (0..values.len()).filter(|&k| Some(k) != not && values[k] > 0).collect();
    if options.is_empty() {
        return None;
    }
    Some(match rng {
        Some(rng) => options[(rng.next() % options.len() as u64) as usize],
        None => *options.iter().rev().max_by_key(|&&k| values[k]).expect("not empty"),
    })
}

/// The program's index, 0-based, if it names a positive value other than `not`.
fn legal(values: &[u64], index: i64, not: Option<usize>) -> Option<usize> {
    let k = usize::try_from(index.checked_sub(1)?).ok()?;
    (k < values.len() && Some(k) != not && values[k] > 0).then_some(k)
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: cf1839e-interactor <case.in>");
        exit(3)
    };
    let (mut values, seed) = read_case(&path);
    let mut rng = (seed > 0).then_some(Rng(seed));
    let shown: Vec<String> = values.iter().map(u64::to_string).collect();
    say(&format!("{}\n{}\n", values.len(), shown.join(" ")));
    let mut program = Tokens { reader: std::io::stdin().lock(), lost_line: "-1\n" };
    let side = program.next("`First` or `Second`");
    let program_first = match &side[..] {
        b"First" => true,
        b"Second" => false,
        other => lose(&format!("expected `First` or `Second`, found `{}`", other.escape_ascii())),
    };
    // The judge, second on values that split: the parts it keeps equal.
    let parts = if program_first { split(&values) } else { None };
    for round in 1.. {
        let (i, j) = if program_first {
            let i = program.number("the program's index i");
            let Some(i) = legal(&values, i, None) else {
                lose(&format!("round {round}: i = {i} is not the index of a positive value"))
            };
            let j = match &parts {
                Some(part) => (0..values.len()).find(|&k| part[k] != part[i] && values[k] > 0),
                None => pick(&values, Some(i), &mut rng),
            };
            let Some(j) = j else {
                say("0\n");
                exit(0)
            };
            say(&format!("{}\n", j + 1));
            (i, j)
        } else {
            let Some(i) = pick(&values, None, &mut rng) else {
                say("0\n");
                exit(0)
            };
            say(&format!("{}\n", i + 1));
            let j = program.number("the program's index j");
            let Some(j) = legal(&values, j, Some(i)) else {
                lose(&format!(
                    "round {round}: j = {j} is not the index of a positive value other than i = {}",
                    i + 1
                ))
            };
            (i, j)
        };
        let low = values[i].min(values[j]);
        values[i] -= low;
        values[j] -= low;
    }
}
