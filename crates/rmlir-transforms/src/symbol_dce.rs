//! `symbol-dce` (upstream's `SymbolDCE`): symbols of the op's symbol table
//! (and the tables nested in it) that nothing live refers to, and that may
//! be removed, are erased.

use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::walk::walk_post_order;
use rmlir_ir::{AttrKind, Attribute, Context, Ir, OpRef, OpTraits};
use rmlir_pass::{Pass, PassContext, PassFailure, Statistic};
use rustc_hash::FxHashSet;

use crate::util::{self, Visibility};

/// Eliminates dead symbols.
#[derive(Clone)]
pub struct SymbolDce {
    stats: [Statistic; 1],
}

impl Default for SymbolDce {
    fn default() -> Self {
        SymbolDce {
            stats: [Statistic::new("num-dce'd", "Number of symbols DCE'd")],
        }
    }
}

impl Pass for SymbolDce {
    fn argument(&self) -> &'static str {
        "symbol-dce"
    }
    fn name(&self) -> &'static str {
        "SymbolDCE"
    }
    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let (ctx, table) = (pcx.ctx, pcx.op);
        if !util::has_trait(ctx, pcx.ir, table, OpTraits::SYMBOL_TABLE) {
            pcx.emit_op_error(
                table,
                " was scheduled to run under SymbolDCE, but does not define a symbol table",
            );
            return Err(PassFailure);
        }
        // The table is hidden from above unless it has a parent and is a
        // symbol that is not private.
        let hidden = !pcx.is_nested()
            || !util::is_symbol(ctx, pcx.ir, table)
            || util::visibility(ctx, pcx.ir, table) == Visibility::Private;
        let live = {
            let tables = SymbolTables::new(ctx, pcx.ir);
            let mut live = FxHashSet::default();
            match compute_liveness(ctx, pcx.ir, &tables, table, hidden, &mut live) {
                Ok(()) => live,
                Err(op) => {
                    let msg = "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses";
                    pcx.emit_error_on(op, msg);
                    return Err(PassFailure);
                }
            }
        };
        // Erase what is dead, in the tables nested in this one first.
        let mut dead = Vec::new();
        walk_post_order(pcx.ir, table, |t| {
            if !util::has_trait(ctx, pcx.ir, t, OpTraits::SYMBOL_TABLE) {
                return;
            }
            let mut children = Vec::new();
            rmlir_ir::walk::collect_children(pcx.ir, t, &mut children);
            dead.extend(
                children
                    .into_iter()
                    .filter(|&c| util::is_symbol(ctx, pcx.ir, c) && !live.contains(&c)),
            );
        });
        for op in dead {
            let body = pcx.ir.body(op.body);
            // A symbol's results, should it have used ones, keep it.
            if body.results(op.op).any(|r| !body.value_unused(r)) {
                continue;
            }
            pcx.ir.erase_op(op);
            self.stats[0].value += 1;
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Whether symbol `op` may go when unused (upstream's
/// `canDiscardOnUseEmpty`: public symbols may not).
fn can_discard(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    util::visibility(ctx, ir, op) != Visibility::Public
}

/// Upstream's `computeLiveness`: the symbols of `table` (and of the tables
/// nested in it) that something live refers to, or that must stay. Fails
/// with the op that might be a symbol table no one knows.
fn compute_liveness(
    ctx: &Context,
    ir: &Ir,
    tables: &SymbolTables<'_>,
    table: OpRef,
    hidden: bool,
    live: &mut FxHashSet<OpRef>,
) -> Result<(), OpRef> {
    let mut worklist: Vec<OpRef> = Vec::new();
    let mut children = Vec::new();
    rmlir_ir::walk::collect_children(ir, table, &mut children);
    for op in children {
        if !util::is_symbol(ctx, ir, op) {
            worklist.push(op);
            continue;
        }
        let private = util::visibility(ctx, ir, op) == Visibility::Private;
        let discardable = (hidden || private) && can_discard(ctx, ir, op);
        if !discardable && live.insert(op) {
            worklist.push(op);
        }
    }
    let mut resolved: Vec<OpRef> = Vec::new();
    while let Some(op) = worklist.pop() {
        if util::has_trait(ctx, ir, op, OpTraits::SYMBOL_TABLE) {
            let symbol = util::is_symbol(ctx, ir, op);
            let inner_hidden =
                hidden || !symbol || util::visibility(ctx, ir, op) == Visibility::Private;
            compute_liveness(ctx, ir, tables, op, inner_hidden, live)?;
        } else {
            // Not a symbol table: uses in its regions count as if at the
            // top level.
            let mut nested = Vec::new();
            rmlir_ir::walk::collect_children(ir, op, &mut nested);
            worklist.extend(nested.into_iter().filter(|&o| ir.num_regions(o) != 0));
        }
        let Some(parent) = ir.parent_op(op) else {
            continue;
        };
        if !util::has_trait(ctx, ir, parent, OpTraits::SYMBOL_TABLE) {
            continue;
        }
        let Some(uses) = util::symbol_uses(ctx, ir, op) else {
            return Err(op);
        };
        for sym in uses {
            resolved.clear();
            if lookup_symbol_in(ctx, tables, parent, sym, &mut resolved) {
                for &r in &resolved {
                    if live.insert(r) {
                        worklist.push(r);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Upstream's `SymbolTable::lookupSymbolIn(table, ref, symbols)`: every
/// symbol on the path of `sym` from `table`; false when one is missing.
fn lookup_symbol_in(
    ctx: &Context,
    tables: &SymbolTables<'_>,
    table: OpRef,
    sym: Attribute,
    out: &mut Vec<OpRef>,
) -> bool {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return false;
    };
    let Some(mut cur) = tables.lookup_in(table, ctx.ident_bytes(*root)) else {
        return false;
    };
    out.push(cur);
    let Some((leaf, path)) = nested.split_last() else {
        return true;
    };
    let is_table = |o: OpRef| util::has_trait(ctx, tables.ir, o, OpTraits::SYMBOL_TABLE);
    if !is_table(cur) {
        return false;
    }
    for n in path {
        match tables.lookup_in(cur, ctx.ident_bytes(*n)) {
            Some(next) if is_table(next) => {
                cur = next;
                out.push(cur);
            }
            _ => return false,
        }
    }
    match tables.lookup_in(cur, ctx.ident_bytes(*leaf)) {
        Some(l) => {
            out.push(l);
            true
        }
        None => false,
    }
}
