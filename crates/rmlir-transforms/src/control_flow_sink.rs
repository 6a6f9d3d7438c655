//! `control-flow-sink` (upstream's `ControlFlowSink` pass and
//! `ControlFlowSinkUtils`): an op free of memory effects whose users are
//! all inside a region that runs at most once (a branch of `scf.if`, a
//! case of `scf.index_switch`) moves to the start of that region, so it
//! does not run on the paths that do not need it.

use rmlir_interfaces::region_invocation::RegionInvocation;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::{Attribute, Body, BodyId, Context, OpId, OpView, RegionId, ValueDef};
use rmlir_pass::{Pass, PassContext, PassFailure, Statistic};
use rmlir_rewrite::effects::is_memory_effect_free;
use smallvec::SmallVec;

/// Sinks ops into conditionally executed regions.
#[derive(Clone)]
pub struct ControlFlowSink {
    stats: [Statistic; 1],
}

impl Default for ControlFlowSink {
    fn default() -> Self {
        ControlFlowSink {
            stats: [Statistic::new("num-sunk", "Number of operations sunk")],
        }
    }
}

impl Pass for ControlFlowSink {
    fn argument(&self) -> &'static str {
        "control-flow-sink"
    }
    fn name(&self) -> &'static str {
        "ControlFlowSink"
    }
    fn description(&self) -> &'static str {
        "Sink operations into conditional blocks"
    }
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        // The region branch ops, in upstream's post-order walk: inner ones
        // first.
        let mut branches = Vec::new();
        rmlir_ir::walk::walk_post_order(pcx.ir, pcx.op, |o| {
            let name = pcx.ir.body(o.body).op(o.op).name;
            if let Some(iface) = ctx.op_interface::<dyn RegionInvocation>(name) {
                branches.push((o, iface));
            }
        });
        for (o, iface) in branches {
            let body = pcx.ir.body_mut(o.body);
            if body.is_erased(o.op) || body.op(o.op).isolated_body().is_some() {
                continue;
            }
            let regions = singly_executed_regions(ctx, body, o.body, o.op, iface);
            // Upstream assigns (not adds) each branch's count to the
            // statistic.
            self.stats[0].value = sink_regions(ctx, body, o.body, &regions) as u64;
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Upstream's `getSinglyExecutedRegionsToSink`: the regions of `op` its
/// invocation bounds say run at most once, given its constant operands.
fn singly_executed_regions(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
    iface: &dyn RegionInvocation,
) -> SmallVec<[RegionId; 2]> {
    let operands: Vec<Option<Attribute>> = body
        .operands(op)
        .map(|v| value_constant(ctx, body, body_id, v))
        .collect();
    let view = OpView {
        ctx,
        body,
        body_id,
        op,
        inner: None,
        owner: None,
        def: ctx.op_def(body.op(op).name),
    };
    let bounds = iface.invocation_bounds(&view, &operands);
    body.local_regions(op)
        .zip(bounds)
        .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
        .map(|(r, _)| r)
        .collect()
}

/// Upstream's `controlFlowSink` with `isMemoryEffectFree` as the
/// condition and the start of the region's entry block as the place.
/// Returns how many ops moved.
fn sink_regions(ctx: &Context, body: &mut Body, body_id: BodyId, regions: &[RegionId]) -> usize {
    let mut sunk = 0;
    for &region in regions {
        if body.first_block(region).is_none() {
            continue;
        }
        // Every op of the region, nested ones included, in post-order;
        // processed last first, so the subgraphs of users sink in order.
        let mut stack: Vec<OpId> = Vec::new();
        post_order_ops(body, region, &mut stack);
        while let Some(user) = stack.pop() {
            let operands: SmallVec<[rmlir_ir::Value; 4]> = body.operands(user).collect();
            for v in operands {
                let ValueDef::Result { op, .. } = body.value_def(v) else {
                    continue;
                };
                // Only ops defined outside the region move into it.
                if region_contains_op(body, region, op) {
                    continue;
                }
                if all_users_in(body, op, region) && is_memory_effect_free(ctx, body, body_id, op) {
                    let entry = body.first_block(region).expect("a non-empty region");
                    match body.first_op(entry) {
                        Some(first) => body.move_op_before(op, first),
                        None => {
                            body.remove_op(op);
                            body.append_op(entry, op);
                        }
                    }
                    sunk += 1;
                    stack.push(op);
                }
            }
        }
    }
    sunk
}

/// The ops of `region` and those nested in them, in post-order (upstream's
/// `Region::walk`).
fn post_order_ops(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    // (op, its regions already pushed)
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let push_region = |stack: &mut Vec<(OpId, bool)>, r: RegionId| {
        let ops: SmallVec<[OpId; 16]> = body
            .region_blocks(r)
            .flat_map(|b| body.block_ops(b))
            .collect();
        stack.extend(ops.into_iter().rev().map(|o| (o, false)));
    };
    push_region(&mut stack, region);
    while let Some((op, expanded)) = stack.pop() {
        if expanded {
            out.push(op);
            continue;
        }
        stack.push((op, true));
        let regions: SmallVec<[RegionId; 2]> = body.local_regions(op).collect();
        for &r in regions.iter().rev() {
            push_region(&mut stack, r);
        }
    }
}

/// Whether `op` is in `region` or in a region nested in it.
fn region_contains_op(body: &Body, region: RegionId, op: OpId) -> bool {
    let mut cur = op;
    loop {
        let Some(r) = body.parent_block(cur).and_then(|b| body.block_parent(b)) else {
            return false;
        };
        if r == region {
            return true;
        }
        match body.parent_op_of_block(body.parent_block(cur).expect("op in a block")) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// Upstream's `allUsersDominatedBy`: every user of `op` is in `region`
/// or nested in it (the region's entry block dominates all its blocks).
fn all_users_in(body: &Body, op: OpId, region: RegionId) -> bool {
    body.results(op).all(|v| {
        body.users(v)
            .all(|(user, _)| region_contains_op(body, region, user))
    })
}
