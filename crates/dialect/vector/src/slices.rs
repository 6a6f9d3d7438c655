//! Folds and canonicalization patterns of `vector.extract_strided_slice`,
//! `vector.insert_strided_slice` and of `vector.insert` into constants
//! (`VectorOps.cpp`, mlir-opt 22).

use rmlir_ir::common_folders::{dense_element_attrs, dense_from_attrs, is_poison, value_constant};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, Value};

use crate::fold::{
    defining, fold_constant_indices, mixed_position, prop_i64s, set_prop, Pos, Steps, MAX_EXPANDED,
};
use crate::{vector_parts, BROADCAST_OP, EXTRACT_STRIDED_SLICE_OP, INSERT_STRIDED_SLICE_OP};

/// Upstream's `vectorSizeFoldThreshold`: constants with more elements are
/// only rewritten when the value they replace has a single use.
const FOLD_THRESHOLD: usize = 256;

/// An `I64ArrayAttr` (`Builder::getI64ArrayAttr`).
pub(crate) fn i64_array_attr(ctx: &Context, v: &[i64]) -> Attribute {
    let i64t = ctx.int_type(64);
    let items: Vec<Attribute> = v.iter().map(|&x| ctx.integer_attr(i64t, x)).collect();
    ctx.array_attr(&items)
}

/// `computeStrides`: the row-major strides of a static shape.
fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].saturating_mul(shape[i + 1]);
    }
    strides
}

fn linearize(pos: &[i64], strides: &[i64]) -> Option<usize> {
    let l = pos
        .iter()
        .zip(strides)
        .try_fold(0i64, |acc, (&p, &s)| acc.checked_add(p.checked_mul(s)?))?;
    usize::try_from(l).ok()
}

/// `incSlicePosition`: the next position, in row-major order, of the box
/// of `shape` at `offsets`; false past the last one.
fn next_position(pos: &mut [i64], shape: &[i64], offsets: &[i64]) -> bool {
    for i in (0..pos.len()).rev() {
        pos[i] += 1;
        if pos[i] < shape[i] + offsets[i] {
            return true;
        }
        pos[i] = offsets[i];
    }
    false
}

/// A static vector type's shape and element count, when it is small
/// enough to expand its constants.
fn fixed_shape(ctx: &Context, ty: Type) -> Option<(Vec<i64>, usize)> {
    let (shape, scalable, _) = vector_parts(ctx, ty)?;
    if scalable.iter().any(|&b| b) || shape.iter().any(|&d| d < 0) {
        return None;
    }
    let n = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize))?;
    (n <= MAX_EXPANDED).then(|| (shape.to_vec(), n))
}

fn has_one_use(body: &Body, v: Value) -> bool {
    let mut users = body.users(v);
    users.next().is_some() && users.next().is_none()
}

pub(crate) fn strides_all_one(ctx: &Context, body: &Body, op: OpId) -> bool {
    prop_i64s(ctx, body, op, "strides").is_some_and(|s| s.iter().all(|&x| x == 1))
}

// ----- extract_strided_slice -----

/// `ExtractStridedSliceOp::fold`.
pub(crate) fn fold_extract_strided_slice(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    if f.body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if fold_from_insert_chain(ctx, f.body, f.op) {
        return Fold::InPlace;
    }
    let Some(c) = f.operands.first().copied().flatten() else {
        return Fold::Failure;
    };
    match ctx.attr_kind(c) {
        AttrKind::DenseElements {
            splat: true, raw, ..
        } => {
            let a = ctx.intern_attr(AttrKind::DenseElements {
                ty: res_ty,
                splat: true,
                raw: raw.clone(),
            });
            FoldCtx::single(FoldResult::Attr(a))
        }
        AttrKind::DenseElements { .. } => match slice_constant(ctx, f.body, f.op, c, res_ty) {
            Some(a) => FoldCtx::single(FoldResult::Attr(a)),
            None => Fold::Failure,
        },
        _ => Fold::Failure,
    }
}

