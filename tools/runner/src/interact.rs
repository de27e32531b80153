//! Run a program against an interactor, as a judge runs an interactive problem.
//!
//! The convention is testlib's and `oj test-reactive`'s: the interactor reads the program's
//! output on its stdin, writes to the program's stdin on its stdout, gets the case file as an
//! argument and reports by its exit status (0: the program won, 1 or 2: it lost or broke the
//! protocol, anything else: the interactor failed), with a one-line reason on stderr.
//!
//! Both run through the measuring helper, each in a session of its own, and this process
//! sits between them: it relays every byte at once (a writer thread per direction, so it
//! adds no buffering of its own when the other side reads; when it does not, the program's
//! bytes are held up to its output limit, the interactor's up to 1 MiB) and records the
//! lines in order with who sent them, the transcript (its first and last lines: see
//! [`Transcript`]). It ends a run for the CPU time of the program's process tree
//! ([`Limits::time`]), its wall time ([`WALL_FACTOR`] times that: the wall clock also runs
//! while the interactor thinks and while lines cross), its output ([`Limits::output_bytes`],
//! every byte read counted), or idleness: for the idle limit no byte moved, neither side used
//! CPU and no process of either was runnable (both wait for a line the other never flushed;
//! a busy machine keeps a computing program runnable, not idle). Whatever ends it, both
//! sessions are killed and every process reaped before [`interact`] returns, even when the
//! program killed or stopped its helper.

use super::{
    Activity, Exit, Group, Limits, MEASURE, Measured, Outcome, PIPE_GRACE, STDERR_KEPT, activity,
    helper_command, helper_error, no_report, parse_measured, spawn_helper, stopped,
};
use std::ffi::OsStr;
use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, mpsc};
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
    /// Its bytes, without the final `\n`: the first [`LINE_KEPT`] at most.
    pub text: Vec<u8>,
    /// `false` for the last bytes of a side that never ended them with `\n`.
    pub terminated: bool,
    /// How many bytes of the line were left out after `text`.
    pub cut: u64,
}

/// Lines kept from the start of a transcript.
pub const HEAD_LINES: usize = 500;
/// Lines kept from the end of a transcript.
pub const TAIL_LINES: usize = 500;
/// Bytes kept of each line.
pub const LINE_KEPT: usize = 512;

/// What a transcript kept: at most [`HEAD_LINES`] lines from its start and [`TAIL_LINES`]
/// from its end, each cut to [`LINE_KEPT`] bytes, so that a program that floods its judge
/// costs the judge no more memory than one that does not (about 1 MB at most).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The lines kept, in the order this process relayed them.
    pub lines: Vec<Line>,
    /// How many lines were left out, before `lines[HEAD_LINES]`.
    pub left_out: u64,
}

impl Transcript {
    /// How many lines were sent in all, those left out included.
    pub fn total_lines(&self) -> u64 {
        self.lines.len() as u64 + self.left_out
    }

    /// Where the lines left out were, if any were: before `lines[at]`.
    pub fn gap_at(&self) -> Option<usize> {
        (self.left_out > 0).then_some(HEAD_LINES.min(self.lines.len()))
    }
}

/// The transcript, kept as lines arrive; a side's unfinished line waits in `partial`.
#[derive(Default)]
struct Recorder {
    head: Vec<Line>,
    tail: std::collections::VecDeque<Line>,
    left_out: u64,
    partial: [(Vec<u8>, u64); 2],
}

impl Recorder {
    fn slot(side: Side) -> usize {
        match side {
            Side::Program => 0,
            Side::Interactor => 1,
        }
    }

