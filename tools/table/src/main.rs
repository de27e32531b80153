//! `scripts/table`: parses the command line, finds the problem's description in the catalog
//! and makes its table ([`table::run`]) by its own brute force, in this process; no build.

use clap::Parser;
use problem::Problem;
use std::path::PathBuf;
use std::process::ExitCode;
use table::Options;
use workspace::cli;

/// Prints the outcome (P/N) or Grundy table of a problem by its own brute force, from
/// problems/<ID>/problem.rs.
///
/// A row (one number) is printed one period per line, the period marked: proven when the
/// problem gives the theorem (Problem::TABLE), else said to be only observed. A grid (two
/// numbers) is printed with P-positions as P and the others as a dot (or Grundy values).
/// --png FILE draws it: a grid's P-positions as black dots (Wythoff's two rays), a row's
/// Grundy values as bars over a strip with the periods shaded.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "scripts/table",
    bin_name = "scripts/table",
    verbatim_doc_comment,
    after_help = "Exit status: 0 the table was printed; 2 a usage error (an unknown problem or \
                  one without a table included) or the table could not be made."
)]
struct Args {
    /// The problem
    id: String,
    /// Largest number of a position shown [default: 59 in a row, 29 in a grid; limit: the
    /// problem's --max limit of scripts/stress]
    #[arg(long, value_name = "V")]
    max: Option<u64>,
    /// Also draw the table into this new PNG file (an existing file is never replaced)
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// Pixels per position in the PNG
    #[arg(long, value_name = "PX", default_value = "4",
          value_parser = clap::value_parser!(u32).range(1..=64))]
    scale: u32,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    if let Err(unknown) = workspace::problems::require(&root, &args.id) {
        return cli::error(unknown);
    }
    let options = Options {
        max: args.max,
        png: args.png,
        scale: args.scale,
    };
    catalog::visit(&args.id, Print(&options)).unwrap_or_else(|| {
        let id = &args.id;
        cli::error(format!(
            "problems/{id}/problem.rs does not exist: a problem's brute force is described \
             there (see problems/hdu1847/problem.rs)"
        ))
    })
}

/// Prints the table `Options` ask for, of the problem the catalog hands over.
struct Print<'a>(&'a Options);

impl catalog::Visit for Print<'_> {
    type Output = ExitCode;

    fn visit<P: Problem>(self, id: &'static str, mut problem: P) -> ExitCode {
        match table::run(&mut problem, id, self.0) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(message) => cli::error(message),
        }
    }
}