/// `foldExtractStridedSliceNonSplatConstant`: the elements of the slice.
fn slice_constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c: Attribute,
    res_ty: Type,
) -> Option<Attribute> {
    if !strides_all_one(ctx, body, op) {
        return None;
    }
    let src_ty = body.value_type(body.operand(op, 0));
    let (src_shape, _) = fixed_shape(ctx, src_ty)?;
    let (slice_shape, n) = fixed_shape(ctx, res_ty)?;
    if slice_shape.len() != src_shape.len() {
        return None;
    }
    let mut offsets = vec![0i64; src_shape.len()];
    for (o, v) in offsets.iter_mut().zip(prop_i64s(ctx, body, op, "offsets")?) {
        *o = v;
    }
    let strides = row_major_strides(&src_shape);
    let values = dense_element_attrs(ctx, c)?;
    let mut out = Vec::with_capacity(n);
    let mut pos = offsets.clone();
    loop {
        out.push(*values.get(linearize(&pos, &strides)?)?);
        if !next_position(&mut pos, &slice_shape, &offsets) {
            break;
        }
    }
    dense_from_attrs(ctx, res_ty, &out)
}

/// `foldExtractStridedOpFromInsertChain`: a slice read wholly from a
/// slice an `insert_strided_slice` wrote is read from the inserted value;
/// inserts the slice does not overlap are looked through.
fn fold_from_insert_chain(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let (Some(ex_offsets), Some(ex_sizes), Some(ex_strides)) = (
        prop_i64s(ctx, body, op, "offsets"),
        prop_i64s(ctx, body, op, "sizes"),
        prop_i64s(ctx, body, op, "strides"),
    ) else {
        return false;
    };
    let src_rank = vector_parts(ctx, body.value_type(body.operand(op, 0))).map(|(s, _, _)| s.len());
    let mut next = defining(ctx, body, body.operand(op, 0), &INSERT_STRIDED_SLICE_OP);
    let mut steps = Steps::new(body);
    while let Some(insert) = next {
        if !steps.take() {
            return false;
        }
        if body.operand_count(insert) != 2 {
            return false;
        }
        let stored = body.operand(insert, 0);
        let Some((in_shape, _, _)) = vector_parts(ctx, body.value_type(stored)) else {
            return false;
        };
        if src_rank != Some(in_shape.len()) {
            return false;
        }
        let (Some(in_offsets), Some(in_strides)) = (
            prop_i64s(ctx, body, insert, "offsets"),
            prop_i64s(ctx, body, insert, "strides"),
        ) else {
            return false;
        };
        if ex_offsets.len() > in_offsets.len() {
            return false;
        }
        let mut partial = false;
        let mut disjoint = false;
        let mut diffs = Vec::with_capacity(ex_offsets.len());
        for (dim, &offset) in ex_offsets.iter().enumerate() {
            if ex_strides.get(dim) != in_strides.get(dim) {
                return false;
            }
            let (Some(&start), Some(&len), Some(&size)) =
                (in_offsets.get(dim), in_shape.get(dim), ex_sizes.get(dim))
            else {
                return false;
            };
            let end = start + len;
            if start <= offset && offset < end {
                partial |= offset + size > end;
                diffs.push(offset - start);
                continue;
            }
            disjoint = true;
            break;
        }
        if disjoint {
            next = defining(ctx, body, body.operand(insert, 1), &INSERT_STRIDED_SLICE_OP);
            continue;
        }
        if partial {
            return false;
        }
        body.set_operand(op, 0, stored);
        set_prop(ctx, body, op, "offsets", i64_array_attr(ctx, &diffs));
        return true;
    }
    false
}

