//! `sccp` (upstream's `SCCP.cpp`): sparse conditional constant
//! propagation. Dead code analysis and sparse constant propagation run
//! together over the op's regions (`rmlir_analysis::dataflow`), across
//! calls to the callables nested in it; values found constant are then
//! replaced by constants uniqued at the start of their insertion region,
//! and ops left without uses that may go are erased.

use rmlir_analysis::dataflow::{callable_region, ConstantValue, DataFlowSolver};
use rmlir_ir::builder::Builder;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::smallvec::SmallVec;
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{
    AttrKind, Attribute, BlockId, BodyId, Context, Ident, Ir, OpRef, OpTraits, RegionId, Type,
    Value,
};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::fold::insertion_region;
use rustc_hash::FxHashMap;

use crate::util::{self, Visibility};

/// Sparse conditional constant propagation.
#[derive(Clone, Default)]
pub struct Sccp;

impl Pass for Sccp {
    fn argument(&self) -> &'static str {
        "sccp"
    }
    fn name(&self) -> &'static str {
        "SCCP"
    }
    fn description(&self) -> &'static str {
        "Sparse Conditional Constant Propagation"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let (ctx, top) = (pcx.ctx, pcx.op);
        let unknown = unknown_callables(ctx, pcx.ir, top, pcx.is_nested());
        let solver = DataFlowSolver::run(ctx, pcx.ir, top, &unknown);
        rewrite(ctx, pcx.ir, top, &solver);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `DeadCodeAnalysis::initializeSymbolCallables`: the callables under
/// `top` whose call sites cannot all be known: public ones, nested ones
/// of a table whose uses are not all visible, those a non-call op refers
/// to, and every callable when a symbol table nobody knows is in the way.
/// `nested`: `top` is nested in the IR the pipeline runs on (its uses
/// from above are not visible), even if moved into an `Ir` of its own.
pub fn unknown_callables(ctx: &Context, ir: &Ir, top: OpRef, nested: bool) -> Vec<OpRef> {
    let mut out = Vec::new();
    let tables = SymbolTables::new(ctx, ir);
    // Upstream asks whether the op is in a block: whether it is nested in
    // the IR the pipeline runs on, wherever the pass manager put it.
    let top_in_block = nested || ir.body(top.body).parent_block(top.op).is_some();
    // `SymbolTable::walkSymbolTables`, with an explicit stack.
    let mut stack = vec![(top, !top_in_block)];
    let mut children = Vec::new();
    while let Some((op, visible)) = stack.pop() {
        let is_table = util::has_trait(ctx, ir, op, OpTraits::SYMBOL_TABLE);
        let visible = if is_table {
            visible
                || !util::is_symbol(ctx, ir, op)
                || util::visibility(ctx, ir, op) == Visibility::Private
        } else {
            true
        };
        children.clear();
        rmlir_ir::walk::collect_children(ir, op, &mut children);
        stack.extend(children.iter().map(|&c| (c, visible)));
        if !is_table {
            continue;
        }
        let mut found = false;
        let mut block_ops = Vec::new();
        if let Some((rb, r)) = first_region(ir, op) {
            if let Some(b) = ir.body(rb).first_block(r) {
                block_ops.extend(ir.body(rb).block_ops(b).map(|o| OpRef { body: rb, op: o }));
            }
        }
        for &c in &block_ops {
            if callable_region(ctx, ir, c).is_none() || !util::is_symbol(ctx, ir, c) {
                continue;
            }
            let vis = util::visibility(ctx, ir, c);
            if vis == Visibility::Public || (!visible && vis == Visibility::Nested) {
                out.push(c);
            }
            found = true;
        }
        if !found {
            continue;
        }
        match non_call_symbol_uses(ctx, ir, &block_ops) {
            Some(refs) => {
                for sym in refs {
                    if let Some(s) = lookup_symbol_in(ctx, &tables, top, sym) {
                        out.push(s);
                    }
                }
            }
            None => {
                rmlir_ir::walk::walk_pre_order(ir, top, |o| {
                    if ctx
                        .op_def(ir.body(o.body).op(o.op).name)
                        .is_some_and(|d| d.interfaces.callable.is_some())
                    {
                        out.push(o);
                    }
                    rmlir_ir::walk::WalkControl::Advance
                });
            }
        }
    }
    out
}

fn first_region(ir: &Ir, op: OpRef) -> Option<(BodyId, RegionId)> {
    let (rb, mut regions) = ir.regions(op);
    regions.next().map(|r| (rb, r))
}

/// The symbol references held by the ops of a table's region that are not
/// calls (`getSymbolUses(&region)` filtered), or `None` when one might be
/// a symbol table nobody knows.
fn non_call_symbol_uses(ctx: &Context, ir: &Ir, ops: &[OpRef]) -> Option<Vec<Attribute>> {
    let mut refs = Vec::new();
    let mut unknown = false;
    for &root in ops {
        rmlir_ir::walk::walk_pre_order(ir, root, |o| {
            if util::potentially_unknown_symbol_table(ctx, ir, o) {
                unknown = true;
                return rmlir_ir::walk::WalkControl::Interrupt;
            }
            let def = ctx.op_def(ir.body(o.body).op(o.op).name);
            if def.is_none_or(|d| d.interfaces.call.is_none()) {
                util::op_symbol_refs(ctx, ir, o, &mut refs);
            }
            if def.is_some_and(|d| d.has(OpTraits::SYMBOL_TABLE)) {
                rmlir_ir::walk::WalkControl::Skip
            } else {
                rmlir_ir::walk::WalkControl::Advance
            }
        });
        if unknown {
            return None;
        }
    }
    Some(refs)
}

