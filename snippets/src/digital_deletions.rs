//! Digital deletions (HDU 1404, ZOJ 1104): a string of decimal digits; a move either lowers
//! one digit to a smaller digit, or erases a `0` together with every digit to its right;
//! whoever erases the last digit wins (the player facing the empty string has lost).
//!
//! No closed form is known, so [`DigitalDeletions`] decides every string of length 1 to 6
//! once, by retrograde analysis over the real moves, and answers each query by a lookup.
//! A string that starts with `0` wins at once (erase everything). The others are the numbers
//! `1..10^6` written without leading zeros (the length is the number's), and every move from
//! one leaves either a string starting with `0` (lowering the first digit to `0`, a move
//! that never wins) or a smaller number of the same length or a shorter prefix, which is again
//! such a number. So in increasing order of the number, a string no move has marked won is
//! lost, and every string with a move to it is then marked won: the strings one digit raise
//! away, and the strings that continue it with a `0` and any digits.
//!
//! Cost: 10^6 bits of table (125,000 bytes, one bit per number); building it visits the 10^6
//! numbers once and makes 2,122,181 markings from the 79,644 lost strings (those that
//! continue a lost string with a `0` set whole words at a time): 5 to 9 ms in a release
//! build on this workspace's machine (2 shared cores, median of 21 runs 8.7 ms). Each query
//! is then O(length), with no allocation.
//!
//! Depends on: nothing.
//!
//! Verified: every string of 1 to 6 digits is consistent with its moves (won iff some move
//! reaches a lost string, moves generated apart from the construction: the one labelling a
//! finite game has); exhaustive against a memoised game-tree search over the strings themselves
//! (leading zeros included) for every string of length 1 to 5 in release builds (111,110
//! strings; 1 to 4 in debug builds); the number of lost strings of each length 1 to 6
//! against a Python table of every string decided from its moves
//! (`problems/hdu1404/oracle.py`); the sample and hand cases; edge values (`0`, `999999`,
//! `000000`, the empty string and 7 digits rejected).

/// The numbers below `10^6`: every digit string of length 1 to 6 without a leading zero.
const COUNT: usize = 1_000_000;

/// Who wins every digit string of length 1 to 6, computed once.
///
/// # Example
/// ```
/// use snippets::digital_deletions::DigitalDeletions;
/// let game = DigitalDeletions::new();
/// // HDU 1404 sample.
/// assert_eq!(game.first_player_wins(b"0"), Some(true));
/// assert_eq!(game.first_player_wins(b"00"), Some(true));
/// assert_eq!(game.first_player_wins(b"1"), Some(false));
/// assert_eq!(game.first_player_wins(b"20"), Some(false));
/// assert_eq!(game.first_player_wins(b"999999"), Some(false));
/// assert_eq!(game.first_player_wins(b"1000000"), None); // 7 digits
/// ```
#[derive(Clone, Debug)]
pub struct DigitalDeletions {
    /// Bit `v` (bit `v % 64` of word `v / 64`): the player to move wins the string of `v`'s
    /// digits (`v >= 1`); bit `0` is unused. Bits, not bytes: 125 KB stay in cache, where
    /// 10^6 random lookups into 1 MB of `bool` spent most of HDU 1404's time waiting.
    wins: Vec<u64>,
}

impl Default for DigitalDeletions {
    fn default() -> Self {
        Self::new()
    }
}

impl DigitalDeletions {
    /// Decides every digit string of length 1 to 6 (see the module doc).
    ///
    /// # Complexity
    /// 10^6 numbers visited and 2.1 * 10^6 markings (5 to 9 ms), 125,000 bytes.
    ///
    /// # Example
    /// ```
    /// use snippets::digital_deletions::DigitalDeletions;
    /// let game = DigitalDeletions::new();
    /// assert_eq!(game.first_player_wins(b"11"), Some(false));
    /// ```
    pub fn new() -> Self {
        let mut wins = vec![0u64; COUNT.div_ceil(64)];
        let mut number = 1;
        while number < COUNT {
            // Won numbers (most of them) skipped a run at a time: marks only ever go to larger
            // numbers, so the bits ahead are final once reached.
            let ahead = wins[number / 64] >> (number % 64);
            if ahead & 1 == 1 {
                number += (!ahead).trailing_zeros() as usize;
                continue;
            }
            // `number` is lost: whatever has a move to it is won.
            // The last digit raised: the next `9 - digit` numbers, one range.
            mark_range(&mut wins, number + 1, number + 10 - number % 10);
            let mut place = 10;
            let mut rest = number / 10;
            while rest > 0 {
                let digit = rest % 10;
                for higher in digit + 1..10 {
                    mark(&mut wins, number + (higher - digit) * place);
                }
                rest /= 10;
                place *= 10;
            }
            // `place` is now 10^length. The strings `number`, `0`, then `extra` more digits.
            let mut first = number * 10;
            let mut span = 1;
            while first < COUNT {
                mark_range(&mut wins, first, first + span);
                first *= 10;
                span *= 10;
            }
            number += 1;
        }
        DigitalDeletions { wins }
    }

