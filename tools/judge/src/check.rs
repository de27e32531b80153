//! `judge check`: build the problems' binaries once, run every case (in parallel), and print
//! a judge's report in a stable order, ending with `N passed, M failed`.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::num::NonZeroUsize;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::cases::{self, Case, TestSet, natural_cmp};
use crate::report;
use crate::results::{CaseResult, Summary};
use crate::special_judge;
use crate::text::{BOLD, DIM, RED, paint};
use crate::verdict::{self, Verdict};
use anstream::{AutoStream, ColorChoice};
use runner::{Limits, Outcome, Stdin};
use workspace::build::{self, Package, Profile};
use workspace::metadata::Metadata;
use workspace::pool;

/// How cases are run and shown.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Limits of each run.
    pub limits: Limits,
    /// How many cases run at once.
    pub jobs: NonZeroUsize,
    /// Colours in the report: with `false`, every escape code is stripped from what is
    /// written (the report's styles, `judge::text`, are always there).
    pub color: bool,
    /// Peak memory allowed per case, in KiB, over any problem's own (`--memory-limit`).
    pub memory_limit_kib: Option<u64>,
    /// Interactive problems: how long nothing may move (`--idle`).
    pub idle: std::time::Duration,
    /// Interactive problems: where each failure's whole transcript is saved, as
    /// `<dir>/<id>/<case>.transcript` (`--transcripts DIR`).
    pub transcripts: Option<PathBuf>,
}

impl Default for Settings {
    /// Default limits, one job per available core, plain text.
    fn default() -> Self {
        Settings {
            limits: Limits::default(),
            jobs: pool::cores(),
            color: false,
            memory_limit_kib: None,
            idle: crate::interactive::DEFAULT_IDLE,
            transcripts: None,
        }
    }
}

/// What `judge check` was asked to do.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// The workspace root.
    pub root: PathBuf,
    /// Problem ids; empty means every problem under `problems/`.
    pub ids: Vec<String>,
    /// Profile of the cargo build.
    pub profile: Profile,
    /// Judge this executable instead of building (then `ids` holds exactly one id).
    pub program: Option<PathBuf>,
    /// Colour for cargo's own output (`None`: cargo decides).
    pub cargo_color: Option<bool>,
    /// How cases are run and shown.
    pub settings: Settings,
}

/// Why `check` stopped before judging: all of these exit with status 2.
#[derive(Debug)]
pub enum CheckError {
    /// Bad arguments: an unknown problem id, a missing program.
    Usage(String),
    /// The workspace is not as expected: no problems at all.
    Setup(String),
    /// `cargo build` failed (its diagnostics were shown on stderr).
    Build(String),
    /// Writing the report failed.
    Io(io::Error),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Usage(message) | CheckError::Setup(message) => f.write_str(message),
            CheckError::Build(message) => write!(f, "{message}; nothing was judged"),
            CheckError::Io(error) => write!(f, "cannot write the report: {error}"),
        }
    }
}

impl std::error::Error for CheckError {}

impl From<io::Error> for CheckError {
    fn from(error: io::Error) -> Self {
        CheckError::Io(error)
    }
}

/// A problem ready to be judged: its cases, the executable, the prepared checker.
#[derive(Clone, Debug)]
pub struct Problem {
    /// Its testcases.
    pub tests: TestSet,
    /// The executable to judge.
    pub program: PathBuf,
    /// The special judge's executable, if any.
    pub checker: Option<PathBuf>,
    /// The statement's memory limit in KiB, if its description gives one
    /// (`memory-limit-mib` in `problems/<id>/Cargo.toml`: hdu2177 has 32 MiB).
    pub memory_limit_kib: Option<u64>,
    /// The interactor's executable (`<id>-interactor`, built from `problems/<id>/interactor.rs`
    /// beside the program) when the problem is interactive.
    pub interactor: Option<PathBuf>,
}

/// The memory limit of problem `id` (or of the problem it is an alias of) in KiB, from its
/// statement: `memory-limit-mib` under `[package.metadata.problem]` in
/// `problems/<id>/Cargo.toml` (data: nothing of the problem is compiled). `None` when it gives
/// none, or when `id` is no problem.
pub fn statement_memory_limit(root: &Path, id: &str) -> Option<u64> {
    workspace::problems::statement_of(root, id)?
        .memory_limit_mib?
        .checked_mul(1024)
}

/// The address space a program may take while it runs (`runner::Limits`): its memory limit
/// and 256 MiB more (room for what is mapped but never touched), or 4 GiB without one, so
/// that a runaway case stops before it takes the machine; [`apply_memory_limit`] reports it.
pub fn address_space_guard(limit_kib: Option<u64>) -> u64 {
    match limit_kib {
        Some(limit) => limit.saturating_mul(1024).saturating_add(256 << 20),
        None => 4 << 30,
    }
}

