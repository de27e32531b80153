//! Sprague-Grundy theory: every impartial game under normal play is worth a nim pile, its
//! Grundy value; the player to move wins iff the value is not `0`, and a sum of games (a move
//! is a move in one of them) is worth the XOR of their values.
//!
//! Depends on: nothing.
//!
//! Verified: `mex` against a direct search on every multiset of up to 4 values below 6;
//! subtraction-game tables against a memoised recursion over the real moves for several take
//! sets and positions up to 500; sums against a game-tree search on sums of two and three
//! subtraction games; edge values.

/// Returns the minimum excludant of `values`: the least `usize` not among them.
///
/// # Complexity
/// O(len) time and memory, where `len` is the number of values.
///
/// # Example
/// ```
/// use snippets::grundy::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([usize::MAX, 0]), 1);
/// ```
pub fn mex<I: IntoIterator<Item = usize>>(values: I) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    // The answer is at most values.len(): len + 1 slots cannot all be filled.
    let mut present = vec![false; values.len() + 1];
    for value in values {
        if let Some(slot) = present.get_mut(value) {
            *slot = true;
        }
    }
    present
        .iter()
        .position(|&seen| !seen)
        .unwrap_or(present.len())
}

/// Returns the Grundy values of positions `0..count` of the subtraction game where a move
/// takes `t` stones from one pile for some `t` in `takes` (at most what is left). A take of
/// `0` is not a move and is ignored.
///
/// # Complexity
/// O(count * takes.len()) time, O(count + takes.len()) memory.
///
/// # Example
/// ```
/// use snippets::grundy::subtraction_game_values;
/// assert_eq!(subtraction_game_values(&[1, 2], 7), vec![0, 1, 2, 0, 1, 2, 0]); // Bash, m = 2
/// assert_eq!(subtraction_game_values(&[2, 3], 7), vec![0, 0, 1, 1, 2, 0, 0]);
/// assert_eq!(subtraction_game_values(&[usize::MAX], 3), vec![0, 0, 0]);
/// assert_eq!(subtraction_game_values(&[], 0), vec![]);
/// ```
pub fn subtraction_game_values(takes: &[usize], count: usize) -> Vec<usize> {
    let mut values: Vec<usize> = Vec::with_capacity(count);
    for n in 0..count {
        let reached = takes
            .iter()
            .filter(|&&take| take != 0 && take <= n)
            .map(|&take| values[n - take]);
        values.push(mex(reached));
    }
    values
}

/// Returns the Grundy value of a sum of games with the given values: their XOR. The player to
/// move wins the sum iff it is not `0`.
///
/// # Complexity
/// O(number of values)
///
/// # Example
/// ```
/// use snippets::grundy::value_of_sum;
/// assert_eq!(value_of_sum([1, 2, 3]), 0);
/// assert_eq!(value_of_sum([]), 0);
/// assert_eq!(value_of_sum([usize::MAX, 1]), usize::MAX - 1);
/// ```
pub fn value_of_sum<I: IntoIterator<Item = usize>>(values: I) -> usize {
    values.into_iter().fold(0, |sum, value| sum ^ value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::all_positions;
    use std::collections::HashMap;

    /// The Grundy value of `n` by definition, recursing over the real moves with a memo.
    fn brute_value(takes: &[usize], n: usize, memo: &mut HashMap<usize, usize>) -> usize {
        if let Some(&value) = memo.get(&n) {
            return value;
        }
        let mut reached = Vec::new();
        for &take in takes {
            if take != 0 && take <= n {
                reached.push(brute_value(takes, n - take, memo));
            }
        }
        let mut value = 0;
        while reached.contains(&value) {
            value += 1;
        }
        memo.insert(n, value);
        value
    }

    /// Whether the player to move wins a sum of subtraction games, by game-tree search.
    fn brute_sum_wins(games: &[(&[usize], usize)], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let key: Vec<usize> = games.iter().map(|&(_, n)| n).collect();
        if let Some(&wins) = memo.get(&key) {
            return wins;
        }
        let mut wins = false;
        for (index, &(takes, n)) in games.iter().enumerate() {
            for &take in takes.iter().filter(|&&take| take != 0 && take <= n) {
                let mut next = games.to_vec();
                next[index].1 = n - take;
                wins |= !brute_sum_wins(&next, memo);
            }
        }
        memo.insert(key, wins);
        wins
    }

    const TAKE_SETS: [&[usize]; 7] = [
        &[1],
        &[1, 2, 3],
        &[2, 5],
        &[1, 3, 4],
        &[2, 3, 7, 11],
        &[0, 4, 4, 9],
        &[1, 2, 4, 8, 16, 32, 64, 128, 256],
    ];

    #[test]
    fn hand_cases() {
        // Subtract {1, 3, 4}: the P-positions are 0 and 2 mod 7 (Berlekamp, Conway, Guy).
        let values = subtraction_game_values(&[1, 3, 4], 70);
        for (n, &value) in values.iter().enumerate() {
            assert_eq!(value == 0, n % 7 == 0 || n % 7 == 2, "n={n}");
        }
    }

    #[test]
    fn mex_against_direct_search() {
        for values in all_positions(4, 5) {
            let values: Vec<usize> = values.iter().map(|&v| v as usize).collect();
            let expected = (0..).find(|v| !values.contains(v)).expect("finite set");
            assert_eq!(mex(values.iter().copied()), expected, "values={values:?}");
        }
    }

    #[test]
    fn subtraction_tables_against_brute_force() {
        for takes in TAKE_SETS {
            let mut memo = HashMap::new();
            let values = subtraction_game_values(takes, 501);
            assert_eq!(values.len(), 501);
            for (n, &value) in values.iter().enumerate() {
                assert_eq!(
                    value,
                    brute_value(takes, n, &mut memo),
                    "takes={takes:?} n={n}"
                );
            }
        }
    }

    #[test]
    fn sums_against_brute_force() {
        for (i, &first) in TAKE_SETS.iter().enumerate() {
            for &second in &TAKE_SETS[i..] {
                let third: &[usize] = &[1, 2];
                let (a, b, c) = (
                    subtraction_game_values(first, 16),
                    subtraction_game_values(second, 16),
                    subtraction_game_values(third, 6),
                );
                let mut memo = HashMap::new();
                for (x, &value_x) in a.iter().enumerate() {
                    for (y, &value_y) in b.iter().enumerate() {
                        for (z, &value_z) in c.iter().enumerate() {
                            let games = [(first, x), (second, y), (third, z)];
                            let wins = brute_sum_wins(&games, &mut memo);
                            let value = value_of_sum([value_x, value_y, value_z]);
                            assert_eq!(value != 0, wins, "{games:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([0, 0, 0]), 1);
        assert_eq!(mex([usize::MAX; 4]), 0);
        assert_eq!(mex(0..1000), 1000);
        assert_eq!(subtraction_game_values(&[0], 4), vec![0, 0, 0, 0]);
        assert_eq!(
            subtraction_game_values(&[1, usize::MAX], 4),
            vec![0, 1, 0, 1]
        );
        assert_eq!(value_of_sum([usize::MAX, usize::MAX]), 0);
    }
}
