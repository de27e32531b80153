//! Special judge for HDU 2177 (Wythoff's game, list the winning moves).
//!
//! Usage: `checker <input> <actual> <expected>` (the testlib / online-judge-tools order).
//! Exit 0 accepts; exit 1 rejects with a one-line reason on stdout naming the case; exit 3
//! means the input or the expected output is malformed (a fault of the testcase, not of the
//! answer).
//!
//! The input is pairs `a b` up to `0 0` or the end of input (an incomplete last pair is
//! ignored). Each case's output is a verdict line, `0` or `1`, and after a `1` one line
//! `x y` per position a winning move leaves. Accepted: for every case the same verdict as
//! expected and the same set of positions, in any order, each printed once and as expected
//! (`x <= y`, not swapped); no output missing, none extra. Read line by line: a line with one
//! token is a verdict, a line with two is a position; CRLF, trailing and repeated whitespace
//! and blank lines are tolerated. Std only, edition 2021.
//!
//! The contract's own order (the both-piles position first, then the one-pile positions in
//! increasing `x`, as most accepted solutions print them) is held by `tests/io.rs`, which
//! replays the testcases byte for byte; this checker is the lenient judge that ignores it.

use std::collections::BTreeSet;
use std::fmt;
use std::process::exit;

/// One case of an output: its verdict, its positions in printed order, the line it starts on.
struct Case {
    verdict: u64,
    positions: Vec<(u64, u64)>,
    line: usize,
}

/// Why a text could not be read.
struct Malformed(String);

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn read(path: &str) -> String {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => fail(&format!("cannot read {path}: {e}")),
    }
}

/// The checker's own trouble (bad testcase): exit 3.
fn fail(reason: &str) -> ! {
    println!("checker error: {reason}");
    exit(3)
}

/// The answer is wrong: exit 1.
fn reject(reason: &str) -> ! {
    println!("wrong answer: {reason}");
    exit(1)
}

/// The input's pairs, up to `0 0` or the end (an incomplete last pair ignored).
fn parse_input(text: &str) -> Result<Vec<(u64, u64)>, Malformed> {
    let mut numbers = Vec::new();
    for token in text.split_ascii_whitespace() {
        let n = token
            .parse::<u64>()
            .map_err(|_| Malformed(format!("input token `{token}` is not a number")))?;
        numbers.push(n);
    }
    let mut pairs = Vec::new();
    for pair in numbers.chunks_exact(2) {
        if pair[0] == 0 && pair[1] == 0 {
            break;
        }
        pairs.push((pair[0], pair[1]));
    }
    Ok(pairs)
}

/// The cases of an output, read line by line.
fn parse_output(text: &str) -> Result<Vec<Case>, Malformed> {
    let mut cases: Vec<Case> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let tokens: Vec<&str> = line.split_ascii_whitespace().collect();
        // Canonical form only, as the expected output has it: no sign, no leading zero.
        let parse = |token: &str| {
            let canonical = token.bytes().all(|b| b.is_ascii_digit())
                && (token == "0" || !token.starts_with('0'));
            token
                .parse::<u64>()
                .ok()
                .filter(|_| canonical)
                .ok_or_else(|| {
                    Malformed(format!(
                        "line {number}: `{token}` is not a number in canonical form"
                    ))
                })
        };
        match tokens.as_slice() {
            [] => {}
            [verdict] => {
                let verdict = parse(verdict)?;
                if verdict > 1 {
                    return Err(Malformed(format!(
                        "line {number}: verdict `{verdict}` is neither 0 nor 1"
                    )));
                }
                cases.push(Case {
                    verdict,
                    positions: Vec::new(),
                    line: number,
                });
            }
            [x, y] => {
                let position = (parse(x)?, parse(y)?);
                match cases.last_mut() {
                    Some(case) => case.positions.push(position),
                    None => {
                        return Err(Malformed(format!(
                            "line {number}: a position before any verdict"
                        )))
                    }
                }
            }
            _ => {
                return Err(Malformed(format!(
                    "line {number}: `{}` has {} tokens, expected 1 (a verdict) or 2 (a position)",
                    line.trim_end(),
                    tokens.len()
                )))
            }
        }
    }
    Ok(cases)
}

/// The first reason `actual` differs from `expected` for `inputs`, if any.
fn judge(inputs: &[(u64, u64)], expected: &[Case], actual: &[Case]) -> Option<String> {
    for (k, &(a, b)) in inputs.iter().enumerate() {
        let name = format!("case {} (input {a} {b})", k + 1);
        let want = &expected[k];
        let Some(got) = actual.get(k) else {
            return Some(format!("{name}: no output for it (output ends early)"));
        };
        if got.verdict != want.verdict {
            return Some(format!(
                "{name}: verdict {} expected, got {} (output line {})",
                want.verdict, got.verdict, got.line
            ));
        }
        let wanted: BTreeSet<(u64, u64)> = want.positions.iter().copied().collect();
        let mut seen = BTreeSet::new();
        for &(x, y) in &got.positions {
            if !seen.insert((x, y)) {
                return Some(format!("{name}: position {x} {y} printed twice"));
            }
            if !wanted.contains(&(x, y)) {
                if x > y && wanted.contains(&(y, x)) {
                    return Some(format!(
                        "{name}: position printed as {x} {y}, expected {y} {x} (x <= y)"
                    ));
                }
                return Some(format!(
                    "{name}: position {x} {y} is not one a winning move leaves"
                ));
            }
        }
        if let Some(&(x, y)) = wanted.iter().find(|p| !seen.contains(p)) {
            return Some(format!("{name}: position {x} {y} is missing"));
        }
    }
    if let Some(extra) = actual.get(inputs.len()) {
        return Some(format!(
            "extra output from line {}: the input has {} case{}",
            extra.line,
            inputs.len(),
            if inputs.len() == 1 { "" } else { "s" }
        ));
    }
    None
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        fail("usage: checker <input> <actual> <expected>");
    }
    let inputs = parse_input(&read(&args[1])).unwrap_or_else(|e| fail(&e.to_string()));
    let expected =
        parse_output(&read(&args[3])).unwrap_or_else(|e| fail(&format!("expected output: {e}")));
    if expected.len() != inputs.len() {
        fail(&format!(
            "the expected output has {} cases, the input {}",
            expected.len(),
            inputs.len()
        ));
    }
    let actual = parse_output(&read(&args[2])).unwrap_or_else(|e| reject(&format!("output {e}")));
    match judge(&inputs, &expected, &actual) {
        Some(reason) => reject(&reason),
        None => println!("ok: {} cases", inputs.len()),
    }
}