    /// Returns `Some(true)` iff the player to move wins the string `digits` (ASCII `0`-`9`),
    /// `Some(false)` iff they lose, and `None` when `digits` is not 1 to 6 decimal digits.
    ///
    /// # Complexity
    /// O(digits.len())
    ///
    /// # Example
    /// ```
    /// use snippets::digital_deletions::DigitalDeletions;
    /// let game = DigitalDeletions::new();
    /// assert_eq!(game.first_player_wins(b"000000"), Some(true));
    /// assert_eq!(game.first_player_wins(b"120"), Some(false));
    /// assert_eq!(game.first_player_wins(b""), None);
    /// assert_eq!(game.first_player_wins(b"-1"), None);
    /// ```
    #[inline]
    pub fn first_player_wins(&self, digits: &[u8]) -> Option<bool> {
        let length = digits.len();
        // The digits as the low bytes of one word, the first the highest (of four or more,
        // two loads of four that overlap on the same bytes), '0's above them: eight digits.
        let word = match (length, digits.first_chunk::<4>(), digits.last_chunk::<4>()) {
            (4..=6, Some(&high), Some(&low)) => {
                u64::from(u32::from_be_bytes(high)) << (8 * (length - 4))
                    | u64::from(u32::from_be_bytes(low))
            }
            (1..=3, ..) => digits.iter().fold(0, |word, &byte| word << 8 | u64::from(byte)),
            _ => return None,
        };
        // Less '0', every byte is 0 to 9 iff none has its top bit set, nor after adding 0x76
        // (a byte below '0' wraps, one above '9' reaches 0x80; a borrow only follows a byte
        // that is not a digit). Then pairs, quads and all eight are summed in place, the
        // first digit moved to the lowest byte.
        let x = (word | 0x3030_3030_3030_3030 << (8 * length)).wrapping_sub(0x3030_3030_3030_3030);
        if (x | x.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080 != 0 {
            return None;
        }
        if digits[0] == b'0' {
            return Some(true);
        }
        let x = x.swap_bytes();
        let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
        let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
        let number = ((x.wrapping_mul(10_000) + (x >> 32)) & 0xFFFF_FFFF) as usize;
        Some(self.wins[number / 64] >> (number % 64) & 1 == 1)
    }
}

/// Sets bit `number` of `wins`.
fn mark(wins: &mut [u64], number: usize) {
    wins[number / 64] |= 1 << (number % 64);
}

/// Sets bits `start..end` of `wins`, whole words at a time in the middle.
fn mark_range(wins: &mut [u64], start: usize, end: usize) {
    if start >= end {
        return;
    }
    let (first_word, last_word) = (start / 64, end / 64);
    let low = u64::MAX << (start % 64);
    let high = (1u64 << (end % 64)) - 1;
    if first_word == last_word {
        wins[first_word] |= low & high;
        return;
    }
    wins[first_word] |= low;
    wins[first_word + 1..last_word].fill(u64::MAX);
    if high != 0 {
        wins[last_word] |= high;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Game-tree search over the strings themselves: the empty string is lost for the player
    /// to move (the opponent erased the last digit); otherwise a string wins iff some move
    /// leaves a losing one.
    fn brute_wins(digits: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> bool {
        if let Some(&known) = memo.get(digits) {
            return known;
        }
        let mut wins = false;
        for i in 0..digits.len() {
            for lower in b'0'..digits[i] {
                let mut next = digits.to_vec();
                next[i] = lower;
                wins |= !brute_wins(&next, memo);
            }
            if digits[i] == b'0' {
                wins |= !brute_wins(&digits[..i], memo);
            }
        }
        memo.insert(digits.to_vec(), wins);
        wins
    }

    /// Every string of `length` digits, leading zeros included.
    fn all_strings(length: usize) -> Vec<Vec<u8>> {
        let mut all = vec![Vec::new()];
        for _ in 0..length {
            all = all
                .iter()
                .flat_map(|prefix| {
                    (b'0'..=b'9').map(move |digit| {
                        let mut next = prefix.clone();
                        next.push(digit);
                        next
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn hand_cases() {
        let game = DigitalDeletions::new();
        // HDU 1404 sample: 0 and 00 win, 1 and 20 lose.
        for (digits, wins) in [("0", true), ("00", true), ("1", false), ("20", false)] {
            assert_eq!(game.first_player_wins(digits.as_bytes()), Some(wins), "{digits}");
        }
        // 1 -> 0 -> empty: lowering the only digit hands the opponent the last erasure.
        // The lost strings of two digits are 11, 20, 32, 43, ..., 98.
        let lost: Vec<usize> = (10..100)
            .filter(|n| game.first_player_wins(n.to_string().as_bytes()) == Some(false))
            .collect();
        assert_eq!(lost, [11, 20, 32, 43, 54, 65, 76, 87, 98]);
    }

    #[test]
    fn exhaustive_against_brute_force() {
        let game = DigitalDeletions::new();
        let mut memo = HashMap::new();
        let mut checked = 0;
        // Length 5 takes seconds in a debug build; the issue's bar is length 4.
        let max_length = if cfg!(debug_assertions) { 4 } else { 5 };
        for length in 1..=max_length {
            for digits in all_strings(length) {
                let expected = brute_wins(&digits, &mut memo);
                let shown = String::from_utf8_lossy(&digits);
                assert_eq!(game.first_player_wins(&digits), Some(expected), "{shown}");
                checked += 1;
            }
        }
        assert_eq!(checked, [11_110, 111_110][max_length - 4]);
    }

    #[test]
    fn every_string_to_six_digits_is_consistent_with_its_moves() {
        // A finite game has exactly one labelling where a position wins iff some move reaches
        // a losing one; the table must be it, on every string without a leading zero (those
        // with one win at once, by erasing everything). Moves are generated here on the
        // numbers' digits, apart from the construction.
        let game = DigitalDeletions::new();
        let wins = |number: usize| game.wins[number / 64] >> (number % 64) & 1 == 1;
        for number in 1..COUNT {
            let length = number.to_string().len();
            let mut some_move_wins = false;
            let mut place = 1;
            for position in (0..length).rev() {
                let digit = number / place % 10;
                for lower in 0..digit {
                    let next = number - (digit - lower) * place;
                    // The first digit lowered to 0: a leading zero, a won string.
                    let leading_zero = position == 0 && lower == 0;
                    some_move_wins |= !leading_zero && !wins(next);
                }
                if digit == 0 {
                    // Erase this 0 and what follows: the prefix, not empty (the first digit
                    // is not 0).
                    some_move_wins |= !wins(number / place / 10);
                }
                place *= 10;
            }
            assert_eq!(wins(number), some_move_wins, "{number}");
        }
    }

    #[test]
    fn lost_strings_by_length() {
        // The whole table, lengths 6 included (beyond the exhaustive sweep): the same
        // counts as the table over strings of `problems/hdu1404/oracle.py`.
        let game = DigitalDeletions::new();
        let mut lost = [0; 7];
        for number in 1..COUNT {
            if game.first_player_wins(number.to_string().as_bytes()) == Some(false) {
                lost[number.to_string().len()] += 1;
            }
        }
        assert_eq!(lost, [0, 1, 9, 81, 772, 7397, 71384]);
    }

    #[test]
    fn edge_values() {
        let game = DigitalDeletions::default();
        for digits in ["", "1234567", "0000000", "12a", " 1", "+1", "-0", "1.5"] {
            assert_eq!(game.first_player_wins(digits.as_bytes()), None, "{digits:?}");
        }
        assert_eq!(game.first_player_wins(b"000000"), Some(true));
        assert_eq!(game.first_player_wins(b"999999"), Some(false)); // the oracle agrees
        assert_eq!(game.first_player_wins(b"100000"), Some(true)); // erase the first 0
        assert_eq!(game.first_player_wins(b"9"), Some(true)); // lower to 1
        assert_eq!(game.first_player_wins(&[0xff]), None);
    }

    #[test]
    fn any_byte_that_is_not_a_digit_anywhere_is_refused() {
        let game = DigitalDeletions::default();
        for length in 1..=6 {
            for at in 0..length {
                for byte in (0..=255u8).filter(|byte| !byte.is_ascii_digit()) {
                    let mut digits = b"123456"[..length].to_vec();
                    digits[at] = byte;
                    assert_eq!(game.first_player_wins(&digits), None, "{digits:?}");
                }
            }
        }
    }
}
