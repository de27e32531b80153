//! `measure <report> <limit-ms> <address-space-bytes> <program> [args...]`: runs `program`
//! (under an address-space limit, `RLIMIT_AS`, unless it is 0) with this process's stdin,
//! stdout and stderr, waits for it, ends every process it left behind, and writes one line to
//! the file `report`:
//!
//! - `exit <code> <peak KiB> <wall ns> <timed out 0|1> <CPU ns>`, or `signal <number> ...`
//!   likewise;
//! - `error <errno>` when the program cannot be started.
//!
//! The program runs in a process group of its own. It is killed, with its group, when
//! `limit-ms` milliseconds pass, when this helper gets `SIGUSR1` (the runner's output limit),
//! or when the tool that started the helper dies (its death signal, `SIGUSR2`: Ctrl-C or a
//! kill of `scripts/check` or `scripts/stress`), and then the report file is removed (the tool
//! passes a file of its own with no name, `/proc/<tool>/fd/<n>`, which goes with the tool; a
//! named one given by hand is removed here). This helper is a child subreaper, so every
//! process the program leaves behind, in
//! its group or not (`setsid`), becomes its child once orphaned; all of them are killed and
//! reaped before the report is written.
//!
//! The peak is `ru_maxrss` of this process's waited-for children (`getrusage(RUSAGE_CHILDREN)`),
//! as GNU time reports it: the program's own peak, its waited-for descendants' included. Linux
//! also counts in it the memory map that `exec` replaced, which is this small helper's, not
//! that of the (possibly large) process that started it. Std only: `build.rs` compiles it
//! with plain rustc.
//!
//! The CPU time is `ru_utime + ru_stime` of the same children: what a judge that counts CPU
//! time counts, and what a busy machine moves less than the wall time.

use std::ffi::{c_int, c_long};
use std::fs;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitCode};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

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

const RUSAGE_CHILDREN: c_int = -1;
const PR_SET_CHILD_SUBREAPER: c_int = 36;
const PR_SET_PDEATHSIG: c_int = 1;
const RLIMIT_AS: c_int = 9;

#[repr(C)]
struct Rlimit {
    current: u64,
    maximum: u64,
}
const SIGUSR2: c_int = 12;
const SIGKILL: c_int = 9;
const SIGUSR1: c_int = 10;
const WNOHANG: c_int = 1;

extern "C" {
    fn getrusage(who: c_int, usage: *mut Rusage) -> c_int;
    fn prctl(option: c_int, arg2: c_long, arg3: c_long, arg4: c_long, arg5: c_long) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
    fn signal(signal: c_int, handler: extern "C" fn(c_int)) -> usize;
    fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
    fn getpid() -> c_int;
    fn getppid() -> c_int;
    fn setrlimit(resource: c_int, limit: *const Rlimit) -> c_int;
    fn setsid() -> c_int;
}

/// The program's process group, once it runs (0 before).
static GROUP: AtomicI32 = AtomicI32::new(0);
/// A stop was asked for (`SIGUSR1`) or the time limit passed.
static STOP: AtomicBool = AtomicBool::new(false);
/// The program has ended: nothing is killed by its group id any more.
static ENDED: AtomicBool = AtomicBool::new(false);
/// The tool that started this helper has gone (`SIGUSR2`, its death signal: Ctrl-C, a kill):
/// the program is stopped, and no report is left behind for nobody to read.
static ORPHANED: AtomicBool = AtomicBool::new(false);

/// Kills the program's group, unless it has ended. Async-signal-safe.
fn stop() {
    STOP.store(true, Ordering::SeqCst);
    let group = GROUP.load(Ordering::SeqCst);
    if group > 0 && !ENDED.load(Ordering::SeqCst) {
        // SAFETY: a plain syscall on our own child's group.
        unsafe { kill(-group, SIGKILL) };
    }
}

extern "C" fn on_stop_signal(_: c_int) {
    stop();
}

extern "C" fn on_parent_death(_: c_int) {
    ORPHANED.store(true, Ordering::SeqCst);
    stop();
}

/// The pids whose parent is this process, from `/proc`.
fn children(me: c_int) -> Vec<c_int> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<c_int>().ok())
        .filter(|pid| {
            // `pid (comm) state ppid ...`; comm may hold spaces and parentheses.
            fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
                after.split_whitespace().nth(1) == Some(&me.to_string())
            })
        })
        .collect()
}

