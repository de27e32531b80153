//! Library Checker's official general_matching tests: the three fixed ones kept in
//! testcases/lc_general_matching/ (inputs and reference outputs proven by the sha256 sums of
//! its hash.json, `official.sha256`); the nine generated ones rebuilt by `gen.py` at full
//! size, proven by their sums, and answered by the binary with a matching of the official
//! size (`official.sizes`). Also `official.sh`.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_lc_general_matching");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn here(file: &str) -> String {
    let path = root().join("problems/lc_general_matching").join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn run(program: &str, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{program}: {error}"));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(output.status.success(), "{program} {args:?}: {}", output.status);
    output.stdout
}

fn sha256(bytes: &[u8]) -> String {
    String::from_utf8(run("sha256sum", &[], bytes)).unwrap()[..64].to_string()
}

fn official_sum(file: &str) -> String {
    let sums = here("official.sha256");
    let line = sums.lines().find(|line| line.ends_with(&format!("  {file}")));
    line.unwrap_or_else(|| panic!("{file}: no sum")).chars().take(64).collect()
}

fn numbers(bytes: &[u8]) -> Vec<u64> {
    String::from_utf8_lossy(bytes).split_ascii_whitespace().map(|t| t.parse().unwrap()).collect()
}

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
        let dir = root().join("testcases/lc_general_matching");
        let input = std::fs::read(dir.join(format!("{case}.in"))).unwrap();
        let output = std::fs::read(dir.join(format!("{case}.out"))).unwrap();
        assert_eq!(sha256(&input), official_sum(&format!("{case}.in")), "{case}");
        assert_eq!(sha256(&output), official_sum(&format!("{case}.out")), "{case}");
        let answer = run(PROGRAM, &[], &input);
        assert_maximum_matching(case, &input, &answer, numbers(&output)[0]);
    }
}

#[test]
fn the_generated_tests_are_rebuilt_and_answered() {
    let generator = root().join("problems/lc_general_matching/gen.py");
    let sizes = here("official.sizes");
    let generated = [("random", 2), ("max_random", 2), ("sparse", 5)];
    for (name, seed) in
        generated.into_iter().flat_map(|(name, count)| (0..count).map(move |seed| (name, seed)))
    {
        let case = format!("{name}_{seed:02}");
        let input = run("python3", &[generator.to_str().unwrap(), name, &seed.to_string()], b"");
        assert_eq!(sha256(&input), official_sum(&format!("{case}.in")), "{case}");
        let size = sizes.lines().find_map(|line| line.strip_prefix(&format!("{case} ")));
        let size = size.unwrap_or_else(|| panic!("{case}: no size")).parse().unwrap();
        assert_maximum_matching(&case, &input, &run(PROGRAM, &[], &input), size);
    }
}
