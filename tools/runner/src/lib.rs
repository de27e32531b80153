//! Run one program as a judge does: stdin from a file or bytes, stdout and stderr captured,
//! a wall-clock limit, an output limit, and the program's wall time and peak memory.
//!
//! The program is started through a small helper process that runs it, waits for it and reads
//! its child's `rusage`, as GNU time does: the program's own peak memory, not that of the
//! process that started it (Linux counts in `ru_maxrss` the memory map `exec` replaced, which
//! here is the helper's, a binary freshly loaded).
//!
//! **Every binary that links this crate is its own helper** (`gt`, each problem's driver,
//! every test binary): the runner starts `/proc/self/exe` with a reserved first argument, and
//! an `.init_array` entry of this crate runs the helper's code (`src/measure.rs`) before the
//! binary's `main`, which never sees that argument. Nothing is built or installed besides the
//! binary, and no path is kept: a binary finds the helper where it finds itself. Should a
//! binary not act as one (no glibc, no `/proc`), a run fails with an error that says so.
//!
//! The helper also ends the run: it kills the program's process group at the time limit, or
//! when asked (`SIGUSR1`, at the output limit), and as a child subreaper it kills and reaps
//! every process the program left behind, in its group or not (`setsid`), before it exits. So
//! no process started by a run outlives it, and none can keep the caller waiting.
//!
//! The program runs as the same user as the helper, so it can kill or stop it (`kill -9
//! $PPID`). The helper therefore starts in a session of its own, which the program and its
//! children share unless they leave it: a helper that does not end normally (killed; or
//! stopped, and killed for it at the time limit) has every process of its session killed by
//! this library before it is reaped, while its pid still holds the session's id. A process
//! that also left the session was adopted by this process (a child subreaper too) when its
//! parent died, and is killed and reaped then as well ([`kill_strays`]).
//!
//! Linux only.

pub mod interact;
mod measure;

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How long a run may take and how much it may print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock limit, from spawn to exit.
    pub time: Duration,
    /// Largest stdout kept; a program that prints more is killed (output limit exceeded).
    pub output_bytes: usize,
    /// The program's address space, enforced while it runs (`RLIMIT_AS`): past it an
    /// allocation fails and the program stops, so a runaway case cannot take the machine. A
    /// guard, set above any verdict's limit; the verdict's limit is the peak it is held to.
    pub address_space_bytes: Option<u64>,
}

impl Limits {
    /// The default time limit: 2 s, a common judge limit.
    pub const DEFAULT_TIME: Duration = Duration::from_secs(2);
    /// The default output limit: 64 MiB.
    pub const DEFAULT_OUTPUT_BYTES: usize = 64 << 20;
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Self::DEFAULT_TIME,
            output_bytes: Self::DEFAULT_OUTPUT_BYTES,
            address_space_bytes: None,
        }
    }
}

/// What the program reads on stdin.
#[derive(Clone, Copy, Debug)]
pub enum Stdin<'a> {
    /// `/dev/null`.
    Null,
    /// The contents of a file (opened directly as the child's stdin).
    File(&'a Path),
    /// These bytes, written through a pipe by a helper thread.
    Bytes(&'a [u8]),
}

/// How the process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// It was killed by this signal (also the case after a timeout or output limit: `SIGKILL`).
    Signal(i32),
}

/// Everything a judge records about one run.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// How the process ended.
    pub exit: Exit,
    /// The time limit was reached and the process group was killed.
    pub timed_out: bool,
    /// Stdout passed [`Limits::output_bytes`] and the process group was killed.
    pub output_limit_exceeded: bool,
    /// Wall time from spawn to exit.
    pub wall: Duration,
    /// CPU time (user and system) of the program and its waited-for children, when
    /// [`Outcome::peak_rss_exact`]; else zero.
    pub cpu: Duration,
    /// Peak resident set size in KiB, the program's own (its waited-for children's
    /// included), when [`Outcome::peak_rss_exact`]; else 0.
    pub peak_rss_kib: u64,
    /// `true` when [`Outcome::peak_rss_kib`] was measured: the program ended by itself. A
    /// program killed at a limit has no figure.
    pub peak_rss_exact: bool,
    /// Stdout, at most [`Limits::output_bytes`] bytes.
    pub stdout: Vec<u8>,
    /// The last [`STDERR_KEPT`] bytes of stderr at most.
    pub stderr: Vec<u8>,
}

impl Outcome {
    /// `true` iff the program exited with status 0 within its limits.
    pub fn success(&self) -> bool {
        self.exit == Exit::Code(0) && !self.timed_out && !self.output_limit_exceeded
    }
}

/// How much of the end of stderr [`run`] keeps.
pub const STDERR_KEPT: usize = 1 << 20;

/// After the child has exited (and its group been killed), how long to wait for its output
/// pipes to close. Only a descendant that left the process group can hold them open longer.
const PIPE_GRACE: Duration = Duration::from_millis(500);

