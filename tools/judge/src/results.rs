//! What judging gives: the result of one case and the counts of a run. [`check`] makes
//! them and [`report`] shows them; neither needs the other's types.
//!
//! [`check`]: crate::check
//! [`report`]: crate::report

use crate::cases::Case;
use crate::verdict::Verdict;
use runner::Outcome;

/// The counts of a finished run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Cases judged AC.
    pub passed: usize,
    /// Cases judged anything but AC.
    pub failed: usize,
    /// Cases run without an expected output (`RUN`).
    pub run_only: usize,
    /// Empty template cases (`EMPTY`), not run.
    pub empty: usize,
    /// Problems that could not be judged at all, with the reason: `(id, message)`.
    pub errors: Vec<(String, String)>,
}

impl Summary {
    /// The process exit status: 2 if a problem could not be judged or nothing was found,
    /// else 1 if a case failed, else 0.
    pub fn exit_code(&self) -> u8 {
        let reported = self.passed + self.failed + self.run_only + self.empty;
        if !self.errors.is_empty() || reported == 0 {
            2
        } else if self.failed > 0 {
            1
        } else {
            0
        }
    }

    /// Counts one case of `verdict`.
    pub(crate) fn add(&mut self, verdict: Verdict) {
        match verdict {
            Verdict::Accepted => self.passed += 1,
            Verdict::RunOnly => self.run_only += 1,
            Verdict::Empty => self.empty += 1,
            _ => self.failed += 1,
        }
    }
}

/// The result of one case.
#[derive(Clone, Debug)]
pub struct CaseResult {
    /// The case.
    pub case: Case,
    /// Its verdict.
    pub verdict: Verdict,
    /// The run, unless the case was not run (`EMPTY`, or the program could not start).
    pub outcome: Option<Outcome>,
    /// The expected output, when there is one and it matters for the report.
    pub expected: Option<Vec<u8>>,
    /// What the special judge said, if one was used.
    pub checker_message: Option<String>,
    /// Why the case could not be run or judged normally.
    pub error: Option<String>,
    /// The memory limit the case was judged under, in KiB, if any.
    pub memory_limit_kib: Option<u64>,
    /// An interactive case that failed: the lines between the program and the interactor
    /// (the start and the end of a long game).
    pub transcript: Option<runner::interact::Transcript>,
}