/// Kills and reaps every process left that is, or has become, this helper's child.
fn end_the_rest() {
    // SAFETY: plain syscalls.
    let me = unsafe { getpid() };
    let mut status = 0;
    loop {
        // SAFETY: a valid pointer to a local.
        match unsafe { waitpid(-1, &mut status, WNOHANG) } {
            r if r < 0 => return, // ECHILD: no child left (the usual case, no /proc scan)
            0 => {}               // children alive: kill them
            _ => continue,        // one reaped; maybe more
        }
        for pid in children(me) {
            // SAFETY: a plain syscall on our own (unreaped) child.
            unsafe { kill(pid, SIGKILL) };
        }
        // SAFETY: a valid pointer to a local.
        if unsafe { waitpid(-1, &mut status, 0) } < 0 {
            return;
        }
    }
}

fn main() -> ExitCode {
    // A session of its own (and so a process group), numbered by this pid, which the program
    // shares: the runner kills the session whole when this helper does not end normally.
    // SAFETY: plain syscall.
    unsafe { setsid() };
    // SAFETY: installing handlers that only touch atomics and call kill.
    unsafe { signal(SIGUSR1, on_stop_signal) };
    unsafe { signal(SIGUSR2, on_parent_death) };
    // SAFETY: plain syscalls. When the tool dies (Ctrl-C, SIGTERM), this helper hears of it;
    // a tool that died before that was set has left this helper to init already.
    let parent = unsafe { getppid() };
    unsafe { prctl(PR_SET_PDEATHSIG, SIGUSR2 as c_long, 0, 0, 0) };
    if parent == 1 {
        on_parent_death(SIGUSR2);
    }
    // SAFETY: plain syscall; orphans of the program become our children.
    unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
    let mut args = std::env::args_os().skip(1);
    let (Some(report), Some(limit), Some(space), Some(program)) =
        (args.next(), args.next(), args.next(), args.next())
    else {
        eprintln!("usage: measure <report> <limit-ms> <address-space-bytes> <program> [args...]");
        return ExitCode::from(2);
    };
    let limit = Duration::from_millis(limit.to_str().and_then(|l| l.parse().ok()).unwrap_or(0));
    let space: u64 = space.to_str().and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut command = Command::new(program);
    command.args(args).process_group(0);
    if space > 0 {
        let limit = Rlimit { current: space, maximum: space };
        // SAFETY: only setrlimit, async-signal-safe, between fork and exec.
        unsafe {
            command.pre_exec(move || {
                if setrlimit(RLIMIT_AS, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            })
        };
    }
    let started = Instant::now();
    let line = match command.spawn() {
        Err(error) => format!("error {}\n", error.raw_os_error().unwrap_or(0)),
        Ok(mut child) => {
            GROUP.store(child.id() as c_int, Ordering::SeqCst);
            if STOP.load(Ordering::SeqCst) {
                stop();
            }
            let timed_out = std::sync::Arc::new(AtomicBool::new(false));
            let flag = std::sync::Arc::clone(&timed_out);
            std::thread::spawn(move || {
                std::thread::sleep(limit);
                if !ENDED.load(Ordering::SeqCst) {
                    flag.store(true, Ordering::SeqCst);
                    stop();
                }
            });
            let status = child.wait();
            ENDED.store(true, Ordering::SeqCst);
            let wall = started.elapsed().as_nanos();
            end_the_rest();
            let mut usage = Rusage {
                user: Timeval { seconds: 0, microseconds: 0 },
                system: Timeval { seconds: 0, microseconds: 0 },
                maxrss_kib: 0,
                rest: [0; 13],
            };
            let nanos = |t: &Timeval| {
                i128::from(t.seconds) * 1_000_000_000 + i128::from(t.microseconds) * 1000
            };
            // SAFETY: `usage` is a valid, writable `struct rusage`.
            let (peak, cpu) = if unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) } == 0 {
                (usage.maxrss_kib, nanos(&usage.user) + nanos(&usage.system))
            } else {
                (0, 0)
            };
            let timed_out = u8::from(timed_out.load(Ordering::SeqCst));
            match status.map(|s| (s.code(), s.signal())) {
                Ok((Some(code), _)) => format!("exit {code} {peak} {wall} {timed_out} {cpu}\n"),
                Ok((None, Some(signal))) => {
                    format!("signal {signal} {peak} {wall} {timed_out} {cpu}\n")
                }
                _ => format!("signal 0 {peak} {wall} {timed_out} {cpu}\n"),
            }
        }
    };
    if ORPHANED.load(Ordering::SeqCst) {
        // A named report file the tool can no longer remove (the tool's own has no name).
        let _ = fs::remove_file(&report);
        return ExitCode::from(4);
    }
    match fs::write(&report, line) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(3),
    }
}
