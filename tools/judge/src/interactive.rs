//! Interactive problems: the program plays against the problem's interactor, case by case.
//!
//! A problem is interactive when it has `problems/<id>/interactor.rs`, a second binary of its
//! package named `<id>-interactor` (so that cargo builds both with one `cargo build -p <id>`
//! and no two problems' binaries share a file name in `target/release/`). The convention is
//! testlib's and `oj test-reactive`'s: the interactor is run as `<id>-interactor <case.in>`,
//! reads the program's lines on its stdin, writes its own to its stdout, and exits 0 when the
//! program won, 1 (or 2) when it lost or broke the protocol, with a one-line reason on
//! stderr; any other status, a crash or a hang is the interactor's failure (`FAIL`).
//!
//! Verdicts, in this order: `OLE`, `TLE` (the program's CPU time above the limit, or its wall
//! time above `runner::interact::WALL_FACTOR` times it), `ILE` (nothing moved and the program used no CPU for the idle limit: it waits for
//! a line the interactor never gets, or never flushed its own), `RE` (a crash or a non-zero
//! exit status), then the interactor's word: `AC`, `WA` (with its reason) or `FAIL`.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases::Case;
use crate::results::CaseResult;
use crate::verdict::Verdict;
use runner::interact::{self, Line, Side};
use runner::{Exit, Limits};

/// The default idle limit: 1 s without a byte moving and without the program using CPU.
pub const DEFAULT_IDLE: Duration = Duration::from_secs(1);

/// `problems/<id>/interactor.rs`, the source that makes a problem interactive.
pub fn interactor_source(root: &Path, id: &str) -> PathBuf {
    root.join("problems").join(id).join("interactor.rs")
}

/// The name of the interactor's binary: `<id>-interactor`.
pub fn interactor_name(id: &str) -> String {
    format!("{id}-interactor")
}

/// The interactor's executable for `program` of problem `id`: beside the program (one
/// `cargo build -p <id>` makes both), else in `target/release` (for a program built
/// elsewhere); `None` when neither is built.
pub fn built_interactor(root: &Path, id: &str, program: &Path) -> Option<PathBuf> {
    let name = interactor_name(id);
    let beside = program.parent().map(|dir| dir.join(&name));
    let release = workspace::target_dir(root).join("release").join(&name);
    beside
        .into_iter()
        .chain([release])
        .find(|path| path.is_file())
}

/// Judges one case: the program against `interactor`, which gets the case file.
pub fn judge_case(
    case: &Case,
    program: &Path,
    interactor: &Path,
    limits: &Limits,
    idle: Duration,
) -> CaseResult {
    let mut result = CaseResult {
        case: case.clone(),
        verdict: Verdict::CheckerFailed,
        outcome: None,
        expected: None,
        checker_message: None,
        error: None,
        memory_limit_kib: None,
        transcript: None,
    };
    // An empty case file is the template of `scripts/new --interactive`: not run.
    if fs::metadata(&case.input).is_ok_and(|m| m.len() == 0) {
        result.verdict = Verdict::Empty;
        return result;
    }
    let run = match interact::interact(
        program,
        &[] as &[&str],
        interactor,
        &[&case.input],
        limits,
        idle,
    ) {
        Ok(run) => run,
        Err(e) => {
            result.verdict = Verdict::RuntimeError;
            result.error = Some(format!(
                "cannot run {} against {}: {e}",
                program.display(),
                interactor.display()
            ));
            return result;
        }
    };
    let reason = first_line(&run.interactor.stderr);
    result.verdict = if run.program.output_limit_exceeded {
        Verdict::OutputLimitExceeded
    } else if run.program.timed_out || run.cpu_limit_exceeded {
        Verdict::TimeLimitExceeded
    } else if run.idle {
        Verdict::IdlenessLimitExceeded
    } else if !run.program.success() {
        Verdict::RuntimeError
    } else if run.interactor.timed_out {
        result.error = Some("the interactor did not end".to_string());
        Verdict::CheckerFailed
    } else {
        match run.interactor.exit {
            Exit::Code(0) => Verdict::Accepted,
            Exit::Code(1 | 2) => Verdict::WrongAnswer,
            other => {
                result.error = Some(format!(
                    "the interactor failed: {}",
                    runner::describe_exit(other)
                ));
                Verdict::CheckerFailed
            }
        }
    };
    if result.verdict == Verdict::TimeLimitExceeded && run.cpu_limit_exceeded {
        result.error = Some(format!(
            "used {} ms of CPU time; its process group was killed",
            run.program_cpu.as_millis()
        ));
    }
    result.checker_message = reason;
    if result.verdict != Verdict::Accepted {
        result.transcript = Some(run.transcript);
        result.outcome = Some(run.program);
    } else {
        result.outcome = Some(runner::Outcome {
            stderr: Vec::new(),
            ..run.program
        });
    }
    result
}

