//! Nanoseconds per call of the snippets' hot functions, and per token of the two input
//! readers: `cargo bench -p bench-snippets` (criterion; each figure is the time of one call,
//! over 1024 rotating random arguments so that nothing is folded at compile time).

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, criterion_group, criterion_main};
use problem::Rng;
use snippets::io::Input;
use snippets::{bash, fibonacci_game, grundy, nim, nimber, power_of_two_game, wythoff, zeckendorf};
use std::hint::black_box;
use std::time::Duration;

/// The stand-in of standalone bundles, at the top level as in a bundle; the crate is
/// `::proconio`.
#[path = "../../../tools/bundle/src/proconio.rs"]
#[allow(dead_code, unused_imports, unused_macros)]
mod proconio;

const ARGUMENTS: usize = 1024;

/// 1024 values from `draw`, to cycle through.
fn arguments<T>(mut draw: impl FnMut(&mut Rng) -> T) -> Vec<T> {
    let mut rng = Rng::new(8);
    (0..ARGUMENTS).map(|_| draw(&mut rng)).collect()
}

/// Benchmarks one call of `f` on a rotating argument.
fn per_call<T, R>(c: &mut Criterion, name: &str, arguments: &[T], mut f: impl FnMut(&T) -> R) {
    c.bench_function(name, |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % ARGUMENTS;
            f(black_box(&arguments[i]))
        })
    });
}

fn games(c: &mut Criterion) {
    let pairs = arguments(|rng| (rng.between(0, 1_000_000_000), rng.between(0, 1_000_000_000)));
    let wide = arguments(|rng| (rng.next_u64(), rng.next_u64()));
    let near_p = arguments(|rng| {
        let (a, b) = wythoff::p_position(rng.between(0, 1_000_000)).expect("small k");
        (a, b + rng.between(0, 1))
    });
    let numbers = arguments(|rng| rng.next_u64());
    let small = arguments(|rng| rng.between(2, (1 << 31) - 1));
    let piles: Vec<Vec<u64>> =
        arguments(|rng| (0..100).map(|_| rng.between(1, 1_000_000)).collect());
    let sets = arguments(|rng| [0; 8].map(|_| rng.between(0, 9) as usize));

    per_call(c, "bash::first_player_wins", &pairs, |&(n, m)| {
        bash::first_player_wins(n, m)
    });
    per_call(c, "power_of_two_game::first_player_wins", &numbers, |&n| {
        power_of_two_game::first_player_wins(n)
    });
    per_call(
        c,
        "wythoff::first_player_wins (a, b <= 1e9)",
        &pairs,
        |&(a, b)| wythoff::first_player_wins(a, b),
    );
    per_call(
        c,
        "wythoff::first_player_wins (any u64)",
        &wide,
        |&(a, b)| wythoff::first_player_wins(a, b),
    );
    per_call(
        c,
        "wythoff::winning_moves (near P-positions)",
        &near_p,
        |&(a, b)| wythoff::winning_moves(a, b),
    );
    per_call(c, "wythoff::partner (any u64)", &numbers, |&x| {
        wythoff::partner(x)
    });
    per_call(
        c,
        "fibonacci_game::first_player_wins (n < 2^31)",
        &small,
        |&n| fibonacci_game::first_player_wins(n),
    );
    per_call(c, "zeckendorf::representation (any u64)", &numbers, |&n| {
        zeckendorf::representation(n)
    });
    per_call(c, "nim::count_winning_moves (100 piles)", &piles, |piles| {
        nim::count_winning_moves(piles)
    });
    per_call(c, "grundy::mex (8 values)", &sets, |set| {
        grundy::mex(set.iter().copied())
    });
}

/// Benchmarks `f` as a loop of independent calls, as a program that multiplies 10^6 pairs
/// runs it: the figure is the time of the loop divided by its calls, with the results XORed
/// together (so that none is dropped) and no `black_box` per call. `per_call` adds about
/// 5 ns of its own to a nim product (a store and a load through `black_box` each call).
fn in_a_loop(c: &mut Criterion, name: &str, pairs: &[(u64, u64)], f: impl Fn(u64, u64) -> u64) {
    c.bench_function(name, |b| {
        b.iter_custom(|calls| {
            let pairs = black_box(pairs);
            let start = std::time::Instant::now();
            let mut sum = 0;
            for k in 0..calls as usize {
                let (a, b) = pairs[k % ARGUMENTS];
                sum ^= f(a, b);
            }
            black_box(sum);
            start.elapsed()
        })
    });
}

