//! Showing texts to a person: invisible characters made visible, long texts cut with a note,
//! the first difference between an expected and an actual output located and marked.
//!
//! Visible forms: a `\r` is shown as `\r`, a tab as `→`, a trailing space as `·`, any other
//! control character and every byte that is not UTF-8 as `\xNN`. A text whose last line has
//! no `\n` gets the note `(no newline at end)`.

use crate::verdict::normalize_newlines;
use anstyle::{AnsiColor, Style};

/// Longest line shown, in characters; longer ones are cut with a note.
pub const MAX_LINE_CHARS: usize = 160;

/// The report's styles. They are always written; where colours are off, the report's stream
/// strips them (`judge::check::Settings::color`).
pub const RED: Style = AnsiColor::Red.on_default();
/// See [`RED`].
pub const GREEN: Style = AnsiColor::Green.on_default();
/// See [`RED`].
pub const YELLOW: Style = AnsiColor::Yellow.on_default();
/// See [`RED`].
pub const CYAN: Style = AnsiColor::Cyan.on_default();
/// See [`RED`].
pub const BOLD: Style = Style::new().bold();
/// Dimmed, for notes. See [`RED`].
pub const DIM: Style = Style::new().dimmed();

/// `text` in `style`, then the style reset.
///
/// # Example
/// ```
/// use judge::text::{RED, paint};
/// assert_eq!(paint(RED, "WA"), "\x1b[31mWA\x1b[0m");
/// ```
pub fn paint(style: Style, text: &str) -> String {
    format!("{style}{text}{style:#}")
}

/// The lines of `text` (split at `\n`, the `\n` not included) and whether it ends with `\n`.
/// An empty text has no lines.
///
/// # Example
/// ```
/// use judge::text::split_lines;
/// assert_eq!(split_lines(b"a\nb"), (vec![&b"a"[..], b"b"], false));
/// assert_eq!(split_lines(b"a\n\n"), (vec![&b"a"[..], b""], true));
/// assert_eq!(split_lines(b""), (vec![], true));
/// ```
pub fn split_lines(text: &[u8]) -> (Vec<&[u8]>, bool) {
    if text.is_empty() {
        return (Vec::new(), true);
    }
    let final_newline = text.ends_with(b"\n");
    let body = if final_newline {
        &text[..text.len() - 1]
    } else {
        text
    };
    (body.split(|&b| b == b'\n').collect(), final_newline)
}

/// One source character (or one invalid byte) of a line, as shown.
struct Cell {
    text: String,
    special: bool,
}

/// How many cells `line` has: characters, and bytes that are not UTF-8.
fn cell_count(line: &[u8]) -> usize {
    line.utf8_chunks()
        .map(|chunk| chunk.valid().chars().count() + chunk.invalid().len())
        .sum()
}

/// The cells `start..end` of `line`: one per character, or per byte that is not UTF-8. Only
/// those are made, so that a line of 60 MB costs what its shown part costs.
fn cells(line: &[u8], start: usize, end: usize) -> Vec<Cell> {
    let trailing_from = line
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
        .map_or(0, |i| i + 1);
    let mut out = Vec::with_capacity(end.saturating_sub(start));
    let mut offset = 0;
    let mut index = 0;
    for chunk in line.utf8_chunks() {
        for c in chunk.valid().chars() {
            if index >= end {
                return out;
            }
            index += 1;
            if index <= start {
                offset += c.len_utf8();
                continue;
            }
            let trailing = offset >= trailing_from;
            let (text, special) = match c {
                ' ' if trailing => ("·".to_string(), true),
                '\t' => ("→".to_string(), true),
                '\r' => ("\\r".to_string(), true),
                c if c.is_control() => (format!("\\x{:02x}", c as u32), true),
                c => (c.to_string(), false),
            };
            out.push(Cell { text, special });
            offset += c.len_utf8();
        }
        for &b in chunk.invalid() {
            if index >= end {
                return out;
            }
            index += 1;
            if index <= start {
                offset += 1;
                continue;
            }
            out.push(Cell {
                text: format!("\\x{b:02x}"),
                special: true,
            });
            offset += 1;
        }
    }
    out
}

