//! Reassociation arithmetic of `ReshapeOpsUtils.cpp`:
//! `composeReassociationIndices` and `getReassociationIndicesForCollapse`
//! (with its left-to-right and right-to-left range searches).

use rmlir_ir::types::DYNAMIC;

/// Upstream's `composeReassociationIndices`: the groups of two collapsing
/// (or two expanding) reshapes in a row, as one.
pub fn compose_reassociation_indices(
    producer: &[Vec<i64>],
    consumer: &[Vec<i64>],
) -> Option<Vec<Vec<i64>>> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for &i in g {
                out.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// An inclusive range of source dimensions (`ReassociationIndexRange`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Range {
    left: i64,
    right: i64,
}

impl Range {
    fn valid(&self) -> bool {
        self.left >= 0 && self.left <= self.right
    }
    fn within(&self, outer: &Range) -> bool {
        self.left >= outer.left && self.right <= outer.right
    }
    fn single(&self) -> bool {
        self.right == self.left
    }
    fn full(&self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }
    /// `getNonOverlappingIndicesWith`.
    fn non_overlapping(&self, rhs: &Range) -> Vec<i64> {
        if self.right < rhs.left {
            let mut v = self.full();
            v.extend(rhs.full());
            return v;
        }
        let mut out: Vec<i64> = (self.left.min(rhs.left)..self.left.max(rhs.left)).collect();
        let rs = self.right.min(rhs.right) + 1;
        let re = self.right.max(rhs.right);
        if rs < re {
            out.extend(rs..=re);
        }
        out
    }
}

/// `findReassociationRangeForDynamicDim`.
fn range_for_dynamic(source: &[i64], start: i64, greedy: bool) -> Option<Range> {
    let all = Range {
        left: 0,
        right: source.len() as i64 - 1,
    };
    let mut it = Range {
        left: start,
        right: start,
    };
    let mut found = None;
    while it.within(&all) {
        if source[it.right as usize] == DYNAMIC {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        r.right = all.right;
    }
    Some(r)
}

/// `findReassociationRangeForSize`.
fn range_for_size(source: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let all = Range {
        left: 0,
        right: source.len() as i64 - 1,
    };
    let mut it = Range {
        left: start,
        right: start,
    };
    let mut prod: i64 = 1;
    let mut found = None;
    while it.within(&all) {
        let size = source[it.right as usize];
        if size == DYNAMIC {
            prod = 1;
            it = Range {
                left: it.right + 1,
                right: it.right + 1,
            };
            continue;
        }
        prod = prod.wrapping_mul(size);
        while prod > target && !it.single() {
            let front = source[it.left as usize];
            if front == 0 {
                break;
            }
            prod /= front;
            it.left += 1;
        }
        if prod == target {
            found = Some(it);
            break;
        }
        it.right += 1;
    }
    let mut r = found?;
    if greedy {
        it.right += 1;
        while it.within(&all) && source[it.right as usize] == 1 {
            r = it;
            it.right += 1;
        }
    }
    Some(r)
}

/// `findReassociationRangesForCollapse`, left to right.
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let all = Range {
        left: 0,
        right: source.len() as i64 - 1,
    };
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut prev: Option<i64> = None;
    let mut src_idx: i64 = 0;
    for (t, &size) in target.iter().enumerate() {
        let greedy = t == target.len() - 1;
        let r = if size == DYNAMIC {
            range_for_dynamic(source, src_idx, greedy)
        } else {
            range_for_size(source, src_idx, size, greedy)
        }?;
        if !r.valid() || !r.within(&all) {
            return None;
        }
        if r.left > src_idx {
            if prev != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = r.left - 1;
        }
        prev = Some(size);
        src_idx = r.right + 1;
        ranges.push(r);
    }
    if ranges.last()?.right < all.right {
        return None;
    }
    Some(ranges)
}

/// The same, scanning right to left.
fn ranges_for_collapse_reversed(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let src: Vec<i64> = source.iter().rev().copied().collect();
    let tgt: Vec<i64> = target.iter().rev().copied().collect();
    let mut ranges = ranges_for_collapse(&src, &tgt)?;
    let n = source.len() as i64;
    for r in &mut ranges {
        let (l, rt) = (r.left, r.right);
        r.left = n - 1 - rt;
        r.right = n - 1 - l;
    }
    ranges.reverse();
    Some(ranges)
}

/// Upstream's `getReassociationIndicesForCollapse(source, target)`.
pub fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|&s| s != 1 && s != DYNAMIC) {
            return None;
        }
        return Some(Vec::new());
    }
    let fwd = ranges_for_collapse(source, target)?;
    let rev = ranges_for_collapse_reversed(source, target)?;
    if fwd.len() != target.len() || rev.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (f, r) in fwd.iter().zip(&rev) {
        for i in f.non_overlapping(r) {
            if source.get(i as usize) != Some(&1) {
                return None;
            }
        }
        out.push(f.full());
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    const D: i64 = DYNAMIC;

    #[test]
    fn compose() {
        assert_eq!(
            compose_reassociation_indices(
                &[vec![0, 1], vec![2], vec![3, 4]],
                &[vec![0, 1], vec![2]]
            ),
            Some(vec![vec![0, 1, 2], vec![3, 4]])
        );
        assert_eq!(compose_reassociation_indices(&[vec![0]], &[vec![0]]), None);
        assert_eq!(
            compose_reassociation_indices(&[vec![0], vec![1]], &[]),
            Some(vec![])
        );
    }

    #[test]
    fn collapse() {
        assert_eq!(
            reassociation_for_collapse(&[2, 3, 5], &[6, 5]),
            Some(vec![vec![0, 1], vec![2]])
        );
        assert_eq!(
            reassociation_for_collapse(&[D, 2, 3, 5], &[D, 15]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
        assert_eq!(reassociation_for_collapse(&[D, D, D], &[D, D]), None);
        assert_eq!(
            reassociation_for_collapse(&[1, 4, 1], &[4]),
            Some(vec![vec![0, 1, 2]])
        );
        assert_eq!(reassociation_for_collapse(&[2, 2], &[3]), None);
        assert_eq!(reassociation_for_collapse(&[1, D], &[]), Some(vec![]));
    }
}
