//! The `math` dialect (`MathOps.td`): elementwise math functions on
//! floats and integers, and vectors/tensors of them. Float ops take
//! `#arith.fastmath` flags.

use rmlir_arith::attrs::{fastmath_none, FASTMATH_ATTR};
use rmlir_ir::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use rmlir_ir::op_def::{InferInput, TypeList};
use rmlir_ir::smallvec;
use rmlir_ir::{Context, DialectDef, OpView, Type, TypeKind, Value};

/// Upstream's `getI1SameShape`: `i1`, or a vector/tensor of `i1` of the
/// same shape (and encoding) as `t`.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Option<TypeList> {
    let i1 = ctx.int_type(1);
    let ty = match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { elem: i1 }),
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            elem: i1,
            layout: *layout,
            memory_space: *memory_space,
        }),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            ctx.intern_type(TypeKind::UnrankedMemRef {
                elem: i1,
                memory_space: *memory_space,
            })
        }
        _ => i1,
    };
    rmlir_ir::op_def::one(Some(ty))
}

/// `InferTypeOpInterface` of the ops with `SameOperandsAndResultType`
/// (which ODS adds to them): the result has the first operand's type.
fn same_as_first_operand(input: &InferInput<'_>) -> Result<TypeList, Option<String>> {
    match input.operand_types.first() {
        Some(&t) => Ok(smallvec::smallvec![t]),
        None => Err(None),
    }
}