/// What a Rust program prints when an allocation fails: what it does at the address-space
/// guard.
const ALLOCATION_FAILED: &[u8] = b"memory allocation of ";

/// `result` as `MLE` when its program ran past `limit_kib` (and was not already stopped at
/// another limit), or was stopped by the address-space guard: the output no longer matters
/// then.
fn apply_memory_limit(result: &mut CaseResult, limit_kib: Option<u64>) {
    result.memory_limit_kib = limit_kib;
    let Some(outcome) = &result.outcome else {
        return;
    };
    let guarded = !outcome.success()
        && outcome
            .stderr
            .windows(ALLOCATION_FAILED.len())
            .any(|w| w == ALLOCATION_FAILED);
    let over = guarded
        || limit_kib.is_some_and(|limit| outcome.peak_rss_exact && outcome.peak_rss_kib > limit);
    let ran = !matches!(
        result.verdict,
        Verdict::TimeLimitExceeded
            | Verdict::OutputLimitExceeded
            | Verdict::IdlenessLimitExceeded
            | Verdict::Empty
    );
    if over && ran {
        result.verdict = Verdict::MemoryLimitExceeded;
    }
}

/// Judges one case: runs `program` on the case's input and compares (or asks `checker`).
pub fn judge_case(
    case: &Case,
    program: &Path,
    checker: Option<&Path>,
    limits: &Limits,
) -> CaseResult {
    let mut result = CaseResult {
        case: case.clone(),
        verdict: Verdict::CheckerFailed,
        outcome: None,
        expected: None,
        checker_message: None,
        error: None,
        memory_limit_kib: None,
        transcript: None,
    };
    let expected = match &case.expected {
        Some(path) => match fs::read(path) {
            Ok(bytes) => Some(bytes),
            Err(e) => {
                result.error = Some(format!("cannot read {}: {e}", path.display()));
                return result;
            }
        },
        None => None,
    };
    let input_len = fs::metadata(&case.input).map(|m| m.len()).unwrap_or(1);
    if input_len == 0 && expected.as_ref().is_none_or(|e| e.is_empty()) {
        result.verdict = Verdict::Empty;
        return result;
    }
    let outcome = match runner::run(program, &[] as &[&str], Stdin::File(&case.input), limits) {
        Ok(outcome) => outcome,
        Err(e) => {
            result.verdict = Verdict::RuntimeError;
            result.error = Some(format!("cannot run {}: {e}", program.display()));
            return result;
        }
    };
    let ending = verdict::of_ending(&outcome, false);
    result.verdict = match (ending, &expected, &case.expected, checker) {
        (Some(ending), ..) => ending,
        (None, None, _, _) => Verdict::RunOnly,
        (None, Some(_), Some(expected_path), Some(checker)) => {
            let report = special_judge::judge(checker, &case.input, &outcome.stdout, expected_path);
            result.checker_message = Some(report.message);
            report.verdict
        }
        (None, Some(expected), _, _) => verdict::of_run(&outcome, expected),
    };
    if result.verdict != Verdict::Accepted {
        result.expected = expected;
        result.outcome = Some(outcome);
    } else {
        // Keep the figures, drop the output: nothing shows it.
        result.outcome = Some(Outcome {
            stdout: Vec::new(),
            stderr: Vec::new(),
            ..outcome
        });
    }
    result
}

/// Where a checker compiled from `checker.rs` of problem `id` is cached.
pub fn checker_cache(root: &Path, id: &str) -> PathBuf {
    workspace::target_dir(root)
        .join("judge")
        .join("checkers")
        .join(id)
        .join("checker")
}

