//! Dead code and dead block arguments in a region (upstream's
//! `runRegionDCE`, `RegionUtils.cpp`).
//!
//! An optimistic liveness analysis: everything is dead until proved live,
//! so cycles of dead ops and block arguments go too. Ops are live when
//! they would not be trivially dead (effects, terminators, symbols) or a
//! live op uses one of their results; a block argument is live when a
//! live op uses it, except through a `BranchOpInterface` terminator
//! forwarding it to a dead argument (each forwarded operand is really an
//! operand of the successor's phi). Liveness flows backward, so blocks are
//! visited in post-order and ops last to first, until a fixpoint.

use cranelift_entity::EntityRef;
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::{BlockId, Body, BodyId, Context, OpId, OpTraits, RegionId, Value, ValueDef};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::branch::{erase_forwarded_operand, forwarded_range, is_branch};
use crate::effects::would_op_be_trivially_dead;

/// What has been proved live (upstream's `LiveMap`): ops, and block
/// arguments (a result is live when its op is). Bit sets over the body's
/// arenas: nearly every op ends up in it, and ids are dense.
#[derive(Default)]
struct LiveMap {
    values: Bits,
    ops: Bits,
    changed: bool,
}

/// A set of entity indices.
#[derive(Default)]
struct Bits(Vec<u64>);

impl Bits {
    fn with_len(n: usize) -> Self {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn contains(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| (w >> (i % 64)) & 1 == 1)
    }
    /// Adds `i`; whether it was absent.
    fn insert(&mut self, i: usize) -> bool {
        if i / 64 >= self.0.len() {
            self.0.resize(i / 64 + 1, 0);
        }
        let (w, bit) = (&mut self.0[i / 64], 1u64 << (i % 64));
        let absent = *w & bit == 0;
        *w |= bit;
        absent
    }
}

impl LiveMap {
    fn for_body(body: &Body) -> Self {
        LiveMap {
            values: Bits::with_len(body.num_values()),
            ops: Bits::with_len(body.num_ops()),
            changed: false,
        }
    }
    fn op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.index())
    }
    fn value_live(&self, body: &Body, v: Value) -> bool {
        match body.value_def(v) {
            ValueDef::Result { op, .. } => self.op_live(op),
            ValueDef::BlockArg { .. } => self.values.contains(v.index()),
        }
    }
    fn set_value_live(&mut self, body: &Body, v: Value) {
        match body.value_def(v) {
            ValueDef::Result { op, .. } => self.set_op_live(op),
            ValueDef::BlockArg { .. } => self.changed |= self.values.insert(v.index()),
        }
    }
    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.index());
    }
}

struct Dce<'c, 'b> {
    ctx: &'c Context,
    body: &'b Body,
    body_id: BodyId,
}

impl Dce<'_, '_> {
    fn is_terminator(&self, op: OpId) -> bool {
        self.ctx
            .op_def(self.body.op(op).name)
            .is_some_and(|d| d.has(OpTraits::TERMINATOR))
    }

    /// Whether operand `index` of `owner` is known dead though `owner` is
    /// live: a branch operand forwarded to a dead block argument
    /// (upstream's `isUseSpeciallyKnownDead`).
    fn use_known_dead(&self, live: &LiveMap, owner: OpId, index: usize) -> bool {
        if !self.is_terminator(owner) || !is_branch(self.ctx, self.body, owner) {
            return false;
        }
        // `getSuccessorBlockArgument`: the first successor forwarding it.
        for (i, s) in self.body.successors(owner).iter().enumerate() {
            let Some(r) = forwarded_range(self.ctx, self.body, self.body_id, owner, i) else {
                continue;
            };
            if r.contains(&index) {
                return match self.body.block_args(s.block).get(index - r.start) {
                    Some(&arg) => !live.value_live(self.body, arg),
                    None => false,
                };
            }
        }
        false
    }

    /// Marks `v` live if a live op uses it (upstream's `processValue`).
    fn process_value(&self, live: &mut LiveMap, v: Value) {
        let proved = self
            .body
            .users(v)
            .any(|(user, i)| !self.use_known_dead(live, user, i as usize) && live.op_live(user));
        if proved {
            live.set_value_live(self.body, v);
        }
    }

    fn propagate_region(&self, live: &mut LiveMap, r: RegionId) {
        let Some(entry) = self.body.first_block(r) else {
            return;
        };
        // Most regions are one block: no order of blocks to work out.
        let order: SmallVec<[BlockId; 1]> = if self.body.next_block(entry).is_none() {
            smallvec::smallvec![entry]
        } else {
            let mut visited = FxHashSet::default();
            self.body.post_order_blocks(entry, &mut visited).into()
        };
        for block in order {
            // Uses before definitions: the ops last to first, then the
            // arguments (never the entry block's, which are not removed).
            let mut cur = self.body.last_op(block);
            while let Some(op) = cur {
                cur = self.body.prev_op(op);
                self.propagate_op(live, op);
            }
            if block == entry {
                continue;
            }
            for &a in self.body.block_args(block) {
                if !live.value_live(self.body, a) {
                    self.process_value(live, a);
                }
            }
        }
    }

