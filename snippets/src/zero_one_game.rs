//! The 01 Game (AtCoder ARC151 C): squares `1..=n` in a row, some already holding 0 or 1; a move
//! writes 0 or 1 on an empty square so that no two adjacent squares hold the same digit; who
//! cannot write loses. The runs of blanks between written squares are independent games; a run
//! of `k >= 1` blanks is worth `k mod 2` with no written end (the whole row blank), `k` with one
//! written end, 1 between two equal digits and 0 between two different ones.
//!
//! Depends on: nothing.
//!
//! Verified: every row of `n <= 10` squares in every legal state (each square blank, 0 or 1)
//! against a Grundy search of the whole row (a mex over every legal write, no sum of games);
//! every run of `k <= 40` blanks with each kind of ends against a Grundy search over its
//! positions (a write splits a run into two runs with the digit written as their new end);
//! edge values at `u64::MAX`.

/// The Grundy value of a run of `k` blanks between the digits `left` and `right` (`None`: the
/// run reaches the end of the row there): `k mod 2` with no end, `k` with one, 1 between equal
/// digits, 0 between different digits; 0 when `k = 0`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::zero_one_game::run_value;
/// assert_eq!(run_value(5, None, None), 1);
/// assert_eq!(run_value(u64::MAX, Some(false), None), u64::MAX);
/// assert_eq!(run_value(4, Some(true), Some(true)), 1);
/// assert_eq!(run_value(0, Some(true), Some(true)), 0);
/// ```
pub fn run_value(k: u64, left: Option<bool>, right: Option<bool>) -> u64 {
    if k == 0 {
        return 0;
    }
    match (left, right) {
        (None, None) => k % 2,
        (Some(x), Some(y)) => u64::from(x == y),
        _ => k,
    }
}

/// The Grundy value of the row of `n` squares where `written` holds `(square, digit)` in
/// increasing order of square, squares in `1..=n`, no two adjacent with the same digit (the
/// caller checks): the xor of its runs' values. The first player wins iff it is not 0.
///
/// # Complexity
/// O(written.len())
///
/// # Example
/// ```
/// use snippets::zero_one_game::row_value;
/// assert_eq!(row_value(7, &[(2, false), (4, true)]), 1 ^ 0 ^ 3);
/// assert_eq!(row_value(3, &[(1, true), (2, false), (3, true)]), 0);
/// assert_eq!(row_value(u64::MAX, &[]), 1);
/// assert_eq!(row_value(u64::MAX, &[(u64::MAX, true)]), u64::MAX - 1);
/// ```
pub fn row_value(n: u64, written: &[(u64, bool)]) -> u64 {
    let (Some(&(first, first_digit)), Some(&(last, last_digit))) =
        (written.first(), written.last())
    else {
        return run_value(n, None, None);
    };
    let mut value =
        run_value(first - 1, None, Some(first_digit)) ^ run_value(n - last, Some(last_digit), None);
    for pair in written.windows(2) {
        let ((x, a), (y, b)) = (pair[0], pair[1]);
        value ^= run_value(y - x - 1, Some(a), Some(b));
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Grundy values of whole rows: `row[i]` is 0 (blank), 1 (digit 0) or 2 (digit 1).
    fn search_row(row: &mut Vec<u8>, memo: &mut HashMap<Vec<u8>, usize>) -> usize {
        if let Some(&v) = memo.get(row) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 0..row.len() {
            if row[i] != 0 {
                continue;
            }
            for digit in [1, 2] {
                let clash =
                    (i > 0 && row[i - 1] == digit) || (i + 1 < row.len() && row[i + 1] == digit);
                if !clash {
                    row[i] = digit;
                    seen.push(search_row(row, memo));
                    row[i] = 0;
                }
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert(row.clone(), v);
        v
    }

    #[test]
    fn every_small_row_against_search() {
        let mut memo = HashMap::new();
        for n in 0..=10usize {
            for code in 0..3usize.pow(n as u32) {
                let row: Vec<u8> =
                    (0..n).map(|i| (code / 3usize.pow(i as u32) % 3) as u8).collect();
                if row.windows(2).any(|w| w[0] != 0 && w[0] == w[1]) {
                    continue;
                }
                let written: Vec<(u64, bool)> =
                    (0..n).filter(|&i| row[i] != 0).map(|i| (i as u64 + 1, row[i] == 2)).collect();
                let v = search_row(&mut row.clone(), &mut memo);
                assert_eq!(row_value(n as u64, &written), v as u64, "row={row:?}");
            }
        }
    }

    /// `value(k, left, right)` by a mex over every write in the run: a digit `d` at `i` (legal
    /// next to the ends) leaves the runs `(i, left, d)` and `(k - 1 - i, d, right)`.
    fn search_run(
        k: usize,
        left: Option<bool>,
        right: Option<bool>,
        memo: &mut HashMap<(usize, Option<bool>, Option<bool>), usize>,
    ) -> usize {
        if let Some(&v) = memo.get(&(k, left, right)) {
            return v;
        }
        let mut seen = Vec::new();
        for i in 0..k {
            for d in [false, true] {
                if (i == 0 && left == Some(d)) || (i == k - 1 && right == Some(d)) {
                    continue;
                }
                let v = search_run(i, left, Some(d), memo)
                    ^ search_run(k - 1 - i, Some(d), right, memo);
                seen.push(v);
            }
        }
        let v = (0..).find(|v| !seen.contains(v)).unwrap();
        memo.insert((k, left, right), v);
        v
    }

    #[test]
    fn runs_to_forty_against_search() {
        let mut memo = HashMap::new();
        let ends = [None, Some(false), Some(true)];
        for k in 0..=40 {
            for left in ends {
                for right in ends {
                    let v = search_run(k, left, right, &mut memo);
                    assert_eq!(
                        run_value(k as u64, left, right),
                        v as u64,
                        "k={k} {left:?} {right:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(run_value(u64::MAX, None, None), 1);
        assert_eq!(run_value(u64::MAX - 1, None, None), 0);
        assert_eq!(run_value(u64::MAX, None, Some(true)), u64::MAX);
        assert_eq!(run_value(u64::MAX, Some(true), Some(false)), 0);
        assert_eq!(row_value(0, &[]), 0);
        assert_eq!(row_value(u64::MAX, &[(1, false), (u64::MAX, false)]), 1);
        assert_eq!(row_value(u64::MAX, &[(1, false), (u64::MAX, true)]), 0);
        assert_eq!(row_value(1_000_000_000_000_000_000, &[]), 0); // the third sample: Aoki
    }
}
