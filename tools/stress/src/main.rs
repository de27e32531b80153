//! `scripts/stress`: checks the arguments, builds the problem's release binary (the one
//! `scripts/check` judges) and its stress test (`problems/<id>/tests/stress.rs`, with the
//! `tools` profile: its brute force optimised), and starts the test with `--stress` and the
//! arguments; the binary under test is the release one.

use clap::Parser;
use std::process::{Command, ExitCode};
use stress::Args;
use workspace::build::{self, Package, Profile};
use workspace::cli;

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
    if let Err(message) = stress::require_stress_test(&root, id) {
        return cli::error(message);
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
    let test = match stress::build_test(&root, &package) {
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
