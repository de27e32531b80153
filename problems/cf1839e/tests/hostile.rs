//! The interactor on hostile input: a program's move or token and case files that no honest
//! judge writes. Each ends in the verdict's exit status with a reason, never a panic (101) or
//! an abort: 1 the program lost, 3 the case file is bad.

use judge::testing::{case_file, interactor_verdict};
use std::path::Path;

/// Runs the interactor on `case` with `program` as all the program writes.
fn judge(case: &Path, program: &[u8]) -> (Option<i32>, String) {
    interactor_verdict(env!("CARGO_BIN_EXE_cf1839e-interactor"), case, program)
}

#[test]
fn an_index_past_i64_or_out_of_range_is_a_lost_game_not_a_panic() {
    let (_file, case) = case_file(b"3\n1 1 4\n");
    for program in [
        &b"First\n9223372036854775807\n"[..],
        b"First\n-9223372036854775808\n",
        b"First\n99999999999999999999\n",
        b"First\n0\n",
        b"First\n4\n",
        b"First\n3\n3\n",
        b"Second\n3\n",
        b"Second\n-1\n",
        b"first\n",
    ] {
        let (code, stderr) = judge(&case, program);
        let shown = String::from_utf8_lossy(program);
        assert_eq!(code, Some(1), "program {shown:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "program {shown:?}: {stderr}");
    }
}

#[test]
fn a_token_too_long_is_cut_and_a_lost_game() {
    let (_file, case) = case_file(b"3\n1 1 4\n");
    let mut program = b"First\n".to_vec();
    program.extend(std::iter::repeat_n(b'7', 1 << 20));
    program.push(b'\n');
    let (code, stderr) = judge(&case, &program);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.len() < 200 && stderr.contains("bytes"), "{stderr}");
}

#[test]
fn a_bad_case_file_is_refused() {
    for text in [
        "0\n",
        "301\n",
        "3\n1 1\n",
        "3\n1 1 301\n",
        "3\n1 0 4\n",
        "18446744073709551616\n1\n",
        "1\n5\nseed abc\n",
        "1\n5\nseed\n",
        "1\n5 6\n",
    ] {
        let (_file, case) = case_file(text.as_bytes());
        let (code, stderr) = judge(&case, b"First\n");
        assert_eq!(code, Some(3), "case {text:?}: {stderr}");
        assert!(stderr.contains("bad case file"), "case {text:?}: {stderr}");
    }
}

#[test]
fn a_case_file_past_its_size_limit_is_refused_unread() {
    // Sparse: 2 GB on disk cost nothing; read whole it cost 2.1 GB of the interactor's memory.
    let (file, path) = case_file(b"");
    file.set_len(2 << 30).expect("a sparse file");
    let (code, stderr) = judge(&path, b"First\n");
    assert_eq!(code, Some(3), "{stderr}");
    assert!(stderr.contains("bad case file") && stderr.contains("bytes"), "{stderr}");
}
