//! The workspace's packages as cargo sees them, from one `cargo metadata --format-version 1
//! --no-deps`: the one source for which packages, and so which problems, exist.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// What `cargo metadata --no-deps` tells of the workspace (the fields the tools read), as
/// the `cargo_metadata` crate reads it.
#[derive(Clone, Debug)]
pub struct Metadata {
    /// Every member of the workspace.
    pub packages: Vec<Member>,
    /// The workspace root, as cargo spells it: every manifest path starts with it.
    pub workspace_root: PathBuf,
}

/// A member of the workspace.
#[derive(Clone, Debug)]
pub struct Member {
    /// The package name (`hdu1846`, `judge`).
    pub name: String,
    /// Its `Cargo.toml`.
    pub manifest_path: PathBuf,
    /// What it depends on, as its manifest says.
    pub dependencies: Vec<Dependency>,
    /// Its targets: binaries, library, tests (`abc278g-interactor`).
    pub targets: Vec<Target>,
    /// Its `[package.metadata]` table, if any: a problem's statement data is under
    /// `[package.metadata.problem]` ([`Member::statement`]).
    pub metadata: Option<serde_json::Value>,
}

/// A target of a member, as cargo names it.
#[derive(Clone, Debug)]
pub struct Target {
    /// The target's name (`abc278g-interactor`), which names its file under `target/`.
    pub name: String,
    /// `bin`, `lib`, `test`, ...
    pub kind: Vec<String>,
}

/// A problem's statement data, `[package.metadata.problem]` in `problems/<id>/Cargo.toml`:
/// what the tools know of a problem without compiling anything of it.
///
/// ```toml
/// [package.metadata.problem]
/// memory-limit-mib = 32
/// aliases = ["poj1067"]
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Statement {
    /// The statement's memory limit in MiB, when it is one to hold a program to:
    /// `scripts/check` reports `MLE` above it unless `--memory-limit` says otherwise.
    pub memory_limit_mib: Option<u64>,
    /// Other ids the problem goes by (the same problem on another judge: hdu1527 is also
    /// poj1067). Every tool takes an alias wherever it takes an id, for this problem.
    #[serde(default)]
    pub aliases: Vec<String>,
}

impl Member {
    /// Its statement data, `[package.metadata.problem]` (all defaults without one).
    ///
    /// # Errors
    /// When the table holds what [`Statement`] does not know.
    pub fn statement(&self) -> Result<Statement, String> {
        let Some(table) = self.metadata.as_ref().and_then(|m| m.get("problem")) else {
            return Ok(Statement::default());
        };
        Statement::deserialize(table).map_err(|e| {
            format!(
                "{}: [package.metadata.problem]: {e}",
                self.manifest_path.display()
            )
        })
    }
}

/// A dependency as a manifest states it.
#[derive(Clone, Debug)]
pub struct Dependency {
    /// The package depended on (`proconio`).
    pub name: String,
    /// The version requirement (`=0.5.0`, `^1`, `*` for a path).
    pub req: String,
    /// `dev` or `build` for those kinds of dependency; `None` for a normal one.
    pub kind: Option<String>,
}

impl From<cargo_metadata::Metadata> for Metadata {
    fn from(metadata: cargo_metadata::Metadata) -> Metadata {
        use cargo_metadata::DependencyKind;
        let packages = metadata
            .packages
            .into_iter()
            .map(|package| Member {
                name: package.name.to_string(),
                manifest_path: package.manifest_path.into(),
                dependencies: package
                    .dependencies
                    .into_iter()
                    .map(|dependency| Dependency {
                        name: dependency.name,
                        req: dependency.req.to_string(),
                        kind: match dependency.kind {
                            DependencyKind::Normal => None,
                            DependencyKind::Development => Some("dev".to_string()),
                            DependencyKind::Build => Some("build".to_string()),
                            _ => Some("unknown".to_string()),
                        },
                    })
                    .collect(),
                targets: package
                    .targets
                    .into_iter()
                    .map(|target| Target {
                        name: target.name,
                        kind: target.kind.iter().map(ToString::to_string).collect(),
                    })
                    .collect(),
                metadata: Some(package.metadata).filter(|m| !m.is_null()),
            })
            .collect();
        Metadata {
            packages,
            workspace_root: metadata.workspace_root.into(),
        }
    }
}

