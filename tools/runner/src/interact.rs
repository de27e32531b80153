//! Run a program against an interactor, as a judge runs an interactive problem.
//!
//! The convention is testlib's and `oj test-reactive`'s: the interactor reads the program's
//! output on its stdin, writes to the program's stdin on its stdout, gets the case file as an
//! argument and reports by its exit status (0: the program won, 1 or 2: it lost or broke the
//! protocol, anything else: the interactor failed), with a one-line reason on stderr.
//!
//! Both run through the measuring helper, each in a process group of its own, and this
//! process sits between them: it relays every byte at once (so it adds no buffering of its
//! own) and records each line in order with who sent it, the transcript. It ends a run for
//! the program's CPU time ([`Limits::time`]) or wall time ([`WALL_FACTOR`] times that: the
//! wall clock also runs while the interactor thinks and while lines cross), its output
//! ([`Limits::output_bytes`]), or idleness: no byte moved either way and the program used no
//! CPU for the idle limit (a side waits for a line the other never flushed). Whatever ends
//! it, both process groups are killed and every process reaped before [`interact`] returns.

use super::{Exit, Group, Limits, MEASURE, Measured, Outcome, STDERR_KEPT, parse_measured};
use std::ffi::OsStr;
use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Who sent a line of the transcript.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The program under test.
    Program,
    /// The interactor (the judge's side).
    Interactor,
}

impl Side {
    /// `program` or `judge`, as a transcript shows it.
    pub fn name(self) -> &'static str {
        match self {
            Side::Program => "program",
            Side::Interactor => "judge",
        }
    }
}

/// One line of the transcript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Who wrote it.
    pub from: Side,
    /// Its bytes, without the final `\n`.
    pub text: Vec<u8>,
    /// `false` for the last bytes of a side that never ended them with `\n`.
    pub terminated: bool,
}

/// Everything a judge records about one interaction.
#[derive(Clone, Debug)]
pub struct Interaction {
    /// The program's run. Its `stdout` is empty (it went to the interactor, and into the
    /// transcript); `timed_out` covers the wall-clock and the CPU limit.
    pub program: Outcome,
    /// The program's CPU time (user and system), as last seen while it ran.
    pub program_cpu: Duration,
    /// The program used more CPU time than [`Limits::time`] and was killed.
    pub cpu_limit_exceeded: bool,
    /// The interactor's run: its exit status is the verdict, its `stderr` the reason.
    pub interactor: Outcome,
    /// Nothing moved and the program used no CPU for the idle limit: both were killed.
    pub idle: bool,
    /// Every line in the order this process relayed it.
    pub transcript: Vec<Line>,
}

/// The transcript, kept as lines arrive; a side's unfinished line waits in `partial`.
#[derive(Default)]
struct Transcript {
    lines: Vec<Line>,
    partial: [Vec<u8>; 2],
}

impl Transcript {
    fn slot(side: Side) -> usize {
        match side {
            Side::Program => 0,
            Side::Interactor => 1,
        }
    }

    fn add(&mut self, side: Side, chunk: &[u8]) {
        let partial = &mut self.partial[Self::slot(side)];
        for &byte in chunk {
            if byte == b'\n' {
                let text = std::mem::take(partial);
                self.lines.push(Line {
                    from: side,
                    text,
                    terminated: true,
                });
            } else {
                partial.push(byte);
            }
        }
    }

    fn close(&mut self, side: Side) {
        let partial = std::mem::take(&mut self.partial[Self::slot(side)]);
        if !partial.is_empty() {
            self.lines.push(Line {
                from: side,
                text: partial,
                terminated: false,
            });
        }
    }
}

/// One side, started through the helper.
struct Started {
    /// Moved to its waiter once the pipes are taken.
    child: Option<Child>,
    group: Arc<Group>,
    report: tempfile::NamedTempFile,
}

