//! The binary on every case of `testcases/hdu2177/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu2177");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu2177", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@ 2\n0 0\n", "1 2\n5 @\n0 0\n"]);
}