/// `line` (without its `\n`) with invisible characters made visible and cut to
/// [`MAX_LINE_CHARS`]; if `column` (0-based, in characters) would be cut off, the shown part
/// is moved to include it.
///
/// # Example
/// ```
/// use anstream::adapter::strip_str;
/// use judge::text::visible_line;
/// assert_eq!(strip_str(&visible_line(b"4 7 \t\r", None)).to_string(), "4 7·→\\r");
/// assert_eq!(strip_str(&visible_line(b"a\tb\xff", None)).to_string(), "a→b\\xff");
/// ```
pub fn visible_line(line: &[u8], column: Option<usize>) -> String {
    let total = cell_count(line);
    let mut start = 0;
    if total > MAX_LINE_CHARS
        && let Some(column) = column
        && column + 20 > MAX_LINE_CHARS
    {
        start = column.saturating_sub(MAX_LINE_CHARS / 2);
    }
    let end = total.min(start + MAX_LINE_CHARS);
    let cells = cells(line, start, end);
    let mut out = String::new();
    if start > 0 {
        out.push_str(&paint(DIM, &format!("({start} chars left out) ")));
    }
    // Runs of special cells are painted together.
    let mut special = String::new();
    for cell in &cells {
        if cell.special {
            special.push_str(&cell.text);
            continue;
        }
        if !special.is_empty() {
            out.push_str(&paint(CYAN, &std::mem::take(&mut special)));
        }
        out.push_str(&cell.text);
    }
    if !special.is_empty() {
        out.push_str(&paint(CYAN, &special));
    }
    if end < total {
        out.push_str(&paint(DIM, &format!(" … ({} more chars)", total - end)));
    }
    out
}

/// Where an actual output first differs from the expected one (both read with CRLF as LF).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The first differing line, 0-based.
    pub line: usize,
    /// What differs there.
    pub kind: DifferenceKind,
}

/// What differs at [`Difference::line`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DifferenceKind {
    /// Both have the line; they first differ at this character (0-based).
    Column(usize),
    /// The actual output has this line and more; the expected output ended before it.
    ExtraLines,
    /// The expected output has this line and more; the actual output ended before it.
    MissingLines,
    /// All lines equal; only one of the two ends with a newline.
    FinalNewline {
        /// Whether the expected output ends with `\n`.
        expected: bool,
    },
}

/// Locates the first difference between `expected` and `actual`, or `None` if they are equal
/// once CRLF is read as LF.
///
/// # Example
/// ```
/// use judge::text::{first_difference, Difference, DifferenceKind};
/// assert_eq!(
///     first_difference(b"0\n1\n", b"0\n1 \n"),
///     Some(Difference { line: 1, kind: DifferenceKind::Column(1) })
/// );
/// assert_eq!(first_difference(b"0\r\n", b"0\n"), None);
/// ```
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<Difference> {
    let expected = normalize_newlines(expected);
    let actual = normalize_newlines(actual);
    let (e_lines, e_newline) = split_lines(&expected);
    let (a_lines, a_newline) = split_lines(&actual);
    for (line, (e, a)) in e_lines.iter().zip(&a_lines).enumerate() {
        if e != a {
            let byte = e.iter().zip(a.iter()).take_while(|(x, y)| x == y).count();
            return Some(Difference {
                line,
                kind: DifferenceKind::Column(char_index(a, byte)),
            });
        }
    }
    let common = e_lines.len().min(a_lines.len());
    if a_lines.len() > common {
        Some(Difference {
            line: common,
            kind: DifferenceKind::ExtraLines,
        })
    } else if e_lines.len() > common {
        Some(Difference {
            line: common,
            kind: DifferenceKind::MissingLines,
        })
    } else if e_newline != a_newline {
        Some(Difference {
            line: common.saturating_sub(1),
            kind: DifferenceKind::FinalNewline {
                expected: e_newline,
            },
        })
    } else {
        None
    }
}

