//! The tensor folders (`TensorOps.cpp`'s `fold` methods, as mlir-opt 22
//! has them) and the dialect's constant materializer.

use rmlir_interfaces::reshape::reassociation_indices;
use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::view_like::{mixed_values, OpFoldResult};
use rmlir_ir::builder::Builder;
use rmlir_ir::common_folders::dense_from_attrs;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::smallvec::smallvec;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Location, OpId, Type, TypeKind, Value};

use crate::util::*;

fn value(v: Value) -> Fold {
    Fold::Results(smallvec![FoldResult::Value(v)])
}

fn attr(a: Option<Attribute>) -> Fold {
    match a {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

fn operand(fc: &FoldCtx<'_>, i: usize) -> Value {
    fc.body.operand(fc.op, i)
}

fn result_type(fc: &FoldCtx<'_>) -> Type {
    fc.body.value_type(fc.body.result(fc.op, 0))
}

/// `TensorDialect::materializeConstant`: `arith.constant` when it can hold
/// the value, else `complex.constant`.
pub fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if rmlir_arith::fold::is_buildable_with(b.ctx, value, ty) {
        return rmlir_arith::fold::materialize_constant(b, value, ty, loc);
    }
    let complex = b.ctx.registry().dialect(b"complex")?.materialize_constant?;
    matches!(b.ctx.attr_kind(value), AttrKind::Array(_))
        .then(|| complex(b, value, ty, loc))
        .flatten()
}

/// `CastOpInterface`'s fold (`foldCastInterfaceOp`) for `tensor.cast` and
/// `tensor.bitcast`: a cast to its operand's type is its operand.
pub(crate) fn fold_cast(fc: &mut FoldCtx<'_>) -> Fold {
    let src = operand(fc, 0);
    if fc.body.value_type(src) == result_type(fc) {
        return value(src);
    }
    Fold::Failure
}

/// `ConcatOp::fold`: one input of the result's type.
pub(crate) fn fold_concat(fc: &mut FoldCtx<'_>) -> Fold {
    if fc.body.operand_count(fc.op) == 1 {
        let v = operand(fc, 0);
        if fc.body.value_type(v) == result_type(fc) {
            return value(v);
        }
    }
    Fold::Failure
}

/// `DimOp::fold`: static sizes, the extent operand of a `tensor.generate`,
/// the size operand of a non-rank-reducing `tensor.extract_slice`, and a
/// foldable `tensor.cast` source taken in place.
pub(crate) fn fold_dim(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let Some(index) = fc.operand_attr(1).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }) else {
        return Fold::Failure;
    };
    let source = operand(fc, 0);
    let Some(shape) = shape_of(ctx, fc.body.value_type(source)) else {
        return Fold::Failure;
    };
    if index < 0 || index as usize >= shape.len() {
        return Fold::Failure;
    }
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return attr(Some(ctx.integer_attr(ctx.index_type(), shape[i])));
    }
    if let Some(gen) = defined_by(ctx, fc.body, source, &crate::GENERATE_OP) {
        let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        if pos < fc.body.operand_count(gen) {
            return value(fc.body.operand(gen, pos));
        }
        return Fold::Failure;
    }
    if let Some(slice) = defined_by(ctx, fc.body, source, &crate::EXTRACT_SLICE_OP) {
        let view = fc.view().sibling(slice);
        let src_rank =
            shape_of(ctx, fc.body.value_type(fc.body.operand(slice, 0))).map(<[i64]>::len);
        if src_rank == Some(shape.len()) {
            let lists = SliceLists::of(&view, 1);
            if lists.static_sizes.get(i) == Some(&DYNAMIC) {
                if let OpFoldResult::Value(v) = mixed_values(&lists.static_sizes, &lists.sizes)[i] {
                    return value(v);
                }
            }
        }
    }
    if let Some(src) = foldable_cast_source(ctx, fc.body, source) {
        fc.body.set_operand(fc.op, 0, src);
        return Fold::InPlace;
    }
    Fold::Failure
}

