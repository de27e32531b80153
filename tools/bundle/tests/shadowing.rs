//! A bundle means what the crate build means, or is refused naming the line: no name of the
//! program's own at the top level takes the place of a bundled module, whether it comes by an
//! item, a `use`, a `use ... as`, an `extern crate` or a macro; and a pasted `--module` block
//! fails to compile, rather than silently calling the file's own module, in a file that has one.

use bundle::check::{self, Compile, Rustc};
use bundle::{Mode, Target, bundle, bundle_modules};
use std::fs;
use std::process::Command;

mod common;

use common::{root, scratch};

/// `text` as `main.rs`, bundled in both modes: the bundles, or the first refusal with the
/// folder's path taken out.
fn bundles(text: &str) -> Result<Vec<String>, String> {
    let dir = scratch("shadowing");
    let path = dir.path().join("main.rs");
    fs::write(&path, text).unwrap();
    let origin = path.display().to_string();
    [Mode::WithCrates, Mode::Standalone]
        .into_iter()
        .map(|mode| {
            bundle(&root(), &Target::File(path.clone()), mode)
                .map(|made| made.source)
                .map_err(|e| e.replace(&origin, "main.rs"))
        })
        .collect()
}

/// What `source` prints when compiled by the current rustc (edition 2021) and run, or rustc's
/// error.
fn run(source: &str) -> Result<String, String> {
    let dir = scratch("shadowing");
    let path = dir.path().join("main.rs");
    fs::write(&path, source).unwrap();
    let how = Compile {
        rustc: Rustc::Default,
        edition: "2021",
        optimize: true,
        deny_warnings: false,
        externs: Vec::new(),
        without_crates: false,
    };
    let binary = dir.path().join("main");
    check::compile(&how, &path, &binary)?;
    let output = Command::new(&binary).output().unwrap();
    assert!(output.status.success());
    Ok(String::from_utf8(output.stdout).unwrap())
}

const FAKE_NIM: &str = "mod helpers {\n    pub mod nim {\n        pub fn first_player_wins(_: &[u64]) -> bool {\n            true\n        }\n    }\n}\n";
const FAKE_ANTI_SG: &str = "mod helpers {\n    pub mod anti_sg {\n        pub fn first_player_wins<I: IntoIterator<Item = u64>>(_: I) -> bool {\n            true\n        }\n    }\n}\n";
/// The modules themselves, at the top level.
const ROOT_NIM: &str = "mod nim { pub fn first_player_wins(_: &[u64]) -> bool { true } }";
const ROOT_ANTI_SG: &str = "pub mod anti_sg { pub fn first_player_wins<I: IntoIterator<Item = u64>>(_: I) -> bool { true } }";
const CALL_NIM: &str =
    "fn main() {\n    println!(\"{}\", snippets::nim::first_player_wins(&[1, 1]));\n}\n";

/// Each way a program's own name can stand where the bundle puts a module, and the line that
/// must be named. In the crate build every one of them prints `false`.
fn attacks() -> Vec<(&'static str, String, usize)> {
    vec![
        (
            "use helpers::nim",
            format!("{FAKE_NIM}use helpers::nim;\n{CALL_NIM}"),
            8,
        ),
        (
            "use ... as nim",
            format!(
                "{}use helpers::x as nim;\n{CALL_NIM}",
                FAKE_NIM.replace("mod nim", "mod x")
            ),
            8,
        ),
        (
            "pub(crate) use in braces",
            format!("{FAKE_NIM}pub(crate) use helpers::{{nim}};\n{CALL_NIM}"),
            8,
        ),
        (
            "use snippets::wythoff as nim",
            "use snippets::wythoff as nim;\nfn main() {\n    println!(\"{}\", snippets::nim::first_player_wins(&[1, 1]));\n}\n".to_string(),
            1,
        ),
        (
            "a macro that makes mod nim",
            format!(
                "macro_rules! make {{\n    () => {{\n        {ROOT_NIM}\n    }};\n}}\nmake!();\n{CALL_NIM}"
            ),
            6,
        ),
        (
            "a macro that imports nim",
            format!(
                "{FAKE_NIM}macro_rules! import {{\n    ($name:ident) => {{\n        use helpers::$name;\n    }};\n}}\nimport!(nim);\n{CALL_NIM}"
            ),
            13,
        ),
        (
            "an indirect dependency: anti_sg under misere_nim",
            format!(
                "{FAKE_ANTI_SG}use helpers::anti_sg;\nfn main() {{\n    println!(\"{{}}\", snippets::misere_nim::first_player_wins(&[1, 1]));\n    let _ = anti_sg::first_player_wins([1]);\n}}\n"
            ),
            8,
        ),
        (
            "extern crate as nim",
            format!("extern crate std as nim;\n{CALL_NIM}"),
            1,
        ),
        (
            "a struct named nim",
            format!("#[allow(non_camel_case_types)]\nstruct nim;\n{CALL_NIM}"),
            1,
        ),
    ]
}

