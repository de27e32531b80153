//! Memory follows the largest case and the largest heap, not the whole input: every case was
//! kept until the end, about 14 times the input (10^7 cases `1 0`, 40 MB, took 549 MB).

use runner::{Limits, Stdin};
use std::path::Path;
use std::time::Duration;

#[test]
fn many_small_cases_are_answered_as_they_come() {
    let t = 1_000_000;
    let mut input = format!("{t}\n").into_bytes();
    for _ in 0..t {
        input.extend(b"1 0\n");
    }
    let limits = Limits { time: Duration::from_secs(10), ..Limits::default() };
    let program = Path::new(env!("CARGO_BIN_EXE_cf2004e"));
    let outcome =
        runner::run(program, &[] as &[&str], Stdin::Bytes(&input), &limits).expect("it runs");
    assert!(!outcome.timed_out);
    assert_eq!(outcome.stdout.len(), 4 * t, "Bob\\n each");
    // 4 MB of input: before, about 56 MB kept; now the buffers and a small sieve.
    assert!(outcome.peak_rss_kib < 16 << 10, "peak {} KiB", outcome.peak_rss_kib);
}
