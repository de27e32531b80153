//! `scripts/guess`: a table of outcomes or Grundy values in, the simplest rule that fits it
//! out, as a contestant would guess it from a brute force's table (打表找规律), but checked:
//! the rule in one readable line, an exact Rust function to paste, how far it was checked,
//! and, when the table cannot separate two equally simple rules, a position that would.
//!
//! - [`parse`]: the table format (`n1 n2 ...: V`, `V` = `P`, `N` or a Grundy value).
//! - [`rule`]: the rule space as data ([`rule::Rule`]: evaluation, text, cost, Rust code).
//! - [`search`]: the families that propose rules, each learning its free values from the
//!   table, and the one judge that checks every proposal on every position.
//! - [`guess`] (this file): the choice (least cost, ties examined), the report, `--predict`.
//!
//! The crate knows no problem: `scripts/guess <id>` runs in the problem's driver
//! (`driver::guess`), which makes the table by the problem's brute force and calls [`choose`]
//! and [`render`]; `scripts/guess --table` is `tools/cli/src/commands/guess.rs`.
//!
//! # Honesty
//! A rule is chosen only when it agrees with every position of the table and its description
//! is much shorter than the table (a learned period shows three times, every learned value
//! twice; the whole cost at most a third of the positions). Among the rules of least cost,
//! `--predict` answers only where all of them agree on every query; otherwise it prints
//! nothing and exits 1. "Proven" is said only where a theorem proves the rule from the
//! values seen (the `<id>` mode, when the problem names its theorem); a table alone gives
//! "consistent with the N positions checked".
//!
//! # Cost
//! Every family but the combinations is linear in the table's `N` positions per proposal, and
//! the judge runs every proposal (a few hundred) over every position. A learned period over a
//! feature with values up to `X` (a dense range: at least `X / 4` values seen) costs `O(X)` per
//! tried period, at most `X / 3` periods, stopped at the first fit and each try usually ending
//! at the first disagreement from the top: `O(X^2)` only in the worst case. Sparse features
//! (values spread over large numbers) are fitted from residues mod at most 64 and lines,
//! `O(64 N)`. The combinations test pairs of about 200 atoms as bitsets over the table,
//! `O(A^2 N / 64)` with `A` only the atoms compatible with the target. Measured on the debug
//! build (tests/honesty.rs): 4,000 one-number positions 0.2 to 1.3 s, 2,500 pairs 0.7 s;
//! optimised (`scripts/guess`, CPU time): 4,000 one-number positions 0.04 s, 27,000 triples
//! 0.11 s, 64,000 triples 0.26 s, 22,500 pairs of Wythoff 0.40 s, 100,000 positions 0.9 s.

pub mod num;
pub mod parse;
pub mod rule;
pub mod search;

use parse::{Kind, Table};
use rule::Rule;
use search::{Candidate, Found};
use std::fmt::Write as _;

/// A position as text: its numbers separated by spaces.
pub fn show(p: &[u64]) -> String {
    p.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A value as the table writes it.
pub fn value_text(kind: Kind, v: Option<u64>) -> String {
    match (kind, v) {
        (_, None) => "(none)".to_string(),
        (Kind::Outcome, Some(0)) => "P".to_string(),
        (Kind::Outcome, Some(_)) => "N".to_string(),
        (Kind::Grundy, Some(g)) => g.to_string(),
    }
}

/// What a run prints and its exit status (0: a rule found; 1: none, or `--predict` refused;
/// 2: unusable input).
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub status: u8,
    pub stdout: String,
    pub stderr: String,
}

impl Report {
    fn usage(message: String) -> Report {
        Report {
            status: 2,
            stdout: String::new(),
            stderr: format!("error: {message}\n"),
        }
    }
}

/// A position where two rules differ: the position, the two rules' indices, their values.
pub type Split = (Vec<u64>, usize, usize, Option<u64>, Option<u64>);

/// The rules chosen from a table: the cheapest fits, and what separates them.
pub struct Choice {
    pub table: Table,
    pub single: bool,
    pub found: Found,
    /// The fits of least cost (within [`MARGIN`]), the cheapest first.
    pub best: Vec<Candidate>,
    /// A position where two of `best` differ: (position, the two rules' indices, values).
    pub split: Option<Split>,
}

/// How much more than the least a fit may cost and still count as equally simple: the cost
/// is a rough description length, and a rule one unit dearer is no less plausible.
pub const MARGIN: u32 = 1;

/// Searches the table and picks the cheapest fits (within [`MARGIN`]).
pub fn choose(table: Table) -> Choice {
    let single = table.rows.iter().all(|r| r.0.len() == 1);
    let found = search::search(&table);
    let best: Vec<Candidate> = match found.fits.first() {
        Some(first) => found
            .fits
            .iter()
            .filter(|c| c.cost <= first.cost + MARGIN)
            .cloned()
            .collect(),
        None => vec![],
    };
    let rules: Vec<&Rule> = best.iter().map(|c| &c.rule).collect();
    let split = if rules.len() > 1 {
        separate(&table, &rules)
    } else {
        None
    };
    Choice {
        table,
        single,
        found,
        best,
        split,
    }
}

