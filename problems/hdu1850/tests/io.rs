//! The binary on every case of `testcases/hdu1850/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1850");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1850", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n5 7 9\n0\n", "3\n5 @ 9\n0\n", "3\n5 7 9\n@\n"],
    );
}
