//! A short stress round of the binary against the brute force of `problems/cf2004e/problem.rs`.

stress::problem_tests!();
