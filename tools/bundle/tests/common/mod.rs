//! What the bundler's tests share: the workspace root, and scratch folders that are removed
//! whether the test passes or fails.

#![allow(dead_code)] // Each test file uses its own part.

use std::ops::Deref;
use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// A folder of a test's own, `bundle-<name>-XXXXXX` under the system's temporary folder,
/// removed when dropped (at the end of the test, or as a failing test unwinds). It stands
/// wherever a path does (`dir.join(..)`, `&dir`).
pub struct Scratch(tempfile::TempDir);

pub fn scratch(name: &str) -> Scratch {
    Scratch(
        tempfile::Builder::new()
            .prefix(&format!("bundle-{name}-"))
            .tempdir()
            .unwrap(),
    )
}

impl Scratch {
    pub fn path(&self) -> &Path {
        self.0.path()
    }
}

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}
