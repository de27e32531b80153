//! `scripts/bundle --verify`: what `scripts/test` runs so that no bundle breaks unnoticed.
//!
//! - Every problem, in both modes (one file when both modes write the same, as for every
//!   binary that reads through `snippets::io`): bundled, built by plain `rustc -C opt-level=2`
//!   under edition 2024 (Luogu's setting), judged on every testcase by the `scripts/check`
//!   machinery and held to the binaries' error voice (`judge::testing::error_voice_of`: bad
//!   tokens, rejected values, write errors); checked to compile (`--emit=metadata`) under edition 2021 and, standalone, by Rust 1.84 under 2021 (QOJ's,
//!   the oldest a judge runs).
//!   A bundle that keeps proconio or itertools is compiled against the workspace's own build
//!   of them.
//! - Every snippets module's paste form (`scripts/bundle --module <name>`, with what its first
//!   example needs) under a `main` that runs that example ([`module_program`]), compiled under
//!   both editions and the oldest Rust (the AtCoder Library's expand check: a module that needs
//!   one it does not name fails alone); and its header's `Depends on:` line against the
//!   modules its code refers to. (`tools/bundle/tests/paste.rs` compiles all of them together.)
//!
//! Compiles use `-D warnings`: a bundle a person submits compiles cleanly. The output is one
//! line per failure, with its details, and one summary line: nothing per success.

use crate::check::{Compile, compilers, crate_arguments};
// `lab/bench` compiles the standalone bundles through these (their place before `check`).
pub use crate::check::Rustc;
use crate::{Mode, Snippets, bundle_modules, bundle_problem, command_line, problem_main};
use judge::cases;
use judge::check::{self, Settings};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use workspace::pool;

/// Compiles the single file `source` into `output` with `rustc -D warnings`: optimised
/// (`-O`) into an executable, or only type-checked (`--emit=metadata`).
///
/// # Errors
/// rustc's diagnostics, or why it could not run.
pub fn compile(
    rustc: Rustc,
    edition: &'static str,
    source: &Path,
    output: &Path,
    optimize: bool,
    externs: &[String],
) -> Result<(), String> {
    let how = Compile {
        rustc,
        edition,
        optimize,
        deny_warnings: true,
        externs: externs.to_vec(),
        without_crates: false,
    };
    crate::check::compile(&how, source, output)
}

/// One compile to do.
struct Job {
    label: String,
    /// The problem whose testcases the result is judged on; `None` for a module check.
    id: Option<String>,
    source: PathBuf,
    output: PathBuf,
    how: Compile,
}

