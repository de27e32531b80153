//! The judge's side of Codeforces 1934 D2 (XOR Break, Game Version), playing Bob perfectly
//! and adversarially: `cf1934d2-interactor <case.in>`, the convention of testlib and
//! `oj test-reactive` (the program's lines on stdin, the judge's on stdout, the verdict as the
//! exit status: 0 the program won every game, 1 it lost one or broke the protocol, 3 the case
//! file is bad; the reason in one line on stderr).
//!
//! The case file: `t`, then `t` numbers `n` (each at least 1, any `u64`), then optionally
//! `seed S` (a `u64`), in at most 1 MiB; a count above the games that follow is a bad case
//! file (exit 3), not an allocation. A token of the program longer than 40 bytes loses.
//!
//! Bob's play, from the exact analysis (the player to break `p` wins iff `p` has an even,
//! non-zero number of one bits; the game-tree search of `problem.rs` and of
//! `snippets::xor_break`'s tests checks it for `p < 2^11`), written here again on its own:
//! - when Bob can win (one of the two numbers has an even number of one bits), he takes it
//!   and breaks it into (highest bit, rest), so a program that errs once loses;
//! - when Bob loses, he stretches the game: the break whose even part (the one the program
//!   must keep) is largest, a break by one bit `b` of `r` that keeps every bit above `b` and
//!   fills those below; with `seed S` (S > 0) a break among those at random instead. A
//!   program that splits off the lowest bit then plays far past its 63 breaks.
//! - after the program's 63rd break, if Bob can still break, the program has lost (`-1 -1`).

#[path = "../interactor_protocol.rs"]
mod protocol;

use protocol::{Rng, Tokens, say};
use std::process::exit;

/// The program lost: `-1 -1` to it, the reason to stderr, exit status 1.
fn lose(reason: &str) -> ! {
    protocol::lose("-1 -1\n", reason)
}

/// The most bytes a case file may have (a thousand games of 20 digits are 21 KB); a longer one
/// is refused unread past this size, so the interactor's memory stays small whatever the file
/// (a 2 GB sparse file once cost 2.1 GB).
const CASE_FILE_LIMIT: u64 = 1 << 20;

fn ones(p: u64) -> u32 {
    p.count_ones()
}

fn breaker_wins(p: u64) -> bool {
    p != 0 && ones(p) & 1 == 0
}

fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    p1 > 0 && p2 > 0 && p1 < p && p2 < p && p1 ^ p2 == p
}

/// Bob's break of one of `held`, or `None` when neither can be broken.
fn bob(held: [u64; 2], rng: &mut Option<Rng>) -> Option<(u64, u64)> {
    // A win: the number with an even count of one bits, as (highest bit, rest).
    if let Some(&p) = held.iter().find(|&&p| breaker_wins(p)) {
        let top = 1u64 << (63 - p.leading_zeros());
        return Some((top, p ^ top));
    }
    // A loss: every break by one non-highest bit `b` of `r`, bits above `b` kept, those
    // below filled (bit 0 left out when the count must be even).
    let mut options = Vec::new();
    for &r in &held {
        if ones(r) < 2 {
            continue;
        }
        let top = 63 - r.leading_zeros();
        for b in 0..top {
            if r >> b & 1 == 0 {
                continue;
            }
            let mut even = (r & !((2u64 << b) - 1)) | ((1u64 << b) - 1);
            if ones(even) & 1 == 1 {
                even &= !1;
            }
            let odd = r ^ even;
            if is_break(r, even, odd) {
                options.push((even, odd));
            }
        }
    }
    if options.is_empty() {
        return None;
    }
    let chosen = match rng {
        Some(rng) => options[(rng.next() % options.len() as u64) as usize],
        None => *options.iter().max().expect("not empty"),
    };
    Some(chosen)
}

/// The case file's games and seed, from at most [`CASE_FILE_LIMIT`] bytes; anything else
/// exits with status 3.
fn read_case(path: &str) -> (Vec<u64>, u64) {
    let text = protocol::read_case(path, CASE_FILE_LIMIT);
    let bad = |what: &str| -> ! { protocol::bad_case(&format!("bad case file {path}: {what}")) };
    let mut words = text.split_ascii_whitespace();
    let t: u64 = words.next().and_then(|w| w.parse().ok()).unwrap_or_else(|| bad("no count"));
    // Games pushed as they are read, not allocated for `t`: a count is no promise.
    let mut games = Vec::new();
    while (games.len() as u64) < t {
        let Some(word) = words.next() else {
            bad(&format!("the count is {t}, but only {} numbers follow it", games.len()))
        };
        match word.parse::<u64>() {
            Ok(n) if n > 0 => games.push(n),
            _ => bad(&format!("game {}: `{word}` is not a number n >= 1", games.len() + 1)),
        }
    }
    let seed = match (words.next(), words.next(), words.next()) {
        (None, _, _) => 0,
        (Some("seed"), Some(seed), None) => seed
            .parse()
            .unwrap_or_else(|_| bad(&format!("the seed `{seed}` is not a number in 0..2^64"))),
        _ => bad("expected `seed S` or nothing after the games"),
    };
    (games, seed)
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: cf1934d2-interactor <case.in>");
        exit(3)
    };
    let (games, seed) = read_case(&path);
    let mut rng = (seed > 0).then_some(Rng(seed));
    let mut program = Tokens { reader: std::io::stdin().lock(), lost_line: "-1 -1\n" };
    say(&format!("{}\n", games.len()));
    for (game, &n) in games.iter().enumerate() {
        let game = game + 1;
        say(&format!("{n}\n"));
        let side = program.next("`first` or `second`");
        let mut breaks = 0u32;
        // The two numbers the program last wrote (or n twice when Bob begins).
        let mut held = [n, n];
        // Whose break of which numbers comes next.
        let mut program_to_break = match &side[..] {
            b"first" => Some([n, n]),
            b"second" => None,
            other => lose(&format!(
                "game {game}: expected `first` or `second`, found `{}`",
                other.escape_ascii()
            )),
        };
        loop {
            if let Some(options) = program_to_break {
                let p1 = program.number("the program's break `p1 p2`");
                let p2 = program.number("the program's break `p1 p2`");
                if (p1, p2) == (0, 0) {
                    lose(&format!("game {game} (n = {n}): the program gave up (0 0)"));
                }
                if !is_break(options[0], p1, p2) && !is_break(options[1], p1, p2) {
                    lose(&format!(
                        "game {game} (n = {n}): `{p1} {p2}` breaks neither {} nor {}",
                        options[0], options[1]
                    ));
                }
                breaks += 1;
                held = [p1, p2];
            }
            let bob_move = bob(held, &mut rng);
            if bob_move.is_some() && breaks >= 63 {
                lose(&format!(
                    "game {game} (n = {n}): the program used 63 breaks and Bob can still break"
                ));
            }
            match bob_move {
                None => {
                    say("0 0\n");
                    break;
                }
                Some((a, b)) => {
                    say(&format!("{a} {b}\n"));
                    program_to_break = Some([a, b]);
                }
            }
        }
    }
}
