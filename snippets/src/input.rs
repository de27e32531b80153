//! Dependency-free input reading for judges that have no crates (Codeforces, QOJ, Library
//! Checker): the part of proconio the binaries use, `OnceSource`, `Source::is_empty` and the
//! `input!` macro, with the same syntax and the same end-of-input behaviour.
//!
//! `scripts/bundle --standalone` maps the binary's `use proconio::...` lines onto this module,
//! so the binary's source stays as it is.
//!
//! Tokens are separated by ASCII whitespace (space, `\t`, `\n`, `\r`, form feed): CRLF and
//! blank lines change nothing. A token that is not a value of the requested type stops the
//! program with a panic that names the token, as proconio does.
//!
//! Depends on: nothing.
//!
//! Verified: unit tests for every accepted and rejected token shape, against `str::parse` on
//! seeded random tokens; the bundle checks run every binary built this way on every testcase.

use std::io::Read;

/// The whole input, read at once, and a cursor over its tokens.
pub struct OnceSource {
    bytes: Vec<u8>,
    position: usize,
}

impl OnceSource {
    /// Reads everything `reader` holds.
    ///
    /// # Panics
    /// If reading fails (an I/O error), with a message saying so.
    ///
    /// # Example
    /// ```
    /// use snippets::input::{OnceSource, Source};
    /// let mut source = OnceSource::new(&b"  \r\n"[..]);
    /// assert!(source.is_empty());
    /// ```
    pub fn new<R: Read>(mut reader: R) -> OnceSource {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .expect("failed to read the input");
        OnceSource { bytes, position: 0 }
    }

    /// Returns the next token, or `None` at the end of the input.
    ///
    /// # Complexity
    /// O(token length + whitespace skipped)
    ///
    /// # Example
    /// ```
    /// use snippets::input::OnceSource;
    /// let mut source = OnceSource::new(&b"12\t-3\r\n"[..]);
    /// assert_eq!(source.next_token(), Some(&b"12"[..]));
    /// assert_eq!(source.next_token(), Some(&b"-3"[..]));
    /// assert_eq!(source.next_token(), None);
    /// ```
    pub fn next_token(&mut self) -> Option<&[u8]> {
        self.skip_whitespace();
        let start = self.position;
        let rest = &self.bytes[start..];
        let length = rest
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(rest.len());
        self.position += length;
        (length > 0).then(|| &self.bytes[start..start + length])
    }

    /// Reads the next token as a `T`; what `input!` calls.
    ///
    /// # Panics
    /// At the end of the input, or if the token is not a `T`; the message names the token.
    ///
    /// # Example
    /// ```
    /// use snippets::input::OnceSource;
    /// let mut source = OnceSource::new(&b"18446744073709551615 x"[..]);
    /// assert_eq!(source.read::<u64>(), u64::MAX);
    /// assert_eq!(source.read::<String>(), "x");
    /// ```
    pub fn read<T: Readable>(&mut self) -> T {
        let Some(token) = self.next_token() else {
            panic!("failed to get the next token: the input ended early");
        };
        match T::from_token(token) {
            Some(value) => value,
            None => panic!(
                "failed to parse the input `{}` to the value of type `{}`",
                token.escape_ascii(),
                std::any::type_name::<T>()
            ),
        }
    }

    fn skip_whitespace(&mut self) {
        let rest = &self.bytes[self.position..];
        self.position += rest
            .iter()
            .take_while(|byte| byte.is_ascii_whitespace())
            .count();
    }
}

/// What proconio's `Source` offers the binaries: whether any token is left.
pub trait Source {
    /// Returns `true` iff no token is left (only whitespace, or nothing).
    fn is_empty(&mut self) -> bool;
}

impl Source for OnceSource {
    fn is_empty(&mut self) -> bool {
        self.skip_whitespace();
        self.position == self.bytes.len()
    }
}

/// A type `input!` can read from one token.
pub trait Readable: Sized {
    /// Parses `token`; `None` if it is not a value of this type.
    fn from_token(token: &[u8]) -> Option<Self>;
}

macro_rules! readable_unsigned {
    ($($t:ty)*) => {$(
        impl Readable for $t {
            /// Decimal digits with an optional leading `+`, as `str::parse` reads them; exact
            /// up to the type's maximum.
            fn from_token(token: &[u8]) -> Option<$t> {
                let digits = token.strip_prefix(b"+").unwrap_or(token);
                if digits.is_empty() {
                    return None;
                }
                let mut value: $t = 0;
                for &byte in digits {
                    let digit = byte.wrapping_sub(b'0');
                    if digit > 9 {
                        return None;
                    }
                    value = value.checked_mul(10)?.checked_add(digit as $t)?;
                }
                Some(value)
            }
        }
    )*};
}

readable_unsigned!(u8 u16 u32 u64 u128 usize);

macro_rules! readable_by_from_str {
    ($($t:ty)*) => {$(
        impl Readable for $t {
            /// As `str::parse` reads it.
            fn from_token(token: &[u8]) -> Option<$t> {
                std::str::from_utf8(token).ok()?.parse().ok()
            }
        }
    )*};
}

readable_by_from_str!(i8 i16 i32 i64 i128 isize String);