/// `StridedSliceBroadcast`: a slice of a broadcast is a broadcast (of a
/// slice of its input when the input's own dimensions are cut).
fn strided_slice_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(b) = defining(ctx, rw.body, rw.body.operand(op, 0), &BROADCAST_OP) else {
        return false;
    };
    if rw.body.operand_count(b) != 1 {
        return false;
    }
    let mut source = rw.body.operand(b, 0);
    let src_shape: Vec<i64> =
        vector_parts(ctx, rw.body.value_type(source)).map_or(Vec::new(), |(s, _, _)| s.to_vec());
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let Some((dst_shape, _, _)) = vector_parts(ctx, res_ty) else {
        return false;
    };
    let Some(diff) = dst_shape.len().checked_sub(src_shape.len()) else {
        return false;
    };
    let needs_slice = src_shape
        .iter()
        .enumerate()
        .any(|(i, &d)| d != 1 && d != dst_shape[i + diff]);
    let loc = rw.body.op(op).loc;
    if needs_slice {
        let (Some(offsets), Some(sizes), Some(strides)) = (
            prop_i64s(ctx, rw.body, op, "offsets"),
            prop_i64s(ctx, rw.body, op, "sizes"),
            prop_i64s(ctx, rw.body, op, "strides"),
        ) else {
            return false;
        };
        let (Some(offsets), Some(sizes), Some(strides)) =
            (offsets.get(diff..), sizes.get(diff..), strides.get(diff..))
        else {
            return false;
        };
        let (mut offsets, mut sizes) = (offsets.to_vec(), sizes.to_vec());
        for (i, &d) in src_shape.iter().enumerate() {
            // A dimension both broadcast and sliced needs no slicing once
            // the broadcast comes after the slice.
            if d == 1 && i < offsets.len() && i < sizes.len() {
                offsets[i] = 0;
                sizes[i] = 1;
            }
        }
        let Some(slice_ty) = slice_type(ctx, rw.body.value_type(source), &sizes) else {
            return false;
        };
        source = crate::ExtractStridedSliceOp::build(
            rw,
            loc,
            slice_ty,
            source,
            i64_array_attr(ctx, &offsets),
            i64_array_attr(ctx, &sizes),
            i64_array_attr(ctx, strides),
        )
        .result();
    }
    let new = crate::BroadcastOp::build(rw, loc, res_ty, source).vector();
    rw.replace_op(op, &[new]);
    true
}

/// The type of a strided slice of `sizes` of a vector of type `src`.
fn slice_type(ctx: &Context, src: Type, sizes: &[i64]) -> Option<Type> {
    let (shape, scalable, elem) = vector_parts(ctx, src)?;
    if sizes.len() > shape.len() {
        return None;
    }
    let mut out = sizes.to_vec();
    out.extend_from_slice(&shape[sizes.len()..]);
    Some(crate::vector_type(ctx, &out, scalable, elem))
}

/// `ContiguousExtractStridedSliceToExtract`: a contiguous slice whose
/// leading dimensions are one is an `extract` and a `shape_cast`.
fn contiguous_slice_to_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1
        || rw.body.num_results(op) != 1
        || !strides_all_one(ctx, rw.body, op)
    {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let Some((shape, scalable, elem)) = vector_parts(ctx, rw.body.value_type(source)) else {
        return false;
    };
    if scalable.iter().any(|&b| b) || shape.is_empty() {
        return false;
    }
    let (Some(sizes), Some(offsets)) = (
        prop_i64s(ctx, rw.body, op, "sizes"),
        prop_i64s(ctx, rw.body, op, "offsets"),
    ) else {
        return false;
    };
    if sizes.len() > shape.len() {
        return false;
    }
    let mut n = sizes.len();
    while n > 0 && sizes[n - 1] == shape[n - 1] {
        n -= 1;
    }
    if n == 0 || (n == shape.len() && sizes.len() == shape.len()) {
        return false;
    }
    if sizes[..n].iter().any(|&s| s != 1) {
        return false;
    }
    // Leading unit dimensions in the extracted vector would make the
    // shape_cast below go through generic fallback lowerings.
    while n + 1 < sizes.len() && sizes[n] == 1 {
        n += 1;
    }
    let Some(pos) = offsets.get(..n) else {
        return false;
    };
    let ex_ty = crate::vector_type(ctx, &shape[n..], &scalable[n..], elem);
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let pos = ctx.dense_i64_array_attr(pos);
    let ex = crate::ExtractOp::build(rw, loc, ex_ty, source, &[], pos).result();
    let new = crate::ShapeCastOp::build(rw, loc, res_ty, ex).result();
    rw.replace_op(op, &[new]);
    true
}

