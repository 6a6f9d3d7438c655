//! IR helpers the passes share: attributes by name (inherent or not),
//! symbols and their uses (upstream's `SymbolTable` utilities).

use rmlir_ir::attributes::NamedAttr;
use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_ir::{AttrKind, Attribute, Context, Ir, OpRef, OpTraits};

/// Sets (or with `None`, removes) attribute `name` of `op`: the inherent
/// one when the op defines such a property, else the discardable one
/// (upstream's `Operation::setAttr`/`removeAttr`).
pub fn set_attr(ctx: &Context, ir: &mut Ir, op: OpRef, name: &str, value: Option<Attribute>) {
    let data = ir.body(op.body).op(op.op);
    let inherent = ctx
        .op_def(data.name)
        .is_some_and(|d| d.prop(name.as_bytes()).is_some());
    let dict = if inherent {
        data.properties().unwrap_or_else(|| ctx.empty_dictionary())
    } else {
        data.attrs
    };
    let key = ctx.ident(name);
    let mut entries: Vec<NamedAttr> = ctx
        .dictionary_entries(dict)
        .iter()
        .filter(|na| na.name != key)
        .copied()
        .collect();
    if let Some(v) = value {
        entries.push(NamedAttr {
            name: key,
            value: v,
        });
    }
    let dict = ctx.dictionary_attr(entries);
    let data = ir.body_mut(op.body).op_mut(op.op);
    if inherent {
        data.set_properties(Some(dict));
    } else {
        data.attrs = dict;
    }
}

/// Whether `op` has trait `t` (false for unregistered ops).
pub fn has_trait(ctx: &Context, ir: &Ir, op: OpRef, t: OpTraits) -> bool {
    ctx.op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| d.has(t))
}

/// Whether `op` is a symbol (upstream's `isa<SymbolOpInterface>`: an op of
/// the interface, with a name unless its name is optional).
pub fn is_symbol(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let Some(sym) = ctx
        .op_def(ir.body(op.body).op(op.op).name)
        .and_then(|d| d.interfaces.symbol)
    else {
        return false;
    };
    !sym.optional || rmlir_ir::symbols::symbol_name(ctx, ir, op).is_some()
}

/// A symbol's visibility (upstream's `SymbolTable::Visibility`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Visible from anywhere (the default).
    Public,
    /// Visible only within the enclosing symbol table.
    Private,
    /// Visible within the enclosing symbol table and the tables nested
    /// in it that are not symbols.
    Nested,
}

/// The visibility of symbol `op`.
pub fn visibility(ctx: &Context, ir: &Ir, op: OpRef) -> Visibility {
    let view = rmlir_ir::OpView::new(ctx, ir, op);
    match view.any_attr("sym_visibility").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if &**value == b"private" => Visibility::Private,
        Some(AttrKind::String { value, .. }) if &**value == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Whether ops named `name` have a dialect in mlir-opt (one rmlir
/// registers, or one only upstream implements). Ops of other dialects may
/// hold symbol tables nobody knows about.
fn has_dialect(ctx: &Context, name: &[u8]) -> bool {
    let dialect = name.split(|&c| c == b'.').next().unwrap_or(b"");
    name.contains(&b'.')
        && (ctx.registry().is_dialect_registered(dialect)
            || ctx.registry().upstream_only_dialect(name).is_some())
}

/// Upstream's `isPotentiallyUnknownSymbolTable`: one region and no dialect.
pub fn potentially_unknown_symbol_table(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    let name = ctx.ident_bytes(ir.body(op.body).op(op.op).name);
    ir.num_regions(op) == 1 && !has_dialect(ctx, name)
}

/// The symbol references in `attr` and the attributes it holds, in
/// pre-order, not looking inside a reference (upstream's sub-element walk
/// of an attribute dictionary).
fn collect_symbol_refs(ctx: &Context, attr: Attribute, out: &mut Vec<Attribute>) {
    let mut stack = vec![attr];
    while let Some(a) = stack.pop() {
        match ctx.attr_kind(a) {
            AttrKind::SymbolRef { .. } => out.push(a),
            AttrKind::Array(elems) => stack.extend(elems.iter().rev()),
            AttrKind::Dictionary(entries) => stack.extend(entries.iter().rev().map(|na| na.value)),
            _ => {}
        }
    }
}

/// The symbol references of `op`'s own attributes, inherent ones included.
pub fn op_symbol_refs(ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<Attribute>) {
    let view = rmlir_ir::OpView::new(ctx, ir, op);
    for na in view.all_attrs() {
        collect_symbol_refs(ctx, na.value, out);
    }
}

/// The symbol uses held by `from` and the ops nested in it, not looking
/// into nested symbol tables (upstream's `SymbolTable::getSymbolUses`);
/// `None` when an op might be a symbol table nobody knows about.
pub fn symbol_uses(ctx: &Context, ir: &Ir, from: OpRef) -> Option<Vec<Attribute>> {
    if potentially_unknown_symbol_table(ctx, ir, from) {
        return None;
    }
    let mut out = Vec::new();
    op_symbol_refs(ctx, ir, from, &mut out);
    if has_trait(ctx, ir, from, OpTraits::SYMBOL_TABLE) {
        return Some(out);
    }
    let mut unknown = false;
    walk_pre_order(ir, from, |o| {
        if o == from {
            return WalkControl::Advance;
        }
        if potentially_unknown_symbol_table(ctx, ir, o) {
            unknown = true;
            return WalkControl::Interrupt;
        }
        op_symbol_refs(ctx, ir, o, &mut out);
        if has_trait(ctx, ir, o, OpTraits::SYMBOL_TABLE) {
            WalkControl::Skip
        } else {
            WalkControl::Advance
        }
    });
    (!unknown).then_some(out)
}