/// The index of the cell holding byte `byte` of `line` (characters and invalid bytes count 1).
fn char_index(line: &[u8], byte: usize) -> usize {
    let mut offset = 0;
    let mut index = 0;
    for chunk in line.utf8_chunks() {
        for c in chunk.valid().chars() {
            if offset + c.len_utf8() > byte {
                return index;
            }
            offset += c.len_utf8();
            index += 1;
        }
        for _ in chunk.invalid() {
            if offset >= byte {
                return index;
            }
            offset += 1;
            index += 1;
        }
    }
    index
}

/// A one-line description of `difference`, for the report.
pub fn describe(difference: &Difference) -> String {
    let line = difference.line + 1;
    match difference.kind {
        DifferenceKind::Column(column) => {
            format!("first difference: line {line}, column {}", column + 1)
        }
        DifferenceKind::ExtraLines => {
            format!("first difference: line {line}: expected output ends before it, actual goes on")
        }
        DifferenceKind::MissingLines => {
            format!("first difference: line {line}: actual output ends before it")
        }
        DifferenceKind::FinalNewline { expected: true } => {
            "first difference: actual output has no newline at the end".to_string()
        }
        DifferenceKind::FinalNewline { expected: false } => {
            "first difference: expected output has no newline at the end, actual has one"
                .to_string()
        }
    }
}

/// How to show one text in a [`block`].
#[derive(Clone, Copy, Debug)]
pub struct BlockOptions {
    /// Mark this line (0-based) with `>` and center the shown lines around it.
    pub mark: Option<usize>,
    /// Move a cut long marked line so that this character (0-based) is shown.
    pub column: Option<usize>,
    /// Show at most this many lines.
    pub max_lines: usize,
    /// Paint the marked line red (actual) or green (expected).
    pub mark_is_actual: bool,
}

/// The lines of `text`, numbered and made visible, each prefixed with `indent`, cut to
/// `options.max_lines` (around the marked line) with notes on what was left out.
pub fn block(text: &[u8], options: BlockOptions, indent: &str) -> Vec<String> {
    let (lines, final_newline) = split_lines(text);
    let mut out = Vec::new();
    if lines.is_empty() {
        out.push(format!("{indent}{}", paint(DIM, "(empty)")));
        return out;
    }
    let max = options.max_lines.max(1);
    let (start, end) = if lines.len() <= max {
        (0, lines.len())
    } else {
        let mark = options.mark.unwrap_or(0).min(lines.len() - 1);
        let start = mark.saturating_sub(max / 4).min(lines.len() - max);
        (start, start + max)
    };
    if start > 0 {
        out.push(format!(
            "{indent}{}",
            paint(DIM, &format!("… {start} lines above left out"))
        ));
    }
    let width = end.to_string().len();
    for (i, line) in lines.iter().enumerate().take(end).skip(start) {
        let marked = options.mark == Some(i);
        let column = if marked { options.column } else { None };
        let number = format!("{:>width$}", i + 1);
        let (marker, number) = match (marked, options.mark_is_actual) {
            (true, true) => (paint(RED, ">"), paint(RED, &number)),
            (true, false) => (paint(GREEN, ">"), paint(GREEN, &number)),
            (false, _) => (" ".to_string(), paint(DIM, &number)),
        };
        out.push(format!(
            "{indent}{marker} {number} | {}",
            visible_line(line, column)
        ));
    }
    if end < lines.len() {
        out.push(format!(
            "{indent}{}",
            paint(DIM, &format!("… {} more lines left out", lines.len() - end))
        ));
    } else if !final_newline {
        out.push(format!("{indent}{}", paint(CYAN, "(no newline at end)")));
    }
    out
}

/// `"N lines"` with the right plural, plus `, no newline at end` where that holds.
pub fn line_count(text: &[u8]) -> String {
    let (lines, final_newline) = split_lines(text);
    let mut s = match lines.len() {
        1 => "1 line".to_string(),
        n => format!("{n} lines"),
    };
    if !final_newline {
        s.push_str(", no newline at end");
    }
    s
}

