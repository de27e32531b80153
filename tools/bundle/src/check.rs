//! Compiling what the bundler writes: a bundle that does not compile is never written.

use crate::Mode;
use std::fs;
use std::path::Path;
use std::process::Command;
use workspace::metadata::Metadata;
use workspace::{build, pool};

/// The oldest Rust a judge we target runs, as a rustup toolchain name.
pub const OLDEST_RUST: &str = "1.84.0";

/// A compiler: the default `rustc`, or a rustup toolchain by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rustc {
    Default,
    Toolchain(&'static str),
}

impl Rustc {
    fn command(self) -> Command {
        match self {
            Rustc::Default => Command::new("rustc"),
            Rustc::Toolchain(name) => {
                let mut command = Command::new("rustup");
                command.args(["run", name, "rustc"]);
                command
            }
        }
    }

    /// A suffix for file names: empty for the default rustc.
    pub fn suffix(self) -> String {
        match self {
            Rustc::Default => String::new(),
            Rustc::Toolchain(name) => format!("-{name}"),
        }
    }

    pub fn label(self) -> String {
        match self {
            Rustc::Default => "rustc".to_string(),
            Rustc::Toolchain(name) => format!("rustc {name}"),
        }
    }
}

/// The compilers and editions each kind of file must compile under.
pub fn compilers(mode: Mode) -> Vec<(Rustc, &'static str)> {
    let mut list = vec![(Rustc::Default, "2021"), (Rustc::Default, "2024")];
    // The crates' rlibs are the workspace's, built by the default rustc: only it can link them.
    if mode == Mode::Standalone {
        list.push((Rustc::Toolchain(OLDEST_RUST), "2021"));
    }
    list
}

/// How one compile goes.
#[derive(Clone, Debug)]
pub struct Compile {
    pub rustc: Rustc,
    pub edition: &'static str,
    /// An optimised executable (`-O`), or only checked (`--emit=metadata`).
    pub optimize: bool,
    /// `-D warnings`.
    pub deny_warnings: bool,
    /// `--extern` and `-L` arguments.
    pub externs: Vec<String>,
}

/// Compiles the single file `source` into `output`.
///
/// # Errors
/// rustc's diagnostics, or why it could not run.
pub fn compile(how: &Compile, source: &Path, output: &Path) -> Result<(), String> {
    let mut command = how.rustc.command();
    command.args(["--edition", how.edition, "--crate-type", "bin"]);
    if how.deny_warnings {
        command.args(["-D", "warnings"]);
    }
    command.arg(if how.optimize {
        "-O"
    } else {
        "--emit=metadata"
    });
    command.args(&how.externs).arg(source).arg("-o").arg(output);
    match command.output() {
        Ok(result) if result.status.success() => Ok(()),
        Ok(result) => Err(String::from_utf8_lossy(&result.stderr).into_owned()),
        Err(e) => Err(format!("cannot run {}: {e}", how.rustc.label())),
    }
}

/// The `--extern` and `-L` arguments that link a bundle against the workspace's proconio and
/// itertools, built by `cargo build` with `cargo_args` (`--release -p <problem>...`).
///
/// # Errors
/// When the build fails or makes no such rlib.
pub fn crate_arguments(root: &Path, cargo_args: &[String]) -> Result<Vec<String>, String> {
    let artifacts = build::cargo_artifacts(root, "build", cargo_args)?;
    let mut arguments = Vec::new();
    for name in ["proconio", "itertools"] {
        let rlib = artifacts
            .iter()
            .filter(|a| a.target_name == name && a.kinds.iter().any(|k| k == "lib"))
            .flat_map(|a| a.filenames.iter())
            .find(|f| f.extension().is_some_and(|e| e == "rlib"))
            .ok_or_else(|| format!("the build made no {name} rlib"))?;
        let deps = rlib.parent().expect("an rlib lives in a directory");
        arguments.push(format!("--extern={name}={}", rlib.display()));
        arguments.push(format!("-Ldependency={}", deps.display()));
    }
    Ok(arguments)
}

/// Type-checks each of `sources` (a label and a program) with each of `how`, on every core;
/// returns a message per failure, naming the label and the compiler.
///
/// # Errors
/// When the scratch directory cannot be written.
pub fn check_all(sources: &[(String, String)], how: &[Compile]) -> Result<Vec<String>, String> {
    // Removed when dropped, on any exit.
    let scratch = tempfile::Builder::new()
        .prefix("scripts-bundle-check-")
        .tempdir()
        .map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let mut jobs = Vec::new();
    for (i, (label, text)) in sources.iter().enumerate() {
        let path = scratch.path().join(format!("bundle-{i}.rs"));
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        for (j, compile) in how.iter().enumerate() {
            let output = scratch.path().join(format!("bundle-{i}-{j}.rmeta"));
            jobs.push((label, path.clone(), output, compile));
        }
    }
    let failures = pool::map(&jobs, pool::cores(), |(label, path, output, how)| {
        let deny = if how.deny_warnings {
            " -D warnings"
        } else {
            ""
        };
        let (rustc, edition) = (how.rustc.label(), how.edition);
        compile(how, path, output).err().map(|error| {
            format!("{label} does not compile ({rustc} --edition {edition}{deny}):\n{error}")
        })
    });
    Ok(failures.into_iter().flatten().collect())
}

/// The compiles a written bundle must pass: the current rustc under edition 2021 and 2024,
/// against the workspace's proconio and itertools in [`Mode::WithCrates`]. A program's own
/// warnings are its business; a module block's are not (`deny_warnings`).
///
/// # Errors
/// When the crates cannot be built.
pub fn written(root: &Path, mode: Mode, deny_warnings: bool) -> Result<Vec<Compile>, String> {
    let externs = match mode {
        Mode::WithCrates => {
            let mut args = vec!["--release".to_string(), "--quiet".to_string()];
            for name in ["proconio", "itertools"] {
                args.extend(["-p".to_string(), pinned(root, name)]);
            }
            crate_arguments(root, &args)?
        }
        Mode::Standalone => Vec::new(),
    };
    Ok(["2021", "2024"]
        .into_iter()
        .map(|edition| Compile {
            rustc: Rustc::Default,
            edition,
            optimize: false,
            deny_warnings,
            externs: externs.clone(),
        })
        .collect())
}

/// `name@version` as the workspace pins it (`proconio = "=0.5.0"`: a requirement `=` of a
/// member, from cargo's metadata), so that `cargo build -p` picks that one when the dependency
/// graph has several; `name` without a pin.
fn pinned(root: &Path, name: &str) -> String {
    let metadata = Metadata::load(root).ok();
    let members = metadata.iter().flat_map(|metadata| &metadata.packages);
    members
        .flat_map(|member| &member.dependencies)
        .filter(|dependency| dependency.name == name)
        .find_map(|dependency| dependency.req.strip_prefix('='))
        .map_or_else(|| name.to_string(), |version| format!("{name}@{version}"))
}
