//! `scripts/check --program` end to end: each verdict from a fixture program, the report's
//! details, and the exit status of the whole run.

mod common;

use std::time::Duration;

use common::{judge_program, script, workspace};

/// Sums the pairs `a b` of its input, one sum per line.
const ADDER: &str = "while read a b; do echo $((a + b)); done";

#[test]
fn correct_program_is_accepted() {
    let ws = workspace("ac", "p", &[("sample-1", b"1 2\n3 4\n", Some(b"3\n7\n"))]);
    let program = script(ws.path(), "prog", ADDER);
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
    assert_eq!(run.code, 0, "{run:?}");
    assert_eq!(run.last_line(), "1 passed, 0 failed", "{run:?}");
    assert!(run.case_line("sample-1").contains(" ms"), "{run:?}");
    assert!(run.case_line("sample-1").ends_with("KiB"), "{run:?}");
}

#[test]
fn crlf_expected_output_is_accepted() {
    let ws = workspace(
        "crlf",
        "p",
        &[("sample-1", b"1 2\n3 4\n", Some(b"3\r\n7\r\n"))],
    );
    let program = script(ws.path(), "prog", ADDER);
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
    assert_eq!(run.code, 0, "{run:?}");
}

#[test]
fn wrong_output_is_wa_with_the_first_difference_marked() {
    let ws = workspace(
        "wa",
        "p",
        &[("sample-1", b"1 2\n3 4\n5 6\n", Some(b"3\n7\n11\n"))],
    );
    let program = script(ws.path(), "prog", "echo 3; echo 8; echo 11");
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "WA", "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.last_line(), "0 passed, 1 failed", "{run:?}");
    for needle in [
        "input (testcases/p/sample-1.in, 3 lines):",
        "expected (testcases/p/sample-1.out, 3 lines):",
        "> 2 | 7",
        "actual (3 lines):",
        "> 2 | 8",
        "first difference: line 2, column 1",
    ] {
        assert!(run.stdout.contains(needle), "missing {needle:?} in {run:?}");
    }
}

