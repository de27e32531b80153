//! What every tool of the workspace shares, and nothing else:
//!
//! - here: the workspace root, the cargo target directory;
//! - [`metadata`]: the workspace's packages, as `cargo metadata` tells them;
//! - [`problems`]: the problems' ids and aliases, and the one check (and wording) for an
//!   unknown problem;
//! - [`build`]: the one `cargo build` that makes the problems' release binaries, and cargo's
//!   artifacts for any other cargo command;
//! - [`drivers`]: each problem's description compiled into a small program of its own, which
//!   the tools run (they never compile a description themselves);
//! - [`files`]: the one policy for a file a tool writes (whole or not at all, never over one
//!   it did not write);
//! - [`cli`]: the command-line conventions (exit statuses, how an error is printed);
//! - [`pool`]: the one worker pool (a function on every item, on a few threads, in order).

pub mod build;
pub mod cli;
pub mod drivers;
pub mod files;
pub mod metadata;
pub mod pool;
pub mod problems;

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root: `$WORKSPACE_ROOT` if set, else the nearest directory at or above the
/// current one whose `Cargo.toml` has a `[workspace]` table.
///
/// # Errors
/// A plain message when neither gives a directory.
pub fn find_root() -> Result<PathBuf, String> {
    if let Some(root) = env::var_os("WORKSPACE_ROOT").filter(|r| !r.is_empty()) {
        let root = PathBuf::from(root);
        if !root.is_dir() {
            return Err(format!(
                "WORKSPACE_ROOT={} is not a directory",
                root.display()
            ));
        }
        return Ok(root);
    }
    let cwd = env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
    find_root_from(&cwd).ok_or_else(|| {
        format!(
            "no Cargo.toml with [workspace] at or above {}; run inside the workspace or set WORKSPACE_ROOT",
            cwd.display()
        )
    })
}

/// The nearest directory at or above `start` whose `Cargo.toml` has a `[workspace]` table.
pub fn find_root_from(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|dir| {
            fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|manifest| manifest.lines().any(|l| l.trim() == "[workspace]"))
        })
        .map(Path::to_path_buf)
}

/// The cargo target directory: `$CARGO_TARGET_DIR` (relative to the current directory) if
/// set, else `<root>/target`.
pub fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => absolute(Path::new(&dir)),
        None => root.join("target"),
    }
}

/// What `file_type` is when it is not a regular file, in the words every tool uses: `a
/// directory`, `a symbolic link`, `a FIFO`, `a socket`, `a device`; `None` for a regular file.
///
/// # Example
/// ```
/// let kind = std::fs::symlink_metadata("/dev/null").unwrap().file_type();
/// assert_eq!(workspace::not_a_regular_file(kind), Some("a device"));
/// ```
pub fn not_a_regular_file(file_type: std::fs::FileType) -> Option<&'static str> {
    use std::os::unix::fs::FileTypeExt;
    Some(if file_type.is_file() {
        return None;
    } else if file_type.is_dir() {
        "a directory"
    } else if file_type.is_symlink() {
        "a symbolic link"
    } else if file_type.is_fifo() {
        "a FIFO"
    } else if file_type.is_socket() {
        "a socket"
    } else if file_type.is_char_device() || file_type.is_block_device() {
        "a device"
    } else {
        "not a regular file"
    })
}

/// `path` made absolute against the current directory (not resolving symlinks).
pub fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_this_workspace() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = find_root_from(here).expect("this crate is inside a workspace");
        assert!(root.join("tools/workspace").is_dir(), "{}", root.display());
    }
}
