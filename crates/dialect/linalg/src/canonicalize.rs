//! Folders and canonicalization patterns of the linalg ops
//! (`LinalgOps.cpp`): `memref.cast` folded into structured ops, identity
//! generic/broadcast ops and self copies erased, `linalg.fill` folded
//! with extracts, reshapes, copies and transposes, transposes of
//! transposes, and the dialect's patterns on every structured op
//! (`EraseDeadLinalgOp`, `FoldTensorCastConsumerOp`,
//! `InferStaticShapeOfOperands`).

use std::collections::HashMap;

use rmlir_ir::body::IrMapping;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Context, Location, NamedAttr, OpId, Type, TypeKind, Value, ValueDef};

use crate::structured::{class_of, Structured};

const DYN: i64 = i64::MIN;

fn push_all(out: &mut Vec<&'static dyn RewritePattern>, ps: &'static [FnPattern]) {
    out.extend(ps.iter().map(|p| p as &dyn RewritePattern));
}

/// `memref::foldMemRefCast` (the folder of the structured ops).
pub fn fold_memref_cast(f: &mut FoldCtx<'_>) -> Fold {
    if rmlir_memref::fold::fold_memref_cast(f.ctx, f.body, f.op, None) {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `TransposeOp::fold`: a transpose of a tensor by the identity is its
/// input.
pub fn fold_transpose(f: &mut FoldCtx<'_>) -> Fold {
    let v = f.view();
    let ctx = f.ctx;
    let input = v.operand(0);
    if !matches!(
        ctx.type_kind(v.value_type(input)),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Fold::Failure;
    }
    let perm = v
        .prop("permutation")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        return FoldCtx::single(FoldResult::Value(input));
    }
    Fold::Failure
}

fn defining(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. }
            if rw.ctx.ident_bytes(rw.body.op(op).name) == name.as_bytes() =>
        {
            Some(op)
        }
        _ => None,
    }
}

fn loc_of(rw: &PatternRewriter<'_>, op: OpId) -> Location {
    rw.body.op(op).loc
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// `tensor::CastOp::areCastCompatible`.
fn tensor_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (ka, kb) = (ctx.type_kind(a), ctx.type_kind(b));
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) {
        return false;
    }
    if ka.element_type() != kb.element_type() {
        return false;
    }
    match (ka.shape(), kb.shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == DYN || q == DYN || p == q)
        }
        _ => true,
    }
}

/// `tensor.cast %v : ... to ty`.
fn tensor_cast(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: Value) -> Value {
    rmlir_tensor::CastOp::build(rw, loc, ty, v).dest()
}

/// Builds `linalg.fill ins(value) outs(init)` at the insertion point
/// (upstream's `FillOp::create`): its payload at unknown locations.
pub fn build_fill(rw: &mut PatternRewriter<'_>, loc: Location, value: Value, init: Value) -> OpId {
    let ctx = rw.ctx;
    let it = rw.body.value_type(init);
    let results: Vec<Type> = if matches!(ctx.type_kind(it), TypeKind::RankedTensor { .. }) {
        vec![it]
    } else {
        Vec::new()
    };
    build_structured(
        rw,
        &crate::FILL_OP,
        loc,
        &[value],
        &[init],
        &results,
        Vec::new(),
        "%0",
    )
}

