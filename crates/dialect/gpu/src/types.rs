//! The gpu dialect's types (`GPUBase.td`, `GPUDialect.cpp`): async tokens,
//! MMA matrices and the sparse handles, with their ODS constraints.

use rmlir_ir::asm::{AsmParser, ParseResult, Punct};
use rmlir_ir::dialect_attr::{DialectType, Param, TypeDef};
use rmlir_ir::op_def::{TypeClass, TypeConstraint};
use rmlir_ir::{Context, Type, TypeKind};

rmlir_ir::parameterless_type!("gpu",
    /// `!gpu.async.token`.
    ASYNC_TOKEN_DEF, "async.token", async_token_type, is_async_token);
rmlir_ir::parameterless_type!("gpu",
    /// `!gpu.sparse.dntensor_handle`.
    DN_TENSOR_HANDLE_DEF, "sparse.dntensor_handle", dn_tensor_handle_type, is_dn_tensor_handle);
rmlir_ir::parameterless_type!("gpu",
    /// `!gpu.sparse.spmat_handle`.
    SPMAT_HANDLE_DEF, "sparse.spmat_handle", spmat_handle_type, is_spmat_handle);
rmlir_ir::parameterless_type!("gpu",
    /// `!gpu.sparse.spgemmop_handle`.
    SPGEMM_OP_HANDLE_DEF, "sparse.spgemmop_handle", spgemm_op_handle_type, is_spgemm_op_handle);

/// `!gpu.mma_matrix<RxCxT, "Op">`: parameters rows, columns, element type,
/// operand kind.
pub static MMA_MATRIX_DEF: TypeDef = TypeDef {
    dialect: "gpu",
    mnemonic: "mma_matrix",
    parse: parse_mma_matrix,
    print: print_mma_matrix,
};

/// The parts of an `!gpu.mma_matrix` type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MmaMatrix<'a> {
    /// `[rows, columns]`.
    pub shape: [i64; 2],
    /// The element type.
    pub elem: Type,
    /// `AOp`, `BOp` or `COp`.
    pub operand: &'a [u8],
}

/// The parts of `t` if it is an `!gpu.mma_matrix`.
pub fn mma_matrix(ctx: &Context, t: Type) -> Option<MmaMatrix<'_>> {
    let TypeKind::Dialect(d) = ctx.type_kind(t) else {
        return None;
    };
    if !std::ptr::eq(d.def.0, &MMA_MATRIX_DEF) {
        return None;
    }
    mma_parts(d)
}

fn mma_parts(d: &DialectType) -> Option<MmaMatrix<'_>> {
    match &d.params[..] {
        [Param::Int(r), Param::Int(c), Param::Type(e), Param::Bytes(op)] => Some(MmaMatrix {
            shape: [*r, *c],
            elem: *e,
            operand: op,
        }),
        _ => None,
    }
}

/// `!gpu.mma_matrix<rows x cols x elem, "operand">`.
pub fn mma_matrix_type(ctx: &Context, shape: [i64; 2], elem: Type, operand: &[u8]) -> Type {
    ctx.dialect_type(
        &MMA_MATRIX_DEF,
        vec![
            Param::Int(shape[0]),
            Param::Int(shape[1]),
            Param::Type(elem),
            Param::Bytes(operand.into()),
        ],
    )
}

fn is_mma_element(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Float(k) => matches!(
            k,
            rmlir_ir::float::FloatKind::F16 | rmlir_ir::float::FloatKind::F32
        ),
        TypeKind::Integer { .. } => si8(ctx, t) || ui8(ctx, t) || i32_(ctx, t),
        _ => false,
    }
}

/// `MMAMatrixType::parse` and `verifyInvariants`.
fn parse_mma_matrix(p: &mut dyn AsmParser<'_>) -> ParseResult<Type> {
    let begin = p.name_loc();
    p.parse_punct(Punct::Less)?;
    let shape = p.parse_dimension_list(false, true)?;
    if shape.len() != 2 {
        return Err(p.emit_error(begin, "MMAMatrixType must have exactly two dimensions"));
    }
    let elem = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let at = p.current_loc();
    let Some(operand) = p.parse_optional_string() else {
        return Err(p.emit_error(at, "expected string"));
    };
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    if !matches!(&operand[..], b"AOp" | b"BOp" | b"COp") {
        return Err(p.emit_error(begin, "operand expected to be one of AOp, BOp or COp"));
    }
    if !is_mma_element(ctx, elem) {
        return Err(p.emit_error(
            begin,
            "MMAMatrixType elements must be SI8, UI8, I32, F16, or F32",
        ));
    }
    Ok(mma_matrix_type(ctx, [shape[0], shape[1]], elem, &operand))
}

fn print_mma_matrix(_: &Context, d: &DialectType, p: &mut dyn rmlir_ir::asm::AsmPrinter) {
    let Some(m) = mma_parts(d) else { return };
    p.write_str(&format!("<{}x{}x", m.shape[0], m.shape[1]));
    p.print_type(m.elem);
    p.write_str(", ");
    p.print_string(m.operand);
    p.write_str(">");
}

macro_rules! constraint {
    ($name:ident, $summary:expr, $pred:expr, $builder:expr) => {
        pub(crate) const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: $builder,
            class: TypeClass::Any,
        };
    };
}

