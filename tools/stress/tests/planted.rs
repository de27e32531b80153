//! A wrong solution planted on purpose: stress must find it, shrink the input to a few numbers,
//! and keep it as a testcase without overwriting anything.

mod common;

use common::{Bash, CORRECT, PLANTED, config, program, scratch_dir};
use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::fs;
use stress::{Config, Failure, Outcome};

/// A case that cannot be kept (here its folder cannot be made; on a full disk, its files
/// cannot be written) is still found, shrunk and reported, with why it was not kept.
#[test]
fn a_case_that_cannot_be_kept_is_still_reported() {
    let scratch = scratch_dir("unkept");
    let dir = scratch.path().to_path_buf();
    let planted = program(&dir, "planted", PLANTED);
    fs::write(dir.join("a-file"), "").unwrap();
    let config = Config {
        testcases: dir.join("a-file/testcases"),
        ..config(&dir, planted, 5)
    };
    let outcome = stress::run(&mut Bash, &config, &mut Vec::new(), false).unwrap();
    let Outcome::Failed { input, saved, .. } = outcome else {
        panic!("the planted mistake was not found: {outcome:?}");
    };
    assert_eq!(input, "1\n8 3\n");
    let message = saved.unwrap_err();
    assert!(message.starts_with("cannot create "), "{message}");
}

#[test]
fn finds_shrinks_and_keeps_a_planted_mistake() {
    let scratch = scratch_dir("planted");
    let dir = scratch.path().to_path_buf();
    let planted = program(&dir, "planted", PLANTED);
    let outcome = stress::run(
        &mut Bash,
        &config(&dir, planted.clone(), 5),
        &mut Vec::new(),
        false,
    )
    .unwrap();
    let Outcome::Failed {
        input,
        failure,
        saved,
        ..
    } = outcome
    else {
        panic!("the planted mistake was not found: {outcome:?}");
    };
    // Shrunk to the one case that is wrong: "1\n8 3\n", three numbers.
    assert_eq!(input, "1\n8 3\n");
    assert_eq!(
        failure,
        Failure::WrongAnswer {
            expected: "second\n".into(),
            actual: "first\n".into(),
            checker: None,
        }
    );
    let saved = saved.unwrap();
    assert_eq!(saved, dir.join("testcases/stress-5.in"));
    assert_eq!(fs::read_to_string(&saved).unwrap(), "1\n8 3\n");
    assert_eq!(
        fs::read_to_string(dir.join("testcases/stress-5.out")).unwrap(),
        "second\n"
    );

    // The same seed again: a new name, the first files untouched.
    fs::write(&saved, "kept by hand\n").unwrap();
    let again = stress::run(&mut Bash, &config(&dir, planted, 5), &mut Vec::new(), false).unwrap();
    let Outcome::Failed { saved: second, .. } = again else {
        panic!("{again:?}")
    };
    assert_eq!(second, Ok(dir.join("testcases/stress-5-2.in")));
    assert_eq!(fs::read_to_string(&saved).unwrap(), "kept by hand\n");
    assert_eq!(
        fs::read_to_string(dir.join("testcases/stress-5-2.out")).unwrap(),
        "second\n"
    );
}

#[test]
fn passes_a_correct_program_and_saves_nothing() {
    let scratch = scratch_dir("correct");
    let dir = scratch.path().to_path_buf();
    let correct = program(&dir, "correct", CORRECT);
    let outcome =
        stress::run(&mut Bash, &config(&dir, correct, 9), &mut Vec::new(), false).unwrap();
    assert!(
        matches!(outcome, Outcome::Passed { inputs: 1000, .. }),
        "{outcome:?}"
    );
    assert!(!dir.join("testcases").exists());
}

#[test]
fn a_crash_is_a_failure_too() {
    let scratch = scratch_dir("crash");
    let dir = scratch.path().to_path_buf();
    let crashing = program(
        &dir,
        "crashing",
        r#"NR > 1 && $1 == 5 { exit 3 } NR > 1 { print ($1 % ($2 + 1) != 0 ? "first" : "second") }"#,
    );
    let outcome = stress::run(
        &mut Bash,
        &config(&dir, crashing, 11),
        &mut Vec::new(),
        false,
    )
    .unwrap();
    let Outcome::Failed { input, failure, .. } = outcome else {
        panic!("{outcome:?}")
    };
    assert!(
        matches!(failure, Failure::RuntimeError { ref exit, .. } if exit == "exit status 3"),
        "{failure:?}"
    );
    assert_eq!(input, "1\n5 1\n");
}

/// Lines `n`, each answered with `n % 2`: a game-free format whose brute force is exact for
/// any size, to see how far numbers shrink.
#[derive(Default)]
struct Parity;

