//! The problems of the workspace: `problems/<id>/` with a `src/main.rs`. Every tool that
//! takes a problem id checks it with [`require`], so that an unknown problem reads the same
//! everywhere: `no problem 'x': problems/x/src/main.rs does not exist`.
//!
//! A problem may go by other names (`aliases` under `[package.metadata.problem]` in its
//! `Cargo.toml`, one line of data): poj1067 is hdu1527. An alias is accepted wherever an id is and stands for its
//! problem ([`canonical`], [`require`]); [`list_problems`] lists the problem once, under its
//! own id, so that nothing is judged, bundled or timed twice.

use crate::metadata::Metadata;
use std::cmp::Ordering;
use std::fmt;
use std::path::{Path, PathBuf};

/// An id that names no problem of the workspace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem {
    /// The id as given.
    pub id: String,
    /// The ids (and aliases) nearest to it, a typo away: one or two edits, a swap counting as
    /// one; the nearest only, in order.
    pub near: Vec<String>,
}

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = &self.id;
        write!(
            f,
            "no problem '{id}': problems/{id}/src/main.rs does not exist"
        )?;
        match self.near.as_slice() {
            [] => Ok(()),
            [one] => write!(f, "; did you mean {one}?"),
            [many @ .., last] => write!(f, "; did you mean {} or {last}?", many.join(", ")),
        }
    }
}

/// The problems (ids with a `problems/<id>/src/main.rs`, and aliases) nearest to `id`: at most
/// two edits away, a swap of neighbours counting as one (`hdu1864` is `hdu1846` swapped).
fn nearest(root: &Path, id: &str) -> Vec<String> {
    let dirs = std::fs::read_dir(root.join("problems"))
        .into_iter()
        .flatten();
    let mut names: Vec<String> = dirs
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| {
            root.join("problems")
                .join(name)
                .join("src/main.rs")
                .is_file()
        })
        .chain(aliases().iter().map(|(alias, _)| alias.clone()))
        .collect();
    names.sort_by(|a, b| natural_cmp(a, b));
    names.dedup();
    let distance = |name: &String| strsim::damerau_levenshtein(id, name);
    let Some(best) = names.iter().map(distance).min().filter(|&d| d <= 2) else {
        return Vec::new();
    };
    names
        .into_iter()
        .filter(|name| distance(name) == best)
        .collect()
}

impl std::error::Error for UnknownProblem {}

/// The directory `problems/<id>/` of problem `id`, if it is one: `problems/<id>/src/main.rs`
/// is a file; for an alias, the directory of its problem (`poj1067`: `problems/hdu1527`). An
/// id that is empty or holds a `/` or a `.` component names no problem.
///
/// # Errors
/// [`UnknownProblem`], whose message every tool prints as `error: <message>` (exit status 2),
/// with the problems a typo away from `id`, if any (`; did you mean hdu1846?`).
///
/// # Example
/// ```
/// let root = std::path::Path::new("/nowhere");
/// let error = workspace::problems::require(root, "cf1a").unwrap_err();
/// assert_eq!(error.to_string(), "no problem 'cf1a': problems/cf1a/src/main.rs does not exist");
/// ```
pub fn require(root: &Path, id: &str) -> Result<PathBuf, UnknownProblem> {
    let plain = !id.is_empty() && !id.contains('/') && id != "." && id != "..";
    let dir = root.join("problems").join(canonical(id));
    if plain && dir.join("src").join("main.rs").is_file() {
        Ok(dir)
    } else {
        Err(UnknownProblem {
            id: id.to_string(),
            near: nearest(root, id),
        })
    }
}

/// The problem whose folder `dir` is in, `problems/<id>/` or `testcases/<id>/` under `root`
/// (its canonical id), if `dir` is in one.
///
/// # Example
/// ```
/// let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
/// let here = |dir: &str| workspace::problems::containing(&root, &root.join(dir));
/// assert_eq!(here("problems/hdu1846/src").as_deref(), Some("hdu1846"));
/// assert_eq!(here("testcases/hdu1527").as_deref(), Some("hdu1527"));
/// assert_eq!(here("tools/judge"), None);
/// ```
pub fn containing(root: &Path, dir: &Path) -> Option<String> {
    let (root, dir) = (root.canonicalize().ok()?, dir.canonicalize().ok()?);
    let inside = dir.strip_prefix(&root).ok()?;
    let mut parts = inside.iter().map(|part| part.to_str());
    let (Some(Some("problems" | "testcases")), Some(Some(id))) = (parts.next(), parts.next())
    else {
        return None;
    };
    require(&root, id).ok()?;
    Some(canonical(id).to_string())
}

/// The id of the problem `id` names: its problem's for an alias (`poj1067`: `hdu1527`, from
/// [`aliases`]), else `id` itself.
///
/// # Example
/// ```
/// use workspace::problems::canonical;
/// assert_eq!(canonical("poj1067"), "hdu1527");
/// assert_eq!((canonical("hdu1527"), canonical("cf1a")), ("hdu1527", "cf1a"));
/// ```
pub fn canonical(id: &str) -> &str {
    // A problem's own id needs no look-up (nor cargo).
    let own = crate::find_root()
        .is_ok_and(|root| root.join("problems").join(id).join("src/main.rs").is_file());
    if own || id.is_empty() || id.contains('/') {
        return id;
    }
    aliases()
        .iter()
        .find(|(alias, _)| alias == id)
        .map_or(id, |(_, problem)| problem.as_str())
}

