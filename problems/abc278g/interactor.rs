//! The judge's side of AtCoder ABC278 G (Generalized Subtraction Game), playing perfectly and
//! adversarially: `abc278g-interactor <case.in>`, the convention of testlib and
//! `oj test-reactive` (the program's lines on stdin, the judge's on stdout, the verdict as the
//! exit status: 0 the program won, 1 it lost or broke the protocol, 3 the case file is bad;
//! the reason in one line on stderr).
//!
//! The case file: `N L R` (1 <= L <= R <= N <= 2000), then optionally `seed S` (a `u64`), in
//! at most 4096 bytes. A token of the program longer than 40 bytes, or a move outside `i64`,
//! loses the game like any other bad move (no panic: the sums are checked). The judge's
//! play comes from the Grundy values of the rows, computed here by the definition on its own
//! (`g(len) = mex g(i) ^ g(len - y - i)`, window unions of bitsets; not the snippets):
//! - when its position has a non-zero Grundy sum (the program erred), a move to sum 0;
//! - when it is lost, the move that lasts longest: the shortest run `L`, taken at an end of
//!   the longest row (it cuts nothing); with `seed S` (S > 0) a legal move at random instead.

#[path = "../interactor_protocol.rs"]
mod protocol;

use protocol::{Rng, Tokens, say};
use std::process::exit;

/// The program lost: `-1 -1` to it, the reason to stderr, exit status 1.
fn lose(reason: &str) -> ! {
    protocol::lose("-1 -1\n", reason)
}

/// The most bytes a case file may have (a game is `N L R` and a seed: a few dozen bytes); a
/// longer one is refused unread past this size, so the interactor's memory stays small
/// whatever the file (a 2 GB sparse file once cost 2.1 GB).
const CASE_FILE_LIMIT: u64 = 4096;

/// Grundy values of rows of 0..=n cards, runs of l..=r.
fn grundy(n: usize, l: usize, r: usize) -> Vec<usize> {
    let mut g = vec![0usize; n + 1];
    // pairs[s]: which values g(i) ^ g(s - i) take, as a bitset.
    let mut pairs: Vec<Vec<u64>> = Vec::new();
    for len in 0..=n {
        if len < l {
            continue;
        }
        while pairs.len() <= len - l {
            let s = pairs.len();
            let mut set = Vec::new();
            for i in 0..=s {
                let v = g[i] ^ g[s - i];
                if set.len() <= v / 64 {
                    set.resize(v / 64 + 1, 0u64);
                }
                set[v / 64] |= 1 << (v % 64);
            }
            pairs.push(set);
        }
        let mut union: Vec<u64> = Vec::new();
        for set in &pairs[len.saturating_sub(r)..=len - l] {
            if union.len() < set.len() {
                union.resize(set.len(), 0);
            }
            for (u, w) in union.iter_mut().zip(set) {
                *u |= w;
            }
        }
        let mut mex = 0;
        while union.get(mex / 64).is_some_and(|w| w >> (mex % 64) & 1 == 1) {
            mex += 1;
        }
        g[len] = mex;
    }
    g
}

/// The rows of `row` as (first index, length).
fn rows(row: &[bool]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = 0;
    for c in 0..=row.len() {
        if c == row.len() || !row[c] {
            if c > start {
                found.push((start, c - start));
            }
            start = c + 1;
        }
    }
    found
}

fn judge_move(
    row: &[bool],
    l: usize,
    r: usize,
    g: &[usize],
    rng: &mut Option<Rng>,
) -> Option<(usize, usize)> {
    let rows = rows(row);
    let total = rows.iter().fold(0, |acc, &(_, len)| acc ^ g[len]);
    if total != 0 {
        for &(begin, len) in &rows {
            let rest = total ^ g[len];
            for y in l..=r.min(len) {
                for i in 0..=len - y {
                    if g[i] ^ g[len - y - i] == rest {
                        return Some((begin + i, y));
                    }
                }
            }
        }
        unreachable!("a non-zero Grundy sum has a move to zero");
    }
    let legal: Vec<&(usize, usize)> = rows.iter().filter(|&&(_, len)| len >= l).collect();
    let &&(begin, len) = legal.iter().max_by_key(|&&&(_, len)| len)?;
    match rng {
        None => Some((begin, l.min(len))),
        Some(rng) => {
            let mut moves = Vec::new();
            for &&(begin, len) in &legal {
                for y in l..=r.min(len) {
                    for i in 0..=len - y {
                        moves.push((begin + i, y));
                    }
                }
            }
            let _ = (begin, len);
            Some(moves[(rng.next() % moves.len() as u64) as usize])
        }
    }
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: abc278g-interactor <case.in>");
        exit(3)
    };
    let text = protocol::read_case(&path, CASE_FILE_LIMIT);
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let number = |i: usize| -> usize {
        words.get(i).and_then(|w| w.parse().ok()).unwrap_or_else(|| {
            eprintln!("bad case file {path}: expected `N L R`");
            exit(3)
        })
    };
    let (n, l, r) = (number(0), number(1), number(2));
    if !(1 <= l && l <= r && r <= n && n <= 2000) {
        eprintln!("bad case file {path}: not 1 <= L <= R <= N <= 2000");
        exit(3);
    }
    let seed = match words.get(3..) {
        Some(["seed", s]) => s.parse().unwrap_or_else(|_| {
            eprintln!("bad case file {path}: the seed `{s}` is not a number in 0..2^64");
            exit(3)
        }),
        Some([]) | None => 0,
        _ => {
            eprintln!("bad case file {path}: expected `seed S` or nothing after `N L R`");
            exit(3)
        }
    };
    let mut rng = (seed > 0).then_some(Rng(seed));
    let g = grundy(n, l, r);
    let mut row = vec![true; n];
    let mut program = Tokens { reader: std::io::stdin().lock(), lost_line: "-1 -1\n" };
    say(&format!("{n} {l} {r}\n"));
    let side = program.next("`First` or `Second`");
    let mut program_moves = match &side[..] {
        b"First" => true,
        b"Second" => false,
        other => lose(&format!("expected `First` or `Second`, found `{}`", other.escape_ascii())),
    };
    let mut moves = 0;
    loop {
        if program_moves {
            let x: i64 = program.number("the program's move `x y`");
            let y: i64 = program.number("the program's move `x y`");
            moves += 1;
            if (x, y) == (0, 0) {
                lose(&format!("move {moves}: the program gave up (0 0)"));
            }
            // `x + y` in `checked_add`: `9223372036854775807 2` is a lost game, not a panic.
            let legal = x >= 1
                && (l as i64..=r as i64).contains(&y)
                && x.checked_add(y).is_some_and(|end| end - 1 <= n as i64)
                && row[(x - 1) as usize..(x + y - 1) as usize].iter().all(|&c| c);
            if !legal {
                lose(&format!(
                    "move {moves}: `{x} {y}` is not a run of {l}..={r} cards still there"
                ));
            }
            row[(x - 1) as usize..(x + y - 1) as usize].fill(false);
        }
        program_moves = true;
        match judge_move(&row, l, r, &g, &mut rng) {
            None => {
                say("0 0\n");
                exit(0);
            }
            Some((begin, y)) => {
                row[begin..begin + y].fill(false);
                say(&format!("{} {y}\n", begin + 1));
            }
        }
    }
}
