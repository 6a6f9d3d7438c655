//! Symbols and symbol tables (upstream's `SymbolTable.cpp`): the
//! `SymbolOpInterface` checks, the `SymbolTable` trait's region checks, and
//! symbol lookup for `SymbolUserOpInterface::verifySymbolUses`.

use rustc_hash::FxHashMap;

use crate::attributes::{AttrKind, Attribute, Location};
use crate::body::OpId;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::{Ir, OpRef};
use crate::op_def::VerifyResult;
use crate::view::OpView;

/// `SymbolOpInterface::verify` (`detail::verifySymbol`).
pub fn verify_symbol(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let optional = op
        .def
        .and_then(|d| d.interfaces.symbol)
        .is_some_and(|s| s.optional);
    let name = op.any_attr("sym_name");
    if optional && name.is_none() {
        return Ok(());
    }
    if !name.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { .. })) {
        return Err(op.emit_op_error("requires string attribute 'sym_name'"));
    }
    if let Some(vis) = op.any_attr("sym_visibility") {
        let AttrKind::String { value, .. } = ctx.attr_kind(vis) else {
            return Err(op.emit_op_error(format!(
                "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                crate::printer::attr_to_string(ctx, vis)
            )));
        };
        if !matches!(&**value, b"public" | b"private" | b"nested") {
            return Err(op.emit_op_error(format!(
                "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                crate::printer::attr_to_string(ctx, vis)
            )));
        }
    }
    let declaration = op
        .def
        .and_then(|d| d.interfaces.symbol)
        .and_then(|s| s.is_declaration)
        .is_some_and(|f| f(op));
    if declaration {
        let public = op.any_attr("sym_visibility").is_none_or(
            |v| matches!(ctx.attr_kind(v), AttrKind::String { value, .. } if &**value == b"public"),
        );
        if public {
            return Err(op.emit_op_error("symbol declaration cannot have public visibility"));
        }
    }
    // A registered parent must be a symbol table (unregistered ones might
    // be: upstream's `mightHaveTrait`).
    if let Some(parent) = op.parent_name() {
        if ctx
            .op_def(parent)
            .is_some_and(|d| !d.has(OpTraits::SYMBOL_TABLE))
        {
            return Err(op.emit_op_error("symbol's parent must have the SymbolTable trait"));
        }
    }
    Ok(())
}

/// The `sym_name` of an op, as bytes.
pub fn symbol_name<'a>(ctx: &'a Context, ir: &'a Ir, op: OpRef) -> Option<&'a [u8]> {
    let v = OpView::new(ctx, ir, op);
    let a = v.any_attr("sym_name")?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// `detail::verifySymbolTable`: one region with one block, unique names.
pub fn verify_symbol_table(ctx: &Context, ir: &Ir, op: OpRef) -> VerifyResult {
    let view = OpView::new(ctx, ir, op);
    if view.num_regions() != 1 {
        return Err(
            view.emit_op_error("Operations with a 'SymbolTable' must have exactly one region")
        );
    }
    let r = view.region(0);
    if r.num_blocks() != 1 {
        return Err(
            view.emit_op_error("Operations with a 'SymbolTable' must have exactly one block")
        );
    }
    let mut seen: FxHashMap<&[u8], Location> = FxHashMap::default();
    let entry = r.entry().expect("one block");
    for o in r.body.block_ops(entry) {
        let child = OpRef {
            body: r.body_id,
            op: o,
        };
        let Some(name) = symbol_name(ctx, ir, child) else {
            continue;
        };
        let loc = r.body.op(o).loc;
        if let Some(prev) = seen.insert(name, loc) {
            let cv = OpView::new(ctx, ir, child);
            let mut d = cv.emit_error(format!(
                "redefinition of symbol named '{}'",
                String::from_utf8_lossy(name)
            ));
            d.notes.push(Diagnostic::note(
                prev,
                "see existing symbol definition here",
            ));
            seen.insert(name, prev);
            return Err(d);
        }
    }
    Ok(())
}

/// Symbol lookup over a whole IR, for symbol-use verification
/// (upstream's `SymbolTableCollection`): each symbol table's names are
/// indexed on its first lookup, so verifying N calls into a module of M
/// functions costs O(N + M), not O(N * M).
pub struct SymbolTables<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR.
    pub ir: &'a Ir,
    // Owned keys keep the struct covariant in `'a`.
    tables: std::cell::RefCell<FxHashMap<OpRef, FxHashMap<Box<[u8]>, OpId>>>,
}

impl<'a> SymbolTables<'a> {
    /// Lookups in `ir`.
    pub fn new(ctx: &'a Context, ir: &'a Ir) -> Self {
        SymbolTables {
            ctx,
            ir,
            tables: Default::default(),
        }
    }

    /// The nearest ancestor of `from` (not `from` itself) that is a symbol
    /// table.
    pub fn nearest_symbol_table(&self, from: OpRef) -> Option<OpRef> {
        let mut cur = self.ir.parent_op(from);
        while let Some(p) = cur {
            if self
                .ctx
                .op_def(self.ir.body(p.body).op(p.op).name)
                .is_some_and(|d| d.has(OpTraits::SYMBOL_TABLE))
            {
                return Some(p);
            }
            cur = self.ir.parent_op(p);
        }
        None
    }

