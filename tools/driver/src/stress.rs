//! `scripts/stress` on one problem's description: the run and its report (`stress`), and CI's
//! short round with the error voice (`round`). The command line a person types is parsed by
//! the tool (`tools/cli/src/stress.rs`), which builds the program and runs this driver.

use crate::{Facts, seconds};
use ::stress::{Config, Failure, Outcome};
use problem::Problem;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use workspace::cli;

/// `driver stress`: what `scripts/stress <id>` asks, the program already built.
#[derive(Clone, Debug, clap::Args)]
pub struct Options {
    /// The executable under test.
    #[arg(long)]
    pub program: PathBuf,
    #[arg(long)]
    pub cases: Option<u64>,
    #[arg(long)]
    pub seed: u64,
    #[arg(long)]
    pub max: Option<u64>,
    #[arg(long, value_parser = seconds)]
    pub time: Option<Duration>,
    #[arg(long, value_parser = seconds)]
    pub timeout: Duration,
}

/// `driver round`: CI's short round and the error voice of one problem.
#[derive(Clone, Debug, clap::Args)]
pub struct RoundOptions {
    /// The executable under test.
    #[arg(long)]
    pub program: PathBuf,
    #[arg(long)]
    pub cases: Option<u64>,
    #[arg(long)]
    pub seed: u64,
    #[arg(long, value_parser = seconds)]
    pub timeout: Duration,
}

