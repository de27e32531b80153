//! `scripts/bundle --verify`: what `scripts/test` runs so that no bundle breaks unnoticed.
//!
//! - Every problem, in both modes: bundled, compiled as one file by plain `rustc -O` under
//!   edition 2021 and 2024 (the crates mode against the workspace's own compiled proconio and
//!   itertools; the standalone mode with no `--extern`, and also with the oldest Rust a judge
//!   runs), and judged on every testcase by the `scripts/check` machinery.
//! - Every snippets module bundled on its own with `fn main() {}` appended, compiled under
//!   both editions and the oldest Rust (the AtCoder Library's expand check).
//!
//! Compiles use `-D warnings`: a bundle a person submits compiles cleanly.

use crate::{Mode, Snippets, bundle_problem, command_line};
use judge::check::{self, Settings};
use judge::{build, cases, workspace};
use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

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
    fn suffix(self) -> String {
        match self {
            Rustc::Default => String::new(),
            Rustc::Toolchain(name) => format!("-{name}"),
        }
    }

    fn label(self) -> String {
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

/// The `--extern` and `-L` arguments that link a bundle against the workspace's proconio
/// and itertools, from the release build of `ids`.
fn crate_arguments(root: &Path, ids: &[String]) -> Result<Vec<String>, String> {
    let mut args = vec!["--release".to_string()];
    for id in ids {
        args.extend(["-p".to_string(), id.clone()]);
    }
    let artifacts = build::cargo_artifacts(root, "build", &args)?;
    let mut arguments = Vec::new();
    for name in ["proconio", "itertools"] {
        let rlib = artifacts
            .iter()
            .filter(|a| a.target_name == name && a.kinds.iter().any(|k| k == "lib"))
            .flat_map(|a| a.filenames.iter())
            .find(|f| f.extension().is_some_and(|e| e == "rlib"))
            .ok_or_else(|| {
                format!("the build made no {name} rlib: do the problems depend on it?")
            })?;
        let deps = rlib.parent().expect("an rlib lives in a directory");
        arguments.push(format!("--extern={name}={}", rlib.display()));
        arguments.push(format!("-Ldependency={}", deps.display()));
    }
    Ok(arguments)
}

/// One compile to do.
struct Job {
    label: String,
    /// The problem whose testcases the result is judged on; `None` for a module check.
    id: Option<String>,
    source: PathBuf,
    output: PathBuf,
    rustc: Rustc,
    edition: &'static str,
    externs: Vec<String>,
}

/// Compiles the single file `source` into `output` with `rustc -D warnings`: optimised
/// (`-O`) into an executable, or only type-checked (`--emit=metadata`).
///
/// # Errors
/// rustc's diagnostics, or why it could not run.
pub fn compile(
    rustc: Rustc,
    edition: &str,
    source: &Path,
    output: &Path,
    optimize: bool,
    externs: &[String],
) -> Result<(), String> {
    let mut command = rustc.command();
    command.args([
        "--edition",
        edition,
        "-D",
        "warnings",
        "--crate-type",
        "bin",
    ]);
    command.arg(if optimize { "-O" } else { "--emit=metadata" });
    command.args(externs).arg(source).arg("-o").arg(output);
    match command.output() {
        Ok(result) if result.status.success() => Ok(()),
        Ok(result) => Err(String::from_utf8_lossy(&result.stderr).into_owned()),
        Err(e) => Err(format!("cannot run {}: {e}", rustc.label())),
    }
}

/// Runs `jobs` on every core; returns the error text of each failed one, by index.
fn compile_all(jobs: &[Job]) -> Vec<Option<String>> {
    let results = Mutex::new(vec![None; jobs.len()]);
    let next = AtomicUsize::new(0);
    let workers = thread::available_parallelism().map_or(1, |n| n.get());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(job) = jobs.get(index) else { break };
                    let optimize = job.id.is_some();
                    let error = compile(
                        job.rustc,
                        job.edition,
                        &job.source,
                        &job.output,
                        optimize,
                        &job.externs,
                    )
                    .err();
                    results.lock().expect("no panic while holding it")[index] = error;
                }
            });
        }
    });
    results.into_inner().expect("no panic while holding it")
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Verifies the bundles of `ids` (every problem when empty) and of every snippets module;
/// writes a line per check to `out`, and the details of each failure. Returns whether all
/// passed.
///
/// # Errors
/// When the workspace cannot be read or built at all.
pub fn verify(root: &Path, ids: &[String], out: &mut dyn Write) -> Result<bool, String> {
    let ids = if ids.is_empty() {
        cases::list_problems(root).map_err(|e| format!("cannot list problems: {e}"))?
    } else {
        ids.to_vec()
    };
    let dir = workspace::target_dir(root).join("bundle");
    fs::create_dir_all(dir.join("bin"))
        .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let externs = crate_arguments(root, &ids)?;

    let mut jobs = Vec::new();
    let mut ok = true;
    for id in &ids {
        for mode in [Mode::WithCrates, Mode::Standalone] {
            let bundle = match bundle_problem(root, id, mode) {
                Ok(bundle) => bundle,
                Err(message) => {
                    ok = false;
                    let _ = writeln!(out, "FAIL  `{}`: {message}", command_line(id, mode));
                    continue;
                }
            };
            let stem = match mode {
                Mode::WithCrates => id.clone(),
                Mode::Standalone => format!("{id}-standalone"),
            };
            let source = dir.join(format!("{stem}.rs"));
            write(&source, &bundle.source)?;
            for (rustc, edition) in compilers(mode) {
                jobs.push(Job {
                    label: format!(
                        "{}, {} --edition {edition}",
                        command_line(id, mode),
                        rustc.label()
                    ),
                    id: Some(id.clone()),
                    output: dir
                        .join("bin")
                        .join(format!("{stem}{}-{edition}", rustc.suffix())),
                    source: source.clone(),
                    rustc,
                    edition,
                    externs: if mode == Mode::WithCrates {
                        externs.clone()
                    } else {
                        Vec::new()
                    },
                });
            }
        }
    }
    let snippets = Snippets::load(root)?;
    for module in snippets.modules() {
        let (tree, _) = snippets.module_tree(&BTreeSet::from([module.clone()]))?;
        let source = dir.join(format!("module-{module}.rs"));
        write(&source, &format!("{tree}\nfn main() {{}}\n"))?;
        for (rustc, edition) in compilers(Mode::Standalone) {
            jobs.push(Job {
                label: format!(
                    "snippets::{module} alone, {} --edition {edition}",
                    rustc.label()
                ),
                id: None,
                output: dir
                    .join("bin")
                    .join(format!("module-{module}{}-{edition}.rmeta", rustc.suffix())),
                source: source.clone(),
                rustc,
                edition,
                externs: Vec::new(),
            });
        }
    }

    let errors = compile_all(&jobs);
    let settings = Settings::default();
    for (job, error) in jobs.iter().zip(errors) {
        if let Some(error) = error {
            ok = false;
            let _ = writeln!(out, "FAIL  {}: does not compile\n{error}", job.label);
            continue;
        }
        let Some(id) = &job.id else {
            let _ = writeln!(out, "ok    {}: compiles", job.label);
            continue;
        };
        let problem = cases::discover(root, id)
            .and_then(|tests| check::ready(root, tests, job.output.clone()));
        let mut report = Vec::new();
        let summary = match problem {
            Ok(mut problem) => {
                problem.tests.id = job.label.clone();
                check::judge_problems(root, vec![Ok(problem)], &settings, &mut report)
                    .map_err(|e| e.to_string())?
            }
            Err(message) => {
                ok = false;
                let _ = writeln!(out, "FAIL  {}: {message}", job.label);
                continue;
            }
        };
        if summary.exit_code() == 0 {
            let _ = writeln!(out, "ok    {}: {} cases passed", job.label, summary.passed);
        } else {
            ok = false;
            let _ = writeln!(
                out,
                "FAIL  {}:\n{}",
                job.label,
                String::from_utf8_lossy(&report)
            );
        }
    }
    Ok(ok)
}
