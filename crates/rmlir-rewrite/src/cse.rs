//! Common subexpression elimination (upstream's `CSE.cpp` as mlir-opt 22
//! has it: `eliminateCommonSubExpressions` and the `cse` pass).
//!
//! Ops are visited in dominance order (single blocks in order, the blocks
//! of a multi-block region along its dominator tree) with a scoped table
//! of the ops seen so far, keyed by [`OperationEquivalence`]. An op equal
//! to one in scope is replaced by it; ops without memory effects qualify,
//! and ops that only read when the earlier one is in the same block with
//! no write between. Trivially dead ops go too. Replaced ops are erased at
//! the end, in the order they were found.
//!
//! [`OperationEquivalence`]: rmlir_ir::equivalence

use rmlir_ir::body::OpData;
use rmlir_ir::dominance::{DomTree, DominanceInfo};
use rmlir_ir::equivalence::{is_equivalent, op_hash, Operands};
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BlockId, Body, BodyId, Context, Ir, OpId, OpRef, OpTraits, RegionId, Value};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::effects::{
    effects_recursively, has_only_read_effects, is_memory_effect_free, is_op_trivially_dead,
};
use rmlir_ir::op_def::EffectKind;

/// One class of equivalent ops in a [`ScopedTable`]: the op it was
/// created for and the ops inserted for it, innermost scope last.
struct Class {
    key: OpId,
    hash: u64,
    stack: SmallVec<[OpId; 1]>,
}

/// LLVM's `ScopedHashTable<Operation *, Operation *>` keyed by op
/// equivalence: an insertion shadows equal ops of outer scopes until its
/// scope ends.
#[derive(Default)]
struct ScopedTable {
    classes: Vec<Class>,
    by_hash: FxHashMap<u64, SmallVec<[usize; 1]>>,
    /// The class of each insertion, for undoing scopes.
    log: Vec<usize>,
    scopes: Vec<usize>,
}

impl ScopedTable {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let mark = self.scopes.pop().expect("a scope to pop");
        while self.log.len() > mark {
            let c = self.log.pop().expect("above the mark");
            let class = &mut self.classes[c];
            class.stack.pop();
            if class.stack.is_empty() {
                let h = class.hash;
                if let Some(list) = self.by_hash.get_mut(&h) {
                    list.retain(|&mut x| x != c);
                    if list.is_empty() {
                        self.by_hash.remove(&h);
                    }
                }
            }
        }
    }

    fn class_of(&self, ctx: &Context, body: &Body, op: OpId) -> Option<usize> {
        let list = self.by_hash.get(&op_hash(ctx, body, op))?;
        list.iter()
            .copied()
            .find(|&c| is_equivalent(ctx, body, op, self.classes[c].key, Operands::Exact))
    }

    fn lookup(&self, ctx: &Context, body: &Body, op: OpId) -> Option<OpId> {
        self.class_of(ctx, body, op)
            .and_then(|c| self.classes[c].stack.last().copied())
    }

    fn contains(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        self.class_of(ctx, body, op).is_some()
    }

    fn insert(&mut self, ctx: &Context, body: &Body, op: OpId) {
        let c = match self.class_of(ctx, body, op) {
            Some(c) => c,
            None => {
                let hash = op_hash(ctx, body, op);
                self.classes.push(Class {
                    key: op,
                    hash,
                    stack: SmallVec::new(),
                });
                let c = self.classes.len() - 1;
                self.by_hash.entry(hash).or_default().push(c);
                c
            }
        };
        self.classes[c].stack.push(op);
        self.log.push(c);
    }
}

struct Cse<'r, 'a, 'c> {
    ctx: &'c Context,
    rw: &'r mut Rewriter<'a>,
    body_id: BodyId,
    dom: DominanceInfo<'c>,
    to_erase: Vec<OpId>,
    /// Ops a search for writes has started from, in the current block
    /// (upstream's `memEffectsCache`; only which ops it holds matters).
    searched: FxHashSet<OpId>,
    stats: CseStats,
}

/// What a CSE run did (upstream's `numCSE` and `numDCE` statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equal op before them.
    pub num_cse: usize,
    /// Ops erased because they were trivially dead.
    pub num_dce: usize,
}

impl CseStats {
    /// Whether anything changed.
    pub fn changed(&self) -> bool {
        self.num_cse + self.num_dce > 0
    }
}

impl std::ops::AddAssign for CseStats {
    fn add_assign(&mut self, o: CseStats) {
        self.num_cse += o.num_cse;
        self.num_dce += o.num_dce;
    }
}

