//! Library Checker's official factorize tests, kept in testcases/lc_factorize/ under their
//! own names: each input and output proven equal to the judge's by the sha256 sums of its
//! hash.json (`official.sha256`, checked by `sha256sum`), the binary's output equal to the
//! reference output, and the quick kinds rebuilt byte for byte by `gen.py` (all of them, at
//! full size: `official.sh`).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const PROGRAM: &str = env!("CARGO_BIN_EXE_lc_factorize");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `(sum, file name)` of every official input and output.
fn official_sums() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(root().join("problems/lc_factorize/official.sha256"))
        .expect("official.sha256");
    text.lines()
        .map(|line| {
            let (sum, name) = line.split_once("  ").expect("a line `sum  name`");
            (sum.to_string(), name.to_string())
        })
        .collect()
}

fn sha256(bytes: &[u8]) -> String {
    let mut child = Command::new("sha256sum")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("sha256sum (coreutils)");
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), bytes).unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8(output.stdout).unwrap()[..64].to_string()
}

fn run(program: &str, args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| panic!("{program}: {error}"));
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{program} {args:?}: {}", output.status);
    output.stdout
}

#[test]
fn every_official_test_is_kept_and_equal_to_the_judges() {
    let cases = root().join("testcases/lc_factorize");
    let sums = official_sums();
    assert_eq!(sums.len(), 62, "31 tests, an input and an output each");
    for (sum, name) in &sums {
        let bytes = std::fs::read(cases.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&sha256(&bytes), sum, "{name}");
        if let Some(case) = name.strip_suffix(".in") {
            let expected = std::fs::read(cases.join(format!("{case}.out"))).unwrap();
            assert!(run(PROGRAM, &[], &bytes) == expected, "{case}: the binary's output");
        }
    }
}

#[test]
fn the_generator_rebuilds_the_quick_kinds() {
    let generator = root().join("problems/lc_factorize/gen.py");
    let generator = generator.to_str().unwrap();
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
        let built = run("python3", &[generator, name, &seed.to_string()], b"");
        let kept = std::fs::read(root().join("testcases/lc_factorize").join(&case)).unwrap();
        assert!(built == kept, "{case}: gen.py differs from the official input");
    }
}
