//! A judge problem as the tools see it ([`Problem`]): random cases, the input format, the
//! answer by brute force, how a case shrinks, the table of its positions, the benchmark's
//! maximum-size input, the statement's memory limit, the names it goes by; and the helpers
//! descriptions share: [`Rng`], [`Shrink`], [`smaller_numbers`], [`smaller_lists`],
//! [`Limits`], [`MaxInput`] and [`max_input`], and the game-tree searches of games several
//! problems play ([`nim`], [`wythoff`], [`hackenbush`]), which share no code with the snippets
//! they check.
//!
//! A description needs only its random case, its input writer and its brute force
//! ([`Problem::random_case`], [`Problem::input`], [`Problem::brute_force`]); a failing case
//! shrinks by its type ([`Shrink`]) within the statement's bounds ([`Problem::valid`]), and the
//! benchmark's input is random cases at the statement's limits ([`Problem::LIMITS`]).
//!
//! # `problems/<id>/problem.rs`
//!
//! What the tools run of problem `<id>` is in that one file. It is a plain module, not a
//! crate: `workspace::drivers` compiles it alone into the problem's *driver*, a small program
//! of its own (`#[path]` to the file, then `driver::main`), which the tools run; no tool
//! compiles a description itself, so a file that does not compile stops only its own problem.
//! The file uses this crate (`use problem::{Problem, Rng, ...}`) and `std`, nothing else, has
//! no `main`, and exposes exactly one item:
//!
//! ```ignore
//! /// What the tools read of hdu1846 (`problem::Problem`).
//! pub fn description() -> impl Problem {
//!     Bash::default()
//! }
//! ```
//!
//! `description()` makes the description with empty memos; tools call it once per use. The
//! type behind `impl Problem` stays private to the file: the driver hands it to generic code
//! (the `driver` crate), which names it `P`. `problems/hdu1846/problem.rs` is a whole example.

pub mod hackenbush;
pub mod max_input;
pub mod nim;
mod rng;
mod shrink;
mod table;
pub mod wythoff;

pub use max_input::{Limits, MaxInput};
pub use rng::Rng;
pub use shrink::Shrink;
pub use table::{Cell, Table};

use std::fmt::Debug;

/// A judge problem as the tools see it: random cases, the input format, the answer by brute
/// force (`scripts/stress`, `scripts/table`), the maximum-size input (`scripts/bench`), the
/// statement's limits (`scripts/check`) and the names it goes by.
pub trait Problem {
    /// One case of the input: a line `a b`, a pile set, a single `n`. Made of numbers,
    /// tuples and lists, it shrinks by itself ([`Shrink`]).
    type Case: Clone + Debug + Shrink;

    /// The largest `--max` the brute force answers in reasonable time.
    const MAX_SUPPORTED: u64;
    /// `--max` when none is given.
    const DEFAULT_MAX: u64;

