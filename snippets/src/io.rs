//! Judge input and output as a strong contestant writes them: stdin read into a buffer of
//! 64 KiB, each token parsed where it lies in the buffer, in one loop over its digits
//! (checked, and overflow too; for inputs of long numbers, eight digits a step first:
//! `long_u64`; a word's end is looked for eight bytes at once), answers gathered in one
//! buffer.
//!
//! Tokens are separated by ASCII whitespace (space, `\t`, `\n`, `\r`, `\x0b`, `\x0c`), so CRLF,
//! tabs and blank lines change nothing; every other byte, a control byte or one that is not
//! ASCII included, belongs to a token. The end of the input is `None`, so a program stops
//! cleanly where a sentinel is missing or a last case is cut short. Anything else a judge
//! never sends stops the program with one line `error: ...` on stderr and exit status 1, the
//! bad token named (control bytes escaped; a long one cut to its first 32 bytes and its
//! length, read through in constant memory: [`named`]): a token that is not a number of the
//! type asked, a token longer than [`MAX_TOKEN`] (65,534) bytes, even a number whose leading
//! zeros make it so, an input that cannot be read, an output that cannot be written.
//!
//! Depends on: nothing.
//!
//! Verified, numbers by `u64` and by `long_u64` alike: seeded random texts of numbers and
//! whitespace against `str::split` and `str::parse`, read in pieces of every size from 1 to 40
//! bytes (every token across every chunk boundary); every byte after every count of digits up
//! to 17; `u64::MAX` and `u64::MAX + 1`, leading zeros (to [`MAX_TOKEN`] bytes and one past),
//! words up to the buffer's size and past it; the messages of bad tokens, cut by [`named`]; words and numbers written against their concatenation, and
//! numbers next to every power of ten. Every binary's bad tokens, values out of range and
//! write errors, in its build and in its standalone bundle (the problems' tests).

use std::io::{BufWriter, Read, Write};

/// Prints `error: <message>` on stderr and exits with status 1: how a program stops on input
/// a judge never sends. Answers still in an [`Output`] are not written. (In this module's
/// tests it panics with that line instead, for the test to read.)
///
/// # Example
/// ```no_run
/// snippets::io::fail(format_args!("vertex {} is not in 1..={}", 7, 5));
/// ```
#[cfg(not(test))]
pub fn fail(message: impl std::fmt::Display) -> ! {
    let _ = writeln!(std::io::stderr(), "error: {message}");
    std::process::exit(1)
}

/// [`fail`] in this module's tests: the line, as a panic a test catches.
#[cfg(test)]
pub fn fail(message: impl std::fmt::Display) -> ! {
    panic!("error: {message}")
}

/// The size of the input buffer and of a piece written: 64 KiB, what a pipe holds. A power of
/// two, so that an index modulo it needs no bounds check.
const SIZE: usize = 1 << 16;

/// The most bytes a token may have: 65,534, the buffer less its last byte (the NUL after the
/// input) and one for the whitespace that ends the token. A longer token, even a `u64` of many
/// leading zeros, stops the program, saying so.
pub const MAX_TOKEN: usize = SIZE - 2;

/// A token as an `error:` line names it: its first 32 bytes between backquotes, control bytes
/// and bytes that are not ASCII escaped, then `... (N bytes)` if it is longer. What [`Input`]
/// writes for a bad token; a program that refuses a word itself names it the same way.
///
/// # Example
/// ```
/// use snippets::io::named;
/// assert_eq!(named(b"12\x1b").to_string(), "`12\\x1b`");
/// assert_eq!(named(&[b'0'; 65_585]).to_string(), format!("`{}`... (65585 bytes)", "0".repeat(32)));
/// assert_eq!(named(b"").to_string(), "``");
/// ```
pub fn named(token: &[u8]) -> String {
    let cut = if token.len() > 32 { format!("... ({} bytes)", token.len()) } else { String::new() };
    format!("`{}`{cut}", token[..token.len().min(32)].escape_ascii())
}

