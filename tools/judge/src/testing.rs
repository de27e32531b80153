//! The one error voice every binary and standalone bundle is held to (`error_voice`, run by
//! `scripts/stress --round` in each problem's driver and by `scripts/bundle --verify`), `run` for the tests that feed
//! a binary one input, and what the tools' tests share (`root`, `temp_dir`).

use runner::{Exit, Limits, Stdin};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The workspace root (this crate is two folders below it), for the tests of any crate in it.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root")
}

/// A folder of a test's own, `<label>-XXXXXX` under the system's temporary folder, removed
/// when dropped (at the end of the test, or as a failing test unwinds).
pub fn temp_dir(label: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("{label}-"))
        .tempdir()
        .expect("a temporary folder")
}

/// The time limit of one run of the error voice (CI's `scripts/stress --round --debug` runs
/// the debug build) and of the tests that feed a binary one input: on a machine
/// that may be busy with a whole workspace's tests, so only a hang should reach it.
pub const TEST_TIME_LIMIT: Duration = Duration::from_secs(10);

fn limits() -> Limits {
    Limits {
        time: TEST_TIME_LIMIT,
        ..Limits::default()
    }
}

/// Tokens that are not a `u64`: letters, a sign, a fraction, one past `u64::MAX`, hex, a
/// control byte, a byte that is not ASCII.
pub const BAD_TOKENS: [&str; 7] = [
    "abc",
    "-1",
    "1.5",
    "18446744073709551616",
    "0x10",
    "1\u{0}",
    "\u{e9}",
];

/// The one error voice of every binary and bundle, as `Err` naming the first input that
/// breaks it: each of [`BAD_TOKENS`] put for the `@` of each template (for its `$`, a signed
/// position, each but `-1`), and each `(input,
/// named)` of `rejected`, end in exit status 1 and one line `error: ...` on stderr that names
/// the token (escaped as the binaries escape it) or holds `named`; and `sample` (an input
/// with more output than a pipe holds) ends the same way when the output cannot be written.
/// `Ok`: how many runs.
///
/// # Errors
/// The input and what the program did instead.
pub fn error_voice(
    program: &Path,
    templates: &[&str],
    rejected: &[(&str, &str)],
    sample: &[u8],
) -> Result<usize, String> {
    let runs = error_voice_runs(program, templates, rejected)?;
    write_failures(program, sample).map(|()| runs + 2)
}

/// The bad tokens and rejected inputs of [`error_voice`]: how many runs.
fn error_voice_runs(
    program: &Path,
    templates: &[&str],
    rejected: &[(&str, &str)],
) -> Result<usize, String> {
    let mut runs = 0;
    let mut expect = |input: &[u8], named: &str| -> Result<(), String> {
        runs += 1;
        let outcome = runner::run(program, &[] as &[&str], Stdin::Bytes(input), &limits())
            .map_err(|e| format!("cannot run {}: {e}", program.display()))?;
        let stderr = String::from_utf8_lossy(&outcome.stderr);
        let one_line = stderr.starts_with("error: ") && stderr.lines().count() == 1;
        if outcome.timed_out
            || outcome.exit != Exit::Code(1)
            || !one_line
            || !stderr.contains(named)
        {
            let exit = runner::describe_exit(outcome.exit);
            return Err(format!(
                "input {:?}: expected exit 1 and one line `error: ...` naming {named}; got {exit}{}, stderr {stderr:?}",
                String::from_utf8_lossy(input),
                if outcome.timed_out {
                    " (timed out)"
                } else {
                    ""
                },
            ));
        }
        Ok(())
    };
    for template in templates {
        // `$` marks a signed (`i64`) position, where `-1` is a number: every other bad token.
        let (mark, signed) = if template.contains('$') {
            ('$', true)
        } else {
            ('@', false)
        };
        for token in BAD_TOKENS
            .iter()
            .filter(|&&token| !(signed && token == "-1"))
        {
            let named = format!("`{}`", token.as_bytes().escape_ascii());
            expect(template.replace(mark, token).as_bytes(), &named)?;
        }
    }
    for (input, named) in rejected {
        expect(input.as_bytes(), named)?;
    }
    Ok(runs)
}

/// [`error_voice`] for an interactive program: the bad tokens and rejected inputs alike, and
/// of the write failures only the full device (a reader that goes away after one byte would
/// race with the judge's reply the case file is not).
///
/// # Errors
/// As [`error_voice`].
pub fn error_voice_interactive(
    program: &Path,
    templates: &[&str],
    rejected: &[(&str, &str)],
    sample: &[u8],
) -> Result<usize, String> {
    let runs = error_voice_runs(program, templates, rejected)?;
    let program = program.to_str().ok_or("a program path that is not UTF-8")?;
    let output = run_redirected(program, ">/dev/full", sample);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let one_line = stderr.starts_with("error: ") && stderr.lines().count() == 1;
    if output.status.code() == Some(1) && one_line && stderr.contains("No space left on device") {
        Ok(runs + 1)
    } else {
        Err(format!(
            "stdout /dev/full: expected exit 1 and one line `error: ... No space left on device`; got {}, stderr {stderr:?}",
            output.status
        ))
    }
}

