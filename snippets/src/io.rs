//! Judge input and output as a strong contestant writes them: stdin read in chunks of 64 KiB,
//! numbers parsed straight from the chunk (eight bytes at once, then a digit loop), answers
//! gathered in one buffer.
//!
//! Tokens are separated by ASCII whitespace (space, `\t`, `\n`, `\r`, `\x0b`, `\x0c`), so CRLF,
//! tabs and blank lines change nothing; every other byte, a control byte or one that is not
//! ASCII included, belongs to a token. The end of the input is `None`, so a program stops
//! cleanly where a sentinel is missing or a last case is cut short. Anything else a judge
//! never sends stops the program with one line `error: ...` on stderr and exit status 1, the
//! bad token named (control bytes escaped; a long one cut to its first 32 bytes and its
//! length, read through in constant memory): a token that is not a number of the type asked,
//! an input that cannot be read, an output that cannot be written.
//!
//! Depends on: nothing.
//!
//! Verified: seeded random texts of numbers and whitespace against `str::split` and
//! `str::parse`, read in pieces of every size from 1 to 40 bytes (every token across every
//! chunk boundary); `u64::MAX` and `u64::MAX + 1`, leading zeros, words up
//! to the buffer's size and past it; the messages of bad tokens; words and numbers written
//! against their concatenation. Every binary's bad tokens, values out of range and
//! write errors, in its build and in its standalone bundle (the problems' tests).

use std::fmt::Display;
use std::io::{Read, Write};

/// Prints `error: <message>` on stderr and exits with status 1: how a program stops on input
/// a judge never sends. Answers still in an [`Output`] are not written.
///
/// # Example
/// ```no_run
/// snippets::io::fail(format_args!("vertex {} is not in 1..={}", 7, 5));
/// ```
pub fn fail(message: impl Display) -> ! {
    if cfg!(test) {
        panic!("error: {message}");
    }
    let _ = writeln!(std::io::stderr(), "error: {message}");
    std::process::exit(1)
}

/// Whitespace-separated tokens of a reader; numbers and words borrowed from its buffer.
pub struct Input<R> {
    reader: R,
    buf: Vec<u8>,
    /// The unread bytes are `buf[pos..len]`.
    pos: usize,
    len: usize,
}

impl Input<std::io::StdinLock<'static>> {
    /// The standard input, in chunks of 64 KiB.
    pub fn stdin() -> Self {
        Input::new(std::io::stdin().lock())
    }
}

