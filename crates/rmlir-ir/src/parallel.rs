//! Work shared out over threads with results in a fixed order, so what a
//! parallel phase produces never depends on the thread count.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Applies `f` to every item on up to `threads` threads (the caller's
/// among them) and returns the results in item order. Items are taken one
/// at a time from a shared counter, as their costs differ (functions of
/// all sizes); each thread keeps scratch state made by `init`. A panic on
/// a thread is resumed on the caller's.
pub fn map_in_order<T, S, R>(
    items: &[T],
    threads: usize,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, &T) -> R + Sync,
) -> Vec<R>
where
    T: Sync,
    R: Send,
{
    let threads = threads.clamp(1, items.len().max(1));
    if threads == 1 {
        let mut st = init();
        return items.iter().map(|it| f(&mut st, it)).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut st = init();
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(it) = items.get(i) else { break };
            done.push((i, f(&mut st, it)));
        }
        done
    };
    let mut done = std::thread::scope(|s| {
        let helpers: Vec<_> = (1..threads).map(|_| s.spawn(&work)).collect();
        let mut all = work();
        for h in helpers {
            all.extend(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
        }
        all
    });
    done.sort_unstable_by_key(|d| d.0);
    done.into_iter().map(|d| d.1).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_come_in_item_order_whatever_the_threads() {
        let items: Vec<u64> = (0..1000).collect();
        for threads in [1, 2, 7] {
            let out = super::map_in_order(
                &items,
                threads,
                || 0u64,
                |seen, &x| {
                    *seen += 1;
                    x * x
                },
            );
            assert_eq!(out, items.iter().map(|x| x * x).collect::<Vec<_>>());
        }
        assert!(super::map_in_order(&[] as &[u8], 4, || (), |_, &x| x).is_empty());
    }
}