impl Metadata {
    /// Runs `cargo metadata --format-version 1 --no-deps` on the workspace at `root` (`$CARGO`
    /// if set, else `cargo`).
    ///
    /// # Errors
    /// A plain message, with cargo's own, when cargo cannot be run or fails (a member without
    /// a `Cargo.toml`, a manifest that does not parse).
    pub fn load(root: &Path) -> Result<Metadata, String> {
        let mut command = cargo_metadata::MetadataCommand::new();
        command.manifest_path(root.join("Cargo.toml")).no_deps();
        if let Some(cargo) = std::env::var_os("CARGO") {
            command.cargo_path(cargo);
        }
        let metadata = command.exec().map_err(|e| match e {
            cargo_metadata::Error::CargoMetadata { stderr } => format!(
                "cannot read the workspace's packages (cargo metadata failed):\n{}",
                stderr.trim_end()
            ),
            other => format!("cannot read the workspace's packages: {other}"),
        })?;
        Ok(Metadata::from(metadata))
    }

    /// [`Metadata::load`], once per process and root: what the tools read of a problem's
    /// statement data while they judge it.
    ///
    /// # Errors
    /// As [`Metadata::load`] (a failure is not kept: the next call tries again).
    pub fn cached(root: &Path) -> Result<std::sync::Arc<Metadata>, String> {
        use std::collections::HashMap;
        use std::sync::{Arc, Mutex, OnceLock};
        static CACHE: OnceLock<Mutex<HashMap<PathBuf, Arc<Metadata>>>> = OnceLock::new();
        let cache = CACHE.get_or_init(Default::default);
        if let Some(metadata) = cache.lock().map_err(|e| e.to_string())?.get(root) {
            return Ok(Arc::clone(metadata));
        }
        let metadata = Arc::new(Metadata::load(root)?);
        let mut cache = cache.lock().map_err(|e| e.to_string())?;
        cache.insert(root.to_path_buf(), Arc::clone(&metadata));
        Ok(metadata)
    }

    /// The members whose directory is `<parent>/<name>` under the root (`problems/hdu1846`),
    /// each with that name (`hdu1846`), which may differ from its package name.
    pub fn members_in<'a>(
        &'a self,
        parent: &'a str,
    ) -> impl Iterator<Item = (&'a str, &'a Member)> {
        self.packages.iter().filter_map(move |member| {
            let relative = member
                .manifest_path
                .strip_prefix(&self.workspace_root)
                .ok()?;
            let mut parts = relative.iter().map(|part| part.to_str());
            match (parts.next()??, parts.next()??, parts.next()??, parts.next()) {
                (dir, name, "Cargo.toml", None) if dir == parent => Some((name, member)),
                _ => None,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_this_workspace() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let metadata = Metadata::load(&here.join("../..")).unwrap();
        let this = metadata.packages.iter().find(|m| m.name == "workspace");
        let this = this.expect("a member named workspace");
        assert!(
            this.manifest_path.ends_with("tools/workspace/Cargo.toml"),
            "{this:?}"
        );
        assert!(
            this.dependencies
                .iter()
                .any(|d| d.name == "serde_json" && d.req == "^1")
        );
        let tools: Vec<&str> = metadata.members_in("tools").map(|(dir, _)| dir).collect();
        assert!(
            tools.contains(&"workspace") && tools.contains(&"judge"),
            "{tools:?}"
        );
        let problems: Vec<(&str, &str)> = metadata
            .members_in("problems")
            .map(|(dir, member)| (dir, member.name.as_str()))
            .collect();
        assert!(problems.contains(&("hdu1846", "hdu1846")), "{problems:?}");
        // An alias is data in its problem's manifest, not a package.
        assert!(
            !problems.iter().any(|&(dir, _)| dir == "poj1067"),
            "{problems:?}"
        );
        let hdu1527 = metadata
            .packages
            .iter()
            .find(|m| m.name == "hdu1527")
            .unwrap();
        assert_eq!(hdu1527.statement().unwrap().aliases, ["poj1067"]);
        assert!(
            !problems.iter().any(|&(_, name)| name == "snippets"),
            "{problems:?}"
        );
    }

    #[test]
    fn a_broken_workspace_is_an_error_naming_the_cause() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("Cargo.toml"),
            "[workspace]\nmembers = [\"p\"]\n",
        )
        .unwrap();
        let error = Metadata::load(dir.path()).unwrap_err();
        assert!(
            error.starts_with("cannot read the workspace's packages"),
            "{error}"
        );
        assert!(
            error.contains("failed to load manifest for workspace member"),
            "{error}"
        );
    }
}
