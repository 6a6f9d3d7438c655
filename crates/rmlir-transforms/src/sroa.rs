//! `sroa` (upstream's `SROA` pass and `tryToDestructureMemorySlots`,
//! mlir-opt 22): slots of aggregates whose every access names a constant
//! subelement are split into one slot per subelement used.

use rmlir_interfaces::mem_slot::{
    DeletionKind, DestructurableAccessorOp, DestructurableAllocationOp, DestructurableMemorySlot,
    MemorySlot, Operand, PromotableOp, SafeMemorySlotAccessOp,
};
use rmlir_ir::body::{Body, BodyId};
use rmlir_ir::builder::Builder;
use rmlir_ir::ir::OpRef;
use rmlir_ir::{Attribute, Context, Ir, OpId, RegionId, ValueDef};
use rmlir_pass::{Pass, PassContext, PassFailure, Statistic};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::mem2reg::{collect_allocators, dominance_sort, forward_slice};

/// Scalar replacement of aggregates.
#[derive(Clone)]
pub struct Sroa {
    stats: [Statistic; 3],
}

impl Default for Sroa {
    fn default() -> Self {
        Sroa {
            stats: [
                Statistic::new("destructured slots", "Total amount of memory slots destructured"),
                Statistic::new(
                    "slots with memory benefit",
                    "Total amount of memory slots in which the destructured size was smaller than the total size after eliminating unused fields",
                ),
                Statistic::new(
                    "max subelement number",
                    "Maximal number of sub-elements a successfully destructured slot initially had",
                ),
            ],
        }
    }
}

