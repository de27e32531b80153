//! HDU 3595 GG and MM: Euclid-like games played all at once (Every-SG), by
//! `snippets::every_sg`: the first player wins iff the largest step count is odd.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3595
//!
//! Input: cases until end of input: `N`, then `N` lines `p q`. Output per case: `MM` if the
//! first player wins, else `GG`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::{every_sg, read_case, stdio};
use std::io::Write;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    loop {
        // Flat, so that a case cut inside a game is an incomplete case, not an error.
        read_case! { from &mut source, count: u64, piles: [u64; count.saturating_mul(2)]; else break }
        let games = piles.chunks_exact(2).map(|pq| (pq[0], pq[1]));
        out.write_all(if every_sg::euclid_games_first_player_wins(games) {
            b"MM\n"
        } else {
            b"GG\n"
        })?;
    }
    out.flush()
}
