//! The arith dialect's attributes (`ArithBase.td`): `#arith.fastmath<...>`
//! and `#arith.overflow<...>` (bit enums), plus the integer enums stored as
//! plain integer attributes (comparison predicates, rounding modes,
//! atomic kinds).

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, BitEnum, DialectAttr, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{Attribute, Context, Type};

/// `FastMathFlags`.
pub static FASTMATH_FLAGS: BitEnum = BitEnum {
    cpp_name: "::mlir::arith::FastMathFlags",
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    separator: ",",
    print_groups: true,
};

/// `IntegerOverflowFlags`.
pub static OVERFLOW_FLAGS: BitEnum = BitEnum {
    cpp_name: "::mlir::arith::IntegerOverflowFlags",
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    separator: ", ",
    print_groups: false,
};

fn parse_bit_enum_attr(
    p: &mut dyn AsmParser<'_>,
    def: &'static AttrDef,
    e: &BitEnum,
    name: &str,
) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let v = e.parse_value(p, name)?;
    p.parse_punct(Punct::Greater)?;
    Ok(p.ctx().dialect_attr(def, vec![Param::Int(v as i64)]))
}

fn print_bit_enum_attr(a: &DialectAttr, e: &BitEnum, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    p.write_str(&e.stringify(a.int(0) as u64));
    p.write_str(">");
}

/// `#arith.fastmath<...>`.
pub static FASTMATH_ATTR_DEF: AttrDef = AttrDef {
    dialect: "arith",
    mnemonic: "fastmath",
    parse: |p, _| parse_bit_enum_attr(p, &FASTMATH_ATTR_DEF, &FASTMATH_FLAGS, "Arith_FastMathAttr"),
    print: |_, a, p| print_bit_enum_attr(a, &FASTMATH_FLAGS, p),
    attr_type: None,
    enum_param: Some(EnumRef::Bit(&FASTMATH_FLAGS)),
};

/// `#arith.overflow<...>`.
pub static OVERFLOW_ATTR_DEF: AttrDef = AttrDef {
    dialect: "arith",
    mnemonic: "overflow",
    parse: |p, _| {
        parse_bit_enum_attr(
            p,
            &OVERFLOW_ATTR_DEF,
            &OVERFLOW_FLAGS,
            "Arith_IntegerOverflowAttr",
        )
    },
    print: |_, a, p| print_bit_enum_attr(a, &OVERFLOW_FLAGS, p),
    attr_type: None,
    enum_param: Some(EnumRef::Bit(&OVERFLOW_FLAGS)),
};

/// `#arith.fastmath<flags>`.
pub fn fastmath_attr(ctx: &Context, flags: u64) -> Attribute {
    ctx.dialect_attr(&FASTMATH_ATTR_DEF, vec![Param::Int(flags as i64)])
}

/// `#arith.fastmath<none>`, the default of `fastmath` properties.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    fastmath_attr(ctx, 0)
}

/// `#arith.overflow<flags>`.
pub fn overflow_attr(ctx: &Context, flags: u64) -> Attribute {
    ctx.dialect_attr(&OVERFLOW_ATTR_DEF, vec![Param::Int(flags as i64)])
}

/// `#arith.overflow<none>`, the default of `overflowFlags` properties.
pub fn overflow_none(ctx: &Context) -> Attribute {
    overflow_attr(ctx, 0)
}

/// `Arith_FastMathAttr` as an attribute constraint.
pub const FASTMATH_ATTR: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    pred: |c, a| c.as_dialect_attr(a, &FASTMATH_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&FASTMATH_ATTR_DEF),
    value_type: None,
};

/// `Arith_IntegerOverflowAttr` as an attribute constraint.
pub const OVERFLOW_ATTR: AttrConstraint = AttrConstraint {
    summary: "Integer overflow arith flags",
    pred: |c, a| c.as_dialect_attr(a, &OVERFLOW_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&OVERFLOW_ATTR_DEF),
    value_type: None,
};

