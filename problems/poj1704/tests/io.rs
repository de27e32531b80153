//! The binary on every case of `testcases/poj1704/`, byte for byte, on bad tokens, and on rows
//! that are not positions.

const PROGRAM: &str = env!("CARGO_BIN_EXE_poj1704");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("poj1704", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n1\n2\n", "1\n@\n2\n", "1\n3\n1 @ 5\n"],
    );
}

#[test]
fn rejects_repeated_cells_and_cell_zero_by_name() {
    judge::testing::assert_rejects_by_name(
        PROGRAM,
        &[
            ("1\n3\n7 2 7\n", "cell 7"),
            (
                "2\n1\n1\n2\n18446744073709551615 18446744073709551615\n",
                "cell 18446744073709551615",
            ),
            ("1\n2\n0 3\n", "cell 0"),
        ],
    );
}