/// Builds a named structured op (`buildStructuredOp`): operands, result
/// types, properties (`operandSegmentSizes` added), and its payload.
#[allow(clippy::too_many_arguments)]
pub fn build_structured(
    rw: &mut PatternRewriter<'_>,
    def: &'static rmlir_ir::OpDef,
    loc: Location,
    ins: &[Value],
    outs: &[Value],
    results: &[Type],
    mut props: Vec<NamedAttr>,
    body: &str,
) -> OpId {
    let ctx = rw.ctx;
    let segs = ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]);
    props.push(NamedAttr {
        name: ctx.ident("operandSegmentSizes"),
        value: segs,
    });
    let mut operands = ins.to_vec();
    operands.extend_from_slice(outs);
    let types: Vec<Type> = operands.iter().map(|&v| rw.body.value_type(v)).collect();
    let ip = rw.insertion_point();
    let op = rw.create_registered(def, loc, &operands, results, props.clone(), &[], 1);
    let region = rw.body.local_regions(op).next().expect("a region");
    let arg_types = crate::named::block_arg_types(ctx, &types);
    let unknown = ctx.unknown_loc();
    let locs: Vec<Option<Location>> = vec![Some(unknown); arg_types.len()];
    let blk = rw.create_block(region, None, &arg_types, &locs);
    let args: Vec<Value> = rw.body.block_args(blk).to_vec();
    {
        let b: &mut rmlir_ir::builder::Builder<'_> = rw;
        let mut p = crate::named::Payload {
            b,
            args,
            attrs: &props,
        };
        if let Ok(v) = p.eval(&crate::named::parse_expr(body)) {
            p.yield_values(&[v]);
        }
    }
    rw.restore_insertion_point(ip);
    op
}

/// The yield's operands if `op`'s body is a single `linalg.yield`.
fn only_yield(rw: &PatternRewriter<'_>, op: OpId) -> Option<(rmlir_ir::BlockId, Vec<Value>)> {
    let region = rw.body.local_regions(op).next()?;
    let block = rw.body.first_block(region)?;
    let mut ops = rw.body.block_ops(block);
    let y = ops.next()?;
    if ops.next().is_some() || rw.ctx.ident_bytes(rw.body.op(y).name) != b"linalg.yield" {
        return None;
    }
    Some((block, rw.body.operands(y).collect()))
}

/// `EraseIdentityLinalgOp`: a generic (or broadcast) that only copies its
/// inputs to its results.
fn erase_identity(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let Some((block, yielded)) = only_yield(rw, op) else {
        return false;
    };
    let v = rw.view(op);
    let s = Structured::new(&v).expect("structured");
    let operands = v.operands();
    let pure_buffer = operands
        .iter()
        .all(|&x| matches!(ctx.type_kind(v.value_type(x)), TypeKind::MemRef { .. }));
    if pure_buffer {
        let (ins, inits) = (s.inputs(), s.inits());
        if ins.len() != 1 || inits.len() != 1 || ins[0] != inits[0] {
            return false;
        }
        match yielded.first().map(|&y| rw.body.value_def(y)) {
            Some(ValueDef::BlockArg { block: b, .. }) if b == block => {}
            _ => return false,
        }
        rw.erase_op(op);
        return true;
    }
    if !s.has_pure_tensor_semantics() {
        return false;
    }
    let num_results = v.num_results();
    let mut returned = Vec::new();
    for (i, &y) in yielded.iter().enumerate() {
        let ValueDef::BlockArg { block: b, index } = rw.body.value_def(y) else {
            return false;
        };
        if b != block {
            return false;
        }
        let Some(&arg) = operands.get(index as usize) else {
            return false;
        };
        if i >= num_results {
            return false;
        }
        returned.push((arg, v.result_type(i)));
    }
    if returned.len() != num_results {
        return false;
    }
    let loc = loc_of(rw, op);
    let mut values = Vec::new();
    for (arg, rt) in returned {
        let at = rw.body.value_type(arg);
        if at != rt {
            if !tensor_cast_compatible(ctx, at, rt) {
                return false;
            }
            values.push(tensor_cast(rw, loc, rt, arg));
        } else {
            values.push(arg);
        }
    }
    rw.replace_op(op, &values);
    true
}

