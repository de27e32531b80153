//! Verdicts, and the comparison of an output with the expected one.
//!
//! The rule is HDU's: byte-exact (after reading CRLF as LF) is accepted; the same sequence of
//! whitespace-separated tokens is a presentation error; anything else is a wrong answer.

use std::borrow::Cow;

/// The verdict on one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Accepted: the output equals the expected one (CRLF read as LF), or the checker said so.
    Accepted,
    /// Presentation error: the same tokens as expected, but different whitespace.
    PresentationError,
    /// Wrong answer: different tokens, or the checker rejected the output.
    WrongAnswer,
    /// Runtime error: a non-zero exit status, or killed by a signal.
    RuntimeError,
    /// Time limit exceeded: still running at the wall-clock limit; killed.
    TimeLimitExceeded,
    /// Output limit exceeded: printed more than the output limit; killed.
    OutputLimitExceeded,
    /// Memory limit exceeded: the peak memory was above the problem's limit.
    MemoryLimitExceeded,
    /// Idleness limit exceeded (interactive problems): nothing moved between the program and
    /// the interactor, and the program used no CPU, for the idle limit; both killed.
    IdlenessLimitExceeded,
    /// The special judge itself crashed, timed out, or could not be run.
    CheckerFailed,
    /// Run only: no expected output, so the output is shown but not judged.
    RunOnly,
    /// An empty template case (`.in` empty, `.out` empty or missing): not run.
    Empty,
}

impl Verdict {
    /// The short label a judge shows: `AC`, `PE`, `WA`, `RE`, `TLE`, `OLE`, `MLE`, `ILE`, `FAIL`,
    /// `RUN`, `EMPTY`.
    pub fn label(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::PresentationError => "PE",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::IdlenessLimitExceeded => "ILE",
            Verdict::CheckerFailed => "FAIL",
            Verdict::RunOnly => "RUN",
            Verdict::Empty => "EMPTY",
        }
    }

    /// `true` iff the case was judged: it counts as passed or failed.
    pub fn is_judged(self) -> bool {
        !matches!(self, Verdict::RunOnly | Verdict::Empty)
    }

    /// `true` iff the case was judged and did not pass.
    pub fn is_failure(self) -> bool {
        self.is_judged() && self != Verdict::Accepted
    }
}

/// `text` with every `\r\n` replaced by `\n` (a lone `\r` stays).
///
/// # Example
/// ```
/// assert_eq!(&*judge::verdict::normalize_newlines(b"1\r\n2\r"), b"1\n2\r");
/// ```
pub fn normalize_newlines(text: &[u8]) -> Cow<'_, [u8]> {
    if !text.windows(2).any(|w| w == b"\r\n") {
        return Cow::Borrowed(text);
    }
    let mut out = Vec::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        if text[i] == b'\r' && text.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        out.push(text[i]);
        i += 1;
    }
    Cow::Owned(out)
}

/// `true` for the bytes that separate tokens: ASCII whitespace and vertical tab.
pub fn is_space(byte: u8) -> bool {
    byte.is_ascii_whitespace() || byte == 0x0b
}

/// The whitespace-separated tokens of `text`.
pub fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|&b| is_space(b)).filter(|t| !t.is_empty())
}

/// How a run ended, as a verdict, before its output is looked at: `OLE`, then `TLE`, then
/// `ILE` (when `idle`: an interactive game nobody moved), then `RE`, in this order, the one
/// order of `scripts/check`'s batch and interactive judging and of `scripts/stress`; `None`
/// when the program exited with status 0 within its limits, and its output (or the
/// interactor) decides.
///
/// # Example
/// ```
/// use judge::verdict::{of_ending, Verdict};
/// use runner::{Exit, Outcome};
/// let mut outcome = Outcome {
///     exit: Exit::Signal(9), timed_out: true, output_limit_exceeded: true,
///     wall: Default::default(), cpu: Default::default(), peak_rss_kib: 0,
///     peak_rss_exact: false, stdout: Vec::new(), stderr: Vec::new(),
/// };
/// assert_eq!(of_ending(&outcome, false), Some(Verdict::OutputLimitExceeded));
/// outcome.output_limit_exceeded = false;
/// assert_eq!(of_ending(&outcome, true), Some(Verdict::TimeLimitExceeded));
/// outcome.timed_out = false;
/// assert_eq!(of_ending(&outcome, true), Some(Verdict::IdlenessLimitExceeded));
/// assert_eq!(of_ending(&outcome, false), Some(Verdict::RuntimeError));
/// outcome.exit = Exit::Code(0);
/// assert_eq!(of_ending(&outcome, false), None);
/// ```
pub fn of_ending(outcome: &runner::Outcome, idle: bool) -> Option<Verdict> {
    if outcome.output_limit_exceeded {
        Some(Verdict::OutputLimitExceeded)
    } else if outcome.timed_out {
        Some(Verdict::TimeLimitExceeded)
    } else if idle {
        Some(Verdict::IdlenessLimitExceeded)
    } else if !outcome.success() {
        Some(Verdict::RuntimeError)
    } else {
        None
    }
}