    /// Inputs with `@` wherever a bad token can go, one per kind of number of the format.
    /// `scripts/stress --round` and `scripts/bundle --verify` put each of a list of bad tokens
    /// there (letters, a sign, a fraction, `2^64`, hex, a control byte) and hold the binary
    /// and its standalone bundle to one line `error: ...` naming it and exit status 1.
    ///
    /// Empty (the default): derived from the input of one random case, each number token
    /// replaced by `@` in turn ([`Problem::bad_token_templates`]). Set it where the format
    /// needs other places (an interactive problem's lines, a token that is not a number). A
    /// template that marks its place with `$` in place of `@` is a signed (`i64`) position,
    /// where `-1` is a number: it gets every bad token but that one.
    const BAD_TOKENS: &'static [&'static str] = &[];

    /// Inputs that are numbers but break the contract (a value past what the program answers,
    /// edges that are not a tree), each with what its one `error:` line must hold. Checked
    /// as [`Problem::BAD_TOKENS`] are.
    const REJECTED: &'static [(&'static str, &'static str)] = &[];

    /// Kept for older descriptions; the tools read the statement's memory limit as data,
    /// `memory-limit-mib` under `[package.metadata.problem]` in `problems/<id>/Cargo.toml`
    /// (`scripts/check` reports `MLE` above it). Left unset: when set, CI's stress round
    /// fails unless it equals that data.
    const MEMORY_LIMIT_MIB: Option<u64> = None;

    /// Kept for older descriptions: a problem is interactive when it has an interactor, the
    /// file is the fact (the tools read nothing else). Left unset: when set, CI's stress round
    /// fails unless the interactor exists.
    ///
    /// The program plays against the judge: the problem has an interactor,
    /// `problems/<id>/interactor.rs`, a second binary of its package named `<id>-interactor`
    /// that plays the judge's side perfectly (run as `<id>-interactor <case.in>`, the program's
    /// lines on its stdin, its own on its stdout, exit status 0 when the program won, 1 when
    /// it lost, the reason on stderr: `judge::interactive`). Then [`Problem::input`] writes
    /// the case file the interactor reads, `scripts/stress` plays each random case against the
    /// interactor (a lost game is the failure it shrinks), [`Problem::brute_force`] is not
    /// called (the interactor is the brute force), and `scripts/bench` passes the problem by.
    const INTERACTIVE: bool = false;

    /// Kept for older descriptions; the tools read a problem's other ids (hdu1527 is also
    /// poj1067) as data, `aliases` under `[package.metadata.problem]` in its `Cargo.toml`.
    /// Left unset: when set, CI's stress round fails unless it equals that data.
    const ALIASES: &'static [&'static str] = &[];

    /// A random valid case whose numbers are at most `max`.
    fn random_case(&mut self, rng: &mut Rng, max: u64) -> Self::Case;

    /// The whole input holding `cases`, in the problem's format, with its terminator.
    fn input(&self, cases: &[Self::Case]) -> String;

    /// The expected output of one case, found by game-tree search over the real moves (it
    /// must not share code with the snippets' closed forms).
    fn brute_force(&mut self, case: &Self::Case) -> String;

    /// The inputs the error voice puts bad tokens into: [`Problem::BAD_TOKENS`] when set,
    /// else [`number_templates`] of the input holding one random case (seed 2026, numbers at
    /// most 9), so that a format is written down once, in [`Problem::input`].
    fn bad_token_templates(&mut self) -> Vec<String> {
        if !Self::BAD_TOKENS.is_empty() {
            return Self::BAD_TOKENS.iter().map(|t| t.to_string()).collect();
        }
        let mut rng = Rng::new(2026);
        let case = self.random_case(&mut rng, Self::DEFAULT_MAX.min(9));
        number_templates(&self.input(&[case]))
    }

    /// The expected output of the whole input holding `cases`: each case's
    /// [`Problem::brute_force`], in order. A format that numbers its answers (`Case #1: A`)
    /// says so here, its brute force giving the answer alone.
    fn expected(&mut self, cases: &[Self::Case]) -> String {
        cases.iter().map(|case| self.brute_force(case)).collect()
    }

    /// Whether `case` is one the tools may make: within the statement's constraints (`n >= 1`,
    /// `low <= high`), or as far beyond them as the program answers. Every random case must
    /// be valid (CI's stress round checks it); the default [`Problem::smaller`] keeps only
    /// valid candidates. The default: every case is.
    fn valid(&self, case: &Self::Case) -> bool {
        let _ = case;
        true
    }

    /// Valid cases that are smaller than `case` (fewer piles, smaller numbers), most
    /// promising first; empty when `case` is as small as it gets. Each must be strictly
    /// smaller in some well-founded order, so that shrinking ends.
    ///
    /// The default: the [`Shrink::shrink`] candidates of `case` that are
    /// [`Problem::valid`]: a list an item fewer, anywhere in the case, then a number smaller.
    /// Write it where a smaller case needs more than that (a graph that must stay a tree, a
    /// board that must keep its king).
    fn smaller(&self, case: &Self::Case) -> Vec<Self::Case> {
        let mut candidates = case.shrink();
        candidates.retain(|candidate| self.valid(candidate));
        candidates
    }

    /// The statement's largest input, as data: so many cases, the numbers in so wide a range
    /// ([`Limits`]), for the default [`Problem::max_input`]. `None`: not stated (then write
    /// `max_input`).
    const LIMITS: Option<Limits> = None;

    /// The benchmark's input (`scripts/bench`): the statement's format at the size the
    /// benchmark is specified for, values drawn from `rng` in the statement's ranges, so that
    /// one seed gives the same bytes on every machine.
    ///
    /// The default: [`Problem::input`] of [`Limits::cases`] random cases, each
    /// [`Problem::random_case`] at the largest of [`Limits::numbers`] from `rng` made
    /// [`Rng::typical`] of them, so that every [`Rng::value`] is uniform over the statement's
    /// range. Write it where that is not the statement's largest input: where the statement
    /// bounds lists longer than random cases are, or the numbers have several ranges.
    ///
    /// # Panics
    /// When [`Problem::LIMITS`] is `None` (the driver says to state it).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput {
        let Some(Limits { cases, numbers }) = Self::LIMITS else {
            panic!("Problem::LIMITS is not stated and Problem::max_input is not written");
        };
        let mut rng = rng.typical(*numbers.start());
        let all: Vec<Self::Case> = (0..cases)
            .map(|_| self.random_case(&mut rng, *numbers.end()))
            .collect();
        MaxInput {
            text: self.input(&all),
            queries: cases,
        }
    }

    /// What `scripts/table` shows: a [`Table::Row`] over one number or a [`Table::Grid`] over
    /// two. The default, [`Table::None`], makes `scripts/table` say the problem has no table
    /// yet; set it together with [`Problem::table`].
    const TABLE: Table = Table::None;

    /// The outcome or Grundy value at `position` (one number for a row, `[row, column]` for a
    /// grid), found by the same game-tree search as [`Problem::brute_force`]; `None` where the
    /// game has no such position (shown blank). Only called when [`Problem::TABLE`] is set.
    fn table(&mut self, position: &[u64]) -> Option<Cell> {
        let _ = position;
        None
    }
}

