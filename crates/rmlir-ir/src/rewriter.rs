//! [`Rewriter`]: a [`Builder`] that can also erase, replace, move and
//! change ops, telling its listener about each change (MLIR's
//! `RewriterBase`). Patterns and passes change IR only through it, so a
//! driver's worklist stays exact.
//!
//! A rewriter works on one [`Body`]: everything a pattern may touch (the
//! ops nested in one isolated op, not the isolated ops nested deeper),
//! which is also what one thread owns when passes run in parallel.

use smallvec::SmallVec;

use crate::body::{BlockId, Body, IrMapping, OpId, OperationState, RegionId, Value};
use crate::builder::Builder;

/// A builder that also erases, replaces and modifies ops (MLIR's
/// `RewriterBase`). Dereferences to its [`Builder`] for creating ops.
pub struct Rewriter<'a> {
    b: Builder<'a>,
    /// Where replacements and erasures go instead of happening, when a
    /// conversion defers them (see [`DeferredReplacements`]).
    defer: Option<&'a mut DeferredReplacements>,
}

/// Replacements and erasures a dialect conversion defers until it commits,
/// as upstream's `ConversionPatternRewriter` does: a replaced op stays in
/// place with its uses (so folds and patterns running later still see
/// it) until [`DeferredReplacements::commit`] points the uses at the
/// replacements and erases it.
#[derive(Default, Clone, Debug)]
pub struct DeferredReplacements {
    /// Each op, with the values replacing its results (`None` when it is
    /// erased without replacement).
    pub entries: Vec<(OpId, Option<SmallVec<[Value; 4]>>)>,
}

impl DeferredReplacements {
    /// Applies the replacements in order, then erases the ops. Returns the
    /// first erased op whose results are still used (upstream's "failed to
    /// legalize operation marked as erased"), leaving it in place.
    pub fn commit(self, body: &mut Body) -> Result<(), OpId> {
        // A replacement may itself be a result of a replaced op: uses go
        // to the end of the chain (upstream's value mapping).
        let mut map: rustc_hash::FxHashMap<Value, Value> = rustc_hash::FxHashMap::default();
        for (op, values) in &self.entries {
            if let Some(values) = values {
                for (r, &v) in body.results(*op).zip(values) {
                    if r != v {
                        map.insert(r, v);
                    }
                }
            }
        }
        let resolve = |mut v: Value| {
            let mut steps = 0;
            while let Some(&next) = map.get(&v) {
                v = next;
                steps += 1;
                if steps > map.len() {
                    break;
                }
            }
            v
        };
        for (op, values) in &self.entries {
            if values.is_none() || body.is_erased(*op) {
                continue;
            }
            let results: SmallVec<[Value; 4]> = crate::small::collect_small(body.results(*op));
            for r in results {
                let v = resolve(r);
                if r != v {
                    body.replace_all_uses_with(r, v);
                }
            }
        }
        let mut live = None;
        for (op, _) in &self.entries {
            if body.is_erased(*op) {
                continue;
            }
            if !body.op_results_unused(*op) {
                live.get_or_insert(*op);
                continue;
            }
            body.erase_op(*op);
        }
        match live {
            Some(op) => Err(op),
            None => Ok(()),
        }
    }
}

impl<'a> std::ops::Deref for Rewriter<'a> {
    type Target = Builder<'a>;
    fn deref(&self) -> &Builder<'a> {
        &self.b
    }
}

impl std::ops::DerefMut for Rewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.b
    }
}

/// Above this many ops, debug builds do not re-check a body's use-lists
/// after every change (that would be quadratic).
const CHECK_LIMIT: usize = 4000;

impl<'a> Rewriter<'a> {
    /// A rewriter over the body `b` builds in, with `b`'s listener.
    pub fn new(b: Builder<'a>) -> Self {
        Rewriter { b, defer: None }
    }

    /// The same rewriter, deferring replacements and erasures of ops to
    /// `sink` (for the dialect conversion driver).
    pub fn with_deferred(mut self, sink: &'a mut DeferredReplacements) -> Self {
        self.defer = Some(sink);
        self
    }

