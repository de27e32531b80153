//! `scripts/check`: parses the command line and calls [`judge::check::check`].

use std::env;
use std::io::{self, IsTerminal};
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{ColorChoice, Parser};
use judge::check::{self, CheckError, CheckOptions, Settings};
use runner::Limits;
use workspace::build::Profile;
use workspace::cli;

/// Judge the problems' binaries against testcases/<ID>/ as an online judge would.
///
/// With no ID, every problem (problems/<id>/) is judged; in the folder of one
/// (problems/<id>/ or testcases/<id>/), that problem. The binaries are built once with
/// `cargo build --release -p <id>...`; each case testcases/<id>/<name>.in is run as stdin and
/// its output compared with <name>.out.
#[derive(Debug, Parser)]
#[command(
    name = "scripts/check",
    bin_name = "scripts/check",
    verbatim_doc_comment,
    after_help = "\
Verdicts: AC accepted; PE presentation error (same tokens, other whitespace); WA wrong answer;
RE runtime error (non-zero exit or signal); TLE time limit exceeded; OLE output limit
exceeded; MLE memory limit exceeded; ILE idleness limit exceeded (interactive: nothing moved
and the program used no CPU for --idle); FAIL the checker or interactor crashed or a file could
not be read. Not judged: RUN (no .out: output shown), EMPTY (empty template: fill it in).

Interactive problems (problems/<id>/interactor.rs, built as <id>-interactor): each case is a
game, the program's stdin and stdout piped to `<id>-interactor <case.in>`, which exits 0 when
the program won, 1 when it lost (its one-line reason on stderr). TLE is the program's CPU
time above --timeout, or its wall time above five times that. A failure shows the end of the transcript (`judge:` and `program:`
lines, in order); --transcripts DIR saves each whole as DIR/<id>/<case>.transcript.

Special judge: problems/<id>/checker.rs (compiled with rustc) or an executable
problems/<id>/checker, run as `checker <input> <actual> <expected>`; exit 0 accepts, 1 is
WA, 2 is PE, anything else FAIL.

Exit status: 0 all judged cases passed; 1 some case failed; 2 a usage error (an unknown
problem included), a failed build, or a problem that could not be judged."
)]
struct Args {
    /// Problems to judge [default: all]
    #[arg(value_name = "ID")]
    ids: Vec<String>,
    /// Judge this executable (no build) against testcases/<ID>/
    #[arg(long, value_name = "PATH")]
    program: Option<PathBuf>,
    /// The problem whose testcases --program is judged on (a single ID works too)
    #[arg(long, value_name = "ID", requires = "program")]
    id: Option<String>,
    /// Build the dev profile (overflow checks on) instead of --release
    #[arg(long, conflicts_with = "program")]
    debug: bool,
    /// Wall-clock limit per case in seconds, fractions allowed
    #[arg(long, value_name = "SECS", default_value = "2", value_parser = cli::seconds)]
    timeout: Duration,
    /// Stdout limit per case in MiB
    #[arg(long, value_name = "MIB", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=4096))]
    output_limit: u32,
    /// Peak memory allowed per case in MiB (MLE above it) [default: the problem's, from
    /// memory-limit-mib in its Cargo.toml; else none]
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory_limit: Option<u64>,
    /// Interactive problems: seconds without a byte moving and without the program using
    /// CPU before ILE, fractions allowed
    #[arg(long, value_name = "SECS", default_value = "1", value_parser = cli::seconds)]
    idle: Duration,
    /// Interactive problems: save each failure's whole transcript under DIR
    #[arg(long, value_name = "DIR")]
    transcripts: Option<PathBuf>,
    /// Cases run at once [default: the number of cores]
    #[arg(short, long, value_name = "N")]
    jobs: Option<NonZeroUsize>,
    /// Colours in the report: auto means on a terminal with NO_COLOR unset
    #[arg(long, value_name = "WHEN", default_value = "auto")]
    color: ColorChoice,
}

