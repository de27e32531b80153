//! Every command a person types follows the conventions of `workspace::cli`: `--help` exits
//! 0 and names the script; an unknown option, a repeated option and an unknown problem exit 2
//! with clap's short form or the one wording of an unknown problem, without escape codes.
//!
//! The commands are run as `gt <command>`, which is all `scripts/<command>` runs (a one-line
//! shim over `scripts/tool.sh`): the shims are checked to be that, and one is run whole.

mod common;

use common::{own_lines, root};
use std::process::Command;

/// `(script, a repeated option, the arguments naming an unknown problem)`.
const SCRIPTS: [(&str, &[&str], &[&str]); 7] = [
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
    ("guess", &["x", "--max", "1", "--max", "2"], &["nosuch"]),
];

const UNKNOWN: &str = "error: no problem 'nosuch': problems/nosuch/src/main.rs does not exist";

/// Runs the command `script` as `scripts/<script>` runs it (`gt <script>`).
fn run(script: &str, args: &[&str]) -> (i32, String, String) {
    common::gt(script, args)
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

#[test]
fn every_script_is_a_shim_of_the_one_binary() {
    for (script, _, _) in SCRIPTS {
        let path = root().join("scripts").join(script);
        let text = std::fs::read_to_string(&path).unwrap();
        let code: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(
            code,
            [format!(
                "source \"$(dirname \"$0\")/tool.sh\" && run_tool {script} \"$@\""
            )],
            "scripts/{script}"
        );
    }
    // One whole run through the shim and scripts/tool.sh, in the profile the tests build.
    let (code, stdout, stderr) = common::output(
        Command::new(root().join("scripts/check"))
            .arg("--help")
            .env("TOOLS_PROFILE", "dev"),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("Usage: scripts/check "), "{stdout}");
}

#[test]
fn the_binary_names_its_commands() {
    let (code, stdout, _) = common::output(Command::new(env!("CARGO_BIN_EXE_gt")).arg("--help"));
    assert_eq!(code, 0);
    for (script, _, _) in SCRIPTS {
        assert!(
            stdout.contains(&format!("\n  {script} ")),
            "{script}:\n{stdout}"
        );
    }
    for args in [&[][..], &["nosuch"]] {
        let (code, _, stderr) = common::output(Command::new(env!("CARGO_BIN_EXE_gt")).args(args));
        assert_eq!(code, 2, "{args:?}");
        assert!(stderr.contains("usage: gt <command>"), "{args:?}: {stderr}");
    }
}
