//! The judge's lines in an interactive game (AtCoder ABC278 G, Codeforces 1934 D2 and 1839 E):
//! a move of two numbers (or one: [`single`]), or `-1 -1` (`-1`) when the judge refuses the
//! program's last move (the program has lost and must exit at once). Read with
//! [`crate::io::Input`], which reads what has arrived and never waits for the end of the
//! input; answers go out with `Output::flush` after every line.
//!
//! Depends on: crate::io.
//!
//! Verified: hand cases of moves, `0 0`, `-1 -1`, the end of the input and bad tokens; every
//! number up to `u64::MAX` and `2^64` against `str::parse` (seeded random).

/// What the judge said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Two numbers: a move (or `0 0`, which each problem gives its own meaning).
    Pair(u64, u64),
    /// `-1 -1`: the judge refused the program's last move.
    Refused,
}

/// A decimal `u64` spelled by `word`, if it is one.
///
/// # Complexity
/// O(`word.len()`)
///
/// # Example
/// ```
/// use snippets::judge_reply::number;
/// assert_eq!(number(b"18446744073709551615"), Some(u64::MAX));
/// assert_eq!(number(b"18446744073709551616"), None);
/// assert_eq!(number(b"0"), Some(0));
/// assert_eq!(number(b"-1"), None);
/// ```
pub fn number(word: &[u8]) -> Option<u64> {
    if word.is_empty() {
        return None;
    }
    let mut value = 0u64;
    for &byte in word {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
    }
    Some(value)
}

/// Reads the judge's next line: two numbers or `-1 -1`; `None` at the end of the input. Any
/// other token stops the program with one `error:` line naming it.
///
/// # Complexity
/// O(length of the line)
///
/// # Example
/// ```
/// use snippets::io::Input;
/// use snippets::judge_reply::{pair, Reply};
/// let mut input = Input::new(&b"3 2\n0 0\n-1 -1\n18446744073709551615 1\n"[..]);
/// assert_eq!(pair(&mut input), Some(Reply::Pair(3, 2)));
/// assert_eq!(pair(&mut input), Some(Reply::Pair(0, 0)));
/// assert_eq!(pair(&mut input), Some(Reply::Refused));
/// assert_eq!(pair(&mut input), Some(Reply::Pair(u64::MAX, 1)));
/// assert_eq!(pair(&mut input), None);
/// ```
pub fn pair(input: &mut crate::io::Input) -> Option<Reply> {
    let mut values = [0u64; 2];
    let mut refused = [false; 2];
    for i in 0..2 {
        let word = input.word()?;
        if word == b"-1" {
            refused[i] = true;
        } else if let Some(value) = number(word) {
            values[i] = value;
            if refused[0] {
                crate::io::fail(
                    "expected the judge's move (two numbers, or -1 -1), found `-1` and a number",
                );
            }
        } else {
            crate::io::fail(format_args!(
                "expected the judge's move (two numbers, or -1 -1), found {}",
                crate::io::named(word)
            ));
        }
    }
    match refused {
        [true, true] => Some(Reply::Refused),
        [false, false] => Some(Reply::Pair(values[0], values[1])),
        _ => crate::io::fail(
            "expected the judge's move (two numbers, or -1 -1), found a number and `-1`",
        ),
    }
}

/// What the judge said in a line of one number ([`single`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Single {
    /// A number: a move, or `0`, which each problem gives its own meaning.
    Number(u64),
    /// `-1`: the judge refused the program's last move.
    Refused,
}

/// Reads the judge's next line of one number, or `-1` (Codeforces 1839 E); `None` at the end
/// of the input. Any other token stops the program with one `error:` line naming it.
///
/// # Complexity
/// O(length of the line)
///
/// # Example
/// ```
/// use snippets::io::Input;
/// use snippets::judge_reply::{single, Single};
/// let mut input = Input::new(&b"3\n-1\n0 18446744073709551615"[..]);
/// assert_eq!(single(&mut input), Some(Single::Number(3)));
/// assert_eq!(single(&mut input), Some(Single::Refused));
/// assert_eq!(single(&mut input), Some(Single::Number(0)));
/// assert_eq!(single(&mut input), Some(Single::Number(u64::MAX)));
/// assert_eq!(single(&mut input), None);
/// ```
pub fn single(input: &mut crate::io::Input) -> Option<Single> {
    let word = input.word()?;
    if word == b"-1" {
        return Some(Single::Refused);
    }
    match number(word) {
        Some(value) => Some(Single::Number(value)),
        None => crate::io::fail(format_args!(
            "expected the judge's move (a number, or -1), found {}",
            crate::io::named(word)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::Input;
    use crate::testing::Rng;

    fn failure(text: &'static [u8]) -> String {
        let payload = std::panic::catch_unwind(|| pair(&mut Input::new(text))).unwrap_err();
        match payload.downcast::<String>() {
            Ok(message) => *message,
            Err(payload) => payload.downcast::<&str>().unwrap().to_string(),
        }
    }

    #[test]
    fn hand_cases() {
        let mut input = Input::new(&b"\r\n6 1\t-1 -1 7"[..]);
        assert_eq!(pair(&mut input), Some(Reply::Pair(6, 1)));
        assert_eq!(pair(&mut input), Some(Reply::Refused));
        assert_eq!(pair(&mut input), None, "one number, then the end");
        assert!(failure(b"x 1\n").contains("found `x`"));
        assert!(failure(b"3 -1\n").contains("`-1`"));
        assert!(failure(b"-1 3\n").contains("`-1`"));
        assert!(failure(b"+3 1\n").contains("found `+3`"));
        let one = |text: &'static [u8]| {
            let payload = std::panic::catch_unwind(|| single(&mut Input::new(text))).unwrap_err();
            payload.downcast::<String>().map(|m| *m).unwrap_or_default()
        };
        assert!(one(b"-2\n").ends_with("found `-2`"));
        assert!(one(b"x\n").ends_with("found `x`"));
        assert!(one(b"18446744073709551616").ends_with("found `18446744073709551616`"));
        // A long word cut, as `io` cuts every bad token: not echoed whole.
        let long: &'static [u8] = Box::leak(vec![b'x'; 1000].into_boxed_slice());
        let message = failure(long);
        assert!(
            message.ends_with(&format!("found `{}`... (1000 bytes)", "x".repeat(32))),
            "{message:.100}"
        );
        assert_eq!(number(b""), None);
        assert_eq!(number(b"007"), Some(7));
    }

    #[test]
    fn numbers_against_str_parse() {
        let mut rng = Rng::new(278);
        for _ in 0..100_000 {
            let value = rng.any_magnitude();
            let text = value.to_string();
            assert_eq!(number(text.as_bytes()), Some(value), "{text}");
            let plus = format!("{}{}", text, rng.next_u64() % 10);
            assert_eq!(number(plus.as_bytes()), plus.parse::<u64>().ok(), "{plus}");
        }
    }

    #[test]
    fn edge_values() {
        assert_eq!(number(b"0"), Some(0));
        assert_eq!(number(b"1"), Some(1));
        assert_eq!(number(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(number(b"18446744073709551616"), None);
        let mut input = Input::new(&b"0 18446744073709551615"[..]);
        assert_eq!(pair(&mut input), Some(Reply::Pair(0, u64::MAX)));
    }
}
