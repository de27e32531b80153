//! The I/O limit of a judge binary: read all of stdin, then write the given number of bytes of
//! output (lines of `0`) in one call, with no parsing and no formatting. What no solution that
//! reads its whole input and prints its whole answer can beat.
//!
//! With `--read snippets` or `--read proconio` it also parses every token of the input as a
//! `u64` with that reader (and nothing else), which isolates what the reader costs; with
//! `--words` after it, every token as a word (an input of words, abc209e's).
//!
//! Usage: `io_limit <output bytes> [--read snippets|proconio [--words]] < input`

use std::hint::black_box;
use std::io::{Read, Write, stdin, stdout};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: io_limit <output bytes> [--read snippets|proconio [--words]] < input";
    let bytes: usize = args.first().and_then(|arg| arg.parse().ok()).expect(usage);
    let mut sum = 0u64;
    match args.get(1..).unwrap_or_default() {
        [] => {
            let mut input = Vec::new();
            stdin().lock().read_to_end(&mut input).expect("read stdin");
            black_box(input);
        }
        [flag, reader] if flag == "--read" && reader == "snippets" => {
            let mut input = snippets::io::Input::new(stdin().lock());
            while let Some(x) = input.u64() {
                sum = sum.wrapping_add(x);
            }
        }
        [flag, reader, words] if flag == "--read" && reader == "snippets" && words == "--words" => {
            let mut input = snippets::io::Input::new(stdin().lock());
            while let Some(word) = input.word() {
                sum = sum.wrapping_add(word.len() as u64);
            }
        }
        [flag, reader, words] if flag == "--read" && reader == "proconio" && words == "--words" => {
            use proconio::source::{Source, once::OnceSource};
            let mut source = OnceSource::new(stdin().lock());
            while !source.is_empty() {
                proconio::input! { from &mut source, word: proconio::marker::Bytes }
                sum = sum.wrapping_add(word.len() as u64);
            }
        }
        [flag, reader] if flag == "--read" && reader == "proconio" => {
            use proconio::source::{Source, once::OnceSource};
            let mut source = OnceSource::new(stdin().lock());
            while !source.is_empty() {
                proconio::input! { from &mut source, x: u64 }
                sum = sum.wrapping_add(x);
            }
        }
        _ => panic!("{usage}"),
    }
    black_box(sum);
    let output: Vec<u8> = b"0\n".iter().copied().cycle().take(bytes).collect();
    stdout().lock().write_all(&output).expect("write stdout");
}
