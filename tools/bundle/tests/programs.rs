//! Programs outside `problems/`, written every way that compiles against the snippets crate:
//! each bundles into a file that compiles and passes the problem's testcases, or is refused
//! with a message naming its line.

use bundle::check::{self, Compile, Rustc};
use bundle::verify::judge_executable;
use bundle::{Mode, Target, bundle};
use std::fs;
use std::path::Path;
use std::process::Command;
use std::thread;

mod common;

use common::{root, scratch};

/// HDU 2177's binary with `edits` (`from` -> `to`, each `from` present) applied.
fn hdu2177_with(edits: &[(&str, &str)]) -> String {
    let mut text = fs::read_to_string(root().join("problems/hdu2177/src/main.rs")).unwrap();
    for (from, to) in edits {
        assert!(text.contains(from), "{from:?} is not in hdu2177's main.rs");
        text = text.replacen(from, to, 1);
    }
    text
}

const IMPORT: &str = "use snippets::io::{Input, Output};\nuse snippets::wythoff;";
const CALL: &str = "wythoff::winning_moves(a, b)";

/// The forms that compile against the crate and must compile in a bundle.
fn compiling_forms() -> Vec<(&'static str, String)> {
    vec![
        (
            "use snippets as sn",
            hdu2177_with(&[
                (IMPORT, "use snippets as sn;\nuse sn::io::{Input, Output};"),
                (CALL, "sn::wythoff::winning_moves(a, b)"),
            ]),
        ),
        (
            "use ::snippets::wythoff",
            hdu2177_with(&[(
                IMPORT,
                "use ::snippets::wythoff;\nuse snippets::io::{Input, Output};",
            )]),
        ),
        (
            "extern crate snippets as sn",
            hdu2177_with(&[
                (
                    IMPORT,
                    "extern crate snippets as sn;\nuse sn::io::{Input, Output};",
                ),
                (CALL, "sn::wythoff::winning_moves(a, b)"),
            ]),
        ),
        (
            "a helper mod solve calling snippets::wythoff",
            hdu2177_with(&[
                (IMPORT, "use snippets::io::{Input, Output};"),
                (CALL, "solve::moves(a, b)"),
                (
                    "fn main()",
                    "mod solve {\n    pub fn moves(a: u64, b: u64) -> Vec<(u64, u64)> {\n        snippets::wythoff::winning_moves(a, b)\n    }\n}\n\nfn main()",
                ),
            ]),
        ),
        (
            "use snippets::{self as sn, ...} inside a module",
            hdu2177_with(&[
                (IMPORT, "use snippets::io::{Input, Output};"),
                (CALL, "solve::moves(a, b)"),
                (
                    "fn main()",
                    "mod solve {\n    use snippets::{self as sn};\n    pub fn moves(a: u64, b: u64) -> Vec<(u64, u64)> {\n        sn::wythoff::winning_moves(a, b)\n    }\n}\n\nfn main()",
                ),
            ]),
        ),
        (
            "use snippets::* inside a module",
            hdu2177_with(&[
                (IMPORT, "use snippets::io::{Input, Output};"),
                (CALL, "solve::moves(a, b)"),
                (
                    "fn main()",
                    "mod solve {\n    use snippets::*;\n    pub fn moves(a: u64, b: u64) -> Vec<(u64, u64)> {\n        wythoff::winning_moves(a, b)\n    }\n}\n\nfn main()",
                ),
            ]),
        ),
        (
            "nested braces and a renamed module",
            hdu2177_with(&[
                (
                    IMPORT,
                    "use snippets::{io::{Input, Output}, wythoff::{self as w}};",
                ),
                (CALL, "w::winning_moves(a, b)"),
            ]),
        ),
        (
            "no use at all",
            hdu2177_with(&[
                (IMPORT, ""),
                ("Input::stdin()", "snippets::io::Input::stdin()"),
                ("Output::stdout()", "snippets::io::Output::stdout()"),
                (CALL, "::snippets::wythoff::winning_moves(a, b)"),
            ]),
        ),
    ]
}

/// The forms no bundle can hold at the top level, with the line the refusal must name.
fn refused_forms() -> Vec<(&'static str, String, usize)> {
    let line = hdu2177_with(&[])
        .lines()
        .position(|l| l == IMPORT.lines().next().unwrap())
        .unwrap()
        + 1;
    vec![
        (
            "use snippets::{self, bash}",
            hdu2177_with(&[(
                IMPORT,
                "use snippets::{self, bash, io::{Input, Output}, wythoff};",
            )]),
            line,
        ),
        (
            "use snippets",
            hdu2177_with(&[(IMPORT, &format!("use snippets;\n{IMPORT}"))]),
            line,
        ),
        (
            "use snippets::* at the top level",
            hdu2177_with(&[(IMPORT, "use snippets::*;")]),
            line,
        ),
        (
            "extern crate snippets",
            hdu2177_with(&[(IMPORT, &format!("{IMPORT}\nextern crate snippets;"))]),
            line + 2,
        ),
    ]
}

