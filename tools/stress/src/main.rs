//! `scripts/stress`: checks the arguments, builds the problem's release binary (the one
//! `scripts/check` judges) and its stress test (`problems/<id>/tests/stress.rs`, with the
//! `tools` profile: its brute force optimised), and starts the test with `--stress` and the
//! arguments; the binary under test is the release one.

use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use stress::Args;
use workspace::build::{self, Package, Profile};
use workspace::cli;

/// The executable of test target `stress` of problem `id`, built with the `tools` profile.
fn stress_test(root: &Path, package: &Package) -> Result<PathBuf, String> {
    let args = [
        "--no-run",
        "--profile",
        "tools",
        "-p",
        &package.name,
        "--test",
        "stress",
    ];
    build::cargo_artifacts(root, "test", &args)?
        .into_iter()
        .find(|artifact| artifact.test && artifact.target_name == "stress")
        .and_then(|artifact| artifact.executable)
        .ok_or_else(|| format!("cargo built no test `stress` for {}", package.id))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    let id = &args.id;
    if let Err(unknown) = workspace::problems::require(&root, id) {
        return cli::error(unknown);
    }
    if !root
        .join("problems")
        .join(id)
        .join("tests/stress.rs")
        .is_file()
    {
        return cli::error(format!(
            "problems/{id}/tests/stress.rs does not exist: a problem's stress test describes its \
             input and brute force there (see problems/hdu1846/tests/stress.rs)"
        ));
    }
    let package = Package::problem(&root, id);
    let program = match &args.program {
        Some(program) => workspace::absolute(program),
        None => match build::build(
            &root,
            std::slice::from_ref(&package),
            Profile::Release,
            None,
        )
        .and_then(|mut built| {
            built
                .remove(id)
                .ok_or(format!("cargo built no binary for {id}"))
        }) {
            Ok(program) => program,
            Err(message) => return cli::error(message),
        },
    };
    let test = match stress_test(&root, &package) {
        Ok(test) => test,
        Err(message) => return cli::error(message),
    };
    let mut forwarded: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if args.program.is_none() {
        forwarded.extend(["--program".into(), program.into_os_string()]);
    }
    match Command::new(&test)
        .arg("--stress")
        .args(forwarded)
        .env("WORKSPACE_ROOT", &root)
        .status()
    {
        Ok(status) => ExitCode::from(
            status
                .code()
                .map_or(cli::USAGE, |c| u8::try_from(c).unwrap_or(cli::USAGE)),
        ),
        Err(e) => cli::error(format!("cannot run {}: {e}", test.display())),
    }
}
