//! `scripts/new` in a temporary copy of this workspace: the new problem builds and checks, and
//! nothing that exists is ever overwritten.

use std::collections::BTreeMap;
use std::fs;
use std::process::Command;

mod common;

use common::{new, snapshot, workspace_copy};

#[test]
fn a_new_problem_is_written_and_checks_and_a_second_call_changes_nothing() {
    let copy = workspace_copy("new");
    let root = copy.path();

    let created = new(root, &["cf1234a"]);
    assert_eq!(created.code, 0, "{created:?}");
    for file in [
        "problems/cf1234a/Cargo.toml",
        "problems/cf1234a/src/main.rs",
        "problems/cf1234a/problem.rs",
        "problems/cf1234a/oracle.py",
        "testcases/cf1234a/sample-1.in",
        "testcases/cf1234a/sample-1.out",
    ] {
        assert!(
            root.join(file).is_file(),
            "{file} was not created: {created:?}"
        );
    }

    // What `scripts/check cf1234a` does, through the judge's library: its empty sample is
    // named, not run (any program will do; that the scaffold compiles is tests/templates.rs).
    let options = judge::check::CheckOptions {
        root: root.to_path_buf(),
        ids: vec!["cf1234a".into()],
        profile: workspace::build::Profile::Dev,
        program: Some(common::gt()),
        cargo_color: Some(false),
        settings: judge::check::Settings::default(),
    };
    let mut report = Vec::new();
    let summary = judge::check::check(&options, &mut report).unwrap();
    let report = String::from_utf8(report).unwrap();
    assert_eq!(summary.exit_code(), 0, "{report}");
    assert!(report.contains("EMPTY"), "{report}");
    assert!(
        report.contains("fill in testcases/cf1234a/sample-1.in"),
        "{report}"
    );
    assert!(report.ends_with("0 passed, 0 failed\n"), "{report}");

    // The oracle's scaffold reads the template's format, and says what to write.
    let oracle = |input: &str| {
        let path = root.join("case.in");
        fs::write(&path, input).unwrap();
        let output = Command::new("python3")
            .arg(root.join("problems/cf1234a/oracle.py"))
            .stdin(fs::File::open(&path).unwrap())
            .output()
            .unwrap();
        fs::remove_file(path).unwrap();
        output
    };
    assert!(oracle("0\n").status.success());
    let todo = oracle("1\n2 3\n");
    assert!(
        String::from_utf8_lossy(&todo.stderr).contains("problems/cf1234a/oracle.py"),
        "{todo:?}"
    );

    let before = snapshot(root);
    let again = new(root, &["cf1234a"]);
    assert_eq!(again.code, 2, "{again:?}");
    assert!(again.stderr.contains("already exists"), "{again:?}");
    let with_like = new(root, &["cf1234a", "--like", "hdu1846"]);
    assert_eq!(with_like.code, 2, "{with_like:?}");
    assert!(snapshot(root) == before, "a refused call changed files");

    // Writing that fails halfway (here testcases/ is a file; on a full disk, a file cannot be
    // written) is the work failing, exit 1, and what was begun is removed.
    fs::rename(root.join("testcases"), root.join("testcases.away")).unwrap();
    fs::write(root.join("testcases"), "").unwrap();
    let failed = new(root, &["cf77"]);
    assert_eq!(failed.code, 1, "{failed:?}");
    assert!(
        failed
            .stderr
            .starts_with("error: cannot create testcases/cf77: ")
            && failed.stderr.trim_end().ends_with("; nothing was kept"),
        "{failed:?}"
    );
    assert!(!root.join("problems/cf77").exists());
    fs::remove_file(root.join("testcases")).unwrap();
    fs::rename(root.join("testcases.away"), root.join("testcases")).unwrap();
}