/// Runs `jobs` on every core; returns the error text of each failed one, by index.
fn compile_all(jobs: &[Job]) -> Vec<Option<String>> {
    pool::map(jobs, pool::cores(), |job| {
        crate::check::compile(&job.how, &job.source, &job.output).err()
    })
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Verifies the bundles of `ids` (every problem when empty) and of every snippets module;
/// writes a line per check to `out`, and the details of each failure. Returns whether all
/// passed.
///
/// # Errors
/// When the workspace cannot be read or built at all.
pub fn verify(root: &Path, ids: &[String], out: &mut dyn Write) -> Result<bool, String> {
    let ids = if ids.is_empty() {
        cases::list_problems(root)?
    } else {
        for id in ids {
            problem_main(root, id)?;
        }
        ids.to_vec()
    };
    let dir = workspace::target_dir(root).join("bundle");
    fs::create_dir_all(dir.join("bin"))
        .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;

    // Each distinct bundle once: the two modes write the same file for a program that reads
    // without proconio, as every problem's binary does.
    let mut bundles: Vec<(String, Mode, String, String)> = Vec::new();
    let mut ok = true;
    for id in &ids {
        for mode in [Mode::WithCrates, Mode::Standalone] {
            match bundle_problem(root, id, mode) {
                Ok(bundle) => {
                    // The same but for the header's command line.
                    let body =
                        |source: &str| source.split_once('\n').map(|(_, rest)| rest.to_string());
                    let same = (bundles.last()).is_some_and(|(last, _, _, source)| {
                        last == id && body(source) == body(&bundle.source)
                    });
                    if same {
                        // Standalone: every compiler a standalone bundle meets, 1.84 included.
                        let last = bundles.last_mut().expect("just checked");
                        last.1 = Mode::Standalone;
                        last.2 = format!("{} (the same file without it)", command_line(id, mode));
                    } else {
                        bundles.push((id.clone(), mode, command_line(id, mode), bundle.source));
                    }
                }
                Err(message) => {
                    ok = false;
                    let _ = writeln!(out, "FAIL  `{}`: {message}", command_line(id, mode));
                }
            }
        }
    }
    // The crates a bundle keeps are linked against the workspace's own build of them.
    let crates = bundles.iter().any(|(_, mode, _, source)| {
        *mode == Mode::WithCrates && (source.contains("proconio") || source.contains("itertools"))
    });
    let externs = if crates {
        let mut cargo_args = vec!["--release".to_string()];
        for id in &ids {
            cargo_args.extend(["-p".to_string(), id.clone()]);
        }
        crate_arguments(root, &cargo_args)?
    } else {
        Vec::new()
    };

    let mut jobs = Vec::new();
    for (id, mode, shown, source_text) in &bundles {
        let stem = match mode {
            Mode::WithCrates => id.clone(),
            Mode::Standalone => format!("{id}-standalone"),
        };
        let source = dir.join(format!("{stem}.rs"));
        write(&source, source_text)?;
        // The first compiler builds the executable that is judged; the others check that the
        // file compiles (`--emit=metadata`): one judged run per bundle, not one per compiler.
        for (i, (rustc, edition)) in compilers(*mode).into_iter().enumerate() {
            let judged = i == 0;
            let name = format!(
                "{stem}{}-{edition}{}",
                rustc.suffix(),
                if judged { "" } else { ".rmeta" }
            );
            jobs.push(Job {
                label: format!("{shown}, {} --edition {edition}", rustc.label()),
                id: judged.then(|| id.clone()),
                output: dir.join("bin").join(name),
                source: source.clone(),
                how: Compile {
                    rustc,
                    edition,
                    optimize: judged,
                    deny_warnings: true,
                    externs: if *mode == Mode::WithCrates {
                        externs.clone()
                    } else {
                        Vec::new()
                    },
                    without_crates: false,
                },
            });
        }
    }
    let snippets = Snippets::load(root)?;
    for module in snippets.modules() {
        let name = &module.name;
        match Snippets::check_header(module) {
            Ok(()) => {}
            Err(message) => {
                ok = false;
                let _ = writeln!(out, "FAIL  snippets::{name}: {message}");
            }
        }
        let (_, program) = module_program(root, &snippets, &[name.as_str()])?;
        let source = dir.join(format!("module-{name}.rs"));
        write(&source, &program)?;
        for (rustc, edition) in compilers(Mode::Standalone) {
            jobs.push(Job {
                label: format!(
                    "scripts/bundle --module {name}, {} --edition {edition}",
                    rustc.label()
                ),
                id: None,
                output: dir
                    .join("bin")
                    .join(format!("module-{name}{}-{edition}.rmeta", rustc.suffix())),
                source: source.clone(),
                how: Compile {
                    rustc,
                    edition,
                    optimize: false,
                    deny_warnings: true,
                    externs: Vec::new(),
                    without_crates: false,
                },
            });
        }
    }

    let errors = compile_all(&jobs);
    let (mut compiled, mut judged_cases, mut bad_inputs) = (0, 0, 0);
    for (job, error) in jobs.iter().zip(errors) {
        if let Some(error) = error {
            ok = false;
            let _ = writeln!(out, "FAIL  {}: does not compile\n{error}", job.label);
            continue;
        }
        compiled += 1;
        let Some(id) = &job.id else {
            continue;
        };
        let judged = judge_executable(root, id, &job.output, &job.label);
        // And the one error voice of the binaries: bad tokens, rejected values, write errors.
        let voice = |passed| {
            judge::testing::error_voice_of(id, &job.output)
                .map(|runs| (passed, runs))
                .map_err(|message| format!("its error voice: {message}"))
        };
        match judged.map(|judged| judged.and_then(voice)) {
            Ok(Ok((passed, runs))) => {
                judged_cases += passed;
                bad_inputs += runs;
            }
            Ok(Err(report)) | Err(report) => {
                ok = false;
                let _ = writeln!(out, "FAIL  {}: {report}", job.label);
            }
        }
    }
    // Quiet when all is well: one line for everything checked.
    let names = |mode| {
        let list: Vec<String> = compilers(mode)
            .into_iter()
            .map(|(rustc, edition)| format!("{} --edition {edition}", rustc.label()))
            .collect();
        list.join(", ")
    };
    let _ = writeln!(
        out,
        "{} bundles of {} problems and {} modules' paste forms: {compiled} of {} compiles passed \
         ({}; without crates also {}), {judged_cases} testcases and {bad_inputs} bad inputs \
         judged (built by rustc --edition 2024 -C opt-level=2); headers' `Depends on:` checked",
        bundles.len(),
        ids.len(),
        snippets.modules().len(),
        jobs.len(),
        names(Mode::WithCrates),
        OLDEST_RUST_LABEL,
    );
    Ok(ok)
}

/// How the summary names Rust 1.84.
const OLDEST_RUST_LABEL: &str = "rustc 1.84.0 --edition 2021";

/// Judges the executable `program` on every testcase of problem `id` by the `scripts/check`
/// machinery: `Ok(Ok(passed))` when every case passed, `Ok(Err(report))` with the report when
/// one did not, `Err` when the testcases cannot be read.
///
/// # Errors
/// When the testcases cannot be found or the judge fails to run.
pub fn judge_executable(
    root: &Path,
    id: &str,
    program: &Path,
    label: &str,
) -> Result<Result<usize, String>, String> {
    let mut problem = cases::discover(root, id)
        .and_then(|tests| check::ready(root, tests, program.to_path_buf()))?;
    problem.tests.id = label.to_string();
    let mut report = Vec::new();
    let summary = check::judge_problems(root, vec![Ok(problem)], &Settings::default(), &mut report)
        .map_err(|e| e.to_string())?;
    Ok(if summary.exit_code() == 0 {
        Ok(summary.passed)
    } else {
        Err(format!("\n{}", String::from_utf8_lossy(&report)))
    })
}

/// The doctests of a module file that are compiled (not `ignore`, `compile_fail`, `text`),
/// their `# ` lines shown: every public item has one, and it calls the item.
fn examples(text: &str) -> Vec<String> {
    let mut lines = text
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("///"))
        .map(|l| l.strip_prefix(' ').unwrap_or(l));
    let mut found = Vec::new();
    while let Some(fence) = lines.find(|l| l.starts_with("```")) {
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        let info = fence.trim_start_matches('`');
        if ["ignore", "compile_fail", "text"]
            .iter()
            .any(|x| info.contains(x))
        {
            continue;
        }
        let body: Vec<&str> = body
            .iter()
            .map(|l| match l.strip_prefix("# ") {
                Some(shown) => shown,
                None if *l == "#" => "",
                None => l,
            })
            .collect();
        found.push(body.join("\n"));
    }
    found
}

