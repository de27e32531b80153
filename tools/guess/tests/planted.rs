//! Rules planted in generated tables, one family at a time: each table comes from a brute
//! force (a game-tree search or a mex recursion) or the planted rule over small numbers, and
//! the guess must predict queries far past the table (numbers up to `u64::MAX`) exactly as
//! an oracle that shares no code with the crate.

mod common;

use common::*;
use std::collections::HashMap;

fn singles(values: &[u64], from: usize) -> Vec<(Vec<u64>, u64)> {
    values
        .iter()
        .enumerate()
        .skip(from)
        .map(|(n, &v)| (vec![n as u64], v))
        .collect()
}

#[test]
fn purely_periodic_outcomes() {
    let rows: Vec<(Vec<u64>, u64)> = (0..150u64)
        .map(|n| (vec![n], u64::from(n % 7 != 0 && n % 7 != 2)))
        .collect();
    assert_predicts("n mod 7 in {0, 2}", &rows, true, &far_singles(), |q| {
        u64::from(q[0] % 7 != 0 && q[0] % 7 != 2)
    });
}

#[test]
fn bash_one_number_by_game_tree() {
    let moves = |p: &[u64]| {
        (1..=3)
            .filter(|&k| k <= p[0])
            .map(|k| vec![p[0] - k])
            .collect()
    };
    let mut memo = HashMap::new();
    let rows: Vec<(Vec<u64>, u64)> = (0..100u64)
        .map(|n| (vec![n], u64::from(wins(&[n], &moves, &mut memo))))
        .collect();
    assert_predicts("bash m = 3", &rows, true, &far_singles(), |q| {
        u64::from(q[0] % 4 != 0)
    });
}

#[test]
fn subtraction_1_3_4_grundy() {
    let g = subtraction(&[1, 3, 4], 120);
    let period = [0, 1, 0, 1, 2, 3, 2];
    assert_predicts(
        "subtraction {1,3,4}",
        &singles(&g, 0),
        false,
        &far_singles(),
        |q| period[(q[0] % 7) as usize],
    );
}

#[test]
fn dawsons_kayles_octal_007_ultimately_periodic() {
    let g = octal(&[0, 7], 1200);
    // Period 34 from n = 53 (the last exception is at 52 in this numbering, 51 in Dawson's
    // chess's): checked on the brute force to 1200.
    for n in 53..1200 - 34 {
        assert_eq!(g[n], g[n + 34], "n={n}");
    }
    let oracle = |q: &[u64]| {
        let n = q[0];
        if n < 1200 {
            g[n as usize]
        } else {
            g[(53 + (n - 53) % 34) as usize]
        }
    };
    let mut queries = far_singles();
    queries.extend((300..1200).step_by(37).map(|n| vec![n]));
    assert_predicts(
        "octal 0.07",
        &singles(&g[..300], 0),
        false,
        &queries,
        oracle,
    );
}

#[test]
fn arithmetic_periodic_grundy() {
    let f = |n: u64| 3 * (n / 4) + [0, 1, 0, 2][(n % 4) as usize];
    let values: Vec<u64> = (0..120).map(f).collect();
    assert_predicts(
        "3 per period 4",
        &singles(&values, 0),
        false,
        &far_singles()[..7],
        |q| f(q[0]),
    );
}

#[test]
fn fibonacci_set_from_fibonacci_nim() {
    // Fibonacci nim's P-positions (a first move takes at most n - 1, then at most twice the
    // last): the Fibonacci numbers. Brute force over (n, limit).
    let fib = fibonacci();
    let mut memo = HashMap::new();
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let (n, limit) = (p[0], p[1]);
        (1..=limit.min(n))
            .map(|k| vec![n - k, (2 * k).min(n - k)])
            .collect()
    };
    let rows: Vec<(Vec<u64>, u64)> = (2..400u64)
        .map(|n| (vec![n], u64::from(wins(&[n, n - 1], &moves, &mut memo))))
        .collect();
    let mut queries = far_singles();
    queries.push(vec![fib[80]]);
    queries.push(vec![fib[80] + 1]);
    queries.push(vec![fib[fib.len() - 1]]);
    assert_predicts("fibonacci nim", &rows, true, &queries, |q| {
        u64::from(!fib.contains(&q[0]))
    });
}

