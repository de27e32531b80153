//! The command-line conventions every tool follows (`scripts/check`, `scripts/stress`,
//! `scripts/new`, `scripts/bench`, `scripts/bundle`). Parsing itself is clap's, with derive,
//! the command named after the script the person typed
//! (`#[command(name = "scripts/check", bin_name = "scripts/check")]`):
//!
//! - exit status 0: success, `--help` included; 1 ([`FAILED`]): the work found a failure (a
//!   case not AC, a stress disagreement, a benchmark output that differs); 2 ([`USAGE`]): a
//!   usage error, an unknown problem included, or the work could not be done;
//! - a usage error prints clap's short form: the error, the usage line, and
//!   `For more information, try '--help'.`, never the whole help; a repeated option is one;
//! - every error line starts with `error: `; no ANSI codes where the stream is no terminal.

use std::fmt::Display;
use std::process::ExitCode;
use std::time::Duration;

/// The exit status when the work found a failure.
pub const FAILED: u8 = 1;
/// The exit status of a usage error (an unknown problem included), or of work that could not
/// be done.
pub const USAGE: u8 = 2;

/// Prints `error: <message>` on stderr and returns exit status 2 ([`USAGE`]).
pub fn error(message: impl Display) -> ExitCode {
    eprintln!("error: {message}");
    ExitCode::from(USAGE)
}

/// A number of seconds for an option such as `--timeout`: finite, above 0 and at most a day,
/// fractions allowed. For clap's `value_parser`.
///
/// # Errors
/// A message saying what is expected (clap names the option and the value).
///
/// # Example
/// ```
/// use std::time::Duration;
/// use workspace::cli::seconds;
/// assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
/// for bad in ["0", "-1", "nan", "inf", "1e300", "abc", ""] {
///     assert!(seconds(bad).is_err(), "{bad}");
/// }
/// ```
pub fn seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
        .map(Duration::from_secs_f64)
        .ok_or_else(|| "expected seconds above 0 and at most 86400, e.g. 2 or 0.5".to_string())
}
