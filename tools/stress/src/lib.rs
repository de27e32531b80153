//! `scripts/stress`: run a judge binary on random inputs against a brute-force solver that
//! plays the game by its rules; shrink the first input they disagree on to a minimal one and
//! keep it as `testcases/<id>/stress-<seed>.in` / `.out`.
//!
//! The library is generic over the problem's description ([`problem::Problem`], in
//! `problems/<id>/problem.rs`): [`run`] draws random inputs, runs the program on each
//! ([`try_input`]), [`shrink`]s the first that fails and keeps it ([`save_case`]). The command
//! (`tools/cli/src/commands/stress.rs`) parses the command line and builds the release binary
//! that `scripts/check` judges; the problem's driver (`driver::stress`) runs [`run`] on the
//! problem's own type. Nothing of it
//! goes into the submitted binary.
//!
//! [`ROUND`] and [`ROUND_INTERACTIVE`] size the short round that `scripts/stress --round` plays
//! on every problem in CI, beside each binary's error voice (`judge::testing::error_voice_of`).
//!
//! An interactive problem (one with a `problems/<id>/interactor.rs`) is stressed the same way, with games for
//! inputs: each random input is a case file, the program plays it against the problem's
//! interactor (`Config::interactor`, which plays the judge's side perfectly), and a game it
//! loses (or a crash, a timeout, an idle program) is the failure: shrunk to the smallest case
//! file it still loses, kept as `stress-<seed>.in` with the game as `stress-<seed>.transcript`.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressFinish, ProgressState, ProgressStyle};
use judge::verdict::Verdict;
use problem::{Problem, Rng};
use runner::Limits;
use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use workspace::files::{self, Existing, NotWritten};

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
    /// The interactor the program plays against, for an interactive problem
    /// (one with a `problems/<id>/interactor.rs`): the case file is its argument, the expected
    /// output unused.
    pub interactor: Option<PathBuf>,
    /// The problem's special judge, ready to run, when its answers are not unique
    /// (`judge::check::prepared_checker`): it decides, given the brute force's output as the
    /// expected one, exactly as in `scripts/check`.
    pub checker: Option<PathBuf>,
}

/// How one input went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Exited normally but printed something else (`WA`), or something the problem's checker
    /// refused (its reason in `checker`).
    WrongAnswer {
        expected: String,
        actual: String,
        checker: Option<String>,
    },
    /// Exited normally and printed the expected tokens with other whitespace (`PE`): what
    /// `scripts/check` calls it too.
    PresentationError { expected: String, actual: String },
    /// Printed more than the output limit and was killed (`OLE`).
    OutputLimitExceeded,
    /// Non-zero exit status or a signal, with the end of stderr.
    RuntimeError { exit: String, stderr: String },
    /// Still running at the time limit.
    TimeLimitExceeded,
    /// An interactive game lost, or ended by a crash, a time limit or idleness: the verdict
    /// (`WA`, `RE`, `TLE`, `ILE`), the interactor's reason, the whole transcript.
    Lost {
        verdict: String,
        reason: String,
        transcript: String,
    },
}

