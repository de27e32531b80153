//! Library Checker's official factorize tests, kept in testcases/lc_factorize/ under their
//! own names: each input and output proven equal to the judge's by the sha256 sums of its
//! hash.json (`official.sha256`, checked by `sha256sum`), the binary's output equal to the
//! reference output, and the quick kinds rebuilt byte for byte by `gen.py` (all of them, at
//! full size: `problems/library_checker.sh lc_factorize`).

#[path = "../../library_checker.rs"]
mod library_checker;

use library_checker::{Official, sha256};

const FACTORIZE: Official =
    Official { id: "lc_factorize", program: env!("CARGO_BIN_EXE_lc_factorize") };

#[test]
fn every_official_test_is_kept_and_equal_to_the_judges() {
    let sums = FACTORIZE.sums();
    assert_eq!(sums.len(), 62, "31 tests, an input and an output each");
    for (sum, name) in &sums {
        let bytes = FACTORIZE.kept(name);
        assert_eq!(&sha256(&bytes), sum, "{name}");
        if let Some(case) = name.strip_suffix(".in") {
            let expected = FACTORIZE.kept(&format!("{case}.out"));
            assert!(FACTORIZE.answer(&bytes) == expected, "{case}: the binary's output");
        }
    }
}

#[test]
fn the_generator_rebuilds_the_quick_kinds() {
    let quick = [
        ("example", 0),
        ("small", 2),
        ("random", 0),
        ("max", 0),
        ("big2", 1),
        ("big_semiprime_gen", 0),
        ("pow2", 2),
        ("prime_test_special", 3),
        ("prime_test_special_bug", 1),
        ("carmichael", 0),
    ];
    for (name, seed) in quick {
        let case = format!("{name}_{seed:02}.in");
        let kept = FACTORIZE.kept(&case);
        assert!(
            FACTORIZE.generate(name, seed) == kept,
            "{case}: gen.py differs from the official input"
        );
    }
}