/// Runs the command on `args` (the arguments after its name).
pub fn main(args: impl Iterator<Item = std::ffi::OsString>) -> ExitCode {
    let mut args =
        Args::parse_from(std::iter::once(std::ffi::OsString::from("scripts/check")).chain(args));
    if let Some(id) = args.id.take() {
        if args.ids.iter().any(|other| *other != id) {
            return cli::error(format!(
                "--program judges one problem: got --id {id} and {}",
                args.ids.join(" ")
            ));
        }
        args.ids = vec![id];
    }
    if args.program.is_some() && args.ids.len() != 1 {
        return cli::error("--program needs exactly one problem id: --id ID");
    }
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    // In a problem's folder, that problem (as cargo takes the package of the folder).
    let here = env::current_dir().ok();
    let here = here.and_then(|dir| workspace::problems::containing(&root, &dir));
    if let (true, None, Some(id)) = (args.ids.is_empty(), &args.program, here) {
        eprintln!("scripts/check: {id}, the problem of this folder (every problem: from the root)");
        args.ids = vec![id];
    }
    let stdout = io::stdout();
    let color = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            stdout.is_terminal() && env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
    };
    let mut settings = Settings {
        limits: Limits {
            time: args.timeout,
            output_bytes: (args.output_limit as usize) << 20,
            // Set per problem, from its memory limit (check::address_space_guard).
            address_space_bytes: None,
        },
        color,
        memory_limit_kib: args.memory_limit.map(|mib| mib * 1024),
        idle: args.idle,
        transcripts: args.transcripts.map(|dir| workspace::absolute(&dir)),
        ..Settings::default()
    };
    if let Some(jobs) = args.jobs {
        settings.jobs = jobs;
    }
    let options = CheckOptions {
        root,
        ids: args.ids,
        profile: if args.debug {
            Profile::Dev
        } else {
            Profile::Release
        },
        program: args.program,
        cargo_color: match args.color {
            ColorChoice::Auto => None,
            ColorChoice::Always => Some(true),
            ColorChoice::Never => Some(false),
        },
        settings,
    };
    match check::check(&options, &mut stdout.lock()) {
        Ok(summary) => ExitCode::from(summary.exit_code()),
        // The reader went away (`| head`): nothing left to say to anyone.
        Err(CheckError::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(cli::USAGE)
        }
        Err(error) => cli::error(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, clap::Error> {
        Args::try_parse_from(std::iter::once("scripts/check").chain(args.iter().copied()))
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
        assert_eq!(a.timeout, Duration::from_millis(500));
        assert_eq!(a.jobs, NonZeroUsize::new(3));
        assert_eq!(a.color, ColorChoice::Never);
        assert!(a.debug);
        let a = parse(&["--program", "./a.out", "--id", "hdu2177"]).unwrap();
        assert_eq!(
            (a.id.as_deref(), a.program),
            (Some("hdu2177"), Some("./a.out".into()))
        );
        let a = parse(&["hdu2177", "--program=./a.out"]).unwrap();
        assert_eq!(a.ids, ["hdu2177"]);
    }

    #[test]
    fn rejects_bad_arguments() {
        for (args, needle) in [
            (&["--frobnicate"][..], "unexpected argument '--frobnicate'"),
            (&["--timeout"], "a value is required for '--timeout <SECS>'"),
            (&["--timeout", "0"], "expected seconds"),
            (&["--timeout", "nan"], "expected seconds"),
            (&["--timeout", "1e300"], "expected seconds"),
            (&["--jobs", "0"], "invalid value '0' for '--jobs <N>'"),
            (
                &["--color", "sometimes"],
                "invalid value 'sometimes' for '--color <WHEN>'",
            ),
            (&["--id", "x"], "required arguments were not provided"),
            (&["--program", "p", "--debug"], "cannot be used with"),
            (
                &["--timeout", "1", "--timeout", "2"],
                "cannot be used multiple times",
            ),
            (&["--debug", "--debug"], "cannot be used multiple times"),
        ] {
            let error = parse(args).expect_err(&format!("{args:?} should be rejected"));
            let text = error.to_string();
            assert!(text.contains(needle), "{args:?}: {text}");
            assert_eq!(error.exit_code(), 2, "{args:?}");
        }
    }
}
