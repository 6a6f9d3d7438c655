//! The tosa dialect's types (`!tosa.shape<N>`, `!tosa.mxint8`) and the
//! type constraints of `TosaTypesBase.td`, with upstream's summaries.

use rmlir_ir::asm::{AsmParser, ParseResult, Punct};
use rmlir_ir::dialect_attr::{DialectType, Param, TypeDef};
use rmlir_ir::float::FloatKind;
use rmlir_ir::op_def::{TypeClass, TypeConstraint};
use rmlir_ir::types::Signedness;
use rmlir_ir::{Context, Type, TypeKind};

/// `!tosa.shape<rank>`: a shape of static rank, each extent an index.
pub static SHAPE_TYPE_DEF: TypeDef = TypeDef {
    dialect: "tosa",
    mnemonic: "shape",
    parse: parse_shape,
    print: |_, d: &DialectType, p| {
        if let [Param::Int(rank)] = &d.params[..] {
            p.write_str(&format!("<{rank}>"));
        }
    },
};

/// `shapeType::parse` and its `verify` (the rank may not be negative).
fn parse_shape(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    // Upstream reports a bad rank where the parameters begin.
    let begin = p.current_loc();
    p.parse_punct(Punct::Less)?;
    let rank = p.parse_integer()?;
    p.parse_punct(Punct::Greater)?;
    if rank < 0 {
        return Err(p.emit_error(begin, &format!("invalid rank (must be >= 0): {rank}")));
    }
    Ok(shape_type(p.ctx(), rank))
}

/// `!tosa.shape<rank>`.
pub fn shape_type(ctx: &Context, rank: i64) -> Type {
    ctx.dialect_type(&SHAPE_TYPE_DEF, vec![Param::Int(rank)])
}

/// The rank of `t` if it is a `!tosa.shape`.
pub fn shape_rank(ctx: &Context, t: Type) -> Option<i64> {
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) if std::ptr::eq(d.def.0, &SHAPE_TYPE_DEF) => match &d.params[..] {
            [Param::Int(r)] => Some(*r),
            _ => None,
        },
        _ => None,
    }
}

rmlir_ir::parameterless_type!("tosa",
    /// `!tosa.mxint8`: OCP-MX's 8-bit integer with an implicit scale.
    MXINT8_TYPE_DEF, "mxint8", mxint8_type, is_mxint8);

// Element type predicates.

fn int_of(ctx: &Context, t: Type, pred: impl Fn(u32, Signedness) -> bool) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, signedness } if pred(*width, *signedness))
}

/// `Tosa_Int`: an unsigned or signless integer.
pub(crate) fn is_tosa_int(ctx: &Context, t: Type) -> bool {
    int_of(ctx, t, |_, s| s != Signedness::Signed)
}

fn is_signless(ctx: &Context, t: Type, width: u32) -> bool {
    int_of(ctx, t, |w, s| w == width && s == Signedness::Signless)
}

pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn float_is(ctx: &Context, t: Type, kinds: &[FloatKind]) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(k) if kinds.contains(k))
}

/// `Tosa_AnyNumber` (quantized types are not known to rmlir).
pub(crate) fn is_number(ctx: &Context, t: Type) -> bool {
    is_tosa_int(ctx, t) || is_float(ctx, t) || is_mxint8(ctx, t)
}

fn is_int_or_float(ctx: &Context, t: Type) -> bool {
    is_tosa_int(ctx, t) || is_float(ctx, t)
}

fn is_mxfp_number(ctx: &Context, t: Type) -> bool {
    use FloatKind::*;
    float_is(ctx, t, &[F8E4M3FN, F8E5M2, F4E2M1FN, F6E2M3FN, F6E3M2FN]) || is_mxint8(ctx, t)
}

fn is_mxfp_scale_number(ctx: &Context, t: Type) -> bool {
    float_is(ctx, t, &[FloatKind::F8E8M0FNU])
}

// Tensor shape predicates of `TosaTypesBase.td`.

/// The kind of tensor a tosa constraint admits.
#[derive(Clone, Copy)]
enum Form {
    /// `TosaTensorOf`: unranked, or ranked without 0 dimensions.
    Conformant,
    /// `TosaUnrankedTensorOf`.
    Unranked,
    /// `TosaRankedTensorOf` with a rank in `lo..=hi`.
    Ranks(usize, usize),
    /// `TosaScalarTensorOf<..., [1]>`: rank 1, every dimension 1.
    Scalar,
    /// `1DTensorOf`: any ranked tensor of rank 1.
    Plain1D,
}

