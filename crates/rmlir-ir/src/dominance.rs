//! Dominance over the regions of one [`Body`] (upstream's `DominanceInfo`,
//! `mlir/IR/Dominance.h`): a dominator tree per multi-block region, built
//! on demand, and which regions have SSA dominance at all.
//!
//! The tree's children are kept in the order LLVM's `DominatorTree` gives
//! them (`SemiNCAInfo::attachNewSubtree`: by depth-first preorder number,
//! successors visited in order), since passes walking the tree (CSE) visit
//! sibling subtrees in that order.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::body::{BlockId, Body, OpId, RegionId, RegionParent, Value, ValueDef};
use crate::context::Context;
use crate::dialect::OpTraits;
use crate::op_def::OpDef;

/// The dominator tree of one region's blocks reachable from its entry.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    root: Option<BlockId>,
    /// Immediate dominator of each reachable block but the entry.
    idom: FxHashMap<BlockId, BlockId>,
    /// Children of each node, in depth-first preorder.
    children: FxHashMap<BlockId, SmallVec<[BlockId; 2]>>,
    /// Depth-first preorder number of each reachable block.
    preorder: FxHashMap<BlockId, u32>,
}

impl DomTree {
    /// The tree of region `r` of `body` (LLVM's `DominatorTree::recalculate`).
    pub fn new(body: &Body, r: RegionId) -> DomTree {
        let mut t = DomTree::default();
        let Some(entry) = body.first_block(r) else {
            return t;
        };
        t.root = Some(entry);
        // Depth-first preorder as `SemiNCAInfo::runDFS` numbers blocks: a
        // stack of (block, next successor), successors taken in order.
        let mut order: Vec<BlockId> = Vec::new();
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: FxHashSet<BlockId> = FxHashSet::default();
        seen.insert(entry);
        order.push(entry);
        let mut stack: Vec<(BlockId, SmallVec<[BlockId; 2]>, usize)> =
            vec![(entry, body.block_successors(entry), 0)];
        while let Some((b, succs, i)) = stack.last_mut() {
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if seen.insert(s) {
                    order.push(s);
                    let ss = body.block_successors(s);
                    stack.push((s, ss, 0));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        for (n, &b) in order.iter().enumerate() {
            t.preorder.insert(b, n as u32);
        }
        // Immediate dominators (Cooper, Harvey and Kennedy's iteration over
        // reverse post-order); any correct method gives the same tree.
        let mut rpo_num: FxHashMap<BlockId, usize> = FxHashMap::default();
        for (n, &b) in post.iter().rev().enumerate() {
            rpo_num.insert(b, n);
        }
        let mut preds: FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = FxHashMap::default();
        for &b in &post {
            for s in body.block_successors(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut idom: FxHashMap<BlockId, BlockId> = FxHashMap::default();
        idom.insert(entry, entry);
        let intersect = |idom: &FxHashMap<BlockId, BlockId>, mut a: BlockId, mut b: BlockId| {
            while a != b {
                while rpo_num[&a] > rpo_num[&b] {
                    a = idom[&a];
                }
                while rpo_num[&b] > rpo_num[&a] {
                    b = idom[&b];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in post.iter().rev().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => intersect(&idom, p, cur),
                    });
                }
                if let Some(n) = new {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        idom.remove(&entry);
        for &b in order.iter().skip(1) {
            let d = idom[&b];
            t.children.entry(d).or_default().push(b);
        }
        t.idom = idom;
        t
    }

    /// The entry block, if the region has blocks.
    pub fn root(&self) -> Option<BlockId> {
        self.root
    }

    /// The blocks `b` immediately dominates, in depth-first preorder.
    pub fn children(&self, b: BlockId) -> &[BlockId] {
        self.children.get(&b).map(|c| c.as_slice()).unwrap_or(&[])
    }

    /// The immediate dominator of `b` (`None` for the entry and for
    /// unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(&b).copied()
    }

    /// Whether `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.preorder.contains_key(&b)
    }

    /// Whether `a` dominates `b`, both blocks of this region; an
    /// unreachable `b` is dominated by everything (LLVM's convention).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let mut cur = b;
        while let Some(d) = self.idom(cur) {
            if d == a {
                return true;
            }
            cur = d;
        }
        false
    }

    /// The nearest block dominating both `a` and `b`, if both are reachable.
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        let mut ancestors: FxHashSet<BlockId> = FxHashSet::default();
        let mut cur = Some(a);
        while let Some(x) = cur {
            ancestors.insert(x);
            cur = self.idom(x);
        }
        let mut cur = Some(b);
        while let Some(x) = cur {
            if ancestors.contains(&x) {
                return Some(x);
            }
            cur = self.idom(x);
        }
        None
    }
}

/// Whether a region of an op with definition `def` (`None`: unregistered,
/// or no parent op at all when `has_parent` is false) has SSA dominance
/// (upstream's `DominanceInfo::hasSSADominance`): multi-block regions
/// always have it; a single block has it unless its op is unregistered or
/// says its regions are graph regions (`RegionKindInterface`).
pub fn region_kind_has_ssa_dominance(
    def: Option<&OpDef>,
    has_parent: bool,
    multi_block: bool,
) -> bool {
    if multi_block || !has_parent {
        return true;
    }
    match def {
        None => false,
        Some(d) => !d.traits.contains(OpTraits::GRAPH_REGIONS) && !d.interfaces.graph_regions,
    }
}

/// Dominance for the regions of one body, computed as asked (upstream's
/// `DominanceInfo`).
pub struct DominanceInfo<'a> {
    ctx: &'a Context,
    /// The definition of the op owning the body (whose regions are the
    /// body's root regions), `None` when unregistered.
    owner_def: Option<&'static OpDef>,
    /// Whether the body has an owner op at all.
    has_owner: bool,
    trees: FxHashMap<RegionId, DomTree>,
}