/// `EraseSelfCopy`: `linalg.copy` of a value to itself.
fn erase_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    let (ins, outs) = (s.inputs(), s.inits());
    if ins[..] != outs[..] {
        return false;
    }
    let pure_buffer = v
        .operands()
        .iter()
        .all(|&x| matches!(rw.ctx.type_kind(v.value_type(x)), TypeKind::MemRef { .. }));
    if pure_buffer {
        rw.erase_op(op);
    } else {
        let ins: Vec<Value> = ins.to_vec();
        rw.replace_op(op, &ins);
    }
    true
}

/// `FoldFillWithTensorExtract`: an element of a fill is its value.
fn fold_fill_with_extract(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let t = rw.body.operand(op, 0);
    let Some(fill) = defining(rw, t, "linalg.fill") else {
        return false;
    };
    let value = rw.body.operand(fill, 0);
    rw.replace_op(op, &[value]);
    true
}

/// `FoldFillWithTensorReshape`: a reshape of a fill is a fill of the
/// reshaped init.
fn fold_fill_with_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.body.operand(op, 0);
    let Some(fill) = defining(rw, src, "linalg.fill") else {
        return false;
    };
    let ctx = rw.ctx;
    let loc = loc_of(rw, fill);
    let value = rw.body.operand(fill, 0);
    let init = rw.body.operand(fill, 1);
    let v = rw.view(op);
    let rt = v.result_type(0);
    let reassoc = v.prop("reassociation").expect("reassociation");
    let new_init = if ctx.ident_bytes(v.name()) == b"tensor.expand_shape" {
        let shape: Vec<Value> = v.operand_group(1).to_vec();
        let st = v.prop("static_output_shape").expect("static_output_shape");
        rmlir_tensor::ExpandShapeOp::build(rw, loc, rt, init, &shape, reassoc, st).result()
    } else {
        rmlir_tensor::CollapseShapeOp::build(rw, loc, rt, init, reassoc).result()
    };
    let new_fill = build_fill(rw, loc_of(rw, op), value, new_init);
    let r: Vec<Value> = rw.body.results(new_fill).collect();
    rw.replace_op(op, &r);
    true
}

/// `FoldFillWithCopy`: a copy from a fill is a fill; a copy into a fill
/// writes the fill's init.
fn fold_fill_with_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(op, 0);
    let output = rw.body.operand(op, 1);
    let loc = loc_of(rw, op);
    if let Some(fill) = defining(rw, input, "linalg.fill") {
        let value = rw.body.operand(fill, 0);
        let f = build_fill(rw, loc, value, output);
        let r: Vec<Value> = rw.body.results(f).collect();
        rw.replace_op(op, &r);
        return true;
    }
    if let Some(fill) = defining(rw, output, "linalg.fill") {
        let init = rw.body.operand(fill, 1);
        let ot = rw.body.value_type(init);
        let results: Vec<Type> = if matches!(rw.ctx.type_kind(ot), TypeKind::RankedTensor { .. }) {
            vec![ot]
        } else {
            Vec::new()
        };
        let c = build_structured(
            rw,
            &crate::COPY_OP,
            loc,
            &[input],
            &[init],
            &results,
            Vec::new(),
            "(cast %1 %0)",
        );
        let r: Vec<Value> = rw.body.results(c).collect();
        rw.replace_op(op, &r);
        return true;
    }
    false
}

/// `FoldFillWithTranspose`: a transpose of a fill is a fill of its init.
fn fold_fill_with_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let input = rw.body.operand(op, 0);
    let Some(fill) = defining(rw, input, "linalg.fill") else {
        return false;
    };
    let value = rw.body.operand(fill, 0);
    let init = rw.body.operand(op, 1);
    let f = build_fill(rw, loc_of(rw, op), value, init);
    let r: Vec<Value> = rw.body.results(f).collect();
    rw.replace_op(op, &r);
    true
}

