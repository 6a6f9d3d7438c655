//! `mem2reg` (upstream's `Mem2Reg` pass and `tryToPromoteMemorySlots`,
//! mlir-opt 22): memory slots only reached through loads and stores
//! become SSA values. Loads take the value stored last (a block argument
//! where definitions meet, at the iterated dominance frontier of the
//! stores pruned by liveness), and the slot's ops are erased.
//!
//! As in mlir-opt 22, only the region of the slot pointer is analysed: a
//! load or store of the slot in a nested region (an `scf.if` body) keeps
//! the slot as it is.

use rmlir_interfaces::mem_slot::{
    DeletionKind, MemorySlot, Operand, PromotableAllocationOp, PromotableMemOp, PromotableOp,
};
use rmlir_ir::body::{BlockId, Body, BodyId, RegionParent};
use rmlir_ir::builder::Builder;
use rmlir_ir::dominance::DomTree;
use rmlir_ir::ir::OpRef;
use rmlir_ir::{Context, Ir, OpId, OpTraits, RegionId, Value, ValueDef};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions, Statistic};
use rustc_hash::{FxHashMap, FxHashSet};

/// Promotes memory slots into values.
#[derive(Clone)]
pub struct Mem2Reg {
    options: PassOptions,
    stats: [Statistic; 2],
}

impl Default for Mem2Reg {
    fn default() -> Self {
        Mem2Reg {
            // Upstream keeps the option, which no longer does anything.
            options: PassOptions::new().bool(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                true,
            ),
            stats: [
                Statistic::new("promoted slots", "Total amount of memory slot promoted"),
                Statistic::new(
                    "new block args",
                    "Total amount of new block argument inserted in blocks",
                ),
            ],
        }
    }
}