impl<'a> DominanceInfo<'a> {
    /// Dominance for a body owned by an op with definition `owner_def`
    /// (`has_owner` false for the body of the top level, which has none).
    pub fn new(ctx: &'a Context, owner_def: Option<&'static OpDef>, has_owner: bool) -> Self {
        DominanceInfo {
            ctx,
            owner_def,
            has_owner,
            trees: FxHashMap::default(),
        }
    }

    /// Whether region `r` has SSA dominance (else it is a graph region).
    pub fn has_ssa_dominance(&self, body: &Body, r: RegionId) -> bool {
        let multi = body
            .first_block(r)
            .is_some_and(|b| body.next_block(b).is_some());
        match body.region_parent(r) {
            RegionParent::Op(op) => {
                region_kind_has_ssa_dominance(self.ctx.op_def(body.op(op).name), true, multi)
            }
            RegionParent::BodyOwner => {
                region_kind_has_ssa_dominance(self.owner_def, self.has_owner, multi)
            }
        }
    }

    /// The dominator tree of region `r`, built on first use.
    pub fn tree(&mut self, body: &Body, r: RegionId) -> &DomTree {
        self.trees.entry(r).or_insert_with(|| DomTree::new(body, r))
    }

    /// Forgets the tree of `r` (after its blocks changed).
    pub fn invalidate(&mut self, r: RegionId) {
        self.trees.remove(&r);
    }

    /// Whether block `a` dominates block `b` (upstream's
    /// `DominanceInfo::dominates(Block*, Block*)`): `b`, or the ancestor of
    /// `b` in `a`'s region, is dominated by `a` there.
    pub fn block_dominates(&mut self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(ra) = body.block_parent(a) else {
            return false;
        };
        let Some(b) = ancestor_block_in(body, ra, b) else {
            return false;
        };
        if a == b {
            return true;
        }
        // Single-block regions: the one block dominates itself only.
        self.tree(body, ra).dominates(a, b)
    }

