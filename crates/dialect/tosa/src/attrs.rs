//! The tosa dialect's enum attributes (`#tosa.nan_mode<PROPAGATE>`, ...)
//! and the attribute constraints of `TosaOpBase.td`/`TosaTypesBase.td`.

use rmlir_ir::asm::{AsmDiag, AsmParser, AsmPrinter, ParseResult, Punct};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, DenseArrayKind, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context, TypeKind};

/// A `Tosa_I32EnumAttr`: the enum and the names its messages use.
pub struct TosaEnum {
    /// The enum.
    pub def: EnumDef,
    /// The C++ enum (`::mlir::tosa::NanPropagationMode`).
    pub cpp_name: &'static str,
    /// The attribute's ODS name (`Tosa_NanPropagationModeAttr`).
    pub attr_name: &'static str,
}

impl TosaEnum {
    /// The keyword of case `v`.
    pub fn name(&self, v: i64) -> &'static str {
        self.def.cases.iter().find(|c| c.1 == v).map_or("", |c| c.0)
    }
}

/// Parses `value` of `<value>` as upstream's generated enum field parser.
fn parse_enum_case(p: &mut dyn AsmParser<'_>, e: &TosaEnum) -> ParseResult<i64> {
    let fail = |p: &mut dyn AsmParser<'_>, mut d: Box<AsmDiag>| {
        let at = p.current_loc();
        let msg = format!(
            "failed to parse {} parameter 'value' which is to be a `{}`",
            e.attr_name, e.cpp_name
        );
        d.also.push((at, p.emit_error(at, &msg).message));
        d
    };
    let loc = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_or_string() else {
        let d = p.emit_error(loc, "expected valid keyword or string");
        return Err(fail(p, d));
    };
    match e.def.symbolize(&kw) {
        Some(v) => Ok(v),
        None => {
            let names: Vec<&str> = e.def.cases.iter().map(|c| c.0).collect();
            let d = p.emit_error(
                loc,
                &format!("expected {} to be one of: {}", e.cpp_name, names.join(", ")),
            );
            Err(fail(p, d))
        }
    }
}

