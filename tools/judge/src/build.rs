//! The cargo build step: build the requested packages in one cargo run and find each one's
//! executable from cargo's JSON messages (so `CARGO_TARGET_DIR` and cargo config are
//! respected, and nothing guesses at `target/release/<name>`).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(&cargo);
    command
        .arg("build")
        .arg("--manifest-path")
        .arg(root.join("Cargo.toml"))
        .arg("--message-format=json-render-diagnostics");
    if profile == Profile::Release {
        command.arg("--release");
    }
    if let Some(color) = color {
        command.args(["--color", if color { "always" } else { "never" }]);
    }
    for package in packages {
        command.arg("-p").arg(&package.name);
    }
    let output = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", cargo.to_string_lossy()))?;
    if !output.status.success() {
        return Err(format!(
            "build failed (cargo exited with {})",
            output.status
        ));
    }

    let canonical = |path: &Path| fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let manifests: Vec<PathBuf> = packages.iter().map(|p| canonical(&p.manifest)).collect();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Some(artifact) = parse_artifact(line) else {
            continue;
        };
        let manifest = canonical(Path::new(&artifact.manifest_path));
        let Some(index) = manifests.iter().position(|m| *m == manifest) else {
            continue;
        };
        let package = &packages[index];
        // A package with several binaries: the one named after the package wins.
        if artifact.target_name == package.name || !executables.contains_key(&package.id) {
            executables.insert(package.id.clone(), artifact.executable);
        }
    }
    Ok(executables)
}

/// The parts of a `compiler-artifact` message for a binary that matter here.
#[derive(Debug, PartialEq, Eq)]
struct Artifact {
    manifest_path: String,
    target_name: String,
    executable: PathBuf,
}

fn parse_artifact(line: &str) -> Option<Artifact> {
    let message: serde_json::Value = serde_json::from_str(line).ok()?;
    if message.get("reason")?.as_str()? != "compiler-artifact" {
        return None;
    }
    let target = message.get("target")?;
    let is_bin = target
        .get("kind")?
        .as_array()?
        .iter()
        .any(|k| k.as_str() == Some("bin"));
    if !is_bin {
        return None;
    }
    Some(Artifact {
        manifest_path: message.get("manifest_path")?.as_str()?.to_string(),
        target_name: target.get("name")?.as_str()?.to_string(),
        executable: PathBuf::from(message.get("executable")?.as_str()?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_binary_artifacts_only() {
        let bin = r#"{"reason":"compiler-artifact","package_id":"path+file:///w/problems/hdu1846#0.1.0","manifest_path":"/w/problems/hdu1846/Cargo.toml","target":{"kind":["bin"],"crate_types":["bin"],"name":"hdu1846","src_path":"/w/problems/hdu1846/src/main.rs"},"profile":{},"features":[],"filenames":["/t/release/hdu1846"],"executable":"/t/release/hdu1846","fresh":true}"#;
        assert_eq!(
            parse_artifact(bin),
            Some(Artifact {
                manifest_path: "/w/problems/hdu1846/Cargo.toml".into(),
                target_name: "hdu1846".into(),
                executable: "/t/release/hdu1846".into(),
            })
        );
        let lib = r#"{"reason":"compiler-artifact","manifest_path":"/w/snippets/Cargo.toml","target":{"kind":["lib"],"name":"snippets"},"executable":null}"#;
        assert_eq!(parse_artifact(lib), None);
        assert_eq!(
            parse_artifact(r#"{"reason":"build-finished","success":true}"#),
            None
        );
        assert_eq!(parse_artifact("not json"), None);
    }
}
