//! Repeated runs of several programs on one input file, interleaved so that a slow moment of
//! the machine does not fall on one program only; the median CPU time (user and system, as
//! judges count it, and less moved than the wall time by other jobs on the machine) and the
//! peak memory.

use runner::{self, Limits, Stdin};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A program to time: how it is shown, and how it is run.
#[derive(Clone, Debug)]
pub struct Contender {
    pub name: String,
    pub program: PathBuf,
    pub args: Vec<OsString>,
}

/// What the runs of one contender gave.
#[derive(Clone, Debug)]
pub struct Timing {
    pub name: String,
    /// The median CPU time, user and system.
    pub median: Duration,
    /// The largest peak RSS over the runs, in KiB.
    pub peak_kib: u64,
    /// The output of the first run.
    pub output: Vec<u8>,
    /// The CPU time of each timed run, round by round: run `i` of every contender was made
    /// in the same round, so two contenders' times pair up.
    pub runs: Vec<Duration>,
}

/// The median over the rounds of `a`'s time divided by `b`'s in the same round: a ratio that
/// a slow moment of the machine shifts less than the ratio of two medians.
pub fn paired_ratio(a: &Timing, b: &Timing) -> Option<f64> {
    let mut ratios: Vec<f64> = a
        .runs
        .iter()
        .zip(&b.runs)
        .map(|(a, b)| a.as_secs_f64() / b.as_secs_f64())
        .collect();
    if ratios.is_empty() {
        return None;
    }
    ratios.sort_by(f64::total_cmp);
    Some(ratios[(ratios.len() - 1) / 2])
}

/// The median of `times` (the lower middle for an even count).
pub fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[(times.len() - 1) / 2]
}

/// Runs each contender `runs` times on `input` after one warm-up run, round by round.
///
/// # Errors
/// When a program cannot start, fails, or times out.
pub fn time_all(
    contenders: &[Contender],
    input: &Path,
    runs: usize,
) -> Result<Vec<Timing>, String> {
    let limits = Limits {
        time: Duration::from_secs(60),
        output_bytes: 1 << 30,
        address_space_bytes: None,
    };
    let mut times = vec![Vec::new(); contenders.len()];
    let mut timings: Vec<Timing> = contenders
        .iter()
        .map(|c| Timing {
            name: c.name.clone(),
            median: Duration::ZERO,
            peak_kib: 0,
            output: Vec::new(),
            runs: Vec::new(),
        })
        .collect();
    for round in 0..=runs {
        for (index, contender) in contenders.iter().enumerate() {
            let outcome = runner::run(
                &contender.program,
                &contender.args,
                Stdin::File(input),
                &limits,
            )
            .map_err(|e| format!("cannot run {}: {e}", contender.program.display()))?;
            if !outcome.success() {
                return Err(format!(
                    "{} failed on {}: {:?}, stderr: {}",
                    contender.name,
                    input.display(),
                    outcome.exit,
                    String::from_utf8_lossy(&outcome.stderr)
                ));
            }
            let timing = &mut timings[index];
            timing.peak_kib = timing.peak_kib.max(outcome.peak_rss_kib);
            if round == 0 {
                timing.output = outcome.stdout; // the warm-up run
            } else {
                times[index].push(outcome.cpu);
            }
        }
    }
    for (timing, times) in timings.iter_mut().zip(&mut times) {
        timing.runs = times.clone();
        timing.median = median(times);
    }
    Ok(timings)
}

/// How a contender's one run on the long input went.
pub enum Peak {
    /// Its peak RSS in KiB and the length of its output.
    Ran { kib: u64, output_bytes: usize },
    /// It refused the input with its one `error:` line (work bounded past the statement's).
    Refused(String),
}

/// Runs each contender once on `input`.
///
/// # Errors
/// When a program cannot start, fails other than by refusing the input, or times out.
pub fn peak_memory(contenders: &[Contender], input: &Path) -> Result<Vec<Peak>, String> {
    let limits = Limits {
        time: Duration::from_secs(120),
        output_bytes: 1 << 31,
        address_space_bytes: None,
    };
    contenders
        .iter()
        .map(|contender| {
            let outcome = runner::run(
                &contender.program,
                &contender.args,
                Stdin::File(input),
                &limits,
            )
            .map_err(|e| format!("cannot run {}: {e}", contender.program.display()))?;
            let stderr = String::from_utf8_lossy(&outcome.stderr);
            if outcome.exit == runner::Exit::Code(1) && stderr.starts_with("error: ") {
                return Ok(Peak::Refused(
                    stderr.lines().next().unwrap_or("").to_string(),
                ));
            }
            if !outcome.success() {
                return Err(format!(
                    "{} failed on {}: {:?}",
                    contender.name,
                    input.display(),
                    outcome.exit
                ));
            }
            Ok(Peak::Ran {
                kib: outcome.peak_rss_kib,
                output_bytes: outcome.stdout.len(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_of_odd_and_even_counts() {
        let ms = Duration::from_millis;
        assert_eq!(median(&mut [ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(median(&mut [ms(4), ms(1), ms(3), ms(2)]), ms(2));
    }

    #[test]
    fn paired_ratio_is_the_median_of_the_rounds_ratios() {
        let ms = Duration::from_millis;
        let timing = |runs: &[u64]| Timing {
            name: String::new(),
            median: Duration::ZERO,
            peak_kib: 0,
            output: Vec::new(),
            runs: runs.iter().map(|&t| ms(t)).collect(),
        };
        // Ratios 0.5, 2.0, 0.8: the median is 0.8, not 0.96 (the ratio of the medians).
        let ratio = paired_ratio(&timing(&[10, 40, 8]), &timing(&[20, 20, 10])).unwrap();
        assert!((ratio - 0.8).abs() < 1e-9, "{ratio}");
        assert_eq!(paired_ratio(&timing(&[]), &timing(&[])), None);
    }

    #[test]
    fn times_a_program_and_keeps_its_output() {
        let input = std::env::temp_dir().join(format!("bench-measure-{}", std::process::id()));
        std::fs::write(&input, "1 2\n").unwrap();
        // `cat`, after a loop that takes some CPU time.
        let cat = Contender {
            name: "cat".into(),
            program: "/bin/sh".into(),
            args: vec![
                "-c".into(),
                "i=0; while [ $i -lt 2000 ]; do i=$((i+1)); done; cat".into(),
            ],
        };
        let timings = time_all(&[cat], &input, 3).unwrap();
        assert_eq!(timings[0].output, b"1 2\n");
        assert_eq!(timings[0].runs.len(), 3);
        assert!(timings[0].median > Duration::ZERO);
        std::fs::remove_file(&input).unwrap();
    }
}
