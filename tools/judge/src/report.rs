//! The text of a `check` report: problem headers, one line per case, the details of a failure
//! (input head, expected against actual with the first difference marked, stderr tail, the
//! checker's reason), and the closing summary.

use std::path::Path;

use crate::results::{CaseResult, Summary};
use crate::text::{
    self, BOLD, BlockOptions, CYAN, DIM, GREEN, RED, YELLOW, block, first_difference, line_count,
    paint, tail,
};
use crate::verdict::Verdict;
use runner::{Limits, Outcome};

/// Lines of input shown with a failure.
pub const INPUT_HEAD_LINES: usize = 10;
/// Lines of expected and of actual output shown with a failure.
pub const DIFF_LINES: usize = 20;
/// Lines of output shown for a run-only case.
pub const RUN_LINES: usize = 100;
/// Lines of stderr shown (its end).
pub const STDERR_TAIL_LINES: usize = 10;

const INDENT: &str = "      ";

/// `path` relative to `root` when it is inside it.
pub fn shown_path(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// A verdict label, coloured and padded to a fixed width.
pub fn verdict_label(verdict: Verdict) -> String {
    let label = format!("{:<5}", verdict.label());
    match verdict {
        Verdict::Accepted => paint(GREEN, &label),
        Verdict::PresentationError
        | Verdict::TimeLimitExceeded
        | Verdict::OutputLimitExceeded
        | Verdict::MemoryLimitExceeded
        | Verdict::IdlenessLimitExceeded => paint(YELLOW, &label),
        Verdict::RunOnly | Verdict::Empty => paint(CYAN, &label),
        _ => paint(RED, &label),
    }
}

/// How a process ended, in words: `exit status 3`, `killed by SIGSEGV (signal 11)`.
pub fn describe_exit(outcome: &Outcome) -> String {
    runner::describe_exit(outcome.exit)
}

/// The first Rust panic message in `stderr` (`thread 'main' panicked at src/main.rs:6:15:`
/// and the message after it), which a backtrace may push out of the stderr tail.
///
/// # Example
/// ```
/// let stderr = b"thread 'main' (7) panicked at src/main.rs:6:15:\nattempt to add with overflow\n";
/// assert_eq!(
///     judge::report::panic_message(stderr).as_deref(),
///     Some("thread 'main' (7) panicked at src/main.rs:6:15: attempt to add with overflow")
/// );
/// ```
pub fn panic_message(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("thread '") && l.contains(" panicked at "))?;
    let mut message = lines[at].to_string();
    if message.ends_with(':')
        && let Some(next) = lines.get(at + 1)
    {
        message.push(' ');
        message.push_str(next);
    }
    Some(message)
}

