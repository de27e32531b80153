//! `scripts/table <id>`: the problem's own brute force (`Problem::table` in
//! `problems/<id>/problem.rs`) over a range of positions, printed as the table
//! contestants stare at to find the rule (打表找规律): a row of outcomes or Grundy values with
//! its period marked, or a grid; `--png FILE` draws it.
//!
//! A period of a row is *proven* only when the problem names the theorem that proves it
//! ([`Table::Row`]'s `proof`, the `needed` of `snippets::periodic::proven_period`); otherwise
//! it is *observed*: the last values repeat at least three times, and nothing more is claimed.
//!
//! The library is generic over the problem's description ([`problem::Problem`]): [`make`]
//! runs its brute force, [`render_row`] and [`render_grid`] print, [`draw_row`],
//! [`draw_grid`] and [`write_png`] draw, [`run`] does all that [`Options`] ask. The command
//! (`tools/cli/src/commands/table.rs`) parses the command line; the problem's driver runs
//! [`run`] on the problem's own type.

use problem::{Cell, Problem, Table};
use snippets::periodic::{EventuallyPeriodic, proven_period};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use workspace::files::{self, Existing, NotWritten};

/// How a cell is printed: `N`, `P`, or the Grundy value.
fn text(cell: Cell) -> String {
    match cell {
        Cell::Wins(true) => "N".to_string(),
        Cell::Wins(false) => "P".to_string(),
        Cell::Grundy(g) => g.to_string(),
    }
}

/// What to show, and how: what `scripts/table`'s options ask.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The largest number of a position shown (`None`: 59 in a row, 29 in a grid).
    pub max: Option<u64>,
    /// A new PNG file to draw the table into.
    pub png: Option<PathBuf>,
    /// Pixels per position in the PNG.
    pub scale: u32,
}

/// The widest or tallest PNG drawn, in pixels.
const MAX_PIXELS: u64 = 16_384;

/// A row's values and the period found in them.
pub struct RowTable {
    pub cells: Vec<Option<Cell>>,
    /// The period, and whether a theorem proves it.
    pub period: Option<(EventuallyPeriodic, bool)>,
    /// Whether the problem gives a theorem (that did not prove a period when `period` is
    /// unproven).
    pub theorem: bool,
}

/// Finds the period of `cells`: proven by `proof` when it proves one, else observed (the last
/// values agree with the period over at least two whole periods after the first, i.e. it
/// shows three times). `None` when a cell is undefined or nothing repeats.
pub fn row_period(
    cells: &[Option<Cell>],
    proof: Option<fn(usize, usize) -> Option<usize>>,
) -> Option<(EventuallyPeriodic, bool)> {
    let values: Option<Vec<usize>> = cells.iter().map(|c| c.map(Cell::value)).collect();
    let values = values?;
    if let Some(found) = proof.and_then(|proof| proven_period(&values, proof)) {
        return Some((found, true));
    }
    let observed = |a: usize, p: usize| a.checked_add(p.checked_mul(3)?);
    proven_period(&values, observed).map(|found| (found, false))
}

/// The text of a row: a heading, the period line, then one line per period (or per ten
/// values when there is none), each starting with its first number.
pub fn render_row(id: &str, axis: &str, table: &RowTable) -> String {
    let cells = &table.cells;
    let last = cells.len().saturating_sub(1);
    let grundy = cells.iter().any(|c| matches!(c, Some(Cell::Grundy(_))));
    let mut out = String::new();
    let what = if grundy {
        "Grundy values (0: the player to move loses)"
    } else {
        "outcomes (P: the player to move loses, N: wins)"
    };
    let _ = writeln!(
        out,
        "{id}: {what} for {axis} = 0..={last}, by the brute force"
    );
    let (start, width) = match &table.period {
        Some((found, proven)) => {
            let (a, p) = (found.preperiod(), found.period());
            let how = if *proven {
                "proven by the theorem the problem gives (Problem::TABLE)".to_string()
            } else if table.theorem {
                format!(
                    "only observed on {axis} = 0..={last}, not proven: the problem's theorem \
                     needs more values (a larger --max), which may also break it"
                )
            } else {
                format!(
                    "only observed on {axis} = 0..={last}, not proven: the problem gives no \
                     theorem, and a larger --max may break it"
                )
            };
            let _ = writeln!(out, "period {p} from {axis} = {a} (preperiod {a}): {how}");
            (a, p)
        }
        None => {
            let proof = if table.theorem {
                "none proven by the problem's theorem (a larger --max may prove one), and "
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "no period: {proof}none observed on {axis} = 0..={last} (one must show three \
                 times)"
            );
            (0, 10)
        }
    };
    let digits = cells
        .iter()
        .map(|c| c.map_or(1, |c| text(c).len()))
        .max()
        .unwrap_or(1);
    let label = last.to_string().len();
    let line = |out: &mut String, from: usize, to: usize, note: &str| {
        let values: Vec<String> = cells[from..to]
            .iter()
            .map(|c| format!("{:>digits$}", c.map_or(" ".to_string(), text)))
            .collect();
        let text = format!("{from:>label$}: {}{note}", values.join(" "));
        let _ = writeln!(out, "{}", text.trim_end());
    };
    // The preperiod, then one line per period from it: the columns line up when periodic.
    let mut from = 0;
    while from < start.min(cells.len()) {
        let to = (from + width).min(start);
        line(&mut out, from, to, "   (preperiod)");
        from = to;
    }
    while from < cells.len() {
        let to = (from + width).min(cells.len());
        line(&mut out, from, to, "");
        from = to;
    }
    out
}

