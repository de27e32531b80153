//! What `scripts/table` shows of a problem: the shape of its table ([`Table`]) and one entry
//! ([`Cell`]). Drawing and printing them is the table tool's (`tools/table`).

/// What `scripts/table` shows of a problem ([`crate::Problem::TABLE`]).
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// No table yet (the default): `scripts/table` says how to add one.
    None,
    /// A row over one number, named `axis` (`"n"`). `proof`: the theorem that proves a period
    /// from a prefix, as the `needed` of `snippets::periodic::proven_period` (how many values
    /// the theorem must see to conclude period `p` from preperiod `a`); `None` when no
    /// theorem applies, and a period is then only observed.
    Row {
        axis: &'static str,
        proof: Option<fn(usize, usize) -> Option<usize>>,
    },
    /// A grid over two numbers: `rows` down, `columns` across (the picture the same way).
    Grid {
        rows: &'static str,
        columns: &'static str,
    },
}

/// One entry of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// The outcome: `true` when the player to move wins (N), `false` when not (P).
    Wins(bool),
    /// The Grundy value (`0`: a P-position).
    Grundy(usize),
}

impl Cell {
    /// The value a period is looked for in: the Grundy value, or `1` for N and `0` for P.
    pub fn value(self) -> usize {
        match self {
            Cell::Wins(wins) => usize::from(wins),
            Cell::Grundy(g) => g,
        }
    }

    /// `true` at a P-position: the player to move loses.
    pub fn is_p(self) -> bool {
        self.value() == 0
    }
}