/// `input` with each of its number tokens (a run of ASCII digits between whitespace) replaced
/// by `@` in turn: one template per token, in order, the rest of the text as it is.
///
/// ```
/// assert_eq!(
///     problem::number_templates("2\n23 x\n"),
///     ["@\n23 x\n", "2\n@ x\n"]
/// );
/// ```
pub fn number_templates(input: &str) -> Vec<String> {
    let mut templates = Vec::new();
    let mut start = 0;
    for token in input.split_ascii_whitespace() {
        let at = start + input[start..].find(token).expect("a token of the input");
        start = at + token.len();
        if token.bytes().all(|b| b.is_ascii_digit()) {
            templates.push(format!("{}@{}", &input[..at], &input[start..]));
        }
    }
    templates
}

/// How many values next to each halving of a number [`smaller_numbers`] tries.
const NEAR: u64 = 8;

/// Smaller candidates for one number, smallest first: `0`, `1`, and for each halving
/// `x / 2^k` the few values from it up (`x / 2^k + j`, `j < 8`), down to the last few below
/// `x`. The values next to a halving let a shrink leave a local minimum: a failure at the
/// multiples of 7 from 100 on shrinks from 1645 to 105 (through 1645 / 16 + 3), where halving
/// and decrementing alone stop at 1645.
pub fn smaller_numbers(x: u64) -> Vec<u64> {
    let mut candidates = vec![0, 1];
    for k in (0..64).rev() {
        let half = x >> k;
        candidates.extend((0..NEAR).filter_map(|j| half.checked_add(j)));
    }
    candidates.extend((1..=NEAR).filter_map(|j| x.checked_sub(j)));
    candidates.retain(|&c| c < x);
    candidates.sort_unstable();
    candidates.dedup();
    candidates
}

