//! `scripts/stress`: parses the command line once, finds the problem's description in the
//! catalog, builds the problem's release binary (the one `scripts/check` judges; not with
//! `--program`) and runs [`stress::run`] on the description, in this process.

use clap::Parser;
use problem::Problem;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use stress::{Config, Failure, Outcome};
use workspace::build::{self, Package, Profile};
use workspace::cli;

/// Random testing of a problem's release binary against the brute force in
/// problems/<ID>/problem.rs.
///
/// The brute force searches the game tree. The first input the two disagree on is shrunk to a
/// minimal one, printed, and saved as testcases/<ID>/stress-<SEED>.in and .out (never
/// overwriting a file). The binary under test is target/release/<ID>, the one scripts/check
/// judges and you submit.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "scripts/stress",
    bin_name = "scripts/stress",
    verbatim_doc_comment,
    after_help = "Exit status: 0 nothing differed; 1 a difference was found; 2 a usage error \
                  (an unknown problem included) or the test could not run."
)]
struct Args {
    /// The problem
    id: String,
    /// Random inputs to try [default: 1000, or until --time is up when it is given]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    cases: Option<u64>,
    /// Seed of every random choice [default: from the clock; always printed]
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Largest number in a case [default and limit: the problem's, in problem.rs]
    #[arg(long, value_name = "V")]
    max: Option<u64>,
    /// Stop after this many seconds
    #[arg(long, value_name = "SECS", value_parser = workspace::cli::seconds)]
    time: Option<Duration>,
    /// Limit per run of the program, in seconds
    #[arg(long, value_name = "SECS", default_value = "5", value_parser = workspace::cli::seconds)]
    timeout: Duration,
    /// Test this executable instead (a bundle, another solution)
    #[arg(long, value_name = "PATH")]
    program: Option<PathBuf>,
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
    let stress = Stress {
        args: &args,
        root: &root,
    };
    catalog::visit(&args.id, stress).unwrap_or_else(|| {
        let id = &args.id;
        cli::error(format!(
            "problems/{id}/problem.rs does not exist: a problem's random cases and brute force \
             are described there (see problems/hdu1846/problem.rs)"
        ))
    })
}

/// The run `args` ask for, on the problem the catalog hands over.
struct Stress<'a> {
    args: &'a Args,
    root: &'a Path,
}

impl catalog::Visit for Stress<'_> {
    type Output = ExitCode;

    fn visit<P: Problem>(self, id: &'static str, mut problem: P) -> ExitCode {
        let Stress { args, root } = self;
        let max = args.max.unwrap_or(P::DEFAULT_MAX);
        if max > P::MAX_SUPPORTED {
            return cli::error(format!(
                "--max {max} is more than the brute force of {id} can search (at most {})",
                P::MAX_SUPPORTED
            ));
        }
        let program = match &args.program {
            Some(program) => workspace::absolute(program),
            None => match release_binary(root, id) {
                Ok(program) => program,
                Err(message) => return cli::error(message),
            },
        };
        let seed_from_clock = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |t| t.as_nanos() as u64 ^ u64::from(std::process::id()))
            % 1_000_000_000;
        let config = Config {
            id: id.to_string(),
            program,
            testcases: root.join("testcases").join(id),
            cases: match (args.cases, args.time) {
                (Some(cases), _) => Some(cases),
                (None, Some(_)) => None,
                (None, None) => Some(1000),
            },
            time: args.time,
            seed: args.seed.unwrap_or(seed_from_clock),
            max,
            timeout: args.timeout,
            interactor: None,
        };
        let mut config = config;
        if P::INTERACTIVE {
            // Built with the program (one package); for --program, the release build's.
            let built = || stress::judge::interactive::built_interactor(root, id, &config.program);
            if built().is_none()
                && let Err(message) = release_binary(root, id)
            {
                return cli::error(message);
            }
            config.interactor = built();
        }
        println!(
            "stress {id}: seed {} (replay with --seed {}), max {}, program {}",
            config.seed,
            config.seed,
            config.max,
            config.program.display()
        );
        let live = std::io::stderr().is_terminal();
        match stress::run(&mut problem, &config, &mut std::io::stderr(), live) {
            Ok(outcome) => report(&outcome, &config),
            Err(message) => cli::error(message),
        }
    }
}

/// Builds the release binary of problem `id` and returns it.
fn release_binary(root: &Path, id: &str) -> Result<PathBuf, String> {
    let package = Package::problem(root, id);
    build::build(root, std::slice::from_ref(&package), Profile::Release, None)?
        .remove(id)
        .ok_or(format!("cargo built no binary for {id}"))
}

