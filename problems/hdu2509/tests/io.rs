//! The binary on every case of `testcases/hdu2509/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu2509");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu2509", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n2 2\n", "2\n@ 2\n1\n3\n", "2\n2 2\n1\n@\n"],
    );
}
