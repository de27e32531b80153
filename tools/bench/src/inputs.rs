//! Maximum-size inputs, the same for the same seed: the statements' formats at the sizes the
//! benchmark is specified for, with values drawn from the statements' ranges.

use problem::Rng;
use std::fmt::Write;

/// A generated input and how many queries (cases) it holds.
pub struct Input {
    pub text: String,
    pub queries: u64,
}

/// `count` lines, each made by `line`, after `header` and before `footer`.
fn lines(count: u64, header: &str, footer: &str, mut line: impl FnMut(&mut String)) -> Input {
    let mut text = String::from(header);
    for _ in 0..count {
        line(&mut text);
        text.push('\n');
    }
    text.push_str(footer);
    Input {
        text,
        queries: count,
    }
}

/// The input of problem `id`, or `None` for a problem the benchmark has no shape for.
pub fn generate(id: &str, seed: u64) -> Option<Input> {
    let mut rng = Rng::new(seed);
    let million = 1_000_000;
    let input = match id {
        // C, then C lines `n m`, 1 <= n, m <= 1000.
        "hdu1846" => lines(million, &format!("{million}\n"), "", |text| {
            let (n, m) = (rng.between(1, 1000), rng.between(1, 1000));
            let _ = write!(text, "{n} {m}");
        }),
        // `n` per line to end of input, 1 <= n <= 1000.
        "hdu1847" => lines(million, "", "", |text| {
            let _ = write!(text, "{}", rng.between(1, 1000));
        }),
        // `a b` per line to end of input, a, b <= 10^9.
        "hdu1527" | "poj1067" => lines(million, "", "", |text| {
            let (a, b) = (rng.between(0, 1_000_000_000), rng.between(0, 1_000_000_000));
            let _ = write!(text, "{a} {b}");
        }),
        // `a b` with a <= b <= 10^6, then `0 0`.
        "hdu2177" => lines(200_000, "", "0 0\n", |text| {
            let (x, y) = (rng.between(0, 1_000_000), rng.between(1, 1_000_000));
            let _ = write!(text, "{} {}", x.min(y), x.max(y));
        }),
        // `n` per line, 2 <= n < 2^31, then `0`.
        "hdu2516" => lines(million, "", "0\n", |text| {
            let _ = write!(text, "{}", rng.between(2, (1 << 31) - 1));
        }),
        // 10^4 cases of M = 100 piles of 1..=10^6, then `0`.
        "hdu1850" => lines(10_000, "", "0\n", |text| {
            text.push_str("100\n");
            for i in 0..100 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(1, 1_000_000));
            }
        }),
        // T = 10^6, then T lines `A B` of uniform 64-bit values (Library Checker's maximum).
        "lc_nim_product_64" => lines(million, &format!("{million}\n"), "", |text| {
            let _ = write!(text, "{} {}", rng.next_u64(), rng.next_u64());
        }),
        // T = 100 cases of N = 10^4 heaps of 1..2^31 - 1 (10^6 heaps).
        "hdu3032" => counted_cases(100, |text| {
            numbers(text, 10_000, || rng.between(1, (1 << 31) - 1));
        }),
        // T cases of N = 1000 distinct cells of 1..=10000, unsorted. T = 1000, beyond the
        // statement's 20, so that the time is not all process start-up.
        "poj1704" => counted_cases(1000, |text| {
            let cells = distinct(&mut rng, 1000, |rng| rng.between(1, 10_000));
            numbers(text, 1000, {
                let mut cells = cells.into_iter();
                move || cells.next().unwrap_or(1)
            });
        }),
        // T = 10 cases of a random tree on N = 10^5 vertices (a parent below each vertex,
        // labels shuffled, 1 the root), edges in random order and direction.
        "hdu3094" => counted_cases(10, |text| {
            let n = 100_000u64;
            let mut labels: Vec<u64> = (2..=n).collect();
            shuffle(&mut rng, &mut labels);
            labels.insert(0, 1);
            let mut edges: Vec<(u64, u64)> = (1..n)
                .map(|v| {
                    // Half near the parent (long paths), half anywhere (bushy).
                    let parent = if rng.between(0, 1) == 0 {
                        v - 1
                    } else {
                        rng.between(0, v - 1)
                    };
                    (labels[parent as usize], labels[v as usize])
                })
                .collect();
            shuffle(&mut rng, &mut edges);
            let _ = writeln!(text, "{n}");
            for (a, b) in edges {
                let (a, b) = if rng.between(0, 1) == 0 {
                    (a, b)
                } else {
                    (b, a)
                };
                let _ = writeln!(text, "{a} {b}");
            }
        }),
        // 100 cases of N = 99 graphs of 99 vertices: trees with simple cycles hung on them
        // and doubled edges (as the statement promises), about 14000 edges per case.
        "poj3710" => {
            let mut text = String::new();
            for _ in 0..100 {
                let _ = writeln!(text, "99");
                for _ in 0..99 {
                    christmas_graph(&mut rng, &mut text, 99);
                }
            }
            Input { text, queries: 100 }
        }
        // 1000 cases of N = 1000 games `p q` of 1..=1000, to end of input.
        "hdu3595" => {
            let mut text = String::new();
            for _ in 0..1000 {
                text.push_str("1000\n");
                for _ in 0..1000 {
                    let _ = writeln!(text, "{} {}", rng.between(1, 1000), rng.between(1, 1000));
                }
            }
            Input {
                text,
                queries: 1000,
            }
        }
        // T cases of n = 1000 distinct lights of 1..=10000 squared. T = 1000, beyond the
        // statement's 100, so that the time is not all process start-up.
        "hdu3404" => counted_cases(1000, |text| {
            let lights = distinct(&mut rng, 1000, |rng| {
                (rng.between(1, 10_000), rng.between(1, 10_000))
            });
            text.push_str("1000\n");
            for (x, y) in lights {
                let _ = writeln!(text, "{x} {y}");
            }
        }),
        // 10^4 cases of n = 100 heads below 10^8, a few repeated (one coin), to end of input.
        "hdu3537" => {
            let mut text = String::new();
            for _ in 0..10_000 {
                text.push_str("100\n");
                let mut previous = 0;
                for i in 0..100 {
                    let position = if i > 0 && rng.between(0, 9) == 0 {
                        previous
                    } else {
                        rng.between(0, 99_999_999)
                    };
                    previous = position;
                    let separator = if i == 0 { "" } else { " " };
                    let _ = write!(text, "{separator}{position}");
                }
                text.push('\n');
            }
            Input {
                text,
                queries: 10_000,
            }
        }
        // `m n p` per line, 1 <= m, n, p <= 1000, then `0 0 0`.
        "hdu1848" => lines(million, "", "0 0 0\n", |text| {
            let piles = [(); 3].map(|_| rng.between(1, 1000));
            let _ = write!(text, "{} {} {}", piles[0], piles[1], piles[2]);
        }),
        // 100 test cases: `k = 100` takes up to 10^4, `m = 100` positions of `l = 100` heaps
        // up to 10^4; then `0`. A query is one position.
        "hdu1536" => {
            let mut text = String::new();
            for _ in 0..100 {
                text.push_str("100");
                for _ in 0..100 {
                    let _ = write!(text, " {}", rng.between(1, 10_000));
                }
                text.push_str("\n100\n");
                for _ in 0..100 {
                    text.push_str("100");
                    for _ in 0..100 {
                        let _ = write!(text, " {}", rng.between(0, 10_000));
                    }
                    text.push('\n');
                }
            }
            text.push_str("0\n");
            Input {
                text,
                queries: 10_000,
            }
        }
        // T = 20000 cases of N = 47 piles of 1..=4747 (one case in ten all ones).
        "hdu1907" => lines(20_000, "20000\n", "", |text| {
            text.push_str("47\n");
            let ones = rng.between(0, 9) == 0;
            for i in 0..47 {
                let pile = if ones { 1 } else { rng.between(1, 4747) };
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{pile}");
            }
        }),
        // 10^4 cases of n = 100 rows of 1..=100 apples (one case in ten all ones), to the end.
        "hdu2509" => lines(10_000, "", "", |text| {
            text.push_str("100\n");
            let ones = rng.between(0, 9) == 0;
            for i in 0..100 {
                let row = if ones { 1 } else { rng.between(1, 100) };
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{row}");
            }
        }),
        // 1000 cases of m = 1000 positions up to 1000, then `0`.
        "hdu1849" => lines(1000, "", "0\n", |text| {
            text.push_str("1000\n");
            for i in 0..1000 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(0, 1000));
            }
        }),
        // 5 cases of m = 2 * 10^5 piles up to 10^9, then `0`: about half the piles win.
        "hdu2176" => lines(5, "", "0\n", |text| {
            text.push_str("200000\n");
            for i in 0..200_000 {
                let separator = if i == 0 { "" } else { " " };
                let _ = write!(text, "{separator}{}", rng.between(1, 1_000_000_000));
            }
        }),
        // `n` per line to end of input, 1 < n < 2^32 - 1, half of them near the band edges.
        "hdu1517" => lines(million, "", "", |text| {
            let n = if rng.between(0, 1) == 0 {
                rng.between(2, u64::from(u32::MAX) - 1)
            } else {
                let power = 18u64.pow(rng.between(0, 7) as u32);
                let edge = if rng.between(0, 1) == 0 {
                    9 * power
                } else {
                    18 * power
                };
                (edge + rng.between(0, 2) - 1).clamp(2, u64::from(u32::MAX) - 1)
            };
            let _ = write!(text, "{n}");
        }),
        // 10^6 digit strings of 1 to 6 digits (mostly 6), leading zeros in one in ten.
        "hdu1404" => lines(million, "", "", |text| {
            let length = if rng.between(0, 3) == 0 {
                rng.between(1, 5)
            } else {
                6
            };
            let zero = rng.between(0, 9) == 0;
            for i in 0..length {
                let digit = if i == 0 && zero {
                    0
                } else if i == 0 {
                    rng.between(1, 9)
                } else {
                    rng.between(0, 9)
                };
                let _ = write!(text, "{digit}");
            }
        }),
        _ => return None,
    };
    Some(input)
}

