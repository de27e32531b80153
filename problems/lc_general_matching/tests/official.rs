//! Library Checker's official general_matching tests: the three fixed ones kept in
//! testcases/lc_general_matching/ (inputs and reference outputs proven by the sha256 sums of
//! its hash.json, `official.sha256`); the nine generated ones rebuilt by `gen.py` at full
//! size, proven by their sums, and answered by the binary with a matching of the official
//! size (`official.sizes`). Also `problems/library_checker.sh lc_general_matching`.

#[path = "../../library_checker.rs"]
mod library_checker;

use library_checker::{Official, numbers, sha256};
use std::collections::HashSet;

const MATCHING: Official =
    Official { id: "lc_general_matching", program: env!("CARGO_BIN_EXE_lc_general_matching") };

/// Checks that `output` is a matching of `input`'s edges of `size` edges.
fn assert_maximum_matching(case: &str, input: &[u8], output: &[u8], size: u64) {
    let (input, output) = (numbers(input), numbers(output));
    let edges: HashSet<(u64, u64)> = input[2..].chunks(2).map(|e| (e[0], e[1])).collect();
    assert_eq!(output[0], size, "{case}: the size");
    assert_eq!(output.len() as u64, 1 + 2 * size, "{case}");
    let mut used = HashSet::new();
    for pair in output[1..].chunks(2) {
        let edge = edges.contains(&(pair[0], pair[1])) || edges.contains(&(pair[1], pair[0]));
        assert!(edge, "{case}: {pair:?} is not an edge");
        assert!(used.insert(pair[0]) && used.insert(pair[1]), "{case}: {pair:?} shares an end");
    }
}

#[test]
fn the_kept_official_tests_are_the_judges() {
    for case in ["example_00", "example_01", "issue610_00"] {
        let input = MATCHING.kept(&format!("{case}.in"));
        let output = MATCHING.kept(&format!("{case}.out"));
        assert_eq!(sha256(&input), MATCHING.sum(&format!("{case}.in")), "{case}");
        assert_eq!(sha256(&output), MATCHING.sum(&format!("{case}.out")), "{case}");
        let answer = MATCHING.answer(&input);
        assert_maximum_matching(case, &input, &answer, numbers(&output)[0]);
    }
}

#[test]
fn the_generated_tests_are_rebuilt_and_answered() {
    let generated = [("random", 2), ("max_random", 2), ("sparse", 5)];
    for (name, seed) in
        generated.into_iter().flat_map(|(name, count)| (0..count).map(move |seed| (name, seed)))
    {
        let case = format!("{name}_{seed:02}");
        let input = MATCHING.generate(name, seed);
        assert_eq!(sha256(&input), MATCHING.sum(&format!("{case}.in")), "{case}");
        let answer = MATCHING.answer(&input);
        assert_maximum_matching(&case, &input, &answer, MATCHING.size(&case));
    }
}
