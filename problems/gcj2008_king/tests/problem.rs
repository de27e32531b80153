//! A short stress round of the binary against the brute force of `problems/gcj2008_king/problem.rs`
//! (it fails, saying what to write, until `Problem::brute_force` is written).

stress::problem_tests!();