impl Cse<'_, '_, '_> {
    fn body(&self) -> &Body {
        self.rw.body
    }

    /// Whether an op between `from` and `to` (one block) may write
    /// (upstream's `hasOtherSideEffectingOpInBetween`). As upstream's, the
    /// first search from `from` starts at `from` itself.
    fn write_between(&mut self, from: OpId, to: OpId) -> bool {
        let first = self.searched.insert(from);
        let body: &Body = self.rw.body;
        let mut next = if first {
            Some(from)
        } else {
            body.next_op(from)
        };
        while let Some(op) = next {
            if op == to {
                break;
            }
            match effects_recursively(self.ctx, body, self.body_id, op) {
                None => return true,
                Some(e) if e.iter().any(|x| x.kind == EffectKind::Write) => return true,
                Some(_) => {}
            }
            next = body.next_op(op);
        }
        false
    }

    /// Replaces `op` by `existing` (upstream's `replaceUsesAndDelete`).
    fn replace(&mut self, known: &ScopedTable, op: OpId, existing: OpId, ssa: bool) {
        let ctx = self.ctx;
        let results: SmallVec<[Value; 2]> = rmlir_ir::small::collect_small(self.body().results(op));
        let with: SmallVec<[Value; 2]> =
            rmlir_ir::small::collect_small(self.body().results(existing));
        if ssa {
            // No use of `op` has been visited: all of them can go.
            self.rw.notify_op_replaced(op, &with);
            for (&r, &w) in results.iter().zip(&with) {
                self.rw.replace_all_uses_with(r, w);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region, a visited user (one in the table) keeps
            // its operand.
            let unvisited = |body: &Body, user: OpId| !known.contains(ctx, body, user);
            let body = self.body();
            let notices = results
                .iter()
                .filter(|&&r| body.users(r).all(|(u, _)| unvisited(body, u)))
                .count();
            for _ in 0..notices {
                self.rw.notify_op_replaced(op, &with);
            }
            for (&r, &w) in results.iter().zip(&with) {
                self.rw
                    .replace_uses_with_if(r, w, |body, user, _| unvisited(body, user));
            }
            if self.body().op_results_unused(op) {
                self.to_erase.push(op);
            }
        }
        let unknown = ctx.unknown_loc();
        let loc = self.body().op(op).loc;
        if self.body().op(existing).loc == unknown && loc != unknown {
            self.rw.body.op_mut(existing).loc = loc;
        }
        self.stats.num_cse += 1;
    }

    /// Returns whether `op` is to be erased (upstream's `simplifyOperation`).
    fn simplify_op(&mut self, known: &mut ScopedTable, op: OpId, ssa: bool) -> bool {
        let ctx = self.ctx;
        let body: &Body = self.rw.body;
        if ctx
            .op_def(body.op(op).name)
            .is_some_and(|d| d.has(OpTraits::TERMINATOR))
        {
            return false;
        }
        if is_op_trivially_dead(ctx, body, self.body_id, op) {
            self.to_erase.push(op);
            self.stats.num_dce += 1;
            return true;
        }
        if body.local_regions(op).any(|r| {
            body.first_block(r)
                .is_some_and(|b| body.next_block(b).is_some())
        }) {
            return false;
        }
        if !is_memory_effect_free(ctx, body, self.body_id, op) {
            if !has_only_read_effects(ctx, body, self.body_id, op) {
                return false;
            }
            if let Some(existing) = known.lookup(ctx, body, op) {
                let same_block = body.parent_block(existing) == body.parent_block(op);
                if same_block && !self.write_between(existing, op) {
                    self.replace(known, op, existing, ssa);
                    return true;
                }
            }
            known.insert(ctx, self.rw.body, op);
            return false;
        }
        if let Some(existing) = known.lookup(ctx, body, op) {
            self.replace(known, op, existing, ssa);
            return true;
        }
        known.insert(ctx, body, op);
        false
    }

    fn simplify_block(&mut self, known: &mut ScopedTable, block: BlockId, ssa: bool) {
        let mut cur = self.body().first_op(block);
        while let Some(op) = cur {
            cur = self.body().next_op(op);
            let regions: SmallVec<[RegionId; 2]> =
                rmlir_ir::small::collect_small(self.body().local_regions(op));
            if !regions.is_empty() {
                // Isolated ops' regions (in bodies of their own here) and
                // those of unregistered ops, which might be isolated, get a
                // table of their own: no implicit captures.
                let registered = self.ctx.op_def(self.body().op(op).name);
                // Regions nest as deep as the input does.
                stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                    if registered.is_none_or(|d| d.has(OpTraits::ISOLATED_FROM_ABOVE)) {
                        let mut nested = ScopedTable::default();
                        for r in regions {
                            self.simplify_region(&mut nested, r);
                        }
                    } else {
                        for r in regions {
                            self.simplify_region(known, r);
                        }
                    }
                });
            }
            self.simplify_op(known, op, ssa);
        }
        self.searched.clear();
    }

    fn simplify_region(&mut self, known: &mut ScopedTable, r: RegionId) {
        let Some(entry) = self.body().first_block(r) else {
            return;
        };
        let ssa = self.dom.has_ssa_dominance(self.rw.body, r);
        if self.body().next_block(entry).is_none() {
            known.push_scope();
            self.simplify_block(known, entry, ssa);
            known.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        // Depth-first along the dominator tree, a scope per node.
        let tree: DomTree = self.dom.tree(self.rw.body, r).clone();
        let Some(root) = tree.root() else {
            return;
        };
        let mut stack: Vec<(BlockId, usize)> = vec![(root, 0)];
        known.push_scope();
        self.simplify_block(known, root, ssa);
        while let Some((block, next)) = stack.last_mut() {
            let children = tree.children(*block);
            if let Some(&child) = children.get(*next) {
                *next += 1;
                known.push_scope();
                self.simplify_block(known, child, ssa);
                stack.push((child, 0));
            } else {
                known.pop_scope();
                stack.pop();
            }
        }
    }
}

