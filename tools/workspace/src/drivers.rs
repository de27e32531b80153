//! Each problem's description (`problems/<id>/problem.rs`) compiled on its own, into a small
//! program of its own: the problem's *driver*. The tools themselves never compile a
//! description: `scripts/stress`, `scripts/table` and `scripts/bench` (and the error voice of
//! `scripts/bundle --verify`) run the problem's driver, which runs the `driver` library's
//! generic code on the description's own type (`driver::main`).
//!
//! The drivers are a generated workspace under the target directory, `target/drivers/`:
//!
//! - `target/drivers/Cargo.toml`: a `[workspace]` whose members are the drivers, with the
//!   root's `[profile.*]` tables, and `Cargo.lock`, a copy of the root's (the same versions);
//! - `target/drivers/<id>/Cargo.toml`: the package `driver-<id>`, on the `driver` and `problem`
//!   libraries by path;
//! - `target/drivers/<id>/main.rs`: `#[path]` to `problems/<id>/problem.rs`, and
//!   `fn main() { driver::main("<root>", "<id>", description::description()) }`.
//!
//! They are built by cargo into the workspace's own target directory and profile, so the
//! libraries are compiled once for the tools and the drivers alike. A description that does
//! not compile stops only its own driver; an edit of one rebuilds only its driver. Files are
//! written only when their text changes, so that cargo sees nothing new when nothing is.

use crate::build::parse_artifact;
use crate::problems::natural_cmp;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// The directory of the generated drivers' workspace.
pub fn dir(root: &Path) -> PathBuf {
    crate::target_dir(root).join("drivers")
}

/// The package (and binary) name of problem `id`'s driver.
pub fn package(id: &str) -> String {
    format!("driver-{id}")
}

/// The problems that have a description, `problems/<id>/problem.rs`, in natural order.
pub fn described(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = fs::read_dir(root.join("problems"))
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let id = entry.file_name().into_string().ok()?;
            entry.path().join("problem.rs").is_file().then_some(id)
        })
        .collect();
    ids.sort_by(|a, b| natural_cmp(a, b));
    ids
}

/// The cargo profile the tools run in, which their drivers are built in too: `$TOOLS_PROFILE`
/// (set by `scripts/tool.sh`), else the profile of this executable's directory
/// (`target/debug` is `dev`), else `tools`.
pub fn tools_profile() -> String {
    if let Some(profile) = std::env::var_os("TOOLS_PROFILE").filter(|p| !p.is_empty()) {
        return profile.to_string_lossy().into_owned();
    }
    let exe = std::env::current_exe().ok();
    let parent = exe.as_deref().and_then(Path::parent);
    // A test binary lives in target/<dir>/deps.
    let parent = parent.map(|p| {
        if p.ends_with("deps") {
            p.parent().unwrap_or(p)
        } else {
            p
        }
    });
    match parent.and_then(Path::file_name).and_then(|n| n.to_str()) {
        Some("debug") => "dev".to_string(),
        Some(dir @ ("release" | "tools")) => dir.to_string(),
        _ => "tools".to_string(),
    }
}