/// Expands to the dialect's `ops!` invocation: the regular op families
/// (same operands, traits and format) from name lists, then the others.
macro_rules! math_ops {
    (
        float_unary: [$($fu:ident = $fum:literal: $fud:literal),* $(,)?],
        float_binary: [$($fb:ident = $fbm:literal: $fbd:literal),* $(,)?],
        float_classification: [$($fc:ident = $fcm:literal: $fcd:literal),* $(,)?],
        integer_unary: [$($iu:ident = $ium:literal: $iud:literal),* $(,)?],
        $($rest:tt)*
    ) => {
        rmlir_ods::ops! {
            dialect = "math";
            $(
                #[doc = $fud]
                op $fu = $fum {
                    traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
                    operands: [operand: FLOAT_LIKE],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [result: FLOAT_LIKE],
                    interfaces: { infer_types: same_as_first_operand },
                    format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                }
            )*
            $(
                #[doc = $fbd]
                op $fb = $fbm {
                    traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
                    operands: [lhs: FLOAT_LIKE, rhs: FLOAT_LIKE],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [result: FLOAT_LIKE],
                    interfaces: { infer_types: same_as_first_operand },
                    format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                }
            )*
            $(
                #[doc = $fcd]
                op $fc = $fcm {
                    traits: [PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
                    operands: [operand: FLOAT_LIKE],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [result: BOOL_LIKE],
                    type_rules: [types_match_with(operand -> result, i1_same_shape, "result type has i1 element type and same shape as operands")],
                    format: "$operand attr-dict `:` type($operand)",
                }
            )*
            $(
                #[doc = $iud]
                op $iu = $ium {
                    traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
                    operands: [operand: SIGNLESS_INTEGER_LIKE],
                    results: [result: SIGNLESS_INTEGER_LIKE],
                    interfaces: { infer_types: same_as_first_operand },
                    format: "$operand attr-dict `:` type($result)",
                }
            )*
            $($rest)*
        }
    };
}

math_ops! {
    float_unary: [
        AbsFOp = "absf": "`math.absf`: floating point absolute value.",
        AcosOp = "acos": "`math.acos`: arcus cosine.",
        AcoshOp = "acosh": "`math.acosh`: hyperbolic arcus cosine.",
        AsinOp = "asin": "`math.asin`: arcus sine.",
        AsinhOp = "asinh": "`math.asinh`: hyperbolic arcus sine.",
        AtanOp = "atan": "`math.atan`: arcus tangent.",
        AtanhOp = "atanh": "`math.atanh`: hyperbolic arcus tangent.",
        CbrtOp = "cbrt": "`math.cbrt`: cube root.",
        CeilOp = "ceil": "`math.ceil`: ceiling.",
        CosOp = "cos": "`math.cos`: cosine.",
        CoshOp = "cosh": "`math.cosh`: hyperbolic cosine.",
        ErfOp = "erf": "`math.erf`: error function.",
        ErfcOp = "erfc": "`math.erfc`: complementary error function.",
        ExpOp = "exp": "`math.exp`: base-e exponential.",
        Exp2Op = "exp2": "`math.exp2`: base-2 exponential.",
        ExpM1Op = "expm1": "`math.expm1`: base-e exponential minus 1.",
        FloorOp = "floor": "`math.floor`: floor.",
        LogOp = "log": "`math.log`: base-e logarithm.",
        Log10Op = "log10": "`math.log10`: base-10 logarithm.",
        Log1pOp = "log1p": "`math.log1p`: natural logarithm of one plus the value.",
        Log2Op = "log2": "`math.log2`: base-2 logarithm.",
        RoundOp = "round": "`math.round`: rounding, halfway cases away from zero.",
        RoundEvenOp = "roundeven": "`math.roundeven`: rounding, halfway cases to even.",
        RsqrtOp = "rsqrt": "`math.rsqrt`: reciprocal of the square root.",
        SinOp = "sin": "`math.sin`: sine.",
        SinhOp = "sinh": "`math.sinh`: hyperbolic sine.",
        SqrtOp = "sqrt": "`math.sqrt`: square root.",
        TanOp = "tan": "`math.tan`: tangent.",
        TanhOp = "tanh": "`math.tanh`: hyperbolic tangent.",
        TruncOp = "trunc": "`math.trunc`: rounding toward zero.",
    ],
    float_binary: [
        Atan2Op = "atan2": "`math.atan2`: 2-argument arcus tangent.",
        CopySignOp = "copysign": "`math.copysign`: the first operand's magnitude with the second's sign.",
        PowFOp = "powf": "`math.powf`: floating point power.",
    ],
    float_classification: [
        IsFiniteOp = "isfinite": "`math.isfinite`: whether the value is finite.",
        IsInfOp = "isinf": "`math.isinf`: whether the value is infinite.",
        IsNaNOp = "isnan": "`math.isnan`: whether the value is NaN.",
        IsNormalOp = "isnormal": "`math.isnormal`: whether the value is normal.",
    ],
    integer_unary: [
        AbsIOp = "absi": "`math.absi`: integer absolute value.",
        CountLeadingZerosOp = "ctlz": "`math.ctlz`: number of leading zeros.",
        CountTrailingZerosOp = "cttz": "`math.cttz`: number of trailing zeros.",
        CtPopOp = "ctpop": "`math.ctpop`: number of set bits.",
    ],

    /// `math.clampf`: clamps a value between a minimum and a maximum.
    op ClampFOp = "clampf" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [value: FLOAT_LIKE, min: FLOAT_LIKE, max: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        interfaces: { infer_types: same_as_first_operand },
        format: "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }

    /// `math.fma`: fused multiply-add.
    op FmaOp = "fma" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [a: FLOAT_LIKE, b: FLOAT_LIKE, c: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        interfaces: { infer_types: same_as_first_operand },
        format: "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }

    /// `math.fpowi`: a float raised to a signed integer power.
    op FPowIOp = "fpowi" {
        traits: [SAME_OPERANDS_AND_RESULT_SHAPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: FLOAT_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [result: FLOAT_LIKE],
        type_rules: [all_types_match(lhs, result)],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
    }

    /// `math.ipowi`: an integer raised to a signed integer power.
    op IPowIOp = "ipowi" {
        traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [lhs: SIGNLESS_INTEGER_LIKE, rhs: SIGNLESS_INTEGER_LIKE],
        results: [result: SIGNLESS_INTEGER_LIKE],
        interfaces: { infer_types: same_as_first_operand },
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
    }

    /// `math.sincos`: the sine and cosine of a value at once.
    op SincosOp = "sincos" {
        traits: [PURE, ELEMENTWISE, SCALARIZABLE, VECTORIZABLE, TENSORIZABLE],
        operands: [operand: FLOAT_LIKE],
        properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
        results: [sin: FLOAT_LIKE, cos: FLOAT_LIKE],
        type_rules: [all_types_match(operand, sin, cos)],
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
        asm: { result_names: sincos_result_names },
    }
}

/// The math dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    ..DialectDef::new("math")
};

fn sincos_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    if op.num_results() == 2 {
        set(op.result(0), "sin");
        set(op.result(1), "cos");
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