    /// Whether op `a` properly dominates op `b` (upstream's
    /// `properlyDominates(Operation*, Operation*)`, enclosing ops
    /// included: an op does not properly dominate the ops nested in it).
    pub fn properly_dominates_op(&mut self, body: &Body, a: OpId, b: OpId) -> bool {
        let (Some(ablock), Some(_)) = (body.parent_block(a), body.parent_block(b)) else {
            return false;
        };
        let Some(ra) = body.block_parent(ablock) else {
            return false;
        };
        let Some(bb) = ancestor_op_in(body, ra, b) else {
            return false;
        };
        if bb == a {
            return false;
        }
        let bblock = body.parent_block(bb).expect("op in a block");
        if ablock == bblock {
            if !self.has_ssa_dominance(body, ra) {
                return true;
            }
            return is_before_in_block(body, a, bb);
        }
        self.block_dominates(body, ablock, bblock)
    }

    /// Whether value `v` properly dominates op `user` (upstream's
    /// `properlyDominates(Value, Operation*)`).
    pub fn value_properly_dominates(&mut self, body: &Body, v: Value, user: OpId) -> bool {
        match body.value_def(v) {
            ValueDef::Result { op, .. } => self.properly_dominates_op(body, op, user),
            ValueDef::BlockArg { block, .. } => match body.parent_block(user) {
                Some(ub) => self.block_dominates(body, block, ub),
                None => false,
            },
        }
    }
}

/// `op` or the op enclosing it that sits directly in region `r`.
pub fn ancestor_op_in(body: &Body, r: RegionId, mut op: OpId) -> Option<OpId> {
    loop {
        let blk = body.parent_block(op)?;
        let reg = body.block_parent(blk)?;
        if reg == r {
            return Some(op);
        }
        match body.region_parent(reg) {
            RegionParent::Op(p) => op = p,
            RegionParent::BodyOwner => return None,
        }
    }
}

/// `block` or the block enclosing it that sits directly in region `r`.
pub fn ancestor_block_in(body: &Body, r: RegionId, block: BlockId) -> Option<BlockId> {
    let mut blk = block;
    loop {
        let reg = body.block_parent(blk)?;
        if reg == r {
            return Some(blk);
        }
        match body.region_parent(reg) {
            RegionParent::Op(p) => blk = body.parent_block(p)?,
            RegionParent::BodyOwner => return None,
        }
    }
}

/// Whether `a` comes before `b` in their (common) block.
pub fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::{OperationState, Successor};

    /// A region whose blocks branch as `edges` says (block i to each of
    /// edges[i]), through an unregistered terminator.
    fn cfg(ctx: &Context, edges: &[&[usize]]) -> (Body, RegionId, Vec<BlockId>) {
        let mut body = Body::new();
        let r = body.add_root_region();
        let blocks: Vec<BlockId> = edges.iter().map(|_| body.create_block()).collect();
        for &b in &blocks {
            body.append_block(r, b);
        }
        for (i, succs) in edges.iter().enumerate() {
            let s: Vec<Successor> = succs
                .iter()
                .map(|&j| Successor {
                    block: blocks[j],
                    num_operands: 0,
                })
                .collect();
            let t = body.create_op(&OperationState {
                successors: &s,
                ..OperationState::new(ctx, "t.br", ctx.unknown_loc())
            });
            body.append_op(blocks[i], t);
        }
        (body, r, blocks)
    }

    #[test]
    fn diamond_and_loop() {
        let ctx = Context::new();
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1, 4; 5 unreachable.
        let (body, r, b) = cfg(&ctx, &[&[1, 2], &[3], &[3], &[1, 4], &[], &[4]]);
        let t = DomTree::new(&body, r);
        assert_eq!(t.root(), Some(b[0]));
        assert_eq!(t.children(b[0]), &[b[1], b[3], b[2]]);
        assert_eq!(t.idom(b[3]), Some(b[0]));
        assert_eq!(t.idom(b[4]), Some(b[3]));
        assert_eq!(t.children(b[3]), &[b[4]]);
        assert!(t.dominates(b[0], b[4]));
        assert!(!t.dominates(b[1], b[3]));
        assert!(!t.is_reachable(b[5]));
        assert!(t.dominates(b[1], b[5]));
        assert_eq!(t.nearest_common_dominator(b[1], b[2]), Some(b[0]));
    }
}
