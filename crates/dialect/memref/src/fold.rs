//! Folders of `memref` ops (upstream's `MemRefOps.cpp`, mlir-opt 22):
//! `memref.cast` folded into the ops using it (`foldMemRefCast`), `dim`
//! of known sizes, `rank` of ranked memrefs.

use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, Context, OpId, Type, TypeKind, Value, ValueDef};

use crate::layout::strides_and_offset;

/// Whether `op` is the memref op `name` (without the dialect prefix).
pub(crate) fn is_memref_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| d.name.strip_prefix("memref.") == Some(name))
}

/// The op defining `v`, if it is the memref op `name`.
pub(crate) fn defining(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } if is_memref_op(ctx, body, op, name) => Some(op),
        _ => None,
    }
}

/// Upstream's `foldMemRefCast`: each operand produced by a `memref.cast`
/// from a ranked memref (other than `inner`) reads the cast's source.
pub fn fold_memref_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    inner: Option<Value>,
) -> bool {
    let mut folded = false;
    for i in 0..body.operand_count(op) {
        let v = body.operand(op, i);
        let Some(cast) = defining(ctx, body, v, "cast") else {
            continue;
        };
        if Some(v) == inner || body.operand_count(cast) != 1 {
            continue;
        }
        let src = body.operand(cast, 0);
        if matches!(
            ctx.type_kind(body.value_type(src)),
            TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        body.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// A fold changing the op in place when `folded`.
fn in_place(folded: bool) -> Fold {
    if folded {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `LoadOp::fold`, `DeallocOp::fold`, `PrefetchOp::fold`,
/// `DmaStartOp::fold`, `DmaWaitOp::fold`, `CastOp::fold`: the casts they
/// use folded in.
pub fn fold_casts(f: &mut FoldCtx<'_>) -> Fold {
    in_place(fold_memref_cast(f.ctx, f.body, f.op, None))
}

/// `StoreOp::fold`, `AtomicRMWOp::fold`: the same, but never for the
/// value stored (operand 0).
pub fn fold_casts_but_value(f: &mut FoldCtx<'_>) -> Fold {
    let value = (f.body.operand_count(f.op) > 0).then(|| f.body.operand(f.op, 0));
    in_place(fold_memref_cast(f.ctx, f.body, f.op, value))
}

/// `CastOp::canFoldIntoConsumerOp`: the cast only makes the type more
/// dynamic (same element type and rank, strided, no size, offset or
/// stride going from dynamic to static).
pub fn can_fold_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    if body.operand_count(cast) != 1 || body.num_results(cast) != 1 {
        return false;
    }
    let src = body.value_type(body.operand(cast, 0));
    let dst = body.value_type(body.result(cast, 0));
    let (
        TypeKind::MemRef {
            shape: ss,
            elem: se,
            ..
        },
        TypeKind::MemRef {
            shape: ds,
            elem: de,
            ..
        },
    ) = (ctx.type_kind(src), ctx.type_kind(dst))
    else {
        return false;
    };
    if se != de || ss.len() != ds.len() {
        return false;
    }
    let (Some((s_strides, s_off)), Some((d_strides, d_off))) =
        (strides_and_offset(ctx, src), strides_and_offset(ctx, dst))
    else {
        return false;
    };
    let more_static = |s: i64, d: i64| s != d && s == DYNAMIC && d != DYNAMIC;
    if ss.iter().zip(ds.iter()).any(|(&s, &d)| more_static(s, d)) {
        return false;
    }
    if more_static(s_off, d_off) {
        return false;
    }
    !s_strides
        .iter()
        .zip(&d_strides)
        .any(|(&s, &d)| more_static(s, d))
}

/// `CopyOp::fold` (`FoldCopyOfCast`): casts that only relax the layout
/// or sizes are skipped.
pub fn fold_copy(f: &mut FoldCtx<'_>) -> Fold {
    let mut folded = false;
    for i in 0..f.body.operand_count(f.op) {
        let v = f.body.operand(f.op, i);
        if let Some(cast) = defining(f.ctx, f.body, v, "cast") {
            if can_fold_into_consumer(f.ctx, f.body, cast) {
                let src = f.body.operand(cast, 0);
                f.body.set_operand(f.op, i, src);
                folded = true;
            }
        }
    }
    in_place(folded)
}

/// `RankOp::fold`: the rank of a ranked memref.
pub fn fold_rank(f: &mut FoldCtx<'_>) -> Fold {
    if f.body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let t = f.body.value_type(f.body.operand(f.op, 0));
    match f.ctx.type_kind(t).shape() {
        Some(shape) => {
            let index = f.ctx.index_type();
            FoldCtx::single(FoldResult::Attr(
                f.ctx.integer_attr(index, shape.len() as i64),
            ))
        }
        None => Fold::Failure,
    }
}

/// The shape of a ranked memref type.
pub(crate) fn memref_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// `getDynamicDimIndex`: the position of dimension `i` among the dynamic
/// ones.
fn dynamic_dim_index(shape: &[i64], i: usize) -> usize {
    shape[..i].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `DimOp::fold`: a static size, the size operand of the `alloc`,
/// `alloca`, `view` or `subview` making the memref, or the dim of a
/// cast's source.
pub fn fold_dim(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let Some(index) = f.operand_attr(1) else {
        return Fold::Failure;
    };
    let AttrKind::Integer { value, .. } = ctx.attr_kind(index) else {
        return Fold::Failure;
    };
    let Some(i) = value.to_i64() else {
        return Fold::Failure;
    };
    let source = f.body.operand(f.op, 0);
    let Some(shape) = memref_shape(ctx, f.body.value_type(source)) else {
        return Fold::Failure;
    };
    if i < 0 || i as usize >= shape.len() {
        return Fold::Failure;
    }
    let i = i as usize;
    if shape[i] != DYNAMIC {
        let index_ty = ctx.index_type();
        return FoldCtx::single(FoldResult::Attr(ctx.integer_attr(index_ty, shape[i])));
    }
    let dyn_index = dynamic_dim_index(shape, i);
    let body = &*f.body;
    if let ValueDef::Result { op: def, .. } = body.value_def(source) {
        // The dynamic sizes are the first operands of `alloc`/`alloca`,
        // and follow the source and byte shift of `view`.
        let first =
            if is_memref_op(ctx, body, def, "alloc") || is_memref_op(ctx, body, def, "alloca") {
                Some(0)
            } else if is_memref_op(ctx, body, def, "view") {
                Some(2)
            } else {
                None
            };
        if let Some(first) = first {
            let k = first + dyn_index;
            if k < body.operand_count(def) {
                return FoldCtx::single(FoldResult::Value(body.operand(def, k)));
            }
            return Fold::Failure;
        }
        if is_memref_op(ctx, body, def, "subview") {
            if let Some(v) = crate::subview::dim_of_subview(ctx, body, f.body_id, def, i) {
                return FoldCtx::single(FoldResult::Value(v));
            }
            return Fold::Failure;
        }
    }
    in_place(fold_memref_cast(ctx, f.body, f.op, None))
}

/// `CastOp::fold`, then the `CastOpInterface` trait fold: a cast to the
/// type it casts from is its operand.
pub fn fold_cast(f: &mut FoldCtx<'_>) -> Fold {
    let folded = fold_memref_cast(f.ctx, f.body, f.op, None);
    identity_cast(f).unwrap_or(in_place(folded))
}

/// `MemorySpaceCastOp::fold`: a cast of a cast casts the first source,
/// then the `CastOpInterface` trait fold.
pub fn fold_memory_space_cast(f: &mut FoldCtx<'_>) -> Fold {
    let mut folded = false;
    if f.body.operand_count(f.op) == 1 {
        let src = f.body.operand(f.op, 0);
        if let Some(parent) = defining(f.ctx, f.body, src, "memory_space_cast") {
            if f.body.operand_count(parent) == 1 {
                let inner = f.body.operand(parent, 0);
                f.body.set_operand(f.op, 0, inner);
                folded = true;
            }
        }
    }
    identity_cast(f).unwrap_or(in_place(folded))
}

/// `impl::foldCastInterfaceOp`: operand and result types equal.
fn identity_cast(f: &FoldCtx<'_>) -> Option<Fold> {
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return None;
    }
    let src = body.operand(f.op, 0);
    (body.value_type(src) == body.value_type(body.result(f.op, 0)))
        .then(|| FoldCtx::single(FoldResult::Value(src)))
}
