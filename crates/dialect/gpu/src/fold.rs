//! Folders and canonicalization patterns of the gpu dialect
//! (`GPUDialect.cpp`).

use rmlir_ir::body::Body;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{EffectKind, Effects, Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Context, OpId, TypeKind, Value, ValueDef};

fn op_is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.ident_bytes(body.op(op).name) == name.as_bytes()
}

fn defining(body: &Body, v: Value) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// Sets the unit property `name` of `op`.
fn set_unit_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str) {
    let mut entries: Vec<rmlir_ir::NamedAttr> = body
        .op(op)
        .properties()
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident(name);
    let value = ctx.unit_attr();
    match entries.iter_mut().find(|e| e.name == id) {
        Some(e) => e.value = value,
        None => entries.push(rmlir_ir::NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).set_properties(Some(dict));
}

/// `canMakeGroupOpUniform`: the op is in the entry block of a
/// `gpu.launch` body.
fn can_make_uniform(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(parent) = body.parent_op(op) else {
        return false;
    };
    if !op_is(ctx, body, parent, "gpu.launch") {
        return false;
    }
    let Some(block) = body.parent_block(op) else {
        return false;
    };
    let Some(region) = body.local_regions(parent).next() else {
        return false;
    };
    body.first_block(region) == Some(block)
}

fn has_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    body.op(op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, name.as_bytes()))
        .is_some_and(|a| {
            !matches!(ctx.attr_kind(a), rmlir_ir::AttrKind::Integer { .. })
                || ctx.int_value(a) != Some(0)
        })
}

/// `AllReduceOp::fold`: a reduction in a launch's entry block is uniform.
pub(crate) fn fold_all_reduce(f: &mut FoldCtx<'_>) -> Fold {
    if !has_prop(f.ctx, f.body, f.op, "uniform") && can_make_uniform(f.ctx, f.body, f.op) {
        set_unit_prop(f.ctx, f.body, f.op, "uniform");
        return Fold::InPlace;
    }
    Fold::Failure
}

/// `SubgroupReduceOp::fold`: clusters of one are the value; a reduction in
/// a launch's entry block is uniform.
pub(crate) fn fold_subgroup_reduce(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let size = f
        .body
        .op(f.op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"cluster_size"))
        .and_then(|a| ctx.int_value(a));
    if size == Some(1) {
        return FoldCtx::single(FoldResult::Value(f.body.operand(f.op, 0)));
    }
    if !has_prop(ctx, f.body, f.op, "uniform") && can_make_uniform(ctx, f.body, f.op) {
        set_unit_prop(ctx, f.body, f.op, "uniform");
        return Fold::InPlace;
    }
    Fold::Failure
}

fn in_place(folded: bool) -> Fold {
    if folded {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `MemcpyOp::fold`: `memref::foldMemRefCast`.
pub(crate) fn fold_memcpy(f: &mut FoldCtx<'_>) -> Fold {
    in_place(rmlir_memref::fold::fold_memref_cast(
        f.ctx, f.body, f.op, None,
    ))
}

/// `MemsetOp::fold`: `memref::foldMemRefCast`.
pub(crate) fn fold_memset(f: &mut FoldCtx<'_>) -> Fold {
    in_place(rmlir_memref::fold::fold_memref_cast(
        f.ctx, f.body, f.op, None,
    ))
}

// ----- gpu.launch -----

/// `FoldLaunchArguments`: a block or thread id whose range is one is zero.
fn fold_launch_arguments(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (args, sizes) = {
        let v = rw.view(op);
        let body = v.region(0);
        let args: Vec<Value> = body.entry_args().to_vec();
        let sizes: Vec<Option<Value>> = (1..7)
            .map(|g| v.operand_group(g).first().copied())
            .collect();
        (args, sizes)
    };
    if args.len() < 6 {
        return false;
    }
    let Some(region) = rw.body.local_regions(op).next() else {
        return false;
    };
    let Some(entry) = rw.body.first_block(region) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let mut zero: Option<Value> = None;
    let mut simplified = false;
    for i in 0..6 {
        let (id, Some(size)) = (args[i], sizes[i]) else {
            continue;
        };
        let is_one = value_constant(ctx, rw.body, rw.body_id, size).and_then(|a| ctx.int_value(a))
            == Some(1);
        if !is_one || rw.body.value_unused(id) {
            continue;
        }
        if !simplified {
            let ip = rw.insertion_point();
            match rw.body.first_op(entry) {
                Some(first) => rw.set_insertion_point(first),
                None => rw.set_insertion_point_to_end(entry),
            }
            let index = ctx.index_type();
            let a = ctx.integer_attr(index, 0);
            zero = Some(rmlir_arith::ops::ConstantOp::build(rw, loc, index, a).result());
            rw.restore_insertion_point(ip);
        }
        if let Some(z) = zero {
            rw.replace_all_uses_with(id, z);
        }
        simplified = true;
    }
    simplified
}

static LAUNCH_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::FoldLaunchArguments",
    "gpu.launch",
    fold_launch_arguments,
)];

pub(crate) fn launch_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(LAUNCH_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

// ----- gpu.barrier -----

/// `eraseRedundantGpuBarrierOps`: a barrier followed by a barrier goes.
fn erase_redundant_barrier(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(next) = rw.body.next_op(op) else {
        return false;
    };
    if !op_is(ctx, rw.body, next, "gpu.barrier") {
        return false;
    }
    rw.erase_op(op);
    true
}

static BARRIER_PATTERN: FnPattern = FnPattern::new("", "gpu.barrier", erase_redundant_barrier);

pub(crate) fn barrier_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&BARRIER_PATTERN);
}

// ----- gpu.wait -----