/// A position outside the table where two of `rules` give different values: small numbers
/// first, then past the table, then large ones.
fn separate(table: &Table, rules: &[&Rule]) -> Option<Split> {
    let mut lengths: Vec<usize> = table.rows.iter().map(|r| r.0.len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let top = table
        .rows
        .iter()
        .flat_map(|r| r.0.iter().copied())
        .max()
        .unwrap_or(0);
    let known: std::collections::HashSet<&Vec<u64>> = table.rows.iter().map(|r| &r.0).collect();
    let check = |p: &Vec<u64>| {
        if known.contains(p) {
            return None;
        }
        let v0 = rules[0].eval(p);
        for (j, r) in rules.iter().enumerate().skip(1) {
            let v = r.eval(p);
            if v != v0 {
                return Some((p.clone(), 0, j, v0, v));
            }
        }
        None
    };
    for &l in &lengths {
        // Every tuple of numbers up to a bound, within a budget of 100,000 positions.
        let within = |b: u64| (b + 1).checked_pow(l as u32).is_some_and(|n| n <= 100_000);
        let bound = if l == 1 {
            top.saturating_add(20_000).min(200_000)
        } else {
            // The largest b with (b + 1)^l within the budget, at most top + 64.
            let mut b = 1;
            while b < top.saturating_add(64) && within(b + 1) {
                b += 1;
            }
            b
        };
        let mut p = vec![0u64; l];
        loop {
            if let Some(hit) = check(&p) {
                return Some(hit);
            }
            let mut i = 0;
            while i < l {
                p[i] += 1;
                if p[i] <= bound {
                    break;
                }
                p[i] = 0;
                i += 1;
            }
            if i == l {
                break;
            }
        }
        // Large numbers, by a fixed generator.
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for k in 0..20_000u32 {
            let p: Vec<u64> = (0..l)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    x >> (4 + k % 60)
                })
                .collect();
            if let Some(hit) = check(&p) {
                return Some(hit);
            }
        }
    }
    None
}

fn describe_range(table: &Table, single: bool) -> String {
    let n = table.rows.len();
    if single {
        let lo = table.rows.iter().map(|r| r.0[0]).min().unwrap_or(0);
        let hi = table.rows.iter().map(|r| r.0[0]).max().unwrap_or(0);
        format!("the {n} positions checked (n = {lo}..={hi})")
    } else {
        let hi = table
            .rows
            .iter()
            .flat_map(|r| r.0.iter().copied())
            .max()
            .unwrap_or(0);
        let mut lengths: Vec<usize> = table.rows.iter().map(|r| r.0.len()).collect();
        lengths.sort_unstable();
        lengths.dedup();
        let lengths: Vec<String> = lengths.iter().map(|l| l.to_string()).collect();
        format!(
            "the {n} positions checked ({} numbers each, every number at most {hi})",
            lengths.join(" or ")
        )
    }
}

/// Whether the order of the numbers matters in the table: two positions with the same
/// numbers in another order and different values, or how many reorderings agree.
pub fn order_note(table: &Table) -> Option<String> {
    if table.rows.iter().all(|r| r.0.len() == 1) {
        return None;
    }
    let mut by_sorted: std::collections::HashMap<Vec<u64>, (&Vec<u64>, u64)> =
        std::collections::HashMap::new();
    let mut agree = 0;
    for (p, v) in &table.rows {
        let mut key = p.clone();
        key.sort_unstable();
        match by_sorted.get(&key) {
            Some(&(q, w)) if w != *v => {
                return Some(format!(
                    "order: matters ({}: {}, {}: {})",
                    show(q),
                    value_text(table.kind, Some(w)),
                    show(p),
                    value_text(table.kind, Some(*v))
                ));
            }
            Some(_) => agree += 1,
            None => {
                by_sorted.insert(key, (p, *v));
            }
        }
    }
    Some(if agree == 0 {
        "order: unknown (no position appears in two orders)".to_string()
    } else {
        format!("order: does not matter on the {agree} positions that appear reordered")
    })
}

