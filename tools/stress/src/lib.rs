//! `scripts/stress`: run a judge binary on random inputs against a brute-force solver that
//! plays the game by its rules; shrink the first input they disagree on to a minimal one and
//! keep it as `testcases/<id>/stress-<seed>.in` / `.out`.
//!
//! Each problem describes its input and its brute force in `problems/<id>/tests/stress.rs`, a
//! test target with `harness = false` whose `main` calls [`main`] (through [`stress_main!`]).
//! `cargo test` runs it as a short round on the test build of the binary; `scripts/stress <id>
//! ...` (this package's binary, `src/main.rs`) builds the release binary that `scripts/check`
//! judges, builds the test target, and starts it with `--stress` and the options ([`Args`]).
//! Nothing of it goes into the submitted binary.

pub mod table;

pub use problem::{
    Cell, MaxInput, Problem, Rng, Table, hackenbush, max_input, nim, smaller_lists,
    smaller_numbers, wythoff,
};

use clap::Parser;
use runner::{Limits, Stdin};
use std::fs::{self, OpenOptions};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// What to run and how long.
#[derive(Clone, Debug)]
pub struct Config {
    /// The problem id: failing cases go to `testcases/<id>/`.
    pub id: String,
    /// The program under test.
    pub program: PathBuf,
    /// Where failing cases are kept (normally `<root>/testcases/<id>`).
    pub testcases: PathBuf,
    /// Random inputs to try; `None` with `time` set means until the time is up.
    pub cases: Option<u64>,
    /// Stop after this long, even if `cases` are left.
    pub time: Option<Duration>,
    /// The seed of every random choice.
    pub seed: u64,
    /// The largest number in a case.
    pub max: u64,
    /// Per run of the program.
    pub timeout: Duration,
}

/// How one input went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Exited normally but printed something else.
    WrongAnswer { expected: String, actual: String },
    /// Non-zero exit status or a signal, with the end of stderr.
    RuntimeError { exit: String, stderr: String },
    /// Still running at the time limit.
    TimeLimitExceeded,
}

/// What a stress run found.
#[derive(Debug)]
pub enum Outcome {
    /// All inputs agreed.
    Passed { inputs: u64, elapsed: Duration },
    /// An input disagreed; `input` is the shrunk one, kept at `saved` (`.in`, and `.out`
    /// beside it).
    Failed {
        inputs: u64,
        input: String,
        failure: Failure,
        saved: PathBuf,
    },
}

/// Runs the program on `input` and says how it differs from `expected`, if it does.
///
/// # Errors
/// When the program cannot be started.
pub fn try_input(config: &Config, input: &str, expected: &str) -> Result<Option<Failure>, String> {
    let limits = Limits {
        time: config.timeout,
        ..Limits::default()
    };
    let outcome = runner::run(
        &config.program,
        &[] as &[&str],
        Stdin::Bytes(input.as_bytes()),
        &limits,
    )
    .map_err(|e| format!("cannot run {}: {e}", config.program.display()))?;
    if outcome.timed_out {
        return Ok(Some(Failure::TimeLimitExceeded));
    }
    if !outcome.success() {
        let stderr = String::from_utf8_lossy(&outcome.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        return Ok(Some(Failure::RuntimeError {
            exit: runner::describe_exit(outcome.exit),
            stderr: lines[lines.len().saturating_sub(5)..].join("\n"),
        }));
    }
    if String::from_utf8_lossy(&outcome.stdout).replace("\r\n", "\n") == expected {
        return Ok(None);
    }
    Ok(Some(Failure::WrongAnswer {
        expected: expected.to_string(),
        actual: String::from_utf8_lossy(&outcome.stdout).into_owned(),
    }))
}

/// The input of `cases` and its expected output.
///
/// # Errors
/// When the brute force panics, as the scaffold of `scripts/new` does (`todo!`): what to write.
fn render<P: Problem>(
    problem: &mut P,
    config: &Config,
    cases: &[P::Case],
) -> Result<(String, String), String> {
    let expected = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        cases.iter().map(|case| problem.brute_force(case)).collect()
    }))
    .map_err(|_| {
        format!(
            "the brute force panicked (see above). Write `Problem::brute_force` in \
             problems/{id}/tests/stress.rs: the expected output of one case, found by trying \
             every move of the game (problems/hdu1846/tests/stress.rs is a whole example)",
            id = config.id
        )
    })?;
    Ok((problem.input(cases), expected))
}

