//! `scripts/bundle`: one submittable file for a program, or snippets modules to paste (see the
//! README's "Daily use", and `scripts/bundle --help`).

use bundle::check::{self, Compile};
use bundle::editor::{self, Format};
use bundle::{Bundle, Mode, Target, bundle, bundle_modules, problem_main, write_bundle};
use clap::{CommandFactory, Parser, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Joins a program and the snippets modules it uses (transitively) into one .rs file, without
/// tests or doc comments, and writes it to stdout or FILE. The file is compiled first (rustc
/// --emit=metadata under edition 2021 and 2024, and, when it uses no crate, Rust 1.84 under
/// 2021 if rustup has it): one that does not compile is not written.
#[derive(Parser, Debug)]
#[command(
    name = "scripts/bundle",
    bin_name = "scripts/bundle",
    after_help = "The size goes to stderr, with a warning above 64 KiB (the Codeforces source limit).\n\
                  Exit status: 0 written, 1 the work failed (does not compile, a verify failure),\n\
                  2 a usage error (an unknown problem, module or file; an -o that may not be written)."
)]
struct Cli {
    /// A problem id (problems/<ID>/src/main.rs), or the path of any .rs file (it has a `/`
    /// or ends in `.rs`)
    #[arg(value_name = "ID|FILE", conflicts_with_all = ["modules", "editor", "verify"])]
    target: Option<String>,

    /// Use no crate at all (Codeforces, QOJ, Library Checker): proconio is replaced by a
    /// stand-in of a few lines (what the program uses of it)
    #[arg(long, conflicts_with_all = ["modules", "editor"])]
    standalone: bool,

    /// Write to FILE; an existing FILE is replaced only if it is a regular file
    /// scripts/bundle wrote
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,

    /// Print a block to paste at the top level of any file: the module NAME and what it
    /// depends on, reachable as snippets::NAME::... (repeat for more modules)
    #[arg(long = "module", value_name = "NAME", conflicts_with_all = ["editor", "verify"])]
    modules: Vec<String>,

    /// Write an editor snippet file with one snippet per module (and its dependencies):
    /// typing snippets-<module> inserts it
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with = "verify")]
    editor: Option<EditorFormat>,

    /// Do not compile what is written
    #[arg(long, conflicts_with = "verify")]
    no_check: bool,

    /// Bundle every problem (or the IDs) in both modes, build each with rustc --edition 2024
    /// -C opt-level=2 and judge it on every testcase, check it under 2021 (standalone also with
    /// Rust 1.84); compile every module's paste form and check its header's `Depends on:` line.
    /// Prints failures and one summary line
    #[arg(long, value_name = "ID", num_args = 0.., conflicts_with_all = ["output", "standalone"])]
    verify: Option<Vec<String>>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum EditorFormat {
    /// VS Code (a .code-snippets file)
    Vscode,
}

/// How a run failed: the work (exit 1), the request (exit 2, with the short usage), or a
/// problem that does not exist (exit 2, the one line every tool prints for it).
enum Failure {
    Work(String),
    Usage(String),
    UnknownProblem(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Work(message)
    }
}

