//! What the tests of the commands share.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `gt <command> <args>` (the binary every `scripts/<command>` runs) from the root, as a
/// person's shell would: exit status, stdout, stderr.
pub fn gt(command: &str, args: &[&str]) -> (i32, String, String) {
    output(
        Command::new(env!("CARGO_BIN_EXE_gt"))
            .arg(command)
            .args(args),
    )
}

/// Runs `command` without `WORKSPACE_ROOT`, from the root: exit status, stdout, stderr.
pub fn output(command: &mut Command) -> (i32, String, String) {
    let output = command
        .current_dir(root())
        .env_remove("WORKSPACE_ROOT")
        .output()
        .unwrap_or_else(|e| panic!("{command:?} does not run: {e}"));
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Stderr without the lines cargo prints when something is compiled.
pub fn own_lines(stderr: &str) -> String {
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
