//! Loop-invariant code motion (upstream's `LoopInvariantCodeMotionUtils`):
//! ops of a loop's body that depend on nothing the loop defines, have no
//! memory effect and may be speculated move before the loop.

use std::collections::VecDeque;

use rmlir_interfaces::loop_like::{is_defined_outside_of_loop, LoopLike};
use rmlir_ir::{Body, BodyId, Context, Ir, OpId, OpRef, OpTraits, OpView, RegionId, ValueDef};
use smallvec::SmallVec;

use crate::effects::{is_memory_effect_free, is_speculatable};

/// Whether `op`, and every op nested in it, uses only values defined
/// outside the loop (`outside`) or inside `op` itself (upstream's
/// `canBeHoisted`); terminators never move.
fn can_be_hoisted(
    ctx: &Context,
    body: &Body,
    op: OpId,
    outside: &dyn Fn(rmlir_ir::Value) -> bool,
) -> bool {
    can_be_hoisted_if(ctx, body, op, &|_, _, v| outside(v))
}

/// [`can_be_hoisted`] with a condition on each operand (upstream's
/// `canBeHoisted(Operation *, function_ref<bool(OpOperand &)>)`): it gets
/// the user, the operand's index and its value.
pub fn can_be_hoisted_if(
    ctx: &Context,
    body: &Body,
    op: OpId,
    condition: &dyn Fn(OpId, usize, rmlir_ir::Value) -> bool,
) -> bool {
    if ctx
        .op_def(body.op(op).name)
        .is_some_and(|d| d.has(OpTraits::TERMINATOR))
    {
        return false;
    }
    let mut stack: SmallVec<[OpId; 8]> = SmallVec::new();
    stack.push(op);
    while let Some(o) = stack.pop() {
        for (i, v) in body.operands(o).enumerate() {
            if defined_within(body, v, op) {
                continue;
            }
            if !condition(o, i, v) {
                return false;
            }
        }
        for r in body.local_regions(o) {
            for b in body.region_blocks(r) {
                stack.extend(body.block_ops(b));
            }
        }
    }
    true
}

/// Whether `v` is defined in a region nested in `op`.
fn defined_within(body: &Body, v: rmlir_ir::Value, op: OpId) -> bool {
    let block = match body.value_def(v) {
        ValueDef::Result { op: d, .. } => body.parent_block(d),
        ValueDef::BlockArg { block, .. } => Some(block),
    };
    let mut cur = block.and_then(|b| body.parent_op_of_block(b));
    while let Some(p) = cur {
        if p == op {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

/// Moves the invariant ops of `loop_op`'s regions before it (upstream's
/// `moveLoopInvariantCode(LoopLikeOpInterface)`). Returns how many moved.
pub fn move_loop_invariant_code(
    ctx: &Context,
    body: &mut Body,
    body_id: BodyId,
    loop_op: OpId,
    iface: &dyn LoopLike,
) -> usize {
    let regions: SmallVec<[RegionId; 1]> = {
        let view = OpView {
            ctx,
            body,
            body_id,
            op: loop_op,
            inner: None,
            owner: None,
            def: ctx.op_def(body.op(loop_op).name),
        };
        iface.loop_regions(&view)
    };
    // Ops move before the loop: it must be in a block of this body.
    if body.parent_block(loop_op).is_none() || body.op(loop_op).isolated_body().is_some() {
        return 0;
    }
    let mut moved = 0;
    for region in regions {
        let mut worklist: VecDeque<OpId> = VecDeque::new();
        for b in body.region_blocks(region) {
            worklist.extend(body.block_ops(b));
        }
        while let Some(op) = worklist.pop_front() {
            // Skip ops that already moved.
            let in_region =
                body.parent_block(op).and_then(|b| body.block_parent(b)) == Some(region);
            if !in_region {
                continue;
            }
            let outside = |v| is_defined_outside_of_loop(body, loop_op, v);
            let movable = is_memory_effect_free(ctx, body, body_id, op)
                && is_speculatable(ctx, body, body_id, op)
                && can_be_hoisted(ctx, body, op, &outside);
            if !movable {
                continue;
            }
            body.move_op_before(op, loop_op);
            moved += 1;
            // Its users in the loop's body may be invariant now.
            for v in body.results(op).collect::<SmallVec<[rmlir_ir::Value; 2]>>() {
                for (user, _) in body.users(v).collect::<SmallVec<[(OpId, u32); 4]>>() {
                    let user_region = body.parent_block(user).and_then(|b| body.block_parent(b));
                    if user_region == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

/// Runs [`move_loop_invariant_code`] on every loop under `root` (itself
/// included) that implements [`LoopLike`], in every body, inner loops
/// first: upstream's `LoopInvariantCodeMotion` pass walks post-order, so
/// what an inner loop hoists lands in the outer loop's body in time for
/// it. Returns how many ops moved.
pub fn hoist_loop_invariants(ctx: &Context, ir: &mut Ir, root: OpRef) -> usize {
    let mut loops: Vec<OpRef> = Vec::new();
    rmlir_ir::walk::walk_post_order(ir, root, |o| {
        if ctx
            .op_interface::<dyn LoopLike>(ir.body(o.body).op(o.op).name)
            .is_some()
        {
            loops.push(o);
        }
    });
    let mut moved = 0;
    for o in loops {
        let body = ir.body_mut(o.body);
        if body.is_erased(o.op) {
            continue;
        }
        if let Some(iface) = ctx.op_interface::<dyn LoopLike>(body.op(o.op).name) {
            moved += move_loop_invariant_code(ctx, body, o.body, o.op, iface);
        }
    }
    moved
}