/// The first line of `stderr`, trimmed, if there is one.
fn first_line(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let line = text
        .lines()
        .find(|l| !l.trim().is_empty())?
        .trim()
        .to_string();
    Some(line)
}

/// One line of a transcript as shown and saved: `judge:   6 1 2`, `program: First`; a line
/// never ended with `\n` says so.
///
/// # Example
/// ```
/// use runner::interact::{Line, Side};
/// let line = Line { from: Side::Program, text: b"First".to_vec(), terminated: false };
/// assert_eq!(judge::interactive::shown_line(&line), "program: First  (no newline: never sent whole)");
/// ```
pub fn shown_line(line: &Line) -> String {
    let who = match line.from {
        Side::Program => "program:",
        Side::Interactor => "judge:  ",
    };
    let text = crate::cases::shown_name(&line.text);
    if line.terminated {
        format!("{who} {text}")
    } else {
        format!("{who} {text}  (no newline: never sent whole)")
    }
}

/// The whole transcript as text, one [`shown_line`] a line.
pub fn transcript_text(lines: &[Line]) -> String {
    let mut text = String::new();
    for line in lines {
        text.push_str(&shown_line(line));
        text.push('\n');
    }
    text
}

/// Saves the transcript of `result` (a failure) as `<dir>/<id>/<case>.transcript`.
///
/// # Errors
/// A message when the file cannot be written.
pub fn save_transcript(dir: &Path, id: &str, result: &CaseResult) -> Result<PathBuf, String> {
    let Some(lines) = &result.transcript else {
        return Err("no transcript".to_string());
    };
    let folder = dir.join(id);
    let path = folder.join(format!("{}.transcript", result.case.name));
    let failed = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    // Written beside it, then renamed: a full disk leaves the old transcript, not half a new.
    fs::create_dir_all(&folder).map_err(|e| failed(&e))?;
    let mut file = tempfile::NamedTempFile::new_in(&folder).map_err(|e| failed(&e))?;
    std::io::Write::write_all(&mut file, transcript_text(lines).as_bytes())
        .map_err(|e| failed(&e))?;
    file.persist(&path).map_err(|e| failed(&e.error))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::unix::fs::PermissionsExt;
    use std::time::Instant;

    /// A script at `dir/name` (executable).
    fn script(dir: &Path, name: &str, text: &str) -> PathBuf {
        let path = dir.join(name);
        let mut file = fs::File::create(&path).unwrap();
        file.write_all(text.as_bytes()).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    /// Whether a process whose command line holds `marker` is alive.
    fn alive(marker: &str) -> bool {
        fs::read_dir("/proc").unwrap().flatten().any(|entry| {
            fs::read(entry.path().join("cmdline")).is_ok_and(|cmdline| {
                cmdline
                    .windows(marker.len())
                    .any(|w| w == marker.as_bytes())
            })
        })
    }

    /// The interactor of these tests: sends the case file's number, wants it back doubled.
    const DOUBLE: &str = "#!/bin/sh\nread n < \"$1\"\necho $n\nread m || { echo 'no answer' >&2; exit 1; }\n[ \"$m\" = $((2 * n)) ] || { echo \"expected $((2 * n)), found $m\" >&2; exit 1; }\n";

    /// Judges `program` (a shell or Python script) on the case `21`.
    fn judge(program: &str, marker: &str) -> (CaseResult, Duration) {
        let dir = tempfile::tempdir().unwrap();
        let interactor = script(dir.path(), "interactor", DOUBLE);
        let program = script(dir.path(), "program", program);
        let case = Case {
            name: "double".into(),
            input: script(dir.path(), "double.in", "21\n"),
            expected: None,
        };
        let limits = Limits {
            time: Duration::from_millis(1500),
            ..Limits::default()
        };
        let started = Instant::now();
        let result = judge_case(
            &case,
            &program,
            &interactor,
            &limits,
            Duration::from_millis(400),
        );
        let took = started.elapsed();
        std::thread::sleep(Duration::from_millis(100));
        assert!(!alive(marker), "{marker}: a process survived the judging");
        (result, took)
    }

    #[test]
    fn a_right_answer_is_accepted_and_a_wrong_one_shows_the_reason_and_transcript() {
        let (result, _) = judge("#!/bin/sh\nread n\necho $((2 * n))\n", "-unused-");
        assert_eq!(result.verdict, Verdict::Accepted, "{result:?}");
        let (result, _) = judge("#!/bin/sh\nread n\necho $((3 * n))\n", "-unused-");
        assert_eq!(result.verdict, Verdict::WrongAnswer, "{result:?}");
        assert_eq!(
            result.checker_message.as_deref(),
            Some("expected 42, found 63")
        );
        let shown = transcript_text(result.transcript.as_deref().unwrap());
        assert_eq!(shown, "judge:   21\nprogram: 63\n");
        // Saved whole under its case's name, over an older one, nothing else left beside it.
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir_all(dir.path().join("p")).unwrap();
        fs::write(dir.path().join("p/double.transcript"), "an older game\n").unwrap();
        let saved = save_transcript(dir.path(), "p", &result).unwrap();
        assert_eq!(fs::read_to_string(&saved).unwrap(), shown);
        let names: Vec<_> = fs::read_dir(dir.path().join("p"))
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, ["double.transcript"]);
    }

    #[test]
    fn a_program_that_never_flushes_is_ile_within_the_time_limit() {
        let never_flushes = "#!/usr/bin/env -S -u PYTHONUNBUFFERED python3\n# marker-ile-2401\nimport sys\nn = int(sys.stdin.readline())\nsys.stdout.write(str(2 * n) + '\\n')\nsys.stdin.readline()\n";
        let (result, took) = judge(never_flushes, "marker-ile-2401");
        assert_eq!(result.verdict, Verdict::IdlenessLimitExceeded, "{result:?}");
        // Caught as idle, before any time limit (the wall limit is WALL_FACTOR times the CPU limit).
        let wall = Duration::from_millis(1500) * runner::interact::WALL_FACTOR;
        assert!(took < wall, "ILE after {took:?}");
    }

    #[test]
    fn a_program_that_loops_is_tle_and_one_that_crashes_is_re() {
        let (result, _) = judge(
            "#!/bin/sh\n# marker-tle-2402\nread n\nwhile :; do :; done\n",
            "marker-tle-2402",
        );
        assert_eq!(result.verdict, Verdict::TimeLimitExceeded, "{result:?}");
        let (result, _) = judge(
            "#!/bin/sh\n# marker-re-2403\nsleep 1000 &\nread n\nkill -SEGV $$\n",
            "marker-re-2403",
        );
        assert_eq!(result.verdict, Verdict::RuntimeError, "{result:?}");
        let outcome = result.outcome.unwrap();
        assert_eq!(outcome.exit, Exit::Signal(11));
    }
}