impl Pass for Mem2Reg {
    fn argument(&self) -> &'static str {
        "mem2reg"
    }
    fn name(&self) -> &'static str {
        "Mem2Reg"
    }
    fn description(&self) -> &'static str {
        "Promotes memory slots into values."
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        let (body_id, regions) = pcx.ir.regions(pcx.op);
        let regions: Vec<RegionId> = regions.collect();
        let mut stats = Counts::default();
        let mut changed = false;
        for r in regions {
            if pcx.ir.body(body_id).region_is_empty(r) {
                continue;
            }
            let allocators = collect_allocators(ctx, pcx.ir, body_id, r, |name| {
                ctx.op_interface::<dyn PromotableAllocationOp>(name)
                    .is_some()
            });
            changed |= try_to_promote_memory_slots(ctx, pcx.ir, allocators, &mut stats);
        }
        self.stats[0].value += stats.promoted;
        self.stats[1].value += stats.new_block_args;
        if !changed {
            pcx.mark_all_analyses_preserved();
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// What the statistics count.
#[derive(Default)]
struct Counts {
    promoted: u64,
    new_block_args: u64,
}

/// The ops of region `r` (and of the ops nested in it, isolated ones
/// included) that `is_allocator` accepts, in upstream's `region.walk`
/// order (post-order).
pub(crate) fn collect_allocators(
    ctx: &Context,
    ir: &Ir,
    body_id: BodyId,
    r: RegionId,
    is_allocator: impl Fn(rmlir_ir::context::Ident) -> bool,
) -> Vec<OpRef> {
    let _ = ctx;
    let mut out = Vec::new();
    let body = ir.body(body_id);
    for blk in body.region_blocks(r) {
        for op in body.block_ops(blk) {
            rmlir_ir::walk::walk_post_order(ir, OpRef { body: body_id, op }, |o| {
                if is_allocator(ir.body(o.body).op(o.op).name) {
                    out.push(o);
                }
            });
        }
    }
    out
}

/// Upstream's `tryToPromoteMemorySlots`: each allocator's slots are tried
/// in turn, one promotion per allocator and round, until a round promotes
/// nothing. Returns whether anything was promoted.
fn try_to_promote_memory_slots(
    ctx: &Context,
    ir: &mut Ir,
    allocators: Vec<OpRef>,
    stats: &mut Counts,
) -> bool {
    let mut work = allocators;
    let mut promoted_any = false;
    let mut block_index_cache: FxHashMap<(BodyId, RegionId), FxHashMap<BlockId, usize>> =
        FxHashMap::default();
    loop {
        let mut changed = false;
        let mut next = Vec::with_capacity(work.len());
        for alloc in work {
            let graph_owner = region_owner_is_graph(ctx, ir, alloc);
            let body = ir.body_mut(alloc.body);
            let mut promoted = false;
            if !body.is_erased(alloc.op) {
                if let Some(iface) =
                    ctx.op_interface::<dyn PromotableAllocationOp>(body.op(alloc.op).name)
                {
                    for slot in iface.promotable_slots(ctx, body, alloc.op) {
                        if body.value_unused(slot.ptr) {
                            continue;
                        }
                        let Some(info) = analyze(ctx, body, &slot, graph_owner) else {
                            continue;
                        };
                        let mut promoter = Promoter {
                            ctx,
                            body_id: alloc.body,
                            slot,
                            allocator: alloc.op,
                            iface,
                            info,
                            default: None,
                            reaching_defs: FxHashMap::default(),
                            replaced: FxHashMap::default(),
                            cache: &mut block_index_cache,
                        };
                        let new_alloc = promoter.promote(body, stats);
                        if let Some(n) = new_alloc {
                            next.push(OpRef {
                                body: alloc.body,
                                op: n,
                            });
                        }
                        promoted = true;
                        // Promoting a slot may invalidate the allocator's
                        // other slots.
                        break;
                    }
                }
            }
            if !promoted {
                next.push(alloc);
            }
            changed |= promoted;
        }
        if !changed {
            return promoted_any;
        }
        promoted_any = true;
        work = next;
    }
}

/// Whether the op owning the region that holds the allocator's results
/// has graph regions (`RegionKindInterface` saying `Graph`), where slots
/// are not promoted.
fn region_owner_is_graph(ctx: &Context, ir: &Ir, alloc: OpRef) -> bool {
    let body = ir.body(alloc.body);
    let Some(region) = body
        .parent_block(alloc.op)
        .and_then(|b| body.block_parent(b))
    else {
        return false;
    };
    let name = match body.region_parent(region) {
        RegionParent::Op(o) => body.op(o).name,
        RegionParent::BodyOwner => match body.owner() {
            Some((pb, po)) => ir.body(pb).op(po).name,
            None => return false,
        },
    };
    ctx.op_def(name)
        .is_some_and(|d| d.interfaces.graph_regions || d.has(OpTraits::GRAPH_REGIONS))
}

/// Upstream's `MemorySlotPromotionInfo`.
struct PromotionInfo {
    /// Blocks where definitions of the slot meet.
    merge_points: FxHashSet<BlockId>,
    /// The uses each op must give up, ops in insertion order
    /// (upstream's `MapVector`).
    blocking: Vec<(OpId, Vec<Operand>)>,
}

impl PromotionInfo {
    fn blocking_of(&self, op: OpId) -> Option<&Vec<Operand>> {
        self.blocking.iter().find(|(o, _)| *o == op).map(|(_, u)| u)
    }
}

/// The block holding `v`'s definition.
fn value_block(body: &Body, v: Value) -> Option<BlockId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => body.parent_block(op),
        ValueDef::BlockArg { block, .. } => Some(block),
    }
}

/// The region holding `v`'s definition.
fn value_region(body: &Body, v: Value) -> Option<RegionId> {
    value_block(body, v).and_then(|b| body.block_parent(b))
}

fn mem_op(ctx: &Context, body: &Body, op: OpId) -> Option<&'static dyn PromotableMemOp> {
    ctx.op_interface::<dyn PromotableMemOp>(body.op(op).name)
}

/// Upstream's `getForwardSlice(value)`: the transitive users of `v` (and
/// the ops nested in them), in topological order.
pub(crate) fn forward_slice(body: &Body, v: Value) -> Vec<OpId> {
    let mut slice: Vec<OpId> = Vec::new();
    let mut in_slice: FxHashSet<OpId> = FxHashSet::default();
    let children = |op: OpId| -> Vec<OpId> {
        let mut c = Vec::new();
        for r in body.local_regions(op) {
            for blk in body.region_blocks(r) {
                c.extend(body.block_ops(blk));
            }
        }
        for res in body.results(op) {
            c.extend(body.users(res).map(|(o, _)| o));
        }
        c
    };
    let roots: Vec<OpId> = body.users(v).map(|(o, _)| o).collect();
    for root in roots {
        if in_slice.contains(&root) {
            continue;
        }
        // Depth-first, an op entering the slice after everything it
        // reaches (upstream's recursion, with an explicit stack).
        let mut stack: Vec<(OpId, Vec<OpId>, usize)> = vec![(root, children(root), 0)];
        while let Some((op, kids, i)) = stack.last_mut() {
            if let Some(&k) = kids.get(*i) {
                *i += 1;
                if !in_slice.contains(&k) && !stack.iter().any(|(o, _, _)| *o == k) {
                    let kc = children(k);
                    stack.push((k, kc, 0));
                }
            } else {
                let op = *op;
                stack.pop();
                if in_slice.insert(op) {
                    slice.push(op);
                }
            }
        }
    }
    slice.reverse();
    slice
}

