//! Changing a body: operand and successor lists, block predecessors,
//! erasing, replacing, moving, splitting and merging, cloning with a
//! value map (what MLIR's `Operation`, `Block`, `Region` and
//! `RewriterBase` offer).
//!
//! Every call leaves use-lists and predecessor lists exact;
//! [`Body::check_invariants`] checks that, and the rewriter runs it after
//! every change in debug builds.
//!
//! Entities are never renumbered by these calls: an erased op keeps its
//! slot (marked erased) until [`Body::compact`] rebuilds the arenas, so
//! handles a caller holds stay valid while it rewrites.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::*;

/// What a rewriter tells whoever drives it (MLIR's
/// `RewriterBase::Listener`): a pattern driver keeps its worklist with
/// these. Every method does nothing by default.
pub trait Listener {
    /// `op` was inserted (created, or moved) into a block.
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` is about to be erased (its nested ops are reported first).
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The uses of `op`'s results are about to be replaced by `values`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _values: &[Value]) {}
    /// `block` was inserted into a region.
    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {}
    /// `block` is about to be erased.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}
}

/// A listener that hears nothing.
pub struct NoListener;
impl Listener for NoListener {}

/// Which values and blocks stand for which while cloning (MLIR's
/// `IRMapping`): filled by the caller (a callee's arguments mapped to a
/// call's operands) and by the clone (every value and block it makes).
#[derive(Default, Clone, Debug)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// What `v` maps to, if anything.
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }
    /// What `v` maps to, or `v` itself.
    pub fn value_or_self(&self, v: Value) -> Value {
        self.lookup_value(v).unwrap_or(v)
    }
    /// What block `b` maps to, if anything.
    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }
}

/// An op read out of a body, with what is nested in it, to be made again
/// (in the same body or another): cloning reads everything first so that
/// source and destination may be one body.
struct Captured {
    name: Ident,
    loc: Location,
    attrs: Attribute,
    properties: Option<Attribute>,
    operands: SmallVec<[Value; 4]>,
    results: SmallVec<[(Value, Type); 2]>,
    successors: SmallVec<[Successor; 2]>,
    regions: Vec<Vec<CapturedBlock>>,
}

struct CapturedBlock {
    id: BlockId,
    args: SmallVec<[(Value, Type, Option<Location>); 2]>,
    ops: Vec<Captured>,
}

impl Body {
    // ----- erased ops -----

    pub(super) fn mark_erased(&mut self, op: OpId) {
        let i = op.as_u32() as usize;
        if self.erased.len() <= i / 64 {
            self.erased.resize(i / 64 + 1, 0);
        }
        self.erased[i / 64] |= 1 << (i % 64);
    }

    /// Whether `op` was erased (its slot awaits [`Body::compact`]).
    pub fn is_erased(&self, op: OpId) -> bool {
        let i = op.as_u32() as usize;
        self.erased
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    // ----- block predecessors -----

    pub(super) fn link_pred(&mut self, u: SuccUse, block: BlockId) {
        let head = self.blocks[block].first_pred;
        let l = &mut self.succ_links[u.as_u32() as usize];
        l.prev = None.into();
        l.next = head;
        l.dropped = false;
        if let Some(h) = head.expand() {
            self.succ_links[h.as_u32() as usize].prev = u.into();
        }
        self.blocks[block].first_pred = u.into();
    }

    fn unlink_pred(&mut self, u: SuccUse) {
        let block = self.succs[u].block;
        let (prev, next) = {
            let l = &self.succ_links[u.as_u32() as usize];
            (l.prev, l.next)
        };
        match prev.expand() {
            Some(p) => self.succ_links[p.as_u32() as usize].next = next,
            None => {
                if self.blocks[block].first_pred == u.into() {
                    self.blocks[block].first_pred = next;
                }
            }
        }
        if let Some(n) = next.expand() {
            self.succ_links[n.as_u32() as usize].prev = prev;
        }
        let l = &mut self.succ_links[u.as_u32() as usize];
        l.prev = None.into();
        l.next = None.into();
    }

    /// Detaches successor slot `u` from its block's predecessors, the op
    /// keeping it (MLIR's `BlockOperand::drop`).
    fn drop_pred(&mut self, u: SuccUse) {
        self.unlink_pred(u);
        self.succ_links[u.as_u32() as usize].dropped = true;
    }

    /// The ops branching to `block`, one entry per successor slot: the
    /// terminator and which of its successors it is (MLIR's
    /// `getPredecessors`, by `BlockOperand`).
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = (OpId, usize)> + '_ {
        let mut cur = self.blocks[block].first_pred.expand();
        std::iter::from_fn(move || {
            let u = cur?;
            let l = &self.succ_links[u.as_u32() as usize];
            cur = l.next.expand();
            let index = u.as_u32() - self.ops[l.owner].successors.start;
            Some((l.owner, index as usize))
        })
    }

    /// Whether no op branches to `block`.
    pub fn has_no_predecessors(&self, block: BlockId) -> bool {
        self.blocks[block].first_pred.is_none()
    }

    /// The single op branching to `block` (possibly through several of its
    /// successors), if there is exactly one.
    pub fn single_predecessor(&self, block: BlockId) -> Option<OpId> {
        let mut preds = self.predecessors(block).map(|p| p.0);
        let first = preds.next()?;
        preds.all(|p| p == first).then_some(first)
    }

    /// Points successor `i` of `op` at `block`.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        let s = self.ops[op].successors;
        assert!(i < s.len as usize, "successor index out of range");
        let u = SuccUse::from_u32(s.start + i as u32);
        self.unlink_pred(u);
        self.succs[u].block = block;
        self.link_pred(u, block);
    }

    /// Points every successor slot naming `from` at `to` (MLIR's
    /// `Block::replaceAllUsesWith`).
    pub fn replace_all_block_uses(&mut self, from: BlockId, to: BlockId) {
        if from == to {
            return;
        }
        while let Some(u) = self.blocks[from].first_pred.expand() {
            self.unlink_pred(u);
            self.succs[u].block = to;
            self.link_pred(u, to);
        }
    }

    /// The range of `op`'s operands passed to successor `i` (its trailing
    /// operands are its successors', in order).
    pub fn successor_operand_range(&self, op: OpId, i: usize) -> std::ops::Range<usize> {
        let succs = self.successors(op);
        let total: usize = succs.iter().map(|s| s.num_operands as usize).sum();
        let start = self.operand_count(op) - total
            + succs[..i]
                .iter()
                .map(|s| s.num_operands as usize)
                .sum::<usize>();
        start..start + succs[i].num_operands as usize
    }

    /// The operands `op` passes to successor `i`.
    pub fn successor_operands(&self, op: OpId, i: usize) -> SmallVec<[Value; 4]> {
        let r = self.successor_operand_range(op, i);
        self.operands(op).skip(r.start).take(r.len()).collect()
    }

    /// Replaces the operands `op` passes to successor `i`.
    pub fn set_successor_operands(&mut self, op: OpId, i: usize, values: &[Value]) {
        let r = self.successor_operand_range(op, i);
        self.erase_operands(op, r.clone());
        self.insert_operands(op, r.start, values);
        let s = self.ops[op].successors;
        self.succs[SuccUse::from_u32(s.start + i as u32)].num_operands = values.len() as u32;
    }

    /// Sets how many of `op`'s operands successor `i` takes, leaving the
    /// operand list alone: for callers that erased or inserted the
    /// operands themselves, in place (upstream's `MutableOperandRange` on a
    /// successor's operands).
    pub fn set_successor_operand_count(&mut self, op: OpId, i: usize, n: usize) {
        let s = self.ops[op].successors;
        assert!(i < s.len as usize, "successor index out of range");
        self.succs[SuccUse::from_u32(s.start + i as u32)].num_operands = n as u32;
    }

    // ----- operand lists -----

    /// Moves use node `from` to the unused slot `to`, keeping its place in
    /// its value's use-list.
    fn move_use(&mut self, from: UseId, to: UseId) {
        let d = self.uses[from].clone();
        if let Some(v) = d.value.expand() {
            match d.prev.expand() {
                Some(p) => self.uses[p].next = to.into(),
                None => self.values[v].first_use = to.into(),
            }
            if let Some(n) = d.next.expand() {
                self.uses[n].prev = to.into();
            }
        }
        self.uses[to] = d;
        let old = &mut self.uses[from];
        old.value = None.into();
        old.prev = None.into();
        old.next = None.into();
    }

    /// Gives `op` a run of `len` operand slots at the end of the arena,
    /// moving its current operands there (in place in their use-lists)
    /// with `gap` empty slots at operand index `at`.
    fn regrow_operands(&mut self, op: OpId, at: usize, gap: usize) {
        let old = self.ops[op].operands;
        let start = self.uses.len() as u32;
        let len = old.len + gap as u32;
        for _ in 0..len {
            self.uses.push(UseData {
                value: None.into(),
                owner: op,
                prev: None.into(),
                next: None.into(),
            });
        }
        for i in 0..old.len as usize {
            let to = if i < at { i } else { i + gap };
            self.move_use(
                UseId::new(old.start as usize + i),
                UseId::new(start as usize + to),
            );
        }
        self.ops[op].operands = Span { start, len };
    }

    /// Inserts `values` as operands of `op` before operand `at` (MLIR's
    /// `insertOperands`). The new uses go first in their values'
    /// use-lists, as new uses do.
    pub fn insert_operands(&mut self, op: OpId, at: usize, values: &[Value]) {
        if values.is_empty() {
            return;
        }
        let old = self.ops[op].operands;
        assert!(at <= old.len as usize, "operand index out of range");
        // Slots right after the run, at the arena's end, extend it in
        // place; otherwise the run moves to the end.
        if old.start + old.len == self.uses.len() as u32 && at == old.len as usize {
            for &v in values {
                let u = self.uses.push(UseData {
                    value: None.into(),
                    owner: op,
                    prev: None.into(),
                    next: None.into(),
                });
                self.link_use(u, v);
            }
            self.ops[op].operands.len += values.len() as u32;
            return;
        }
        self.regrow_operands(op, at, values.len());
        let start = self.ops[op].operands.start as usize;
        for (k, &v) in values.iter().enumerate() {
            self.link_use(UseId::new(start + at + k), v);
        }
    }

    /// Appends `v` as the last operand of `op`.
    pub fn append_operand(&mut self, op: OpId, v: Value) {
        let n = self.operand_count(op);
        self.insert_operands(op, n, &[v]);
    }

    /// Removes the operands in `range` (MLIR's `eraseOperands`); later
    /// operands shift down.
    pub fn erase_operands(&mut self, op: OpId, range: std::ops::Range<usize>) {
        let span = self.ops[op].operands;
        assert!(
            range.end <= span.len as usize,
            "operand range out of bounds"
        );
        if range.is_empty() {
            return;
        }
        for i in range.clone() {
            self.unlink_use(UseId::new(span.start as usize + i));
        }
        let k = range.len();
        for i in range.end..span.len as usize {
            self.move_use(
                UseId::new(span.start as usize + i),
                UseId::new(span.start as usize + i - k),
            );
        }
        self.ops[op].operands.len -= k as u32;
    }

    /// Makes `values` the operands of `op` (MLIR's `setOperands`).
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let n = self.operand_count(op);
        if n == values.len() {
            for (i, &v) in values.iter().enumerate() {
                if self.operand(op, i) != v {
                    self.set_operand(op, i, v);
                }
            }
            return;
        }
        self.erase_operands(op, 0..n);
        self.insert_operands(op, 0, values);
    }

    /// The uses of `v` as `(user, operand index)`, collected: for callers
    /// that change them while going through them.
    pub fn uses_of(&self, v: Value) -> SmallVec<[(OpId, u32); 4]> {
        self.users(v).collect()
    }

    /// Points the uses of `from` for which `pred(user, operand index)`
    /// holds at `to` (MLIR's `replaceUsesWithIf`).
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OpId, u32) -> bool,
    ) {
        if from == to {
            return;
        }
        for (user, i) in self.uses_of(from) {
            if pred(self, user, i) {
                self.set_operand(user, i as usize, to);
            }
        }
    }

    /// Points every use of `from` but those by `except` at `to` (MLIR's
    /// `replaceAllUsesExcept`).
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: OpId) {
        self.replace_uses_with_if(from, to, |_, user, _| user != except);
    }

    /// Points each use of `op`'s results at the matching value of `to`.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, to: &[Value]) {
        let results: SmallVec<[Value; 4]> = self.results(op).collect();
        assert_eq!(
            results.len(),
            to.len(),
            "replacing results with a different count"
        );
        for (r, &v) in results.into_iter().zip(to) {
            self.replace_all_uses_with(r, v);
        }
    }

    /// Whether every result of `op` is unused.
    pub fn op_results_unused(&self, op: OpId) -> bool {
        self.results(op).all(|v| self.value_unused(v))
    }

    // ----- erasing -----

    /// Detaches every operand and successor of `op` and of the ops nested
    /// in it (MLIR's `dropAllReferences`), so they can be erased in any
    /// order.
    pub fn drop_all_references(&mut self, op: OpId) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            for u in self.ops[o].operands.iter::<UseId>() {
                self.unlink_use(u);
            }
            for u in self.ops[o].successors.iter::<SuccUse>() {
                self.drop_pred(u);
            }
            for r in self.local_regions(o) {
                for b in self.region_blocks(r).collect::<SmallVec<[BlockId; 4]>>() {
                    stack.extend(self.block_ops(b));
                }
            }
        }
    }

    /// Points every use of `v` nowhere: the users keep the operand slot
    /// (MLIR's `dropAllUses`, for values whose users go away too).
    pub fn drop_all_uses(&mut self, v: Value) {
        while let Some(u) = self.values[v].first_use.expand() {
            self.unlink_use(u);
        }
    }

    /// Erases an op: unlinks it and drops its operand and successor uses,
    /// with the ops nested in its (local) regions. Its results must be
    /// unused. Its slots stay until [`Body::compact`]. (An isolated op's
    /// body is the `Ir`'s to free.)
    pub fn erase_op(&mut self, op: OpId) {
        for v in self.results(op) {
            assert!(
                self.value_unused(v),
                "erasing an op whose results still have uses"
            );
        }
        self.remove_op(op);
        self.drop_all_references(op);
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            self.mark_erased(o);
            for r in self.local_regions(o) {
                for b in self.region_blocks(r).collect::<SmallVec<[BlockId; 4]>>() {
                    stack.extend(self.block_ops(b));
                }
            }
        }
    }

    /// Erases `op` alone: its regions must be empty (or already erased)
    /// and its results unused; its operand and successor slots are
    /// dropped. What [`Body::erase_op`] does for every op of a tree.
    pub fn erase_single_op(&mut self, op: OpId) {
        self.remove_op(op);
        for u in self.ops[op].operands.iter::<UseId>() {
            self.unlink_use(u);
        }
        for u in self.ops[op].successors.iter::<SuccUse>() {
            self.unlink_pred(u);
        }
        self.mark_erased(op);
    }

    /// Detaches every successor slot naming `block` (MLIR's
    /// `Block::dropAllUses`): the ops keep the slots, pointing nowhere,
    /// until they are erased too.
    pub fn drop_block_uses(&mut self, block: BlockId) {
        while let Some(u) = self.blocks[block].first_pred.expand() {
            self.drop_pred(u);
        }
    }

    /// Removes an empty block from its region; its arguments must be
    /// unused (or dropped).
    pub fn erase_empty_block(&mut self, block: BlockId) {
        debug_assert!(self.first_op(block).is_none(), "block not empty");
        self.drop_block_uses(block);
        self.remove_block(block);
    }

    /// The successor blocks of `block` (its terminator's), in order.
    pub fn block_successors(&self, block: BlockId) -> SmallVec<[BlockId; 2]> {
        match self.last_op(block) {
            Some(t) => self.successors(t).iter().map(|s| s.block).collect(),
            None => SmallVec::new(),
        }
    }

    /// The blocks of region `r` reachable from `from` along successors,
    /// in post-order (successors before predecessors), skipping those in
    /// `visited` (which gains them): LLVM's `post_order_ext`.
    pub fn post_order_blocks(
        &self,
        from: BlockId,
        visited: &mut rustc_hash::FxHashSet<BlockId>,
    ) -> Vec<BlockId> {
        let mut out = Vec::new();
        if !visited.insert(from) {
            return out;
        }
        // (block, index of the next successor to visit)
        let mut stack: SmallVec<[(BlockId, usize, SmallVec<[BlockId; 2]>); 4]> =
            smallvec::smallvec![(from, 0, self.block_successors(from))];
        while let Some((b, i, succs)) = stack.last_mut() {
            if let Some(&s) = succs.get(*i) {
                *i += 1;
                if visited.insert(s) {
                    let ss = self.block_successors(s);
                    stack.push((s, 0, ss));
                }
            } else {
                out.push(*b);
                stack.pop();
            }
        }
        out
    }

    /// Erases a block of a region with its ops; its arguments must be
    /// unused and no op may branch to it (MLIR's `Block::erase`).
    pub fn erase_block(&mut self, block: BlockId) {
        assert!(
            self.has_no_predecessors(block),
            "erasing a block that is still a successor"
        );
        // Ops referring to each other within the block go in any order.
        let ops: SmallVec<[OpId; 8]> = self.block_ops(block).collect();
        for &o in &ops {
            self.drop_all_references(o);
        }
        for &o in ops.iter().rev() {
            for v in self.results(o).collect::<SmallVec<[Value; 2]>>() {
                self.drop_all_uses(v);
            }
            self.erase_op(o);
        }
        for &a in self.blocks[block].args.clone().iter() {
            assert!(
                self.value_unused(a),
                "erasing a block whose arguments are used"
            );
        }
        self.remove_block(block);
    }

    // ----- blocks and regions -----

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block, inserted after `block` in its region (MLIR's `splitBlock`).
    /// Returns the new block.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        assert_eq!(self.parent_block(op), Some(block), "op not in the block");
        let new = self.create_block();
        match self.next_block(block) {
            Some(n) => self.insert_block_before(n, new),
            None => {
                let r = self.block_parent(block).expect("block in a region");
                self.append_block(r, new);
            }
        }
        let last = self.blocks[block].last_op;
        let prev = self.ops[op].prev;
        let mut cur = Some(op);
        while let Some(o) = cur {
            self.ops[o].parent = new.into();
            cur = self.ops[o].next.expand();
        }
        self.ops[op].prev = None.into();
        match prev.expand() {
            Some(p) => self.ops[p].next = None.into(),
            None => self.blocks[block].first_op = None.into(),
        }
        self.blocks[block].last_op = prev;
        self.blocks[new].first_op = op.into();
        self.blocks[new].last_op = last;
        new
    }

    /// Moves the ops of `src` before `before` (or to the end of `dest`
    /// when `before` is `None`), replacing `src`'s arguments with `args`,
    /// and erases `src` (MLIR's `inlineBlockBefore` and `mergeBlocks`).
    pub fn inline_block_before(
        &mut self,
        src: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let src_args = self.blocks[src].args.clone();
        assert_eq!(src_args.len(), args.len(), "block argument count mismatch");
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        let ops: SmallVec<[OpId; 16]> = self.block_ops(src).collect();
        for o in ops {
            self.remove_op(o);
            match before {
                Some(b) => self.insert_op_before(b, o),
                None => self.append_op(dest, o),
            }
        }
        self.erase_block(src);
    }

    /// Moves every block of region `from` before `before` in its region
    /// (or to the end of region `to` when `before` is `None`): MLIR's
    /// `inlineRegionBefore`.
    pub fn inline_region_before(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        let blocks: SmallVec<[BlockId; 8]> = self.region_blocks(from).collect();
        for b in blocks {
            self.remove_block(b);
            match before {
                Some(x) => self.insert_block_before(x, b),
                None => self.append_block(to, b),
            }
        }
    }

    /// Moves `block` before `before` (possibly to another region).
    pub fn move_block_before(&mut self, block: BlockId, before: BlockId) {
        self.remove_block(block);
        self.insert_block_before(before, block);
    }

    /// Moves `op` to just after `after` (possibly in another block).
    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        self.remove_op(op);
        self.insert_op_after(after, op);
    }

    /// Inserts argument `ty` into `block` at position `index`.
    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Option<Location>,
    ) -> Value {
        self.add_block_arg(block, ty, loc);
        let args = &mut self.blocks[block].args;
        let v = args.pop().expect("just added");
        args.insert(index, v);
        let args = self.blocks[block].args.clone();
        for (i, &a) in args.iter().enumerate().skip(index) {
            self.values[a].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
        v
    }

    // ----- cloning -----

    fn capture(&self, op: OpId) -> Captured {
        let d = &self.ops[op];
        assert!(
            d.isolated.is_none(),
            "cloning an isolated op needs its bodies: use Ir::clone_op"
        );
        Captured {
            name: d.name,
            loc: d.loc,
            attrs: d.attrs,
            properties: d.properties(),
            operands: self.operands(op).collect(),
            results: self.results(op).map(|v| (v, self.value_type(v))).collect(),
            successors: self.successors(op).iter().copied().collect(),
            regions: self
                .local_regions(op)
                .map(|r| self.capture_region(r))
                .collect(),
        }
    }

    fn capture_region(&self, r: RegionId) -> Vec<CapturedBlock> {
        self.region_blocks(r)
            .map(|b| CapturedBlock {
                id: b,
                args: self
                    .block_args(b)
                    .iter()
                    .map(|&a| (a, self.value_type(a), self.arg_loc(a)))
                    .collect(),
                ops: self.block_ops(b).map(|o| self.capture(o)).collect(),
            })
            .collect()
    }

    /// Makes the blocks of captured regions (and their arguments), so that
    /// successors and values can be mapped before any op exists.
    fn make_blocks(&mut self, regions: &[Vec<CapturedBlock>], map: &mut IrMapping) {
        for blocks in regions {
            for b in blocks {
                let nb = self.create_block();
                map.map_block(b.id, nb);
                // An argument the caller mapped is dropped from the clone
                // (upstream's `Region::cloneInto`).
                for &(a, ty, loc) in &b.args {
                    if map.lookup_value(a).is_none() {
                        let na = self.add_block_arg(nb, ty, loc);
                        map.map_value(a, na);
                    }
                }
                for o in &b.ops {
                    self.make_blocks(&o.regions, map);
                }
            }
        }
    }

    /// Makes a captured op without operands; its results are mapped.
    fn make_op(&mut self, c: &Captured, map: &mut IrMapping, made: &mut Vec<OpId>) -> OpId {
        let succs: SmallVec<[Successor; 2]> = c
            .successors
            .iter()
            .map(|s| Successor {
                block: map.lookup_block(s.block).unwrap_or(s.block),
                num_operands: s.num_operands,
            })
            .collect();
        let types: SmallVec<[Type; 2]> = c.results.iter().map(|r| r.1).collect();
        let op = self.create_op(&OperationState {
            name: c.name,
            loc: c.loc,
            operands: &[],
            result_types: &types,
            attrs: c.attrs,
            properties: c.properties,
            successors: &succs,
            num_regions: c.regions.len() as u32,
            isolated: None,
        });
        for (i, &(v, _)) in c.results.iter().enumerate() {
            let nv = self.result(op, i);
            map.map_value(v, nv);
        }
        made.push(op);
        let regions: SmallVec<[RegionId; 2]> = self.local_regions(op).collect();
        for (r, blocks) in regions.into_iter().zip(&c.regions) {
            self.fill_blocks(blocks, map, made, |body, nb| body.append_block(r, nb));
        }
        op
    }

    /// Places the made blocks of `blocks` with `place` and makes their ops.
    fn fill_blocks(
        &mut self,
        blocks: &[CapturedBlock],
        map: &mut IrMapping,
        made: &mut Vec<OpId>,
        mut place: impl FnMut(&mut Body, BlockId),
    ) -> Vec<BlockId> {
        let mut out = Vec::with_capacity(blocks.len());
        for b in blocks {
            let nb = map.lookup_block(b.id).expect("blocks made first");
            place(self, nb);
            out.push(nb);
            for o in &b.ops {
                let no = self.make_op(o, map, made);
                self.append_op(nb, no);
            }
        }
        out
    }

    /// Sets the operands of the ops made from `ops` and what they hold (in
    /// the order they were made), now that every value they may use is
    /// mapped.
    fn set_cloned_operands(
        &mut self,
        ops: &[&Captured],
        map: &IrMapping,
        made: &[OpId],
        next: &mut usize,
    ) {
        for c in ops {
            let op = made[*next];
            *next += 1;
            let operands: SmallVec<[Value; 4]> =
                c.operands.iter().map(|&v| map.value_or_self(v)).collect();
            self.insert_operands(op, 0, &operands);
            for blocks in &c.regions {
                for b in blocks {
                    let inner: Vec<&Captured> = b.ops.iter().collect();
                    self.set_cloned_operands(&inner, map, made, next);
                }
            }
        }
    }

    /// Clones `op` with its regions into this body, detached (MLIR's
    /// `Operation::clone`): values and blocks found in `map` are replaced
    /// by what they map to, others are used as they are (values defined
    /// above the op); every value and block the clone makes is added to
    /// `map`. `op` must not be isolated (its regions are another body's).
    pub fn clone_op(&mut self, op: OpId, map: &mut IrMapping) -> OpId {
        let c = self.capture(op);
        self.instantiate(&c, map)
    }

    /// Clones `op` of `src` (another body) into this body, detached; see
    /// [`Body::clone_op`]. Every value it uses from outside its regions
    /// must be mapped (values do not cross bodies).
    pub fn clone_op_from(&mut self, src: &Body, op: OpId, map: &mut IrMapping) -> OpId {
        let c = src.capture(op);
        self.instantiate(&c, map)
    }

    fn instantiate(&mut self, c: &Captured, map: &mut IrMapping) -> OpId {
        self.make_blocks(&c.regions, map);
        let mut made = Vec::new();
        let op = self.make_op(c, map, &mut made);
        self.set_cloned_operands(&[c], map, &made, &mut 0);
        op
    }

    /// Clones the blocks of region `from` (of `src`, or of this body when
    /// `src` is `None`) into region `to` before block `before` (at its end
    /// when `None`): MLIR's `Region::cloneInto`. Returns the new blocks.
    pub fn clone_region_into(
        &mut self,
        src: Option<&Body>,
        from: RegionId,
        to: RegionId,
        before: Option<BlockId>,
        map: &mut IrMapping,
    ) -> Vec<BlockId> {
        let blocks = match src {
            Some(b) => b.capture_region(from),
            None => self.capture_region(from),
        };
        let regions = [blocks];
        self.make_blocks(&regions, map);
        let mut made = Vec::new();
        let out = self.fill_blocks(&regions[0], map, &mut made, |body, nb| match before {
            Some(x) => body.insert_block_before(x, nb),
            None => body.append_block(to, nb),
        });
        let top: Vec<&Captured> = regions[0].iter().flat_map(|b| &b.ops).collect();
        self.set_cloned_operands(&top, map, &made, &mut 0);
        out
    }

    // ----- checking -----

    /// Checks what every change must keep: ops, blocks and regions linked
    /// both ways with the right parents; each use in its value's list once,
    /// with the right owner; each successor slot in its block's
    /// predecessor list once. Returns the first violation.
    pub fn check_invariants(&self) -> Result<(), String> {
        // Use-lists.
        let mut seen_use = vec![false; self.uses.len()];
        for (v, d) in self.values.iter() {
            let mut prev: Option<UseId> = None;
            let mut cur = d.first_use.expand();
            while let Some(u) = cur {
                let ud = &self.uses[u];
                if ud.value.expand() != Some(v) {
                    return Err(format!(
                        "{u} in the use-list of {v} holds {:?}",
                        ud.value.expand()
                    ));
                }
                if ud.prev.expand() != prev {
                    return Err(format!("{u}: wrong back link"));
                }
                if std::mem::replace(&mut seen_use[u.index()], true) {
                    return Err(format!("{u} twice in use-lists"));
                }
                let span = self.ops[ud.owner].operands;
                if !(span.start..span.start + span.len).contains(&(u.as_u32())) {
                    return Err(format!("{u} is not an operand of its owner {}", ud.owner));
                }
                prev = Some(u);
                cur = ud.next.expand();
            }
        }
        for (o, d) in self.ops.iter() {
            if self.is_erased(o) {
                continue;
            }
            for u in d.operands.iter::<UseId>() {
                let ud = &self.uses[u];
                if ud.owner != o {
                    return Err(format!("operand {u} of {o} owned by {}", ud.owner));
                }
                if ud.value.is_some() && !seen_use[u.index()] {
                    return Err(format!(
                        "operand {u} of {o} missing from its value's use-list"
                    ));
                }
            }
        }
        // Predecessor lists.
        let mut seen_succ = vec![false; self.succs.len()];
        for (b, d) in self.blocks.iter() {
            let mut prev: Option<SuccUse> = None;
            let mut cur = d.first_pred.expand();
            while let Some(u) = cur {
                if self.succs[u].block != b {
                    return Err(format!(
                        "{u} in the predecessors of {b} names {}",
                        self.succs[u].block
                    ));
                }
                let l = &self.succ_links[u.as_u32() as usize];
                if l.prev.expand() != prev {
                    return Err(format!("{u}: wrong back link"));
                }
                if std::mem::replace(&mut seen_succ[u.index()], true) {
                    return Err(format!("{u} twice in predecessor lists"));
                }
                prev = Some(u);
                cur = l.next.expand();
            }
        }
        for (o, d) in self.ops.iter() {
            if self.is_erased(o) {
                continue;
            }
            for u in d.successors.iter::<SuccUse>() {
                if self.succ_links[u.as_u32() as usize].owner != o {
                    return Err(format!("successor {u} of {o} has another owner"));
                }
                if !seen_succ[u.index()] && !self.succ_links[u.as_u32() as usize].dropped {
                    return Err(format!(
                        "successor {u} of {o} missing from {}'s predecessors",
                        self.succs[u].block
                    ));
                }
            }
        }
        // Op and block lists (of what is not inside an erased op).
        let dead_region = |r: RegionId| matches!(self.regions[r].parent, RegionParent::Op(o) if self.is_erased(o));
        for (b, d) in self.blocks.iter() {
            if d.parent.expand().is_some_and(dead_region) {
                continue;
            }
            let mut prev: Option<OpId> = None;
            let mut cur = d.first_op.expand();
            let mut n = 0usize;
            while let Some(o) = cur {
                let od = &self.ops[o];
                if od.parent.expand() != Some(b) {
                    return Err(format!("{o} in {b} has parent {:?}", od.parent.expand()));
                }
                if od.prev.expand() != prev {
                    return Err(format!("{o}: wrong back link"));
                }
                if self.is_erased(o) {
                    return Err(format!("erased {o} still in {b}"));
                }
                n += 1;
                if n > self.ops.len() {
                    return Err(format!("cycle in the ops of {b}"));
                }
                prev = Some(o);
                cur = od.next.expand();
            }
            if d.last_op.expand() != prev {
                return Err(format!("{b}: wrong last op"));
            }
            for (i, &a) in d.args.iter().enumerate() {
                if self.values[a].def
                    != (ValueDef::BlockArg {
                        block: b,
                        index: i as u32,
                    })
                {
                    return Err(format!("argument {i} of {b} ({a}) has a wrong definition"));
                }
            }
        }
        for (r, d) in self.regions.iter() {
            if dead_region(r) {
                continue;
            }
            let mut prev: Option<BlockId> = None;
            let mut cur = d.first_block.expand();
            let mut n = 0usize;
            while let Some(b) = cur {
                let bd = &self.blocks[b];
                if bd.parent.expand() != Some(r) {
                    return Err(format!("{b} in {r} has parent {:?}", bd.parent.expand()));
                }
                if bd.prev.expand() != prev {
                    return Err(format!("{b}: wrong back link"));
                }
                n += 1;
                if n > self.blocks.len() {
                    return Err(format!("cycle in the blocks of {r}"));
                }
                prev = Some(b);
                cur = bd.next.expand();
            }
            if d.last_block.expand() != prev {
                return Err(format!("{r}: wrong last block"));
            }
        }
        Ok(())
    }
}