/// The conventional name of a signal (`SIGSEGV`), if it is a common one.
///
/// # Example
/// ```
/// assert_eq!(runner::signal_name(11), Some("SIGSEGV"));
/// assert_eq!(runner::signal_name(0), None);
/// ```
pub fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGSYS => "SIGSYS",
        _ => return None,
    })
}

/// How a process ended, in words: `exit status 3`, `killed by SIGSEGV (signal 11)`.
///
/// # Example
/// ```
/// use runner::{Exit, describe_exit};
/// assert_eq!(describe_exit(Exit::Code(101)), "exit status 101 (a Rust panic)");
/// assert_eq!(describe_exit(Exit::Signal(11)), "killed by SIGSEGV (signal 11): invalid memory access or stack overflow");
/// ```
pub fn describe_exit(exit: Exit) -> String {
    match exit {
        Exit::Code(101) => "exit status 101 (a Rust panic)".to_string(),
        Exit::Code(code) => format!("exit status {code}"),
        Exit::Signal(signal) => {
            let hint = match signal {
                libc::SIGSEGV => ": invalid memory access or stack overflow",
                libc::SIGABRT => {
                    ": abort (Rust aborts on a failed allocation or a stack overflow; stderr says which)"
                }
                libc::SIGFPE => ": arithmetic error, e.g. division by zero",
                _ => "",
            };
            match signal_name(signal) {
                Some(name) => format!("killed by {name} (signal {signal}){hint}"),
                None => format!("killed by signal {signal}{hint}"),
            }
        }
    }
}

/// The measuring helper: this very binary (see [`measure`]).
const MEASURE: &str = "/proc/self/exe";

/// How long after the time limit the helper may take to end the program and report, before
/// it is killed itself.
const HELPER_GRACE: Duration = Duration::from_secs(2);

/// How long after the time limit a helper that is stopped is killed.
const STOPPED_GRACE: Duration = Duration::from_millis(200);

/// The helper, in a session of its own (and so a process group of its own, both numbered by
/// its pid), with the program and everything it starts. It may be signalled only while it is
/// not yet reaped: until then its pid, which is the group's and the session's id, cannot be
/// reused by another process.
struct Group {
    pgid: libc::pid_t,
    reaped: Mutex<bool>,
}

impl Group {
    /// Asks the helper to end the program now (the output limit).
    fn stop(&self) {
        self.signal(libc::SIGUSR1);
    }

    /// Kills the helper and every process left in its session: when it does not end the
    /// program in time by itself (stopped, or killed, by the program it runs).
    fn kill(&self) {
        let reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        if !*reaped {
            kill_session(self.pgid);
        }
    }

    fn signal(&self, signal: libc::c_int) {
        let reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        if !*reaped {
            // SAFETY: plain syscall; the target is our own child, not yet reaped.
            unsafe { libc::kill(self.pgid, signal) };
        }
    }

    /// Waits for the helper to exit, then reaps it. A helper that did not end normally (the
    /// program killed it, or it was killed for not ending the program in time) has left the
    /// program running: every process of its session is killed first.
    fn wait_reap(&self, child: &mut Child) -> io::Result<ExitStatus> {
        // Wait without reaping, so that the session id stays ours while we kill the session.
        let clean = loop {
            // SAFETY: a zeroed siginfo_t is valid; the pointer is to a local we own.
            let (r, info) = unsafe {
                let mut info: libc::siginfo_t = std::mem::zeroed();
                let r = libc::waitid(
                    libc::P_PID,
                    self.pgid as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT,
                );
                (r, info)
            };
            if r == 0 {
                // SAFETY: waitid filled in a child's status.
                break info.si_code == libc::CLD_EXITED && unsafe { info.si_status() } == 0;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        };
        let mut reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        if !clean {
            kill_session(self.pgid);
            kill_strays();
        }
        let status = child.wait();
        *reaped = true;
        let mut helpers = HELPERS.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = helpers.iter().position(|&pid| pid == self.pgid) {
            helpers.swap_remove(at);
        }
        status
    }
}

/// The helpers started and not yet reaped: this process's children that are no strays.
static HELPERS: Mutex<Vec<libc::pid_t>> = Mutex::new(Vec::new());

/// Starts a helper `command` (see [`helper_command`]), known as one before any stray hunt
/// can see it. The first makes this process a child subreaper: a process that left its
/// session after killing its helper becomes this process's child, not init's, and
/// [`kill_strays`] finds it.
fn spawn_helper(command: &mut Command) -> io::Result<(Child, Arc<Group>)> {
    static SUBREAPER: std::sync::Once = std::sync::Once::new();
    // SAFETY: a plain syscall.
    SUBREAPER.call_once(|| unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    });
    let mut helpers = HELPERS.lock().unwrap_or_else(|e| e.into_inner());
    let child = command.spawn()?;
    let pgid = child.id() as libc::pid_t;
    helpers.push(pgid);
    let group = Arc::new(Group {
        pgid,
        reaped: Mutex::new(false),
    });
    Ok((child, group))
}

