//! AtCoder ABC278 G Generalized Subtraction Game (interactive): cards `1..=N` in a row; a move
//! removes `y` consecutive cards still there, `L <= y <= R`. The program goes first and
//! mirrors when a centred run of the parity of `N` can be taken, else plays by the Grundy
//! values of the rows (snippets::run_removal).
//! https://atcoder.jp/contests/abc278/tasks/abc278_g
//!
//! Protocol: the judge writes `N L R`; the program writes `First` or `Second`, then on its
//! turns `x y`; the judge writes its move, `0 0` (it cannot move: the program won) or `-1 -1`
//! (the program lost); after either the program exits. `N` above 2000 (the statement's limit)
//! and a judge move that is not legal are `error:` lines.

use snippets::io::{Input, Output, fail};
use snippets::judge_reply::{self, Reply};
use snippets::run_removal;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let (Some(n), Some(l), Some(r)) = (input.u64(), input.u64(), input.u64()) else { return };
    if n > 2000 || l == 0 || l > r {
        fail(format_args!("expected 1 <= L <= R and N <= 2000, found N = {n}, L = {l}, R = {r}"));
    }
    let (n, l, r) = (n as usize, l as usize, r as usize);
    let r = r.min(n.max(1));
    // row[c]: card c + 1 is still there.
    let mut row = vec![true; n];
    let opening = run_removal::mirror_opening(n as u64, l as u64, r as u64);
    let g = match opening {
        Some(_) => Vec::new(),
        None => run_removal::grundy_values(n + 1, l, r),
    };
    let take = |row: &mut Vec<bool>, x: usize, y: usize| row[x - 1..x - 1 + y].fill(false);
    let answer = |row: &[bool]| match opening {
        Some(_) => None,
        None => run_removal::winning_move(row, l, r, &g),
    };
    let first = match opening {
        Some((x, y)) => Some((x as usize, y as usize)),
        None => answer(&row),
    };
    match first {
        Some((x, y)) => {
            out.put(b"First\n");
            out.number(x as u64, b' ');
            out.number(y as u64, b'\n');
            take(&mut row, x, y);
        }
        None => out.put(b"Second\n"),
    }
    out.flush();
    loop {
        let (a, b) = match judge_reply::pair(&mut input) {
            None | Some(Reply::Refused) | Some(Reply::Pair(0, 0)) => return,
            Some(Reply::Pair(a, b)) => (a, b),
        };
        let legal = a >= 1
            && (l as u64..=r as u64).contains(&b)
            && a.checked_add(b).is_some_and(|end| end - 1 <= n as u64)
            && row[a as usize - 1..(a + b - 1) as usize].iter().all(|&card| card);
        if !legal {
            fail(format_args!("the judge's move `{a} {b}` is not legal"));
        }
        let (a, b) = (a as usize, b as usize);
        take(&mut row, a, b);
        let reply = match opening {
            Some(_) => run_removal::mirror(n as u64, a as u64, b as u64)
                .map(|(x, y)| (x as usize, y as usize)),
            None => answer(&row),
        };
        // Lost (the judge played perfectly after an error): any legal run, else `0 0`.
        let reply = reply.or_else(|| {
            (l..=r.min(n)).find_map(|y| {
                (0..=n - y).find(|&x| row[x..x + y].iter().all(|&c| c)).map(|x| (x + 1, y))
            })
        });
        match reply {
            Some((x, y)) => {
                out.number(x as u64, b' ');
                out.number(y as u64, b'\n');
                take(&mut row, x, y);
            }
            None => out.put(b"0 0\n"),
        }
        out.flush();
    }
}
