//! `scripts/stress`: parses the command line once, finds the problem's description in the
//! catalog, builds the problem's release binary (the one `scripts/check` judges; not with
//! `--program`) and runs [`stress::run`] on the description, in this process. `--round`: the
//! short round and the error voice of every problem named (or of every problem), what CI runs.

use clap::Parser;
use problem::Problem;
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
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
/// judges and you submit (target/debug/<ID> with --debug).
///
/// --round is what CI runs: on each problem named, or on every problem, a short round (200
/// inputs, 50 games for an interactive problem, up to the problem's default --max) and the
/// one error voice (bad tokens, values the contract refuses, write errors: one `error:` line
/// and exit status 1), problems two at a time; one line per problem.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "scripts/stress",
    bin_name = "scripts/stress",
    verbatim_doc_comment,
    after_help = "Exit status: 0 nothing differed; 1 a difference was found; 2 a usage error \
                  (an unknown problem included) or the test could not run."
)]
struct Args {
    /// The problem (with --round: the problems [default: every problem])
    #[arg(value_name = "ID", required_unless_present = "round")]
    ids: Vec<String>,
    /// Random inputs to try [default: 1000, or until --time is up when it is given; --round:
    /// 200, 50 games for an interactive problem]
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
    /// Build and test the dev profile (overflow checks on) instead of --release
    #[arg(long, conflicts_with = "program")]
    debug: bool,
    /// CI's short round and the error voice, on each problem named or on every problem
    #[arg(long, conflicts_with_all = ["program", "max", "time"])]
    round: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    for id in &args.ids {
        if let Err(unknown) = workspace::problems::require(&root, id) {
            return cli::error(unknown);
        }
    }
    if args.round {
        return round(&args, &root);
    }
    if args.ids.len() > 1 {
        return cli::error(format!(
            "scripts/stress takes one problem, not {} (several with --round)",
            args.ids.len()
        ));
    }
    let id = &args.ids[0];
    let stress = Stress {
        args: &args,
        root: &root,
    };
    catalog::visit(id, stress).unwrap_or_else(|| missing_description(id))
}

fn missing_description(id: &str) -> ExitCode {
    cli::error(format!(
        "problems/{id}/problem.rs does not exist: a problem's random cases and brute force \
         are described there (see problems/hdu1846/problem.rs)"
    ))
}

fn profile(args: &Args) -> Profile {
    if args.debug {
        Profile::Dev
    } else {
        Profile::Release
    }
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
            None => match built_binary(root, id, profile(args)) {
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
                && let Err(message) = built_binary(root, id, Profile::Release)
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
            Ok(outcome) => {
                let mut out = std::io::stdout().lock();
                let failed = report(&outcome, &config, &mut out);
                let _ = out.flush();
                if failed {
                    ExitCode::from(cli::FAILED)
                } else {
                    ExitCode::SUCCESS
                }
            }
            Err(message) => cli::error(message),
        }
    }
}

/// Builds the binary of problem `id` in `profile` and returns it.
fn built_binary(root: &Path, id: &str, profile: Profile) -> Result<PathBuf, String> {
    let package = Package::problem(root, id);
    build::build(root, std::slice::from_ref(&package), profile, None)?
        .remove(id)
        .ok_or(format!("cargo built no binary for {id}"))
}