/// Upstream's `MemorySlotPromotionAnalyzer::computeInfo`: whether the
/// slot can be promoted, and how.
fn analyze(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    graph_owner: bool,
) -> Option<PromotionInfo> {
    if graph_owner {
        return None;
    }
    let region = value_region(body, slot.ptr)?;
    let blocking = compute_blocking_uses(ctx, body, slot, region)?;
    let merge_points = compute_merge_points(ctx, body, slot, region);
    // Predecessors of merge points must be able to forward a value.
    for &mp in &merge_points {
        for (pred, _) in body.predecessors(mp) {
            if !rmlir_rewrite::branch::is_branch(ctx, body, pred) {
                return None;
            }
        }
    }
    Some(PromotionInfo {
        merge_points,
        blocking,
    })
}

/// Upstream's `computeBlockingUses`.
fn compute_blocking_uses(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
) -> Option<Vec<(OpId, Vec<Operand>)>> {
    let mut blocking: Vec<(OpId, Vec<Operand>)> = Vec::new();
    let add = |blocking: &mut Vec<(OpId, Vec<Operand>)>, u: Operand| match blocking
        .iter_mut()
        .find(|(o, _)| *o == u.0)
    {
        Some((_, uses)) => {
            if !uses.contains(&u) {
                uses.push(u);
            }
        }
        None => blocking.push((u.0, vec![u])),
    };
    for u in body.users(slot.ptr) {
        add(&mut blocking, u);
    }
    for user in forward_slice(body, slot.ptr) {
        let Some(uses) = blocking
            .iter()
            .find(|(o, _)| *o == user)
            .map(|(_, u)| u.clone())
        else {
            continue;
        };
        let mut new_blocking = Vec::new();
        let name = body.op(user).name;
        if let Some(p) = ctx.op_interface::<dyn PromotableOp>(name) {
            if !p.can_uses_be_removed(ctx, body, user, &uses, &mut new_blocking) {
                return None;
            }
        } else if let Some(m) = ctx.op_interface::<dyn PromotableMemOp>(name) {
            if !m.can_uses_be_removed(ctx, body, user, slot, &uses, &mut new_blocking) {
                return None;
            }
        } else {
            return None;
        }
        for u in new_blocking {
            add(&mut blocking, u);
        }
    }
    // Only the slot pointer's region is analysed: a memory op elsewhere
    // could not be given its reaching definition.
    for (op, _) in &blocking {
        if mem_op(ctx, body, *op).is_some()
            && body.parent_block(*op).and_then(|b| body.block_parent(b)) != Some(region)
        {
            return None;
        }
    }
    Some(blocking)
}

/// Upstream's `computeSlotLiveIn`: the blocks where the slot's value on
/// entry may be read.
fn compute_slot_live_in(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut live_in = FxHashSet::default();
    let mut work: Vec<BlockId> = Vec::new();
    let mut visited: FxHashSet<BlockId> = FxHashSet::default();
    for (user, _) in body.users(slot.ptr) {
        let Some(blk) = body.parent_block(user) else {
            continue;
        };
        if !visited.insert(blk) {
            continue;
        }
        for op in body.block_ops(blk) {
            if let Some(m) = mem_op(ctx, body, op) {
                if m.loads_from(ctx, body, op, slot) {
                    work.push(blk);
                    break;
                }
                if m.stores_to(ctx, body, op, slot) {
                    break;
                }
            }
        }
    }
    while let Some(b) = work.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for (pred, _) in body.predecessors(b) {
            if let Some(pb) = body.parent_block(pred) {
                if !defining.contains(&pb) {
                    work.push(pb);
                }
            }
        }
    }
    live_in
}