constraint!(
    ASYNC_TOKEN,
    "async token type",
    is_async_token,
    Some(async_token_type)
);
constraint!(
    DN_TENSOR_HANDLE,
    "dense tensor handle type",
    is_dn_tensor_handle,
    Some(dn_tensor_handle_type)
);
constraint!(
    SPMAT_HANDLE,
    "sparse matrix handle type",
    is_spmat_handle,
    Some(spmat_handle_type)
);
constraint!(
    SPGEMM_OP_HANDLE,
    "SpGEMM operation handle type",
    is_spgemm_op_handle,
    Some(spgemm_op_handle_type)
);
constraint!(
    MMA_MATRIX,
    "MMAMatrix type",
    |c, t| mma_matrix(c, t).is_some(),
    None
);

fn is_float_of(ctx: &Context, t: Type, k: rmlir_ir::float::FloatKind) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(f) if *f == k)
}

fn is_int_of(ctx: &Context, t: Type, w: u32, sign: Option<bool>) -> bool {
    match (ctx.type_kind(t), sign) {
        (TypeKind::Integer { width, signedness }, Some(signed)) => {
            *width == w
                && matches!(
                    (signedness, signed),
                    (rmlir_ir::types::Signedness::Signed, true)
                        | (rmlir_ir::types::Signedness::Unsigned, false)
                )
        }
        (TypeKind::Integer { .. }, None) => rmlir_ir::constraints::is_signless_int_of(ctx, t, w),
        _ => false,
    }
}

fn si8(c: &Context, t: Type) -> bool {
    is_int_of(c, t, 8, Some(true))
}
fn ui8(c: &Context, t: Type) -> bool {
    is_int_of(c, t, 8, Some(false))
}
fn i32_(c: &Context, t: Type) -> bool {
    is_int_of(c, t, 32, None)
}
fn f16(c: &Context, t: Type) -> bool {
    is_float_of(c, t, rmlir_ir::float::FloatKind::F16)
}
fn f32_(c: &Context, t: Type) -> bool {
    is_float_of(c, t, rmlir_ir::float::FloatKind::F32)
}
fn f64_(c: &Context, t: Type) -> bool {
    is_float_of(c, t, rmlir_ir::float::FloatKind::F64)
}

fn mma_of(c: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    mma_matrix(c, t).is_some_and(|m| f(c, m.elem))
}

constraint!(
    MMA_STORE_SRC,
    "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| mma_of(c, t, |c, e| si8(c, e) || ui8(c, e) || i32_(c, e) || f16(c, e) || f32_(c, e) || f64_(c, e)),
    None
);
constraint!(
    MMA_AB,
    "gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| mma_of(c, t, |c, e| si8(c, e) || ui8(c, e) || f16(c, e) || f32_(c, e) || f64_(c, e)),
    None
);
constraint!(
    MMA_C,
    "gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values",
    |c, t| mma_of(c, t, |c, e| i32_(c, e) || f16(c, e) || f32_(c, e) || f64_(c, e)),
    None
);
constraint!(
    MMA_CONSTANT_VALUE,
    "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float",
    |c, t| si8(c, t) || ui8(c, t) || i32_(c, t) || f16(c, t) || f32_(c, t),
    None
);

fn mma_memref_elem(c: &Context, t: Type) -> bool {
    let scalar = |c: &Context, t: Type| {
        is_int_of(c, t, 8, None) || i32_(c, t) || f16(c, t) || f32_(c, t) || f64_(c, t)
    };
    if scalar(c, t) {
        return true;
    }
    matches!(c.type_kind(t), TypeKind::Vector { shape, elem, .. } if shape.len() == 1 && scalar(c, *elem))
}

constraint!(
    MMA_MEMREF,
    "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values",
    |c, t| matches!(c.type_kind(t), TypeKind::MemRef { elem, .. } if mma_memref_elem(c, *elem)),
    None
);

fn is_int_or_float(c: &Context, t: Type) -> bool {
    rmlir_ir::constraints::is_signless_integer(c, t) || rmlir_ir::constraints::is_float(c, t)
}

constraint!(INT_OR_FLOAT, "Integer or Float", is_int_or_float, None);
constraint!(
    INT_OR_FLOAT_OR_1D_VECTOR,
    "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    |c, t| is_int_or_float(c, t)
        || matches!(c.type_kind(t), TypeKind::Vector { shape, scalable, elem }
            if shape.len() == 1 && !scalable.iter().any(|&s| s) && is_int_or_float(c, *elem)),
    None
);
constraint!(
    LAUNCH_INDEX,
    "index or 32-bit signless integer or 64-bit signless integer",
    |c, t| matches!(c.type_kind(t), TypeKind::Index) || i32_(c, t) || is_int_of(c, t, 64, None),
    None
);
constraint!(
    PRINTF_ARG,
    "integer or index or floating-point",
    |c, t| matches!(
        c.type_kind(t),
        TypeKind::Index | TypeKind::Integer { .. } | TypeKind::Float(_)
    ),
    None
);
constraint!(
    DYN_SHARED_MEMREF,
    "1D memref of 8-bit signless integer values",
    |c, t| matches!(c.type_kind(t), TypeKind::MemRef { shape, elem, .. } if shape.len() == 1 && is_int_of(c, *elem, 8, None)),
    None
);