fn tensor_is(ctx: &Context, t: Type, form: Form, elem: fn(&Context, Type) -> bool) -> bool {
    match (ctx.type_kind(t), form) {
        (TypeKind::UnrankedTensor { elem: e }, Form::Conformant | Form::Unranked) => elem(ctx, *e),
        (TypeKind::RankedTensor { shape, elem: e, .. }, _) => {
            let no_zero = shape.iter().all(|&d| d != 0);
            let shape_ok = match form {
                Form::Conformant => no_zero,
                Form::Unranked => false,
                Form::Ranks(lo, hi) => no_zero && (lo..=hi).contains(&shape.len()),
                Form::Scalar => shape.len() == 1 && shape.iter().all(|&d| d == 1),
                Form::Plain1D => shape.len() == 1,
            };
            shape_ok && elem(ctx, *e)
        }
        _ => false,
    }
}

macro_rules! constraint {
    ($(#[$d:meta])* $name:ident, $summary:expr, $pred:expr) => {
        $(#[$d])*
        pub(crate) const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: None,
            class: TypeClass::Any,
        };
    };
}

/// `Tosa_TensorNDs`: unranked, or ranked of rank `n`, of numbers.
macro_rules! tensor_nd {
    ($name:ident, $n:literal) => {
        constraint!(
            $name,
            concat!($n, "-d tosa-conformant tensor"),
            |c, t| tensor_is(c, t, Form::Unranked, is_number)
                || tensor_is(c, t, Form::Ranks($n, $n), is_number)
        );
    };
}

constraint!(
    /// `Tosa_Tensor`.
    TENSOR, "tosa-conformant tensor of number values",
    |c, t| tensor_is(c, t, Form::Conformant, is_number)
);
constraint!(
    /// `Tosa_I1Tensor`.
    I1_TENSOR, "tosa-conformant tensor of 1-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Conformant, |c, e| is_signless(c, e, 1))
);
constraint!(
    /// `Tosa_Int32Or64Tensor`.
    INT32_OR_64_TENSOR,
    "tosa-conformant tensor of 32-bit signless integer or 64-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Conformant, |c, e| is_signless(c, e, 32) || is_signless(c, e, 64))
);
constraint!(
    /// `Tosa_FloatTensor`.
    FLOAT_TENSOR, "tosa-conformant tensor of floating-point values",
    |c, t| tensor_is(c, t, Form::Conformant, is_float)
);
constraint!(
    /// `Tosa_TensorAtLeast1D`.
    TENSOR_AT_LEAST_1D, "tosa-conformant tensor of at least rank 1",
    |c, t| tensor_is(c, t, Form::Unranked, is_number)
        || tensor_is(c, t, Form::Ranks(1, usize::MAX), is_number)
);
tensor_nd!(TENSOR_1D, 1);
tensor_nd!(TENSOR_3D, 3);
tensor_nd!(TENSOR_4D, 4);
tensor_nd!(TENSOR_5D, 5);
constraint!(
    /// `Tosa_ScalarIntOrFloatTensor`: zero points.
    SCALAR_INT_OR_FLOAT_TENSOR,
    "tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values",
    |c, t| tensor_is(c, t, Form::Unranked, is_int_or_float)
        || tensor_is(c, t, Form::Scalar, is_int_or_float)
);
constraint!(
    /// `Tosa_ScalarTensor`: `tosa.pad`'s pad value.
    SCALAR_TENSOR,
    "tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of number values",
    |c, t| tensor_is(c, t, Form::Unranked, is_int_or_float)
        || tensor_is(c, t, Form::Scalar, is_number)
);
constraint!(
    /// `Tosa_ScalarInt8Tensor`: `tosa.mul`'s shift.
    SCALAR_INT8_TENSOR,
    "tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant scalar tensor of 8-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Unranked, |c, e| is_signless(c, e, 8))
        || tensor_is(c, t, Form::Scalar, |c, e| is_signless(c, e, 8))
);
constraint!(
    /// `Tosa_ScalarInt32Tensor`.
    SCALAR_INT32_TENSOR,
    "tosa-conformant unranked tensor of 32-bit signless integer values or tosa-conformant scalar tensor of 32-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Unranked, |c, e| is_signless(c, e, 32))
        || tensor_is(c, t, Form::Scalar, |c, e| is_signless(c, e, 32))
);
constraint!(
    /// `Tosa_IndexTensor2D`.
    INDEX_TENSOR_2D,
    "tosa-conformant unranked tensor of number values or 2D tensor of 32-bit signless integer or 64-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Unranked, is_number)
        || tensor_is(c, t, Form::Ranks(2, 2), |c, e| is_signless(c, e, 32) || is_signless(c, e, 64))
);
constraint!(
    /// `Tosa_1DInt16Or32Tensor`.
    INT16_OR_32_1D_TENSOR,
    "1D tensor of 16-bit signless integer or 32-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Plain1D, |c, e| is_signless(c, e, 16) || is_signless(c, e, 32))
);
constraint!(
    /// `Tosa_1DInt8Tensor`.
    INT8_1D_TENSOR, "1D tensor of 8-bit signless integer values",
    |c, t| tensor_is(c, t, Form::Plain1D, |c, e| is_signless(c, e, 8))
);
constraint!(
    /// `Tosa_MXFPDataTensor3D`.
    MXFP_DATA_TENSOR_3D,
    "tosa-conformant unranked tensor of micro-scaling format number values or 3D tensor of micro-scaling format number values",
    |c, t| tensor_is(c, t, Form::Unranked, is_mxfp_number)
        || tensor_is(c, t, Form::Ranks(3, 3), is_mxfp_number)
);
constraint!(
    /// `Tosa_MXFPScaleTensor3D`.
    MXFP_SCALE_TENSOR_3D,
    "tosa-conformant unranked tensor of micro-scaling format scale number values or 3D tensor of micro-scaling format scale number values",
    |c, t| tensor_is(c, t, Form::Unranked, is_mxfp_scale_number)
        || tensor_is(c, t, Form::Ranks(3, 3), is_mxfp_scale_number)
);
constraint!(
    /// `Tosa_MXFPDataTensorAtLeast1D`.
    MXFP_DATA_TENSOR_AT_LEAST_1D, "tosa-conformant tensor of at least rank 1",
    |c, t| tensor_is(c, t, Form::Unranked, is_mxfp_number)
        || tensor_is(c, t, Form::Ranks(1, usize::MAX), is_mxfp_number)
);
constraint!(
    /// `Tosa_MXFPScaleTensorAtLeast1D`.
    MXFP_SCALE_TENSOR_AT_LEAST_1D, "tosa-conformant tensor of at least rank 1",
    |c, t| tensor_is(c, t, Form::Unranked, is_mxfp_scale_number)
        || tensor_is(c, t, Form::Ranks(1, usize::MAX), is_mxfp_scale_number)
);
constraint!(
    /// `Tosa_Shape`.
    SHAPE, "Shape with static rank and Index element type",
    |c, t| shape_rank(c, t).is_some()
);
constraint!(
    /// `Rank2TosaShape`.
    RANK2_SHAPE, "Tosa shape type of rank 2", |c, t| shape_rank(c, t) == Some(2)
);
constraint!(
    /// `Rank4TosaShape`.
    RANK4_SHAPE, "Tosa shape type of rank 4", |c, t| shape_rank(c, t) == Some(4)
);

/// `Tosa_TypeLike`: a scalar, a non-0-D vector or a conformant tensor of
/// an element `elem` admits.
fn type_like(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem: e, .. } => !shape.is_empty() && elem(ctx, *e),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => {
            tensor_is(ctx, t, Form::Conformant, elem)
        }
        _ => elem(ctx, t),
    }
}

