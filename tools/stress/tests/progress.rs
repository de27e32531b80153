//! The live line of a run (`120/1000 inputs, 57/s`): drawn only on a terminal, never in a
//! pipe, and cleared before a failure is reported or the run ends. Each run is a child process
//! (this test binary, running [`child`]) whose stderr is a pipe or a pseudo-terminal.

mod common;

use common::{Bash, CORRECT, PLANTED, config, program, scratch_dir};
use std::io::Read;
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::Path;
use std::process::{Command, Stdio};

/// Not a test of its own: the run the tests below start in a child process, when
/// `STRESS_CHILD_PROGRAM` names the program (`STRESS_CHILD_CASES` inputs, seed 5), with the
/// live line on and what happens written to stderr.
#[test]
fn child() {
    let Some(program) = std::env::var_os("STRESS_CHILD_PROGRAM") else {
        return;
    };
    let program = Path::new(&program);
    let mut config = config(program.parent().unwrap(), program.to_path_buf(), 5);
    config.cases = std::env::var("STRESS_CHILD_CASES")
        .ok()
        .map(|n| n.parse().unwrap());
    let outcome = stress::run(&mut Bash, &config, &mut std::io::stderr(), true).unwrap();
    let what = match outcome {
        stress::Outcome::Passed { .. } => "passed",
        stress::Outcome::Failed { .. } => "failed",
    };
    eprintln!("outcome: {what}");
}

/// The child's command: [`child`] alone, its output not captured.
fn child_command(program: &Path, cases: u64) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args(["--exact", "child", "--nocapture", "--test-threads", "1"])
        .env("STRESS_CHILD_PROGRAM", program)
        .env("STRESS_CHILD_CASES", cases.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    command
}

/// What the child wrote to stderr, a pseudo-terminal of 80 columns.
fn on_a_terminal(mut command: Command) -> String {
    let (mut master, mut slave) = (-1, -1);
    let size = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: openpty writes two descriptors, which are then owned here.
    let opened = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &size,
        )
    };
    assert_eq!(opened, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both were just opened and nothing else owns them.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    command.stderr(Stdio::from(slave));
    let mut child = command.spawn().unwrap();
    // The terminal's other end is the child's alone now: reading ends (EIO) when it exits.
    drop(command);
    let mut bytes = Vec::new();
    let mut master = std::fs::File::from(master);
    let mut chunk = [0; 4096];
    while let Ok(n @ 1..) = master.read(&mut chunk) {
        bytes.extend_from_slice(&chunk[..n]);
    }
    assert!(
        child.wait().unwrap().success(),
        "{}",
        String::from_utf8_lossy(&bytes)
    );
    String::from_utf8(bytes).unwrap()
}

/// The lines a terminal shows after `text`: carriage return, new line, and the escape codes
/// that move up and down and clear a line; any other escape code fails the test.
fn screen(text: &str) -> Vec<String> {
    let (mut lines, mut row, mut col) = (vec![Vec::<char>::new()], 0, 0);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\r' => col = 0,
            '\n' => {
                row += 1;
                col = 0;
            }
            '\x1b' => {
                assert_eq!(
                    chars.next(),
                    Some('['),
                    "an escape code other than CSI: {text:?}"
                );
                let mut parameter = String::new();
                let command = loop {
                    match chars.next().unwrap() {
                        c @ ('0'..='9' | ';') => parameter.push(c),
                        c => break c,
                    }
                };
                let n: usize = parameter.parse().unwrap_or(0);
                match (command, n) {
                    ('K', 0) => lines[row].truncate(col),
                    ('K', 2) => lines[row].clear(),
                    ('A', n) => row -= n.max(1),
                    ('B', n) => row += n.max(1),
                    _ => panic!("an escape code this test does not know: {parameter}{command}"),
                }
            }
            c => {
                let line = &mut lines[row];
                if line.len() <= col {
                    line.resize(col, ' ');
                    line.push(c);
                } else {
                    line[col] = c;
                }
                col += 1;
            }
        }
        if lines.len() <= row {
            lines.resize(row + 1, Vec::new());
        }
    }
    lines
        .into_iter()
        .map(|line| line.into_iter().collect::<String>().trim_end().to_string())
        .collect()
}

#[test]
fn no_progress_in_a_pipe() {
    let scratch = scratch_dir("pipe");
    let correct = program(scratch.path(), "correct", CORRECT);
    let output = child_command(&correct, 100)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(output.status.success(), "{stderr}");
    assert_eq!(stderr, "outcome: passed\n");
}

#[test]
fn on_a_terminal_the_line_counts_and_is_cleared_at_the_end() {
    let scratch = scratch_dir("terminal");
    let correct = program(scratch.path(), "correct", CORRECT);
    let text = on_a_terminal(child_command(&correct, 100));
    assert!(text.contains("/100 inputs, "), "{text:?}");
    assert!(text.contains("/s"), "{text:?}");
    assert_eq!(screen(&text), ["outcome: passed", ""], "{text:?}");
}

#[test]
fn on_a_terminal_a_failure_is_reported_on_a_clean_line() {
    let scratch = scratch_dir("terminal-failure");
    let planted = program(scratch.path(), "planted", PLANTED);
    let text = on_a_terminal(child_command(&planted, 1000));
    // Seed 5 meets the planted mistake after a few passing inputs, which were counted.
    assert!(text.contains("/1000 inputs, "), "{text:?}");
    let screen = screen(&text);
    let fails = screen.iter().find(|line| line.contains("fails")).unwrap();
    assert!(
        fails.starts_with("input ") && fails.ends_with(" fails; shrinking it"),
        "{screen:?}"
    );
    assert_eq!(screen.last().map(String::as_str), Some(""), "{screen:?}");
    assert!(
        screen.contains(&"outcome: failed".to_string()),
        "{screen:?}"
    );
    assert!(
        !screen.iter().any(|line| line.contains("inputs,")),
        "{screen:?}"
    );
}
