//! The scaffold compiles as `scripts/new` writes it: the templates are Rust as they stand
//! (their `{id}` stands in comments only), compiled here against the crates a new problem
//! builds with, so no test has to build a new problem in a copy of the workspace.

#[allow(dead_code)]
#[path = "../templates/main.rs.template"]
mod main_rs;

#[allow(dead_code)]
#[path = "../templates/problem.rs.template"]
mod problem_rs;

#[allow(dead_code)]
#[path = "../templates/main-interactive.rs.template"]
mod main_interactive_rs;

#[allow(dead_code)]
#[path = "../templates/interactor.rs.template"]
mod interactor_rs;

#[test]
fn the_templates_are_a_program_and_a_description() {
    fn described<P: problem::Problem>(_: P) {}
    described(problem_rs::description());
    for template in [
        include_str!("../templates/main.rs.template"),
        include_str!("../templates/problem.rs.template"),
        include_str!("../templates/main-interactive.rs.template"),
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
