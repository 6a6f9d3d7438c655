//! The type and attribute constraints of `MemRefOps.td` that are not among
//! the common ones, with upstream's summaries.

use rmlir_ir::constraints::{is_float, is_signless_integer, ANY_SIGNLESS_INTEGER, I8, INDEX};
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, TypeClass, TypeConstraint};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, Type, TypeKind};

use crate::layout;

fn memref_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

fn signless_int_or_float(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t) || is_float(ctx, t)
}

/// `MemRefRankOf<[AnyType], [1]>`.
pub const MEMREF_1D: TypeConstraint = TypeConstraint {
    summary: "1D memref of any type values",
    pred: |c, t| memref_shape(c, t).is_some_and(|s| s.len() == 1),
    builder: None,
    class: TypeClass::MemRef,
};

/// `MemRefRankOf<[I8], [1]>`.
pub const MEMREF_1D_I8: TypeConstraint = rmlir_ir::shaped_of!(memref, rank 1, [I8]);

/// `MemRefRankOf<[AnySignlessInteger, Index], [1]>`.
pub const MEMREF_1D_INT_OR_INDEX: TypeConstraint =
    rmlir_ir::shaped_of!(memref, rank 1, [ANY_SIGNLESS_INTEGER, INDEX]);

/// `AnyStridedMemRef`.
pub const ANY_STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values",
    pred: |c, t| layout::strides_and_offset(c, t).is_some(),
    builder: None,
    class: TypeClass::MemRef,
};

/// `AnyStridedMemRefOfRank<0>`.
pub const ANY_STRIDED_MEMREF_RANK0: TypeConstraint = TypeConstraint {
    summary: "strided memref of any type values of rank 0",
    pred: |c, t| {
        memref_shape(c, t).is_some_and(|s| s.is_empty())
            && layout::strides_and_offset(c, t).is_some()
    },
    builder: None,
    class: TypeClass::MemRef,
};

/// `AnyNon0RankedOrUnrankedMemRef`.
pub const ANY_NON0_RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    pred: |c, t| match c.type_kind(t) {
        TypeKind::UnrankedMemRef { .. } => true,
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    },
    builder: None,
    class: TypeClass::BaseMemRef,
};

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub const MEMREF_OF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "memref of signless integer or floating-point values",
    pred: |c, t| memref_elem(c, t).is_some_and(|e| signless_int_or_float(c, e)),
    builder: None,
    class: TypeClass::MemRef,
};

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub const SIGNLESS_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "signless integer or floating-point",
    pred: signless_int_or_float,
    builder: None,
    class: TypeClass::Any,
};

/// `AnyStaticShapeMemRef`.
pub const ANY_STATIC_SHAPE_MEMREF: TypeConstraint = TypeConstraint {
    summary: "statically shaped memref of any type values",
    pred: |c, t| memref_shape(c, t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)),
    builder: None,
    class: TypeClass::MemRef,
};

fn int_value(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn is_i64_attr(ctx: &Context, a: Attribute) -> bool {
    rmlir_ir::constraints::is_signless_int_attr(ctx, a, 64)
}

fn is_i32_attr(ctx: &Context, a: Attribute) -> bool {
    rmlir_ir::constraints::is_signless_int_attr(ctx, a, 32)
}

/// `ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>`: the `alignment` of
/// allocations, globals, loads and stores.
pub const ALIGNMENT_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    pred: |c, a| is_i64_attr(c, a) && int_value(c, a).is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(64)),
};

/// `ConfinedAttr<I32Attr, [IntPositive]>`.
pub const POSITIVE_I32_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose value is positive",
    pred: |c, a| is_i32_attr(c, a) && int_value(c, a).is_some_and(|v| v > 0),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(32)),
};

/// `ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>`.
pub const LOCALITY_HINT_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    pred: |c, a| is_i32_attr(c, a) && int_value(c, a).is_some_and(|v| (0..=3).contains(&v)),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(32)),
};

/// `MemRefTypeAttr`.
pub const MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "memref type attribute",
    pred: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if matches!(c.type_kind(*t), TypeKind::MemRef { .. })),
    storage: AttrStorage::Class(AttrClass::Type),
    value_type: None,
};
