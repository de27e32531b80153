//! The scaffold compiles as `scripts/new` writes it: the templates are Rust as they stand
//! (their `{id}` stands in comments only), compiled here against the crates a new problem
//! builds with, so no test has to build a new problem in a copy of the workspace. The
//! interactor's, which includes `problems/interactor_protocol.rs` by a relative path, is built
//! by rustc beside a copy of that file (`the_interactive_templates_play_one_game_by_one_protocol`).

#[allow(dead_code)]
#[path = "../templates/main.rs.template"]
mod main_rs;

#[allow(dead_code)]
#[path = "../templates/problem.rs.template"]
mod problem_rs;

#[allow(dead_code)]
#[path = "../templates/problem-interactive.rs.template"]
mod problem_interactive_rs;

#[allow(dead_code)]
#[path = "../templates/main-interactive.rs.template"]
mod main_interactive_rs;

#[test]
fn the_templates_are_a_program_and_a_description() {
    fn described<P: problem::Problem>(_: P) {}
    described(problem_rs::description());
    described(problem_interactive_rs::description());
    for template in [
        include_str!("../templates/main.rs.template"),
        include_str!("../templates/problem.rs.template"),
        include_str!("../templates/main-interactive.rs.template"),
        include_str!("../templates/problem-interactive.rs.template"),
        include_str!("../templates/interactor.rs.template"),
    ] {
        for line in template.lines().filter(|line| line.contains("{id}")) {
            assert!(
                line.trim_start().starts_with("//"),
                "`{{id}}` outside a comment: {line}"
            );
        }
    }
}

/// The interactive halves agree, one game a run: `problem.rs` writes a case file of one game,
/// which the interactor reads; the interactor speaks the protocol `main.rs` speaks (`n`, a
/// side, moves `x y`, `0 0` or `-1 -1`); and nothing the tools call on an interactive
/// problem is left `todo!()`.
#[test]
fn the_interactive_templates_play_one_game_by_one_protocol() {
    use problem::Problem;
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};

    let mut description = problem_interactive_rs::description();
    let mut rng = problem::Rng::new(1);
    let games = [
        description.random_case(&mut rng, 10),
        description.random_case(&mut rng, 10),
    ];
    let text = description.input(&games);
    assert_eq!(
        text.split_ascii_whitespace().count(),
        1,
        "one game a run, one number: {text:?}"
    );
    assert_eq!(description.brute_force(&games[0]), "");
    assert!(!description.max_input(&mut rng).text.is_empty());
    let case = "5\n".to_string();
    let main = include_str!("../templates/main-interactive.rs.template");
    assert!(
        !main.contains("0..games") && main.contains("First"),
        "{main}"
    );

    // The interactor, its judging written as the placeholder plays it.
    let dir = tempfile::tempdir().unwrap();
    let template = include_str!("../templates/interactor.rs.template");
    assert!(template.contains("const WRITTEN: bool = false;"));
    assert!(
        template.contains("to end of file") && template.contains("hangs"),
        "the template says what an interactor may not do"
    );
    // Where `scripts/new` puts it: problems/<id>/interactor.rs, beside the shared protocol.
    let problems = dir.path().join("problems");
    std::fs::create_dir_all(problems.join("cf1")).unwrap();
    std::fs::write(
        problems.join("interactor_protocol.rs"),
        include_str!("../../../problems/interactor_protocol.rs"),
    )
    .unwrap();
    let source = problems.join("cf1/interactor.rs");
    std::fs::write(
        &source,
        template.replace(
            "const WRITTEN: bool = false;",
            "const WRITTEN: bool = true;",
        ),
    )
    .unwrap();
    let binary = dir.path().join("interactor");
    let built = Command::new(std::env::var("RUSTC").unwrap_or("rustc".into()))
        .args(["--edition", "2024", "-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&source)
        .env("CARGO_PKG_NAME", "cf1")
        .output()
        .unwrap();
    assert!(built.status.success(), "{built:?}");
    let case_file = dir.path().join("case.in");
    // The program's lines, and what the interactor must answer: its lines and exit status.
    let play = |case: &str, program: &[&str]| -> (Vec<String>, i32) {
        std::fs::write(&case_file, case).unwrap();
        let mut child = Command::new(&binary)
            .arg(&case_file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        for line in program {
            let _ = writeln!(stdin, "{line}");
        }
        drop(stdin);
        let lines = BufReader::new(child.stdout.take().unwrap())
            .lines()
            .map(Result::unwrap)
            .collect();
        (lines, child.wait().unwrap().code().unwrap_or(-1))
    };
    assert_eq!(
        play(&case, &["First", "5 5"]),
        (vec!["5".into(), "0 0".into()], 0)
    );
    assert_eq!(
        play(&case, &["Third"]),
        (vec!["5".into(), "-1 -1".into()], 1)
    );
    assert_eq!(
        play("5 6\n", &["First"]).1,
        3,
        "a case file of two numbers is bad"
    );
}
