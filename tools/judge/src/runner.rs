//! Run one program as a judge does: stdin from a file or bytes, stdout and stderr captured,
//! a wall-clock limit, an output limit, and the time and peak memory the kernel accounts to it.
//!
//! The child is put in a process group of its own. On a timeout or an output limit the whole
//! group is killed with `SIGKILL`, and it is killed again once the child has exited, so a
//! program that leaves a grandchild behind (`sleep 100 &`) can neither hang the caller nor keep
//! running. The exit status comes from `wait4` on the child's pid.
//!
//! Peak memory: the child is traced (`PTRACE_TRACEME`, then `PTRACE_O_TRACEEXIT`, nothing
//! else) so that it stops just before it exits, while its memory map still exists, and its
//! own `VmHWM` is read from `/proc/<pid>/status`. `ru_maxrss` alone would not do: Linux
//! charges the memory map that `exec` replaces to the new program, which with `vfork` is the
//! caller's, so a tiny program spawned by a process that once held 200 MiB reports 200 MiB.
//! Where tracing is refused, `ru_maxrss` is used and the outcome says it is an upper bound.
//!
//! Linux only.

use std::ffi::OsStr;
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
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
    /// Peak resident set size in KiB: the program's own (`VmHWM`, read when it exits) when
    /// [`Outcome::peak_rss_exact`], else `ru_maxrss` from `wait4`.
    pub peak_rss_kib: u64,
    /// `true` when [`Outcome::peak_rss_kib`] is the program's own peak. `false` when only
    /// `ru_maxrss` was available (tracing not allowed, or the program was killed before its
    /// exit stop): an upper bound, since Linux counts in it the memory of the process that
    /// spawned the program, here the caller's own peak.
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
/// assert_eq!(judge::runner::signal_name(11), Some("SIGSEGV"));
/// assert_eq!(judge::runner::signal_name(0), None);
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

/// The child's process group. It may be killed only while the child is not yet reaped: until
/// then the child's pid, which is the group id, cannot be reused by an unrelated process.
struct Group {
    pgid: libc::pid_t,
    reaped: Mutex<bool>,
}

/// What waiting for the child found.
struct Waited {
    status: libc::c_int,
    usage: libc::rusage,
    exited: Instant,
    /// The program's own peak RSS (`VmHWM`) read at its ptrace exit stop, if there was one.
    vm_hwm_kib: Option<u64>,
}

/// `Err` of the last OS error unless it is `EINTR` (then `Ok`: try again).
fn retry_on_interrupt() -> io::Result<()> {
    let error = io::Error::last_os_error();
    if error.kind() == io::ErrorKind::Interrupted {
        Ok(())
    } else {
        Err(error)
    }
}

/// `ptrace(request, pid, 0, data)`, errors ignored: the tracee may have been killed already.
fn ptrace(request: libc::c_uint, pid: libc::pid_t, data: usize) -> bool {
    // SAFETY: requests that take no pointers (SETOPTIONS, CONT, DETACH); `data` is an
    // integer.
    let r = unsafe {
        libc::ptrace(
            request,
            pid,
            std::ptr::null_mut::<libc::c_void>(),
            data as *mut libc::c_void,
        )
    };
    r == 0
}

/// The peak resident set size of `pid`'s memory map (`VmHWM` in `/proc/<pid>/status`), KiB.
fn read_vm_hwm(pid: libc::pid_t) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find_map(|l| l.strip_prefix("VmHWM:"))?;
    line.trim().strip_suffix("kB")?.trim().parse().ok()
}

impl Group {
    fn kill(&self) {
        let reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        if !*reaped {
            // SAFETY: plain syscall; the group id is our own child's pid, not yet reaped.
            unsafe { libc::kill(-self.pgid, libc::SIGKILL) };
        }
    }

    /// Waits, without reaping, until the child exits (returns `true`) or, with `WSTOPPED`
    /// in `flags`, stops (returns `false`).
    fn peek(&self, flags: libc::c_int) -> io::Result<bool> {
        loop {
            // SAFETY: siginfo_t is plain data, zero is a valid value.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            // SAFETY: valid pointer to a siginfo_t we own.
            let r = unsafe {
                libc::waitid(
                    libc::P_PID,
                    self.pgid as libc::id_t,
                    &mut info,
                    flags | libc::WNOWAIT | libc::__WALL,
                )
            };
            if r == 0 {
                return Ok(matches!(
                    info.si_code,
                    libc::CLD_EXITED | libc::CLD_KILLED | libc::CLD_DUMPED
                ));
            }
            retry_on_interrupt()?;
        }
    }

