//! `scripts/table`: checks the arguments, builds the problem's stress test
//! (`problems/<id>/tests/stress.rs`, with the `tools` profile: its brute force optimised) and
//! starts it with `--table` and the arguments; the table itself is made there
//! (`stress::table`), by the problem's own brute force.

use clap::Parser;
use std::process::ExitCode;
use stress::table::TableArgs;
use workspace::build::Package;
use workspace::cli;

fn main() -> ExitCode {
    let args = TableArgs::parse();
    let id = &args.id;
    let root = match stress::root_of_stress_test(id) {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    let test = match stress::build_test(&root, &Package::problem(&root, id)) {
        Ok(test) => test,
        Err(message) => return cli::error(message),
    };
    stress::run_test(&test, &root, "--table", std::env::args_os().skip(1))
}