    /// The builder, by value.
    pub fn into_builder(self) -> Builder<'a> {
        self.b
    }

    /// Whether replacements and erasures are deferred (inside a dialect
    /// conversion).
    pub fn is_deferring(&self) -> bool {
        self.defer.is_some()
    }

    fn checked(&self) {
        if cfg!(debug_assertions) && self.b.body.num_ops() <= CHECK_LIMIT {
            if let Err(e) = self.b.body.check_invariants() {
                panic!("rewriter broke the IR: {e}");
            }
        }
    }

    fn notify(&mut self, f: impl FnOnce(&mut dyn crate::body::Listener, &Body)) {
        if let Some((l, body)) = self.b.listener_and_body() {
            f(l, body);
        }
    }

    /// Erases `op` and what it holds, telling the listener about each op
    /// and block as it goes (MLIR's `eraseOp`): nested ops before the ops
    /// holding them, regions last to first, blocks successors first, ops
    /// of a block last to first. Its results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        if let Some(d) = self.defer.as_deref_mut() {
            d.entries.push((op, None));
            self.notify(|l, body| l.op_erased(body, op));
            return;
        }
        assert!(
            self.b.body.op_results_unused(op),
            "erasing an op whose results still have uses"
        );
        if self.b.listener().is_none() {
            self.b.body.erase_op(op);
        } else {
            self.erase_tree(op);
        }
        self.checked();
    }

    fn erase_tree(&mut self, op: OpId) {
        let regions: SmallVec<[RegionId; 2]> =
            crate::small::collect_small(self.b.body.local_regions(op));
        for &r in regions.iter().rev() {
            while let Some(first) = self.b.body.first_block(r) {
                let mut visited = rustc_hash::FxHashSet::default();
                let order = self.b.body.post_order_blocks(first, &mut visited);
                for &blk in &order {
                    let mut cur = self.b.body.last_op(blk);
                    while let Some(o) = cur {
                        cur = self.b.body.prev_op(o);
                        self.erase_tree(o);
                    }
                }
                for blk in order {
                    let args: SmallVec<[Value; 4]> =
                        crate::small::collect_small(self.b.body.block_args(blk).iter().copied());
                    for a in args {
                        self.b.body.drop_all_uses(a);
                    }
                    self.b.body.drop_block_uses(blk);
                    self.notify(|l, body| l.block_erased(body, blk));
                    self.b.body.erase_empty_block(blk);
                }
            }
        }
        self.notify(|l, body| l.op_erased(body, op));
        let results: SmallVec<[Value; 2]> = crate::small::collect_small(self.b.body.results(op));
        for v in results {
            self.b.body.drop_all_uses(v);
        }
        self.b.body.erase_single_op(op);
    }

    /// Tells the listener the uses of `op`'s results are about to be
    /// replaced by `values`, replacing nothing: for callers that replace
    /// uses themselves and erase `op` later, as upstream's CSE calls
    /// `notifyOperationReplaced`.
    pub fn notify_op_replaced(&mut self, op: OpId, values: &[Value]) {
        self.notify(|l, body| l.op_replaced(body, op, values));
    }

    /// Replaces the uses of `op`'s results with `values` and erases `op`
    /// (MLIR's `replaceOp`).
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.notify(|l, body| l.op_replaced(body, op, values));
        if let Some(d) = self.defer.as_deref_mut() {
            assert_eq!(
                self.b.body.num_results(op),
                values.len(),
                "replacing results with a different count"
            );
            d.entries.push((op, Some(values.iter().copied().collect())));
            return;
        }
        let results: SmallVec<[Value; 4]> = crate::small::collect_small(self.b.body.results(op));
        // A count that differs is a pattern's mistake upstream asserts on
        // in debug builds; its release build (mlir-opt) replaces what the
        // two share and leaves the other uses without a value, which the
        // verifier reports as "null operand found". So does this. A
        // pattern may meet such IR on valid input (an `scf.execute_region`
        // whose block ends in an unregistered terminator yielding nothing).
        for (i, &r) in results.iter().enumerate() {
            match values.get(i) {
                Some(&v) => self.replace_all_uses_with(r, v),
                None => self.b.body.drop_all_uses(r),
            }
        }
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new` (MLIR's `replaceOp(op, newOp)`).
    pub fn replace_op_with_op(&mut self, op: OpId, new: OpId) {
        let values: SmallVec<[Value; 4]> = crate::small::collect_small(self.b.body.results(new));
        self.replace_op(op, &values);
    }

    /// Creates an op from `state` at the insertion point and replaces `op`
    /// with it (MLIR's `replaceOpWithNewOp`).
    pub fn replace_op_with_new(&mut self, op: OpId, state: &OperationState<'_>) -> OpId {
        let new = self.b.create(state);
        self.replace_op_with_op(op, new);
        new
    }

    /// Points every use of `from` at `to`, telling the listener each user
    /// was modified (MLIR's `replaceAllUsesWith`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let users: SmallVec<[OpId; 4]> =
            crate::small::collect_small(self.b.body.users(from).map(|u| u.0));
        self.b.body.replace_all_uses_with(from, to);
        for u in dedup(users) {
            self.notify(|l, body| l.op_modified(body, u));
        }
        self.checked();
    }

    /// Points the uses of `from` for which `pred(body, user, operand)`
    /// holds at `to` (MLIR's `replaceUsesWithIf`).
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OpId, u32) -> bool,
    ) {
        let mut changed = Vec::new();
        self.b.body.replace_uses_with_if(from, to, |body, user, i| {
            let yes = pred(body, user, i);
            if yes {
                changed.push(user);
            }
            yes
        });
        for u in dedup(changed.into()) {
            self.notify(|l, body| l.op_modified(body, u));
        }
        self.checked();
    }

    /// Changes `op` in place with `f` and tells the listener (MLIR's
    /// `modifyOpInPlace`).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        let r = f(self.b.body);
        self.notify(|l, body| l.op_modified(body, op));
        self.checked();
        r
    }

    /// Moves `op` before `before` (MLIR's `moveOpBefore`).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.b.body.move_op_before(op, before);
        self.notify(|l, body| l.op_inserted(body, op));
        self.checked();
    }

    /// Moves `op` after `after` (MLIR's `moveOpAfter`).
    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.b.body.move_op_after(op, after);
        self.notify(|l, body| l.op_inserted(body, op));
        self.checked();
    }

    /// Erases `block` and its ops, last to first (MLIR's `eraseBlock`):
    /// no op may branch to it and its arguments must be unused.
    pub fn erase_block(&mut self, block: BlockId) {
        assert!(
            self.b.body.has_no_predecessors(block),
            "erasing a block that is still a successor"
        );
        let mut cur = self.b.body.last_op(block);
        while let Some(o) = cur {
            cur = self.b.body.prev_op(o);
            let results: SmallVec<[Value; 2]> = crate::small::collect_small(self.b.body.results(o));
            for v in results {
                self.b.body.drop_all_uses(v);
            }
            if self.b.listener().is_some() {
                self.erase_tree(o);
            } else {
                self.b.body.erase_op(o);
            }
        }
        self.notify(|l, body| l.block_erased(body, block));
        self.b.body.erase_empty_block(block);
        self.checked();
    }

    /// Splits `block` before `op` (MLIR's `splitBlock`): with a listener,
    /// the new block is reported inserted, then the ops are moved one at a
    /// time from the end of `block`, each reported inserted, as upstream's
    /// `RewriterBase::splitBlock` does.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let new = self.b.body.split_block(block, op);
        self.notify(|l, body| l.block_inserted(body, new));
        let moved: SmallVec<[OpId; 8]> = crate::small::collect_small(self.b.body.block_ops(new));
        for &o in moved.iter().rev() {
            self.notify(|l, body| l.op_inserted(body, o));
        }
        self.checked();
        new
    }

    /// Moves the ops of `src` before `before` (or to the end of `dest`),
    /// replacing `src`'s arguments by `args`, and erases `src` (MLIR's
    /// `inlineBlockBefore`/`mergeBlocks`). The listener hears what
    /// upstream's does, in its order: the users of each argument modified,
    /// each op inserted as it moves (front to back), the empty block
    /// erased.
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let src_args: SmallVec<[Value; 4]> =
            crate::small::collect_small(self.b.body.block_args(src).iter().copied());
        assert_eq!(src_args.len(), args.len(), "block argument count mismatch");
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.b.body.first_op(src) {
            self.b.body.remove_op(o);
            match before {
                Some(b) => self.b.body.insert_op_before(b, o),
                None => self.b.body.append_op(dest, o),
            }
            self.notify(|l, body| l.op_inserted(body, o));
        }
        self.notify(|l, body| l.block_erased(body, src));
        self.b.body.erase_block(src);
        self.checked();
    }

    /// Moves the blocks of region `from` before `before` in region `to`
    /// (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.b.body.region_blocks(from).collect();
        self.b.body.inline_region_before(from, to, before);
        for blk in blocks {
            self.notify(|l, body| l.block_inserted(body, blk));
        }
        self.checked();
    }

    /// Clones `op` (not isolated) at the insertion point (MLIR's
    /// `OpBuilder::clone`), telling the listener of every op made.
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let new = self.b.body.clone_op(op, map);
        let mut order = Vec::new();
        pre_order(self.b.body, new, &mut order);
        // The clone is inserted; its nested ops are reported as inserted
        // too, as upstream's builder does.
        self.b.insert(new);
        for o in order.into_iter().skip(1) {
            self.notify(|l, body| l.op_inserted(body, o));
        }
        self.checked();
        new
    }

    /// Clones the blocks of region `from` into region `to` before `before`
    /// (at its end when `None`), mapping values and blocks through `map`
    /// (MLIR's `cloneRegionBefore`): each new block is reported inserted,
    /// then its ops in pre-order.
    pub fn clone_region_before(
        &mut self,
        from: RegionId,
        to: RegionId,
        before: Option<BlockId>,
        map: &mut IrMapping,
    ) -> Vec<BlockId> {
        let blocks = self.b.body.clone_region_into(None, from, to, before, map);
        for &blk in &blocks {
            self.notify(|l, body| l.block_inserted(body, blk));
            let mut order = Vec::new();
            for o in self.b.body.block_ops(blk) {
                pre_order(self.b.body, o, &mut order);
            }
            for o in order {
                self.notify(|l, body| l.op_inserted(body, o));
            }
        }
        self.checked();
        blocks
    }

    /// Creates an empty block in `region` before `before` (at the end when
    /// `None`) with arguments of `types` at `locs`, and inserts at its end
    /// from now on (MLIR's `OpBuilder::createBlock`).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[crate::Type],
        locs: &[Option<crate::Location>],
    ) -> BlockId {
        let blk = self.b.body.create_block();
        match before {
            Some(x) => self.b.body.insert_block_before(x, blk),
            None => self.b.body.append_block(region, blk),
        }
        for (i, &t) in types.iter().enumerate() {
            self.b
                .body
                .add_block_arg(blk, t, locs.get(i).copied().flatten());
        }
        self.b.set_insertion_point_to_end(blk);
        self.notify(|l, body| l.block_inserted(body, blk));
        blk
    }

    /// Replaces `op` with a copy of it without the results `erase` marks
    /// (which must be unused), its regions moved into the copy (MLIR's
    /// `eraseOpResults`). Returns the new op.
    pub fn erase_op_results(&mut self, op: OpId, erase: &[bool]) -> OpId {
        let ip = self.b.insertion_point();
        self.b.set_insertion_point(op);
        let d = self.b.body.op(op);
        let (name, loc, attrs, props) = (d.name, d.loc, d.attrs, d.properties());
        let operands: SmallVec<[Value; 4]> = crate::small::collect_small(self.b.body.operands(op));
        let results: SmallVec<[Value; 4]> = crate::small::collect_small(self.b.body.results(op));
        let types: SmallVec<[crate::Type; 4]> = crate::small::collect_small(
            results
                .iter()
                .zip(erase)
                .filter(|(_, &e)| !e)
                .map(|(&v, _)| self.b.body.value_type(v)),
        );
        let succs: SmallVec<[crate::body::Successor; 2]> =
            crate::small::collect_small(self.b.body.successors(op).iter().copied());
        let old_regions: SmallVec<[RegionId; 2]> =
            crate::small::collect_small(self.b.body.local_regions(op));
        let new = self.b.create(&OperationState {
            name,
            loc,
            operands: &operands,
            result_types: &types,
            attrs,
            properties: props,
            successors: &succs,
            num_regions: old_regions.len() as u32,
            isolated: None,
        });
        let new_regions: SmallVec<[RegionId; 2]> =
            crate::small::collect_small(self.b.body.local_regions(new));
        for (&from, &to) in old_regions.iter().zip(&new_regions) {
            let before = self.b.body.first_block(to);
            self.inline_region_before(from, to, before);
        }
        let mut next = 0;
        let replacements: SmallVec<[Value; 4]> = results
            .iter()
            .zip(erase)
            .map(|(&v, &e)| {
                if e {
                    v
                } else {
                    next += 1;
                    self.b.body.result(new, next - 1)
                }
            })
            .collect();
        self.replace_op(op, &replacements);
        self.b.restore_insertion_point(ip);
        new
    }

    /// Creates a copy of `op` without its regions' contents (as many empty
    /// regions), with the same operands, attributes and properties, at the
    /// insertion point (MLIR's `cloneWithoutRegions`).
    pub fn clone_without_regions(&mut self, op: OpId) -> OpId {
        let d = self.b.body.op(op);
        let (name, loc, attrs, props) = (d.name, d.loc, d.attrs, d.properties());
        let operands: SmallVec<[Value; 4]> = crate::small::collect_small(self.b.body.operands(op));
        let types: SmallVec<[crate::Type; 2]> =
            crate::small::collect_small(self.b.body.results(op).map(|v| self.b.body.value_type(v)));
        let succs: SmallVec<[crate::body::Successor; 2]> =
            crate::small::collect_small(self.b.body.successors(op).iter().copied());
        let n = self.b.body.local_regions(op).len() as u32;
        self.b.create(&OperationState {
            name,
            loc,
            operands: &operands,
            result_types: &types,
            attrs,
            properties: props,
            successors: &succs,
            num_regions: n,
            isolated: None,
        })
    }
}

fn dedup(mut v: SmallVec<[OpId; 4]>) -> SmallVec<[OpId; 4]> {
    let mut seen = SmallVec::<[OpId; 4]>::new();
    v.retain(|o| {
        if seen.contains(o) {
            false
        } else {
            seen.push(*o);
            true
        }
    });
    v
}

/// `op` and the ops nested in its local regions, `op` first.
fn pre_order(body: &Body, op: OpId, out: &mut Vec<OpId>) {
    out.push(op);
    for r in body.local_regions(op) {
        for b in body.region_blocks(r) {
            for o in body.block_ops(b) {
                pre_order(body, o, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::{Listener, Successor};
    use crate::builder::ModuleBuilder;
    use crate::{Context, Ir};

    /// Records what a rewriter reports.
    #[derive(Default)]
    struct Log(Vec<String>);
    impl Listener for Log {
        fn op_inserted(&mut self, _: &Body, op: OpId) {
            self.0.push(format!("inserted {op}"));
        }
        fn op_erased(&mut self, _: &Body, op: OpId) {
            self.0.push(format!("erased {op}"));
        }
        fn op_modified(&mut self, _: &Body, op: OpId) {
            self.0.push(format!("modified {op}"));
        }
        fn op_replaced(&mut self, _: &Body, op: OpId, _: &[Value]) {
            self.0.push(format!("replaced {op}"));
        }
    }

    fn module(ctx: &Context) -> (Ir, crate::BodyId, BlockId) {
        let m = ModuleBuilder::new(ctx, ctx.unknown_loc());
        let (b, blk) = (m.body_id(), m.block());
        (m.finish(), b, blk)
    }

    fn ops(body: &Body, block: BlockId) -> Vec<OpId> {
        body.block_ops(block).collect()
    }

    #[test]
    fn operands_grow_shrink_and_keep_use_lists() {
        let ctx = Context::new();
        let (mut ir, b, blk) = module(&ctx);
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let body = ir.body_mut(b);
        let mut bl = Builder::at_end(&ctx, body, blk);
        let x = bl.create_simple("t.x", loc, &[], &[i32t, i32t], None);
        let (v0, v1) = (bl.body.result(x, 0), bl.body.result(x, 1));
        let u = bl.create_simple("t.use", loc, &[v0, v1], &[], None);
        let w = bl.create_simple("t.use", loc, &[v1], &[], None);
        let body = bl.body;
        // Inserting in the middle moves the run; the uses keep their order.
        body.insert_operands(u, 1, &[v0, v0]);
        assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![v0, v0, v0, v1]);
        body.check_invariants().unwrap();
        assert_eq!(body.users(v0).count(), 3);
        body.erase_operands(u, 0..2);
        assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![v0, v1]);
        body.check_invariants().unwrap();
        body.append_operand(w, v0);
        body.set_operands(u, &[v1]);
        assert_eq!(body.operands(u).collect::<Vec<_>>(), vec![v1]);
        assert_eq!(body.users(v0).collect::<Vec<_>>(), vec![(w, 1)]);
        body.check_invariants().unwrap();
    }

    #[test]
    fn successors_keep_predecessor_lists() {
        let ctx = Context::new();
        let (mut ir, b, blk) = module(&ctx);
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let body = ir.body_mut(b);
        let region = body.block_parent(blk).unwrap();
        let (b1, b2) = (body.create_block(), body.create_block());
        body.append_block(region, b1);
        body.append_block(region, b2);
        let a1 = body.add_block_arg(b1, i32t, None);
        let mut bl = Builder::at_end(&ctx, body, blk);
        let c = bl.create_simple("t.c", loc, &[], &[i32t], None);
        let v = bl.body.result(c, 0);
        let br = bl.create(&OperationState {
            operands: &[v],
            successors: &[
                Successor {
                    block: b1,
                    num_operands: 1,
                },
                Successor {
                    block: b2,
                    num_operands: 0,
                },
            ],
            ..OperationState::new(&ctx, "t.br", loc)
        });
        let body = bl.body;
        assert_eq!(body.predecessors(b1).collect::<Vec<_>>(), vec![(br, 0)]);
        assert_eq!(body.single_predecessor(b2), Some(br));
        body.set_successor(br, 1, b1);
        assert!(body.has_no_predecessors(b2));
        assert_eq!(body.predecessors(b1).count(), 2);
        body.set_successor_operands(br, 1, &[v]);
        assert_eq!(body.successor_operands(br, 1).to_vec(), vec![v]);
        assert_eq!(body.successor_operands(br, 0).to_vec(), vec![v]);
        body.check_invariants().unwrap();
        body.replace_all_block_uses(b1, b2);
        assert!(body.has_no_predecessors(b1));
        body.erase_block(b1);
        assert!(body.value_unused(a1));
        body.check_invariants().unwrap();
    }

    #[test]
    fn replace_erase_and_clone_through_a_rewriter() {
        let ctx = Context::new();
        let (mut ir, b, blk) = module(&ctx);
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let mut log = Log::default();
        let body = ir.body_mut(b);
        let mut rw = Rewriter::new(Builder::at_end(&ctx, body, blk).with_listener(&mut log));
        let a = rw.create_simple("t.a", loc, &[], &[i32t], None);
        let va = rw.body.result(a, 0);
        let r = rw.create(&OperationState {
            operands: &[va],
            result_types: &[i32t],
            num_regions: 1,
            ..OperationState::new(&ctx, "t.region", loc)
        });
        // A region using a value from above and one of its own.
        let region = rw.body.local_regions(r).next().unwrap();
        let inner = rw.body.create_block();
        rw.body.append_block(region, inner);
        let arg = rw.body.add_block_arg(inner, i32t, None);
        rw.set_insertion_point_to_end(inner);
        let add = rw.create_simple("t.add", loc, &[arg, va], &[i32t], None);
        let vadd = rw.body.result(add, 0);
        rw.create_simple("t.yield", loc, &[vadd], &[], None);
        rw.set_insertion_point_to_end(blk);
        let vr = rw.body.result(r, 0);
        let user = rw.create_simple("t.use", loc, &[vr], &[], None);
        // Clone: the region's own values are new, the outer one kept.
        let mut map = IrMapping::new();
        rw.set_insertion_point(user);
        let copy = rw.clone_op(r, &mut map);
        let cregion = rw.body.local_regions(copy).next().unwrap();
        let cblock = rw.body.first_block(cregion).unwrap();
        let cadd = rw.body.first_op(cblock).unwrap();
        assert_ne!(cadd, add);
        let cops: Vec<Value> = rw.body.operands(cadd).collect();
        assert_eq!(cops[1], va);
        assert_eq!(cops[0], rw.body.block_args(cblock)[0]);
        assert_eq!(map.lookup_value(vadd), Some(rw.body.result(cadd, 0)));
        // Replace the original with the clone, then erase the clone's user.
        let vcopy = rw.body.result(copy, 0);
        rw.replace_op(r, &[vcopy]);
        assert!(rw.body.is_erased(r) && rw.body.is_erased(add));
        assert_eq!(rw.body.operands(user).collect::<Vec<_>>(), vec![vcopy]);
        rw.erase_op(user);
        drop(rw);
        assert!(log.0.contains(&format!("replaced {r}")));
        assert!(log.0.contains(&format!("modified {user}")));
        let erased_add = log
            .0
            .iter()
            .position(|l| *l == format!("erased {add}"))
            .unwrap();
        let erased_r = log
            .0
            .iter()
            .position(|l| *l == format!("erased {r}"))
            .unwrap();
        assert!(
            erased_add < erased_r,
            "nested ops are reported erased first"
        );
        ir.body(b).check_invariants().unwrap();
    }

    #[test]
    fn split_and_merge_blocks() {
        let ctx = Context::new();
        let (mut ir, b, blk) = module(&ctx);
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let body = ir.body_mut(b);
        let mut bl = Builder::at_end(&ctx, body, blk);
        let x = bl.create_simple("t.x", loc, &[], &[i32t], None);
        let y = bl.create_simple("t.y", loc, &[], &[], None);
        let z = bl.create_simple("t.z", loc, &[], &[], None);
        let body = bl.body;
        let tail = body.split_block(blk, y);
        assert_eq!(ops(body, blk), vec![x]);
        assert_eq!(ops(body, tail), vec![y, z]);
        body.check_invariants().unwrap();
        body.inline_block_before(tail, blk, None, &[]);
        assert_eq!(ops(body, blk), vec![x, y, z]);
        body.check_invariants().unwrap();
        // A block with an argument merged into the middle of another.
        let region = body.block_parent(blk).unwrap();
        let other = body.create_block();
        body.append_block(region, other);
        let arg = body.add_block_arg(other, i32t, None);
        let vx = body.result(x, 0);
        let mut bl = Builder::at_end(&ctx, body, other);
        let u = bl.create_simple("t.use", loc, &[arg], &[], None);
        let body = bl.body;
        body.inline_block_before(other, blk, Some(z), &[vx]);
        assert_eq!(ops(body, blk), vec![x, y, u, z]);
        assert_eq!(body.operand(u, 0), vx);
        body.check_invariants().unwrap();
    }
}
