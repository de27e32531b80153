//! `scripts/guess <id>` on the workspace's own problems: the rule found from each brute force
//! is the theorem its snippet implements, and the re-check on twice the range agrees; and the
//! command line of `scripts/guess --table`.

mod common;

/// `gt guess <id>`: what `scripts/guess <id>` runs.
struct Report {
    status: i32,
    stdout: String,
    stderr: String,
}

fn guess(id: &str) -> Report {
    let (status, stdout, stderr) = common::gt("guess", &[id]);
    Report {
        status,
        stdout,
        stderr: common::own_lines(&stderr),
    }
}

#[test]
fn the_workspace_problems_rules() {
    for (id, rule) in [
        ("hdu1847", "rule: P iff n mod 3 in {0}\n"),
        ("hdu1846", "rule: P iff p[1] mod (p[0] + 1) = 0\n"),
        (
            "hdu1527",
            "rule: P iff the pair is (x, y) with x <= y and x = floor((y - x) * phi)\n",
        ),
        ("abc368f", "rule: Grundy = Omega(n)\n"),
        (
            "hdu2516",
            "rule: P iff n is a term of t = 1, 2, ... with t(i) = 1*t(i-1) + 1*t(i-2)\n",
        ),
    ] {
        let r = guess(id);
        assert_eq!(r.status, 0, "{id}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(rule), "{id}: {}", r.stdout);
        assert!(
            r.stdout
                .contains("re-check: the rule agrees with the brute force on"),
            "{id}: {}",
            r.stdout
        );
    }
}

#[test]
fn unknown_problem_and_no_rule() {
    let r = guess("no-such-problem");
    assert_eq!(r.status, 2);
    assert!(r.stderr.starts_with("error: "), "{}", r.stderr);
    let r = guess("cf2004e");
    assert_eq!(r.status, 1, "{}", r.stdout);
    assert!(r.stdout.contains("no rule found"), "{}", r.stdout);
}

#[test]
fn command_line_errors_and_predictions() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).display().to_string();
    std::fs::write(path("bad.txt"), "0: P\n1: N\n2 x: N\n").unwrap();
    let (code, stdout, stderr) = common::gt("guess", &["--table", &path("bad.txt")]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert_eq!(
        stderr,
        format!(
            "error: {}:3: `x` is not a number of a position (0 to 2^64 - 1)\n",
            path("bad.txt")
        )
    );
    let (code, _, stderr) = common::gt("guess", &[]);
    assert_eq!(code, 2, "{stderr}");
    let (code, _, stderr) = common::gt("guess", &["--table", &path("missing.txt")]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.starts_with("error: cannot read"), "{stderr}");
    let train: String = (0..60)
        .map(|n| format!("{n}: {}\n", if n % 3 == 0 { "P" } else { "N" }))
        .collect();
    std::fs::write(path("train.txt"), train).unwrap();
    std::fs::write(
        path("query.txt"),
        "18446744073709551615\n# c\n9\n1000000000000000000\n",
    )
    .unwrap();
    let (code, stdout, stderr) = common::gt(
        "guess",
        &[
            "--table",
            &path("train.txt"),
            "--predict",
            &path("query.txt"),
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, "P\nP\nN\n");
    assert!(
        stderr.starts_with("rule: P iff n mod 3 in {0}\n"),
        "{stderr}"
    );
    assert!(
        stderr.contains("consistent with the 60 positions checked (n = 0..=59); not proven"),
        "{stderr}"
    );
    let (code, stdout, _) = common::gt("guess", &["--table", &path("train.txt")]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("fn first_player_loses(p: &[u64]) -> bool"),
        "{stdout}"
    );
}
