//! The C++ peers (`problems/<id>/cpp/`): how they are compiled. The fread peers share one
//! reader and writer, `lab/bench/cpp/fastio.hpp`, on the include path.

use std::path::Path;
use std::process::Command;

/// The folder of `fastio.hpp`, beside this crate, which alone compiles the peers.
pub const INCLUDE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/cpp");

/// `g++ -O2 -std=c++17 -I lab/bench/cpp -o output source`: a peer as a contest judge compiles
/// it, with `fastio.hpp` on the include path.
///
/// # Errors
/// g++'s messages, or why g++ could not run.
pub fn compile(source: &Path, output: &Path) -> Result<(), String> {
    let result = Command::new("g++")
        .args(["-O2", "-std=c++17", "-I", INCLUDE, "-o"])
        .arg(output)
        .arg(source)
        .output()
        .map_err(|e| format!("cannot run g++: {e}"))?;
    if result.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&result.stderr).into_owned())
    }
}
