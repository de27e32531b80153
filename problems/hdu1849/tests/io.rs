//! The binary on every case of `testcases/hdu1849/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1849");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1849", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n3 5\n0\n", "2\n3 @\n0\n", "2\n3 5\n@\n"],
    );
}
