//! The binary on every case of `testcases/hdu1404/`, byte for byte, on bad tokens, and on
//! tokens that are not 1 to 6 digits.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1404");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1404", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n", "0\n@\n20\n"]);
}

/// Runs the binary on `input`: (exit success, stdout, stderr).
fn run(input: &str) -> (bool, String, String) {
    let mut child = Command::new(PROGRAM)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("piped stdin");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    let output = child.wait_with_output().expect("the binary ends");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (
        output.status.success(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

#[test]
fn rejects_strings_that_are_not_one_to_six_digits_by_name() {
    for token in ["1234567", "0000000", "12a", "+1", "1e5", "٣"] {
        let input = format!("1\n{token}\n0\n");
        let (success, _, stderr) = run(&input);
        assert!(!success, "input {input:?}: exit status 0");
        assert!(
            stderr.contains(&format!("`{token}`")),
            "input {input:?}: stderr does not name the token:\n{stderr}"
        );
    }
    // Six digits are answered.
    assert_eq!(
        run("000000\n999999\n"),
        (true, "Yes\nNo\n".into(), String::new())
    );
}
