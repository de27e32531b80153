//! The work is bounded: at most 10^4 distinct numbers above 10^5 are factored in one input
//! (10^5 products of two primes near 2^32 took about a minute); repeats are remembered.

const PROGRAM: &str = env!("CARGO_BIN_EXE_abc368f");

/// `count` distinct odd numbers from `2^62 + 1` up, as one case.
fn large(count: u64) -> String {
    let numbers: Vec<String> = (0..count).map(|i| ((1u64 << 62) + 1 + 2 * i).to_string()).collect();
    format!("{count}\n{}\n", numbers.join(" "))
}

#[test]
fn ten_thousand_distinct_large_numbers_are_answered() {
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &large(10_000));
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(stdout.lines().count(), 1);
}

#[test]
fn one_more_is_refused_naming_it() {
    let (code, stdout, stderr) = judge::testing::run(PROGRAM, &large(10_001));
    assert_eq!((code, stdout.as_str()), (Some(1), ""), "{stderr}");
    assert_eq!(
        stderr,
        format!(
            "error: number `{}`: more than 10000 distinct numbers above 10^5 to factor in one input\n",
            (1u64 << 62) + 1 + 2 * 10_000
        )
    );
    // Repeats are not counted again: the same number 10^5 times is one.
    let repeated = format!("100000\n{}\n", vec!["4611686018427387905"; 100_000].join(" "));
    let (code, _, stderr) = judge::testing::run(PROGRAM, &repeated);
    assert_eq!(code, Some(0), "{stderr}");
}