/// Whitespace-separated tokens of a reader, read into a buffer of 64 KiB; numbers and words
/// borrowed from it.
pub struct Input<'a> {
    reader: Box<dyn Read + 'a>,
    /// Bytes read are `buf[..end]`, the next one at `pos`; after the end of the input, one
    /// space more. `buf[end]` is a NUL, neither a digit nor a space: it stops every token's
    /// loop where it lies, and only the slow path, past a token's end, asks if it is `end`.
    buf: Box<[u8; SIZE]>,
    pos: usize,
    end: usize,
    ended: bool,
}

impl<'a> Input<'a> {
    /// The standard input.
    pub fn stdin() -> Self {
        Input::new(std::io::stdin().lock())
    }

    /// Tokens of `reader`.
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"7\r\n\t18446744073709551615"[..]);
    /// assert_eq!(input.u64(), Some(7));
    /// assert_eq!(input.u64(), Some(u64::MAX));
    /// assert_eq!(input.u64(), None);
    /// ```
    pub fn new(reader: impl Read + 'a) -> Self {
        let buf = vec![0; SIZE].into_boxed_slice().try_into().expect("SIZE bytes");
        Input { reader: Box::new(reader), buf, pos: 0, end: 0, ended: false }
    }

    /// Drops the bytes before `pos` and reads more after the rest, up to the buffer's last
    /// byte, which is kept for the NUL at `end`; at the end of the input one space before it,
    /// read as input, so that the last token ends; after that returns `None`. A token that
    /// fills the buffer is longer than [`MAX_TOKEN`]: refused as such.
    #[cold]
    fn fill(&mut self) -> Option<()> {
        if self.ended {
            return None;
        }
        if self.pos == 0 && self.end == SIZE - 1 {
            // `MAX_TOKEN`, written out (the tests hold the two equal).
            self.bad("a token of at most 65534 bytes");
        }
        self.buf.copy_within(self.pos..self.end, 0);
        (self.end, self.pos) = (self.end - self.pos, 0);
        let read = self.reader.read(&mut self.buf[self.end..SIZE - 1]);
        let read = read.unwrap_or_else(|e| fail(format_args!("cannot read the input: {e}")));
        self.end += read;
        self.buf[self.end] = b' ';
        (self.ended, self.end) = (read == 0, self.end + usize::from(read == 0));
        self.buf[self.end] = 0;
        Some(())
    }

    /// Reads the next token as a `u64`: decimal digits only, leading zeros allowed (in a token
    /// of up to [`MAX_TOKEN`], 65,534 bytes); `None` at the end of the input. Any other token stops the
    /// program, naming it ([`fail`]).
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
        self.parse_u64(|_, start| (start, 0))
    }

    /// Reads the next token as [`Input::u64`] does, eight digits a step while eight are there
    /// (by multiply-and-shift of one word), then one a step: for inputs of long numbers,
    /// such as random `u64` (19 or 20 digits). On short numbers [`Input::u64`] is faster: each
    /// token here pays for a failed test of eight bytes.
    ///
    /// # Complexity
    /// O(token length + whitespace skipped)
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"18446744073709551615 012345678 7"[..]);
    /// assert_eq!(input.long_u64(), Some(u64::MAX));
    /// assert_eq!((input.long_u64(), input.long_u64()), (Some(12345678), Some(7)));
    /// assert_eq!(input.long_u64(), None);
    /// ```
    #[inline(always)]
    pub fn long_u64(&mut self) -> Option<u64> {
        self.parse_u64(|buf, mut pos| {
            let mut value = 0u64;
            while let Some(eight) = eight_digits(buf, pos) {
                (value, pos) = (value.wrapping_mul(100_000_000).wrapping_add(eight), pos + 8);
            }
            (pos, value)
        })
    }

    /// The token at `pos` as a `u64`: `head(buf, pos)` reads its first digits, if any, and
    /// returns where they end and their value; the rest is read one digit a step.
    #[inline(always)]
    fn parse_u64(&mut self, head: impl Fn(&[u8; SIZE], usize) -> (usize, u64)) -> Option<u64> {
        loop {
            // The token is parsed where it lies; one that the buffer's end cuts is parsed
            // again after the buffer is refilled from its first byte. A space before it is
            // skipped a byte a round, as the digits and the space after them take most tokens'
            // time. The NUL at `end` stops the digit loop, which so tests no bound, and fails
            // the test of a space, so that a token's common path tests only what it must.
            let (buf, start) = (&*self.buf, self.pos);
            let (mut pos, mut value) = head(buf, start);
            while let digit @ 0..=9 = buf[pos % SIZE].wrapping_sub(b'0') {
                value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
                pos += 1;
            }
            if is_space(buf[pos % SIZE]) && (pos - start < 20 || fits(&buf[start..pos], value)) {
                self.pos = pos + 1;
                if pos > start {
                    return Some(value);
                }
            } else if pos == self.end {
                self.fill()?;
            } else {
                self.bad("a u64");
            }
        }
    }

    /// Reads the next token as an `i64`: an optional `-`, then decimal digits (leading zeros
    /// allowed); `None` at the end of the input. Any other token (a `+`, a value outside
    /// `i64`) stops the program, naming it ([`fail`]).
    ///
    /// # Complexity
    /// O(token length + whitespace skipped)
    ///
    /// # Example
    /// ```
    /// let mut input = snippets::io::Input::new(&b"-9223372036854775808 -007 9223372036854775807"[..]);
    /// assert_eq!((input.i64(), input.i64()), (Some(i64::MIN), Some(-7)));
    /// assert_eq!((input.i64(), input.i64()), (Some(i64::MAX), None));
    /// ```
    pub fn i64(&mut self) -> Option<i64> {
        let word = self.word()?;
        let (negative, digits) = match word.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, word),
        };
        let mut magnitude = (!digits.is_empty()).then_some(0u64);
        for &digit in digits {
            let digit = digit.wrapping_sub(b'0');
            magnitude = magnitude
                .filter(|_| digit <= 9)
                .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
        }
        match magnitude {
            Some(m) if negative && m <= 1 << 63 => Some((m as i64).wrapping_neg()),
            Some(m) if !negative && m < 1 << 63 => Some(m as i64),
            _ => {
                let cut = if word.len() > 32 {
                    format!("... ({} bytes)", word.len())
                } else {
                    String::new()
                };
                let named = word[..word.len().min(32)].escape_ascii();
                fail(format_args!("expected an i64, found `{named}`{cut}"))
            }
        }
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
    /// input. A token longer than [`MAX_TOKEN`] (65,535 bytes or more) stops the program,
    /// naming it.
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
    #[inline(always)]
    pub fn word(&mut self) -> Option<&[u8]> {
        loop {
            // As in `u64`, a space before the word is skipped a byte a round. Every byte above
            // a space is a word's: only a byte up to a space (the NUL at `end` among them) is
            // asked if it ends the word, is `end`, or is a control byte inside it.
            let (buf, start) = (&*self.buf, self.pos);
            let mut pos = start;
            loop {
                // Eight bytes at once: less 0x21 each, a byte up to a space (and below 0x80)
                // is the lowest to set its top bit; a borrow only reaches bytes after it.
                if let Some(&bytes) = buf[pos % SIZE..].first_chunk::<8>() {
                    let x = u64::from_le_bytes(bytes);
                    let low = x.wrapping_sub(0x2121_2121_2121_2121) & !x & 0x8080_8080_8080_8080;
                    pos += low.trailing_zeros() as usize / 8;
                    if low == 0 {
                        continue;
                    }
                } else {
                    while buf[pos % SIZE] > b' ' {
                        pos += 1;
                    }
                }
                if pos == self.end || is_space(buf[pos % SIZE]) {
                    break;
                }
                pos += 1;
            }
            if pos == self.end {
                self.fill()?;
                continue;
            }
            self.pos = pos + 1;
            if pos > start {
                return Some(&self.buf[start..pos]);
            }
        }
    }

    /// Stops the program on the token at `pos`: its first 32 bytes are named, and its length
    /// if longer.
    #[cold]
    fn bad(&mut self, expected: &str) -> ! {
        let (mut text, mut length) = (Vec::new(), 0);
        loop {
            while let Some(&byte) = self.buf[..self.end].get(self.pos).filter(|&&b| !is_space(b)) {
                text.extend((text.len() < 32).then_some(byte));
                (self.pos, length) = (self.pos + 1, length + 1);
            }
            if self.pos < self.end || self.fill().is_none() {
                break;
            }
        }
        let cut = if length > 32 { format!("... ({length} bytes)") } else { String::new() };
        fail(format_args!("expected {expected}, found `{}`{cut}", text.escape_ascii()))
    }
}

