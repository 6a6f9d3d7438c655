//! The vector dialect's attributes (`VectorAttributes.td`): the enum
//! attributes `#vector.kind<...>`, `#vector.iterator_type<...>` and
//! `#vector.punctuation<...>`, all written `<keyword>`.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context};

/// `CombiningKind`.
pub static COMBINING_KIND: EnumDef = EnumDef {
    name: "CombiningKind",
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("maximumf", 12),
        ("minimumf", 11),
    ],
    width: 32,
    bit_enum: false,
};

/// `IteratorType`.
pub static ITERATOR_TYPE: EnumDef = EnumDef {
    name: "IteratorType",
    cases: &[("parallel", 0), ("reduction", 1)],
    width: 32,
    bit_enum: false,
};

/// `PrintPunctuation`.
pub static PRINT_PUNCTUATION: EnumDef = EnumDef {
    name: "PrintPunctuation",
    cases: &[
        ("no_punctuation", 0),
        ("newline", 1),
        ("comma", 2),
        ("open", 3),
        ("close", 4),
    ],
    width: 32,
    bit_enum: false,
};

/// The generated parser of an `EnumAttr` with format `` `<` $value `>` ``.
fn parse_enum(
    p: &mut dyn AsmParser<'_>,
    def: &'static AttrDef,
    e: &'static EnumDef,
    attr_name: &str,
) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
    let cpp = format!("::mlir::vector::{}", e.name);
    let param_error = |p: &mut dyn AsmParser<'_>, mut d: Box<rmlir_ir::asm::AsmDiag>| {
        let at = p.current_loc();
        let second = p.emit_error(
            at,
            &format!("failed to parse {attr_name} parameter 'value' which is to be a `{cpp}`"),
        );
        d.also.push((at, second.message));
        d
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_or_string() else {
        let d = p.emit_error(loc, "expected valid keyword or string");
        return Err(param_error(p, d));
    };
    let Some(v) = e.symbolize(&kw) else {
        let names: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
        let d = p.emit_error(
            loc,
            &format!("expected {cpp} to be one of: {}", names.join(", ")),
        );
        return Err(param_error(p, d));
    };
    p.parse_punct(Punct::Greater)?;
    Ok(p.ctx().dialect_attr(def, vec![Param::Int(v)]))
}

fn print_enum(a: &DialectAttr, e: &EnumDef, p: &mut dyn AsmPrinter) {
    p.write_str("<");
    p.write_str(e.stringify(a.int(0)).unwrap_or(""));
    p.write_str(">");
}

/// `#vector.kind<...>`.
pub static KIND_ATTR_DEF: AttrDef = AttrDef {
    dialect: "vector",
    mnemonic: "kind",
    parse: |p, _| parse_enum(p, &KIND_ATTR_DEF, &COMBINING_KIND, "Vector_CombiningKindAttr"),
    print: |_, a, p| print_enum(a, &COMBINING_KIND, p),
    attr_type: None,
    enum_param: Some(EnumRef::Int(&COMBINING_KIND)),
};

/// `#vector.iterator_type<...>`.
pub static ITERATOR_TYPE_ATTR_DEF: AttrDef = AttrDef {
    dialect: "vector",
    mnemonic: "iterator_type",
    parse: |p, _| {
        parse_enum(p, &ITERATOR_TYPE_ATTR_DEF, &ITERATOR_TYPE, "Vector_IteratorTypeEnum")
    },
    print: |_, a, p| print_enum(a, &ITERATOR_TYPE, p),
    attr_type: None,
    enum_param: Some(EnumRef::Int(&ITERATOR_TYPE)),
};

/// `#vector.punctuation<...>`.
pub static PUNCTUATION_ATTR_DEF: AttrDef = AttrDef {
    dialect: "vector",
    mnemonic: "punctuation",
    parse: |p, _| {
        parse_enum(p, &PUNCTUATION_ATTR_DEF, &PRINT_PUNCTUATION, "Vector_PrintPunctuation")
    },
    print: |_, a, p| print_enum(a, &PRINT_PUNCTUATION, p),
    attr_type: None,
    enum_param: Some(EnumRef::Int(&PRINT_PUNCTUATION)),
};

/// `#vector.kind<k>`.
pub fn kind_attr(ctx: &Context, k: i64) -> Attribute {
    ctx.dialect_attr(&KIND_ATTR_DEF, vec![Param::Int(k)])
}

/// `#vector.kind<add>`, the default of `kind` properties.
pub fn kind_add(ctx: &Context) -> Attribute {
    kind_attr(ctx, 0)
}

/// `#vector.iterator_type<t>`.
pub fn iterator_type_attr(ctx: &Context, t: i64) -> Attribute {
    ctx.dialect_attr(&ITERATOR_TYPE_ATTR_DEF, vec![Param::Int(t)])
}

/// `#vector.punctuation<newline>`, the default of `vector.print`.
pub fn punctuation_newline(ctx: &Context) -> Attribute {
    ctx.dialect_attr(&PUNCTUATION_ATTR_DEF, vec![Param::Int(1)])
}

/// The case of a `#vector.kind`.
pub fn kind_of(ctx: &Context, a: Attribute) -> Option<i64> {
    ctx.as_dialect_attr(a, &KIND_ATTR_DEF).map(|d| d.int(0))
}

/// `Vector_CombiningKindAttr`.
pub const KIND_ATTR: AttrConstraint = AttrConstraint {
    summary: "Kind of combining function for contractions and reductions",
    pred: |c, a| c.as_dialect_attr(a, &KIND_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&KIND_ATTR_DEF),
    value_type: None,
};

/// `Vector_PrintPunctuation`.
pub const PUNCTUATION_ATTR: AttrConstraint = AttrConstraint {
    summary: "Punctuation for separating vectors or vector elements",
    pred: |c, a| c.as_dialect_attr(a, &PUNCTUATION_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&PUNCTUATION_ATTR_DEF),
    value_type: None,
};

/// `Vector_IteratorTypeArrayAttr`.
pub const ITERATOR_TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Iterator type should be an enum.",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if e.iter().all(|&x| c.as_dialect_attr(x, &ITERATOR_TYPE_ATTR_DEF).is_some()))
    },
    storage: AttrStorage::Class(rmlir_ir::op_def::AttrClass::Array),
    value_type: None,
};

/// `I64ArrayAttr`.
pub const I64_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit integer array attribute",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if e.iter().all(|&x| rmlir_ir::constraints::is_signless_int_attr(c, x, 64)))
    },
    storage: AttrStorage::Class(rmlir_ir::op_def::AttrClass::Array),
    value_type: None,
};

/// `BoolArrayAttr`.
pub const BOOL_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "1-bit boolean array attribute",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if e.iter().all(|&x| rmlir_ir::constraints::is_signless_int_attr(c, x, 1)))
    },
    storage: AttrStorage::Class(rmlir_ir::op_def::AttrClass::Array),
    value_type: None,
};

/// `IntValidAlignment<I64Attr>`.
pub const ALIGNMENT_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    pred: |c, a| {
        rmlir_ir::constraints::is_signless_int_attr(c, a, 64)
            && c.int_value(a).is_some_and(|v| v > 0 && (v as u64).is_power_of_two())
    },
    storage: AttrStorage::Class(rmlir_ir::op_def::AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(64)),
};

/// The integers of an `I64ArrayAttr` (or `BoolArrayAttr`), `None` when it
/// holds something else.
pub fn int_array(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return None;
    };
    items.iter().map(|&x| ctx.int_value(x)).collect()
}
