//! The benchmark's maximum-size inputs ([`crate::Problem::max_input`]): [`MaxInput`], and the
//! shapes several problems' inputs share.

use crate::Rng;
use std::collections::BTreeSet;
use std::fmt::Write;
use std::ops::RangeInclusive;

/// The statement's largest input ([`crate::Problem::LIMITS`]): `cases` cases, its numbers in
/// `numbers`. hdu1846's "C lines `n m`, C <= 10^6, 1 <= n, m <= 1000" is
/// `Limits { cases: 1_000_000, numbers: 1..=1000 }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How many cases the largest input holds: its queries.
    pub cases: u64,
    /// The least and the largest number of a case.
    pub numbers: RangeInclusive<u64>,
}

/// A maximum-size input and how many queries (cases) it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaxInput {
    pub text: String,
    pub queries: u64,
}

impl MaxInput {
    /// `count` lines, each made by `line`, after `header` and before `footer`.
    pub fn lines(
        count: u64,
        header: &str,
        footer: &str,
        mut line: impl FnMut(&mut String),
    ) -> Self {
        let mut text = String::from(header);
        for _ in 0..count {
            line(&mut text);
            text.push('\n');
        }
        text.push_str(footer);
        MaxInput {
            text,
            queries: count,
        }
    }

    /// `count` cases after a line `count`, each written by `case`.
    pub fn counted_cases(count: u64, mut case: impl FnMut(&mut String)) -> Self {
        let mut text = format!("{count}\n");
        for _ in 0..count {
            case(&mut text);
        }
        MaxInput {
            text,
            queries: count,
        }
    }
}

/// A line `count`, then a line of `count` values made by `value`.
pub fn numbers(text: &mut String, count: usize, mut value: impl FnMut() -> u64) {
    let _ = writeln!(text, "{count}");
    for i in 0..count {
        let separator = if i == 0 { "" } else { " " };
        let _ = write!(text, "{separator}{}", value());
    }
    text.push('\n');
}

/// `count` distinct values made by `value`, in the order drawn.
pub fn distinct<T: Ord + Copy>(
    rng: &mut Rng,
    count: usize,
    mut value: impl FnMut(&mut Rng) -> T,
) -> Vec<T> {
    let mut seen = BTreeSet::new();
    let mut values = Vec::with_capacity(count);
    while values.len() < count {
        let candidate = value(rng);
        if seen.insert(candidate) {
            values.push(candidate);
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        let mut n = 0;
        let input = MaxInput::lines(3, "3\n", "0\n", |text| {
            n += 1;
            let _ = write!(text, "{n}");
        });
        assert_eq!(
            input,
            MaxInput {
                text: "3\n1\n2\n3\n0\n".into(),
                queries: 3
            }
        );
        let input = MaxInput::counted_cases(2, |text| numbers(text, 2, || 7));
        assert_eq!(input.text, "2\n2\n7 7\n2\n7 7\n");
        let mut rng = Rng::new(1);
        let values = distinct(&mut rng, 5, |rng| rng.between(1, 5));
        let mut sorted = values.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [1, 2, 3, 4, 5], "{values:?}");
    }
}
