//! The binary on every case of `testcases/poj3710/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_poj3710");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("poj3710", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n1\n2 1\n1 2\n", "1\n@ 1\n1 2\n", "1\n2 @\n1 2\n", "1\n2 1\n@ 2\n", "1\n2 1\n1 @\n"],
    );
}

#[test]
fn rejects_vertices_outside_the_graph_by_name() {
    judge::testing::assert_rejects_by_name(
        PROGRAM,
        &[
            ("1\n2 1\n1 3\n", "vertex 3 is not in 1..=2"),
            ("1\n2 1\n0 1\n", "vertex 0 is not in 1..=2"),
            ("1\n0 0\n", "vertex 1 is not in 1..=0"),
        ],
    );
}
