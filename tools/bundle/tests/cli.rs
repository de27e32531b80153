//! The command line every tool follows: `--help` exits 0; 0 written, 1 the work failed, 2 a
//! usage error with clap's short usage (never the whole help); errors start with `error: `;
//! no ANSI codes when not a terminal; a repeated option is an error.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

mod common;

use common::{root, scratch};

fn run(args: &[&str], dir: &Path) -> Output {
    Command::new(workspace::build::gt(&root()))
        .arg("bundle")
        .args(args)
        .current_dir(dir)
        .env("WORKSPACE_ROOT", root())
        .output()
        .unwrap()
}

/// [`run`] with the system's temporary folder in `dir`: what the command keeps there for the
/// user (rustc's files of a bundle that does not compile) goes with `dir`.
fn run_keeping(args: &[&str], dir: &Path) -> Output {
    Command::new(workspace::build::gt(&root()))
        .arg("bundle")
        .args(args)
        .current_dir(dir)
        .env("WORKSPACE_ROOT", root())
        .env("TMPDIR", dir)
        .output()
        .unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("UTF-8")
}

#[test]
fn help_exits_zero() {
    for flag in ["--help", "-h"] {
        let output = run(&[flag], &root());
        assert_eq!(output.status.code(), Some(0), "{flag}");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(text.contains("Usage: scripts/bundle"), "{text}");
        assert!(
            text.contains("--module") && text.contains("--editor"),
            "{text}"
        );
    }
}

#[test]
fn usage_errors_exit_2_with_the_short_usage() {
    let dir = scratch("usage");
    let fifo = Command::new("mkfifo")
        .arg(dir.join("fifo.rs"))
        .status()
        .unwrap();
    assert!(fifo.success());
    for (args, first_line) in [
        (
            &["hdu1850", "-o", "a.rs", "-o", "b.rs"][..],
            "error: the argument '--output <FILE>' cannot be used multiple times",
        ),
        (
            &["--frobnicate"],
            "error: unexpected argument '--frobnicate' found",
        ),
        (&[], "error: which program?"),
        (&["--module", "nonesuch"], "error: no module 'nonesuch'"),
        (&["missing/main.rs"], "error: no file 'missing/main.rs'"),
        (&["--editor", "emacs"], "error: invalid value 'emacs'"),
        (&["hdu1850", "--module", "nim"], "error: the argument"),
        (&["--verify", "-o", "x.rs"], "error: the argument"),
        // A bad -o is refused before any work: no read of /dev/zero, no wait on a FIFO.
        (
            &["hdu1850", "-o", "/dev/zero"],
            "error: /dev/zero is a device, not a regular file",
        ),
        (
            &["hdu1850", "-o", "fifo.rs"],
            "error: fifo.rs is a FIFO, not a regular file",
        ),
    ] {
        let output = run(args, &dir);
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {text}");
        assert!(
            text.lines().next().unwrap_or("").starts_with(first_line),
            "{args:?}: {text}"
        );
        assert!(
            text.ends_with("For more information, try '--help'.\n"),
            "{args:?}: {text}"
        );
        assert!(
            !text.contains("Options:"),
            "{args:?}: the whole help: {text}"
        );
        assert!(!text.contains('\x1b'), "{args:?}: ANSI codes: {text:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    // An unknown problem is the one line every script prints for it (no usage after it).
    for args in [&["nonesuch"][..], &["--verify", "hdu1850", "nonesuch"]] {
        let output = run(args, &dir);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(
            stderr(&output),
            "error: no problem 'nonesuch': problems/nonesuch/src/main.rs does not exist\n",
            "{args:?}"
        );
    }
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        1,
        "nothing written beside the FIFO"
    );
}

#[test]
fn a_bundle_that_does_not_compile_is_not_written_and_exits_1() {
    let dir = scratch("broken");
    let main = fs::read_to_string(root().join("problems/hdu1850/src/main.rs")).unwrap();
    let broken = main.replace(
        "nim::count_winning_moves(&piles)",
        "nim::count_winning_moves(piles)",
    );
    assert_ne!(broken, main);
    fs::write(dir.join("main.rs"), broken).unwrap();
    for mode in [&[][..], &["--standalone"]] {
        let mut args = vec!["main.rs", "-o", "out.rs"];
        args.extend(mode);
        let output = run_keeping(&args, &dir);
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {text}");
        assert!(
            text.starts_with("error: the bundle does not compile"),
            "{text}"
        );
        assert!(text.contains("mismatched types"), "{text}");
        assert!(!dir.join("out.rs").exists(), "{args:?}: written anyway");
        // The files rustc read are kept for the user, and named.
        let kept = text
            .split("kept in ")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .unwrap_or_else(|| panic!("{text}"));
        assert!(Path::new(kept).starts_with(&dir), "{text}");
        assert!(Path::new(kept).join("bundle-0.rs").is_file(), "{text}");
        assert!(output.stdout.is_empty());
    }
    // --no-check writes it anyway.
    let output = run(&["main.rs", "--no-check", "-o", "out.rs"], &dir);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(dir.join("out.rs").exists());
}

#[test]
fn a_form_no_bundle_can_hold_exits_1_naming_the_line() {
    let dir = scratch("refused");
    fs::write(
        dir.join("main.rs"),
        "use snippets::{self, bash};\n\nfn main() {\n    println!(\"{}\", bash::first_player_wins(3, 1));\n}\n",
    )
    .unwrap();
    let output = run(&["main.rs"], &dir);
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.starts_with("error: main.rs:1: `use snippets::{self, ...}`"),
        "{text}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn a_problem_and_a_module_block_are_written() {
    let dir = scratch("written");
    let output = run(&["hdu1850", "--standalone", "-o", "submit.rs"], &dir);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = fs::read_to_string(dir.join("submit.rs")).unwrap();
    assert!(text.starts_with("// Bundled by `scripts/bundle hdu1850 --standalone`"));
    assert!(stderr(&output).starts_with("bundle of hdu1850 (io, nim): "));
    // Again over the same file: an earlier bundle is replaced.
    let output = run(&["hdu1850", "--standalone", "-o", "submit.rs"], &dir);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));

    let output = run(&["--module", "misere_nim"], &dir);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let block = String::from_utf8(output.stdout).unwrap();
    assert!(block.starts_with("// Bundled by `scripts/bundle --module misere_nim`"));
    assert!(block.contains("pub mod anti_sg {") && block.contains("pub mod misere_nim {"));
}

