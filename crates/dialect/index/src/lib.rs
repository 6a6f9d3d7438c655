//! The `index` dialect (`IndexOps.td`): arithmetic, comparison and casts
//! on `index` values, and the `#index<cmp_predicate ...>` attribute.

mod fold;
mod inliner;
use fold::*;

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult};
use rmlir_ir::constraints::{BOOL_ATTR, I1, INDEX, INDEX_ATTR};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, EnumDef, EnumRef, TypeClass, TypeConstraint};
use rmlir_ir::{AttrKind, Attribute, Context, DialectDef, OpView, Type, TypeKind, Value};

/// `IndexCmpPredicate` cases, in declaration order.
pub const CMP_PREDICATES: &[(&str, i64)] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];

const CMP_CPP_NAME: &str = "::mlir::index::IndexCmpPredicate";

/// `#index<cmp_predicate slt>`: an `EnumAttr` printed as the mnemonic, a
/// space and the case (so the pretty `#index.` form never applies; in an
/// op format the stripped form is ` slt`).
pub static CMP_PREDICATE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "index",
    mnemonic: "cmp_predicate",
    parse: |p, _| parse_cmp_predicate(p),
    print: print_cmp_predicate,
    attr_type: None,
    enum_param: Some(EnumRef::Int(&CMP_PREDICATE)),
};

/// `IndexCmpPredicate` (an `I32EnumAttr`), the enum
/// `#index<cmp_predicate ...>` holds.
pub static CMP_PREDICATE: EnumDef = EnumDef {
    name: "IndexCmpPredicate",
    cases: CMP_PREDICATES,
    width: 32,
    bit_enum: false,
};

fn parse_cmp_predicate(p: &mut dyn AsmParser<'_>) -> ParseResult<Attribute> {
    // Upstream's generated parser reports a second error after the
    // field parser's.
    let param_error = |p: &mut dyn AsmParser<'_>, mut e: Box<rmlir_ir::asm::AsmDiag>| {
        let at = p.current_loc();
        let second = p.emit_error(
            at,
            &format!("failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `{CMP_CPP_NAME}`"),
        );
        e.also.push((at, second.message));
        e
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_or_string() else {
        let e = p.emit_error(loc, "expected valid keyword or string");
        return Err(param_error(p, e));
    };
    match CMP_PREDICATES.iter().find(|c| c.0.as_bytes() == kw) {
        Some(&(_, v)) => Ok(cmp_predicate_attr(p.ctx(), v)),
        None => {
            let names: Vec<&str> = CMP_PREDICATES.iter().map(|c| c.0).collect();
            let e = p.emit_error(
                loc,
                &format!("expected {CMP_CPP_NAME} to be one of: {}", names.join(", ")),
            );
            Err(param_error(p, e))
        }
    }
}

fn print_cmp_predicate(_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    let v = a.int(0);
    let name = CMP_PREDICATES
        .iter()
        .find(|c| c.1 == v)
        .map(|c| c.0)
        .unwrap_or("");
    p.write_str(" ");
    p.write_str(name);
}

/// `#index<cmp_predicate ...>` of case value `v`.
pub fn cmp_predicate_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.dialect_attr(&CMP_PREDICATE_ATTR_DEF, vec![Param::Int(v)])
}

/// `IndexCmpPredicateAttr`.
pub const CMP_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "index comparison predicate kind",
    pred: |c, a| c.as_dialect_attr(a, &CMP_PREDICATE_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&CMP_PREDICATE_ATTR_DEF),
    value_type: None,
};

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index)
}

/// `AnyTypeOf<[AnyInteger, Index]>`.
const INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "integer or index",
    pred: is_int_or_index,
    builder: None,
    class: TypeClass::Any,
};

