//! The shipped special judge `problems/hdu2177/checker.rs`, compiled with rustc and run on
//! crafted outputs: what it must accept and what it must reject, with the reason it gives.

mod common;

use common::{temp_dir, write};
use judge::special_judge::{self, CheckerSource};
use runner::{self, Exit, Limits, Stdin};

/// What the checker is given, and what it must say: `(what, input, actual output,
/// accepted, a piece of the one-line reason)`.
type Scenario = (
    &'static str,
    &'static [u8],
    &'static [u8],
    bool,
    &'static str,
);

const INPUT: &[u8] = b"1 2\n5 8\n4 7\n2 2\n0 0\n";
/// The sample's expected output (problems.md).
const EXPECTED: &[u8] = b"0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n";

#[test]
fn hdu2177_checker_accepts_and_rejects() {
    let dir = temp_dir("judge-test-hdu2177-checker");
    let source = common::root().join("problems/hdu2177/checker.rs");
    let checker = special_judge::prepare(
        &CheckerSource::Rust(source),
        &dir.path().join("bin/checker"),
    )
    .expect("the checker compiles with rustc --edition 2021");

    // (what, input, actual, accepted, a piece of the reason)
    let cases: &[Scenario] = &[
        (
            "the expected output itself",
            INPUT,
            EXPECTED,
            true,
            "ok: 4 cases",
        ),
        (
            "positions reordered, CRLF, trailing and repeated spaces, a blank line",
            INPUT,
            b"0\r\n1\r\n3  5 \r\n4 7\t\n\n0\n1\n1 2\n0 0\n",
            true,
            "ok",
        ),
        (
            "no sentinel, incomplete last pair ignored",
            b"1 2\n5 8\n4",
            b"0\n1\n3 5\n4 7\n",
            true,
            "ok: 2 cases",
        ),
        (
            "a verdict with a sign",
            INPUT,
            b"+0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
            false,
            "line 1: `+0` is not a number in canonical form",
        ),
        (
            "a verdict with a leading zero",
            INPUT,
            b"00\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
            false,
            "line 1: `00` is not a number in canonical form",
        ),
        (
            "a position with a leading zero",
            INPUT,
            b"0\n1\n04 7\n3 5\n0\n1\n0 0\n1 2\n",
            false,
            "line 3: `04` is not a number in canonical form",
        ),
        (
            "a duplicated position",
            INPUT,
            b"0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n0 0\n",
            false,
            "case 4 (input 2 2): position 0 0 printed twice",
        ),
        (
            "a missing position",
            INPUT,
            b"0\n1\n4 7\n0\n1\n0 0\n1 2\n",
            false,
            "case 2 (input 5 8): position 3 5 is missing",
        ),
        (
            "a position not in the expected set",
            INPUT,
            b"0\n1\n4 7\n3 5\n2 5\n0\n1\n0 0\n1 2\n",
            false,
            "case 2 (input 5 8): position 2 5 is not one a winning move leaves",
        ),
        (
            "a swapped pair",
            INPUT,
            b"0\n1\n7 4\n3 5\n0\n1\n0 0\n1 2\n",
            false,
            "position printed as 7 4, expected 4 7",
        ),
        (
            "a wrong verdict",
            INPUT,
            b"1\n1 1\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n",
            false,
            "case 1 (input 1 2): verdict 0 expected, got 1",
        ),
        (
            "an extra trailing case",
            INPUT,
            b"0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n0\n",
            false,
            "extra output from line 9: the input has 4 cases",
        ),
        (
            "output that ends early",
            INPUT,
            b"0\n1\n4 7\n3 5\n0\n",
            false,
            "case 4 (input 2 2): no output for it",
        ),
        (
            "a line of three tokens",
            INPUT,
            b"0\n1 4 7\n",
            false,
            "line 2: `1 4 7` has 3 tokens",
        ),
        (
            "empty output",
            INPUT,
            b"",
            false,
            "case 1 (input 1 2): no output",
        ),
    ];
    for (index, &(what, input, actual, accepted, reason)) in cases.iter().enumerate() {
        let input_path = write(dir.path(), &format!("{index}.in"), input);
        let actual_path = write(dir.path(), &format!("{index}.actual"), actual);
        let expected_path = write(
            dir.path(),
            &format!("{index}.out"),
            if input == INPUT {
                EXPECTED
            } else {
                b"0\n1\n4 7\n3 5\n"
            },
        );
        let outcome = runner::run(
            &checker,
            &[&input_path, &actual_path, &expected_path],
            Stdin::Null,
            &Limits::default(),
        )
        .unwrap();
        let said = String::from_utf8_lossy(&outcome.stdout);
        let status = if accepted { 0 } else { 1 };
        assert_eq!(
            outcome.exit,
            Exit::Code(status),
            "{what}: checker said {said:?}"
        );
        assert_eq!(said.lines().count(), 1, "{what}: one line, got {said:?}");
        assert!(
            said.contains(reason),
            "{what}: expected {reason:?} in {said:?}"
        );
    }
}
