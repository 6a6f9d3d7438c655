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

/// A symbol reference as a path of names (`@a::@b::@c`).
type RefPath = (rmlir_ir::Ident, Vec<rmlir_ir::Ident>);

/// The symbol references of a scope, by root name.
type ScopeRefs = rustc_hash::FxHashMap<rmlir_ir::Ident, Vec<(OpRef, Attribute)>>;

/// Where uses of a symbol are looked for (upstream's `SymbolScope`
/// limit): an op (its own attributes, and its regions unless it is a
/// symbol table) or one region.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
enum ScopeLimit {
    Op(OpRef),
    Region(OpRef),
}

/// The uses of symbols in scopes (upstream's
/// `SymbolTable::getSymbolUses(symbol, from)`), with the walk of each
/// scope kept for the next symbol.
pub struct SymbolUseFinder<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    /// Each scope's symbol references by root name: (user, reference), in
    /// walk order, or `None` when the scope holds an op that may be a
    /// symbol table nobody knows.
    walked: rustc_hash::FxHashMap<ScopeLimit, Option<ScopeRefs>>,
    /// The op uses are looked for from has been moved out of the IR it
    /// was in (a pass running on it on another thread), whose symbol
    /// table held it.
    detached: bool,
}

impl<'a> SymbolUseFinder<'a> {
    /// A finder over `ir`.
    pub fn new(ctx: &'a Context, ir: &'a Ir) -> Self {
        SymbolUseFinder {
            ctx,
            ir,
            walked: Default::default(),
            detached: false,
        }
    }

    /// Says whether `from`, the op uses are looked for from, was moved
    /// out of the symbol table holding it (so the answers are the same
    /// wherever the pass manager runs a pass).
    pub fn detached(mut self, detached: bool) -> Self {
        self.detached = detached;
        self
    }

    /// The ops under `from` that refer to symbol `symbol` (each once, in
    /// scope and walk order), or `None` when a scope holds an op that may
    /// be a symbol table nobody knows. Scopes are upstream's
    /// (`collectSymbolScopes`): the symbol's table and each enclosing
    /// table up to `from`, with the reference naming the symbol there.
    pub fn uses(&mut self, symbol: OpRef, from: OpRef) -> Option<Vec<OpRef>> {
        let mut out: Vec<OpRef> = Vec::new();
        let mut seen: rustc_hash::FxHashSet<OpRef> = Default::default();
        let ctx = self.ctx;
        for (path, limit) in self.scopes(symbol, from) {
            let Some(refs) = self.walk(limit)?.get(&path.0) else {
                continue;
            };
            for &(user, r) in refs {
                if is_reference_prefix(ctx, &path, r) && seen.insert(user) {
                    out.push(user);
                }
            }
        }
        Some(out)
    }

    /// Upstream's `collectSymbolScopes(symbol, limit)`.
    fn scopes(&self, symbol: OpRef, limit: OpRef) -> Vec<(RefPath, ScopeLimit)> {
        let (ctx, ir) = (self.ctx, self.ir);
        let Some(name) = rmlir_ir::symbols::symbol_name(ctx, ir, symbol) else {
            return Vec::new();
        };
        let leaf = ctx.ident(name);
        let mut limit_ancestors: Vec<OpRef> = Vec::new();
        let mut cur = Some(limit);
        while let Some(a) = cur {
            if a == symbol {
                let table = ir.parent_op(limit).and_then(|p| nearest_symbol_table(ctx, ir, p));
                let in_table = match ir.parent_op(symbol) {
                    Some(parent) => table == Some(parent),
                    None => self.detached,
                };
                return if in_table {
                    vec![((leaf, Vec::new()), ScopeLimit::Op(limit))]
                } else {
                    Vec::new()
                };
            }
            limit_ancestors.push(a);
            cur = ir.parent_op(a);
        }
        let mut common = ir.parent_op(symbol);
        while let Some(c) = common {
            if limit_ancestors.contains(&c) {
                break;
            }
            common = ir.parent_op(c);
        }
        let Some(common) = common else {
            return Vec::new();
        };
        // `collectValidReferencesFor`: the reference to the symbol from
        // each enclosing table up to `common`.
        let mut refs: Vec<RefPath> = vec![(leaf, Vec::new())];
        let mut all = true;
        let mut table = ir.parent_op(symbol);
        let mut nested: Vec<rmlir_ir::Ident> = vec![leaf];
        while let Some(t) = table.filter(|&t| t != common) {
            let name = has_trait(ctx, ir, t, OpTraits::SYMBOL_TABLE)
                .then(|| rmlir_ir::symbols::symbol_name(ctx, ir, t))
                .flatten();
            let Some(name) = name else {
                all = false;
                break;
            };
            let root = ctx.ident(name);
            refs.push((root, nested.clone()));
            nested.insert(0, root);
            table = ir.parent_op(t);
        }
        if common == limit {
            let mut scopes = Vec::new();
            let mut it = ir.parent_op(symbol);
            for r in refs {
                let Some(t) = it else { break };
                scopes.push((r, ScopeLimit::Region(t)));
                it = ir.parent_op(t);
            }
            return scopes;
        }
        if !all {
            return Vec::new();
        }
        match refs.pop() {
            Some(r) => vec![(r, ScopeLimit::Op(limit))],
            None => Vec::new(),
        }
    }

