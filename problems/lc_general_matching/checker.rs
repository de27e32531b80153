//! Special judge for Library Checker's general_matching, ported from its checker.cpp: the
//! size must equal the expected output's, and the pairs printed must be edges of the input
//! (in either direction), no vertex twice, nothing after them.
//!
//! Usage: `checker <input> <actual> <expected>` (the testlib / online-judge-tools order).
//! Exit 0 accepts; 1 rejects with a one-line reason on stdout; 3 means the input or the
//! expected output is malformed. Only the expected output's first number (the size) is read.
//! Std only, edition 2021.

use std::collections::HashSet;
use std::process::exit;

/// The checker's own trouble (bad testcase): exit 3.
fn fail(reason: &str) -> ! {
    println!("checker error: {reason}");
    exit(3)
}

fn reject(reason: &str) -> ! {
    println!("wrong answer: {reason}");
    exit(1)
}

/// The whitespace-separated numbers of a file, or the first token that is not one.
fn numbers(path: &str) -> Result<Vec<u64>, String> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    String::from_utf8_lossy(&bytes)
        .split_ascii_whitespace()
        .map(|token| token.parse().map_err(|_| format!("`{token}` is not a number")))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        fail("usage: checker <input> <actual> <expected>");
    }
    let input = numbers(&args[1]).unwrap_or_else(|e| fail(&format!("input: {e}")));
    let expected = numbers(&args[3]).unwrap_or_else(|e| fail(&format!("expected output: {e}")));
    let actual = numbers(&args[2]).unwrap_or_else(|e| reject(&format!("output: {e}")));
    if input.len() < 2 {
        fail("input: no `N M`");
    }
    // The edges the input holds, at most M (an input that ends early ends its edges there).
    let edges: HashSet<(u64, u64)> =
        input[2..].chunks_exact(2).take(input[1] as usize).map(|e| (e[0], e[1])).collect();
    let Some(&size) = expected.first() else { fail("expected output: empty") };
    match actual.first() {
        None => reject("no output"),
        Some(&found) if found != size => {
            reject(&format!("a matching of {found} edges, the maximum is {size}"))
        }
        _ => {}
    }
    if actual.len() as u64 != 1 + 2 * size {
        reject(&format!("{} numbers after the size {size}, not {}", actual.len() - 1, 2 * size));
    }
    let mut used = HashSet::new();
    for pair in actual[1..].chunks(2) {
        let (a, b) = (pair[0], pair[1]);
        if !edges.contains(&(a, b)) && !edges.contains(&(b, a)) {
            reject(&format!("`{a} {b}` is not an edge"));
        }
        for v in [a, b] {
            if !used.insert(v) {
                reject(&format!("vertex {v} twice"));
            }
        }
    }
    println!("ok: a maximum matching of {size} edges");
}
