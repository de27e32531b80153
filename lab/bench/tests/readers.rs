//! `tools/bundle/src/proconio.rs`, which stands in for proconio in the standalone bundle of a
//! program written with proconio, reads as proconio does: the same output, or a stop on the same
//! token with the same message, on the same input. Checked on generated inputs made of
//! numbers, words, bytes that are not UTF-8 (which proconio is given as
//! `String::from_utf8_lossy` reads them: it takes text only), and every kind of separator:
//! ASCII whitespace including `\v` and `\f`, NBSP, U+3000 and the other Unicode whitespace,
//! and look-alikes that are not whitespace (U+FEFF, U+200B).

use problem::Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// One case read with the `input!` in scope, or `else` when the input ends first: the way a
/// program stops at a missing sentinel or an incomplete last case.
macro_rules! read_case {
    (from $source:expr, $($name:ident : $kind:tt),+ $(,)?; else $otherwise:expr) => {
        $(read_case!(@one $source, $otherwise, $name, $kind);)+
    };
    (@one $source:expr, $otherwise:expr, $name:ident, [$element:tt; $length:expr]) => {
        let Some($name) = (|| {
            let mut values = Vec::new();
            for _ in 0..$length {
                if $source.is_empty() {
                    return None;
                }
                input! { from $source, value: $element }
                values.push(value);
            }
            Some(values)
        })() else {
            $otherwise
        };
    };
    (@one $source:expr, $otherwise:expr, $name:ident, $kind:tt) => {
        if $source.is_empty() {
            $otherwise
        }
        input! { from $source, $name: $kind }
    };
}

/// The stand-in, at the top level as in a bundle (where its paths are `$crate::proconio::`);
/// the crate is `::proconio`.
#[path = "../../../tools/bundle/src/proconio.rs"]
#[allow(dead_code, unused_imports, unused_macros)]
mod proconio;

/// Programs written with proconio, against proconio.
mod with_proconio {
    use ::proconio::input;
    use ::proconio::source::Source;
    pub type Reader<'a> = ::proconio::source::once::OnceSource<&'a [u8]>;
    include!("readers/programs.rs");
}

/// The same programs, against the stand-in as their standalone bundles use it.
mod with_snippets {
    use crate::proconio::input;
    use crate::proconio::source::Source;
    pub type Reader<'a> = crate::proconio::OnceSource<&'a [u8]>;
    include!("readers/programs.rs");
}

/// What a run gave: its output, or the message it stopped with.
type Outcome = Result<String, String>;

fn outcome(run: impl FnOnce() -> String) -> Outcome {
    catch_unwind(AssertUnwindSafe(run)).map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|m| m.to_string()))
            .unwrap_or_default()
    })
}

/// The part of a message that names the token, its type and the error: proconio adds advice.
fn named(message: &str) -> &str {
    message.split("; ensure").next().unwrap_or(message)
}

/// A token or a separator, as bytes.
fn piece(rng: &mut Rng) -> Vec<u8> {
    const SEPARATORS: [&str; 13] = [
        " ", "\n", "\r\n", "\t", "\u{b}", "\u{c}", "\u{a0}", "\u{3000}", "\u{2028}", "\u{85}",
        "\u{2009}", "\u{1680}", "\u{205f}",
    ];
    const OTHERS: [&[u8]; 14] = [
        b"\xff",
        b"\xc2",
        b"\xe3\x80",
        b"\xed\xa0\x80",
        "\u{feff}".as_bytes(),
        "\u{200b}".as_bytes(),
        "\u{180e}".as_bytes(),
        "\u{ff11}".as_bytes(),
        b"18446744073709551615",
        b"18446744073709551616",
        b"+7",
        b"-3",
        b"x",
        b"0000000000000000000042",
    ];
    match rng.between(0, 9) {
        0..=3 => SEPARATORS[rng.between(0, SEPARATORS.len() as u64 - 1) as usize]
            .as_bytes()
            .to_vec(),
        4..=6 => rng.between(0, 9).to_string().into_bytes(),
        7 => rng.next_u64().to_string().into_bytes(),
        _ => OTHERS[rng.between(0, OTHERS.len() as u64 - 1) as usize].to_vec(),
    }
}

/// Separators around the pieces more often than not, so that many inputs read far.
fn generate(rng: &mut Rng) -> Vec<u8> {
    let mut input = Vec::new();
    for _ in 0..rng.between(0, 40) {
        input.extend(piece(rng));
        if rng.between(0, 2) > 0 {
            input.push(b' ');
        }
    }
    input
}

#[test]
fn the_stand_in_gives_proconios_output_or_names_the_same_token() {
    std::panic::set_hook(Box::new(|_| {}));
    type Programs = (
        &'static str,
        fn(&mut with_proconio::Reader) -> String,
        fn(&mut with_snippets::Reader) -> String,
    );
    let programs: [Programs; 5] = [
        ("pairs", with_proconio::pairs, with_snippets::pairs),
        ("counted", with_proconio::counted, with_snippets::counted),
        ("lists", with_proconio::lists, with_snippets::lists),
        ("words", with_proconio::words, with_snippets::words),
        ("borrowed", with_proconio::borrowed, with_snippets::borrowed),
    ];
    let mut rng = Rng::new(15);
    let (mut agreed_outputs, mut agreed_errors) = (0, 0);
    for round in 0..3000 {
        let input = generate(&mut rng);
        let text = String::from_utf8_lossy(&input).into_owned().into_bytes();
        for (name, proconio_program, snippets_program) in programs {
            let expected = outcome(|| {
                let mut source = ::proconio::source::once::OnceSource::new(&text[..]);
                proconio_program(&mut source)
            });
            let actual = outcome(|| {
                let mut source = crate::proconio::OnceSource::new(&input[..]);
                snippets_program(&mut source)
            });
            let context = format!(
                "round {round}, {name}, input {:?}",
                String::from_utf8_lossy(&input)
            );
            match (&expected, &actual) {
                (Ok(expected), Ok(actual)) => {
                    assert_eq!(actual, expected, "{context}");
                    agreed_outputs += 1;
                }
                (Err(expected), Err(actual)) => {
                    assert_eq!(named(actual), named(expected), "{context}");
                    agreed_errors += 1;
                }
                _ => panic!("{context}: proconio {expected:?}, the stand-in {actual:?}"),
            }
        }
    }
    let _ = std::panic::take_hook();
    // Both kinds of ending came up often: the test compares outputs and messages alike.
    assert!(
        agreed_outputs > 1000 && agreed_errors > 1000,
        "{agreed_outputs} {agreed_errors}"
    );
}
