//! The binary on every case of `testcases/poj3710/`, byte for byte, and on bad tokens.

use std::io::Write;
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_poj3710");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("poj3710", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &[
            "@\n1\n2 1\n1 2\n",
            "1\n@ 1\n1 2\n",
            "1\n2 @\n1 2\n",
            "1\n2 1\n@ 2\n",
            "1\n2 1\n1 @\n",
        ],
    );
}

#[test]
fn rejects_vertices_outside_the_graph_by_name() {
    for (input, named) in [
        ("1\n2 1\n1 3\n", "vertex 3 is not in 1..=2"),
        ("1\n2 1\n0 1\n", "vertex 0 is not in 1..=2"),
        ("1\n0 0\n", "vertex 1 is not in 1..=0"),
    ] {
        let (code, _, stderr) = run(input);
        assert!(
            matches!(code, Some(c) if c != 0),
            "input {input:?}: exit {code:?}"
        );
        assert!(stderr.contains(named), "input {input:?}: stderr {stderr:?}");
    }
}

/// Runs the program on `input`: exit status, stdout and stderr.
fn run(input: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(PROGRAM)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().expect("writer").expect("input written");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}
