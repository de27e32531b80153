//! The cargo build step: build the requested packages in one cargo run and find each one's
//! executable from cargo's JSON messages (so `CARGO_TARGET_DIR` and cargo config are
//! respected, and nothing guesses at `target/release/<name>`).

use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::metadata::Metadata;

/// Which cargo profile to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    /// `--release`: what a judge runs.
    Release,
    /// The dev profile: overflow checks and debug assertions on.
    Dev,
}

/// A package to build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package {
    /// The problem id (the directory name under `problems/`).
    pub id: String,
    /// The cargo package name (normally the same as the id).
    pub name: String,
    /// Its `Cargo.toml`.
    pub manifest: PathBuf,
}

impl Package {
    /// The package of `problems/<id>/` under `root`, its name from cargo's metadata (the id
    /// if cargo cannot tell: its build will say why).
    pub fn problem(root: &Path, id: &str) -> Package {
        match Metadata::load(root) {
            Ok(metadata) => Package::in_workspace(root, &metadata, id),
            Err(_) => Package {
                id: id.to_string(),
                name: id.to_string(),
                manifest: root.join("problems").join(id).join("Cargo.toml"),
            },
        }
    }

    /// [`Package::problem`], the workspace's metadata already read: the id if no member is
    /// in `problems/<id>/`.
    pub fn in_workspace(root: &Path, metadata: &Metadata, id: &str) -> Package {
        let name = metadata
            .members_in("problems")
            .find(|&(dir, _)| dir == id)
            .map_or(id, |(_, member)| member.name.as_str());
        Package {
            id: id.to_string(),
            name: name.to_string(),
            manifest: root.join("problems").join(id).join("Cargo.toml"),
        }
    }
}

/// Runs `cargo <command> --message-format=json-render-diagnostics <args>` in the workspace at
/// `root` (cargo's diagnostics go to this process's stderr) and returns every artifact cargo
/// reports, in its order.
///
/// # Errors
/// A plain message when cargo cannot be run or fails.
pub fn cargo_artifacts<S: AsRef<OsStr>>(
    root: &Path,
    command: &str,
    args: &[S],
) -> Result<Vec<Artifact>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .arg(command)
        .arg("--manifest-path")
        .arg(root.join("Cargo.toml"))
        .arg("--message-format=json-render-diagnostics")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cargo.to_string_lossy()))?;
    if !output.status.success() {
        return Err(format!(
            "build failed (cargo {command} exited with {})",
            output.status
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(parse_artifact)
        .collect())
}

/// Builds `packages` with one `cargo build` (cargo's diagnostics go to this process's
/// stderr) and returns the executable of each package that has a binary target, by id.
///
/// `color` is passed to cargo as `--color always|never` when given.
///
/// # Errors
/// A plain message when cargo cannot be run or the build fails.
pub fn build(
    root: &Path,
    packages: &[Package],
    profile: Profile,
    color: Option<bool>,
) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut executables = BTreeMap::new();
    if packages.is_empty() {
        return Ok(executables);
    }
    let mut args: Vec<OsString> = Vec::new();
    if profile == Profile::Release {
        args.push("--release".into());
    }
    if let Some(color) = color {
        args.extend([
            "--color".into(),
            if color { "always" } else { "never" }.into(),
        ]);
    }
    for package in packages {
        args.extend(["-p".into(), package.name.clone().into()]);
    }
    let artifacts = cargo_artifacts(root, "build", &args)?;

    let canonical = |path: &Path| fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let manifests: Vec<PathBuf> = packages.iter().map(|p| canonical(&p.manifest)).collect();
    for artifact in artifacts {
        let Some(executable) = artifact
            .executable
            .filter(|_| artifact.kinds.iter().any(|k| k == "bin"))
        else {
            continue;
        };
        let manifest = canonical(&artifact.manifest_path);
        let Some(index) = manifests.iter().position(|m| *m == manifest) else {
            continue;
        };
        let package = &packages[index];
        // A package with several binaries: the one named after the package wins.
        if artifact.target_name == package.name || !executables.contains_key(&package.id) {
            executables.insert(package.id.clone(), executable);
        }
    }
    Ok(executables)
}