/// The run `options` ask for, on `problem`: the report on stdout, the live progress on stderr
/// when it is a terminal; exit status 0, 1 for a difference, 2 when it could not run.
pub fn stress<P: Problem>(facts: &Facts, problem: &mut P, options: &Options) -> ExitCode {
    let (id, root) = (facts.id, &facts.root);
    let max = options.max.unwrap_or(P::DEFAULT_MAX);
    if max > P::MAX_SUPPORTED {
        return cli::error(format!(
            "--max {max} is more than the brute force of {id} can search (at most {})",
            P::MAX_SUPPORTED
        ));
    }
    let checker = match judge::check::prepared_checker(root, id) {
        Ok(checker) => checker,
        Err(message) => return cli::error(message),
    };
    let mut config = Config {
        id: id.to_string(),
        program: options.program.clone(),
        testcases: root.join("testcases").join(id),
        cases: match (options.cases, options.time) {
            (Some(cases), _) => Some(cases),
            (None, Some(_)) => None,
            (None, None) => Some(1000),
        },
        time: options.time,
        seed: options.seed,
        max,
        timeout: options.timeout,
        interactor: None,
        checker,
    };
    if facts.interactive {
        // Built with the program (one package); for --program, the release build's, which
        // the tool built.
        config.interactor = judge::interactive::built_interactor(root, id, &config.program)
            .or_else(|| {
                let release = workspace::target_dir(root).join("release").join(id);
                judge::interactive::built_interactor(root, id, &release)
            });
        if config.interactor.is_none() {
            return cli::error(format!("no {id}-interactor was built beside the program"));
        }
    }
    println!(
        "stress {id}: seed {} (replay with --seed {}), max {}, program {}",
        config.seed,
        config.seed,
        config.max,
        config.program.display()
    );
    let live = std::io::stderr().is_terminal();
    match ::stress::run(problem, &config, &mut std::io::stderr(), live) {
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

/// One problem's round and error voice, reported on stdout (one line, and the report of a
/// failure); exit status 0 when both passed, 1 when not.
pub fn round<P: Problem>(facts: &Facts, problem: &mut P, options: &RoundOptions) -> ExitCode {
    let mut out = Vec::new();
    let ok = round_into(facts, problem, options, &mut out);
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(&out);
    let _ = stdout.flush();
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(cli::FAILED)
    }
}

/// [`round`] into `out`: whether both passed.
fn round_into<P: Problem>(
    facts: &Facts,
    problem: &mut P,
    options: &RoundOptions,
    out: &mut Vec<u8>,
) -> bool {
    let (id, root, seed, program) = (facts.id, &facts.root, options.seed, &options.program);
    if let Err(message) = facts_agree::<P>(facts).and_then(|()| cases_valid(problem, seed)) {
        let _ = writeln!(out, "FAIL  {id}: {message}");
        return false;
    }
    let checker = match judge::check::prepared_checker(root, id) {
        Ok(checker) => checker,
        Err(message) => {
            let _ = writeln!(out, "FAIL  {id}: {message}");
            return false;
        }
    };
    let mut config = Config {
        id: id.to_string(),
        program: program.to_path_buf(),
        testcases: root.join("testcases").join(id),
        cases: Some(options.cases.unwrap_or(if facts.interactive {
            ::stress::ROUND_INTERACTIVE
        } else {
            ::stress::ROUND
        })),
        time: None,
        seed,
        max: P::DEFAULT_MAX,
        timeout: options.timeout,
        interactor: None,
        checker,
    };
    if facts.interactive {
        config.interactor = judge::interactive::built_interactor(root, id, program);
        if config.interactor.is_none() {
            let _ = writeln!(
                out,
                "FAIL  {id}: no {id}-interactor beside {}",
                program.display()
            );
            return false;
        }
    }
    let outcome = match ::stress::run(problem, &config, &mut std::io::sink(), false) {
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
    let what = if facts.interactive {
        "games won against the interactor"
    } else if config.checker.is_some() {
        "inputs judged right by the problem's checker, against the brute force's answers"
    } else {
        "inputs agreed with the brute force"
    };
    match crate::error_voice_of(facts, problem, program) {
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

/// What a description may still say of its problem (`Problem::INTERACTIVE`,
/// `Problem::MEMORY_LIMIT_MIB`, `Problem::ALIASES`, kept so that older descriptions compile)
/// agrees with the data the tools read: `problems/<id>/interactor.rs` and
/// `[package.metadata.problem]` in its `Cargo.toml`. The tools read only the data.
///
/// # Errors
/// Which fact disagrees, and where to state it.
pub fn facts_agree<P: Problem>(facts: &Facts) -> Result<(), String> {
    let id = facts.id;
    if P::INTERACTIVE && !facts.interactive {
        return Err(format!(
            "Problem::INTERACTIVE is set but problems/{id}/interactor.rs does not exist (a \
             problem is interactive when it has an interactor: leave the constant out)"
        ));
    }
    if P::MEMORY_LIMIT_MIB.is_none() && P::ALIASES.is_empty() {
        return Ok(());
    }
    let statement = workspace::problems::statement_of(&facts.root, id).unwrap_or_default();
    if P::MEMORY_LIMIT_MIB.is_some() && P::MEMORY_LIMIT_MIB != statement.memory_limit_mib {
        return Err(format!(
            "Problem::MEMORY_LIMIT_MIB is {:?} but problems/{id}/Cargo.toml says {:?}: state it \
             once, as `memory-limit-mib` under [package.metadata.problem]",
            P::MEMORY_LIMIT_MIB,
            statement.memory_limit_mib
        ));
    }
    if !P::ALIASES.is_empty() && P::ALIASES != statement.aliases.as_slice() {
        return Err(format!(
            "Problem::ALIASES is {:?} but problems/{id}/Cargo.toml says {:?}: state them once, \
             as `aliases` under [package.metadata.problem]",
            P::ALIASES,
            statement.aliases
        ));
    }
    Ok(())
}

/// How many random cases [`cases_valid`] draws.
const VALID_CASES: usize = 100;

/// The description keeps its own word (`Problem::valid`): every random case of `seed` is
/// valid, and so is every candidate `Problem::smaller` makes of it.
///
/// # Errors
/// The first case or candidate that is not valid, and which method made it.
pub fn cases_valid<P: Problem>(problem: &mut P, seed: u64) -> Result<(), String> {
    let mut rng = problem::Rng::new(seed);
    for _ in 0..VALID_CASES {
        let case = problem.random_case(&mut rng, P::DEFAULT_MAX);
        if !problem.valid(&case) {
            return Err(format!(
                "Problem::random_case made {case:?}, which Problem::valid refuses (seed {seed})"
            ));
        }
        if let Some(smaller) = problem
            .smaller(&case)
            .into_iter()
            .find(|c| !problem.valid(c))
        {
            return Err(format!(
                "Problem::smaller made {smaller:?} of {case:?}, which Problem::valid refuses \
                 (seed {seed})"
            ));
        }
    }
    Ok(())
}

/// Writes what the run found to `out`; whether a difference was found.
fn report(outcome: &Outcome, config: &Config, out: &mut dyn Write) -> bool {
    match outcome {
        Outcome::Passed { inputs, elapsed } => {
            let rate = *inputs as f64 / elapsed.as_secs_f64().max(1e-9);
            let agreed = match (&config.interactor, &config.checker) {
                (Some(_), _) => "the program won every game against the perfect interactor",
                (None, Some(_)) => {
                    "the problem's checker, given the brute force's answers, accepted all"
                }
                (None, None) => "the program agreed with the brute force on all",
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
                    "no testcase of testcases/{} is named for them (u64-max, ...-limit): add one \
                     at the largest values the contract accepts",
                    config.id
                ),
                false => format!("testcases/{}/ holds {}", config.id, edge_cases.join(", ")),
            };
            if config.max < u64::MAX {
                let _ = writeln!(
                    out,
                    "no value above {} was tried (the brute force's reach); the contract's largest values: {covered}",
                    config.max
                );
            }
            false
        }
        Outcome::Failed {
            inputs,
            input,
            failure,
            saved,
        } => {
            let what = match failure {
                Failure::WrongAnswer { checker: None, .. } => {
                    "gave another answer than the brute force"
                }
                Failure::WrongAnswer { .. } => "gave an answer the problem's checker refused",
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
                Failure::WrongAnswer {
                    expected, actual, ..
                }
                | Failure::PresentationError { expected, actual } => {
                    let _ = writeln!(out, "expected (brute force):\n{}", indent(expected));
                    let _ = writeln!(out, "actual:\n{}", indent(actual));
                    if let Failure::WrongAnswer {
                        checker: Some(reason),
                        ..
                    } = failure
                    {
                        let _ = writeln!(out, "checker:\n{}", indent(reason));
                    }
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
    use problem::Rng;

    /// Piles of at least `least` stones; random cases of at least `drawn`, and its own
    /// `smaller` when `by_hand`.
    struct Piles {
        least: u64,
        drawn: u64,
        by_hand: bool,
    }

    impl Problem for Piles {
        type Case = Vec<u64>;
        const MAX_SUPPORTED: u64 = 9;
        const DEFAULT_MAX: u64 = 9;

        fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
            (0..rng.between(1, 3))
                .map(|_| rng.value(max).max(self.drawn))
                .collect()
        }

        fn input(&self, _: &[Vec<u64>]) -> String {
            String::new()
        }

        fn brute_force(&mut self, _: &Vec<u64>) -> String {
            String::new()
        }

        fn valid(&self, piles: &Vec<u64>) -> bool {
            piles.iter().all(|&pile| pile >= self.least)
        }

        fn smaller(&self, piles: &Vec<u64>) -> Vec<Vec<u64>> {
            if self.by_hand {
                problem::smaller_lists(piles, 1, |&p| problem::smaller_numbers(p))
            } else {
                let mut candidates = problem::Shrink::shrink(piles);
                candidates.retain(|candidate| self.valid(candidate));
                candidates
            }
        }
    }

    #[test]
    fn random_cases_and_their_smaller_ones_must_be_valid() {
        let piles = |least, drawn, by_hand| Piles {
            least,
            drawn,
            by_hand,
        };
        assert_eq!(cases_valid(&mut piles(1, 1, false), 5), Ok(()));
        assert_eq!(cases_valid(&mut piles(0, 0, true), 5), Ok(()));
        let refused = cases_valid(&mut piles(1, 0, false), 5).unwrap_err();
        assert!(
            refused.starts_with("Problem::random_case made ["),
            "{refused}"
        );
        let refused = cases_valid(&mut piles(1, 1, true), 5).unwrap_err();
        assert!(refused.starts_with("Problem::smaller made ["), "{refused}");
    }
}
