//! `scripts/table`: parses the command line, finds the problem's description in the catalog
//! and makes its table (`stress::table`) by its own brute force, in this process.

use clap::Parser;
use problem::Problem;
use std::process::ExitCode;
use stress::table::TableArgs;
use workspace::cli;

fn main() -> ExitCode {
    let args = TableArgs::parse();
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    if let Err(unknown) = workspace::problems::require(&root, &args.id) {
        return cli::error(unknown);
    }
    catalog::visit(&args.id, Table(&args)).unwrap_or_else(|| {
        let id = &args.id;
        cli::error(format!(
            "problems/{id}/problem.rs does not exist: a problem's brute force is described \
             there (see problems/hdu1847/problem.rs)"
        ))
    })
}

struct Table<'a>(&'a TableArgs);

impl catalog::Visit for Table<'_> {
    type Output = ExitCode;

    fn visit<P: Problem>(self, id: &'static str, mut problem: P) -> ExitCode {
        match stress::table::run(&mut problem, id, self.0) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(message) => cli::error(message),
        }
    }
}
