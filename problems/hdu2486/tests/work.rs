//! The work is bounded however many cases come: a repeated `k` is built once (2000 cases of
//! `2^64 - 1` at `k = 10^5` took 29 s, rebuilding 3.3 million losing sizes each), and cases
//! that each need a new `k` stop at the stated bound with an error naming the case.

const PROGRAM: &str = env!("CARGO_BIN_EXE_hdu2486");

#[test]
fn a_repeated_k_is_built_once() {
    let t = 2000;
    let input = format!("{t}\n{}", "18446744073709551615 100000\n".repeat(t));
    // Within judge::testing's 10 s limit (it panics past it): about 0.1 s now.
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &input);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.lines().count(), t);
    assert!(stdout.lines().all(|line| line.starts_with("Case ")), "{stdout:.200}");
}

#[test]
fn new_ks_past_the_bound_are_refused_naming_the_case() {
    // Each k near 10^5 builds 3.3 million terms at n = 2^64 - 1: the 9th passes 3 * 10^7.
    let mut input = "20\n".to_string();
    for k in 0..20 {
        input += &format!("18446744073709551615 {}\n", 100_000 - k);
    }
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &input);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(stdout, "");
    assert!(stderr.starts_with("error: case 9: `18446744073709551615 99992`"), "{stderr}");
    assert!(stderr.contains("3*10^7"), "{stderr}");
    // The statement's worst: 20 cases of n = 10^8, each a new k near 10^5, answered.
    let mut input = "20\n".to_string();
    for k in 0..20 {
        input += &format!("100000000 {}\n", 100_000 - k);
    }
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &input);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.lines().count(), 20);
}
