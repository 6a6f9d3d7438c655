//! Ops that read or write a subset of a tensor (upstream's
//! `SubsetOpInterface`, `SubsetExtractionOpInterface` and
//! `SubsetInsertionOpInterface`), as loop-invariant subset hoisting asks
//! them: which part of which operand they access, and whether two of them
//! access the same or disjoint parts.
//!
//! Upstream compares slice bounds with `ValueBoundsConstraintSet`; rmlir
//! compares them as linear sums of opaque values and constants
//! ([`crate::value_bounds`]).

use rmlir_ir::{Body, BodyId, Context, OpId, OpView};

use crate::value_bounds::linear_form;

use crate::view_like::OpFoldResult;

/// The part of a tensor an op accesses (upstream's
/// `HyperrectangularSlice`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HyperrectangularSlice {
    /// Per dimension, the first index.
    pub offsets: Vec<OpFoldResult>,
    /// Per dimension, the number of elements.
    pub sizes: Vec<OpFoldResult>,
    /// Per dimension, the distance between elements.
    pub strides: Vec<OpFoldResult>,
}

/// What kind of subset op an op is, with its operands by index.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SubsetKind {
    /// `SubsetExtractionOpInterface`: reads `source` (a tensor); result 0
    /// is the subset.
    Extraction {
        /// `getSourceOperand`.
        source: usize,
    },
    /// `SubsetInsertionOpInterface`: writes `source` into `destination`;
    /// result 0 is the updated destination.
    Insertion {
        /// `getSourceOperand`: the value inserted.
        source: usize,
        /// `getDestinationOperand`.
        destination: usize,
    },
}

/// `SubsetOpInterface` with its extraction/insertion refinement. A
/// dialect attaches it to its ops
/// (`Context::attach_op_interface::<dyn SubsetOp>`).
pub trait SubsetOp: Sync {
    /// Whether the op extracts or inserts, and through which operands.
    fn kind(&self, op: &OpView<'_>) -> Option<SubsetKind>;

    /// `getAccessedHyperrectangularSlice`.
    fn accessed_slice(&self, op: &OpView<'_>) -> Option<HyperrectangularSlice>;
}

/// How two index values compare (upstream's `strongCompare`): `Some`
/// when their difference is a known constant.
fn difference(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    a: OpFoldResult,
    b: OpFoldResult,
) -> Option<i64> {
    let la = linear_form(ctx, body, body_id, a);
    let lb = linear_form(ctx, body, body_id, b);
    la.sub(&lb)?.as_constant()
}

/// Upstream's `ValueBoundsConstraintSet::areEquivalentSlices`: `Some(true)`
/// when every offset, size and stride is provably equal, `Some(false)`
/// when one provably differs (in upstream's order), `None` when unknown.
pub fn are_equivalent_slices(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    s1: &HyperrectangularSlice,
    s2: &HyperrectangularSlice,
) -> Option<bool> {
    if s1.offsets.len() != s2.offsets.len()
        || s1.sizes.len() != s2.sizes.len()
        || s1.strides.len() != s2.strides.len()
    {
        return None;
    }
    let lists = [
        (&s1.offsets, &s2.offsets),
        (&s1.sizes, &s2.sizes),
        (&s1.strides, &s2.strides),
    ];
    for (l1, l2) in lists {
        for (&a, &b) in l1.iter().zip(l2.iter()) {
            let d = difference(ctx, body, body_id, a, b)?;
            if d != 0 {
                return Some(false);
            }
        }
    }
    Some(true)
}

/// Upstream's `ValueBoundsConstraintSet::areOverlappingSlices`, for unit
/// strides: `Some(false)` as soon as a dimension is provably disjoint,
/// `None` at the first dimension neither provably disjoint nor
/// overlapping, `Some(true)` when all overlap.
pub fn are_overlapping_slices(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    s1: &HyperrectangularSlice,
    s2: &HyperrectangularSlice,
) -> Option<bool> {
    let n = s1.offsets.len();
    if [
        s1.sizes.len(),
        s1.strides.len(),
        s2.offsets.len(),
        s2.sizes.len(),
        s2.strides.len(),
    ]
    .iter()
    .any(|&l| l != n)
    {
        return None;
    }
    let one = |s: OpFoldResult| linear_form(ctx, body, body_id, s).as_constant() == Some(1);
    for d in 0..n {
        if !one(s1.strides[d]) || !one(s2.strides[d]) {
            return None;
        }
        let off1 = linear_form(ctx, body, body_id, s1.offsets[d]);
        let off2 = linear_form(ctx, body, body_id, s2.offsets[d]);
        let size1 = linear_form(ctx, body, body_id, s1.sizes[d]);
        let size2 = linear_form(ctx, body, body_id, s2.sizes[d]);
        // end1 - offset2 and end2 - offset1, i.e.
        // offset1 + size1 - offset2 and offset2 + size2 - offset1.
        let end1_minus_off2 = off1.add_scaled(&size1, 1)?.sub(&off2)?;
        let end2_minus_off1 = off2.add_scaled(&size2, 1)?.sub(&off1)?;
        let (a, b) = (end1_minus_off2.as_constant(), end2_minus_off1.as_constant());
        // Disjoint in this dimension: end1 <= offset2 or end2 <= offset1.
        if a.is_some_and(|a| a <= 0) || b.is_some_and(|b| b <= 0) {
            return Some(false);
        }
        // Overlapping: end1 > offset2 and end2 > offset1.
        if a.is_some_and(|a| a > 0) && b.is_some_and(|b| b > 0) {
            continue;
        }
        return None;
    }
    Some(true)
}

/// The [`SubsetOp`] implementation and kind of `op`, if it has one.
pub fn subset_op(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<(&'static dyn SubsetOp, SubsetKind)> {
    let iface = ctx.op_interface::<dyn SubsetOp>(body.op(op).name)?;
    let kind = iface.kind(&view(ctx, body, body_id, op))?;
    Some((iface, kind))
}

/// A view of `op` for the interface's hooks.
pub fn view<'a>(ctx: &'a Context, body: &'a Body, body_id: BodyId, op: OpId) -> OpView<'a> {
    OpView {
        ctx,
        body,
        body_id,
        op,
        inner: None,
        owner: None,
        def: ctx.op_def(body.op(op).name),
    }
}

/// The slice `op` accesses.
fn slice_of(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<HyperrectangularSlice> {
    let iface = ctx.op_interface::<dyn SubsetOp>(body.op(op).name)?;
    iface.accessed_slice(&view(ctx, body, body_id, op))
}

/// Upstream's `defaultOperatesOnEquivalentSubset`, with every tensor
/// container equivalent (as the hoisting asks it).
pub fn operates_on_equivalent_subset(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    a: OpId,
    b: OpId,
) -> bool {
    let (Some(s1), Some(s2)) = (
        slice_of(ctx, body, body_id, a),
        slice_of(ctx, body, body_id, b),
    ) else {
        return false;
    };
    are_equivalent_slices(ctx, body, body_id, &s1, &s2) == Some(true)
}

/// Upstream's `defaultOperatesOnDisjointSubset`, with every tensor
/// container equivalent.
pub fn operates_on_disjoint_subset(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    a: OpId,
    b: OpId,
) -> bool {
    let (Some(s1), Some(s2)) = (
        slice_of(ctx, body, body_id, a),
        slice_of(ctx, body, body_id, b),
    ) else {
        return false;
    };
    are_overlapping_slices(ctx, body, body_id, &s1, &s2) == Some(false)
}
