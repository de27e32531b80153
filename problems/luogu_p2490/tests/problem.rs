//! A short stress round of the binary against the brute force of `problems/luogu_p2490/problem.rs`.

stress::problem_tests!();
