//! `scripts/bundle <id> [--standalone] [-o FILE]`: one submittable file for a judge binary.

use bundle::{Mode, bundle_problem, write_bundle};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
usage: scripts/bundle <id> [--standalone] [-o FILE]
       scripts/bundle --verify [ID...]

Joins problems/<id>/src/main.rs and the snippets modules it uses (transitively) into one
formatted .rs file, without tests or doc comments, and writes it to stdout or FILE.

  --standalone   use no crate at all (Codeforces, QOJ, Library Checker): proconio is
                 replaced by the dependency-free reader of snippets::input
  -o FILE        write to FILE; an existing FILE is replaced only if it is a bundle
  --verify       bundle every problem (or the IDs) in both modes, compile each with
                 rustc under edition 2021 and 2024 (standalone also with Rust 1.84),
                 judge it on every testcase, and compile every snippets module alone
  -h, --help     this text

The size goes to stderr, with a warning above 64 KiB (the Codeforces source limit).";

enum Arguments {
    Bundle {
        id: String,
        mode: Mode,
        output: Option<PathBuf>,
    },
    Verify {
        ids: Vec<String>,
    },
}

fn parse(args: impl Iterator<Item = String>) -> Result<Option<Arguments>, String> {
    let mut id = None;
    let mut mode = Mode::WithCrates;
    let mut output = None;
    let mut args = args.peekable();
    if args.peek().map(String::as_str) == Some("--verify") {
        let ids: Vec<String> = args.skip(1).collect();
        if let Some(option) = ids.iter().find(|id| id.starts_with('-')) {
            return Err(format!("--verify takes problem ids only, not {option}"));
        }
        return Ok(Some(Arguments::Verify { ids }));
    }
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--standalone" => mode = Mode::Standalone,
            "-o" | "--output" => {
                output = Some(PathBuf::from(args.next().ok_or("-o needs a file name")?));
            }
            option if option.starts_with('-') => return Err(format!("unknown option {option}")),
            _ if id.is_some() => return Err(format!("one problem id at a time (also got {arg})")),
            _ => id = Some(arg),
        }
    }
    let id = id.ok_or("which problem? give its id, e.g. scripts/bundle hdu2177")?;
    Ok(Some(Arguments::Bundle { id, mode, output }))
}

fn run(arguments: Arguments) -> Result<ExitCode, String> {
    let root = judge::workspace::find_root()?;
    match arguments {
        Arguments::Bundle { id, mode, output } => {
            write_one(&root, &id, mode, output)?;
            Ok(ExitCode::SUCCESS)
        }
        Arguments::Verify { ids } => {
            let passed = bundle::verify::verify(&root, &ids, &mut std::io::stdout())?;
            println!(
                "{}",
                if passed {
                    "all bundles pass"
                } else {
                    "some bundles FAIL"
                }
            );
            Ok(if passed {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            })
        }
    }
}

fn write_one(root: &Path, id: &str, mode: Mode, output: Option<PathBuf>) -> Result<(), String> {
    let bundle = bundle_problem(root, id, mode)?;
    match &output {
        Some(path) => write_bundle(path, &bundle.source)?,
        None => std::io::stdout()
            .write_all(bundle.source.as_bytes())
            .map_err(|e| format!("cannot write to stdout: {e}"))?,
    }
    let target = output
        .as_ref()
        .map_or("stdout".to_string(), |p| p.display().to_string());
    for line in bundle.size_report(id, &target) {
        eprintln!("{line}");
    }
    Ok(())
}

fn main() -> ExitCode {
    match parse(std::env::args().skip(1)) {
        Ok(None) => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Ok(Some(arguments)) => match run(arguments) {
            Ok(code) => code,
            Err(message) => {
                eprintln!("bundle: {message}");
                ExitCode::FAILURE
            }
        },
        Err(message) => {
            eprintln!("bundle: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
