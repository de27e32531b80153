//! abc209e as the tools see it: random dictionaries of up to `--max` words over a few
//! letters (so that triples meet, cycle and loop), against a least-fixpoint iteration over
//! the real words (round by round, no queue and no counters).

use problem::{MaxInput, Problem, Rng};
use std::collections::HashMap;
use std::fmt::Write;

#[derive(Default)]
struct Shiritori;

/// The letters random words are made of: both cases of one letter, so case matters.
const LETTERS: &[u8] = b"abAc";

/// Each triple's result for the player to move there, `None` for a draw.
fn fixpoint(words: &[String]) -> HashMap<&str, Option<bool>> {
    let mut moves: HashMap<&str, Vec<&str>> = HashMap::new();
    for word in words {
        let (first, last) = (&word[..3], &word[word.len() - 3..]);
        moves.entry(first).or_default().push(last);
        moves.entry(last).or_default();
    }
    let mut wins: HashMap<&str, Option<bool>> = moves.keys().map(|&t| (t, None)).collect();
    loop {
        let before = wins.clone();
        for (triple, next) in &moves {
            if before[triple].is_some() {
                continue;
            }
            if next.iter().any(|t| before[t] == Some(false)) {
                wins.insert(triple, Some(true));
            } else if next.iter().all(|t| before[t] == Some(true)) {
                wins.insert(triple, Some(false));
            }
        }
        if wins == before {
            return wins;
        }
    }
}

fn random_word(rng: &mut Rng, letters: &[u8]) -> String {
    let length = rng.between(3, 8);
    let letter = |rng: &mut Rng| letters[rng.between(0, letters.len() as u64 - 1) as usize];
    (0..length).map(|_| letter(rng) as char).collect()
}

impl Problem for Shiritori {
    type Case = Vec<String>;
    const MAX_SUPPORTED: u64 = 60;
    const DEFAULT_MAX: u64 = 10;
    const REJECTED: &'static [(&'static str, &'static str)] = &[
        ("1\nab\n", "word `ab` is not 3 to 8 letters"),
        ("1\nabcdefghi\n", "word `abcdefghi` is not"),
        ("2\nabc\nab1\n", "word `ab1` is not"),
        ("1\nab\u{e9}\n", "word `ab\\xc3\\xa9` is not"),
        ("1\nabc\u{0}\n", "word `abc\\x00` is not"),
        ("1\nabc_\n", "word `abc_` is not"),
    ];

    /// 1 to `max` words of 3 to 8 letters from [`LETTERS`]; every other case uses only
    /// three letters' worth of short words, for cycles.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<String> {
        let letters = if rng.between(0, 1) == 0 { LETTERS } else { &LETTERS[..2] };
        (0..rng.between(1, max.max(1))).map(|_| random_word(rng, letters)).collect()
    }

    /// The cases one after another (the binary reads to the end of the input).
    fn input(&self, cases: &[Vec<String>]) -> String {
        let mut text = String::new();
        for words in cases {
            let _ = writeln!(text, "{}\n{}", words.len(), words.join("\n"));
        }
        text
    }

    fn brute_force(&mut self, words: &Vec<String>) -> String {
        let wins = fixpoint(words);
        let mut text = String::new();
        for word in words {
            let answer = match wins[&word[word.len() - 3..]] {
                Some(true) => "Aoki",
                Some(false) => "Takahashi",
                None => "Draw",
            };
            let _ = writeln!(text, "{answer}");
        }
        text
    }

    /// Words of three letters or more, as the statement has them.
    fn valid(&self, words: &Vec<String>) -> bool {
        words.iter().all(|word| word.len() >= 3)
    }

    /// The benchmark of issue 23: 2*10^5 words; three in four of eight letters (512
    /// triples: cycles, draws and wins in number), the rest of all 52.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let all: Vec<u8> = (b'A'..=b'Z').chain(b'a'..=b'z').collect();
        let words: Vec<String> = (0..200_000)
            .map(|i| random_word(rng, if i % 4 == 3 { &all } else { b"abcdABCD" }))
            .collect();
        MaxInput { text: self.input(&[words]), queries: 200_000 }
    }
}

/// What the tools read of abc209e (`problem::Problem`).
pub fn description() -> impl Problem {
    Shiritori
}
