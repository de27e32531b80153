//! The binary on every case of `testcases/hdu1847/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1847");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1847", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n", "1\n3\n@\n"]);
}