impl<R: Read> Input<R> {
    /// Tokens of `reader`, read in chunks of 64 KiB.
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"7\r\n\t18446744073709551615"[..]);
    /// assert_eq!(input.u64(), Some(7));
    /// assert_eq!(input.u64(), Some(u64::MAX));
    /// assert_eq!(input.u64(), None);
    /// ```
    pub fn new(reader: R) -> Self {
        Input { reader, buf: vec![0; 1 << 16], pos: 0, len: 0 }
    }

    /// Moves the unread bytes to the front and reads more after them; `false` at the end of
    /// the input (or with the buffer full).
    #[cold]
    fn fill(&mut self) -> bool {
        self.buf.copy_within(self.pos..self.len, 0);
        (self.len, self.pos) = (self.len - self.pos, 0);
        let read = self.reader.read(&mut self.buf[self.len..]);
        let read = read.unwrap_or_else(|e| fail(format_args!("cannot read the input: {e}")));
        self.len += read;
        read > 0
    }

    /// The next unread byte, or `None` at the end of the input.
    #[inline]
    fn peek(&mut self) -> Option<u8> {
        if self.pos == self.len && !self.fill() {
            return None;
        }
        Some(self.buf[self.pos])
    }

    /// Skips whitespace; `None` at the end of the input, else a token starts at `pos`.
    #[inline]
    fn skip(&mut self) -> Option<()> {
        loop {
            while self.pos < self.len {
                if !is_space(self.buf[self.pos]) {
                    return Some(());
                }
                self.pos += 1;
            }
            if !self.fill() {
                return None;
            }
        }
    }

    /// Reads the next token as a `u64`: decimal digits only, leading zeros allowed; `None` at
    /// the end of the input. Any other token stops the program, naming it ([`fail`]).
    ///
    /// # Complexity
    /// O(token length + whitespace skipped)
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"00042 0"[..]);
    /// assert_eq!((input.u64(), input.u64(), input.u64()), (Some(42), Some(0), None));
    /// ```
    #[inline(always)]
    pub fn u64(&mut self) -> Option<u64> {
        self.skip()?;
        let (mut value, mut digits) = (0u64, 0);
        if let Some(block) = self.buf[self.pos..self.len].get(..8) {
            // Eight bytes at once: how many digits lead (a byte below '0' wraps to 0x80 and
            // up, one above '9' reaches 0x80 when 0x76 is added), then their value, two, four
            // and eight digits at a time; a longer number goes on digit by digit.
            let eight = u64::from_le_bytes(block.try_into().unwrap());
            let lanes = eight.wrapping_sub(0x3030_3030_3030_3030);
            let stops = (lanes | lanes.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080;
            let count = stops.trailing_zeros() as usize / 8;
            if count > 0 && (count == 8 || is_space(block[count])) {
                value = lanes << (64 - 8 * count);
                value = (value * 10 + (value >> 8)) & 0x00FF_00FF_00FF_00FF;
                value = (value * 100 + (value >> 16)) & 0x0000_FFFF_0000_FFFF;
                value = (value * 10000 + (value >> 32)) & 0xFFFF_FFFF;
                self.pos += count;
                if count < 8 {
                    self.pos += 1;
                    return Some(value);
                }
                digits = 8;
            }
        }
        loop {
            // Up to 19 digits without a check: 10^19 - 1 fits.
            let end = self.len.min(self.pos + 19 - digits);
            let mut used = 0;
            for &byte in &self.buf[self.pos..end] {
                if !byte.is_ascii_digit() {
                    break;
                }
                value = value * 10 + u64::from(byte - b'0');
                used += 1;
            }
            (self.pos, digits) = (self.pos + used, digits + used);
            if self.pos < self.len {
                if is_space(self.buf[self.pos]) {
                    self.pos += 1;
                    return Some(value);
                }
                return self.number_tail(value, digits);
            }
            // The token may go on in the next chunk.
            if !self.fill() {
                return Some(value);
            }
        }
    }

    /// The rest of a number whose first `digits` digits read as `value`: more digits while
    /// they fit, else the token is named.
    #[cold]
    fn number_tail(&mut self, mut value: u64, mut digits: usize) -> Option<u64> {
        while let Some(byte) = self.peek().filter(|&byte| !is_space(byte)) {
            let next = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(u64::from(byte.wrapping_sub(b'0'))));
            match next.filter(|_| byte.is_ascii_digit()) {
                Some(next) => value = next,
                None => {
                    let read = if digits > 0 { format!("{value:0digits$}") } else { String::new() };
                    self.bad("a u64", read.into_bytes());
                }
            }
            (self.pos, digits) = (self.pos + 1, digits + 1);
        }
        Some(value)
    }

    /// Reads `count` numbers as [`Input::u64`] does; `None` when the input ends before the
    /// last. Memory follows what is read, not `count`.
    ///
    /// # Complexity
    /// O(tokens read)
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"1 2 3"[..]);
    /// assert_eq!(input.u64s(2), Some(vec![1, 2]));
    /// assert_eq!(input.u64s(u64::MAX), None); // the input ends first
    /// ```
    pub fn u64s(&mut self, count: u64) -> Option<Vec<u64>> {
        let mut values = Vec::with_capacity(count.min(1 << 16) as usize);
        for _ in 0..count {
            values.push(self.u64()?);
        }
        Some(values)
    }

    /// Reads the next token as bytes, borrowed from the buffer; `None` at the end of the
    /// input. A token as long as the buffer (64 KiB) or longer stops the program, naming it.
    ///
    /// # Complexity
    /// O(token length + whitespace skipped)
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b" K.#\r\n\xff"[..]);
    /// assert_eq!(input.word(), Some(&b"K.#"[..]));
    /// assert_eq!(input.word(), Some(&b"\xff"[..]));
    /// assert_eq!(input.word(), None);
    /// ```
    pub fn word(&mut self) -> Option<&[u8]> {
        self.skip()?;
        // Up to seven bytes and a separator, found eight bytes at once: the first byte below
        // 0x21 (a byte at or above 0x80 is never flagged, and a borrow only flags bytes after
        // it) ends the word if it is whitespace.
        if let Some(block) = self.buf[self.pos..self.len].get(..8) {
            let eight = u64::from_le_bytes(block.try_into().unwrap());
            let low = eight.wrapping_sub(0x2121_2121_2121_2121) & !eight & 0x8080_8080_8080_8080;
            let length = low.trailing_zeros() as usize / 8;
            if length < 8 && is_space(block[length]) {
                let start = self.pos;
                self.pos += length + 1;
                return Some(&self.buf[start..start + length]);
            }
        }
        // The token's bytes from `pos` known so far; `fill` moves them to the front.
        let mut length = 0;
        loop {
            let rest = &self.buf[self.pos + length..self.len];
            if let Some(more) = rest.iter().position(|&byte| is_space(byte)) {
                length += more;
                break;
            }
            length = self.len - self.pos;
            if length == self.buf.len() {
                let word = self.buf.clone();
                self.pos = self.len;
                self.bad("a shorter word", word);
            }
            if !self.fill() {
                break;
            }
        }
        let start = self.pos;
        self.pos += length;
        Some(&self.buf[start..start + length])
    }

    /// Stops the program on the token that starts with `text`, read through to its end.
    #[cold]
    fn bad(&mut self, expected: &str, mut text: Vec<u8>) -> ! {
        let mut length = text.len();
        text.truncate(32);
        while let Some(byte) = self.peek().filter(|&byte| !is_space(byte)) {
            if text.len() < 32 {
                text.push(byte);
            }
            (self.pos, length) = (self.pos + 1, length + 1);
        }
        let cut = if length > 32 { format!("... ({length} bytes)") } else { String::new() };
        fail(format_args!("expected {expected}, found `{}`{cut}", text.escape_ascii()))
    }
}

