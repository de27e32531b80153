//! Every problem's description in one crate, for the tools that read them (`scripts/stress`,
//! `scripts/table`, `scripts/bench`, `scripts/check`), in their own process.
//!
//! `build.rs` finds every `problems/<id>/problem.rs` (the convention is in the `problem`
//! crate) and makes each a module of this crate, `catalog::<id>`. What a tool does with a
//! problem is generic over [`problem::Problem`]; [`visit`] runs it on the problem's own type,
//! so there are no trait objects and every associated item (`P::Case`, `P::TABLE`, ...)
//! stays usable:
//!
//! ```
//! struct MaxSupported;
//!
//! impl catalog::Visit for MaxSupported {
//!     type Output = u64;
//!     fn visit<P: problem::Problem>(self, _id: &'static str, _problem: P) -> u64 {
//!         P::MAX_SUPPORTED
//!     }
//! }
//!
//! assert_eq!(catalog::visit("hdu1846", MaxSupported), Some(300));
//! assert_eq!(catalog::visit("poj1067", MaxSupported), catalog::visit("hdu1527", MaxSupported));
//! assert_eq!(catalog::visit("nosuch", MaxSupported), None);
//! ```
//!
//! `scripts/stress --round` (CI) runs every problem's short stress round and its error voice
//! from this catalog, in one process.

use problem::Problem;

include!(concat!(env!("OUT_DIR"), "/catalog.rs"));

/// Generic code to run on one problem's description: see [`visit`].
pub trait Visit {
    /// What the visit gives back.
    type Output;

    /// Runs on the description `problem` of problem `id` (its canonical id: never an alias).
    fn visit<P: Problem>(self, id: &'static str, problem: P) -> Self::Output;
}

/// Runs `visitor` on the description of problem `id`, or of the problem `id` is an alias of.
/// `None` when no problem has that id or alias.
pub fn visit<V: Visit>(id: &str, visitor: V) -> Option<V::Output> {
    dispatch(canonical(id)?, visitor)
}

/// The id of the problem that `id` names: `id` itself when it is a problem's id, the
/// problem's when it is one of its [`Problem::ALIASES`] (`poj1067` is `hdu1527`), `None` when
/// neither.
///
/// # Example
/// ```
/// assert_eq!(catalog::canonical("hdu1846"), Some("hdu1846"));
/// assert_eq!(catalog::canonical("poj1067"), Some("hdu1527"));
/// assert_eq!(catalog::canonical("nosuch"), None);
/// ```
pub fn canonical(id: &str) -> Option<&'static str> {
    NAMES
        .iter()
        .find(|(canonical, aliases)| *canonical == id || aliases.contains(&id))
        .map(|&(canonical, _)| canonical)
}

/// Every problem's aliases ([`Problem::ALIASES`]), problem by problem.
///
/// # Example
/// ```
/// assert!(catalog::every_alias().any(|alias| alias == "poj1067"));
/// ```
pub fn every_alias() -> impl Iterator<Item = &'static str> {
    NAMES
        .iter()
        .flat_map(|&(_, aliases)| aliases.iter().copied())
}

/// Whether problem `id` (or the problem it is an alias of) is interactive
/// ([`Problem::INTERACTIVE`]: the program plays against `problems/<id>/interactor.rs`);
/// `false` for an unknown id.
///
/// # Example
/// ```
/// assert!(catalog::interactive("cf1934d2"));
/// assert!(!catalog::interactive("hdu1846") && !catalog::interactive("nosuch"));
/// ```
pub fn interactive(id: &str) -> bool {
    struct Interactive;
    impl Visit for Interactive {
        type Output = bool;
        fn visit<P: Problem>(self, _id: &'static str, _problem: P) -> bool {
            P::INTERACTIVE
        }
    }
    visit(id, Interactive).unwrap_or(false)
}

/// The aliases of the problem `description` makes, read without making it.
const fn aliases<P: Problem>(_description: fn() -> P) -> &'static [&'static str] {
    P::ALIASES
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn every_id_and_alias_names_one_problem() {
        let mut names: Vec<&str> = NAMES
            .iter()
            .flat_map(|&(id, aliases)| std::iter::once(id).chain(aliases.iter().copied()))
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "a name given twice: {NAMES:?}");
        assert!(IDS.windows(2).all(|w| w[0] < w[1]), "{IDS:?}");
        assert_eq!(NAMES.len(), IDS.len());
        for &(id, aliases) in NAMES {
            assert_eq!(canonical(id), Some(id));
            for alias in aliases {
                assert_eq!(canonical(alias), Some(id), "{alias}");
            }
        }
    }

    #[test]
    fn a_problem_is_interactive_iff_it_has_an_interactor() {
        let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
        for &id in IDS {
            let source = problems.join(id).join("interactor.rs");
            assert_eq!(
                interactive(id),
                source.is_file(),
                "{id}: Problem::INTERACTIVE and problems/{id}/interactor.rs disagree"
            );
        }
    }

    #[test]
    fn an_alias_package_builds_its_problems_program() {
        let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
        for &(id, aliases) in NAMES {
            for alias in aliases {
                let dir = problems.join(alias);
                let manifest = std::fs::read_to_string(dir.join("Cargo.toml"))
                    .unwrap_or_else(|e| panic!("problems/{alias}/Cargo.toml: {e}"));
                let path = format!("path = \"../{id}/src/main.rs\"");
                assert!(manifest.contains(&path), "{alias}: no {path}:\n{manifest}");
                assert!(!dir.join("src").exists(), "{alias}: a source of its own");
            }
        }
    }
}