    /// Waits for the child to exit, kills what is left of its group, then reaps it.
    ///
    /// If the child is traced (`PTRACE_TRACEME` before its exec), its stops are handled
    /// here: at the stop after exec it is set to stop again at its exit
    /// (`PTRACE_O_TRACEEXIT`), signals are passed on, and at the exit stop its own peak
    /// memory is read and it is let go. Must run on the thread that spawned the child, its
    /// tracer.
    fn wait_kill_reap(&self) -> io::Result<Waited> {
        let pid = self.pgid;
        let mut vm_hwm_kib = None;
        let mut exited = None;
        let mut exec_stop_seen = false;
        let mut watch_stops = true;
        while watch_stops {
            if self.peek(libc::WEXITED | libc::WSTOPPED)? {
                break;
            }
            // A stop. Only a SIGKILL can end the stopped child before we consume the stop;
            // then this reaps it, under the lock so that nobody signals a reused group id.
            let mut reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
            let mut status: libc::c_int = 0;
            // SAFETY: rusage is plain data, zero is a valid value.
            let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
            // SAFETY: valid pointers to locals we own.
            let r =
                unsafe { libc::wait4(pid, &mut status, libc::WNOHANG | libc::__WALL, &mut usage) };
            if r < 0 {
                retry_on_interrupt()?;
                continue;
            }
            if r == 0 {
                continue;
            }
            if !libc::WIFSTOPPED(status) {
                *reaped = true;
                return Ok(Waited {
                    status,
                    usage,
                    exited: exited.unwrap_or_else(Instant::now),
                    vm_hwm_kib,
                });
            }
            drop(reaped);
            let signal = libc::WSTOPSIG(status);
            let event = status >> 16;
            if signal == libc::SIGTRAP && event == libc::PTRACE_EVENT_EXIT {
                exited = Some(Instant::now());
                vm_hwm_kib = read_vm_hwm(pid);
                ptrace(libc::PTRACE_DETACH, pid, 0);
                watch_stops = false;
            } else if signal == libc::SIGTRAP && event == libc::PTRACE_EVENT_EXEC {
                // The program ran another one in its place (`exec awk ...` in a script).
                ptrace(libc::PTRACE_CONT, pid, 0);
            } else if signal == libc::SIGTRAP && !exec_stop_seen {
                // The stop right after exec: a traced child's first. From now on, stop at a
                // further exec (instead of a plain SIGTRAP, which would kill it) and at the
                // exit; and die if we do.
                exec_stop_seen = true;
                let options =
                    libc::PTRACE_O_TRACEEXEC | libc::PTRACE_O_TRACEEXIT | libc::PTRACE_O_EXITKILL;
                ptrace(libc::PTRACE_SETOPTIONS, pid, options as usize);
                ptrace(libc::PTRACE_CONT, pid, 0);
            } else {
                // A signal on its way to the program: deliver it. (If the child is not
                // traced this fails, and a child that stopped itself stays stopped.)
                ptrace(libc::PTRACE_CONT, pid, signal as usize);
            }
        }
        // Wait for exit without reaping, so the group id stays ours while we kill the group.
        self.peek(libc::WEXITED)?;
        let exited = exited.unwrap_or_else(Instant::now);
        let mut reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: as in `kill`; the child is a zombie, so its pid is still reserved.
        unsafe { libc::kill(-pid, libc::SIGKILL) };
        let mut status: libc::c_int = 0;
        // SAFETY: rusage is plain data, zero is a valid value.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        loop {
            // SAFETY: valid pointers to locals we own.
            let r = unsafe { libc::wait4(pid, &mut status, libc::__WALL, &mut usage) };
            if r == pid {
                break;
            }
            retry_on_interrupt()?;
        }
        *reaped = true;
        Ok(Waited {
            status,
            usage,
            exited,
            vm_hwm_kib,
        })
    }
}

/// Kills and reaps the child if `run` returns early with an error before waiting for it.
struct ReapOnError(Option<Arc<Group>>);

impl ReapOnError {
    fn disarm(mut self) {
        self.0 = None;
    }
}

