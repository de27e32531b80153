//! A short stress round of the binary against the brute force of `problems/abc368f/problem.rs`.

stress::problem_tests!();
