//! `judge`: the workspace's tools. Parses the command line and dispatches to the library.

use std::env;
use std::io::{self, IsTerminal};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use judge::build::Profile;
use judge::check::{self, CheckOptions, Settings};
use judge::render::Style;
use judge::runner::Limits;
use judge::workspace;

const USAGE: &str = "\
judge: the workspace's tools

Usage: judge <COMMAND> [ARGS...]

Commands:
  check    Judge problems' binaries against testcases/<id>/ as an online judge would
  stress   Run a problem's binary against its brute force on random inputs
  new      Start a new problem: `judge new <id> [--like <existing-id>]`
           (`judge stress <id> --help` for its options)
  help     Show this help, or `judge help <COMMAND>` for a command's

Run `judge <COMMAND> --help` for a command's options.
";

const CHECK_USAGE: &str = "\
judge check: judge binaries against their testcases, as an online judge would

Usage: judge check [ID...] [OPTIONS]
       judge check --program PATH --id ID [OPTIONS]

With no ID, every problem (problems/<id>/Cargo.toml) is judged. The binaries are built once
with `cargo build --release -p <id>...`; each case testcases/<id>/<name>.in is run as stdin
and its output compared with <name>.out.

Options:
      --program PATH     Judge this executable (no build) against testcases/<ID>/
      --id ID            The problem whose testcases --program is judged on
                         (a single positional ID works too)
      --debug            Build the dev profile (overflow checks on) instead of --release
      --timeout SECS     Wall-clock limit per case, fractions allowed [default: 2]
      --output-limit MIB Stdout limit per case in MiB [default: 64]
  -j, --jobs N           Cases run at once [default: the number of cores]
      --color WHEN       auto, always or never [default: auto]
  -h, --help             Show this help

Verdicts: AC accepted; PE presentation error (same tokens, other whitespace); WA wrong
answer; RE runtime error (non-zero exit or signal); TLE time limit exceeded; OLE output
limit exceeded; FAIL the checker crashed or a file could not be read. Not judged: RUN (no
.out: output shown), EMPTY (empty template: fill it in).

Special judge: testcases/<id>/checker.rs (compiled with rustc) or an executable
testcases/<id>/checker, run as `checker <input> <actual> <expected>`; exit 0 accepts.

Exit status: 0 all judged cases passed; 1 some case failed; 2 usage error, build failure,
or a problem that could not be judged (no testcases, no binary, checker does not compile).
";

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => {
            eprint!("{USAGE}");
            ExitCode::from(2)
        }
        Some("-h" | "--help") => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some("help") => match args.get(1).map(String::as_str) {
            None => {
                print!("{USAGE}");
                ExitCode::SUCCESS
            }
            Some("check") => {
                print!("{CHECK_USAGE}");
                ExitCode::SUCCESS
            }
            Some(other) => usage_error(&format!("no command `{other}`"), "judge --help"),
        },
        Some("check") => run_check(&args[1..]),
        Some("stress") => run_stress(&args[1..]),
        Some("new") => run_new(&args[1..]),
        Some(other) => usage_error(&format!("no command `{other}`"), "judge --help"),
    }
}

const NEW_USAGE: &str = "\
usage: scripts/new <id> [--like <existing-id>]

Creates problems/<id>/ (Cargo.toml on the workspace's pinned crates, src/main.rs reading
with proconio to end of input, tests/io.rs, the tests/stress.rs scaffold) and
testcases/<id>/sample-1.in and .out to fill in. With --like, the code is copied from
problems/<existing-id>/ instead of the template. Nothing that exists is overwritten.
";

