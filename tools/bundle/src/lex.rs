//! Just enough of Rust's lexical grammar to splice source text safely: which bytes are code,
//! which are comments (doc or not) and which are inside string or character literals.

/// What a byte of source belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Code,
    Comment,
    /// `///`, `//!`, `/** */`, `/*! */`.
    DocComment,
    /// A string, byte string, raw string or character literal, quotes included.
    Literal,
}

fn is_ident_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte >= 0x80
}

/// The class of every byte of `source`.
pub fn classify(source: &str) -> Vec<Class> {
    let bytes = source.as_bytes();
    let at = |i: usize, pattern: &str| bytes[i..].starts_with(pattern.as_bytes());
    let mut classes = vec![Class::Code; bytes.len()];
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let class = if at(i, "//") {
            i += bytes[i..]
                .iter()
                .position(|&b| b == b'\n')
                .unwrap_or(bytes.len() - i);
            let doc = (at(start, "///") && !at(start, "////")) || at(start, "//!");
            if doc {
                Class::DocComment
            } else {
                Class::Comment
            }
        } else if at(i, "/*") {
            let doc = (at(i, "/**") && !at(i, "/***") && !at(i, "/**/")) || at(i, "/*!");
            let mut depth = 0;
            while i < bytes.len() {
                if at(i, "/*") {
                    depth += 1;
                    i += 2;
                } else if at(i, "*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            if doc {
                Class::DocComment
            } else {
                Class::Comment
            }
        } else if let Some(end) = raw_string_end(bytes, i) {
            i = end;
            Class::Literal
        } else if bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            Class::Literal
        } else if bytes[i] == b'\'' {
            match char_literal_end(source, i) {
                Some(end) => {
                    i = end;
                    Class::Literal
                }
                None => {
                    i += 1; // a lifetime or a label
                    continue;
                }
            }
        } else {
            i += 1;
            continue;
        };
        classes[start..i].fill(class);
    }
    classes
}

/// The end of a raw string literal (`r"..."`, `r#"..."#`, `br"..."`, `cr"..."`) starting at
/// `i`, if one does.
fn raw_string_end(bytes: &[u8], i: usize) -> Option<usize> {
    if i > 0 && is_ident_byte(bytes[i - 1]) {
        return None;
    }
    let mut j = i;
    if matches!(bytes[j], b'b' | b'c') {
        j += 1;
    }
    if bytes.get(j) != Some(&b'r') {
        return None;
    }
    j += 1;
    let hashes = bytes[j..].iter().take_while(|&&b| b == b'#').count();
    j += hashes;
    if bytes.get(j) != Some(&b'"') {
        return None;
    }
    let mut closing = vec![b'"'];
    closing.extend(std::iter::repeat_n(b'#', hashes));
    let end = bytes[j + 1..]
        .windows(closing.len())
        .position(|window| window == closing)
        .map_or(bytes.len(), |at| j + 1 + at + closing.len());
    Some(end)
}

/// The end of a character literal starting at the quote `i` (`'x'`, `'\n'`, `'\u{7f}'`), or
/// `None` when the quote starts a lifetime or a label.
fn char_literal_end(source: &str, i: usize) -> Option<usize> {
    let bytes = source.as_bytes();
    if bytes.get(i + 1) == Some(&b'\\') {
        // The escaped character itself may be a quote: `'\''`.
        let close = bytes.get(i + 3..)?.iter().position(|&b| b == b'\'')?;
        return Some(i + 3 + close + 1);
    }
    let c = source[i + 1..].chars().next()?;
    let after = i + 1 + c.len_utf8();
    (bytes.get(after) == Some(&b'\'')).then_some(after + 1)
}