/// Whether `byte` separates tokens: ASCII whitespace, `\x0b` included.
#[inline]
fn is_space(byte: u8) -> bool {
    // `\t`, `\n`, `\x0b`, `\x0c`, `\r` are 9 to 13.
    byte == b' ' || byte.wrapping_sub(b'\t') <= 4
}

/// Answers gathered in one buffer and written in pieces of 64 KiB, the rest when dropped. A
/// write that fails stops the program ([`fail`]).
pub struct Output<W: Write> {
    writer: W,
    buf: Vec<u8>,
}

impl Output<std::io::StdoutLock<'static>> {
    /// The standard output.
    pub fn stdout() -> Self {
        Output::new(std::io::stdout().lock())
    }
}

impl<W: Write> Output<W> {
    /// Answers for `writer`.
    pub fn new(writer: W) -> Self {
        Output { writer, buf: Vec::with_capacity(1 << 16) }
    }

    /// Appends `bytes` (a word, a line).
    ///
    /// # Example
    /// ```
    /// let mut text = Vec::new();
    /// snippets::io::Output::new(&mut text).bytes("first\n");
    /// assert_eq!(text, b"first\n");
    /// ```
    #[inline]
    pub fn bytes(&mut self, bytes: impl AsRef<[u8]>) {
        let bytes = bytes.as_ref();
        // Writes of at most 64 KiB, what a pipe holds: a larger one waits for the reader twice.
        if self.buf.len() + bytes.len() > 1 << 16 {
            self.flush();
        }
        self.buf.extend_from_slice(bytes);
    }

    /// Appends `answer`, a literal (`out.put(b"Yes\n")`), copied in line: its length
    /// is known where it is written, so no call of `memcpy` copies it, and an answer written in
    /// each arm (`if wins { out.put(b"First\n") } else { out.put(b"Second\n") }`) stays two
    /// copies of a known length, not one of a length that waits for the answer.
    ///
    /// # Example
    /// ```
    /// let mut text = Vec::new();
    /// snippets::io::Output::new(&mut text).put(b"Yes\n");
    /// assert_eq!(text, b"Yes\n");
    /// ```
    #[inline]
    pub fn put<const N: usize>(&mut self, answer: &[u8; N]) {
        self.bytes(answer);
    }

