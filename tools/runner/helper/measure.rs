//! `measure <report> <program> [args...]`: runs `program` with this process's stdin, stdout and
//! stderr, waits for it, and writes one line to the file `report`:
//!
//! - `exit <code> <peak KiB> <wall ns>` or `signal <number> <peak KiB> <wall ns>`;
//! - `error <errno>` when the program cannot be started.
//!
//! The peak is `ru_maxrss` of this process's waited-for children (`getrusage(RUSAGE_CHILDREN)`),
//! as GNU time reports it: the program's own peak, its waited-for descendants' included. Linux
//! also counts in it the memory map that `exec` replaced, which is this small helper's, not
//! that of the (possibly large) process that started it. Std only: `build.rs` compiles it
//! with plain rustc.

use std::ffi::c_long;
use std::fs;
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, ExitCode};
use std::time::Instant;

#[repr(C)]
struct Timeval {
    seconds: c_long,
    microseconds: c_long,
}

/// `struct rusage` of Linux: two `timeval`s, then 14 `long`s of which `ru_maxrss` is first.
#[repr(C)]
struct Rusage {
    user: Timeval,
    system: Timeval,
    maxrss_kib: c_long,
    rest: [c_long; 13],
}

const RUSAGE_CHILDREN: i32 = -1;

extern "C" {
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
}

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(report), Some(program)) = (args.next(), args.next()) else {
        eprintln!("usage: measure <report> <program> [args...]");
        return ExitCode::from(2);
    };
    let started = Instant::now();
    let line = match Command::new(program).args(args).status() {
        Err(error) => format!("error {}\n", error.raw_os_error().unwrap_or(0)),
        Ok(status) => {
            let wall = started.elapsed().as_nanos();
            let mut usage = Rusage {
                user: Timeval { seconds: 0, microseconds: 0 },
                system: Timeval { seconds: 0, microseconds: 0 },
                maxrss_kib: 0,
                rest: [0; 13],
            };
            // SAFETY: `usage` is a valid, writable `struct rusage`.
            let peak = if unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) } == 0 {
                usage.maxrss_kib
            } else {
                0
            };
            match (status.code(), status.signal()) {
                (Some(code), _) => format!("exit {code} {peak} {wall}\n"),
                (None, Some(signal)) => format!("signal {signal} {peak} {wall}\n"),
                (None, None) => format!("signal 0 {peak} {wall}\n"),
            }
        }
    };
    match fs::write(&report, line) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(3),
    }
}