/// The value of the eight bytes at `buf[pos..]` if all eight are digits (the first the most
/// significant), else `None`, as are eight bytes past the buffer's end. Subtracting `'0'` from
/// each byte leaves 0 to 9 in every byte exactly when no byte then has its top bit set, nor
/// after adding 0x76 (a byte below `'0'` wraps, one above `'9'` reaches 0x80); then pairs,
/// quads and the eight digits are summed in place, each step one multiply and one shift.
#[inline(always)]
fn eight_digits(buf: &[u8; SIZE], pos: usize) -> Option<u64> {
    let bytes = buf[pos % SIZE..].first_chunk::<8>().copied().unwrap_or([b' '; 8]);
    let x = u64::from_le_bytes(bytes).wrapping_sub(0x3030_3030_3030_3030);
    if (x | x.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 != 0 {
        return None;
    }
    let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
    Some((x.wrapping_mul(10_000) + (x >> 32)) & 0xFFFF_FFFF)
}

/// Whether a token of twenty digits or more, read as `value` modulo 2^64, fits a `u64`: all
/// but the last twenty digits are zeros, and those twenty start with 0, or with 1 and did not
/// wrap below 10^19 (from 2^64 to 2 10^19 they wrap by 2^64 exactly, to below 1.6 10^18).
#[cold]
fn fits(digits: &[u8], value: u64) -> bool {
    let (zeros, last) = digits.split_at(digits.len() - 20);
    zeros.iter().all(|&zero| zero == b'0')
        && (last[0] == b'0' || last[0] == b'1' && value >= 10u64.pow(19))
}

/// Whether `byte` separates tokens: ASCII whitespace, `\x0b` included.
#[inline]
fn is_space(byte: u8) -> bool {
    // One test of a bit: ` ` is 32; `\t`, `\n`, `\x0b`, `\x0c`, `\r` are 9 to 13.
    byte <= b' ' && 0x1_0000_3E00_u64 >> byte & 1 == 1
}

/// Answers gathered in one buffer of 64 KiB, written when it is full and when dropped. A
/// write that fails stops the program ([`fail`]).
pub struct Output<'a>(BufWriter<Box<dyn Write + 'a>>);

