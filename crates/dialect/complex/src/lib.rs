//! The `complex` dialect (`ComplexOps.td`): arithmetic and elementary
//! functions on `complex<float>` values, and the `#complex.number`
//! attribute. Most ops take `#arith.fastmath` flags.

mod fold;
mod inliner;

use fold::*;
use rmlir_arith::attrs::{fastmath_none, FASTMATH_ATTR};
use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::constraints::{
    is_complex_of_float, ANY_COMPLEX, ANY_FLOAT, ANY_SIGNLESS_INTEGER, ANY_TYPE, ARRAY_ATTR, I1,
};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::float::{self, FloatKind};
use rmlir_ir::op_def::{TypeClass, TypeConstraint, TypeList, VerifyResult};
use rmlir_ir::{AttrKind, Attribute, Context, DialectDef, OpView, Type, TypeKind, Value};

/// `Complex<AnyFloat>`.
const COMPLEX_OF_FLOAT: TypeConstraint = TypeConstraint {
    summary: "complex type with floating-point elements",
    pred: is_complex_of_float,
    builder: None,
    class: TypeClass::Complex,
};

/// The element type of a complex type (the `TypesMatchWith` transformer
/// `cast<ComplexType>($_self).getElementType()`).
fn complex_element(ctx: &Context, t: Type) -> Option<TypeList> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => rmlir_ir::op_def::one(Some(*e)),
        _ => None,
    }
}

// ----- #complex.number -----

/// `#complex.number<:f64 1.0, 2.0>`: a complex constant, typed
/// `complex<f64>`. Its parameters are the real and imaginary parts (float
/// attributes of the element type) and the complex type.
pub static NUMBER_ATTR_DEF: AttrDef = AttrDef {
    dialect: "complex",
    mnemonic: "number",
    parse: |p, _| parse_number(p),
    print: print_number,
    attr_type: Some(|a| a.ty(2)),
    enum_param: None,
};

/// Upstream's `parseFloat(double &)`: a float literal (or the bits of a
/// hexadecimal integer) as a double.
fn parse_double(p: &mut dyn AsmParser<'_>) -> ParseResult<u128> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let f64t = ctx.float_type(FloatKind::F64);
    let a = p.parse_attribute(Some(f64t))?;
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, ty } if *ty == f64t => Ok(bits.get()),
        _ => Err(p.emit_error(loc, "expected floating point literal")),
    }
}

fn parse_number(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    p.parse_punct(Punct::Less)?;
    p.parse_punct(Punct::Colon)?;
    let type_loc = p.current_loc();
    let elem = p.parse_type()?;
    let real = parse_double(p)?;
    p.parse_punct(Punct::Comma)?;
    let imag = parse_double(p)?;
    p.parse_punct(Punct::Greater)?;
    let TypeKind::Float(kind) = *ctx.type_kind(elem) else {
        // Upstream converts the parts to the element type's semantics,
        // which only floats have.
        return Err(p.emit_error(
            type_loc,
            "element type of the complex attribute must be float like type.",
        ));
    };
    let part = |bits: u128| {
        ctx.intern_attr(AttrKind::Float {
            ty: elem,
            bits: float::convert(FloatKind::F64, bits, kind).into(),
        })
    };
    let ty = ctx.intern_type(TypeKind::Complex(elem));
    Ok(number_attr(ctx, part(real), part(imag), ty))
}

fn print_number(ctx: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    let (Some(re), Some(im), Some(ty)) = (a.attr(0), a.attr(1), a.ty(2)) else {
        return;
    };
    p.write_str("<:");
    if let TypeKind::Complex(e) = ctx.type_kind(ty) {
        p.print_type(*e);
    }
    p.write_str(" ");
    p.print_attribute_without_type(re);
    p.write_str(", ");
    p.print_attribute_without_type(im);
    p.write_str(">");
}

/// `#complex.number` with parts `re` and `im` (float attributes of the
/// element type) of complex type `ty`.
pub fn number_attr(ctx: &Context, re: Attribute, im: Attribute, ty: Type) -> Attribute {
    ctx.dialect_attr(
        &NUMBER_ATTR_DEF,
        vec![Param::Attr(re), Param::Attr(im), Param::Type(ty)],
    )
}