fn start<S: AsRef<OsStr>>(
    program: &Path,
    args: &[S],
    time: Duration,
    space: Option<u64>,
) -> io::Result<Started> {
    let report = tempfile::Builder::new()
        .prefix("runner-")
        .suffix(".measure")
        .tempfile()?;
    let child = Command::new(MEASURE)
        .arg(report.path())
        .arg(time.as_millis().max(1).to_string())
        .arg(space.unwrap_or(0).to_string())
        .arg(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .process_group(0)
        .spawn()?;
    let group = Arc::new(Group {
        pgid: child.id() as libc::pid_t,
        reaped: Mutex::new(false),
    });
    Ok(Started {
        child: Some(child),
        group,
        report,
    })
}

/// The CPU time, in clock ticks, of the helper's child (the program) and of its waited-for
/// children: `None` once it is gone.
fn cpu_ticks(helper: libc::pid_t) -> Option<u64> {
    let children = fs::read_to_string(format!("/proc/{helper}/task/{helper}/children")).ok()?;
    let pid: u32 = children.split_whitespace().next()?.parse().ok()?;
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after = stat.rsplit_once(')')?.1;
    // Fields 14 to 17 of proc(5) (utime, stime, cutime, cstime) are 12 to 15 after the name.
    let ticks = after
        .split_whitespace()
        .skip(11)
        .take(4)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum();
    Some(ticks)
}

fn ticks_per_second() -> u64 {
    // SAFETY: plain libc call.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    u64::try_from(ticks).ok().filter(|&t| t > 0).unwrap_or(100)
}

/// Relays `from` to `to` a chunk at a time, recording it; at the end of `from` closes `to`.
#[allow(clippy::too_many_arguments)]
fn relay(
    mut from: impl Read + Send + 'static,
    to: ChildStdin,
    side: Side,
    transcript: Arc<Mutex<Transcript>>,
    activity: Arc<Mutex<Instant>>,
    moved: Arc<AtomicUsize>,
    cap: usize,
    over: Arc<AtomicBool>,
    group: Arc<Group>,
    cut: Arc<AtomicBool>,
) -> io::Result<thread::JoinHandle<()>> {
    thread::Builder::new()
        .name("runner-relay".into())
        .spawn(move || {
            let mut to = Some(to);
            let mut chunk = vec![0u8; 64 << 10];
            loop {
                match from.read(&mut chunk) {
                    Ok(0) => break,
                    // Ended for idleness: what a dying side flushes now was never sent in time.
                    Ok(_) if cut.load(Ordering::SeqCst) => break,
                    Ok(n) => {
                        *activity.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
                        let total = moved.fetch_add(n, Ordering::SeqCst) + n;
                        if total > cap {
                            over.store(true, Ordering::SeqCst);
                            group.stop();
                            break;
                        }
                        transcript
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .add(side, &chunk[..n]);
                        // The other side may have gone: its loss, not an error of the run.
                        if let Some(pipe) = &mut to
                            && pipe
                                .write_all(&chunk[..n])
                                .and_then(|()| pipe.flush())
                                .is_err()
                        {
                            to = None;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            drop(to);
            transcript
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .close(side);
        })
}

/// Keeps the end of a stderr pipe.
fn keep_stderr(
    mut from: impl Read + Send + 'static,
    into: Arc<Mutex<Vec<u8>>>,
) -> io::Result<thread::JoinHandle<()>> {
    thread::Builder::new()
        .name("runner-stderr".into())
        .spawn(move || {
            let mut chunk = vec![0u8; 64 << 10];
            while let Ok(n) = from.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                let mut kept = into.lock().unwrap_or_else(|e| e.into_inner());
                kept.extend_from_slice(&chunk[..n]);
                if kept.len() > 2 * STDERR_KEPT {
                    let cut = kept.len() - STDERR_KEPT;
                    kept.drain(..cut);
                }
            }
        })
}

/// Where a waiter leaves the helper's exit status.
type StatusSlot = Arc<Mutex<Option<io::Result<ExitStatus>>>>;

/// Waits for a helper in a thread; its status arrives in the slot.
fn waiter(mut child: Child, group: Arc<Group>) -> io::Result<(thread::JoinHandle<()>, StatusSlot)> {
    let slot = Arc::new(Mutex::new(None));
    let into = Arc::clone(&slot);
    let handle = thread::Builder::new()
        .name("runner-wait".into())
        .spawn(move || {
            let status = group.wait_reap(&mut child);
            *into.lock().unwrap_or_else(|e| e.into_inner()) = Some(status);
        })?;
    Ok((handle, slot))
}

/// The outcome of one side from its helper's report.
fn outcome(
    started: Instant,
    report: &Path,
    status: ExitStatus,
    stderr: Vec<u8>,
) -> io::Result<Outcome> {
    let measured = fs::read_to_string(report)
        .ok()
        .and_then(|line| parse_measured(&line));
    let mut stderr = stderr;
    if stderr.len() > STDERR_KEPT {
        let cut = stderr.len() - STDERR_KEPT;
        stderr.drain(..cut);
    }
    let (exit, peak, wall, timed_out, cpu) = match measured {
        Some(Measured::NotStarted(errno)) => return Err(io::Error::from_raw_os_error(errno)),
        Some(Measured::Ended {
            exit,
            peak_kib,
            wall,
            timed_out,
            cpu,
        }) => (exit, Some(peak_kib), wall, timed_out, cpu),
        None => (
            status
                .signal()
                .map_or(Exit::Code(status.code().unwrap_or(-1)), Exit::Signal),
            None,
            started.elapsed(),
            true,
            Duration::ZERO,
        ),
    };
    Ok(Outcome {
        exit,
        timed_out,
        output_limit_exceeded: false,
        wall,
        cpu,
        peak_rss_kib: peak.unwrap_or(0),
        peak_rss_exact: peak.is_some(),
        stdout: Vec::new(),
        stderr,
    })
}

/// The program's wall-clock limit in an interaction, in multiples of [`Limits::time`] (its
/// CPU limit): a backstop, since a program that computes meets the CPU limit and one that
/// waits meets the idle limit. 1000 games of 30 lines each spend a second of wall time in the
/// pipes on a quiet two-core machine and four on a busy one (CI judging bundles while it
/// compiles others), while the program's CPU time stays a few ms.
pub const WALL_FACTOR: u32 = 5;

/// How often the watchdog looks at the CPU time and the clock.
const TICK: Duration = Duration::from_millis(10);

/// Runs `program` against `interactor` (which gets `interactor_args`, the case file first by
/// convention) under `limits`, and ends the run after `idle` without progress.
///
/// The program may use [`Limits::time`] of CPU and [`WALL_FACTOR`] times that of wall time;
/// the interactor may run the program's wall limit plus `idle` plus 2 s; past that it is killed (its
/// `timed_out`), which a judge reports as its own failure.
///
/// # Errors
/// Only when a side cannot be started or the operating system refuses a pipe or a thread;
/// everything the two programs do is in the [`Interaction`].
///
/// # Example
/// ```
/// use runner::{Limits, interact::{interact, Side}};
/// use std::time::Duration;
/// // The interactor sends 7 and wants it back; the program echoes one line.
/// let program = ["-c", "read x; echo $x"];
/// let interactor = ["-c", "echo 7; read y; test \"$y\" = 7"];
/// let run = interact("/bin/sh".as_ref(), &program, "/bin/sh".as_ref(), &interactor,
///     &Limits::default(), Duration::from_secs(1)).unwrap();
/// assert_eq!(run.interactor.exit, runner::Exit::Code(0));
/// let sides: Vec<Side> = run.transcript.iter().map(|l| l.from).collect();
/// assert_eq!(sides, [Side::Interactor, Side::Program]);
/// ```
pub fn interact<S: AsRef<OsStr>, T: AsRef<OsStr>>(
    program: &Path,
    program_args: &[S],
    interactor: &Path,
    interactor_args: &[T],
    limits: &Limits,
    idle: Duration,
) -> io::Result<Interaction> {
    let began = Instant::now();
    let wall = limits.time * WALL_FACTOR;
    let mut judge = start(
        interactor,
        interactor_args,
        wall + idle + Duration::from_secs(2),
        None,
    )?;
    let mut tested = match start(program, program_args, wall, limits.address_space_bytes) {
        Ok(tested) => tested,
        Err(error) => {
            judge.group.kill();
            if let Some(child) = &mut judge.child {
                let _ = judge.group.wait_reap(child);
            }
            return Err(error);
        }
    };
    let transcript = Arc::new(Mutex::new(Transcript::default()));
    let activity = Arc::new(Mutex::new(Instant::now()));
    let over = Arc::new(AtomicBool::new(false));
    let cut = Arc::new(AtomicBool::new(false));
    let groups = [Arc::clone(&tested.group), Arc::clone(&judge.group)];
    let stderrs = [
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
    ];

    let mut threads = Vec::new();
    let mut waiters = Vec::new();
    let wired = (|| -> io::Result<()> {
        let take = |c: &mut Option<Child>| {
            let c = c.as_mut().expect("started");
            (
                c.stdin.take().expect("piped"),
                c.stdout.take().expect("piped"),
                c.stderr.take().expect("piped"),
            )
        };
        let (p_in, p_out, p_err) = take(&mut tested.child);
        let (j_in, j_out, j_err) = take(&mut judge.child);
        threads.push(relay(
            p_out,
            j_in,
            Side::Program,
            Arc::clone(&transcript),
            Arc::clone(&activity),
            Arc::new(AtomicUsize::new(0)),
            limits.output_bytes,
            Arc::clone(&over),
            Arc::clone(&tested.group),
            Arc::clone(&cut),
        )?);
        threads.push(relay(
            j_out,
            p_in,
            Side::Interactor,
            Arc::clone(&transcript),
            Arc::clone(&activity),
            Arc::new(AtomicUsize::new(0)),
            usize::MAX,
            Arc::new(AtomicBool::new(false)),
            Arc::clone(&judge.group),
            Arc::clone(&cut),
        )?);
        threads.push(keep_stderr(p_err, Arc::clone(&stderrs[0]))?);
        threads.push(keep_stderr(j_err, Arc::clone(&stderrs[1]))?);
        Ok(())
    })();
    // The children move into their waiters; the groups stay here to be signalled.
    let children = [tested.child.take(), judge.child.take()];
    for (child, group) in children.into_iter().flatten().zip(&groups) {
        match waiter(child, Arc::clone(group)) {
            Ok(w) => waiters.push(w),
            Err(error) => {
                for group in &groups {
                    group.kill();
                }
                return Err(error);
            }
        }
    }
    if let Err(error) = wired {
        for group in &groups {
            group.kill();
        }
        for (handle, _) in waiters {
            let _ = handle.join();
        }
        return Err(error);
    }

    // The watchdog: CPU time, idleness, the backstop past the helpers' own limits.
    let per_second = ticks_per_second();
    let cpu_limit_ticks = (limits.time.as_millis() as u64).saturating_mul(per_second) / 1000;
    let mut cpu = 0u64;
    let mut cpu_changed = Instant::now();
    let mut idle_hit = false;
    let mut cpu_hit = false;
    let ended = |i: usize| {
        waiters[i]
            .1
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
    };
    let backstop = wall + idle + Duration::from_secs(4);
    while !(ended(0) && ended(1)) {
        thread::sleep(TICK);
        if !ended(0)
            && let Some(ticks) = cpu_ticks(groups[0].pgid)
            && ticks != cpu
        {
            cpu = ticks;
            cpu_changed = Instant::now();
            if cpu > cpu_limit_ticks && !cpu_hit {
                cpu_hit = true;
                groups[0].stop();
            }
        }
        let last = (*activity.lock().unwrap_or_else(|e| e.into_inner())).max(cpu_changed);
        if !idle_hit && !ended(0) && last.elapsed() > idle {
            idle_hit = true;
            cut.store(true, Ordering::SeqCst);
            groups[0].stop();
            groups[1].stop();
        }
        // The program gone, the interactor stuck: it is stopped too, after the idle limit.
        if ended(0) && !ended(1) && last.elapsed() > idle {
            groups[1].stop();
        }
        if began.elapsed() > backstop {
            for group in &groups {
                group.kill();
            }
        }
    }
    let mut statuses = Vec::new();
    for (handle, slot) in waiters {
        let _ = handle.join();
        let status = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        statuses.push(status.expect("joined")?);
    }
    // Every process is dead: the pipes close at once (an escaped descendant aside).
    for handle in threads {
        let _ = handle.join();
    }
    let take = |kept: &Mutex<Vec<u8>>| {
        std::mem::take(&mut *kept.lock().unwrap_or_else(|e| e.into_inner()))
    };
    let mut program = outcome(began, tested.report.path(), statuses[0], take(&stderrs[0]))?;
    let interactor = outcome(began, judge.report.path(), statuses[1], take(&stderrs[1]))?;
    program.output_limit_exceeded = over.load(Ordering::SeqCst);
    if let Some(ticks) = cpu_ticks(groups[0].pgid) {
        cpu = cpu.max(ticks);
    }
    let transcript =
        std::mem::take(&mut transcript.lock().unwrap_or_else(|e| e.into_inner()).lines);
    Ok(Interaction {
        program_cpu: Duration::from_millis(cpu.saturating_mul(1000) / per_second),
        cpu_limit_exceeded: cpu_hit,
        idle: idle_hit && !cpu_hit && !program.timed_out,
        program,
        interactor,
        transcript,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The interactor of these tests: sends `7`, wants `7` back, then exits 0 (else 1).
    const ECHO_JUDGE: &str = "echo 7; read y || { echo 'no answer' >&2; exit 1; }; test \"$y\" = 7";

    fn run(program: &str, limits: &Limits, idle: Duration) -> Interaction {
        interact(
            "/bin/sh".as_ref(),
            &["-c", program],
            "/bin/sh".as_ref(),
            &["-c", ECHO_JUDGE],
            limits,
            idle,
        )
        .unwrap()
    }

    fn short() -> Limits {
        Limits {
            time: Duration::from_millis(1500),
            ..Limits::default()
        }
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
    fn a_game_played_to_the_end_is_recorded_line_by_line() {
        let run = run("read x; echo $x", &short(), Duration::from_secs(1));
        assert_eq!(run.interactor.exit, Exit::Code(0), "{run:?}");
        assert_eq!(run.program.exit, Exit::Code(0), "{run:?}");
        assert!(!run.idle && !run.cpu_limit_exceeded && !run.program.timed_out);
        let lines: Vec<(Side, &[u8])> = run
            .transcript
            .iter()
            .map(|l| (l.from, l.text.as_slice()))
            .collect();
        assert_eq!(
            lines,
            [(Side::Interactor, &b"7"[..]), (Side::Program, &b"7"[..])]
        );
    }

    #[test]
    fn a_program_that_never_flushes_is_idle_within_the_limit() {
        // Python's stdout into a pipe is block-buffered: the answer is written into the
        // buffer, never flushed, and the program waits for the judge's next line, which the
        // judge never sends, since it waits for that answer.
        let started = Instant::now();
        let run = interact(
            "/usr/bin/env".as_ref(),
            &[
                "-u",
                "PYTHONUNBUFFERED",
                "python3",
                "-c",
                "import sys; x = sys.stdin.readline(); sys.stdout.write(x); sys.stdin.readline() # 1003",
            ],
            "/bin/sh".as_ref(),
            &["-c", ECHO_JUDGE],
            &short(),
            Duration::from_millis(400),
        )
        .unwrap();
        assert!(run.idle, "{run:?}");
        assert!(!run.program.timed_out && !run.cpu_limit_exceeded, "{run:?}");
        // Idle before any limit: the wall limit is WALL_FACTOR times the CPU limit (the
        // program's start-up alone took more than 1 s on a loaded machine).
        assert!(
            started.elapsed() < short().time * WALL_FACTOR,
            "ILE within the time limit: {:?}",
            started.elapsed()
        );
        assert_eq!(run.transcript.len(), 1, "only the judge's 7: {run:?}");
        thread::sleep(Duration::from_millis(100));
        assert!(!alive("# 1003"), "the idle program survived");
    }

    #[test]
    fn a_program_that_loops_exceeds_the_cpu_limit() {
        let limits = Limits {
            time: Duration::from_millis(600),
            ..Limits::default()
        };
        let run = run(
            "read x; while :; do :; done",
            &limits,
            Duration::from_millis(300),
        );
        assert!(!run.idle, "busy is not idle: {run:?}");
        assert!(run.cpu_limit_exceeded || run.program.timed_out, "{run:?}");
        assert!(run.program_cpu > Duration::ZERO, "{run:?}");
    }

    #[test]
    fn a_program_that_crashes_is_a_signal_and_nothing_survives() {
        let run = run(
            "sleep 1004 & read x; kill -SEGV $$",
            &short(),
            Duration::from_secs(1),
        );
        assert_eq!(run.program.exit, Exit::Signal(libc::SIGSEGV), "{run:?}");
        assert_eq!(run.interactor.exit, Exit::Code(1), "{run:?}");
        assert_eq!(run.interactor.stderr, b"no answer\n");
        thread::sleep(Duration::from_millis(100));
        assert!(!alive("sleep\x001004"), "the program's child survived");
    }

    #[test]
    fn an_unfinished_last_line_is_kept_and_marked() {
        let run = run("read x; printf 7", &short(), Duration::from_secs(1));
        let last = run.transcript.last().unwrap();
        assert_eq!(
            (last.from, &last.text[..], last.terminated),
            (Side::Program, &b"7"[..], false)
        );
    }

    #[test]
    fn an_interactor_that_hangs_is_stopped_too() {
        let started = Instant::now();
        let run = interact(
            "/bin/sh".as_ref(),
            &["-c", "exit 0"],
            "/bin/sh".as_ref(),
            &["-c", "exec sleep 1005 </dev/null"],
            &short(),
            Duration::from_millis(300),
        )
        .unwrap();
        assert_ne!(run.interactor.exit, Exit::Code(0), "{run:?}");
        assert!(started.elapsed() < Duration::from_secs(3));
        assert!(!alive("sleep\x001005"));
    }
}
