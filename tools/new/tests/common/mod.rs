//! What the tests of `scripts/new` share: the workspace root, copies of the workspace in
//! temporary folders (removed whether the test passes or fails), and running `scripts/new`.

#![allow(dead_code, unused_imports)] // Each test file uses its own part.

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::Command;

pub use judge::testing::root;
use tempfile::TempDir;

/// The tool binary `gt` (what `scripts/new` runs), built if it is not.
pub fn gt() -> PathBuf {
    workspace::build::gt(&root())
}

/// What a run of `scripts/new` did.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stderr: String,
}

/// Runs the `new` binary (what `scripts/new` runs) with `args` in workspace `root`.
pub fn new(root: &Path, args: &[&str]) -> Run {
    let output = Command::new(gt())
        .arg("new")
        .args(args)
        .env("WORKSPACE_ROOT", root)
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap_or(-1),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Copies the workspace's sources (not `target/`, not `.git/`) to `to`, symlinks as symlinks.
pub fn copy_workspace(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (source, destination) = (entry.path(), to.join(&name));
        let kind = entry.file_type().unwrap();
        if kind.is_symlink() {
            symlink(fs::read_link(&source).unwrap(), &destination).unwrap();
        } else if kind.is_dir() {
            fs::create_dir(&destination).unwrap();
            copy_workspace(&source, &destination);
        } else {
            fs::copy(&source, &destination).unwrap();
        }
    }
}

/// Every file under `root` but `target/`, with its bytes.
pub fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            if kind.is_dir() && entry.file_name() != "target" {
                stack.push(entry.path());
            } else if kind.is_file() {
                files.insert(entry.path(), fs::read(entry.path()).unwrap());
            }
        }
    }
    files
}

pub fn workspace_copy(label: &str) -> TempDir {
    let copy = judge::testing::temp_dir(&format!("new-test-{label}"));
    copy_workspace(&root(), copy.path());
    copy
}
