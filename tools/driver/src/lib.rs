//! What the tools do with one problem's description, generic over [`problem::Problem`]: the
//! library of every problem's *driver*, a small program that `workspace::drivers` generates
//! per problem (`#[path]` to `problems/<id>/problem.rs`, then [`main`]) and the tools run. The
//! tools themselves never compile a description, so a `problem.rs` that does not compile stops
//! only its own problem's stress, table and benchmark input.
//!
//! A driver is no command for people: the tool that runs it has parsed the person's command
//! line, checked the problem, built the program under test, and passes plain options:
//!
//! - `stress`: [`stress::run`](::stress::run) and its report (`scripts/stress <id>`);
//! - `round`: CI's short round and the error voice, one line (`scripts/stress --round`);
//! - `voice <program>`: the error voice alone (`scripts/bundle --verify`): `runs N`;
//! - `table`: [`table::run`](::table::run) (`scripts/table <id>`);
//! - `guess`: [`guess::run`] (`scripts/guess <id>`);
//! - `max-input`: the benchmark's input into a file, its query count on stdout
//!   (`scripts/bench`).
//!
//! What a problem is besides its description is data the driver reads where it lies: it is
//! interactive when `problems/<id>/interactor.rs` exists; its testcases are
//! `testcases/<id>/`.

pub mod guess;
pub mod stress;

use clap::{Parser, Subcommand};
use problem::Problem;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use workspace::cli;

/// A problem as its driver knows it, besides its description.
#[derive(Clone, Debug)]
pub struct Facts {
    /// Its id.
    pub id: &'static str,
    /// The workspace root.
    pub root: PathBuf,
    /// Whether it plays against `problems/<id>/interactor.rs`.
    pub interactive: bool,
}

impl Facts {
    /// The facts of problem `id` of the workspace at `root`.
    pub fn new(root: &Path, id: &'static str) -> Facts {
        let interactive = root
            .join("problems")
            .join(id)
            .join("interactor.rs")
            .is_file();
        Facts {
            id,
            root: root.to_path_buf(),
            interactive,
        }
    }
}

#[derive(Debug, Parser)]
#[command(
    name = "driver",
    about = "A problem's driver: run by the tools (workspace::drivers)"
)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Random testing against the brute force, reported as scripts/stress reports it
    Stress(stress::Options),
    /// CI's short round and the error voice: one line, `ok` or `FAIL`
    Round(stress::RoundOptions),
    /// The error voice of PROGRAM: `runs N`, or what broke it (exit status 1)
    Voice { program: PathBuf },
    /// The outcome or Grundy table (scripts/table)
    Table {
        #[arg(long)]
        max: Option<u64>,
        #[arg(long)]
        png: Option<PathBuf>,
        #[arg(long, default_value_t = 4)]
        scale: u32,
    },
    /// The pattern finder over the table (scripts/guess)
    Guess {
        #[arg(long)]
        max: Option<u64>,
        #[arg(long)]
        predict: Option<PathBuf>,
    },
    /// The benchmark's input from SEED into FILE; its query count on stdout
    MaxInput {
        #[arg(long)]
        seed: u64,
        #[arg(long)]
        out: PathBuf,
    },
}

/// The driver of problem `id` of the workspace at `root`, whose description `problem` is:
/// parses its command line and runs it (see the crate's documentation).
pub fn main<P: Problem>(root: &str, id: &'static str, mut problem: P) -> ExitCode {
    let facts = Facts::new(Path::new(root), id);
    match Args::parse().command {
        Command::Stress(options) => stress::stress(&facts, &mut problem, &options),
        Command::Round(options) => stress::round(&facts, &mut problem, &options),
        Command::Voice { program } => match error_voice_of(&facts, &mut problem, &program) {
            Ok(runs) => {
                println!("runs {runs}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                println!("{message}");
                ExitCode::from(cli::FAILED)
            }
        },
        Command::Table { max, png, scale } => {
            let options = table::Options { max, png, scale };
            match table::run(&mut problem, id, &options) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(message) => cli::error(message),
            }
        }
        Command::Guess { max, predict } => {
            let queries = match predict.as_ref().map(std::fs::read_to_string) {
                Some(Err(e)) => {
                    return cli::error(format!(
                        "cannot read {}: {e}",
                        predict
                            .as_ref()
                            .map_or(String::new(), |p| p.display().to_string())
                    ));
                }
                Some(Ok(text)) => Some(text),
                None => None,
            };
            let name = predict.as_ref().map(|p| p.display().to_string());
            let report =
                crate::guess::run(id, problem, max, queries.as_deref().zip(name.as_deref()));
            print!("{}", report.stdout);
            eprint!("{}", report.stderr);
            ExitCode::from(report.status)
        }
        Command::MaxInput { seed, out } => match max_input(&facts, &mut problem, seed, &out) {
            Ok(queries) => {
                println!("{queries}");
                ExitCode::SUCCESS
            }
            Err(message) => cli::error(message),
        },
    }
}

/// [`judge::testing::error_voice`] of `program` held to `problem`: the templates and the
/// rejected inputs of its description (`Problem::bad_token_templates`, `Problem::REJECTED`), and for
/// the write failures an input of [`judge::testing::WRITE_CASES`] random cases of its own
/// (far more output than a pipe holds). `Ok`: how many runs.
///
/// # Errors
/// The input that broke the voice and what the program did instead.
pub fn error_voice_of<P: Problem>(
    facts: &Facts,
    problem: &mut P,
    program: &Path,
) -> Result<usize, String> {
    use judge::testing::{WRITE_CASES, error_voice, error_voice_interactive};
    let mut rng = problem::Rng::new(2026);
    let cases: Vec<P::Case> = (0..WRITE_CASES)
        .map(|_| problem.random_case(&mut rng, P::DEFAULT_MAX))
        .collect();
    let input = problem.input(&cases);
    let templates = problem.bad_token_templates();
    if templates.is_empty() {
        return Err(format!(
            "no input to put a bad token in: Problem::input of one random case has no number \
             token; set Problem::BAD_TOKENS in problems/{}/problem.rs",
            facts.id
        ));
    }
    let templates: Vec<&str> = templates.iter().map(String::as_str).collect();
    if facts.interactive {
        // A case file is no game: the program stops at the judge's first reply. Only
        // a full device is checked (its first line, flushed, cannot be written).
        return error_voice_interactive(program, &templates, P::REJECTED, input.as_bytes());
    }
    error_voice(program, &templates, P::REJECTED, input.as_bytes())
}

/// Writes the benchmark's input of `seed` ([`Problem::max_input`]) to `out`; its query count.
///
/// # Errors
/// When the description panics (it states no `Problem::LIMITS` and writes no `max_input`) or
/// the file cannot be written.
pub fn max_input<P: Problem>(
    facts: &Facts,
    problem: &mut P,
    seed: u64,
    out: &Path,
) -> Result<u64, String> {
    let id = facts.id;
    let mut rng = problem::Rng::new(seed);
    let input =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| problem.max_input(&mut rng)))
            .map_err(|_| {
                format!(
                    "{id}: the benchmark input panicked (see above): state the statement's \
                     Problem::LIMITS in problems/{id}/problem.rs, or write Problem::max_input \
                     (problems/hdu1846/problem.rs states them)"
                )
            })?;
    std::fs::write(out, &input.text).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    Ok(input.queries)
}

/// A number of seconds on a driver's command line (the tool checked it already).
fn seconds(text: &str) -> Result<Duration, String> {
    cli::seconds(text)
}
