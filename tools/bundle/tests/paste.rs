//! The paste forms: every `scripts/bundle --module` block together and the editor snippet
//! file, compiled by Rust 1.84 (edition 2021) and the current Rust (edition 2024) with `-D
//! warnings`. Each block alone is compiled by `scripts/bundle --verify` (CI).

use bundle::check::{self, Compile, OLDEST_RUST, Rustc};
use bundle::editor::vscode_unescape;
use bundle::verify::module_program;
use bundle::{Snippets, bundle_modules};
use std::collections::BTreeSet;
use std::fs;
use std::process::Command;

mod common;

use common::{root, scratch};

/// Rust 1.84 with edition 2021 and the current Rust with 2024, warnings denied.
fn strict() -> Vec<Compile> {
    [
        (Rustc::Toolchain(OLDEST_RUST), "2021"),
        (Rustc::Default, "2024"),
    ]
    .into_iter()
    .map(|(rustc, edition)| Compile {
        rustc,
        edition,
        optimize: false,
        deny_warnings: true,
        externs: Vec::new(),
        without_crates: false,
    })
    .collect()
}

/// All the modules in one block prove that no two clash, which every pair compiled apart (506
/// runs of rustc) would prove again. Each module alone, under a `main` that runs its first
/// example (its dependencies are its block's: one that needs a module it does not name fails
/// alone), is `scripts/bundle --verify`'s check, in CI, of the same program
/// (`bundle::verify::module_program`) under these compilers and 2021 by the current Rust.
#[test]
fn all_modules_together_compile_under_a_main_that_calls_them() {
    let root = root();
    let snippets = Snippets::load(&root).unwrap();
    let names: Vec<&str> = snippets.modules().iter().map(|m| m.name.as_str()).collect();
    let sources = vec![module_program(&root, &snippets, &names).unwrap()];
    let failures = check::check_all(&sources, &strict()).unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_block_holds_exactly_the_modules_and_their_dependencies() {
    let root = root();
    let modules = |names: &[&str]| {
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        bundle_modules(&root, &names).unwrap().modules
    };
    assert_eq!(modules(&["wythoff"]), ["wythoff", "zeckendorf"]);
    assert_eq!(modules(&["misere_nim"]), ["anti_sg", "misere_nim"]);
    // Two steps: octal_game needs periodic, which needs grundy.
    assert_eq!(
        modules(&["octal_game"]),
        ["grundy", "octal_game", "periodic"]
    );
    assert_eq!(
        modules(&["fibonacci_game", "bash"]),
        ["bash", "fibonacci_game", "zeckendorf"]
    );
    assert_eq!(modules(&["nim"]), ["nim"]);
    let block = bundle_modules(&root, &["wythoff".to_string()])
        .unwrap()
        .source;
    for absent in [
        "#[cfg(test)]",
        "#[test]",
        "///",
        "//!",
        "mod tests",
        "macro_export",
    ] {
        assert!(!block.contains(absent), "{absent} in:\n{block}");
    }
    let error = bundle_modules(&root, &["nonesuch".to_string()]).unwrap_err();
    assert!(error.contains("no module `nonesuch`"), "{error}");
}

#[test]
fn the_vscode_snippet_file_is_json_and_every_body_is_its_module_block() {
    let root = root();
    let dir = scratch("editor");
    let file = dir.join("snippets.code-snippets");
    let status = Command::new(workspace::build::gt(&root))
        .args(["bundle", "--editor", "vscode", "--no-check", "-o"])
        .arg(&file)
        .env("WORKSPACE_ROOT", &root)
        .status()
        .unwrap();
    assert!(status.success(), "{status}");
    let text = fs::read_to_string(&file).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    let entries = json.as_object().expect("an object of snippets");
    let snippets = Snippets::load(&root).unwrap();
    assert_eq!(entries.len(), snippets.modules().len());
    let mut prefixes = BTreeSet::new();
    for module in snippets.modules() {
        let name = &module.name;
        let entry = &entries[&format!("snippets::{name}")];
        let prefix = entry["prefix"].as_str().expect("a prefix");
        assert!(prefixes.insert(prefix.to_string()), "{prefix} twice");
        assert_eq!(prefix, format!("snippets-{name}"));
        let body: Vec<String> = entry["body"]
            .as_array()
            .expect("a body")
            .iter()
            .map(|line| {
                let line = line.as_str().expect("a line");
                vscode_unescape(line).unwrap_or_else(|| panic!("{name}: a bare `$` in {line}"))
            })
            .collect();
        let body = body.join("\n") + "\n";
        let block = bundle_modules(&root, std::slice::from_ref(name))
            .unwrap()
            .source;
        // The block `scripts/bundle --verify` compiles alone under every compiler: each body
        // compiles because it is that block, checked once there.
        assert_eq!(body, block, "{name}: the body is not its --module block");
    }
    // Written again over itself: it is recognised as ours.
    let again = Command::new(workspace::build::gt(&root))
        .args(["bundle", "--editor", "vscode", "--no-check", "-o"])
        .arg(&file)
        .env("WORKSPACE_ROOT", &root)
        .status()
        .unwrap();
    assert!(again.success(), "{again}");
}
