//! Removing a run (AtCoder ABC278 G, Generalized Subtraction Game): cards `1..=n` in a row; a
//! move removes `y` consecutive cards still there, `l <= y <= r`; who cannot move loses. A
//! row of `len` cards splits into the two rows beside the run: an octal-style take-and-break
//! game whose Grundy value is `g(len) = mex { g(i) ^ g(len - y - i) }`. The first player wins
//! by symmetry whenever a centred run of the parity of `n` can be taken (`l < r`, or `n - l`
//! even): after it, answer `(a, b)` with its mirror `(n + 2 - a - b, b)`. Otherwise the
//! Grundy values decide.
//!
//! Depends on: crate::grundy.
//!
//! Verified: exhaustive against a game-tree search over every subset of the row for every
//! `n <= 10`, `1 <= l <= r <= n` (who wins; that the mirror opening leaves a lost position and
//! every mirrored answer is legal; that [`winning_move`] leaves a lost position); Grundy values
//! for `n <= 60` against the definition computed without the window sets; edge values.

/// The Grundy values of rows of `0..count` cards when a move removes `l..=r` consecutive cards
/// (`l >= 1`): `g(len) = mex` over `y` in `l..=r`, `i` in `0..=len - y` of `g(i) ^ g(len - y - i)`.
///
/// For each sum `s`, the set of `g(i) ^ g(s - i)` is kept as a bitset; `g(len)` is the mex of
/// the union of the sets of `s` in `len - r..=len - l`.
///
/// # Complexity
/// O(count² · w) time with w = (largest value) / 64 + 1 words, O(count · w) memory.
///
/// # Example
/// ```
/// use snippets::run_removal::grundy_values;
/// // l = r = 1: take one card, anywhere: the parity of the row.
/// assert_eq!(grundy_values(6, 1, 1), [0, 1, 0, 1, 0, 1]);
/// assert_eq!(grundy_values(5, 2, 3), [0, 0, 1, 1, 2]);
/// assert_eq!(grundy_values(0, 1, usize::MAX), Vec::<usize>::new());
/// ```
pub fn grundy_values(count: usize, l: usize, r: usize) -> Vec<usize> {
    assert!(l >= 1, "a move removes at least one card");
    let mut g: Vec<usize> = Vec::with_capacity(count);
    // sets[s]: bitset of g(i) ^ g(s - i), 0 <= i <= s.
    let mut sets: Vec<Vec<u64>> = Vec::with_capacity(count);
    for len in 0..count {
        if len >= l {
            // The set of s = len - l needs g(0..=len - l): known now.
            let s = len - l;
            while sets.len() <= s {
                let t = sets.len();
                let mut set: Vec<u64> = Vec::new();
                for i in 0..=t {
                    let value = g[i] ^ g[t - i];
                    let (word, bit) = (value / 64, value % 64);
                    if set.len() <= word {
                        set.resize(word + 1, 0);
                    }
                    set[word] |= 1 << bit;
                }
                sets.push(set);
            }
        }
        let mut union: Vec<u64> = Vec::new();
        if len >= l {
            let low = len.saturating_sub(r);
            for set in &sets[low..=len - l] {
                if union.len() < set.len() {
                    union.resize(set.len(), 0);
                }
                for (u, &w) in union.iter_mut().zip(set) {
                    *u |= w;
                }
            }
        }
        let values = union.iter().enumerate().flat_map(|(word, &bits)| {
            (0..64).filter(move |&bit| bits >> bit & 1 == 1).map(move |bit| word * 64 + bit)
        });
        g.push(crate::grundy::mex(values));
    }
    g
}

/// The first move of the mirror strategy on a row of `n` cards: a centred run `(x, y)` (first
/// card, length) with `l <= y <= r` and `y` of the parity of `n`, so that what is left is two
/// equal rows; `None` when there is none (`l = r` and `n - l` odd, or `n < l`).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::run_removal::mirror_opening;
/// assert_eq!(mirror_opening(6, 1, 2), Some((3, 2)));
/// assert_eq!(mirror_opening(7, 2, 2), None);
/// assert_eq!(mirror_opening(u64::MAX, 1, 2), Some((u64::MAX / 2 + 1, 1)));
/// ```
pub fn mirror_opening(n: u64, l: u64, r: u64) -> Option<(u64, u64)> {
    let r = r.min(n);
    if l > r {
        return None;
    }
    let y = if (n - l) % 2 == 0 { l } else { l.checked_add(1).filter(|&y| y <= r)? };
    Some(((n - y) / 2 + 1, y))
}

/// The mirror of the run `(a, b)` in a row of `n` cards: `(n + 2 - a - b, b)`, exact for every
/// `u64` (`None` when `(a, b)` is no run of `1..=n`).
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::run_removal::mirror;
/// assert_eq!(mirror(6, 1, 1), Some((6, 1)));
/// assert_eq!(mirror(u64::MAX, 1, 2), Some((u64::MAX - 1, 2)));
/// assert_eq!(mirror(6, 6, 2), None);
/// ```
pub fn mirror(n: u64, a: u64, b: u64) -> Option<(u64, u64)> {
    let end = a.checked_sub(1)?.checked_add(b)?;
    if b == 0 || end > n {
        return None;
    }
    Some((n - end + 1, b))
}

