//! The measuring helper: the small process that runs each program (see the crate's
//! documentation). It is no binary of its own: every binary that links this crate is also the
//! helper. The runner starts `/proc/self/exe` with [`ARG`] as its first argument, and
//! [`ENTRY`], run by the C runtime before `main` (an `.init_array` entry, as std's own capture
//! of the arguments on glibc), sees it and runs [`main`] instead of the binary's `main`. So
//! `gt`, each problem's driver and every test binary (whose `main` is libtest's) find the
//! helper where they find themselves, with no build step and no path to keep.
//!
//! `<binary> __runner_measure <report> <limit-ms> <address-space-bytes> <program> [args...]`
//! runs `program` (under an address-space limit, `RLIMIT_AS`, unless it is 0) with this
//! process's stdin, stdout and stderr, waits for it, ends every process it left behind, and
//! writes one line to the file `report`:
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
//! named one is removed here). This helper is a child subreaper, so every process the program
//! leaves behind, in its group or not (`setsid`), becomes its child once orphaned; all of them
//! are killed and reaped before the report is written.
//!
//! The peak is `ru_maxrss` of this process's waited-for children (`getrusage(RUSAGE_CHILDREN)`),
//! as GNU time reports it: the program's own peak, its waited-for descendants' included. Linux
//! also counts in it the memory map that `exec` replaced, which is this helper's (the binary
//! freshly loaded, before its `main`: about 2 MiB for `gt` or a test binary, as for a
//! standalone helper), not that of the (possibly large) process that started it.
//!
//! The CPU time is `ru_utime + ru_stime` of the same children: what a judge that counts CPU
//! time counts, and what a busy machine moves less than the wall time.
//!
//! Exit status: 0 the report is written, 2 a usage error, 3 the report cannot be written, 4 the
//! tool died (no report). The runner takes a helper that exits by itself without a report for
//! a binary that is no helper ([`NOT_A_HELPER`]).

use std::ffi::{OsStr, OsString};
use std::fs;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// The first argument that makes a binary linking this crate the helper. Reserved: no
/// command line of the workspace's binaries starts with it.
pub(crate) const ARG: &str = "__runner_measure";

/// The name the helper runs under (its `argv[0]`, what `ps` shows).
pub(crate) const NAME: &str = "runner-measure";

/// What the runner says when the helper is missing or does not act as one: how to get it back.
pub(crate) const NOT_A_HELPER: &str = "every binary that links runner is its own helper, \
     entered before main: build it for a glibc Linux target and run it with /proc mounted";

/// Run by the C runtime before `main`, after std's own `.init_array` entry (`.00099`, sorted
/// before the plain `.init_array`) has captured the arguments: the helper's [`main`] when the
/// first argument is [`ARG`], else nothing.
#[used]
#[unsafe(link_section = ".init_array")]
static ENTRY: extern "C" fn() = entry;

extern "C" fn entry() {
    let mut args = std::env::args_os().skip(1);
    if args.next().as_deref() == Some(OsStr::new(ARG)) {
        let code = main(args.collect());
        std::process::exit(code);
    }
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
        unsafe { libc::kill(-group, libc::SIGKILL) };
    }
}

extern "C" fn on_stop_signal(_: libc::c_int) {
    stop();
}

extern "C" fn on_parent_death(_: libc::c_int) {
    ORPHANED.store(true, Ordering::SeqCst);
    stop();
}

/// The pids whose parent is this process, from `/proc`.
fn children(me: libc::pid_t) -> Vec<libc::pid_t> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<libc::pid_t>().ok())
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
    let me = unsafe { libc::getpid() };
    let mut status = 0;
    loop {
        // SAFETY: a valid pointer to a local.
        match unsafe { libc::waitpid(-1, &mut status, libc::WNOHANG) } {
            r if r < 0 => return, // ECHILD: no child left (the usual case, no /proc scan)
            0 => {}               // children alive: kill them
            _ => continue,        // one reaped; maybe more
        }
        for pid in children(me) {
            // SAFETY: a plain syscall on our own (unreaped) child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        // SAFETY: a valid pointer to a local.
        if unsafe { libc::waitpid(-1, &mut status, 0) } < 0 {
            return;
        }
    }
}

/// The peak RSS in KiB and the CPU time in ns of this process's waited-for children.
fn children_usage() -> (libc::c_long, i128) {
    // SAFETY: a zeroed `struct rusage` is valid, and getrusage fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid, writable `struct rusage`.
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        return (0, 0);
    }
    let nanos =
        |t: &libc::timeval| i128::from(t.tv_sec) * 1_000_000_000 + i128::from(t.tv_usec) * 1000;
    (
        usage.ru_maxrss,
        nanos(&usage.ru_utime) + nanos(&usage.ru_stime),
    )
}

/// The helper, on the arguments after [`ARG`]; returns its exit status.
fn main(args: Vec<OsString>) -> i32 {
    // A session of its own (and so a process group), numbered by this pid, which the program
    // shares: the runner kills the session whole when this helper does not end normally.
    // SAFETY: plain syscall.
    unsafe { libc::setsid() };
    let on_stop: extern "C" fn(libc::c_int) = on_stop_signal;
    let on_death: extern "C" fn(libc::c_int) = on_parent_death;
    // SAFETY: installing handlers that only touch atomics and call kill.
    unsafe {
        libc::signal(libc::SIGUSR1, on_stop as libc::sighandler_t);
        libc::signal(libc::SIGUSR2, on_death as libc::sighandler_t);
    }
    // SAFETY: plain syscalls. When the tool dies (Ctrl-C, SIGTERM), this helper hears of it;
    // a tool that died before that was set has left this helper to init already.
    let parent = unsafe { libc::getppid() };
    unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGUSR2 as libc::c_ulong) };
    if parent == 1 {
        on_parent_death(libc::SIGUSR2);
    }
    // SAFETY: plain syscall; orphans of the program become our children.
    unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1 as libc::c_ulong) };
    let mut args = args.into_iter();
    let (Some(report), Some(limit), Some(space), Some(program)) =
        (args.next(), args.next(), args.next(), args.next())
    else {
        eprintln!(
            "usage: <binary> {ARG} <report> <limit-ms> <address-space-bytes> <program> [args...]"
        );
        return 2;
    };
    let limit = Duration::from_millis(limit.to_str().and_then(|l| l.parse().ok()).unwrap_or(0));
    let space: u64 = space.to_str().and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut command = Command::new(program);
    command.args(args).process_group(0);
    if space > 0 {
        let limit = libc::rlimit {
            rlim_cur: space,
            rlim_max: space,
        };
        // SAFETY: only setrlimit, async-signal-safe, between fork and exec.
        unsafe {
            command.pre_exec(move || {
                if libc::setrlimit(libc::RLIMIT_AS, &limit) == 0 {
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
            GROUP.store(child.id() as libc::pid_t, Ordering::SeqCst);
            if STOP.load(Ordering::SeqCst) {
                stop();
            }
            let timed_out = Arc::new(AtomicBool::new(false));
            let flag = Arc::clone(&timed_out);
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
            let (peak, cpu) = children_usage();
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
        return 4;
    }
    match fs::write(&report, line) {
        Ok(()) => 0,
        Err(_) => 3,
    }
}