/// The text of a grid: `rows` down, `columns` across; P-positions `P`, N-positions `.`,
/// Grundy values as numbers, undefined positions blank.
pub fn render_grid(id: &str, rows: &str, columns: &str, cells: &[Vec<Option<Cell>>]) -> String {
    let last = cells.len().saturating_sub(1);
    let grundy = cells
        .iter()
        .flatten()
        .any(|c| matches!(c, Some(Cell::Grundy(_))));
    let mut out = String::new();
    let what = if grundy {
        "Grundy values"
    } else {
        "outcomes (P: the player to move loses, .: wins)"
    };
    let _ = writeln!(
        out,
        "{id}: {what} for {rows} (down) and {columns} (across) = 0..={last}, by the brute force"
    );
    let show = |c: Option<Cell>| match c {
        None => " ".to_string(),
        Some(Cell::Wins(true)) => ".".to_string(),
        Some(c) => text(c),
    };
    let width = cells
        .iter()
        .flatten()
        .map(|&c| show(c).len())
        .chain([last.to_string().len()])
        .max()
        .unwrap_or(1);
    let corner = format!("{rows}\\{columns}");
    let label = corner.len().max(last.to_string().len());
    let header: Vec<String> = (0..cells.len()).map(|b| format!("{b:>width$}")).collect();
    let _ = writeln!(out, "{corner:>label$} {}", header.join(" "));
    for (a, row) in cells.iter().enumerate() {
        let values: Vec<String> = row
            .iter()
            .map(|&c| format!("{:>width$}", show(c)))
            .collect();
        let text = format!("{a:>label$} {}", values.join(" "));
        let _ = writeln!(out, "{}", text.trim_end());
    }
    out
}

/// An RGB image.
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgb: Vec<u8>,
}

impl Image {
    fn new(width: u32, height: u32, color: [u8; 3]) -> Image {
        Image {
            width,
            height,
            rgb: color.repeat(width as usize * height as usize),
        }
    }

    fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, color: [u8; 3]) {
        for yy in y..(y + h).min(self.height) {
            for xx in x..(x + w).min(self.width) {
                let i = 3 * (yy as usize * self.width as usize + xx as usize);
                self.rgb[i..i + 3].copy_from_slice(&color);
            }
        }
    }
}

const WHITE: [u8; 3] = [255, 255, 255];
const BLACK: [u8; 3] = [0, 0, 0];
const UNDEFINED: [u8; 3] = [200, 200, 200];
const PREPERIOD: [u8; 3] = [255, 215, 215];
const SHADE: [u8; 3] = [200, 225, 255];
const BAR: [u8; 3] = [40, 70, 160];

/// A grid as a picture: the cell of `(row, column)` is the `scale` x `scale` square at
/// x = column * scale, y = row * scale; black at a P-position, white at an N-position, light
/// grey where undefined, a shade of blue for a Grundy value above 0 (darker when larger).
pub fn draw_grid(cells: &[Vec<Option<Cell>>], scale: u32) -> Image {
    let side = cells.len() as u32 * scale;
    let mut image = Image::new(side, side, WHITE);
    let top = cells.iter().flatten().flatten().map(|c| c.value()).max();
    for (a, row) in cells.iter().enumerate() {
        for (b, cell) in row.iter().enumerate() {
            let color = match cell {
                None => UNDEFINED,
                Some(c) if c.is_p() => BLACK,
                Some(Cell::Wins(_)) => WHITE,
                Some(c) => {
                    let top = top.unwrap_or(1).max(1) as u64;
                    let t = (c.value() as u64 * 160 / top) as u8;
                    [230 - t, 240 - t, 255]
                }
            };
            if color != WHITE {
                image.fill(b as u32 * scale, a as u32 * scale, scale, scale, color);
            }
        }
    }
    image
}

