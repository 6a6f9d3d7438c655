//! An append-only vector that threads push to at the same time without
//! touching each other's cache lines: the storage of the context's
//! uniquing tables.
//!
//! Why not `boxcar::Vec`: it hands out indices one at a time from a shared
//! counter, so threads interning at once (the bytecode reader's and the
//! parser's workers make about one new location per op) take turns on
//! that counter's cache line and write neighbouring entries, and spend
//! more time on cache-line transfers than on their work. Here each thread
//! reserves a block of indices at a time and fills it alone. An index is
//! only ever handed out after its entry is written, so reads need no lock;
//! the price is that indices reserved but never used stay empty.
//!
//! This is the one module of `rmlir-ir` with `unsafe` code: entries are
//! written through a shared reference, once, by the thread that reserved
//! their index, and published with a release store.

use std::cell::{Cell, UnsafeCell};
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, AtomicUsize, Ordering};

/// Entries in the first bucket; bucket `k` holds `FIRST << k`.
const FIRST: usize = 64;
const FIRST_BITS: u32 = FIRST.trailing_zeros();
/// Enough buckets for 2^32 entries (handles are `u32`).
const BUCKETS: usize = 27;
/// Indices a thread reserves at a time.
const BLOCK: usize = 64;
/// Reservations a thread keeps (for this many vectors at once).
const RESERVATIONS: usize = 8;

struct Entry<T> {
    ready: AtomicBool,
    value: UnsafeCell<MaybeUninit<T>>,
}

/// See the module documentation.
pub(crate) struct AppendVec<T> {
    id: u64,
    buckets: [AtomicPtr<Entry<T>>; BUCKETS],
    /// The next index no thread has reserved.
    reserved: AtomicUsize,
}

// SAFETY: entries are only written by the thread that reserved their
// index, before `ready` is set with release ordering; other threads read
// an entry only after seeing `ready` with acquire ordering, and only
// through shared references. So sharing the vector shares `&T` (needs
// `T: Sync`) and moves `T` values in from any thread (needs `T: Send`).
unsafe impl<T: Send + Sync> Sync for AppendVec<T> {}
// SAFETY: the vector owns its entries; sending it sends them.
unsafe impl<T: Send> Send for AppendVec<T> {}

thread_local! {
    /// Per vector id: this thread's block, as (id, next, end).
    static BLOCKS: [Cell<(u64, usize, usize)>; RESERVATIONS] =
        const { [const { Cell::new((0, 0, 0)) }; RESERVATIONS] };
    /// Which reservation to replace next when all are taken.
    static VICTIM: Cell<usize> = const { Cell::new(0) };
}

/// (bucket, offset in bucket) of an index.
#[inline]
fn locate(i: usize) -> (usize, usize) {
    let pos = i + FIRST;
    let k = (usize::BITS - 1 - pos.leading_zeros() - FIRST_BITS) as usize;
    (k, pos - (FIRST << k))
}

impl<T> AppendVec<T> {
    pub(crate) fn new() -> Self {
        static NEXT_ID: AtomicU64 = AtomicU64::new(1);
        AppendVec {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            buckets: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
            reserved: AtomicUsize::new(0),
        }
    }

    /// An index no other thread will write: from this thread's block,
    /// reserving a new block when it is used up.
    fn next_index(&self) -> usize {
        BLOCKS.with(|blocks| {
            for b in blocks {
                let (id, next, end) = b.get();
                if id == self.id {
                    if next < end {
                        b.set((id, next + 1, end));
                        return next;
                    }
                    let start = self.reserved.fetch_add(BLOCK, Ordering::Relaxed);
                    b.set((id, start + 1, start + BLOCK));
                    return start;
                }
            }
            let start = self.reserved.fetch_add(BLOCK, Ordering::Relaxed);
            let slot = blocks
                .iter()
                .position(|b| b.get().0 == 0)
                .unwrap_or_else(|| {
                    VICTIM.with(|v| {
                        let s = v.get();
                        v.set((s + 1) % RESERVATIONS);
                        s
                    })
                });
            blocks[slot].set((self.id, start + 1, start + BLOCK));
            start
        })
    }

