//! The one worker pool of the tools: a function on every item of a slice, on a few threads,
//! the results handed back in the items' order (`scripts/check`'s cases, `scripts/bundle`'s
//! compiles).

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

/// The number of cores, the default number of jobs (1 if it cannot be told).
pub fn cores() -> NonZeroUsize {
    thread::available_parallelism().unwrap_or(NonZeroUsize::MIN)
}

/// `work` on every item of `items`, on at most `jobs` threads; the results in the items'
/// order.
///
/// # Example
/// ```
/// let squares = workspace::pool::map(&[1, 2, 3, 4], workspace::pool::cores(), |n| n * n);
/// assert_eq!(squares, [1, 4, 9, 16]);
/// ```
pub fn map<T, R, F>(items: &[T], jobs: NonZeroUsize, work: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    let mut results = Vec::with_capacity(items.len());
    let Ok(()) = for_each(items, jobs, work, |_, result| {
        results.push(result);
        Ok::<(), std::convert::Infallible>(())
    });
    results
}

/// `work` on every item of `items`, on at most `jobs` threads, each result handed to `take`
/// (on this thread, with the item's index) in the items' order, as soon as it and every result
/// before it are in. An `Err` from `take` stops the pool: no item is started after it, and
/// the error is returned once the items under way are done.
///
/// # Errors
/// The first error `take` returns.
///
/// # Example
/// ```
/// let mut seen = Vec::new();
/// let done = workspace::pool::for_each(&["a", "b", "c"], workspace::pool::cores(), |s| s.len(), |i, n| {
///     seen.push((i, n));
///     if i == 1 { Err("stop") } else { Ok(()) }
/// });
/// assert_eq!((done, seen), (Err("stop"), vec![(0, 1), (1, 1)]));
/// ```
pub fn for_each<T, R, E, F, G>(
    items: &[T],
    jobs: NonZeroUsize,
    work: F,
    mut take: G,
) -> Result<(), E>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
    G: FnMut(usize, R) -> Result<(), E>,
{
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let workers = jobs.get().min(items.len());
    thread::scope(|scope| {
        let (sender, results) = mpsc::channel();
        for _ in 0..workers {
            let sender = sender.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    if sender.send((index, work(item))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        // Results that came in before their turn.
        let mut early = BTreeMap::new();
        for turn in 0..items.len() {
            let result = loop {
                if let Some(result) = early.remove(&turn) {
                    break result;
                }
                // Every index below `next` is sent before its worker ends, unless `work`
                // panicked, which the scope then passes on.
                let Ok((index, result)) = results.recv() else {
                    return Ok(());
                };
                early.insert(index, result);
            };
            if let Err(error) = take(turn, result) {
                stop.store(true, Ordering::Relaxed);
                return Err(error);
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn jobs(n: usize) -> NonZeroUsize {
        NonZeroUsize::new(n).unwrap()
    }

    #[test]
    fn results_come_in_order_whatever_the_finishing_order() {
        // Later items finish first.
        let items: Vec<u64> = (0..12).collect();
        let slow_first = |&n: &u64| {
            thread::sleep(Duration::from_millis(5 * (12 - n)));
            n * 10
        };
        for n in [1, 3, 12, 50] {
            let expected: Vec<u64> = (0..12).map(|n| n * 10).collect();
            assert_eq!(map(&items, jobs(n), slow_first), expected, "jobs={n}");
        }
        assert_eq!(map(&[] as &[u8], jobs(4), |&b| b), Vec::<u8>::new());
    }

    #[test]
    fn at_most_jobs_run_at_once() {
        let running = AtomicUsize::new(0);
        let most = AtomicUsize::new(0);
        let items = [(); 16];
        map(&items, jobs(3), |()| {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            thread::sleep(Duration::from_millis(10));
            running.fetch_sub(1, Ordering::SeqCst);
        });
        assert_eq!(most.load(Ordering::SeqCst), 3);
    }

    #[test]
    fn an_error_stops_the_pool() {
        let started = AtomicUsize::new(0);
        let items = [(); 100];
        let result = for_each(
            &items,
            jobs(2),
            |()| {
                started.fetch_add(1, Ordering::SeqCst);
                thread::sleep(Duration::from_millis(2));
            },
            |index, ()| if index == 3 { Err(index) } else { Ok(()) },
        );
        assert_eq!(result, Err(3));
        let started = started.load(Ordering::SeqCst);
        assert!(started < 20, "{started} items started after the error");
    }
}
