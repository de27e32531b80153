//! `scripts/bench`: every judge binary on maximum-size input, timed against the I/O limit on
//! the same file and against contest C++, both as most write it (`problems/<id>/cpp/scanf.cpp`,
//! scanf/printf) and as the fastest do (`cpp/fread.cpp`: fread in 64 KiB chunks, a
//! hand-written digit loop, one output buffer, all in the one header `cpp/fastio.hpp`); also
//! the standalone bundles. Ratios between
//! two programs are paired (the median over the rounds of the ratio within a round). Then each
//! program's peak memory on the input repeated ten times, which shows whether memory grows with
//! the input. It reports; it never fails on a time.
//!
//! - the inputs: each problem's `Problem::max_input` in `problems/<id>/problem.rs`, read
//!   by the problem's driver (`workspace::drivers`), deterministic from a seed;
//! - [`measure`]: median CPU time and peak memory over repeated runs;
//! - [`cpp`]: how the C++ peers are compiled, with their shared `cpp/fastio.hpp`.

pub mod cpp;
pub mod measure;
