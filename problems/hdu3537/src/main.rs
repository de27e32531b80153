//! HDU 3537 Daizhenyang's Coin: Mock Turtles (turn over one, two or three coins, the rightmost
//! heads up), by `snippets::coin_turning`: the XOR of the odious numbers of the heads.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3537
//!
//! Input: cases `n`, then `n` positions (from 0) of heads-up coins, until end of input; a coin
//! listed twice is one coin. Output per case: `Yes` if the first player loses, else `No`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{coin_turning, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, count: u64, heads: [u64; count]; else break }
        if coin_turning::mock_turtles_first_player_wins(&heads) {
            out.write_all(b"No\n")?;
        } else {
            out.write_all(b"Yes\n")?;
        }
    }
    out.flush()
}