    /// The bucket `k`, allocated if no thread has yet.
    fn bucket(&self, k: usize) -> *mut Entry<T> {
        let p = self.buckets[k].load(Ordering::Acquire);
        if !p.is_null() {
            return p;
        }
        let len = FIRST << k;
        let layout = std::alloc::Layout::array::<Entry<T>>(len).expect("bucket size");
        // Zeroed memory is a bucket of entries not ready (`false` is 0;
        // the values are uninitialised anyway), and the system hands it
        // out without touching the pages of a large bucket.
        // SAFETY: the layout has a non-zero size (`Entry` holds a flag).
        let fresh = unsafe { std::alloc::alloc_zeroed(layout) } as *mut Entry<T>;
        if fresh.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        match self.buckets[k].compare_exchange(
            std::ptr::null_mut(),
            fresh,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            Ok(_) => fresh,
            Err(winner) => {
                // SAFETY: `fresh` was allocated just above with `layout`
                // and never shared.
                unsafe { std::alloc::dealloc(fresh as *mut u8, layout) };
                winner
            }
        }
    }

    /// Appends `v`; returns its index.
    pub(crate) fn push(&self, v: T) -> usize {
        let i = self.next_index();
        assert!(i <= u32::MAX as usize, "more than 2^32 uniqued objects");
        let (k, off) = locate(i);
        let bucket = self.bucket(k);
        // SAFETY: `off < FIRST << k`, the bucket's length; index `i` was
        // reserved by this thread alone, so nobody else writes the entry,
        // and nobody reads it before `ready` is set below.
        unsafe {
            let e = &*bucket.add(off);
            (*e.value.get()).write(v);
            e.ready.store(true, Ordering::Release);
        }
        i
    }

    /// The entry at `i`, if it was pushed.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&T> {
        let (k, off) = locate(i);
        let bucket = self.buckets.get(k)?.load(Ordering::Acquire);
        if bucket.is_null() {
            return None;
        }
        // SAFETY: the bucket has `FIRST << k > off` entries; `ready` read
        // with acquire ordering means the value was written and is never
        // written again.
        unsafe {
            let e = &*bucket.add(off);
            if e.ready.load(Ordering::Acquire) {
                Some((*e.value.get()).assume_init_ref())
            } else {
                None
            }
        }
    }

    /// Indices handed out or reserved so far (an upper bound on the
    /// number of entries).
    pub(crate) fn reserved(&self) -> usize {
        self.reserved.load(Ordering::Relaxed)
    }
}

impl<T> std::ops::Index<usize> for AppendVec<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        self.get(i).expect("a handle of this context")
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        for (k, b) in self.buckets.iter_mut().enumerate() {
            let p = *b.get_mut();
            if p.is_null() {
                continue;
            }
            let len = FIRST << k;
            let layout = std::alloc::Layout::array::<Entry<T>>(len).expect("bucket size");
            // SAFETY: `&mut self`: no other thread holds the vector. The
            // bucket was allocated by `bucket` with this layout; entries
            // marked ready hold initialised values, dropped once here.
            unsafe {
                for off in 0..len {
                    let e = &mut *p.add(off);
                    if *e.ready.get_mut() {
                        e.value.get_mut().assume_init_drop();
                    }
                }
                std::alloc::dealloc(p as *mut u8, layout);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locate_covers_buckets_without_gaps() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(FIRST - 1), (0, FIRST - 1));
        assert_eq!(locate(FIRST), (1, 0));
        assert_eq!(locate(3 * FIRST - 1), (1, 2 * FIRST - 1));
        assert_eq!(locate(3 * FIRST), (2, 0));
        let (k, _) = locate(u32::MAX as usize);
        assert!(k < BUCKETS);
    }

    #[test]
    fn threads_push_and_read_back() {
        let v: AppendVec<String> = AppendVec::new();
        let per_thread = 10_000;
        let indices: Vec<Vec<(usize, String)>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|t| {
                    let v = &v;
                    s.spawn(move || {
                        (0..per_thread)
                            .map(|i| {
                                let text = format!("{t}-{i}");
                                (v.push(text.clone()), text)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        let mut seen = std::collections::HashSet::new();
        for list in &indices {
            for (i, text) in list {
                assert!(seen.insert(*i), "index {i} handed out twice");
                assert_eq!(&v[*i], text);
            }
        }
        assert!(v.reserved() >= 4 * per_thread);
    }

    #[test]
    fn two_vectors_on_one_thread_keep_their_own_blocks() {
        let a: AppendVec<u32> = AppendVec::new();
        let b: AppendVec<u32> = AppendVec::new();
        for i in 0..1000 {
            assert_eq!(a.push(i), i as usize);
            assert_eq!(b.push(i + 1), i as usize);
        }
        assert_eq!(a[999], 999);
        assert_eq!(b[999], 1000);
        assert!(a.get(5000).is_none());
    }
}
