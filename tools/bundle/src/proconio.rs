//! proconio without the crate, for judges that have none (Codeforces, QOJ, Library Checker):
//! `scripts/bundle main.rs --standalone` puts this file in the bundle as `mod proconio { ... }`
//! (less its docs and tests, and less what the program does not name), so that a program
//! written with proconio compiles unchanged: `input!` with or without `from`, the markers
//! `Usize1`, `Isize1`, `Chars`, `Bytes`, `OnceSource`, `Source::next_token` and `is_empty`.
//!
//! It reads as proconio does, in the same few lines: the whole input at once, made text by
//! `String::from_utf8_lossy` (where proconio refuses bytes that are not UTF-8), split on
//! Unicode whitespace as `str::split_whitespace` splits, each token parsed by `str::parse`;
//! a token that is not a value of the requested type, or the end of the input where a token
//! is required, stops the program with proconio's message, which names the token and the type.
//!
//! Verified: `tools/bench/tests/readers.rs` runs programs written with proconio against
//! proconio and against this file on generated inputs (numbers, words, bytes that are not
//! UTF-8, every kind of separator): the same output, or a stop on the same token with the same
//! message; `tools/bundle/tests/programs.rs` judges standalone bundles built with it.
//!
//! It is a module of the bundle crate only so that it is compiled and tested: its paths are
//! `$crate::proconio::`, as in a bundle, where it stands at the top level.

use std::io::Read;

/// All of a reader's input, split into tokens as they are asked for.
pub struct OnceSource<R> {
    text: String,
    /// Where the unread text starts.
    position: usize,
    /// The reader, read to its end (`std::marker::PhantomData` would name `marker`, and keep
    /// the module of that name in every bundle).
    _reader: R,
}

impl<R: Read> OnceSource<R> {
    /// Reads all of `reader`.
    pub fn new(mut reader: R) -> OnceSource<R> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .expect("failed to read from source; maybe an IO error.");
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
        };
        OnceSource {
            text,
            position: 0,
            _reader: reader,
        }
    }

    /// Reads the next value of kind `T` (a type, or a [`marker`]).
    pub fn read<T: Kind>(&mut self) -> T::Output {
        T::read_kind(self)
    }

    /// The next token; at the end of the input, proconio's stop.
    fn token(&mut self) -> &str {
        self.next_token().expect(
            "failed to get the next token; maybe reader reached an end of input. ensure that \
             arguments for `input!` macro is correctly specified to match the problem input.",
        )
    }
}

/// What proconio's `Source` offers a program: the next token, and whether any is left.
pub trait Source {
    /// The next token, or `None` at the end of the input.
    fn next_token(&mut self) -> Option<&str>;

    /// Whether no token is left (only whitespace, or nothing).
    fn is_empty(&mut self) -> bool;
}

impl<R: Read> Source for OnceSource<R> {
    fn next_token(&mut self) -> Option<&str> {
        let rest = self.text[self.position..].trim_start();
        let start = self.text.len() - rest.len();
        let length = rest.find(char::is_whitespace).unwrap_or(rest.len());
        self.position = start + length;
        (length > 0).then(|| &self.text[start..start + length])
    }

    fn is_empty(&mut self) -> bool {
        self.text[self.position..].trim_start().is_empty()
    }
}

/// What `input!` reads a variable as: a type `str::parse` reads, or one of proconio's
/// [`marker`]s.
pub trait Kind {
    type Output;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> Self::Output;
}

impl<T: std::str::FromStr> Kind for T
where
    T::Err: std::fmt::Debug,
{
    type Output = T;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> T {
        let token = source.token();
        match token.parse() {
            Ok(value) => value,
            Err(error) => panic!(
                "failed to parse the input `{token}` to the value of type `{}`: {error:?}; \
                 ensure that the input format is collectly specified and that the input value \
                 must handle specified type.",
                std::any::type_name::<T>()
            ),
        }
    }
}

/// proconio's markers.
pub mod marker {
    /// A 1-based index, read as a 0-based `usize`.
    pub enum Usize1 {}
    /// A 1-based `isize`, read less one.
    pub enum Isize1 {}
    /// A token as a `Vec<char>`.
    pub enum Chars {}
    /// A token as a `Vec<u8>`.
    pub enum Bytes {}
}

impl Kind for marker::Usize1 {
    type Output = usize;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> usize {
        source
            .read::<usize>()
            .checked_sub(1)
            .expect("attempted to read the value 0 as a Usize1")
    }
}

impl Kind for marker::Isize1 {
    type Output = isize;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> isize {
        source.read::<isize>().checked_sub(1).unwrap_or_else(|| {
            panic!(
                "attempted to read the value {} as a Isize1: the value is isize::MIN and cannot be decremented",
                isize::MIN
            )
        })
    }
}

impl Kind for marker::Chars {
    type Output = Vec<char>;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> Vec<char> {
        source.token().chars().collect()
    }
}

impl Kind for marker::Bytes {
    type Output = Vec<u8>;
    fn read_kind<R: Read>(source: &mut OnceSource<R>) -> Vec<u8> {
        source.token().bytes().collect()
    }
}

