//! Offsets/sizes/strides of slicing ops (upstream's
//! `OffsetSizeAndStrideOpInterface` verifier in `ViewLikeInterface.cpp`,
//! and the rank-reduction helpers of `BuiltinTypes.cpp` and
//! `StaticValueUtils.cpp`): shared by `tensor.extract_slice`,
//! `tensor.insert_slice`, `memref.subview` and friends.

use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpView, Value};

use crate::view_like::verify_list_of_operands_or_integers;

/// Upstream's `computeRankReductionMask(originalShape, reducedShape)`: the
/// unit dimensions of `original` to drop to get `reduced` (matched
/// greedily, dynamic sizes only matching dynamic ones), or `None` when
/// `reduced` is not a rank-reduction of `original`.
pub fn compute_rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && size == reduced[r] {
            r += 1;
            continue;
        }
        unused.push(i);
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

/// Upstream's `SliceVerificationResult`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SliceVerificationResult {
    /// The candidate is the type or a rank-reduced version of it.
    Success,
    /// The candidate has a larger rank.
    RankTooLarge,
    /// The sizes do not match, even dropping unit dimensions.
    SizeMismatch,
    /// The element types differ.
    ElemTypeMismatch,
    /// The memory spaces differ (memrefs).
    MemSpaceMismatch,
    /// The layouts differ (memrefs).
    LayoutMismatch,
}

/// Upstream's `isRankReducedType` on the shape and element type of two
/// shaped types (the callers check type identity first if they need to).
pub fn is_rank_reduced_shape(
    original: &[i64],
    original_elem: rmlir_ir::Type,
    candidate: &[i64],
    candidate_elem: rmlir_ir::Type,
) -> SliceVerificationResult {
    if candidate.len() > original.len() {
        return SliceVerificationResult::RankTooLarge;
    }
    if compute_rank_reduction_mask(original, candidate).is_none() {
        return SliceVerificationResult::SizeMismatch;
    }
    if original_elem != candidate_elem {
        return SliceVerificationResult::ElemTypeMismatch;
    }
    SliceVerificationResult::Success
}

