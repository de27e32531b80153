//! `scripts/check` stopped by Ctrl-C (SIGINT) or SIGTERM while programs run: no program it
//! started and no helper of the runner is left, and no file of theirs either (looked at until
//! none is, for at most 20 s: how soon depends on how busy the machine is, not whether).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

mod common;

use common::root;

/// The processes whose command line holds `needle`, from `/proc`.
fn processes_with(needle: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        if entry
            .file_name()
            .to_str()
            .is_some_and(|name| name.parse::<u32>().is_ok())
        {
            let line = fs::read(entry.path().join("cmdline")).unwrap_or_default();
            let line = String::from_utf8_lossy(&line).replace('\0', " ");
            if line.contains(needle) {
                found.push(line);
            }
        }
    }
    found
}

fn interrupted_by(signal: libc::c_int, name: &str, seconds: u32) {
    // Removed when dropped, the test passed or not.
    let scratch = judge::testing::temp_dir(&format!("judge-interrupt-{name}"));
    let dir = scratch.path().to_path_buf();
    let tmp = dir.join("tmp");
    fs::create_dir_all(&tmp).unwrap();
    // A program that outlives any test: a `sleep` of this test's own length.
    let program = dir.join("sleeper");
    // This test's own: another checkout running the same test sleeps under another pid.
    let sleeping = format!("sleep {seconds}.{}", std::process::id());
    fs::write(&program, format!("#!/bin/sh\nexec {sleeping}\n")).unwrap();
    fs::set_permissions(&program, fs::Permissions::from_mode(0o755)).unwrap();
    let mut tool = Command::new(common::gt());
    tool.args(["check", "--program"])
        .arg(&program)
        .args(["--id", "hdu1846", "--timeout", "60"])
        .env("WORKSPACE_ROOT", root())
        // The runner's files go where this test can look.
        .env("TMPDIR", &tmp)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0);
    let mut child = tool.spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while processes_with(&sleeping).is_empty() && Instant::now() < deadline {
        sleep(Duration::from_millis(20));
    }
    assert!(
        !processes_with(&sleeping).is_empty(),
        "{name}: no program started"
    );
    // SAFETY: a plain syscall on the group of the tool this test started.
    unsafe { libc::kill(-(child.id() as libc::pid_t), signal) };
    child.wait().unwrap();
    // The helpers hear of the tool's death and clean up after it: on a busy machine that can
    // take a while, so what is left is looked at until nothing is, or for 20 s.
    let left = || {
        let mut left = processes_with(&dir.display().to_string());
        left.extend(processes_with(&sleeping));
        let files: Vec<PathBuf> = fs::read_dir(&tmp)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        (left, files)
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while left() != (vec![], vec![]) && Instant::now() < deadline {
        sleep(Duration::from_millis(50));
    }
    let (running, files) = left();
    assert!(running.is_empty(), "{name}: left running: {running:?}");
    assert!(files.is_empty(), "{name}: left behind: {files:?}");
}

#[test]
fn ctrl_c_leaves_no_program_and_no_file() {
    interrupted_by(libc::SIGINT, "int", 61);
}

#[test]
fn sigterm_leaves_no_program_and_no_file() {
    interrupted_by(libc::SIGTERM, "term", 62);
}