static FILL_PATTERNS: [FnPattern; 4] = [
    FnPattern::new("FoldFillWithCopy", "linalg.copy", fold_fill_with_copy),
    FnPattern::new(
        "FoldFillWithTensorExtract",
        "tensor.extract",
        fold_fill_with_extract,
    ),
    FnPattern::new(
        "FoldFillWithTensorReshape<CollapseShapeOp>",
        "tensor.collapse_shape",
        fold_fill_with_reshape,
    ),
    FnPattern::new(
        "FoldFillWithTensorReshape<ExpandShapeOp>",
        "tensor.expand_shape",
        fold_fill_with_reshape,
    ),
];
static FILL_PAD: [FnPattern; 1] = [FnPattern::new("FoldFillWithPad", "tensor.pad", fold_fill_with_pad)];
static FILL_TRANSPOSE: [FnPattern; 2] = [
    FnPattern::new("FoldInsertPadIntoFill", "tensor.insert_slice", fold_insert_pad_into_fill),
    FnPattern::new("FoldFillWithTranspose", "linalg.transpose", fold_fill_with_transpose),
];

/// `FillOp::getCanonicalizationPatterns` (without FoldConcatsOfFill and
/// FoldFillWithPack yet).
pub fn fill_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &FILL_PATTERNS[..2]);
    push_all(out, &FILL_PAD);
    push_all(out, &FILL_PATTERNS[2..]);
    push_all(out, &FILL_TRANSPOSE);
}

static COPY_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "EraseSelfCopy",
    "linalg.copy",
    erase_self_copy,
)];

/// `CopyOp::getCanonicalizationPatterns`.
pub fn copy_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &COPY_PATTERNS);
}

static GENERIC_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "EraseIdentityLinalgOp<GenericOp>",
    "linalg.generic",
    erase_identity,
)];

/// `GenericOp::getCanonicalizationPatterns`.
pub fn generic_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &GENERIC_PATTERNS);
}

/// `FoldBroadcasts`: a broadcast of a broadcast.
fn fold_broadcasts(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let input = rw.body.operand(op, 0);
    let Some(def) = defining(rw, input, "linalg.broadcast") else {
        return false;
    };
    let dims_of = |rw: &PatternRewriter<'_>, o: OpId| {
        rw.view(o)
            .prop("dimensions")
            .and_then(|a| ctx.dense_i64_array(a))
            .unwrap_or_default()
    };
    let def_dims = dims_of(rw, def);
    let dims = dims_of(rw, op);
    let init = rw.body.operand(op, 1);
    let rank = crate::structured::rank_of(ctx, rw.body.value_type(init)) as i64;
    let map: Vec<i64> = (0..rank).filter(|d| !dims.contains(d)).collect();
    let mut folded = dims.clone();
    for d in def_dims {
        match map.get(d as usize) {
            Some(&m) => folded.push(m),
            None => return false,
        }
    }
    folded.sort();
    let src = rw.body.operand(def, 0);
    let b = build_identity(
        rw,
        "linalg.broadcast",
        loc_of(rw, op),
        src,
        init,
        "dimensions",
        &folded,
    );
    let r: Vec<Value> = rw.body.results(b).collect();
    rw.replace_op(op, &r);
    true
}

/// Builds `linalg.transpose`/`linalg.broadcast` (`buildIdentityRegion`).
fn build_identity(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    input: Value,
    init: Value,
    attr: &str,
    values: &[i64],
) -> OpId {
    let ctx = rw.ctx;
    let def = ctx.registry().op_def(name.as_bytes()).expect("registered");
    let it = rw.body.value_type(init);
    let results: Vec<Type> = if matches!(ctx.type_kind(it), TypeKind::RankedTensor { .. }) {
        vec![it]
    } else {
        Vec::new()
    };
    let props = vec![NamedAttr {
        name: ctx.ident(attr),
        value: ctx.dense_i64_array_attr(values),
    }];
    let ip = rw.insertion_point();
    let op = rw.create_registered(def, loc, &[input, init], &results, props, &[], 1);
    let region = rw.body.local_regions(op).next().expect("a region");
    let types = [rw.body.value_type(input), it];
    let arg_types = crate::named::block_arg_types(ctx, &types);
    let locs: Vec<Option<Location>> = [input, init]
        .iter()
        .map(|&v| {
            Some(match rw.body.value_def(v) {
                ValueDef::Result { op, .. } => rw.body.op(op).loc,
                _ => rw.body.arg_loc(v).unwrap_or_else(|| ctx.unknown_loc()),
            })
        })
        .collect();
    let blk = rw.create_block(region, None, &arg_types, &locs);
    let a = rw.body.block_args(blk)[0];
    rw.create_simple("linalg.yield", loc, &[a], &[], None);
    rw.restore_insertion_point(ip);
    op
}