#[test]
fn powers_of_two_and_mersenne_sets() {
    let rows: Vec<(Vec<u64>, u64)> = (1..600u64)
        .map(|n| (vec![n], u64::from(!n.is_power_of_two())))
        .collect();
    assert_predicts("powers of two", &rows, true, &far_singles(), |q| {
        u64::from(!q[0].is_power_of_two())
    });
    let mersenne = |n: u64| (n & n.wrapping_add(1)) == 0 && n != 0;
    let rows: Vec<(Vec<u64>, u64)> = (1..600u64)
        .map(|n| (vec![n], u64::from(!mersenne(n))))
        .collect();
    assert_predicts("2^k - 1", &rows, true, &far_singles(), |q| {
        u64::from(!mersenne(q[0]))
    });
}

#[test]
fn beatty_lower_wythoff_and_sqrt2() {
    let rows: Vec<(Vec<u64>, u64)> = (0..800u64)
        .map(|n| (vec![n], u64::from(!lower_wythoff(n) && n != 0)))
        .collect();
    let mut queries = far_singles();
    queries.extend([
        vec![1_618_033_988_749_894_848],
        vec![1_618_033_988_749_894_849],
    ]);
    assert_predicts("floor(k phi)", &rows, true, &queries, |q| {
        u64::from(!lower_wythoff(q[0]) && q[0] != 0)
    });
    // floor(k sqrt 2), k >= 1: n is one iff some k has k^2 * 2 in [n^2, (n + 1)^2).
    let sqrt2 = |n: u64| -> bool {
        if n == 0 {
            return false;
        }
        let n = u128::from(n);
        // k = ceil(n / sqrt 2) is the only candidate: the smallest k with 2k^2 >= n^2.
        let (mut lo, mut hi) = (0u128, n);
        while lo < hi {
            let mid = (lo + hi) / 2;
            if 2 * mid * mid >= n * n {
                hi = mid
            } else {
                lo = mid + 1
            }
        }
        2 * lo * lo < (n + 1) * (n + 1)
    };
    let rows: Vec<(Vec<u64>, u64)> = (1..800u64)
        .map(|n| (vec![n], u64::from(!sqrt2(n))))
        .collect();
    let queries: Vec<Vec<u64>> = FAR[..7]
        .iter()
        .map(|&x| vec![x])
        .chain((0..40).map(|k| vec![1_414_213_562_373 + k]))
        .collect();
    assert_predicts("floor(k sqrt 2)", &rows, true, &queries, |q| {
        u64::from(!sqrt2(q[0]))
    });
}

#[test]
fn simple_functions_of_n() {
    let v2 = |n: u64| u64::from(n.trailing_zeros());
    let rows: Vec<(Vec<u64>, u64)> = (1..500u64).map(|n| (vec![n], v2(n))).collect();
    assert_predicts("v2", &rows, false, &far_singles()[..7], |q| v2(q[0]));
    let rows: Vec<(Vec<u64>, u64)> = (0..500u64)
        .map(|n| (vec![n], u64::from(n.count_ones() % 2 == 1)))
        .collect();
    assert_predicts("evil numbers lose", &rows, true, &far_singles(), |q| {
        u64::from(q[0].count_ones() % 2 == 1)
    });
    // abc368f's game: a move replaces n by a proper divisor; Grundy = Omega(n).
    let mut g = vec![0u64; 400];
    for n in 2..400usize {
        g[n] = mex((1..n).filter(|d| n % d == 0).map(|d| g[d]));
    }
    let omega = |mut n: u64| {
        let mut count = 0;
        let mut p = 2;
        while p * p <= n {
            while n.is_multiple_of(p) {
                n /= p;
                count += 1;
            }
            p += 1;
        }
        count + u64::from(n > 1)
    };
    let queries = vec![
        vec![1 << 59],
        vec![1_000_000_007 * 998_244_353],
        vec![999_999_999_999_999_989],
        vec![2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41 * 43 * 47],
        vec![1_000_003 * 1_000_003 * 1_000_003],
    ];
    let big = [59, 2, 1, 15, 3];
    for (q, b) in queries.iter().zip(big) {
        assert!(q[0] < 1_000_000 || b > 0);
    }
    let report = predict(&singles(&g, 1), false, &queries);
    assert_eq!(report.status, 0, "{}", report.stderr);
    let got: Vec<u64> = report.stdout.lines().map(|l| l.parse().unwrap()).collect();
    assert_eq!(got, big, "{}", report.stderr);
    assert_eq!(omega(360), 6);
}

