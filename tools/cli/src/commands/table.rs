//! `scripts/table`: parses the command line and runs the problem's driver, which makes its
//! table (`table::run`) by its own brute force; only the problem's driver is built.

use clap::Parser;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
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
    /// Also draw the table into this PNG file: a new one, or one this tool drew (any other
    /// file is never replaced)
    #[arg(long, value_name = "FILE")]
    png: Option<PathBuf>,
    /// Pixels per position in the PNG
    #[arg(long, value_name = "PX", default_value = "4",
          value_parser = clap::value_parser!(u32).range(1..=64))]
    scale: u32,
}

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let args =
        Args::parse_from(std::iter::once(std::ffi::OsString::from("scripts/table")).chain(args));
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    if let Err(unknown) = workspace::problems::require(&root, &args.id) {
        return cli::error(unknown);
    }
    let id = workspace::problems::canonical(&args.id).to_string();
    let missing = "a problem's brute force is described there";
    let driver = match super::driver(&root, &id, missing) {
        Ok(driver) => driver,
        Err(message) => return cli::error(message),
    };
    let mut options: Vec<OsString> = vec!["table".into(), "--scale".into()];
    options.push(args.scale.to_string().into());
    if let Some(max) = args.max {
        options.extend(["--max".into(), max.to_string().into()]);
    }
    if let Some(png) = args.png {
        options.extend(["--png".into(), png.into_os_string()]);
    }
    super::run_driver(&driver, &options)
}