static BROADCAST_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "EraseIdentityLinalgOp<BroadcastOp>",
        "linalg.broadcast",
        erase_identity,
    ),
    FnPattern::new("FoldBroadcasts", "linalg.broadcast", fold_broadcasts),
];

/// `BroadcastOp::getCanonicalizationPatterns`.
pub fn broadcast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &BROADCAST_PATTERNS);
}

/// `FoldTransposeWithTranspose`.
fn fold_transpose_transpose(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let input = rw.body.operand(op, 0);
    let Some(def) = defining(rw, input, "linalg.transpose") else {
        return false;
    };
    let perm_of = |rw: &PatternRewriter<'_>, o: OpId| {
        rw.view(o)
            .prop("permutation")
            .and_then(|a| ctx.dense_i64_array(a))
            .unwrap_or_default()
    };
    let def_perm = perm_of(rw, def);
    let perm = perm_of(rw, op);
    let mut folded = Vec::new();
    for p in perm {
        match def_perm.get(p as usize) {
            Some(&d) => folded.push(d),
            None => return false,
        }
    }
    let src = rw.body.operand(def, 0);
    let init = rw.body.operand(op, 1);
    let t = build_identity(
        rw,
        "linalg.transpose",
        loc_of(rw, op),
        src,
        init,
        "permutation",
        &folded,
    );
    let r: Vec<Value> = rw.body.results(t).collect();
    rw.replace_op(op, &r);
    true
}

static TRANSPOSE_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "FoldTransposeWithTranspose",
    "linalg.transpose",
    fold_transpose_transpose,
)];

/// `TransposeOp::getCanonicalizationPatterns`.
pub fn transpose_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &TRANSPOSE_PATTERNS);
}

// ----- the dialect's patterns -----

/// `EraseDeadLinalgOp`: a structured op with a memref operand of a zero
/// dimension does nothing.
fn erase_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.view(op);
    if class_of(&v).is_none() {
        return false;
    }
    let ctx = rw.ctx;
    let dead = v.operand_types().iter().any(|&t| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => shape.contains(&0),
        _ => false,
    });
    if dead {
        rw.erase_op(op);
    }
    dead
}

/// `preservesStaticInformation`.
fn preserves_static(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        TypeKind::RankedTensor {
            shape: s,
            elem: se,
            encoding: sx,
        },
        TypeKind::RankedTensor {
            shape: t,
            elem: te,
            encoding: tx,
        },
    ) = (ctx.type_kind(source), ctx.type_kind(target))
    else {
        return false;
    };
    se == te
        && s.len() == t.len()
        && sx == tx
        && s.iter().zip(t.iter()).all(|(&a, &b)| a == DYN || b != DYN)
}

/// `mlir::clone(b, op, resultTypes, operands)`: a copy of `op` with other
/// operands and result types.
fn clone_with(rw: &mut PatternRewriter<'_>, op: OpId, types: &[Type], operands: &[Value]) -> OpId {
    let mut map = IrMapping::default();
    let new = rw.clone_op(op, &mut map);
    rw.body.set_operands(new, operands);
    let results: Vec<Value> = rw.body.results(new).collect();
    for (r, &t) in results.iter().zip(types) {
        rw.body.set_value_type(*r, t);
    }
    new
}

