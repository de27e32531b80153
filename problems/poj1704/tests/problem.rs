//! A short stress round of the binary against the brute force of `problems/poj1704/problem.rs`.

stress::problem_tests!();
