//! Blue-Red Hackenbush strings: stalks of edges standing on the ground, each blue (Left's) or
//! red (Right's); a player cuts one edge of their colour, and every edge above it falls; the
//! player who cannot cut loses. A string is a number (`crate::dyadic`), a position of several
//! strings is worth the sum, and Left wins moving first iff the sum is positive (Right moving
//! first iff it is negative; zero: the second player wins).
//!
//! A string's value (Berlekamp's rule): the first run of edges of one colour from the ground
//! counts `+1` each if blue, `-1` if red; after it the `j`-th edge counts `+-1/2^j`, its sign by
//! its colour (`BBR = 2 - 1/2 = 3/2`, `BRB = 1 - 1/2 + 1/4 = 3/4`).
//!
//! Depends on: crate::dyadic.
//!
//! Verified: the outcome of every sum of up to three strings of up to 3 edges (both players
//! moving first), and of 2,000 seeded random sums of up to four strings of up to 5 edges,
//! against a game-tree search of the sum game that cuts real edges (memoised on the sorted
//! strings, sharing nothing with the rule); edge values: the empty string, 63 edges after the
//! first run (2^-63), 64 (`None`).

use crate::dyadic::Dyadic;

/// The value of the string `edges`, listed from the ground up, `true` for a blue (Left's)
/// edge and `false` for a red one; `None` when more than 63 edges follow the first run (the
/// value needs a denominator past 2^63).
///
/// # Complexity
/// O(edges)
///
/// # Example
/// ```
/// use snippets::dyadic::Dyadic;
/// use snippets::hackenbush_string::value;
/// let (blue, red) = (true, false);
/// assert_eq!(value(&[blue, blue, red]), Dyadic::new(3, 1)); // 2 - 1/2
/// assert_eq!(value(&[red, blue, blue]), Dyadic::new(-1, 2)); // -1 + 1/2 + 1/4
/// assert_eq!(value(&[]), Some(Dyadic::ZERO)); // edge: nothing to cut
/// let mut long = vec![blue];
/// long.extend([red; 63]);
/// assert_eq!(value(&long), Dyadic::new(1, 63)); // edge: 1 - 1/2 - ... - 1/2^63
/// long.push(red);
/// assert_eq!(value(&long), None);
/// ```
pub fn value(edges: &[bool]) -> Option<Dyadic> {
    let Some(&first) = edges.first() else { return Some(Dyadic::ZERO) };
    let run = edges.iter().take_while(|&&edge| edge == first).count();
    let tail = &edges[run..];
    let exponent = u32::try_from(tail.len()).ok().filter(|&e| e <= 63)?;
    let sign = |edge: bool| if edge { 1i128 } else { -1 };
    // Over the common denominator 2^exponent: the run counts 2^exponent an edge, the j-th
    // edge after it 2^(exponent - j).
    let mut numerator =
        sign(first).checked_mul(i128::try_from(run).ok()?)?.checked_mul(1 << exponent)?;
    for (j, &edge) in tail.iter().enumerate() {
        numerator += sign(edge) << (exponent - 1 - j as u32);
    }
    Dyadic::new(i64::try_from(numerator).ok()?, exponent)
}

