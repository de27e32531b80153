//! HDU 1730 Northcott Game: each row's gap `|T - J| - 1` is a Nim pile (moving away only adds
//! stones, which the opponent takes back), so `snippets::nim` on the gaps answers. No snippet
//! of its own: beyond Nim there is only that subtraction and the row's checks.
//! https://acm.hdu.edu.cn/showproblem.php?pid=1730
//!
//! Input: cases until end of input: `n m`, then `n` lines `T J`. Output per case: `I WIN!` if
//! Tom (to move) wins, else `BAD LUCK!`. `T == J` or a column outside `1..=m`: error.

use snippets::io::{self, Input, Output};
use snippets::nim;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let mut gaps = Vec::new();
    'cases: while let (Some(n), Some(m)) = (input.u64(), input.u64()) {
        gaps.clear();
        for row in 1..=n {
            let (Some(t), Some(j)) = (input.u64(), input.u64()) else { break 'cases };
            if t == j || !(1..=m).contains(&t) || !(1..=m).contains(&j) {
                io::fail(format_args!("row {row}: `{t} {j}` is not two cells of 1..={m}"));
            }
            gaps.push(t.abs_diff(j) - 1);
        }
        if nim::first_player_wins(&gaps) { out.put(b"I WIN!\n") } else { out.put(b"BAD LUCK!\n") }
    }
}