impl<'a> Output<'a> {
    /// The standard output.
    pub fn stdout() -> Self {
        Output::new(std::io::stdout().lock())
    }

    /// Answers for `writer`.
    pub fn new(writer: impl Write + 'a) -> Self {
        Output(BufWriter::with_capacity(SIZE, Box::new(writer)))
    }

    /// Appends `answer`: a literal (`out.put(b"Yes\n")`), a word, a line.
    ///
    /// # Example
    /// ```
    /// let mut text = Vec::new();
    /// let mut out = snippets::io::Output::new(&mut text);
    /// out.put(b"Yes\n");
    /// out.put("first\n");
    /// drop(out);
    /// assert_eq!(text, b"Yes\nfirst\n");
    /// ```
    pub fn put(&mut self, answer: impl AsRef<[u8]>) {
        if let Err(e) = self.0.write_all(answer.as_ref()) {
            fail(format_args!("cannot write the output: {e}"));
        }
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
        // Two digits a step: half as many divisions, each waiting on the one before.
        const PAIRS: &[u8; 200] = b"000102030405060708091011121314151617181920212223242526272829\
            30313233343536373839404142434445464748495051525354555657585960616263646566676869\
            707172737475767778798081828384858687888990919293949596979899";
        let mut digits = [end; 21];
        let mut start = 20;
        while value >= 10 {
            let pair = (value % 100) as usize * 2;
            value /= 100;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
        }
        if start == 20 || value > 0 {
            start -= 1;
            digits[start] = b'0' + value as u8;
        }
        self.put(&digits[start..]);
    }

