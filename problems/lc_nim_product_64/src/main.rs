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
use snippets::{nimber, read_case};
use std::io::{BufWriter, Read, Write, stdin, stdout};

/// Bytes read from stdin at a time.
const PIECE: usize = 1 << 16;

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

/// Writes `value` in decimal and a newline: a third of the time of `writeln!` here, where a
/// million 20-digit answers are a fifth of the work.
fn write_line(out: &mut impl Write, mut value: u64) -> std::io::Result<()> {
    let mut digits = [b'\n'; 21];
    let mut start = 20;
    loop {
        start -= 1;
        digits[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    out.write_all(&digits[start..])
}

fn main() -> std::io::Result<()> {
    let mut reader = stdin().lock();
    let mut out = BufWriter::new(stdout().lock());
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
                    write_line(&mut out, nimber::product(a, value))?;
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
