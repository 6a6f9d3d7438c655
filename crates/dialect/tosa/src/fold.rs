//! Folders of tosa ops (`TosaCanonicalizations.cpp`): the ones that
//! forward an operand or compare a value with itself.

use crate::ConstOp;
use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::{Attribute, Location, OpId, Type, TypeKind};

/// `input` when the op's only result has its type already.
fn forward_if_same_type(f: &FoldCtx<'_>, operand: usize) -> Fold {
    let v = f.view();
    if v.num_operands() <= operand || v.num_results() != 1 {
        return Fold::Failure;
    }
    let input = v.operand(operand);
    if v.value_type(input) != v.result_type(0) {
        return Fold::Failure;
    }
    FoldCtx::single(FoldResult::Value(input))
}

/// `CastOp::fold`: a cast to the same type.
pub(crate) fn fold_cast(f: &mut FoldCtx<'_>) -> Fold {
    forward_if_same_type(f, 0)
}

/// `ConcatOp::fold`: concatenating one tensor of the result's type.
pub(crate) fn fold_concat(f: &mut FoldCtx<'_>) -> Fold {
    if f.view().num_operands() != 1 {
        return Fold::Failure;
    }
    forward_if_same_type(f, 0)
}

fn axis_dim(f: &FoldCtx<'_>) -> Option<i64> {
    let v = f.view();
    let axis = v.prop("axis").and_then(|a| f.ctx.int_value(a))?;
    match f.ctx.type_kind(v.operand_type(0)) {
        TypeKind::RankedTensor { shape, .. } => usize::try_from(axis)
            .ok()
            .and_then(|a| shape.get(a).copied()),
        _ => None,
    }
}

/// `REDUCE_FOLDER`: reducing along an axis of extent 1 changes nothing.
pub(crate) fn fold_reduce(f: &mut FoldCtx<'_>) -> Fold {
    if axis_dim(f) != Some(1) {
        return Fold::Failure;
    }
    forward_if_same_type(f, 0)
}

/// `ReverseOp::fold`: reversing along an axis of extent 1.
pub(crate) fn fold_reverse(f: &mut FoldCtx<'_>) -> Fold {
    fold_reduce(f)
}

/// `SelectOp::fold`: both choices the same, or a constant predicate.
pub(crate) fn fold_select(f: &mut FoldCtx<'_>) -> Fold {
    let v = f.view();
    if v.num_operands() != 3 {
        return Fold::Failure;
    }
    let (on_true, on_false) = (v.operand(1), v.operand(2));
    if on_true == on_false {
        return FoldCtx::single(FoldResult::Value(on_true));
    }
    let Some(pred) = f.operand_attr(0) else {
        return Fold::Failure;
    };
    match rmlir_ir::matchers::splat_int(f.ctx, pred) {
        Some(p) if p.is_zero() => FoldCtx::single(FoldResult::Value(on_false)),
        Some(_) => FoldCtx::single(FoldResult::Value(on_true)),
        None => Fold::Failure,
    }
}

/// `AbsOp::fold`: `abs(abs(x))` is `abs(x)`.
pub(crate) fn fold_abs(f: &mut FoldCtx<'_>) -> Fold {
    let v = f.view();
    let input = v.operand(0);
    let is_abs = v
        .defining_op(input)
        .is_some_and(|d| f.ctx.ident_bytes(d.name()) == b"tosa.abs");
    if is_abs {
        FoldCtx::single(FoldResult::Value(input))
    } else {
        Fold::Failure
    }
}

/// `EqualOp::fold`: an integer compared with itself is true everywhere.
pub(crate) fn fold_equal(f: &mut FoldCtx<'_>) -> Fold {
    let v = f.view();
    let (a, b) = (v.operand(0), v.operand(1));
    let ctx = f.ctx;
    let int_elems = ctx
        .type_kind(v.value_type(a))
        .element_type()
        .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. }));
    let result = v.result_type(0);
    let static_shape = ctx
        .type_kind(result)
        .shape()
        .is_some_and(|s| s.iter().all(|&d| d != i64::MIN));
    if a != b || !int_elems || !static_shape {
        return Fold::Failure;
    }
    match rmlir_ir::common_folders::bool_attr_of_type(ctx, result, true) {
        Some(attr) => FoldCtx::single(FoldResult::Attr(attr)),
        None => Fold::Failure,
    }
}

/// `ConstOp::fold`: its value.
pub(crate) fn fold_const(f: &mut FoldCtx<'_>) -> Fold {
    match f.view().prop("values") {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `TosaDialect::materializeConstant`: elements become a `tosa.const`.
pub(crate) fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if crate::types::shape_rank(b.ctx, ty).is_some() {
        if !rmlir_ir::op_def::AttrClass::DenseIntElements.matches(b.ctx, value) {
            return None;
        }
        return Some(crate::ConstShapeOp::build(b, loc, ty, value).id());
    }
    if !rmlir_ir::op_def::AttrClass::Elements.matches(b.ctx, value) {
        return None;
    }
    Some(ConstOp::build(b, loc, ty, value).id())
}
