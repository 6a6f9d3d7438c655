//! The folds of `vector.extract` that look through chains of producers
//! (`VectorOps.cpp`, mlir-opt 22): inserts and transposes, `shape_cast`,
//! `extract_strided_slice` and `insert_strided_slice`. All need a static
//! position; most rewrite the extract in place.

use rmlir_ir::{Body, Context, OpId, Value};

use crate::fold::{defining, prop_i64s, set_prop, Steps};
use crate::slices::strides_all_one;
use crate::{
    vector_parts, EXTRACT_STRIDED_SLICE_OP, INSERT_OP, INSERT_STRIDED_SLICE_OP, SHAPE_CAST_OP,
    TRANSPOSE_OP,
};

/// What a chain fold did.
pub(crate) enum ChainFold {
    /// The extract is this value.
    Value(Value),
    /// The extract now reads from further up the chain.
    InPlace,
}

fn rank_of(ctx: &Context, body: &Body, v: Value) -> usize {
    vector_parts(ctx, body.value_type(v)).map_or(0, |(s, _, _)| s.len())
}

/// Sets the source and static position of an extract with no dynamic
/// position.
fn retarget(ctx: &Context, body: &mut Body, op: OpId, source: Value, pos: &[i64]) {
    body.set_operands(op, &[source]);
    set_prop(
        ctx,
        body,
        op,
        "static_position",
        ctx.dense_i64_array_attr(pos),
    );
}

/// `a` is a prefix of `b` (`isContainedWithin`).
fn is_prefix(a: &[i64], b: &[i64]) -> bool {
    a.len() <= b.len() && a == &b[..a.len()]
}

/// `intersectsWhereNonNegative`: no common known entry differs.
fn intersects(a: &[i64], b: &[i64]) -> bool {
    a.iter().zip(b).all(|(&x, &y)| x < 0 || y < 0 || x == y)
}

/// `ExtractFromInsertTransposeChainState::fold`: follows the extracted
/// position up through inserts (skipping those it cannot overlap) and
/// transposes (permuting the position), to the inserted value that holds
/// it or to the vector before the chain.
pub(crate) fn fold_insert_transpose_chain(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    statics: &[i64],
) -> Option<ChainFold> {
    let source = body.operand(op, 0);
    let rank = rank_of(ctx, body, source);
    let mut extracted_rank = statics.len();
    if extracted_rank > rank {
        return None;
    }
    // Unknown trailing dimensions are tracked as -1, -2, ...; a transpose
    // moving them among the known ones makes the chain unfoldable.
    let sentinels: Vec<i64> = (extracted_rank..rank).map(|i| -(i as i64) - 1).collect();
    let mut position: Vec<i64> = statics
        .iter()
        .copied()
        .chain(sentinels.iter().copied())
        .collect();
    let can_fold = |position: &[i64], extracted_rank: usize| {
        position.get(extracted_rank..) == Some(&sentinels[..])
    };
    let mut current = source;
    let mut steps = Steps::new(body);
    loop {
        if !steps.take() {
            return None;
        }
        if let Some(t) = defining(ctx, body, current, &TRANSPOSE_OP) {
            let perm = prop_i64s(ctx, body, t, "permutation")?;
            if perm.len() != position.len() {
                return None;
            }
            let mut permuted = vec![0i64; position.len()];
            for (i, &p) in perm.iter().enumerate() {
                *permuted.get_mut(usize::try_from(p).ok()?)? = position[i];
            }
            position = permuted;
            current = body.operand(t, 0);
            continue;
        }
        let Some(ins) = defining(ctx, body, current, &INSERT_OP) else {
            break;
        };
        if body.operand_count(ins) != 2 {
            return None;
        }
        let inserted = prop_i64s(ctx, body, ins, "static_position")?;
        let stored = body.operand(ins, 0);
        if position.get(..extracted_rank) == Some(&inserted[..])
            && can_fold(&position, extracted_rank)
        {
            return Some(ChainFold::Value(stored));
        }
        if is_prefix(&inserted, &position) {
            position.drain(..inserted.len());
            extracted_rank = position.len() - sentinels.len();
            return try_in_place(
                ctx,
                body,
                op,
                stored,
                &position,
                extracted_rank,
                can_fold(&position, extracted_rank),
            );
        }
        if is_prefix(&position, &inserted) || intersects(&position, &inserted) {
            return None;
        }
        current = body.operand(ins, 1);
    }
    try_in_place(
        ctx,
        body,
        op,
        current,
        &position,
        extracted_rank,
        can_fold(&position, extracted_rank),
    )
}

/// `tryToFoldExtractOpInPlace`.
fn try_in_place(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    source: Value,
    position: &[i64],
    extracted_rank: usize,
    can_fold: bool,
) -> Option<ChainFold> {
    if source == body.operand(op, 0) || !can_fold {
        return None;
    }
    retarget(ctx, body, op, source, &position[..extracted_rank]);
    Some(ChainFold::InPlace)
}

