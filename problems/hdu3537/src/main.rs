//! HDU 3537 Daizhenyang's Coin: Mock Turtles (turn over one, two or three coins, the rightmost
//! heads up), by `snippets::coin_turning`: the XOR of the odious numbers of the heads.
//! https://acm.hdu.edu.cn/showproblem.php?pid=3537
//!
//! Input: cases `n`, then `n` positions (from 0) of heads-up coins, until end of input; a coin
//! listed twice is one coin. Output per case: `Yes` if the first player loses, else `No`.

use snippets::coin_turning;
use snippets::io::{Input, Output};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    while let Some(heads) = input.u64().and_then(|n| input.u64s(n)) {
        if coin_turning::mock_turtles_first_player_wins(&heads) {
            out.put(b"No\n")
        } else {
            out.put(b"Yes\n")
        }
    }
}