/// Upstream's `verifyInBoundsSlice`: the static offsets and the last
/// position of each static slice stay within the static sizes of `shape`;
/// the error is upstream's message.
pub fn verify_in_bounds_slice(
    shape: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&offset), Some(&size), Some(&stride)) =
            (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            break;
        };
        if dim == DYNAMIC || offset == DYNAMIC {
            continue;
        }
        if offset >= dim {
            return Err(format!("offset {i} is out-of-bounds: {offset} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = offset.wrapping_add(size.wrapping_sub(1).wrapping_mul(stride));
        if last >= dim {
            return Err(format!(
                "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
            ));
        }
    }
    Ok(())
}

/// The static and dynamic offsets, sizes and strides of a slicing op.
#[derive(Debug, Default)]
pub struct SliceLists {
    /// `static_offsets`.
    pub static_offsets: Vec<i64>,
    /// `static_sizes`.
    pub static_sizes: Vec<i64>,
    /// `static_strides`.
    pub static_strides: Vec<i64>,
    /// The dynamic offsets.
    pub offsets: Vec<Value>,
    /// The dynamic sizes.
    pub sizes: Vec<Value>,
    /// The dynamic strides.
    pub strides: Vec<Value>,
}

impl SliceLists {
    /// The lists of `op` from its `static_offsets`, `static_sizes` and
    /// `static_strides` properties and its ODS operand groups
    /// `first_group`, `first_group + 1` and `first_group + 2`.
    pub fn of(op: &OpView<'_>, first_group: usize) -> SliceLists {
        let arr = |name: &str| {
            op.prop(name)
                .and_then(|a| op.ctx.dense_i64_array(a))
                .unwrap_or_default()
        };
        let group = |g: usize| op.operand_group(g).to_vec();
        SliceLists {
            static_offsets: arr("static_offsets"),
            static_sizes: arr("static_sizes"),
            static_strides: arr("static_strides"),
            offsets: group(first_group),
            sizes: group(first_group + 1),
            strides: group(first_group + 2),
        }
    }
}

/// Upstream's `verifyOffsetSizeAndStrideOp`: `max_ranks` are the expected
/// lengths of the offsets, sizes and strides (`getArrayAttrMaxRanks`).
pub fn verify_offset_size_and_stride(
    op: &OpView<'_>,
    lists: &SliceLists,
    max_ranks: [usize; 3],
) -> VerifyResult {
    // Each dynamic entry of a static list has its value.
    let dynamic = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
    for (what, statics, values) in [
        ("sizes", &lists.static_sizes, &lists.sizes),
        ("strides", &lists.static_strides, &lists.strides),
        ("offsets", &lists.static_offsets, &lists.offsets),
    ] {
        if values.len() != dynamic(statics) {
            return Err(op.emit_error(format!(
                "expected the number of '{what}' to match the number of dynamic entries in 'static_{what}' ({} vs {})",
                values.len(),
                dynamic(statics)
            )));
        }
    }
    // The mixed lists are as long as the static ones.
    let n_offsets = lists.static_offsets.len();
    let n_sizes = lists.static_sizes.len();
    let n_strides = lists.static_strides.len();
    if !(n_offsets == 1 && max_ranks[0] == 1) && n_offsets != n_sizes {
        return Err(op.emit_error(format!(
            "expected mixed offsets rank to match mixed sizes rank ({n_offsets} vs {n_sizes}) so the rank of the result type is well-formed."
        )));
    }
    if n_sizes != n_strides {
        return Err(op.emit_error(format!(
            "expected mixed sizes rank to match mixed strides rank ({n_sizes} vs {n_strides}) so the rank of the result type is well-formed."
        )));
    }
    verify_list_of_operands_or_integers(
        op,
        "offset",
        max_ranks[0],
        &lists.static_offsets,
        &lists.offsets,
    )?;
    verify_list_of_operands_or_integers(
        op,
        "size",
        max_ranks[1],
        &lists.static_sizes,
        &lists.sizes,
    )?;
    verify_list_of_operands_or_integers(
        op,
        "stride",
        max_ranks[2],
        &lists.static_strides,
        &lists.strides,
    )?;
    if let Some(&o) = lists
        .static_offsets
        .iter()
        .find(|&&o| o < 0 && o != DYNAMIC)
    {
        return Err(op.emit_error(format!("expected offsets to be non-negative, but got {o}")));
    }
    if let Some(&s) = lists.static_sizes.iter().find(|&&s| s < 0 && s != DYNAMIC) {
        return Err(op.emit_error(format!("expected sizes to be non-negative, but got {s}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction_mask() {
        assert_eq!(
            compute_rank_reduction_mask(&[1, 6, 1], &[1, 6]),
            Some(vec![2])
        );
        assert_eq!(
            compute_rank_reduction_mask(&[1, 6, 1], &[6, 1]),
            Some(vec![0])
        );
        assert_eq!(
            compute_rank_reduction_mask(&[1, 1, 2, 1, 1, 4, 1], &[1, 2, 1, 4]),
            Some(vec![1, 4, 6])
        );
        assert_eq!(compute_rank_reduction_mask(&[4, 4], &[4]), None);
        assert_eq!(compute_rank_reduction_mask(&[DYNAMIC], &[4]), None);
    }

    #[test]
    fn in_bounds() {
        assert_eq!(
            verify_in_bounds_slice(&[4], &[2], &[4], &[1]),
            Err("slice along dimension 0 runs out-of-bounds: 5 >= 4".into())
        );
        assert_eq!(
            verify_in_bounds_slice(&[4], &[4], &[0], &[1]),
            Err("offset 0 is out-of-bounds: 4 >= 4".into())
        );
        assert!(verify_in_bounds_slice(&[4, DYNAMIC], &[0, 9], &[4, 1], &[1, 1]).is_ok());
    }
}
