//! A short stress round of the binary against the brute force of `problems/hdu1536/problem.rs`.

stress::problem_tests!();
