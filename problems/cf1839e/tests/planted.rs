//! The planted wrong players of `problems/cf1839e/planted/` (Python) each lose against the
//! interactor, for the reason they are wrong: a test of the interactor's play, not of the
//! binary.

use judge::testing::play_planted;
use judge::verdict::Verdict;
use std::path::Path;

/// Plays `player` on `testcases/cf1839e/<case>.in`: the verdict, the interactor's reason and
/// the transcript.
fn play(player: &str, case: &str) -> (Verdict, String, String) {
    let interactor = Path::new(env!("CARGO_BIN_EXE_cf1839e-interactor"));
    let played = play_planted("cf1839e", interactor, player, case);
    (played.verdict, played.reason, played.transcript)
}

#[test]
fn going_first_on_values_that_split_loses_to_the_partition() {
    for case in ["sample-2", "n-300-split", "two-equal", "ones-300"] {
        let (verdict, reason, transcript) = play("always_first.py", case);
        assert_eq!(verdict, Verdict::WrongAnswer, "{case}: {reason}\n{transcript}");
        assert!(reason.contains("is not the index of a positive value"), "{case}: {reason}");
    }
}

#[test]
fn going_second_on_an_odd_sum_loses() {
    for case in ["sample-1", "n-1", "n-300-odd-sum"] {
        let (verdict, reason, transcript) = play("always_second.py", case);
        assert_eq!(verdict, Verdict::WrongAnswer, "{case}: {reason}\n{transcript}");
    }
}

#[test]
fn an_even_sum_is_not_enough() {
    for case in ["even-sum-no-split", "n-300-even-sum-no-split"] {
        let (verdict, reason, transcript) = play("even_sum_second.py", case);
        assert_eq!(verdict, Verdict::WrongAnswer, "{case}: {reason}\n{transcript}");
    }
}

#[test]
fn a_reply_from_the_same_part_loses() {
    let (verdict, reason, transcript) = play("same_part_reply.py", "same-part-reply-breaks-split");
    assert_eq!(verdict, Verdict::WrongAnswer, "{reason}\n{transcript}");
    assert!(
        transcript
            .starts_with("judge:   4\njudge:   1 4 2 3\nprogram: Second\njudge:   2\nprogram: 1\n"),
        "{transcript}"
    );
}