/// `count` cases after a line `count`, each written by `case`.
fn counted_cases(count: u64, mut case: impl FnMut(&mut String)) -> Input {
    let mut text = format!("{count}\n");
    for _ in 0..count {
        case(&mut text);
    }
    Input {
        text,
        queries: count,
    }
}

/// A line `count`, then a line of `count` values made by `value`.
fn numbers(text: &mut String, count: usize, mut value: impl FnMut() -> u64) {
    let _ = writeln!(text, "{count}");
    for i in 0..count {
        let separator = if i == 0 { "" } else { " " };
        let _ = write!(text, "{separator}{}", value());
    }
    text.push('\n');
}

/// `count` distinct values made by `value`, in the order drawn.
fn distinct<T: Ord + Copy>(
    rng: &mut Rng,
    count: usize,
    mut value: impl FnMut(&mut Rng) -> T,
) -> Vec<T> {
    let mut seen = std::collections::BTreeSet::new();
    let mut values = Vec::with_capacity(count);
    while values.len() < count {
        let candidate = value(rng);
        if seen.insert(candidate) {
            values.push(candidate);
        }
    }
    values
}

fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.between(0, i as u64) as usize);
    }
}

/// One graph of POJ 3710 on `m` vertices: `m k`, then its edges. Vertices join one at a time:
/// a pendant edge, a doubled pendant edge, or a new cycle of 3 to 6 vertices through an
/// existing one.
fn christmas_graph(rng: &mut Rng, text: &mut String, m: u64) {
    let mut edges: Vec<(u64, u64)> = Vec::new();
    let mut next = 2;
    while next <= m {
        let anchor = rng.between(1, next - 1);
        match rng.between(0, 3) {
            0 => {
                edges.extend([(anchor, next), (next, anchor)]);
                next += 1;
            }
            1 if next + 2 <= m => {
                let length = rng.between(3, 6).min(m - next + 2);
                let mut previous = anchor;
                for _ in 1..length {
                    edges.push((previous, next));
                    previous = next;
                    next += 1;
                }
                edges.push((previous, anchor));
            }
            _ => {
                edges.push((anchor, next));
                next += 1;
            }
        }
    }
    shuffle(rng, &mut edges);
    let _ = writeln!(text, "{m} {}", edges.len());
    for (a, b) in edges {
        let _ = writeln!(text, "{a} {b}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_and_sizes() {
        let cases = [
            ("hdu1846", 1_000_001, 1_000_000),
            ("hdu1847", 1_000_000, 1_000_000),
            ("hdu1527", 1_000_000, 1_000_000),
            ("hdu2177", 200_001, 200_000),
            ("hdu2516", 1_000_001, 1_000_000),
            ("hdu1850", 20_001, 10_000),
            ("hdu1848", 1_000_001, 1_000_000),
            ("hdu1536", 100 * 102 + 1, 10_000),
            ("hdu1907", 40_001, 20_000),
            ("hdu2509", 20_000, 10_000),
            ("hdu1849", 2001, 1000),
            ("hdu2176", 11, 5),
            ("hdu1517", 1_000_000, 1_000_000),
            ("hdu1404", 1_000_000, 1_000_000),
        ];
        for (id, line_count, queries) in cases {
            let input = generate(id, 1).unwrap();
            assert_eq!(input.text.lines().count(), line_count, "{id}");
            assert_eq!(input.queries, queries, "{id}");
            assert!(input.text.ends_with('\n'), "{id}");
        }
        assert_eq!(
            generate("hdu1527", 5).unwrap().text,
            generate("hdu1527", 5).unwrap().text
        );
        assert!(generate("cf1", 1).is_none());
        let part_two = [
            ("lc_nim_product_64", 1_000_000),
            ("hdu3032", 100),
            ("poj1704", 1000),
            ("hdu3094", 10),
            ("poj3710", 100),
            ("hdu3595", 1000),
            ("hdu3404", 1000),
            ("hdu3537", 10_000),
        ];
        for (id, queries) in part_two {
            let input = generate(id, 1).unwrap();
            assert_eq!(input.queries, queries, "{id}");
            assert!(input.text.ends_with('\n'), "{id}");
        }
    }
}