/// What a stress run found.
#[derive(Debug)]
pub enum Outcome {
    /// All inputs agreed.
    Passed { inputs: u64, elapsed: Duration },
    /// An input disagreed; `input` is the shrunk one, kept at `saved` (`.in`, and `.out`
    /// beside it), or why it could not be kept (a full disk: then the report is all of it).
    Failed {
        inputs: u64,
        input: String,
        failure: Failure,
        saved: Result<PathBuf, String>,
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
    if let Some(interactor) = &config.interactor {
        return play(config, interactor, input, &limits);
    }
    // The one verdict: `scripts/check`'s judge of one case, on files with no name (nothing
    // left in $TMPDIR whatever ends this process), the checker asked where there is one.
    let (_input_file, input_path) = unnamed_file(input.as_bytes())?;
    let (_expected_file, expected_path) = unnamed_file(expected.as_bytes())?;
    let case = judge::cases::Case {
        name: "stress".into(),
        input: input_path,
        expected: Some(expected_path),
    };
    let judged =
        judge::check::judge_case(&case, &config.program, config.checker.as_deref(), &limits);
    let texts = || {
        let stdout = judged.outcome.as_ref().map(|o| o.stdout.as_slice());
        (
            expected.to_string(),
            String::from_utf8_lossy(stdout.unwrap_or_default()).into_owned(),
        )
    };
    Ok(match judged.verdict {
        // An empty input expecting nothing: nothing to disagree on (not run, as in check).
        Verdict::Accepted | Verdict::Empty => None,
        Verdict::OutputLimitExceeded => Some(Failure::OutputLimitExceeded),
        Verdict::TimeLimitExceeded => Some(Failure::TimeLimitExceeded),
        Verdict::RuntimeError => {
            let Some(outcome) = &judged.outcome else {
                return Err(judged
                    .error
                    .unwrap_or_else(|| "the program did not run".into()));
            };
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            let lines: Vec<&str> = stderr.lines().collect();
            Some(Failure::RuntimeError {
                exit: runner::describe_exit(outcome.exit),
                stderr: lines[lines.len().saturating_sub(5)..].join("\n"),
            })
        }
        Verdict::PresentationError => {
            let (expected, actual) = texts();
            Some(Failure::PresentationError { expected, actual })
        }
        Verdict::CheckerFailed => {
            let reason = judged.error.or(judged.checker_message).unwrap_or_default();
            return Err(format!("the checker failed: {reason}"));
        }
        _ => {
            let (expected, actual) = texts();
            Some(Failure::WrongAnswer {
                expected,
                actual,
                checker: judged.checker_message,
            })
        }
    })
}

/// `bytes` in a file with no name (`runner::unnamed_file`): a case file, an input, an
/// expected output.
fn unnamed_file(bytes: &[u8]) -> Result<(fs::File, PathBuf), String> {
    runner::unnamed_file(bytes).map_err(|e| format!("cannot write a case file: {e}"))
}

/// Plays the game of case file `input`: `None` when the program won it.
fn play(
    config: &Config,
    interactor: &Path,
    input: &str,
    limits: &Limits,
) -> Result<Option<Failure>, String> {
    // A file with no name, given to the interactor as this process's open file.
    let (_case, path) = unnamed_file(input.as_bytes())?;
    let judged = judge::interactive::judge_case(
        &judge::cases::Case {
            name: "stress".into(),
            input: path,
            expected: None,
        },
        &config.program,
        interactor,
        limits,
        judge::interactive::DEFAULT_IDLE,
    );
    if judged.verdict == judge::verdict::Verdict::Accepted {
        return Ok(None);
    }
    if let (Some(error), None) = (&judged.error, &judged.outcome) {
        return Err(error.clone());
    }
    let mut reason = judged.checker_message.clone().unwrap_or_default();
    if let Some(outcome) = judged.outcome.as_ref().filter(|o| !o.success()) {
        let exit = runner::describe_exit(outcome.exit);
        let stderr = String::from_utf8_lossy(&outcome.stderr);
        reason = format!(
            "{exit}; {}{reason}",
            stderr
                .trim_end()
                .lines()
                .last()
                .map_or(String::new(), |l| format!("{l}; "))
        );
    }
    if let Some(error) = &judged.error {
        reason = format!("{error}; {reason}");
    }
    Ok(Some(Failure::Lost {
        verdict: judged.verdict.label().to_string(),
        reason,
        transcript: judge::interactive::transcript_text(&judged.transcript.unwrap_or_default()),
    }))
}

/// The input of `cases` and its expected output (empty for an interactive problem: its
/// interactor judges).
///
/// # Errors
/// When the brute force panics, as the scaffold of `scripts/new` does (`todo!`): what to write.
fn render<P: Problem>(
    problem: &mut P,
    config: &Config,
    cases: &[P::Case],
) -> Result<(String, String), String> {
    if config.interactor.is_some() {
        return Ok((problem.input(cases), String::new()));
    }
    let expected =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| problem.expected(cases)))
            .map_err(|_| {
                format!(
                    "the brute force panicked (see above). Write `Problem::brute_force` in \
             problems/{id}/problem.rs: the expected output of one case, found by trying every \
             move of the game (problems/hdu1846/problem.rs is a whole example)",
                    id = config.id
                )
            })?;
    Ok((problem.input(cases), expected))
}

/// The most shrinking attempts; each is one run of the program.
const SHRINK_RUNS: usize = 5000;

