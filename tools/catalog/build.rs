//! Generates the catalog (`$OUT_DIR/catalog.rs`, included by `src/lib.rs`) from the problems
//! that have a description, `problems/<id>/problem.rs`, in sorted order: a module per problem
//! (`#[path]` to its file), `IDS`, the aliases of each, and the dispatch on an id.

use std::env;
use std::fmt::Write;
use std::fs;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let problems = manifest.join("../../problems");
    // Each description, and the lock file, which a new problem's package changes (cargo
    // adds it there): not the whole directory, whose every main.rs would rebuild the tools.
    println!(
        "cargo:rerun-if-changed={}",
        manifest.join("../../Cargo.lock").display()
    );
    let mut ids: Vec<String> = fs::read_dir(&problems)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", problems.display()))
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let id = entry.file_name().into_string().ok()?;
            entry.path().join("problem.rs").is_file().then_some(id)
        })
        .collect();
    ids.sort();

    let mut code = String::new();
    for id in &ids {
        let path = problems.join(id).join("problem.rs");
        println!("cargo:rerun-if-changed={}", path.display());
        let path = fs::canonicalize(&path).unwrap_or(path);
        let _ = writeln!(
            code,
            "/// `problems/{id}/problem.rs`\n#[path = {:?}]\npub mod {};",
            path.display().to_string(),
            module(id)
        );
    }
    let _ = writeln!(
        code,
        "\n/// Every problem that has a description, by its id, in order.\npub const IDS: &[&str] = &{ids:?};"
    );
    let _ = writeln!(
        code,
        "\n/// Each problem's id and aliases ([`problem::Problem::ALIASES`]), in the order of [`IDS`].\nconst NAMES: &[(&str, &[&str])] = &["
    );
    for id in &ids {
        let _ = writeln!(code, "    ({id:?}, aliases({}::description)),", module(id));
    }
    let _ = writeln!(
        code,
        "];\n\n/// Runs `visitor` on the problem whose id is `id` exactly.\nfn dispatch<V: Visit>(id: &str, visitor: V) -> Option<V::Output> {{\n    match id {{"
    );
    for id in &ids {
        let _ = writeln!(
            code,
            "        {id:?} => Some(visitor.visit({id:?}, {}::description())),",
            module(id)
        );
    }
    code.push_str("        _ => None,\n    }\n}\n");

    let out = PathBuf::from(env::var_os("OUT_DIR").expect("set by cargo")).join("catalog.rs");
    fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// The module of problem `id`: an id may hold `-`, a module name not.
fn module(id: &str) -> String {
    id.replace('-', "_")
}
