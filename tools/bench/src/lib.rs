//! `scripts/bench`: every judge binary on maximum-size input, timed against the I/O limit on
//! the same file and against contest C++ (scanf/printf); also the standalone bundles. It
//! reports; it never fails on a time.
//!
//! - [`inputs`]: the inputs, deterministic from a seed.
//! - [`measure`]: median wall time and peak memory over repeated runs.

pub mod inputs;
pub mod measure;
