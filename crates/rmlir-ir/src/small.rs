//! Collecting into a `SmallVec`.
//!
//! `SmallVec`'s `Extend` (and so `collect`) reserves by the iterator's
//! size hint and takes a general path costing some sixty instructions even
//! for an empty or one-element iterator; the IR's short lists (an op's
//! operands, a group of results, a handful of regions) are collected
//! millions of times, where pushing one by one is several times cheaper.

use smallvec::{Array, SmallVec};

/// The items of `it`, pushed one by one.
#[inline]
pub fn collect_small<A: Array>(it: impl IntoIterator<Item = A::Item>) -> SmallVec<A> {
    let mut v = SmallVec::new();
    for x in it {
        v.push(x);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collects_inline_and_spilled() {
        let v: SmallVec<[u32; 2]> = collect_small(0..1);
        assert_eq!(&v[..], &[0]);
        assert!(!v.spilled());
        let v: SmallVec<[u32; 2]> = collect_small(0..5);
        assert_eq!(&v[..], &[0, 1, 2, 3, 4]);
        assert!(v.spilled());
    }
}