#[test]
fn coin_turning_ruler_and_mock_turtles() {
    let rows: Vec<(Vec<u64>, u64)> = (1..1025u64)
        .map(|n| (vec![n], n & n.wrapping_neg()))
        .collect();
    assert_predicts("ruler", &rows, false, &far_singles()[..7], |q| {
        q[0] & q[0].wrapping_neg()
    });
    let turtle = |n: u64| 2 * n + u64::from(n.count_ones().is_multiple_of(2));
    let rows: Vec<(Vec<u64>, u64)> = (0..512u64).map(|n| (vec![n], turtle(n))).collect();
    let queries: Vec<Vec<u64>> = FAR[..7].iter().map(|&x| vec![x / 4]).collect();
    assert_predicts("mock turtles", &rows, false, &queries, |q| turtle(q[0]));
}

#[test]
fn nim_sums_of_mixed_lengths() {
    let mut rows = vec![];
    for a in 0..24u64 {
        rows.push((vec![a], a));
        for b in 0..24u64 {
            rows.push((vec![a, b], a ^ b));
        }
    }
    for a in 0..8u64 {
        for b in 0..8u64 {
            for c in 0..8u64 {
                rows.push((vec![a, b, c], a ^ b ^ c));
            }
        }
    }
    let queries = vec![vec![FAR[0], 3], vec![FAR[4], FAR[5], 7], vec![9]];
    assert_predicts("nim", &rows, false, &queries, |q| {
        q.iter().fold(0, |a, &x| a ^ x)
    });
}