/// The most shrinking attempts; each is one run of the program.
const SHRINK_RUNS: usize = 5000;

/// Shrinks failing `cases` greedily: drop whole cases, then replace one case by a smaller one,
/// as long as the input still fails; returns the smallest failing cases found.
///
/// # Errors
/// When the program cannot be started.
pub fn shrink<P: Problem>(
    problem: &mut P,
    config: &Config,
    cases: Vec<P::Case>,
) -> Result<Vec<P::Case>, String> {
    let mut current = cases;
    let mut runs = 0;
    let mut fails = |problem: &mut P, candidate: &[P::Case]| -> Result<bool, String> {
        runs += 1;
        let (input, expected) = render(problem, config, candidate)?;
        Ok(runs <= SHRINK_RUNS && try_input(config, &input, &expected)?.is_some())
    };
    loop {
        let mut improved = false;
        let mut i = current.len();
        while i > 0 && current.len() > 1 {
            i -= 1;
            let mut candidate = current.clone();
            candidate.remove(i);
            if fails(problem, &candidate)? {
                current = candidate;
                improved = true;
            }
        }
        for i in 0..current.len() {
            for smaller in problem.smaller(&current[i]) {
                let mut candidate = current.clone();
                candidate[i] = smaller;
                if fails(problem, &candidate)? {
                    current = candidate;
                    improved = true;
                    break;
                }
            }
        }
        if !improved {
            return Ok(current);
        }
    }
}

/// Writes `input` and `expected` as `<dir>/stress-<seed>.in` and `.out`, or with a suffix
/// `-2`, `-3`, ... when that name is taken: an existing file is never overwritten. Returns
/// the path of the `.in` file.
///
/// # Errors
/// When the directory cannot be written.
pub fn save_case(dir: &Path, seed: u64, input: &str, expected: &str) -> Result<PathBuf, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    for attempt in 1.. {
        let name = match attempt {
            1 => format!("stress-{seed}"),
            n => format!("stress-{seed}-{n}"),
        };
        let (input_path, output_path) = (
            dir.join(format!("{name}.in")),
            dir.join(format!("{name}.out")),
        );
        let create = |path: &Path, text: &str| -> std::io::Result<bool> {
            match OpenOptions::new().write(true).create_new(true).open(path) {
                Ok(mut file) => file.write_all(text.as_bytes()).map(|()| true),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(false),
                Err(e) => Err(e),
            }
        };
        let written = |e: std::io::Error| format!("cannot write {}: {e}", dir.display());
        if output_path.exists() || !create(&input_path, input).map_err(written)? {
            continue;
        }
        if !create(&output_path, expected).map_err(written)? {
            // Taken between our check and now: give back the name and try the next one.
            fs::remove_file(&input_path).map_err(written)?;
            continue;
        }
        return Ok(input_path);
    }
    unreachable!("1.. does not end")
}

/// Runs random inputs until one fails, `config.cases` have passed, or `config.time` is up;
/// progress goes to `progress` (a `\r`-updated line when `live`).
///
/// # Errors
/// When the program cannot be started or a failing case cannot be saved.
pub fn run<P: Problem>(
    problem: &mut P,
    config: &Config,
    progress: &mut dyn Write,
    live: bool,
) -> Result<Outcome, String> {
    let mut rng = Rng::new(config.seed);
    let started = Instant::now();
    let mut last_report = started;
    let mut inputs = 0;
    loop {
        let elapsed = started.elapsed();
        let cases_done = config.cases.is_some_and(|cases| inputs >= cases);
        let time_up = config.time.is_some_and(|time| elapsed >= time);
        if cases_done || time_up {
            if live {
                let _ = write!(progress, "\r\x1b[K");
            }
            return Ok(Outcome::Passed { inputs, elapsed });
        }
        let count = rng.between(1, 6);
        let cases: Vec<P::Case> = (0..count)
            .map(|_| problem.random_case(&mut rng, config.max))
            .collect();
        let (input, expected) = render(problem, config, &cases)?;
        inputs += 1;
        if try_input(config, &input, &expected)?.is_some() {
            if live {
                let _ = write!(progress, "\r\x1b[K");
            }
            let _ = writeln!(progress, "input {inputs} fails; shrinking it");
            let cases = shrink(problem, config, cases)?;
            let (input, expected) = render(problem, config, &cases)?;
            let failure = try_input(config, &input, &expected)?
                .ok_or("the shrunk input passed on a second run: is the program deterministic?")?;
            let saved = save_case(&config.testcases, config.seed, &input, &expected)?;
            return Ok(Outcome::Failed {
                inputs,
                input,
                failure,
                saved,
            });
        }
        if live && last_report.elapsed() >= Duration::from_millis(200) {
            last_report = Instant::now();
            let rate = inputs as f64 / elapsed.as_secs_f64().max(1e-9);
            let total = config
                .cases
                .map_or(String::new(), |cases| format!("/{cases}"));
            let _ = write!(progress, "\r\x1b[K{inputs}{total} inputs, {rate:.0}/s");
            let _ = progress.flush();
        }
    }
}

