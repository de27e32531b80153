//! Codeforces 786A (= 787C) Berzerk: a monster on a circle of `n` objects, object 1 a black
//! hole; the mover sends it `x` objects on (`x` from their own set) and wins by landing it
//! on the hole. Retrograde analysis on the `2n` states (object, whose turn) by
//! `snippets::retrograde`, moves given backwards by a closure (nothing stored per move).
//! https://codeforces.com/problemset/problem/786/A
//!
//! Input: cases until the end of the input (a judge sends one): `n`, then `k1` and Rick's
//! `k1` numbers, then `k2` and Morty's `k2` numbers. Output per case: two lines of `n - 1`
//! words, `Win`, `Lose` or `Loop` for the player to move (Rick on line 1, Morty on line 2)
//! with the monster on objects 2 to `n`. `n` outside `2..=10^6`, a count outside `1..n`, an
//! element outside `1..n` or repeated stops the program with a message naming it; a case
//! cut short prints nothing.
//!
//! The work is O(n (k1 + k2)) a case, so it is bounded: all cases together may have at most
//! [`MAX_MOVES`] = 10^8 moves, `n (k1 + k2)` summed, just above the statement's largest case
//! (n = 7000 with every step: 97,986,000, about a second); a case past it stops the program
//! with a message naming it, before its steps are read.

use snippets::io::{self, Input, Output};
use snippets::retrograde::{self, Outcome};

/// The largest `n` answered: the output alone is `2n` words.
const MAX_OBJECTS: u64 = 1_000_000;

/// The most moves, `n (k1 + k2)`, all cases together may have.
const MAX_MOVES: u64 = 100_000_000;

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    let (mut moves, mut case) = (0u64, 0);
    'cases: while let Some(n) = input.u64() {
        case += 1;
        if !(2..=MAX_OBJECTS).contains(&n) {
            io::fail(format_args!("n = {n} is not in 2..={MAX_OBJECTS}"));
        }
        let n = n as usize;
        // Steps as `u32` (n <= 10^6): a set of 7000 stays within a 32 KiB cache.
        let mut sets: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        for (player, name) in ["Rick", "Morty"].into_iter().enumerate() {
            let Some(count) = input.u64() else { break 'cases };
            if count == 0 || count >= n as u64 {
                io::fail(format_args!("{name}'s count {count} is not in 1..={}", n - 1));
            }
            if player == 1 {
                // Both below 10^6: no overflow, nor in the sum of the cases before.
                let k1 = sets[0].len() as u64;
                let these = n as u64 * (k1 + count);
                moves += these;
                if moves > MAX_MOVES {
                    let before = if moves > these {
                        format!(" ({moves} with the cases before)")
                    } else {
                        String::new()
                    };
                    io::fail(format_args!(
                        "case {case}: n = {n} with {k1} + {count} steps makes {these} moves{before}, above the 10^8 all cases may have"
                    ));
                }
            }
            let Some(set) = input.u64s(count) else { break 'cases };
            let mut seen = vec![false; n];
            for x in set {
                if x == 0 || x >= n as u64 {
                    io::fail(format_args!("{name}'s step {x} is not in 1..={}", n - 1));
                }
                if std::mem::replace(&mut seen[x as usize], true) {
                    io::fail(format_args!("{name}'s step {x} is given twice"));
                }
                sets[player].push(x as u32);
            }
        }
        // State `player * n + object` (objects from 0, the hole): `player` is to move, and
        // loses at once on the hole (no moves). Into `object` come the other player's steps,
        // from `object - x`, or round past the hole from `object + n - x` for the larger steps
        // (sorted, they split in two runs).
        for set in &mut sets {
            set.sort_unstable();
        }
        let sets = &sets;
        let move_count = |state: usize| match state % n {
            0 => 0,
            _ => sets[state / n].len(),
        };
        let predecessors = |state: usize| {
            let (player, object) = (state / n, state % n);
            let set = &sets[1 - player];
            let (near, far) = set.split_at(set.partition_point(|&x| x as usize <= object));
            // From the hole too: it has no moves, so the pass skips it (no test here).
            let near_end = (1 - player) * n + object;
            Sources { near, far, near_end, far_end: near_end + n }
        };
        let table = retrograde::solve_by_predecessors(2 * n, move_count, predecessors);
        for player in 0..2 {
            for object in 1..n {
                match table.outcome(player * n + object) {
                    Outcome::Win => out.put(b"Win"),
                    Outcome::Lose => out.put(b"Lose"),
                    Outcome::Draw => out.put(b"Loop"),
                }
                if object + 1 < n { out.put(b" ") } else { out.put(b"\n") }
            }
        }
    }
}

/// The states with a move into one state: `near_end - x` for each step `x` of `near`, then
/// `far_end - x` for each of `far`. Its `fold` is the two plain loops, inlined where the
/// retrograde pass runs it: as a chain of two maps, under Luogu's `-C opt-level=2` the pass
/// called a closure for every move (1.38 G instructions on the largest case, its fread C++
/// 1.28 G; 0.99 G so).
struct Sources<'a> {
    near: &'a [u32],
    far: &'a [u32],
    near_end: usize,
    far_end: usize,
}

impl Iterator for Sources<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if let Some((&x, rest)) = self.near.split_first() {
            self.near = rest;
            return Some(self.near_end - x as usize);
        }
        let (&x, rest) = self.far.split_first()?;
        self.far = rest;
        Some(self.far_end - x as usize)
    }

    #[inline(always)]
    fn fold<B, F: FnMut(B, usize) -> B>(self, init: B, mut f: F) -> B {
        let mut acc = init;
        for &x in self.near {
            acc = f(acc, self.near_end - x as usize);
        }
        for &x in self.far {
            acc = f(acc, self.far_end - x as usize);
        }
        acc
    }
}
