//! `scripts/stress <id> ...`: build `problems/<id>/tests/stress.rs` (optimised) and start it with
//! the person's options, so cargo's own test-runner noise stays out of the report.

use crate::build;
use crate::workspace;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Builds the test target `test` of problem `id` with the `tools` profile (optimised, no LTO
/// link: the binary under test behaves the same, and builds faster) and returns its
/// executable.
///
/// # Errors
/// A message saying what is missing (the problem, the test file) or that the build failed.
pub fn test_executable(root: &Path, id: &str, test: &str) -> Result<PathBuf, String> {
    let manifest = root.join("problems").join(id).join("Cargo.toml");
    let package = workspace::package_name(&manifest)
        .ok_or_else(|| format!("no problem {id}: problems/{id}/Cargo.toml does not exist"))?;
    let source = root
        .join("problems")
        .join(id)
        .join("tests")
        .join(format!("{test}.rs"));
    if !source.is_file() {
        return Err(format!(
            "problems/{id}/tests/{test}.rs does not exist: a problem's stress test describes its \
             input and brute force there (see problems/hdu1846/tests/stress.rs)"
        ));
    }
    let args = [
        "--no-run",
        "--profile",
        "tools",
        "-p",
        &package,
        "--test",
        test,
    ];
    let artifacts = build::cargo_artifacts(root, "test", &args)?;
    artifacts
        .into_iter()
        .find(|artifact| artifact.test && artifact.target_name == test)
        .and_then(|artifact| artifact.executable)
        .ok_or_else(|| format!("cargo built no test `{test}` for {id}"))
}

/// Runs `problems/<id>/tests/stress.rs` with `--stress` and `args`, and returns its exit
/// status (2 when it could not be started).
pub fn stress(root: &Path, id: &str, args: &[String]) -> Result<u8, String> {
    let executable = test_executable(root, id, "stress")?;
    let status = Command::new(&executable)
        .arg("--stress")
        .args(args)
        .env("WORKSPACE_ROOT", root)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", executable.display()))?;
    Ok(status
        .code()
        .map_or(2, |code| u8::try_from(code).unwrap_or(2)))
}
