//! Exact impartial-game theory for contest programmers: one module per game or technique,
//! each verified against a brute-force game-tree search and pasteable into a judge on its own.
//!
//! Every function is exact for every `u64` input: no floating point, no overflow at
//! `u64::MAX`. The crate has no dependencies and compiles with Rust 1.84 under edition 2021,
//! and with the current stable Rust under editions 2021 and 2024.
//!
//! # Which module for which game
//!
//! | the game, or what a problem asks | module | problems |
//! | --- | --- | --- |
//! | take `1..=m` from one pile (Bash game) | [`bash`] | hdu1846 |
//! | Nim: who wins, every winning move, how many | [`nim`] | hdu1850, hdu1849, hdu2176 |
//! | the last to move loses (misère Nim, anti-SG) | [`misere_nim`], [`anti_sg`] | hdu1907, hdu2509 |
//! | take from one pile or the same from both (Wythoff) | [`wythoff`] | hdu1527, poj1067, hdu2177 |
//! | take at most twice the last take (Fibonacci game) | [`fibonacci_game`], [`zeckendorf`] | hdu2516 |
//! | take at most `k` times the last take (k-multiple dynamic subtraction) | [`k_multiple_game`] | hdu2486 |
//! | take a power of two | [`power_of_two_game`] | hdu1847 |
//! | takes from a set, sums of games, mex (Sprague-Grundy) | [`grundy`] | hdu1848, hdu1536 |
//! | tokens sliding on a DAG, several per vertex | [`dag_game`] | hdu1524 |
//! | a Grundy sequence's period, proven; then any `n` in O(1) | [`periodic`] | |
//! | octal games (Kayles, Dawson's chess) | [`octal_game`] | |
//! | multiply by 2..=9 until `p >= n` | [`multiplication_game`] | hdu1517 |
//! | lower a digit or cut at a zero | [`digital_deletions`] | hdu1404 |
//! | nim multiplication, nimbers | [`nimber`] | lc_nim_product_64 |
//! | coin turning: Mock Turtles, Ruler, Turning Corners | [`coin_turning`] | hdu3537, hdu3404 |
//! | split a heap as a move (Lasker's Nim, multi-SG) | [`multi_sg`] | hdu3032 |
//! | staircase Nim, chessmen moving left | [`staircase_nim`] | poj1704 |
//! | cut an edge of a rooted tree or graph (Green Hackenbush) | [`green_hackenbush`] | hdu3094, poj3710 |
//! | move in every game at once (Every-SG) | [`every_sg`] | hdu3595 |
//! | Nim whose takes are coprime to the heap | [`coprime_nim`] | cf2004e |
//! | Nim whose takes lie in `[low, high]` | [`range_nim`] | abc297g |
//! | replace a number by a proper divisor (the divisor game) | [`divisor_game`], [`prime_factors`] | abc368f |
//! | primality, factors, `Omega` for every `u64` (Miller-Rabin, Pollard's rho) | [`prime_factors`] | abc368f |
//! | take from up to `k` piles at once (Moore's Nim_k), counting its losing positions | [`moore_nim`] | luogu_p2490 |
//! | subtract a multiple of the smaller number (Euclid's game) | [`euclid_game`] | hdu1525 |
//! | a token on a directed graph with cycles: win, lose or draw, distances (retrograde analysis) | [`retrograde`] | cf786a, abc209e |
//! | sums of loopy impartial games: Smith's values, draws, a winning move | [`loopy_sg`] | |
//! | remove a run of `l..=r` cards from a row (take-and-break; the mirror strategy) | [`run_removal`] | abc278g |
//! | break `p` into two parts whose XOR is `p` (XOR Break, interactive) | [`xor_break`] | cf1934d2 |
//! | decrease two values by the smaller; an equal-sum split by subset sum (interactive) | [`decreasing_game`] | cf1839e |
//! | move a token to an unvisited neighbour (undirected vertex geography) | [`geography`] | luogu_p4055, gcj2008_king |
//! | maximum matching: bipartite (Hopcroft-Karp), any graph (Edmonds' blossom) | [`bipartite_matching`], [`general_matching`] | luogu_p4055, gcj2008_king |
//! | two-player search with memo over any state: scores, win/lose/draw, the best move (no recursion); bitmasks of N <= 20 items | [`minimax`] | abc349e, abc354e |
//! | a 3 x 3 board painted in turn, lines and scores (ABC349 E) | [`weighted_tic_tac_toe`] | abc349e |
//! | remove two cards matching on a side (ABC354 E) | [`remove_pairs`] | abc354e |
//! | partizan numbers: exact dyadic rationals, the simplest number between bounds, `{L \| R}` | [`dyadic`] | abc229h |
//! | Blue-Red Hackenbush strings | [`hackenbush_string`] | |
//! | advance a piece or eat one (ABC229 H: a partizan sum of columns) | [`advance_or_eat`] | abc229h |
//! | a scoring game: colours taken in order of `a_i + b_i` (CF 1914 E) | [`marbles`] | cf1914e2 |
//! | take a submask `d <= a` of the pile (the Bit Game, CF 2027 E) | [`bit_game`] | cf2027e1 |
//! | count the `x <= b` of each Grundy value (digit DP), xor products of count vectors mod p | [`grundy_count`] | cf2027e2 |
//! | remove `l..=r` consecutive vertices of a cycle or path; cycles of a 2-regular graph | [`cycle_removal`] | cf1823e |
//! | write 0/1 on blanks, no equal neighbours (runs between fixed ends, ARC151 C) | [`zero_one_game`] | arc151c |
//! | take the same `k` from every pile (Everything Nim) | [`everything_nim`] | cf1965a |
//! | reading the input, writing the answers, one `error:` line | [`io`] | every binary |
//! | the judge's moves in an interactive game (`x y`, `-1 -1`) | [`judge_reply`] | cf1934d2, abc278g |
//!
//! # The bundling rule
//!
//! `scripts/bundle` splices each module file verbatim inside `pub mod <module> { ... }`, less
//! its doc comments and `#[cfg(test)]` items, and puts
//! `extern crate self as snippets; use snippets_modules::*;` beside them, so that every path
//! below resolves in a bundle as it does in this crate. So that nothing has to be rewritten, a
//! module:
//! - refers to another module only through a path that starts with `crate::<module>::`
//!   (never `super::`, never `crate::{...}`, never through a re-export of `lib.rs`), and to a
//!   macro only through `$crate::<macro>!`;
//! - names those modules in its header: `//! Depends on: crate::nim, crate::zeckendorf.` or
//!   `//! Depends on: nothing.`;
//! - keeps its tests in `#[cfg(test)]` items at its top level, which the bundle drops;
//! - exports a macro with `#[macro_export]` directly on its `macro_rules!`;
//! - is declared here, one `pub mod` per file, and `lib.rs` holds nothing else.
//!
//! `scripts/bundle --verify` compiles every module's paste form on its own and checks each
//! header against the code, so a module that breaks the rule fails `scripts/test`.

