//! The planted wrong strategies of `problems/cf1934d2/planted/` (Python) each lose against the
//! interactor, for the reason they are wrong: a test of the interactor's play, not of the
//! binary.

use judge::testing::play_planted;
use judge::verdict::Verdict;
use std::path::Path;

/// Plays `strategy` on `testcases/cf1934d2/<case>.in`: the verdict, the interactor's reason and
/// the transcript.
fn play(strategy: &str, case: &str) -> (Verdict, String, String) {
    let interactor = Path::new(env!("CARGO_BIN_EXE_cf1934d2-interactor"));
    let played = play_planted("cf1934d2", interactor, strategy, case);
    (played.verdict, played.reason, played.transcript)
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
