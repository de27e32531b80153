//! The table format: one position a line, its numbers separated by spaces, a colon, a space,
//! the value (`P`, `N`, or a Grundy value); `#` starts a comment line; blank lines are
//! skipped. A query file holds positions alone (anything after a colon is ignored, so a table
//! is also a query file).

/// What the values of a table are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `P` (the player to move loses) or `N` (wins); stored as `0` and `1`.
    Outcome,
    /// Grundy values.
    Grundy,
}

/// A parsed table: positions and their values (`0` for `P`, `1` for `N` in an outcome table).
#[derive(Clone, Debug)]
pub struct Table {
    pub kind: Kind,
    pub rows: Vec<(Vec<u64>, u64)>,
}

fn numbers(text: &str, name: &str, line: usize) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for token in text.split_whitespace() {
        match token.parse::<u64>() {
            Ok(n) if token.bytes().all(|b| b.is_ascii_digit()) => out.push(n),
            _ => {
                return Err(format!(
                    "{name}:{line}: `{token}` is not a number of a position (0 to 2^64 - 1)"
                ));
            }
        }
    }
    if out.is_empty() {
        return Err(format!(
            "{name}:{line}: a position needs at least one number"
        ));
    }
    Ok(out)
}

/// Reads a table; `name` is the file's name in error messages
/// (`<name>:<line>: ...`).
pub fn table(text: &str, name: &str) -> Result<Table, String> {
    let mut kind = None;
    let mut rows = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let Some((left, right)) = trimmed.split_once(':') else {
            return Err(format!(
                "{name}:{line}: expected `n1 n2 ...: V` (numbers, a colon, P, N or a Grundy value)"
            ));
        };
        let position = numbers(left, name, line)?;
        let value = right.trim();
        let (k, v) = match value {
            "P" | "p" => (Kind::Outcome, 0),
            "N" | "n" => (Kind::Outcome, 1),
            _ if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
                match value.parse::<u64>() {
                    Ok(v) => (Kind::Grundy, v),
                    Err(_) => {
                        return Err(format!("{name}:{line}: Grundy value `{value}` too large"));
                    }
                }
            }
            _ => {
                return Err(format!(
                    "{name}:{line}: the value `{value}` is neither P, N nor a Grundy value"
                ));
            }
        };
        match kind {
            None => kind = Some(k),
            Some(first) if first != k => {
                return Err(format!(
                    "{name}:{line}: a {} value in a table of {} values (one file holds one kind)",
                    if k == Kind::Outcome { "P/N" } else { "Grundy" },
                    if first == Kind::Outcome {
                        "P/N"
                    } else {
                        "Grundy"
                    },
                ));
            }
            Some(_) => {}
        }
        rows.push((position, v));
    }
    let Some(kind) = kind else {
        return Err(format!("{name}: the table has no positions"));
    };
    // One value per position.
    let mut sorted: Vec<&(Vec<u64>, u64)> = rows.iter().collect();
    sorted.sort();
    for w in sorted.windows(2) {
        if w[0].0 == w[1].0 && w[0].1 != w[1].1 {
            return Err(format!(
                "{name}: position {} is given two different values",
                crate::show(&w[0].0)
            ));
        }
    }
    rows.sort();
    rows.dedup();
    Ok(Table { kind, rows })
}

/// Reads the positions of a query file, in order.
pub fn queries(text: &str, name: &str) -> Result<Vec<Vec<u64>>, String> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let left = trimmed.split_once(':').map_or(trimmed, |(l, _)| l);
        out.push(numbers(left, name, i + 1)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_kinds_and_names_bad_lines() {
        let t = table("# c\n0: P\n1 2: N\n\n3: N\n", "t.txt").unwrap();
        assert_eq!(t.kind, Kind::Outcome);
        assert_eq!(t.rows.len(), 3);
        let g = table("5: 3\n0: 0\n", "g").unwrap();
        assert_eq!(g.kind, Kind::Grundy);
        for (bad, what) in [
            ("0: P\n1: 2\n", "g:2:"),
            ("0 P\n", "g:1:"),
            ("-1: P\n", "g:1: `-1`"),
            ("1: Q\n", "g:1: the value `Q`"),
            (": P\n", "g:1: a position"),
            ("18446744073709551616: P\n", "g:1: `18446744073709551616`"),
            ("1: P\n1: N\n", "position 1"),
        ] {
            let err = table(bad, "g").unwrap_err();
            assert!(
                err.starts_with(what) || err.contains(what),
                "{bad:?}: {err}"
            );
        }
        assert_eq!(
            queries("1 2\n# x\n3: ?\n", "q").unwrap(),
            vec![vec![1, 2], vec![3]]
        );
        assert!(queries("1 x\n", "q").unwrap_err().starts_with("q:1: `x`"));
    }
}