/// Reads whitespace-separated values into new variables, as proconio's `input!` does:
/// `input! { from &mut source, n: u64, mut a: [u64; n], name: String }`.
///
/// # Panics
/// At the end of the input, or on a token that is not of the requested type; the message names
/// the token.
///
/// # Example
/// ```
/// use snippets::input;
/// use snippets::input::{OnceSource, Source};
/// let mut source = OnceSource::new(&b"3\n5 7 9\r\n18446744073709551615"[..]);
/// input! { from &mut source, n: usize, piles: [u64; n], big: u64 }
/// assert_eq!((n, piles, big), (3, vec![5, 7, 9], u64::MAX));
/// assert!(source.is_empty());
/// ```
#[macro_export]
macro_rules! input {
    (from $source:expr $(, $($rest:tt)*)?) => {
        #[allow(unused_variables)]
        let source = $source;
        $crate::input!(@variables source $($($rest)*)?);
    };
    (@variables $source:ident) => {};
    (@variables $source:ident mut $variable:ident : $($rest:tt)*) => {
        $crate::input!(@kind $source [mut] $variable [] $($rest)*);
    };
    (@variables $source:ident $variable:ident : $($rest:tt)*) => {
        $crate::input!(@kind $source [] $variable [] $($rest)*);
    };
    (@kind $source:ident [$($mut:tt)?] $variable:ident [$($kind:tt)*] , $($rest:tt)*) => {
        let $($mut)? $variable = $crate::input!(@value $source $($kind)*);
        $crate::input!(@variables $source $($rest)*);
    };
    (@kind $source:ident [$($mut:tt)?] $variable:ident [$($kind:tt)*]) => {
        let $($mut)? $variable = $crate::input!(@value $source $($kind)*);
    };
    (@kind $source:ident [$($mut:tt)?] $variable:ident [$($kind:tt)*] $next:tt $($rest:tt)*) => {
        $crate::input!(@kind $source [$($mut)?] $variable [$($kind)* $next] $($rest)*);
    };
    (@value $source:ident [$element:ty; $length:expr]) => {
        (0..$length).map(|_| $source.read::<$element>()).collect::<Vec<$element>>()
    };
    (@value $source:ident $kind:ty) => {
        $source.read::<$kind>()
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::Rng;

    fn source(text: &str) -> OnceSource {
        OnceSource::new(text.as_bytes())
    }

    fn panic_message<T>(text: &'static str) -> String
    where
        T: Readable + std::fmt::Debug,
    {
        let result = std::panic::catch_unwind(|| source(text).read::<T>());
        let payload = result.expect_err(&format!("{text:?} must be rejected"));
        match payload.downcast::<String>() {
            Ok(message) => *message,
            Err(payload) => payload.downcast::<&str>().map(|m| m.to_string()).unwrap(),
        }
    }

    #[test]
    fn reads_what_the_binaries_read() {
        let mut source = source("2\r\n23\t2\n\n4 3   \r\n");
        crate::input! { from &mut source, count: u64 }
        let mut pairs = Vec::new();
        for _ in 0..count {
            crate::input! { from &mut source, n: u64, m: u64 }
            pairs.push((n, m));
        }
        assert_eq!(pairs, vec![(23, 2), (4, 3)]);
        assert!(source.is_empty());
    }

    #[test]
    fn macro_syntax() {
        let mut source = source("3 1 2 3 -4 word 2 7 8");
        crate::input! { from &mut source, n: usize, mut a: [u64; n], b: i64, s: String, }
        a.push(0);
        crate::input! { from &mut source, m: usize, c: [u8; m] }
        assert_eq!(
            (a, b, s.as_str(), c),
            (vec![1, 2, 3, 0], -4, "word", vec![7, 8])
        );
        crate::input! { from &mut source }
        assert!(source.is_empty());
    }

    #[test]
    fn rejects_bad_tokens_by_name() {
        for (text, token) in [
            ("abc", "`abc`"),
            ("-1", "`-1`"),
            ("1.5", "`1.5`"),
            ("18446744073709551616", "`18446744073709551616`"),
            ("+", "`+`"),
            ("12a", "`12a`"),
            ("\u{ff}", "`\\xc3\\xbf`"),
        ] {
            let message = panic_message::<u64>(text);
            assert!(message.contains(token), "{text:?}: {message}");
            assert!(message.contains("u64"), "{text:?}: {message}");
        }
        assert!(panic_message::<i64>("9223372036854775808").contains("`9223372036854775808`"));
        assert!(panic_message::<u8>("256").contains("`256`"));
        assert!(panic_message::<u64>("  \n").contains("ended early"));
    }

    #[test]
    fn seeded_random_tokens_against_str_parse() {
        let mut rng = Rng::new(1527);
        let alphabet = b"0123456789+-. x";
        for _ in 0..100_000 {
            let length = 1 + rng.below_or_equal(22) as usize;
            let token: Vec<u8> = (0..length)
                .map(|_| alphabet[rng.below_or_equal(alphabet.len() as u64 - 1) as usize])
                .filter(|byte| !byte.is_ascii_whitespace())
                .collect();
            let text = String::from_utf8(token).expect("ASCII");
            if text.is_empty() {
                continue;
            }
            let token = text.as_bytes();
            assert_eq!(u64::from_token(token), text.parse().ok(), "token={text:?}");
            assert_eq!(u8::from_token(token), text.parse().ok(), "token={text:?}");
            assert_eq!(i32::from_token(token), text.parse().ok(), "token={text:?}");
        }
    }

    #[test]
    fn edge_values() {
        let mut source = source("0 18446744073709551615 +7 0000000000000000000000001");
        crate::input! { from &mut source, a: u64, b: u64, c: u64, d: u64 }
        assert_eq!((a, b, c, d), (0, u64::MAX, 7, 1));
        assert!(source.is_empty());
        assert_eq!(source.next_token(), None);
        assert!(OnceSource::new(&b""[..]).is_empty());
    }
}
