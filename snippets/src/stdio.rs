//! Standard input and output as every judge binary opens them, so that both readers see the
//! same input and a failed write is an error:
//! - `stdin()`: stdin as UTF-8, each bad byte sequence a U+FFFD (as `String::from_utf8_lossy`).
//!   proconio rejects a whole input that is not UTF-8 without naming a token; through this it
//!   names the bad token as `crate::input` does (see the rule there).
//! - `stdout()`: stdout, buffered (`Output`: short writes copied in line); writing fails if
//!   it was closed when the program started. A program started with stdout closed finds
//!   `/dev/null` there (Rust's runtime opens it, and std would swallow `EBADF` anyway), so its
//!   writes would all "succeed".
//!
//! Depends on: nothing. Portable: the closed-stdout check runs where it can (Linux: a function
//! in `.init_array` looks at fd 1 before the runtime does); elsewhere `stdout()` is plain
//! buffered stdout.
//!
//! Verified: unit tests split every kind of bad sequence across reads of every size against
//! `String::from_utf8_lossy`; `Output` against the concatenation of random writes of 0 to 100
//! bytes through buffers of 64 to 90 bytes into sinks taking 1, 7 or 1000 bytes per call
//! (interrupted every other call), and on a sink that fails; each binary's tests run it with
//! stdout closed, full and a pipe closed early.

use std::io::{self, BufRead, Read, StdinLock, StdoutLock};
use std::sync::atomic::{AtomicBool, Ordering};

/// A reader that passes UTF-8 through unchanged and replaces each maximal bad byte sequence by
/// U+FFFD, as `String::from_utf8_lossy` does, also when a sequence is cut between reads.
pub struct Utf8Lossy<R> {
    inner: R,
    /// Bytes read from `inner` and not yet checked (at most a cut sequence, between reads).
    raw: Vec<u8>,
    /// Checked bytes not yet handed out: `ready[consumed..]`.
    ready: Vec<u8>,
    consumed: usize,
    ended: bool,
}

impl<R: Read> Utf8Lossy<R> {
    /// Wraps `reader`.
    ///
    /// # Example
    /// ```
    /// use snippets::stdio::Utf8Lossy;
    /// use std::io::Read;
    /// let mut text = String::new();
    /// Utf8Lossy::new(&b"1\xff2 \xe3\x80\x80"[..]).read_to_string(&mut text).unwrap();
    /// assert_eq!(text, "1\u{fffd}2 \u{3000}");
    /// ```
    pub fn new(inner: R) -> Utf8Lossy<R> {
        Utf8Lossy { inner, raw: Vec::new(), ready: Vec::new(), consumed: 0, ended: false }
    }

    /// Moves what `raw` holds into `ready`, replacing bad sequences; keeps a cut sequence at
    /// its end unless the input has ended.
    fn check_raw(&mut self) {
        let mut rest = &self.raw[..];
        while !rest.is_empty() {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.ready.extend_from_slice(text.as_bytes());
                    rest = &[];
                }
                Err(error) => {
                    let (valid, after) = rest.split_at(error.valid_up_to());
                    self.ready.extend_from_slice(valid);
                    rest = after;
                    match error.error_len() {
                        Some(length) => {
                            self.ready.extend_from_slice("\u{fffd}".as_bytes());
                            rest = &rest[length..];
                        }
                        None if self.ended => {
                            self.ready.extend_from_slice("\u{fffd}".as_bytes());
                            rest = &[];
                        }
                        None => break,
                    }
                }
            }
        }
        let kept = rest.len();
        let start = self.raw.len() - kept;
        self.raw.copy_within(start.., 0);
        self.raw.truncate(kept);
    }

    /// Reads from `inner`, retrying when interrupted.
    fn read_inner(inner: &mut R, buffer: &mut [u8]) -> io::Result<usize> {
        loop {
            match inner.read(buffer) {
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                result => return result,
            }
        }
    }
}

