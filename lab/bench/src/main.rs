//! `scripts/bench [ID...] [--runs N] [--seed S]`: see the crate documentation.

use bench::measure::{Contender, Peak, Timing, paired_ratio, peak_memory, time_all};
use bundle::verify::{Rustc, compile};
use bundle::{Mode, bundle_problem};
use clap::{Parser, builder::TypedValueParser};
use problem::MaxInput;
use std::fs;
use std::path::Path;
use std::process::{Command, ExitCode};
use workspace::build::{self, Package, Profile};
use workspace::cli;

/// Every problem's release binary on maximum-size input, against the I/O limit, its
/// standalone bundle and contest C++.
///
/// Times every problem's release binary (or the IDs') on a maximum-size input generated from
/// the seed (into target/bench/, not committed): median CPU time (user and system, as judges
/// count it; other jobs move it less than wall time) over N runs after a warm-up, MB/s,
/// queries/s and peak memory; beside it the standalone bundle compiled by rustc -C opt-level=2,
/// contest C++ (problems/<id>/cpp/scanf.cpp, scanf/printf; cpp/fread.cpp, the fast I/O of
/// lab/bench/cpp/fastio.hpp; both g++ -O2) and the I/O limit (read the file, write as many
/// bytes, no parsing). Ends with a Markdown table for docs/benchmarks.md.
#[derive(Debug, Parser)]
#[command(
    name = "scripts/bench",
    bin_name = "scripts/bench",
    verbatim_doc_comment,
    after_help = "Outputs that differ between the programs make the exit status 1; times never \
                  do. Nanoseconds per call of the snippets: cargo bench -p bench-snippets."
)]
struct Options {
    /// Problems to time [default: every problem]
    #[arg(value_name = "ID")]
    ids: Vec<String>,
    /// Timed runs per program (the median is reported)
    #[arg(long, value_name = "N", default_value_t = 11, value_parser = clap::value_parser!(u16).range(1..=1000).map(usize::from))]
    runs: usize,
    /// Seed of the generated inputs
    #[arg(long, value_name = "S", default_value_t = 2026)]
    seed: u64,
}

/// One line of what this machine is.
fn machine() -> String {
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split(':').nth(1))
                .map(|name| name.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let version = |program: &str, arg: &str| {
        Command::new(program)
            .arg(arg)
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .and_then(|text| text.lines().next().map(str::to_string))
            .unwrap_or_else(|| format!("no {program}"))
    };
    format!(
        "{cpu}, {cores} cores; {}; {}",
        version("rustc", "--version"),
        version("g++", "--version")
    )
}

