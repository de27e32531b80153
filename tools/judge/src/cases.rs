//! Finding the problems and their testcases.
//!
//! A problem is a directory `problems/<id>/` with a `Cargo.toml`. Its cases are
//! `testcases/<id>/<name>.in`, each with its expected output `<name>.out` beside it (optional).
//! A special judge is `problems/<id>/checker.rs` or an executable `problems/<id>/checker`.

use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::special_judge::CheckerSource;
pub use workspace::problems::{list_problems, natural_cmp};

/// One testcase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The file stem: `sample-1`.
    pub name: String,
    /// `testcases/<id>/<name>.in`.
    pub input: PathBuf,
    /// `testcases/<id>/<name>.out`, if it exists.
    pub expected: Option<PathBuf>,
}

/// The testcases of one problem.
#[derive(Clone, Debug)]
pub struct TestSet {
    /// The problem id: `hdu2177`.
    pub id: String,
    /// `testcases/<id>`.
    pub dir: PathBuf,
    /// The cases, in natural order of their names.
    pub cases: Vec<Case>,
    /// The special judge, if there is one.
    pub checker: Option<CheckerSource>,
    /// Things worth telling but not wrong (an `.out` without an `.in`, an ignored checker).
    pub notes: Vec<String>,
}

/// Finds the testcases of problem `id` under `root/testcases/<id>/`.
///
/// # Errors
/// A plain message when the directory is missing or holds no `.in` file, when `checker`
/// exists but is not executable, or when the directory cannot be read.
pub fn discover(root: &Path, id: &str) -> Result<TestSet, String> {
    let dir = root.join("testcases").join(id);
    let shown = format!("testcases/{id}");
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(format!("no testcases: {shown}/ does not exist"));
        }
        Err(e) => return Err(format!("cannot read {shown}/: {e}")),
    };
    let mut inputs = Vec::new();
    let mut outputs = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {shown}/: {e}"))?;
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if let Some(stem) = name.strip_suffix(".in")
            && !stem.is_empty()
            && path.is_file()
        {
            inputs.push(stem.to_string());
        } else if let Some(stem) = name.strip_suffix(".out")
            && !stem.is_empty()
        {
            outputs.push(stem.to_string());
        }
    }
    if inputs.is_empty() {
        return Err(format!("no testcases: {shown}/ has no .in file"));
    }
    inputs.sort_by(|a, b| natural_cmp(a, b));
    outputs.sort_by(|a, b| natural_cmp(a, b));

    let mut notes = Vec::new();
    for stem in &outputs {
        if !inputs.contains(stem) {
            notes.push(format!("{shown}/{stem}.out has no {stem}.in: ignored"));
        }
    }
    let cases = inputs
        .into_iter()
        .map(|name| {
            let expected = dir.join(format!("{name}.out"));
            Case {
                input: dir.join(format!("{name}.in")),
                expected: expected.is_file().then_some(expected),
                name,
            }
        })
        .collect();

    // The checker lives with the problem's code, so that testcases/<id>/ holds only `.in` and
    // `.out` files, as online-judge-tools wants it.
    let problem = root.join("problems").join(id);
    let shown = format!("problems/{id}");
    let source = problem.join("checker.rs");
    let binary = problem.join("checker");
    let checker = if source.is_file() {
        if binary.exists() {
            notes.push(format!(
                "{shown}/checker ignored: {shown}/checker.rs is used instead"
            ));
        }
        Some(CheckerSource::Rust(source))
    } else if binary.is_file() {
        let mode = fs::metadata(&binary)
            .map_err(|e| format!("cannot read {shown}/checker: {e}"))?
            .permissions()
            .mode();
        if mode & 0o111 == 0 {
            return Err(format!(
                "{shown}/checker is not executable (chmod +x it, or remove it)"
            ));
        }
        Some(CheckerSource::Executable(binary))
    } else {
        None
    };

    Ok(TestSet {
        id: id.to_string(),
        dir,
        cases,
        checker,
        notes,
    })
}
