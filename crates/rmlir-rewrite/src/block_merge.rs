//! Merging identical blocks and dropping block arguments every
//! predecessor passes the same value (upstream's `mergeIdenticalBlocks`
//! and `dropRedundantArguments`, `RegionUtils.cpp`).

use std::collections::BTreeSet;

use rmlir_ir::equivalence::{is_equivalent, op_hash_ignoring_values, Operands};
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BlockId, Body, BodyId, Context, OpId, RegionId, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::branch::{
    append_forwarded_operands, erase_forwarded_operand, forwarded_operands, is_branch,
};

/// What comparing a block with others needs (upstream's
/// `BlockEquivalenceData`): a hash of its ops, and for each op with
/// results the number of values defined in the block before it.
struct BlockData {
    block: BlockId,
    hash: u64,
    order: FxHashMap<OpId, usize>,
}

impl BlockData {
    fn new(ctx: &Context, body: &Body, block: BlockId) -> BlockData {
        let mut order = FxHashMap::default();
        let mut next = body.block_args(block).len();
        let mut hash: u64 = 0;
        for op in body.block_ops(block) {
            let n = body.num_results(op);
            if n != 0 {
                order.insert(op, next);
                next += n;
            }
            hash = hash.rotate_left(5) ^ op_hash_ignoring_values(ctx, body, op);
            hash = hash.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
        BlockData { block, hash, order }
    }

    /// The position of `v` (a value of this block) among the values the
    /// block defines: arguments first, then results in op order.
    fn order_of(&self, body: &Body, v: Value) -> usize {
        match body.value_def(v) {
            ValueDef::BlockArg { index, .. } => index as usize,
            ValueDef::Result { op, index } => self.order[&op] + index as usize,
        }
    }
}

/// The block holding the definition of `v`.
fn parent_block(body: &Body, v: Value) -> Option<BlockId> {
    match body.value_def(v) {
        ValueDef::BlockArg { block, .. } => Some(block),
        ValueDef::Result { op, .. } => body.parent_block(op),
    }
}

/// Whether a result of `op`, or `v`, is used by an op of another block.
fn value_used_outside(body: &Body, v: Value, block: BlockId) -> bool {
    body.users(v)
        .any(|(u, _)| body.parent_block(u) != Some(block))
}

fn op_used_outside(body: &Body, op: OpId, block: BlockId) -> bool {
    body.results(op).any(|v| value_used_outside(body, v, block))
}

/// Blocks to merge into a leader (upstream's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<BlockId>,
    /// (op index, operand index) of the operands that differ between the
    /// blocks and become new arguments of the leader.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds `data`'s block if it is identical to the leader up to values
    /// defined outside them (upstream's `addToCluster`).
    fn add(&mut self, ctx: &Context, body: &Body, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (leader, merge) = (self.leader.block, data.block);
        let types = |b: BlockId| -> SmallVec<[rmlir_ir::Type; 4]> {
            body.block_args(b)
                .iter()
                .map(|&a| body.value_type(a))
                .collect()
        };
        if types(leader) != types(merge) {
            return false;
        }
        let mut mismatched: SmallVec<[(usize, usize); 8]> = SmallVec::new();
        let lops: SmallVec<[OpId; 8]> = body.block_ops(leader).collect();
        let rops: SmallVec<[OpId; 8]> = body.block_ops(merge).collect();
        for (op_i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
            if !is_equivalent(ctx, body, l, r, Operands::IgnoreValues) {
                return false;
            }
            for k in 0..body.operand_count(l) {
                let (lv, rv) = (body.operand(l, k), body.operand(r, k));
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_in = parent_block(body, lv) == Some(leader);
                let r_in = parent_block(body, rv) == Some(merge);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    // A result of a predecessor's terminator does not
                    // dominate that predecessor's branch to the merged
                    // block, so it cannot be passed there.
                    let valid = |block: BlockId, v: Value| {
                        let ValueDef::Result { op, .. } = body.value_def(v) else {
                            return true;
                        };
                        let Some(def_block) = body.parent_block(op) else {
                            return true;
                        };
                        if body.last_op(def_block) != Some(op) {
                            return true;
                        }
                        !body
                            .predecessors(block)
                            .any(|(p, _)| body.parent_block(p) == Some(def_block))
                    };
                    if !valid(leader, lv) || !valid(merge, rv) {
                        return false;
                    }
                    mismatched.push((op_i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            // A result used elsewhere would be the leader's or the merged
            // block's depending on the path taken.
            if op_used_outside(body, r, merge) || op_used_outside(body, l, leader) {
                return false;
            }
        }
        if lops.len() != rops.len() {
            return false;
        }
        self.operands.extend(mismatched);
        if !self.blocks.contains(&merge) {
            self.blocks.push(merge);
        }
        true
    }

    /// Merges the cluster's blocks into the leader (upstream's
    /// `BlockMergeCluster::merge`).
    fn merge(&self, ctx: &Context, rw: &mut Rewriter<'_>, body_id: BodyId) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            let updatable = |body: &Body, b: BlockId| {
                body.predecessors(b).all(|(p, _)| is_branch(ctx, body, p))
            };
            if !updatable(rw.body, leader) || !self.blocks.iter().all(|&b| updatable(rw.body, b)) {
                return false;
            }
            // Walk all blocks at once, reading each mismatched operand and
            // making it an argument of the leader.
            let mut all: SmallVec<[SmallVec<[OpId; 8]>; 2]> = SmallVec::new();
            all.push(rw.body.block_ops(leader).collect());
            for &b in &self.blocks {
                all.push(rw.body.block_ops(b).collect());
            }
            let num_old = rw.body.block_args(leader).len();
            let mut new_args: Vec<SmallVec<[Value; 8]>> = vec![SmallVec::new(); all.len()];
            for &(op_i, k) in &self.operands {
                for (i, ops) in all.iter().enumerate() {
                    let op = ops[op_i];
                    let v = rw.body.operand(op, k);
                    new_args[i].push(v);
                    if i == 0 {
                        let ty = rw.body.value_type(v);
                        let loc = match rw.body.value_def(v) {
                            ValueDef::Result { op: d, .. } => Some(rw.body.op(d).loc),
                            ValueDef::BlockArg { .. } => rw.body.arg_loc(v),
                        };
                        let a = rw.body.add_block_arg(leader, ty, loc);
                        rw.body.set_operand(op, k, a);
                    }
                }
            }
            let new_args = prune_redundant_arguments(rw, new_args, num_old, leader);
            let update = |rw: &mut Rewriter<'_>, b: BlockId, values: &[Value]| {
                let preds: SmallVec<[(OpId, usize); 4]> = rw.body.predecessors(b).collect();
                for (p, s) in preds {
                    append_forwarded_operands(ctx, rw.body, body_id, p, s, values);
                }
            };
            update(rw, leader, &new_args[0]);
            for (i, &b) in self.blocks.iter().enumerate() {
                update(rw, b, &new_args[i + 1]);
            }
        }
        for &b in &self.blocks {
            rw.body.replace_all_block_uses(b, leader);
            rw.erase_block(b);
        }
        true
    }
}

