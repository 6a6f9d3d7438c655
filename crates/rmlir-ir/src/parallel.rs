//! Work shared out over threads with results in a fixed order, so what a
//! parallel phase produces never depends on the thread count.

use std::sync::atomic::{AtomicUsize, Ordering};

/// How many threads the machine runs at once. Asked of the OS once:
/// `std::thread::available_parallelism` reads the cgroup files on every
/// call, which costs more than parsing a small module.
pub fn available_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

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

/// What the threads of [`for_each_in_order`] share.
struct Ordered<R> {
    /// Results not yet handed on, at their item index minus `consumed`.
    ready: std::collections::VecDeque<Option<R>>,
    consumed: usize,
    /// Set when a thread panicked or the caller's thread is unwinding: the
    /// others stop.
    stop: bool,
    panic: Option<Box<dyn std::any::Any + Send>>,
}

/// Applies `f` to every item on up to `threads` threads (the caller's
/// among them) and hands each result to `consume` on the caller's thread,
/// in item order, as soon as those before it are done. The threads run
/// ahead of the one consumed by at most `window` items, so results do not
/// pile up (a printer streaming a module's text uses this). A panic on any
/// thread is resumed on the caller's.
pub fn for_each_in_order<T, S, R>(
    items: &[T],
    threads: usize,
    window: usize,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, &T) -> R + Sync,
    mut consume: impl FnMut(R),
) where
    T: Sync,
    R: Send,
{
    let threads = threads.clamp(1, items.len().max(1));
    if threads == 1 {
        let mut st = init();
        for it in items {
            consume(f(&mut st, it));
        }
        return;
    }
    let window = window.max(threads);
    let next = AtomicUsize::new(0);
    let shared = std::sync::Mutex::new(Ordered {
        ready: std::collections::VecDeque::new(),
        consumed: 0,
        stop: false,
        panic: None,
    });
    let cv = std::sync::Condvar::new();
    let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
    // Records result `i`.
    let put = |i: usize, r: R| {
        let mut g = lock();
        let k = i - g.consumed;
        if g.ready.len() <= k {
            g.ready.resize_with(k + 1, || None);
        }
        g.ready[k] = Some(r);
        drop(g);
        cv.notify_all();
    };
    let helper = || {
        let mut st = init();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= items.len() {
                return;
            }
            {
                let mut g = lock();
                while !g.stop && i >= g.consumed + window {
                    g = cv.wait(g).unwrap_or_else(|e| e.into_inner());
                }
                if g.stop {
                    return;
                }
            }
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&mut st, &items[i]))) {
                Ok(r) => put(i, r),
                Err(payload) => {
                    let mut g = lock();
                    g.stop = true;
                    g.panic.get_or_insert(payload);
                    drop(g);
                    cv.notify_all();
                    return;
                }
            }
        }
    };
    /// Stops the helpers if the caller's thread unwinds, so the scope can
    /// join them.
    struct StopOnUnwind<'a, R>(&'a std::sync::Mutex<Ordered<R>>, &'a std::sync::Condvar);
    impl<R> Drop for StopOnUnwind<'_, R> {
        fn drop(&mut self) {
            if std::thread::panicking() {
                self.0.lock().unwrap_or_else(|e| e.into_inner()).stop = true;
                self.1.notify_all();
            }
        }
    }
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(helper);
        }
        let _guard = StopOnUnwind(&shared, &cv);
        let mut st = init();
        // Hands on every result ready in order; waits until `until` is
        // true of the shared state (or a helper panicked).
        let mut drain = |until: &dyn Fn(&Ordered<R>) -> bool| loop {
            let mut g = lock();
            if let Some(payload) = g.panic.take() {
                drop(g);
                std::panic::resume_unwind(payload);
            }
            let mut got = Vec::new();
            while let Some(Some(_)) = g.ready.front() {
                got.extend(g.ready.pop_front().flatten());
                g.consumed += 1;
            }
            if got.is_empty() {
                if until(&g) {
                    return;
                }
                let _g = cv.wait(g).unwrap_or_else(|e| e.into_inner());
                continue;
            }
            drop(g);
            cv.notify_all();
            for r in got {
                consume(r);
            }
        };
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= items.len() {
                break;
            }
            drain(&|g| i < g.consumed + window);
            let r = f(&mut st, &items[i]);
            put(i, r);
            drain(&|_| true);
        }
        drain(&|g| g.consumed == items.len());
    });
}

/// A handle (attribute or type) that threads set at most once, read with
/// one atomic load: `OnceLock` without its wait-and-wake machinery, for
/// tables of a million entries that threads fill as they meet them.
pub struct OnceHandle<T> {
    /// The handle's index plus one; zero while unset.
    v: std::sync::atomic::AtomicU32,
    _handle: std::marker::PhantomData<T>,
}

impl<T: crate::context::HandleIndex> Default for OnceHandle<T> {
    fn default() -> Self {
        OnceHandle {
            v: std::sync::atomic::AtomicU32::new(0),
            _handle: std::marker::PhantomData,
        }
    }
}

impl<T: crate::context::HandleIndex> OnceHandle<T> {
    /// The handle, once set.
    #[inline]
    pub fn get(&self) -> Option<T> {
        match self.v.load(Ordering::Acquire) {
            0 => None,
            v => Some(T::from_index(v - 1)),
        }
    }

    /// Sets the handle unless another thread did first; returns the one
    /// kept (so all threads agree on one value).
    #[inline]
    pub fn set(&self, x: T) -> T {
        let raw = x
            .to_index()
            .checked_add(1)
            .expect("handle index below u32::MAX");
        match self
            .v
            .compare_exchange(0, raw, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) => x,
            Err(cur) => T::from_index(cur - 1),
        }
    }
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

    #[test]
    fn results_are_consumed_in_item_order_whatever_the_threads() {
        let items: Vec<u64> = (0..1000).collect();
        for (threads, window) in [(1, 1), (2, 1), (2, 3), (7, 16)] {
            let mut out = Vec::new();
            super::for_each_in_order(
                &items,
                threads,
                window,
                || (),
                |_, &x| x * x,
                |r| out.push(r),
            );
            assert_eq!(
                out,
                items.iter().map(|x| x * x).collect::<Vec<_>>(),
                "{threads} threads"
            );
        }
    }

    #[test]
    fn a_panic_on_any_thread_reaches_the_caller() {
        let items: Vec<u64> = (0..200).collect();
        for threads in [1, 2, 4] {
            let r = std::panic::catch_unwind(|| {
                super::for_each_in_order(
                    &items,
                    threads,
                    4,
                    || (),
                    |_, &x| {
                        assert!(x != 150, "item 150");
                        x
                    },
                    |_| {},
                );
            });
            assert!(r.is_err(), "{threads} threads");
        }
    }
}

/// Cuts `items` into runs in order, each closed once its weight reaches
/// `limit` (at least one item each), with their weights: work for
/// [`for_each_in_order`] balanced by cost rather than by count.
pub fn weighted_chunks<T: Copy>(
    items: &[T],
    limit: usize,
    weight: impl Fn(T) -> usize,
) -> Vec<(&[T], usize)> {
    let mut chunks = Vec::new();
    let mut rest = items;
    while !rest.is_empty() {
        let (mut i, mut w) = (0, 0);
        while i < rest.len() && (i == 0 || w < limit) {
            w += weight(rest[i]);
            i += 1;
        }
        let (this, after) = rest.split_at(i);
        chunks.push((this, w));
        rest = after;
    }
    chunks
}