/// The first example of `module` that names it (`snippets::<module>`, or one of its macros),
/// as statements for `main`: wrapped in a closure when it ends in `Ok::<...>(())`, as rustdoc
/// wraps it.
fn example_of(root: &Path, module: &crate::Module) -> Result<String, String> {
    let name = &module.name;
    let path = root.join(format!("snippets/src/{name}.rs"));
    let text =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let all = examples(&text);
    let names_it = |example: &&String| {
        example.contains(&format!("snippets::{name}"))
            || module
                .macros
                .iter()
                .any(|m| example.contains(&format!("snippets::{m}")))
    };
    let example = all
        .iter()
        .find(names_it)
        .ok_or(format!("{name}: no example names snippets::{name}"))?;
    Ok(if example.contains("Ok::<") {
        format!("let _ = (|| {{\n{example}\n}})();")
    } else {
        example.clone()
    })
}

/// The `--module` block of `names` (and of what their examples name) followed by a `main`
/// that runs each module's first example: `(label, source)`. `--verify` compiles it for each
/// module alone; `tools/bundle/tests/paste.rs` for all of them together.
///
/// # Errors
/// When a module is unknown, has no example that names it, or cannot be read.
pub fn module_program(
    root: &Path,
    snippets: &Snippets,
    names: &[&str],
) -> Result<(String, String), String> {
    let mut roots: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let mut main = String::from("#[allow(unused)]\nfn main() {\n");
    for name in names {
        let module = snippets
            .modules()
            .iter()
            .find(|m| m.name == *name)
            .ok_or(format!("no module `{name}`"))?;
        let example = example_of(root, module)?;
        // An example may need a module its module does not (a macro may name another module's).
        for (at, _) in example.match_indices("snippets::") {
            let word: String = example[at + 10..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            roots.extend(snippets.module_of(&word).map(String::from));
        }
        main += &format!("    {{\n{example}\n    }}\n");
    }
    main += "}\n";
    let block = bundle_modules(root, &roots)?;
    let label = format!("--module {}", names.join(" --module "));
    Ok((label, format!("{}\n{main}", block.source)))
}