/// The lines for one case: the verdict line, then the details where there is something to
/// show (a failure, or a run-only case's output).
pub fn case_lines(
    result: &CaseResult,
    name_width: usize,
    root: &Path,
    limits: &Limits,
) -> Vec<String> {
    let case = &result.case;
    let label = verdict_label(result.verdict);
    let mut lines = Vec::new();
    let Some(outcome) = &result.outcome else {
        let text = match (result.verdict, &result.error) {
            (Verdict::Empty, _) => format!("fill in {} and .out", shown_path(root, &case.input)),
            (_, Some(error)) => error.clone(),
            _ => String::new(),
        };
        lines.push(
            format!("  {label} {:<name_width$}  {text}", case.name)
                .trim_end()
                .to_string(),
        );
        return lines;
    };
    let time = format!("{:>5} ms", outcome.wall.as_millis());
    // `-`: not measured (the measuring helper itself was killed).
    let memory = if outcome.peak_rss_exact {
        format!("{:>7} KiB", outcome.peak_rss_kib)
    } else {
        format!("{:>7} KiB", "-")
    };
    lines.push(format!(
        "  {label} {:<name_width$}  {}  {}",
        case.name,
        paint(DIM, &time),
        paint(DIM, &memory)
    ));
    let detail = |text: &str| format!("{INDENT}{text}");

    match result.verdict {
        Verdict::Accepted | Verdict::Empty => return lines,
        Verdict::MemoryLimitExceeded => {
            let limit = result.memory_limit_kib.unwrap_or(0);
            lines.push(detail(&paint(
                YELLOW,
                &format!(
                    "peak memory {} KiB is above the memory limit of {} MiB",
                    outcome.peak_rss_kib,
                    limit / 1024
                ),
            )));
            return lines;
        }
        Verdict::RunOnly => {
            lines.push(detail(&paint(
                BOLD,
                &format!(
                    "output ({}; no {}.out, not judged):",
                    line_count(&outcome.stdout),
                    case.name
                ),
            )));
            lines.extend(block(
                &outcome.stdout,
                BlockOptions {
                    mark: None,
                    column: None,
                    max_lines: RUN_LINES,
                    mark_is_actual: true,
                },
                INDENT,
            ));
            stderr_lines(&mut lines, outcome);
            return lines;
        }
        _ => {}
    }

    // A failure.
    match result.verdict {
        Verdict::RuntimeError => {
            lines.push(detail(&paint(RED, &describe_exit(outcome))));
            if let Some(panic) = panic_message(&outcome.stderr) {
                lines.push(detail(&paint(RED, &panic)));
            }
        }
        Verdict::IdlenessLimitExceeded => lines.push(detail(&paint(
            YELLOW,
            "idle: nothing moved either way and the program used no CPU (a line never \
             flushed, or an answer awaited that never comes); both were killed",
        ))),
        Verdict::TimeLimitExceeded if result.error.is_some() => {}
        Verdict::TimeLimitExceeded => lines.push(detail(&paint(
            YELLOW,
            &format!(
                "still running after {} ms; its process group was killed",
                limits.time.as_millis()
            ),
        ))),
        Verdict::OutputLimitExceeded => lines.push(detail(&paint(
            YELLOW,
            &format!(
                "printed more than {} bytes; its process group was killed",
                limits.output_bytes
            ),
        ))),
        _ => {}
    }
    if let Some(error) = &result.error {
        lines.push(detail(&paint(RED, error)));
    }

    if let Ok(input) = std::fs::read(&case.input) {
        lines.push(detail(&paint(
            BOLD,
            &format!(
                "input ({}, {}):",
                shown_path(root, &case.input),
                line_count(&input)
            ),
        )));
        lines.extend(block(
            &input,
            BlockOptions {
                mark: None,
                column: None,
                max_lines: INPUT_HEAD_LINES,
                mark_is_actual: false,
            },
            INDENT,
        ));
    }

    if let Some(transcript) = &result.transcript {
        interactive_lines(&mut lines, result, transcript);
        stderr_lines(&mut lines, outcome);
        return lines;
    }

    let compared = matches!(
        result.verdict,
        Verdict::WrongAnswer | Verdict::PresentationError | Verdict::CheckerFailed
    );
    let difference = match (
        &result.expected,
        compared && result.checker_message.is_none(),
    ) {
        (Some(expected), true) => first_difference(expected, &outcome.stdout),
        _ => None,
    };
    let (mark, column) = match difference.map(|d| (d.line, d.kind)) {
        Some((line, text::DifferenceKind::Column(column))) => (Some(line), Some(column)),
        Some((line, _)) => (Some(line), None),
        None => (None, None),
    };
    if let (Some(expected), Some(path)) = (&result.expected, &case.expected) {
        lines.push(detail(&paint(
            BOLD,
            &format!(
                "expected ({}, {}):",
                shown_path(root, path),
                line_count(expected)
            ),
        )));
        lines.extend(block(
            expected,
            BlockOptions {
                mark,
                column,
                max_lines: DIFF_LINES,
                mark_is_actual: false,
            },
            INDENT,
        ));
    }
    let actual_title = if compared {
        "actual"
    } else {
        "output before it stopped"
    };
    lines.push(detail(&paint(
        BOLD,
        &format!("{actual_title} ({}):", line_count(&outcome.stdout)),
    )));
    lines.extend(block(
        &outcome.stdout,
        BlockOptions {
            mark,
            column,
            max_lines: if compared {
                DIFF_LINES
            } else {
                INPUT_HEAD_LINES
            },
            mark_is_actual: true,
        },
        INDENT,
    ));
    if let Some(difference) = difference {
        lines.push(detail(&paint(BOLD, &text::describe(&difference))));
    }
    if let Some(message) = &result.checker_message {
        lines.push(detail(&paint(BOLD, "checker says:")));
        if message.is_empty() {
            lines.push(detail(&paint(DIM, "(nothing)")));
        }
        for line in message.lines().take(DIFF_LINES) {
            lines.push(detail(&format!("  {line}")));
        }
    }
    stderr_lines(&mut lines, outcome);
    lines
}

