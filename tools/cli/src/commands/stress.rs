//! `scripts/stress`: parses the command line once, builds the problem's release binary (the
//! one `scripts/check` judges; not with `--program`) and the problem's driver, which runs
//! `stress::run` on the description (`driver::stress`). `--round`: the short round and the
//! error voice of every problem named (or of every problem), what CI runs: every driver built
//! in one cargo run, two problems at a time.

use clap::Parser;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
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

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let args =
        Args::parse_from(std::iter::once(std::ffi::OsString::from("scripts/stress")).chain(args));
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
    let id = workspace::problems::canonical(&args.ids[0]).to_string();
    stress_one(&args, &root, &id)
}

fn profile(args: &Args) -> Profile {
    if args.debug {
        Profile::Dev
    } else {
        Profile::Release
    }
}

/// A seed from the clock, as a person replays it (at most nine digits).
fn seed_from_clock() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_nanos() as u64 ^ u64::from(std::process::id()))
        % 1_000_000_000
}

/// Whether problem `id` plays against an interactor (`problems/<id>/interactor.rs`).
fn interactive(root: &Path, id: &str) -> bool {
    root.join("problems")
        .join(id)
        .join("interactor.rs")
        .is_file()
}

/// The run `args` ask for on problem `id`: its program built, then its driver's `stress`.
fn stress_one(args: &Args, root: &Path, id: &str) -> ExitCode {
    let missing = "a problem's random cases and brute force are described there";
    if !root.join("problems").join(id).join("problem.rs").is_file() {
        return missing_description(id);
    }
    let program = match &args.program {
        Some(program) => workspace::absolute(program),
        None => match built_binary(root, id, profile(args)) {
            Ok(program) => program,
            Err(message) => return cli::error(message),
        },
    };
    if interactive(root, id)
        && judge::interactive::built_interactor(root, id, &program).is_none()
        && let Err(message) = built_binary(root, id, Profile::Release)
    {
        // For --program, the release build's interactor.
        return cli::error(message);
    }
    let driver = match super::driver(root, id, missing) {
        Ok(driver) => driver,
        Err(message) => return cli::error(message),
    };
    let mut options: Vec<OsString> = vec!["stress".into(), "--program".into(), program.into()];
    let seed = args.seed.unwrap_or_else(seed_from_clock);
    options.extend(["--seed".into(), seed.to_string().into()]);
    options.extend(["--timeout".into(), secs(args.timeout)]);
    if let Some(cases) = args.cases {
        options.extend(["--cases".into(), cases.to_string().into()]);
    }
    if let Some(max) = args.max {
        options.extend(["--max".into(), max.to_string().into()]);
    }
    if let Some(time) = args.time {
        options.extend(["--time".into(), secs(time)]);
    }
    super::run_driver(&driver, &options)
}

/// A duration as a driver reads it: seconds, fractions allowed.
fn secs(duration: Duration) -> OsString {
    duration.as_secs_f64().to_string().into()
}

fn missing_description(id: &str) -> ExitCode {
    cli::error(format!(
        "problems/{id}/problem.rs does not exist: a problem's random cases and brute force \
         are described there (see problems/hdu1846/problem.rs)"
    ))
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
    // Every driver in one cargo run, on past a description that does not compile.
    let drivers = match super::drivers(root, &ids) {
        Ok(drivers) => drivers,
        Err(message) => return cli::error(message),
    };
    let seed = args.seed.unwrap_or_else(seed_from_clock);
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
        let driver = match drivers.get(id) {
            Some(Ok(driver)) => driver,
            Some(Err(message)) => {
                let _ = writeln!(out, "FAIL  {id}: {message}");
                return (false, out);
            }
            None => {
                let _ = writeln!(out, "FAIL  {id}: problems/{id}/problem.rs does not exist");
                return (false, out);
            }
        };
        let mut round = Command::new(driver);
        round.arg("round").arg("--program").arg(program);
        round.arg("--seed").arg(seed.to_string());
        round.arg("--timeout").arg(secs(args.timeout));
        if let Some(cases) = args.cases {
            round.args(["--cases".to_string(), cases.to_string()]);
        }
        match round.output() {
            Ok(output) => {
                out.extend_from_slice(&output.stdout);
                out.extend_from_slice(&output.stderr);
                (output.status.success(), out)
            }
            Err(e) => {
                let _ = writeln!(out, "FAIL  {id}: cannot run {}: {e}", driver.display());
                (false, out)
            }
        }
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
