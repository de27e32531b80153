//! `scripts/guess <id>` on the workspace's own problems: the rule found from each brute force
//! is the theorem its snippet implements, and the re-check on twice the range agrees.

fn guess(id: &str) -> guess::Report {
    guess::problem_table::run(id, None, None)
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
