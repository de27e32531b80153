//! The binary on every case of `testcases/lc_nim_product_64/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_lc_nim_product_64");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("lc_nim_product_64", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: the count, the first and the second factor.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n5 3\n", "2\n@ 3\n1 1\n", "2\n5 3\n1 @\n"],
    );
}