/// The one tool binary, `gt` (`tools/cli`), built in the dev profile if it is not already
/// up to date, once per process: what the tests of the commands run (`gt check ...`, as
/// `scripts/check` does), from any crate of the workspace.
///
/// # Panics
/// When it cannot be built: a test cannot go on without it.
pub fn gt(root: &Path) -> PathBuf {
    static GT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    GT.get_or_init(|| {
        let args = ["--quiet", "-p", "cli", "--bin", "gt"];
        let artifacts = cargo_artifacts(root, "build", &args).expect("gt builds");
        artifacts
            .into_iter()
            .find_map(|a| a.executable.filter(|_| a.target_name == "gt"))
            .expect("cargo built gt")
    })
    .clone()
}

/// One `compiler-artifact` message of cargo: a target it built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Artifact {
    /// The `Cargo.toml` of the target's package.
    pub manifest_path: PathBuf,
    /// The target's name (`hdu1846`, `stress`, `proconio`).
    pub target_name: String,
    /// The target's kinds: `bin`, `lib`, `test`, ...
    pub kinds: Vec<String>,
    /// Whether this is the test build of the target (`cargo test`'s harness binary).
    pub test: bool,
    /// The files written (an `.rlib`, a `.rmeta`, an executable).
    pub filenames: Vec<PathBuf>,
    /// The executable, for binaries and tests.
    pub executable: Option<PathBuf>,
}

/// The artifact of one line of cargo's JSON messages, if it is a `compiler-artifact` (read by
/// the `cargo_metadata` crate).
pub(crate) fn parse_artifact(line: &str) -> Option<Artifact> {
    let Ok(cargo_metadata::Message::CompilerArtifact(built)) = serde_json::from_str(line) else {
        return None;
    };
    Some(Artifact {
        manifest_path: built.manifest_path.into(),
        target_name: built.target.name,
        kinds: built.target.kind.iter().map(ToString::to_string).collect(),
        test: built.profile.test,
        filenames: built.filenames.into_iter().map(Into::into).collect(),
        executable: built.executable.map(Into::into),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `compiler-artifact` line as cargo writes it, of a target `kind` named `name`.
    fn message(kind: &str, name: &str, test: bool, filenames: &str, executable: &str) -> String {
        format!(
            r#"{{"reason":"compiler-artifact","package_id":"path+file:///w/p#0.1.0","manifest_path":"/w/p/Cargo.toml","target":{{"kind":["{kind}"],"crate_types":["{kind}"],"name":"{name}","src_path":"/w/p/src/main.rs","edition":"2024","doc":true,"doctest":false,"test":false}},"profile":{{"opt_level":"0","debuginfo":"line-tables-only","debug_assertions":true,"overflow_checks":true,"test":{test}}},"features":[],"filenames":[{filenames}],"executable":{executable},"fresh":true}}"#
        )
    }

    #[test]
    fn parses_artifacts() {
        let bin = message(
            "bin",
            "hdu1846",
            false,
            r#""/t/release/hdu1846""#,
            r#""/t/release/hdu1846""#,
        );
        assert_eq!(
            parse_artifact(&bin),
            Some(Artifact {
                manifest_path: "/w/p/Cargo.toml".into(),
                target_name: "hdu1846".into(),
                kinds: vec!["bin".into()],
                test: false,
                filenames: vec!["/t/release/hdu1846".into()],
                executable: Some("/t/release/hdu1846".into()),
            })
        );
        let files = r#""/t/deps/libproconio-1.rlib","/t/deps/libproconio-1.rmeta""#;
        let lib = parse_artifact(&message("lib", "proconio", false, files, "null"));
        let lib = lib.expect("a library artifact");
        assert_eq!((lib.kinds, lib.executable), (vec!["lib".to_string()], None));
        assert_eq!(lib.filenames.len(), 2);
        let test = message(
            "test",
            "stress",
            true,
            r#""/t/deps/stress-9""#,
            r#""/t/deps/stress-9""#,
        );
        assert!(parse_artifact(&test).expect("a test artifact").test);
        assert_eq!(
            parse_artifact(r#"{"reason":"build-finished","success":true}"#),
            None
        );
        assert_eq!(parse_artifact("not json"), None);
    }
}
