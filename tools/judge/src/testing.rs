//! Helpers for the problems' own tests (`problems/<id>/tests/io.rs`): replay the testcases
//! byte for byte, and feed bad tokens. They panic with a readable message, as tests do.

use crate::cases;
use crate::check::judge_case;
use runner::{Exit, Limits, Stdin};
use std::path::Path;
use std::time::Duration;

/// The time limit of one run in the problems' tests: they run the debug build, on a machine
/// that may be busy with a whole workspace's tests, so only a hang should reach it.
pub const TEST_TIME_LIMIT: Duration = Duration::from_secs(10);

fn limits() -> Limits {
    Limits {
        time: TEST_TIME_LIMIT,
        ..Limits::default()
    }
}

/// Judges `program` on every case of `testcases/<id>/` as `scripts/check` does, but with no
/// special judge, so that the output must be byte-exact (CRLF read as LF) and the problem's
/// own order of output lines is held to as well. The empty template of `scripts/new` and
/// cases without a `.out` are not judged; at least one case must be.
///
/// # Panics
/// Naming every case that fails, or when the testcases cannot be read.
pub fn replay_testcases(id: &str, program: &str) {
    let root = workspace::find_root().expect("the workspace root");
    let tests = cases::discover(&root, id).expect("the testcases");
    let mut failures: Vec<String> = (tests.unusable.iter())
        .map(|(name, why)| format!("FAIL {name}: {why}"))
        .collect();
    let mut judged = 0;
    for case in &tests.cases {
        let result = judge_case(case, Path::new(program), None, &limits());
        if result.verdict.is_judged() {
            judged += 1;
        }
        if result.verdict.is_failure() {
            failures.push(format!(
                "{} {}",
                result.verdict.label(),
                case.input.display()
            ));
        }
    }
    assert!(
        judged > 0,
        "testcases/{id} has no case to replay: fill in sample-1.in and .out from the statement"
    );
    assert!(
        failures.is_empty(),
        "{} of {judged} cases fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Tokens that are not a `u64`: letters, a sign, a fraction, one past `u64::MAX`, hex.
pub const BAD_TOKENS: [&str; 5] = ["abc", "-1", "1.5", "18446744073709551616", "0x10"];

/// For each template (where `@` stands for the token) and each of [`BAD_TOKENS`], asserts that
/// `program` exits non-zero, in time, with the token quoted on stderr: a bad token is never
/// a hang and never a silent wrong answer.
///
/// # Panics
/// Naming the template and token that were not rejected that way.
pub fn assert_rejects_bad_tokens(program: &str, templates: &[&str]) {
    for template in templates {
        for token in BAD_TOKENS {
            assert_rejected(
                program,
                &template.replace('@', token),
                &format!("`{token}`"),
            );
        }
    }
}

/// Runs `program` on `input` within [`TEST_TIME_LIMIT`]: its exit status (`None` when a signal
/// ended it), stdout and stderr.
///
/// # Panics
/// When the program cannot be started, or is still running at the time limit.
pub fn run(program: &str, input: &str) -> (Option<i32>, String, String) {
    let outcome = runner::run(
        Path::new(program),
        &[] as &[&str],
        Stdin::Bytes(input.as_bytes()),
        &limits(),
    )
    .expect("the binary runs");
    assert!(
        !outcome.timed_out,
        "input {input:?}: still running at the time limit"
    );
    let code = match outcome.exit {
        Exit::Code(code) => Some(code),
        Exit::Signal(_) => None,
    };
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (code, text(&outcome.stdout), text(&outcome.stderr))
}

/// For each `(input, named)`, asserts that `program` exits with a non-zero status, in time,
/// with `named` on stderr: an out-of-range value or an input that breaks the contract is
/// never a wrong answer and never a crash without a name.
///
/// # Panics
/// Naming the input that was not rejected that way.
pub fn assert_rejects_by_name(program: &str, cases: &[(&str, &str)]) {
    for (input, named) in cases {
        assert_rejected(program, input, named);
    }
}

/// Asserts the one error voice of every binary: exit status 1 and one line on stderr,
/// `error: ...`, holding `named`.
fn assert_rejected(program: &str, input: &str, named: &str) {
    let (code, _, stderr) = run(program, input);
    assert_eq!(
        code,
        Some(1),
        "input {input:?}: exit {code:?}, stderr {stderr:?}"
    );
    assert!(
        stderr.starts_with("error: ") && stderr.lines().count() == 1,
        "input {input:?}: not one line `error: ...`:\n{stderr}"
    );
    assert!(
        stderr.contains(named),
        "input {input:?}: stderr does not name {named}:\n{stderr}"
    );
}

/// Runs `program` on `input` through `sh`, its stdout redirected by `redirect` (`>&-`,
/// `>/dev/full`, or nothing).
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
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().expect("the binary ends")
}

/// Asserts exit status 1 with one line `error: ...` on stderr holding `expected`.
fn assert_one_line_error(output: &std::process::Output, expected: &str, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{what}: stderr {stderr:?}");
    assert_eq!(stderr.lines().count(), 1, "{what}: stderr {stderr:?}");
    assert!(stderr.starts_with("error: "), "{what}: stderr {stderr:?}");
    assert!(stderr.contains(expected), "{what}: stderr {stderr:?}");
}

/// Asserts that `program`, given `input` (which must produce output), ends with a one-line
/// error and exit status 1 when its output cannot be written: a full device (`>/dev/full`),
/// and a reader that goes away after one byte (the input is repeated until the output
/// outgrows a pipe). (A closed stdout is not among them: the Rust runtime reopens a closed
/// standard stream as `/dev/null` before `main`, and judges never close it.)
///
/// # Panics
/// Naming the case that exited otherwise, panicked, or said more or less than one line.
pub fn assert_write_failures_are_errors(program: &str, input: &[u8]) {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let output = run_redirected(program, ">/dev/full", input);
    assert_one_line_error(&output, "No space left on device", "stdout /dev/full");
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let repeated = input.repeat(1 + (1 << 20) / input.len().max(1));
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&repeated);
    });
    let mut first = [0; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().unwrap();
    assert_one_line_error(&output, "Broken pipe", "stdout closed after one byte");
}

/// Asserts that `program` names a token holding a byte that is not ASCII, escaped as `\xff`:
/// `bad_input` holds the token `\xff4`.
///
/// # Panics
/// When the program exits otherwise or its stderr does not name `\xff4`.
pub fn assert_names_a_token_that_is_not_utf8(program: &str, bad_input: &[u8]) {
    let output = run_redirected(program, "", bad_input);
    assert_one_line_error(&output, "`\\xff4`", "a byte that is not UTF-8");
}
