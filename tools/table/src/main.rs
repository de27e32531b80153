//! `scripts/table`: checks the arguments, builds the problem's stress test
//! (`problems/<id>/tests/stress.rs`, with the `tools` profile: its brute force optimised) and
//! starts it with `--table` and the arguments; the table itself is made there
//! (`stress::table`), by the problem's own brute force.

use clap::Parser;
use std::process::{Command, ExitCode};
use stress::table::TableArgs;
use workspace::build::Package;
use workspace::cli;

fn main() -> ExitCode {
    let args = TableArgs::parse();
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
    let test = match stress::build_test(&root, &Package::problem(&root, id)) {
        Ok(test) => test,
        Err(message) => return cli::error(message),
    };
    match Command::new(&test)
        .arg("--table")
        .args(std::env::args_os().skip(1))
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
