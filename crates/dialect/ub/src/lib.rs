//! The `ub` dialect (`UBOps.td`): `ub.poison` and `ub.unreachable`, and the
//! `#ub.poison` attribute.

mod inliner;

use rmlir_ir::asm::{AsmParser, ParseResult};
use rmlir_ir::builder::Builder;
use rmlir_ir::constraints::ANY_TYPE;
use rmlir_ir::dialect_attr::AttrDef;
use rmlir_ir::op_def::{AttrConstraint, AttrStorage, Fold, FoldCtx, FoldResult};
use rmlir_ir::{Attribute, Context, DialectDef, Location, OpId, Type};

/// `#ub.poison`: a fully poisoned value. It has no parameters; an optional
/// `<>` after the mnemonic is accepted (upstream's generated parser for an
/// attribute without parameters).
pub static POISON_ATTR_DEF: AttrDef = AttrDef {
    dialect: "ub",
    mnemonic: "poison",
    parse: parse_poison,
    print: |_, _, _| {},
    attr_type: None,
    enum_param: None,
};

fn parse_poison(p: &mut dyn AsmParser<'_>, _: Option<rmlir_ir::Type>) -> ParseResult<Attribute> {
    use rmlir_ir::asm::Punct;
    if p.parse_optional_punct(Punct::Less) {
        p.parse_punct(Punct::Greater)?;
    }
    Ok(poison_attr(p.ctx()))
}

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.dialect_attr(&POISON_ATTR_DEF, Vec::new())
}

/// Whether `a` implements `PoisonAttrInterface`: in mlir-opt only
/// `#ub.poison` does.
fn is_poison_attr(ctx: &Context, a: Attribute) -> bool {
    ctx.as_dialect_attr(a, &POISON_ATTR_DEF).is_some()
}

/// `PoisonAttrInterface`.
pub const POISON_ATTR_INTERFACE: AttrConstraint = AttrConstraint {
    summary: "PoisonAttrInterface instance",
    pred: is_poison_attr,
    storage: AttrStorage::Interface(is_poison_attr),
    value_type: None,
};

rmlir_ods::ops! {
    dialect = "ub";

    /// `ub.poison`: a poisoned constant.
    op PoisonOp = "poison" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: default(POISON_ATTR_INTERFACE, poison_attr)],
        results: [result: ANY_TYPE],
        format: "attr-dict (`<` $value^ `>`)? `:` type($result)",
        fold: fold_poison,
        interfaces: { constant_value: |op| op.prop_or_default("value") },
    }

    /// `ub.unreachable`: immediate undefined behavior if executed.
    op UnreachableOp = "unreachable" {
        traits: [TERMINATOR],
        format: "attr-dict",
    }
}

/// The ub dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    attrs: &[&POISON_ATTR_DEF],
    materialize_constant: Some(materialize_constant),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("ub")
};

/// `PoisonOp::fold`: the poison value it holds.
fn fold_poison(f: &mut FoldCtx<'_>) -> Fold {
    match f.view().prop_or_default("value") {
        Some(v) => FoldCtx::single(FoldResult::Attr(v)),
        None => Fold::Failure,
    }
}

/// `UBDialect::materializeConstant`: a `ub.poison` for a poison value.
pub fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    is_poison_attr(b.ctx, value).then(|| PoisonOp::build(b, loc, ty, Some(value)).id())
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