/// `CmpIPredicate`.
pub static CMPI_PREDICATE: EnumDef = EnumDef {
    name: "CmpIPredicate",
    cases: &[
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
    ],
    width: 64,
    bit_enum: false,
};

/// `arith::invertPredicate` on a `CmpIPredicate` value: the predicate
/// that holds exactly where `p` does not (`slt` for `sge`, ...).
pub fn invert_cmpi_predicate(p: i64) -> i64 {
    match p {
        0 => 1,
        1 => 0,
        2 => 5,
        3 => 4,
        4 => 3,
        5 => 2,
        6 => 9,
        7 => 8,
        8 => 7,
        9 => 6,
        other => other,
    }
}

/// `CmpFPredicate`.
pub static CMPF_PREDICATE: EnumDef = EnumDef {
    name: "CmpFPredicate",
    cases: &[
        ("false", 0),
        ("oeq", 1),
        ("ogt", 2),
        ("oge", 3),
        ("olt", 4),
        ("ole", 5),
        ("one", 6),
        ("ord", 7),
        ("ueq", 8),
        ("ugt", 9),
        ("uge", 10),
        ("ult", 11),
        ("ule", 12),
        ("une", 13),
        ("uno", 14),
        ("true", 15),
    ],
    width: 64,
    bit_enum: false,
};

/// The integer type of an enum's storage.
pub fn enum_type(ctx: &Context, e: &EnumDef) -> Type {
    e.storage_type(ctx)
}

/// `RoundingMode` (`I32EnumAttr`): the rounding mode of `arith.truncf`.
pub static ROUNDING_MODE: EnumDef = EnumDef {
    name: "RoundingMode",
    cases: &[
        ("to_nearest_even", 0),
        ("downward", 1),
        ("upward", 2),
        ("toward_zero", 3),
        ("to_nearest_away", 4),
    ],
    width: 32,
    bit_enum: false,
};

/// `AtomicRMWKind`: the kinds of `memref.atomic_rmw` (and of reductions).
pub static ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "AtomicRMWKind",
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
    width: 64,
    bit_enum: false,
};

/// Whether `a` is a case of the integer enum `e`: an integer attribute of
/// the enum's signless storage type holding one of its values (the
/// predicate of upstream's `I32EnumAttr`/`I64EnumAttr`).
pub fn is_enum_case(ctx: &Context, a: Attribute, e: &EnumDef) -> bool {
    match ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Integer { ty, value } => {
            rmlir_ir::constraints::is_signless_int_of(ctx, *ty, e.width)
                && value.to_i64().is_some_and(|v| e.stringify(v).is_some())
        }
        _ => false,
    }
}

/// `Arith_CmpIPredicateAttr`.
pub const CMPI_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    pred: |c, a| is_enum_case(c, a, &CMPI_PREDICATE),
    storage: AttrStorage::Enum(&CMPI_PREDICATE),
    value_type: None,
};

/// `Arith_CmpFPredicateAttr`.
pub const CMPF_PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    pred: |c, a| is_enum_case(c, a, &CMPF_PREDICATE),
    storage: AttrStorage::Enum(&CMPF_PREDICATE),
    value_type: None,
};

/// `Arith_RoundingModeAttr`.
pub const ROUNDING_MODE_ATTR: AttrConstraint = AttrConstraint {
    summary: "Floating point rounding mode",
    pred: |c, a| is_enum_case(c, a, &ROUNDING_MODE),
    storage: AttrStorage::Enum(&ROUNDING_MODE),
    value_type: None,
};

/// `AtomicRMWKindAttr` (used by `memref.atomic_rmw` and reductions).
pub const ATOMIC_RMW_KIND_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    pred: |c, a| is_enum_case(c, a, &ATOMIC_RMW_KIND),
    storage: AttrStorage::Enum(&ATOMIC_RMW_KIND),
    value_type: None,
};
