//! HDU 1536 S-Nim (also POJ 2960): Nim where every take must be in a set S. Per test case one
//! `snippets::grundy::SubtractionGame` on S, grown to the largest heap asked; a position of
//! several heaps wins iff the XOR of their Grundy values is not `0`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1536
//!
//! Input: test cases until a line `0` (or end of input): `k s1 .. sk`, then `m`, then `m`
//! lines `l h1 .. hl`; heaps and takes up to 10^6, and a larger one stops the program with a
//! message naming it. Output per test case: one line of `m` letters, `W` for a position the
//! player to move wins, else `L`; nothing for an incomplete last test case.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::grundy::{self, SubtractionGame};
use snippets::{read_case, stdio};
use std::io::Write;

/// The largest heap or take answered: the table holds one Grundy value per heap up to it.
const LIMIT: u64 = 1_000_000;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    let mut line = Vec::new();
    'cases: loop {
        read_case! { from &mut source, k: u64, takes: [u64; k]; else break }
        if k == 0 {
            break;
        }
        let takes: Vec<usize> = takes
            .iter()
            .map(|&take| within_limit(take, "take"))
            .collect();
        let mut game = SubtractionGame::new(&takes);
        read_case! { from &mut source, m: u64; else break }
        line.clear();
        for _ in 0..m {
            read_case! { from &mut source, l: u64, heaps: [u64; l]; else break 'cases }
            let values = heaps.iter().map(|&heap| {
                let heap = within_limit(heap, "heap");
                game.value(heap)
                    .expect("a table of 10^6 + 1 values fits in memory")
            });
            line.push(if grundy::value_of_sum(values) != 0 {
                b'W'
            } else {
                b'L'
            });
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    out.flush()
}

/// `value` as an index; a value above [`LIMIT`] stops the program, naming it.
fn within_limit(value: u64, what: &str) -> usize {
    assert!(
        value <= LIMIT,
        "{what} `{value}` is above 1000000, the largest this program answers"
    );
    value as usize
}