/// The last `n` lines of `text` (a trailing `\n` ignored) and how many lines it has.
pub fn tail(text: &[u8], n: usize) -> (&[u8], usize) {
    let (lines, _) = split_lines(text);
    let total = lines.len();
    if total <= n {
        return (text, total);
    }
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    let mut seen = 0;
    for (i, &b) in body.iter().enumerate().rev() {
        if b == b'\n' {
            seen += 1;
            if seen == n {
                return (&text[i + 1..], total);
            }
        }
    }
    (text, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the report shows without colours.
    fn plain(text: &str) -> String {
        anstream::adapter::strip_str(text).to_string()
    }

    fn visible(line: &[u8], column: Option<usize>) -> String {
        plain(&visible_line(line, column))
    }

    fn plain_block(text: &[u8], options: BlockOptions, indent: &str) -> Vec<String> {
        block(text, options, indent)
            .iter()
            .map(|line| plain(line))
            .collect()
    }

    #[test]
    fn visible_forms() {
        assert_eq!(visible(b"1 2", None), "1 2");
        assert_eq!(visible(b"1 2  ", None), "1 2··");
        assert_eq!(visible(b"  ", None), "··");
        assert_eq!(visible(b"1\r", None), "1\\r");
        assert_eq!(visible(b"a\x00\xc3", None), "a\\x00\\xc3");
        assert_eq!(visible("é".as_bytes(), None), "é");
    }

    #[test]
    fn long_lines_are_cut_around_the_column() {
        let line = vec![b'x'; 1000];
        let shown = visible(&line, None);
        assert!(shown.ends_with(" … (840 more chars)"), "{shown}");
        let shown = visible(&line, Some(900));
        assert!(shown.starts_with("(820 chars left out) "), "{shown}");
    }

    #[test]
    fn differences() {
        use DifferenceKind::*;
        let d = |e: &[u8], a: &[u8]| first_difference(e, a);
        assert_eq!(d(b"1\n", b"1\n"), None);
        assert_eq!(
            d(b"1\n2\n", b"1\n2\n3\n"),
            Some(Difference {
                line: 2,
                kind: ExtraLines
            })
        );
        assert_eq!(
            d(b"1\n2\n", b"1\n"),
            Some(Difference {
                line: 1,
                kind: MissingLines
            })
        );
        assert_eq!(
            d(b"1\n2\n", b"1\n2"),
            Some(Difference {
                line: 1,
                kind: FinalNewline { expected: true }
            })
        );
        assert_eq!(
            d(b"ab\n", b"a\xffc\n"),
            Some(Difference {
                line: 0,
                kind: Column(1)
            })
        );
    }

    #[test]
    fn blocks_mark_and_cut() {
        let text: Vec<u8> = (1..=100)
            .flat_map(|i| format!("{i}\n").into_bytes())
            .collect();
        let options = BlockOptions {
            mark: Some(49),
            column: None,
            max_lines: 8,
            mark_is_actual: true,
        };
        let lines = plain_block(&text, options, "");
        assert_eq!(lines[0], "… 47 lines above left out");
        assert_eq!(lines[1], "  48 | 48");
        assert_eq!(lines[3], "> 50 | 50");
        assert_eq!(lines.last().unwrap(), "… 45 more lines left out");
        let lines = plain_block(b"a\nb", options, "  ");
        assert_eq!(lines, ["    1 | a", "    2 | b", "  (no newline at end)"]);
        assert_eq!(plain_block(b"", options, ""), ["(empty)"]);
    }

    #[test]
    fn tails() {
        assert_eq!(tail(b"a\nb\nc\n", 2), (&b"b\nc\n"[..], 3));
        assert_eq!(tail(b"a\nb", 5), (&b"a\nb"[..], 2));
        assert_eq!(line_count(b"a\nb"), "2 lines, no newline at end");
        assert_eq!(line_count(b"a\n"), "1 line");
    }
}