/// `FoldTensorCastConsumerOp`: a cast making a structured op's result
/// more static goes onto the op's init instead.
fn fold_tensor_cast_consumer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let cast_ty = rw.body.value_type(rw.body.result(op, 0));
    if !preserves_static(ctx, rw.body.value_type(src), cast_ty) {
        return false;
    }
    let ValueDef::Result {
        op: producer,
        index,
    } = rw.body.value_def(src)
    else {
        return false;
    };
    let pv = rw.view(producer);
    let Some(s) = Structured::new(&pv) else {
        return false;
    };
    if rw.body.parent_block(op) != rw.body.parent_block(producer) {
        return false;
    }
    let n_in = s.num_inputs();
    let inits = s.inits();
    let mut operands: Vec<Value> = s.inputs().to_vec();
    let mut result_types: Vec<Type> = pv.result_types().to_vec();
    let loc = loc_of(rw, producer);
    rw.set_insertion_point(producer);
    let out = inits[index as usize];
    let new_out = tensor_cast(rw, loc, cast_ty, out);
    let mut outs = inits.to_vec();
    outs[index as usize] = new_out;
    operands.extend(outs);
    let _ = n_in;
    result_types[index as usize] = cast_ty;
    let new = clone_with(rw, producer, &result_types, &operands);
    let new_res = rw.body.result(new, index as usize);
    let old_ty = rw.body.value_type(src);
    let back = tensor_cast(rw, loc, old_ty, new_res);
    let mut results: Vec<Value> = rw.body.results(new).collect();
    results[index as usize] = back;
    rw.replace_op(producer, &results);
    rw.replace_op(op, &[new_res]);
    true
}

/// `InferStaticShapeOfOperands`: dims a static operand fixes are made
/// static on the others, through casts.
fn infer_static_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    if !s.has_pure_tensor_semantics() {
        return false;
    }
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    if maps.iter().any(|m| !m.is_projected_permutation(false)) {
        return false;
    }
    let operands = v.operands();
    let n_in = s.num_inputs();
    let scalar = |t: Type| crate::structured::is_scalar(ctx, t);
    // Static sizes of each dim expression, first occurrence wins.
    let mut sizes: HashMap<u32, i64> = HashMap::new();
    for (i, &x) in operands.iter().enumerate() {
        let t = v.value_type(x);
        if scalar(t) {
            continue;
        }
        let Some(shape) = ctx.type_kind(t).shape() else {
            continue;
        };
        let mut src_shape = shape.to_vec();
        if let ValueDef::Result { op: d, .. } = rw.body.value_def(x) {
            if ctx.ident_bytes(rw.body.op(d).name) == b"tensor.cast" {
                let cs = rw.body.value_type(rw.body.operand(d, 0));
                if let Some(cshape) = ctx.type_kind(cs).shape() {
                    if cshape.iter().all(|&d| d != DYN) && cshape.len() == src_shape.len() {
                        src_shape = cshape.to_vec();
                    }
                }
            }
        }
        for (k, &d) in src_shape.iter().enumerate() {
            if shape[k] == DYN {
                continue;
            }
            if let Some(pos) = maps[i].results.get(k).and_then(|e| e.as_dim()) {
                sizes.entry(pos).or_insert(d);
            }
        }
    }
    let mut new_operands = Vec::new();
    let mut result_types = Vec::new();
    let mut changed = false;
    let loc = loc_of(rw, op);
    for (i, &x) in operands.iter().enumerate() {
        let t = rw.body.value_type(x);
        new_operands.push(x);
        if scalar(t) {
            continue;
        }
        let is_init = i >= n_in;
        let (shape, elem, enc) = match ctx.type_kind(t) {
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => (shape.to_vec(), *elem, *encoding),
            _ => continue,
        };
        if shape.iter().all(|&d| d != DYN) && is_init {
            result_types.push(t);
            continue;
        }
        let mut new_shape = Vec::new();
        let mut needed = false;
        for (k, &d) in shape.iter().enumerate() {
            let e = maps[i].results.get(k).and_then(|e| e.as_dim());
            match e.and_then(|p| sizes.get(&p)) {
                Some(&sz) if d == DYN => {
                    new_shape.push(sz);
                    needed = true;
                }
                _ => new_shape.push(d),
            }
        }
        let nt = ctx.intern_type(TypeKind::RankedTensor {
            shape: new_shape.into(),
            elem,
            encoding: enc,
        });
        if needed {
            changed = true;
            let c = tensor_cast(rw, loc, nt, x);
            *new_operands.last_mut().expect("pushed") = c;
        }
        if is_init {
            result_types.push(nt);
        }
    }
    if !changed {
        return false;
    }
    let new = clone_with(rw, op, &result_types, &new_operands);
    let olds: Vec<Value> = rw.body.results(op).collect();
    let news: Vec<Value> = rw.body.results(new).collect();
    let mut repl = Vec::new();
    for (o, n) in olds.iter().zip(&news) {
        let (ot, nt) = (rw.body.value_type(*o), rw.body.value_type(*n));
        repl.push(if ot != nt {
            tensor_cast(rw, loc, ot, *n)
        } else {
            *n
        });
    }
    rw.replace_op(op, &repl);
    true
}