impl<R: Read> Read for Utf8Lossy<R> {
    /// Reads straight into `buffer` while the input is UTF-8 (checking it there); through
    /// `fill_buf` otherwise.
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if self.consumed == self.ready.len() && self.raw.is_empty() && buffer.len() >= 4 {
            let read = Self::read_inner(&mut self.inner, buffer)?;
            let bytes = &buffer[..read];
            if bytes.iter().fold(0, |all, byte| all | byte) < 0x80 {
                return Ok(read);
            }
            let valid = match std::str::from_utf8(bytes) {
                Ok(_) => return Ok(read),
                Err(error) => error.valid_up_to(),
            };
            self.raw.extend_from_slice(&bytes[valid..]);
            if valid > 0 {
                return Ok(valid);
            }
        }
        let available = self.fill_buf()?;
        let length = available.len().min(buffer.len());
        buffer[..length].copy_from_slice(&available[..length]);
        self.consume(length);
        Ok(length)
    }

    /// What proconio calls: the rest of the input in one `read_to_end` of the inner reader,
    /// checked in one pass.
    fn read_to_string(&mut self, text: &mut String) -> io::Result<usize> {
        let start = text.len();
        let mut bytes = std::mem::take(text).into_bytes();
        let result = self.read_rest(&mut bytes);
        *text = String::from_utf8(bytes)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
        result.map(|_| text.len() - start)
    }

    fn read_to_end(&mut self, bytes: &mut Vec<u8>) -> io::Result<usize> {
        let start = bytes.len();
        let result = self.read_rest(bytes);
        let unchecked = *result.as_ref().unwrap_or(&bytes.len());
        if std::str::from_utf8(&bytes[unchecked..]).is_err() {
            let text = String::from_utf8_lossy(&bytes[unchecked..]).into_owned();
            bytes.truncate(unchecked);
            bytes.extend_from_slice(text.as_bytes());
        }
        result.map(|_| bytes.len() - start)
    }
}

impl<R: Read> Utf8Lossy<R> {
    /// Appends the rest of the input to `bytes`: what is checked, then the inner reader's
    /// bytes unchecked, from the index returned on (the caller checks them).
    fn read_rest(&mut self, bytes: &mut Vec<u8>) -> io::Result<usize> {
        while self.consumed < self.ready.len() || !self.raw.is_empty() {
            let available = self.fill_buf()?;
            if available.is_empty() {
                break;
            }
            bytes.extend_from_slice(available);
            let length = available.len();
            self.consume(length);
        }
        let unchecked = bytes.len();
        let result = self.inner.read_to_end(bytes);
        self.ended = result.is_ok();
        result.map(|_| unchecked)
    }
}

impl<R: Read> BufRead for Utf8Lossy<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.consumed == self.ready.len() {
            self.ready.clear();
            self.consumed = 0;
            if !self.raw.is_empty() {
                self.check_raw();
                if !self.ready.is_empty() {
                    break;
                }
            }
            if self.ended {
                break;
            }
            let old = self.raw.len();
            self.raw.resize(old + 8192, 0);
            let read = Self::read_inner(&mut self.inner, &mut self.raw[old..]);
            self.raw.truncate(old + *read.as_ref().unwrap_or(&0));
            self.ended = read? == 0;
            self.check_raw();
        }
        Ok(&self.ready[self.consumed..])
    }

    fn consume(&mut self, amount: usize) {
        self.consumed = (self.consumed + amount).min(self.ready.len());
    }
}

/// Standard input, locked, as UTF-8 (see `Utf8Lossy`): what the binaries give the reader.
///
/// # Example
/// ```no_run
/// use snippets::stdio;
/// use std::io::Read;
/// let mut input = String::new();
/// stdio::stdin().read_to_string(&mut input).unwrap(); // never fails for bad UTF-8
/// ```
pub fn stdin() -> Utf8Lossy<StdinLock<'static>> {
    Utf8Lossy::new(io::stdin().lock())
}

/// Standard output, locked and buffered (64 KiB, see `Output`); the binaries write their
/// answers through it. Writing fails (at the first flush) if stdout was closed when the
/// program started (`program >&-`), instead of every write going nowhere and the program
/// exiting 0.
///
/// # Example
/// ```no_run
/// use std::io::Write;
/// fn main() -> std::io::Result<()> {
///     let mut out = snippets::stdio::stdout();
///     out.write_all(b"0\n")?;
///     out.flush()
/// }
/// ```
pub fn stdout() -> Output<Stdout> {
    Output::new(Stdout(io::stdout().lock()))
}

