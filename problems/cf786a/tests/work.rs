//! The work is bounded: all cases together may have at most 10^8 moves, n (k1 + k2) summed,
//! just above the statement's largest case (n = 7000 with every step: 97,986,000). n = 10^5
//! with every step took 12 s, n = 10^6 about 20 minutes.

const PROGRAM: &str = env!("CARGO_BIN_EXE_cf786a");

/// A case of `n` objects where each player has the steps `1..=k`.
fn case(n: u64, k: u64) -> String {
    let steps: Vec<String> = (1..=k).map(|x| x.to_string()).collect();
    format!("{n}\n{k} {}\n{k} {}\n", steps.join(" "), steps.join(" "))
}

#[test]
fn the_statements_largest_case_is_answered() {
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &case(7000, 6999));
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.lines().count(), 2);
}

#[test]
fn moves_past_the_bound_are_refused_naming_the_case() {
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &case(100_000, 501));
    assert_eq!((code, stdout.as_str()), (Some(1), ""), "{stderr}");
    assert_eq!(
        stderr,
        "error: case 1: n = 100000 with 501 + 501 steps makes 100200000 moves, above the 10^8 all cases may have\n"
    );
    // Two cases, each within the bound, not both.
    let (code, _, stderr) = judge::testing::run(PROGRAM, &(case(7000, 4000) + &case(7000, 4000)));
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.starts_with("error: case 2: n = 7000 with 4000 + 4000 steps makes 56000000 moves (112000000 with the cases before)"), "{stderr}");
}
