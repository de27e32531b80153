//! Reading a judge's input one case at a time: the whole case, or stop at the end of the input.
//!
//! Judge inputs end with a sentinel (`0`, `0 0`), after a count of cases, or at the end of the
//! file. A program that reads with proconio's `input!` panics when the input ends early: when
//! the sentinel is missing, or inside an incomplete last case. `read_case!` reads a case with
//! the `input!` in scope and runs its `else` branch (`break`, `return ...`) instead, before
//! anything of an incomplete case is answered.
//!
//! Depends on: nothing. The caller brings `input!` and the `Source` trait into scope
//! (`use proconio::{input, source::Source};`, or `snippets::input`'s in a standalone bundle).
//!
//! Verified: unit tests on every way a case can end (before it, inside a value list, after
//! it), with `snippets::input` as the reader; every binary's testcases with proconio.

/// Reads one case into new variables, like `input!`, or runs `else` when the input ends first.
///
/// `read_case! { from &mut source, n: u64, piles: [u64; n]; else break }` declares `n` and
/// `piles` when the input holds the whole case, and runs `break` (any expression that leaves
/// the scope: `break`, `continue`, `return ...`) when it ends before the last token of the case:
/// before the case (a missing sentinel), or inside it (an incomplete last case). Each name is a
/// scalar read by `input!` (`u64`, `usize`, `String`, ...) or a list `[T; length]`, whose length
/// may name an earlier variable. A token that is not of its type stops the program as `input!`
/// does, naming the token.
///
/// # Complexity
/// O(tokens read)
///
/// # Example
/// ```
/// use snippets::input;
/// use snippets::input::{OnceSource, Source};
/// use snippets::read_case;
/// // Cases `m`, then `m` piles, until `m = 0`: here the sentinel is missing and the last case
/// // has one pile of three.
/// let mut source = OnceSource::new(&b"2\n18446744073709551615 0\n3\n5 7\n"[..]);
/// let mut answers = Vec::new();
/// loop {
///     read_case! { from &mut source, m: usize, piles: [u64; m]; else break }
///     if m == 0 {
///         break;
///     }
///     answers.push(piles.len());
/// }
/// assert_eq!(answers, [2]);
/// ```
#[macro_export]
macro_rules! read_case {
    (from $source:expr, $($name:ident : $kind:tt),+ $(,)?; else $otherwise:expr) => {
        $($crate::read_case!(@one $source, $otherwise, $name, $kind);)+
    };
    (@one $source:expr, $otherwise:expr, $name:ident, [$element:tt; $length:expr]) => {
        let Some($name) = (|| {
            let length = $length;
            let mut values = Vec::with_capacity(length.min(1 << 16) as usize);
            for _ in 0..length {
                if $source.is_empty() {
                    return None;
                }
                input! { from $source, value: $element }
                values.push(value);
            }
            Some(values)
        })() else {
            $otherwise
        };
    };
    (@one $source:expr, $otherwise:expr, $name:ident, $kind:tt) => {
        if $source.is_empty() {
            $otherwise
        }
        input! { from $source, $name: $kind }
    };
}

#[cfg(test)]
mod tests {
    use crate::input;
    use crate::input::{OnceSource, Source};

    /// The answers a "cases `m`, then `m` piles, until `m = 0`" reader gives: the pile lists.
    fn piles_until_zero(text: &str) -> Vec<Vec<u64>> {
        let mut source = OnceSource::new(text.as_bytes());
        let mut cases = Vec::new();
        loop {
            crate::read_case! { from &mut source, m: u64, piles: [u64; m]; else break }
            if m == 0 {
                break;
            }
            cases.push(piles);
        }
        cases
    }

    /// A "lines `a b`" reader with no sentinel.
    fn pairs(text: &str) -> Vec<(u64, u64)> {
        let mut source = OnceSource::new(text.as_bytes());
        let mut pairs = Vec::new();
        loop {
            crate::read_case! { from &mut source, a: u64, b: u64; else break }
            pairs.push((a, b));
        }
        pairs
    }

    #[test]
    fn whole_cases_until_the_sentinel() {
        assert_eq!(piles_until_zero("2\n1 2\n3\r\n4\t5 6\n0\n7 8\n"), [vec![1, 2], vec![4, 5, 6]]);
    }

    #[test]
    fn missing_sentinel_and_incomplete_cases_stop_cleanly() {
        assert_eq!(piles_until_zero(""), Vec::<Vec<u64>>::new());
        assert_eq!(piles_until_zero("2\n1 2\n"), [vec![1, 2]]);
        assert_eq!(piles_until_zero("2\n1 2\n3\n"), [vec![1, 2]]);
        assert_eq!(piles_until_zero("2\n1 2\n3\n4 5"), [vec![1, 2]]);
        assert_eq!(pairs("1 2\n3 4\n5\n"), [(1, 2), (3, 4)]);
        assert_eq!(pairs("  \r\n\n"), []);
    }

    #[test]
    fn else_branch_may_return_or_continue() {
        fn first_pair(text: &str) -> Option<(u64, u64)> {
            let mut source = OnceSource::new(text.as_bytes());
            crate::read_case! { from &mut source, a: u64, b: u64; else return None }
            Some((a, b))
        }
        assert_eq!(first_pair("7 8 9"), Some((7, 8)));
        assert_eq!(first_pair("7"), None);
        let mut source = OnceSource::new(&b"3 1 2 3 2 4"[..]);
        let mut lengths = Vec::new();
        for _ in 0..3 {
            crate::read_case! { from &mut source, n: usize, values: [u64; n]; else continue }
            lengths.push(values.len());
        }
        assert_eq!(lengths, [3]);
    }

    #[test]
    fn edge_values() {
        assert_eq!(
            pairs("18446744073709551615 0\n0 18446744073709551615"),
            [(u64::MAX, 0), (0, u64::MAX)]
        );
        // A huge announced length reserves no memory for values that never come.
        assert_eq!(piles_until_zero("18446744073709551615\n1 2"), Vec::<Vec<u64>>::new());
    }

    #[test]
    fn a_bad_token_still_stops_the_program_by_name() {
        let result = std::panic::catch_unwind(|| pairs("1 x"));
        let payload = result.expect_err("`x` is not a u64");
        let message = payload.downcast::<String>().expect("a formatted message");
        assert!(message.contains("`x`"), "{message}");
    }
}
