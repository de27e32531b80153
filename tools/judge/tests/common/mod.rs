//! Fixtures shared by the integration tests: the workspace root, temporary workspaces
//! (removed whether the test passes or fails), shell-script programs, and running the
//! `judge` binary (scripts/check).

#![allow(dead_code, unused_imports)] // each test file uses its own subset

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

pub use judge::testing::{root, temp_dir};
pub use tempfile::TempDir;

/// The tool binary `gt` (what `scripts/check` runs), built if it is not.
pub fn gt() -> PathBuf {
    workspace::build::gt(&root())
}

/// Writes `contents` to `root/relative`, creating directories.
pub fn write(root: &Path, relative: &str, contents: &[u8]) -> PathBuf {
    let path = root.join(relative);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, contents).unwrap();
    path
}

/// Writes an executable `#!/bin/sh` script with `body` to `root/relative`.
pub fn script(root: &Path, relative: &str, body: &str) -> PathBuf {
    let path = write(root, relative, format!("#!/bin/sh\n{body}\n").as_bytes());
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A testcase: `(name, input, expected output if any)`.
pub type CaseSpec<'a> = (&'a str, &'a [u8], Option<&'a [u8]>);

/// A workspace with `testcases/<id>/` holding `cases`.
pub fn workspace(label: &str, id: &str, cases: &[CaseSpec<'_>]) -> TempDir {
    let dir = temp_dir(&format!("judge-test-{label}"));
    write(
        dir.path(),
        "Cargo.toml",
        b"[workspace]\nresolver = \"3\"\nmembers = [\"problems/*\"]\n",
    );
    for &(name, input, expected) in cases {
        write(dir.path(), &format!("testcases/{id}/{name}.in"), input);
        if let Some(expected) = expected {
            write(dir.path(), &format!("testcases/{id}/{name}.out"), expected);
        }
    }
    dir
}

/// What a run of the `judge` binary did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Run {
    /// The last line of stdout.
    pub fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or("")
    }

    /// The report line of case `name` (`  AC    name ...`), trimmed.
    pub fn case_line(&self, name: &str) -> String {
        self.stdout
            .lines()
            .find(|line| line.split_whitespace().nth(1) == Some(name))
            .unwrap_or_else(|| panic!("no line for case {name} in:\n{}", self.stdout))
            .trim()
            .to_string()
    }

    /// The verdict label of case `name`.
    pub fn verdict(&self, name: &str) -> String {
        self.case_line(name)
            .split_whitespace()
            .next()
            .unwrap()
            .to_string()
    }
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit {} after {:?}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.elapsed, self.stdout, self.stderr
        )
    }
}

/// Runs the `judge` binary (what `scripts/check` runs) with `args` in workspace `root`, with
/// its target dir inside `root`.
pub fn judge_check(root: &Path, args: &[&str]) -> Run {
    let started = Instant::now();
    let output = Command::new(gt())
        .arg("check")
        .args(args)
        .env("WORKSPACE_ROOT", root)
        .env("CARGO_TARGET_DIR", root.join("target"))
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("the report is UTF-8"),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        elapsed: started.elapsed(),
    }
}

/// Runs `scripts/check --program <program> --id <id> <extra>` in workspace `root`.
pub fn judge_program(root: &Path, program: &Path, id: &str, extra: &[&str]) -> Run {
    let program = program.to_str().unwrap();
    let mut args = vec!["--program", program, "--id", id];
    args.extend_from_slice(extra);
    judge_check(root, &args)
}