rmlir_ods::ops! {
    dialect = "index";

    /// `index.add`.
    op AddOp = "add" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_add,
        canonicalize: add_patterns,
    }

    /// `index.sub`.
    op SubOp = "sub" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_sub,
    }

    /// `index.mul`.
    op MulOp = "mul" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_mul,
        canonicalize: mul_patterns,
    }

    /// `index.divs`.
    op DivSOp = "divs" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_divs,
    }

    /// `index.divu`.
    op DivUOp = "divu" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_divu,
    }

    /// `index.ceildivs`.
    op CeilDivSOp = "ceildivs" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_ceildivs,
    }

    /// `index.ceildivu`.
    op CeilDivUOp = "ceildivu" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_ceildivu,
    }

    /// `index.floordivs`.
    op FloorDivSOp = "floordivs" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_floordivs,
    }

    /// `index.rems`.
    op RemSOp = "rems" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_rems,
    }

    /// `index.remu`.
    op RemUOp = "remu" {
        traits: [NO_MEMORY_EFFECT],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_remu,
    }

    /// `index.maxs`.
    op MaxSOp = "maxs" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_maxs,
        canonicalize: maxs_patterns,
    }

    /// `index.maxu`.
    op MaxUOp = "maxu" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_maxu,
        canonicalize: maxu_patterns,
    }

    /// `index.mins`.
    op MinSOp = "mins" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_mins,
        canonicalize: mins_patterns,
    }

    /// `index.minu`.
    op MinUOp = "minu" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_minu,
        canonicalize: minu_patterns,
    }

    /// `index.shl`.
    op ShlOp = "shl" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_shl,
    }

    /// `index.shrs`.
    op ShrSOp = "shrs" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_shrs,
    }

    /// `index.shru`.
    op ShrUOp = "shru" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_shru,
    }

    /// `index.and`.
    op AndOp = "and" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_and,
        canonicalize: and_patterns,
    }

    /// `index.or`.
    op OrOp = "or" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_or,
        canonicalize: or_patterns,
    }

    /// `index.xor`.
    op XOrOp = "xor" {
        traits: [COMMUTATIVE, PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        results: [result: INDEX],
        format: "$lhs `,` $rhs attr-dict",
        fold: fold_xor,
        canonicalize: xor_patterns,
    }

    /// `index.casts`: a sign-extending or truncating cast between `index`
    /// and an integer type.
    op CastSOp = "casts" {
        traits: [PURE],
        operands: [input: INTEGER_OR_INDEX],
        results: [output: INTEGER_OR_INDEX],
        format: "$input attr-dict `:` type($input) `to` type($output)",
        interfaces: { cast_compatible: cast_compatible },
        fold: fold_casts,
    }

    /// `index.castu`: a zero-extending or truncating cast between `index`
    /// and an integer type.
    op CastUOp = "castu" {
        traits: [PURE],
        operands: [input: INTEGER_OR_INDEX],
        results: [output: INTEGER_OR_INDEX],
        format: "$input attr-dict `:` type($input) `to` type($output)",
        interfaces: { cast_compatible: cast_compatible },
        fold: fold_castu,
    }

    /// `index.cmp`: compares two index values.
    op CmpOp = "cmp" {
        traits: [PURE],
        operands: [lhs: INDEX, rhs: INDEX],
        properties: [pred: CMP_PREDICATE_ATTR],
        results: [result: I1],
        format: "`` $pred `(` $lhs `,` $rhs `)` attr-dict",
        fold: fold_cmp,
        canonicalize: cmp_patterns,
    }

    /// `index.sizeof`: the bit width of `index`.
    op SizeOfOp = "sizeof" {
        traits: [PURE],
        results: [result: INDEX],
        format: "attr-dict",
    }

    /// `index.constant`.
    op ConstantOp = "constant" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: INDEX_ATTR],
        results: [result: INDEX],
        format: "attr-dict $value",
        asm: { result_names: constant_result_names },
        fold: fold_constant,
        interfaces: { constant_value: |op| op.prop("value") },
    }

    /// `index.bool.constant`.
    op BoolConstantOp = "bool.constant" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: BOOL_ATTR],
        results: [result: I1],
        format: "attr-dict $value",
        asm: { result_names: bool_constant_result_names },
        fold: fold_constant,
        interfaces: { constant_value: |op| op.prop("value") },
    }
}

/// The index dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[&CMP_PREDICATE_ATTR_DEF],
    materialize_constant: Some(materialize_constant),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("index")
};

/// `CastOpInterface::areCastCompatible` of `index.casts`/`index.castu`:
/// exactly one side is `index`, the other an integer.
fn cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let (&[a], &[b]) = (ins, outs) else {
        return false;
    };
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    let is_int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    (is_index(a) && is_int(b)) || (is_int(a) && is_index(b))
}

fn constant_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let Some(v) = op.prop("value") else { return };
    if let AttrKind::Integer { value, .. } = op.ctx.attr_kind(v) {
        set(
            op.result(0),
            &format!("idx{}", value.to_string_radix10(true)),
        );
    }
}

fn bool_constant_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let Some(v) = op.prop("value") else { return };
    if let Some(b) = op.ctx.int_value(v) {
        set(op.result(0), if b != 0 { "true" } else { "false" });
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
