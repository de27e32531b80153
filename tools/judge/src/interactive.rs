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
//! Verdicts, in this order: `OLE`, `TLE` (the CPU time of the program's process tree above
//! the limit, or its wall time above `runner::interact::WALL_FACTOR` times it), `ILE` (for the
//! idle limit nothing moved, neither side used CPU and no process of either was running or
//! waiting for a CPU: it waits for a line the interactor never gets, or never flushed its
//! own), `RE` (a crash or a non-zero exit status), then the interactor's word: `AC`, `WA`
//! (with its reason) or `FAIL`. A game the judge ended (`OLE`, `TLE`, `ILE`) shows no reason
//! from the interactor: what it says then is about the kill.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cases::Case;
use crate::results::CaseResult;
use crate::verdict::Verdict;
use runner::interact::{self, Line, Side, Transcript};
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
    let ending = runner::Outcome {
        timed_out: run.program.timed_out || run.cpu_limit_exceeded,
        stderr: Vec::new(),
        ..run.program.clone()
    };
    result.verdict = if let Some(verdict) = crate::verdict::of_ending(&ending, run.idle) {
        verdict
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
    if result.verdict == Verdict::TimeLimitExceeded {
        result.error = Some(if run.cpu_limit_exceeded {
            format!(
                "used {} ms of CPU time, above the limit of {} ms; it was killed",
                run.program_cpu.as_millis(),
                limits.time.as_millis()
            )
        } else {
            format!(
                "still running after {} ms of wall time ({} times the time limit); it was killed",
                (limits.time * interact::WALL_FACTOR).as_millis(),
                interact::WALL_FACTOR
            )
        });
    }
    // A game the judge ended (a limit) has no word from the interactor: what it says then
    // (often that the program's output ended) is about the kill, not the program's play.
    let ended_by_the_judge = matches!(
        result.verdict,
        Verdict::OutputLimitExceeded | Verdict::TimeLimitExceeded | Verdict::IdlenessLimitExceeded
    );
    if !ended_by_the_judge {
        result.checker_message = reason;
    }
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
/// let line = Line { from: Side::Program, text: b"First".to_vec(), terminated: false, cut: 0 };
/// assert_eq!(judge::interactive::shown_line(&line), "program: First  (no newline: never sent whole)");
/// ```
pub fn shown_line(line: &Line) -> String {
    let who = match line.from {
        Side::Program => "program:",
        Side::Interactor => "judge:  ",
    };
    let mut text = crate::cases::shown_name(&line.text);
    if line.cut > 0 {
        text.push_str(&format!("... ({} more bytes)", line.cut));
    }
    if line.terminated {
        format!("{who} {text}")
    } else {
        format!("{who} {text}  (no newline: never sent whole)")
    }
}

/// The transcript as text, one [`shown_line`] a line, with a line that says where lines
/// were left out (a long game keeps its start and its end).
///
/// # Example
/// ```
/// use runner::interact::{Line, Side, Transcript};
/// let line = |text: &str| Line { from: Side::Program, text: text.into(), terminated: true, cut: 0 };
/// let transcript = Transcript { lines: vec![line("1"), line("2")], left_out: 0 };
/// assert_eq!(judge::interactive::transcript_text(&transcript), "program: 1\nprogram: 2\n");
/// ```
pub fn transcript_text(transcript: &Transcript) -> String {
    let mut text = String::new();
    for (i, line) in transcript.lines.iter().enumerate() {
        if transcript.gap_at() == Some(i) {
            text.push_str(&gap_line(transcript.left_out));
            text.push('\n');
        }
        text.push_str(&shown_line(line));
        text.push('\n');
    }
    text
}

/// The line that stands for `left_out` lines not kept.
pub fn gap_line(left_out: u64) -> String {
    format!(
        "... {left_out} line{} left out ...",
        if left_out == 1 { "" } else { "s" }
    )
}

/// Saves the transcript of `result` (a failure) as `<dir>/<id>/<case>.transcript`.
///
/// # Errors
/// A message when the file cannot be written.
pub fn save_transcript(dir: &Path, id: &str, result: &CaseResult) -> Result<PathBuf, String> {
    let Some(transcript) = &result.transcript else {
        return Err("no transcript".to_string());
    };
    let folder = dir.join(id);
    let path = folder.join(format!("{}.transcript", result.case.name));
    // The system's words alone: tempfile names its temporary file in its errors, a file
    // that is gone once the error is read.
    let failed = |e: std::io::Error| {
        let reason = match e.raw_os_error() {
            Some(code) => std::io::Error::from_raw_os_error(code),
            None => std::io::Error::from(e.kind()),
        };
        format!("cannot write {}: {reason}", path.display())
    };
    // Written beside it, then renamed: a full disk leaves the old transcript, not half a new.
    // Created as any file is (0666 less the umask), not 0600 as temporary files are.
    fs::create_dir_all(&folder).map_err(failed)?;
    let mut file = tempfile::Builder::new()
        .permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666))
        .tempfile_in(&folder)
        .map_err(failed)?;
    std::io::Write::write_all(&mut file, transcript_text(transcript).as_bytes()).map_err(failed)?;
    file.persist(&path).map_err(|e| failed(e.error))?;
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
    /// Judges `program` on the case `21`; asserts that no process of it survived: none that
    /// runs a file of its folder (its own, whatever other tests run), none whose command line
    /// holds `marker` (`PID` in `program` and `marker` is this process's id).
    fn judge(program: &str, marker: &str) -> (CaseResult, Duration) {
        let pid = std::process::id().to_string();
        let (program, marker) = (program.replace("PID", &pid), marker.replace("PID", &pid));
        let dir = tempfile::tempdir().unwrap();
        let interactor = script(dir.path(), "interactor", DOUBLE);
        let program = script(dir.path(), "program", &program);
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
        assert!(!alive(&marker), "{marker}: a process survived the judging");
        let folder = dir.path().display().to_string();
        assert!(!alive(&folder), "{folder}: a process survived the judging");
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
        let shown = transcript_text(result.transcript.as_ref().unwrap());
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
    fn a_game_the_judge_ends_names_its_limit_and_not_the_interactors_words() {
        let dir = tempfile::tempdir().unwrap();
        let interactor = script(dir.path(), "interactor", DOUBLE);
        let marker = format!("1006.{}", std::process::id());
        let program = script(
            dir.path(),
            "program",
            &format!("#!/bin/sh\nread n\nexec sleep {marker}\n"),
        );
        let case = Case {
            name: "double".into(),
            input: script(dir.path(), "double.in", "21\n"),
            expected: None,
        };
        let limits = Limits {
            time: Duration::from_millis(300),
            ..Limits::default()
        };
        // A sleeping program: at the wall limit when the idle limit is longer, else idle.
        for (idle, verdict) in [
            (Duration::from_secs(10), Verdict::TimeLimitExceeded),
            (Duration::from_millis(300), Verdict::IdlenessLimitExceeded),
        ] {
            let result = judge_case(&case, &program, &interactor, &limits, idle);
            assert_eq!(result.verdict, verdict, "{result:?}");
            // The interactor saw the program's output end when it was killed: not its play.
            assert_eq!(result.checker_message, None, "{result:?}");
            if verdict == Verdict::TimeLimitExceeded {
                let error = result.error.unwrap_or_default();
                assert!(error.contains("1500 ms of wall time"), "{error}");
            }
        }
        std::thread::sleep(Duration::from_millis(100));
        assert!(!alive(&format!("sleep\0{marker}")), "the program survived");
    }

    #[test]
    fn a_transcript_shows_escape_codes_as_the_report_does_and_is_saved_as_files_are() {
        let line = Line {
            from: Side::Program,
            text: b"\x1b[31m".to_vec(),
            terminated: true,
            cut: 3,
        };
        assert_eq!(shown_line(&line), "program: \\x1b[31m... (3 more bytes)");
        let result = CaseResult {
            case: Case {
                name: "c".into(),
                input: PathBuf::from("c.in"),
                expected: None,
            },
            verdict: Verdict::WrongAnswer,
            outcome: None,
            expected: None,
            checker_message: None,
            error: None,
            memory_limit_kib: None,
            transcript: Some(Transcript {
                lines: vec![line],
                left_out: 0,
            }),
        };
        let dir = tempfile::tempdir().unwrap();
        let saved = save_transcript(dir.path(), "p", &result).unwrap();
        let status = fs::read_to_string("/proc/self/status").unwrap();
        let umask = status
            .lines()
            .find_map(|l| l.strip_prefix("Umask:"))
            .map(|m| u32::from_str_radix(m.trim(), 8).unwrap())
            .unwrap();
        let mode = fs::metadata(&saved).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o666 & !umask, "mode {mode:o} under umask {umask:o}");
    }

    #[test]
    fn a_transcript_too_long_to_keep_says_how_many_lines_it_left_out() {
        let line = |text: &str| Line {
            from: Side::Interactor,
            text: text.into(),
            terminated: true,
            cut: 0,
        };
        let mut lines: Vec<Line> = (0..interact::HEAD_LINES).map(|_| line("h")).collect();
        lines.push(line("t"));
        let text = transcript_text(&Transcript { lines, left_out: 9 });
        assert!(
            text.ends_with("judge:   h\n... 9 lines left out ...\njudge:   t\n"),
            "{text}"
        );
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
            "#!/bin/sh\nsleep 1000.PID &\nread n\nkill -SEGV $$\n",
            "sleep\x001000.PID",
        );
        assert_eq!(result.verdict, Verdict::RuntimeError, "{result:?}");
        let outcome = result.outcome.unwrap();
        assert_eq!(outcome.exit, Exit::Signal(11));
    }
}
