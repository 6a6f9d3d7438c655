//! `topological-sort` (upstream's `TopologicalSortPass` and
//! `sortTopologically`): the ops of graph regions reordered so values are
//! defined before they are used, where the uses allow.

use rmlir_ir::body::{BlockId, Body, BodyId};
use rmlir_ir::{Context, OpId, OpTraits, ValueDef};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rustc_hash::FxHashSet;

/// Sorts the blocks of regions without SSA dominance.
#[derive(Clone, Copy, Default)]
pub struct TopologicalSort;

impl Pass for TopologicalSort {
    fn argument(&self) -> &'static str {
        "topological-sort"
    }
    fn name(&self) -> &'static str {
        "TopologicalSort"
    }
    fn description(&self) -> &'static str {
        "Sort regions without SSA dominance in topological order"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        // The blocks of the graph regions of ops implementing
        // `RegionKindInterface` (registered ops that say their regions
        // are graphs), in walk order.
        let mut blocks: Vec<(BodyId, BlockId)> = Vec::new();
        let ctx = pcx.ctx;
        rmlir_ir::walk::walk_post_order(pcx.ir, pcx.op, |o| {
            let graph = ctx
                .op_def(pcx.ir.body(o.body).op(o.op).name)
                .is_some_and(|d| d.interfaces.graph_regions || d.has(OpTraits::GRAPH_REGIONS));
            if !graph {
                return;
            }
            let (b, regions) = pcx.ir.regions(o);
            let body = pcx.ir.body(b);
            for r in regions {
                blocks.extend(body.region_blocks(r).map(|blk| (b, blk)));
            }
        });
        for (b, blk) in blocks {
            sort_block(ctx, pcx.ir.body_mut(b), blk);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// Whether the block's last op stays where it is (upstream's
/// `without_terminator`: a registered terminator does; an unregistered op
/// is sorted with the others).
fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| d.has(OpTraits::TERMINATOR))
}

/// Upstream's `isOpReady`: every operand of `op` and of the ops nested in
/// it is a block argument, or defined outside the ops not yet scheduled.
/// Ops in isolated ops define everything they use themselves.
fn is_ready(body: &Body, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    let value_ready = |v| match body.value_def(v) {
        ValueDef::BlockArg { .. } => true,
        ValueDef::Result { op: def, .. } => {
            let mut cur = Some(def);
            while let Some(p) = cur {
                if p == op {
                    return true;
                }
                if unscheduled.contains(&p) {
                    return false;
                }
                cur = body.parent_op(p);
            }
            true
        }
    };
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        if !body.operands(o).all(value_ready) {
            return false;
        }
        for r in body.local_regions(o) {
            for blk in body.region_blocks(r) {
                stack.extend(body.block_ops(blk));
            }
        }
    }
    true
}

/// Upstream's `sortTopologically(block)`: ops are moved to the front as
/// they become ready; when none is, the first unscheduled one is taken as
/// it is. The terminator stays last.
fn sort_block(ctx: &Context, body: &mut Body, blk: BlockId) {
    let mut ops: Vec<OpId> = body.block_ops(blk).collect();
    let terminator = match ops.last() {
        Some(&t) if is_terminator(ctx, body, t) => ops.pop(),
        _ => None,
    };
    if ops.is_empty() {
        return;
    }
    let original = ops.clone();
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut next = 0;
    while !unscheduled.is_empty() {
        let mut scheduled = false;
        let candidates = ops[next..].to_vec();
        for op in candidates {
            if !is_ready(body, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            let at = ops.iter().position(|&o| o == op).expect("a candidate op");
            ops.remove(at);
            ops.insert(next, op);
            next += 1;
            scheduled = true;
        }
        if !scheduled {
            unscheduled.remove(&ops[next]);
            next += 1;
        }
    }
    if ops == original {
        return;
    }
    for &op in &ops {
        body.remove_op(op);
        match terminator {
            Some(t) => body.insert_op_before(t, op),
            None => body.append_op(blk, op),
        }
    }
}