/// `judge new <id> [--like <existing-id>]`.
fn run_new(args: &[String]) -> ExitCode {
    let mut id = None;
    let mut like = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                print!("{NEW_USAGE}");
                return ExitCode::SUCCESS;
            }
            "--like" => match args.next() {
                Some(existing) => like = Some(existing.clone()),
                None => {
                    return usage_error(
                        "--like needs an existing problem id",
                        "scripts/new --help",
                    );
                }
            },
            option if option.starts_with('-') => {
                return usage_error(&format!("unknown option `{option}`"), "scripts/new --help");
            }
            _ if id.is_some() => {
                return usage_error("one problem id at a time", "scripts/new --help");
            }
            _ => id = Some(arg.clone()),
        }
    }
    let Some(id) = id else {
        return usage_error("which id? e.g. scripts/new cf1234a", "scripts/new --help");
    };
    let result = workspace::find_root().and_then(|root| {
        judge::new::create(&root, &id, like.as_deref()).map(|files| (root, files))
    });
    match result {
        Ok((root, files)) => {
            for file in files {
                println!(
                    "created {}",
                    file.strip_prefix(&root).unwrap_or(&file).display()
                );
            }
            println!(
                "next: fill in testcases/{id}/sample-1.in and .out from the statement, write \
                 problems/{id}/src/main.rs, then scripts/check {id}"
            );
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// `judge stress <id> [options]`: the options are the stress test's own (see `--help`).
fn run_stress(args: &[String]) -> ExitCode {
    let Some(id) = args.first().filter(|arg| !arg.starts_with('-')) else {
        eprintln!(
            "usage: scripts/stress <id> [--cases N] [--seed S] [--max V] [--time SEC] [--program PATH]\n\
             `scripts/stress <id> --help` explains each option."
        );
        return ExitCode::from(2);
    };
    let result =
        workspace::find_root().and_then(|root| judge::launch::stress(&root, id, &args[1..]));
    match result {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Reports a usage error, pointing at `help`, the command that shows the usage.
fn usage_error(message: &str, help: &str) -> ExitCode {
    eprintln!("error: {message}\nRun `{help}` for usage.");
    ExitCode::from(2)
}

/// When to colour the report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ColorWhen {
    Auto,
    Always,
    Never,
}

/// The parsed arguments of `judge check`.
#[derive(Debug, PartialEq)]
struct CheckArgs {
    ids: Vec<String>,
    program: Option<PathBuf>,
    id: Option<String>,
    profile: Profile,
    limits: Limits,
    jobs: Option<NonZeroUsize>,
    color: ColorWhen,
    help: bool,
}

fn parse_check(args: &[String]) -> Result<CheckArgs, String> {
    let mut parsed = CheckArgs {
        ids: Vec::new(),
        program: None,
        id: None,
        profile: Profile::Release,
        limits: Limits::default(),
        jobs: None,
        color: ColorWhen::Auto,
        help: false,
    };
    let mut args = args.iter();
    let mut only_ids = false;
    while let Some(arg) = args.next() {
        if only_ids || !arg.starts_with('-') || arg == "-" {
            parsed.ids.push(arg.clone());
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            match inline.clone() {
                Some(value) => Ok(value),
                None => args
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs a value ({what})")),
            }
        };
        match name {
            "--" => only_ids = true,
            "-h" | "--help" => parsed.help = true,
            "--debug" => parsed.profile = Profile::Dev,
            "--release" => parsed.profile = Profile::Release,
            "--program" => parsed.program = Some(PathBuf::from(value("a path")?)),
            "--id" => parsed.id = Some(value("a problem id")?),
            "--timeout" => {
                let text = value("seconds, e.g. 2 or 0.5")?;
                let seconds: f64 = text
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                    .ok_or_else(|| {
                        format!("--timeout {text}: expected seconds above 0, e.g. 2 or 0.5")
                    })?;
                parsed.limits.time = Duration::from_secs_f64(seconds);
            }
            "--output-limit" => {
                let text = value("MiB")?;
                parsed.limits.output_bytes = text
                    .parse::<usize>()
                    .ok()
                    .filter(|&m| m > 0)
                    .and_then(|m| m.checked_mul(1 << 20))
                    .ok_or_else(|| {
                        format!("--output-limit {text}: expected a positive number of MiB")
                    })?;
            }
            "-j" | "--jobs" => {
                let text = value("a number")?;
                parsed.jobs = Some(
                    text.parse()
                        .map_err(|_| format!("--jobs {text}: expected a number above 0"))?,
                );
            }
            "--color" | "--colour" => {
                parsed.color = match value("auto, always or never")?.as_str() {
                    "auto" => ColorWhen::Auto,
                    "always" => ColorWhen::Always,
                    "never" => ColorWhen::Never,
                    other => {
                        return Err(format!("--color {other}: expected auto, always or never"));
                    }
                };
            }
            _ => return Err(format!("unknown option `{arg}`")),
        }
    }
    if let Some(id) = parsed.id.take() {
        if parsed.program.is_none() {
            return Err("--id is for --program; to judge problems, list their ids".to_string());
        }
        if parsed.ids.iter().any(|other| *other != id) {
            return Err(format!(
                "--program judges one problem: got --id {id} and {}",
                parsed.ids.join(" ")
            ));
        }
        parsed.ids = vec![id];
    }
    if parsed.program.is_some() {
        if parsed.ids.len() != 1 {
            return Err("--program needs exactly one problem id: --id ID".to_string());
        }
        if parsed.profile == Profile::Dev {
            return Err("--debug has no effect with --program (nothing is built)".to_string());
        }
    }
    Ok(parsed)
}

fn run_check(args: &[String]) -> ExitCode {
    let parsed = match parse_check(args) {
        Ok(parsed) => parsed,
        Err(message) => return usage_error(&message, "judge check --help"),
    };
    if parsed.help {
        print!("{CHECK_USAGE}");
        return ExitCode::SUCCESS;
    }
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let color = match parsed.color {
        ColorWhen::Always => true,
        ColorWhen::Never => false,
        ColorWhen::Auto => {
            stdout.is_terminal() && env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let mut settings = Settings {
        limits: parsed.limits,
        style: Style { color },
        ..Settings::default()
    };
    if let Some(jobs) = parsed.jobs {
        settings.jobs = jobs;
    }
    let options = CheckOptions {
        root,
        ids: parsed.ids,
        profile: parsed.profile,
        program: parsed.program,
        cargo_color: match parsed.color {
            ColorWhen::Auto => None,
            ColorWhen::Always => Some(true),
            ColorWhen::Never => Some(false),
        },
        settings,
    };
    match check::check(&options, &mut stdout.lock()) {
        Ok(summary) => ExitCode::from(summary.exit_code()),
        // The reader went away (`| head`): nothing left to say to anyone.
        Err(check::CheckError::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(2)
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<CheckArgs, String> {
        parse_check(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn parses_options() {
        let a = parse(&[
            "hdu1846",
            "--timeout",
            "0.5",
            "-j",
            "3",
            "--color=never",
            "--debug",
        ])
        .unwrap();
        assert_eq!(a.ids, ["hdu1846"]);
        assert_eq!(a.limits.time, Duration::from_millis(500));
        assert_eq!(a.jobs, NonZeroUsize::new(3));
        assert_eq!(a.color, ColorWhen::Never);
        assert_eq!(a.profile, Profile::Dev);

        let a = parse(&["--program", "./a.out", "--id", "hdu2177"]).unwrap();
        assert_eq!(a.ids, ["hdu2177"]);
        assert_eq!(a.program, Some(PathBuf::from("./a.out")));
        let a = parse(&["hdu2177", "--program=./a.out"]).unwrap();
        assert_eq!(a.ids, ["hdu2177"]);
    }

    #[test]
    fn rejects_bad_arguments() {
        for (args, needle) in [
            (&["--frobnicate"][..], "unknown option `--frobnicate`"),
            (&["--timeout"], "--timeout needs a value"),
            (&["--timeout", "0"], "expected seconds"),
            (&["--timeout", "abc"], "expected seconds"),
            (&["--jobs", "0"], "expected a number"),
            (&["--color", "sometimes"], "auto, always or never"),
            (&["--program", "a"], "exactly one problem id"),
            (&["--id", "x"], "--id is for --program"),
            (&["a", "--program", "p", "--id", "b"], "judges one problem"),
        ] {
            let error = parse(args).expect_err(&format!("{args:?} should be rejected"));
            assert!(error.contains(needle), "{args:?}: {error}");
        }
    }
}