/// Kills and reaps this process's children that are no helper and live in another session
/// than this process's: what a program leaves that killed its helper and then left its
/// session (`setsid`), adopted here (a child subreaper). A child this process started
/// otherwise stays in its session, as commands do, and is left alone.
fn kill_strays() {
    let helpers = HELPERS.lock().unwrap_or_else(|e| e.into_inner());
    // SAFETY: plain syscalls.
    let (me, session) = unsafe { (libc::getpid(), libc::getsid(0)) };
    for _ in 0..100 {
        let Ok(entries) = fs::read_dir("/proc") else {
            return;
        };
        let strays: Vec<libc::pid_t> = entries
            .flatten()
            .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
            .filter(|pid| !helpers.contains(pid))
            .filter(|&pid| stat(pid).is_some_and(|s| s.ppid == me && s.session != session))
            .collect();
        if strays.is_empty() {
            return;
        }
        for pid in strays {
            let mut status = 0;
            // SAFETY: plain syscalls on our own child, no std `Child` (those are helpers,
            // or in our session).
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, &mut status, 0);
            }
        }
    }
}

/// A command that starts `helper` in a session of its own (`setsid`): every process the
/// program starts stays in it unless it leaves it itself, so that a helper the program kills
/// or stops cannot leave the program running (see [`kill_session`]).
fn helper_command(helper: &Path) -> Command {
    // The helper calls setsid itself, first thing: between fork and exec here, it would
    // cost every run a fork of this (possibly large) process instead of a posix_spawn.
    let mut command = Command::new(helper);
    command.arg0(measure::NAME).arg(measure::ARG);
    command
}

/// The helper at `helper` could not be started: named, not taken for the program, and, when
/// it is not there to run ([`measure::NOT_A_HELPER`]), what to do.
fn helper_error(helper: &Path, error: io::Error) -> io::Error {
    let gone = matches!(
        error.kind(),
        io::ErrorKind::NotFound | io::ErrorKind::PermissionDenied
    );
    let hint = if gone {
        format!(" ({})", measure::NOT_A_HELPER)
    } else {
        String::new()
    };
    let message = format!("the measuring helper {}: {error}{hint}", helper.display());
    io::Error::new(error.kind(), message)
}

/// What a helper's exit says when it left no report: a helper killed (by the program, or at
/// the backstop) has none, and the run is judged on how it ended; one that exited by itself
/// without a report is no helper, or could not write it: an error.
fn no_report(helper: &Path, status: ExitStatus) -> io::Result<()> {
    match status.code() {
        None => Ok(()),
        Some(code) => Err(io::Error::other(format!(
            "the measuring helper {}: exited with status {code} and no report ({})",
            helper.display(),
            measure::NOT_A_HELPER
        ))),
    }
}

/// What `/proc/<pid>/stat` says of a process.
#[derive(Clone, Copy, Debug)]
struct Stat {
    /// `R` running or runnable, `S` asleep, `D` in uninterruptible wait, `Z` a zombie, ...
    state: u8,
    ppid: libc::pid_t,
    session: libc::pid_t,
    /// CPU time in clock ticks: its own (user and system) and its waited-for children's.
    ticks: u64,
}

/// Reads `/proc/<pid>/stat`.
fn stat(pid: libc::pid_t) -> Option<Stat> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // `pid (comm) state ppid pgrp session ...`; comm may hold spaces and parentheses.
    let fields: Vec<&str> = text.rsplit_once(')')?.1.split_whitespace().collect();
    let number = |i: usize| fields.get(i)?.parse::<u64>().ok();
    Some(Stat {
        state: *fields.first()?.as_bytes().first()?,
        ppid: fields.get(1)?.parse().ok()?,
        session: fields.get(3)?.parse().ok()?,
        // Fields 14 to 17 of proc(5) (utime, stime, cutime, cstime) are 11 to 14 here.
        ticks: (11..15).filter_map(number).sum(),
    })
}

/// Whether process `pid` is stopped (`SIGSTOP`, `SIGTSTP`, a tracer): a helper in that state
/// can end nothing, and is killed at once rather than after its grace.
fn stopped(pid: libc::pid_t) -> bool {
    stat(pid).is_some_and(|s| matches!(s.state, b'T' | b't'))
}