static DIALECT_PATTERNS: [FnPattern; 3] = [
    FnPattern {
        name: "EraseDeadLinalgOp",
        root: None,
        benefit: 1,
        apply: erase_dead,
    },
    FnPattern::new(
        "FoldTensorCastConsumerOp",
        "tensor.cast",
        fold_tensor_cast_consumer,
    ),
    FnPattern {
        name: "InferStaticShapeOfOperands",
        root: None,
        benefit: 1,
        apply: infer_static_shape,
    },
];

/// `LinalgDialect::getCanonicalizationPatterns`.
pub fn dialect_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &DIALECT_PATTERNS);
}

/// `PadOp::getConstantPaddingValue`: the value the pad's region yields,
/// when a constant or defined outside of it.
fn constant_padding_value(rw: &PatternRewriter<'_>, pad: OpId) -> Option<Value> {
    let region = rw.body.local_regions(pad).next()?;
    let block = rw.body.first_block(region)?;
    let y = rw.body.last_op(block)?;
    if rw.ctx.ident_bytes(rw.body.op(y).name) != b"tensor.yield" || rw.body.operand_count(y) != 1 {
        return None;
    }
    let v = rw.body.operand(y, 0);
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } => {
            if rw.ctx.ident_bytes(rw.body.op(op).name) == b"arith.constant" {
                return Some(v);
            }
            if rw.body.parent_block(op) == Some(block) {
                return None;
            }
        }
        ValueDef::BlockArg { block: b, .. } => {
            if b == block {
                return None;
            }
        }
    }
    Some(v)
}

/// `FoldFillWithPad` (static result shapes): a pad of a fill by the
/// fill's value is a fill of a new empty tensor.
fn fold_fill_with_pad(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let Some(fill) = defining(rw, src, "linalg.fill") else {
        return false;
    };
    let Some(pad_value) = constant_padding_value(rw, op) else {
        return false;
    };
    if rw.body.operand(fill, 0) != pad_value {
        return false;
    }
    let rt = rw.body.value_type(rw.body.result(op, 0));
    let Some(shape) = ctx.type_kind(rt).shape() else {
        return false;
    };
    if shape.contains(&DYN) {
        return false;
    }
    let elem = ctx.type_kind(rt).element_type().expect("tensor");
    let ety = ctx.tensor_type(shape, elem);
    let loc = loc_of(rw, op);
    let empty = rmlir_tensor::EmptyOp::build(rw, loc, ety, &[]).result();
    let f = build_fill(rw, loc_of(rw, fill), pad_value, empty);
    let mut r = rw.body.result(f, 0);
    if rw.body.value_type(r) != rt {
        r = tensor_cast(rw, loc_of(rw, fill), rt, r);
    }
    rw.replace_op(op, &[r]);
    true
}

