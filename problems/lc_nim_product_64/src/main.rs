//! Library Checker Nim Product (F_{2^64}): the nim product of two `u64`, by
//! `snippets::nimber::product`.
//! https://judge.yosupo.jp/problem/nim_product_64
//!
//! Input: `T`, then `T` lines `A B`. Output per line: the nim product of `A` and `B`.
//!
//! At `T = 10^6` the input is about 40 MB. It is read in pieces of whole tokens, one token at
//! a time, so that memory stays near the 384 KiB of the nimber tables instead of growing with
//! the input; a pair split between two pieces is carried over.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{nimber, read_case, stdio};
use std::io::{Read, Write};

/// Bytes read from stdin at a time.
const PIECE: usize = 1 << 20;

/// Reads up to [`PIECE`] more bytes into `buffer`; returns how long its prefix of whole
/// tokens is (up to the last whitespace, or everything at the end of the input) and whether
/// the input has ended.
fn read_piece(reader: &mut impl Read, buffer: &mut Vec<u8>) -> std::io::Result<(usize, bool)> {
    let start = buffer.len();
    buffer.resize(start + PIECE, 0);
    let read = loop {
        match reader.read(&mut buffer[start..]) {
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            result => break result?,
        }
    };
    buffer.truncate(start + read);
    if read == 0 {
        return Ok((buffer.len(), true));
    }
    let whole = buffer
        .iter()
        .rposition(u8::is_ascii_whitespace)
        .map_or(0, |last| last + 1);
    Ok((whole, false))
}

fn main() -> std::io::Result<()> {
    let mut reader = stdio::stdin();
    let mut out = stdio::stdout();
    let mut buffer = Vec::with_capacity(2 * PIECE);
    // `T` once read, then the `A` of a pair whose `B` is still to come.
    let (mut remaining, mut first): (Option<u64>, Option<u64>) = (None, None);
    'input: loop {
        let (whole, ended) = read_piece(&mut reader, &mut buffer)?;
        let mut source = OnceSource::new(&buffer[..whole]);
        loop {
            read_case! { from &mut source, value: u64; else break }
            match (remaining, first) {
                (None, _) => remaining = Some(value),
                (Some(0), _) => break 'input,
                (Some(_), None) => first = Some(value),
                (Some(left), Some(a)) => {
                    stdio::write_u64(&mut out, nimber::product(a, value), b'\n')?;
                    (remaining, first) = (Some(left - 1), None);
                }
            }
        }
        if ended || remaining == Some(0) {
            break;
        }
        buffer.drain(..whole);
    }
    out.flush()
}
