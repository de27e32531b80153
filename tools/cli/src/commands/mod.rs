//! One file per command, each `pub fn main(args) -> ExitCode` over the libraries, and what
//! they share: running a problem's driver.

pub mod bench;
pub mod bundle;
pub mod check;
pub mod guess;
pub mod new;
pub mod stress;
pub mod table;

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// Builds the drivers of problems `ids` (`workspace::drivers`, in the tools' profile): each
/// one's executable, or why there is none (its `problem.rs` does not compile).
///
/// # Errors
/// When cargo cannot run at all.
pub fn drivers(
    root: &Path,
    ids: &[String],
) -> Result<BTreeMap<String, Result<PathBuf, String>>, String> {
    workspace::drivers::build(root, ids, &workspace::drivers::tools_profile())
}

/// The driver of problem `id` alone, built.
///
/// # Errors
/// When it has no `problem.rs` (`missing` says what to write there), or it does not compile.
pub fn driver(root: &Path, id: &str, missing: &str) -> Result<PathBuf, String> {
    if !root.join("problems").join(id).join("problem.rs").is_file() {
        return Err(format!(
            "problems/{id}/problem.rs does not exist: {missing} (see problems/hdu1846/problem.rs)"
        ));
    }
    let mut built = drivers(root, &[id.to_string()])?;
    built
        .remove(id)
        .unwrap_or_else(|| Err(format!("no driver for {id}")))
}

/// Runs `driver` with `args`, its output this process's: its exit status.
pub fn run_driver<S: AsRef<OsStr>>(driver: &Path, args: &[S]) -> ExitCode {
    match Command::new(driver).args(args).status() {
        Ok(status) => match status.code() {
            Some(code) => ExitCode::from(u8::try_from(code).unwrap_or(workspace::cli::USAGE)),
            None => workspace::cli::error(format!("{} ended by {status}", driver.display())),
        },
        Err(e) => workspace::cli::error(format!("cannot run {}: {e}", driver.display())),
    }
}
