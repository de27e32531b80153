//! The Rust function each rule prints is pasteable: every one, put in a module of one file,
//! compiles with rustc (edition 2021, warnings denied) and gives on far queries exactly what
//! `--predict` gives.

mod common;

use common::*;
use std::process::Command;

/// (name, table, outcome?, queries)
type Case = (&'static str, Vec<(Vec<u64>, u64)>, bool, Vec<Vec<u64>>);

fn cases() -> Vec<Case> {
    let single = |f: &dyn Fn(u64) -> u64, from: u64, to: u64| -> Vec<(Vec<u64>, u64)> {
        (from..to).map(|n| (vec![n], f(n))).collect()
    };
    let far: Vec<Vec<u64>> = FAR.iter().map(|&x| vec![x]).collect();
    let small_far: Vec<Vec<u64>> = FAR.iter().map(|&x| vec![x / 8]).collect();
    let dawson = octal(&[0, 7], 300);
    let sub = subtraction(&[1, 3, 4], 60);
    let fib = fibonacci();
    let mut pairs_sum = vec![];
    let mut wythoff = vec![];
    let mut bash = vec![];
    let mut nim = vec![];
    let mut euclid = vec![];
    for a in 0..40u64 {
        for b in 0..40u64 {
            pairs_sum.push((vec![a, b], u64::from(sub[a as usize] != sub[b as usize])));
            wythoff.push((vec![a, b], u64::from(!wythoff_p(a, b))));
            nim.push((vec![a, b], a ^ b));
            if b > 0 {
                bash.push((vec![a, b], u64::from(a % (b + 1) != 0)));
            }
            if a > 0 && b > 0 {
                // Euclid's game: P iff lo < hi < lo * phi.
                let (lo, hi) = (a.min(b), a.max(b));
                let p = lo < hi && 1_000_000 * hi < 1_618_034 * lo;
                euclid.push((vec![a, b], u64::from(!p)));
            }
        }
    }
    let mut moore = vec![];
    for code in 0..6u64.pow(4) {
        let p: Vec<u64> = (0..4).map(|i| code / 6u64.pow(i) % 6).collect();
        let lose = (0..3).all(|b| p.iter().filter(|&&x| x >> b & 1 == 1).count() % 3 == 0);
        moore.push((p, u64::from(!lose)));
    }
    let mut gaps = vec![];
    for code in 0..9u64.pow(3) {
        let p: Vec<u64> = (0..3).map(|i| code / 9u64.pow(i) % 9).collect();
        let mut d: Vec<u64> = p.iter().copied().filter(|&x| x > 0).collect();
        d.sort_unstable();
        d.dedup();
        let (mut turn, mut prev) = (0, 0);
        for (i, &x) in d.iter().enumerate() {
            turn = i;
            if x - prev > 1 || i + 1 == d.len() {
                break;
            }
            prev = x;
        }
        gaps.push((p, u64::from(!d.is_empty() && turn % 2 == 0)));
    }
    let mut misere = vec![];
    let mut stair = vec![];
    for code in 0..8u64.pow(3) {
        let p: Vec<u64> = (0..3).map(|i| code / 8u64.pow(i) % 8).collect();
        let x = p.iter().fold(0, |a, &v| a ^ v);
        let lose = if p.iter().all(|&v| v <= 1) {
            x == 1
        } else {
            x == 0
        };
        misere.push((p.clone(), u64::from(!lose)));
        let mut s = p.clone();
        s.sort_unstable();
        stair.push((p, u64::from(s[2] - s[1] != s[0])));
    }
    let mut ordered = vec![];
    for a in 0..40u64 {
        for b in 0..40u64 {
            ordered.push((vec![a, b], (a % 3) ^ (b % 4)));
        }
    }
    let squares: Vec<(Vec<u64>, u64)> = (0..1500u64)
        .map(|n| (vec![n], u64::from(!(0..40u64).any(|r| r * r == n))))
        .collect();
    let pair_far = vec![
        vec![FAR[0], FAR[1]],
        vec![FAR[4], FAR[5]],
        vec![FAR[7], FAR[7]],
        vec![3, 5],
        vec![FAR[2], 7],
    ];
    vec![
        (
            "mod 7",
            single(&|n| u64::from(n % 7 != 0 && n % 7 != 2), 0, 150),
            true,
            far.clone(),
        ),
        (
            "octal 0.07",
            single(&|n| dawson[n as usize], 0, 300),
            false,
            far.clone(),
        ),
        (
            "arithmetic",
            single(&|n| 3 * (n / 4) + [0, 1, 0, 2][(n % 4) as usize], 0, 120),
            false,
            small_far.clone(),
        ),
        (
            "v2 from 1",
            single(&|n| u64::from(n.trailing_zeros()), 1, 400),
            false,
            far[..7].to_vec(),
        ),
        (
            "lowbit",
            single(&|n| n & n.wrapping_neg(), 1, 600),
            false,
            far.clone(),
        ),
        (
            "evil",
            single(&|n| u64::from(n.count_ones() % 2 == 1), 0, 400),
            true,
            far.clone(),
        ),
        (
            "fibonacci",
            single(&|n| u64::from(!fib.contains(&n)), 1, 800),
            true,
            far.clone(),
        ),
        (
            "powers of two",
            single(&|n| u64::from(!n.is_power_of_two()), 1, 800),
            true,
            far.clone(),
        ),
        (
            "beatty phi",
            single(&|n| u64::from(!lower_wythoff(n) && n != 0), 0, 800),
            true,
            far.clone(),
        ),
        (
            "mock turtles",
            single(&|n| 2 * n + u64::from(n.count_ones() % 2 == 0), 0, 512),
            false,
            small_far.clone(),
        ),
        (
            "omega",
            {
                let mut g = vec![0u64; 300];
                for n in 2..300usize {
                    g[n] = mex((1..n).filter(|d| n % d == 0).map(|d| g[d]));
                }
                single(&|n| g[n as usize], 1, 300)
            },
            false,
            vec![
                vec![1 << 59],
                vec![1_000_000_007 * 998_244_353],
                vec![999_999_999_999_999_989],
            ],
        ),
        ("nim pairs", nim, false, pair_far.clone()),
        ("sum of {1,3,4}", pairs_sum, true, pair_far.clone()),
        ("wythoff", wythoff, true, pair_far.clone()),
        ("bash (n, m)", bash, true, pair_far.clone()),
        ("euclid", euclid, true, pair_far.clone()),
        (
            "moore",
            moore,
            true,
            vec![
                vec![FAR[0], FAR[0], FAR[0], 1],
                vec![3, 5, 6, 0],
                vec![FAR[7], FAR[7], FAR[7], FAR[7]],
            ],
        ),
        (
            "gaps",
            gaps,
            true,
            vec![
                vec![1, 2, FAR[0]],
                vec![FAR[0], FAR[0] - 1, FAR[0] - 2],
                vec![1, 2, 3],
            ],
        ),
        (
            "misere",
            misere,
            true,
            vec![vec![1, 1, 1], vec![FAR[0], FAR[0], 1], vec![0, 0, 0]],
        ),
        (
            "staircase",
            stair,
            true,
            vec![
                vec![1, FAR[0], FAR[0] + 1],
                vec![FAR[3], 2 * FAR[3], 3 * FAR[3]],
            ],
        ),
        ("ordered sum", ordered, false, pair_far.clone()),
        (
            "squares",
            squares,
            true,
            vec![
                vec![FAR[0]],
                vec![FAR[0] + 1],
                vec![FAR[7]],
                vec![999_999_999 * 999_999_999],
            ],
        ),
    ]
}

#[test]
fn printed_functions_compile_and_agree() {
    let dir = tempfile::tempdir().unwrap();
    let mut file = String::from("#![deny(warnings)]\n#![allow(dead_code, clippy::all)]\n");
    let mut main = String::from("fn main() {\n");
    let mut expected = String::new();
    for (i, (name, rows, outcome, queries)) in cases().into_iter().enumerate() {
        let report = predict(&rows, outcome, &queries);
        assert_eq!(report.status, 0, "{name}: {}", report.stderr);
        expected.push_str(&report.stdout);
        let rust = report
            .stderr
            .split_once("rust:\n")
            .expect("a rust section")
            .1;
        let rust = rust.split("\npredicted:").next().unwrap();
        let (function, call) = if outcome {
            (
                "fn first_player_loses(",
                format!("if r{i}::first_player_loses(&{{q}}) {{ \"P\" }} else {{ \"N\" }}"),
            )
        } else {
            ("fn grundy(", format!("r{i}::grundy(&{{q}})"))
        };
        file.push_str(&format!(
            "// {name}\nmod r{i} {{\n{}\n}}\n",
            rust.replacen(function, &format!("pub {function}"), 1)
        ));
        for q in &queries {
            let q = format!(
                "[{}u64]",
                q.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join("u64, ")
            );
            main.push_str(&format!(
                "    println!(\"{{}}\", {});\n",
                call.replace("{q}", &q)
            ));
        }
    }
    main.push_str("}\n");
    file.push_str(&main);
    let source = dir.path().join("rules.rs");
    std::fs::write(&source, &file).unwrap();
    let binary = dir.path().join("rules");
    let out = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .expect("rustc runs");
    assert!(
        out.status.success(),
        "{}\n{file}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&run.stdout), expected);
}
