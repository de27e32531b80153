//! The binary on every case of `testcases/hdu3404/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu3404");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu3404", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n1\n1 1\n", "1\n@\n1 1\n", "1\n1\n@ 1\n", "1\n1\n1 @\n"],
    );
}