/// Random testing of a problem's release binary against the brute force in
/// problems/<ID>/tests/stress.rs.
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
pub struct Args {
    /// The problem
    pub id: String,
    /// Random inputs to try [default: 1000, or until --time is up when it is given]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub cases: Option<u64>,
    /// Seed of every random choice [default: from the clock; always printed]
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Largest number in a case [default and limit: the problem's, in tests/stress.rs]
    #[arg(long, value_name = "V")]
    pub max: Option<u64>,
    /// Stop after this many seconds
    #[arg(long, value_name = "SECS", value_parser = workspace::cli::seconds)]
    pub time: Option<Duration>,
    /// Limit per run of the program, in seconds
    #[arg(long, value_name = "SECS", default_value = "5", value_parser = workspace::cli::seconds)]
    pub timeout: Duration,
    /// Test this executable instead (a bundle, another solution)
    #[arg(long, value_name = "PATH")]
    pub program: Option<PathBuf>,
}

/// Builds the test target `stress` of `package` with the `tools` profile (its brute force
/// optimised) and returns its executable: what `scripts/stress` and `scripts/table` start.
///
/// # Errors
/// When cargo fails or builds no such test.
pub fn build_test(root: &Path, package: &workspace::build::Package) -> Result<PathBuf, String> {
    let args = [
        "--no-run",
        "--profile",
        "tools",
        "-p",
        &package.name,
        "--test",
        "stress",
    ];
    workspace::build::cargo_artifacts(root, "test", &args)?
        .into_iter()
        .find(|artifact| artifact.test && artifact.target_name == "stress")
        .and_then(|artifact| artifact.executable)
        .ok_or_else(|| format!("cargo built no test `stress` for {}", package.id))
}

/// The checks both launchers make before building: the workspace root, `id` a problem of it,
/// and `problems/<id>/tests/stress.rs` there. Returns the root.
///
/// # Errors
/// The message to print after `error: ` (the unknown-problem wording every tool shares, or
/// where the stress test belongs).
pub fn root_of_stress_test(id: &str) -> Result<PathBuf, String> {
    let root = workspace::find_root()?;
    workspace::problems::require(&root, id).map_err(|unknown| unknown.to_string())?;
    if root
        .join("problems")
        .join(id)
        .join("tests/stress.rs")
        .is_file()
    {
        return Ok(root);
    }
    Err(format!(
        "problems/{id}/tests/stress.rs does not exist: a problem's stress test describes its \
         input and brute force there (see problems/hdu1846/tests/stress.rs)"
    ))
}

/// Starts the built stress `test` in `mode` (`--stress`, `--table`) with `args`, and exits as
/// it exits: how both launchers hand over.
pub fn run_test(
    test: &Path,
    root: &Path,
    mode: &str,
    args: impl IntoIterator<Item = std::ffi::OsString>,
) -> ExitCode {
    let cli = workspace::cli::USAGE;
    match std::process::Command::new(test)
        .arg(mode)
        .args(args)
        .env("WORKSPACE_ROOT", root)
        .status()
    {
        Ok(status) => ExitCode::from(
            status
                .code()
                .map_or(cli, |c| u8::try_from(c).unwrap_or(cli)),
        ),
        Err(e) => workspace::cli::error(format!("cannot run {}: {e}", test.display())),
    }
}

/// Inputs of the round `cargo test` runs.
const TEST_ROUND: u64 = 200;

/// The configuration of a run: the short round `cargo test` runs when `args` is `None`, else
/// the one `args` ask for.
///
/// # Errors
/// A message when `--max` is beyond what the brute force can search, or the workspace root
/// cannot be found.
pub fn config<P: Problem>(id: &str, program: &str, args: Option<&Args>) -> Result<Config, String> {
    let seed_from_clock = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |t| t.as_nanos() as u64 ^ u64::from(std::process::id()))
        % 1_000_000_000;
    let root = workspace::find_root()?;
    let mut config = Config {
        id: id.to_string(),
        program: PathBuf::from(program),
        testcases: root.join("testcases").join(id),
        cases: Some(TEST_ROUND),
        time: None,
        seed: seed_from_clock,
        max: P::DEFAULT_MAX,
        timeout: Duration::from_secs(5),
    };
    let Some(args) = args else {
        return Ok(config);
    };
    config.cases = match (args.cases, args.time) {
        (Some(cases), _) => Some(cases),
        (None, Some(_)) => None,
        (None, None) => Some(1000),
    };
    config.time = args.time;
    config.seed = args.seed.unwrap_or(config.seed);
    config.max = args.max.unwrap_or(config.max);
    config.timeout = args.timeout;
    if let Some(program) = &args.program {
        config.program = workspace::absolute(program);
    }
    if config.max > P::MAX_SUPPORTED {
        return Err(format!(
            "--max {} is more than the brute force of {id} can search (at most {})",
            config.max,
            P::MAX_SUPPORTED
        ));
    }
    Ok(config)
}