impl Drop for ReapOnError {
    fn drop(&mut self) {
        if let Some(group) = self.0.take() {
            group.kill();
            let _ = group.wait_kill_reap();
        }
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
/// Only when the program cannot be started (not found, not executable) or the operating
/// system refuses a pipe or a thread; everything the program itself does is in the
/// [`Outcome`].
///
/// # Example
/// ```
/// use judge::runner::{run, Exit, Limits, Stdin};
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
    let mut command = Command::new(program);
    command
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    match stdin {
        Stdin::Null => command.stdin(Stdio::null()),
        Stdin::File(path) => command.stdin(File::open(path)?),
        Stdin::Bytes(_) => command.stdin(Stdio::piped()),
    };

    // Trace the child from its exec on, only to stop it at its exit and read its own peak
    // memory there. If tracing is refused, `ru_maxrss` is all there is.
    // SAFETY: between fork and exec only the async-signal-safe `ptrace` syscall runs; its
    // failure is ignored on purpose.
    unsafe {
        command.pre_exec(|| {
            libc::ptrace(
                libc::PTRACE_TRACEME,
                0,
                std::ptr::null_mut::<libc::c_void>(),
                std::ptr::null_mut::<libc::c_void>(),
            );
            Ok(())
        });
    }

    let started = Instant::now();
    let mut child = command.spawn()?;
    let pid = child.id() as libc::pid_t;
    let group = Arc::new(Group {
        pgid: pid,
        reaped: Mutex::new(false),
    });
    // From here on the child is reaped by us through `wait4`, never through `child.wait()`,
    // and waited for on this thread, its tracer. Should anything fail before that, the
    // guard kills and reaps it.
    let guard = ReapOnError(Some(Arc::clone(&group)));

    let stdout_pipe = child.stdout.take().expect("stdout is piped");
    let stderr_pipe = child.stderr.take().expect("stderr is piped");
    let stdin_pipe = child.stdin.take();

    let over_limit = Arc::new(Mutex::new(false));
    let (done_tx, done_rx) = mpsc::channel::<()>();

    let stdout_buf = Arc::new(Mutex::new(Captured::default()));
    {
        let buf = Arc::clone(&stdout_buf);
        let group = Arc::clone(&group);
        let over_limit = Arc::clone(&over_limit);
        let done = done_tx.clone();
        let cap = limits.output_bytes;
        spawn_reader(stdout_pipe, buf, done, move |captured, chunk| {
            let room = cap.saturating_sub(captured.bytes.len());
            captured
                .bytes
                .extend_from_slice(&chunk[..chunk.len().min(room)]);
            if captured.total > cap {
                *over_limit.lock().unwrap_or_else(|e| e.into_inner()) = true;
                group.kill();
                return false;
            }
            true
        })?;
    }
    let stderr_buf = Arc::new(Mutex::new(Captured::default()));
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
    drop(done_tx);

    if let (Stdin::Bytes(bytes), Some(mut pipe)) = (stdin, stdin_pipe) {
        let bytes = bytes.to_vec();
        // A program that exits without reading all of its input makes this fail with EPIPE:
        // that is its business, not an error of the run.
        thread::Builder::new()
            .name("judge-stdin".into())
            .spawn(move || {
                let _ = pipe.write_all(&bytes);
            })?;
    }

    // The timer: kills the group when the limit passes before the child has exited.
    let timed_out = Arc::new(AtomicBool::new(false));
    let (finished_tx, finished_rx) = mpsc::channel::<()>();
    let timer = {
        let group = Arc::clone(&group);
        let timed_out = Arc::clone(&timed_out);
        let limit = limits.time;
        thread::Builder::new()
            .name("judge-timer".into())
            .spawn(move || {
                if let Err(mpsc::RecvTimeoutError::Timeout) = finished_rx.recv_timeout(limit) {
                    timed_out.store(true, Ordering::SeqCst);
                    group.kill();
                }
            })?
    };
    let waited = group.wait_kill_reap();
    guard.disarm();
    drop(finished_tx);
    let _ = timer.join();
    let timed_out = timed_out.load(Ordering::SeqCst);
    let Waited {
        status,
        usage,
        exited,
        vm_hwm_kib,
    } = waited?;

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

    let exit = if libc::WIFSIGNALED(status) {
        Exit::Signal(libc::WTERMSIG(status))
    } else {
        Exit::Code(libc::WEXITSTATUS(status))
    };
    let take = |buf: &Mutex<Captured>| {
        std::mem::take(&mut buf.lock().unwrap_or_else(|e| e.into_inner()).bytes)
    };
    let output_limit_exceeded = *over_limit.lock().unwrap_or_else(|e| e.into_inner());
    let mut stderr = take(&stderr_buf);
    if stderr.len() > STDERR_KEPT {
        let cut = stderr.len() - STDERR_KEPT;
        stderr.drain(..cut);
    }
    Ok(Outcome {
        exit,
        timed_out,
        output_limit_exceeded,
        wall: exited.duration_since(started),
        peak_rss_kib: vm_hwm_kib.unwrap_or(u64::try_from(usage.ru_maxrss).unwrap_or(0)),
        peak_rss_exact: vm_hwm_kib.is_some(),
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
        .name("judge-read".into())
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
    fn peak_memory_is_the_programs_own_not_ours() {
        // Make this process's peak RSS large: 256 MiB, every page written.
        let big = std::hint::black_box(vec![1u8; 256 << 20]);
        let o = sh("exit 0", Stdin::Null, &Limits::default());
        drop(big);
        assert!(o.peak_rss_exact, "tracing is allowed here: {o:?}");
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
    fn signals_reach_a_traced_program() {
        // A handled signal must be delivered, not swallowed by the tracing.
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
        // `exec` makes the traced child exec again: that stop must not become a SIGTRAP.
        let o = sh("exec cat", Stdin::Bytes(b"7 8\n"), &Limits::default());
        assert_eq!(o.exit, Exit::Code(0), "{o:?}");
        assert_eq!(o.stdout, b"7 8\n");
        assert!(o.peak_rss_exact, "{o:?}");
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
        assert!(r.is_err());
    }
}