fn is_plain_wait(ctx: &Context, body: &Body, v: Value) -> bool {
    defining(body, v).is_some_and(|d| op_is(ctx, body, d, "gpu.wait") && body.operand_count(d) == 0)
}

/// `EraseRedundantGpuWaitOpPairs`: dependencies on `gpu.wait async` ops
/// without dependencies are dropped.
fn erase_redundant_wait_pairs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let operands: Vec<Value> = rw.body.operands(op).collect();
    if !operands.iter().any(|&v| is_plain_wait(ctx, rw.body, v)) {
        return false;
    }
    let valid: Vec<Value> = operands
        .into_iter()
        .filter(|&v| !is_plain_wait(ctx, rw.body, v))
        .collect();
    rw.modify_op_in_place(op, |body| body.set_operands(op, &valid));
    true
}

/// `SimplifyGpuWaitOp`.
fn simplify_wait(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let deps: Vec<Value> = rw.body.operands(op).collect();
    let token = (rw.body.num_results(op) > 0).then(|| rw.body.result(op, 0));
    if deps.is_empty() && token.is_none() {
        rw.erase_op(op);
        return true;
    }
    if deps.len() == 1 && token.is_some() {
        rw.replace_op(op, &deps);
        return true;
    }
    if token.is_some_and(|t| rw.body.value_unused(t)) {
        rw.erase_op(op);
        return true;
    }
    false
}

static WAIT_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::EraseRedundantGpuWaitOpPairs",
        "gpu.wait",
        erase_redundant_wait_pairs,
    ),
    FnPattern::new(
        "(anonymous namespace)::SimplifyGpuWaitOp",
        "gpu.wait",
        simplify_wait,
    ),
];

pub(crate) fn wait_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(WAIT_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

// ----- gpu.alloc -----

/// `SimplifyDimOfAllocOp`: `memref.dim` of a dynamic size of a `gpu.alloc`
/// is that size.
fn simplify_dim_of_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let source = rw.body.operand(op, 0);
    let Some(index) = value_constant(ctx, rw.body, rw.body_id, rw.body.operand(op, 1))
        .and_then(|a| ctx.int_value(a))
    else {
        return false;
    };
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(rw.body.value_type(source)) else {
        return false;
    };
    if index < 0 || index as usize >= shape.len() || shape[index as usize] != i64::MIN {
        return false;
    }
    let dyn_index = shape[..index as usize]
        .iter()
        .filter(|&&d| d == i64::MIN)
        .count();
    let Some(alloc) = defining(rw.body, source) else {
        return false;
    };
    if !op_is(ctx, rw.body, alloc, "gpu.alloc") {
        return false;
    }
    let sizes = rw.view(alloc).operand_group(1);
    let Some(&size) = sizes.get(dyn_index) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

static ALLOC_PATTERN: FnPattern = FnPattern::new(
    "(anonymous namespace)::SimplifyDimOfAllocOp",
    "memref.dim",
    simplify_dim_of_alloc,
);

pub(crate) fn alloc_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&ALLOC_PATTERN);
}

// ----- gpu.memcpy -----

/// Whether `op` has exactly one memory effect, of kind `kind`, on `v`
/// (`hasSingleEffect`).
fn has_single_effect(
    ctx: &Context,
    body: &Body,
    op: OpId,
    v: Value,
    kind: EffectKind,
    rw: &PatternRewriter<'_>,
) -> bool {
    let Some(def) = ctx.op_def(body.op(op).name) else {
        return false;
    };
    let Some(effects) = def.interfaces.memory_effects else {
        return false;
    };
    let view = rw.view(op);
    let mut list = Vec::new();
    match effects {
        Effects::Static(s) => {
            for &(k, on) in s {
                let vals: Vec<Value> = match on {
                    rmlir_ir::op_def::EffectOn::Operand(g) => view.operand_group(g).to_vec(),
                    rmlir_ir::op_def::EffectOn::Result(g) => view.result_group(g).to_vec(),
                    rmlir_ir::op_def::EffectOn::Nothing => vec![],
                };
                if vals.is_empty() {
                    list.push((k, None));
                }
                for x in vals {
                    list.push((k, Some(x)));
                }
            }
        }
        Effects::Custom(f) => {
            let mut out = Vec::new();
            f(&view, &mut out);
            for e in out {
                list.push((e.kind, e.on));
            }
        }
    }
    let mut found = false;
    for (k, val) in list {
        if val != Some(v) {
            continue;
        }
        if k != kind {
            return false;
        }
        found = true;
    }
    found
}

/// `EraseTrivialCopyOp`: a copy into a fresh allocation nothing reads.
fn erase_trivial_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (deps, dst, token) = {
        let v = rw.view(op);
        let deps = v.operand_group(0).to_vec();
        let dst = v.operand_group(1).first().copied();
        let token = v.result_group(0).first().copied();
        (deps, dst, token)
    };
    let Some(dst) = dst else { return false };
    let Some(def) = defining(rw.body, dst) else {
        return false;
    };
    if !has_single_effect(ctx, rw.body, def, dst, EffectKind::Alloc, rw) {
        return false;
    }
    let users: Vec<OpId> = rw.body.users(dst).map(|u| u.0).collect();
    for u in users {
        if u != op && !has_single_effect(ctx, rw.body, u, dst, EffectKind::Free, rw) {
            return false;
        }
    }
    if deps.len() > 1
        || (deps.is_empty() && token.is_some())
        || (!deps.is_empty() && token.is_none())
    {
        return false;
    }
    rw.replace_op(op, &deps);
    true
}

static MEMCPY_PATTERN: FnPattern = FnPattern::new(
    "(anonymous namespace)::EraseTrivialCopyOp",
    "gpu.memcpy",
    erase_trivial_copy,
);

pub(crate) fn memcpy_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&MEMCPY_PATTERN);
}