    fn add(&mut self, side: Side, chunk: &[u8]) {
        let mut rest = chunk;
        // Line by line while the head fills.
        while self.head.len() < HEAD_LINES {
            let Some(end) = rest.iter().position(|&b| b == b'\n') else {
                self.extend(side, rest);
                return;
            };
            self.extend(side, &rest[..end]);
            self.end_line(side, true);
            rest = &rest[end + 1..];
        }
        // Then only the last TAIL_LINES lines of a chunk can be kept: those before them are
        // counted, not copied (a flood of short lines costs a count of its bytes).
        let newlines = rest.iter().filter(|&&b| b == b'\n').count();
        let skipped = newlines.saturating_sub(TAIL_LINES + 1);
        if skipped > 0 {
            // The first line ends `side`'s partial one; skipped are the ones after it.
            let first = rest.iter().position(|&b| b == b'\n').expect("counted");
            self.extend(side, &rest[..first]);
            self.end_line(side, true);
            let mut newline = first;
            for _ in 0..skipped {
                newline += 1 + rest[newline + 1..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .expect("counted");
            }
            self.left_out += skipped as u64;
            rest = &rest[newline + 1..];
        }
        let mut pieces = rest.split(|&b| b == b'\n').peekable();
        while let Some(piece) = pieces.next() {
            self.extend(side, piece);
            // Every piece but the last ended with `\n`.
            if pieces.peek().is_some() {
                self.end_line(side, true);
            }
        }
    }

    /// Adds `bytes` to `side`'s partial line, up to [`LINE_KEPT`]; counts the rest.
    fn extend(&mut self, side: Side, bytes: &[u8]) {
        let (partial, cut) = &mut self.partial[Self::slot(side)];
        let room = LINE_KEPT - partial.len();
        partial.extend_from_slice(&bytes[..bytes.len().min(room)]);
        *cut += bytes.len().saturating_sub(room) as u64;
    }

    /// Ends `side`'s partial line and keeps it, at the head, at the tail, or in the place of
    /// the oldest line of the tail (whose buffer it reuses).
    fn end_line(&mut self, side: Side, terminated: bool) {
        let slot = Self::slot(side);
        let cut = std::mem::take(&mut self.partial[slot].1);
        if self.head.len() < HEAD_LINES {
            let text = std::mem::take(&mut self.partial[slot].0);
            self.head.push(Line {
                from: side,
                text,
                terminated,
                cut,
            });
            return;
        }
        let mut text = Vec::new();
        if self.tail.len() == TAIL_LINES {
            let oldest = self.tail.pop_front().expect("full");
            self.left_out += 1;
            text = oldest.text;
            text.clear();
        }
        std::mem::swap(&mut text, &mut self.partial[slot].0);
        self.tail.push_back(Line {
            from: side,
            text,
            terminated,
            cut,
        });
    }

    fn close(&mut self, side: Side) {
        let (partial, cut) = &self.partial[Self::slot(side)];
        if !partial.is_empty() || *cut > 0 {
            self.end_line(side, false);
        }
    }

    fn take(&mut self) -> Transcript {
        let mut lines = std::mem::take(&mut self.head);
        lines.extend(std::mem::take(&mut self.tail));
        Transcript {
            lines,
            left_out: self.left_out,
        }
    }
}

/// Everything a judge records about one interaction.
#[derive(Clone, Debug)]
pub struct Interaction {
    /// The program's run. Its `stdout` is empty (it went to the interactor, and into the
    /// transcript); `timed_out` covers the wall-clock limit.
    pub program: Outcome,
    /// The CPU time (user and system) of the program's whole process tree, as last seen while
    /// it ran.
    pub program_cpu: Duration,
    /// The program used more CPU time than [`Limits::time`] and was killed.
    pub cpu_limit_exceeded: bool,
    /// The interactor's run: its exit status is the verdict, its `stderr` the reason.
    pub interactor: Outcome,
    /// Nothing moved and neither side used or waited for CPU for the idle limit: both were
    /// killed.
    pub idle: bool,
    /// The lines in the order this process relayed them (the start and the end of a long
    /// game).
    pub transcript: Transcript,
}

/// One side, started through the helper.
struct Started {
    /// Moved to its waiter once the pipes are taken.
    child: Option<Child>,
    group: Arc<Group>,
    /// The helper's report: a file with no name (`O_TMPFILE`), kept open here, as in [`run`]
    /// (nothing is left in $TMPDIR whatever ends this process), and the path the helper
    /// reaches it by.
    report: (fs::File, PathBuf),
}

fn start<S: AsRef<OsStr>>(
    program: &Path,
    args: &[S],
    time: Duration,
    space: Option<u64>,
) -> io::Result<Started> {
    let report = super::unnamed_file(&[])?;
    let helper = Path::new(MEASURE);
    let (child, group) = spawn_helper(
        helper_command(helper)
            .arg(&report.1)
            .arg(time.as_millis().max(1).to_string())
            .arg(space.unwrap_or(0).to_string())
            .arg(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE"),
    )
    .map_err(|e| helper_error(helper, e))?;
    Ok(Started {
        child: Some(child),
        group,
        report,
    })
}

fn ticks_per_second() -> u64 {
    // SAFETY: plain libc call.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    u64::try_from(ticks).ok().filter(|&t| t > 0).unwrap_or(100)
}

/// Bytes read from one side and not yet written to the other.
#[derive(Default)]
struct Queue {
    chunks: std::collections::VecDeque<Vec<u8>>,
    bytes: usize,
    /// The reading end has finished: once the queue is empty, the other side's stdin closes.
    closed: bool,
}

/// A [`Queue`] shared by a side's reader and writer.
#[derive(Default)]
struct Handoff {
    queue: Mutex<Queue>,
    changed: Condvar,
}

impl Handoff {
    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// What a relay reads from and writes to, and what it may hold.
struct Ends<R> {
    from: R,
    to: ChildStdin,
    side: Side,
    /// The most bytes it reads before the output limit ends the program.
    cap: usize,
    /// The most bytes it holds that the other side has not read yet: past it, it stops
    /// reading until the other side reads (the program's side holds up to its output limit,
    /// so that a flood meets that limit, however slowly the interactor reads).
    held: usize,
}

/// Relays `ends.from` to `ends.to`: a reader thread records each chunk and hands it to a
/// writer thread, which writes it at once (no buffering of its own when the other side
/// reads) and closes `ends.to` after the last. Each says so on `done` when it ends.
#[allow(clippy::too_many_arguments)]
fn relay<R: Read + Send + 'static>(
    ends: Ends<R>,
    transcript: Arc<Mutex<Recorder>>,
    moved: Arc<AtomicU64>,
    over: Arc<AtomicBool>,
    group: Arc<Group>,
    cut: Arc<AtomicBool>,
    done: mpsc::Sender<()>,
) -> io::Result<()> {
    let Ends {
        mut from,
        to,
        side,
        cap,
        held,
    } = ends;
    let handoff = Arc::new(Handoff::default());
    let (writer_handoff, writer_cut, writer_done) =
        (Arc::clone(&handoff), Arc::clone(&cut), done.clone());
    thread::Builder::new()
        .name("runner-write".into())
        .spawn(move || {
            let mut to = Some(to);
            loop {
                let mut queue = writer_handoff.lock();
                while queue.chunks.is_empty() && !queue.closed {
                    queue = writer_handoff
                        .changed
                        .wait(queue)
                        .unwrap_or_else(|e| e.into_inner());
                }
                let Some(chunk) = queue.chunks.pop_front() else {
                    break; // closed, and all written
                };
                queue.bytes -= chunk.len();
                drop(queue);
                writer_handoff.changed.notify_all();
                // Ended by the judge: nothing more is sent. The other side may have gone:
                // its loss, not an error of the run.
                if writer_cut.load(Ordering::SeqCst) {
                    to = None;
                }
                if let Some(pipe) = &mut to
                    && pipe.write_all(&chunk).and_then(|()| pipe.flush()).is_err()
                {
                    to = None;
                }
            }
            drop(to);
            let _ = writer_done.send(());
        })?;
    let close = |handoff: &Handoff| {
        handoff.lock().closed = true;
        handoff.changed.notify_all();
    };
    let reader_handoff = Arc::clone(&handoff);
    let spawned = thread::Builder::new()
        .name("runner-read".into())
        .spawn(move || {
            let mut total = 0usize;
            loop {
                let mut chunk = vec![0u8; 64 << 10];
                match from.read(&mut chunk) {
                    Ok(0) => break,
                    // Ended by the judge: what a dying side flushes now was never sent in time.
                    Ok(_) if cut.load(Ordering::SeqCst) => break,
                    Ok(n) => {
                        moved.fetch_add(n as u64, Ordering::SeqCst);
                        total = total.saturating_add(n);
                        if total > cap {
                            over.store(true, Ordering::SeqCst);
                            cut.store(true, Ordering::SeqCst);
                            group.stop();
                            break;
                        }
                        chunk.truncate(n);
                        transcript
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .add(side, &chunk);
                        let mut queue = reader_handoff.lock();
                        while queue.bytes > held && !cut.load(Ordering::SeqCst) {
                            queue = reader_handoff
                                .changed
                                .wait_timeout(queue, TICK)
                                .unwrap_or_else(|e| e.into_inner())
                                .0;
                        }
                        queue.bytes += n;
                        queue.chunks.push_back(chunk);
                        drop(queue);
                        reader_handoff.changed.notify_all();
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            close(&reader_handoff);
            transcript
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .close(side);
            let _ = done.send(());
        });
    if let Err(error) = spawned {
        close(&handoff);
        return Err(error);
    }
    Ok(())
}

/// Keeps the end of a stderr pipe; says so on `done` at its end.
fn keep_stderr(
    mut from: impl Read + Send + 'static,
    into: Arc<Mutex<Vec<u8>>>,
    done: mpsc::Sender<()>,
) -> io::Result<()> {
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
            let _ = done.send(());
        })?;
    Ok(())
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

/// The outcome of one side from its helper's report; `late`: whether the side was past its
/// time limit, which is how it ended when its helper left no report (killed for not ending
/// it in time; else the program killed its helper itself).
fn outcome(
    started: Instant,
    report: &Path,
    status: ExitStatus,
    stderr: Vec<u8>,
    late: bool,
) -> io::Result<Outcome> {
    let measured = fs::read_to_string(report)
        .ok()
        .and_then(|line| parse_measured(&line));
    if measured.is_none() {
        no_report(Path::new(MEASURE), status)?;
    }
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
            late,
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

/// The most bytes of the interactor's held for a program that does not read them.
const INTERACTOR_HELD: usize = 1 << 20;

/// How often the watchdog looks at the CPU time, the processes' states and the clock.
const TICK: Duration = Duration::from_millis(10);

/// How long a helper asked to end its side may take before its whole session is killed (a
/// program that stopped or killed its helper).
const STOP_GRACE: Duration = Duration::from_secs(1);

/// Whether an interaction has made progress since the last look, and so is not idle: a byte
/// moved, a side used CPU, or a process of either side was running or waiting for a CPU.
/// The last is what keeps a busy machine from making a program idle: a program that computes
/// is runnable (`R`) while it waits for a CPU, however long the wait; one that waits for a
/// line sleeps (`S`).
fn progressed(before: &[Activity; 2], now: &[Activity; 2], moved: bool) -> bool {
    moved || before != now || now.iter().any(|side| side.busy)
}

/// Runs `program` against `interactor` (which gets `interactor_args`, the case file first by
/// convention) under `limits`, and ends the run after `idle` without progress.
///
/// The program may use [`Limits::time`] of CPU (its whole process tree's) and [`WALL_FACTOR`]
/// times that of wall time; the interactor may run the program's wall limit plus `idle` plus
/// 2 s; past that it is killed (its `timed_out`), which a judge reports as its own failure.
/// Idle means that for `idle` no byte moved, neither side used CPU and no process of either
/// side was running or waiting for a CPU: both wait for a line, which no busy machine fakes.
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
/// let sides: Vec<Side> = run.transcript.lines.iter().map(|l| l.from).collect();
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
    let judge_wall = wall + idle + Duration::from_secs(2);
    let mut judge = start(interactor, interactor_args, judge_wall, None)?;
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
    let transcript = Arc::new(Mutex::new(Recorder::default()));
    let moved = Arc::new(AtomicU64::new(0));
    let over = Arc::new(AtomicBool::new(false));
    let cut = Arc::new(AtomicBool::new(false));
    let groups = [Arc::clone(&tested.group), Arc::clone(&judge.group)];
    let stderrs = [
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
    ];
    let (done_tx, done_rx) = mpsc::channel();

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
        relay(
            Ends {
                from: p_out,
                to: j_in,
                side: Side::Program,
                cap: limits.output_bytes,
                held: limits.output_bytes,
            },
            Arc::clone(&transcript),
            Arc::clone(&moved),
            Arc::clone(&over),
            Arc::clone(&tested.group),
            Arc::clone(&cut),
            done_tx.clone(),
        )?;
        relay(
            Ends {
                from: j_out,
                to: p_in,
                side: Side::Interactor,
                cap: usize::MAX,
                held: INTERACTOR_HELD,
            },
            Arc::clone(&transcript),
            Arc::clone(&moved),
            Arc::new(AtomicBool::new(false)),
            Arc::clone(&judge.group),
            Arc::clone(&cut),
            done_tx.clone(),
        )?;
        keep_stderr(p_err, Arc::clone(&stderrs[0]), done_tx.clone())?;
        keep_stderr(j_err, Arc::clone(&stderrs[1]), done_tx.clone())?;
        Ok(())
    })();
    drop(done_tx);
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

    // The watchdog: CPU time, idleness, the limits, the backstop past the helpers' own ones.
    let per_second = ticks_per_second();
    let cpu_limit_ticks = (limits.time.as_millis() as u64).saturating_mul(per_second) / 1000;
    let mut cpu = 0u64;
    let mut seen = [Activity::default(); 2];
    let mut bytes = 0u64;
    let mut last_progress = Instant::now();
    let mut idle_hit = false;
    let mut cpu_hit = false;
    let mut wall_hit = false;
    // When each side's helper was asked to end it: past STOP_GRACE its session is killed.
    let mut asked: [Option<Instant>; 2] = [None, None];
    let ended = |i: usize| {
        waiters[i]
            .1
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
    };
    let stop = |i: usize, asked: &mut [Option<Instant>; 2]| {
        if asked[i].is_none() {
            asked[i] = Some(Instant::now());
            groups[i].stop();
        }
    };
    while !(ended(0) && ended(1)) {
        thread::sleep(TICK);
        // A side that ended is still: its last CPU time, nothing running.
        let look = |i: usize, last: Activity| {
            if ended(i) {
                Activity {
                    busy: false,
                    ..last
                }
            } else {
                activity(groups[i].pgid)
            }
        };
        let now = [look(0, seen[0]), look(1, seen[1])];
        let total = moved.load(Ordering::SeqCst);
        if progressed(&seen, &now, total != bytes) {
            last_progress = Instant::now();
        }
        (seen, bytes) = (now, total);
        cpu = cpu.max(seen[0].ticks);
        if cpu > cpu_limit_ticks && !cpu_hit && !ended(0) {
            cpu_hit = true;
            stop(0, &mut asked);
        }
        if !ended(0) && began.elapsed() > wall && !wall_hit {
            wall_hit = true;
            stop(0, &mut asked);
        }
        let quiet = last_progress.elapsed() > idle;
        if quiet && !ended(0) && !idle_hit {
            idle_hit = true;
            cut.store(true, Ordering::SeqCst);
            stop(0, &mut asked);
            stop(1, &mut asked);
        }
        // The program gone, the interactor stuck: it is stopped too, after the idle limit;
        // and at its own time limit whatever it does.
        if ended(0) && !ended(1) && (quiet || began.elapsed() > judge_wall) {
            stop(1, &mut asked);
        }
        for i in 0..2 {
            let late =
                asked[i].is_some_and(|at| at.elapsed() > STOP_GRACE || stopped(groups[i].pgid));
            if late && !ended(i) {
                groups[i].kill();
            }
        }
    }
    let mut statuses = Vec::new();
    for (handle, slot) in waiters {
        let _ = handle.join();
        let status = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        statuses.push(status.expect("joined")?);
    }
    // Every process of both sessions is dead: the pipes close at once. Only a process that
    // left its session (`setsid`) after killing its helper could hold one open: its threads
    // are left to it, with what they kept so far taken now.
    let deadline = Instant::now() + PIPE_GRACE;
    for _ in 0..6 {
        let left = deadline.saturating_duration_since(Instant::now());
        if done_rx.recv_timeout(left).is_err() {
            break;
        }
    }
    let take = |kept: &Mutex<Vec<u8>>| {
        std::mem::take(&mut *kept.lock().unwrap_or_else(|e| e.into_inner()))
    };
    let mut program = outcome(
        began,
        &tested.report.1,
        statuses[0],
        take(&stderrs[0]),
        wall_hit,
    )?;
    let interactor = outcome(
        began,
        &judge.report.1,
        statuses[1],
        take(&stderrs[1]),
        began.elapsed() > judge_wall,
    )?;
    program.output_limit_exceeded = over.load(Ordering::SeqCst);
    program.timed_out |= wall_hit && !cpu_hit && !program.output_limit_exceeded;
    let transcript = transcript.lock().unwrap_or_else(|e| e.into_inner()).take();
    Ok(Interaction {
        program_cpu: Duration::from_millis(cpu.saturating_mul(1000) / per_second),
        cpu_limit_exceeded: cpu_hit,
        idle: idle_hit && !cpu_hit && !program.timed_out && !program.output_limit_exceeded,
        program,
        interactor,
        transcript,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::CommandExt;

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
            .lines
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
                &format!(
                    "import sys; x = sys.stdin.readline(); sys.stdout.write(x); sys.stdin.readline() # 1003.{}",
                    std::process::id()
                ),
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
        assert_eq!(run.transcript.lines.len(), 1, "only the judge's 7: {run:?}");
        thread::sleep(Duration::from_millis(100));
        assert!(
            !alive(&format!("# 1003.{}", std::process::id())),
            "the idle program survived"
        );
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
    }

    #[test]
    fn a_computing_process_is_busy_however_little_cpu_it_gets_and_a_waiting_one_is_not() {
        // What keeps a busy machine from making a program idle: a process that computes is
        // runnable (`R`) whether it runs or waits for a CPU, at every look; one that waits
        // for input or time sleeps (`S`). No load is needed to see the states.
        for (script, busy) in [
            ("sh -c 'while :; do :; done' & sleep 1118", true),
            ("sleep 1119 & read x", false),
        ] {
            let mut child = std::process::Command::new("sh")
                .args(["-c", script])
                .stdin(std::process::Stdio::piped())
                .process_group(0)
                .spawn()
                .unwrap();
            thread::sleep(Duration::from_millis(300));
            let looks: Vec<Activity> = (0..5)
                .map(|_| {
                    thread::sleep(TICK);
                    super::super::activity(child.id() as libc::pid_t)
                })
                .collect();
            // SAFETY: a plain syscall on the group of the child this test started.
            unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
            let _ = child.wait();
            assert!(
                looks.iter().all(|look| look.busy == busy),
                "{script}: {looks:?}"
            );
        }
    }

    #[test]
    fn a_program_that_computes_under_a_wrapper_is_not_idle() {
        // `#!/bin/sh` then `python3 prog.py`, without `exec`: the shell waits, its child
        // computes for about a second and then answers.
        let run = run(
            "read x; python3 -c 'import time\nt = time.process_time()\nwhile time.process_time() - t < 1: pass'; echo $x",
            &Limits {
                time: Duration::from_secs(5),
                ..Limits::default()
            },
            Duration::from_millis(300),
        );
        assert!(!run.idle, "{run:?}");
        assert_eq!(run.interactor.exit, Exit::Code(0), "{run:?}");
        // Its CPU time as last seen, a look (10 ms) or two before it ended.
        assert!(run.program_cpu >= Duration::from_millis(500), "{run:?}");
    }

    #[test]
    fn a_program_that_kills_or_stops_its_helper_ends_within_its_limits_and_leaves_nothing() {
        for (attack, marker) in [("kill -9", "1115"), ("kill -STOP", "1116")] {
            // This test's own sleep, not another checkout's running the same test.
            let marker = format!("{marker}.{}", std::process::id());
            let started = Instant::now();
            let run = run(
                &format!("{attack} $PPID; exec sleep {marker}"),
                &short(),
                Duration::from_millis(300),
            );
            // Ended at once, or at the idle limit (its stopped helper killed then, not after
            // a grace): well before the wall limit (7.5 s), even on a loaded machine.
            assert!(
                started.elapsed() < Duration::from_secs(3),
                "{attack}: took {:?}",
                started.elapsed()
            );
            assert!(!run.program.success(), "{attack}: {run:?}");
            // Killed, its helper with it, the moment it killed its helper: no time limit
            // reached (idle, on a loaded machine, if the hunt for its processes is slower
            // than the idle limit). Stopped: idle, then ended by the judge itself.
            if attack == "kill -9" {
                assert!(!run.program.timed_out, "{attack}: {run:?}");
            } else {
                assert!(run.idle || run.program.timed_out, "{attack}: {run:?}");
            }
            thread::sleep(Duration::from_millis(100));
            assert!(
                !alive(&format!("sleep\0{marker}")),
                "{attack}: the program survived"
            );
        }
    }

    #[test]
    fn a_flood_is_an_output_limit_and_its_transcript_is_kept_within_bounds() {
        let limits = Limits {
            output_bytes: 8 << 20,
            ..short()
        };
        // Short lines, then one endless line.
        for flood in ["exec yes", "exec tr '\\0' x < /dev/zero"] {
            let run = run(flood, &limits, Duration::from_secs(1));
            assert!(run.program.output_limit_exceeded, "{flood}: {run:?}");
            assert!(!run.idle && !run.program.timed_out, "{flood}: {run:?}");
            let kept = &run.transcript;
            assert!(kept.lines.len() <= HEAD_LINES + TAIL_LINES, "{flood}");
            assert!(
                kept.lines.iter().all(|l| l.text.len() <= LINE_KEPT),
                "{flood}"
            );
        }
    }

    #[test]
    fn the_recorder_keeps_the_head_and_the_tail_and_cuts_long_lines() {
        let mut recorder = Recorder::default();
        let lines = HEAD_LINES + TAIL_LINES + 7;
        let text: String = (0..lines).map(|i| format!("{i}\n")).collect();
        // In chunks that split lines, as pipes do.
        for chunk in text.as_bytes().chunks(3) {
            recorder.add(Side::Program, chunk);
        }
        recorder.add(Side::Interactor, &vec![b'a'; LINE_KEPT + 10]);
        recorder.close(Side::Interactor);
        let kept = recorder.take();
        assert_eq!(kept.total_lines(), lines as u64 + 1);
        assert_eq!(kept.left_out, 8);
        assert_eq!(kept.gap_at(), Some(HEAD_LINES));
        let shown: Vec<String> = kept
            .lines
            .iter()
            .map(|l| String::from_utf8_lossy(&l.text).into_owned())
            .collect();
        assert_eq!(shown[HEAD_LINES - 1], (HEAD_LINES - 1).to_string());
        assert_eq!(shown[HEAD_LINES], (HEAD_LINES + 8).to_string());
        assert_eq!(shown[shown.len() - 2], (lines - 1).to_string());
        let last = kept.lines.last().unwrap();
        assert_eq!(
            (last.from, last.text.len(), last.cut, last.terminated),
            (Side::Interactor, LINE_KEPT, 10, false)
        );

        // The same lines in one chunk, and in chunks of every size: the same transcript.
        for size in [1, 2, 7, 1000, text.len()] {
            let mut whole = Recorder::default();
            whole.add(Side::Program, b"x");
            for chunk in text.as_bytes().chunks(size) {
                whole.add(Side::Program, chunk);
            }
            whole.close(Side::Program);
            let kept = whole.take();
            let shown: Vec<String> = kept
                .lines
                .iter()
                .map(|l| String::from_utf8_lossy(&l.text).into_owned())
                .collect();
            assert_eq!(kept.total_lines(), lines as u64, "size {size}");
            assert_eq!(shown[0], "x0", "size {size}");
            assert_eq!(
                shown[HEAD_LINES],
                (HEAD_LINES + 7).to_string(),
                "size {size}"
            );
            assert_eq!(
                shown.last().unwrap(),
                &(lines - 1).to_string(),
                "size {size}"
            );
            assert_eq!(kept.lines.len(), HEAD_LINES + TAIL_LINES, "size {size}");
        }
    }

    #[test]
    fn progress_is_bytes_cpu_or_a_runnable_process() {
        let quiet = Activity {
            ticks: 5,
            busy: false,
        };
        let runnable = Activity {
            ticks: 5,
            busy: true,
        };
        let advanced = Activity {
            ticks: 6,
            busy: false,
        };
        assert!(!progressed(&[quiet; 2], &[quiet; 2], false));
        assert!(progressed(&[quiet; 2], &[quiet; 2], true));
        // Runnable at both looks, its CPU time unmoved: starved of CPU, not idle.
        assert!(progressed(&[runnable, quiet], &[runnable, quiet], false));
        assert!(progressed(&[quiet, runnable], &[quiet, runnable], false));
        assert!(progressed(&[quiet; 2], &[advanced, quiet], false));
    }

    #[test]
    fn a_program_that_crashes_is_a_signal_and_nothing_survives() {
        let run = run(
            &format!("sleep 1004.{} & read x; kill -SEGV $$", std::process::id()),
            &short(),
            Duration::from_secs(1),
        );
        assert_eq!(run.program.exit, Exit::Signal(libc::SIGSEGV), "{run:?}");
        assert_eq!(run.interactor.exit, Exit::Code(1), "{run:?}");
        assert_eq!(run.interactor.stderr, b"no answer\n");
        thread::sleep(Duration::from_millis(100));
        assert!(
            !alive(&format!("sleep\x001004.{}", std::process::id())),
            "the program's child survived"
        );
    }

    #[test]
    fn an_unfinished_last_line_is_kept_and_marked() {
        let run = run("read x; printf 7", &short(), Duration::from_secs(1));
        let last = run.transcript.lines.last().unwrap();
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
            &[
                "-c",
                &format!("exec sleep 1005.{} </dev/null", std::process::id()),
            ],
            &short(),
            Duration::from_millis(300),
        )
        .unwrap();
        assert_ne!(run.interactor.exit, Exit::Code(0), "{run:?}");
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{:?} {run:?}",
            started.elapsed()
        );
        assert!(!alive(&format!("sleep\x001005.{}", std::process::id())));
    }
}
