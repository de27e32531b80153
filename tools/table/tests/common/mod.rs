//! What the table's tests share: the workspace root, `scripts/table` run as a person runs it,
//! and temporary paths removed whether the test passes or fails.

#![allow(dead_code)] // Each test file uses its own part.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `scripts/table <args>` (`gt table`, and the problem's driver, in the dev profile the
/// tests build): exit status, stdout, stderr.
pub fn table(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(workspace::build::gt(&root()))
        .arg("table")
        .args(args)
        .env("TOOLS_PROFILE", "dev")
        .env_remove("WORKSPACE_ROOT")
        .output()
        .expect("scripts/table runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A file name `name` in a folder `table-test-XXXXXX` of its own under the system's temporary
/// folder, removed with it when dropped (at the end of the test, or as a failing test
/// unwinds).
pub struct TempPath(pub PathBuf, tempfile::TempDir);

impl TempPath {
    pub fn new(name: &str) -> TempPath {
        let dir = tempfile::Builder::new()
            .prefix("table-test-")
            .tempdir()
            .unwrap();
        TempPath(dir.path().join(name), dir)
    }
}
