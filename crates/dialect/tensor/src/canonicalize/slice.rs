//! Patterns of `tensor.extract_slice`, `tensor.insert_slice` and
//! `tensor.parallel_insert_slice`: constant arguments made static
//! (`OpWithOffsetSizesAndStridesConstantArgumentFolder`,
//! `InsertSliceOpConstantArgumentFolder`), casts folded in
//! (`ExtractSliceOpCastFolder`, `InsertSliceOpCastFolder`) and casts
//! inserted (`InsertSliceOpSourceCastInserter`).

use rmlir_interfaces::slice::{
    is_rank_reduced_shape, verify_in_bounds_slice, SliceVerificationResult,
};
use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Location, OpId, Type, Value};

use super::*;
use crate::fold::mixed_lists;

/// Builds a `tensor.extract_slice` from mixed lists.
pub(crate) fn build_extract_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: Value,
    lists: [&[OpFoldResult]; 3],
) -> Value {
    let (so, ov) = dispatch(lists[0]);
    let (ss, sv) = dispatch(lists[1]);
    let (st, tv) = dispatch(lists[2]);
    let ctx = rw.ctx;
    let (a, b, c) = (
        ctx.dense_i64_array_attr(&so),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&st),
    );
    ExtractSliceOp::build(rw, loc, ty, source, &ov, &sv, &tv, a, b, c).result()
}

/// Builds a `tensor.insert_slice` (or, `parallel`, a
/// `tensor.parallel_insert_slice`) from mixed lists.
fn build_insert_slice(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    parallel: bool,
    source: Value,
    dest: Value,
    lists: [&[OpFoldResult]; 3],
) -> OpId {
    let (so, ov) = dispatch(lists[0]);
    let (ss, sv) = dispatch(lists[1]);
    let (st, tv) = dispatch(lists[2]);
    let ctx = rw.ctx;
    let (a, b, c) = (
        ctx.dense_i64_array_attr(&so),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&st),
    );
    if parallel {
        ParallelInsertSliceOp::build(rw, loc, source, dest, &ov, &sv, &tv, a, b, c).id()
    } else {
        let ty = rw.body.value_type(dest);
        InsertSliceOp::build(rw, loc, ty, source, dest, &ov, &sv, &tv, a, b, c).id()
    }
}

fn statics(list: &[OpFoldResult]) -> Vec<i64> {
    list.iter()
        .map(|o| match o {
            OpFoldResult::Int(i) => *i,
            OpFoldResult::Value(_) => DYNAMIC,
        })
        .collect()
}

/// `ExtractSliceOp::inferCanonicalRankReducedResultType`: the sizes as a
/// type, dropping the first unit dimensions down to `rank`.
fn canonical_rank_reduced_type(
    rw: &PatternRewriter<'_>,
    rank: usize,
    source: Type,
    sizes: &[i64],
) -> Option<Type> {
    let (_, elem, enc) = ranked(rw.ctx, source)?;
    if sizes.len() <= rank {
        return Some(ranked_type(rw.ctx, sizes, elem, enc));
    }
    let mut to_drop = sizes.len() - rank;
    let mut shape = Vec::with_capacity(rank);
    for &s in sizes {
        if to_drop > 0 && s == 1 {
            to_drop -= 1;
            continue;
        }
        shape.push(s);
    }
    Some(ranked_type(rw.ctx, &shape, elem, None))
}

/// Whether an operand of `op` is a constant index
/// (`matchPattern(operand, matchConstantIndex())`).
fn has_constant_index_operand(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body.operands(op).any(|v| {
        rw.ctx.type_kind(ty_of(rw, v)) == &rmlir_ir::TypeKind::Index && cst(rw, v).is_some()
    })
}

