//! `scripts/new <id> [--like <existing-id>]`: everything a new problem needs: its package
//! (found by the workspace's `problems/*` glob, no edit of the root `Cargo.toml`), a binary
//! that reads through `snippets::io` to end of input, the scaffold of its description
//! (`problem.rs`, whose driver `workspace::drivers` makes by itself: `scripts/stress --round` plays its
//! short round and checks its error voice), and an empty sample to fill in.
//! Nothing that exists is ever overwritten.

use std::fs;
use std::path::{Path, PathBuf};
use workspace::files::Existing;

const CARGO_TOML: &str = include_str!("../templates/Cargo.toml.template");
const MAIN_RS: &str = include_str!("../templates/main.rs.template");
const PROBLEM_RS: &str = include_str!("../templates/problem.rs.template");
const ORACLE_PY: &str = include_str!("../templates/oracle.py.template");
const CARGO_TOML_INTERACTIVE: &str = include_str!("../templates/Cargo-interactive.toml.template");
const MAIN_RS_INTERACTIVE: &str = include_str!("../templates/main-interactive.rs.template");
const INTERACTOR_RS: &str = include_str!("../templates/interactor.rs.template");
const PROBLEM_RS_INTERACTIVE: &str = include_str!("../templates/problem-interactive.rs.template");

/// The longest id: a package, a binary and a directory name, far below any file name limit.
pub const MAX_ID_LEN: usize = 64;

/// Names cargo refuses for a binary: its own directories under `target/<profile>/`.
const CARGO_DIRECTORIES: [&str; 4] = ["build", "deps", "examples", "incremental"];

/// The crates every Rust program can name without a dependency: a package of that name would
/// be shadowed by them.
const BUILT_IN_CRATES: [&str; 5] = ["core", "std", "alloc", "proc_macro", "test"];

/// Rust's keywords (strict and reserved, every edition), which no crate may be named.
const KEYWORDS: &str = "as async await break const continue crate dyn else enum extern false fn \
    for if impl in let loop match mod move mut pub ref return self static struct super trait \
    true type unsafe use where while abstract become box do final gen macro override priv try \
    typeof unsized virtual yield union";

/// Whether `id` can name a problem: lowercase letters, digits, `-` and `_`, starting with a
/// letter (a cargo package name and a directory name at once), at most [`MAX_ID_LEN`] long,
/// and not a name cargo refuses (`build`, `deps`, `examples`, `incremental`, a keyword).
///
/// # Example
/// ```
/// assert!(new::validate_id("cf1234a").is_ok());
/// assert!(new::validate_id("1234a").is_err());
/// assert!(new::validate_id("CF1234").is_err());
/// assert!(new::validate_id("build").is_err());
/// assert!(new::validate_id(&"a".repeat(250)).is_err());
/// ```
pub fn validate_id(id: &str) -> Result<(), String> {
    if id.len() > MAX_ID_LEN {
        return Err(format!(
            "a problem id is at most {MAX_ID_LEN} characters long; this one has {}",
            id.len()
        ));
    }
    let crate_name = id.replace('-', "_");
    let reserved = CARGO_DIRECTORIES.contains(&id)
        || BUILT_IN_CRATES.contains(&crate_name.as_str())
        || KEYWORDS.split_whitespace().any(|word| word == crate_name);
    if reserved {
        return Err(format!(
            "`{id}` is a name cargo reserves (a directory of target/, a keyword or a built-in \
             crate); choose another id"
        ));
    }
    let mut chars = id.chars();
    let starts_with_letter = chars.next().is_some_and(|c| c.is_ascii_lowercase());
    let rest_ok =
        chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if starts_with_letter && rest_ok {
        Ok(())
    } else {
        Err(format!(
            "`{id}` is not a problem id: use lowercase letters, digits, `-` and `_`, starting \
             with a letter (e.g. hdu1846, cf1234a)"
        ))
    }
}