impl Problem for Parity {
    type Case = u64;
    const MAX_SUPPORTED: u64 = u64::MAX;
    const DEFAULT_MAX: u64 = 5000;
    const BAD_TOKENS: &'static [&'static str] = &["@\n"];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.value(max)
    }

    fn input(&self, cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn brute_force(&mut self, n: &u64) -> String {
        format!("{}\n", n % 2)
    }

    fn smaller(&self, &n: &u64) -> Vec<u64> {
        smaller_numbers(n)
    }

    fn max_input(&mut self, _: &mut Rng) -> MaxInput {
        unreachable!("the stress tool never asks for it")
    }
}

#[test]
fn numbers_shrink_past_local_minima() {
    // Wrong exactly at the multiples of 7 from 100 on: the smallest failing input is 105,
    // and no single halving or decrement keeps a larger failing number failing.
    let scratch = scratch_dir("local-minima");
    let dir = scratch.path().to_path_buf();
    let planted = program(
        &dir,
        "planted",
        r#"{ r = $1 % 2; if ($1 >= 100 && $1 % 7 == 0) r = 1 - r; print r }"#,
    );
    let mut config = config(&dir, planted, 3);
    config.max = 5000;
    let outcome = stress::run(&mut Parity, &config, &mut Vec::new(), false).unwrap();
    let Outcome::Failed { input, .. } = outcome else {
        panic!("the planted mistake was not found: {outcome:?}");
    };
    assert_eq!(input, "105\n");
}

/// The scaffold `scripts/new` writes: no brute force yet.
struct Scaffold;

impl Problem for Scaffold {
    type Case = u64;
    const MAX_SUPPORTED: u64 = 100;
    const DEFAULT_MAX: u64 = 10;
    const BAD_TOKENS: &'static [&'static str] = &["@\n"];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> u64 {
        rng.value(max)
    }

    fn input(&self, cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn brute_force(&mut self, _case: &u64) -> String {
        todo!("the expected output of one case, by trying every move of the game")
    }

    fn smaller(&self, &n: &u64) -> Vec<u64> {
        smaller_numbers(n)
    }

    fn max_input(&mut self, _: &mut Rng) -> MaxInput {
        unreachable!("the stress tool never asks for it")
    }
}

#[test]
fn a_scaffold_without_brute_force_says_what_to_write() {
    let scratch = scratch_dir("scaffold");
    let dir = scratch.path().to_path_buf();
    let correct = program(&dir, "correct", "{ print }");
    let error = stress::run(
        &mut Scaffold,
        &config(&dir, correct, 1),
        &mut Vec::new(),
        false,
    )
    .expect_err("no brute force, no stress test");
    assert!(
        error.contains("brute_force") && error.contains("problems/bash/problem.rs"),
        "{error}"
    );
    assert!(!dir.join("testcases").exists());
}

/// The Bash game whose brute force refuses `n = 4` (as a brute force can refuse what its
/// `smaller` should not have made; its random cases never hold it): the planted mistake is at
/// `n = 8`, whose halving is 4, so the
/// shrink meets candidates the brute force panics on, passes them over, and keeps a failing
/// input instead of throwing it away.
struct Refusing(Bash);

impl Problem for Refusing {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 100;
    const DEFAULT_MAX: u64 = 60;
    const BAD_TOKENS: &'static [&'static str] = &["@\n1 1\n"];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        let (n, m) = self.0.random_case(rng, max);
        (if n == 4 { 8 } else { n }, m)
    }
    fn input(&self, cases: &[(u64, u64)]) -> String {
        self.0.input(cases)
    }
    fn brute_force(&mut self, &(n, m): &(u64, u64)) -> String {
        assert!(n != 4, "this brute force does not take n = 4");
        self.0.brute_force(&(n, m))
    }
    fn smaller(&self, case: &(u64, u64)) -> Vec<(u64, u64)> {
        self.0.smaller(case)
    }
    fn max_input(&mut self, _: &mut Rng) -> MaxInput {
        unreachable!("the stress tool never asks for it")
    }
}

#[test]
fn a_brute_force_that_panics_on_a_shrink_candidate_keeps_the_failing_input() {
    let scratch = scratch_dir("refusing");
    let dir = scratch.path().to_path_buf();
    let planted = program(&dir, "planted", PLANTED);
    let mut progress = Vec::new();
    let mut config = config(&dir, planted, 5);
    config.max = 10;
    let outcome = stress::run(&mut Refusing(Bash), &config, &mut progress, false);
    let progress = String::from_utf8(progress).unwrap();
    let Ok(Outcome::Failed { input, saved, .. }) = outcome else {
        panic!("the failing input was lost: {outcome:?}\n{progress}");
    };
    assert!(input.contains("8 3"), "{input}");
    assert!(saved.unwrap().is_file());
    assert!(progress.contains("panicked on"), "{progress}");
}
