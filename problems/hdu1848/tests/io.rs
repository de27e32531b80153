//! The binary on every case of `testcases/hdu1848/`, byte for byte, on bad tokens, and on
//! piles above 10^6.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1848");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1848", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@ 1 1\n0 0 0\n", "1 @ 1\n0 0 0\n", "1 4 1\n1 1 @\n0 0 0\n"],
    );
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
fn rejects_piles_above_the_limit_by_name() {
    for (input, pile) in [
        ("1 1 1000001\n0 0 0\n", "1000001"),
        ("18446744073709551615 0 0\n0 0 0\n", "18446744073709551615"),
        ("1 4 1\n0 2000000 0\n0 0 0\n", "2000000"),
    ] {
        let (success, _, stderr) = run(input);
        assert!(!success, "input {input:?}: exit status 0");
        assert!(
            stderr.contains(&format!("`{pile}`")),
            "input {input:?}: stderr does not name the pile:\n{stderr}"
        );
    }
    // The limit itself is answered.
    assert_eq!(
        run("1000000 0 0\n0 0 0\n"),
        (true, "Fibo\n".into(), String::new())
    );
}
