//! `gt <command> [ARGS...]`: the workspace's one tool binary, a command per script, as cargo
//! has (`scripts/<command>` runs it: `scripts/tool.sh`). Each command is a thin file of
//! [`commands`] that parses its command line (named `scripts/<command>` in its help and its
//! errors) and calls the libraries; none compiles a problem's description: `stress`, `table`
//! and `bench` run the problem's own driver (`workspace::drivers`).
//!
//! Exit status, as every command's: 0 success, 1 the work found a failure, 2 a usage error
//! (`workspace::cli`).

mod commands;

use std::process::ExitCode;

/// The commands: name, what it does, its `main`.
type Main = fn(std::vec::IntoIter<std::ffi::OsString>) -> ExitCode;
const COMMANDS: &[(&str, &str, Main)] = &[
    (
        "check",
        "judge the problems' binaries against their testcases",
        |a| commands::check::main(a),
    ),
    (
        "stress",
        "random testing against a problem's brute force",
        |a| commands::stress::main(a),
    ),
    (
        "table",
        "a problem's outcome or Grundy table by its brute force",
        |a| commands::table::main(a),
    ),
    (
        "bundle",
        "one submittable file, or snippets modules to paste",
        |a| commands::bundle::main(a),
    ),
    ("new", "start a new problem", |a| commands::new::main(a)),
    (
        "bench",
        "every binary on maximum-size input (the benchmark lab)",
        |a| commands::bench::main(a),
    ),
    (
        "guess",
        "the simplest rule that fits a table, checked",
        |a| commands::guess::main(a),
    ),
];

fn usage() -> String {
    let mut text =
        String::from("usage: gt <command> [ARGS...] (or scripts/<command>)\n\ncommands:\n");
    for (name, what, _) in COMMANDS {
        text.push_str(&format!("  {name:<8}{what}\n"));
    }
    text.push_str(
        "\n`gt <command> --help` (or scripts/<command> --help) tells a command's options.",
    );
    text
}

fn main() -> ExitCode {
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let Some(name) = (!args.is_empty()).then(|| args.remove(0)) else {
        eprintln!("{}", usage());
        return ExitCode::from(workspace::cli::USAGE);
    };
    if name == "-h" || name == "--help" {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    match COMMANDS.iter().find(|(command, _, _)| name == *command) {
        Some((_, _, main)) => main(args.into_iter()),
        None => {
            let name = name.to_string_lossy();
            eprintln!("error: no command '{name}'\n\n{}", usage());
            ExitCode::from(workspace::cli::USAGE)
        }
    }
}