#[test]
fn a_top_level_name_that_would_take_a_modules_place_is_refused_by_line() {
    for (what, program, line) in attacks() {
        match bundles(&program) {
            Ok(sources) => {
                // Not refused: then the bundle must at least not say `true`.
                let printed = run(&sources[1]);
                panic!("{what}: bundled, and the bundle printed {printed:?}\n{program}");
            }
            Err(error) => assert!(
                error.starts_with(&format!("main.rs:{line}: ")),
                "{what}: {error}\n{program}"
            ),
        }
    }
}

/// What the check reads as harmless bundles and means what it says (the value namespace
/// cannot hold a module; snippets' own modules by their own names; names the bundle does not
/// use).
#[test]
fn names_that_cannot_take_a_modules_place_are_accepted() {
    for (what, program, expected) in [
        (
            "fn bash() at the top level",
            "use snippets::bash::first_player_wins;\nfn bash() -> bool {\n    first_player_wins(3, 1)\n}\nfn main() {\n    println!(\"{}\", bash());\n}\n",
            "true\n",
        ),
        (
            "a snippets function imported at the top level under its module's name",
            "use snippets::prime_factors::prime_factors;\nuse snippets::bash::first_player_wins as nim;\nfn main() {\n    println!(\"{:?} {}\", prime_factors(12), nim(3, 1) || snippets::nim::first_player_wins(&[1]));\n}\n",
            "[2, 2, 3] true\n",
        ),
        (
            "a const and a static named like modules",
            "#![allow(non_upper_case_globals)]\nconst nim: u64 = 1;\nstatic anti_sg: u64 = 2;\nfn main() {\n    println!(\"{}\", snippets::misere_nim::first_player_wins(&[nim, anti_sg]));\n}\n",
            "true\n",
        ),
        (
            "snippets' modules by their own names, aliases included",
            "use snippets as sn;\nuse snippets::nim;\nuse sn::misere_nim::{self};\nuse ::snippets::{anti_sg, wythoff as w};\nfn main() {\n    println!(\"{} {} {} {}\", nim::first_player_wins(&[1, 1]), misere_nim::first_player_wins(&[1, 1]), anti_sg::first_player_wins([2]), w::first_player_wins(1, 2));\n}\n",
            "false true true false\n",
        ),
        (
            "a macro invoked at the top level that names no module",
            "macro_rules! constant {\n    ($name:ident) => {\n        const $name: u64 = 3;\n    };\n}\nconstant!(N);\nfn main() {\n    println!(\"{}\", snippets::nim::first_player_wins(&[N]));\n}\n",
            "true\n",
        ),
        (
            "a module of the program's own under a name the bundle does not hold",
            "mod bash {\n    pub fn f() -> u64 { 1 }\n}\nfn main() {\n    println!(\"{}\", snippets::nim::first_player_wins(&[bash::f()]));\n}\n",
            "true\n",
        ),
    ] {
        let sources = bundles(program).unwrap_or_else(|e| panic!("{what}: refused: {e}"));
        for source in sources {
            assert_eq!(run(&source).as_deref(), Ok(expected), "{what}\n{source}");
        }
    }
}

/// A glob import of the program's own that brings a module's name makes it ambiguous: rustc
/// refuses the bundle (as the check of `scripts/bundle` does), it never runs the wrong one.
#[test]
fn a_glob_import_that_brings_a_modules_name_does_not_compile() {
    let program = format!("{FAKE_NIM}use helpers::*;\n{CALL_NIM}");
    for source in bundles(&program).unwrap() {
        let error = run(&source).expect_err(&source);
        assert!(error.contains("`nim` is ambiguous"), "{error}");
    }
}

/// The paste form cannot see the file it goes into: a name of the file's own in a module's
/// place stops the compile at the block's guard.
#[test]
fn a_pasted_block_does_not_compile_beside_a_module_of_the_same_name() {
    let block = bundle_modules(&root(), &["misere_nim".to_string()])
        .unwrap()
        .source;
    let call =
        "fn main() {\n    println!(\"{}\", snippets::misere_nim::first_player_wins(&[1, 1]));\n}\n";
    // As pasted, alone: it means what the crate means.
    assert_eq!(run(&format!("{block}{call}")).as_deref(), Ok("true\n"));
    for attack in [
        format!("{FAKE_ANTI_SG}use helpers::anti_sg;\n"),
        format!("{ROOT_ANTI_SG}\n"),
        format!(
            "macro_rules! make {{\n    () => {{\n        {ROOT_ANTI_SG}\n    }};\n}}\nmake!();\n"
        ),
    ] {
        let source = format!("{block}{attack}{call}");
        let error = run(&source).expect_err(&source);
        assert!(error.contains("anti_sg"), "{error}");
    }
}
