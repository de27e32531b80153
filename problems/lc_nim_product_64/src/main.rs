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

/// `"00" "01" ... "99"`: two digits per division when writing.
const DIGIT_PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Writes `value` in decimal and a newline, two digits at a time: a million 20-digit answers
/// are a large part of the work here, and `writeln!` takes three times as long.
fn write_line(out: &mut impl Write, mut value: u64) -> std::io::Result<()> {
    let mut digits = [b'\n'; 21];
    let mut start = 20;
    while value >= 100 {
        let pair = (value % 100) as usize * 2;
        value /= 100;
        start -= 2;
        digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    }
    if value >= 10 {
        let pair = value as usize * 2;
        start -= 2;
        digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    } else {
        start -= 1;
        digits[start] = b'0' + value as u8;
    }
    out.write_all(&digits[start..])
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