/// Expands to the dialect's `ops!` invocation: the regular op families
/// from name lists, then the others.
macro_rules! complex_ops {
    (
        binary: [$($b:ident = $bm:literal: $bd:literal $({ $($bx:tt)* })?),* $(,)?],
        unary: [$($u:ident = $um:literal: $ud:literal $({ $($ux:tt)* })?),* $(,)?],
        to_float: [$($f:ident = $fm:literal -> $fr:ident: $fd:literal $({ $($fx:tt)* })?),* $(,)?],
        comparison: [$($c:ident = $cm:literal: $cd:literal),* $(,)?],
        $($rest:tt)*
    ) => {
        rmlir_ods::ops! {
            dialect = "complex";
            $(
                #[doc = $bd]
                op $b = $bm {
                    traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE, ELEMENTWISE],
                    operands: [lhs: COMPLEX_OF_FLOAT, rhs: COMPLEX_OF_FLOAT],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [result: COMPLEX_OF_FLOAT],
                    format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
                    $($($bx)*)?
                }
            )*
            $(
                #[doc = $ud]
                op $u = $um {
                    traits: [SAME_OPERANDS_AND_RESULT_TYPE, PURE, ELEMENTWISE],
                    operands: [complex: COMPLEX_OF_FLOAT],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [result: COMPLEX_OF_FLOAT],
                    format: "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
                    $($($ux)*)?
                }
            )*
            $(
                #[doc = $fd]
                op $f = $fm {
                    traits: [PURE, ELEMENTWISE],
                    operands: [complex: COMPLEX_OF_FLOAT],
                    properties: [fastmath: default(FASTMATH_ATTR, fastmath_none)],
                    results: [$fr: ANY_FLOAT],
                    type_rules: [types_match_with(complex -> $fr, complex_element, "complex element type matches result type")],
                    format: "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
                    $($($fx)*)?
                }
            )*
            $(
                #[doc = $cd]
                op $c = $cm {
                    traits: [PURE, ELEMENTWISE],
                    operands: [lhs: COMPLEX_OF_FLOAT, rhs: COMPLEX_OF_FLOAT],
                    results: [result: I1],
                    type_rules: [all_types_match(lhs, rhs)],
                    format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
                }
            )*
            $($rest)*
        }
    };
}

complex_ops! {
    binary: [
        AddOp = "add": "`complex.add`: complex addition." { fold: fold_add, },
        Atan2Op = "atan2": "`complex.atan2`: complex 2-argument arctangent.",
        DivOp = "div": "`complex.div`: complex division." { fold: fold_div, },
        MulOp = "mul": "`complex.mul`: complex multiplication." { fold: fold_mul, },
        PowOp = "pow": "`complex.pow`: complex power.",
        SubOp = "sub": "`complex.sub`: complex subtraction." { fold: fold_sub, },
    ],
    unary: [
        ConjOp = "conj": "`complex.conj`: complex conjugate." { fold: fold_conj, },
        CosOp = "cos": "`complex.cos`: cosine.",
        ExpOp = "exp": "`complex.exp`: exponential." { fold: fold_exp, },
        Expm1Op = "expm1": "`complex.expm1`: exponential minus 1.",
        LogOp = "log": "`complex.log`: natural logarithm." { fold: fold_log, },
        Log1pOp = "log1p": "`complex.log1p`: natural logarithm of one plus the value.",
        NegOp = "neg": "`complex.neg`: negation." { fold: fold_neg, },
        RsqrtOp = "rsqrt": "`complex.rsqrt`: reciprocal of the square root.",
        SignOp = "sign": "`complex.sign`: the value divided by its absolute value.",
        SinOp = "sin": "`complex.sin`: sine.",
        SqrtOp = "sqrt": "`complex.sqrt`: square root.",
        TanOp = "tan": "`complex.tan`: tangent.",
        TanhOp = "tanh": "`complex.tanh`: hyperbolic tangent.",
    ],
    to_float: [
        AbsOp = "abs" -> result: "`complex.abs`: absolute value.",
        AngleOp = "angle" -> result: "`complex.angle`: argument.",
        ImOp = "im" -> imaginary: "`complex.im`: imaginary part." { fold: fold_im, canonicalize: im_patterns, },
        ReOp = "re" -> real: "`complex.re`: real part." { fold: fold_re, canonicalize: re_patterns, },
    ],
    comparison: [
        EqualOp = "eq": "`complex.eq`: whether two complex values are equal.",
        NotEqualOp = "neq": "`complex.neq`: whether two complex values differ.",
    ],

    /// `complex.bitcast`: reinterprets the bits of a complex value as an
    /// integer or float of the same width, or the reverse.
    op BitcastOp = "bitcast" {
        traits: [PURE],
        operands: [operand: ANY_TYPE],
        results: [result: ANY_TYPE],
        format: "$operand attr-dict `:` type($operand) `to` type($result)",
        verify: verify_bitcast,
        fold: fold_bitcast,
        canonicalize: bitcast_patterns,
    }

    /// `complex.constant`: a constant complex number.
    op ConstantOp = "constant" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: ARRAY_ATTR],
        results: [complex: ANY_COMPLEX],
        format: "$value attr-dict `:` type($complex)",
        verify: verify_constant,
        asm: { result_names: constant_result_names },
        fold: fold_constant,
        interfaces: { constant_value: |op| op.prop("value") },
    }

    /// `complex.create`: a complex number from its real and imaginary parts.
    op CreateOp = "create" {
        traits: [PURE],
        operands: [real: ANY_FLOAT, imaginary: ANY_FLOAT],
        results: [complex: COMPLEX_OF_FLOAT],
        type_rules: [
            all_types_match(real, imaginary),
            types_match_with(complex -> real, complex_element, "complex element type matches real operand type"),
            types_match_with(complex -> imaginary, complex_element, "complex element type matches imaginary operand type"),
        ],
        format: "$real `,` $imaginary attr-dict `:` type($complex)",
        fold: fold_create,
    }

    /// `complex.powi`: a complex number raised to an integer power.
    op PowiOp = "powi" {
        traits: [PURE, ELEMENTWISE],
        operands: [lhs: COMPLEX_OF_FLOAT, rhs: ANY_SIGNLESS_INTEGER],
        properties: [fastmath: optional(FASTMATH_ATTR)],
        results: [result: COMPLEX_OF_FLOAT],
        type_rules: [all_types_match(lhs, result)],
        format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)",
    }
}

