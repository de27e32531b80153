//! A short stress round of the binary against the brute force of `problems/lc_nim_product_64/problem.rs`.

stress::problem_tests!();
