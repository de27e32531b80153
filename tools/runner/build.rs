//! Compiles `helper/measure.rs`, the small process that runs each program and reads its
//! child's `rusage` (see `src/lib.rs`), with the same rustc, and tells the library where it is.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    let source = "helper/measure.rs";
    println!("cargo:rerun-if-changed={source}");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let helper = out.join("measure");
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let status = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "-O",
            "-C",
            "panic=abort",
            "--crate-type",
            "bin",
        ])
        .args(["--crate-name", "measure", "-o"])
        .arg(&helper)
        .arg(source)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "{source} does not compile");
    println!("cargo:rustc-env=RUNNER_MEASURE={}", helper.display());
}