/// The files of a new problem `id`, as (path under the root, contents): from the templates,
/// or copied from problem `like` (its checker too) with its id replaced by `id` in
/// `Cargo.toml`, `problem.rs`, `oracle.py` and `tests/`, the header of `main.rs` replaced by the
/// template's, and no aliases (they name `like`).
///
/// # Errors
/// A message when `like` is not a problem or cannot be read.
pub fn files(root: &Path, id: &str, like: Option<&str>) -> Result<Vec<(PathBuf, String)>, String> {
    let problem = Path::new("problems").join(id);
    let testcases = Path::new("testcases").join(id);
    let mut files = vec![
        (testcases.join("sample-1.in"), String::new()),
        (testcases.join("sample-1.out"), String::new()),
    ];
    if like.is_some_and(|like| {
        let like = workspace::problems::canonical(like);
        root.join("problems")
            .join(like)
            .join("interactor.rs")
            .is_file()
    }) {
        // An interactive problem's testcases are case files for its interactor: no .out.
        files.pop();
    }
    let Some(like) = like else {
        let fill = |template: &str| template.replace("{id}", id);
        files.extend([
            (problem.join("Cargo.toml"), fill(CARGO_TOML)),
            (problem.join("src/main.rs"), fill(MAIN_RS)),
            (problem.join("problem.rs"), fill(PROBLEM_RS)),
            (problem.join("oracle.py"), fill(ORACLE_PY)),
        ]);
        return Ok(files);
    };
    let source = workspace::problems::require(root, like).map_err(|e| e.to_string())?;
    // An alias (poj1067) is copied as its problem (hdu1527), whose id its files hold.
    let like = workspace::problems::canonical(like);
    let mut stack = vec![PathBuf::new()];
    while let Some(relative) = stack.pop() {
        let dir = source.join(&relative);
        let entries =
            fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for entry in entries {
            let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
            let path = relative.join(entry.file_name());
            if entry.path().is_dir() {
                if entry.file_name() != "target" {
                    stack.push(path);
                }
                continue;
            }
            let text = fs::read_to_string(entry.path())
                .map_err(|e| format!("cannot read {}: {e}", entry.path().display()))?;
            // The id is renamed in every file: the manifest, the binaries' names in the
            // interactor's usage line and in `env!("CARGO_BIN_EXE_<id>-interactor")`, the
            // tests, the planted strategies, the C++ peers.
            let text = rename(&text, like, id);
            let text = if path == Path::new("problem.rs") {
                without_aliases(&text)
            } else if path == Path::new("src/main.rs") {
                with_template_header(&text)
            } else {
                text
            };
            files.push((problem.join(path), text));
        }
    }
    files.sort();
    Ok(files)
}

/// The files of a new interactive problem `id` (`scripts/new --interactive`): the package
/// with a second binary, `{id}-interactor` from `interactor.rs`; a `main.rs` that picks a
/// side, flushes every line and reads the judge's moves (`snippets::judge_reply`), one game a
/// run; the interactor's scaffold, which plays the same protocol and says what an interactor
/// may not do; `problem.rs` whose case file is one line `n`; an empty
/// `sample-1.in` (the case file; an interactive case has no `.out`).
pub fn interactive_files(id: &str) -> Vec<(PathBuf, String)> {
    let problem = Path::new("problems").join(id);
    let fill = |template: &str| template.replace("{id}", id);
    vec![
        (
            Path::new("testcases").join(id).join("sample-1.in"),
            String::new(),
        ),
        (problem.join("Cargo.toml"), fill(CARGO_TOML_INTERACTIVE)),
        (problem.join("src/main.rs"), fill(MAIN_RS_INTERACTIVE)),
        (problem.join("interactor.rs"), fill(INTERACTOR_RS)),
        (problem.join("problem.rs"), fill(PROBLEM_RS_INTERACTIVE)),
    ]
}

/// `text` with the id `like` replaced by `id` where it stands as a name of its own: not inside
/// a longer word (`package` holds `a`; but `CARGO_BIN_EXE_a-interactor` names the binary
/// `a-interactor`), and not as part of a path (`problem::wythoff::`).
///
/// # Example
/// ```
/// let text = "[package]\nname = \"a\"\n# problems/a/ uses problem::a::X\n";
/// assert_eq!(new::rename(text, "a", "zz"), "[package]\nname = \"zz\"\n# problems/zz/ uses problem::a::X\n");
/// assert_eq!(new::rename("env!(\"CARGO_BIN_EXE_a-interactor\")", "a", "zz"), "env!(\"CARGO_BIN_EXE_zz-interactor\")");
/// ```
pub fn rename(text: &str, like: &str, id: &str) -> String {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = 0;
    for (at, _) in text.match_indices(like) {
        let (before, after) = (&text[..at], &text[at + like.len()..]);
        // `CARGO_BIN_EXE_<binary>`: cargo's name for a binary's path in tests.
        let alone = (!before.ends_with(word) || before.ends_with("CARGO_BIN_EXE_"))
            && !after.starts_with(word);
        let in_path = before.ends_with("::") || after.starts_with("::");
        if at >= rest && alone && !in_path {
            out += &text[rest..at];
            out += id;
            rest = at + like.len();
        }
    }
    out += &text[rest..];
    out
}

/// Why [`create`] created nothing.
#[derive(Debug, PartialEq, Eq)]
pub enum NotCreated {
    /// The request: an invalid id, a name taken, an unknown `--like` (a usage error).
    Refused(String),
    /// The writing failed (a full disk): what was begun is removed again.
    Failed(String),
}

impl From<String> for NotCreated {
    fn from(message: String) -> Self {
        NotCreated::Refused(message)
    }
}

/// Creates problem `id` under `root` (see [`files`]) and returns the paths it wrote.
///
/// Nothing is overwritten: the command refuses, changing nothing, when the id is invalid,
/// `problems/<id>` or `testcases/<id>` exists, or a package of that name exists. Should
/// writing fail halfway, the two new directories are removed again.
///
/// # Errors
/// Why nothing was created: the request refused, or the writing failed.
pub fn create(root: &Path, id: &str, like: Option<&str>) -> Result<Vec<PathBuf>, NotCreated> {
    create_as(root, id, like, false)
}

