//! A short stress round of the binary against the brute force of `problems/hdu1846/problem.rs`.

stress::problem_tests!();