#[test]
fn an_interactive_problem_has_an_interactor_and_no_expected_output() {
    let copy = workspace_copy("new-interactive");
    let root = copy.path();
    let created = new(root, &["cf1234e", "--interactive"]);
    assert_eq!(created.code, 0, "{created:?}");
    for file in [
        "problems/cf1234e/Cargo.toml",
        "problems/cf1234e/src/main.rs",
        "problems/cf1234e/interactor.rs",
        "problems/cf1234e/problem.rs",
        "testcases/cf1234e/sample-1.in",
    ] {
        assert!(root.join(file).is_file(), "{file} was not created");
    }
    assert!(!root.join("testcases/cf1234e/sample-1.out").exists());
    assert!(!root.join("problems/cf1234e/tests").exists());
    let read = |file: &str| fs::read_to_string(root.join(file)).unwrap();
    assert!(read("problems/cf1234e/Cargo.toml").contains("name = \"cf1234e-interactor\""));
    // Interactive because interactor.rs exists: the description does not say it again.
    assert!(!read("problems/cf1234e/problem.rs").contains("INTERACTIVE"));
    assert!(root.join("problems/cf1234e/interactor.rs").is_file());
    let refused = new(root, &["cf1234f", "--interactive", "--like", "hdu1846"]);
    assert_eq!(refused.code, 2, "{refused:?}");
}

#[test]
fn refuses_bad_ids_and_taken_names_changing_nothing() {
    let copy = workspace_copy("refuse");
    let root = copy.path();
    let before = snapshot(root);
    let long = "a".repeat(250);
    for (id, says) in [
        ("1abc", "not a problem id"),
        ("Abc", "not a problem id"),
        ("a/b", "not a problem id"),
        ("", "not a problem id"),
        ("hdu1846", "already exists"),
        ("judge", "package named judge"),
        ("runner", "package named runner"),
        ("snippets", "package named snippets"),
        ("build", "a name cargo reserves"),
        ("deps", "a name cargo reserves"),
        ("examples", "a name cargo reserves"),
        ("incremental", "a name cargo reserves"),
        ("fn", "a name cargo reserves"),
        ("proconio", "depends on a package named proconio"),
        ("itertools", "depends on a package named itertools"),
        ("syn", "depends on a package named syn"),
        ("proc_macro2", "depends on a package named proc-macro2"),
        // Another package's binary: one folder of target/ holds every binary.
        (
            "abc278g-interactor",
            "binary abc278g-interactor would replace abc278g's abc278g-interactor",
        ),
        (
            "cf1934d2_interactor",
            "would replace cf1934d2's cf1934d2-interactor",
        ),
        ("stress", "package named stress"),
        (long.as_str(), "at most 64 characters"),
    ] {
        let run = new(root, &[id]);
        assert_eq!(run.code, 2, "{id}: {run:?}");
        assert!(run.stderr.contains(says), "{id}: {run:?}");
    }
    // Only testcases/<id> exists: still refused, and it is left as it was.
    fs::create_dir(root.join("testcases/cf9")).unwrap();
    fs::write(root.join("testcases/cf9/sample-1.in"), "mine\n").unwrap();
    let run = new(root, &["cf9"]);
    assert!(
        run.code == 2 && run.stderr.contains("testcases/cf9 already exists"),
        "{run:?}"
    );
    assert!(!root.join("problems/cf9").exists());
    fs::remove_dir_all(root.join("testcases/cf9")).unwrap();
    assert!(snapshot(root) == before, "a refused call changed files");
}