pub mod advance_or_eat;
pub mod anti_sg;
pub mod bash;
pub mod bipartite_matching;
pub mod bit_game;
pub mod coin_turning;
pub mod coprime_nim;
pub mod cycle_removal;
pub mod dag_game;
pub mod decreasing_game;
pub mod digital_deletions;
pub mod divisor_game;
pub mod dyadic;
pub mod euclid_game;
pub mod every_sg;
pub mod everything_nim;
pub mod fibonacci_game;
pub mod general_matching;
pub mod geography;
pub mod green_hackenbush;
pub mod grundy;
pub mod grundy_count;
pub mod hackenbush_string;
pub mod io;
pub mod judge_reply;
pub mod k_multiple_game;
pub mod loopy_sg;
pub mod marbles;
pub mod minimax;
pub mod misere_nim;
pub mod moore_nim;
pub mod multi_sg;
pub mod multiplication_game;
pub mod nim;
pub mod nimber;
pub mod octal_game;
pub mod periodic;
pub mod power_of_two_game;
pub mod prime_factors;
pub mod range_nim;
pub mod remove_pairs;
pub mod retrograde;
pub mod run_removal;
pub mod staircase_nim;
pub mod weighted_tic_tac_toe;
pub mod wythoff;
pub mod xor_break;
pub mod zeckendorf;
pub mod zero_one_game;

#[cfg(test)]
mod testing;