    /// The op named `name` directly inside symbol table `table` (the first
    /// one, should the table be invalid and hold several).
    pub fn lookup_in(&self, table: OpRef, name: &[u8]) -> Option<OpRef> {
        let (b, mut regions) = self.ir.regions(table);
        let mut tables = self.tables.borrow_mut();
        let index = tables.entry(table).or_insert_with(|| {
            let mut index = FxHashMap::default();
            let body = self.ir.body(b);
            if let Some(entry) = regions.next().and_then(|r| body.first_block(r)) {
                for o in body.block_ops(entry) {
                    if let Some(n) = symbol_name(self.ctx, self.ir, OpRef { body: b, op: o }) {
                        index.entry(n.into()).or_insert(o);
                    }
                }
            }
            index
        });
        index.get(name).map(|&op| OpRef { body: b, op })
    }

    /// Resolves `sym` (a symbol reference attribute) from the nearest
    /// symbol table enclosing `from` (`lookupNearestSymbolFrom`).
    pub fn lookup_nearest(&self, from: OpRef, sym: Attribute) -> Option<OpView<'a>> {
        let AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(sym) else {
            return None;
        };
        let table = self.nearest_symbol_table(from)?;
        let mut cur = self.lookup_in(table, self.ctx.ident_bytes(*root))?;
        for n in nested.iter() {
            cur = self.lookup_in(cur, self.ctx.ident_bytes(*n))?;
        }
        Some(OpView::new(self.ctx, self.ir, cur))
    }
}

/// The symbols of the symbol table enclosing a body from outside it,
/// copied before the body is changed on a worker thread: what a fold or
/// pattern in the body may look up (upstream's `lookupNearestSymbolFrom`
/// from an op inside a function), while the table's own body is not
/// borrowed. An op's data is copied (its properties and attributes are
/// handles), not its regions.
#[derive(Clone, Debug, Default)]
pub struct SymbolSnapshot {
    entries: FxHashMap<Vec<u8>, crate::body::OpData>,
}

impl SymbolSnapshot {
    /// The symbols of the nearest symbol table around the ops of body `b`
    /// that is not `b`'s own owner (whose symbols are in `b`, in reach of
    /// anything changing `b`); `None` when there is none.
    pub fn enclosing(
        ctx: &Context,
        ir: &Ir,
        b: crate::body::BodyId,
    ) -> Option<std::sync::Arc<SymbolSnapshot>> {
        let (mut body, op) = ir.body(b).owner()?;
        if is_symbol_table(ctx, ir, OpRef { body, op }) {
            return None;
        }
        // Up through the non-table ops owning bodies: the table is the
        // first owner that is one; its symbols are the ops of the body
        // below it. Past the top of an extracted `Ir`, the symbols it was
        // given.
        loop {
            let Some((pb, po)) = ir.body(body).owner() else {
                return ir.outer_symbols().cloned();
            };
            if is_symbol_table(ctx, ir, OpRef { body: pb, op: po }) {
                return Some(std::sync::Arc::new(Self::of_body(ctx, ir, body)));
            }
            body = pb;
        }
    }

    /// The symbols the ops of body `b` see: those of `b` when its owner
    /// is a symbol table, else [`SymbolSnapshot::enclosing`]'s.
    pub fn visible_in(
        ctx: &Context,
        ir: &Ir,
        b: crate::body::BodyId,
    ) -> Option<std::sync::Arc<SymbolSnapshot>> {
        match ir.body(b).owner() {
            Some((pb, po)) if is_symbol_table(ctx, ir, OpRef { body: pb, op: po }) => {
                Some(std::sync::Arc::new(Self::of_body(ctx, ir, b)))
            }
            Some(_) => Self::enclosing(ctx, ir, b),
            None => ir.outer_symbols().cloned(),
        }
    }

    /// The symbol ops directly in the root regions of body `b`.
    pub fn of_body(ctx: &Context, ir: &Ir, b: crate::body::BodyId) -> SymbolSnapshot {
        let body = ir.body(b);
        let mut entries = FxHashMap::default();
        for &r in body.root_regions() {
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    if let Some(name) = symbol_name(ctx, ir, OpRef { body: b, op }) {
                        entries
                            .entry(name.to_vec())
                            .or_insert_with(|| body.op(op).clone());
                    }
                }
            }
        }
        SymbolSnapshot { entries }
    }

    /// The symbol named `name`, if the table has it.
    pub fn lookup(&self, name: &[u8]) -> Option<&crate::body::OpData> {
        self.entries.get(name)
    }
}

fn is_symbol_table(ctx: &Context, ir: &Ir, r: OpRef) -> bool {
    ctx.op_def(ir.body(r.body).op(r.op).name)
        .is_some_and(|d| d.has(OpTraits::SYMBOL_TABLE))
}
