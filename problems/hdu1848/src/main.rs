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
    while let Some(m) = input.u64() {
        // One pile at a time: the end of the input anywhere in a line ends the program.
        let Some(n) = input.u64() else { break };
        let Some(p) = input.u64() else { break };
        if (m, n, p) == (0, 0, 0) {
            break;
        }
        // One test of the largest pile, not one a pile; three calls, not `[m, n, p].map(..)`:
        // that map was not inlined (17% of the time).
        if m.max(n).max(p) > MAX_PILE {
            too_large([m, n, p]);
        }
        let values =
            [grundy_value(&mut game, m), grundy_value(&mut game, n), grundy_value(&mut game, p)];
        if grundy::value_of_sum(values) != 0 { out.put(b"Fibo\n") } else { out.put(b"Nacci\n") }
    }
}

/// Stops the program, naming the first of `piles` above [`MAX_PILE`].
#[cold]
fn too_large(piles: [u64; 3]) -> ! {
    let pile = piles.into_iter().find(|&pile| pile > MAX_PILE).unwrap_or(0);
    io::fail(format_args!("pile `{pile}` is above 1000000, the largest pile this program answers"))
}

/// The Grundy value of `pile`, at most [`MAX_PILE`].
fn grundy_value(game: &mut SubtractionGame, pile: u64) -> usize {
    game.value(pile as usize).unwrap_or_else(|| io::fail("no memory for the Grundy table"))
}
