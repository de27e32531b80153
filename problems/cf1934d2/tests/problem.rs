//! A short stress round of the binary against the interactor of `problems/cf1934d2/`, and its
//! error voice.

stress::problem_tests!();
