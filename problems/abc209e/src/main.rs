//! AtCoder ABC209 E Shiritori: each word is a move from its first three letters to its last
//! three; the player who cannot say a word loses, and play may go on for ever. Retrograde
//! analysis of that graph by `snippets::retrograde`: after Takahashi says `s_i`, Aoki is to
//! move at the last three letters of `s_i`.
//! https://atcoder.jp/contests/abc209/tasks/abc209_e
//!
//! Input: cases until the end of the input (a judge sends one): `N`, then `N` words. Output
//! per word: `Aoki` if Aoki, to move after it, wins; `Takahashi` if Aoki loses; `Draw`. A word
//! that is not 3 to 8 letters `A-Z`, `a-z` stops the program with a message naming it; a
//! case cut short prints nothing. Only the triples the words use are numbered: memory
//! follows the words read.

use snippets::io::{self, Input, Output};
use snippets::retrograde::{self, Outcome};

/// Each byte's letter number: `A-Z` 0 to 25, `a-z` 26 to 51; 64 for any other byte (so
/// that the bytes' numbers OR-ed together show one).
const LETTER: [u8; 256] = {
    let mut letter = [64; 256];
    let mut i = 0;
    while i < 26 {
        (letter[b'A' as usize + i], letter[b'a' as usize + i]) = (i as u8, 26 + i as u8);
        i += 1;
    }
    letter
};

fn main() {
    let (mut input, mut out) = (Input::stdin(), Output::stdout());
    // `vertex[triple]`: the number of a triple of letters in this case, `u32::MAX` if unseen.
    let mut vertex = vec![u32::MAX; 52 * 52 * 52];
    'cases: while let Some(count) = input.u64() {
        let mut triples: Vec<u32> = Vec::new();
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(count.min(1 << 16) as usize);
        for _ in 0..count {
            let Some(word) = input.word() else { break 'cases };
            let letters = || word.iter().fold(0, |all, &byte| all | LETTER[byte as usize]);
            if !(3..=8).contains(&word.len()) || letters() & 64 != 0 {
                let shown = &word[..word.len().min(32)];
                let cut = if word.len() > 32 {
                    format!("... ({} bytes)", word.len())
                } else {
                    String::new()
                };
                io::fail(format_args!(
                    "word `{}`{cut} is not 3 to 8 letters A-Z, a-z",
                    shown.escape_ascii()
                ));
            }
            let triple = |three: &[u8]| {
                three.iter().fold(0, |triple, &byte| triple * 52 + u32::from(LETTER[byte as usize]))
            };
            edges.push((triple(&word[..3]), triple(&word[word.len() - 3..])));
        }
        // The triples numbered in a loop of their own, apart from the reading: the table's
        // cache misses then overlap (4 to 8% of the time on the benchmark's input).
        let mut number = |triple: u32| {
            let slot = &mut vertex[triple as usize];
            if *slot == u32::MAX {
                *slot = triples.len() as u32;
                triples.push(triple);
            }
            *slot
        };
        for edge in &mut edges {
            *edge = (number(edge.0), number(edge.1));
        }
        // Every edge names a numbered triple.
        let table = retrograde::solve_edges(triples.len(), &edges).unwrap();
        for &(_, to) in &edges {
            match table.outcome(to as usize) {
                Outcome::Win => out.put(b"Aoki\n"),
                Outcome::Lose => out.put(b"Takahashi\n"),
                Outcome::Draw => out.put(b"Draw\n"),
            }
        }
        for triple in triples {
            vertex[triple as usize] = u32::MAX;
        }
    }
}
