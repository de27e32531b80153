//! HDU 1524 A Chess Game (also POJ 2425): chessmen on a DAG, a move slides one along an edge;
//! `snippets::dag_game` values the positions in reverse topological order and XORs the
//! chessmen's values.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1524
//!
//! Input: cases until end of input: `N`, then `N` lines `X` and `X` out-neighbours, then
//! queries `M` and `M` positions until a query `0`. Output per query: `WIN` or `LOSE`. A
//! cycle, a position outside `0..N` or a case cut short: error.

use snippets::dag_game;
use snippets::io::{self, Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut case = 0;
    while let Some(n) = input.u64() {
        case += 1;
        let incomplete = || -> ! { io::fail(format_args!("case {case} ends early")) };
        let check = |v: u64| match usize::try_from(v) {
            Ok(v) if (v as u64) < n => v,
            _ => io::fail(format_args!("case {case}: position {v} is not in 0..{n}")),
        };
        let mut successors = Vec::new();
        for _ in 0..n {
            let Some(targets) = input.u64().and_then(|x| input.u64s(x)) else { incomplete() };
            successors.push(targets.into_iter().map(check).collect::<Vec<usize>>());
        }
        let Some(values) = dag_game::grundy_values(&successors) else {
            io::fail(format_args!("case {case}: the graph has a cycle"))
        };
        while let Some(m) = input.u64().filter(|&m| m != 0) {
            // The chessmen as they are read: none is kept.
            let tokens = (0..m).map(|_| input.u64().map_or_else(|| incomplete(), check));
            if dag_game::first_player_wins(&values, tokens) {
                out.put(b"WIN\n")
            } else {
                out.put(b"LOSE\n")
            }
        }
    }
}
