//! HDU 3032 Nim or not Nim?: Lasker's Nim (take from a heap, or split it in two), by
//! `snippets::multi_sg`: the XOR of the heaps' closed-form Grundy values.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3032
//!
//! Input: `T`, then `T` cases: `N`, then `N` heap sizes. Output per case: `Alice` if the first
//! player wins, else `Bob`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{multi_sg, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return Ok(()) }
    for _ in 0..cases {
        read_case! { from &mut source, count: u64, heaps: [u64; count]; else break }
        if multi_sg::lasker_first_player_wins(&heaps) {
            out.write_all(b"Alice\n")?;
        } else {
            out.write_all(b"Bob\n")?;
        }
    }
    out.flush()
}