/// A row as a picture: column `n` is `scale` pixels wide at x = n * scale; its bar, from the
/// bottom, is `value + 1` steps tall (black at a P-position, blue otherwise; an outcome counts
/// 0 for P and 1 for N); behind the bars the preperiod is pink and the periods alternate
/// light blue and white. The image is `max value + 2` steps tall, a step being `scale`
/// pixels, or more so that the strip is at least 64 pixels tall.
pub fn draw_row(table: &RowTable, scale: u32) -> Image {
    let cells = &table.cells;
    let top = cells.iter().flatten().map(|c| c.value()).max().unwrap_or(0);
    let rows = top as u32 + 2;
    let step = scale.max(64_u32.div_ceil(rows));
    let (width, height) = (cells.len() as u32 * scale, rows * step);
    let mut image = Image::new(width, height, WHITE);
    for (n, cell) in cells.iter().enumerate() {
        let x = n as u32 * scale;
        let background = match &table.period {
            Some((found, _)) if n < found.preperiod() => PREPERIOD,
            Some((found, _)) if ((n - found.preperiod()) / found.period()) % 2 == 0 => SHADE,
            _ => WHITE,
        };
        image.fill(x, 0, scale, height, background);
        match cell {
            None => image.fill(x, height - step, scale, step, UNDEFINED),
            Some(c) => {
                let bar = (c.value() as u32 + 1) * step;
                let color = if c.is_p() { BLACK } else { BAR };
                image.fill(x, height - bar, scale, bar, color);
            }
        }
    }
    image
}

/// The PNG text chunk that marks a picture `scripts/table` drew, which it may draw again.
const DRAWN_BY: (&str, &str) = ("Software", "scripts/table");

/// Whether `path` is a PNG that `scripts/table` drew ([`DRAWN_BY`]).
fn drawn_by_us(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let Ok(reader) = png::Decoder::new(std::io::BufReader::new(file)).read_info() else {
        return false;
    };
    let text = &reader.info().uncompressed_latin1_text;
    text.iter()
        .any(|t| (t.keyword.as_str(), t.text.as_str()) == DRAWN_BY)
}

/// Writes `image` as a PNG into `path`: a new file, or a picture `scripts/table` drew there
/// before, replaced whole (written beside it, then renamed over it).
///
/// # Errors
/// When `path` is anything else (it is never replaced), or cannot be written.
pub fn write_png(path: &Path, image: &Image, legend: &str) -> Result<(), String> {
    let failed = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width, image.height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .add_text_chunk(DRAWN_BY.0.to_string(), DRAWN_BY.1.to_string())
        .map_err(|e| failed(&e))?;
    encoder
        .add_text_chunk("Description".to_string(), legend.to_string())
        .map_err(|e| failed(&e))?;
    let mut writer = encoder.write_header().map_err(|e| failed(&e))?;
    writer
        .write_image_data(&image.rgb)
        .map_err(|e| failed(&e))?;
    writer.finish().map_err(|e| failed(&e))?;
    let ours = |path: &Path| drawn_by_us(path);
    files::write(path, &bytes, Existing::ReplaceIf(&ours)).map_err(|e| match e {
        NotWritten::Exists => format!(
            "{} exists and is no picture of scripts/table: it never replaces one; remove it or name another",
            path.display()
        ),
        NotWritten::Io(error) => failed(&error),
    })
}

