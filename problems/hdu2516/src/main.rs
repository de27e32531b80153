//! HDU 2516 取石子游戏: the Fibonacci game; the first player loses iff `n` is a Fibonacci
//! number.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2516
//!
//! Input: one `n` per line until `0` (or end of input). Output per line: `Second win` if the
//! first player loses, else `First win`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{fibonacci_game, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, n: u64; else break }
        if n == 0 {
            break;
        }
        if fibonacci_game::first_player_wins(n) {
            out.write_all(b"First win\n")?;
        } else {
            out.write_all(b"Second win\n")?;
        }
    }
    out.flush()
}
