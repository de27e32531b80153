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
    /// Entries that look like cases but cannot be run, as (name shown, why): a dangling
    /// symlink, a directory named `x.in`, a name that is not UTF-8, an `.out` that is not a
    /// file. Each fails the run.
    pub unusable: Vec<(String, String)>,
}

/// `name` as the report shows it, on one line: control characters escaped (`\n`), bytes that
/// are not UTF-8 as `\xNN`.
///
/// # Example
/// ```
/// assert_eq!(judge::cases::shown_name(b"a\nb"), "a\\nb");
/// assert_eq!(judge::cases::shown_name(b"x\xff"), "x\\xff");
/// assert_eq!(judge::cases::shown_name(b"\x1b[31m"), "\\x1b[31m");
/// ```
pub fn shown_name(name: &[u8]) -> String {
    let mut shown = String::new();
    for chunk in name.utf8_chunks() {
        for c in chunk.valid().chars() {
            // `\x1b` as the rest of a report writes it, not `\u{1b}`.
            if c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\0') {
                shown.push_str(&format!("\\x{:02x}", c as u32));
            } else {
                shown.extend(c.escape_debug());
            }
        }
        for byte in chunk.invalid() {
            shown.push_str(&format!("\\x{byte:02x}"));
        }
    }
    shown
}

/// Why `path` is no regular file (followed through links), if it is none: `a dangling
/// symlink`, `a directory`, `a FIFO`, ...
fn not_a_file(path: &Path) -> Option<&'static str> {
    match (fs::symlink_metadata(path), fs::metadata(path)) {
        (_, Ok(metadata)) => workspace::not_a_regular_file(metadata.file_type()),
        (Ok(link), Err(_)) if link.file_type().is_symlink() => Some("a dangling symlink"),
        _ => Some("missing"),
    }
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
    let mut unusable = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {shown}/: {e}"))?;
        let path = entry.path();
        let raw = entry.file_name();
        let Some(name) = raw.to_str() else {
            use std::os::unix::ffi::OsStrExt;
            let bytes = raw.as_bytes();
            let stem = bytes.strip_suffix(b".in").unwrap_or(bytes);
            unusable.push((
                shown_name(stem),
                format!("{shown}/{}: its name is not UTF-8", shown_name(bytes)),
            ));
            continue;
        };
        if let Some(stem) = name.strip_suffix(".in")
            && !stem.is_empty()
        {
            match not_a_file(&path) {
                None => inputs.push(stem.to_string()),
                Some(why) => unusable.push((shown_name(stem.as_bytes()), why.to_string())),
            }
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
    let mut cases = Vec::new();
    for name in inputs {
        let expected = dir.join(format!("{name}.out"));
        let shown_as = shown_name(name.as_bytes());
        let expected = match not_a_file(&expected) {
            None => Some(expected),
            Some("missing") => None,
            Some(why) => {
                unusable.push((
                    shown_as,
                    format!("{}.out is {why}", shown_name(name.as_bytes())),
                ));
                continue;
            }
        };
        cases.push(Case {
            input: dir.join(format!("{name}.in")),
            expected,
            name: shown_as,
        });
    }

    let checker = checker_of(root, id, &mut notes)?;

    Ok(TestSet {
        id: id.to_string(),
        dir,
        cases,
        checker,
        notes,
        unusable,
    })
}

/// The special judge of problem `id`, if it has one: `problems/<id>/checker.rs` (preferred,
/// with a note in `notes` when an executable `checker` sits beside it), else an executable
/// `problems/<id>/checker`.
///
/// # Errors
/// When `checker` exists but is not executable, or cannot be read.
pub fn checker_of(
    root: &Path,
    id: &str,
    notes: &mut Vec<String>,
) -> Result<Option<CheckerSource>, String> {
    // The checker lives with the problem's code, so that testcases/<id>/ holds only `.in` and
    // `.out` files, as online-judge-tools wants it.
    let problem = root.join("problems").join(id);
    let shown = format!("problems/{id}");
    let source = problem.join("checker.rs");
    let binary = problem.join("checker");
    if source.is_file() {
        if binary.exists() {
            notes.push(format!(
                "{shown}/checker ignored: {shown}/checker.rs is used instead"
            ));
        }
        return Ok(Some(CheckerSource::Rust(source)));
    }
    if !binary.is_file() {
        return Ok(None);
    }
    let mode = fs::metadata(&binary)
        .map_err(|e| format!("cannot read {shown}/checker: {e}"))?
        .permissions()
        .mode();
    if mode & 0o111 == 0 {
        return Err(format!(
            "{shown}/checker is not executable (chmod +x it, or remove it)"
        ));
    }
    Ok(Some(CheckerSource::Executable(binary)))
}