/// Smaller candidates for a case that is a list (piles, heaps, games), in the order the stress
/// tool's shrink tries whole cases: the list with one element left out while more than
/// `at_least` remain, then with one element replaced by each of `smaller(element)` in turn.
pub fn smaller_lists<T: Clone>(
    list: &[T],
    at_least: usize,
    smaller: impl Fn(&T) -> Vec<T>,
) -> Vec<Vec<T>> {
    let mut candidates = Vec::new();
    if list.len() > at_least {
        for index in 0..list.len() {
            let mut fewer = list.to_vec();
            fewer.remove(index);
            candidates.push(fewer);
        }
    }
    for (index, element) in list.iter().enumerate() {
        for replacement in smaller(element) {
            let mut candidate = list.to_vec();
            candidate[index] = replacement;
            candidates.push(candidate);
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A description that states only what a new problem must: two piles of at least one.
    struct Piles;

    impl Problem for Piles {
        type Case = Vec<u64>;
        const MAX_SUPPORTED: u64 = 9;
        const DEFAULT_MAX: u64 = 9;
        const LIMITS: Option<Limits> = Some(Limits {
            cases: 3,
            numbers: 2..=5,
        });

        fn random_case(&mut self, rng: &mut Rng, max: u64) -> Vec<u64> {
            (0..2).map(|_| rng.value(max).max(1)).collect()
        }

        fn input(&self, cases: &[Vec<u64>]) -> String {
            let lines: String = cases
                .iter()
                .map(|p| format!("{} {}\n", p[0], p[1]))
                .collect();
            format!("{}\n{lines}", cases.len())
        }

        fn brute_force(&mut self, _: &Vec<u64>) -> String {
            String::new()
        }

        fn valid(&self, piles: &Vec<u64>) -> bool {
            !piles.contains(&0)
        }
    }

    #[test]
    fn the_default_smaller_keeps_the_valid_candidates() {
        // [2] and [1] leave an item out; [0, 1], [1, 1] and [2, 0] lower one; two hold a 0.
        assert_eq!(Piles.smaller(&vec![2, 1]), [vec![1], vec![2], vec![1, 1]]);
        assert_eq!(Piles.smaller(&vec![1]), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn the_default_max_input_is_typical_random_cases_at_the_limits() {
        let input = Piles.max_input(&mut Rng::new(7));
        // The same draws as by hand: each value uniform over the statement's 2..=5.
        let mut rng = Rng::new(7);
        let mut by_hand = String::from("3\n");
        for _ in 0..3 {
            let (a, b) = (rng.between(2, 5), rng.between(2, 5));
            by_hand.push_str(&format!("{a} {b}\n"));
        }
        assert_eq!(
            input,
            MaxInput {
                text: by_hand,
                queries: 3
            }
        );
        assert_eq!(Piles.max_input(&mut Rng::new(7)), input);
        assert_ne!(Piles.max_input(&mut Rng::new(8)), input);
    }

    #[test]
    fn smaller_lists_leave_out_then_replace() {
        let halves = |&x: &u64| if x > 1 { vec![x / 2] } else { Vec::new() };
        assert_eq!(
            smaller_lists(&[4, 1, 6], 1, halves),
            [
                vec![1, 6],
                vec![4, 6],
                vec![4, 1],
                vec![2, 1, 6],
                vec![4, 1, 3]
            ]
        );
        assert_eq!(smaller_lists(&[4], 1, halves), [vec![2]]);
        assert_eq!(smaller_lists(&[4], 0, halves), [vec![], vec![2]]);
        assert_eq!(smaller_lists(&[], 0, halves), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn smaller_numbers_go_down_by_halves_and_steps() {
        assert_eq!(smaller_numbers(0), Vec::<u64>::new());
        assert_eq!(smaller_numbers(1), [0]);
        assert_eq!(smaller_numbers(3), [0, 1, 2]);
        let candidates = smaller_numbers(1645);
        assert!(candidates.windows(2).all(|w| w[0] < w[1]), "{candidates:?}");
        assert!(candidates.iter().all(|&c| c < 1645), "{candidates:?}");
        // Around each halving, and the last few below.
        for c in [0, 1, 102, 105, 109, 205, 411, 822, 1637, 1644] {
            assert!(candidates.contains(&c), "{c} in {candidates:?}");
        }
        let top = smaller_numbers(u64::MAX);
        assert_eq!(top.last(), Some(&(u64::MAX - 1)));
    }
}