/// [`create`], of an interactive problem when `interactive` ([`interactive_files`]; `like`
/// must then be `None`).
///
/// # Errors
/// Why nothing was created: the request refused, or the writing failed.
pub fn create_as(
    root: &Path,
    id: &str,
    like: Option<&str>,
    interactive: bool,
) -> Result<Vec<PathBuf>, NotCreated> {
    validate_id(id)?;
    let problem = root.join("problems").join(id);
    let testcases = root.join("testcases").join(id);
    for dir in [&problem, &testcases] {
        if fs::symlink_metadata(dir).is_ok() {
            return Err(NotCreated::Refused(format!(
                "{} already exists; nothing was changed",
                shown(root, dir)
            )));
        }
    }
    // Every package of the workspace, problems and tools: cargo's metadata.
    let metadata = workspace::metadata::Metadata::load(root)?;
    let mut taken = metadata.packages.iter().map(|member| member.name.as_str());
    // `-` and `_` name the same crate.
    let same = |name: &str| name.replace('-', "_") == id.replace('-', "_");
    if let Some(name) = taken.find(|name| same(name)) {
        return Err(NotCreated::Refused(format!(
            "the workspace already has a package named {name}; nothing was changed"
        )));
    }
    if let Some(name) = locked_packages(root).into_iter().find(|name| same(name)) {
        return Err(NotCreated::Refused(format!(
            "the workspace depends on a package named {name} (Cargo.lock): `cargo -p {id}` \
             would be ambiguous; choose another id. Nothing was changed"
        )));
    }
    let files = match interactive {
        true => interactive_files(id),
        false => files(root, id, like)?,
    };
    // The new package's binaries (`<id>`, `<id>-interactor`) and every binary of the
    // workspace go to one folder, `target/<profile>/`: one name may not stand for two.
    let manifest = files
        .iter()
        .find(|(path, _)| path.ends_with("Cargo.toml"))
        .map(|(_, text)| text.as_str())
        .unwrap_or_default();
    let binaries = manifest
        .lines()
        .filter_map(|line| line.trim().strip_prefix("name = \""))
        .filter_map(|rest| rest.strip_suffix('"'));
    for binary in binaries {
        let clash = metadata.packages.iter().find_map(|member| {
            let mut names = std::iter::once(member.name.as_str()).chain(
                (member.targets.iter())
                    .filter(|target| target.kind.iter().any(|kind| kind == "bin"))
                    .map(|target| target.name.as_str()),
            );
            names
                .rfind(|name| name.replace('-', "_") == binary.replace('-', "_"))
                .map(|name| (member.name.as_str(), name))
        });
        if let Some((package, name)) = clash {
            return Err(NotCreated::Refused(format!(
                "the new package's binary {binary} would replace {package}'s {name} in \
                 target/ (one folder holds every binary); choose another id. Nothing was changed"
            )));
        }
    }

    // create_dir (not create_dir_all) fails if another process made the directory meanwhile.
    let mut made = Vec::new();
    let result = (|| -> Result<Vec<PathBuf>, String> {
        for dir in [&problem, &testcases] {
            fs::create_dir(dir).map_err(|e| format!("cannot create {}: {e}", shown(root, dir)))?;
            made.push(dir.clone());
        }
        let mut written = Vec::new();
        for (path, text) in &files {
            let path = root.join(path);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent)
                    .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
            }
            // Whole or not at all, never over a file (`workspace::files`).
            workspace::files::write(&path, text.as_bytes(), Existing::Keep)
                .map_err(|e| format!("cannot write {}: {e}", shown(root, &path)))?;
            written.push(path);
        }
        Ok(written)
    })();
    if result.is_err() {
        for dir in made {
            let _ = fs::remove_dir_all(dir);
        }
    }
    result.map_err(|message| NotCreated::Failed(format!("{message}; nothing was kept")))
}

/// `main` with its leading `//!` header (the problem it solves) replaced by the template's,
/// to fill in for the new problem.
fn with_template_header(main: &str) -> String {
    let header = MAIN_RS.lines().take_while(|line| line.starts_with("//!"));
    let body = main.lines().skip_while(|line| line.starts_with("//!"));
    let mut text: String = header.chain(body).map(|line| format!("{line}\n")).collect();
    if !main.ends_with('\n') {
        text.pop();
    }
    text
}

/// `problem.rs` without its `const ALIASES: ...;` line: the aliases are another problem's.
fn without_aliases(problem: &str) -> String {
    let aliases = |line: &str| {
        let line = line.trim();
        line.starts_with("const ALIASES:") && line.ends_with(';')
    };
    problem
        .split_inclusive('\n')
        .filter(|line| !aliases(line))
        .collect()
}

/// Every package of the dependency graph, from `Cargo.lock` (empty if it cannot be read).
fn locked_packages(root: &Path) -> Vec<String> {
    let lock = fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default();
    lock.lines()
        .filter_map(|line| line.strip_prefix("name = \""))
        .filter_map(|rest| rest.strip_suffix('"'))
        .map(str::to_string)
        .collect()
}

fn shown(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}
