//! Folds and canonicalization patterns of the vector ops
//! (`VectorOps.cpp`, mlir-opt 22): no-op and constant `broadcast`,
//! `shape_cast` and `transpose`, splat `constant_mask`s, and
//! `create_mask` of constants becoming `constant_mask`.

use rmlir_ir::common_folders::{dense_from_attrs, is_poison, value_constant};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult, OpDef};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, Value, ValueDef};

use crate::{vector_parts, BROADCAST_OP, SHAPE_CAST_OP};

fn is_op(ctx: &Context, body: &Body, op: OpId, def: &'static OpDef) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// The op defining `v`, when it is a `def`.
fn defining(ctx: &Context, body: &Body, v: Value, def: &'static OpDef) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } if is_op(ctx, body, op, def) => Some(op),
        _ => None,
    }
}

/// A dense elements attribute reshaped to `ty` (same elements).
fn reshape_dense(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat, raw, .. } => Some(ctx.intern_attr(AttrKind::DenseElements {
            ty,
            splat: *splat,
            raw: raw.clone(),
        })),
        _ => None,
    }
}

fn is_splat(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { splat: true, .. })
}

/// Poison operands are left to the `ub` folds for now.
fn poison(_: &Context) -> Fold {
    Fold::Failure
}

/// The operand's constant value, rejecting poison (not folded here).
fn constant(f: &FoldCtx<'_>, i: usize) -> Option<Attribute> {
    f.operands.get(i).copied().flatten()
}

/// `BroadcastOp::fold`.
pub(crate) fn fold_broadcast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_ty = body.value_type(body.result(f.op, 0));
    if body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    let Some(c) = constant(f, 0) else {
        return Fold::Failure;
    };
    if is_poison(ctx, c) {
        return poison(ctx);
    }
    let Some((_, _, elem)) = vector_parts(ctx, res_ty) else {
        return Fold::Failure;
    };
    let scalar = match ctx.attr_kind(c) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
            if *ty != elem {
                return Fold::Failure;
            }
            c
        }
        AttrKind::DenseElements { splat: true, .. } => {
            match rmlir_ir::common_folders::dense_element_attrs(ctx, c).and_then(|v| v.first().copied()) {
                Some(s) => s,
                None => return Fold::Failure,
            }
        }
        _ => return Fold::Failure,
    };
    match dense_from_attrs(ctx, res_ty, &[scalar]) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `ShapeCastOp::fold`.
pub(crate) fn fold_shape_cast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    if f.body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if let Some(prev) = defining(ctx, f.body, src, &SHAPE_CAST_OP) {
        if f.body.operand_count(prev) == 1 {
            let inner = f.body.operand(prev, 0);
            f.body.set_operands(f.op, &[inner]);
            return Fold::InPlace;
        }
    }
    if let Some(b) = defining(ctx, f.body, src, &BROADCAST_OP) {
        if f.body.operand_count(b) == 1 {
            let bsrc = f.body.operand(b, 0);
            if f.body.value_type(bsrc) == res_ty {
                return FoldCtx::single(FoldResult::Value(bsrc));
            }
        }
    }
    if let Some(c) = constant(f, 0) {
        if let Some(a) = reshape_dense(ctx, c, res_ty) {
            return FoldCtx::single(FoldResult::Attr(a));
        }
    }
    Fold::Failure
}

/// Whether a transpose keeps the order of the non-unit dimensions
/// (`isOrderPreserving`).
fn order_preserving(shape: &[i64], scalable: &[bool], perm: &[i64]) -> bool {
    let mut last = None;
    for &p in perm {
        let Some(&d) = shape.get(p as usize) else {
            return false;
        };
        let sc = scalable.get(p as usize).copied().unwrap_or(false);
        if d == 1 && !sc {
            continue;
        }
        if last.is_some_and(|l| p < l) {
            return false;
        }
        last = Some(p);
    }
    true
}

/// `TransposeOp::fold`.
pub(crate) fn fold_transpose(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_ty = body.value_type(body.result(f.op, 0));
    if let Some(c) = constant(f, 0) {
        if is_splat(ctx, c) {
            if let Some(a) = reshape_dense(ctx, c, res_ty) {
                return FoldCtx::single(FoldResult::Attr(a));
            }
        }
    }
    let src_ty = body.value_type(src);
    if src_ty != res_ty {
        return Fold::Failure;
    }
    let perm = f
        .view()
        .prop("permutation")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let Some((shape, scalable, _)) = vector_parts(ctx, src_ty) else {
        return Fold::Failure;
    };
    if order_preserving(shape, scalable, &perm) {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

/// `ConstantMaskOp::fold`: all-true or all-false masks are splats.
pub(crate) fn fold_constant_mask(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let ty = f.body.value_type(f.body.result(f.op, 0));
    let Some((shape, _, _)) = vector_parts(ctx, ty) else {
        return Fold::Failure;
    };
    let bounds = f
        .view()
        .prop("mask_dim_sizes")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let splat = |v: bool| {
        rmlir_ir::common_folders::bool_attr_of_type(ctx, ty, v)
            .map_or(Fold::Failure, |a| FoldCtx::single(FoldResult::Attr(a)))
    };
    if shape.is_empty() {
        return match bounds.first() {
            Some(&b) => splat(b == 1),
            None => Fold::Failure,
        };
    }
    if bounds == shape {
        return splat(true);
    }
    if !bounds.is_empty() && bounds.iter().all(|&b| b == 0) {
        return splat(false);
    }
    Fold::Failure
}

/// `CreateMaskFolder`: a `create_mask` of constant sizes is a
/// `constant_mask` (sizes clamped to the shape; all zero when one is).
fn create_mask_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 {
        return false;
    }
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let Some((shape, scalable, _)) = vector_parts(ctx, ty) else {
        return false;
    };
    let (shape, scalable): (Vec<i64>, Vec<bool>) = if shape.is_empty() {
        (vec![1], vec![false])
    } else {
        (shape.to_vec(), scalable.to_vec())
    };
    let operands: Vec<Value> = rw.body.operands(op).collect();
    let mut dims = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        let c = value_constant(ctx, rw.body, rw.body_id, v)
            .and_then(|a| rmlir_ir::matchers::constant_int_sext(ctx, a, rw.body.value_type(v)));
        let Some(c) = c else {
            return false;
        };
        if scalable.get(i).copied().unwrap_or(false) && c >= 0 {
            return false;
        }
        dims.push(c);
    }
    for (d, &s) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, s.max(0));
    }
    if dims.contains(&0) {
        dims.iter_mut().for_each(|d| *d = 0);
    }
    let loc = rw.body.op(op).loc;
    let attr = ctx.dense_i64_array_attr(&dims);
    let new = crate::ConstantMaskOp::build(rw, loc, ty, attr).result();
    rw.replace_op(op, &[new]);
    true
}

static CREATE_MASK_FOLDER: FnPattern =
    FnPattern::new("CreateMaskFolder", "vector.create_mask", create_mask_folder);

pub(crate) fn create_mask_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&CREATE_MASK_FOLDER);
}