/// `FoldInsertPadIntoFill` (constant offsets and pads): inserting a pad
/// of a fill's value into that fill inserts the unpadded source.
fn fold_insert_pad_into_fill(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let Some(pad) = defining(rw, src, "tensor.pad") else {
        return false;
    };
    let v = rw.view(op);
    let rank = crate::structured::rank_of(ctx, v.result_type(0));
    if rank != crate::structured::rank_of(ctx, rw.body.value_type(src)) {
        return false;
    }
    let i64s = |rw: &PatternRewriter<'_>, o: OpId, n: &str| {
        rw.view(o)
            .prop(n)
            .and_then(|a| ctx.dense_i64_array(a))
            .unwrap_or_default()
    };
    let (offs, sizes, strides) = (
        i64s(rw, op, "static_offsets"),
        i64s(rw, op, "static_sizes"),
        i64s(rw, op, "static_strides"),
    );
    if offs.len() != rank || sizes.len() != rank || strides.len() != rank {
        return false;
    }
    let mut first_dest = rw.body.operand(op, 1);
    while let Some(prev) = defining(rw, first_dest, "tensor.insert_slice") {
        let pv = rw.view(prev);
        if crate::structured::rank_of(ctx, pv.result_type(0))
            != crate::structured::rank_of(ctx, pv.operand_type(0))
        {
            return false;
        }
        let (po, ps, pst) = (
            i64s(rw, prev, "static_offsets"),
            i64s(rw, prev, "static_sizes"),
            i64s(rw, prev, "static_strides"),
        );
        if po.len() != rank || ps.len() != rank || pst.len() != rank {
            return false;
        }
        let mut disjoint = false;
        for i in 0..rank {
            let vals = [offs[i], sizes[i], strides[i], po[i], ps[i], pst[i]];
            if vals.contains(&DYN) {
                continue;
            }
            let prev_end = po[i] + (ps[i] - 1) * pst[i];
            let next_end = offs[i] + (sizes[i] - 1) * strides[i];
            if prev_end < offs[i] || next_end < po[i] {
                disjoint = true;
                break;
            }
        }
        if !disjoint {
            break;
        }
        first_dest = rw.body.operand(prev, 1);
    }
    let Some(fill) = defining(rw, first_dest, "linalg.fill") else {
        return false;
    };
    let Some(pad_value) = constant_padding_value(rw, pad) else {
        return false;
    };
    if rw.body.operand(fill, 0) != pad_value {
        return false;
    }
    let low = i64s(rw, pad, "static_low");
    if low.contains(&DYN) || offs.contains(&DYN) || strides.contains(&DYN) {
        return false;
    }
    let pad_src = rw.body.operand(pad, 0);
    let st = rw.body.value_type(pad_src);
    let src_shape = crate::structured::shape_of(ctx, st).to_vec();
    if src_shape.contains(&DYN) {
        return false;
    }
    let new_offs: Vec<i64> = low.iter().zip(&offs).map(|(a, b)| a + b).collect();
    let dest = rw.body.operand(op, 1);
    let rt = v.result_type(0);
    let loc = loc_of(rw, op);
    let r = rmlir_tensor::InsertSliceOp::build(
        rw,
        loc,
        rt,
        pad_src,
        dest,
        &[],
        &[],
        &[],
        ctx.dense_i64_array_attr(&new_offs),
        ctx.dense_i64_array_attr(&src_shape),
        ctx.dense_i64_array_attr(&strides),
    )
    .result();
    rw.replace_op(op, &[r]);
    true
}
