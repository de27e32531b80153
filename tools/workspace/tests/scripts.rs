//! Every script a person types follows the conventions of `workspace::cli`: `--help` exits 0
//! and names the script; an unknown option, a repeated option and an unknown problem exit 2
//! with clap's short form or the one wording of an unknown problem, without escape codes.
//!
//! The scripts are run as a person runs them (`scripts/<name>`), so the wrappers are tested
//! too. `scripts/bundle` joins the list once it follows the conventions.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `(script, a repeated option, the arguments naming an unknown problem)`.
const SCRIPTS: [(&str, &[&str], &[&str]); 6] = [
    ("check", &["--timeout", "1", "--timeout", "2"], &["nosuch"]),
    ("stress", &["x", "--seed", "1", "--seed", "2"], &["nosuch"]),
    (
        "new",
        &["x", "--like", "a", "--like", "b"],
        &["cf1", "--like", "nosuch"],
    ),
    ("bench", &["--runs", "1", "--runs", "2"], &["nosuch"]),
    ("bundle", &["x", "-o", "a", "-o", "b"], &["nosuch"]),
    ("table", &["x", "--max", "1", "--max", "2"], &["nosuch"]),
];

const UNKNOWN: &str = "error: no problem 'nosuch': problems/nosuch/src/main.rs does not exist";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `scripts/<script> <args>`: exit status, stdout, stderr.
fn run(script: &str, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(root().join("scripts").join(script))
        .args(args)
        .env_remove("WORKSPACE_ROOT")
        .output()
        .unwrap_or_else(|e| panic!("scripts/{script} does not run: {e}"));
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Stderr without the lines cargo prints when the wrapper compiles the tool.
fn own_lines(stderr: &str) -> String {
    stderr
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            !(line.starts_with("Compiling ")
                || line.starts_with("Finished ")
                || line.starts_with("Blocking "))
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

#[test]
fn help_exits_zero_and_names_the_script() {
    for (script, _, _) in SCRIPTS {
        for help in ["--help", "-h"] {
            let (code, stdout, stderr) = run(script, &[help]);
            assert_eq!(code, 0, "scripts/{script} {help}: {stderr}");
            assert!(
                stdout.contains(&format!("Usage: scripts/{script} ")),
                "scripts/{script} {help}:\n{stdout}"
            );
            assert!(
                !stdout.contains('\x1b'),
                "scripts/{script} {help}: escape codes"
            );
        }
    }
}

#[test]
fn usage_errors_exit_two_with_the_short_form() {
    for (script, repeated, _) in SCRIPTS {
        for (args, first) in [
            (
                &["--bogus-option"][..],
                "error: unexpected argument '--bogus-option' found",
            ),
            (repeated, "error: the argument '--"),
        ] {
            let (code, _, stderr) = run(script, args);
            let stderr = own_lines(&stderr);
            assert_eq!(code, 2, "scripts/{script} {args:?}: {stderr}");
            assert!(
                stderr.starts_with(first),
                "scripts/{script} {args:?}:\n{stderr}"
            );
            assert!(
                stderr.contains(&format!("\nUsage: scripts/{script} ")),
                "scripts/{script} {args:?}:\n{stderr}"
            );
            assert!(
                stderr.ends_with("\nFor more information, try '--help'.\n"),
                "scripts/{script} {args:?}: the short form, not the whole help:\n{stderr}"
            );
            assert!(
                !stderr.contains('\x1b'),
                "scripts/{script} {args:?}: escape codes"
            );
        }
    }
}

#[test]
fn an_unknown_problem_reads_the_same_everywhere() {
    for (script, _, unknown) in SCRIPTS {
        let (code, stdout, stderr) = run(script, unknown);
        assert_eq!(code, 2, "scripts/{script} {unknown:?}: {stderr}");
        assert_eq!(
            own_lines(&stderr),
            format!("{UNKNOWN}\n"),
            "scripts/{script} {unknown:?}"
        );
        assert_eq!(stdout, "", "scripts/{script} {unknown:?}");
    }
    assert!(
        !root().join("problems/cf1").exists(),
        "scripts/new created cf1"
    );
}