/// Upstream's `computeMergePoints`: LLVM's `IDFCalculator` over the
/// region's dominator tree, the defining blocks being those storing to
/// the slot, pruned by liveness.
fn compute_merge_points(
    ctx: &Context,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
) -> FxHashSet<BlockId> {
    let mut merge = FxHashSet::default();
    let mut blocks = body.region_blocks(region);
    if blocks.next().is_none() || blocks.next().is_none() {
        return merge;
    }
    let tree = DomTree::new(body, region);
    let mut defining: Vec<BlockId> = Vec::new();
    for (user, _) in body.users(slot.ptr) {
        if mem_op(ctx, body, user).is_some_and(|m| m.stores_to(ctx, body, user, slot)) {
            if let Some(b) = body.parent_block(user) {
                if !defining.contains(&b) {
                    defining.push(b);
                }
            }
        }
    }
    let defining_set: FxHashSet<BlockId> = defining.iter().copied().collect();
    let live_in = compute_slot_live_in(ctx, body, slot, &defining_set);

    // Levels and depth-first numbers of the tree's nodes.
    let Some(root) = tree.root() else {
        return merge;
    };
    let mut level: FxHashMap<BlockId, u32> = FxHashMap::default();
    let mut dfs_in: FxHashMap<BlockId, u32> = FxHashMap::default();
    let mut counter = 0u32;
    let mut stack: Vec<(BlockId, u32, usize)> = vec![(root, 0, 0)];
    level.insert(root, 0);
    dfs_in.insert(root, counter);
    counter += 1;
    while let Some((b, l, i)) = stack.last_mut() {
        let kids = tree.children(*b);
        if let Some(&k) = kids.get(*i) {
            *i += 1;
            let kl = *l + 1;
            level.insert(k, kl);
            dfs_in.insert(k, counter);
            counter += 1;
            stack.push((k, kl, 0));
        } else {
            // The exit number takes a count too, as LLVM's does.
            counter += 1;
            stack.pop();
        }
    }

    let mut pq: std::collections::BinaryHeap<(u32, u32, BlockId)> =
        std::collections::BinaryHeap::new();
    let mut visited_worklist: FxHashSet<BlockId> = FxHashSet::default();
    let mut visited_pq: FxHashSet<BlockId> = FxHashSet::default();
    for &b in &defining {
        if let (Some(&l), Some(&d)) = (level.get(&b), dfs_in.get(&b)) {
            pq.push((l, d, b));
            visited_worklist.insert(b);
        }
    }
    while let Some((root_level, _, root_block)) = pq.pop() {
        let mut work = vec![root_block];
        while let Some(node) = work.pop() {
            for succ in body.block_successors(node) {
                let Some(&succ_level) = level.get(&succ) else {
                    continue;
                };
                if succ_level > root_level {
                    continue;
                }
                if !visited_pq.insert(succ) {
                    continue;
                }
                if !live_in.contains(&succ) {
                    continue;
                }
                merge.insert(succ);
                if !defining_set.contains(&succ) {
                    pq.push((succ_level, dfs_in[&succ], succ));
                }
            }
            for &k in tree.children(node) {
                if visited_worklist.insert(k) {
                    work.push(k);
                }
            }
        }
    }
    merge
}