/// `foldExtractFromShapeCast`: an extract of a `shape_cast` that keeps
/// the extracted trailing dimensions reads the cast's source.
pub(crate) fn fold_from_shape_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    statics: &[i64],
) -> bool {
    let source = body.operand(op, 0);
    let Some(cast) = defining(ctx, body, source, &SHAPE_CAST_OP) else {
        return false;
    };
    let cast_src = body.operand(cast, 0);
    let (Some((src_shape, _, _)), Some((ex_shape, _, _))) = (
        vector_parts(ctx, body.value_type(cast_src)),
        vector_parts(ctx, body.value_type(source)),
    ) else {
        return false;
    };
    let (src_shape, ex_shape) = (src_shape.to_vec(), ex_shape.to_vec());
    let dest_shape: Vec<i64> = vector_parts(ctx, body.value_type(body.result(op, 0)))
        .map_or(Vec::new(), |(s, _, _)| s.to_vec());
    let dest_rank = dest_shape.len();
    if dest_rank > src_shape.len() || statics.len() + dest_rank > ex_shape.len() {
        return false;
    }
    // The `n`-th dimension from the innermost one.
    let rev = |shape: &[i64], n: usize| shape[shape.len() - 1 - n];
    if (0..dest_rank).any(|i| rev(&src_shape, i) != rev(&dest_shape, i)) {
        return false;
    }
    // Shapes whose element count overflows are left alone.
    let mut linear = 0i64;
    let mut stride = 1i64;
    for (i, &p) in statics.iter().rev().enumerate() {
        let Some(l) = p.checked_mul(stride).and_then(|x| x.checked_add(linear)) else {
            return false;
        };
        linear = l;
        let Some(s) = stride.checked_mul(rev(&ex_shape, i + dest_rank)) else {
            return false;
        };
        stride = s;
    }
    let outer = src_shape.len() - dest_rank;
    let mut strides = vec![0i64; outer];
    let mut stride = 1i64;
    for i in 0..outer {
        strides[outer - 1 - i] = stride;
        let Some(s) = stride.checked_mul(rev(&src_shape, i + dest_rank)) else {
            return false;
        };
        stride = s;
    }
    let mut pos = Vec::with_capacity(outer);
    for &s in &strides {
        if s == 0 {
            return false;
        }
        pos.push(linear / s);
        linear %= s;
    }
    retarget(ctx, body, op, cast_src, &pos);
    true
}

/// `foldExtractFromExtractStrided`: an extract of a unit-stride slice
/// reads the sliced vector at the offset position.
pub(crate) fn fold_from_extract_strided(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    statics: &[i64],
) -> bool {
    let Some(slice) = defining(ctx, body, body.operand(op, 0), &EXTRACT_STRIDED_SLICE_OP) else {
        return false;
    };
    let sliced = body.operand(slice, 0);
    let (Some((src_shape, _, _)), Some((slice_shape, _, _))) = (
        vector_parts(ctx, body.value_type(sliced)),
        vector_parts(ctx, body.value_type(body.result(slice, 0))),
    ) else {
        return false;
    };
    if src_shape.is_empty() || !strides_all_one(ctx, body, slice) {
        return false;
    }
    let Some(mut offsets) = prop_i64s(ctx, body, slice, "offsets") else {
        return false;
    };
    // Dimensions taken whole from offset zero need no adjustment.
    while let Some(&last) = offsets.last() {
        let d = offsets.len() - 1;
        if last != 0 || slice_shape.get(d) != src_shape.get(d) {
            break;
        }
        offsets.pop();
    }
    let dest_rank = rank_of(ctx, body, body.result(op, 0));
    if dest_rank + offsets.len() > src_shape.len() || statics.len() < offsets.len() {
        return false;
    }
    let mut pos = statics.to_vec();
    for (p, o) in pos.iter_mut().zip(&offsets) {
        *p += o;
    }
    retarget(ctx, body, op, sliced, &pos);
    true
}

/// `foldExtractStridedOpFromInsertChain` for extracts: an extract wholly
/// inside a slice an `insert_strided_slice` wrote reads the inserted
/// value; inserts it cannot overlap are looked through.
pub(crate) fn fold_from_insert_strided_chain(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    statics: &[i64],
) -> bool {
    let dest_rank = rank_of(ctx, body, body.result(op, 0));
    let mut next = defining(ctx, body, body.operand(op, 0), &INSERT_STRIDED_SLICE_OP);
    if next.is_some_and(|i| rank_of(ctx, body, body.operand(i, 1)) == 0) {
        return false;
    }
    let mut steps = Steps::new(body);
    while let Some(ins) = next {
        if !steps.take() {
            return false;
        }
        let stored = body.operand(ins, 0);
        let Some((src_shape, _, _)) = vector_parts(ctx, body.value_type(stored)) else {
            return false;
        };
        let Some((dst_shape, _, _)) = vector_parts(ctx, body.value_type(body.operand(ins, 1)))
        else {
            return false;
        };
        let (src_shape, dst_shape) = (src_shape.to_vec(), dst_shape.to_vec());
        let Some(diff) = dst_shape.len().checked_sub(src_shape.len()) else {
            return false;
        };
        if dest_rank > src_shape.len() || !strides_all_one(ctx, body, ins) {
            return false;
        }
        let Some(offsets) = prop_i64s(ctx, body, ins, "offsets") else {
            return false;
        };
        let mut disjoint = false;
        let mut diffs = Vec::new();
        for (dim, &offset) in statics.iter().enumerate() {
            let Some(&start) = offsets.get(dim) else {
                return false;
            };
            let size = if dim < diff { 1 } else { src_shape[dim - diff] };
            if start <= offset && offset < start + size {
                if dim >= diff {
                    diffs.push(offset - start);
                }
                continue;
            }
            disjoint = true;
            break;
        }
        if !disjoint {
            let src_diff = src_shape.len() - dest_rank;
            if (0..dest_rank).any(|i| src_shape[i + src_diff] != dst_shape[i + src_diff + diff]) {
                return false;
            }
            retarget(ctx, body, op, stored, &diffs);
            return true;
        }
        next = defining(ctx, body, body.operand(ins, 1), &INSERT_STRIDED_SLICE_OP);
    }
    false
}
