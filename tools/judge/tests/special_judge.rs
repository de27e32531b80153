//! Special judges end to end: an executable checker, a `checker.rs` compiled by the tool,
//! one that does not compile, one that crashes, and the shipped hdu2177 checker.

mod common;

use std::path::Path;

use common::{judge_program, script, workspace, write};

/// Accepts iff the actual output has the same lines as the expected one, in any order.
const SORTED_LINES_SH: &str = r#"if [ "$(sort "$2")" = "$(sort "$3")" ]; then exit 0; fi
echo "lines differ from $(basename "$3")"
exit 1"#;

/// The same rule as `SORTED_LINES_SH`, as a std-only Rust checker.
const SORTED_LINES_RS: &str = r#"use std::{env, fs, process::exit};
fn lines(path: &str) -> Vec<String> {
    let mut v: Vec<String> = fs::read_to_string(path).unwrap().lines().map(String::from).collect();
    v.sort();
    v
}
fn main() {
    let a: Vec<String> = env::args().collect();
    assert!(fs::metadata(&a[1]).is_ok(), "the input path comes first");
    if lines(&a[2]) != lines(&a[3]) {
        println!("rs checker: lines differ");
        exit(1);
    }
}
"#;

fn checker_fixture(label: &str) -> common::TempDir {
    workspace(
        label,
        "p",
        &[
            ("reordered", b"x\n", Some(b"1\n2\n")),
            ("wrong", b"y\n", Some(b"1\n3\n")),
        ],
    )
}

/// Prints `2` then `1` whatever the input: a reordering of case `reordered`.
fn reversed(root: &Path) -> std::path::PathBuf {
    script(root, "prog", "echo 2; echo 1")
}

#[test]
fn executable_checker_accepts_and_rejects() {
    let ws = checker_fixture("sj-exe");
    script(ws.path(), "problems/p/checker", SORTED_LINES_SH);
    let run = judge_program(ws.path(), &reversed(ws.path()), "p", &[]);
    assert!(
        run.stdout.contains("special judge problems/p/checker"),
        "{run:?}"
    );
    assert_eq!(run.verdict("reordered"), "AC", "{run:?}");
    assert_eq!(run.verdict("wrong"), "WA", "{run:?}");
    assert!(run.stdout.contains("checker says:"), "{run:?}");
    assert!(
        run.stdout.contains("lines differ from wrong.out"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.last_line(), "1 passed, 1 failed", "{run:?}");
}

#[test]
fn rust_checker_is_compiled_and_used() {
    let ws = checker_fixture("sj-rs");
    write(
        ws.path(),
        "problems/p/checker.rs",
        SORTED_LINES_RS.as_bytes(),
    );
    let run = judge_program(ws.path(), &reversed(ws.path()), "p", &[]);
    assert_eq!(run.verdict("reordered"), "AC", "{run:?}");
    assert_eq!(run.verdict("wrong"), "WA", "{run:?}");
    assert!(run.stdout.contains("rs checker: lines differ"), "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
    let cached = ws.path().join("target/judge/checkers/p/checker");
    assert!(cached.is_file(), "compiled into the target dir: {run:?}");
}

/// Two `scripts/check` at once with the checker due for a rebuild: both compile it, neither
/// sees the other's half-written files (issue 22: 11, a spurious "failed to compile").
#[test]
fn two_checks_at_once_both_build_the_checker() {
    let ws = checker_fixture("sj-race");
    let program = reversed(ws.path());
    for round in 0..3 {
        // New bytes, a new modification time: the cached checker is out of date.
        let source = format!("{SORTED_LINES_RS}// round {round}\n");
        write(ws.path(), "problems/p/checker.rs", source.as_bytes());
        let runs: Vec<common::Run> = std::thread::scope(|scope| {
            let both: Vec<_> = (0..2)
                .map(|_| scope.spawn(|| judge_program(ws.path(), &program, "p", &[])))
                .collect();
            both.into_iter().map(|run| run.join().unwrap()).collect()
        });
        for run in runs {
            assert_eq!(run.verdict("reordered"), "AC", "round {round}: {run:?}");
            assert_eq!(run.verdict("wrong"), "WA", "round {round}: {run:?}");
        }
    }
}

#[test]
fn a_checker_that_does_not_compile_is_reported() {
    let ws = checker_fixture("sj-broken");
    write(
        ws.path(),
        "problems/p/checker.rs",
        b"fn main() { let x: u8 = \"no\"; }\n",
    );
    let run = judge_program(ws.path(), &reversed(ws.path()), "p", &[]);
    assert!(run.stdout.contains("failed to compile"), "{run:?}");
    assert!(
        run.stdout.contains("mismatched types"),
        "rustc's diagnostics: {run:?}"
    );
    assert!(
        run.stdout.contains("1 problem could not be judged: p"),
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");
}

#[test]
fn a_crashing_checker_is_fail() {
    let ws = checker_fixture("sj-crash");
    script(ws.path(), "problems/p/checker", "kill -SEGV $$");
    let run = judge_program(ws.path(), &reversed(ws.path()), "p", &[]);
    assert_eq!(run.verdict("reordered"), "FAIL", "{run:?}");
    assert!(run.stdout.contains("checker killed by SIGSEGV"), "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
}

#[test]
fn a_checker_that_fails_or_panics_is_fail_not_wa() {
    // testlib's statuses: 1 wrong answer, 2 presentation error, 3 the checker's own failure
    // (a faulty .out); a panic (101) or any other status is the checker's failure too.
    for (status, verdict) in [
        (1, "WA"),
        (2, "PE"),
        (3, "FAIL"),
        (101, "FAIL"),
        (7, "FAIL"),
    ] {
        let ws = checker_fixture(&format!("sj-status-{status}"));
        script(
            ws.path(),
            "problems/p/checker",
            &format!("echo 'checker says {status}'; exit {status}"),
        );
        let run = judge_program(ws.path(), &reversed(ws.path()), "p", &[]);
        assert_eq!(run.verdict("reordered"), verdict, "exit {status}: {run:?}");
        assert!(
            run.stdout.contains(&format!("checker says {status}")),
            "{run:?}"
        );
        assert_eq!(run.code, 1, "{run:?}");
    }
}

#[test]
fn the_hdu2177_checker_judges_end_to_end() {
    let source = common::root().join("problems/hdu2177/checker.rs");
    let ws = workspace(
        "sj-2177",
        "hdu2177",
        &[(
            "sample-1",
            b"1 2\n5 8\n4 7\n2 2\n0 0\n",
            Some(b"0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n"),
        )],
    );
    write(
        ws.path(),
        "problems/hdu2177/checker.rs",
        &std::fs::read(source).unwrap(),
    );
    let reordered = script(
        ws.path(),
        "reordered",
        r"printf '0\n1\n3 5\n4 7\n0\n1\n1 2\n0 0\n'",
    );
    let run = judge_program(ws.path(), &reordered, "hdu2177", &[]);
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
    assert_eq!(run.code, 0, "{run:?}");

    let duplicated = script(
        ws.path(),
        "duplicated",
        r"printf '0\n1\n4 7\n3 5\n4 7\n0\n1\n0 0\n1 2\n'",
    );
    let run = judge_program(ws.path(), &duplicated, "hdu2177", &[]);
    assert_eq!(run.verdict("sample-1"), "WA", "{run:?}");
    assert!(
        run.stdout
            .contains("case 2 (input 5 8): position 4 7 printed twice"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
}