/// The verdict of a batch run against `expected` without a special judge: [`of_ending`],
/// else [`compare`]. What `scripts/check` and `scripts/stress` both give the same output.
pub fn of_run(outcome: &runner::Outcome, expected: &[u8]) -> Verdict {
    of_ending(outcome, false).unwrap_or_else(|| compare(expected, &outcome.stdout))
}

/// Compares `actual` with `expected`: [`Verdict::Accepted`],
/// [`Verdict::PresentationError`] or [`Verdict::WrongAnswer`].
///
/// # Example
/// ```
/// use judge::verdict::{compare, Verdict};
/// assert_eq!(compare(b"1\r\n2\r\n", b"1\n2\n"), Verdict::Accepted);
/// assert_eq!(compare(b"1\n2\n", b"1 2"), Verdict::PresentationError);
/// assert_eq!(compare(b"1\n2\n", b"1\n3\n"), Verdict::WrongAnswer);
/// assert_eq!(compare(b"", b""), Verdict::Accepted);
/// ```
pub fn compare(expected: &[u8], actual: &[u8]) -> Verdict {
    if normalize_newlines(expected) == normalize_newlines(actual) {
        Verdict::Accepted
    } else if tokens(expected).eq(tokens(actual)) {
        Verdict::PresentationError
    } else {
        Verdict::WrongAnswer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compare_cases() {
        let cases: &[(&[u8], &[u8], Verdict)] = &[
            (b"0\n1\n", b"0\n1\n", Verdict::Accepted),
            (b"0\r\n1\r\n", b"0\n1\n", Verdict::Accepted),
            (b"0\n1\n", b"0\r\n1\r\n", Verdict::Accepted),
            (b"0 \n1\n", b"0\n1\n", Verdict::PresentationError),
            (b"0\n1\n", b"0\n1", Verdict::PresentationError),
            (b"0\n1\n", b"0\n1\n\n", Verdict::PresentationError),
            (b"0\n1\n", b"0\n1\r", Verdict::PresentationError),
            (b"4 7\n", b"4\t7\n", Verdict::PresentationError),
            (b"0\n1\n", b"0\n2\n", Verdict::WrongAnswer),
            (b"0\n1\n", b"0\n", Verdict::WrongAnswer),
            (b"0\n", b"", Verdict::WrongAnswer),
            (b"", b"\n", Verdict::PresentationError),
            (b"first\n", b"First\n", Verdict::WrongAnswer),
        ];
        for &(expected, actual, verdict) in cases {
            assert_eq!(
                compare(expected, actual),
                verdict,
                "expected={:?} actual={:?}",
                String::from_utf8_lossy(expected),
                String::from_utf8_lossy(actual)
            );
        }
    }

    #[test]
    fn normalize_keeps_lone_cr() {
        assert_eq!(&*normalize_newlines(b"a\r\r\nb\n\r"), b"a\r\nb\n\r");
        assert!(matches!(normalize_newlines(b"a\nb"), Cow::Borrowed(_)));
    }

    #[test]
    fn labels_and_classes() {
        assert!(Verdict::Accepted.is_judged() && !Verdict::Accepted.is_failure());
        assert!(Verdict::PresentationError.is_failure());
        assert!(Verdict::CheckerFailed.is_failure());
        assert!(!Verdict::RunOnly.is_judged() && !Verdict::RunOnly.is_failure());
        assert!(!Verdict::Empty.is_judged());
        assert_eq!(Verdict::OutputLimitExceeded.label(), "OLE");
    }
}
