//! The binary on every case of `testcases/hdu3032/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu3032");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu3032", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n1\n2\n", "1\n@\n2\n", "1\n2\n1 @\n"]);
}
