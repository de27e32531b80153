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

/// The compilers and editions each kind of file must compile under, as the judges set them
/// today: the current stable Rust with edition 2024 (Luogu, at `-C opt-level=2`; AtCoder 1.89
/// with 2024) first, the one `--verify` judges; the current Rust with 2021 (Codeforces); and,
/// without crates, Rust 1.84 with 2021 (QOJ, the oldest that matters; 1.84 has no edition
/// 2024). The crates' rlibs are the workspace's, built by the default rustc: only it can link
/// them, and only AtCoder, on 1.89, has them.
pub fn compilers(mode: Mode) -> Vec<(Rustc, &'static str)> {
    let mut list = vec![(Rustc::Default, "2024"), (Rustc::Default, "2021")];
    if mode == Mode::Standalone {
        list.push((Rustc::Toolchain(OLDEST_RUST), "2021"));
    }
    list
}

/// Whether rustup has the toolchain `name` (`rustup run <name> rustc --version` works).
pub fn installed(name: &str) -> bool {
    Command::new("rustup")
        .args(["run", name, "rustc", "--version"])
        .output()
        .is_ok_and(|output| output.status.success())
}

/// What to install when Rust 1.84 is missing.
pub const INSTALL_OLDEST: &str = "rustup toolchain install 1.84.0 --profile minimal";

/// How one compile goes.
#[derive(Clone, Debug)]
pub struct Compile {
    pub rustc: Rustc,
    pub edition: &'static str,
    /// An optimised executable (`-C opt-level=2`, as Luogu builds: the lower of the judges'
    /// settings, `-O` being opt-level 3 in current rustc), or only checked
    /// (`--emit=metadata`).
    pub optimize: bool,
    /// `-D warnings`.
    pub deny_warnings: bool,
    /// `--extern` and `-L` arguments.
    pub externs: Vec<String>,
    /// Only for a file that uses no crate (`proconio`, `itertools`): a compiler that cannot
    /// link the workspace's crates (Rust 1.84), for a bundle that may go to any judge.
    pub without_crates: bool,
}

/// Whether `source` uses a crate (`proconio::`, `itertools::`) rather than a module of its own
/// of that name (the standalone stand-in, `mod proconio`).
fn uses_crates(source: &str) -> bool {
    let code = crate::lex::code_only(source, &crate::lex::classify(source));
    ["proconio", "itertools"].iter().any(|name| {
        crate::lex::word_offsets(&code, name).next().is_some()
            && crate::lex::word_offsets(&code, "mod")
                .filter_map(|at| crate::lex::ident_at(&code, crate::lex::skip_space(&code, at + 3)))
                .all(|module| module != *name)
    })
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
    command.args(if how.optimize {
        &["-C", "opt-level=2"][..]
    } else {
        &["--emit=metadata"][..]
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
/// returns a message per failure, naming the label and the compiler. The files rustc read are
/// removed, unless one fails: then they are kept, so that the paths and lines of rustc's
/// errors can be opened, and the message says where.
///
/// # Errors
/// When the scratch directory cannot be written.
pub fn check_all(sources: &[(String, String)], how: &[Compile]) -> Result<Vec<String>, String> {
    // Removed when dropped, unless kept below.
    let scratch = tempfile::Builder::new()
        .prefix("scripts-bundle-check-")
        .tempdir()
        .map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let mut jobs = Vec::new();
    for (i, (label, text)) in sources.iter().enumerate() {
        let path = scratch.path().join(format!("bundle-{i}.rs"));
        fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let crates = uses_crates(text);
        for (j, compile) in how.iter().enumerate() {
            if compile.without_crates && crates {
                continue;
            }
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
    let mut failures: Vec<String> = failures.into_iter().flatten().collect();
    if !failures.is_empty() {
        let kept = scratch.keep();
        failures.push(format!(
            "(the files rustc read are kept in {}; remove it when done)",
            kept.display()
        ));
    }
    Ok(failures)
}

/// The compiles a written bundle must pass: the current rustc under edition 2021 and 2024,
/// against the workspace's proconio and itertools in [`Mode::WithCrates`]; and Rust 1.84 under
/// 2021 for a file that uses no crate, when rustup has it (else a note on stderr says how to
/// install it). A program's own warnings are its business; a module block's are not
/// (`deny_warnings`).
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
    let mut how: Vec<Compile> = ["2021", "2024"]
        .into_iter()
        .map(|edition| Compile {
            rustc: Rustc::Default,
            edition,
            optimize: false,
            deny_warnings,
            externs: externs.clone(),
            without_crates: false,
        })
        .collect();
    if installed(OLDEST_RUST) {
        how.push(Compile {
            rustc: Rustc::Toolchain(OLDEST_RUST),
            edition: "2021",
            optimize: false,
            deny_warnings,
            externs: Vec::new(),
            without_crates: true,
        });
    } else {
        eprintln!(
            "note: Rust {OLDEST_RUST} (QOJ's, the oldest judge's) is not installed, so the bundle is not checked with it: {INSTALL_OLDEST}"
        );
    }
    Ok(how)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The oldest judge Rust is stated once for cargo and clippy and agrees with the compiler
    /// the bundles are checked with: the workspace's `rust-version`, which snippets inherit,
    /// and clippy's `msrv` for the problems (whose `main.rs` is pasted too).
    #[test]
    fn pasted_code_is_linted_for_the_oldest_judge_rust() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let read = |path: &str| fs::read_to_string(root.join(path)).unwrap();
        let version = OLDEST_RUST.trim_end_matches(".0");
        let workspace = read("Cargo.toml");
        let package = &workspace[workspace.find("[workspace.package]").unwrap()..];
        assert!(
            package.contains(&format!("\nrust-version = \"{version}\"\n")),
            "{package}"
        );
        assert!(read("snippets/Cargo.toml").contains("\nrust-version.workspace = true\n"));
        assert!(
            read("problems/clippy.toml").contains(&format!("\nmsrv = \"{version}\"\n")),
            "problems/clippy.toml"
        );
    }
}
