//! What the binary does when its output cannot be written, and on input that is not UTF-8:
//! each ends in a one-line message on stderr and a non-zero exit, never a silent exit 0 or a
//! panic. (The same `main` is bundled for judges without crates, so the bundles do the same.)

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu1527");

#[test]
fn write_failures_are_one_line_errors() {
    judge::testing::assert_write_failures_are_errors(PROGRAM, b"1 2\n3 5\n");
}

#[test]
fn names_a_token_that_is_not_utf8() {
    // proconio alone rejects the whole input, naming nothing; through snippets::stdio::stdin()
    // the bad bytes read as U+FFFD and the token is named as the standalone reader names it.
    judge::testing::assert_names_a_token_that_is_not_utf8(PROGRAM, b"1 2\n3 \xff4\n");
}