/// Kills (`SIGKILL`) every live process of session `sid`, until none is left: a process
/// that forks while it is killed leaves children that the next look finds.
fn kill_session(sid: libc::pid_t) {
    for _ in 0..100 {
        let Ok(entries) = fs::read_dir("/proc") else {
            return;
        };
        let members: Vec<libc::pid_t> = entries
            .flatten()
            .filter_map(|entry| entry.file_name().to_str()?.parse().ok())
            .filter(|&pid| {
                stat(pid).is_some_and(|s| s.session == sid && !matches!(s.state, b'Z' | b'X'))
            })
            .collect();
        if members.is_empty() {
            return;
        }
        for pid in members {
            // SAFETY: a plain syscall; the session's id is held by our unreaped child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// The processes below `root` (not `root` itself), through every thread's children.
fn descendants(root: libc::pid_t) -> Vec<libc::pid_t> {
    let mut found = Vec::new();
    let mut next = vec![root];
    // A fork bomb is not walked whole: its CPU is counted by the limit anyway.
    while let Some(pid) = next.pop()
        && found.len() < 4096
    {
        let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
            continue;
        };
        for task in tasks.flatten() {
            let Ok(children) = fs::read_to_string(task.path().join("children")) else {
                continue;
            };
            for child in children.split_whitespace().filter_map(|c| c.parse().ok()) {
                found.push(child);
                next.push(child);
            }
        }
    }
    found
}

/// What a look at the processes below a helper found: their CPU time in clock ticks, and
/// whether one of them was running or waiting for a CPU (or for a disk).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Activity {
    ticks: u64,
    busy: bool,
}

/// The CPU time and state of every process below `helper`: the program, its children, and
/// the orphans the helper (a subreaper) adopted.
fn activity(helper: libc::pid_t) -> Activity {
    let mut seen = Activity::default();
    for pid in descendants(helper) {
        if let Some(s) = stat(pid) {
            seen.ticks += s.ticks;
            seen.busy |= matches!(s.state, b'R' | b'D');
        }
    }
    seen
}

/// What the helper wrote about the program.
#[derive(Debug, PartialEq, Eq)]
enum Measured {
    /// The program ended: how, its peak memory in KiB, its wall time, whether it was killed
    /// at the time limit, its CPU time.
    Ended {
        exit: Exit,
        peak_kib: u64,
        wall: Duration,
        timed_out: bool,
        cpu: Duration,
    },
    /// The program could not be started: the OS error number.
    NotStarted(i32),
}

/// Parses the helper's report line (see [`measure`]).
fn parse_measured(line: &str) -> Option<Measured> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    match fields[..] {
        ["error", errno] => Some(Measured::NotStarted(errno.parse().ok()?)),
        [kind, number, peak, wall, timed_out, cpu] => {
            let number = number.parse().ok()?;
            let exit = match kind {
                "exit" => Exit::Code(number),
                "signal" => Exit::Signal(number),
                _ => return None,
            };
            Some(Measured::Ended {
                exit,
                peak_kib: peak.parse().ok()?,
                wall: Duration::from_nanos(wall.parse().ok()?),
                timed_out: timed_out == "1",
                cpu: Duration::from_nanos(cpu.parse().ok()?),
            })
        }
        _ => None,
    }
}

/// A buffer filled by a reader thread, readable by the caller even if the thread never ends.
#[derive(Default)]
struct Captured {
    bytes: Vec<u8>,
    /// Total bytes read, including those not kept.
    total: usize,
}

/// Runs `program` with `args` under `limits` and returns what happened.
///
/// The program runs in its own process group, which is killed with `SIGKILL` on a timeout,
/// on an output limit, and after the program exits (to stop any leftover descendants).
///
/// # Errors
/// Only when the program cannot be started (not found, not executable), when this binary does
/// not act as the measuring helper (the error names it and says what to do), or when the
/// operating system refuses a pipe, a thread or a temporary file; everything the program
/// itself does is in the [`Outcome`].
///
/// # Example
/// ```
/// use runner::{run, Exit, Limits, Stdin};
/// let outcome = run("/bin/cat".as_ref(), &[] as &[&str], Stdin::Bytes(b"7\n"), &Limits::default())
///     .unwrap();
/// assert_eq!(outcome.exit, Exit::Code(0));
/// assert_eq!(outcome.stdout, b"7\n");
/// ```
pub fn run<S: AsRef<OsStr>>(
    program: &Path,
    args: &[S],
    stdin: Stdin<'_>,
    limits: &Limits,
) -> io::Result<Outcome> {
    run_with(Path::new(MEASURE), program, args, stdin, limits)
}

/// `bytes` in a file with no name (`O_TMPFILE`), and the path another process opens it by
/// while this process keeps the file open (`/proc/<pid>/fd/<n>`): nothing is left in $TMPDIR,
/// whatever ends this process. The helper's reports, stress's inputs and case files.
///
/// # Errors
/// When the file cannot be made or written.
pub fn unnamed_file(bytes: &[u8]) -> io::Result<(File, std::path::PathBuf)> {
    let mut file = tempfile::tempfile()?;
    file.write_all(bytes)?;
    let path = format!(
        "/proc/{}/fd/{}",
        std::process::id(),
        std::os::fd::AsRawFd::as_raw_fd(&file)
    );
    Ok((file, path.into()))
}