static STRIDED_SLICE_BROADCAST: FnPattern = FnPattern::new(
    "StridedSliceBroadcast",
    "vector.extract_strided_slice",
    strided_slice_broadcast,
);
static CONTIGUOUS_SLICE_TO_EXTRACT: FnPattern = FnPattern::new(
    "ContiguousExtractStridedSliceToExtract",
    "vector.extract_strided_slice",
    contiguous_slice_to_extract,
);

pub(crate) fn extract_strided_slice_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    crate::fold::strided_slice_mask_patterns(out);
    out.push(&STRIDED_SLICE_BROADCAST);
    out.push(&CONTIGUOUS_SLICE_TO_EXTRACT);
}

// ----- insert_strided_slice -----

/// `InsertStridedSliceOp::fold`: inserting a whole vector is the vector.
pub(crate) fn fold_insert_strided_slice(f: &mut FoldCtx<'_>) -> Fold {
    if f.body.operand_count(f.op) != 2 {
        return Fold::Failure;
    }
    let stored = f.body.operand(f.op, 0);
    if f.body.value_type(stored) == f.body.value_type(f.body.operand(f.op, 1)) {
        return FoldCtx::single(FoldResult::Value(stored));
    }
    Fold::Failure
}

/// `FoldInsertStridedSliceOfExtract`: putting back a slice taken from the
/// destination at the same place changes nothing.
fn insert_of_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let dest = rw.body.operand(op, 1);
    let Some(ex) = defining(
        ctx,
        rw.body,
        rw.body.operand(op, 0),
        &EXTRACT_STRIDED_SLICE_OP,
    ) else {
        return false;
    };
    if rw.body.operand_count(ex) != 1 || rw.body.operand(ex, 0) != dest {
        return false;
    }
    let same = |name| prop_i64s(ctx, rw.body, ex, name) == prop_i64s(ctx, rw.body, op, name);
    if !same("strides") || !same("offsets") {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// `InsertStridedSliceConstantFolder`: a constant slice inserted into a
/// constant is a constant.
fn insert_strided_slice_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 2 || rw.body.num_results(op) != 1 {
        return false;
    }
    let (stored, dest) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let dest_ty = rw.body.value_type(dest);
    let Some(dest_cst) = value_constant(ctx, rw.body, rw.body_id, dest) else {
        return false;
    };
    let Some((dest_shape, n)) = fixed_shape(ctx, dest_ty) else {
        return false;
    };
    if n > FOLD_THRESHOLD && !has_one_use(rw.body, dest) {
        return false;
    }
    let Some(src_cst) = value_constant(ctx, rw.body, rw.body_id, stored) else {
        return false;
    };
    if is_poison(ctx, dest_cst) || is_poison(ctx, src_cst) || !strides_all_one(ctx, rw.body, op) {
        return false;
    }
    let Some((slice_shape, _)) = fixed_shape(ctx, rw.body.value_type(stored)) else {
        return false;
    };
    let Some(offsets) = prop_i64s(ctx, rw.body, op, "offsets") else {
        return false;
    };
    let Some(diff) = dest_shape.len().checked_sub(slice_shape.len()) else {
        return false;
    };
    if offsets.len() != dest_shape.len() {
        return false;
    }
    let (Some(mut values), Some(slice)) = (
        dense_element_attrs(ctx, dest_cst),
        dense_element_attrs(ctx, src_cst),
    ) else {
        return false;
    };
    let strides = row_major_strides(&dest_shape);
    let mut pos = offsets.clone();
    let mut slice_values = slice.into_iter();
    loop {
        let (Some(i), Some(v)) = (linearize(&pos, &strides), slice_values.next()) else {
            return false;
        };
        let Some(slot) = values.get_mut(i) else {
            return false;
        };
        *slot = v;
        if !next_position(&mut pos[diff..], &slice_shape, &offsets[diff..]) {
            break;
        }
    }
    let Some(attr) = dense_from_attrs(ctx, dest_ty, &values) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let new = rmlir_arith::ops::ConstantOp::build(rw, loc, dest_ty, attr).result();
    rw.replace_op(op, &[new]);
    true
}

