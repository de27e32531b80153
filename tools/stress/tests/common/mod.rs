//! What the stress tests share: a small problem (the Bash game in HDU 1846's format), awk
//! programs right and wrong, a run's configuration, scratch folders removed whatever happens.

#![allow(dead_code)] // Each test file uses its own part.

use problem::{MaxInput, Problem, Rng, smaller_numbers};
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;
use stress::Config;

/// HDU 1846's format (`C`, then `C` lines `n m`) with a Bash-game search as the brute force.
#[derive(Default)]
pub struct Bash;

impl Problem for Bash {
    type Case = (u64, u64);
    const MAX_SUPPORTED: u64 = 100;
    const DEFAULT_MAX: u64 = 60;
    const BAD_TOKENS: &'static [&'static str] = &["@\n1 1\n"];

    fn random_case(&mut self, rng: &mut Rng, max: u64) -> (u64, u64) {
        (rng.value(max), rng.value(max).max(1))
    }

    fn input(&self, cases: &[(u64, u64)]) -> String {
        let lines: String = cases.iter().map(|(n, m)| format!("{n} {m}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn brute_force(&mut self, &(n, m): &(u64, u64)) -> String {
        let mut wins: Vec<bool> = Vec::new();
        for stones in 0..=n as usize {
            let takes = 1..=(m as usize).min(stones);
            let win = takes.into_iter().any(|take| !wins[stones - take]);
            wins.push(win);
        }
        format!("{}\n", if wins[n as usize] { "first" } else { "second" })
    }

    fn smaller(&self, &(n, m): &(u64, u64)) -> Vec<(u64, u64)> {
        let fewer = smaller_numbers(n).into_iter().map(|x| (x, m));
        let smaller_m = smaller_numbers(m)
            .into_iter()
            .filter(|&y| y >= 1)
            .map(|y| (n, y));
        fewer.chain(smaller_m).collect()
    }

    fn max_input(&mut self, _: &mut Rng) -> MaxInput {
        unreachable!("the stress tool never asks for it")
    }
}

/// A scratch folder, removed when dropped, the test passed or not.
pub fn scratch_dir(name: &str) -> tempfile::TempDir {
    judge::testing::temp_dir(&format!("stress-{name}"))
}

/// A shell program: `body` is an awk program run on the input.
pub fn program(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, format!("#!/bin/sh\nexec awk '{body}'\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The right answer except at `n = 8, m = 3`, a losing position (8 is a multiple of 4) that
/// it calls a win.
pub const PLANTED: &str = r#"NR > 1 && NF == 2 { win = $1 % ($2 + 1) != 0; if ($1 == 8 && $2 == 3) win = 1; print (win ? "first" : "second") }"#;
pub const CORRECT: &str =
    r#"NR > 1 && NF == 2 { print ($1 % ($2 + 1) != 0 ? "first" : "second") }"#;

pub fn config(dir: &Path, program: PathBuf, seed: u64) -> Config {
    Config {
        id: "bash".into(),
        program,
        testcases: dir.join("testcases"),
        cases: Some(1000),
        time: None,
        seed,
        max: 12,
        timeout: Duration::from_secs(5),
        interactor: None,
        checker: None,
    }
}