#[test]
fn like_copies_an_existing_problem_under_the_new_id() {
    let copy = workspace_copy("like");
    let root = copy.path();
    let run = new(root, &["cf5", "--like", "hdu1850"]);
    assert_eq!(run.code, 0, "{run:?}");
    let read = |path: &str| fs::read_to_string(root.join(path)).unwrap();
    let code = |text: String| -> String {
        let lines = text.lines().skip_while(|line| line.starts_with("//!"));
        lines.map(|line| format!("{line}\n")).collect()
    };
    assert_eq!(
        code(read("problems/cf5/src/main.rs")),
        code(read("problems/hdu1850/src/main.rs"))
    );
    assert!(read("problems/cf5/Cargo.toml").contains("name = \"cf5\""));
    // An id that is a piece of other words is replaced only where it stands alone: copying
    // `a` does not make `[package]` into `[pzzckzzge]`.
    assert_eq!(new(root, &["a"]).code, 0);
    let run = new(root, &["zz", "--like", "a"]);
    assert_eq!(run.code, 0, "{run:?}");
    let manifest = read("problems/zz/Cargo.toml");
    assert!(
        manifest.starts_with("[package]\nname = \"zz\"\n"),
        "{manifest}"
    );
    assert!(manifest.contains("workspace = true"), "{manifest}");
    assert!(!read("problems/cf5/problem.rs").contains("hdu1850"));
    // The oracle comes along, under its new name, and answers as the original does.
    assert!(!read("problems/cf5/oracle.py").contains("hdu1850"));
    let sample = fs::File::open(root.join("testcases/hdu1850/sample-1.in")).unwrap();
    let oracle = Command::new("python3")
        .arg(root.join("problems/cf5/oracle.py"))
        .stdin(sample)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&oracle.stdout),
        read("testcases/hdu1850/sample-1.out"),
        "{oracle:?}"
    );
    assert_eq!(read("testcases/cf5/sample-1.in"), "");
    // The copy's own header is the template's, to fill in; a checker comes along.
    let run = new(root, &["cf7", "--like", "hdu2177"]);
    assert_eq!(run.code, 0, "{run:?}");
    let main = read("problems/cf7/src/main.rs");
    assert!(main.starts_with("//! TODO"), "{main}");
    assert!(!main.contains("2177"), "{main}");
    assert!(
        main.contains("wythoff"),
        "the code is the problem's: {main}"
    );
    assert_eq!(
        read("problems/cf7/checker.rs"),
        read("problems/hdu2177/checker.rs")
    );
    // An alias is copied as its problem, without the aliases, which name that problem.
    let run = new(root, &["cf8", "--like", "poj1067"]);
    assert_eq!(run.code, 0, "{run:?}");
    let description = read("problems/cf8/problem.rs");
    assert!(
        description.contains("What the tools read of cf8"),
        "{description}"
    );
    assert!(!description.contains("hdu1527"), "{description}");
    assert!(!description.contains("ALIASES"), "{description}");
    // A problem's stress round and error voice run in `scripts/stress --round`: no test crate.
    assert!(!root.join("problems/cf8/tests").exists());
    let missing = new(root, &["cf6", "--like", "nosuch"]);
    assert!(
        missing.code == 2 && !root.join("problems/cf6").exists(),
        "{missing:?}"
    );
}

/// `--like` renames the id in every file it copies, for every problem (a batch one, one with a
/// checker, an interactive one with its tests and planted strategies, an alias): no file of the
/// copy names the old id, as a word or inside `CARGO_BIN_EXE_<id>-interactor`.
#[test]
fn a_like_copy_of_every_problem_keeps_no_old_id() {
    let root = common::root();
    let mut kinds = BTreeMap::new();
    for entry in fs::read_dir(root.join("problems")).unwrap() {
        let entry = entry.unwrap();
        if !entry.path().join("Cargo.toml").is_file() {
            continue;
        }
        let like = entry.file_name().into_string().unwrap();
        let canonical = workspace::problems::canonical(&like).to_string();
        let files = new::files(&root, "zz9", Some(&like)).unwrap();
        for (path, text) in &files {
            if let Some(at) = text.find(canonical.as_str()) {
                let line = text[..at].matches('\n').count() + 1;
                panic!(
                    "--like {like}: {}:{line} still names {canonical}",
                    path.display()
                );
            }
        }
        let interactive = files.iter().any(|(p, _)| p.ends_with("interactor.rs"));
        kinds.insert(like, (interactive, files.len()));
    }
    assert!(
        kinds
            .values()
            .filter(|(interactive, _)| *interactive)
            .count()
            >= 2,
        "{kinds:?}"
    );
}
