//! HDU 1907 John: misère Nim (whoever takes the last object loses), by
//! `snippets::misere_nim::first_player_wins`, the anti-SG rule on heaps worth their size.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1907
//!
//! Input: `T`, then `T` cases: `N`, then `N` pile sizes (exact for every `u64`; a pile of `0`
//! changes nothing). Output per case: `John` if the first player wins, else `Brother`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{misere_nim, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    read_case! { from &mut source, cases: u64; else return out.flush() }
    for _ in 0..cases {
        read_case! { from &mut source, n: u64, piles: [u64; n]; else break }
        if misere_nim::first_player_wins(&piles) {
            out.write_all(b"John\n")?;
        } else {
            out.write_all(b"Brother\n")?;
        }
    }
    out.flush()
}
