//! What an op does to memory, as passes ask it (upstream's
//! `SideEffectInterfaces.cpp`): whether an op is free of effects, and
//! whether it is trivially dead.

use rmlir_ir::op_def::{Effect, EffectKind, EffectOn, Effects};
use rmlir_ir::{Body, BodyId, Context, OpId, OpTraits, OpView, Value};
use smallvec::SmallVec;

/// The memory effects of `op`, or `None` when they are unknown (it does
/// not implement `MemoryEffectOpInterface`). An op with the
/// `NoMemoryEffect` trait has none.
pub fn op_effects(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<SmallVec<[Effect; 2]>> {
    let def = ctx.op_def(body.op(op).name)?;
    if let Some(e) = def.interfaces.memory_effects {
        let view = OpView {
            ctx,
            body,
            body_id,
            op,
            inner: None,
            owner: None,
            def: Some(def),
        };
        return Some(match e {
            Effects::Custom(f) => {
                let mut v = Vec::new();
                f(&view, &mut v);
                v.into_iter().collect()
            }
            Effects::Static(list) => {
                let mut out = SmallVec::new();
                for &(kind, on) in list {
                    match on {
                        EffectOn::Nothing => out.push(Effect { kind, on: None }),
                        EffectOn::Operand(g) => {
                            for v in view.operand_group(g) {
                                out.push(Effect { kind, on: Some(v) });
                            }
                        }
                        EffectOn::Result(g) => {
                            for v in view.result_group(g) {
                                out.push(Effect { kind, on: Some(v) });
                            }
                        }
                    }
                }
                out
            }
        });
    }
    def.has(OpTraits::NO_MEMORY_EFFECT).then(SmallVec::new)
}

/// Whether `op` would be dead if its results were unused (upstream's
/// `wouldOpBeTriviallyDead`): not a terminator or a symbol, and every
/// effect it and (through `RecursiveMemoryEffects`) its nested ops have
/// is a read or an allocation of one of its own results.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op(op).name) else {
        // Unregistered ops might be terminators and have any effect.
        return false;
    };
    if def.has(OpTraits::TERMINATOR) || def.interfaces.symbol.is_some() || def.has(OpTraits::SYMBOL)
    {
        return false;
    }
    let mut stack: SmallVec<[OpId; 8]> = SmallVec::new();
    stack.push(op);
    while let Some(o) = stack.pop() {
        let data = body.op(o);
        let def = ctx.op_def(data.name);
        let recursive = def.is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        if recursive {
            if data.isolated_body().is_some() {
                // Its ops are in another body: they could have any effect.
                return false;
            }
            for r in body.local_regions(o) {
                for b in body.region_blocks(r) {
                    stack.extend(body.block_ops(b));
                }
            }
        }
        // No effects at all (pure ops, most of them): nothing to check.
        if def.is_some_and(|d| {
            d.interfaces.memory_effects.is_none() && d.has(OpTraits::NO_MEMORY_EFFECT)
        }) {
            continue;
        }
        match op_effects(ctx, body, body_id, o) {
            Some(effects) => {
                let allocated: SmallVec<[Value; 2]> = rmlir_ir::small::collect_small(
                    effects
                        .iter()
                        .filter(|e| e.kind == EffectKind::Alloc)
                        .filter_map(|e| e.on)
                        .filter(|&v| matches!(body.value_def(v), rmlir_ir::ValueDef::Result { op: d, .. } if d == o)),
                );
                let ok = effects.iter().all(|e| {
                    e.on.is_some_and(|v| allocated.contains(&v)) || e.kind == EffectKind::Read
                });
                if !ok {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// Whether `op` is unused and would be dead (upstream's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    body.op_results_unused(op) && would_op_be_trivially_dead(ctx, body, body_id, op)
}

/// Whether `op` has no memory effect at all, counting nested ops when it
/// has `RecursiveMemoryEffects` (upstream's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    let data = body.op(op);
    let Some(def) = ctx.op_def(data.name) else {
        return false;
    };
    match op_effects(ctx, body, body_id, op) {
        Some(e) if !e.is_empty() => return false,
        Some(_) => {}
        None if !def.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) => return false,
        None => {}
    }
    if def.has(OpTraits::RECURSIVE_MEMORY_EFFECTS) {
        if data.isolated_body().is_some() {
            return false;
        }
        for r in body.local_regions(op) {
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    let free = stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                        is_memory_effect_free(ctx, body, body_id, o)
                    });
                    if !free {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The memory effects of `op` and, through `RecursiveMemoryEffects`, of
/// the ops nested in it; `None` when some are unknown (upstream's
/// `getEffectsRecursively`).
pub fn effects_recursively(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<SmallVec<[Effect; 4]>> {
    let mut out: SmallVec<[Effect; 4]> = SmallVec::new();
    let mut stack: SmallVec<[OpId; 8]> = SmallVec::new();
    stack.push(op);
    while let Some(o) = stack.pop() {
        let data = body.op(o);
        let recursive = ctx
            .op_def(data.name)
            .is_some_and(|d| d.has(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        if recursive {
            if data.isolated_body().is_some() {
                // Its ops are in another body: their effects are not known here.
                return None;
            }
            for r in body.local_regions(o) {
                for b in body.region_blocks(r) {
                    stack.extend(body.block_ops(b));
                }
            }
        }
        match op_effects(ctx, body, body_id, o) {
            Some(e) => out.extend(e),
            None if recursive => {}
            None => return None,
        }
    }
    Some(out)
}

/// Whether `op` declares memory effects (`MemoryEffectOpInterface`) and
/// they are all reads, at least one (upstream's `hasSingleEffect<Read>`).
pub fn has_only_read_effects(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    match op_effects(ctx, body, body_id, op) {
        Some(e) => !e.is_empty() && e.iter().all(|x| x.kind == EffectKind::Read),
        None => false,
    }
}

/// Whether `op` may run where its result is not needed (upstream's
/// `isSpeculatable`): the `AlwaysSpeculatable` trait, or its
/// speculatability interface, recursively when it says so.
pub fn is_speculatable(ctx: &Context, body: &Body, body_id: BodyId, op: OpId) -> bool {
    use rmlir_ir::op_def::Speculatability;
    let name = body.op(op).name;
    let Some(def) = ctx.op_def(name) else {
        return false;
    };
    // An implementation attached from outside the op's definition (an
    // open interface, as upstream's external models) answers the same.
    let hook = def.interfaces.speculatability.or_else(|| {
        ctx.op_interface::<fn(&OpView<'_>) -> Speculatability>(name)
            .copied()
    });
    let spec = match hook {
        Some(f) => {
            let view = OpView {
                ctx,
                body,
                body_id,
                op,
                inner: None,
                owner: None,
                def: Some(def),
            };
            f(&view)
        }
        None if def.has(OpTraits::ALWAYS_SPECULATABLE) => Speculatability::Speculatable,
        None if def.has(OpTraits::RECURSIVELY_SPECULATABLE) => {
            Speculatability::RecursivelySpeculatable
        }
        None => Speculatability::NotSpeculatable,
    };
    match spec {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            if body.op(op).isolated_body().is_some() {
                return false;
            }
            body.local_regions(op).all(|r| {
                body.region_blocks(r).all(|b| {
                    body.block_ops(b).all(|o| {
                        // Regions nest as deep as the input does.
                        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
                            is_speculatable(ctx, body, body_id, o)
                        })
                    })
                })
            })
        }
    }
}
