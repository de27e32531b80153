//! The binary on every case of `testcases/poj1067/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_poj1067");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("poj1067", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@ 1\n", "2 1\n8 @\n"]);
}