#[test]
fn whitespace_differences_are_presentation_errors() {
    let ws = workspace(
        "pe",
        "p",
        &[
            // The expected output has a trailing space the program does not print.
            ("trailing-space", b"1 2\n", Some(b"3 \n")),
            // The program prints no final newline.
            ("no-final-newline", b"1 2\n", Some(b"3\n")),
            // The program prints an extra blank line.
            ("extra-blank-line", b"1 2\n", Some(b"3\n")),
        ],
    );
    // One program per behaviour keeps the fixture obvious.
    let exact = script(ws.path(), "exact", "echo 3");
    let no_newline = script(ws.path(), "no-newline", "printf 3");
    let blank = script(ws.path(), "blank", "echo 3; echo");

    let run = judge_program(ws.path(), &exact, "p", &[]);
    assert_eq!(run.verdict("trailing-space"), "PE", "{run:?}");
    assert!(
        run.stdout.contains("> 1 | 3·"),
        "trailing space made visible: {run:?}"
    );
    assert_eq!(run.verdict("no-final-newline"), "AC", "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.last_line(), "2 passed, 1 failed", "{run:?}");

    let run = judge_program(ws.path(), &no_newline, "p", &[]);
    assert_eq!(run.verdict("no-final-newline"), "PE", "{run:?}");
    assert!(run.stdout.contains("(no newline at end)"), "{run:?}");
    assert!(
        run.stdout
            .contains("first difference: actual output has no newline at the end"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");

    let run = judge_program(ws.path(), &blank, "p", &[]);
    assert_eq!(run.verdict("extra-blank-line"), "PE", "{run:?}");
    assert!(
        run.stdout
            .contains("first difference: line 2: expected output ends"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
}

#[test]
fn crashes_are_runtime_errors_with_the_stderr_tail() {
    let ws = workspace(
        "re",
        "p",
        &[
            ("exit-3", b"1\n", Some(b"1\n")),
            ("segv", b"2\n", Some(b"2\n")),
        ],
    );
    let program = script(
        ws.path(),
        "prog",
        r#"read n
if [ "$n" = 1 ]; then
  i=1; while [ $i -le 30 ]; do echo "log line $i" >&2; i=$((i + 1)); done
  exit 3
fi
echo "about to crash" >&2
kill -SEGV $$"#,
    );
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("exit-3"), "RE", "{run:?}");
    assert_eq!(run.verdict("segv"), "RE", "{run:?}");
    for needle in [
        "exit status 3",
        "stderr (last 10 of 30 lines):",
        "| log line 30",
        "| log line 21",
        "killed by SIGSEGV (signal 11)",
        "| about to crash",
    ] {
        assert!(run.stdout.contains(needle), "missing {needle:?} in {run:?}");
    }
    assert!(
        !run.stdout.contains("log line 20\n"),
        "only the tail: {run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
    assert_eq!(run.last_line(), "0 passed, 2 failed", "{run:?}");
}

#[test]
fn hanging_programs_are_killed_at_the_time_limit() {
    let ws = workspace(
        "tle",
        "p",
        &[
            ("sleep", b"1\n", Some(b"1\n")),
            ("grandchild", b"2\n", Some(b"2\n")),
        ],
    );
    // Case `grandchild` backgrounds a sleeper that holds stdout open, then waits for it.
    let program = script(
        ws.path(),
        "prog",
        r#"read n
if [ "$n" = 1 ]; then sleep 100; fi
sleep 100 &
wait"#,
    );
    let run = judge_program(
        ws.path(),
        &program,
        "p",
        &["--timeout", "0.5", "--jobs", "1"],
    );
    assert_eq!(run.verdict("sleep"), "TLE", "{run:?}");
    assert_eq!(run.verdict("grandchild"), "TLE", "{run:?}");
    assert!(run.stdout.contains("still running after 500 ms"), "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
    // A hang guard, not a benchmark: two cases at 0.5 s each, run one after the other.
    assert!(run.elapsed < Duration::from_secs(10), "{run:?}");
}

#[test]
fn an_output_flood_is_ole() {
    let ws = workspace("ole", "p", &[("flood", b"1\n", Some(b"1\n"))]);
    let program = script(ws.path(), "prog", "yes");
    let run = judge_program(ws.path(), &program, "p", &["--output-limit", "1"]);
    assert_eq!(run.verdict("flood"), "OLE", "{run:?}");
    assert!(
        run.stdout.contains("printed more than 1048576 bytes"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
}

#[test]
fn non_utf8_output_is_shown_not_fatal() {
    let ws = workspace("bytes", "p", &[("sample-1", b"1\n", Some(b"1\n"))]);
    let program = script(ws.path(), "prog", r"printf '\377\376x\r\n'");
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "WA", "{run:?}");
    assert!(run.stdout.contains("\\xff\\xfex"), "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
}

#[test]
fn a_case_without_out_is_run_and_shown() {
    let ws = workspace(
        "run",
        "p",
        &[
            ("sample-1", b"1 2\n", Some(b"3\n")),
            ("big", b"20 22\n", None),
        ],
    );
    let program = script(ws.path(), "prog", ADDER);
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("big"), "RUN", "{run:?}");
    assert!(run.stdout.contains("| 42"), "the output is shown: {run:?}");
    assert_eq!(run.code, 0, "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[lines.len() - 2..],
        ["1 not judged: 1 run-only (no .out)", "1 passed, 0 failed"],
        "{run:?}"
    );
}

#[test]
fn an_empty_template_is_reported_not_run() {
    let ws = workspace(
        "empty",
        "p",
        &[("sample-1", b"", Some(b"")), ("sample-2", b"", None)],
    );
    // A program that would fail every case it ran.
    let program = script(ws.path(), "prog", "exit 1");
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "EMPTY", "{run:?}");
    assert_eq!(run.verdict("sample-2"), "EMPTY", "{run:?}");
    assert!(
        run.case_line("sample-1")
            .ends_with("fill in testcases/p/sample-1.in and .out"),
        "{run:?}"
    );
    assert_eq!(run.code, 0, "{run:?}");
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines[lines.len() - 2..],
        ["2 not judged: 2 empty template", "0 passed, 0 failed"],
        "{run:?}"
    );
}

#[test]
fn report_order_is_natural_and_stable() {
    let names = ["sample-10", "sample-2", "sample-1", "zero", "sample-3"];
    let cases: Vec<common::CaseSpec> = names
        .iter()
        .map(|&name| {
            let input: &[u8] = if name == "sample-1" {
                b"1 2\n"
            } else {
                b"2 1\n"
            };
            (name, input, Some(&b"3\n"[..]))
        })
        .collect();
    let ws = workspace("order", "p", &cases);
    let program = script(ws.path(), "prog", ADDER);
    // With 4 jobs, the case reported first (`sample-1`) finishes last.
    let slow_first = script(
        ws.path(),
        "slow",
        r#"read a b; if [ "$a" = 1 ]; then sleep 0.3; fi; echo $((a + b))"#,
    );
    for (program, jobs) in [(&program, "1"), (&slow_first, "4")] {
        let run = judge_program(ws.path(), program, "p", &["--jobs", jobs]);
        let order: Vec<&str> = run
            .stdout
            .lines()
            .filter_map(|line| line.strip_prefix("  AC    "))
            .map(|rest| rest.split_whitespace().next().unwrap())
            .collect();
        assert_eq!(
            order,
            ["sample-1", "sample-2", "sample-3", "sample-10", "zero"],
            "jobs={jobs} {run:?}"
        );
        assert_eq!(run.last_line(), "5 passed, 0 failed", "{run:?}");
        assert_eq!(run.code, 0, "{run:?}");
    }
}

#[test]
fn missing_testcases_and_programs_are_plain_errors() {
    let ws = workspace("missing", "p", &[("sample-1", b"1\n", Some(b"1\n"))]);
    let program = script(ws.path(), "prog", "cat");

    let run = judge_program(ws.path(), &program, "nope", &[]);
    assert!(
        run.stdout
            .contains("no testcases: testcases/nope/ does not exist"),
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");

    let run = judge_program(ws.path(), &ws.path().join("no-such-program"), "p", &[]);
    assert!(run.stderr.contains("no such file"), "{run:?}");
    assert_eq!(run.code, 2, "{run:?}");
    let run = judge_program(ws.path(), ws.path(), "p", &[]);
    assert!(
        run.stderr.contains(": a directory, not a program"),
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");

    let not_executable = common::write(ws.path(), "not-executable", b"echo 1\n");
    let run = judge_program(ws.path(), &not_executable, "p", &[]);
    assert!(run.stderr.contains("not executable"), "{run:?}");
    assert_eq!(run.code, 2, "{run:?}");

    let run = common::judge_check(ws.path(), &["--frobnicate"]);
    assert!(
        run.stderr
            .starts_with("error: unexpected argument '--frobnicate' found"),
        "{run:?}"
    );
    assert_eq!(run.code, 2, "{run:?}");
}

#[test]
fn nothing_in_testcases_is_skipped_in_silence() {
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::symlink;
    let ws = workspace("skipped", "p", &[("sample-1", b"1 2\n", Some(b"3\n"))]);
    let dir = ws.path().join("testcases/p");
    symlink(dir.join("nowhere.in"), dir.join("dangling.in")).unwrap();
    std::fs::create_dir(dir.join("x.in")).unwrap();
    std::fs::create_dir(ws.path().join("elsewhere")).unwrap();
    symlink(ws.path().join("elsewhere"), dir.join("linked-dir.in")).unwrap();
    let not_utf8 = std::ffi::OsStr::from_bytes(b"bad-\xff.in");
    std::fs::write(dir.join(not_utf8), b"1 2\n").unwrap();
    std::fs::write(dir.join("half.in"), b"1 2\n").unwrap();
    symlink(dir.join("nowhere.out"), dir.join("half.out")).unwrap();
    std::fs::write(dir.join("two\nlines.in"), b"1 2\n").unwrap();
    std::fs::write(dir.join("two\nlines.out"), b"3\n").unwrap();
    let fifo = std::process::Command::new("mkfifo")
        .arg(dir.join("pipe.in"))
        .status();
    assert!(fifo.unwrap().success());

    let program = script(ws.path(), "prog", ADDER);
    let run = judge_program(ws.path(), &program, "p", &[]);
    for (name, why) in [
        ("dangling", "a dangling symlink"),
        ("x", "a directory"),
        ("linked-dir", "a directory"),
        ("pipe", "a FIFO"),
        ("bad-\\xff", "not UTF-8"),
        ("half", "half.out is a dangling symlink"),
    ] {
        let line = run.case_line(name);
        assert!(
            line.starts_with("FAIL") && line.contains(why),
            "{name}: {run:?}"
        );
    }
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
    // The newline is shown, not printed: the report keeps one line per case.
    assert_eq!(run.verdict("two\\nlines"), "AC", "{run:?}");
    assert!(
        !run.stdout.lines().any(|l| l.starts_with("lines")),
        "{run:?}"
    );
    assert_eq!(run.last_line(), "2 passed, 6 failed", "{run:?}");
    assert_eq!(run.code, 1, "{run:?}");
}

#[test]
fn one_huge_output_line_keeps_the_judge_small() {
    // 15 MB on one line, under a 16 MiB output limit: the report shows 160 characters of it,
    // and the judge's memory stays within a few times the output limit.
    let ws = workspace("huge-line", "p", &[("sample-1", b"1 2\n", Some(b"3\n"))]);
    let program = script(ws.path(), "prog", "head -c 15000000 /dev/zero | tr '\\0' 7");
    let root = format!("WORKSPACE_ROOT={}", ws.path().display());
    let gt = common::gt();
    let args = [
        root.as_str(),
        gt.to_str().unwrap(),
        "check",
        "--program",
        program.to_str().unwrap(),
        "--id",
        "p",
        "--output-limit",
        "16",
    ];
    let limits = runner::Limits {
        time: std::time::Duration::from_secs(60),
        ..runner::Limits::default()
    };
    let judge = runner::run("/usr/bin/env".as_ref(), &args, runner::Stdin::Null, &limits).unwrap();
    let report = String::from_utf8_lossy(&judge.stdout);
    assert!(report.contains("more chars)"), "{report}");
    assert!(
        report.lines().any(|l| l.trim_start().starts_with("WA")),
        "{report}"
    );
    assert!(judge.peak_rss_exact, "{judge:?}");
    assert!(
        judge.peak_rss_kib < 160 << 10,
        "the judge peaked at {} KiB",
        judge.peak_rss_kib
    );
}

#[test]
fn memory_above_the_limit_is_mle() {
    // A shell that holds a 50 MB string; the answer itself is right.
    let ws = workspace("mle", "p", &[("sample-1", b"1 2\n", Some(b"3\n"))]);
    let program = script(
        ws.path(),
        "prog",
        "x=$(head -c 50000000 /dev/zero | tr '\\0' a); echo 3",
    );
    let run = judge_program(ws.path(), &program, "p", &["--memory-limit", "32"]);
    assert_eq!(run.verdict("sample-1"), "MLE", "{run:?}");
    assert!(
        run.stdout.contains("above the memory limit of 32 MiB"),
        "{run:?}"
    );
    assert_eq!(run.code, 1, "{run:?}");
    let run = judge_program(ws.path(), &program, "p", &[]);
    assert_eq!(run.verdict("sample-1"), "AC", "no limit given: {run:?}");

    // The problem's own limit, from its statement's data in its Cargo.toml (hdu2177: 32
    // MiB); --memory-limit wins.
    let ws = workspace(
        "mle-own",
        "hdu2177",
        &[("sample-1", b"1 2\n", Some(b"3\n"))],
    );
    let manifest = "[package]\nname = \"hdu2177\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
                    [package.metadata.problem]\nmemory-limit-mib = 32\n";
    common::write(
        ws.path(),
        "problems/hdu2177/Cargo.toml",
        manifest.as_bytes(),
    );
    common::write(ws.path(), "problems/hdu2177/src/main.rs", b"fn main() {}\n");
    let program = script(
        ws.path(),
        "prog",
        "x=$(head -c 50000000 /dev/zero | tr '\\0' a); echo 3",
    );
    let run = judge_program(ws.path(), &program, "hdu2177", &[]);
    assert_eq!(run.verdict("sample-1"), "MLE", "{run:?}");
    let run = judge_program(ws.path(), &program, "hdu2177", &["--memory-limit", "256"]);
    assert_eq!(run.verdict("sample-1"), "AC", "{run:?}");
}

#[test]
fn colours_only_when_asked_or_on_a_terminal() {
    let ws = workspace("color", "p", &[("sample-1", b"1 2\n", Some(b"4\n"))]);
    // Escape codes of its own are shown as text, never passed on.
    let program = script(ws.path(), "prog", r"printf '3\033[31m\n'");
    let always = judge_program(ws.path(), &program, "p", &["--color", "always"]);
    assert!(always.stdout.contains("\x1b[31mWA   \x1b[0m"), "{always:?}");
    assert!(
        always.stdout.contains("3\x1b[36m\\x1b\x1b[0m[31m"),
        "{always:?}"
    );
    // `auto` with stdout a pipe, as here; `never`: no escape code at all, the same text.
    for when in ["auto", "never"] {
        let plain = judge_program(ws.path(), &program, "p", &["--color", when]);
        assert!(!plain.stdout.contains('\x1b'), "--color {when}: {plain:?}");
        assert!(plain.stdout.contains("  WA    sample-1  "), "{plain:?}");
        assert!(plain.stdout.contains("> 1 | 3\\x1b[31m"), "{plain:?}");
    }
}
