//! Finding the problems and their testcases.
//!
//! A problem is a directory `problems/<id>/` with a `Cargo.toml`. Its cases are
//! `testcases/<id>/<name>.in`, each with its expected output `<name>.out` beside it (optional).
//! A special judge is `testcases/<id>/checker.rs` or an executable `testcases/<id>/checker`.

use std::cmp::Ordering;
use std::fs;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::special_judge::CheckerSource;

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

/// Compares names the way a person counts: runs of digits by value, so `sample-2` comes
/// before `sample-10`.
///
/// # Example
/// ```
/// use judge::cases::natural_cmp;
/// use std::cmp::Ordering;
/// assert_eq!(natural_cmp("sample-2", "sample-10"), Ordering::Less);
/// assert_eq!(natural_cmp("a", "a"), Ordering::Equal);
/// ```
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let (da, ra) = split_digits(a);
                let (db, rb) = split_digits(b);
                let (ta, tb) = (trim_zeros(da), trim_zeros(db));
                let order = ta
                    .len()
                    .cmp(&tb.len())
                    .then_with(|| ta.cmp(tb))
                    .then_with(|| da.len().cmp(&db.len()));
                if order != Ordering::Equal {
                    return order;
                }
                (a, b) = (ra, rb);
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                (a, b) = (&a[1..], &b[1..]);
            }
        }
    }
}

fn split_digits(s: &[u8]) -> (&[u8], &[u8]) {
    let n = s.iter().take_while(|b| b.is_ascii_digit()).count();
    s.split_at(n)
}

fn trim_zeros(s: &[u8]) -> &[u8] {
    let n = s.iter().take_while(|&&b| b == b'0').count();
    &s[n..]
}

/// The ids of all problems (`problems/*/Cargo.toml`), in natural order.
pub fn list_problems(root: &Path) -> io::Result<Vec<String>> {
    let dir = root.join("problems");
    let mut ids = Vec::new();
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ids),
        Err(e) => return Err(e),
    };
    for entry in entries {
        let entry = entry?;
        if entry.path().join("Cargo.toml").is_file()
            && let Some(name) = entry.file_name().to_str()
        {
            ids.push(name.to_string());
        }
    }
    ids.sort_by(|a, b| natural_cmp(a, b));
    Ok(ids)
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

    let source = dir.join("checker.rs");
    let binary = dir.join("checker");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut names = vec![
            "sample-10",
            "sample-2",
            "sample-1",
            "big",
            "sample-02",
            "a10b2",
            "a10b10",
            "a9",
        ];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            names,
            [
                "a9",
                "a10b2",
                "a10b10",
                "big",
                "sample-1",
                "sample-2",
                "sample-02",
                "sample-10"
            ]
        );
    }
}
