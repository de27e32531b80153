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