/// A full device and a reader that goes away: each one line `error: ...` and exit 1.
fn write_failures(program: &Path, input: &[u8]) -> Result<(), String> {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let check = |output: &std::process::Output, expected: &str, what: &str| {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let one_line = stderr.starts_with("error: ") && stderr.lines().count() == 1;
        if output.status.code() == Some(1) && one_line && stderr.contains(expected) {
            Ok(())
        } else {
            Err(format!(
                "{what}: expected exit 1 and one line `error: ... {expected}`; got {}, stderr {stderr:?}",
                output.status
            ))
        }
    };
    let program = program.to_str().ok_or("a program path that is not UTF-8")?;
    check(
        &run_redirected(program, ">/dev/full", input),
        "No space left on device",
        "stdout /dev/full",
    )?;
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut first = [0; 1];
    let read = child.stdout.take().expect("piped").read_exact(&mut first);
    let output = child
        .wait_with_output()
        .map_err(|e| format!("cannot wait for {program}: {e}"))?;
    let _ = writer.join();
    read.map_err(|e| format!("stdout closed after one byte: no output to read ({e})"))?;
    check(&output, "Broken pipe", "stdout closed after one byte")
}

/// Runs `program` on `input` within [`TEST_TIME_LIMIT`]: its exit status (`None` when a signal
/// ended it), stdout and stderr.
///
/// # Panics
/// When the program cannot be started, or is still running at the time limit.
pub fn run(program: &str, input: &str) -> (Option<i32>, String, String) {
    run_with_args(program, &[], input.as_bytes())
}

/// [`run`] with arguments and an input of any bytes: an interactor run as
/// `<id>-interactor <case.in>` with all a program writes as its input.
///
/// # Panics
/// As [`run`].
pub fn run_with_args(program: &str, args: &[&Path], input: &[u8]) -> (Option<i32>, String, String) {
    let outcome = runner::run(Path::new(program), args, Stdin::Bytes(input), &limits())
        .expect("the binary runs");
    assert!(
        !outcome.timed_out,
        "input {:?}: still running at the time limit",
        String::from_utf8_lossy(&input[..input.len().min(200)])
    );
    let code = match outcome.exit {
        Exit::Code(code) => Some(code),
        Exit::Signal(_) => None,
    };
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (code, text(&outcome.stdout), text(&outcome.stderr))
}

/// A case file holding `text`, with no name ([`runner::unnamed_file`]: nothing is left behind,
/// whatever ends the test), and its path while the `File` is kept.
///
/// # Panics
/// When the file cannot be made.
pub fn case_file(text: &[u8]) -> (std::fs::File, std::path::PathBuf) {
    runner::unnamed_file(text).expect("the temporary folder is writable")
}

/// The interactor at `interactor` on the case file `case`, with all `program` writes
/// as its input: its exit status and stderr, cut at 2,000 characters (a reason echoed whole is
/// a failure of its own). `case` comes from [`case_file`], or is a file of the caller's.
///
/// # Panics
/// As [`run`].
pub fn interactor_verdict(interactor: &str, case: &Path, program: &[u8]) -> (Option<i32>, String) {
    let (code, _, stderr) = run_with_args(interactor, &[case], program);
    (code, stderr.chars().take(2000).collect())
}

/// Runs `program` on `input` through `sh`, its stdout redirected by `redirect`
/// (`>/dev/full`).
fn run_redirected(program: &str, redirect: &str, input: &[u8]) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" {redirect}"))
        .arg(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    // Written beside the run: a program that stops early closes its end of the pipe.
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("the binary ends");
    let _ = writer.join();
    output
}

/// [`error_voice`] of problem `id` (or an alias): the templates and the rejected inputs of
/// its description (`Problem::BAD_TOKENS`, `Problem::REJECTED`), and for the write failures
/// an input of [`WRITE_CASES`] random cases of its own (far more output than a pipe holds).
/// What `scripts/bundle --verify` runs; `scripts/stress --round` runs the same code in the
/// problem's driver. The description is not linked here: the problem's driver
/// (`workspace::drivers`, built once per process for every problem) runs it, so a
/// `problem.rs` that does not compile fails only its own problem.
///
/// # Errors
/// As [`error_voice`]; also when `id` is no problem or its driver does not build.
pub fn error_voice_of(id: &str, program: &Path) -> Result<usize, String> {
    let root = workspace::find_root()?;
    let id = workspace::problems::canonical(id);
    let driver = workspace::drivers::every_driver(&root, id)?;
    workspace::drivers::error_voice(&driver, program)
}

/// Random cases in the input [`error_voice_of`] writes into a full device and a closed pipe.
pub const WRITE_CASES: usize = 50_000;

/// How a planted strategy played: the verdict, the interactor's reason, the transcript.
pub struct Played {
    pub verdict: crate::verdict::Verdict,
    pub reason: String,
    pub transcript: String,
}

/// Plays the planted (wrong) strategy `problems/<id>/planted/<strategy>` against `interactor`
/// on `testcases/<id>/<case>.in`, within 5 s: the tests that show an interactor punishes a
/// wrong strategy, not that the binary wins.
pub fn play_planted(id: &str, interactor: &Path, strategy: &str, case: &str) -> Played {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let case = crate::cases::Case {
        name: case.into(),
        input: root.join("testcases").join(id).join(format!("{case}.in")),
        expected: None,
    };
    let program = root
        .join("problems")
        .join(id)
        .join("planted")
        .join(strategy);
    let limits = Limits {
        time: Duration::from_secs(5),
        ..Limits::default()
    };
    let idle = crate::interactive::DEFAULT_IDLE;
    let result = crate::interactive::judge_case(&case, &program, interactor, &limits, idle);
    let transcript = result.transcript.unwrap_or_default();
    Played {
        verdict: result.verdict,
        reason: result.checker_message.unwrap_or_default(),
        transcript: crate::interactive::transcript_text(&transcript),
    }
}
