//! Special judges (checkers): programs that decide whether an output is right when more than
//! one output is.
//!
//! Protocol (the testlib / online-judge-tools order): `checker <input> <actual> <expected>`,
//! each a file path; exit status 0 accepts, 1 is a wrong answer, 2 a presentation error (as
//! testlib's), and what the checker prints on stdout or stderr is shown as its reason. Any
//! other status (3: the checker's own failure, 101: a panic), a signal, or still running
//! after [`CHECKER_TIME`] makes the case [`Verdict::CheckerFailed`].
//!
//! A checker is either an executable `problems/<id>/checker` or a single std-only Rust file
//! `problems/<id>/checker.rs`, compiled with `rustc --edition 2021 -O` into a cache and
//! rebuilt when the source is newer than the cached binary.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::verdict::Verdict;
use runner::{Exit, Limits, Outcome, Stdin};

/// How long a checker may run on one case.
pub const CHECKER_TIME: Duration = Duration::from_secs(10);

/// Where a special judge comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckerSource {
    /// A ready executable.
    Executable(PathBuf),
    /// A single-file, std-only Rust program to compile with `rustc`.
    Rust(PathBuf),
}

impl CheckerSource {
    /// The file the checker comes from.
    pub fn path(&self) -> &Path {
        match self {
            CheckerSource::Executable(path) | CheckerSource::Rust(path) => path,
        }
    }
}

/// Makes `source` ready to run and returns the executable: an executable as it is, a Rust
/// file compiled to `binary` unless `binary` is already newer than the source.
///
/// # Errors
/// A plain message, with rustc's diagnostics, when the checker fails to compile; or when
/// `rustc` cannot be run or the cache directory cannot be made.
pub fn prepare(source: &CheckerSource, binary: &Path) -> Result<PathBuf, String> {
    let source = match source {
        CheckerSource::Executable(path) => return Ok(path.clone()),
        CheckerSource::Rust(path) => path,
    };
    let modified = |path: &Path| fs::metadata(path).and_then(|m| m.modified()).ok();
    if let (Some(built), Some(written)) = (modified(binary), modified(source))
        && built >= written
    {
        return Ok(binary.to_path_buf());
    }
    let dir = binary.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    // Compiled in a directory of its own beside the target (removed on any exit) and renamed,
    // so two runs at once never see half a binary.
    let scratch = tempfile::Builder::new()
        .prefix(".checker-")
        .tempdir_in(dir)
        .map_err(|e| format!("cannot create a directory in {}: {e}", dir.display()))?;
    let partial = scratch.path().join("checker");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .args(["--edition", "2021", "-O", "--crate-type", "bin", "-o"])
        .arg(&partial)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", rustc.to_string_lossy()))?;
    if !output.status.success() {
        return Err(format!(
            "checker {} failed to compile:\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    fs::rename(&partial, binary)
        .map_err(|e| format!("cannot move the checker to {}: {e}", binary.display()))?;
    Ok(binary.to_path_buf())
}

/// What a checker said about one output.
#[derive(Clone, Debug)]
pub struct CheckerReport {
    /// [`Verdict::Accepted`], [`Verdict::WrongAnswer`] or [`Verdict::CheckerFailed`].
    pub verdict: Verdict,
    /// Its stdout and stderr, or why it could not run.
    pub message: String,
}

/// Runs `checker input actual expected` with `actual` written to a temporary file.
pub fn judge(checker: &Path, input: &Path, actual: &[u8], expected: &Path) -> CheckerReport {
    let failed = |message: String| CheckerReport {
        verdict: Verdict::CheckerFailed,
        message,
    };
    // Removed when dropped, whatever the checker does.
    let mut actual_file = match tempfile::Builder::new()
        .prefix("judge-actual-")
        .suffix(".out")
        .tempfile()
    {
        Ok(file) => file,
        Err(e) => return failed(format!("cannot create a file for the output: {e}")),
    };
    if let Err(e) = actual_file.write_all(actual) {
        let path = actual_file.path().display();
        return failed(format!("cannot write {path}: {e}"));
    }
    let limits = Limits {
        time: CHECKER_TIME,
        ..Limits::default()
    };
    let args = [
        input.as_os_str(),
        actual_file.path().as_os_str(),
        expected.as_os_str(),
    ];
    match runner::run(checker, &args, Stdin::Null, &limits) {
        Ok(outcome) => report(&outcome),
        Err(e) => failed(format!("cannot run {}: {e}", checker.display())),
    }
}

fn report(outcome: &Outcome) -> CheckerReport {
    let mut message = String::from_utf8_lossy(&outcome.stdout)
        .trim_end()
        .to_string();
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    if !stderr.trim().is_empty() {
        if !message.is_empty() {
            message.push('\n');
        }
        message.push_str(stderr.trim_end());
    }
    let verdict = if outcome.timed_out {
        message = format!("checker still running after {CHECKER_TIME:?}; killed\n{message}");
        Verdict::CheckerFailed
    } else {
        match outcome.exit {
            Exit::Code(0) => Verdict::Accepted,
            Exit::Code(1) => Verdict::WrongAnswer,
            Exit::Code(2) => Verdict::PresentationError,
            Exit::Code(code) => {
                let what = match code {
                    3 => "reports its own failure (exit status 3: a faulty .out?)".to_string(),
                    101 => "panicked (exit status 101)".to_string(),
                    code => format!("exited with {code}, which is not 0, 1 or 2"),
                };
                message = format!("checker {what}\n{message}");
                Verdict::CheckerFailed
            }
            Exit::Signal(signal) => {
                let name = runner::signal_name(signal).unwrap_or("a signal");
                message = format!("checker killed by {name} ({signal})\n{message}");
                Verdict::CheckerFailed
            }
        }
    };
    CheckerReport {
        verdict,
        message: message.trim_end().to_string(),
    }
}