/// Locked stdout, which fails every write if stdout was closed when the program started.
pub struct Stdout(StdoutLock<'static>);

impl io::Write for Stdout {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if stdout_was_closed() {
            return Err(io::Error::other("the standard output is closed"));
        }
        self.0.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// A 64 KiB output buffer over `inner`, as `BufWriter` is, for answers of a few bytes each:
/// a write of up to 32 bytes is a few fixed-size copies in line, where `BufWriter` calls
/// `memcpy` (a tenth of the time of a binary that writes a million one-word answers). What is
/// buffered is written at `flush` and, errors ignored, when it is dropped.
pub struct Output<W: io::Write> {
    inner: W,
    buffer: Box<[u8]>,
    /// The bytes waiting are `buffer[..length]`.
    length: usize,
}

impl<W: io::Write> Output<W> {
    /// A buffer of 64 KiB over `inner`.
    ///
    /// # Example
    /// ```
    /// use std::io::Write;
    /// let mut written = Vec::new();
    /// let mut out = snippets::stdio::Output::new(&mut written);
    /// out.write_all(b"first\n").unwrap();
    /// snippets::stdio::write_u64(&mut out, 7, b'\n').unwrap();
    /// out.flush().unwrap();
    /// drop(out);
    /// assert_eq!(written, b"first\n7\n");
    /// ```
    pub fn new(inner: W) -> Output<W> {
        Output::with_capacity(inner, 1 << 16)
    }

    /// A buffer of `capacity` bytes (at least 64) over `inner`; tests use small ones.
    fn with_capacity(inner: W, capacity: usize) -> Output<W> {
        Output { inner, buffer: vec![0; capacity.max(64)].into_boxed_slice(), length: 0 }
    }

    /// Writes `buffer[..length]` to `inner`; on an error, keeps what was not written.
    fn write_buffer(&mut self) -> io::Result<()> {
        let mut written = 0;
        let result = loop {
            if written == self.length {
                break Ok(());
            }
            match self.inner.write(&self.buffer[written..self.length]) {
                Ok(0) => break Err(io::ErrorKind::WriteZero.into()),
                Ok(count) => written += count,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => break Err(error),
            }
        };
        self.buffer.copy_within(written..self.length, 0);
        self.length -= written;
        result
    }

    /// What does not fit in line: writes the buffer out, then `bytes` (straight to `inner` if
    /// they are more than half the buffer).
    #[cold]
    #[inline(never)]
    fn write_long(&mut self, bytes: &[u8]) -> io::Result<()> {
        let long = bytes.len() > self.buffer.len() / 2;
        if long || self.buffer.len() - self.length < bytes.len() {
            self.write_buffer()?;
        }
        if long {
            return self.inner.write_all(bytes);
        }
        self.buffer[self.length..self.length + bytes.len()].copy_from_slice(bytes);
        self.length += bytes.len();
        Ok(())
    }
}

impl<W: io::Write> io::Write for Output<W> {
    #[inline]
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.write_all(bytes)?;
        Ok(bytes.len())
    }

    #[inline]
    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        let free = &mut self.buffer[self.length..];
        let count = bytes.len();
        if count > 32 || free.len() < 32 {
            return self.write_long(bytes);
        }
        // Two copies of a fixed size, overlapping where `count` is not a power of two.
        if count >= 16 {
            free[..16].copy_from_slice(&bytes[..16]);
            free[count - 16..count].copy_from_slice(&bytes[count - 16..]);
        } else if count >= 8 {
            free[..8].copy_from_slice(&bytes[..8]);
            free[count - 8..count].copy_from_slice(&bytes[count - 8..]);
        } else if count >= 4 {
            free[..4].copy_from_slice(&bytes[..4]);
            free[count - 4..count].copy_from_slice(&bytes[count - 4..]);
        } else if count > 0 {
            free[0] = bytes[0];
            free[count / 2] = bytes[count / 2];
            free[count - 1] = bytes[count - 1];
        }
        self.length += count;
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.write_buffer()?;
        self.inner.flush()
    }
}

impl<W: io::Write> Drop for Output<W> {
    fn drop(&mut self) {
        let _ = self.write_buffer();
    }
}