/// Eliminates common subexpressions in the root regions of `body`, whose
/// owner is `owner` (`None` for a body no op owns), with `rw` over it
/// (upstream's `eliminateCommonSubExpressions`). The regions of isolated
/// ops nested in the body are in bodies of their own, each to be given to
/// this function apart: their ops are compared with nothing outside.
/// Returns whether anything changed.
pub fn eliminate_common_sub_expressions(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    owner: Option<&OpData>,
) -> bool {
    eliminate_common_sub_expressions_counted(ctx, rw, body_id, owner).changed()
}

/// [`eliminate_common_sub_expressions`], telling how many ops it replaced
/// and erased as dead.
pub fn eliminate_common_sub_expressions_counted(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    owner: Option<&OpData>,
) -> CseStats {
    let owner_def = owner.and_then(|o| ctx.op_def(o.name));
    let dom = DominanceInfo::new(ctx, owner_def, owner.is_some());
    let regions: SmallVec<[RegionId; 2]> =
        rmlir_ir::small::collect_small(rw.body.root_regions().iter().copied());
    let mut cse = Cse {
        ctx,
        rw,
        body_id,
        dom,
        to_erase: Vec::new(),
        searched: FxHashSet::default(),
        stats: CseStats::default(),
    };
    let mut known = ScopedTable::default();
    for r in regions {
        cse.simplify_region(&mut known, r);
    }
    let to_erase = std::mem::take(&mut cse.to_erase);
    for &op in &to_erase {
        cse.rw.erase_op(op);
    }
    crate::region::checked(cse.rw.body);
    cse.stats
}

/// Runs CSE on the regions of `op` and of every isolated op nested in
/// them (the `cse` pass on `op`), one body after another. Returns whether
/// anything changed.
pub fn cse_op(ctx: &Context, ir: &mut Ir, op: OpRef) -> bool {
    cse_op_counted(ctx, ir, op).changed()
}

/// [`cse_op`], telling how many ops it replaced and erased as dead.
pub fn cse_op_counted(ctx: &Context, ir: &mut Ir, op: OpRef) -> CseStats {
    cse_op_threaded(ctx, ir, op, 1)
}

/// [`cse_op_counted`] with the bodies spread over `threads` threads: each
/// isolated body is simplified on its own (nothing is compared across an
/// isolation boundary), so the result is the same whatever the count.
pub fn cse_op_threaded(ctx: &Context, ir: &mut Ir, op: OpRef, threads: usize) -> CseStats {
    let Some(first) = ir.body(op.body).op(op.op).isolated_body() else {
        return CseStats::default();
    };
    let mut bodies = vec![first];
    let mut i = 0;
    while i < bodies.len() {
        let b = ir.body(bodies[i]);
        for o in b.op_ids() {
            if !b.is_erased(o) {
                if let Some(child) = b.op(o).isolated_body() {
                    bodies.push(child);
                }
            }
        }
        i += 1;
    }
    let owners: Vec<Option<OpData>> = bodies
        .iter()
        .map(|&id| {
            ir.body(id)
                .owner()
                .map(|(pb, po)| ir.body(pb).op(po).clone())
        })
        .collect();
    let muts = ir.bodies_mut(&bodies);
    let work: Vec<(BodyId, std::sync::Mutex<&mut Body>, Option<OpData>)> = bodies
        .iter()
        .zip(muts)
        .zip(owners)
        .map(|((&id, b), o)| (id, std::sync::Mutex::new(b), o))
        .collect();
    let results = rmlir_ir::parallel::map_in_order(
        &work,
        threads,
        || (),
        |_, (id, body, owner)| {
            let mut body = body.lock().unwrap_or_else(|e| e.into_inner());
            let mut rw = Rewriter::new(rmlir_ir::builder::Builder::new(ctx, &mut body));
            eliminate_common_sub_expressions_counted(ctx, &mut rw, *id, owner.as_ref())
        },
    );
    let mut stats = CseStats::default();
    for s in results {
        stats += s;
    }
    stats
}
