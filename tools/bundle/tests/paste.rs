//! The paste forms: `scripts/bundle --module` blocks and the editor snippet file, each pasted
//! into a file of its own and compiled by Rust 1.84 (edition 2021) and the current Rust
//! (edition 2024) with `-D warnings`.

use bundle::check::{self, Compile, OLDEST_RUST, Rustc};
use bundle::editor::vscode_unescape;
use bundle::{Snippets, bundle_modules};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

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
    })
    .collect()
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
fn example_of(root: &Path, module: &bundle::Module) -> String {
    let name = &module.name;
    let text = fs::read_to_string(root.join(format!("snippets/src/{name}.rs"))).unwrap();
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
        .unwrap_or_else(|| panic!("{name}: no example names snippets::{name}"));
    if example.contains("Ok::<") {
        format!("let _ = (|| {{\n{example}\n}})();")
    } else {
        example.clone()
    }
}

/// The `--module` block of `names` (and of what their examples name) followed by a `main`
/// that runs each module's first example.
fn program(root: &Path, snippets: &Snippets, names: &[&str]) -> (String, String) {
    let mut roots: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let mut main = String::from("#[allow(unused)]\nfn main() {\n");
    for name in names {
        let module = snippets.modules().iter().find(|m| m.name == *name).unwrap();
        let example = example_of(root, module);
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
    let block = bundle_modules(root, &roots).unwrap();
    let label = format!("--module {}", names.join(" --module "));
    (label, format!("{}\n{main}", block.source))
}

/// Each module alone proves its dependencies are its block's (a module that needs one it
/// does not name fails alone); all of them in one block prove that no two clash, which every
/// pair compiled apart (506 runs of rustc) would prove again.
#[test]
fn every_module_alone_and_all_together_compile_under_a_main_that_calls_them() {
    let root = root();
    let snippets = Snippets::load(&root).unwrap();
    let names: Vec<&str> = snippets.modules().iter().map(|m| m.name.as_str()).collect();
    let mut sources: Vec<(String, String)> = names
        .iter()
        .map(|name| program(&root, &snippets, &[name]))
        .collect();
    sources.push(program(&root, &snippets, &names));
    assert_eq!(sources.len(), names.len() + 1);
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
    let dir = std::env::temp_dir().join(format!("bundle-editor-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let file = dir.join("snippets.code-snippets");
    let status = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["--editor", "vscode", "--no-check", "-o"])
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
    let again = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .args(["--editor", "vscode", "--no-check", "-o"])
        .arg(&file)
        .env("WORKSPACE_ROOT", &root)
        .status()
        .unwrap();
    assert!(again.success(), "{again}");
    fs::remove_dir_all(&dir).unwrap();
}