/// `ExtractOp::fold`: splats, `tensor.from_elements` and constant
/// elements at constant indices.
pub(crate) fn fold_extract(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    if let Some(t) = fc.operand_attr(0) {
        if is_splat(ctx, t) {
            return attr(splat_value(ctx, t));
        }
        if matches!(ctx.attr_kind(t), AttrKind::DenseResource { .. }) {
            return Fold::Failure;
        }
    }
    let n = fc.body.operand_count(fc.op);
    let mut indices = Vec::with_capacity(n.saturating_sub(1));
    for i in 1..n {
        match fc.operand_attr(i).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => match value.to_i64() {
                Some(v) => indices.push(v),
                None => return Fold::Failure,
            },
            _ => return Fold::Failure,
        }
    }
    let tensor = operand(fc, 0);
    if let Some(fe) = defined_by(ctx, fc.body, tensor, &crate::FROM_ELEMENTS_OP) {
        let Some(shape) = shape_of(ctx, fc.body.value_type(tensor)) else {
            return Fold::Failure;
        };
        if indices.len() != shape.len() {
            return Fold::Failure;
        }
        // Upstream computes the flat index in `int`, from unsigned 64-bit
        // products, so large indices wrap as they do there; positions out
        // of range (invalid code that never runs) are not folded.
        let mut flat: i32 = 0;
        let mut stride: i32 = 1;
        for i in (0..shape.len()).rev() {
            let term = (indices[i] as u64).wrapping_mul(stride as i64 as u64);
            flat = (flat as i64 as u64).wrapping_add(term) as i32;
            stride = (stride as i64).wrapping_mul(shape[i]) as i32;
        }
        let count = fc.body.operand_count(fe);
        if flat < 0 || flat as usize >= count {
            return Fold::Failure;
        }
        return value(fc.body.operand(fe, flat as usize));
    }
    if let Some(t) = fc.operand_attr(0) {
        if let AttrKind::DenseElements { ty, .. } | AttrKind::Sparse { ty, .. } = ctx.attr_kind(t) {
            let Some(shape) = ctx.type_kind(*ty).shape() else {
                return Fold::Failure;
            };
            if indices.len() != shape.len()
                || indices.iter().zip(shape).any(|(&i, &d)| i < 0 || i >= d)
            {
                return Fold::Failure;
            }
            let mut flat: u64 = 0;
            for (&i, &d) in indices.iter().zip(shape) {
                flat = flat.wrapping_mul(d as u64).wrapping_add(i as u64);
            }
            return attr(element_at(ctx, t, flat));
        }
    }
    // `foldExtractAfterInsert`: reading back what an insert wrote at the
    // same indices (each the same constant, or the same value).
    if let Some(ins) = defined_by(ctx, fc.body, tensor, &crate::INSERT_OP) {
        let body = &*fc.body;
        let scalar = body.operand(ins, 0);
        let same_type = body.value_type(scalar) == body.value_type(body.result(fc.op, 0));
        let ins_indices: Vec<Value> = body.operands(ins).skip(2).collect();
        let ext_indices: Vec<Value> = body.operands(fc.op).skip(1).collect();
        let same = |a: Value, b: Value| {
            a == b || {
                let (ca, cb) = (
                    rmlir_ir::common_folders::value_constant(ctx, body, fc.body_id, a),
                    rmlir_ir::common_folders::value_constant(ctx, body, fc.body_id, b),
                );
                ca.is_some() && ca == cb
            }
        };
        if same_type
            && ins_indices.len() == ext_indices.len()
            && ins_indices.iter().zip(&ext_indices).all(|(&a, &b)| same(a, b))
        {
            return value(scalar);
        }
    }
    Fold::Failure
}