/// Shrinks failing `cases` greedily: drop whole cases, then replace one case by a smaller one,
/// as long as the input still fails; returns the smallest failing cases found, and how many
/// candidates the brute force could not answer (it panicked on them: `Problem::smaller` made a
/// case the brute force does not take), which are passed over: the failing case is kept.
///
/// # Errors
/// When the program cannot be started.
pub fn shrink<P: Problem>(
    problem: &mut P,
    config: &Config,
    cases: Vec<P::Case>,
) -> Result<(Vec<P::Case>, usize), String> {
    let mut current = cases;
    let (mut runs, mut unanswered) = (0, 0);
    let mut fails = |problem: &mut P, candidate: &[P::Case]| -> Result<bool, String> {
        runs += 1;
        let Ok((input, expected)) = render(problem, config, candidate) else {
            unanswered += 1;
            return Ok(false);
        };
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
            return Ok((current, unanswered));
        }
    }
}

/// Writes `input` and `expected` as `<dir>/stress-<seed>.in` and `.out`, or with a suffix
/// `-2`, `-3`, ... when that name is taken: an existing file is never overwritten. Each file
/// is written whole under a temporary name first and then given its own only if that is
/// free, so no half-written case is ever left, not even on an error. Returns the path of the
/// `.in` file.
///
/// # Errors
/// When the directory cannot be written: a message naming the file and the system's reason.
pub fn save_case(dir: &Path, seed: u64, input: &str, expected: &str) -> Result<PathBuf, String> {
    save_case_with(dir, seed, input, ("out", expected))
}

/// [`save_case`] with another file than `.out` beside the `.in`: `(extension, text)`
/// (`transcript` for an interactive game).
///
/// # Errors
/// When the directory cannot be written: a message naming the file and the system's reason.
pub fn save_case_with(
    dir: &Path,
    seed: u64,
    input: &str,
    (extension, expected): (&str, &str),
) -> Result<PathBuf, String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let failed =
        |path: &Path, e: &dyn fmt::Display| format!("cannot write {}: {e}", path.display());
    // `text` as `path`, unless `path` exists: `Ok(false)` then.
    let create = |path: &Path, text: &str| match files::write(path, text.as_bytes(), Existing::Keep)
    {
        Ok(()) => Ok(true),
        Err(NotWritten::Exists) => Ok(false),
        Err(e) => Err(e),
    };
    for attempt in 1.. {
        let name = match attempt {
            1 => format!("stress-{seed}"),
            n => format!("stress-{seed}-{n}"),
        };
        let (input_path, output_path) = (
            dir.join(format!("{name}.in")),
            dir.join(format!("{name}.{extension}")),
        );
        if output_path.exists()
            || !create(&input_path, input).map_err(|e| failed(&input_path, &e))?
        {
            continue;
        }
        match create(&output_path, expected) {
            Ok(true) => return Ok(input_path),
            // Taken between our check and now: give back the name and try the next one.
            Ok(false) => fs::remove_file(&input_path).map_err(|e| failed(&input_path, &e))?,
            Err(e) => {
                let _ = fs::remove_file(&input_path);
                return Err(failed(&output_path, &e));
            }
        }
    }
    unreachable!("1.. does not end")
}

