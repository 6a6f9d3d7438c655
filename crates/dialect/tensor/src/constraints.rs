//! The tensor-specific ODS constraints (`TensorOps.td` operands and
//! results), with upstream's summaries.

use rmlir_ir::constraints::{
    is_float, is_index, is_integer, is_ranked_tensor, is_signless_int_or_index, is_tensor,
};
use rmlir_ir::op_def::{TypeClass, TypeConstraint};
use rmlir_ir::{Context, Type, TypeKind};

use rmlir_ir::types::DYNAMIC;

fn ranked_tensor_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { elem: e, .. } if elem(ctx, *e))
}

/// `AnyNon0RankedOrUnrankedTensor`.
pub const ANY_NON0_RANKED_OR_UNRANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "non-0-ranked or unranked tensor",
    pred: |c, t| match c.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
    builder: None,
    class: TypeClass::Tensor,
};

/// `AnyStaticShapeTensor`.
pub const ANY_STATIC_SHAPE_TENSOR: TypeConstraint = TypeConstraint {
    summary: "statically shaped tensor of any type values",
    pred: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { shape, .. } if !shape.contains(&DYNAMIC)),
    builder: None,
    class: TypeClass::RankedTensor,
};

/// `RankedTensorOf<[AnySignlessIntegerOrIndex]>`.
pub const RANKED_TENSOR_OF_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of signless integer or index values",
    pred: |c, t| ranked_tensor_of(c, t, is_signless_int_or_index),
    builder: None,
    class: TypeClass::RankedTensor,
};

/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`.
pub const TENSOR_1D_OF_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "1D tensor of signless integer or index values",
    pred: |c, t| {
        matches!(c.type_kind(t), TypeKind::RankedTensor { shape, elem, .. }
            if shape.len() == 1 && (is_signless_int_or_index(c, *elem) || is_index(c, *elem)))
    },
    builder: None,
    class: TypeClass::Tensor,
};

/// `TensorOf<[AnySignlessInteger, AnyUnsignedInteger, AnySignedInteger,
/// AnyFloat]>` (the operand and result of `tensor.bitcast`).
pub const TENSOR_OF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary:
        "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    pred: |c, t| tensor_elem(c, t).is_some_and(|e| is_integer(c, e) || is_float(c, e)),
    builder: None,
    class: TypeClass::Tensor,
};

/// The element type of a tensor, if `t` is one.
pub fn tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    if !is_tensor(ctx, t) {
        return None;
    }
    ctx.type_kind(t).element_type()
}

/// The shape of a ranked tensor, if `t` is one.
pub fn ranked_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    if !is_ranked_tensor(ctx, t) {
        return None;
    }
    ctx.type_kind(t).shape()
}