/// `source` with every byte that is not code replaced by a space (newlines kept), so that
/// offsets and line numbers stay those of `source`.
pub fn code_only(source: &str, classes: &[Class]) -> String {
    let kept = inline_format_arguments(source, classes);
    let mut code = String::with_capacity(source.len());
    for (at, c) in source.char_indices() {
        if classes[at] == Class::Code || c == '\n' || kept[at] {
            code.push(c);
        } else {
            code.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    }
    code
}

/// The bytes of the names that literals capture as inline format arguments (`{MAX}`,
/// `{x:>3}`, a width or precision `{0:>WIDTH$}`): those names are used by the code, so
/// [`code_only`] keeps them as code. Any literal counts (a plain string holding `{x}` keeps
/// at worst one item too many); `{{` escapes a brace and captures nothing.
fn inline_format_arguments(source: &str, classes: &[Class]) -> Vec<bool> {
    let bytes = source.as_bytes();
    let literal = |at: usize| at < bytes.len() && classes[at] == Class::Literal;
    let ident_end = |start: usize| {
        let mut end = start;
        while literal(end) && is_ident_byte(bytes[end]) {
            end += 1;
        }
        end
    };
    let mut kept = vec![false; bytes.len()];
    let mut i = 0;
    while i < bytes.len() {
        if !(literal(i) && bytes[i] == b'{') {
            i += 1;
            continue;
        }
        if literal(i + 1) && bytes[i + 1] == b'{' {
            i += 2;
            continue;
        }
        // The argument, then the spec up to `}`: a name first, or a name before `$`.
        let mut at = i + 1;
        while literal(at) && bytes[at] != b'}' {
            let end = ident_end(at);
            if end == at {
                at += 1;
                continue;
            }
            let named = !bytes[at].is_ascii_digit() && literal(end);
            let first = at == i + 1 && matches!(bytes.get(end), Some(b'}' | b':'));
            if named && (first || bytes[end] == b'$') {
                kept[at..end].fill(true);
            }
            at = end;
        }
        i = at.max(i + 1);
    }
    kept
}

/// The 1-based line of byte `offset`.
pub fn line_of(source: &str, offset: usize) -> usize {
    source.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// The identifier that starts at `offset` of `code` (after `offset` itself is checked to be
/// an identifier's first byte), if any.
pub fn ident_at(code: &str, offset: usize) -> Option<&str> {
    let bytes = code.as_bytes();
    if offset >= bytes.len() || !is_ident_byte(bytes[offset]) || bytes[offset].is_ascii_digit() {
        return None;
    }
    let length = bytes[offset..]
        .iter()
        .take_while(|&&b| is_ident_byte(b))
        .count();
    Some(&code[offset..offset + length])
}

/// Every offset in `code` where the identifier `name` stands as a whole word.
pub fn word_offsets<'a>(code: &'a str, name: &'a str) -> impl Iterator<Item = usize> + 'a {
    let bytes = code.as_bytes();
    code.match_indices(name)
        .map(|(at, _)| at)
        .filter(move |&at| {
            let before = at == 0 || !is_ident_byte(bytes[at - 1]);
            let after = bytes
                .get(at + name.len())
                .is_none_or(|&b| !is_ident_byte(b));
            before && after
        })
}

/// The offset of the first non-whitespace byte at or after `offset`.
pub fn skip_space(code: &str, offset: usize) -> usize {
    offset
        + code.as_bytes()[offset.min(code.len())..]
            .iter()
            .take_while(|b| b.is_ascii_whitespace())
            .count()
}

/// Whether `code[offset..]` starts, after whitespace, with `token`; returns the offset after it.
pub fn expect(code: &str, offset: usize, token: &str) -> Option<usize> {
    let at = skip_space(code, offset);
    code[at..].starts_with(token).then_some(at + token.len())
}

/// The offset just past the bracket (`(`, `[`, `{`) closing the one at `open`, in `code`.
pub fn matching_close(code: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, byte) in code.bytes().enumerate().skip(open) {
        match byte {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// The bracket depth (`()`, `[]`, `{}`) before each byte of `code`.
pub fn depths(code: &str) -> Vec<usize> {
    let mut depth = 0usize;
    code.bytes()
        .map(|byte| {
            let before = depth;
            match byte {
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' => depth = depth.saturating_sub(1),
                _ => {}
            }
            before
        })
        .collect()
}

/// The end of the item whose attributes end at `from`: after its `;`, or its closing `}` and
/// the `;` that may follow it (`use a::{b, c};`).
pub fn item_end(code: &str, from: usize) -> usize {
    let mut depth = 0usize;
    for (i, byte) in code.bytes().enumerate().skip(from) {
        match byte {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return expect(code, i + 1, ";").unwrap_or(i + 1);
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
    }
    code.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code of `source`, as words, after checking that masking keeps every offset.
    fn code_words(source: &str) -> Vec<String> {
        let code = code_only(source, &classify(source));
        assert_eq!(code.len(), source.len(), "{source:?}");
        assert_eq!(code.matches('\n').count(), source.matches('\n').count());
        code.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn comments_and_literals_are_not_code() {
        for (source, code) in [
            ("a // crate::x\nb", &["a", "b"][..]),
            ("a /* x /* y */ z */ b", &["a", "b"]),
            (
                r#"f("crate::x", 'y', '\'', '{')"#,
                &["f(", ",", ",", ",", ")"],
            ),
            (r###"r#"a "quoted" }"# + 1"###, &["+", "1"]),
            ("br\"x\" c", &["c"]),
            (
                "fn f<'a>(x: &'a str) -> char { 'é' }",
                &["fn", "f<'a>(x:", "&'a", "str)", "->", "char", "{", "}"],
            ),
            ("\"a\\\"b\" x", &["x"]),
            ("\"line\nnext\" y", &["y"]),
            ("for r in s", &["for", "r", "in", "s"]),
        ] {
            assert_eq!(code_words(source), code, "{source:?}");
        }
    }

    #[test]
    fn doc_comments_are_told_apart() {
        let source =
            "/// doc\n//! inner\n//// plain\n// plain\n/** doc */ /*! inner */ /**/ /*** x */";
        let classes = classify(source);
        let doc: String = source
            .bytes()
            .zip(&classes)
            .filter(|(_, c)| **c == Class::DocComment)
            .map(|(b, _)| char::from(b))
            .collect();
        assert_eq!(doc, "/// doc//! inner/** doc *//*! inner */");
    }

    #[test]
    fn words_and_brackets() {
        let code = "crate::nim; x_crate::y; $crate::m!; (a[b{c}]) crate";
        assert_eq!(word_offsets(code, "crate").collect::<Vec<_>>(), [0, 25, 46]);
        assert_eq!(matching_close(code, 36), Some(45));
        assert_eq!(&code[36..45], "(a[b{c}])");
        assert_eq!(depths("a(b)c"), [0, 0, 1, 1, 0]);
        assert_eq!(ident_at(code, 7), Some("nim"));
        assert_eq!(expect(code, 5, "::"), Some(7));
        assert_eq!(line_of("a\nb\nc", 4), 3);
    }
}