/// `FromElementsOp::fold`: constant elements make a dense attribute.
pub(crate) fn fold_from_elements(fc: &mut FoldCtx<'_>) -> Fold {
    if fc.operands.iter().any(Option::is_none) {
        return Fold::Failure;
    }
    let values: Vec<Attribute> = fc.operands.iter().flatten().copied().collect();
    let ty = result_type(fc);
    if values.len() as u64 != static_count(fc.ctx, ty).unwrap_or(u64::MAX) {
        return Fold::Failure;
    }
    attr(dense_from_element_attrs(fc.ctx, ty, &values))
}

/// `reshapeConstantSource`: a splat constant source becomes a splat of the
/// static result type.
fn reshape_constant_source(fc: &FoldCtx<'_>, source: Option<Attribute>) -> Option<Attribute> {
    let ty = result_type(fc);
    if !has_static_shape(fc.ctx, ty) {
        return None;
    }
    resize_splat(fc.ctx, source?, ty)
}

/// `GatherOp::fold`.
pub(crate) fn fold_gather(fc: &mut FoldCtx<'_>) -> Fold {
    attr(reshape_constant_source(fc, fc.operand_attr(0)))
}

/// `InsertOp::fold`: inserting a splat's own value into it.
pub(crate) fn fold_insert(fc: &mut FoldCtx<'_>) -> Fold {
    let (Some(scalar), Some(dest)) = (fc.operand_attr(0), fc.operand_attr(1)) else {
        return Fold::Failure;
    };
    if matches!(
        fc.ctx.attr_kind(dest),
        AttrKind::DenseElements { splat: true, .. }
    ) && splat_value(fc.ctx, dest) == Some(scalar)
    {
        return attr(Some(dest));
    }
    Fold::Failure
}

/// `RankOp::fold`.
pub(crate) fn fold_rank(fc: &mut FoldCtx<'_>) -> Fold {
    let t = fc.body.value_type(operand(fc, 0));
    match fc.ctx.type_kind(t).shape() {
        Some(shape) if matches!(fc.ctx.type_kind(t), TypeKind::RankedTensor { .. }) => attr(Some(
            fc.ctx.integer_attr(fc.ctx.index_type(), shape.len() as i64),
        )),
        _ => Fold::Failure,
    }
}

/// `ReshapeOp::fold`.
pub(crate) fn fold_reshape(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    if let Some(a) = reshape_constant_source(fc, fc.operand_attr(0)) {
        return attr(Some(a));
    }
    let source = operand(fc, 0);
    if let Some(producer) = defined_by(ctx, fc.body, source, &crate::RESHAPE_OP) {
        let inner = fc.body.operand(producer, 0);
        fc.body.set_operand(fc.op, 0, inner);
        return Fold::InPlace;
    }
    let src_ty = fc.body.value_type(source);
    let res_ty = result_type(fc);
    let Some(shape) = shape_of(ctx, src_ty) else {
        return Fold::Failure;
    };
    if src_ty != res_ty || shape_of(ctx, res_ty).is_none() {
        return Fold::Failure;
    }
    if shape.len() == 1 {
        return value(source);
    }
    let shape_v = operand(fc, 1);
    if let Some(fe) = defined_by(ctx, fc.body, shape_v, &crate::FROM_ELEMENTS_OP) {
        let elements: Vec<Value> = fc.body.operands(fe).collect();
        let mut noop = shape.len() == elements.len();
        for (id, &e) in elements.iter().enumerate() {
            if !noop {
                break;
            }
            if let Some(c) = const_int(ctx, fc.body, fc.body_id, e) {
                noop &= c == shape[id];
                continue;
            }
            if let Some(dim) = defined_by(ctx, fc.body, e, &crate::DIM_OP) {
                noop &= fc.body.operand(dim, 0) == source;
                let idx = const_int(ctx, fc.body, fc.body_id, fc.body.operand(dim, 1));
                noop &= idx == Some(id as i64);
                continue;
            }
            noop = false;
        }
        if noop {
            return value(source);
        }
    }
    Fold::Failure
}