fn run(cli: Cli) -> Result<ExitCode, Failure> {
    let root = workspace::find_root()?;
    // A bad -o is a bad request: refused before any work, as a usage error.
    if let Some(path) = &cli.output {
        bundle::check_output(path).map_err(Failure::Usage)?;
    }
    if let Some(ids) = &cli.verify {
        for id in ids {
            problem_main(&root, id).map_err(Failure::UnknownProblem)?;
        }
        let passed = bundle::verify::verify(&root, ids, &mut std::io::stdout())?;
        let verdict = if passed {
            "all bundles pass"
        } else {
            "some bundles FAIL"
        };
        let _ = writeln!(std::io::stdout(), "{verdict}");
        return Ok(if passed {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    let mode = if cli.standalone {
        Mode::Standalone
    } else {
        Mode::WithCrates
    };
    // What to write, how to name it, and what to compile first (module blocks: no warnings).
    let submission = cli.editor.is_none();
    let (made, what, sources, deny_warnings, check_mode) = if let Some(format) = cli.editor {
        let format = match format {
            EditorFormat::Vscode => Format::Vscode,
        };
        let (file, names) = editor::snippet_file(&root, format)?;
        // Each body is what `--module <name>` prints: check those.
        let mut sources = Vec::new();
        for name in &names {
            let block = bundle_modules(&root, std::slice::from_ref(name))?;
            sources.push((
                format!("the snippet of {name}"),
                format!("{}\nfn main() {{}}\n", block.source),
            ));
        }
        let made = Bundle {
            source: file,
            modules: names,
        };
        (
            made,
            "--editor vscode".to_string(),
            sources,
            true,
            Mode::Standalone,
        )
    } else if !cli.modules.is_empty() {
        let snippets = bundle::Snippets::load(&root)?;
        for name in &cli.modules {
            if snippets.modules().iter().all(|m| &m.name != name) {
                let known: Vec<&str> = snippets.modules().iter().map(|m| m.name.as_str()).collect();
                return Err(Failure::Usage(format!(
                    "no module '{name}' in snippets/src/lib.rs (it has {})",
                    known.join(", ")
                )));
            }
        }
        let made = bundle_modules(&root, &cli.modules)?;
        let check = format!("{}\nfn main() {{}}\n", made.source);
        let what: Vec<String> = cli
            .modules
            .iter()
            .map(|m| format!("--module {m}"))
            .collect();
        let check = vec![("the block".to_string(), check)];
        (made, what.join(" "), check, true, Mode::Standalone)
    } else {
        let Some(arg) = &cli.target else {
            return Err(Failure::Usage(
                "which program? give a problem id (scripts/bundle hdu2177), a file (scripts/bundle path/to/main.rs), --module NAME, --editor vscode or --verify".into(),
            ));
        };
        let target = Target::parse(arg);
        match &target {
            Target::Problem(id) => {
                problem_main(&root, id).map_err(Failure::UnknownProblem)?;
            }
            Target::File(path) if !path.is_file() => {
                return Err(Failure::Usage(format!(
                    "no file '{}': it does not exist or is not a regular file",
                    path.display()
                )));
            }
            Target::File(_) => {}
        }
        let made = bundle(&root, &target, mode)?;
        let check = vec![("the bundle".to_string(), made.source.clone())];
        (made, target.shown(), check, false, mode)
    };
    if !cli.no_check {
        let how: Vec<Compile> = check::written(&root, check_mode, deny_warnings)?;
        let failures = check::check_all(&sources, &how)?;
        if !failures.is_empty() {
            return Err(Failure::Work(format!(
                "{}\nnothing written (--no-check writes it anyway)",
                failures.join("\n")
            )));
        }
    }
    write_out(&made, &what, cli.output.as_deref(), submission)?;
    Ok(ExitCode::SUCCESS)
}

fn write_out(
    made: &Bundle,
    what: &str,
    output: Option<&Path>,
    submission: bool,
) -> Result<(), String> {
    match output {
        Some(path) => write_bundle(path, &made.source)?,
        None => {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(made.source.as_bytes())
                .and_then(|()| stdout.flush())
                .map_err(|e| format!("cannot write to stdout: {e}"))?;
        }
    }
    let target = output.map_or("stdout".to_string(), |p| p.display().to_string());
    for line in made.size_report(what, &target, submission) {
        eprintln!("{line}");
    }
    Ok(())
}

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let cli =
        Cli::parse_from(std::iter::once(std::ffi::OsString::from("scripts/bundle")).chain(args));
    match run(cli) {
        Ok(code) => code,
        Err(Failure::Work(message)) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
        Err(Failure::UnknownProblem(message)) => workspace::cli::error(message),
        Err(Failure::Usage(message)) => {
            Cli::command()
                .error(clap::error::ErrorKind::InvalidValue, message)
                .exit();
        }
    }
}