/// Whether Left wins the sum of `strings` (each as in [`value`]) when `left_first` says Left
/// moves first, else when Right does; `None` when a value or the sum does not fit a
/// [`Dyadic`].
///
/// # Complexity
/// O(total edges)
///
/// # Example
/// ```
/// use snippets::hackenbush_string::left_wins;
/// let (blue, red) = (true, false);
/// let strings = [vec![blue, red], vec![red]]; // 1/2 - 1 < 0
/// assert_eq!(left_wins(&strings, true), Some(false));
/// assert_eq!(left_wins(&[vec![blue, red], vec![blue, red], vec![red]], true), Some(false)); // 0
/// assert_eq!(left_wins(&[] as &[Vec<bool>], false), Some(true)); // edge: Right cannot move
/// ```
pub fn left_wins(strings: &[impl AsRef<[bool]>], left_first: bool) -> Option<bool> {
    let mut sum = Dyadic::ZERO;
    for string in strings {
        sum = sum.checked_add(value(string.as_ref())?)?;
    }
    Some(if left_first { sum.left_wins_moving_first() } else { sum.left_wins_moving_second() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;
    use std::collections::HashMap;

    /// The oracle: whether the player to move (`left` or not) wins the sum of `strings` by
    /// cutting real edges; memoised on the sorted strings and the player.
    fn mover_wins(
        strings: &[Vec<bool>],
        left: bool,
        memo: &mut HashMap<(Vec<Vec<bool>>, bool), bool>,
    ) -> bool {
        let mut key = strings.to_vec();
        key.sort();
        if let Some(&known) = memo.get(&(key.clone(), left)) {
            return known;
        }
        let mut wins = false;
        'moves: for (s, string) in strings.iter().enumerate() {
            for (i, &edge) in string.iter().enumerate() {
                if edge == left {
                    let mut next = strings.to_vec();
                    next[s].truncate(i);
                    if !mover_wins(&next, !left, memo) {
                        wins = true;
                        break 'moves;
                    }
                }
            }
        }
        memo.insert((key, left), wins);
        wins
    }

    fn check(strings: &[Vec<bool>], memo: &mut HashMap<(Vec<Vec<bool>>, bool), bool>) {
        let left_first = mover_wins(strings, true, memo);
        let right_first = !mover_wins(strings, false, memo);
        assert_eq!(left_wins(strings, true), Some(left_first), "{strings:?}");
        assert_eq!(left_wins(strings, false), Some(right_first), "{strings:?}");
    }

    fn all_strings(max_length: usize) -> Vec<Vec<bool>> {
        let mut all = vec![Vec::new()];
        let mut current = vec![Vec::new()];
        for _ in 0..max_length {
            current = current
                .iter()
                .flat_map(|prefix: &Vec<bool>| {
                    [false, true].map(|edge| {
                        let mut next = prefix.clone();
                        next.push(edge);
                        next
                    })
                })
                .collect();
            all.extend(current.iter().cloned());
        }
        all
    }

    #[test]
    fn every_small_sum_against_a_search_of_the_sum_game() {
        let strings = all_strings(3);
        let mut memo = HashMap::new();
        for a in 0..strings.len() {
            check(&[strings[a].clone()], &mut memo);
            for b in a..strings.len() {
                check(&[strings[a].clone(), strings[b].clone()], &mut memo);
                for c in b..strings.len() {
                    check(&[strings[a].clone(), strings[b].clone(), strings[c].clone()], &mut memo);
                }
            }
        }
    }

    #[test]
    fn random_sums_against_a_search_of_the_sum_game() {
        let mut rng = Rng::new(11);
        let mut memo = HashMap::new();
        for _ in 0..2000 {
            let strings: Vec<Vec<bool>> = (0..=rng.below_or_equal(4))
                .map(|_| (0..rng.below_or_equal(5)).map(|_| rng.below_or_equal(1) == 1).collect())
                .collect();
            check(&strings, &mut memo);
        }
    }

    #[test]
    fn edge_values() {
        let (blue, red) = (true, false);
        assert_eq!(value(&[red; 200]), Some(Dyadic::integer(-200)));
        let mut string = vec![red];
        string.extend([blue; 63]);
        // -1 + 1/2 + ... + 1/2^63 = -1/2^63
        assert_eq!(value(&string), Dyadic::new(-1, 63));
        assert_eq!(value(&[&[red, red][..], &string[1..]].concat()), None); // -2 + 1 - 2^-63
        string.push(red);
        assert_eq!(value(&string), None);
        assert_eq!(left_wins(&[string], true), None);
        assert_eq!(value(&[blue, red, red]), Dyadic::new(1, 2));
    }
}
