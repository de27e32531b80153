//! A short stress round of the binary against the brute force of `problems/poj3710/problem.rs`.

stress::problem_tests!();
