//! The arith dialect's type constraints (`ArithOps.td`) and the type
//! relations its ops check: `getI1SameShape`, the cast compatibility rules
//! (`areCastCompatible`) and `SameInputOutputTensorDims`.

use rmlir_ir::constraints::{
    is_float, is_index, is_signless_int_of, is_signless_int_or_index, is_signless_integer, like,
};
use rmlir_ir::op_def::{one, TypeClass, TypeConstraint, TypeList};
use rmlir_ir::op_verify::compatible_shape;
use rmlir_ir::{Context, OpView, Type, TypeKind};

/// `SignlessIntegerOrIndexLike`: a signless integer or index, or a vector or
/// tensor of them.
pub fn signless_integer_or_index_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int_or_index)
}

/// `SignlessFixedWidthIntegerLike`: a signless integer, or a vector or
/// tensor of them (no index).
pub fn signless_fixed_width_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_integer)
}

/// The element type of a ranked memref, if `t` is one.
fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// `IndexCastTypeConstraint`.
fn index_cast_type(ctx: &Context, t: Type) -> bool {
    signless_integer_or_index_like(ctx, t)
        || memref_elem(ctx, t).is_some_and(|e| is_signless_integer(ctx, e) || is_index(ctx, e))
}

/// `BitcastTypeConstraint`.
fn bitcast_type(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_integer)
        || like(ctx, t, is_float)
        || memref_elem(ctx, t).is_some_and(|e| is_signless_integer(ctx, e) || is_float(ctx, e))
}

/// `SignlessIntegerOrIndexLike`.
pub const SIGNLESS_INTEGER_OR_INDEX_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like",
    pred: signless_integer_or_index_like,
    builder: None,
    class: TypeClass::Any,
};

/// `SignlessFixedWidthIntegerLike`.
pub const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-fixed-width-integer-like",
    pred: signless_fixed_width_integer_like,
    builder: None,
    class: TypeClass::Any,
};

/// `IndexCastTypeConstraint`.
pub const INDEX_CAST_TYPE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like or memref of signless-integer",
    pred: index_cast_type,
    builder: None,
    class: TypeClass::Any,
};

/// `BitcastTypeConstraint`.
pub const BITCAST_TYPE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    pred: bitcast_type,
    builder: None,
    class: TypeClass::Any,
};

pub use rmlir_ir::common_folders::i1_same_shape;

/// `getI1SameShape` as a `TypesMatchWith` transformer.
pub fn i1_same_shape_transform(ctx: &Context, t: Type) -> Option<TypeList> {
    one(Some(i1_same_shape(ctx, t)))
}

/// The tensor dimensions `SameInputOutputTensorDims` compares: the shape of
/// a ranked tensor, nothing for other types.
fn tensor_dims(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(&[]),
    }
}

/// `SameInputOutputTensorDims`: operand 0 (`in`) and result 0 (`out`) have
/// identical tensor dimensions.
pub fn same_input_output_tensor_dims(op: &OpView<'_>) -> bool {
    if op.num_operands() == 0 || op.num_results() == 0 {
        return true;
    }
    let (a, b) = (op.operand_type(0), op.result_type(0));
    a == b || tensor_dims(op.ctx, a) == tensor_dims(op.ctx, b)
}

/// Which element types a cast accepts.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elem {
    Integer,
    Float,
    IntegerOrIndex,
    IntegerOrFloat,
}

impl Elem {
    fn holds(self, ctx: &Context, t: Type) -> bool {
        let k = ctx.type_kind(t);
        match self {
            Elem::Integer => matches!(k, TypeKind::Integer { .. }),
            Elem::Float => matches!(k, TypeKind::Float(_)),
            Elem::IntegerOrIndex => matches!(k, TypeKind::Integer { .. } | TypeKind::Index),
            Elem::IntegerOrFloat => matches!(k, TypeKind::Integer { .. } | TypeKind::Float(_)),
        }
    }
}

/// `getUnderlyingType`: the element type (or `t` itself) when `t` is a
/// scalar or a vector/tensor (a ranked memref too, with `memrefs`) of an
/// accepted element type.
fn underlying(ctx: &Context, t: Type, elem: Elem, memrefs: bool) -> Option<Type> {
    let k = ctx.type_kind(t);
    let e = match k {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        TypeKind::MemRef { elem, .. } if memrefs => *elem,
        _ if k.is_shaped() => return None,
        _ => t,
    };
    elem.holds(ctx, e).then_some(e)
}

