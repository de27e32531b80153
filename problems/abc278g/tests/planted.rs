//! The planted wrong strategies of `problems/abc278g/planted/` (Python) each lose against the
//! interactor, for the reason they are wrong: a test of the interactor's play, not of the
//! binary.

use judge::testing::play_planted;
use judge::verdict::Verdict;
use std::path::Path;

/// Plays `strategy` on `testcases/abc278g/<case>.in`: the verdict, the interactor's reason and
/// the transcript.
fn play(strategy: &str, case: &str) -> (Verdict, String, String) {
    let interactor = Path::new(env!("CARGO_BIN_EXE_abc278g-interactor"));
    let played = play_planted("abc278g", interactor, strategy, case);
    (played.verdict, played.reason, played.transcript)
}

#[test]
fn always_first_loses_where_the_first_player_loses() {
    let (verdict, reason, transcript) = play("always_first.py", "lost-for-first-5-2-2");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(transcript.starts_with("judge:   5 2 2\nprogram: First\n"), "{transcript}");
}

#[test]
fn a_mirror_off_by_one_loses() {
    let (verdict, reason, transcript) = play("mirror_off_by_one.py", "mirror-8-1-2");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(transcript.contains("judge:   6 1\nprogram: 2 1\n"), "{transcript}");
}

#[test]
fn taking_the_leftmost_legal_run_loses() {
    let (verdict, reason, transcript) = play("leftmost_run.py", "sample-1");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(transcript.contains("program: 1 1\n"), "{transcript}");
}
