//! A path of 10^5 vertices, the deepest tree of the statement: no recursion overflows the stack.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu3094");

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
