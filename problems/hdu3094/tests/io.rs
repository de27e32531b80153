//! The binary on every case of `testcases/hdu3094/`, byte for byte, and on bad tokens.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu3094");

#[test]
fn replays_the_testcases() {
    judge::testing::replay_testcases("hdu3094", PROGRAM);
}

#[test]
fn rejects_bad_tokens_by_name() {
    // `@` stands for the bad token: every kind of number of the input.
    judge::testing::assert_rejects_bad_tokens(
        PROGRAM,
        &["@\n2\n1 2\n", "1\n@\n1 2\n", "1\n2\n@ 2\n", "1\n2\n1 @\n"],
    );
}

#[test]
fn rejects_what_is_not_a_tree_by_name() {
    judge::testing::assert_rejects_by_name(
        PROGRAM,
        &[
            ("1\n3\n1 2\n2 1\n", "vertex 3 is not connected"),
            ("1\n3\n1 2\n3 3\n", "vertex 3 is not connected"),
            ("1\n4\n2 3\n3 4\n4 2\n", "vertex 2 is not connected"),
            ("1\n3\n1 2\n2 4\n", "vertex 4 is not in 1..=3"),
            ("1\n2\n0 1\n", "vertex 0 is not in 1..=2"),
            ("1\n0\n", "0 vertices"),
        ],
    );
}

#[test]
fn a_path_of_100000_vertices_does_not_overflow_the_stack() {
    // A stalk of n - 1 edges is a Nim heap of n - 1, given here from the far end inwards.
    for n in [100_000u64, 99_999] {
        let mut input = format!("1\n{n}\n");
        for v in (2..=n).rev() {
            input += &format!("{v} {}\n", v - 1);
        }
        let (code, stdout, stderr) = judge::testing::run(PROGRAM, &input);
        assert_eq!(code, Some(0), "n={n}: {stderr}");
        assert_eq!(stdout, "Alice\n", "n={n}"); // a heap of n - 1 > 0
    }
}
