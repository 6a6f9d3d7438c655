//! Helpers for custom assembly forms. Custom printers are written against
//! [`crate::asm::OpAsmPrinter`]; the printer runs each twice, once with a
//! collector that only records the types and attributes it would print (for
//! alias generation, as upstream's `DummyAliasOperationPrinter` does) and
//! once to write the text.

use smallvec::SmallVec;

use crate::attributes::{AttrKind, Attribute, NamedAttr};
use crate::context::Context;

/// Inherent (properties) and discardable attributes merged and sorted by
/// name, as upstream's `Operation::getAttrs` of a registered op.
pub fn merged_attrs(
    ctx: &Context,
    props: Option<Attribute>,
    attrs: Attribute,
) -> SmallVec<[NamedAttr; 8]> {
    let mut v: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    if let Some(p) = props {
        if let AttrKind::Dictionary(e) = ctx.attr_kind(p) {
            v.extend(e.iter().copied());
        }
    }
    let disc = ctx.dictionary_entries(attrs);
    if v.is_empty() {
        v.extend(disc.iter().copied());
        return v;
    }
    v.extend(disc.iter().copied());
    ctx.sort_named_attrs(&mut v);
    v
}