    /// Writes what is gathered.
    pub fn flush(&mut self) {
        if let Err(e) = self.0.flush() {
            fail(format_args!("cannot write the output: {e}"));
        }
    }
}

impl Drop for Output<'_> {
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

    fn long_numbers(text: &[u8], piece: usize) -> Vec<u64> {
        let mut input = Input::new(Trickle { text, piece });
        std::iter::from_fn(|| input.long_u64()).collect()
    }

    /// `i64` tokens against `str::parse` (which also takes a `+`, left out here), and the
    /// message of each bad one.
    #[test]
    fn signed_numbers_against_parse() {
        let mut tokens: Vec<String> =
            ["0", "-0", "007", "-007", "9223372036854775807", "-9223372036854775808"]
                .iter()
                .map(|t| t.to_string())
                .collect();
        let mut rng = Rng::new(64);
        for _ in 0..2000 {
            let value = rng.any_magnitude() as i64;
            tokens.push(value.to_string());
        }
        let text = tokens.join(" \r\n\t");
        for piece in [1, 7, 1 << 16] {
            let mut input = Input::new(Trickle { text: text.as_bytes(), piece });
            for token in &tokens {
                assert_eq!(input.i64(), Some(token.parse::<i64>().unwrap()), "{token}");
            }
            assert_eq!(input.i64(), None);
        }
        for bad in [
            "9223372036854775808",
            "-9223372036854775809",
            "+1",
            "-",
            "--1",
            "1-",
            "1.5",
            "abc",
            "99999999999999999999999",
        ] {
            let message = failure(|| Input::new(bad.as_bytes()).i64());
            assert_eq!(message, format!("error: expected an i64, found `{bad}`"), "{bad}");
        }
        let long = "1".repeat(40);
        let message = failure(|| Input::new(long.as_bytes()).i64());
        assert_eq!(
            message,
            format!("error: expected an i64, found `{}`... (40 bytes)", &long[..32])
        );
    }

    /// The numbers of a text read in pieces of a size.
    type Numbers = fn(&[u8], usize) -> Vec<u64>;

    /// The two ways to read numbers, [`Input::u64`] and [`Input::long_u64`]: every test of
    /// numbers runs on both.
    const READERS: [Numbers; 2] = [numbers, long_numbers];

    fn words(text: &[u8], piece: usize) -> Vec<Vec<u8>> {
        let mut input = Input::new(Trickle { text, piece });
        std::iter::from_fn(|| input.word().map(<[u8]>::to_vec)).collect()
    }

    /// The six bytes that separate tokens, for the random texts and the oracle below.
    const SPACES: &[u8; 6] = b" \t\n\r\x0b\x0c";

    /// The words of `text` by a plain split at [`SPACES`]: the oracle of the readers.
    fn split(text: &[u8]) -> Vec<Vec<u8>> {
        let words = text.split(|byte| SPACES.contains(byte)).filter(|word| !word.is_empty());
        words.map(<[u8]>::to_vec).collect()
    }

    /// Seeded random texts of numbers (leading zeros, up to `u64::MAX`) between runs of
    /// whitespace, read at every buffer size, against [`split`] and `parse`.
    #[test]
    fn numbers_and_words_against_split_and_parse() {
        let mut rng = Rng::new(21);
        for _ in 0..300 {
            let mut text = Vec::new();
            for _ in 0..rng.below_or_equal(11) {
                for _ in 0..rng.below_or_equal(3) + 1 {
                    text.push(SPACES[rng.below_or_equal(5) as usize]);
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
            let tokens = split(&text);
            let expected: Vec<u64> = tokens
                .iter()
                .map(|token| std::str::from_utf8(token).unwrap().parse().unwrap())
                .collect();
            for piece in 1..=40 {
                for read in READERS {
                    assert_eq!(read(&text, piece), expected, "{text_str:?} {piece}");
                }
                assert_eq!(words(&text, piece), tokens, "{text_str:?} {piece}");
            }
        }
    }

    /// Seeded random texts of any bytes, NUL and bytes above ASCII included, read as words
    /// at every buffer size, against a split at the six whitespace bytes: only those end a
    /// word, so the NUL kept at the buffer's end is a word's byte where the input has one.
    #[test]
    fn words_of_any_bytes_against_split() {
        let mut rng = Rng::new(25);
        for _ in 0..300 {
            let mut text = Vec::new();
            for _ in 0..rng.below_or_equal(60) {
                let space = SPACES[rng.below_or_equal(5) as usize];
                text.push(if rng.below_or_equal(3) == 0 { space } else { rng.next_u64() as u8 });
            }
            let expected = split(&text);
            for piece in 1..=40 {
                assert_eq!(words(&text, piece), expected, "{:?} {piece}", text.escape_ascii());
            }
        }
    }

    #[test]
    fn edge_values() {
        for numbers in READERS {
            assert_eq!(numbers(b"18446744073709551615", 64), [u64::MAX]);
            let text = b"000000000000000000000018446744073709551615 0";
            assert_eq!(numbers(text, 3), [u64::MAX, 0]);
            assert_eq!(numbers(b"", 64), []);
            let text = b"0000000000000000000000 10000000000000000000";
            assert_eq!(numbers(text, 5), [0, 10u64.pow(19)]);
            assert_eq!(
                numbers(b"18446744073709551614 09999999999999999999", 7),
                [u64::MAX - 1, 10u64.pow(19) - 1]
            );
            assert_eq!(numbers(b" \r\n\t\x0b\x0c", 2), []);
            let text = b"12345678 1234567812345678 99999999\n00000000 123456789";
            let expected = [12345678, 1234567812345678, 99999999, 0, 123456789];
            assert_eq!(numbers(text, 64), expected);
        }
        assert_eq!(words(b"abc", 1), [b"abc"]);
        // The end of the input inside a list: `None`, whatever the count.
        let mut input = Input::new(&b"1 2"[..]);
        assert_eq!(input.u64s(3), None);
        assert_eq!(Input::new(&b""[..]).u64s(0), Some(vec![]));
    }

    #[test]
    fn bad_tokens_are_named() {
        for (numbers, piece) in READERS.into_iter().flat_map(|r| [1, 2, 5, 64].map(|p| (r, p))) {
            let bad = |text: &'static [u8]| failure(move || numbers(text, piece));
            let expect = |found: &str| format!("error: expected a u64, found {found}");
            assert_eq!(bad(b"1 abc 2"), expect("`abc`"));
            assert_eq!(bad(b"12x"), expect("`12x`"));
            assert_eq!(bad(b"-1"), expect("`-1`"));
            assert_eq!(bad(b"+5"), expect("`+5`"));
            assert_eq!(bad(b"0012.5\n"), expect("`0012.5`"));
            assert_eq!(bad(b"18446744073709551616"), expect("`18446744073709551616`"));
            assert_eq!(bad(b"99999999999999999999"), expect("`99999999999999999999`"));
            // Every twenty digits from 2^64 to 2 10^19 wrap below 10^19: the last of them.
            assert_eq!(bad(b"19999999999999999999"), expect("`19999999999999999999`"));
            assert_eq!(bad(b"21000000000000000000"), expect("`21000000000000000000`"));
            assert_eq!(bad(b"100000000000000000000"), expect("`100000000000000000000`"));
            assert_eq!(bad(b"0018446744073709551616"), expect("`0018446744073709551616`"));
            assert_eq!(bad(b"1\x00 2"), expect("`1\\x00`"));
            assert_eq!(bad(b"\x1b[2J"), expect("`\\x1b[2J`"));
            assert_eq!(bad(b"\xff4"), expect("`\\xff4`"));
            assert_eq!(bad(b"1234567/ 1"), expect("`1234567/`"));
            assert_eq!(bad(b"12345678:"), expect("`12345678:`"));
            assert_eq!(bad(b"1234\xb05678"), expect("`1234\\xb05678`"));
        }
        for numbers in READERS {
            let long = format!("7{}", "8".repeat(100_000));
            let message = failure(move || numbers(long.as_bytes(), 64));
            assert_eq!(
                message,
                format!(
                    "error: expected a token of at most 65534 bytes, found `7{}`... (100001 bytes)",
                    "8".repeat(31)
                )
            );
        }
        // A word as long as the buffer, or longer: cut as a number is, and read through.
        let message = failure(|| words(&[b'w'; 70_000], 1000));
        assert_eq!(
            message,
            format!(
                "error: expected a token of at most 65534 bytes, found `{}`... (70000 bytes)",
                "w".repeat(32)
            )
        );
        assert_eq!(words(&[b'w'; 65_534], 1000).len(), 1);
        assert!(failure(|| words(&[b'w'; 65_535], 1000)).ends_with("... (65535 bytes)"));
    }

    /// A `u64` of many leading zeros: read while the token fits [`MAX_TOKEN`], else refused as
    /// too long (not as "not a u64": its value is one).
    #[test]
    fn leading_zeros_up_to_the_token_limit() {
        for numbers in READERS {
            for piece in [1000, 1 << 16] {
                let mut fits = vec![b'0'; MAX_TOKEN - 1];
                fits.extend(b"5 7");
                assert_eq!(numbers(&fits, piece), [5, 7], "piece {piece}");
                let mut long = vec![b'0'; MAX_TOKEN];
                long.push(b'5');
                let message = failure(move || numbers(&long, piece));
                assert!(
                    message.starts_with(&format!(
                        "error: expected a token of at most {MAX_TOKEN} bytes, found "
                    )) && message.ends_with(&format!("`{}`... (65535 bytes)", "0".repeat(32))),
                    "piece {piece}: {message}"
                );
            }
        }
    }

    /// After every count of digits up to seventeen, every byte: a digit goes on, whitespace
    /// ends the number, anything else is a bad token; with eight bytes or more in the chunk
    /// (read eight at once by `long_u64`) and with fewer.
    #[test]
    fn every_byte_after_every_count_of_digits() {
        for (numbers, count) in READERS.into_iter().flat_map(|r| (1..=17).map(move |c| (r, c))) {
            for byte in 0..=255u8 {
                let mut text = b"12345678901234567"[..count].to_vec();
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
    fn numbers_next_to_every_power_of_ten() {
        let mut values = vec![0, 1, u64::MAX - 1, u64::MAX];
        for k in 1..20 {
            let power = 10u64.pow(k);
            values.extend([power - 1, power, power + 1, power + power / 2]);
        }
        let mut text = Vec::new();
        let mut out = Output::new(&mut text);
        for &value in &values {
            out.number(value, b' ');
        }
        drop(out);
        let expected: String = values.iter().map(|value| format!("{value} ")).collect();
        assert_eq!(String::from_utf8(text).unwrap(), expected);
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
                    out.put(word);
                    expected.extend(word);
                }
                // Now and then an answer about the buffer's size or longer, at any fill.
                if rng.below_or_equal(20_000) == 0 {
                    let long = vec![b'x'; SIZE - 2 + rng.below_or_equal(4) as usize];
                    out.put(&long);
                    expected.extend(&long);
                }
            }
            out.put(vec![b'y'; 3 * SIZE]);
            expected.extend(vec![b'y'; 3 * SIZE]);
        }
        assert_eq!(text, expected);
    }

    #[test]
    fn answers_across_the_end_of_the_buffer() {
        // Filled to every length near the end, then a word or a number of every length.
        for fill in SIZE - 30..=SIZE {
            for length in 0..=30 {
                let (mut text, mut expected) = (Vec::new(), vec![b'a'; fill]);
                let mut out = Output::new(&mut text);
                out.put(vec![b'a'; fill]);
                if (1..=20).contains(&length) {
                    let value = 10u64.pow(length as u32 - 1) + length as u64;
                    out.number(value, b'|');
                    expected.extend(format!("{value}|").bytes());
                }
                let word = vec![b'w'; length];
                out.put(&word);
                expected.extend(&word);
                drop(out);
                assert_eq!(text, expected, "fill {fill}, length {length}");
            }
        }
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
        let message = failure(|| Output::new(Full).put("x"));
        assert!(message.starts_with("error: cannot write the output: "), "{message}");
    }
}
