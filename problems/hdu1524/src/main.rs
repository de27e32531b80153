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
            if query_wins(&mut input, &values, m, case) {
                out.put(b"WIN\n")
            } else {
                out.put(b"LOSE\n")
            }
        }
    }
}

/// Whether the first player wins with the next `m` chessmen of `input`, read as they come
/// (none is kept) and checked against the values' length, so that the lookup needs no second
/// test. A function of its own: inside `main`'s loop its few locals did not stay in registers.
#[inline(never)]
fn query_wins(input: &mut Input, values: &[usize], m: u64, case: usize) -> bool {
    let tokens = (0..m).map(|_| match input.u64() {
        Some(v) if v < values.len() as u64 => v as usize,
        Some(v) => {
            io::fail(format_args!("case {case}: position {v} is not in 0..{}", values.len()))
        }
        None => io::fail(format_args!("case {case} ends early")),
    });
    dag_game::first_player_wins(values, tokens)
}
