//! The binary on every case of `testcases/hdu1536/`, byte for byte, on bad tokens, and on
//! heaps and takes above 10^6.

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

#[test]
fn rejects_heaps_and_takes_above_the_limit_by_name() {
    judge::testing::assert_rejects_by_name(
        PROGRAM,
        &[
            ("2 2 1000001\n1\n1 3\n0\n", "`1000001`"),
            ("1 2\n2\n1 3\n2 4 1000001\n0\n", "`1000001`"),
            ("1 2\n1\n1 18446744073709551615\n0\n", "`18446744073709551615`"),
        ],
    );
    // The limit itself is answered: heap 10^6 with takes {10^6} is one move from 0.
    assert_eq!(
        judge::testing::run(PROGRAM, "1 1000000\n1\n1 1000000\n0\n"),
        (Some(0), "W\n".into(), String::new())
    );
}
