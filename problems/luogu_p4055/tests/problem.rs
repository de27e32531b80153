//! A short stress round of the binary against the brute force of `problems/luogu_p4055/problem.rs`
//! (it fails, saying what to write, until `Problem::brute_force` is written).

stress::problem_tests!();