fn megabytes(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

/// The row of the summary table for one problem.
struct Row {
    id: String,
    input_bytes: usize,
    queries: u64,
    timings: Vec<Timing>,
    /// Per program, its peak memory in KiB on the input repeated ten times, where it reads
    /// all of it (`None` where it stops at the first sentinel).
    tenfold: Vec<(String, Option<u64>)>,
}

impl Row {
    fn time(&self, name: &str) -> Option<&Timing> {
        self.timings.iter().find(|t| t.name == name)
    }
}

const RUST: &str = "rust (crate build)";
const STANDALONE: &str = "rust --standalone";
const CPP: &str = "C++ scanf/printf";
const FREAD: &str = "C++ fread";
/// How many times the input is repeated for the memory run.
const TENFOLD: usize = 10;
const IO_LIMIT: &str = "I/O limit";
const READ_SNIPPETS: &str = "I/O + snippets::input";
const READ_PROCONIO: &str = "I/O + proconio";

/// The benchmark's input of each problem: `Problem::max_input` from `seed`, made by the
/// problem's driver (`workspace::drivers`) into `path`.
fn generate(root: &Path, id: &str, seed: u64, path: &Path) -> Result<MaxInput, String> {
    let driver = workspace::drivers::every_driver(root, id)?;
    let output = Command::new(&driver)
        .args(["max-input", "--seed", &seed.to_string(), "--out"])
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", driver.display()))?;
    let queries = String::from_utf8_lossy(&output.stdout).trim().parse().ok();
    match queries.filter(|_| output.status.success()) {
        Some(queries) => {
            let text = fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            Ok(MaxInput { text, queries })
        }
        None => Err(String::from_utf8_lossy(&output.stderr)
            .trim_end()
            .trim_start_matches("error: ")
            .to_string()),
    }
}

/// Whether problem `id` plays against an interactor (`problems/<id>/interactor.rs`).
fn interactive(root: &Path, id: &str) -> bool {
    root.join("problems")
        .join(id)
        .join("interactor.rs")
        .is_file()
}

/// `ids` as the problems they name, once each, in order (an alias is its problem); every
/// problem when `ids` is empty.
///
/// # Errors
/// The unknown-problem message, or the want of a description.
fn problems(root: &Path, ids: &[String]) -> Result<Vec<String>, String> {
    // An interactive problem plays a game with the judge: no input file to time it on.
    if ids.is_empty() {
        let every = workspace::drivers::described(root);
        return Ok(every
            .into_iter()
            .filter(|id| !interactive(root, id))
            .collect());
    }
    let mut problems = Vec::new();
    for id in ids {
        workspace::problems::require(root, id).map_err(|unknown| unknown.to_string())?;
        let problem = workspace::problems::canonical(id).to_string();
        if !root
            .join("problems")
            .join(&problem)
            .join("problem.rs")
            .is_file()
        {
            return Err(format!(
                "problems/{id}/problem.rs does not exist: the benchmark's input is described \
                 there (Problem::max_input)"
            ));
        }
        if interactive(root, &problem) {
            return Err(format!(
                "{id} is interactive: it plays against problems/{problem}/interactor.rs, with no \
                 input file to time (scripts/check and scripts/stress judge it)"
            ));
        }
        if !problems.contains(&problem) {
            problems.push(problem);
        }
    }
    Ok(problems)
}

fn run(root: &Path, options: &Options) -> Result<bool, String> {
    let ids = problems(root, &options.ids)?;
    let dir = workspace::target_dir(root).join("bench");
    fs::create_dir_all(dir.join("bin"))
        .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;

    let packages: Vec<Package> = ids.iter().map(|id| Package::problem(root, id)).collect();
    let binaries = build::build(root, &packages, Profile::Release, None)?;
    let io_limit = build::cargo_artifacts(
        root,
        "build",
        &["--release", "-p", "bench", "--bin", "io_limit"],
    )?
    .into_iter()
    .find_map(|artifact| {
        artifact
            .executable
            .filter(|_| artifact.target_name == "io_limit")
    })
    .ok_or("cargo built no io_limit")?;

    println!("machine: {}", machine());
    let mut rows = Vec::new();
    let mut outputs_agree = true;
    for id in &ids {
        let id = id.as_str();
        let input_path = dir.join(format!("{id}.in"));
        let input = generate(root, id, options.seed, &input_path)?;
        let rust = binaries
            .get(id)
            .ok_or_else(|| format!("no binary for {id}"))?;

        let mut contenders = vec![Contender {
            name: RUST.into(),
            program: rust.clone(),
            args: Vec::new(),
        }];
        let bundle_source = dir.join(format!("{id}-standalone.rs"));
        let bundle_binary = dir.join("bin").join(format!("{id}-standalone"));
        let bundle = bundle_problem(root, id, Mode::Standalone)?;
        fs::write(&bundle_source, &bundle.source)
            .map_err(|e| format!("cannot write {}: {e}", bundle_source.display()))?;
        compile(
            Rustc::Default,
            "2021",
            &bundle_source,
            &bundle_binary,
            true,
            &[],
        )?;
        contenders.push(Contender {
            name: STANDALONE.into(),
            program: bundle_binary,
            args: Vec::new(),
        });
        let cpp_source = root.join("problems").join(id).join("cpp/scanf.cpp");
        if cpp_source.is_file() {
            let cpp_binary = dir.join("bin").join(format!("{id}-cpp"));
            match bench::cpp::compile(&cpp_source, &cpp_binary) {
                Ok(()) => contenders.push(Contender {
                    name: CPP.into(),
                    program: cpp_binary,
                    args: Vec::new(),
                }),
                Err(message) => eprintln!("{id}: C++ left out: {message}"),
            }
        }
        let fread_source = root.join("problems").join(id).join("cpp/fread.cpp");
        if fread_source.is_file() {
            let fread_binary = dir.join("bin").join(format!("{id}-fread"));
            match bench::cpp::compile(&fread_source, &fread_binary) {
                Ok(()) => contenders.push(Contender {
                    name: FREAD.into(),
                    program: fread_binary,
                    args: Vec::new(),
                }),
                Err(message) => eprintln!("{id}: C++ fread left out: {message}"),
            }
        }
        let programs = contenders.len();
        // The I/O limit writes as many bytes as the binary does: measure that once.
        let first = time_all(&contenders[..1], &input_path, 1)?;
        let output_bytes = first[0].output.len();
        for (name, reader) in [
            (IO_LIMIT, None),
            (READ_SNIPPETS, Some("snippets")),
            (READ_PROCONIO, Some("proconio")),
        ] {
            let mut args = vec![output_bytes.to_string().into()];
            if let Some(reader) = reader {
                args.extend(["--read".into(), reader.into()]);
                // An input of words (abc209e) is read as words, not numbers.
                let is_number = |token: &str| token.bytes().all(|byte| byte.is_ascii_digit());
                if !input.text.split_ascii_whitespace().all(is_number) {
                    args.push("--words".into());
                }
            }
            contenders.push(Contender {
                name: name.into(),
                program: io_limit.clone(),
                args,
            });
        }

        let timings = time_all(&contenders, &input_path, options.runs)?;
        println!(
            "\n{id}: {} queries, {:.1} MB in, {:.1} MB out, CPU time: median of {} runs",
            input.queries,
            megabytes(input.text.len()),
            megabytes(output_bytes),
            options.runs
        );
        println!(
            "  {:<20} {:>9} {:>9} {:>12} {:>10}",
            "program", "CPU time", "MB/s", "queries/s", "peak mem"
        );
        for timing in &timings {
            let seconds = timing.median.as_secs_f64();
            let same = [IO_LIMIT, READ_SNIPPETS, READ_PROCONIO].contains(&timing.name.as_str())
                || timing.output == timings[0].output;
            if !same {
                outputs_agree = false;
            }
            println!(
                "  {:<20} {:>6.1} ms {:>9.0} {:>10.2} M {:>7.1} MB{}",
                timing.name,
                seconds * 1e3,
                megabytes(input.text.len()) / seconds,
                input.queries as f64 / seconds / 1e6,
                timing.peak_kib as f64 / 1024.0 * 1.048_576,
                if same {
                    ""
                } else {
                    "   OUTPUT DIFFERS from rust (crate build)"
                }
            );
        }
        for (name, other) in [(FREAD, STANDALONE), (FREAD, RUST), (CPP, STANDALONE)] {
            let find = |name: &str| timings.iter().find(|t| t.name == name);
            let ratio = find(other)
                .zip(find(name))
                .and_then(|(a, b)| paired_ratio(a, b));
            if let Some(ratio) = ratio {
                println!("  {other} / {name}: {ratio:.3} (median of the rounds' ratios)");
            }
        }

        // Memory against input length: the same input ten times over, one run each.
        let tenfold_path = dir.join(format!("{id}-x{TENFOLD}.in"));
        fs::write(&tenfold_path, input.text.repeat(TENFOLD))
            .map_err(|e| format!("cannot write {}: {e}", tenfold_path.display()))?;
        let peaks = peak_memory(&contenders[..programs], &tenfold_path);
        let _ = fs::remove_file(&tenfold_path);
        let mut tenfold: Vec<(String, Option<u64>)> = Vec::new();
        for (contender, peak) in contenders[..programs].iter().zip(peaks?) {
            let name = &contender.name;
            let first = timings.iter().find(|t| &t.name == name);
            let kib = match peak {
                Peak::Ran { kib, output_bytes }
                    if first.is_some_and(|t| output_bytes == TENFOLD * t.output.len()) =>
                {
                    println!(
                        "  {name} on the input x{TENFOLD} ({:.0} MB): peak memory {:.1} MB",
                        megabytes(input.text.len() * TENFOLD),
                        kib as f64 * 1024.0 / 1e6
                    );
                    Some(kib)
                }
                Peak::Ran { .. } => {
                    println!("  {name} on the input x{TENFOLD}: stops at the first sentinel");
                    None
                }
                Peak::Refused(line) => {
                    println!("  {name} on the input x{TENFOLD}: refused it, {line}");
                    None
                }
            };
            tenfold.push((name.clone(), kib));
        }
        rows.push(Row {
            id: id.to_string(),
            input_bytes: input.text.len(),
            queries: input.queries,
            timings,
            tenfold,
        });
    }

    println!("\n{}", markdown(&rows));
    Ok(outputs_agree)
}

/// The summary tables, in Markdown: times with the ratios the targets speak of, then peak
/// memory.
fn markdown(rows: &[Row]) -> String {
    let ms = |t: Option<&Timing>| {
        t.map_or("-".to_string(), |t| {
            format!("{:.0} ms", t.median.as_secs_f64() * 1e3)
        })
    };
    let ratio = |a: Option<&Timing>, b: Option<&Timing>| match (a, b) {
        (Some(a), Some(b)) => paired_ratio(a, b).map_or("-".to_string(), |r| format!("{r:.2}")),
        _ => "-".to_string(),
    };
    let memory = |kib: u64| format!("{:.1} MB", kib as f64 * 1024.0 / 1e6);
    let mut table = String::from(
        "| problem | input | rust (crate build) | rust --standalone | C++ scanf/printf | C++ fread | I/O limit | standalone / fread | crate build / fread | standalone / scanf |\n\
         | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for row in rows {
        let (rust, standalone, cpp, fread, limit) = (
            row.time(RUST),
            row.time(STANDALONE),
            row.time(CPP),
            row.time(FREAD),
            row.time(IO_LIMIT),
        );
        table += &format!(
            "| {} | {} queries, {:.1} MB | {} | {} | {} | {} | {} | {} | {} | {} |\n",
            row.id,
            row.queries,
            megabytes(row.input_bytes),
            ms(rust),
            ms(standalone),
            ms(cpp),
            ms(fread),
            ms(limit),
            ratio(standalone, fread),
            ratio(rust, fread),
            ratio(standalone, cpp),
        );
    }
    table.push_str(
        "\n| problem | peak memory | rust (crate build) | rust --standalone | C++ scanf/printf | C++ fread | I/O limit |\n\
         | --- | --- | --- | --- | --- | --- | --- |\n",
    );
    for row in rows {
        let peaks: Vec<String> = [RUST, STANDALONE, CPP, FREAD, IO_LIMIT]
            .iter()
            .map(|name| {
                row.time(name)
                    .map_or("-".to_string(), |t| memory(t.peak_kib))
            })
            .collect();
        table += &format!(
            "| {} | input ({:.1} MB) | {} |\n",
            row.id,
            megabytes(row.input_bytes),
            peaks.join(" | ")
        );
        if row.tenfold.iter().any(|(_, peak)| peak.is_some()) {
            let peaks: Vec<String> = [RUST, STANDALONE, CPP, FREAD, IO_LIMIT]
                .iter()
                .map(|name| {
                    row.tenfold
                        .iter()
                        .find(|(n, _)| n == name)
                        .and_then(|(_, peak)| *peak)
                        .map_or("-".to_string(), memory)
                })
                .collect();
            table += &format!(
                "| {} | input x{TENFOLD} ({:.0} MB) | {} |\n",
                row.id,
                megabytes(row.input_bytes * TENFOLD),
                peaks.join(" | ")
            );
        }
    }
    table
}

fn main() -> ExitCode {
    let options = Options::parse();
    let root = match workspace::find_root() {
        Ok(root) => root,
        Err(message) => return cli::error(message),
    };
    match run(&root, &options) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: some program's output differs from the Rust binary's (see above)");
            ExitCode::from(cli::FAILED)
        }
        Err(message) => cli::error(message),
    }
}
