//! The interactor on hostile input: a program's move or token and case files that no honest
//! judge writes. Each ends in the verdict's exit status with a reason, never a panic (101) or
//! an abort: 1 the program lost, 3 the case file is bad.

use judge::testing::{case_file, interactor_verdict};
use std::path::Path;

/// Runs the interactor on `case` with `program` as all the program writes.
fn judge(case: &Path, program: &[u8]) -> (Option<i32>, String) {
    interactor_verdict(env!("CARGO_BIN_EXE_cf1934d2-interactor"), case, program)
}

#[test]
fn a_count_past_the_games_is_a_bad_case_file_not_an_abort() {
    // The count was allocated for: 10^12 aborted, 2^64 - 1 overflowed the capacity.
    for text in ["1000000000000\n3\n", "18446744073709551615\n3\n", "2\n3\n"] {
        let (_file, case) = case_file(text.as_bytes());
        let (code, stderr) = judge(&case, b"first\n");
        assert_eq!(code, Some(3), "case {text:?}: {stderr}");
        assert!(stderr.contains("bad case file"), "case {text:?}: {stderr}");
        assert!(stderr.contains("count"), "case {text:?}: {stderr}");
    }
}

#[test]
fn a_bad_game_or_seed_is_a_bad_case_file() {
    for text in ["1\n0\n", "1\n18446744073709551616\n", "1\n3\nseed abc\n", "1\n3\nseed\n"] {
        let (_file, case) = case_file(text.as_bytes());
        let (code, stderr) = judge(&case, b"first\n");
        assert_eq!(code, Some(3), "case {text:?}: {stderr}");
        assert!(stderr.contains("bad case file"), "case {text:?}: {stderr}");
    }
}

#[test]
fn a_token_too_long_is_cut_and_a_lost_game() {
    let (_file, case) = case_file(b"1\n13\n");
    let mut program = b"second\n".to_vec();
    program.extend(std::iter::repeat_n(b'7', 1 << 20));
    program.push(b'\n');
    let (code, stderr) = judge(&case, &program);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.len() < 200 && stderr.contains("bytes"), "{stderr}");
}

#[test]
fn a_case_file_past_its_size_limit_is_refused_unread() {
    // Sparse: 2 GB on disk cost nothing; read whole it cost 2.1 GB of the interactor's memory.
    let (file, path) = case_file(b"");
    file.set_len(2 << 30).expect("a sparse file");
    let (code, stderr) = judge(&path, b"first\n");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains("bad case file") && stderr.contains("bytes"), "{stderr}");
}
