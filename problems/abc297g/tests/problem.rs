//! A short stress round of the binary against the brute force of `problems/abc297g/problem.rs`.

stress::problem_tests!();