/// Prints what the run found; the exit status (0 nothing differed, 1 a difference was found).
fn report(outcome: &Outcome, config: &Config) -> ExitCode {
    match outcome {
        Outcome::Passed { inputs, elapsed } => {
            let rate = *inputs as f64 / elapsed.as_secs_f64().max(1e-9);
            let agreed = match config.interactor {
                Some(_) => "the program won every game against the perfect interactor",
                None => "the program agreed with the brute force on all",
            };
            println!(
                "{inputs} inputs in {:.1} s ({rate:.0}/s): {agreed}",
                elapsed.as_secs_f64()
            );
            // Said plainly: a wrong answer past the brute force's reach (a value cut to 32
            // bits, say) is not what this run can find.
            let edge_cases: Vec<String> = std::fs::read_dir(&config.testcases)
                .into_iter()
                .flatten()
                .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
                .filter(|name| {
                    name.ends_with(".in") && (name.contains("u64-max") || name.contains("limit"))
                })
                .collect();
            let covered = match edge_cases.is_empty() {
                true => format!(
                    "no testcase of testcases/{} holds them: add one named u64-max",
                    config.id
                ),
                false => format!("testcases/{}/ holds {}", config.id, edge_cases.join(", ")),
            };
            println!(
                "no value above {} was tried (the brute force's reach); values near u64::MAX or the contract's limits: {covered}",
                config.max
            );
            ExitCode::SUCCESS
        }
        Outcome::Failed {
            inputs,
            input,
            failure,
            saved,
        } => {
            let what = match failure {
                Failure::WrongAnswer { .. } => "gave another answer than the brute force",
                Failure::RuntimeError { .. } => "crashed",
                Failure::TimeLimitExceeded => "ran out of time",
                Failure::Lost { .. } => "lost the game against the perfect interactor",
            };
            println!(
                "on input {inputs} the program {what}; shrunk to:\n{}",
                indent(input)
            );
            match failure {
                Failure::WrongAnswer { expected, actual } => {
                    println!("expected (brute force):\n{}", indent(expected));
                    println!("actual:\n{}", indent(actual));
                }
                Failure::RuntimeError { exit, stderr } => {
                    println!("runtime error: {exit}\n{}", indent(stderr));
                }
                Failure::TimeLimitExceeded => {
                    println!(
                        "time limit exceeded ({:.1} s)",
                        config.timeout.as_secs_f64()
                    );
                }
                Failure::Lost {
                    verdict,
                    reason,
                    transcript,
                } => {
                    println!("{verdict}: {reason}");
                    let lines: Vec<&str> = transcript.lines().collect();
                    let shown = &lines[lines.len().saturating_sub(20)..];
                    println!(
                        "transcript ({} lines{}):\n{}",
                        lines.len(),
                        if shown.len() < lines.len() {
                            ", the last 20"
                        } else {
                            ""
                        },
                        indent(&shown.join("\n"))
                    );
                }
            }
            let beside = if matches!(failure, Failure::Lost { .. }) {
                "its .transcript"
            } else {
                "its .out"
            };
            match saved {
                Ok(saved) => println!("saved as {} and {beside}", saved.display()),
                Err(message) => eprintln!(
                    "error: {message}; nothing was kept, the case above is all there is of it"
                ),
            }
            ExitCode::from(cli::FAILED)
        }
    }
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("    {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_numbers_are_usage_errors_not_panics() {
        for args in [
            &["--time", "-1"][..],
            &["--time", "nan"],
            &["--time", "inf"],
            &["--time", "1e300"],
            &["--time", "0"],
            &["--timeout", "-1"],
            &["--timeout", "nan"],
            &["--timeout", "inf"],
            &["--timeout", "1e300"],
            &["--timeout", "0"],
            &["--cases", "0"],
            &["--cases", "-3"],
            &["--seed", "x"],
        ] {
            let argv = ["scripts/stress", "hdu1846"].iter().chain(args);
            let error = Args::try_parse_from(argv).expect_err(&format!("{args:?}"));
            assert_eq!(error.exit_code(), 2, "{args:?}: {error}");
        }
        let args = Args::try_parse_from(["scripts/stress", "hdu1846", "--time", "0.5"]).unwrap();
        assert_eq!(args.time, Some(Duration::from_millis(500)));
    }
}
