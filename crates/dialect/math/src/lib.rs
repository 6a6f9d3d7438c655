//! The `math` dialect (`MathOps.td`): elementwise math functions on
//! floats and integers, and vectors/tensors of them. Float ops take
//! `#arith.fastmath` flags.

mod fold;
mod inliner;
mod libm;

use fold::*;
use rmlir_arith::attrs::{fastmath_none, FASTMATH_ATTR};
use rmlir_ir::constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_LIKE};
use rmlir_ir::op_def::{InferInput, TypeList};
use rmlir_ir::smallvec;
use rmlir_ir::{Context, DialectDef, OpView, Type, Value};

/// Upstream's `getI1SameShape` as a `TypesMatchWith` transformer.
pub fn i1_same_shape(ctx: &Context, t: Type) -> Option<TypeList> {
    rmlir_ir::op_def::one(Some(rmlir_ir::common_folders::i1_same_shape(ctx, t)))
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
        float_unary: [$($fu:ident = $fum:literal: $fud:literal $(=> $fuf:ident)?),* $(,)?],
        float_binary: [$($fb:ident = $fbm:literal: $fbd:literal $(=> $fbf:ident)?),* $(,)?],
        float_classification: [$($fc:ident = $fcm:literal: $fcd:literal $(=> $fcf:ident)?),* $(,)?],
        integer_unary: [$($iu:ident = $ium:literal: $iud:literal $(=> $iuf:ident)?),* $(,)?],
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
                    $(fold: $fuf,)?
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
                    $(fold: $fbf,)?
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
                    $(fold: $fcf,)?
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
                    $(fold: $iuf,)?
                }
            )*
            $($rest)*
        }
    };
}

math_ops! {
    float_unary: [
        AbsFOp = "absf": "`math.absf`: floating point absolute value." => fold_absf,
        AcosOp = "acos": "`math.acos`: arcus cosine." => fold_acos,
        AcoshOp = "acosh": "`math.acosh`: hyperbolic arcus cosine." => fold_acosh,
        AsinOp = "asin": "`math.asin`: arcus sine." => fold_asin,
        AsinhOp = "asinh": "`math.asinh`: hyperbolic arcus sine." => fold_asinh,
        AtanOp = "atan": "`math.atan`: arcus tangent." => fold_atan,
        AtanhOp = "atanh": "`math.atanh`: hyperbolic arcus tangent." => fold_atanh,
        CbrtOp = "cbrt": "`math.cbrt`: cube root.",
        CeilOp = "ceil": "`math.ceil`: ceiling." => fold_ceil,
        CosOp = "cos": "`math.cos`: cosine." => fold_cos,
        CoshOp = "cosh": "`math.cosh`: hyperbolic cosine." => fold_cosh,
        ErfOp = "erf": "`math.erf`: error function." => fold_erf,
        ErfcOp = "erfc": "`math.erfc`: complementary error function." => fold_erfc,
        ExpOp = "exp": "`math.exp`: base-e exponential." => fold_exp,
        Exp2Op = "exp2": "`math.exp2`: base-2 exponential." => fold_exp2,
        ExpM1Op = "expm1": "`math.expm1`: base-e exponential minus 1." => fold_expm1,
        FloorOp = "floor": "`math.floor`: floor." => fold_floor,
        LogOp = "log": "`math.log`: base-e logarithm." => fold_log,
        Log10Op = "log10": "`math.log10`: base-10 logarithm." => fold_log10,
        Log1pOp = "log1p": "`math.log1p`: natural logarithm of one plus the value." => fold_log1p,
        Log2Op = "log2": "`math.log2`: base-2 logarithm." => fold_log2,
        RoundOp = "round": "`math.round`: rounding, halfway cases away from zero." => fold_round,
        RoundEvenOp = "roundeven": "`math.roundeven`: rounding, halfway cases to even." => fold_roundeven,
        RsqrtOp = "rsqrt": "`math.rsqrt`: reciprocal of the square root.",
        SinOp = "sin": "`math.sin`: sine." => fold_sin,
        SinhOp = "sinh": "`math.sinh`: hyperbolic sine." => fold_sinh,
        SqrtOp = "sqrt": "`math.sqrt`: square root." => fold_sqrt,
        TanOp = "tan": "`math.tan`: tangent." => fold_tan,
        TanhOp = "tanh": "`math.tanh`: hyperbolic tangent." => fold_tanh,
        TruncOp = "trunc": "`math.trunc`: rounding toward zero." => fold_trunc,
    ],
    float_binary: [
        Atan2Op = "atan2": "`math.atan2`: 2-argument arcus tangent." => fold_atan2,
        CopySignOp = "copysign": "`math.copysign`: the first operand's magnitude with the second's sign." => fold_copysign,
        PowFOp = "powf": "`math.powf`: floating point power." => fold_powf,
    ],
    float_classification: [
        IsFiniteOp = "isfinite": "`math.isfinite`: whether the value is finite." => fold_isfinite,
        IsInfOp = "isinf": "`math.isinf`: whether the value is infinite." => fold_isinf,
        IsNaNOp = "isnan": "`math.isnan`: whether the value is NaN." => fold_isnan,
        IsNormalOp = "isnormal": "`math.isnormal`: whether the value is normal." => fold_isnormal,
    ],
    integer_unary: [
        AbsIOp = "absi": "`math.absi`: integer absolute value." => fold_absi,
        CountLeadingZerosOp = "ctlz": "`math.ctlz`: number of leading zeros." => fold_ctlz,
        CountTrailingZerosOp = "cttz": "`math.cttz`: number of trailing zeros." => fold_cttz,
        CtPopOp = "ctpop": "`math.ctpop`: number of set bits." => fold_ctpop,
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
        fold: fold_ipowi,
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
    materialize_constant: Some(materialize_constant),
    interfaces: Some(inliner::attach),
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