/// `areValidCastInputsAndOutputs`: one input, one output, the same
/// encoding when both are ranked tensors, compatible shapes.
fn valid_cast(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if ins.len() != 1 || outs.len() != 1 {
        return false;
    }
    let enc = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => Some(*encoding),
        _ => None,
    };
    if let (Some(a), Some(b)) = (enc(ins[0]), enc(outs[0])) {
        if a != b {
            return false;
        }
    }
    compatible_shape(ctx, ins[0], outs[0])
}

fn width(ctx: &Context, t: Type) -> u32 {
    ctx.int_or_float_bit_width(t).unwrap_or(0)
}

/// `checkWidthChangeCast`: a valid cast between `elem` types whose result
/// is wider (`wider`) or narrower than its operand.
fn width_change_cast(ctx: &Context, ins: &[Type], outs: &[Type], elem: Elem, wider: bool) -> bool {
    if !valid_cast(ctx, ins, outs) {
        return false;
    }
    let (Some(src), Some(dst)) = (
        underlying(ctx, ins[0], elem, false),
        underlying(ctx, outs[0], elem, false),
    ) else {
        return false;
    };
    let (s, d) = (width(ctx, src), width(ctx, dst));
    if wider {
        d > s
    } else {
        d < s
    }
}

/// `areCastCompatible` of `extui`/`extsi`.
pub fn int_ext_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    width_change_cast(ctx, ins, outs, Elem::Integer, true)
}

/// `areCastCompatible` of `trunci`.
pub fn int_trunc_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    width_change_cast(ctx, ins, outs, Elem::Integer, false)
}

/// `areCastCompatible` of `extf`.
pub fn float_ext_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    width_change_cast(ctx, ins, outs, Elem::Float, true)
}

/// `areCastCompatible` of `truncf`.
pub fn float_trunc_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    width_change_cast(ctx, ins, outs, Elem::Float, false)
}

/// `areCastCompatible` of `scaling_extf`: the input (not the scale) widens.
pub fn scaling_ext_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    !ins.is_empty() && width_change_cast(ctx, &ins[..1], outs, Elem::Float, true)
}

/// `areCastCompatible` of `scaling_truncf`.
pub fn scaling_trunc_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    !ins.is_empty() && width_change_cast(ctx, &ins[..1], outs, Elem::Float, false)
}

/// `checkIntFloatCast<IntegerType, FloatType>` (`uitofp`, `sitofp`).
pub fn int_to_float_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    valid_cast(ctx, ins, outs)
        && underlying(ctx, ins[0], Elem::Integer, false).is_some()
        && underlying(ctx, outs[0], Elem::Float, false).is_some()
}

/// `checkIntFloatCast<FloatType, IntegerType>` (`fptoui`, `fptosi`).
pub fn float_to_int_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    valid_cast(ctx, ins, outs)
        && underlying(ctx, ins[0], Elem::Float, false).is_some()
        && underlying(ctx, outs[0], Elem::Integer, false).is_some()
}

/// `areIndexCastCompatible` (`index_cast`, `index_castui`): between index
/// and signless integers.
pub fn index_cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if !valid_cast(ctx, ins, outs) {
        return false;
    }
    let (Some(src), Some(dst)) = (
        underlying(ctx, ins[0], Elem::IntegerOrIndex, true),
        underlying(ctx, outs[0], Elem::IntegerOrIndex, true),
    ) else {
        return false;
    };
    (is_index(ctx, src) && is_signless_integer(ctx, dst))
        || (is_signless_integer(ctx, src) && is_index(ctx, dst))
}

/// `BitcastOp::areCastCompatible`: integers and floats of equal width.
pub fn bitcast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    if !valid_cast(ctx, ins, outs) {
        return false;
    }
    let (Some(src), Some(dst)) = (
        underlying(ctx, ins[0], Elem::IntegerOrFloat, true),
        underlying(ctx, outs[0], Elem::IntegerOrFloat, true),
    ) else {
        return false;
    };
    width(ctx, src) == width(ctx, dst)
}

/// Whether `t` is `i1` (signless).
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    is_signless_int_of(ctx, t, 1)
}