/// `foldReshapeOp` of `tensor.expand_shape` (`inverse` = collapse) and
/// `tensor.collapse_shape` (`inverse` = expand).
fn fold_reassociative(fc: &mut FoldCtx<'_>, inverse: &'static rmlir_ir::OpDef) -> Fold {
    let ctx = fc.ctx;
    let src = operand(fc, 0);
    let src_ty = fc.body.value_type(src);
    let res_ty = result_type(fc);
    if src_ty == res_ty {
        return value(src);
    }
    if let Some(a) = fc.operand_attr(0) {
        if let Some(r) = reshape_elements(ctx, a, res_ty) {
            return attr(Some(r));
        }
    }
    let Some(producer) = defined_by(ctx, fc.body, src, inverse) else {
        return Fold::Failure;
    };
    let inner = fc.body.operand(producer, 0);
    let inner_ty = fc.body.value_type(inner);
    if inner_ty != res_ty {
        return Fold::Failure;
    }
    let Some(shape) = shape_of(ctx, inner_ty) else {
        return Fold::Failure;
    };
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return value(inner);
    }
    let groups = |op: OpId| {
        fc.view()
            .sibling(op)
            .prop("reassociation")
            .and_then(|a| reassociation_indices(ctx, a))
    };
    let (Some(mine), Some(theirs)) = (groups(fc.op), groups(producer)) else {
        return Fold::Failure;
    };
    if mine != theirs {
        return Fold::Failure;
    }
    let mid_rank = shape_of(ctx, src_ty).map_or(0, <[i64]>::len);
    if shape.len() < mid_rank {
        return value(inner);
    }
    let mut start = 0usize;
    let ok = mine.iter().all(|g| {
        let band = shape.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        band.iter().filter(|&&d| d == DYNAMIC).count() < 2
    });
    if ok {
        return value(inner);
    }
    Fold::Failure
}

/// `ExpandShapeOp::fold`.
pub(crate) fn fold_expand_shape(fc: &mut FoldCtx<'_>) -> Fold {
    fold_reassociative(fc, &crate::COLLAPSE_SHAPE_OP)
}

/// `CollapseShapeOp::fold`.
pub(crate) fn fold_collapse_shape(fc: &mut FoldCtx<'_>) -> Fold {
    fold_reassociative(fc, &crate::EXPAND_SHAPE_OP)
}

/// The mixed offsets, sizes and strides of a slicing op whose first list
/// is ODS operand group `first_group`.
pub(crate) fn mixed_lists(
    view: &rmlir_ir::OpView<'_>,
    first_group: usize,
) -> [Vec<OpFoldResult>; 3] {
    let l = SliceLists::of(view, first_group);
    [
        mixed_values(&l.static_offsets, &l.offsets),
        mixed_values(&l.static_sizes, &l.sizes),
        mixed_values(&l.static_strides, &l.strides),
    ]
}

/// `foldIdentityOffsetSizeAndStrideOpInterface`: zero offsets, the sizes
/// of `shape` (over the leading dimensions) and unit strides.
fn is_identity_slice(fc: &FoldCtx<'_>, lists: &[Vec<OpFoldResult>; 3], shape: &[i64]) -> bool {
    let int = |o: OpFoldResult| ofr_int(fc.ctx, fc.body, fc.body_id, o);
    lists[0].iter().all(|&o| int(o) == Some(0))
        && lists[1].iter().zip(shape).all(|(&o, &d)| int(o) == Some(d))
        && lists[2].iter().all(|&o| int(o) == Some(1))
}

/// `isSameAs` with `OpFoldResult` equality: the same mixed lists.
fn same_slices(a: &[Vec<OpFoldResult>; 3], b: &[Vec<OpFoldResult>; 3]) -> bool {
    a == b
}

