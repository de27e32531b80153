//! The binary on every case of `testcases/hdu2176/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu2176");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu2176", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n3 5\n0\n", "2\n3 @\n0\n", "2\n3 5\n@\n"],
    );
}