/// Runs random inputs until one fails, `config.cases` have passed, or `config.time` is up.
/// What happens goes to `progress` (a failing input, its shrinking); when `live`, a line of
/// the inputs done and their rate is kept up to date on stderr, only if stderr is a terminal
/// (`live_line`), and cleared before anything else is written or the run returns.
///
/// # Errors
/// When the program cannot be started. (A failing case that cannot be saved is still
/// [`Outcome::Failed`], with the reason.)
pub fn run<P: Problem>(
    problem: &mut P,
    config: &Config,
    progress: &mut dyn Write,
    live: bool,
) -> Result<Outcome, String> {
    let mut rng = Rng::new(config.seed);
    let started = Instant::now();
    // Cleared when dropped, whatever ends the run (an error too).
    let line = if live {
        live_line(config.cases)
    } else {
        ProgressBar::hidden()
    };
    let mut inputs = 0;
    loop {
        let elapsed = started.elapsed();
        let cases_done = config.cases.is_some_and(|cases| inputs >= cases);
        let time_up = config.time.is_some_and(|time| elapsed >= time);
        if cases_done || time_up {
            line.finish_and_clear();
            return Ok(Outcome::Passed { inputs, elapsed });
        }
        let count = rng.between(1, 6);
        let cases: Vec<P::Case> = (0..count)
            .map(|_| problem.random_case(&mut rng, config.max))
            .collect();
        let (input, expected) = render(problem, config, &cases)?;
        inputs += 1;
        if try_input(config, &input, &expected)?.is_some() {
            line.finish_and_clear();
            let _ = writeln!(progress, "input {inputs} fails; shrinking it");
            let (cases, unanswered) = shrink(problem, config, cases)?;
            if unanswered > 0 {
                let _ = writeln!(
                    progress,
                    "warning: the brute force panicked on {unanswered} smaller cases `Problem::smaller` \
                     made (see above); they were passed over, and the shrink kept the last failing input"
                );
            }
            let (input, expected) = render(problem, config, &cases)?;
            let failure = try_input(config, &input, &expected)?
                .ok_or("the shrunk input passed on a second run: is the program deterministic?")?;
            let saved = match &failure {
                Failure::Lost { transcript, .. } => save_case_with(
                    &config.testcases,
                    config.seed,
                    &input,
                    ("transcript", transcript),
                ),
                _ => save_case(&config.testcases, config.seed, &input, &expected),
            };
            return Ok(Outcome::Failed {
                inputs,
                input,
                failure,
                saved,
            });
        }
        line.set_position(inputs);
    }
}

/// The live line of a run on stderr, `120/1000 inputs, 57/s` (`120 inputs, 57/s` with no
/// count of `cases`), redrawn at most 20 times a second by `indicatif`, which draws nothing
/// when stderr is not a terminal (a pipe, a file, CI's log): no escape codes there.
/// Cleared, not left, when dropped.
fn live_line(cases: Option<u64>) -> ProgressBar {
    let style = ProgressStyle::with_template("{pos}{total} inputs, {rate}")
        .expect("a valid template")
        .with_key("total", |state: &ProgressState, w: &mut dyn fmt::Write| {
            if let Some(cases) = state.len() {
                let _ = write!(w, "/{cases}");
            }
        })
        .with_key("rate", |state: &ProgressState, w: &mut dyn fmt::Write| {
            let rate = state.pos() as f64 / state.elapsed().as_secs_f64().max(1e-9);
            let _ = write!(w, "{rate:.0}/s");
        });
    ProgressBar::with_draw_target(cases, ProgressDrawTarget::stderr())
        .with_style(style)
        .with_finish(ProgressFinish::AndClear)
}

pub use judge;

/// Inputs of the short round `scripts/stress --round` plays on each problem (what CI runs).
pub const ROUND: u64 = 200;

