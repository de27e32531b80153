//! HDU 2509 Be the Winner: rows of apples; a move takes a run of consecutive apples from one
//! row (possibly splitting it in two); whoever takes the last apple loses. A row of `x` is
//! worth `x` (its moves reach every value below and no other), so this is misère Nim:
//! `snippets::misere_nim::first_player_wins`, the anti-SG rule.
//! https://acm.hdu.edu.cn/showproblem.php?pid=2509
//!
//! Input: cases until end of input: `n`, then `n` row sizes (exact for every `u64`). Output
//! per case: `Yes` if the first player wins, else `No`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{misere_nim, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        read_case! { from &mut source, n: u64, rows: [u64; n]; else break }
        if misere_nim::first_player_wins(&rows) {
            out.write_all(b"Yes\n")?;
        } else {
            out.write_all(b"No\n")?;
        }
    }
    out.flush()
}