/// A move `(x, y)` after which the rows of `row` (`row[c]`: card `c + 1` is still there) have
/// Grundy sum 0, given `g` from [`grundy_values`] for at least `row.len() + 1` lengths; `None`
/// when the position is lost (sum 0) or no run can be taken.
///
/// # Complexity
/// O(n · (r - l + 1)) for `n = row.len()`.
///
/// # Example
/// ```
/// use snippets::run_removal::{grundy_values, winning_move};
/// let g = grundy_values(8, 2, 2);
/// assert_eq!(winning_move(&[true; 7], 2, 2, &g), Some((1, 2))); // leaves 5: g(5) = 0
/// assert_eq!(winning_move(&[true; 0], 1, 1, &g), None);
/// ```
pub fn winning_move(row: &[bool], l: usize, r: usize, g: &[usize]) -> Option<(usize, usize)> {
    let mut segments = Vec::new();
    let mut start = 0;
    for c in 0..=row.len() {
        if c == row.len() || !row[c] {
            if c > start {
                segments.push((start, c - start));
            }
            start = c + 1;
        }
    }
    let total = segments.iter().fold(0, |acc, &(_, len)| acc ^ g[len]);
    if total == 0 {
        return None;
    }
    for &(begin, len) in &segments {
        let rest = total ^ g[len];
        for y in l..=r.min(len) {
            for i in 0..=len - y {
                if g[i] ^ g[len - y - i] == rest {
                    return Some((begin + i + 1, y));
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `wins[mask]`: the player to move wins with cards `mask` left (bit `c`: card `c + 1`),
    /// by trying every run.
    fn brute(n: usize, l: usize, r: usize) -> Vec<bool> {
        let mut wins = vec![false; 1 << n];
        for mask in 0..1usize << n {
            let mut win = false;
            'moves: for y in l..=r.min(n) {
                for x in 0..=n - y {
                    let run = ((1 << y) - 1) << x;
                    if mask & run == run && !wins[mask & !run] {
                        win = true;
                        break 'moves;
                    }
                }
            }
            wins[mask] = win;
        }
        wins
    }

    fn row(n: usize, mask: usize) -> Vec<bool> {
        (0..n).map(|c| mask >> c & 1 == 1).collect()
    }

    #[test]
    fn hand_cases() {
        assert_eq!(mirror_opening(6, 1, 2), Some((3, 2)));
        assert_eq!(mirror(6, 3, 2), Some((3, 2)));
        assert_eq!(mirror_opening(1, 1, 1), Some((1, 1)));
        assert_eq!(mirror_opening(3, 4, 9), None);
    }

    #[test]
    fn exhaustive_against_game_tree_search() {
        for n in 0..=10usize {
            for l in 1..=n.max(1) {
                for r in l..=n.max(1) {
                    let wins = brute(n, l, r);
                    let g = grundy_values(n + 1, l, r);
                    for mask in 0..1usize << n {
                        let row = row(n, mask);
                        let found = winning_move(&row, l, r, &g);
                        assert_eq!(found.is_some(), wins[mask], "n={n} l={l} r={r} mask={mask:b}");
                        if let Some((x, y)) = found {
                            let run = ((1 << y) - 1) << (x - 1);
                            assert_eq!(mask & run, run, "n={n} l={l} r={r} mask={mask:b}");
                            assert!(!wins[mask & !run], "n={n} l={l} r={r} mask={mask:b}");
                        }
                    }
                    let full = (1usize << n) - 1;
                    if let Some((x, y)) = mirror_opening(n as u64, l as u64, r as u64) {
                        let (x, y) = (x as usize, y as usize);
                        let run = ((1 << y) - 1) << (x - 1);
                        let after = full & !run;
                        assert!(!wins[after], "n={n} l={l} r={r}: the opening leaves a win");
                        // Every answer to every move of a symmetric position is legal.
                        for b in l..=r.min(n) {
                            for a in 1..=n + 1 - b {
                                let taken = ((1 << b) - 1) << (a - 1);
                                if after & taken == taken {
                                    let (c, d) = mirror(n as u64, a as u64, b as u64).unwrap();
                                    let answer = ((1 << d) - 1) << (c - 1);
                                    let left = after & !taken;
                                    assert_eq!(
                                        left & answer as usize,
                                        answer as usize,
                                        "n={n} l={l} r={r} a={a} b={b}"
                                    );
                                }
                            }
                        }
                    } else {
                        assert!(l == r || n < l, "n={n} l={l} r={r}");
                    }
                }
            }
        }
    }

    #[test]
    fn values_against_the_definition() {
        for (l, r) in [(1, 1), (1, 3), (2, 2), (2, 5), (3, 3), (4, 7)] {
            let g = grundy_values(61, l, r);
            for len in 0..61 {
                let mut seen = vec![false; 256];
                for y in l..=r.min(len) {
                    for i in 0..=len - y {
                        seen[g[i] ^ g[len - y - i]] = true;
                    }
                }
                let mex = seen.iter().position(|&s| !s).unwrap();
                assert_eq!(g[len], mex, "l={l} r={r} len={len}");
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(mirror_opening(0, 1, 1), None);
        assert_eq!(mirror_opening(u64::MAX, u64::MAX, u64::MAX), Some((1, u64::MAX)));
        assert_eq!(mirror_opening(u64::MAX, 2, 2), None);
        assert_eq!(mirror(u64::MAX, u64::MAX, 1), Some((1, 1)));
        assert_eq!(mirror(u64::MAX, u64::MAX, 2), None);
        assert_eq!(mirror(0, 0, 0), None);
        assert_eq!(grundy_values(1, 1, 1), [0]);
    }
}