static INSERT_OF_EXTRACT: FnPattern = FnPattern::new(
    "FoldInsertStridedSliceOfExtract",
    "vector.insert_strided_slice",
    insert_of_extract,
);
static INSERT_STRIDED_SLICE_CONSTANT: FnPattern = FnPattern::new(
    "InsertStridedSliceConstantFolder",
    "vector.insert_strided_slice",
    insert_strided_slice_constant,
);

pub(crate) fn insert_strided_slice_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&INSERT_OF_EXTRACT);
    out.push(&INSERT_STRIDED_SLICE_CONSTANT);
}

// ----- insert -----

/// `InsertToBroadcast`: inserting a vector with as many elements as the
/// destination only adds unit dimensions: it is a broadcast.
fn insert_to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) < 2 || rw.body.num_results(op) != 1 {
        return false;
    }
    let stored = rw.body.operand(op, 0);
    let dest_ty = rw.body.value_type(rw.body.operand(op, 1));
    let stored_ty = rw.body.value_type(stored);
    if vector_parts(ctx, stored_ty).is_none()
        || crate::fold::num_elements(ctx, stored_ty) != crate::fold::num_elements(ctx, dest_ty)
    {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, dest_ty, stored).vector();
    rw.replace_op(op, &[new]);
    true
}

static INSERT_TO_BROADCAST: FnPattern =
    FnPattern::new("InsertToBroadcast", "vector.insert", insert_to_broadcast);

/// `InsertChainFullyInitialized`: a chain of inserts at static positions
/// (each used only by the next) that writes every element is a
/// `from_elements` of the inserted elements.
fn insert_chain_fully_initialized(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 || rw.body.operand_count(op) < 2 {
        return false;
    }
    let dest_ty = rw.body.value_type(rw.body.result(op, 0));
    let Some((shape, n)) = fixed_shape(ctx, dest_ty) else {
        return false;
    };
    // Only the last insert of a chain.
    let result = rw.body.result(op, 0);
    if rw
        .body
        .users(result)
        .any(|(u, i)| i == 1 && crate::fold::is_op(ctx, rw.body, u, &crate::INSERT_OP))
    {
        return false;
    }
    let mut chain = Vec::new();
    let mut current = Some(op);
    let mut steps = Steps::new(rw.body);
    while let Some(ins) = current {
        if !steps.take() {
            return false;
        }
        if rw.body.operand_count(ins) != 2 {
            return false;
        }
        chain.push(ins);
        current = defining(ctx, rw.body, rw.body.operand(ins, 1), &crate::INSERT_OP);
        if current.is_some_and(|c| !has_one_use(rw.body, rw.body.result(c, 0))) {
            return false;
        }
    }
    let strides = row_major_strides(&shape);
    let mut initialized = vec![false; n];
    let mut count = 0;
    let mut pending = Vec::new();
    for ins in chain {
        let Some(pos) = prop_i64s(ctx, rw.body, ins, "static_position") else {
            return false;
        };
        if pos.contains(&crate::fold::POISON_INDEX) || pos.len() > shape.len() {
            return false;
        }
        let mut full = vec![0i64; shape.len()];
        full[..pos.len()].copy_from_slice(&pos);
        let Some(begin) = linearize(&full, &strides) else {
            return false;
        };
        let stored = rw.body.operand(ins, 0);
        let size = vector_parts(ctx, rw.body.value_type(stored))
            .map_or(1, |(s, _, _)| s.iter().product::<i64>() as usize);
        let Some(slots) = initialized.get_mut(begin..begin + size) else {
            return false;
        };
        for slot in slots.iter_mut().filter(|s| !**s) {
            *slot = true;
            count += 1;
        }
        pending.push((begin, size, stored));
        if count == n {
            break;
        }
    }
    if count != n {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut elements: Vec<Option<Value>> = vec![None; n];
    for &(begin, size, stored) in pending.iter().rev() {
        match vector_parts(ctx, rw.body.value_type(stored)) {
            None => elements[begin] = Some(stored),
            Some((_, _, elem)) => {
                let types = vec![elem; size];
                let te = crate::ToElementsOp::build(rw, loc, &types, stored).id();
                for i in 0..size {
                    elements[begin + i] = Some(rw.body.result(te, i));
                }
            }
        }
    }
    let Some(elements) = elements.into_iter().collect::<Option<Vec<Value>>>() else {
        return false;
    };
    let new = crate::FromElementsOp::build(rw, loc, dest_ty, &elements).dest();
    rw.replace_op(op, &[new]);
    true
}

static INSERT_CHAIN_FULLY_INITIALIZED: FnPattern = FnPattern::new(
    "InsertChainFullyInitialized",
    "vector.insert",
    insert_chain_fully_initialized,
);

pub(crate) fn insert_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&INSERT_TO_BROADCAST);
    out.push(&INSERT_CHAIN_FULLY_INITIALIZED);
}