/// `ExtractSliceOp::fold`.
pub(crate) fn fold_extract_slice(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    if let Some(a) = fc.operand_attr(0) {
        if matches!(
            ctx.attr_kind(a),
            AttrKind::DenseElements { splat: true, .. }
                | AttrKind::DenseStrings { splat: true, .. }
        ) {
            if let Some(r) = reshape_constant_source(fc, Some(a)) {
                return attr(Some(r));
            }
        }
    }
    let src = operand(fc, 0);
    let src_ty = fc.body.value_type(src);
    let res_ty = result_type(fc);
    let lists = mixed_lists(&fc.view(), 1);
    if src_ty == res_ty {
        if let Some(shape) = shape_of(ctx, res_ty) {
            if is_identity_slice(fc, &lists, shape) {
                return value(src);
            }
        }
    }
    // extract_slice(insert_slice(x)) of the same slice is x.
    if let Some(insert) = defined_by(ctx, fc.body, src, &crate::INSERT_SLICE_OP) {
        let inserted = fc.body.operand(insert, 0);
        let theirs = mixed_lists(&fc.view().sibling(insert), 2);
        if fc.body.value_type(inserted) == res_ty && same_slices(&lists, &theirs) {
            return value(inserted);
        }
    }
    Fold::Failure
}

/// `InsertSliceOp::fold`.
pub(crate) fn fold_insert_slice(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let src = operand(fc, 0);
    let dest = operand(fc, 1);
    let src_ty = fc.body.value_type(src);
    let res_ty = result_type(fc);
    let lists = mixed_lists(&fc.view(), 2);
    if has_static_shape(ctx, src_ty) && has_static_shape(ctx, res_ty) && src_ty == res_ty {
        if let Some(shape) = shape_of(ctx, res_ty) {
            if is_identity_slice(fc, &lists, shape) {
                return value(src);
            }
        }
    }
    // insert_slice(y, insert_slice(x, d)) of the same slice: y into d.
    if let Some(prev) = defined_by(ctx, fc.body, dest, &crate::INSERT_SLICE_OP) {
        let theirs = mixed_lists(&fc.view().sibling(prev), 2);
        if fc.body.value_type(fc.body.operand(prev, 0)) == src_ty && same_slices(&theirs, &lists) {
            let d = fc.body.operand(prev, 1);
            fc.body.set_operand(fc.op, 1, d);
            return Fold::InPlace;
        }
    }
    // insert_slice(extract_slice(d), d) of the same slice is d.
    if let Some(extract) = defined_by(ctx, fc.body, src, &crate::EXTRACT_SLICE_OP) {
        let theirs = mixed_lists(&fc.view().sibling(extract), 1);
        if fc.body.operand(extract, 0) == dest && same_slices(&theirs, &lists) {
            return value(dest);
        }
    }
    let int = |o: OpFoldResult| ofr_int(ctx, fc.body, fc.body_id, o);
    if lists[1].iter().any(|&o| int(o) == Some(0)) {
        return value(dest);
    }
    Fold::Failure
}

/// `PadOp::fold`: a static pad to its own type (without `nofold`).
pub(crate) fn fold_pad(fc: &mut FoldCtx<'_>) -> Fold {
    let src = operand(fc, 0);
    let res_ty = result_type(fc);
    if has_static_shape(fc.ctx, res_ty)
        && res_ty == fc.body.value_type(src)
        && !fc.view().flag("nofold")
    {
        return value(src);
    }
    Fold::Failure
}

/// `SplatOp::fold`: a constant integer or float of static shape.
pub(crate) fn fold_splat(fc: &mut FoldCtx<'_>) -> Fold {
    let Some(c) = fc.operand_attr(0) else {
        return Fold::Failure;
    };
    if !matches!(
        fc.ctx.attr_kind(c),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) {
        return Fold::Failure;
    }
    let ty = result_type(fc);
    if !has_static_shape(fc.ctx, ty) {
        return Fold::Failure;
    }
    attr(dense_from_attrs(fc.ctx, ty, &[c]))
}
