//! The binary on every case of `testcases/hdu1846/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1846");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1846", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n23 2\n", "2\n@ 2\n4 3\n", "2\n23 2\n4 @\n"],
    );
}
