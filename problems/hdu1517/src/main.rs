//! HDU 1517 A Multiplication Game (also POJ 2505, UVa 847): `p` starts at `1`, a move
//! multiplies it by `2..=9`, the first to reach `p >= n` wins:
//! `snippets::multiplication_game::first_player_wins`, exact for every `u64`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1517
//!
//! Input: one `n` per line until end of input. Output per `n`: `Stan wins.` if the first
//! player wins (also for `n <= 1`), else `Ollie wins.`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{multiplication_game, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, n: u64; else break }
        if multiplication_game::first_player_wins(n) {
            out.write_all(b"Stan wins.\n")?;
        } else {
            out.write_all(b"Ollie wins.\n")?;
        }
    }
    out.flush()
}
