//! Helpers for the problems' own tests (`problems/<id>/tests/io.rs`): replay the testcases
//! byte for byte, and feed bad tokens. They panic with a readable message, as tests do.

use crate::cases;
use crate::check::judge_case;
use runner::{Exit, Limits, Stdin};
use std::path::Path;
use std::time::Duration;

/// The time limit of one run in the problems' tests: they run the debug build, on a machine
/// that may be busy with a whole workspace's tests, so only a hang should reach it.
pub const TEST_TIME_LIMIT: Duration = Duration::from_secs(10);

fn limits() -> Limits {
    Limits {
        time: TEST_TIME_LIMIT,
        ..Limits::default()
    }
}

/// Judges `program` on every case of `testcases/<id>/` as `scripts/check` does, but with no
/// special judge, so that the output must be byte-exact (CRLF read as LF) and the problem's
/// own order of output lines is held to as well. The empty template of `scripts/new` and
/// cases without a `.out` are not judged; at least one case must be.
///
/// # Panics
/// Naming every case that fails, or when the testcases cannot be read.
pub fn replay_testcases(id: &str, program: &str) {
    let root = workspace::find_root().expect("the workspace root");
    let tests = cases::discover(&root, id).expect("the testcases");
    let mut failures: Vec<String> = (tests.unusable.iter())
        .map(|(name, why)| format!("FAIL {name}: {why}"))
        .collect();
    let mut judged = 0;
    for case in &tests.cases {
        let result = judge_case(case, Path::new(program), None, &limits());
        if result.verdict.is_judged() {
            judged += 1;
        }
        if result.verdict.is_failure() {
            failures.push(format!(
                "{} {}",
                result.verdict.label(),
                case.input.display()
            ));
        }
    }
    assert!(
        judged > 0,
        "testcases/{id} has no case to replay: fill in sample-1.in and .out from the statement"
    );
    assert!(
        failures.is_empty(),
        "{} of {judged} cases fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Tokens that are not a `u64`: letters, a sign, a fraction, one past `u64::MAX`, hex.
pub const BAD_TOKENS: [&str; 5] = ["abc", "-1", "1.5", "18446744073709551616", "0x10"];

/// For each template (where `@` stands for the token) and each of [`BAD_TOKENS`], asserts that
/// `program` exits non-zero, in time, with the token quoted on stderr: a bad token is never
/// a hang and never a silent wrong answer.
///
/// # Panics
/// Naming the template and token that were not rejected that way.
pub fn assert_rejects_bad_tokens(program: &str, templates: &[&str]) {
    for template in templates {
        for token in BAD_TOKENS {
            let input = template.replace('@', token);
            let outcome = runner::run(
                Path::new(program),
                &[] as &[&str],
                Stdin::Bytes(input.as_bytes()),
                &limits(),
            )
            .expect("the binary runs");
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            assert!(
                !outcome.timed_out,
                "input {input:?}: still running at the time limit"
            );
            assert!(
                matches!(outcome.exit, Exit::Code(code) if code != 0),
                "input {input:?}: {:?}",
                outcome.exit
            );
            assert!(
                stderr.contains(&format!("`{token}`")),
                "input {input:?}: stderr does not name the token:\n{stderr}"
            );
        }
    }
}
