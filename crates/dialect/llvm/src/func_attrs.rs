//! The attributes `llvm.func` and calls carry: `#llvm.vscale_range`,
//! `#llvm.memory_effects`, `#llvm.target_features`, `#llvm.vec_type_hint`,
//! `#llvm.uwtableKind`, and `llvm.func`'s `vscale_range(..)` and
//! `comdat(..)` clauses.

use rmlir_ir::asm::{
    AsmParser, AsmPrinter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
};
use rmlir_ir::dialect_attr::{AttrDef, DialectAttr, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, EnumDef, EnumRef};
use rmlir_ir::{AttrKind, Attribute, Context, OpView};

use crate::attrs::case_name;
use crate::debuginfo::{opt, req, Kind};

struct_attr!(
    VSCALE_RANGE_ATTR_DEF,
    "vscale_range",
    [req("minRange", Kind::Attr), req("maxRange", Kind::Attr)]
);

const MOD_REF: Kind = Kind::Enum(&["none", "read", "write", "readwrite"]);

struct_attr!(
    MEMORY_EFFECTS_ATTR_DEF,
    "memory_effects",
    [
        req("other", MOD_REF),
        req("argMem", MOD_REF),
        req("inaccessibleMem", MOD_REF),
        req("errnoMem", MOD_REF),
        req("targetMem0", MOD_REF),
        req("targetMem1", MOD_REF),
    ]
);

struct_attr!(
    VEC_TYPE_HINT_ATTR_DEF,
    "vec_type_hint",
    [req("hint", Kind::Attr), opt("is_signed", Kind::Bool)]
);

attr_enum!(
    /// `UWTableKind`.
    UWTABLE_KIND, UWTABLE_KIND_ATTR_DEF, UWTABLE_KIND_ATTR, uwtable_kind_attr,
    mnemonic: "uwtableKind", name: "UWTableKind", summary: "LLVM UWTableKind",
    field: ("LLVM Unwind Behavior", "UWTableKindAttr", "uwtableKind", "uwtable::UWTableKind"),
    [("none", 0), ("sync", 1), ("async", 2)]
);

/// `#llvm.target_features<["+a", "-b"]>`.
pub static TARGET_FEATURES_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "target_features",
    parse: parse_target_features,
    print: print_target_features,
    attr_type: None,
    enum_param: None,
};

fn parse_target_features(
    p: &mut dyn AsmParser<'_>,
    _: Option<rmlir_ir::Type>,
) -> ParseResult<Attribute> {
    // The list is checked once parsed, errors at the parameters' start.
    let list_loc = p.current_loc();
    p.parse_punct(Punct::Less)?;
    p.parse_punct(Punct::LSquare)?;
    let mut features = Vec::new();
    let mut bad = None;
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            let loc = p.current_loc();
            let Some(s) = p.parse_optional_string() else {
                return Err(p.emit_error(loc, "expected string"));
            };
            if bad.is_none() && s.contains(&b',') {
                bad = Some("target features can not contain ','");
            }
            if bad.is_none() && !(s.starts_with(b"+") || s.starts_with(b"-")) {
                bad = Some("target features must start with '+' or '-'");
            }
            features.push(p.ctx().string_attr(s));
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    if let Some(msg) = bad {
        return Err(p.emit_error(list_loc, msg));
    }
    p.parse_punct(Punct::Greater)?;
    Ok(p.ctx().dialect_attr(
        &TARGET_FEATURES_ATTR_DEF,
        vec![Param::Attrs(features.into())],
    ))
}

fn print_target_features(_: &Context, a: &DialectAttr, p: &mut dyn AsmPrinter) {
    p.write_str("<[");
    if let Some(Param::Attrs(items)) = a.params.first() {
        for (i, &f) in items.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_attribute(f);
        }
    }
    p.write_str("]>");
}

macro_rules! dialect_constraint {
    ($name:ident, $def:ident, $summary:literal) => {
        pub(crate) const $name: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: |c, a| c.as_dialect_attr(a, &$def).is_some(),
            storage: AttrStorage::Dialect(&$def),
            value_type: None,
        };
    };
}

dialect_constraint!(VSCALE_RANGE_ATTR, VSCALE_RANGE_ATTR_DEF, "");
dialect_constraint!(MEMORY_EFFECTS_ATTR, MEMORY_EFFECTS_ATTR_DEF, "");
dialect_constraint!(
    TARGET_FEATURES_ATTR,
    TARGET_FEATURES_ATTR_DEF,
    "LLVM target features attribute"
);
dialect_constraint!(VEC_TYPE_HINT_ATTR, VEC_TYPE_HINT_ATTR_DEF, "");

/// `llvm.func`'s clauses after the signature: `vscale_range(min, max)`
/// then `comdat(@sym::@c)`.
pub(crate) fn parse_func_clauses(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("vscale_range") {
        p.parse_punct(Punct::LParen)?;
        let min = p.parse_integer()?;
        p.parse_punct(Punct::Comma)?;
        let max = p.parse_integer()?;
        p.parse_punct(Punct::RParen)?;
        let i32t = ctx.int_type(32);
        let range = ctx.dialect_attr(
            &VSCALE_RANGE_ATTR_DEF,
            vec![
                Param::Attr(ctx.integer_attr(i32t, min as i32 as i64)),
                Param::Attr(ctx.integer_attr(i32t, max as i32 as i64)),
            ],
        );
        st.set_prop(ctx, "vscale_range", range);
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_punct(Punct::LParen)?;
        let at = p.current_loc();
        let Some(c) = p.parse_optional_attribute(None)? else {
            return Err(p.emit_error(at, "expected attribute value"));
        };
        if !matches!(ctx.attr_kind(c), AttrKind::SymbolRef { .. }) {
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        }
        p.parse_punct(Punct::RParen)?;
        st.set_prop(ctx, "comdat", c);
    }
    Ok(())
}

pub(crate) fn print_func_clauses(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    if let Some(range) = op
        .prop("vscale_range")
        .and_then(|a| ctx.as_dialect_attr(a, &VSCALE_RANGE_ATTR_DEF))
    {
        let int = |i: usize| match range.params.get(i) {
            Some(Param::Attr(a)) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => value.to_string_radix10(true),
                _ => String::new(),
            },
            _ => String::new(),
        };
        p.write_str(&format!(" vscale_range({}, {})", int(0), int(1)));
    }
    if let Some(c) = op.prop("comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
}