/// What the colours of `made`'s picture mean: its legend, as text (printed with the picture's
/// name and kept in the PNG as its `Description`).
fn legend(made: &Made) -> String {
    let cells: Vec<&Option<Cell>> = match made {
        Made::Row(table, _) => table.cells.iter().collect(),
        Made::Grid(cells, _, _) => cells.iter().flatten().collect(),
    };
    let grundy = cells.iter().any(|c| matches!(c, Some(Cell::Grundy(_))));
    let mut entries = vec!["black: P-position"];
    entries.push(match (made, grundy) {
        (Made::Row(..), true) => "dark blue bars: Grundy value above 0, as tall as it is",
        (Made::Row(..), false) => "dark blue: N-position",
        (Made::Grid(..), true) => "blue: Grundy value above 0, darker when larger",
        (Made::Grid(..), false) => "white: N-position",
    });
    if let Made::Row(
        RowTable {
            period: Some((found, _)),
            ..
        },
        _,
    ) = made
    {
        if found.preperiod() > 0 {
            entries.push("pink strip: the preperiod");
        }
        entries.push("light blue strip: the period");
    }
    if cells.iter().any(|c| c.is_none()) {
        entries.push("grey: undefined");
    }
    entries.join("; ")
}

/// What the table is and how to draw it.
pub enum Made {
    Row(RowTable, &'static str),
    Grid(Vec<Vec<Option<Cell>>>, &'static str, &'static str),
}

/// Runs the brute force of `problem` over `0..=max` (or its square).
///
/// # Errors
/// When the problem has no table, or `max` is beyond its brute force.
pub fn make<P: Problem>(problem: &mut P, id: &str, max: Option<u64>) -> Result<Made, String> {
    let default = match P::TABLE {
        Table::None => {
            return Err(format!(
                "problem {id} has no table yet: implement Problem::table (and Problem::TABLE) in \
                 problems/{id}/problem.rs (problems/hdu1847/problem.rs is a row, \
                 problems/hdu1846/problem.rs a grid)"
            ));
        }
        Table::Row { .. } => 59,
        Table::Grid { .. } => 29,
    };
    let max = max.unwrap_or(default.min(P::MAX_SUPPORTED));
    if max > P::MAX_SUPPORTED {
        return Err(format!(
            "--max {max} is more than the brute force of {id} can search (at most {})",
            P::MAX_SUPPORTED
        ));
    }
    Ok(match P::TABLE {
        Table::Row { axis, proof } => {
            let cells: Vec<Option<Cell>> = (0..=max).map(|n| problem.table(&[n])).collect();
            let period = row_period(&cells, proof);
            let theorem = proof.is_some();
            Made::Row(
                RowTable {
                    cells,
                    period,
                    theorem,
                },
                axis,
            )
        }
        Table::Grid { rows, columns } => {
            let cells = (0..=max)
                .map(|a| (0..=max).map(|b| problem.table(&[a, b])).collect())
                .collect();
            Made::Grid(cells, rows, columns)
        }
        Table::None => unreachable!("returned above"),
    })
}

/// What `scripts/table` prints: the table's text, with a line naming the picture when `--png`
/// drew one.
///
/// # Errors
/// As [`make`] and [`write_png`], and when the picture would be too large.
pub fn run<P: Problem>(problem: &mut P, id: &str, args: &Options) -> Result<String, String> {
    let made = make(problem, id, args.max)?;
    let text = match &made {
        Made::Row(table, axis) => render_row(id, axis, table),
        Made::Grid(cells, rows, columns) => render_grid(id, rows, columns, cells),
    };
    let Some(path) = &args.png else {
        return Ok(text);
    };
    let (across, down) = match &made {
        Made::Row(table, _) => {
            let top = table.cells.iter().flatten().map(|c| c.value()).max();
            (table.cells.len(), top.unwrap_or(0).saturating_add(2))
        }
        Made::Grid(cells, _, _) => (cells.len(), cells.len()),
    };
    let side = (across.max(down) as u64)
        .saturating_mul(u64::from(args.scale))
        .max(64);
    if side > MAX_PIXELS {
        return Err(format!(
            "the picture would be {side} pixels on a side, more than {MAX_PIXELS}: a smaller \
             --max or --scale"
        ));
    }
    let image = match &made {
        Made::Row(table, _) => draw_row(table, args.scale),
        Made::Grid(cells, _, _) => draw_grid(cells, args.scale),
    };
    let (width, height) = (image.width, image.height);
    let legend = legend(&made);
    write_png(path, &image, &legend)?;
    Ok(format!(
        "{text}drew {} ({width} x {height} pixels, {} per position): {legend}\n",
        path.display(),
        args.scale
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Grundy values of the subtraction game with `takes`, by the mex of every move.
    fn subtraction(takes: &[usize], len: usize) -> Vec<Option<Cell>> {
        let mut g: Vec<usize> = Vec::new();
        for n in 0..len {
            let reached: Vec<usize> = takes
                .iter()
                .filter(|&&t| t <= n)
                .map(|t| g[n - t])
                .collect();
            g.push((0..).find(|v| !reached.contains(v)).unwrap());
        }
        g.into_iter().map(|v| Some(Cell::Grundy(v))).collect()
    }

    fn window_7(a: usize, p: usize) -> Option<usize> {
        a.checked_add(p)?.checked_add(7)
    }

    #[test]
    fn a_period_is_proven_only_with_the_theorem_and_enough_values() {
        // S = {2, 5, 7}: period 22 from 0; the theorem needs 0 + 22 + 7 = 29 values.
        let cells = subtraction(&[2, 5, 7], 29);
        let (found, proven) = row_period(&cells, Some(window_7)).expect("proven");
        assert_eq!((found.preperiod(), found.period(), proven), (0, 22, true));
        assert!(
            row_period(&cells[..28], Some(window_7)).is_none(),
            "28 values"
        );
        // Without the theorem, 66 values show it three times: observed, not proven.
        let cells = subtraction(&[2, 5, 7], 66);
        let (found, proven) = row_period(&cells, None).expect("observed");
        assert_eq!((found.preperiod(), found.period(), proven), (0, 22, false));
        assert!(row_period(&cells[..65], None).is_none(), "65 values");
        // An undefined cell: no period.
        let mut cells = subtraction(&[1, 2], 30);
        cells[0] = None;
        assert!(row_period(&cells, None).is_none());
    }

    #[test]
    fn a_row_prints_its_preperiod_then_one_period_a_line() {
        // S = {2, 3}: 0 0 1 1 2, then 0 0 1 1 2 again.
        let cells = subtraction(&[2, 3], 15);
        let proof = |a: usize, p: usize| a.checked_add(p)?.checked_add(3);
        let period = row_period(&cells, Some(proof));
        let table = RowTable {
            cells,
            period,
            theorem: true,
        };
        let text = render_row("x", "n", &table);
        assert_eq!(
            text,
            "x: Grundy values (0: the player to move loses) for n = 0..=14, by the brute force\n\
             period 5 from n = 0 (preperiod 0): proven by the theorem the problem gives \
             (Problem::TABLE)\n \
             0: 0 0 1 1 2\n \
             5: 0 0 1 1 2\n\
             10: 0 0 1 1 2\n"
        );
        // A preperiod: G = 1 0 0 1 1 2 ... as if a value were put in front.
        let mut cells = vec![Some(Cell::Grundy(1))];
        cells.extend(subtraction(&[2, 3], 15));
        let period = row_period(&cells, None);
        let table = RowTable {
            cells,
            period,
            theorem: false,
        };
        let text = render_row("x", "n", &table);
        assert!(
            text.contains("period 5 from n = 1 (preperiod 1): only observed"),
            "{text}"
        );
        assert!(
            text.ends_with(" 0: 1   (preperiod)\n 1: 0 0 1 1 2\n 6: 0 0 1 1 2\n11: 0 0 1 1 2\n"),
            "{text}"
        );
        // S = {2, 3} with the theorem but 7 values, one short of its proof (5 + 3 = 8), and
        // too few to observe: the theorem is named, nothing claimed.
        let cells = subtraction(&[2, 3], 7);
        let proof = |a: usize, p: usize| a.checked_add(p)?.checked_add(3);
        let period = row_period(&cells, Some(proof));
        assert!(period.is_none());
        let table = RowTable {
            cells,
            period,
            theorem: true,
        };
        let text = render_row("x", "n", &table);
        assert!(
            text.contains(
                "no period: none proven by the problem's theorem (a larger --max may prove one), \
                 and none observed on n = 0..=6"
            ),
            "{text}"
        );
        // 15 values of S = {1, 2} (period 3, observed), told a theorem that needs 20: observed,
        // and the theorem said to need more values.
        let cells = subtraction(&[1, 2], 15);
        let needs_20 = |_: usize, _: usize| Some(20);
        let period = row_period(&cells, Some(needs_20));
        let table = RowTable {
            cells,
            period,
            theorem: true,
        };
        let text = render_row("x", "n", &table);
        assert!(
            text.contains(
                "period 3 from n = 0 (preperiod 0): only observed on n = 0..=14, not \
                           proven: the problem's theorem needs more values"
            ),
            "{text}"
        );
    }
}
