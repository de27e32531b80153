//! `scripts/table` run as a person runs it, on the problems' own brute forces: the row of
//! hdu1847 shows its period 3, the picture of hdu1527 has its dots exactly at Wythoff's
//! P-positions, an existing file is never replaced, a problem without a table says so.

mod common;

use common::{TempPath, table};

#[test]
fn hdu1847_shows_period_3() {
    let (code, stdout, stderr) = table(&["hdu1847", "--max", "89"]);
    assert_eq!(code, 0, "{stderr}");
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next(),
        Some(
            "hdu1847: outcomes (P: the player to move loses, N: wins) for n = 0..=89, by the \
             brute force"
        ),
        "{stdout}"
    );
    let period = lines.next().unwrap_or_default();
    assert!(
        period.starts_with("period 3 from n = 0 (preperiod 0): only observed on n = 0..=89"),
        "{stdout}"
    );
    // One line per period, the columns lined up: n = 3k loses, 3k + 1 and 3k + 2 win.
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 30, "{stdout}");
    for (k, row) in rows.iter().enumerate() {
        assert_eq!(*row, format!("{:>2}: P N N", 3 * k), "{stdout}");
    }
}

/// Wythoff's P-positions with both coordinates at most `max`, by their recursive definition
/// (a_k the least number not yet used, b_k = a_k + k), sharing nothing with the brute force.
fn wythoff_p_positions(max: usize) -> Vec<(usize, usize)> {
    let mut used = vec![false; 2 * max + 2];
    let mut positions = Vec::new();
    for k in 0.. {
        let Some(a) = (0..=max).find(|&a| !used[a]) else {
            break;
        };
        let b = a + k;
        used[a] = true;
        used[b] = true;
        if b <= max {
            positions.push((a, b));
            positions.push((b, a));
        }
    }
    positions
}

#[test]
fn the_wythoff_picture_has_dots_exactly_at_the_p_positions() {
    let (max, scale) = (60, 3);
    let path = TempPath::new("wythoff.png");
    let file = path.0.to_str().expect("a UTF-8 temporary path");
    let (code, stdout, stderr) = table(&["hdu1527", "--max", "60", "--scale", "3", "--png", file]);
    assert_eq!(code, 0, "{stderr}");
    let side = (max + 1) * scale;
    let legend = "black: P-position; white: N-position";
    assert!(
        stdout.ends_with(&format!(
            "drew {file} ({side} x {side} pixels, 3 per position): {legend}\n"
        )),
        "{stdout}"
    );
    let decoder = png::Decoder::new(std::fs::File::open(&path.0).expect("the PNG exists"));
    let mut reader = decoder.read_info().expect("a valid PNG header");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut pixels).expect("valid PNG data");
    // The legend is text: the line above, and the picture's Description.
    assert_eq!((info.width, info.height), (side as u32, side as u32));
    let described = reader.info().uncompressed_latin1_text.iter();
    let described: Vec<_> = described.filter(|t| t.keyword == "Description").collect();
    assert_eq!(described.len(), 1);
    assert_eq!(described[0].text, legend);
    assert_eq!(info.color_type, png::ColorType::Rgb);
    let p = wythoff_p_positions(max);
    // (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), ... and their mirrors.
    assert!(
        p.contains(&(3, 5)) && p.contains(&(10, 6)) && !p.contains(&(2, 2)),
        "{p:?}"
    );
    for a in 0..=max {
        for b in 0..=max {
            let expected: [u8; 3] = if p.contains(&(a, b)) {
                [0, 0, 0]
            } else {
                [255, 255, 255]
            };
            for y in a * scale..(a + 1) * scale {
                for x in b * scale..(b + 1) * scale {
                    let i = 3 * (y * side + x);
                    assert_eq!(
                        pixels[i..i + 3],
                        expected,
                        "({a}, {b}), pixel ({x}, {y}): P-position {}",
                        p.contains(&(a, b))
                    );
                }
            }
        }
    }
}

#[test]
fn an_existing_file_is_never_replaced_but_its_own_picture_is() {
    let path = TempPath::new("mine.png");
    std::fs::write(&path.0, "my notes").unwrap();
    let file = path.0.to_str().expect("a UTF-8 temporary path");
    let (code, _, stderr) = table(&["hdu1847", "--png", file]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains(&format!(
            "error: {file} exists and is no picture of scripts/table: it never replaces one"
        )),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&path.0).unwrap(), "my notes");
    // A picture it drew is drawn again: the same table at a larger scale.
    std::fs::remove_file(&path.0).unwrap();
    let (code, _, stderr) = table(&["hdu1847", "--png", file]);
    assert_eq!(code, 0, "{stderr}");
    let small = std::fs::metadata(&path.0).unwrap().len();
    let (code, _, stderr) = table(&["hdu1847", "--png", file, "--scale", "8"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(std::fs::metadata(&path.0).unwrap().len() != small);
    let dir = std::fs::read_dir(path.0.parent().unwrap()).unwrap();
    let files: Vec<_> = dir.flatten().map(|entry| entry.file_name()).collect();
    assert_eq!(files, ["mine.png"], "nothing but the picture is left");
}

#[test]
fn a_problem_without_a_table_says_how_to_add_one() {
    let (code, stdout, stderr) = table(&["hdu1850"]);
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stdout, "");
    assert!(
        stderr.contains(
            "error: problem hdu1850 has no table yet: implement Problem::table (and \
             Problem::TABLE) in problems/hdu1850/problem.rs"
        ),
        "{stderr}"
    );
}