/// `--round`: every problem of `args.ids` (every problem when none), built in one cargo run,
/// each given a short round ([`stress::ROUND`] inputs, [`stress::ROUND_INTERACTIVE`] games)
/// and its error voice, two problems at a time; a line per problem, in order, and the report
/// of each failure.
fn round(args: &Args, root: &Path) -> ExitCode {
    let metadata = match workspace::metadata::Metadata::load(root) {
        Ok(metadata) => metadata,
        Err(message) => return cli::error(message),
    };
    let mut ids: Vec<String> = if args.ids.is_empty() {
        workspace::problems::list_problems_in(&metadata)
    } else {
        args.ids
            .iter()
            .map(|id| workspace::problems::canonical(id).to_string())
            .collect()
    };
    ids.dedup();
    let packages: Vec<Package> = ids
        .iter()
        .map(|id| Package::in_workspace(root, &metadata, id))
        .collect();
    let programs: BTreeMap<String, PathBuf> =
        match build::build(root, &packages, profile(args), None) {
            Ok(programs) => programs,
            Err(message) => return cli::error(message),
        };
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |t| t.as_nanos() as u64 ^ u64::from(std::process::id()))
            % 1_000_000_000
    });
    let debug = if args.debug { " --debug" } else { "" };
    println!(
        "stress --round{debug}: seed {seed} for every problem (replay one with scripts/stress <id> --seed {seed}{debug})"
    );
    let mut failed = 0;
    let work = |id: &String| -> (bool, Vec<u8>) {
        let mut out = Vec::new();
        let Some(program) = programs.get(id) else {
            let _ = writeln!(out, "FAIL  {id}: cargo built no binary for it");
            return (false, out);
        };
        let visit = RoundOf {
            args,
            root,
            seed,
            program,
            out: &mut out,
        };
        let ok = catalog::visit(id, visit).unwrap_or_else(|| {
            let _ = writeln!(out, "FAIL  {id}: problems/{id}/problem.rs does not exist");
            false
        });
        (ok, out)
    };
    let _ = workspace::pool::for_each(&ids, workspace::pool::cores(), work, |_, (ok, text)| {
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(&text);
        let _ = stdout.flush();
        if !ok {
            failed += 1;
        }
        Ok::<(), ()>(())
    });
    if failed > 0 {
        println!("{failed} of {} problems failed", ids.len());
        return ExitCode::from(cli::FAILED);
    }
    println!("all {} problems passed", ids.len());
    ExitCode::SUCCESS
}

/// One problem's round and error voice, reported into `out`; whether both passed.
struct RoundOf<'a> {
    args: &'a Args,
    root: &'a Path,
    seed: u64,
    program: &'a Path,
    out: &'a mut Vec<u8>,
}

impl catalog::Visit for RoundOf<'_> {
    type Output = bool;

    fn visit<P: Problem>(self, id: &'static str, mut problem: P) -> bool {
        let RoundOf {
            args,
            root,
            seed,
            program,
            out,
        } = self;
        let mut config = Config {
            id: id.to_string(),
            program: program.to_path_buf(),
            testcases: root.join("testcases").join(id),
            cases: Some(args.cases.unwrap_or(if P::INTERACTIVE {
                stress::ROUND_INTERACTIVE
            } else {
                stress::ROUND
            })),
            time: None,
            seed,
            max: P::DEFAULT_MAX,
            timeout: args.timeout,
            interactor: None,
        };
        if P::INTERACTIVE {
            config.interactor = stress::judge::interactive::built_interactor(root, id, program);
            if config.interactor.is_none() {
                let _ = writeln!(
                    out,
                    "FAIL  {id}: no {id}-interactor beside {}",
                    program.display()
                );
                return false;
            }
        }
        let outcome = match stress::run(&mut problem, &config, &mut std::io::sink(), false) {
            Ok(outcome) => outcome,
            Err(message) => {
                let _ = writeln!(out, "FAIL  {id}: {message}");
                return false;
            }
        };
        let inputs = match outcome {
            Outcome::Passed { inputs, .. } => inputs,
            Outcome::Failed { .. } => {
                let _ = writeln!(out, "FAIL  {id}: stress round, seed {seed}");
                report(&outcome, &config, out);
                return false;
            }
        };
        let what = if P::INTERACTIVE {
            "games won against the interactor"
        } else {
            "inputs agreed with the brute force"
        };
        match stress::judge::testing::error_voice_of(id, program) {
            Ok(runs) => {
                let _ = writeln!(
                    out,
                    "ok    {id}: {inputs} {what}; {runs} bad inputs, one `error:` line each"
                );
                true
            }
            Err(message) => {
                let _ = writeln!(
                    out,
                    "FAIL  {id}: {inputs} {what}; its error voice: {message}"
                );
                false
            }
        }
    }
}