    /// Appends `value` in decimal, then the byte `end`.
    ///
    /// # Example
    /// ```
    /// let mut text = Vec::new();
    /// let mut out = snippets::io::Output::new(&mut text);
    /// out.number(0, b' ');
    /// out.number(u64::MAX, b'\n');
    /// drop(out);
    /// assert_eq!(text, b"0 18446744073709551615\n");
    /// ```
    #[inline]
    pub fn number(&mut self, mut value: u64, end: u8) {
        let mut digits = [end; 21];
        let mut start = 20;
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        self.bytes(&digits[start..]);
    }

    /// Writes what is gathered.
    pub fn flush(&mut self) {
        let written = self.writer.write_all(&self.buf);
        if let Err(e) = written.and_then(|()| self.writer.flush()) {
            fail(format_args!("cannot write the output: {e}"));
        }
        self.buf.clear();
    }
}

impl<W: Write> Drop for Output<W> {
    fn drop(&mut self) {
        self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    /// The message `f` stops with ([`fail`] panics in tests).
    fn failure<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> String {
        let payload = std::panic::catch_unwind(f).err().expect("a failure");
        match payload.downcast::<String>() {
            Ok(message) => *message,
            Err(payload) => payload.downcast::<&str>().unwrap().to_string(),
        }
    }

    /// A reader that hands out at most `piece` bytes a call: a chunk boundary anywhere.
    struct Trickle<'a> {
        text: &'a [u8],
        piece: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let length = self.piece.min(buf.len()).min(self.text.len());
            buf[..length].copy_from_slice(&self.text[..length]);
            self.text = &self.text[length..];
            Ok(length)
        }
    }

    fn numbers(text: &[u8], piece: usize) -> Vec<u64> {
        let mut input = Input::new(Trickle { text, piece });
        std::iter::from_fn(|| input.u64()).collect()
    }

    fn words(text: &[u8], piece: usize) -> Vec<Vec<u8>> {
        let mut input = Input::new(Trickle { text, piece });
        std::iter::from_fn(|| input.word().map(<[u8]>::to_vec)).collect()
    }

    /// Seeded random texts of numbers (leading zeros, up to `u64::MAX`) between runs of
    /// whitespace, read at every buffer size, against `split_ascii_whitespace` and `parse`.
    #[test]
    fn numbers_and_words_against_split_and_parse() {
        let mut rng = Rng::new(21);
        for _ in 0..300 {
            let mut text = Vec::new();
            for _ in 0..rng.below_or_equal(11) {
                for _ in 0..rng.below_or_equal(3) + 1 {
                    text.push(b" \t\n\r\x0b\x0c"[rng.below_or_equal(5) as usize]);
                }
                let value = match rng.below_or_equal(3) {
                    0 => rng.below_or_equal(9),
                    1 => u64::MAX - rng.below_or_equal(2),
                    _ => rng.next_u64() >> rng.below_or_equal(63),
                };
                let zeros = if rng.below_or_equal(3) == 0 { rng.below_or_equal(2) } else { 0 };
                text.extend(std::iter::repeat_n(b'0', zeros as usize));
                text.extend(value.to_string().bytes());
            }
            let text_str = std::str::from_utf8(&text).unwrap();
            let expected: Vec<u64> = text_str
                .split([' ', '\t', '\n', '\r', '\x0b', '\x0c'])
                .filter(|token| !token.is_empty())
                .map(|token| token.parse().unwrap())
                .collect();
            for piece in 1..=40 {
                assert_eq!(numbers(&text, piece), expected, "{text_str:?} {piece}");
                let tokens: Vec<Vec<u8>> = text_str
                    .split([' ', '\t', '\n', '\r', '\x0b', '\x0c'])
                    .filter(|token| !token.is_empty())
                    .map(|token| token.as_bytes().to_vec())
                    .collect();
                assert_eq!(words(&text, piece), tokens, "{text_str:?} {piece}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(numbers(b"18446744073709551615", 64), [u64::MAX]);
        assert_eq!(numbers(b"000000000000000000000018446744073709551615 0", 3), [u64::MAX, 0]);
        assert_eq!(numbers(b"", 64), []);
        assert_eq!(numbers(b" \r\n\t\x0b\x0c", 2), []);
        assert_eq!(words(b"abc", 1), [b"abc"]);
        // The end of the input inside a list: `None`, whatever the count.
        let mut input = Input::new(&b"1 2"[..]);
        assert_eq!(input.u64s(3), None);
        assert_eq!(Input::new(&b""[..]).u64s(0), Some(vec![]));
    }

    #[test]
    fn bad_tokens_are_named() {
        for piece in [1, 2, 5, 64] {
            let bad = |text: &'static [u8]| failure(move || numbers(text, piece));
            let expect = |found: &str| format!("error: expected a u64, found {found}");
            assert_eq!(bad(b"1 abc 2"), expect("`abc`"));
            assert_eq!(bad(b"12x"), expect("`12x`"));
            assert_eq!(bad(b"-1"), expect("`-1`"));
            assert_eq!(bad(b"+5"), expect("`+5`"));
            assert_eq!(bad(b"0012.5\n"), expect("`0012.5`"));
            assert_eq!(bad(b"18446744073709551616"), expect("`18446744073709551616`"));
            assert_eq!(bad(b"1\x00 2"), expect("`1\\x00`"));
            assert_eq!(bad(b"\x1b[2J"), expect("`\\x1b[2J`"));
            assert_eq!(bad(b"\xff4"), expect("`\\xff4`"));
        }
        let long = format!("7{}", "8".repeat(100_000));
        let message = failure(move || numbers(long.as_bytes(), 64));
        assert_eq!(
            message,
            format!("error: expected a u64, found `7{}`... (100001 bytes)", "8".repeat(31))
        );
        // A word as long as the buffer, or longer: cut as a number is, and read through.
        let message = failure(|| words(&[b'w'; 70_000], 1000));
        assert_eq!(
            message,
            format!("error: expected a shorter word, found `{}`... (70000 bytes)", "w".repeat(32))
        );
        assert_eq!(words(&[b'w'; 65_535], 1000).len(), 1);
        assert!(failure(|| words(&[b'w'; 65_536], 1000)).ends_with("... (65536 bytes)"));
    }

    /// After every count of digits up to nine, every byte: a digit goes on, whitespace ends
    /// the number, anything else is a bad token; with eight bytes or more in the chunk (read
    /// eight at once) and with fewer.
    #[test]
    fn every_byte_after_every_count_of_digits() {
        for count in 1..=9 {
            for byte in 0..=255u8 {
                let mut text = b"123456789"[..count].to_vec();
                text.push(byte);
                text.extend(b" 5 ");
                let value: u64 = std::str::from_utf8(&text[..count]).unwrap().parse().unwrap();
                for piece in [1, 64] {
                    let context =
                        format!("{:?} in pieces of {piece}", text.escape_ascii().to_string());
                    let read = std::panic::catch_unwind(|| numbers(&text, piece));
                    match read {
                        _ if byte.is_ascii_digit() => {
                            let joined = value * 10 + u64::from(byte - b'0');
                            assert_eq!(read.unwrap(), [joined, 5], "{context}");
                        }
                        _ if is_space(byte) => assert_eq!(read.unwrap(), [value, 5], "{context}"),
                        Err(_) => {}
                        Ok(numbers) => panic!("{context}: read {numbers:?}"),
                    }
                }
            }
        }
    }

    #[test]
    fn output_in_pieces_is_one_concatenation() {
        let mut rng = Rng::new(7);
        let mut text = Vec::new();
        let mut expected = Vec::new();
        {
            let mut out = Output::new(&mut text);
            for _ in 0..100_000 {
                if rng.below_or_equal(1) == 0 {
                    let value = rng.next_u64() >> rng.below_or_equal(63);
                    out.number(value, b'\n');
                    expected.extend(format!("{value}\n").bytes());
                } else {
                    let word = &b"Have a try, lxhgww.\n"[..rng.below_or_equal(20) as usize];
                    out.bytes(word);
                    expected.extend(word);
                }
            }
        }
        assert_eq!(text, expected);
    }

    #[test]
    fn a_failed_write_is_an_error() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::StorageFull.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let message = failure(|| Output::new(Full).bytes("x"));
        assert!(message.starts_with("error: cannot write the output: "), "{message}");
    }
}