    fn propagate_op(&self, live: &mut LiveMap, op: OpId) {
        for r in self.body.local_regions(op) {
            // Regions nest as deep as the input does.
            stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                self.propagate_region(live, r)
            });
        }
        if self.is_terminator(op) {
            return self.propagate_terminator(live, op);
        }
        if live.op_live(op) {
            return;
        }
        if !would_op_be_trivially_dead(self.ctx, self.body, self.body_id, op) {
            return live.set_op_live(op);
        }
        for v in self.body.results(op) {
            self.process_value(live, v);
        }
    }

    /// Terminators are live; the successor arguments a terminator without
    /// `BranchOpInterface` feeds are live too, as nothing can drop its
    /// operands (the interface's produced operands, which rmlir's
    /// branches have none of, would be as well).
    fn propagate_terminator(&self, live: &mut LiveMap, op: OpId) {
        live.set_op_live(op);
        if is_branch(self.ctx, self.body, op) {
            return;
        }
        for s in self.body.successors(op) {
            for &a in self.body.block_args(s.block) {
                live.set_value_live(self.body, a);
            }
        }
    }
}

/// Erases the operands `terminator` forwards to dead block arguments,
/// last first (upstream's `eraseTerminatorSuccessorOperands`).
fn erase_dead_successor_operands(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    live: &LiveMap,
    terminator: OpId,
) {
    if !is_branch(ctx, body, terminator) {
        return;
    }
    let n = body.successors(terminator).len();
    for succ in (0..n).rev() {
        let Some(r) = forwarded_range(ctx, body, body_id, terminator, succ) else {
            continue;
        };
        let block = body.successors(terminator)[succ].block;
        for arg in (0..r.len()).rev() {
            let dead = match body.block_args(block).get(arg) {
                Some(&a) => !live.value_live(body, a),
                None => false,
            };
            if dead {
                erase_forwarded_operand(ctx, body, body_id, terminator, succ, arg);
            }
        }
    }
}

/// Erases what is not live in `regions` (upstream's `deleteDeadness`):
/// per region, blocks in post-order, each terminator's dead successor
/// operands, then each block's dead ops last to first (live ones are
/// looked into), then the dead arguments of every block but the entry.
fn delete_deadness(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    regions: &[RegionId],
    live: &LiveMap,
) -> bool {
    let mut erased = false;
    for &r in regions {
        let Some(entry) = rw.body.first_block(r) else {
            continue;
        };
        let single = rw.body.next_block(entry).is_none();
        let order: SmallVec<[BlockId; 1]> = if single {
            smallvec::smallvec![entry]
        } else {
            let mut visited = FxHashSet::default();
            rw.body.post_order_blocks(entry, &mut visited).into()
        };
        for block in order {
            if !single {
                if let Some(t) = rw.body.last_op(block) {
                    erase_dead_successor_operands(ctx, rw.body, body_id, live, t);
                }
            }
            let mut cur = rw.body.last_op(block);
            while let Some(op) = cur {
                cur = rw.body.prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    // Graph regions may hold cycles: uses go first.
                    let results: SmallVec<[Value; 2]> =
                        rmlir_ir::small::collect_small(rw.body.results(op));
                    for v in results {
                        rw.body.drop_all_uses(v);
                    }
                    rw.erase_op(op);
                } else {
                    let nested: SmallVec<[RegionId; 2]> =
                        rmlir_ir::small::collect_small(rw.body.local_regions(op));
                    erased |= stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                        delete_deadness(ctx, rw, body_id, &nested, live)
                    });
                }
            }
        }
        let blocks: SmallVec<[BlockId; 8]> =
            rmlir_ir::small::collect_small(rw.body.region_blocks(r).skip(1));
        for b in blocks {
            let args: SmallVec<[Value; 4]> =
                rmlir_ir::small::collect_small(rw.body.block_args(b).iter().copied());
            for (i, &a) in args.iter().enumerate().rev() {
                // A used argument here is one of an unreachable block, which
                // upstream's callers have erased first.
                if !live.value_live(rw.body, a) && rw.body.value_unused(a) {
                    rw.body.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

/// Erases ops and block arguments nothing live uses, in `region` and the
/// regions nested in it (upstream's `runRegionDCE`). Returns whether any
/// op was erased.
pub fn run_region_dce(
    ctx: &Context,
    rw: &mut Rewriter<'_>,
    body_id: BodyId,
    region: RegionId,
) -> bool {
    let mut live = LiveMap::for_body(rw.body);
    {
        let dce = Dce {
            ctx,
            body: rw.body,
            body_id,
        };
        loop {
            live.changed = false;
            dce.propagate_region(&mut live, region);
            if !live.changed {
                break;
            }
        }
    }
    delete_deadness(ctx, rw, body_id, &[region], &live)
}
