//! A short stress round of the binary against the brute force of `problems/hdu3537/problem.rs`.

stress::problem_tests!();