/// The text of a choice: the rule, how far it was checked, the ambiguity, the Rust function;
/// or "no rule found" and the near misses. `proven` replaces the "consistent" line.
pub fn render(choice: &Choice, proven: Option<&str>) -> String {
    let mut out = String::new();
    let single = choice.single;
    let Some(first) = choice.best.first() else {
        let _ = writeln!(
            out,
            "no rule found: no rule of the space fits every position and is much shorter than the table"
        );
        if choice.found.near.is_empty() {
            let _ = writeln!(
                out,
                "no near misses (none wrong on at most 2% of the positions)"
            );
        }
        for m in choice.found.near.iter().take(5) {
            let _ = writeln!(out, "near miss: {} (cost {})", m.rule, m.cost);
            if let Some(note) = &m.note {
                let _ = writeln!(out, "  {note}");
            }
            if m.wrong_count > 0 {
                let _ = writeln!(out, "  wrong on {} position(s), e.g.:", m.wrong_count);
            }
            for (p, want, got) in &m.wrong {
                let _ = writeln!(
                    out,
                    "    {}: the table says {}, the rule {}",
                    show(p),
                    value_text(choice.table.kind, Some(*want)),
                    value_text(choice.table.kind, *got)
                );
            }
        }
        return out;
    };
    let _ = writeln!(out, "rule: {}", first.rule.text(single));
    if let Some(note) = order_note(&choice.table) {
        let _ = writeln!(out, "{note}");
    }
    match proven {
        Some(how) => {
            let _ = writeln!(out, "checked: proven ({how})");
        }
        None => {
            let _ = writeln!(
                out,
                "checked: consistent with {}; not proven",
                describe_range(&choice.table, single)
            );
        }
    }
    let next = choice
        .found
        .fits
        .iter()
        .find(|c| c.cost > first.cost + MARGIN);
    let _ = writeln!(
        out,
        "simplicity: description cost {}{}",
        first.cost,
        next.map_or(String::new(), |n| format!(
            "; the next simplest fit costs {} ({})",
            n.cost,
            n.rule.text(single)
        ))
    );
    if choice.best.len() > 1 {
        match &choice.split {
            Some((p, i, j, a, b)) => {
                let _ = writeln!(
                    out,
                    "ambiguous: {} rules of the same simplicity (costs within {MARGIN}) fit the table and disagree beyond it:",
                    choice.best.len()
                );
                for c in &choice.best {
                    let _ = writeln!(out, "  - {}", c.rule.text(single));
                }
                let _ = writeln!(
                    out,
                    "  at {}: `{}` gives {}, `{}` gives {}; add that position to the table to separate them",
                    show(p),
                    choice.best[*i].rule.text(single),
                    value_text(choice.table.kind, *a),
                    choice.best[*j].rule.text(single),
                    value_text(choice.table.kind, *b)
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "also: {} other rules of the same simplicity (costs within {MARGIN}) agree with it on every position tried:",
                    choice.best.len() - 1
                );
                for c in &choice.best[1..] {
                    let _ = writeln!(out, "  - {}", c.rule.text(single));
                }
            }
        }
    }
    let _ = writeln!(out, "rust:");
    out.push_str(&first.rule.rust(single));
    out
}

/// `scripts/guess --table` (and `--predict`): the whole run on the texts of the files.
pub fn guess(table: (&str, &str), queries: Option<(&str, &str)>) -> Report {
    let parsed = match parse::table(table.0, table.1) {
        Ok(t) => t,
        Err(e) => return Report::usage(e),
    };
    let queries = match queries.map(|(text, name)| parse::queries(text, name)) {
        Some(Err(e)) => return Report::usage(e),
        Some(Ok(q)) => Some(q),
        None => None,
    };
    let choice = choose(parsed);
    let text = render(&choice, None);
    let Some(queries) = queries else {
        let ambiguous = choice.best.len() > 1 && choice.split.is_some();
        let status = if choice.best.is_empty() || ambiguous {
            1
        } else {
            0
        };
        return Report {
            status,
            stdout: text,
            stderr: String::new(),
        };
    };
    let refuse = |why: String| Report {
        status: 1,
        stdout: String::new(),
        stderr: format!("{text}no prediction: {why}\n"),
    };
    if choice.best.is_empty() {
        return Report {
            status: 1,
            stdout: String::new(),
            stderr: text,
        };
    }
    let mut lengths: Vec<usize> = choice.table.rows.iter().map(|r| r.0.len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let mut out = String::new();
    for (line, q) in queries.iter().enumerate() {
        if !lengths.contains(&q.len()) {
            return refuse(format!(
                "query {} ({}) has {} numbers, a length the table never shows",
                line + 1,
                show(q),
                q.len()
            ));
        }
        let v = choice.best[0].rule.eval(q);
        let Some(value) = v else {
            return refuse(format!(
                "the rule cannot evaluate query {} ({}) exactly",
                line + 1,
                show(q)
            ));
        };
        for other in &choice.best[1..] {
            let w = other.rule.eval(q);
            if w != v {
                return refuse(format!(
                    "the rules `{}` and `{}` fit the table about equally simply but disagree on query {} ({}): {} against {}",
                    choice.best[0].rule.text(choice.single),
                    other.rule.text(choice.single),
                    line + 1,
                    show(q),
                    value_text(choice.table.kind, v),
                    value_text(choice.table.kind, w)
                ));
            }
        }
        out.push_str(&value_text(choice.table.kind, Some(value)));
        out.push('\n');
    }
    let note = if choice.best.len() > 1 {
        format!(
            "predicted: all {} rules of least cost (within {MARGIN}) agree on every query\n",
            choice.best.len()
        )
    } else {
        String::new()
    };
    Report {
        status: 0,
        stdout: out,
        stderr: format!("{text}{note}"),
    }
}