/// Games of that round for an interactive problem (each two processes and a relay).
pub const ROUND_INTERACTIVE: u64 = 50;

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    /// An executable script `name` in `dir`.
    fn script(dir: &Path, name: &str, text: &str) -> PathBuf {
        let path = dir.join(name);
        fs::write(&path, text).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn config(program: PathBuf, interactor: Option<PathBuf>) -> Config {
        Config {
            id: "p".into(),
            program,
            testcases: PathBuf::from("/nonexistent"),
            cases: Some(1),
            time: None,
            seed: 1,
            max: 10,
            timeout: Duration::from_secs(2),
            interactor,
            checker: None,
        }
    }

    #[test]
    fn a_problem_with_a_checker_is_judged_by_it() {
        // A checker that accepts an output whose first word is the expected one's, and says
        // which it saw when not: two outputs are right, as two maximum matchings are.
        let dir = tempfile::tempdir().unwrap();
        let checker = script(
            dir.path(),
            "checker",
            "#!/bin/sh\nread a _ < \"$2\"; read e _ < \"$3\"\n\
             [ \"$a\" = \"$e\" ] && exit 0; echo \"size $a, not $e\"; exit 1\n",
        );
        let expected = "2 first\n";
        for (output, verdict) in [
            ("2 first", None),
            ("2 other", None),
            ("3 first", Some("size 3, not 2")),
        ] {
            let program = script(
                dir.path(),
                "program",
                &format!("#!/bin/sh\necho '{output}'\n"),
            );
            let mut judged = config(program.clone(), None);
            judged.checker = Some(checker.clone());
            let failure = try_input(&judged, "1\n", expected).unwrap();
            let reason = failure.as_ref().map(|failure| match failure {
                Failure::WrongAnswer {
                    checker: Some(reason),
                    ..
                } => reason.as_str(),
                other => panic!("{output}: {other:?}"),
            });
            assert_eq!(reason, verdict, "{output}");
            // Without the checker, only the brute force's own text is right.
            let plain = try_input(&config(program, None), "1\n", expected).unwrap();
            assert_eq!(plain.is_none(), output == "2 first", "{output}: {plain:?}");
        }
    }

    #[test]
    fn an_output_gets_the_verdict_scripts_check_gives_it() {
        let dir = tempfile::tempdir().unwrap();
        let expected = "1\n2\n";
        for (program, verdict) in [
            ("printf '1\\r\\n2\\r\\n'", None),
            ("printf '1 2\\n'", Some("PE")),
            ("printf '1\\n3\\n'", Some("WA")),
            ("exit 3", Some("RE")),
            ("exec yes", Some("OLE")),
            ("exec sleep 1001", Some("TLE")),
        ] {
            let path = script(dir.path(), "program", &format!("#!/bin/sh\n{program}\n"));
            let limits = Limits {
                time: Duration::from_secs(2),
                ..Limits::default()
            };
            let checked = judge::check::judge_case(
                &judge::cases::Case {
                    name: "c".into(),
                    input: script(dir.path(), "c.in", ""),
                    expected: Some(script(dir.path(), "c.out", expected)),
                },
                &path,
                None,
                &limits,
            );
            let stressed = try_input(&config(path, None), "", expected).unwrap();
            let label = stressed.as_ref().map(|failure| match failure {
                Failure::WrongAnswer { .. } => "WA",
                Failure::PresentationError { .. } => "PE",
                Failure::RuntimeError { .. } => "RE",
                Failure::TimeLimitExceeded => "TLE",
                Failure::OutputLimitExceeded => "OLE",
                Failure::Lost { .. } => "lost",
            });
            assert_eq!(label, verdict, "{program}: {stressed:?}");
            assert_eq!(
                checked.verdict.label(),
                verdict.unwrap_or("AC"),
                "{program}: scripts/check"
            );
        }
    }

    #[test]
    fn an_interactive_case_file_has_no_name_to_leave_behind() {
        // The interactor reports where its case file is: an unnamed file (`O_TMPFILE`,
        // `(deleted)`), so that a stress run killed mid-game leaves none in $TMPDIR.
        let dir = tempfile::tempdir().unwrap();
        let interactor = script(
            dir.path(),
            "interactor",
            "#!/bin/sh\nread n < \"$1\"\necho \"n=$n at $(readlink \"$1\")\" >&2\nexit 1\n",
        );
        let program = script(dir.path(), "program", "#!/bin/sh\nexit 0\n");
        let failure = try_input(&config(program, Some(interactor)), "42\n", "").unwrap();
        let Some(Failure::Lost { reason, .. }) = failure else {
            panic!("{failure:?}");
        };
        assert!(reason.contains("n=42 at "), "{reason}");
        assert!(reason.ends_with("(deleted)"), "{reason}");
    }

    #[test]
    fn a_saved_case_takes_a_free_name_and_leaves_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let dir = dir.path();
        // stress-7 is taken by an .out alone, stress-7-2 by an .in alone.
        fs::write(dir.join("stress-7.out"), "theirs\n").unwrap();
        fs::write(dir.join("stress-7-2.in"), "theirs\n").unwrap();
        let saved = save_case(dir, 7, "1\n8 3\n", "second\n").unwrap();
        assert_eq!(saved, dir.join("stress-7-3.in"));
        let read = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
        assert_eq!(read("stress-7-3.in"), "1\n8 3\n");
        assert_eq!(read("stress-7-3.out"), "second\n");
        assert_eq!(read("stress-7.out"), "theirs\n");
        assert_eq!(read("stress-7-2.in"), "theirs\n");
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                "stress-7-2.in",
                "stress-7-3.in",
                "stress-7-3.out",
                "stress-7.out"
            ],
            "no temporary file left"
        );
    }
}
