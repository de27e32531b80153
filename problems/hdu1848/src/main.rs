//! HDU 1848 Fibonacci again and again: three piles; a move takes a Fibonacci number of stones
//! from one pile. Each pile's Grundy value comes from `snippets::grundy::SubtractionGame` with
//! the Fibonacci takes (one table, grown to the largest pile asked); the player to move wins
//! iff their XOR is not `0`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1848
//!
//! Input: lines `m n p` until `0 0 0` (or end of input); every pile up to 10^6, and a larger
//! one stops the program with a message naming it. Output per line: `Fibo` if the player to
//! move wins, else `Nacci`.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use snippets::grundy::{self, SubtractionGame};
use snippets::{read_case, stdio, zeckendorf};
use std::io::Write;

/// The largest pile answered: the table holds one Grundy value per pile up to it.
const MAX_PILE: u64 = 1_000_000;

fn main() -> std::io::Result<()> {
    let mut source = OnceSource::new(stdio::stdin());
    let mut out = stdio::stdout();
    let takes: Vec<usize> = zeckendorf::FIBONACCI
        .iter()
        .filter_map(|&take| usize::try_from(take).ok())
        .collect();
    let mut game = SubtractionGame::new(&takes);
    loop {
        read_case! { from &mut source, m: u64, n: u64, p: u64; else break }
        if (m, n, p) == (0, 0, 0) {
            break;
        }
        // Three calls, not `[m, n, p].map(..)`: that map was not inlined (17% of the time).
        let values = [
            grundy_value(&mut game, m),
            grundy_value(&mut game, n),
            grundy_value(&mut game, p),
        ];
        if grundy::value_of_sum(values) != 0 {
            out.write_all(b"Fibo\n")?;
        } else {
            out.write_all(b"Nacci\n")?;
        }
    }
    out.flush()
}

/// The Grundy value of `pile`; a pile above [`MAX_PILE`] stops the program, naming it.
fn grundy_value(game: &mut SubtractionGame, pile: u64) -> usize {
    assert!(
        pile <= MAX_PILE,
        "pile `{pile}` is above 1000000, the largest pile this program answers"
    );
    game.value(pile as usize)
        .expect("a table of 10^6 + 1 values fits in memory")
}