/// Lines of a transcript shown with a failure (its end).
pub const TRANSCRIPT_LINES: usize = 20;

/// An interactive case's failure: the end of the transcript and the interactor's reason.
fn interactive_lines(
    lines: &mut Vec<String>,
    result: &CaseResult,
    transcript: &runner::interact::Transcript,
) {
    let total = transcript.total_lines();
    let kept = &transcript.lines;
    let title = if total > TRANSCRIPT_LINES as u64 {
        format!(
            "transcript (the last {TRANSCRIPT_LINES} of {total} lines; --transcripts DIR saves \
             its first and last {} lines):",
            runner::interact::HEAD_LINES
        )
    } else {
        format!(
            "transcript ({total} line{}):",
            if total == 1 { "" } else { "s" }
        )
    };
    lines.push(format!("{INDENT}{}", paint(BOLD, &title)));
    let from = kept.len().saturating_sub(TRANSCRIPT_LINES);
    for (i, line) in kept.iter().enumerate().skip(from) {
        if transcript.gap_at() == Some(i) && i > from {
            lines.push(format!(
                "{INDENT}  {}",
                paint(DIM, &crate::interactive::gap_line(transcript.left_out))
            ));
        }
        lines.push(format!(
            "{INDENT}  {}",
            crate::interactive::shown_line(line)
        ));
    }
    if total == 0 {
        lines.push(format!("{INDENT}  {}", paint(DIM, "(nothing was sent)")));
    }
    if let Some(reason) = &result.checker_message {
        lines.push(format!(
            "{INDENT}{} {reason}",
            paint(BOLD, "interactor says:")
        ));
    }
}

fn stderr_lines(lines: &mut Vec<String>, outcome: &Outcome) {
    if outcome.stderr.is_empty() {
        return;
    }
    let (end, total) = tail(&outcome.stderr, STDERR_TAIL_LINES);
    let title = if total > STDERR_TAIL_LINES {
        format!("stderr (last {STDERR_TAIL_LINES} of {total} lines):")
    } else {
        "stderr:".to_string()
    };
    lines.push(format!("{INDENT}{}", paint(BOLD, &title)));
    lines.extend(block(
        end,
        BlockOptions {
            mark: None,
            column: None,
            max_lines: STDERR_TAIL_LINES,
            mark_is_actual: false,
        },
        INDENT,
    ));
}

/// The closing lines: problems that could not be judged, cases not judged, and last,
/// exactly `N passed, M failed`.
pub fn summary_lines(summary: &Summary) -> Vec<String> {
    let mut lines = Vec::new();
    if !summary.errors.is_empty() {
        let ids: Vec<&str> = summary.errors.iter().map(|(id, _)| id.as_str()).collect();
        let n = ids.len();
        lines.push(paint(
            RED,
            &format!(
                "{n} problem{} could not be judged: {}",
                if n == 1 { "" } else { "s" },
                ids.join(", ")
            ),
        ));
    }
    let not_judged = summary.run_only + summary.empty;
    if not_judged > 0 {
        let mut parts = Vec::new();
        if summary.run_only > 0 {
            parts.push(format!("{} run-only (no .out)", summary.run_only));
        }
        if summary.empty > 0 {
            parts.push(format!("{} empty template", summary.empty));
        }
        lines.push(paint(
            CYAN,
            &format!("{not_judged} not judged: {}", parts.join(", ")),
        ));
    }
    lines.push(format!(
        "{} passed, {} failed",
        summary.passed, summary.failed
    ));
    lines
}
