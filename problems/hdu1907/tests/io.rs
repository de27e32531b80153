//! The binary on every case of `testcases/hdu1907/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1907");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1907", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n3\n3 5 1\n", "2\n@\n3 5 1\n1\n1\n", "2\n3\n3 @ 1\n1\n1\n", "2\n3\n3 5 1\n1\n@\n"],
    );
}
