//! What the binary does when its output cannot be written, and on input that is not UTF-8:
//! each ends in a one-line message on stderr and a non-zero exit, never a silent exit 0 or a
//! panic. (The same `main` is bundled for judges without crates, so the bundles do the same.)

use std::io::{Read, Write};
use std::process::{Command, Output, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1850");

/// Runs the binary on `input` through `sh`, its stdout redirected by `redirect`.
fn run_redirected(redirect: &str, input: &[u8]) -> Output {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" {redirect}"))
        .arg(PROGRAM)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().expect("the binary ends")
}

/// Asserts a non-zero exit with one line on stderr holding `expected`.
fn assert_one_line_error(output: &Output, expected: &str, what: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !output.status.success(),
        "{what}: exit {:?}, stderr {stderr:?}",
        output.status
    );
    assert_eq!(stderr.lines().count(), 1, "{what}: stderr {stderr:?}");
    assert!(stderr.contains(expected), "{what}: stderr {stderr:?}");
}

#[test]
fn a_closed_stdout_is_an_error() {
    let output = run_redirected(">&-", b"1 2\n3 5\n");
    assert_one_line_error(&output, "the standard output is closed", "stdout closed");
}

#[test]
fn a_full_device_is_an_error() {
    let output = run_redirected(">/dev/full", b"1 2\n3 5\n");
    assert_one_line_error(&output, "No space left on device", "stdout /dev/full");
}

#[test]
fn a_reader_that_stops_early_is_an_error() {
    // `| head -c1`: more output than a pipe holds, and the reader goes after one byte.
    let mut child = Command::new(PROGRAM)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&b"1 2\n".repeat(200_000));
    });
    let mut first = [0; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().unwrap();
    assert_one_line_error(&output, "Broken pipe", "stdout closed after one byte");
}

#[test]
fn names_a_token_that_is_not_utf8() {
    // proconio alone rejects the whole input, naming nothing; through snippets::stdio::stdin()
    // the bad bytes read as U+FFFD and the token is named as the standalone reader names it.
    let output = run_redirected("", b"1 2\n3 \xff4\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "stderr {stderr:?}");
    assert!(stderr.contains("`\u{fffd}4`"), "stderr {stderr:?}");
    let output = run_redirected("", b"1 2\n3 5");
    assert!(output.status.success(), "{output:?}");
}
