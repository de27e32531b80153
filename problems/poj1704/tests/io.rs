//! The binary on every case of `testcases/poj1704/`, byte for byte, on bad tokens, and on rows
//! that are not positions.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_poj1704");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("poj1704", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n1\n2\n", "1\n@\n2\n", "1\n3\n1 @ 5\n"],
    );
}

/// Runs the program on `input`: exit status and stderr.
fn run(input: &str) -> (Option<i32>, String) {
    let mut child = Command::new(PROGRAM)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    let output = child.wait_with_output().expect("the binary ends");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn rejects_repeated_cells_and_cell_zero_by_name() {
    for (input, named) in [
        ("1\n3\n7 2 7\n", "cell 7"),
        (
            "2\n1\n1\n2\n18446744073709551615 18446744073709551615\n",
            "cell 18446744073709551615",
        ),
        ("1\n2\n0 3\n", "cell 0"),
    ] {
        let (code, stderr) = run(input);
        assert!(
            matches!(code, Some(c) if c != 0),
            "input {input:?}: exit {code:?}"
        );
        assert!(stderr.contains(named), "input {input:?}: stderr {stderr:?}");
    }
}
