//! The `<id>` mode: the table comes from the problem's own brute force
//! (`Problem::table` in `problems/<id>/problem.rs`), over a range chosen here (a row: n =
//! 0..=300, a grid: a, b = 0..=30; `--max` changes it); the rule found is then re-checked by
//! the brute force on twice the range (capped by the problem's `MAX_SUPPORTED`), and every
//! disagreement is shown as a position and both values. It runs in the problem's driver
//! (`driver guess`), which alone compiles the description.
//!
//! The guess crate itself knows no problem: it takes a [`guess::parse::Table`].

use guess::parse::{Kind, Table};
use guess::rule::{Feature, One, Rule, Value};
use guess::{Report, choose, render, show, value_text};
use problem::{Cell, Problem};
use std::fmt::Write as _;

/// `scripts/guess <id>`, on the problem's own description: `queries` is the text of a
/// `--predict` file and its name.
pub fn run<P: Problem>(
    id: &str,
    problem: P,
    max: Option<u64>,
    queries: Option<(&str, &str)>,
) -> Report {
    let queries = match queries.map(|(text, name)| guess::parse::queries(text, name)) {
        Some(Err(e)) => {
            return Report {
                status: 2,
                stdout: String::new(),
                stderr: format!("error: {e}\n"),
            };
        }
        Some(Ok(q)) => Some(q),
        None => None,
    };
    Guess { max, queries }.visit(id, problem)
}

struct Guess {
    max: Option<u64>,
    queries: Option<Vec<Vec<u64>>>,
}

/// The table of positions `0..=max` (a row) or `0..=max` squared (a grid).
fn positions<P: Problem>(max: u64) -> Vec<Vec<u64>> {
    match P::TABLE {
        problem::Table::Row { .. } => (0..=max).map(|n| vec![n]).collect(),
        problem::Table::Grid { .. } => (0..=max)
            .flat_map(|a| (0..=max).map(move |b| vec![a, b]))
            .collect(),
        problem::Table::None => vec![],
    }
}

fn cell_value(c: Cell) -> (Kind, u64) {
    match c {
        Cell::Wins(w) => (Kind::Outcome, u64::from(w)),
        Cell::Grundy(g) => (Kind::Grundy, g as u64),
    }
}

impl Guess {
    fn visit<P: Problem>(self, id: &str, mut problem: P) -> Report {
        let usage = |m: String| Report {
            status: 2,
            stdout: String::new(),
            stderr: format!("error: {m}\n"),
        };
        let (default, proof) = match P::TABLE {
            problem::Table::None => {
                return usage(format!(
                    "problem {id} has no table yet: implement Problem::table (and Problem::TABLE) in problems/{id}/problem.rs"
                ));
            }
            problem::Table::Row { proof, .. } => (300, proof),
            problem::Table::Grid { .. } => (30, None),
        };
        let max = self.max.unwrap_or(default).min(P::MAX_SUPPORTED);
        let mut rows = vec![];
        let mut kind = Kind::Outcome;
        for p in positions::<P>(max) {
            if let Some(c) = problem.table(&p) {
                let (k, v) = cell_value(c);
                kind = k;
                rows.push((p, v));
            }
        }
        if rows.is_empty() {
            return usage(format!("the brute force of {id} gives no values"));
        }
        let values = rows.len();
        let choice = choose(Table { kind, rows });
        // Proven: a pure map of n, periodic, where the problem's theorem concludes from the
        // values seen.
        let proven = match (choice.best.as_slice(), proof) {
            ([only], Some(needed)) => match &only.rule {
                Rule::Grundy(Value::Map(Feature::Heap(0, One::N), m))
                | Rule::Outcome(guess::rule::Pred::Zero(Value::Map(Feature::Heap(0, One::N), m)))
                    if m.step == 0 && !m.base.is_empty() =>
                {
                    needed(m.pre.len(), m.base.len())
                        .filter(|&n| n <= values)
                        .map(|n| format!("the problem's periodicity theorem needs {n} values; the brute force gave {values}"))
                }
                _ => None,
            },
            _ => None,
        };
        let mut out = format!("{id}: the brute force's table for every number up to {max}\n");
        out.push_str(&render(&choice, proven.as_deref()));
        let Some(first) = choice.best.first() else {
            return Report {
                status: 1,
                stdout: out,
                stderr: String::new(),
            };
        };
        // Re-check on a larger range.
        let larger = max.saturating_mul(2).min(P::MAX_SUPPORTED);
        let mut checked = 0;
        let mut wrong = vec![];
        let mut wrong_count = 0;
        if larger > max {
            for p in positions::<P>(larger) {
                if p.iter().all(|&x| x <= max) {
                    continue;
                }
                let Some(c) = problem.table(&p) else { continue };
                let (_, v) = cell_value(c);
                checked += 1;
                let got = first.rule.eval(&p);
                if got != Some(v) {
                    wrong_count += 1;
                    if wrong.len() < 5 {
                        wrong.push((p, v, got));
                    }
                }
            }
        }
        if larger <= max {
            let _ = writeln!(
                out,
                "re-check: none (the brute force supports numbers up to {} only)",
                P::MAX_SUPPORTED
            );
        } else if wrong_count == 0 {
            let _ = writeln!(
                out,
                "re-check: the rule agrees with the brute force on {checked} more positions (numbers up to {larger})"
            );
        } else {
            let _ = writeln!(
                out,
                "re-check: the rule DISAGREES with the brute force on {wrong_count} of {checked} more positions (numbers up to {larger}), e.g.:"
            );
            for (p, v, got) in &wrong {
                let _ = writeln!(
                    out,
                    "  {}: brute force {}, rule {}",
                    show(p),
                    value_text(kind, Some(*v)),
                    value_text(kind, *got)
                );
            }
            return Report {
                status: 1,
                stdout: out,
                stderr: String::new(),
            };
        }
        let Some(queries) = self.queries else {
            let status = u8::from(choice.best.len() > 1 && choice.split.is_some());
            return Report {
                status,
                stdout: out,
                stderr: String::new(),
            };
        };
        let mut pred = String::new();
        for q in &queries {
            let vals: Vec<Option<u64>> = choice.best.iter().map(|c| c.rule.eval(q)).collect();
            if vals.iter().any(|v| *v != vals[0]) || vals[0].is_none() {
                let _ = writeln!(
                    out,
                    "no prediction: the rules of least cost disagree or cannot answer at {}",
                    show(q)
                );
                return Report {
                    status: 1,
                    stdout: String::new(),
                    stderr: out,
                };
            }
            let _ = writeln!(pred, "{}", value_text(kind, vals[0]));
        }
        Report {
            status: 0,
            stdout: pred,
            stderr: out,
        }
    }
}
