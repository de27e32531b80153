//! What the bundler's tests share: the workspace root, and scratch folders that are removed
//! whether the test passes or fails.

#![allow(dead_code, unused_imports)] // Each test file uses its own part.

use std::ops::Deref;
use std::path::Path;

pub use judge::testing::root;

/// A folder of a test's own, `bundle-<name>-XXXXXX` under the system's temporary folder,
/// removed when dropped (at the end of the test, or as a failing test unwinds). It stands
/// wherever a path does (`dir.join(..)`, `&dir`).
pub struct Scratch(tempfile::TempDir);

pub fn scratch(name: &str) -> Scratch {
    Scratch(judge::testing::temp_dir(&format!("bundle-{name}")))
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
