//! `memref.alloca_scope` canonicalization (upstream's
//! `AllocaScopeInliner` and `AllocaScopeHoister`).

use rmlir_ir::body::{IrMapping, RegionParent};
use rmlir_ir::op_def::EffectKind;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Body, BodyId, Context, Ident, OpId, OpTraits, RegionId, ValueDef};
use rmlir_rewrite::effects::op_effects;

use crate::fold::is_memref_op;

fn has_trait(ctx: &Context, name: Ident, t: OpTraits) -> bool {
    ctx.op_def(name).is_some_and(|d| d.has(t))
}

/// Whether `op` allocates one of its results on the stack of the
/// enclosing allocation scope (an `Allocate` effect on the
/// `AutomaticAllocationScopeResource`, which among rmlir's ops only
/// `memref.alloca` has).
fn allocates_in_scope(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> Option<bool> {
    let effects = op_effects(ctx, body, body_id, op)?;
    let results: Vec<_> = body.results(op).collect();
    Some(
        is_memref_op(ctx, body, op, "alloca")
            && effects
                .iter()
                .any(|e| e.kind == EffectKind::Alloc && e.on.is_some_and(|v| results.contains(&v))),
    )
}

/// `isGuaranteedAutomaticAllocation`.
fn is_guaranteed_automatic_allocation(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> bool {
    allocates_in_scope(ctx, body, body_id, op).unwrap_or(false)
}

/// `isOpItselfPotentialAutomaticAllocation`: ops with recursive effects
/// do not allocate themselves; ops without known effects might.
fn is_potential_automatic_allocation(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> bool {
    if has_trait(ctx, body.op(op).name, OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    allocates_in_scope(ctx, body, body_id, op).unwrap_or(true)
}

/// The parent op of `op`'s region: an op of this body, or the body's
/// owner (by name).
enum Parent {
    Op(OpId),
    Owner(Option<Ident>),
}

fn parent_of(rw: &PatternRewriter<'_>, op: OpId) -> Parent {
    match rw.body.parent_op(op) {
        Some(p) => Parent::Op(p),
        None => Parent::Owner(rw.owner.map(|o| o.name)),
    }
}

fn parent_has_scope(rw: &PatternRewriter<'_>, p: &Parent) -> bool {
    match p {
        Parent::Op(o) => has_trait(
            rw.ctx,
            rw.body.op(*o).name,
            OpTraits::AUTOMATIC_ALLOCATION_SCOPE,
        ),
        Parent::Owner(Some(n)) => has_trait(rw.ctx, *n, OpTraits::AUTOMATIC_ALLOCATION_SCOPE),
        Parent::Owner(None) => false,
    }
}

/// `lastNonTerminatorInRegion`: the op is followed only by its block's
/// terminator, in a one-block region.
fn last_non_terminator_in_region(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(next) = body.next_op(op) else {
        return false;
    };
    if body.next_op(next).is_some() {
        return false;
    }
    let might_terminate = match ctx.op_def(body.op(next).name) {
        Some(d) => d.has(OpTraits::TERMINATOR),
        None => true,
    };
    let Some(region) = body.parent_block(op).and_then(|b| body.block_parent(b)) else {
        return false;
    };
    let mut blocks = body.region_blocks(region);
    might_terminate && blocks.next().is_some() && blocks.next().is_none()
}

/// Whether an op nested in `op` (outside nested allocation scopes) may
/// allocate in the scope.
fn has_potential_alloca(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |stack: &mut Vec<OpId>, o: OpId| {
        let mut children = Vec::new();
        for r in body.local_regions(o) {
            for b in body.region_blocks(r) {
                children.extend(body.block_ops(b));
            }
        }
        stack.extend(children.into_iter().rev());
    };
    push_children(&mut stack, op);
    while let Some(o) = stack.pop() {
        if is_potential_automatic_allocation(ctx, body, body_id, o) {
            return true;
        }
        if has_trait(ctx, body.op(o).name, OpTraits::AUTOMATIC_ALLOCATION_SCOPE) {
            continue;
        }
        push_children(&mut stack, o);
    }
    false
}

/// `AllocaScopeInliner`: a scope with no allocation in it, or the last
/// op of an allocation scope's one-block region, is inlined.
fn inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if has_potential_alloca(ctx, rw.body, rw.body_id, op) {
        let parent = parent_of(rw, op);
        if !parent_has_scope(rw, &parent) || !last_non_terminator_in_region(ctx, rw.body, op) {
            return false;
        }
    }
    let Some(region) = rw.body.local_regions(op).next() else {
        return false;
    };
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let Some(terminator) = rw.body.last_op(block) else {
        return false;
    };
    let results: Vec<_> = rw.body.operands(terminator).collect();
    let Some(dest) = rw.body.parent_block(op) else {
        return false;
    };
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
    true
}

/// Whether region `r` is `inner` or an ancestor of it.
fn region_is_ancestor(body: &Body, r: RegionId, inner: Option<RegionId>) -> bool {
    let mut cur = inner;
    while let Some(x) = cur {
        if x == r {
            return true;
        }
        cur = match body.region_parent(x) {
            RegionParent::Op(o) => body.parent_block(o).and_then(|b| body.block_parent(b)),
            RegionParent::BodyOwner => None,
        };
    }
    false
}

/// `AllocaScopeHoister`: stack allocations in a scope that ends its
/// enclosing ops' regions move before the outermost of those ops (below
/// the enclosing allocation scope) when their operands are available
/// there.
fn hoister(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    // An ancestor must be an allocation scope.
    let mut cur = parent_of(rw, op);
    let mut any_scope = false;
    loop {
        if parent_has_scope(rw, &cur) {
            any_scope = true;
            break;
        }
        match cur {
            Parent::Op(o) => cur = parent_of(rw, o),
            Parent::Owner(_) => break,
        }
    }
    if !any_scope {
        return false;
    }
    let Parent::Op(mut last) = parent_of(rw, op) else {
        return false;
    };
    if has_trait(
        ctx,
        rw.body.op(last).name,
        OpTraits::AUTOMATIC_ALLOCATION_SCOPE,
    ) {
        return false;
    }
    if !last_non_terminator_in_region(ctx, rw.body, op)
        || !last_non_terminator_in_region(ctx, rw.body, last)
    {
        return false;
    }
    loop {
        let p = parent_of(rw, last);
        if parent_has_scope(rw, &p) {
            break;
        }
        let Parent::Op(next) = p else {
            return false;
        };
        last = next;
        if !last_non_terminator_in_region(ctx, rw.body, last) {
            return false;
        }
    }
    let op_region = rw
        .body
        .parent_block(op)
        .and_then(|b| rw.body.block_parent(b));
    let Some(containing) = rw
        .body
        .local_regions(last)
        .find(|&r| region_is_ancestor(rw.body, r, op_region))
    else {
        return false;
    };
    // Post-order walk of `op`.
    let mut to_hoist = Vec::new();
    let mut stack = vec![(op, false)];
    while let Some((o, expanded)) = stack.pop() {
        if !expanded {
            stack.push((o, true));
            let mut children = Vec::new();
            for r in rw.body.local_regions(o) {
                for b in rw.body.region_blocks(r) {
                    children.extend(rw.body.block_ops(b));
                }
            }
            stack.extend(children.into_iter().rev().map(|c| (c, false)));
            continue;
        }
        if !is_guaranteed_automatic_allocation(ctx, rw.body, rw.body_id, o) {
            continue;
        }
        let inside = rw.body.operands(o).any(|v| {
            let block = match rw.body.value_def(v) {
                ValueDef::Result { op: d, .. } => rw.body.parent_block(d),
                ValueDef::BlockArg { block, .. } => Some(block),
            };
            region_is_ancestor(
                rw.body,
                containing,
                block.and_then(|b| rw.body.block_parent(b)),
            )
        });
        if !inside {
            to_hoist.push(o);
        }
    }
    if to_hoist.is_empty() {
        return false;
    }
    rw.set_insertion_point(last);
    for o in to_hoist {
        let mut map = IrMapping::new();
        let cloned = rw.clone_op(o, &mut map);
        let results: Vec<_> = rw.body.results(cloned).collect();
        rw.replace_op(o, &results);
    }
    true
}

static PATTERNS: [FnPattern; 2] = [
    FnPattern::new("AllocaScopeInliner", "memref.alloca_scope", inliner),
    FnPattern::new("AllocaScopeHoister", "memref.alloca_scope", hoister),
];

pub(crate) fn alloca_scope_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