/// Writes what the run found to `out`; whether a difference was found.
fn report(outcome: &Outcome, config: &Config, out: &mut dyn Write) -> bool {
    match outcome {
        Outcome::Passed { inputs, elapsed } => {
            let rate = *inputs as f64 / elapsed.as_secs_f64().max(1e-9);
            let agreed = match config.interactor {
                Some(_) => "the program won every game against the perfect interactor",
                None => "the program agreed with the brute force on all",
            };
            let _ = writeln!(
                out,
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
            let _ = writeln!(
                out,
                "no value above {} was tried (the brute force's reach); values near u64::MAX or the contract's limits: {covered}",
                config.max
            );
            false
        }
        Outcome::Failed {
            inputs,
            input,
            failure,
            saved,
        } => {
            let what = match failure {
                Failure::WrongAnswer { .. } => "gave another answer than the brute force",
                Failure::PresentationError { .. } => {
                    "gave the brute force's answer with other whitespace (PE)"
                }
                Failure::OutputLimitExceeded => "printed more than the output limit",
                Failure::RuntimeError { .. } => "crashed",
                Failure::TimeLimitExceeded => "ran out of time",
                Failure::Lost { .. } => "lost the game against the perfect interactor",
            };
            let _ = writeln!(
                out,
                "on input {inputs} the program {what}; shrunk to:\n{}",
                indent(input)
            );
            match failure {
                Failure::WrongAnswer { expected, actual }
                | Failure::PresentationError { expected, actual } => {
                    let _ = writeln!(out, "expected (brute force):\n{}", indent(expected));
                    let _ = writeln!(out, "actual:\n{}", indent(actual));
                }
                Failure::RuntimeError { exit, stderr } => {
                    let _ = writeln!(out, "runtime error: {exit}\n{}", indent(stderr));
                }
                Failure::OutputLimitExceeded => {
                    let _ = writeln!(
                        out,
                        "output limit exceeded ({} bytes)",
                        runner::Limits::DEFAULT_OUTPUT_BYTES
                    );
                }
                Failure::TimeLimitExceeded => {
                    let _ = writeln!(
                        out,
                        "time limit exceeded ({:.1} s)",
                        config.timeout.as_secs_f64()
                    );
                }
                Failure::Lost {
                    verdict,
                    reason,
                    transcript,
                } => {
                    let _ = writeln!(out, "{verdict}: {reason}");
                    let lines: Vec<&str> = transcript.lines().collect();
                    let shown = &lines[lines.len().saturating_sub(20)..];
                    let _ = writeln!(
                        out,
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
                Ok(saved) => {
                    let _ = writeln!(out, "saved as {} and {beside}", saved.display());
                }
                Err(message) => eprintln!(
                    "error: {message}; nothing was kept, the case above is all there is of it"
                ),
            }
            true
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

    #[test]
    fn a_round_takes_no_id_or_several_and_no_per_problem_limits() {
        let parse = |args: &[&str]| {
            Args::try_parse_from(std::iter::once("scripts/stress").chain(args.iter().copied()))
        };
        let args = parse(&["--round", "--debug"]).unwrap();
        assert!(args.round && args.debug && args.ids.is_empty());
        let args = parse(&["--round", "hdu1846", "abc278g", "--cases", "3"]).unwrap();
        assert_eq!((args.ids.len(), args.cases), (2, Some(3)));
        for args in [
            &[][..],
            &["--round", "--max", "5"],
            &["--round", "--time", "5"],
            &["--round", "--program", "a.out"],
            &["hdu1846", "--debug", "--program", "a.out"],
        ] {
            let error = parse(args).expect_err(&format!("{args:?}"));
            assert_eq!(error.exit_code(), 2, "{args:?}: {error}");
        }
    }
}
