//! What the interactors of this workspace share, included by each as a module
//! (`#[path = "../interactor_protocol.rs"] mod protocol;`), std only: the program's tokens
//! read in bounded memory, the case file read in bounded memory, the exits that carry the
//! verdict, and the seeded choice of a judge that is losing.
//!
//! The convention (testlib's and `oj test-reactive`'s; `judge::interactive`): the program's
//! lines on stdin, the judge's on stdout, the verdict as the exit status (0 the program won,
//! 1 it lost or broke the protocol, 3 the case file is bad), the reason in one line on stderr.

// Each interactor uses what its game needs of this (a judge that never chooses at random has
// no use for `Rng`).
#![allow(dead_code)]

use std::io::{BufRead, Read, Write};
use std::process::exit;

/// The most bytes a token of the program may have (a move is a few numbers of at most 20
/// digits); a longer one loses the game as soon as it is seen, named by its first 32 bytes.
pub const TOKEN_LIMIT: usize = 40;

/// The program lost: `lost_line` to it (`-1 -1\n`, the statement's), the reason to stderr,
/// exit status 1.
pub fn lose(lost_line: &str, reason: &str) -> ! {
    let mut out = std::io::stdout();
    let _ = out.write_all(lost_line.as_bytes()).and_then(|()| out.flush());
    eprintln!("{reason}");
    exit(1)
}

/// One line of the judge's, flushed; a program that stopped reading has lost.
pub fn say(line: &str) {
    let mut out = std::io::stdout();
    if out.write_all(line.as_bytes()).and_then(|()| out.flush()).is_err() {
        eprintln!("the program stopped reading");
        exit(1);
    }
}

/// The case file is bad: the reason to stderr, exit status 3.
pub fn bad_case(reason: &str) -> ! {
    eprintln!("{reason}");
    exit(3)
}

/// The case file's text, at most `limit` bytes, read no further than that (a huge or sparse
/// file costs nothing); anything else exits with status 3.
pub fn read_case(path: &str, limit: u64) -> String {
    let mut text = Vec::new();
    let read =
        std::fs::File::open(path).and_then(|file| file.take(limit + 1).read_to_end(&mut text));
    if let Err(e) = read {
        bad_case(&format!("cannot read the case file {path}: {e}"));
    }
    if text.len() as u64 > limit {
        bad_case(&format!("bad case file {path}: more than {limit} bytes"));
    }
    String::from_utf8(text)
        .unwrap_or_else(|_| bad_case(&format!("bad case file {path}: not UTF-8 text")))
}

/// The program's tokens, read as they arrive, each in at most [`TOKEN_LIMIT`] bytes of memory.
pub struct Tokens<R> {
    pub reader: R,
    /// What the program reads when it has lost ([`lose`]).
    pub lost_line: &'static str,
}

impl<R: BufRead> Tokens<R> {
    /// The next token; the end of the program's output, a read error or a token longer than
    /// [`TOKEN_LIMIT`] loses the game.
    pub fn next(&mut self, expected: &str) -> Vec<u8> {
        let mut token = Vec::new();
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => lose(self.lost_line, &format!("cannot read the program's output: {e}")),
            };
            if buf.is_empty() {
                if token.is_empty() {
                    lose(
                        self.lost_line,
                        &format!("the program ended its output where {expected} was expected"),
                    );
                }
                return token;
            }
            let mut used = 0;
            let mut ended = false;
            for &byte in buf {
                used += 1;
                if !byte.is_ascii_whitespace() {
                    token.push(byte);
                    if token.len() > TOKEN_LIMIT {
                        lose(
                            self.lost_line,
                            &format!(
                                "expected {expected}, found `{}...` (more than {TOKEN_LIMIT} bytes)",
                                token[..32].escape_ascii()
                            ),
                        );
                    }
                } else if !token.is_empty() {
                    ended = true;
                    break;
                }
            }
            self.reader.consume(used);
            if ended {
                return token;
            }
        }
    }

    /// The next token as a number of type `T`; anything else loses.
    pub fn number<T: std::str::FromStr>(&mut self, expected: &str) -> T {
        let token = self.next(expected);
        std::str::from_utf8(&token).ok().and_then(|t| t.parse().ok()).unwrap_or_else(|| {
            lose(self.lost_line, &format!("expected {expected}, found `{}`", token.escape_ascii()))
        })
    }
}

/// SplitMix64, for the seeded choice of a judge that is losing (`seed S` in a case file).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}
