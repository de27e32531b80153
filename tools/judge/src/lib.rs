//! `scripts/check`: judge the problems' binaries against their testcases as an online judge
//! would. `main.rs` parses the command line; the library:
//!
//! - [`cases`]: a problem's testcases (`testcases/<id>/*.in`, `.out`) and its checker.
//! - [`verdict`]: the verdicts, and comparing an output with the expected one.
//! - [`special_judge`]: checkers (`checker <input> <actual> <expected>`), compiled if needed.
//! - [`check`]: building, running every case in parallel, the report in a stable order.
//! - [`interactive`]: interactive problems: the program against `problems/<id>/interactor.rs`,
//!   verdicts with `ILE`, transcripts.
//! - [`results`]: what judging gives: a case's result, the counts of a run.
//! - [`report`]: the lines of the report, built from [`text`]: how a text is shown
//!   (invisible characters made visible, the first difference marked, long texts cut).
//! - [`testing`]: what the problems' own `tests/io.rs` call.
//!
//! Running a program is the `runner` crate's job; the workspace, the problems and the cargo
//! build are the `workspace` crate's.

pub mod cases;
pub mod check;
pub mod interactive;
pub mod report;
pub mod results;
pub mod special_judge;
pub mod testing;
pub mod text;
pub mod verdict;
