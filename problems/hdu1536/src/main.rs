//! HDU 1536 S-Nim (also POJ 2960): Nim where every take must be in a set S. Per test case one
//! `snippets::grundy::SubtractionGame` on S, grown to the largest heap asked; a position of
//! several heaps wins iff the XOR of their Grundy values is not `0`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1536
//!
//! Input: test cases until a line `0` (or end of input): `k s1 .. sk`, then `m`, then `m`
//! lines `l h1 .. hl`; heaps and takes up to 10^6 and at most 100 takes (the statement's k),
//! so that a test case costs at most 10^8 steps; past either, the program stops with a
//! message naming the value. Output per test case: one line of `m` letters, `W` for a position the
//! player to move wins, else `L`; nothing for an incomplete last test case.

use snippets::grundy::{self, SubtractionGame};
use snippets::io::{self, Input, Output};

/// The largest heap or take answered: the table holds one Grundy value per heap up to it.
const LIMIT: u64 = 1_000_000;

/// The most takes a test case may have (the statement's `k <= 100`): a table of up to 10^6
/// heaps costs at most 10^8 steps per test case.
const MAX_TAKES: u64 = 100;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut line = Vec::new();
    'cases: while let Some(k) = input.u64() {
        if k == 0 {
            break;
        }
        // The statement's bound: the Grundy table costs a heap times the takes.
        if k > MAX_TAKES {
            io::fail(format_args!(
                "k `{k}` is above {MAX_TAKES}, the most takes a test case may have"
            ));
        }
        let Some(takes) = input.u64s(k) else { break };
        let takes: Vec<usize> = takes.iter().map(|&take| within_limit(take, "take")).collect();
        let mut game = SubtractionGame::new(&takes);
        let Some(m) = input.u64() else { break };
        line.clear();
        for _ in 0..m {
            let Some(l) = input.u64() else { break 'cases };
            let Some(heaps) = input.u64s(l) else {
                break 'cases;
            };
            let values = heaps.iter().map(|&heap| {
                let heap = within_limit(heap, "heap");
                game.value(heap).unwrap_or_else(|| io::fail("no memory for the Grundy table"))
            });
            line.push(if grundy::value_of_sum(values) != 0 { b'W' } else { b'L' });
        }
        line.push(b'\n');
        out.put(&line);
    }
}

/// `value` as an index; a value above [`LIMIT`] stops the program, naming it.
fn within_limit(value: u64, what: &str) -> usize {
    if value > LIMIT {
        io::fail(format_args!(
            "{what} `{value}` is above 1000000, the largest this program answers"
        ));
    }
    value as usize
}