/// The body of a problem's `tests/stress.rs` `main`, run on the binary of the package it is
/// compiled in: `fn main() -> ExitCode { stress::stress_main!(Game::default()) }`.
#[macro_export]
macro_rules! stress_main {
    ($problem:expr) => {
        $crate::main(
            $problem,
            env!("CARGO_PKG_NAME"),
            env!(concat!("CARGO_BIN_EXE_", env!("CARGO_PKG_NAME"))),
        )
    };
}

/// What [`stress_main!`] calls: parses the options, runs, reports, and returns the exit
/// status (0 nothing differed, 1 a difference was found, 2 a usage error).
pub fn main<P: Problem>(mut problem: P, id: &str, program: &str) -> ExitCode {
    // `--table`: what `scripts/table` starts (tools/table), with its arguments.
    if std::env::args().nth(1).as_deref() == Some("--table") {
        let args = table::TableArgs::parse_from(
            std::iter::once("scripts/table".to_string()).chain(std::env::args().skip(2)),
        );
        return match table::run(&mut problem, id, &args) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(message) => workspace::cli::error(message),
        };
    }
    // Without `--stress` (as when `cargo test` runs the target) the arguments are cargo's,
    // and a short round runs; with it, they are those `scripts/stress` was given.
    let mut arguments = std::env::args().skip(1).peekable();
    let args = if arguments.peek().map(String::as_str) == Some("--stress") {
        Some(Args::parse_from(
            std::iter::once("scripts/stress".to_string()).chain(arguments.skip(1)),
        ))
    } else {
        None
    };
    let config = match config::<P>(id, program, args.as_ref()) {
        Ok(config) => config,
        Err(message) => return workspace::cli::error(message),
    };
    println!(
        "stress {id}: seed {} (replay with --seed {}), max {}, program {}",
        config.seed,
        config.seed,
        config.max,
        config.program.display()
    );
    let live = std::io::stderr().is_terminal();
    match run(&mut problem, &config, &mut std::io::stderr(), live) {
        Ok(Outcome::Passed { inputs, elapsed }) => {
            let rate = inputs as f64 / elapsed.as_secs_f64().max(1e-9);
            println!(
                "{inputs} inputs in {:.1} s ({rate:.0}/s): the program agreed with the brute force on all",
                elapsed.as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Ok(Outcome::Failed {
            inputs,
            input,
            failure,
            saved,
        }) => {
            println!("input {inputs} disagreed; shrunk to:\n{}", indent(&input));
            match failure {
                Failure::WrongAnswer { expected, actual } => {
                    println!("expected (brute force):\n{}", indent(&expected));
                    println!("actual:\n{}", indent(&actual));
                }
                Failure::RuntimeError { exit, stderr } => {
                    println!("runtime error: {exit}\n{}", indent(&stderr));
                }
                Failure::TimeLimitExceeded => {
                    println!(
                        "time limit exceeded ({:.1} s)",
                        config.timeout.as_secs_f64()
                    );
                }
            }
            println!("saved as {} and its .out", saved.display());
            ExitCode::FAILURE
        }
        Err(message) => workspace::cli::error(message),
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
