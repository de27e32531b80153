//! Take-a-power-of-two game (HDU 1847): one pile of `n` stones; a move takes `1, 2, 4, 8, ...`
//! stones (a power of two, at most what is left); normal play, so the player who takes the
//! last stone wins.
//!
//! The Grundy value of `n` is `n mod 3`: no power of two is a multiple of 3, and from `n >= 2`
//! taking 1 or 2 reaches both other residues.
//!
//! Depends on: nothing.
//!
//! Verified: exhaustive against a mex search over the real moves for `n <= 2000`; edge values
//! `0`, `1`, `u64::MAX`.

/// Returns the Grundy value of a pile of `n`: `n mod 3`.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::power_of_two_game::grundy_value;
/// assert_eq!(grundy_value(0), 0);
/// assert_eq!(grundy_value(5), 2);
/// assert_eq!(grundy_value(u64::MAX), 0); // 2^64 - 1 is a multiple of 3
/// ```
pub fn grundy_value(n: u64) -> usize {
    (n % 3) as usize
}

/// Returns `true` iff the player to move wins on a pile of `n`: iff `n` is not a multiple of 3.
///
/// # Complexity
/// O(1)
///
/// # Example
/// ```
/// use snippets::power_of_two_game::first_player_wins;
/// assert!(first_player_wins(1));
/// assert!(!first_player_wins(3));
/// assert!(!first_player_wins(0));
/// assert!(!first_player_wins(u64::MAX));
/// assert!(first_player_wins(u64::MAX - 1));
/// ```
pub fn first_player_wins(n: u64) -> bool {
    grundy_value(n) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy values by definition: the least value no move reaches, over every take
    /// `1, 2, 4, ...` not above the pile.
    fn brute_grundy(max: usize) -> Vec<usize> {
        let mut values: Vec<usize> = Vec::with_capacity(max + 1);
        for n in 0..=max {
            let reached: Vec<usize> = (0..usize::BITS)
                .map(|shift| 1usize << shift)
                .take_while(|&take| take <= n)
                .map(|take| values[n - take])
                .collect();
            let value = (0..).find(|value| !reached.contains(value)).expect("finite set");
            values.push(value);
        }
        values
    }

    #[test]
    fn hand_cases() {
        // HDU 1847 sample: 1 -> Kiki (first player), 3 -> Cici.
        assert!(first_player_wins(1));
        assert!(!first_player_wins(3));
    }

    #[test]
    fn exhaustive_against_brute_force() {
        for (n, &value) in brute_grundy(2000).iter().enumerate() {
            assert_eq!(grundy_value(n as u64), value, "n={n}");
            assert_eq!(first_player_wins(n as u64), value != 0, "n={n}");
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(grundy_value(1), 1);
        assert_eq!(grundy_value(u64::MAX - 1), 2);
        assert!(first_player_wins(u64::MAX - 2));
        assert!(!first_player_wins(u64::MAX - 3));
    }
}
