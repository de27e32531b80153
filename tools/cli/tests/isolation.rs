//! A problem's description touches only that problem. `check`, `bundle` and `new` never
//! compile a description (no tool library depends on one); `stress`, `table` and `bench` run
//! the problem's own driver (`workspace::drivers`), so a `problem.rs` that does not compile
//! stops only its own problem.

mod common;

use common::root;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;
use workspace::build::{self, Package, Profile};
use workspace::metadata::Metadata;

/// A description as a person leaves it mid-edit.
const HALF_WRITTEN: &str =
    "use problem::{Problem, Rng};\n\npub fn description() -> impl Problem {\n    Nim { piles: \n";

/// Removes a directory when dropped, whatever the test did.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn a_broken_description_stops_only_its_own_problem() {
    let root = root();
    // Beside target/drivers: the drivers' libraries are the ones already built there.
    let dir = workspace::target_dir(&root).join(format!("drivers-test-{}", std::process::id()));
    let _removed = Removed(dir.clone());
    let scratch = tempfile::tempdir().unwrap();
    let broken = scratch.path().join("problem.rs");
    std::fs::write(&broken, HALF_WRITTEN).unwrap();
    let hdu1846 = root.join("problems/hdu1846/problem.rs");
    let descriptions = vec![
        ("hdu1846".to_string(), hdu1846),
        ("broken".to_string(), broken),
    ];
    let ids = ["hdu1846".to_string(), "broken".to_string()];
    let built = workspace::drivers::build_in(&root, &dir, &descriptions, &ids, "dev").unwrap();
    let error = built["broken"].as_ref().unwrap_err();
    assert!(
        error.starts_with("problems/broken/problem.rs does not compile"),
        "{error}"
    );
    let driver = built["hdu1846"]
        .as_ref()
        .expect("hdu1846's driver, beside a broken one");

    // hdu1846's table and stress round, by its driver.
    let (code, stdout, stderr) = common::output(Command::new(driver).args(["table", "--max", "3"]));
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("hdu1846: outcomes"), "{stdout}");
    let program = build::build(
        &root,
        &[Package::problem(&root, "hdu1846")],
        Profile::Dev,
        None,
    )
    .unwrap()
    .remove("hdu1846")
    .unwrap();
    let (code, stdout, stderr) = common::output(
        Command::new(driver)
            .args([
                "round",
                "--seed",
                "7",
                "--timeout",
                "10",
                "--cases",
                "20",
                "--program",
            ])
            .arg(&program),
    );
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.starts_with("ok    hdu1846: 20 inputs agreed with the brute force;"),
        "{stdout}"
    );
}

/// The workspace's packages that `name` depends on, itself included, by path (its own code).
fn closure(metadata: &Metadata, name: &str) -> BTreeSet<String> {
    let members: BTreeSet<&str> = metadata.packages.iter().map(|m| m.name.as_str()).collect();
    let mut seen = BTreeSet::new();
    let mut stack = vec![name.to_string()];
    while let Some(name) = stack.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let member = metadata.packages.iter().find(|m| m.name == name).unwrap();
        for dependency in &member.dependencies {
            // What the code links, not what its tests do.
            if dependency.kind.is_none() && members.contains(dependency.name.as_str()) {
                stack.push(dependency.name.clone());
            }
        }
    }
    seen
}

#[test]
fn no_tool_compiles_a_description() {
    let metadata = Metadata::load(&root()).unwrap();
    // The one binary, and the libraries of check, bundle and new: none depends on the
    // problems' descriptions, nor on the crates that a description is compiled with.
    for tool in ["cli", "judge", "runner", "bundle", "new", "workspace"] {
        let closure = closure(&metadata, tool);
        for description in ["problem", "driver", "stress", "table"] {
            assert!(
                !closure.contains(description),
                "{tool} depends on {description}: {closure:?}"
            );
        }
    }
    // No package of the workspace compiles problems/<id>/problem.rs: only its driver does.
    for member in &metadata.packages {
        let dir = member.manifest_path.parent().unwrap();
        let build = dir.join("build.rs");
        let text = std::fs::read_to_string(&build).unwrap_or_default();
        assert!(!text.contains("problem.rs"), "{}", build.display());
    }
}