/// Writes `text` to `path` unless it holds that already (so that its time does not change).
fn write_if_changed(path: &Path, text: &str) -> Result<(), String> {
    if fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    // Whole or not at all: two tools generating at once never leave half a file for cargo.
    crate::files::write(path, text.as_bytes(), crate::files::Existing::Replace)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The root manifest's `[profile.*]` tables, as written there: the drivers are built as the
/// tools are. A table for a package the drivers do not use (`[profile.dev.package.bundle]`)
/// is left out, as cargo would warn of it.
fn profiles(root: &Path) -> Result<String, String> {
    let manifest = root.join("Cargo.toml");
    let text = fs::read_to_string(&manifest)
        .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
    let mut out = String::new();
    let mut keep = false;
    for line in text.lines() {
        if let Some(header) = line.trim().strip_prefix('[') {
            let name = header.trim_end_matches(']');
            keep = name.starts_with("profile.")
                && name
                    .split_once(".package.")
                    .is_none_or(|(_, package)| USED_PACKAGES.contains(&package));
        }
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    Ok(out)
}

/// Packages a driver is built from that a `[profile.*.package.<name>]` may tune.
const USED_PACKAGES: &[&str] = &["snippets", "problem", "driver", "stress", "table", "judge"];

/// Every problem's description: `(id, problems/<id>/problem.rs)` of [`described`].
pub fn descriptions(root: &Path) -> Vec<(String, PathBuf)> {
    let root = fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    described(&root)
        .into_iter()
        .map(|id| {
            let source = root.join("problems").join(&id).join("problem.rs");
            (id, source)
        })
        .collect()
}

/// Writes the drivers' workspace into `dir` for the problems `descriptions` (each id and its
/// `problem.rs`: see the module's documentation); returns its manifest.
///
/// # Errors
/// When a file cannot be read or written.
pub fn generate(
    root: &Path,
    dir: &Path,
    descriptions: &[(String, PathBuf)],
) -> Result<PathBuf, String> {
    let root = fs::canonicalize(root).unwrap_or_else(|_| root.to_path_buf());
    let tools = root.join("tools");
    let mut members = String::new();
    for (id, source) in descriptions {
        members.push_str(&format!("    {id:?},\n"));
        let manifest = format!(
            "# Generated by workspace::drivers from problems/{id}/problem.rs: do not edit.\n\
             [package]\nname = \"{package}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [[bin]]\nname = \"{package}\"\npath = \"main.rs\"\ntest = false\n\n\
             [dependencies]\ndriver = {{ path = {driver:?} }}\nproblem = {{ path = {problem:?} }}\n",
            package = package(id),
            driver = tools.join("driver").display().to_string(),
            problem = tools.join("problem").display().to_string(),
        );
        write_if_changed(&dir.join(id).join("Cargo.toml"), &manifest)?;
        let main = format!(
            "//! Generated by workspace::drivers: problem {id}'s description, driven.\n\n\
             #[path = {path:?}]\nmod description;\n\n\
             fn main() -> std::process::ExitCode {{\n    driver::main({root:?}, {id:?}, description::description())\n}}\n",
            path = source.display().to_string(),
            root = root.display().to_string(),
        );
        write_if_changed(&dir.join(id).join("main.rs"), &main)?;
    }
    let workspace = format!(
        "# Generated by workspace::drivers: each problem's description, a program of its own.\n\
         [workspace]\nresolver = \"3\"\nmembers = [\n{members}]\n\n{}",
        profiles(&root)?
    );
    let manifest = dir.join("Cargo.toml");
    write_if_changed(&manifest, &workspace)?;
    let lock = fs::read_to_string(root.join("Cargo.lock")).unwrap_or_default();
    if !lock.is_empty() {
        write_if_changed(&dir.join("Cargo.lock"), &lock)?;
    }
    Ok(manifest)
}

/// Builds the drivers of `ids` (problems with a description) in `profile`, in one cargo run
/// that goes on past a description that does not compile (`--keep-going`; cargo's diagnostics
/// on this process's stderr): each id's executable, or why there is none.
///
/// # Errors
/// When the drivers' workspace cannot be written or cargo cannot run at all.
pub fn build(
    root: &Path,
    ids: &[String],
    profile: &str,
) -> Result<BTreeMap<String, Result<PathBuf, String>>, String> {
    build_in(root, &dir(root), &descriptions(root), ids, profile)
}

/// [`build`] with the drivers' workspace in `dir`, made of `descriptions` (each id and its
/// `problem.rs`) rather than of the workspace's problems: what a test builds a description
/// of its own with. The libraries' artifacts are shared with [`build`]'s when `dir` is beside
/// [`dir`] (cargo names a library outside a workspace by its absolute path).
///
/// # Errors
/// As [`build`].
pub fn build_in(
    root: &Path,
    dir: &Path,
    descriptions: &[(String, PathBuf)],
    ids: &[String],
    profile: &str,
) -> Result<BTreeMap<String, Result<PathBuf, String>>, String> {
    let every: Vec<String> = descriptions.iter().map(|(id, _)| id.clone()).collect();
    let manifest = generate(root, dir, descriptions)?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(&cargo);
    command
        .args([
            "build",
            "--keep-going",
            "--message-format=json-render-diagnostics",
        ])
        .arg("--manifest-path")
        .arg(&manifest)
        .args(["--profile", profile])
        .env("CARGO_TARGET_DIR", crate::target_dir(root));
    let ours: Vec<&String> = ids.iter().filter(|id| every.contains(id)).collect();
    for id in &ours {
        command.args(["-p", &package(id)]);
    }
    if ours.is_empty() {
        return Ok(ids
            .iter()
            .map(|id| (id.clone(), Err(no_description(id))))
            .collect());
    }
    if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        command.arg("--color=always");
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", cargo.to_string_lossy()))?;
    // Cargo's lines only when it compiles something, as scripts/tool.sh shows the tool's own
    // build: a warm run says nothing.
    let stderr = child.stderr.take().expect("piped");
    let shown = std::thread::spawn(move || {
        use std::io::BufRead;
        let mut shown = false;
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            if !shown
                && line
                    .trim_start_matches(|c: char| {
                        c == '\u{1b}'
                            || c == '['
                            || c.is_ascii_digit()
                            || c == ';'
                            || c == 'm'
                            || c == ' '
                    })
                    .starts_with("Finished")
            {
                continue;
            }
            shown = true;
            eprintln!("{line}");
        }
    });
    let output = child
        .wait_with_output()
        .map_err(|e| format!("cannot run {}: {e}", cargo.to_string_lossy()))?;
    let _ = shown.join();
    let mut built: BTreeMap<String, PathBuf> = BTreeMap::new();
    for artifact in String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(parse_artifact)
    {
        if let (Some(id), Some(executable)) = (
            artifact.target_name.strip_prefix("driver-"),
            artifact.executable,
        ) {
            built.insert(id.to_string(), executable);
        }
    }
    Ok(ids
        .iter()
        .map(|id| {
            if !every.contains(id) {
                return (id.clone(), Err(no_description(id)));
            }
            let driver = built.remove(id).ok_or_else(|| {
                format!(
                    "problems/{id}/problem.rs does not compile (cargo's errors above; cargo \
                     build exited with {})",
                    output.status
                )
            });
            (id.clone(), driver)
        })
        .collect())
}

/// The driver of problem `id`, of a build of every problem's driver made once per process
/// (the first call builds them all, in the tools' profile): what a command that visits every
/// problem in turn calls (`scripts/bundle --verify`).
///
/// # Errors
/// When `id` has no description, its description does not compile, or cargo cannot run.
pub fn every_driver(root: &Path, id: &str) -> Result<PathBuf, String> {
    type Built = Result<BTreeMap<String, Result<PathBuf, String>>, String>;
    static BUILT: OnceLock<Mutex<Option<Built>>> = OnceLock::new();
    let mut built = BUILT
        .get_or_init(Default::default)
        .lock()
        .map_err(|e| e.to_string())?;
    let built = built.get_or_insert_with(|| build(root, &described(root), &tools_profile()));
    let drivers = built.as_ref().map_err(Clone::clone)?;
    match drivers.get(id) {
        Some(driver) => driver.clone(),
        None => Err(no_description(id)),
    }
}

/// Why problem `id` has no driver: it has no description.
fn no_description(id: &str) -> String {
    format!(
        "problems/{id}/problem.rs does not exist: a problem's random cases, bad tokens and \
         brute force are described there (see problems/hdu1846/problem.rs)"
    )
}

/// Runs `driver voice <program>`: the one error voice of `program` held to the problem's
/// description (`judge::testing::error_voice`): how many runs, or what broke it.
///
/// # Errors
/// What the driver says broke the error voice, or why it could not run.
pub fn error_voice(driver: &Path, program: &Path) -> Result<usize, String> {
    let output = Command::new(driver)
        .arg("voice")
        .arg(program)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", driver.display()))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stdout = stdout.trim_end();
    if output.status.success() {
        return stdout
            .strip_prefix("runs ")
            .and_then(|runs| runs.parse().ok())
            .ok_or_else(|| format!("{} voice said {stdout:?}", driver.display()));
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    Err(match stdout.is_empty() {
        true => format!(
            "{} failed ({}): {}",
            driver.display(),
            output.status,
            stderr.trim_end()
        ),
        false => stdout.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    #[test]
    fn the_profiles_are_the_roots_but_for_packages_the_drivers_do_not_use() {
        let profiles = profiles(&root()).unwrap();
        assert!(profiles.contains("[profile.tools]\n"), "{profiles}");
        assert!(
            profiles.contains("[profile.dev.package.snippets]\n"),
            "{profiles}"
        );
        assert!(
            !profiles.contains("[profile.dev.package.bundle]"),
            "{profiles}"
        );
        assert!(!profiles.contains("[workspace"), "{profiles}");
    }

    #[test]
    fn a_driver_is_its_description_and_main_written_once() {
        let scratch = tempfile::tempdir().unwrap();
        let dir = scratch.path().join("drivers");
        let source = root().join("problems/hdu1846/problem.rs");
        let descriptions = [("hdu1846".to_string(), source.clone())];
        let manifest = generate(&root(), &dir, &descriptions).unwrap();
        let workspace = fs::read_to_string(&manifest).unwrap();
        assert!(
            workspace.contains("[workspace]\nresolver = \"3\"\nmembers = [\n    \"hdu1846\",\n]")
        );
        let main = fs::read_to_string(dir.join("hdu1846/main.rs")).unwrap();
        assert!(main.contains(&format!("#[path = {:?}]", source.display().to_string())));
        assert!(main.contains("driver::main("), "{main}");
        let package = fs::read_to_string(dir.join("hdu1846/Cargo.toml")).unwrap();
        assert!(package.contains("name = \"driver-hdu1846\""), "{package}");
        // Written again with the same text: untouched, so cargo sees nothing new.
        let modified = |path: &Path| fs::metadata(path).unwrap().modified().unwrap();
        let before = modified(&dir.join("hdu1846/main.rs"));
        std::thread::sleep(std::time::Duration::from_millis(20));
        generate(&root(), &dir, &descriptions).unwrap();
        assert_eq!(modified(&dir.join("hdu1846/main.rs")), before);
    }

    #[test]
    fn the_described_problems_are_those_with_a_problem_rs() {
        let ids = described(&root());
        assert!(ids.iter().any(|id| id == "hdu1846"), "{ids:?}");
        assert!(ids.iter().all(|id| {
            root()
                .join("problems")
                .join(id)
                .join("problem.rs")
                .is_file()
        }));
        assert_eq!(package("hdu1846"), "driver-hdu1846");
    }
}