#[test]
fn sum_of_subtraction_games_outcomes() {
    // Two heaps of subtraction {1, 3, 4}, P/N by game-tree search: the sum is learned from
    // which pairs lose.
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let mut out = vec![];
        for i in 0..p.len() {
            for s in [1, 3, 4] {
                if p[i] >= s {
                    let mut q = p.to_vec();
                    q[i] -= s;
                    out.push(q);
                }
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for a in 0..50u64 {
        for b in 0..50u64 {
            rows.push((vec![a, b], u64::from(wins(&[a, b], &moves, &mut memo))));
        }
    }
    let g = |n: u64| [0, 1, 0, 1, 2, 3, 2][(n % 7) as usize];
    let queries = vec![
        vec![FAR[0], FAR[1]],
        vec![FAR[0], FAR[0] + 7],
        vec![FAR[2], 4],
        vec![5, 12],
    ];
    assert_predicts("sum of {1,3,4}", &rows, true, &queries, |q| {
        u64::from(g(q[0]) != g(q[1]))
    });
}

#[test]
fn wythoff_by_game_tree() {
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let (a, b) = (p[0], p[1]);
        let mut out = vec![];
        for k in 1..=a {
            out.push(vec![a - k, b]);
        }
        for k in 1..=b {
            out.push(vec![a, b - k]);
        }
        for k in 1..=a.min(b) {
            out.push(vec![a - k, b - k]);
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for a in 0..45u64 {
        for b in 0..45u64 {
            rows.push((vec![a, b], u64::from(wins(&[a, b], &moves, &mut memo))));
        }
    }
    let mut queries = vec![];
    for k in [1u64 << 55, 123_456_789_012_345, 10_000_000_000_000_007] {
        // a = floor(k phi) found through the oracle's own Zeckendorf test, near k * 1.618.
        let mut a = k + k / 2 + k / 8;
        while !(lower_wythoff(a) && (a..a + 1).all(|_| true)) {
            a += 1;
        }
        let f = fibonacci();
        let b: u64 = zeckendorf(a).iter().map(|&i| f[i + 1]).sum();
        queries.extend([vec![a, b], vec![b, a], vec![a, b + 1], vec![a + 1, b]]);
    }
    assert_predicts("wythoff", &rows, true, &queries, |q| {
        u64::from(!wythoff_p(q[0], q[1]))
    });
}

#[test]
fn bash_two_numbers_and_moore() {
    // (n, m): take 1..=m from n; game-tree search.
    let mut rows = vec![];
    for m in 1..25u64 {
        let moves = |p: &[u64]| {
            (1..=m)
                .filter(|&k| k <= p[0])
                .map(|k| vec![p[0] - k])
                .collect()
        };
        let mut memo = HashMap::new();
        for n in 0..60u64 {
            rows.push((vec![n, m], u64::from(wins(&[n], &moves, &mut memo))));
        }
    }
    let queries = vec![
        vec![FAR[0], 999_999_999],
        vec![FAR[0], 1_000_000_000 - 1],
        vec![FAR[3], 2],
        vec![FAR[6], FAR[6]],
    ];
    assert_predicts("bash (n, m)", &rows, true, &queries, |q| {
        u64::from(q[0] % (q[1] + 1) != 0)
    });
    // Moore's Nim_2 on four heaps up to 5: a move takes from one or two heaps.
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let mut out = vec![];
        for i in 0..4 {
            for x in 0..p[i] {
                let mut q = p.to_vec();
                q[i] = x;
                out.push(q.clone());
                for j in i + 1..4 {
                    for y in 0..=p[j] {
                        let mut r = q.clone();
                        r[j] = y;
                        out.push(r);
                    }
                }
            }
            for j in i + 1..4 {
                for y in 0..p[j] {
                    let mut r = p.to_vec();
                    r[j] = y;
                    out.push(r);
                }
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for code in 0..6u64.pow(4) {
        let p: Vec<u64> = (0..4).map(|i| code / 6u64.pow(i) % 6).collect();
        rows.push((p.clone(), u64::from(wins(&p, &moves, &mut memo))));
    }
    let moore =
        |q: &[u64]| (0..64).all(|b| q.iter().filter(|&&x| x >> b & 1 == 1).count() % 3 == 0);
    let queries = vec![
        vec![FAR[0], FAR[0], FAR[0], 1],
        vec![FAR[4], FAR[4], FAR[4], 0],
        vec![3, 5, 6, 0],
        vec![FAR[5], FAR[5] - 1, 1, 0],
    ];
    assert_predicts("moore nim_2", &rows, true, &queries, |q| {
        u64::from(!moore(q))
    });
}

#[test]
fn everything_nim_sorted_gaps() {
    // A move takes the same k (1 <= k <= the smallest nonzero heap) from every nonzero heap.
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let min = p.iter().copied().filter(|&x| x > 0).min().unwrap_or(0);
        (1..=min)
            .map(|k| p.iter().map(|&x| if x > 0 { x - k } else { 0 }).collect())
            .collect()
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for code in 0..9u64.pow(3) {
        let p: Vec<u64> = (0..3).map(|i| code / 9u64.pow(i) % 9).collect();
        rows.push((p.clone(), u64::from(wins(&p, &moves, &mut memo))));
    }
    // The editorial's rule: sorted distinct values; the player facing the first gap above 1
    // (or the last gap) wins.
    let oracle = |q: &[u64]| {
        let mut d: Vec<u64> = q.iter().copied().filter(|&x| x > 0).collect();
        d.sort_unstable();
        d.dedup();
        let mut turn = 0;
        let mut prev = 0;
        for (i, &x) in d.iter().enumerate() {
            turn = i;
            if x - prev > 1 || i + 1 == d.len() {
                break;
            }
            prev = x;
        }
        u64::from(!d.is_empty() && turn % 2 == 0)
    };
    let queries = vec![
        vec![1, 2, 3],
        vec![1, 2, FAR[0]],
        vec![FAR[0], FAR[0] - 1, FAR[0] - 2],
        vec![2, 5, FAR[3]],
        vec![1, 1, 1],
    ];
    assert_predicts("everything nim", &rows, true, &queries, oracle);
}

#[test]
fn a_conjunction_of_two_atoms() {
    let rule = |a: u64, b: u64| a.is_multiple_of(2) && b.is_multiple_of(3);
    let mut rows = vec![];
    for a in 0..40u64 {
        for b in 0..40u64 {
            rows.push((vec![a, b], u64::from(!rule(a, b))));
        }
    }
    let queries = vec![
        vec![FAR[0], FAR[0] - 1],
        vec![FAR[0], FAR[0] + 2],
        vec![3, 3],
        vec![FAR[4], 9],
    ];
    assert_predicts("a even and b mod 3 = 0", &rows, true, &queries, |q| {
        u64::from(!rule(q[0], q[1]))
    });
}

#[test]
fn misere_nim_staircase_and_misere_bash() {
    // Misère Nim on three heaps by game-tree search: the last to move loses.
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let mut out = vec![];
        for i in 0..p.len() {
            for x in 0..p[i] {
                let mut q = p.to_vec();
                q[i] = x;
                out.push(q);
            }
        }
        out
    };
    let misere_wins = |p: &[u64], memo: &mut HashMap<Vec<u64>, bool>| {
        // With no move left the player to move has won (the other took the last).
        fn go(
            p: &[u64],
            memo: &mut HashMap<Vec<u64>, bool>,
            moves: &dyn Fn(&[u64]) -> Vec<Vec<u64>>,
        ) -> bool {
            if let Some(&w) = memo.get(p) {
                return w;
            }
            let options = moves(p);
            let w = options.is_empty() || options.iter().any(|q| !go(q, memo, moves));
            memo.insert(p.to_vec(), w);
            w
        }
        go(p, memo, &moves)
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for code in 0..8u64.pow(3) {
        let p: Vec<u64> = (0..3).map(|i| code / 8u64.pow(i) % 8).collect();
        rows.push((p.clone(), u64::from(misere_wins(&p, &mut memo))));
    }
    let oracle = |q: &[u64]| {
        let x = q.iter().fold(0, |a, &v| a ^ v);
        let lose = if q.iter().all(|&v| v <= 1) {
            x == 1
        } else {
            x == 0
        };
        u64::from(!lose)
    };
    let queries = vec![
        vec![1, 1, 1],
        vec![1, 1, 0],
        vec![FAR[0], FAR[0], 1],
        vec![FAR[4], FAR[5], 1],
    ];
    assert_predicts("misere nim", &rows, true, &queries, oracle);

    // Georgia and Bob (POJ 1704): chips on a line move left, not past the next; P iff the
    // xor of every other gap from the top is 0. Game tree on three chips at 1..=10.
    let moves = |p: &[u64]| -> Vec<Vec<u64>> {
        let mut s = p.to_vec();
        s.sort_unstable();
        let mut out = vec![];
        for i in 0..s.len() {
            let floor = if i == 0 { 0 } else { s[i - 1] };
            for x in floor + 1..s[i] {
                let mut q = s.clone();
                q[i] = x;
                out.push(q);
            }
        }
        out
    };
    let mut memo = HashMap::new();
    let mut rows = vec![];
    for a in 1..=10u64 {
        for b in a + 1..=11 {
            for c in b + 1..=12 {
                rows.push((
                    vec![a, b, c],
                    u64::from(wins(&[a, b, c], &moves, &mut memo)),
                ));
            }
        }
    }
    let stair = |q: &[u64]| {
        let mut s = q.to_vec();
        s.sort_unstable();
        let gaps = [s[0], s[1] - s[0], s[2] - s[1]];
        u64::from(gaps[2] ^ gaps[0] != 0)
    };
    let queries = vec![
        vec![1, FAR[0], FAR[0] + 5],
        vec![3, 5, 7],
        vec![FAR[3], 2 * FAR[3], 3 * FAR[3]],
        vec![2, 3, 5],
    ];
    assert_predicts("staircase", &rows, true, &queries, stair);

    // Misère Bash (n, m): the one who takes the last loses.
    let mut rows = vec![];
    for m in 1..20u64 {
        for n in 1..70u64 {
            rows.push((vec![n, m], u64::from(n % (m + 1) != 1)));
        }
    }
    let queries = vec![vec![FAR[0] + 1, FAR[0]], vec![FAR[0], 3], vec![FAR[2], 10]];
    assert_predicts("misere bash", &rows, true, &queries, |q| {
        u64::from(q[0] % (q[1] + 1) != 1)
    });
}

#[test]
fn sum_of_two_different_games_and_squares() {
    // Position 0 plays subtraction {1, 2} (n mod 3), position 1 subtraction {1, 2, 3}.
    let g0 = subtraction(&[1, 2], 40);
    let g1 = subtraction(&[1, 2, 3], 40);
    let mut rows = vec![];
    for a in 0..40u64 {
        for b in 0..40u64 {
            rows.push((vec![a, b], g0[a as usize] ^ g1[b as usize]));
        }
    }
    let queries = vec![vec![FAR[0], FAR[1]], vec![7, 9], vec![FAR[4], 5]];
    assert_predicts("ordered sum", &rows, false, &queries, |q| {
        (q[0] % 3) ^ (q[1] % 4)
    });
    // The same sum as outcomes: P iff g0(a) = g1(b); g1's value 3 matches no g0 value.
    let rows: Vec<(Vec<u64>, u64)> = rows
        .iter()
        .map(|(p, v)| (p.clone(), u64::from(*v != 0)))
        .collect();
    let queries = vec![
        vec![FAR[0], FAR[1]],
        vec![FAR[1], FAR[1]],
        vec![7, 9],
        vec![3, 7],
    ];
    assert_predicts("ordered sum outcomes", &rows, true, &queries, |q| {
        u64::from(q[0] % 3 != q[1] % 4)
    });
    // P iff n is a perfect square.
    let square = |n: u64| {
        // The largest r with r^2 <= n, by bisection.
        let (mut lo, mut hi) = (0u128, 1u128 << 32);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if mid * mid <= u128::from(n) {
                lo = mid
            } else {
                hi = mid - 1
            }
        }
        lo * lo == u128::from(n)
    };
    let rows: Vec<(Vec<u64>, u64)> = (0..1500u64)
        .map(|n| (vec![n], u64::from(!square(n))))
        .collect();
    let queries = vec![
        vec![FAR[0]],
        vec![FAR[0] + 1],
        vec![999_999_999 * 999_999_999],
        vec![1 << 62],
        vec![(1 << 62) + 1],
    ];
    assert_predicts("squares", &rows, true, &queries, |q| {
        u64::from(!square(q[0]))
    });
}

#[test]
fn sparse_tables_of_large_numbers() {
    // Random positions with numbers up to 10^9 (no dense range): the periods and the lines
    // are learned from the residues and the points themselves.
    let mut rng = Rng(5);
    let rows: Vec<(Vec<u64>, u64)> = (0..600)
        .map(|_| {
            let p: Vec<u64> = (0..3).map(|_| rng.below(1_000_000_000)).collect();
            let v = p.iter().fold(0, |a, &x| a ^ x);
            (p, v)
        })
        .collect();
    let queries = vec![vec![FAR[0], 5, 7], vec![1, 2, 3]];
    assert_predicts("sparse nim", &rows, false, &queries, |q| {
        q.iter().fold(0, |a, &x| a ^ x)
    });
    let rows: Vec<(Vec<u64>, u64)> = (0..600)
        .map(|_| {
            let n = rng.below(1 << 40);
            (vec![n], u64::from(!n.is_multiple_of(7) && n % 7 != 2))
        })
        .collect();
    assert_predicts("sparse mod 7", &rows, true, &far_singles(), |q| {
        u64::from(q[0] % 7 != 0 && q[0] % 7 != 2)
    });
    let rows: Vec<(Vec<u64>, u64)> = (0..1500)
        .map(|_| {
            let (n, m) = (rng.below(1_000_000), 1 + rng.below(40));
            (vec![n, m], u64::from(n % (m + 1) != 0))
        })
        .collect();
    let queries = vec![vec![FAR[0], 999_999_999], vec![FAR[3], 2]];
    assert_predicts("sparse bash", &rows, true, &queries, |q| {
        u64::from(q[0] % (q[1] + 1) != 0)
    });
}