impl Pass for Sroa {
    fn argument(&self) -> &'static str {
        "sroa"
    }
    fn name(&self) -> &'static str {
        "SROA"
    }
    fn description(&self) -> &'static str {
        "Scalar Replacement of Aggregates"
    }
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        let (body_id, regions) = pcx.ir.regions(pcx.op);
        let regions: Vec<RegionId> = regions.collect();
        let mut changed = false;
        for r in regions {
            if pcx.ir.body(body_id).region_is_empty(r) {
                continue;
            }
            let allocators = collect_allocators(ctx, pcx.ir, body_id, r, |name| {
                ctx.op_interface::<dyn DestructurableAllocationOp>(name)
                    .is_some()
            });
            changed |= try_to_destructure_memory_slots(ctx, pcx.ir, allocators, &mut self.stats);
        }
        if !changed {
            pcx.mark_all_analyses_preserved();
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Upstream's `MemorySlotDestructuringInfo`.
struct DestructuringInfo {
    /// The subelements accessed, in insertion order.
    used: Vec<Attribute>,
    /// The uses each op must give up, ops in insertion order.
    blocking: Vec<(OpId, Vec<Operand>)>,
    /// The accessors to rewire.
    accessors: Vec<OpId>,
}

fn schedule(blocking: &mut Vec<(OpId, Vec<Operand>)>, u: Operand) {
    match blocking.iter_mut().find(|(o, _)| *o == u.0) {
        Some((_, uses)) => {
            if !uses.contains(&u) {
                uses.push(u);
            }
        }
        None => blocking.push((u.0, vec![u])),
    }
}

/// Upstream's `computeDestructuringInfo`.
fn compute_destructuring_info(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    slot: &DestructurableMemorySlot,
) -> Option<DestructuringInfo> {
    if body.value_unused(slot.slot.ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used: Vec::new(),
        blocking: Vec::new(),
        accessors: Vec::new(),
    };
    let mut must_be_safe: Vec<MemorySlot> = Vec::new();
    for u in body.users(slot.slot.ptr) {
        if let Some(a) = ctx.op_interface::<dyn DestructurableAccessorOp>(body.op(u.0).name) {
            if a.can_rewire(
                ctx,
                body,
                body_id,
                u.0,
                slot,
                &mut info.used,
                &mut must_be_safe,
            ) {
                info.accessors.push(u.0);
                continue;
            }
        }
        schedule(&mut info.blocking, u);
    }
    let mut visited: FxHashSet<Operand> = FxHashSet::default();
    while let Some(sub) = must_be_safe.pop() {
        for u in body.users(sub.ptr).collect::<Vec<_>>() {
            if !visited.insert(u) {
                continue;
            }
            if let Some(m) = ctx.op_interface::<dyn SafeMemorySlotAccessOp>(body.op(u.0).name) {
                if m.ensure_only_safe_accesses(ctx, body, u.0, &sub, &mut must_be_safe) {
                    continue;
                }
            }
            schedule(&mut info.blocking, u);
        }
    }
    for user in forward_slice(body, slot.slot.ptr) {
        let Some(uses) = info
            .blocking
            .iter()
            .find(|(o, _)| *o == user)
            .map(|(_, u)| u.clone())
        else {
            continue;
        };
        let p = ctx.op_interface::<dyn PromotableOp>(body.op(user).name)?;
        let mut new_blocking = Vec::new();
        if !p.can_uses_be_removed(ctx, body, user, &uses, &mut new_blocking) {
            return None;
        }
        for u in new_blocking {
            schedule(&mut info.blocking, u);
        }
    }
    Some(info)
}

/// Upstream's `destructureSlot`. New allocators go to `new_allocators`.
#[allow(clippy::too_many_arguments)]
fn destructure_slot(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    allocator: OpId,
    iface: &'static dyn DestructurableAllocationOp,
    slot: &DestructurableMemorySlot,
    info: &DestructuringInfo,
    new_allocators: &mut Vec<OpId>,
    stats: &mut [Statistic; 3],
) {
    let block = match body.value_def(slot.slot.ptr) {
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::BlockArg { block, .. } => Some(block),
    };
    let mut b = Builder::new(ctx, body);
    if let Some(blk) = block {
        b.set_insertion_point_to_start(blk);
    }
    let subslots = iface.destructure(&mut b, allocator, slot, &info.used, new_allocators);
    if slot.subelement_types.len() != info.used.len() {
        stats[1].value += 1;
    }
    stats[2].value = stats[2].value.max(slot.subelement_types.len() as u64);

    let mut users: Vec<OpId> = Vec::new();
    for op in info
        .blocking
        .iter()
        .map(|(o, _)| *o)
        .chain(info.accessors.iter().copied())
    {
        if !users.contains(&op) {
            users.push(op);
        }
    }
    let mut cache = FxHashMap::default();
    dominance_sort(body, body_id, &mut users, &mut cache);
    let mut to_erase = Vec::new();
    for &op in users.iter().rev() {
        let name = body.op(op).name;
        let mut b = Builder::new(ctx, body);
        b.set_insertion_point_after(op);
        if info.accessors.contains(&op) {
            if let Some(a) = ctx.op_interface::<dyn DestructurableAccessorOp>(name) {
                if a.rewire(&mut b, body_id, op, slot, &subslots) == DeletionKind::Delete {
                    to_erase.push(op);
                }
                continue;
            }
        }
        let Some(p) = ctx.op_interface::<dyn PromotableOp>(name) else {
            continue;
        };
        let blocking = info
            .blocking
            .iter()
            .find(|(o, _)| *o == op)
            .map(|(_, u)| u.clone())
            .unwrap_or_default();
        if p.remove_blocking_uses(&mut b, op, &blocking) == DeletionKind::Delete {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        if !body.is_erased(op) && body.op_results_unused(op) {
            body.erase_op(op);
        }
    }
    stats[0].value += 1;
    let mut b = Builder::new(ctx, body);
    if let Some(n) = iface.handle_destructuring_complete(&mut b, allocator, slot) {
        new_allocators.push(n);
    }
}

/// Upstream's `tryToDestructureMemorySlots`: rounds over the allocators,
/// one slot destructured per allocator and round, new allocators taking
/// the place of the one they came from, until a round changes nothing.
fn try_to_destructure_memory_slots(
    ctx: &Context,
    ir: &mut Ir,
    allocators: Vec<OpRef>,
    stats: &mut [Statistic; 3],
) -> bool {
    let mut work = allocators;
    let mut any = false;
    loop {
        let mut changed = false;
        let mut next: Vec<OpRef> = Vec::with_capacity(work.len());
        for alloc in work {
            let body = ir.body_mut(alloc.body);
            let mut done = false;
            if !body.is_erased(alloc.op) {
                if let Some(iface) =
                    ctx.op_interface::<dyn DestructurableAllocationOp>(body.op(alloc.op).name)
                {
                    for slot in iface.destructurable_slots(ctx, body, alloc.op) {
                        let Some(info) = compute_destructuring_info(ctx, body, alloc.body, &slot)
                        else {
                            continue;
                        };
                        let mut new_allocators = Vec::new();
                        destructure_slot(
                            ctx,
                            body,
                            alloc.body,
                            alloc.op,
                            iface,
                            &slot,
                            &info,
                            &mut new_allocators,
                            stats,
                        );
                        next.extend(new_allocators.into_iter().map(|op| OpRef {
                            body: alloc.body,
                            op,
                        }));
                        done = true;
                        break;
                    }
                }
            }
            if !done {
                next.push(alloc);
            }
            changed |= done;
        }
        if !changed {
            return any;
        }
        any = true;
        work = next;
    }
}