/// [`run`] through the helper at `helper`.
fn run_with<S: AsRef<OsStr>>(
    helper: &Path,
    program: &Path,
    args: &[S],
    stdin: Stdin<'_>,
    limits: &Limits,
) -> io::Result<Outcome> {
    // Given to the helper as this process's open file: nothing is left in $TMPDIR whatever
    // ends this process (Ctrl-C, SIGTERM, a kill), even between its creation and the helper's
    // start.
    let (mut report, report_path) = unnamed_file(&[])?;
    let limit_ms = limits.time.as_millis().max(1).to_string();
    let mut command = helper_command(helper);
    command
        .arg(&report_path)
        .arg(limit_ms)
        .arg(limits.address_space_bytes.unwrap_or(0).to_string())
        .arg(program)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        // As a judge runs it, whatever the user's shell says about backtraces: with one, a
        // panic's backtrace took 37 MB (an MLE) and hid its message.
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE");
    match stdin {
        Stdin::Null => command.stdin(Stdio::null()),
        Stdin::File(path) => command.stdin(File::open(path)?),
        Stdin::Bytes(_) => command.stdin(Stdio::piped()),
    };

    let started = Instant::now();
    let (mut child, group) = spawn_helper(&mut command).map_err(|e| helper_error(helper, e))?;
    let stdout_pipe = child.stdout.take().expect("stdout is piped");
    let stderr_pipe = child.stderr.take().expect("stderr is piped");
    let stdin_pipe = child.stdin.take();

    let over_limit = Arc::new(AtomicBool::new(false));
    let timed_out = Arc::new(AtomicBool::new(false));
    let stdout_buf = Arc::new(Mutex::new(Captured::default()));
    let stderr_buf = Arc::new(Mutex::new(Captured::default()));
    let (done_tx, done_rx) = mpsc::channel::<()>();
    let (finished_tx, finished_rx) = mpsc::channel::<()>();
    // Readers, the stdin writer and the timer; should one fail to start, the group is killed
    // and the helper reaped before the error is returned.
    let started_threads = (|| -> io::Result<thread::JoinHandle<()>> {
        let (group_out, over, cap) = (
            Arc::clone(&group),
            Arc::clone(&over_limit),
            limits.output_bytes,
        );
        spawn_reader(
            stdout_pipe,
            Arc::clone(&stdout_buf),
            done_tx.clone(),
            move |captured, chunk| {
                let room = cap.saturating_sub(captured.bytes.len());
                captured
                    .bytes
                    .extend_from_slice(&chunk[..chunk.len().min(room)]);
                if captured.total > cap {
                    over.store(true, Ordering::SeqCst);
                    group_out.stop();
                    return false;
                }
                true
            },
        )?;
        spawn_reader(
            stderr_pipe,
            Arc::clone(&stderr_buf),
            done_tx.clone(),
            |captured, chunk| {
                captured.bytes.extend_from_slice(chunk);
                if captured.bytes.len() > 2 * STDERR_KEPT {
                    let cut = captured.bytes.len() - STDERR_KEPT;
                    captured.bytes.drain(..cut);
                }
                true
            },
        )?;
        if let (Stdin::Bytes(bytes), Some(mut pipe)) = (stdin, stdin_pipe) {
            let bytes = bytes.to_vec();
            // A program that exits without reading all of its input makes this fail with
            // EPIPE: that is its business, not an error of the run.
            thread::Builder::new()
                .name("runner-stdin".into())
                .spawn(move || {
                    let _ = pipe.write_all(&bytes);
                })?;
        }
        // The backstop: the helper ends the program at the time limit; should it not exit
        // soon after, it is killed (and the program's own group with it, if it can be).
        let (group, timed_out) = (Arc::clone(&group), Arc::clone(&timed_out));
        let limit = limits.time + STOPPED_GRACE;
        thread::Builder::new()
            .name("runner-timer".into())
            .spawn(move || {
                let late = || {
                    timed_out.store(true, Ordering::SeqCst);
                    group.kill();
                };
                if let Err(mpsc::RecvTimeoutError::Timeout) = finished_rx.recv_timeout(limit) {
                    // A stopped helper (the program stopped it) ends nothing: killed now.
                    if stopped(group.pgid) {
                        return late();
                    }
                    let rest = HELPER_GRACE - STOPPED_GRACE;
                    if let Err(mpsc::RecvTimeoutError::Timeout) = finished_rx.recv_timeout(rest) {
                        late();
                    }
                }
            })
    })();
    drop(done_tx);
    let timer = match started_threads {
        Ok(timer) => timer,
        Err(error) => {
            group.kill();
            let _ = group.wait_reap(&mut child);
            return Err(error);
        }
    };
    let status = group.wait_reap(&mut child);
    let exited = Instant::now();
    drop(finished_tx);
    let _ = timer.join();
    let status = status?;
    let mut line = String::new();
    let measured = io::Seek::rewind(&mut report)
        .and_then(|()| report.read_to_string(&mut line))
        .ok()
        .and_then(|_| parse_measured(&line));
    if let Some(Measured::NotStarted(errno)) = measured {
        return Err(io::Error::from_raw_os_error(errno));
    }
    if measured.is_none() {
        no_report(helper, status)?;
    }

    // Both pipes close once every process holding them is dead; only an escaped descendant
    // could hold them longer, and then we keep what was read so far.
    let pipes_deadline = started
        .checked_add(limits.time)
        .map_or(exited, |limit| limit.max(exited))
        + PIPE_GRACE;
    for _ in 0..2 {
        let left = pipes_deadline.saturating_duration_since(Instant::now());
        if done_rx.recv_timeout(left).is_err() {
            break;
        }
    }

    let take = |buf: &Mutex<Captured>| {
        std::mem::take(&mut buf.lock().unwrap_or_else(|e| e.into_inner()).bytes)
    };
    let mut stderr = take(&stderr_buf);
    if stderr.len() > STDERR_KEPT {
        let cut = stderr.len() - STDERR_KEPT;
        stderr.drain(..cut);
    }
    let (exit, peak, wall, cpu) = match measured {
        Some(Measured::Ended {
            exit,
            peak_kib,
            wall,
            timed_out: killed_at_the_limit,
            cpu,
        }) => {
            if killed_at_the_limit {
                timed_out.store(true, Ordering::SeqCst);
            }
            (exit, Some(peak_kib), wall, cpu)
        }
        // The helper itself was killed (the backstop): no figure from it.
        _ => (
            status
                .signal()
                .map_or(Exit::Code(status.code().unwrap_or(-1)), Exit::Signal),
            None,
            exited.duration_since(started),
            Duration::ZERO,
        ),
    };
    Ok(Outcome {
        exit,
        timed_out: timed_out.load(Ordering::SeqCst),
        output_limit_exceeded: over_limit.load(Ordering::SeqCst),
        wall,
        cpu,
        peak_rss_kib: peak.unwrap_or(0),
        peak_rss_exact: peak.is_some(),
        stdout: take(&stdout_buf),
        stderr,
    })
}

