//! Maximum-size inputs, the same for the same seed: the statements' formats at the sizes the
//! benchmark is specified for, with values drawn from the statements' ranges.

use std::fmt::Write;
use stress::Rng;

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
    }
}
