//! HDU 1527 取石子游戏: Wythoff's game; the player to move loses iff `(a, b)` is a P-position.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1527
//!
//! Input: lines `a b` (either order) to end of input. Output per line: `1` if the player to
//! move wins, else `0`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{read_case, stdio, wythoff};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, a: u64, b: u64; else break }
        out.write_all(if wythoff::first_player_wins(a, b) {
            b"1\n"
        } else {
            b"0\n"
        })?;
    }
    out.flush()
}