std::thread_local! {
    /// The source `input!` without `from` reads, as proconio's: all of stdin, once.
    static STDIN: std::cell::Cell<Option<OnceSource<std::io::StdinLock<'static>>>> =
        const { std::cell::Cell::new(None) };
}

/// The source of `input!` without `from`, taken out until [`give_back_stdin`].
pub fn take_stdin() -> OnceSource<std::io::StdinLock<'static>> {
    STDIN
        .with(|cell| cell.take())
        .unwrap_or_else(|| OnceSource::new(std::io::stdin().lock()))
}

/// Puts back what [`take_stdin`] took, for the next `input!` without `from`.
pub fn give_back_stdin(source: OnceSource<std::io::StdinLock<'static>>) {
    STDIN.with(|cell| cell.set(Some(source)));
}

/// Reads whitespace-separated values into new variables, as proconio's `input!` does:
/// `input! { from &mut source, n: usize, mut a: [u64; n], edges: [(Usize1, Usize1); n - 1] }`,
/// or without `from` from stdin.
macro_rules! input {
    (from $source:expr $(, $($rest:tt)*)?) => {
        #[allow(unused_variables, unused_mut)]
        let mut source = $source;
        $crate::proconio::input!(@variables [&mut *source] $($($rest)*)?);
    };
    (@variables [$source:expr]) => {};
    (@variables [$source:expr] mut $variable:ident : $($rest:tt)*) => {
        $crate::proconio::input!(@kind [$source] [mut] $variable [] $($rest)*);
    };
    (@variables [$source:expr] $variable:ident : $($rest:tt)*) => {
        $crate::proconio::input!(@kind [$source] [] $variable [] $($rest)*);
    };
    (@kind [$source:expr] [$($mut:tt)?] $variable:ident [$($kind:tt)*] , $($rest:tt)*) => {
        let $($mut)? $variable = $crate::proconio::input!(@value [$source] $($kind)*);
        $crate::proconio::input!(@variables [$source] $($rest)*);
    };
    (@kind [$source:expr] [$($mut:tt)?] $variable:ident [$($kind:tt)*]) => {
        let $($mut)? $variable = $crate::proconio::input!(@value [$source] $($kind)*);
    };
    (@kind [$source:expr] [$($mut:tt)?] $variable:ident [$($kind:tt)*] $next:tt $($rest:tt)*) => {
        $crate::proconio::input!(@kind [$source] [$($mut)?] $variable [$($kind)* $next] $($rest)*);
    };
    (@value [$source:expr] [$element:tt ; $length:expr]) => {
        (0..$length).map(|_| $crate::proconio::input!(@value [$source] $element)).collect::<Vec<_>>()
    };
    (@value [$source:expr] ($($element:tt),* $(,)?)) => {
        ($($crate::proconio::input!(@value [$source] $element),)*)
    };
    (@value [$source:expr] $kind:ty) => {
        $crate::proconio::OnceSource::read::<$kind>($source)
    };
    ($($rest:tt)+) => {
        let mut stdin = $crate::proconio::take_stdin();
        $crate::proconio::input!(@variables [&mut stdin] $($rest)+);
        $crate::proconio::give_back_stdin(stdin);
    };
}
pub(crate) use input;

/// `use proconio::source::once::OnceSource;` and `use proconio::source::Source;` as in the
/// crate.
pub mod source {
    pub use super::Source;
    pub mod once {
        pub use super::super::OnceSource;
    }
}

#[cfg(test)]
mod tests {
    use super::marker::{Bytes, Chars, Isize1, Usize1};
    use super::{OnceSource, Source};

    #[test]
    fn reads_what_programs_read() {
        let mut source = OnceSource::new(&b"3\r\n5 9 7\xff\xe3\x80\x8010 -2 ab\n\n1 0"[..]);
        crate::proconio::input! { from &mut source, n: usize, piles: [u64; n - 1], word: String }
        assert_eq!((n, piles, word), (3, vec![5, 9], "7\u{fffd}".to_string()));
        crate::proconio::input! { from &mut source, nine: Isize1, mut pair: (i8, Chars) }
        pair.0 -= 1;
        assert_eq!((nine, pair), (9, (-3, vec!['a', 'b'])));
        assert!(!source.is_empty());
        crate::proconio::input! { from &mut source, one: Usize1, zero: Bytes }
        assert_eq!((one, zero), (0, vec![b'0']));
        assert!(source.is_empty());
        assert_eq!(source.next_token(), None);
    }

    #[test]
    fn stops_with_proconios_messages() {
        let message = |text: &'static [u8]| {
            let payload = std::panic::catch_unwind(|| {
                let mut source = OnceSource::new(text);
                crate::proconio::input! { from &mut source, _a: u8, _b: Usize1 }
            })
            .unwrap_err();
            payload.downcast::<String>().map_or_else(
                |payload| payload.downcast::<&str>().unwrap().to_string(),
                |message| *message,
            )
        };
        assert!(
            message(b"256 1").starts_with(
                "failed to parse the input `256` to the value of type `u8`: ParseIntError"
            ),
            "{}",
            message(b"256 1")
        );
        assert_eq!(message(b"1 0"), "attempted to read the value 0 as a Usize1");
        assert!(message(b"1").starts_with("failed to get the next token"));
    }
}
