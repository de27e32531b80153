//! `scripts/check` in build mode, on a fixture workspace of tiny dependency-free problems:
//! one cargo build, binaries found from cargo's messages, problems reported in natural
//! order, `--debug` building the dev profile, a build failure reported as such (exit 2),
//! unknown ids and problems without testcases reported plainly.

mod common;

use common::{TempDir, judge_check, temp_dir, write};

/// A problem whose binary reads `a b` and prints `a + b`, as `u8` (overflow checks decide
/// whether 200 + 100 panics or wraps).
const U8_ADDER: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u8> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let sum = v[0] + v[1];
    println!("{sum}");
}
"#;

fn problem(root: &std::path::Path, id: &str, main: &str) {
    write(
        root,
        &format!("problems/{id}/Cargo.toml"),
        format!("[package]\nname = \"{id}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n").as_bytes(),
    );
    write(root, &format!("problems/{id}/src/main.rs"), main.as_bytes());
}

fn fixture() -> TempDir {
    let ws = temp_dir("judge-test-build");
    let root = ws.path();
    write(
        root,
        "Cargo.toml",
        b"[workspace]\nresolver = \"3\"\nmembers = [\"problems/*\"]\n",
    );
    // p10 and p2: natural order puts p2 first.
    problem(root, "p2", U8_ADDER);
    write(root, "testcases/p2/sample-1.in", b"1 2\n");
    write(root, "testcases/p2/sample-1.out", b"3\n");
    problem(root, "p10", U8_ADDER);
    write(root, "testcases/p10/overflow.in", b"200 100\n");
    write(root, "testcases/p10/overflow.out", b"44\n"); // 300 mod 256: the release answer
    ws
}

#[test]
fn builds_judges_and_reports_in_order() {
    let ws = fixture();
    let root = ws.path();

    let run = judge_check(root, &[]);
    assert_eq!(run.code, 0, "{run:?}");
    let p2 = run.stdout.find("p2 (1 case)").expect("p2 reported");
    let p10 = run.stdout.find("p10 (1 case)").expect("p10 reported");
    assert!(p2 < p10, "natural problem order: {run:?}");
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
    assert_eq!(run.verdict("overflow"), "AC", "release wraps: {run:?}");
    assert_eq!(run.last_line(), "2 passed, 0 failed", "{run:?}");

    // The dev profile has overflow checks: the same case panics.
    let run = judge_check(root, &["p10", "--debug"]);
    assert_eq!(run.verdict("overflow"), "RE", "{run:?}");
    assert!(
        run.stdout.contains("exit status 101 (a Rust panic)"),
        "{run:?}"
    );
    assert!(
        run.stdout.contains("attempt to add with overflow"),
        "{run:?}"
    );
    assert!(
        !run.stdout.contains("p2 ("),
        "only the requested problem: {run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");

    // An id with no problems/<id>/src/main.rs, a typo away from p2.
    let run = judge_check(root, &["p3"]);
    assert_eq!(
        run.stderr,
        "error: no problem 'p3': problems/p3/src/main.rs does not exist; did you mean p2?\n",
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");

    // In a problem's folder, no id judges that problem.
    for folder in ["problems/p10/src", "testcases/p10"] {
        let output = std::process::Command::new(common::gt())
            .arg("check")
            .current_dir(root.join(folder))
            .env("WORKSPACE_ROOT", root)
            .env("CARGO_TARGET_DIR", root.join("target"))
            .output()
            .unwrap();
        let report = String::from_utf8_lossy(&output.stdout);
        assert!(
            report.contains("p10 (1 case)") && !report.contains("p2 ("),
            "{folder}: {report}"
        );
        assert!(output.status.success(), "{folder}: {output:?}");
    }

    // A problem without testcases.
    problem(root, "p4", U8_ADDER);
    let run = judge_check(root, &["p4", "p2"]);
    assert!(
        run.stdout
            .contains("no testcases: testcases/p4/ does not exist"),
        "{run:?}"
    );
    assert_eq!(
        run.verdict("sample-1"),
        "AC",
        "the others are still judged: {run:?}"
    );
    assert!(
        run.stdout.contains("1 problem could not be judged: p4"),
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");

    // A build failure is reported as such, never as a verdict.
    problem(root, "p5", "fn main() { let x: u8 = \"oops\"; }\n");
    write(root, "testcases/p5/sample-1.in", b"1 2\n");
    write(root, "testcases/p5/sample-1.out", b"3\n");
    let run = judge_check(root, &["p5", "--color", "never"]);
    assert!(
        run.stderr.contains("mismatched types"),
        "cargo's diagnostics: {run:?}"
    );
    assert!(
        run.stderr.contains("error: build failed"),
        "a clear build-failed line: {run:?}"
    );
    assert!(!run.stdout.contains("WA"), "{run:?}");
    assert_eq!(run.code, 2, "{run:?}");
}
