//! HDU 1848 Fibonacci again and again: three piles; a move takes a Fibonacci number of stones
//! from one pile. Each pile's Grundy value comes from `snippets::grundy::SubtractionGame` with
//! the Fibonacci takes (one table, grown to the largest pile asked); the player to move wins
//! iff their XOR is not `0`.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1848
//!
//! Input: lines `m n p` until `0 0 0` (or end of input); every pile up to 10^6, and a larger
//! one stops the program with a message naming it. Output per line: `Fibo` if the player to
//! move wins, else `Nacci`.

use snippets::grundy::{self, SubtractionGame};
use snippets::io::{self, Input, Output};
use snippets::zeckendorf;

/// The largest pile answered: the table holds one Grundy value per pile up to it.
const MAX_PILE: u64 = 1_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let takes: Vec<usize> =
        zeckendorf::FIBONACCI.iter().filter_map(|&take| usize::try_from(take).ok()).collect();
    let mut game = SubtractionGame::new(&takes);
    while let (Some(m), Some(n), Some(p)) = (input.u64(), input.u64(), input.u64()) {
        if (m, n, p) == (0, 0, 0) {
            break;
        }
        // Three calls, not `[m, n, p].map(..)`: that map was not inlined (17% of the time).
        let values =
            [grundy_value(&mut game, m), grundy_value(&mut game, n), grundy_value(&mut game, p)];
        if grundy::value_of_sum(values) != 0 { out.put(b"Fibo\n") } else { out.put(b"Nacci\n") }
    }
}

/// The Grundy value of `pile`; a pile above [`MAX_PILE`] stops the program, naming it.
fn grundy_value(game: &mut SubtractionGame, pile: u64) -> usize {
    if pile > MAX_PILE {
        io::fail(format_args!(
            "pile `{pile}` is above 1000000, the largest pile this program answers"
        ));
    }
    game.value(pile as usize).unwrap_or_else(|| io::fail("no memory for the Grundy table"))
}
