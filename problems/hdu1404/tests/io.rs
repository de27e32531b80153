//! The binary on every case of `testcases/hdu1404/`, byte for byte, on bad tokens, and on
//! tokens that are not 1 to 6 digits.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1404");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu1404", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    judge::testing::assert_rejects_bad_tokens(PROGRAM, &["@\n", "0\n@\n20\n"]);
}

#[test]
fn rejects_strings_that_are_not_one_to_six_digits_by_name() {
    for token in ["1234567", "0000000", "12a", "+1", "1e5", "٣"] {
        let input = format!("1\n{token}\n0\n");
        // Named as bytes, every one that is not printable ASCII escaped.
        let named = format!("`{}`", token.as_bytes().escape_ascii());
        judge::testing::assert_rejects_by_name(PROGRAM, &[(&input, &named)]);
    }
    // Six digits are answered.
    assert_eq!(
        judge::testing::run(PROGRAM, "000000\n999999\n"),
        (Some(0), "Yes\nNo\n".into(), String::new())
    );
}
