//! The workspace's own tools, as a library the `judge` binary and later tools share.
//!
//! - [`runner`]: run one program as a judge does (limits, process-group kill, time, memory).
//! - [`verdict`]: the verdicts, and comparing an output with the expected one.
//! - [`render`]: texts shown to a person: invisible characters visible, the first difference.
//! - [`special_judge`]: checkers (`checker <input> <actual> <expected>`), compiled if needed.
//! - [`cases`]: finding problems and their testcases.
//! - [`build`]: the one `cargo build` that produces the problems' executables.
//! - [`report`]: the lines of a `check` report.
//! - [`check`]: `judge check`, tying the above together.
//! - [`workspace`]: the workspace root and the cargo target directory.
//! - [`testing`]: helpers for the problems' own tests.
//! - [`launch`]: building and starting a problem's stress test (`scripts/stress`).
//! - [`new`]: a new problem from the templates (`scripts/new`).

pub mod build;
pub mod cases;
pub mod check;
pub mod launch;
pub mod new;
pub mod render;
pub mod report;
pub mod runner;
pub mod special_judge;
pub mod testing;
pub mod verdict;
pub mod workspace;
