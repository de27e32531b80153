//! `-o FILE` under hostile conditions: only regular files that `scripts/bundle` wrote are
//! replaced, nothing beside them is touched, and nothing blocks or reads without bound.

use bundle::write_bundle;
use std::fs;
use std::os::unix::fs::{FileTypeExt, symlink};
use std::path::Path;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

mod common;

use common::scratch;

const BUNDLE: &str = "// Bundled by `scripts/bundle x`\nnew\n";

/// `write_bundle(path)`, failing the test if it takes more than ten seconds (it used to block
/// on a FIFO, and to read `/dev/zero` until memory ran out).
fn write_within_seconds(path: &Path) -> Result<(), String> {
    let (send, receive) = mpsc::channel();
    let path = path.to_path_buf();
    thread::spawn(move || {
        let _ = send.send(write_bundle(&path, BUNDLE));
    });
    receive
        .recv_timeout(Duration::from_secs(10))
        .expect("write_bundle did not return within 10 s")
}

#[test]
fn refuses_what_is_not_a_regular_file() {
    let dir = scratch("special");
    let fifo = dir.join("fifo.rs");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let socket = dir.join("socket.rs");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    let directory = dir.join("directory.rs");
    fs::create_dir(&directory).unwrap();
    for path in [
        fifo.as_path(),
        &socket,
        &directory,
        Path::new("/dev/null"),
        Path::new("/dev/zero"),
        Path::new("/dev/full"),
    ] {
        let error = write_within_seconds(path).expect_err(&path.display().to_string());
        assert!(
            error.contains("not a regular file") && error.contains(&path.display().to_string()),
            "{}: {error}",
            path.display()
        );
    }
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    assert!(
        fs::symlink_metadata(&socket)
            .unwrap()
            .file_type()
            .is_socket()
    );
    assert!(fs::symlink_metadata(&directory).unwrap().is_dir());
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        3,
        "no temporary file left"
    );
}

#[test]
fn never_writes_through_a_symbolic_link() {
    let dir = scratch("symlink");
    let earlier = dir.join("earlier.rs");
    fs::write(&earlier, "// Bundled by `scripts/bundle x`\nold\n").unwrap();
    let link = dir.join("link.rs");
    symlink(&earlier, &link).unwrap();
    let error = write_within_seconds(&link).expect_err("a link");
    assert!(error.contains("symbolic link"), "{error}");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_to_string(&earlier).unwrap(),
        "// Bundled by `scripts/bundle x`\nold\n"
    );
}

/// What an interrupted run of an older `scripts/bundle` left (`.out.rs.partial`), and a link
/// named like a temporary file: the write goes through beside them, and leaves nothing else.
#[test]
fn files_beside_the_output_are_neither_consumed_nor_followed() {
    let dir = scratch("partial");
    let out = dir.join("out.rs");
    let partial = dir.join(".out.rs.partial");
    fs::write(&partial, "someone else's file\n").unwrap();
    let target = dir.join("target.txt");
    fs::write(&target, "precious\n").unwrap();
    let link = dir.join(".out.rs.link.partial");
    symlink(&target, &link).unwrap();
    write_within_seconds(&out).unwrap();
    assert_eq!(fs::read_to_string(&out).unwrap(), BUNDLE);
    assert_eq!(
        fs::read_to_string(&partial).unwrap(),
        "someone else's file\n"
    );
    assert_eq!(fs::read_to_string(&target).unwrap(), "precious\n");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        4,
        "no temporary file left"
    );
}

/// Run by `a_file_that_cannot_be_read_is_not_overwritten` as an unprivileged user.
#[test]
#[ignore = "a helper the test below runs as another user"]
fn write_unreadable_helper() {
    let path = std::env::var_os("BUNDLE_UNREADABLE").expect("run by the test below");
    match write_bundle(Path::new(&path), BUNDLE) {
        Ok(()) => println!("RESULT: written"),
        Err(message) => println!("RESULT: refused: {message}"),
    }
}

#[test]
fn a_file_that_cannot_be_read_is_not_overwritten() {
    let dir = scratch("unreadable");
    let path = dir.join("work.rs");
    fs::write(&path, "fn main() { /* a day's work */ }\n").unwrap();
    let root = is_root();
    let result = if root {
        // Root reads every file: try as nobody, in a directory anyone may write to.
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o777)).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
        let output = std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "write_unreadable_helper",
                "--nocapture",
            ])
            .env("BUNDLE_UNREADABLE", &path)
            .output()
            .expect("setpriv runs");
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let line = stdout
            .lines()
            .find_map(|l| l.strip_prefix("RESULT: "))
            .unwrap_or_else(|| panic!("the helper ran: {stdout} {:?}", output))
            .to_string();
        match line.strip_prefix("refused: ") {
            Some(message) => Err(message.to_string()),
            None => Ok(()),
        }
    } else {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
        write_within_seconds(&path)
    };
    let error = result.expect_err("an unreadable file must not be overwritten");
    assert!(error.contains("cannot read"), "{error}");
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "fn main() { /* a day's work */ }\n",
        "the file was replaced"
    );
}

/// Whether this process runs as root (who can read a file of mode 000).
fn is_root() -> bool {
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}