#[test]
fn every_use_form_bundles_into_a_passing_program_or_is_refused_by_line() {
    let root = root();
    let dir = scratch("forms");
    let externs = check::written(&root, Mode::WithCrates, false).unwrap()[0]
        .externs
        .clone();
    let mut jobs = Vec::new();
    for (i, (form, text)) in compiling_forms().into_iter().enumerate() {
        let program = dir.join(format!("form-{i}.rs"));
        fs::write(&program, &text).unwrap();
        for mode in [Mode::WithCrates, Mode::Standalone] {
            let made = bundle(&root, &Target::File(program.clone()), mode)
                .unwrap_or_else(|e| panic!("{form} ({mode:?}): {e}"));
            assert!(
                made.modules.contains(&"wythoff".to_string()),
                "{form}: {:?}",
                made.modules
            );
            let source = dir.join(format!("form-{i}-{mode:?}.rs"));
            fs::write(&source, &made.source).unwrap();
            let how = Compile {
                rustc: Rustc::Default,
                edition: if mode == Mode::Standalone {
                    "2021"
                } else {
                    "2024"
                },
                optimize: true,
                deny_warnings: false,
                externs: if mode == Mode::WithCrates {
                    externs.clone()
                } else {
                    Vec::new()
                },
                without_crates: false,
            };
            jobs.push((
                form,
                mode,
                source,
                dir.join(format!("form-{i}-{mode:?}")),
                how,
            ));
        }
    }
    let results: Vec<Result<(), String>> = thread::scope(|scope| {
        let handles: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(2))
            .map(|chunk| {
                scope.spawn(move || {
                    chunk
                        .iter()
                        .map(|(_, _, source, exe, how)| check::compile(how, source, exe))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    for ((form, mode, _, exe, _), result) in jobs.iter().zip(results) {
        result.unwrap_or_else(|e| panic!("{form} ({mode:?}) does not compile:\n{e}"));
        let label = format!("{form} ({mode:?})");
        let passed = judge_executable(&root, "hdu2177", exe, &label)
            .unwrap()
            .unwrap_or_else(|report| panic!("{label}: {report}"));
        assert!(passed > 0, "{label}");
    }
    for (form, text, line) in refused_forms() {
        let program = dir.join("main.rs");
        fs::write(&program, &text).unwrap();
        for mode in [Mode::WithCrates, Mode::Standalone] {
            let error = bundle(&root, &Target::File(program.clone()), mode)
                .err()
                .unwrap_or_else(|| panic!("{form} ({mode:?}) must be refused"));
            let place = format!("{}:{line}: ", program.display());
            assert!(
                error.starts_with(&place),
                "{form}: expected {place}, got {error}"
            );
        }
    }
}

#[test]
fn a_file_outside_the_workspace_bundles_standalone_and_passes_its_cases() {
    let root = root();
    let dir = scratch("outside");
    fs::write(dir.join("main.rs"), hdu2177_with(&[])).unwrap();
    let status = Command::new(workspace::build::gt(&root))
        .arg("bundle")
        .arg(dir.join("main.rs"))
        .args(["--standalone", "-o", "out.rs"])
        .current_dir(&dir)
        .env("WORKSPACE_ROOT", &root)
        .status()
        .unwrap();
    assert!(status.success(), "{status}");
    compiled_and_judged_on_hdu2177(&dir, "outside");
}

/// `dir/out.rs` compiled by plain `rustc -O` passes HDU 2177's testcases; `dir` then goes.
fn compiled_and_judged_on_hdu2177(dir: &Path, label: &str) {
    let compiled = Command::new("rustc")
        .args(["--edition", "2021", "-O", "out.rs", "-o", "out"])
        .current_dir(dir)
        .status()
        .unwrap();
    assert!(compiled.success(), "{label}: {compiled}");
    let passed = judge_executable(&root(), "hdu2177", &dir.join("out"), label)
        .unwrap()
        .unwrap_or_else(|report| panic!("{report}"));
    assert!(passed > 0, "{label}");
}

/// HDU 2177 as a contestant writes it with proconio (no `snippets::io`): `--standalone` puts
/// a stand-in (`tools/bundle/src/proconio.rs`) in proconio's place, and the file compiles with plain rustc and passes.
const WITH_PROCONIO: &str = "use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::wythoff;
use std::io::Write;

fn main() {
    let mut source = OnceSource::new(std::io::stdin().lock());
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    while !source.is_empty() {
        input! { from &mut source, a: u64, b: u64 }
        if (a, b) == (0, 0) {
            break;
        }
        let moves = wythoff::winning_moves(a, b);
        writeln!(out, \"{}\", if moves.is_empty() { 0 } else { 1 }).unwrap();
        for (x, y) in moves {
            writeln!(out, \"{x} {y}\").unwrap();
        }
    }
}
";

#[test]
fn a_program_written_with_proconio_bundles_standalone_onto_the_stand_in() {
    let root = root();
    let dir = scratch("proconio");
    fs::write(dir.join("main.rs"), WITH_PROCONIO).unwrap();
    let made = bundle(&root, &Target::File(dir.join("main.rs")), Mode::Standalone).unwrap();
    assert_eq!(made.modules, ["wythoff", "zeckendorf"]);
    assert!(made.source.contains("mod proconio {"), "no stand-in");
    // The stand-in is what the program uses of proconio, a few KiB (it was 22 KiB).
    let crates = bundle(&root, &Target::File(dir.join("main.rs")), Mode::WithCrates).unwrap();
    let added = made.source.len() - crates.source.len();
    assert!(added < 6 * 1024, "the stand-in adds {added} bytes");
    fs::write(dir.join("out.rs"), &made.source).unwrap();
    compiled_and_judged_on_hdu2177(&dir, "with proconio");
}

/// proconio as AtCoder contestants write it: `input!` without `from`, tuples in a list, a
/// marker; the standalone bundle (the stand-in) answers as the crates bundle (proconio) does.
const ATCODER_STYLE: &str = "use proconio::input;
use proconio::marker::{Chars, Usize1};
use snippets::green_hackenbush;

fn main() {
    input! {
        n: usize,
        edges: [(Usize1, Usize1); n - 1],
        name: Chars,
    }
    input! { mut extra: [[u64; 2]; 2] }
    extra[0][0] += 1;
    let value = green_hackenbush::tree_value(n, &edges, 0).unwrap();
    println!(\"{} {} {:?}\", value, name.len(), extra);
}
";

#[test]
fn proconio_without_from_with_tuples_and_markers_bundles_standalone() {
    let root = root();
    let dir = scratch("atcoder");
    fs::write(dir.join("main.rs"), ATCODER_STYLE).unwrap();
    let externs = check::written(&root, Mode::WithCrates, false).unwrap()[0]
        .externs
        .clone();
    let mut outputs = Vec::new();
    for mode in [Mode::WithCrates, Mode::Standalone] {
        let made = bundle(&root, &Target::File(dir.join("main.rs")), mode).unwrap();
        let source = dir.join(format!("{mode:?}.rs"));
        fs::write(&source, &made.source).unwrap();
        let how = Compile {
            rustc: Rustc::Default,
            edition: "2021",
            optimize: true, // an executable: `false` only checks the file
            deny_warnings: false,
            externs: if mode == Mode::WithCrates {
                externs.clone()
            } else {
                Vec::new()
            },
            without_crates: false,
        };
        let exe = dir.join(format!("{mode:?}"));
        check::compile(&how, &source, &exe).unwrap_or_else(|e| panic!("{mode:?}:\n{e}"));
        let mut child = Command::new(&exe)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(b"4\n1 2\n2 3\n2 4\nabc\n5 6\n7 8\n")
            .unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success(), "{mode:?}: {output:?}");
        outputs.push(String::from_utf8(output.stdout).unwrap());
    }
    // The stand-in reads what proconio reads: the 0-based edges, the chars, the nested list.
    assert_eq!(outputs[0], outputs[1]);
    assert!(
        outputs[1].ends_with(" 3 [[6, 6], [7, 8]]\n"),
        "{}",
        outputs[1]
    );
    // What the stand-in does not have is named with its line.
    fs::write(
        dir.join("fast.rs"),
        "use proconio::fastout;\n#[fastout]\nfn main() {}\n",
    )
    .unwrap();
    let error = bundle(&root, &Target::File(dir.join("fast.rs")), Mode::Standalone).unwrap_err();
    assert!(
        error.contains("fast.rs:1: `fastout` is proconio's"),
        "{error}"
    );
}