/// Every alias of the workspace (from [`find_root`](crate::find_root)) and its problem's id:
/// the `aliases` of each problem's `[package.metadata.problem]`, read once per process with
/// `cargo metadata`; none when cargo cannot tell.
pub fn aliases() -> &'static [(String, String)] {
    static ALIASES: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    ALIASES.get_or_init(|| {
        let Ok(metadata) = crate::find_root().and_then(|root| Metadata::cached(&root)) else {
            return Vec::new();
        };
        aliases_in(&metadata)
    })
}

/// The statement data of problem `id` in the workspace at `root` ([`statement`], the
/// metadata read once per process): `None` when cargo cannot tell or the table is wrong.
pub fn statement_of(root: &Path, id: &str) -> Option<crate::metadata::Statement> {
    statement(&*Metadata::cached(root).ok()?, id).ok()
}

/// [`aliases`] of the workspace `metadata` tells.
pub fn aliases_in(metadata: &Metadata) -> Vec<(String, String)> {
    let mut aliases = Vec::new();
    for (id, member) in metadata.members_in("problems") {
        for alias in member.statement().map(|s| s.aliases).unwrap_or_default() {
            aliases.push((alias, id.to_string()));
        }
    }
    aliases
}

/// The statement data of problem `id` (an alias names its problem's):
/// `[package.metadata.problem]` of `problems/<id>/Cargo.toml`; the defaults when it has none
/// or `id` is no member.
///
/// # Errors
/// When the table holds what [`Statement`](crate::metadata::Statement) does not know.
pub fn statement(metadata: &Metadata, id: &str) -> Result<crate::metadata::Statement, String> {
    let id = canonical(id);
    match metadata.members_in("problems").find(|&(dir, _)| dir == id) {
        Some((_, member)) => member.statement(),
        None => Ok(Default::default()),
    }
}

/// Compares names the way a person counts: runs of digits by value, so `sample-2` comes
/// before `sample-10`.
///
/// # Example
/// ```
/// use workspace::problems::natural_cmp;
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

/// The ids of all problems, in natural order, each once: [`list_problems_in`] of the
/// workspace's metadata.
///
/// # Errors
/// When cargo cannot tell the workspace's packages (see [`Metadata::load`]).
pub fn list_problems(root: &Path) -> Result<Vec<String>, String> {
    Ok(list_problems_in(&Metadata::load(root)?))
}

/// The ids of all problems, in natural order, each once: the directories `problems/<id>/` of
/// the workspace's members. An alias has no package of its own: it is listed as its problem.
pub fn list_problems_in(metadata: &Metadata) -> Vec<String> {
    let mut ids: Vec<String> = metadata
        .members_in("problems")
        .map(|(id, _)| id.to_string())
        .collect();
    ids.sort_by(|a, b| natural_cmp(a, b));
    ids
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

    #[test]
    fn unknown_problems_are_named_alike() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        assert!(require(&root, "hdu1846").is_ok());
        let hdu1527 = root.join("problems/hdu1527");
        assert_eq!(require(&root, "poj1067"), Ok(hdu1527.clone()));
        assert_eq!(require(&root, "hdu1527"), Ok(hdu1527));
        for id in ["nosuch", "", "..", "hdu1846/src", "tools"] {
            let error = require(&root, id).expect_err(id);
            assert_eq!(
                error.to_string(),
                format!("no problem '{id}': problems/{id}/src/main.rs does not exist")
            );
        }
        let typo = |id: &str| require(&root, id).unwrap_err().to_string();
        assert!(
            typo("hdu1864").ends_with("does not exist; did you mean hdu1846?"),
            "{}",
            typo("hdu1864")
        );
        assert!(typo("poj1076").ends_with("; did you mean poj1067?"));
        assert!(
            typo("hdu184").ends_with("; did you mean hdu1846, hdu1847, hdu1848 or hdu1849?"),
            "{}",
            typo("hdu184")
        );
    }

    #[test]
    fn an_alias_is_listed_as_its_problem() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let ids = list_problems(&root).unwrap();
        assert!(ids.iter().any(|id| id == "hdu1527"), "{ids:?}");
        assert!(!ids.iter().any(|id| id == "poj1067"), "{ids:?}");
        let metadata = Metadata::load(&root).unwrap();
        assert_eq!(
            aliases_in(&metadata),
            [("poj1067".to_string(), "hdu1527".to_string())]
        );
        assert_eq!(
            statement(&metadata, "poj1067").unwrap().memory_limit_mib,
            None
        );
        assert_eq!(
            statement(&metadata, "hdu2177").unwrap().memory_limit_mib,
            Some(32)
        );
    }
}