/// `judge check`: builds the requested problems (or judges `options.program`), runs every
/// case, writes the report to `out`, and returns the counts.
///
/// # Errors
/// [`CheckError`] when nothing could be judged: bad arguments, no problems, a failed build.
/// A problem without testcases, without a binary, or with a checker that does not compile
/// is reported in place and counted in [`Summary::errors`] instead.
pub fn check(
    options: &CheckOptions,
    out: &mut (dyn Write + 'static),
) -> Result<Summary, CheckError> {
    let root = &options.root;
    if let Some(program) = &options.program {
        let [id] = options.ids.as_slice() else {
            return Err(CheckError::Usage(
                "--program needs exactly one problem id (--id ID)".to_string(),
            ));
        };
        let id = workspace::problems::canonical(id);
        return judge_program(root, id, program, &options.settings, out);
    }

    // Every problem once: an alias is its problem (poj1067 is hdu1527), and the list holds no
    // alias (an alias has no package or testcases of its own).
    let mut ids = Vec::new();
    for id in &options.ids {
        workspace::problems::require(root, id)
            .map_err(|unknown| CheckError::Usage(unknown.to_string()))?;
        ids.push(workspace::problems::canonical(id).to_string());
    }
    // What packages there are: one `cargo metadata`.
    let metadata = Metadata::load(root).map_err(CheckError::Setup)?;
    if options.ids.is_empty() {
        ids = workspace::problems::list_problems_in(&metadata);
        if ids.is_empty() {
            return Err(CheckError::Setup(format!(
                "no problems: no {}/problems/<id>/Cargo.toml",
                root.display()
            )));
        }
    }
    ids.sort_by(|a, b| natural_cmp(a, b));
    ids.dedup();

    let mut found = Vec::new();
    let mut packages = Vec::new();
    for id in &ids {
        let tests = cases::discover(root, id);
        if tests.is_ok() {
            packages.push(Package::in_workspace(root, &metadata, id));
        }
        found.push((id.clone(), tests));
    }
    let executables = build::build(root, &packages, options.profile, options.cargo_color)
        .map_err(CheckError::Build)?;

    let problems = found
        .into_iter()
        .map(|(id, tests)| {
            let tests = tests?;
            let program = executables.get(&id).cloned().ok_or_else(|| {
                format!("cargo built no binary for problems/{id} (does it have src/main.rs?)")
            })?;
            ready(root, tests, program)
        })
        .zip(ids)
        .map(|(problem, id)| problem.map_err(|message| (id, message)))
        .collect();
    Ok(judge_problems(root, problems, &options.settings, out)?)
}

/// Judges an already-built `program` against `testcases/<id>/` with no build (for a bundle
/// compiled by `rustc`, or any other executable), writing the report to `out`.
///
/// # Errors
/// [`CheckError::Usage`] when `program` is not an executable file; write errors.
pub fn judge_program(
    root: &Path,
    id: &str,
    program: &Path,
    settings: &Settings,
    out: &mut (dyn Write + 'static),
) -> Result<Summary, CheckError> {
    let program = workspace::absolute(program);
    let kind = match fs::metadata(&program) {
        Ok(metadata) => workspace::not_a_regular_file(metadata.file_type()),
        Err(_) => Some("no such file"),
    };
    if let Some(kind) = kind {
        return Err(CheckError::Usage(format!(
            "--program {}: {kind}, not a program",
            program.display()
        )));
    }
    let mode = fs::metadata(&program).map_or(0, |m| m.permissions().mode());
    if mode & 0o111 == 0 {
        return Err(CheckError::Usage(format!(
            "--program {}: not executable",
            program.display()
        )));
    }
    let problem = cases::discover(root, id)
        .and_then(|tests| ready(root, tests, program))
        .map_err(|message| (id.to_string(), message));
    Ok(judge_problems(root, vec![problem], settings, out)?)
}

/// The special judge of problem `id` ready to run (`checker.rs` compiled into
/// [`checker_cache`] if needed), or `None` when the problem has none: what `scripts/check`
/// and `scripts/stress` both ask of a problem whose answers are not unique.
///
/// # Errors
/// When the checker is not executable or does not compile.
pub fn prepared_checker(root: &Path, id: &str) -> Result<Option<PathBuf>, String> {
    match crate::cases::checker_of(root, id, &mut Vec::new())? {
        Some(source) => special_judge::prepare(&source, &checker_cache(root, id)).map(Some),
        None => Ok(None),
    }
}

/// A problem ready to be judged: `tests` with `program`, its checker prepared (compiling
/// `checker.rs` if needed).
///
/// # Errors
/// A message when the checker cannot be prepared.
pub fn ready(root: &Path, tests: TestSet, program: PathBuf) -> Result<Problem, String> {
    let checker = match &tests.checker {
        Some(source) => Some(special_judge::prepare(
            source,
            &checker_cache(root, &tests.id),
        )?),
        None => None,
    };
    let memory_limit_kib = statement_memory_limit(root, &tests.id);
    let interactor = if crate::interactive::interactor_source(root, &tests.id).is_file() {
        let found = crate::interactive::built_interactor(root, &tests.id, &program);
        Some(found.ok_or_else(|| {
            format!(
                "problems/{id}/interactor.rs is not built: cargo build --release -p {id}",
                id = tests.id
            )
        })?)
    } else {
        None
    };
    Ok(Problem {
        tests,
        program,
        checker,
        memory_limit_kib,
        interactor,
    })
}

/// Runs the cases of `problems` on `settings.jobs` threads and writes the report in problem
/// order, then case order, as results come in; problems given as `Err((id, message))` are
/// reported as not judged. Without `settings.color`, every escape code is stripped on the way
/// to `out` (`anstream`, which takes writers that borrow nothing: stdout, a `Vec`).
///
/// # Errors
/// Only write errors.
pub fn judge_problems(
    root: &Path,
    problems: Vec<Result<Problem, (String, String)>>,
    settings: &Settings,
    out: &mut (dyn Write + 'static),
) -> io::Result<Summary> {
    // The report's styles go out as they are, or stripped.
    let choice = if settings.color {
        ColorChoice::Always
    } else {
        ColorChoice::Never
    };
    let out = &mut AutoStream::new(out, choice);
    // Every case, with the index of its problem.
    let jobs: Vec<(usize, &Problem, &Case)> = problems
        .iter()
        .enumerate()
        .filter_map(|(index, problem)| Some((index, problem.as_ref().ok()?)))
        .flat_map(|(index, problem)| {
            let cases = problem.tests.cases.iter();
            cases.map(move |case| (index, problem, case))
        })
        .collect();
    // A problem's header goes out as soon as every case before its own is written (at once for
    // the first): `headers(.., through)` writes those of the problems below `through` not yet
    // written.
    let mut written = 0;
    let mut headers = |out: &mut dyn Write, summary: &mut Summary, through: usize| {
        while written < through {
            header(out, root, &problems[written], summary)?;
            written += 1;
        }
        io::Result::Ok(())
    };
    let through = |job: Option<&(usize, &Problem, &Case)>| job.map_or(problems.len(), |j| j.0 + 1);

    let mut summary = Summary::default();
    headers(out, &mut summary, through(jobs.first()))?;
    let run = |&(_, problem, case): &(usize, &Problem, &Case)| {
        let memory_limit_kib = settings.memory_limit_kib.or(problem.memory_limit_kib);
        let limits = Limits {
            address_space_bytes: Some(address_space_guard(memory_limit_kib)),
            ..settings.limits
        };
        let mut result = match &problem.interactor {
            Some(interactor) => crate::interactive::judge_case(
                case,
                &problem.program,
                interactor,
                &limits,
                settings.idle,
            ),
            None => judge_case(case, &problem.program, problem.checker.as_deref(), &limits),
        };
        apply_memory_limit(&mut result, memory_limit_kib);
        if let (Some(dir), true) = (&settings.transcripts, result.transcript.is_some())
            && let Err(error) = crate::interactive::save_transcript(dir, &problem.tests.id, &result)
        {
            result.error = Some(error);
        }
        result
    };
    pool::for_each(&jobs, settings.jobs, run, |index, result: CaseResult| {
        let (_, problem, _) = jobs[index];
        let width = problem
            .tests
            .cases
            .iter()
            .map(|c| c.name.len())
            .max()
            .unwrap_or(0);
        summary.add(result.verdict);
        for line in report::case_lines(&result, width, root, &settings.limits) {
            writeln!(out, "{line}")?;
        }
        headers(out, &mut summary, through(jobs.get(index + 1)))
    })?;
    for line in report::summary_lines(&summary) {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(summary)
}

fn header(
    out: &mut dyn Write,
    root: &Path,
    problem: &Result<Problem, (String, String)>,
    summary: &mut Summary,
) -> io::Result<()> {
    match problem {
        Ok(problem) => {
            let tests = &problem.tests;
            let n = tests.cases.len();
            let mut about = format!("{n} case{}", if n == 1 { "" } else { "s" });
            if let Some(interactor) = &problem.interactor {
                about.push_str(&format!(
                    ", interactive: {}",
                    report::shown_path(root, interactor)
                ));
            }
            if let Some(source) = &tests.checker {
                about.push_str(&format!(
                    ", special judge {}",
                    report::shown_path(root, source.path())
                ));
            }
            writeln!(
                out,
                "{} {}",
                paint(BOLD, &tests.id),
                paint(DIM, &format!("({about})"))
            )?;
            for note in &tests.notes {
                writeln!(out, "  {}", paint(DIM, &format!("note: {note}")))?;
            }
            // Entries that cannot be run: each reported, each a failure.
            for (name, why) in &tests.unusable {
                let label = report::verdict_label(Verdict::CheckerFailed);
                writeln!(out, "  {label} {name}  {}", paint(RED, why))?;
                summary.failed += 1;
            }
        }
        Err((id, message)) => {
            writeln!(out, "{}", paint(BOLD, id))?;
            for line in message.lines() {
                writeln!(out, "  {}", paint(RED, line))?;
            }
            summary.errors.push((id.clone(), message.clone()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_limit_is_the_statements() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let limit = |id| statement_memory_limit(&root, id);
        assert_eq!(limit("hdu2177"), Some(32 * 1024));
        assert_eq!(limit("hdu1846"), None);
        assert_eq!(limit("poj1067"), None, "hdu1527's: none");
        assert_eq!(limit("nosuch"), None);
    }
}
