//! HDU 1847 Good Luck in CET-4 Everybody!: take a power of two from one pile; the player to
//! move loses iff `n` is a multiple of 3.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1847
//!
//! Input: one `n` per line to end of input. Output per line: `Kiki` if the first player wins,
//! else `Cici`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{power_of_two_game, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, n: u64; else break }
        out.write_all(if power_of_two_game::first_player_wins(n) {
            b"Kiki\n"
        } else {
            b"Cici\n"
        })?;
    }
    out.flush()
}
