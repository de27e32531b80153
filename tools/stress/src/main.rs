//! `scripts/stress`: checks the arguments, builds the problem's release binary (the one
//! `scripts/check` judges) and its stress test (`problems/<id>/tests/stress.rs`, with the
//! `tools` profile: its brute force optimised), and starts the test with `--stress` and the
//! arguments; the binary under test is the release one.

use clap::Parser;
use std::process::ExitCode;
use stress::Args;
use workspace::build::{self, Package, Profile};
use workspace::cli;

fn main() -> ExitCode {
    let args = Args::parse();
    let id = &args.id;
    let root = match stress::root_of_stress_test(id) {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
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
    stress::run_test(&test, &root, "--stress", forwarded)
}
