//! The planted wrong strategies of `problems/cf1934d2/planted/` (Python) each lose against the
//! interactor, for the reason they are wrong: a test of the interactor's play, not of the
//! binary.

use judge::cases::Case;
use judge::interactive::{self, DEFAULT_IDLE};
use judge::verdict::Verdict;
use runner::Limits;
use std::path::Path;

const INTERACTOR: &str = env!("CARGO_BIN_EXE_cf1934d2-interactor");

/// Plays `strategy` on `testcases/cf1934d2/<case>.in`; the interactor's reason and the
/// transcript.
fn play(strategy: &str, case: &str) -> (Verdict, String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let program = root.join("problems/cf1934d2/planted").join(strategy);
    let case = Case {
        name: case.into(),
        input: root.join("testcases/cf1934d2").join(format!("{case}.in")),
        expected: None,
    };
    let limits = Limits { time: std::time::Duration::from_secs(5), ..Limits::default() };
    let result =
        interactive::judge_case(&case, &program, Path::new(INTERACTOR), &limits, DEFAULT_IDLE);
    let transcript = interactive::transcript_text(result.transcript.as_deref().unwrap_or(&[]));
    (result.verdict, result.checker_message.unwrap_or_default(), transcript)
}

#[test]
fn always_first_loses_on_an_odd_count_of_ones() {
    let (verdict, reason, transcript) = play("always_first.py", "thirteen-perfect-bob");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(reason.contains("n = 13"), "{reason}\n{transcript}");
}

#[test]
fn splitting_off_the_lowest_bit_runs_past_63_breaks() {
    let (verdict, reason, transcript) = play("lowest_bit.py", "all-ones");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(reason.contains("63 breaks"), "{reason}\n{transcript}");
}

#[test]
fn a_break_that_is_not_a_xor_split_is_refused() {
    let (verdict, reason, transcript) = play("not_a_xor_split.py", "all-ones");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(reason.contains("breaks neither"), "{reason}\n{transcript}");
}
