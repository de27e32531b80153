//! The `<id>` mode: a problem's brute force as the table. Placeholder until filled.

use crate::Report;

/// The `<id>` mode.
pub fn run(id: &str, max: Option<u64>, queries: Option<(&str, &str)>) -> Report {
    let _ = (id, max, queries);
    Report {
        status: 2,
        stdout: String::new(),
        stderr: "error: the <id> mode is not built yet\n".into(),
    }
}
