//! HDU 1849 Rabbit and Grass: pieces on a line; a move shifts one piece any positive distance
//! toward `0`. A piece at position `p` is a Nim pile of `p`: `snippets::nim::first_player_wins`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1849
//!
//! Input: cases `m`, then `m` positions, until `m = 0` (or end of input); exact for every
//! `u64`. Output per case: `Rabbit Win!` if the first player wins, else `Grass Win!`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{nim, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, m: u64, positions: [u64; m]; else break }
        if m == 0 {
            break;
        }
        if nim::first_player_wins(&positions) {
            out.write_all(b"Rabbit Win!\n")?;
        } else {
            out.write_all(b"Grass Win!\n")?;
        }
    }
    out.flush()
}
