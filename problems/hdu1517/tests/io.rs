//! The binary on every case of `testcases/hdu1517/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1517");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1517", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n17\n", "162\n@\n"]);
}