/// Reads `pipe` to its end in a thread, handing each chunk to `keep` (which returns `false`
/// to stop reading), and signals `done` at the end.
fn spawn_reader<R, F>(
    mut pipe: R,
    buf: Arc<Mutex<Captured>>,
    done: mpsc::Sender<()>,
    mut keep: F,
) -> io::Result<()>
where
    R: Read + Send + 'static,
    F: FnMut(&mut Captured, &[u8]) -> bool + Send + 'static,
{
    thread::Builder::new()
        .name("runner-read".into())
        .spawn(move || {
            let mut chunk = vec![0u8; 64 << 10];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut captured = buf.lock().unwrap_or_else(|e| e.into_inner());
                        captured.total += n;
                        if !keep(&mut captured, &chunk[..n]) {
                            break;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = done.send(());
        })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str, stdin: Stdin<'_>, limits: &Limits) -> Outcome {
        run(Path::new("/bin/sh"), &["-c", script], stdin, limits).unwrap()
    }

    #[test]
    fn captures_stdout_stderr_and_status() {
        let o = sh(
            "cat; echo oops >&2; exit 3",
            Stdin::Bytes(b"in\n"),
            &Limits::default(),
        );
        assert_eq!(o.exit, Exit::Code(3));
        assert_eq!(o.stdout, b"in\n");
        assert_eq!(o.stderr, b"oops\n");
        assert!(!o.timed_out && !o.output_limit_exceeded && !o.success());
        assert!(o.peak_rss_kib > 0, "ru_maxrss should be filled in: {o:?}");
    }

    #[test]
    fn a_missing_helper_is_named_not_the_program() {
        let missing = Path::new("/nonexistent/runner/measure");
        let error = run_with(
            missing,
            Path::new("/bin/true"),
            &[] as &[&str],
            Stdin::Null,
            &Limits::default(),
        )
        .expect_err("no helper, no run");
        assert_eq!(error.kind(), io::ErrorKind::NotFound);
        let message = error.to_string();
        assert!(
            message.starts_with("the measuring helper /nonexistent/runner/measure: "),
            "{message}"
        );
        assert!(message.contains(measure::NOT_A_HELPER), "{message}");
    }

    #[test]
    fn a_binary_that_is_no_helper_is_an_error_not_a_verdict() {
        // `/bin/echo` ignores the helper's arguments, prints them and exits 0: no report.
        let error = run_with(
            Path::new("/bin/echo"),
            Path::new("/bin/true"),
            &[] as &[&str],
            Stdin::Null,
            &Limits::default(),
        )
        .expect_err("no report, no outcome");
        let message = error.to_string();
        assert!(
            message.starts_with("the measuring helper /bin/echo: exited with status 0"),
            "{message}"
        );
        assert!(message.contains(measure::NOT_A_HELPER), "{message}");
    }

    #[test]
    fn measures_cpu_time_not_sleep() {
        // A busy loop of about 0.2 s of CPU, then a sleep of 0.3 s that costs none.
        let o = sh(
            "i=0; while [ $i -lt 40000 ]; do i=$((i+1)); done; sleep 0.3",
            Stdin::Null,
            &Limits::default(),
        );
        assert!(o.success(), "{o:?}");
        assert!(
            o.cpu > Duration::from_millis(10),
            "CPU time should be filled in: {o:?}"
        );
        assert!(
            o.cpu + Duration::from_millis(250) < o.wall,
            "the sleep is no CPU time: {o:?}"
        );
    }

    #[test]
    fn peak_memory_is_the_programs_own_not_ours() {
        // Make this process's peak RSS large: 256 MiB, every page written.
        let big = std::hint::black_box(vec![1u8; 256 << 20]);
        let o = sh("exit 0", Stdin::Null, &Limits::default());
        drop(big);
        assert!(o.peak_rss_exact, "{o:?}");
        assert!(o.peak_rss_kib < 64 << 10, "sh's own peak, not ours: {o:?}");
        assert!(o.peak_rss_kib > 0, "{o:?}");

        // A program that holds a 50 MB string.
        let o = sh(
            "x=$(head -c 50000000 /dev/zero | tr '\\0' a); echo ${#x}",
            Stdin::Null,
            &Limits::default(),
        );
        assert_eq!(o.stdout, b"50000000\n", "{o:?}");
        assert!(o.peak_rss_exact, "{o:?}");
        assert!(o.peak_rss_kib > 40 << 10, "{o:?}");
    }

    #[test]
    fn signals_reach_the_program() {
        // A handled signal is delivered to the program, not to the helper.
        let o = sh(
            "trap 'echo got; exit 4' USR1; kill -USR1 $$; sleep 1",
            Stdin::Null,
            &Limits::default(),
        );
        assert_eq!(o.exit, Exit::Code(4), "{o:?}");
        assert_eq!(o.stdout, b"got\n");
    }

    #[test]
    fn a_program_that_execs_another_runs_to_the_end() {
        // The program replaces itself: its figures are still measured.
        let o = sh("exec cat", Stdin::Bytes(b"7 8\n"), &Limits::default());
        assert_eq!(o.exit, Exit::Code(0), "{o:?}");
        assert_eq!(o.stdout, b"7 8\n");
        assert!(o.peak_rss_exact, "{o:?}");
    }

    #[test]
    fn a_program_killed_at_a_limit_is_measured_too() {
        let limits = Limits {
            time: Duration::from_millis(200),
            ..Limits::default()
        };
        let o = sh("sleep 5", Stdin::Null, &limits);
        assert!(
            o.timed_out && o.peak_rss_exact && o.peak_rss_kib > 0,
            "{o:?}"
        );
    }

    #[test]
    fn parses_the_helpers_report() {
        assert_eq!(
            parse_measured("exit 3 1024 5000000 0 4000000\n"),
            Some(Measured::Ended {
                exit: Exit::Code(3),
                peak_kib: 1024,
                wall: Duration::from_millis(5),
                timed_out: false,
                cpu: Duration::from_millis(4),
            })
        );
        assert_eq!(
            parse_measured("signal 9 0 1 1 0"),
            Some(Measured::Ended {
                exit: Exit::Signal(9),
                peak_kib: 0,
                wall: Duration::from_nanos(1),
                timed_out: true,
                cpu: Duration::ZERO,
            })
        );
        assert_eq!(parse_measured("error 2"), Some(Measured::NotStarted(2)));
        assert_eq!(parse_measured(""), None);
        assert_eq!(parse_measured("exit x 1 1 0"), None);
        assert_eq!(parse_measured("exit 0 1 1"), None);
        assert_eq!(parse_measured("exit 0 1 1 0"), None);
    }

    #[test]
    fn reports_the_killing_signal() {
        let o = sh("kill -SEGV $$", Stdin::Null, &Limits::default());
        assert_eq!(o.exit, Exit::Signal(libc::SIGSEGV));
        assert_eq!(signal_name(libc::SIGSEGV), Some("SIGSEGV"));
    }

    #[test]
    fn times_out_and_kills_the_grandchild() {
        let limits = Limits {
            time: Duration::from_millis(300),
            ..Limits::default()
        };
        let t = Instant::now();
        // The grandchild keeps stdout open: without the group kill the read would block.
        let o = sh("sleep 100 & wait", Stdin::Null, &limits);
        assert!(o.timed_out, "{o:?}");
        assert_eq!(o.exit, Exit::Signal(libc::SIGKILL));
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "took {:?}",
            t.elapsed()
        );
    }

    #[test]
    fn leftover_grandchild_is_killed_after_a_normal_exit() {
        let t = Instant::now();
        let o = sh("sleep 100 & echo done", Stdin::Null, &Limits::default());
        assert_eq!(o.exit, Exit::Code(0));
        assert_eq!(o.stdout, b"done\n");
        assert!(!o.timed_out);
        assert!(
            t.elapsed() < Duration::from_secs(1),
            "took {:?}",
            t.elapsed()
        );
    }

    /// Whether a process whose command line holds `marker` is alive.
    fn alive(marker: &str) -> bool {
        std::fs::read_dir("/proc").unwrap().flatten().any(|entry| {
            std::fs::read(entry.path().join("cmdline")).is_ok_and(|cmdline| {
                cmdline
                    .windows(marker.len())
                    .any(|w| w == marker.as_bytes())
            })
        })
    }

    #[test]
    fn no_process_of_a_run_survives_it_not_even_in_a_new_session() {
        // `setsid` leaves the process group; the run must still end it: after a normal exit,
        // after a timeout, after an output flood.
        let short = Limits {
            time: Duration::from_millis(500),
            output_bytes: 1 << 16,
            address_space_bytes: None,
        };
        for (case, script) in [
            (
                "exit",
                "setsid sleep 1001.PID </dev/null >/dev/null 2>&1 & sleep 0.2; echo done",
            ),
            (
                "timeout",
                "setsid sleep 1002.PID </dev/null >/dev/null 2>&1 & sleep 100",
            ),
            (
                "flood",
                "setsid sleep 1003.PID </dev/null >/dev/null 2>&1 & yes",
            ),
        ] {
            // This test's own sleeps: another checkout's have another pid.
            let script = script.replace("PID", &std::process::id().to_string());
            let marker = script.split_whitespace().nth(2).unwrap().to_string();
            let o = sh(&script, Stdin::Null, &short);
            std::thread::sleep(Duration::from_millis(100));
            assert!(
                !alive(&format!("sleep\0{marker}")),
                "{case}: sleep {marker} survived: {o:?}"
            );
        }
    }

    #[test]
    fn a_program_that_kills_or_stops_its_helper_ends_within_its_limits_and_leaves_nothing() {
        let limits = Limits {
            time: Duration::from_millis(500),
            ..Limits::default()
        };
        for (attack, marker) in [("kill -9", "1113"), ("kill -STOP", "1114")] {
            // This test's own sleep, not another checkout's running the same test.
            let marker = format!("{marker}.{}", std::process::id());
            let started = Instant::now();
            let o = sh(
                &format!("{attack} $PPID; exec sleep {marker}"),
                Stdin::Null,
                &limits,
            );
            assert!(
                started.elapsed() < limits.time + STOPPED_GRACE + Duration::from_secs(1),
                "{attack}: took {:?}",
                started.elapsed()
            );
            assert!(!o.success(), "{attack}: {o:?}");
            assert_eq!(o.timed_out, attack == "kill -STOP", "{attack}: {o:?}");
            std::thread::sleep(Duration::from_millis(100));
            assert!(
                !alive(&format!("sleep\0{marker}")),
                "{attack}: the program survived: {o:?}"
            );
        }
    }

    #[test]
    fn a_program_that_kills_its_helper_and_leaves_its_session_leaves_nothing() {
        let marker = format!("1117.{}", std::process::id());
        let o = sh(
            &format!(
                "setsid sleep {marker} </dev/null >/dev/null 2>&1 & sleep 0.2; kill -9 $PPID; exec sleep 1"
            ),
            Stdin::Null,
            &Limits::default(),
        );
        assert!(!o.success(), "{o:?}");
        std::thread::sleep(Duration::from_millis(100));
        assert!(!alive(&format!("sleep\0{marker}")), "it survived: {o:?}");
    }

    #[test]
    fn output_limit_kills_a_flood() {
        let limits = Limits {
            output_bytes: 1 << 16,
            ..Limits::default()
        };
        let o = sh("yes", Stdin::Null, &limits);
        assert!(o.output_limit_exceeded, "{o:?}");
        assert!(!o.timed_out);
        assert_eq!(o.stdout.len(), 1 << 16);
    }

    #[test]
    fn reads_stdin_from_a_file_and_survives_unread_bytes() {
        let o = sh(
            "exit 0",
            Stdin::Bytes(&vec![b'x'; 1 << 20]),
            &Limits::default(),
        );
        assert_eq!(o.exit, Exit::Code(0));
        let o = sh(
            "wc -c",
            Stdin::File(Path::new("/dev/null")),
            &Limits::default(),
        );
        assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), "0");
    }

    #[test]
    fn missing_program_is_an_error() {
        let r = run(
            Path::new("/nonexistent/program"),
            &[] as &[&str],
            Stdin::Null,
            &Limits::default(),
        );
        assert_eq!(r.map(|_| ()).unwrap_err().kind(), io::ErrorKind::NotFound);
    }

    #[test]
    fn the_address_space_guard_stops_a_program_while_it_runs() {
        // 64 MiB of text in a shell variable: past a 32 MiB guard the shell cannot hold it.
        let script = "x=$(head -c 67108864 /dev/zero | tr '\\0' a); echo ${#x}";
        // A minute: on a loaded machine the shell takes seconds to build the text, and the
        // guard, not the clock, must be what stops it.
        let unhurried = Limits {
            time: Duration::from_secs(60),
            ..Limits::default()
        };
        let free = sh(script, Stdin::Null, &unhurried);
        assert_eq!(free.stdout, b"67108864\n", "{free:?}");
        let guarded = Limits {
            address_space_bytes: Some(32 << 20),
            ..unhurried
        };
        let stopped = sh(script, Stdin::Null, &guarded);
        assert!(!stopped.success() && !stopped.timed_out, "{stopped:?}");
        assert!(stopped.peak_rss_kib < 48 << 10, "{stopped:?}");
    }
}