/// `SymbolTableCollection::lookupSymbolIn(table, ref)`.
fn lookup_symbol_in(
    ctx: &Context,
    tables: &SymbolTables<'_>,
    table: OpRef,
    sym: Attribute,
) -> Option<OpRef> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let mut cur = tables.lookup_in(table, ctx.ident_bytes(*root))?;
    for n in nested.iter() {
        cur = tables.lookup_in(cur, ctx.ident_bytes(*n))?;
    }
    Some(cur)
}

/// Per body: the constants made so far, by insertion region and
/// (dialect, value, type) (upstream's `OperationFolder` scopes).
type Folders = FxHashMap<BodyId, FxHashMap<(RegionId, Ident, Attribute, Type), Value>>;

/// Upstream's `rewrite`: blocks in order from a worklist, each op's
/// results replaced by constants where known (the op erased when all
/// were and it would be trivially dead), then the block's arguments.
fn rewrite(ctx: &Context, ir: &mut Ir, top: OpRef, solver: &DataFlowSolver) {
    let mut folders: Folders = FxHashMap::default();
    let mut worklist: Vec<(BodyId, BlockId)> = Vec::new();
    let add_regions = |ir: &Ir, worklist: &mut Vec<(BodyId, BlockId)>, op: OpRef| {
        let (rb, regions) = ir.regions(op);
        for r in regions.collect::<SmallVec<[RegionId; 2]>>() {
            let blocks: SmallVec<[BlockId; 4]> = ir.body(rb).region_blocks(r).collect();
            worklist.extend(blocks.into_iter().rev().map(|b| (rb, b)));
        }
    };
    add_regions(ir, &mut worklist, top);
    while let Some((b, block)) = worklist.pop() {
        let mut cur = ir.body(b).first_op(block);
        while let Some(op) = cur {
            cur = ir.body(b).next_op(op);
            let results: SmallVec<[Value; 4]> = ir.body(b).results(op).collect();
            let mut replaced_all = !results.is_empty();
            for r in results {
                replaced_all &= replace_with_constant(ctx, ir, b, block, r, solver, &mut folders);
            }
            if replaced_all
                && rmlir_rewrite::effects::would_op_be_trivially_dead(ctx, ir.body(b), b, op)
            {
                ir.erase_op(OpRef { body: b, op });
                continue;
            }
            add_regions(ir, &mut worklist, OpRef { body: b, op });
        }
        let args: SmallVec<[Value; 4]> = ir.body(b).block_args(block).into();
        for a in args {
            replace_with_constant(ctx, ir, b, block, a, solver, &mut folders);
        }
    }
}

/// `replaceWithConstant`: `value`'s uses go to a constant of its lattice
/// value, made by the folding dialect at the start of the insertion
/// region of `block` (or found there).
fn replace_with_constant(
    ctx: &Context,
    ir: &mut Ir,
    b: BodyId,
    block: BlockId,
    value: Value,
    solver: &DataFlowSolver,
    folders: &mut Folders,
) -> bool {
    let ConstantValue::Constant(attr, dialect) = solver.constant(b, value) else {
        return false;
    };
    let body = ir.body_mut(b);
    let ty = body.value_type(value);
    let Some(region) = insertion_region(ctx, body, block) else {
        return false;
    };
    let key = (region, dialect, attr, ty);
    let constant = match folders.get(&b).and_then(|m| m.get(&key)) {
        Some(&c) => c,
        None => {
            let Some(entry) = body.first_block(region) else {
                return false;
            };
            let Some(materialize) = ctx
                .registry()
                .dialect(ctx.ident_bytes(dialect))
                .and_then(|d| d.materialize_constant)
            else {
                return false;
            };
            let mut builder = Builder::new(ctx, body);
            builder.set_insertion_point_to_start(entry);
            let Some(op) = materialize(&mut builder, attr, ty, ctx.unknown_loc()) else {
                return false;
            };
            let c = body.result(op, 0);
            // Upstream's `tryGetOrCreateConstant`: a constant made by
            // another dialect than asked (affine folds make
            // `arith.constant`s) is also known under that dialect, and an
            // equal one already known there is used instead.
            let made = rmlir_rewrite::fold::op_dialect(ctx, body, op);
            let map = folders.entry(b).or_default();
            if made != dialect {
                let other = (region, made, attr, ty);
                if let Some(&existing) = map.get(&other) {
                    body.erase_op(op);
                    map.insert(key, existing);
                    existing
                } else {
                    map.insert(other, c);
                    map.insert(key, c);
                    c
                }
            } else {
                map.insert(key, c);
                c
            }
        }
    };
    if constant == value {
        return true;
    }
    let mut rw = Rewriter::new(Builder::new(ctx, ir.body_mut(b)));
    rw.replace_all_uses_with(value, constant);
    true
}