/// Upstream's `getBlocksSortedByDominance`: for each block in order not
/// yet listed, the blocks reachable from it in reverse post-order.
pub(crate) fn blocks_sorted_by_dominance(
    body: &Body,
    region: RegionId,
) -> FxHashMap<BlockId, usize> {
    let mut index: FxHashMap<BlockId, usize> = FxHashMap::default();
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    for &start in &blocks {
        if index.contains_key(&start) {
            continue;
        }
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        seen.insert(start);
        let mut stack = vec![(start, body.block_successors(start), 0usize)];
        while let Some((b, succs, i)) = stack.last_mut() {
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if seen.insert(s) {
                    let ss = body.block_successors(s);
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        for b in post.into_iter().rev() {
            let n = index.len();
            index.entry(b).or_insert(n);
        }
    }
    index
}

/// Sorts `ops` by dominance (upstream's `dominanceSort`): blocks by
/// their index in [`blocks_sorted_by_dominance`] of their region, ops of
/// one block in block order.
pub(crate) fn dominance_sort(
    body: &Body,
    body_id: BodyId,
    ops: &mut [OpId],
    cache: &mut FxHashMap<(BodyId, RegionId), FxHashMap<BlockId, usize>>,
) {
    let mut key: FxHashMap<OpId, (usize, usize)> = FxHashMap::default();
    let mut positions: FxHashMap<BlockId, FxHashMap<OpId, usize>> = FxHashMap::default();
    for &op in ops.iter() {
        let Some(blk) = body.parent_block(op) else {
            continue;
        };
        let Some(r) = body.block_parent(blk) else {
            continue;
        };
        let bi = cache
            .entry((body_id, r))
            .or_insert_with(|| blocks_sorted_by_dominance(body, r))
            .get(&blk)
            .copied()
            .unwrap_or(usize::MAX);
        let pos = positions.entry(blk).or_insert_with(|| {
            body.block_ops(blk)
                .enumerate()
                .map(|(i, o)| (o, i))
                .collect()
        });
        key.insert(op, (bi, pos.get(&op).copied().unwrap_or(usize::MAX)));
    }
    ops.sort_by_key(|o| key.get(o).copied().unwrap_or((usize::MAX, usize::MAX)));
}

/// Upstream's `MemorySlotPromoter`.
struct Promoter<'a> {
    ctx: &'a Context,
    body_id: BodyId,
    slot: MemorySlot,
    allocator: OpId,
    iface: &'static dyn PromotableAllocationOp,
    info: PromotionInfo,
    default: Option<Value>,
    /// The slot's content before each memory op with blocking uses.
    reaching_defs: FxHashMap<OpId, Value>,
    /// The value each storing op stored.
    replaced: FxHashMap<OpId, Value>,
    cache: &'a mut FxHashMap<(BodyId, RegionId), FxHashMap<BlockId, usize>>,
}

impl Promoter<'_> {
    /// `getOrCreateDefaultValue`: made at the start of the slot pointer's
    /// block.
    fn default_value(&mut self, body: &mut Body) -> Value {
        if let Some(d) = self.default {
            return d;
        }
        let blk = value_block(body, self.slot.ptr).expect("the slot pointer is in a block");
        let mut b = Builder::new(self.ctx, body);
        b.set_insertion_point_to_start(blk);
        let d = self.iface.default_value(&mut b, self.allocator, &self.slot);
        self.default = Some(d);
        d
    }

    /// `promoteSlot`. Returns the new allocator, if one replaced the old.
    fn promote(&mut self, body: &mut Body, stats: &mut Counts) -> Option<OpId> {
        let region = value_region(body, self.slot.ptr).expect("the slot pointer is in a region");
        let default = self.default_value(body);
        self.reaching_defs_in_region(body, region, default, stats);
        self.remove_blocking_uses(body);

        // Branches to merge points from blocks the walk did not reach
        // forward the default value.
        let mut merge: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
        merge.sort();
        for mp in merge {
            let nargs = body.block_args(mp).len();
            let preds: Vec<(OpId, usize)> = body.predecessors(mp).collect();
            for (pred, i) in preds {
                let n =
                    rmlir_rewrite::branch::forwarded_range(self.ctx, body, self.body_id, pred, i)
                        .map_or(0, |r| r.len());
                if n + 1 == nargs {
                    let d = self.default_value(body);
                    rmlir_rewrite::branch::append_forwarded_operands(
                        self.ctx,
                        body,
                        self.body_id,
                        pred,
                        i,
                        &[d],
                    );
                }
            }
        }
        stats.promoted += 1;
        let mut b = Builder::new(self.ctx, body);
        self.iface
            .handle_promotion_complete(&mut b, self.allocator, &self.slot, self.default)
    }

    /// `computeReachingDefInBlock`: records the definition reaching each
    /// memory op of the block, returns the one reaching its end.
    fn reaching_defs_in_block(&mut self, body: &mut Body, blk: BlockId, mut def: Value) -> Value {
        let ops: Vec<OpId> = body.block_ops(blk).collect();
        for op in ops {
            let Some(m) = mem_op(self.ctx, body, op) else {
                continue;
            };
            if self.info.blocking_of(op).is_some() {
                self.reaching_defs.entry(op).or_insert(def);
            }
            if m.stores_to(self.ctx, body, op, &self.slot) {
                let mut b = Builder::new(self.ctx, body);
                b.set_insertion_point_after(op);
                if let Some(stored) = m.stored(&mut b, op, &self.slot, def) {
                    def = stored;
                    self.replaced.insert(op, stored);
                }
            }
        }
        def
    }

    /// `computeReachingDefInRegion`: a depth-first walk of the dominator
    /// tree, merge points getting a block argument.
    fn reaching_defs_in_region(
        &mut self,
        body: &mut Body,
        region: RegionId,
        def: Value,
        stats: &mut Counts,
    ) {
        let Some(entry) = body.first_block(region) else {
            return;
        };
        if body.next_block(entry).is_none() {
            self.reaching_defs_in_block(body, entry, def);
            return;
        }
        let tree = DomTree::new(body, region);
        let ptr_loc = match body.value_def(self.slot.ptr) {
            ValueDef::Result { op, .. } => Some(body.op(op).loc),
            ValueDef::BlockArg { .. } => body.arg_loc(self.slot.ptr),
        };
        let mut stack: Vec<(BlockId, Value)> = vec![(entry, def)];
        while let Some((blk, mut def)) = stack.pop() {
            if self.info.merge_points.contains(&blk) {
                let arg = body.add_block_arg(blk, self.slot.elem_type, ptr_loc);
                let mut b = Builder::new(self.ctx, body);
                b.set_insertion_point_to_start(blk);
                self.iface
                    .handle_block_argument(&mut b, self.allocator, &self.slot, arg);
                def = arg;
                stats.new_block_args += 1;
            }
            def = self.reaching_defs_in_block(body, blk, def);
            if let Some(term) = body.last_op(blk) {
                if rmlir_rewrite::branch::is_branch(self.ctx, body, term) {
                    let succs: Vec<BlockId> =
                        body.successors(term).iter().map(|s| s.block).collect();
                    for (i, s) in succs.into_iter().enumerate() {
                        if self.info.merge_points.contains(&s) {
                            rmlir_rewrite::branch::append_forwarded_operands(
                                self.ctx,
                                body,
                                self.body_id,
                                term,
                                i,
                                &[def],
                            );
                        }
                    }
                }
            }
            for &child in tree.children(blk) {
                stack.push((child, def));
            }
        }
    }

    /// `removeBlockingUses`: users in reverse dominance order, then the
    /// ops that asked for it erased.
    fn remove_blocking_uses(&mut self, body: &mut Body) {
        let mut users: Vec<OpId> = self.info.blocking.iter().map(|(o, _)| *o).collect();
        dominance_sort(body, self.body_id, &mut users, self.cache);
        let mut to_erase: Vec<OpId> = Vec::new();
        let mut replaced_list: Vec<(OpId, Value)> = Vec::new();
        let mut to_visit: Vec<(OpId, &'static dyn PromotableOp)> = Vec::new();
        for &op in users.iter().rev() {
            let blocking = self.info.blocking_of(op).cloned().unwrap_or_default();
            if let Some(m) = mem_op(self.ctx, body, op) {
                let def = match self.reaching_defs.get(&op) {
                    Some(&d) => d,
                    None => self.default_value(body),
                };
                let mut b = Builder::new(self.ctx, body);
                b.set_insertion_point_after(op);
                if m.remove_blocking_uses(&mut b, op, &self.slot, &blocking, def)
                    == DeletionKind::Delete
                {
                    to_erase.push(op);
                }
                if m.stores_to(self.ctx, body, op, &self.slot) {
                    if let Some(&v) = self.replaced.get(&op) {
                        replaced_list.push((op, v));
                    }
                }
                continue;
            }
            let Some(p) = self.ctx.op_interface::<dyn PromotableOp>(body.op(op).name) else {
                continue;
            };
            let mut b = Builder::new(self.ctx, body);
            b.set_insertion_point_after(op);
            if p.remove_blocking_uses(&mut b, op, &blocking) == DeletionKind::Delete {
                to_erase.push(op);
            }
            if p.requires_replaced_values() {
                to_visit.push((op, p));
            }
        }
        for (op, p) in to_visit {
            let mut b = Builder::new(self.ctx, body);
            b.set_insertion_point_after(op);
            p.visit_replaced_values(&mut b, op, &replaced_list);
        }
        for op in to_erase {
            if !body.is_erased(op) && body.op_results_unused(op) {
                body.erase_op(op);
            }
        }
    }
}
