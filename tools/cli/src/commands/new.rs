//! `scripts/new`: parses the command line and calls [`new::create`].

use clap::Parser;
use std::process::ExitCode;
use workspace::cli;

/// Start a new problem: problems/<ID>/ and testcases/<ID>/sample-1.in and .out.
///
/// Creates problems/<ID>/ (Cargo.toml declaring snippets, src/main.rs reading `t`, then `t`
/// cases through snippets::io, the problem.rs scaffold of its description,
/// which scripts/stress and CI's `scripts/stress --round` read) and
/// testcases/<ID>/sample-1.in and .out to fill in.
/// Nothing that exists is overwritten.
#[derive(Debug, Parser)]
#[command(name = "scripts/new", bin_name = "scripts/new", verbatim_doc_comment)]
struct Args {
    /// The new problem's id: lowercase letters, digits, - and _, starting with a letter
    id: String,
    /// Copy the code of problems/<EXISTING_ID>/ instead of the template
    #[arg(long, value_name = "EXISTING_ID")]
    like: Option<String>,
    /// An interactive problem, one game a run: also problems/<ID>/interactor.rs, the judge's
    /// side, built as <ID>-interactor (scripts/check plays each testcase against it)
    #[arg(long, conflicts_with = "like")]
    interactive: bool,
}

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let args =
        Args::parse_from(std::iter::once(std::ffi::OsString::from("scripts/new")).chain(args));
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    match new::create_as(&root, &args.id, args.like.as_deref(), args.interactive) {
        Ok(files) => {
            for file in files {
                println!(
                    "created {}",
                    file.strip_prefix(&root).unwrap_or(&file).display()
                );
            }
            let id = &args.id;
            if args.interactive {
                println!(
                    "next: fill in testcases/{id}/sample-1.in (the case file of one game), write \
                     problems/{id}/interactor.rs (the judge's side, then its WRITTEN = true) and \
                     src/main.rs, then scripts/check {id}"
                );
                return ExitCode::SUCCESS;
            }
            println!(
                "next: fill in testcases/{id}/sample-1.in and .out from the statement, write \
                 problems/{id}/src/main.rs, then scripts/check {id}"
            );
            ExitCode::SUCCESS
        }
        Err(new::NotCreated::Refused(message)) => cli::error(message),
        Err(new::NotCreated::Failed(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(cli::FAILED)
        }
    }
}