    /// The symbol references in a scope (upstream's `walkSymbolUses`),
    /// not looking into nested symbol tables.
    fn walk(&mut self, limit: ScopeLimit) -> Option<&ScopeRefs> {
        if !self.walked.contains_key(&limit) {
            let found = self.walk_uncached(limit);
            self.walked.insert(limit, found);
        }
        self.walked.get(&limit).and_then(|w| w.as_ref())
    }

    fn walk_uncached(&self, limit: ScopeLimit) -> Option<ScopeRefs> {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut out = ScopeRefs::default();
        let mut refs: Vec<Attribute> = Vec::new();
        let mut add = |op: OpRef, out: &mut ScopeRefs| {
            refs.clear();
            op_symbol_refs(ctx, ir, op, &mut refs);
            for &r in &refs {
                if let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(r) {
                    out.entry(*root).or_default().push((op, r));
                }
            }
        };
        // The regions to walk: the limit region, or the limit op's.
        let mut worklist: Vec<(rmlir_ir::BodyId, rmlir_ir::RegionId)> = Vec::new();
        match limit {
            ScopeLimit::Op(op) => {
                if potentially_unknown_symbol_table(ctx, ir, op) {
                    return None;
                }
                add(op, &mut out);
                if !has_trait(ctx, ir, op, OpTraits::SYMBOL_TABLE) {
                    let (b, regions) = ir.regions(op);
                    let rs: Vec<_> = regions.collect();
                    worklist.extend(rs.into_iter().rev().map(|r| (b, r)));
                }
            }
            ScopeLimit::Region(op) => {
                let (b, mut regions) = ir.regions(op);
                if let Some(r) = regions.next() {
                    worklist.push((b, r));
                }
            }
        }
        // Upstream's `walkSymbolTable` over regions.
        while let Some((b, r)) = worklist.pop() {
            let body = ir.body(b);
            for blk in body.region_blocks(r) {
                for o in body.block_ops(blk) {
                    let op = OpRef { body: b, op: o };
                    if potentially_unknown_symbol_table(ctx, ir, op) {
                        return None;
                    }
                    add(op, &mut out);
                    if !has_trait(ctx, ir, op, OpTraits::SYMBOL_TABLE) {
                        let (ib, regions) = ir.regions(op);
                        worklist.extend(regions.map(|ir_| (ib, ir_)));
                    }
                }
            }
        }
        Some(out)
    }
}

/// Upstream's `SymbolTable::getNearestSymbolTable`: `op` or its nearest
/// ancestor that is a symbol table, stopping at ops that may be tables
/// nobody knows.
fn nearest_symbol_table(ctx: &Context, ir: &Ir, op: OpRef) -> Option<OpRef> {
    let mut cur = op;
    loop {
        if potentially_unknown_symbol_table(ctx, ir, cur) {
            return None;
        }
        if has_trait(ctx, ir, cur, OpTraits::SYMBOL_TABLE) {
            return Some(cur);
        }
        cur = ir.parent_op(cur)?;
    }
}

/// Upstream's `isReferencePrefixOf(subRef, ref)`: `ref` is `path` or a
/// reference nested further in it.
fn is_reference_prefix(ctx: &Context, path: &RefPath, r: Attribute) -> bool {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
        return false;
    };
    if *root != path.0 {
        return false;
    }
    let (sub, full) = (&path.1[..], &nested[..]);
    sub == full || (sub.len() < full.len() && full[..sub.len()] == *sub)
}
