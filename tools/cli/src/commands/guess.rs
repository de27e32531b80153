//! `scripts/guess`: parses the command line and runs [`guess::guess`] on a table file, or the
//! problem's driver, which finds the rule from its own brute force
//! (`driver::guess::run`); only that problem's driver is built.

use clap::Parser;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
use workspace::cli;

/// Finds the simplest rule that fits a table of outcomes (P/N) or Grundy values: the rule in
/// one line, how far it was checked, and an exact Rust function to paste.
///
/// The table (--table FILE): one position a line, `n1 n2 ...: V`, V = P (the player to move
/// loses), N (wins) or a Grundy value; `#` starts a comment; positions of different lengths
/// may be mixed. With ID, the values come from problems/ID/problem.rs's brute force, and the
/// rule is then checked on a larger range.
///
/// --predict FILE prints the rule's value for each position of FILE (one a line, in order) on
/// stdout, the report going to stderr; it prints nothing when no rule is found or when rules
/// of equal simplicity disagree on a query. See docs/guess.md.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "scripts/guess",
    bin_name = "scripts/guess",
    verbatim_doc_comment,
    after_help = "Exit status: 0 a rule was found (and every query predicted); 1 no rule found, \
                  two equally simple rules disagree, or a query could not be answered; 2 a \
                  usage error or a malformed file."
)]
struct Args {
    /// The problem whose brute force gives the table
    #[arg(required_unless_present = "table", conflicts_with = "table")]
    id: Option<String>,
    /// A table file
    #[arg(long, value_name = "FILE")]
    table: Option<PathBuf>,
    /// A file of positions to predict
    #[arg(long, value_name = "FILE")]
    predict: Option<PathBuf>,
    /// With ID: the largest number of the positions the rule is found on [default: the
    /// problem's table size]
    #[arg(long, value_name = "V", conflicts_with = "table")]
    max: Option<u64>,
}

fn read(path: &PathBuf) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = OsString>) -> ExitCode {
    let args = Args::parse_from(std::iter::once(OsString::from("scripts/guess")).chain(args));
    match (&args.table, &args.id) {
        (Some(path), _) => {
            let queries = match args.predict.as_ref().map(read) {
                Some(Err(e)) => return cli::error(e),
                Some(Ok(text)) => Some(text),
                None => None,
            };
            let query_name = args.predict.as_ref().map(|p| p.display().to_string());
            let text = match read(path) {
                Ok(t) => t,
                Err(e) => return cli::error(e),
            };
            let name = path.display().to_string();
            let report = guess::guess(
                (&text, &name),
                queries.as_deref().zip(query_name.as_deref()),
            );
            print!("{}", report.stdout);
            eprint!("{}", report.stderr);
            ExitCode::from(report.status)
        }
        (None, Some(id)) => problem(id, args.max, args.predict),
        (None, None) => unreachable!("clap requires one"),
    }
}

/// `scripts/guess <id>`: the problem's driver makes the table and finds the rule.
fn problem(id: &str, max: Option<u64>, predict: Option<PathBuf>) -> ExitCode {
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    if let Err(unknown) = workspace::problems::require(&root, id) {
        return cli::error(unknown);
    }
    if let Some(path) = &predict {
        // Named as the person gave it, before the driver reads it.
        if let Err(e) = read(path) {
            return cli::error(e);
        }
    }
    let id = workspace::problems::canonical(id).to_string();
    let missing = "a problem's brute force is described there";
    let driver = match super::driver(&root, &id, missing) {
        Ok(driver) => driver,
        Err(message) => return cli::error(message),
    };
    let mut options: Vec<OsString> = vec!["guess".into()];
    if let Some(max) = max {
        options.extend(["--max".into(), max.to_string().into()]);
    }
    if let Some(path) = predict {
        let absolute = std::path::absolute(&path).unwrap_or(path);
        options.extend(["--predict".into(), absolute.into_os_string()]);
    }
    super::run_driver(&driver, &options)
}
