//! A short stress round of the binary against the interactor of `problems/abc278g/`, and its
//! error voice.

stress::problem_tests!();