/// `"00" "01" ... "99"`: two digits per division when writing a number.
const DIGIT_PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Writes `value` in decimal, then the byte `end` (`b' '` between the numbers of a line,
/// `b'\n'` after the last): what `write!(out, "{value} ")` writes, in a third of the time,
/// which counts where a binary writes hundreds of thousands of numbers.
///
/// # Errors
/// What writing to `out` returns.
///
/// # Complexity
/// O(digits), two digits per division.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// snippets::stdio::write_u64(&mut out, 0, b' ').unwrap();
/// snippets::stdio::write_u64(&mut out, u64::MAX, b'\n').unwrap();
/// assert_eq!(out, b"0 18446744073709551615\n");
/// ```
#[inline]
pub fn write_u64<W: io::Write>(out: &mut W, mut value: u64, end: u8) -> io::Result<()> {
    let mut digits = [end; 21];
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

/// Whether fd 1 was closed when the process started, as seen before Rust's runtime puts
/// `/dev/null` there.
static STDOUT_CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Looks at fd 1 before `main` (and before the runtime opens `/dev/null` on a closed fd 1):
/// duplicating a closed fd fails.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static CHECK_STDOUT_AT_START: extern "C" fn() = {
    extern "C" fn check() {
        use std::os::fd::AsFd;
        let closed = io::stdout().as_fd().try_clone_to_owned().is_err();
        STDOUT_CLOSED_AT_START.store(closed, Ordering::Relaxed);
    }
    check
};

/// `true` iff stdout was closed when the program started (known on Linux only).
fn stdout_was_closed() -> bool {
    STDOUT_CLOSED_AT_START.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hands out `text` a few bytes per read.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
            let length = self.1.min(buffer.len()).min(self.0.len());
            buffer[..length].copy_from_slice(&self.0[..length]);
            self.0 = &self.0[length..];
            Ok(length)
        }
    }

    fn lossy(text: &[u8], step: usize, read_size: usize) -> Vec<u8> {
        let mut reader = Utf8Lossy::new(Trickle(text, step));
        let mut out = Vec::new();
        let mut buffer = vec![0; read_size];
        loop {
            let read = reader.read(&mut buffer).unwrap();
            if read == 0 {
                return out;
            }
            out.extend_from_slice(&buffer[..read]);
        }
    }

    #[test]
    fn matches_from_utf8_lossy_however_the_input_is_cut() {
        let texts: [&[u8]; 8] = [
            b"plain 12 34\r\n",
            b"1\xff2 \xe3\x80\x80 3",
            b"\xe3\x80",
            b"a\xf0\x9f\x98\x80b\xf0\x9f\x98c",
            b"\xed\xa0\x80\xc0\xaf\xf5\x80",
            b"\xe2\x80\xa8\xc2\xa0\xc2",
            b"\x80\x80\x80\x80\x80",
            "\u{3000}１２\u{feff}".as_bytes(),
        ];
        for text in texts {
            let expected = String::from_utf8_lossy(text).into_owned().into_bytes();
            for step in 1..=text.len() {
                for read_size in [1, 2, 3, 4, 5, 7, 64] {
                    assert_eq!(
                        lossy(text, step, read_size),
                        expected,
                        "text={text:?} step={step} read_size={read_size}"
                    );
                }
            }
            // Some bytes read one by one, the rest by read_to_string or read_to_end.
            for first in 0..=text.len() {
                for step in [1, 3] {
                    let mut reader = Utf8Lossy::new(Trickle(text, step));
                    let mut head = [0; 4];
                    let mut bytes = Vec::new();
                    while bytes.len() < first {
                        let read = reader.read(&mut head[..1]).unwrap();
                        if read == 0 {
                            break;
                        }
                        bytes.extend_from_slice(&head[..read]);
                    }
                    reader.read_to_end(&mut bytes).unwrap();
                    assert_eq!(bytes, expected, "text={text:?} first={first} step={step}");
                    let mut reader = Utf8Lossy::new(Trickle(text, step));
                    let mut whole = String::new();
                    reader.read_to_string(&mut whole).unwrap();
                    assert_eq!(whole.as_bytes(), expected, "text={text:?} step={step}");
                }
            }
        }
    }

    fn written(value: u64, end: u8) -> Vec<u8> {
        let mut out = Vec::new();
        write_u64(&mut out, value, end).unwrap();
        out
    }

    #[test]
    fn write_u64_writes_what_format_writes() {
        let mut rng = crate::testing::Rng::new(2176);
        for value in (0..=10_000).chain((0..100_000).map(|_| rng.any_magnitude())) {
            assert_eq!(written(value, b'\n'), format!("{value}\n").as_bytes(), "value={value}");
        }
        for power in 0..20 {
            let value = 10u64.pow(power);
            for near in [value - 1, value, value + 1] {
                assert_eq!(written(near, b' '), format!("{near} ").as_bytes(), "value={near}");
            }
        }
    }

    /// Takes at most `step` bytes per write; fails with `error` once `budget` bytes are taken.
    struct Sink {
        taken: Vec<u8>,
        step: usize,
        budget: usize,
        interrupt: bool,
    }

    impl io::Write for Sink {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            if std::mem::take(&mut self.interrupt) {
                return Err(io::ErrorKind::Interrupted.into());
            }
            self.interrupt = true;
            let count = bytes.len().min(self.step).min(self.budget);
            if count == 0 && !bytes.is_empty() {
                return Err(io::Error::other("full"));
            }
            self.budget -= count;
            self.taken.extend_from_slice(&bytes[..count]);
            Ok(count)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn sink(step: usize, budget: usize) -> Sink {
        Sink { taken: Vec::new(), step, budget, interrupt: false }
    }

    #[test]
    fn output_writes_every_length_at_every_fill() {
        // Writes of 0 to 100 bytes (in line up to 32, the others not), in buffers of 64 to 90
        // bytes, so that each length meets each way of not fitting.
        let mut rng = crate::testing::Rng::new(1846);
        for capacity in 64..=90 {
            for step in [1, 7, 1000] {
                let mut expected = Vec::new();
                let mut inner = sink(step, usize::MAX);
                let mut out = Output::with_capacity(&mut inner, capacity);
                for _ in 0..300 {
                    let count = rng.below_or_equal(100) as usize;
                    let bytes: Vec<u8> =
                        (0..count).map(|_| rng.below_or_equal(255) as u8).collect();
                    io::Write::write_all(&mut out, &bytes).unwrap();
                    expected.extend_from_slice(&bytes);
                }
                io::Write::flush(&mut out).unwrap();
                drop(out);
                let differs = (inner.taken.len() != expected.len())
                    .then_some(expected.len())
                    .or_else(|| inner.taken.iter().zip(&expected).position(|(a, b)| a != b));
                assert_eq!(differs, None, "capacity={capacity} step={step}: first difference");
            }
        }
    }

    #[test]
    fn output_reports_errors_and_keeps_what_it_could_not_write() {
        let mut inner = sink(5, 12);
        let mut out = Output::with_capacity(&mut inner, 64);
        io::Write::write_all(&mut out, b"first\nsecond\nthird\n").unwrap();
        let error = io::Write::flush(&mut out).unwrap_err();
        assert_eq!(error.to_string(), "full");
        assert_eq!(out.length, 19 - 12);
        // A write too long for the buffer fails too.
        assert!(io::Write::write_all(&mut out, &[b'x'; 70]).is_err());
        drop(out);
        assert_eq!(inner.taken, b"first\nsecond");
    }

    #[test]
    fn output_writes_what_is_left_when_dropped() {
        let mut inner = sink(3, usize::MAX);
        let mut out = Output::with_capacity(&mut inner, 64);
        io::Write::write_all(&mut out, b"No\n").unwrap();
        write_u64(&mut out, u64::MAX, b'\n').unwrap();
        drop(out);
        assert_eq!(inner.taken, b"No\n18446744073709551615\n");
    }

    #[test]
    fn edge_values() {
        assert_eq!(written(0, b' '), b"0 ");
        assert_eq!(written(u64::MAX, b'\n'), b"18446744073709551615\n");
        assert_eq!(lossy(b"", 1, 4), b"");
        assert_eq!(lossy(b"\xff", 1, 4), "\u{fffd}".as_bytes());
    }
}
