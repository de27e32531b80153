//! The binary on every case of `testcases/hdu1536/`, byte for byte, on bad tokens, and on
//! heaps and takes above 10^6.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1536");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1536", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &[
            "@ 2 5\n1\n1 3\n0\n",
            "2 @ 5\n1\n1 3\n0\n",
            "2 2 5\n@\n1 3\n0\n",
            "2 2 5\n1\n@ 3\n0\n",
            "2 2 5\n2\n1 3\n2 4 @\n0\n",
            "2 2 5\n1\n1 3\n@\n",
        ],
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
fn rejects_heaps_and_takes_above_the_limit_by_name() {
    for (input, value) in [
        ("2 2 1000001\n1\n1 3\n0\n", "1000001"),
        ("1 2\n2\n1 3\n2 4 1000001\n0\n", "1000001"),
        (
            "1 2\n1\n1 18446744073709551615\n0\n",
            "18446744073709551615",
        ),
    ] {
        let (success, _, stderr) = run(input);
        assert!(!success, "input {input:?}: exit status 0");
        assert!(
            stderr.contains(&format!("`{value}`")),
            "input {input:?}: stderr does not name the value:\n{stderr}"
        );
    }
    // The limit itself is answered: heap 10^6 with takes {10^6} is one move from 0.
    assert_eq!(
        run("1 1000000\n1\n1 1000000\n0\n"),
        (true, "W\n".into(), String::new())
    );
}