/// Drops the new arguments every list passes the same value for as an
/// earlier one (list 0's first occurrence decides, as upstream's
/// `pruneRedundantArguments` does to stay linear), replacing them in the
/// leader by the earlier argument.
fn prune_redundant_arguments(
    rw: &mut Rewriter<'_>,
    lists: Vec<SmallVec<[Value; 8]>>,
    num_old: usize,
    block: BlockId,
) -> Vec<SmallVec<[Value; 8]>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_idx: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_idx.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..n {
        let k = first_idx[&first[j]];
        if k == j {
            continue;
        }
        if lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<SmallVec<[Value; 8]>> = lists
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|(j, _)| !replacement.contains_key(j))
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let mut to_erase: SmallVec<[usize; 4]> = SmallVec::new();
    for j in 0..n {
        if let Some(&k) = replacement.get(&j) {
            let old = rw.body.block_args(block)[num_old + j];
            let new = rw.body.block_args(block)[num_old + k];
            rw.replace_all_uses_with(old, new);
            to_erase.push(num_old + j);
        }
    }
    for &i in to_erase.iter().rev() {
        rw.body.erase_block_arg(block, i);
    }
    pruned
}

/// Merges the identical blocks of `region` (not what it nests).
fn merge_in_region(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    region: RegionId,
) -> bool {
    let blocks: SmallVec<[BlockId; 8]> = rw.body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks other than the entry, grouped by their successors. Upstream
    // keys a hash map by the successor list and walks it in hash order;
    // the groups are independent, so first appearance is used here.
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    let mut index: FxHashMap<SmallVec<[BlockId; 2]>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs = rw.body.block_successors(b);
        match index.get(&succs) {
            Some(&i) => groups[i].1.push(b),
            None => {
                index.insert(succs.clone(), groups.len());
                groups.push((succs, vec![b]));
            }
        }
    }
    let mut merged = false;
    for (_, group) in groups {
        if group.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let body: &Body = rw.body;
            let data = BlockData::new(ctx, body, b);
            // Blocks holding regions are not merged.
            if body.block_ops(b).any(|o| {
                body.local_regions(o).any(|r| !body.region_is_empty(r))
                    || body.op(o).isolated_body().is_some()
            }) {
                continue;
            }
            if body
                .block_args(b)
                .iter()
                .any(|&a| value_used_outside(body, a, b))
            {
                continue;
            }
            if !clusters.iter_mut().any(|c| c.add(ctx, body, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in &clusters {
            merged |= c.merge(ctx, rw, body_id);
        }
    }
    merged
}

/// A LIFO worklist of regions with set semantics (LLVM's `SetVector`).
#[derive(Default)]
struct RegionWorklist {
    list: Vec<RegionId>,
    set: FxHashSet<RegionId>,
}

impl RegionWorklist {
    fn insert(&mut self, r: RegionId) {
        if self.set.insert(r) {
            self.list.push(r);
        }
    }
    fn pop(&mut self) -> Option<RegionId> {
        let r = self.list.pop()?;
        self.set.remove(&r);
        Some(r)
    }
}

fn push_nested(body: &Body, block: BlockId, wl: &mut RegionWorklist) {
    for op in body.block_ops(block) {
        for r in body.local_regions(op) {
            wl.insert(r);
        }
    }
}

/// Merges blocks of `region` and the regions nested in it that are
/// identical up to values defined outside them, which become arguments
/// fed by the predecessors (upstream's `mergeIdenticalBlocks`). Returns
/// whether any block was merged.
pub fn merge_identical_blocks(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    region: RegionId,
) -> bool {
    let mut wl = RegionWorklist::default();
    wl.insert(region);
    let mut changed = false;
    while let Some(r) = wl.pop() {
        if merge_in_region(ctx, rw, body_id, r) {
            wl.insert(r);
            changed = true;
        }
        let blocks: SmallVec<[BlockId; 8]> = rw.body.region_blocks(r).collect();
        for b in blocks {
            push_nested(rw.body, b, &mut wl);
        }
    }
    changed
}

/// Replaces the arguments of `block` that every predecessor passes the
/// same value for by that value, and drops them (upstream's
/// `dropRedundantArguments` for one block).
fn drop_block_redundant_arguments(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    block: BlockId,
) -> bool {
    let args: SmallVec<[Value; 4]> = rw.body.block_args(block).iter().copied().collect();
    let mut to_erase: SmallVec<[usize; 4]> = SmallVec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut same = true;
        let mut common: Option<Value> = None;
        for (p, s) in rw.body.predecessors(block) {
            if !is_branch(ctx, rw.body, p) {
                same = false;
                break;
            }
            let Some(&v) = forwarded_operands(ctx, rw.body, body_id, p, s).get(i) else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            if c == arg {
                continue;
            }
            to_erase.push(i);
            rw.replace_all_uses_with(arg, c);
        }
    }
    for &i in to_erase.iter().rev() {
        rw.body.erase_block_arg(block, i);
        let preds: SmallVec<[(OpId, usize); 4]> = rw.body.predecessors(block).collect();
        for (p, s) in preds {
            erase_forwarded_operand(ctx, rw.body, body_id, p, s, i);
        }
    }
    !to_erase.is_empty()
}

/// Drops block arguments every predecessor passes the same value for, in
/// `region` and the regions nested in it (upstream's
/// `dropRedundantArguments`). Returns whether any was dropped.
pub fn drop_redundant_arguments(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    region: RegionId,
) -> bool {
    let mut wl = RegionWorklist::default();
    wl.insert(region);
    let mut changed = false;
    while let Some(r) = wl.pop() {
        let blocks: SmallVec<[BlockId; 8]> = rw.body.region_blocks(r).collect();
        for b in blocks {
            changed |= drop_block_redundant_arguments(ctx, rw, body_id, b);
            push_nested(rw.body, b, &mut wl);
        }
    }
    changed
}