constraint!(
    /// `Tosa_IntLike`.
    INT_LIKE, "signless-integer-like", |c, t| type_like(c, t, is_tosa_int)
);
constraint!(
    /// `Tosa_Int8Like`.
    INT8_LIKE, "signless-integer-8-bit-like", |c, t| type_like(c, t, |c, e| is_signless(c, e, 8))
);

/// `Tosa_AccType`: what a convolution or pooling accumulates in.
pub(crate) fn is_acc_type(ctx: &Context, t: Type) -> bool {
    is_signless(ctx, t, 32)
        || is_signless(ctx, t, 48)
        || float_is(ctx, t, &[FloatKind::F16, FloatKind::F32])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape_type_and_constraints() {
        let mut ctx = Context::new();
        ctx.register_dialect(&crate::DIALECT);
        let s = shape_type(&ctx, 4);
        assert_eq!(shape_rank(&ctx, s), Some(4));
        assert!((RANK4_SHAPE.pred)(&ctx, s));
        assert!(!(RANK2_SHAPE.pred)(&ctx, s));
        let f32t = ctx.float_type(FloatKind::F32);
        // Tosa tensors may not have 0 extents.
        assert!((TENSOR.pred)(&ctx, ctx.tensor_type(&[2, 3], f32t)));
        assert!(!(TENSOR.pred)(&ctx, ctx.tensor_type(&[2, 0], f32t)));
        assert!((TENSOR_4D.pred)(&ctx, ctx.tensor_type(&[1, 2, 3, 4], f32t)));
        assert!(!(TENSOR_4D.pred)(&ctx, ctx.tensor_type(&[2, 3], f32t)));
    }
}
