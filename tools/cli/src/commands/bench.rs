//! `scripts/bench`: the benchmark lab (`lab/bench`, kept out of the daily build), built in
//! the tools' profile and run with the same arguments; its help and options are its own.

use std::process::ExitCode;
use workspace::cli;

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    let profile = workspace::drivers::tools_profile();
    let build = [
        "--quiet",
        "--profile",
        &profile,
        "-p",
        "bench",
        "--bin",
        "bench",
    ];
    let bench = match workspace::build::cargo_artifacts(&root, "build", &build) {
        Ok(artifacts) => artifacts
            .into_iter()
            .find(|a| a.target_name == "bench" && a.kinds.iter().any(|k| k == "bin"))
            .and_then(|a| a.executable),
        Err(message) => return cli::error(message),
    };
    let Some(bench) = bench else {
        return cli::error("cargo built no bench binary");
    };
    super::run_driver(&bench, &args.collect::<Vec<_>>())
}