/// `InsertOp::fold`: a whole-vector insert is the stored value, constant
/// indices become static, and a constant stored into a constant is a
/// constant.
pub(crate) fn fold_insert(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) < 2 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let stored = f.body.operand(f.op, 0);
    let Some(mut pos) = mixed_position(ctx, f.body, f.op) else {
        return Fold::Failure;
    };
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    if pos.is_empty() && f.body.value_type(stored) == res_ty {
        return FoldCtx::single(FoldResult::Value(stored));
    }
    let in_place = fold_constant_indices(f, &mut pos);
    if pos
        .iter()
        .any(|p| matches!(p, Pos::Int(crate::fold::POISON_INDEX)))
    {
        return crate::fold::poison(ctx);
    }
    match fold_dense_insert(f, &pos, res_ty) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None if in_place => Fold::InPlace,
        None => Fold::Failure,
    }
}

/// An integer attribute of another type than `elem` retyped to it (as
/// upstream does for `llvm.mlir.constant`s, which may hold one).
pub(crate) fn retype_int(ctx: &Context, a: Attribute, elem: Type) -> Attribute {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if *ty != elem => {
            value.to_i64().map_or(a, |v| ctx.integer_attr(elem, v))
        }
        _ => a,
    }
}

/// `foldDenseElementsAttrDestInsertOp`.
fn fold_dense_insert(f: &FoldCtx<'_>, pos: &[Pos], dest_ty: Type) -> Option<Attribute> {
    let ctx = f.ctx;
    let statics: Vec<i64> = pos
        .iter()
        .map(|p| match p {
            Pos::Int(i) => Some(*i),
            Pos::Dyn(_) => None,
        })
        .collect::<Option<_>>()?;
    let src = f.operands.first().copied().flatten()?;
    let dst = f.operands.get(1).copied().flatten()?;
    if is_poison(ctx, src) || !matches!(ctx.attr_kind(dst), AttrKind::DenseElements { .. }) {
        return None;
    }
    let (shape, n) = fixed_shape(ctx, dest_ty)?;
    if n > FOLD_THRESHOLD && !has_one_use(f.body, f.body.result(f.op, 0)) {
        return None;
    }
    if statics.len() > shape.len() || statics.iter().zip(&shape).any(|(&p, &d)| p < 0 || p >= d) {
        return None;
    }
    let mut full = vec![0i64; shape.len()];
    full[..statics.len()].copy_from_slice(&statics);
    let start = linearize(&full, &row_major_strides(&shape))?;
    let elem = vector_parts(ctx, dest_ty)?.2;
    let inserted: Vec<Attribute> = match ctx.attr_kind(src) {
        AttrKind::DenseElements { .. } => dense_element_attrs(ctx, src)?,
        _ => vec![src],
    };
    let inserted: Vec<Attribute> = inserted
        .into_iter()
        .map(|a| retype_int(ctx, a, elem))
        .collect();
    let mut values = dense_element_attrs(ctx, dst)?;
    values
        .get_mut(start..start.checked_add(inserted.len())?)?
        .copy_from_slice(&inserted);
    dense_from_attrs(ctx, dest_ty, &values)
}