/// The complex dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[&NUMBER_ATTR_DEF],
    materialize_constant: Some(materialize_constant),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("complex")
};

fn constant_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    set(op.result(0), "cst");
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, t))
}

fn verify_constant(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(value) = op.prop("value") else {
        return Ok(());
    };
    let elems: &[Attribute] = match ctx.attr_kind(value) {
        AttrKind::Array(e) => e,
        _ => return Ok(()),
    };
    if elems.len() != 2 {
        return Err(op.emit_op_error(
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let part_type = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::Float { ty, .. } | AttrKind::Integer { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(re), Some(im)) = (part_type(elems[0]), part_type(elems[1])) else {
        return Err(
            op.emit_op_error("requires attribute's elements to be float or integer attributes")
        );
    };
    let TypeKind::Complex(elem) = *ctx.type_kind(op.result_type(0)) else {
        return Ok(());
    };
    if re != elem || im != elem {
        return Err(op.emit_op_error(format!(
            "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
            quoted(ctx, re),
            quoted(ctx, im),
            quoted(ctx, elem)
        )));
    }
    Ok(())
}

fn verify_bitcast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (mut from, mut to) = (op.operand_type(0), op.result_type(0));
    if from == to {
        return Ok(());
    }
    let is_int_or_float = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        )
    };
    let is_complex = |t: Type| matches!(ctx.type_kind(t), TypeKind::Complex(_));
    if !is_int_or_float(from) && !is_complex(from) {
        return Err(op.emit_op_error("operand must be int/float/complex"));
    }
    if !is_int_or_float(to) && !is_complex(to) {
        return Err(op.emit_op_error("result must be int/float/complex"));
    }
    if is_complex(from) == is_complex(to) {
        return Err(op.emit_op_error("requires that either input or output has a complex type"));
    }
    if is_complex(to) {
        std::mem::swap(&mut from, &mut to);
    }
    let complex_bits = match ctx.type_kind(from) {
        TypeKind::Complex(e) => ctx.int_or_float_bit_width(*e).unwrap_or(0) * 2,
        _ => 0,
    };
    if Some(complex_bits) != ctx.int_or_float_bit_width(to) {
        return Err(op.emit_op_error("casting bitwidths do not match"));
    }
    Ok(())
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