/// A plain `scripts/bundle` compiles what it writes with Rust 1.84 too (QOJ's, the oldest
/// judge's), when rustup has it: a method newer than 1.84 (`is_multiple_of`, which clippy
/// suggests on a newer msrv) is refused, naming the compiler, and rustc's file is kept.
#[test]
fn a_bundle_that_rust_1_84_cannot_build_is_refused_naming_it() {
    if !bundle::check::installed(bundle::check::OLDEST_RUST) {
        eprintln!(
            "Rust 1.84 is not installed: {}",
            bundle::check::INSTALL_OLDEST
        );
        return;
    }
    let dir = scratch("msrv");
    fs::write(
        dir.join("main.rs"),
        "fn main() {\n    let n = std::env::args().count() as u32;\n    println!(\"{}\", snippets::bash::first_player_wins(u64::from(n.is_multiple_of(2)), 1));\n}\n",
    )
    .unwrap();
    for mode in [&[][..], &["--standalone"]] {
        let mut args = vec!["main.rs"];
        args.extend(mode);
        let output = run_keeping(&args, &dir);
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {text}");
        assert!(
            text.contains("does not compile (rustc 1.84.0 --edition 2021)"),
            "{text}"
        );
        assert!(text.contains("is_multiple_of"), "{text}");
        // rustc's errors name a file that is still there.
        let kept = text
            .split("kept in ")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .expect(&text);
        assert!(Path::new(kept).starts_with(&dir), "{text}");
        assert!(Path::new(kept).join("bundle-0.rs").is_file(), "{text}");
    }
}

/// A file given by its path is named in the submission by its file name: the folders are the
/// user's machine's.
#[test]
fn a_bundle_names_its_file_without_the_folders() {
    let dir = scratch("path");
    let path = dir.join("main.rs");
    fs::write(
        &path,
        "fn main() {\n    println!(\"{}\", snippets::bash::first_player_wins(3, 1));\n}\n",
    )
    .unwrap();
    let output = run(&[path.to_str().unwrap(), "--no-check"], &root());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = String::from_utf8(output.stdout).unwrap();
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "// Bundled by `scripts/bundle main.rs` from main.rs and snippets bash: edit those, not this file."
    );
    assert!(!text.contains(dir.to_str().unwrap()), "{text}");
}
