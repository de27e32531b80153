//! The binary on every case of `testcases/hdu1848/`, byte for byte, on bad tokens, and on
//! piles above 10^6.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1848");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1848", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@ 1 1\n0 0 0\n", "1 @ 1\n0 0 0\n", "1 4 1\n1 1 @\n0 0 0\n"],
    );
}

#[test]
fn rejects_piles_above_the_limit_by_name() {
    judge::testing::assert_rejects_by_name(
        PROGRAM,
        &[
            ("1 1 1000001\n0 0 0\n", "`1000001`"),
            ("18446744073709551615 0 0\n0 0 0\n", "`18446744073709551615`"),
            ("1 4 1\n0 2000000 0\n0 0 0\n", "`2000000`"),
        ],
    );
    // The limit itself is answered.
    assert_eq!(
        judge::testing::run(PROGRAM, "1000000 0 0\n0 0 0\n"),
        (Some(0), "Fibo\n".into(), String::new())
    );
}