// ----- tensor.extract_slice -----

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp, ...>`.
fn extract_slice_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let [mut offsets, mut sizes, mut strides] = mixed_lists(&rw.view(op), 1);
    if !fold_dynamic_index_list(rw, &mut offsets, true, false)
        && !fold_dynamic_index_list(rw, &mut sizes, true, false)
        && !fold_dynamic_index_list(rw, &mut strides, false, false)
    {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let source_ty = ty_of(rw, source);
    let Some(shape) = shape_of(rw.ctx, source_ty) else {
        return false;
    };
    if verify_in_bounds_slice(
        shape,
        &statics(&offsets),
        &statics(&sizes),
        &statics(&strides),
    )
    .is_err()
    {
        return false;
    }
    let old_ty = ty_of(rw, rw.body.result(op, 0));
    let Some(rank) = shape_of(rw.ctx, old_ty).map(<[i64]>::len) else {
        return false;
    };
    let Some(new_ty) = canonical_rank_reduced_type(rw, rank, source_ty, &statics(&sizes)) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let mut v = build_extract_slice(rw, loc, new_ty, source, [&offsets, &sizes, &strides]);
    if new_ty != old_ty {
        v = cast(rw, loc, old_ty, v);
    }
    replace(rw, op, v);
    true
}

/// `ExtractSliceOpCastFolder`: a slice of a foldable cast slices the
/// cast's source.
fn extract_slice_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let Some(src) = foldable_cast_source(rw.ctx, rw.body, rw.body.operand(op, 0)) else {
        return false;
    };
    let [offsets, sizes, strides] = mixed_lists(&rw.view(op), 1);
    // The pattern does not apply when the new op would not verify.
    let Some(src_shape) = shape_of(rw.ctx, ty_of(rw, src)) else {
        return false;
    };
    if verify_in_bounds_slice(
        src_shape,
        &statics(&offsets),
        &statics(&sizes),
        &statics(&strides),
    )
    .is_err()
    {
        return false;
    }
    let ty = ty_of(rw, rw.body.result(op, 0));
    let loc = loc_of(rw, op);
    let v = build_extract_slice(rw, loc, ty, src, [&offsets, &sizes, &strides]);
    replace(rw, op, v);
    true
}

static EXTRACT_SLICE_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>",
        "tensor.extract_slice",
        extract_slice_constant_arguments,
    ),
    FnPattern::new(
        "(anonymous namespace)::ExtractSliceOpCastFolder",
        "tensor.extract_slice",
        extract_slice_cast_folder,
    ),
];

pub(crate) fn extract_slice_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &EXTRACT_SLICE_PATTERNS);
}

// ----- tensor.insert_slice and tensor.parallel_insert_slice -----

/// `verifyInsertSliceOp`: `src` is the slice of `dst` the static lists
/// describe, or a rank-reduced version of it.
fn insert_slice_verifies(rw: &PatternRewriter<'_>, src: Type, dst: Type, sizes: &[i64]) -> bool {
    let (Some((s, se, _)), Some((_, de, _))) = (ranked(rw.ctx, src), ranked(rw.ctx, dst)) else {
        return false;
    };
    is_rank_reduced_shape(sizes, de, s, se) == SliceVerificationResult::Success
}

/// Before the parallel combining op holding a `parallel_insert_slice`,
/// where values it uses must be defined; before the op otherwise.
fn set_insertion_for_insert(rw: &mut PatternRewriter<'_>, op: OpId, parallel: bool) {
    if parallel {
        if let Some(p) = rw.body.parent_op(op) {
            rw.set_insertion_point(p);
        }
    }
}

/// `InsertSliceOpConstantArgumentFolder`.
fn insert_slice_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>, parallel: bool) -> bool {
    let [mut offsets, mut sizes, mut strides] = mixed_lists(&rw.view(op), 2);
    if !fold_dynamic_index_list(rw, &mut offsets, true, false)
        && !fold_dynamic_index_list(rw, &mut sizes, true, false)
        && !fold_dynamic_index_list(rw, &mut strides, false, true)
    {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let dest = rw.body.operand(op, 1);
    let source_ty = ty_of(rw, source);
    let dest_ty = ty_of(rw, dest);
    let Some(dest_shape) = shape_of(rw.ctx, dest_ty) else {
        return false;
    };
    if verify_in_bounds_slice(
        dest_shape,
        &statics(&offsets),
        &statics(&sizes),
        &statics(&strides),
    )
    .is_err()
    {
        return false;
    }
    let Some(rank) = shape_of(rw.ctx, source_ty).map(<[i64]>::len) else {
        return false;
    };
    let Some(new_src_ty) = canonical_rank_reduced_type(rw, rank, dest_ty, &statics(&sizes)) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let mut to_insert = source;
    if new_src_ty != source_ty {
        let ip = rw.insertion_point();
        set_insertion_for_insert(rw, op, parallel);
        to_insert = cast(rw, loc, new_src_ty, source);
        rw.restore_insertion_point(ip);
    }
    let new = build_insert_slice(
        rw,
        loc,
        parallel,
        to_insert,
        dest,
        [&offsets, &sizes, &strides],
    );
    let results: Vec<Value> = rw.body.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// `InsertSliceOpCastFolder`: foldable casts of the source or the
/// destination are folded in; the result is cast back to its type.
fn insert_slice_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>, parallel: bool) -> bool {
    let ctx = rw.ctx;
    if has_constant_index_operand(rw, op) {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let dest = rw.body.operand(op, 1);
    let src_cast = foldable_cast_source(ctx, rw.body, source);
    let dst_cast = foldable_cast_source(ctx, rw.body, dest);
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let src = src_cast.unwrap_or(source);
    let dst = dst_cast.unwrap_or(dest);
    let (src_ty, dst_ty) = (ty_of(rw, src), ty_of(rw, dst));
    let Some(src_shape) = shape_of(ctx, src_ty).map(<[i64]>::to_vec) else {
        return false;
    };
    if shape_of(ctx, dst_ty).is_none() {
        return false;
    }
    let [offsets, mut sizes, strides] = mixed_lists(&rw.view(op), 2);
    let mut static_sizes = statics(&sizes);
    let Some(mask) = rank_reduction_mask_matching_dynamic(&static_sizes, &src_shape) else {
        return false;
    };
    let mut reduced = 0usize;
    for (idx, size) in static_sizes.iter_mut().enumerate() {
        if mask.contains(&idx) {
            continue;
        }
        let Some(&d) = src_shape.get(reduced) else {
            return false;
        };
        if d != DYNAMIC {
            sizes[idx] = OpFoldResult::Int(d);
            *size = d;
            reduced += 1;
        }
    }
    if !insert_slice_verifies(rw, src_ty, dst_ty, &static_sizes) {
        return false;
    }
    // Nor when the slice would run out of the new destination.
    let Some(dst_shape) = shape_of(ctx, dst_ty) else {
        return false;
    };
    if verify_in_bounds_slice(
        dst_shape,
        &statics(&offsets),
        &static_sizes,
        &statics(&strides),
    )
    .is_err()
    {
        return false;
    }
    let loc = loc_of(rw, op);
    let new = build_insert_slice(rw, loc, parallel, src, dst, [&offsets, &sizes, &strides]);
    let mut results: Vec<Value> = rw.body.results(new).collect();
    if !parallel && dst_ty != ty_of(rw, dest) {
        let old = ty_of(rw, dest);
        results = vec![cast(rw, loc, old, results[0])];
    }
    rw.replace_op(op, &results);
    true
}

/// `computeRankReductionMask(sizes, shape, /*matchDynamic=*/true)`: a
/// dynamic size matches any size and any size matches a dynamic one.
fn rank_reduction_mask_matching_dynamic(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut unused = Vec::new();
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        if r < reduced.len() && (size == reduced[r] || size == DYNAMIC || reduced[r] == DYNAMIC) {
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

/// `InsertSliceOpSourceCastInserter`: constant sizes give the source a
/// more static type through a cast.
fn insert_slice_source_cast_inserter(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    parallel: bool,
) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operand(op, 0);
    let dest = rw.body.operand(op, 1);
    let src_ty = ty_of(rw, source);
    let (Some((src_shape, elem, enc)), Some(dst_shape)) =
        (ranked(ctx, src_ty), shape_of(ctx, ty_of(rw, dest)))
    else {
        return false;
    };
    if src_shape.len() != dst_shape.len() {
        return false;
    }
    let [offsets, sizes, strides] = mixed_lists(&rw.view(op), 2);
    let mut new_shape = src_shape.to_vec();
    for (i, s) in new_shape.iter_mut().enumerate() {
        let Some(&o) = sizes.get(i) else {
            return false;
        };
        if let Some(c) = cst_ofr(rw, o) {
            if c < 0 {
                return false;
            }
            *s = c;
        }
    }
    let new_ty = ranked_type(ctx, &new_shape, elem, enc);
    if new_ty == src_ty
        || !preserves_static_information(ctx, src_ty, new_ty)
        || !crate::verify::cast_compatible(ctx, &[src_ty], &[new_ty])
    {
        return false;
    }
    let loc = loc_of(rw, op);
    let ip = rw.insertion_point();
    set_insertion_for_insert(rw, op, parallel);
    let c = cast(rw, loc, new_ty, source);
    rw.restore_insertion_point(ip);
    let new = build_insert_slice(rw, loc, parallel, c, dest, [&offsets, &sizes, &strides]);
    let results: Vec<Value> = rw.body.results(new).collect();
    rw.replace_op(op, &results);
    true
}

fn insert_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_constant_arguments(op, rw, false)
}
fn insert_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_cast_folder(op, rw, false)
}
fn insert_source_cast_inserter(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_source_cast_inserter(op, rw, false)
}
fn parallel_constant_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_constant_arguments(op, rw, true)
}
fn parallel_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_cast_folder(op, rw, true)
}
fn parallel_source_cast_inserter(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    insert_slice_source_cast_inserter(op, rw, true)
}

static INSERT_SLICE_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>",
        "tensor.insert_slice",
        insert_constant_arguments,
    ),
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>",
        "tensor.insert_slice",
        insert_cast_folder,
    ),
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>",
        "tensor.insert_slice",
        insert_source_cast_inserter,
    ),
];

pub(crate) fn insert_slice_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &INSERT_SLICE_PATTERNS);
}

static PARALLEL_INSERT_SLICE_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::ParallelInsertSliceOp>",
        "tensor.parallel_insert_slice",
        parallel_constant_arguments,
    ),
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::ParallelInsertSliceOp>",
        "tensor.parallel_insert_slice",
        parallel_cast_folder,
    ),
    FnPattern::new(
        "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::ParallelInsertSliceOp>",
        "tensor.parallel_insert_slice",
        parallel_source_cast_inserter,
    ),
];

pub(crate) fn parallel_insert_slice_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &PARALLEL_INSERT_SLICE_PATTERNS);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mask_matching_dynamic() {
        assert_eq!(
            rank_reduction_mask_matching_dynamic(&[1, DYNAMIC, 4], &[8, 4]),
            Some(vec![0])
        );
        assert_eq!(rank_reduction_mask_matching_dynamic(&[2, 4], &[4]), None);
    }
}