/// One nim product, on random `u64` pairs and on small values (both below 2^10, as in
/// Library Checker's `small` tests), in a loop of independent products: `product` (the method
/// the CPU allows), each method alone (carry-less multiplication only where the CPU has
/// `PCLMULQDQ`).
fn nimbers(c: &mut Criterion) {
    let wide = arguments(|rng| (rng.next_u64(), rng.next_u64()));
    let small = arguments(|rng| (rng.between(0, 1023), rng.between(0, 1023)));
    for (kind, pairs) in [("random u64", &wide), ("small", &small)] {
        in_a_loop(
            c,
            &format!("nimber::product ({kind})"),
            pairs,
            nimber::product,
        );
        if nimber::product_by_carry_less(0, 0).is_some() {
            let name = format!("nimber::product_by_carry_less ({kind})");
            in_a_loop(c, &name, pairs, |a, b| {
                nimber::product_by_carry_less(a, b).unwrap_or(0)
            });
        }
        let name = format!("nimber::product_by_tables ({kind})");
        in_a_loop(c, &name, pairs, nimber::product_by_tables);
    }
}

/// Benchmarks reading every token of `text` by `read`, one of `snippets::io`'s ways to read a
/// `u64` (generic, so that it inlines into the loop as in a program).
fn io_reader(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    text: &str,
    read: impl Fn(&mut Input<'_>) -> Option<u64>,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut input = Input::new(black_box(text.as_bytes()));
            let mut sum = 0u64;
            while let Some(x) = read(&mut input) {
                sum = sum.wrapping_add(x);
            }
            sum
        })
    });
}

/// One `u64` token as each reader parses it, per kind of token: 1-digit, 10-digit and
/// 20-digit values, one per line; `snippets::io`, as the binaries and their bundles read
/// (`u64`, and `long_u64`, eight digits a step);
/// `tools/bundle/src/proconio.rs`, which stands in for proconio in the standalone bundles of
/// programs written with it; proconio's `input!` (which splits a `String` it holds whole); and a plain
/// loop of `split_ascii_whitespace` and `str::parse`.
fn readers(c: &mut Criterion) {
    let mut rng = Rng::new(9);
    let tokens = 100_000u32;
    for (kind, low, high) in [
        ("1-digit", 0, 9),
        ("10-digit", 1_000_000_000, 9_999_999_999),
        ("20-digit", 10_000_000_000_000_000_000, u64::MAX),
    ] {
        let text: String = (0..tokens)
            .map(|_| format!("{}\n", rng.between(low, high)))
            .collect();
        let mut group = c.benchmark_group(format!("read a {kind} u64"));
        group.throughput(criterion::Throughput::Elements(u64::from(tokens)));
        io_reader(&mut group, "snippets::io", &text, |input| input.u64());
        io_reader(&mut group, "snippets::io, long_u64", &text, |input| {
            input.long_u64()
        });
        group.bench_function("proconio's stand-in (scripts/bundle --standalone)", |b| {
            b.iter(|| {
                let mut source = crate::proconio::OnceSource::new(black_box(text.as_bytes()));
                let mut sum = 0u64;
                for _ in 0..tokens {
                    crate::proconio::input! { from &mut source, x: u64 }
                    sum = sum.wrapping_add(x);
                }
                sum
            })
        });
        group.bench_function("proconio", |b| {
            b.iter(|| {
                use ::proconio::source::once::OnceSource;
                let mut source = OnceSource::new(black_box(text.as_bytes()));
                let mut sum = 0u64;
                for _ in 0..tokens {
                    ::proconio::input! { from &mut source, x: u64 }
                    sum = sum.wrapping_add(x);
                }
                sum
            })
        });
        group.bench_function("str::parse", |b| {
            b.iter(|| {
                let text = std::str::from_utf8(black_box(text.as_bytes())).expect("UTF-8");
                let mut sum = 0u64;
                for token in text.split_ascii_whitespace() {
                    sum = sum.wrapping_add(token.parse::<u64>().expect("a u64"));
                }
                sum
            })
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    targets = games, nimbers, readers
}
criterion_main!(benches);
