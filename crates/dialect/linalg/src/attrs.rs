//! The linalg dialect's attributes (`LinalgBase.td`, `LinalgEnums.td`):
//! the enum attributes `#linalg.iterator_type<...>`, `#linalg.unary_fn<...>`,
//! `#linalg.binary_fn<...>`, `#linalg.ternary_fn<...>`,
//! `#linalg.type_fn<...>` and `#linalg.elementwise_kind<...>`, all written
//! `<keyword>`, and the `WinogradConv2DFmr` integer enum.

use rmlir_ir::asm::{AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context};

const fn enum_def(name: &'static str, cases: &'static [(&'static str, i64)]) -> EnumDef {
    EnumDef {
        name,
        cases,
        width: 32,
        bit_enum: false,
    }
}

/// `utils::IteratorType`.
pub static ITERATOR_TYPE: EnumDef = enum_def("IteratorType", &[("parallel", 0), ("reduction", 1)]);

/// `UnaryFn`.
pub static UNARY_FN: EnumDef = enum_def(
    "UnaryFn",
    &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
    ],
);

/// `BinaryFn`.
pub static BINARY_FN: EnumDef = enum_def(
    "BinaryFn",
    &[
        ("add", 0),
        ("sub", 1),
        ("mul", 2),
        ("div", 3),
        ("div_unsigned", 4),
        ("max_signed", 5),
        ("min_signed", 6),
        ("max_unsigned", 7),
        ("min_unsigned", 8),
        ("powf", 9),
    ],
);

/// `TernaryFn`.
pub static TERNARY_FN: EnumDef = enum_def("TernaryFn", &[("select", 0)]);

/// `TypeFn`.
pub static TYPE_FN: EnumDef = enum_def("TypeFn", &[("cast_signed", 0), ("cast_unsigned", 1)]);

/// `ElementwiseKind`: the unary, then binary, then ternary functions.
pub static ELEMENTWISE_KIND: EnumDef = enum_def(
    "ElementwiseKind",
    &[
        ("exp", 0),
        ("log", 1),
        ("abs", 2),
        ("ceil", 3),
        ("floor", 4),
        ("negf", 5),
        ("reciprocal", 6),
        ("round", 7),
        ("sqrt", 8),
        ("rsqrt", 9),
        ("square", 10),
        ("tanh", 11),
        ("erf", 12),
        ("add", 13),
        ("sub", 14),
        ("mul", 15),
        ("div", 16),
        ("div_unsigned", 17),
        ("max_signed", 18),
        ("min_signed", 19),
        ("max_unsigned", 20),
        ("min_unsigned", 21),
        ("powf", 22),
        ("select", 23),
    ],
);

/// `ElementwiseCaseLimits`: where the unary, binary and ternary kinds end.
pub const LAST_UNARY: i64 = 13;
/// See [`LAST_UNARY`].
pub const LAST_BINARY: i64 = 23;

/// `WinogradConv2DFmr`, an `I32EnumAttr` stored as an `i32` integer.
pub static WINOGRAD_FMR: EnumDef = enum_def(
    "WinogradConv2DFmr",
    &[("F_2_3", 0), ("F_4_3", 1), ("F_2_5", 2)],
);

/// The generated parser of an `EnumAttr` with format `` `<` $value `>` ``.
fn parse_enum(
    p: &mut dyn AsmParser<'_>,
    def: &'static AttrDef,
    e: &'static EnumDef,
    attr_name: &str,
    cpp: &str,
) -> ParseResult<Attribute> {
    p.parse_punct(Punct::Less)?;
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

macro_rules! enum_attr {
    ($def:ident, $mnemonic:literal, $enum:ident, $ods:literal, $cpp:literal, $get:ident, $of:ident) => {
        #[doc = concat!("`#linalg.", $mnemonic, "<...>`.")]
        pub static $def: AttrDef = AttrDef {
            dialect: "linalg",
            mnemonic: $mnemonic,
            parse: |p, _| parse_enum(p, &$def, &$enum, $ods, $cpp),
            print: |_, a, p| print_enum(a, &$enum, p),
            attr_type: None,
            enum_param: Some(EnumRef::Int(&$enum)),
        };

        #[doc = concat!("`#linalg.", $mnemonic, "<v>`.")]
        pub fn $get(ctx: &Context, v: i64) -> Attribute {
            ctx.dialect_attr(&$def, vec![Param::Int(v)])
        }

        #[doc = concat!("The case of a `#linalg.", $mnemonic, "`.")]
        pub fn $of(ctx: &Context, a: Attribute) -> Option<i64> {
            ctx.as_dialect_attr(a, &$def).map(|d| d.int(0))
        }
    };
}

enum_attr!(
    ITERATOR_TYPE_ATTR_DEF,
    "iterator_type",
    ITERATOR_TYPE,
    "IteratorTypeEnum",
    "::mlir::utils::IteratorType",
    iterator_type_attr,
    iterator_type_of
);
enum_attr!(
    UNARY_FN_ATTR_DEF,
    "unary_fn",
    UNARY_FN,
    "UnaryFnAttr",
    "::mlir::linalg::UnaryFn",
    unary_fn_attr,
    unary_fn_of
);
enum_attr!(
    BINARY_FN_ATTR_DEF,
    "binary_fn",
    BINARY_FN,
    "BinaryFnAttr",
    "::mlir::linalg::BinaryFn",
    binary_fn_attr,
    binary_fn_of
);
enum_attr!(
    TERNARY_FN_ATTR_DEF,
    "ternary_fn",
    TERNARY_FN,
    "TernaryFnAttr",
    "::mlir::linalg::TernaryFn",
    ternary_fn_attr,
    ternary_fn_of
);
enum_attr!(
    TYPE_FN_ATTR_DEF,
    "type_fn",
    TYPE_FN,
    "TypeFnAttr",
    "::mlir::linalg::TypeFn",
    type_fn_attr,
    type_fn_of
);
enum_attr!(
    ELEMENTWISE_KIND_ATTR_DEF,
    "elementwise_kind",
    ELEMENTWISE_KIND,
    "ElementwiseKindAttr",
    "::mlir::linalg::ElementwiseKind",
    elementwise_kind_attr,
    elementwise_kind_of
);

/// Every attribute of the dialect.
pub static ATTRS: &[&AttrDef] = &[
    &ELEMENTWISE_KIND_ATTR_DEF,
    &UNARY_FN_ATTR_DEF,
    &BINARY_FN_ATTR_DEF,
    &TERNARY_FN_ATTR_DEF,
    &TYPE_FN_ATTR_DEF,
    &ITERATOR_TYPE_ATTR_DEF,
];

/// `#linalg.type_fn<cast_signed>`, the default of `cast` properties.
pub fn cast_signed(ctx: &Context) -> Attribute {
    type_fn_attr(ctx, 0)
}

/// `TypeFnAttr`.
pub const TYPE_FN_ATTR: AttrConstraint = AttrConstraint {
    summary: "",
    pred: |c, a| c.as_dialect_attr(a, &TYPE_FN_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&TYPE_FN_ATTR_DEF),
    value_type: None,
};

/// `ElementwiseKindAttr`.
pub const ELEMENTWISE_KIND_ATTR: AttrConstraint = AttrConstraint {
    summary: "",
    pred: |c, a| c.as_dialect_attr(a, &ELEMENTWISE_KIND_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&ELEMENTWISE_KIND_ATTR_DEF),
    value_type: None,
};

/// `IteratorTypeArrayAttr`.
pub const ITERATOR_TYPE_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Iterator type should be an enum.",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if e.iter().all(|&x| c.as_dialect_attr(x, &ITERATOR_TYPE_ATTR_DEF).is_some()))
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `AffineMapArrayAttr`.
pub const AFFINE_MAP_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "AffineMap array attribute",
    pred: |c, a| {
        matches!(c.attr_kind(a), AttrKind::Array(e)
            if e.iter().all(|&x| matches!(c.attr_kind(x), AttrKind::AffineMap(_))))
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `WinogradConv2DFmr` (an `I32EnumAttr`).
pub const WINOGRAD_FMR_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 32-bit signless integer cases: 0, 1, 2",
    pred: |c, a| {
        rmlir_ir::constraints::is_signless_int_attr(c, a, 32)
            && c.int_value(a).is_some_and(|v| WINOGRAD_FMR.is_valid(v))
    },
    storage: AttrStorage::Enum(&WINOGRAD_FMR),
    value_type: Some(|c: &Context| c.int_type(32)),
};

fn is_i64_elements_of_shape(ctx: &Context, a: Attribute, n: i64) -> bool {
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
        return false;
    };
    let k = ctx.type_kind(*ty);
    k.element_type().is_some_and(|e| {
        matches!(
            ctx.type_kind(e),
            rmlir_ir::TypeKind::Integer {
                width: 64,
                signedness: rmlir_ir::types::Signedness::Signless
            }
        )
    }) && k.shape() == Some(&[n][..])
}

macro_rules! ranked_i64_elements {
    ($name:ident, $n:literal, $summary:literal) => {
        #[doc = concat!("`RankedI64ElementsAttr<[", stringify!($n), "]>`.")]
        pub const $name: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| is_i64_elements_of_shape(c, a, $n),
            storage: AttrStorage::Class(AttrClass::DenseIntElements),
            value_type: None,
        };
    };
}

ranked_i64_elements!(
    I64_ELEMENTS_1,
    1,
    "64-bit signless int elements attribute of shape [1]"
);
ranked_i64_elements!(
    I64_ELEMENTS_2,
    2,
    "64-bit signless int elements attribute of shape [2]"
);
ranked_i64_elements!(
    I64_ELEMENTS_3,
    3,
    "64-bit signless int elements attribute of shape [3]"
);

/// The default of `strides`/`dilations` of 1, 2 and 3 spatial dims:
/// `dense<1> : tensor<Nxi64>`.
pub fn ones_1(ctx: &Context) -> Attribute {
    ones(ctx, 1)
}
/// See [`ones_1`].
pub fn ones_2(ctx: &Context) -> Attribute {
    ones(ctx, 2)
}
/// See [`ones_1`].
pub fn ones_3(ctx: &Context) -> Attribute {
    ones(ctx, 3)
}
fn ones(ctx: &Context, n: usize) -> Attribute {
    let i64t = ctx.int_type(64);
    let t = ctx.tensor_type(&[n as i64], i64t);
    ctx.dense_int_elements(t, 64, &vec![1; n])
}