macro_rules! tosa_enum {
    (
        $(#[$d:meta])* $attr_def:ident, $enum_:ident, $constraint:ident, $make:ident,
        mnemonic: $mn:literal, name: $name:literal, summary: $summary:literal,
        cases: [$(($c:literal, $v:literal)),* $(,)?]
    ) => {
        #[doc = concat!("The `", $name, "` enum.")]
        pub static $enum_: TosaEnum = TosaEnum {
            def: EnumDef {
                name: $name,
                cases: &[$(($c, $v)),*],
                width: 32,
                bit_enum: false,
            },
            cpp_name: concat!("::mlir::tosa::", $name),
            attr_name: concat!("Tosa_", $name, "Attr"),
        };

        $(#[$d])*
        pub static $attr_def: AttrDef = AttrDef {
            dialect: "tosa",
            mnemonic: $mn,
            parse: |p, _| {
                p.parse_punct(Punct::Less)?;
                let v = parse_enum_case(p, &$enum_)?;
                p.parse_punct(Punct::Greater)?;
                Ok($make(p.ctx(), v))
            },
            print: |_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter| {
                p.write_str("<");
                p.write_str($enum_.name(a.int(0)));
                p.write_str(">");
            },
            attr_type: None,
            enum_param: Some(EnumRef::Int(&$enum_.def)),
        };

        #[doc = concat!("`#tosa.", $mn, "<...>` of case value `v`.")]
        pub fn $make(ctx: &Context, v: i64) -> Attribute {
            ctx.dialect_attr(&$attr_def, vec![Param::Int(v)])
        }

        #[doc = concat!("`Tosa_", $name, "Attr`.")]
        pub const $constraint: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| c.as_dialect_attr(a, &$attr_def).is_some(),
            storage: AttrStorage::Dialect(&$attr_def),
            value_type: None,
        };
    };
}

tosa_enum!(
    /// `#tosa.resize_mode<BILINEAR>`.
    RESIZE_MODE_ATTR_DEF, RESIZE_MODE, RESIZE_MODE_ATTR, resize_mode_attr,
    mnemonic: "resize_mode", name: "ResizeMode",
    summary: "Supported resize/upsampling strategies",
    cases: [("NEAREST_NEIGHBOR", 1), ("BILINEAR", 2)]
);

tosa_enum!(
    /// `#tosa.nan_mode<PROPAGATE>`.
    NAN_MODE_ATTR_DEF, NAN_MODE, NAN_MODE_ATTR, nan_mode_attr,
    mnemonic: "nan_mode", name: "NanPropagationMode",
    summary: "Supported NaN propagation strategies",
    cases: [("PROPAGATE", 1), ("IGNORE", 2)]
);

tosa_enum!(
    /// `#tosa.rounding_mode<SINGLE_ROUND>`.
    ROUNDING_MODE_ATTR_DEF, ROUNDING_MODE, ROUNDING_MODE_ATTR, rounding_mode_attr,
    mnemonic: "rounding_mode", name: "RoundingMode",
    summary: "Supported rounding modes",
    cases: [("SINGLE_ROUND", 1), ("INEXACT_ROUND", 2), ("DOUBLE_ROUND", 3)]
);

tosa_enum!(
    /// `#tosa.block_size<BLOCK_SIZE_32>`.
    BLOCK_SIZE_ATTR_DEF, BLOCK_SIZE, BLOCK_SIZE_ATTR, block_size_attr,
    mnemonic: "block_size", name: "BlockSize",
    summary: "Block size for the block_scaled formats",
    cases: [("BLOCK_SIZE_32", 32)]
);

/// The default `nan_mode`: `PROPAGATE`.
pub(crate) fn nan_propagate(ctx: &Context) -> Attribute {
    nan_mode_attr(ctx, 1)
}

/// The default of `DefaultValuedOptionalAttr<BoolAttr, "false">`.
pub(crate) fn bool_false(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

/// The enum a tosa enum attribute holds, with its case.
pub(crate) fn enum_case(ctx: &Context, a: Attribute) -> Option<(&'static TosaEnum, i64)> {
    let AttrKind::Dialect(d) = ctx.attr_kind(a) else {
        return None;
    };
    let e: &'static TosaEnum = [
        (&RESIZE_MODE_ATTR_DEF, &RESIZE_MODE),
        (&NAN_MODE_ATTR_DEF, &NAN_MODE),
        (&ROUNDING_MODE_ATTR_DEF, &ROUNDING_MODE),
        (&BLOCK_SIZE_ATTR_DEF, &BLOCK_SIZE),
    ]
    .into_iter()
    .find(|(def, _)| std::ptr::eq(d.def.0, *def))?
    .1;
    Some((e, d.int(0)))
}

/// `ConfinedAttr<DenseI64ArrayAttr, [DenseArrayCount<N>]>`.
macro_rules! i64_array_of {
    ($name:ident, $n:literal) => {
        pub(crate) const $name: AttrConstraint = AttrConstraint {
            summary: concat!("i64 dense array attribute with exactly ", $n, " elements"),
            pred: |c, a| {
                DenseArrayKind::I64.matches(c, a)
                    && c.dense_i64_array(a).is_some_and(|v| v.len() == $n)
            },
            storage: AttrStorage::DenseArray(DenseArrayKind::I64),
            value_type: None,
        };
    };
}

i64_array_of!(I64_ARRAY_2, 2);
i64_array_of!(I64_ARRAY_3, 3);
i64_array_of!(I64_ARRAY_4, 4);
i64_array_of!(I64_ARRAY_6, 6);

/// `TypeAttrOf<Tosa_AccType>`.
pub(crate) const ACC_TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float",
    pred: |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if crate::types::is_acc_type(c, *t)),
    storage: AttrStorage::Class(AttrClass::Type),
    value_type: None,
};

/// `Tosa_IntOrFloatAttr`: `tosa.clamp`'s bounds.
pub(crate) const INT_OR_FLOAT_ATTR: AttrConstraint = AttrConstraint {
    summary: "arbitrary integer attribute or arbitrary float attribute",
    pred: |c, a| {
        matches!(
            c.attr_kind(a),
            AttrKind::Integer { .. } | AttrKind::Float { .. }
        )
    },
    storage: AttrStorage::Generic,
    value_type: None,
};

/// `IndexElementsAttr`.
pub(crate) const INDEX_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "index elements attribute",
    pred: |c, a| match c.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => c
            .type_kind(*ty)
            .element_type()
            .is_some_and(|e| matches!(c.type_kind(e), TypeKind::Index)),
        _ => false,
    },
    storage: AttrStorage::Class(AttrClass::DenseIntElements),
    value_type: None,
};
