//! The binary on every case of `testcases/hdu2516/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu2516");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu2516", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n0\n", "2\n13\n@\n0\n"]);
}
