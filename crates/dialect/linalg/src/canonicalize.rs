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
use rmlir_ir::pattern::{AnyOpPattern, FnPattern, PatternRewriter, RewritePattern};
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
        if let Ok(v) = crate::named::with_expr(body, |e| p.eval(e)) {
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
    let pure_buffer = crate::structured::has_pure_buffer_semantics(&v);
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
    let pure_buffer = crate::structured::has_pure_buffer_semantics(&v);
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
static FILL_PAD: [FnPattern; 1] = [FnPattern::new(
    "FoldFillWithPad",
    "tensor.pad",
    fold_fill_with_pad,
)];
static FILL_TRANSPOSE: [FnPattern; 2] = [
    FnPattern::new(
        "FoldInsertPadIntoFill",
        "tensor.insert_slice",
        fold_insert_pad_into_fill,
    ),
    FnPattern::new(
        "FoldFillWithTranspose",
        "linalg.transpose",
        fold_fill_with_transpose,
    ),
];

/// `FillOp::getCanonicalizationPatterns` (without FoldConcatsOfFill and
/// FoldFillWithPack yet).
pub fn fill_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &FILL_CONCAT);
    push_all(out, &FILL_PATTERNS[..2]);
    push_all(out, &FILL_PACK);
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
    push_all(out, &SWAP_TRANSPOSE);
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

/// Upstream's patterns on any op are rooted at `LinalgOp`.
fn is_linalg_op(ctx: &rmlir_ir::Context, name: rmlir_ir::Ident) -> bool {
    ctx.op_def(name).is_some() && crate::structured::class_of_name(ctx.ident_bytes(name)).is_some()
}

static ERASE_DEAD: AnyOpPattern =
    FnPattern::any_op("EraseDeadLinalgOp", erase_dead).only_on(is_linalg_op);

static FOLD_TENSOR_CAST_CONSUMER: FnPattern = FnPattern::new(
    "FoldTensorCastConsumerOp",
    "tensor.cast",
    fold_tensor_cast_consumer,
);

static INFER_STATIC_SHAPE: AnyOpPattern =
    FnPattern::any_op("InferStaticShapeOfOperands", infer_static_shape).only_on(is_linalg_op);

/// `LinalgDialect::getCanonicalizationPatterns`.
pub fn dialect_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&ERASE_DEAD);
    out.push(&FOLD_TENSOR_CAST_CONSUMER);
    out.push(&INFER_STATIC_SHAPE);
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

use rmlir_interfaces::view_like::OpFoldResult;

/// The mixed list of a static array and its dynamic values (`getMixedValues`).
fn mixed(rw: &PatternRewriter<'_>, op: OpId, attr: &str, group: usize) -> Vec<OpFoldResult> {
    let v = rw.view(op);
    let st = v
        .prop(attr)
        .and_then(|a| rw.ctx.dense_i64_array(a))
        .unwrap_or_default();
    let dy: Vec<Value> = v.operand_group(group).to_vec();
    rmlir_interfaces::view_like::mixed_values(&st, &dy)
}

/// `tensor.dim %v, i` with its index constant, at the insertion point.
pub(crate) fn tensor_dim(rw: &mut PatternRewriter<'_>, loc: Location, v: Value, i: i64) -> Value {
    let index = rw.ctx.index_type();
    let c = rw.ctx.integer_attr(index, i);
    let c = rmlir_arith::ops::ConstantOp::build(rw, loc, index, c).result();
    rmlir_tensor::DimOp::build(rw, loc, index, v, c).result()
}

/// Splits mixed sizes into dynamic values and static entries
/// (`dispatchIndexOpFoldResults`).
fn dispatch(ofrs: &[OpFoldResult]) -> (Vec<Value>, Vec<i64>) {
    let mut dy = Vec::new();
    let mut st = Vec::new();
    for o in ofrs {
        match *o {
            OpFoldResult::Int(c) => st.push(c),
            OpFoldResult::Value(v) => {
                dy.push(v);
                st.push(DYN);
            }
        }
    }
    (dy, st)
}

/// `FoldFillWithPad`: a pad of a fill by the fill's value is a fill of a
/// new empty tensor of the pad's reified shape.
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
    let Some(shape) = ctx.type_kind(rt).shape().map(|s| s.to_vec()) else {
        return false;
    };
    let src_shape = crate::structured::shape_of(ctx, rw.body.value_type(src)).to_vec();
    let elem = ctx.type_kind(rt).element_type().expect("tensor");
    let loc = loc_of(rw, op);
    let (low, high) = (
        mixed(rw, op, "static_low", 1),
        mixed(rw, op, "static_high", 2),
    );
    if low.len() != shape.len() || high.len() != shape.len() || src_shape.len() != shape.len() {
        return false;
    }
    // `PadOp::reifyResultShapes`.
    let mut sizes = Vec::new();
    for i in 0..shape.len() {
        if shape[i] != DYN {
            sizes.push(OpFoldResult::Int(shape[i]));
            continue;
        }
        let dim = if src_shape[i] != DYN {
            OpFoldResult::Int(src_shape[i])
        } else {
            OpFoldResult::Value(tensor_dim(rw, loc, src, i as i64))
        };
        let d = rmlir_ir::affine::AffineExpr::dim;
        let map = rmlir_ir::affine::AffineMap::new(3, 0, vec![d(0).add(d(1)).add(d(2))]);
        sizes.push(rmlir_affine::utils::make_composed_folded_affine_apply(
            rw,
            loc,
            &map,
            &[dim, low[i], high[i]],
        ));
    }
    let (dy, st) = dispatch(&sizes);
    let ety = ctx.tensor_type(&st, elem);
    let empty = rmlir_tensor::EmptyOp::build(rw, loc, ety, &dy).result();
    let f = build_fill(rw, loc_of(rw, fill), pad_value, empty);
    let mut r = rw.body.result(f, 0);
    if rw.body.value_type(r) != rt {
        r = tensor_cast(rw, loc_of(rw, fill), rt, r);
    }
    rw.replace_op(op, &[r]);
    true
}

/// `FoldInsertPadIntoFill`: inserting a pad of a fill's value into that
/// fill (or into insertions into it that the pad's slice does not
/// overlap) inserts the unpadded source.
fn fold_insert_pad_into_fill(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let Some(pad) = defining(rw, src, "tensor.pad") else {
        return false;
    };
    let rt = rw.body.value_type(rw.body.result(op, 0));
    let rank = crate::structured::rank_of(ctx, rt);
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
    let low = mixed(rw, pad, "static_low", 1);
    let old_offsets = mixed(rw, op, "static_offsets", 2);
    let old_strides = mixed(rw, op, "static_strides", 4);
    let loc = loc_of(rw, op);
    let s = rmlir_ir::affine::AffineExpr::symbol;
    let add = rmlir_ir::affine::AffineMap::new(0, 2, vec![s(0).add(s(1))]);
    let mut new_offsets = Vec::new();
    for (l, o) in low.iter().zip(&old_offsets) {
        new_offsets.push(rmlir_affine::utils::make_composed_folded_affine_apply(
            rw,
            loc,
            &add,
            &[*l, *o],
        ));
    }
    let pad_src = rw.body.operand(pad, 0);
    let src_shape = crate::structured::shape_of(ctx, rw.body.value_type(pad_src)).to_vec();
    let mut new_sizes = Vec::new();
    for (i, &d) in src_shape.iter().enumerate() {
        if d == DYN {
            new_sizes.push(OpFoldResult::Value(tensor_dim(rw, loc, pad_src, i as i64)));
        } else {
            new_sizes.push(OpFoldResult::Int(d));
        }
    }
    let (od, os) = dispatch(&new_offsets);
    let (sd, ss) = dispatch(&new_sizes);
    let (td, tst) = dispatch(&old_strides);
    let dest = rw.body.operand(op, 1);
    let r = rmlir_tensor::InsertSliceOp::build(
        rw,
        loc,
        rt,
        pad_src,
        dest,
        &od,
        &sd,
        &td,
        ctx.dense_i64_array_attr(&os),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&tst),
    )
    .result();
    rw.replace_op(op, &[r]);
    true
}

/// `IndexOp::fold`: the index of a loop of size 1 is 0.
pub fn fold_index(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let v = f.view();
    let Some(parent) = v.local_parent() else {
        return Fold::Failure;
    };
    let Some(s) = Structured::new(&parent) else {
        return Fold::Failure;
    };
    let Some(maps) = s.indexing_maps() else {
        return Fold::Failure;
    };
    let dim = v.prop("dim").and_then(|a| ctx.int_value(a)).unwrap_or(-1);
    let Some(ranges) = s.static_loop_ranges(&maps) else {
        return Fold::Failure;
    };
    match usize::try_from(dim).ok().and_then(|d| ranges.get(d)) {
        Some(1) => FoldCtx::single(FoldResult::Attr(ctx.integer_attr(ctx.index_type(), 0))),
        _ => Fold::Failure,
    }
}

// ----- linalg.pack / linalg.unpack -----

fn dense_i64s(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Vec<i64> {
    rw.view(op)
        .prop(name)
        .and_then(|a| rw.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

/// The tiles of a pack or unpack: constants or values (`getMixedTiles`).
fn mixed_tiles(rw: &PatternRewriter<'_>, op: OpId, group: usize) -> Vec<OpFoldResult> {
    mixed(rw, op, "static_inner_tiles", group)
}

/// `isEqualConstantIntOrValue` over mixed entries.
fn same_ofr(rw: &PatternRewriter<'_>, a: OpFoldResult, b: OpFoldResult) -> bool {
    let cst = |o: OpFoldResult| match o {
        OpFoldResult::Int(c) => Some(c),
        OpFoldResult::Value(v) => match rw.body.value_def(v) {
            ValueDef::Result { op, .. }
                if rw.ctx.ident_bytes(rw.body.op(op).name) == b"arith.constant" =>
            {
                rw.view(op).prop("value").and_then(|x| rw.ctx.int_value(x))
            }
            _ => None,
        },
    };
    match (cst(a), cst(b)) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// `hasSameInnerOuterAttribute` and `haveSameTiles` of a pack and an
/// unpack.
fn pack_unpack_match(rw: &PatternRewriter<'_>, pack: OpId, unpack: OpId) -> bool {
    if dense_i64s(rw, pack, "inner_dims_pos") != dense_i64s(rw, unpack, "inner_dims_pos") {
        return false;
    }
    let (po, uo) = (
        dense_i64s(rw, pack, "outer_dims_perm"),
        dense_i64s(rw, unpack, "outer_dims_perm"),
    );
    let identity = |p: &[i64]| p.iter().enumerate().all(|(i, &x)| x == i as i64);
    if po != uo && !(identity(&po) && identity(&uo)) {
        return false;
    }
    let (pt, ut) = (mixed_tiles(rw, pack, 3), mixed_tiles(rw, unpack, 2));
    pt.len() == ut.len() && pt.iter().zip(&ut).all(|(&a, &b)| same_ofr(rw, a, b))
}

/// `inferStaticShape` of a pack (`dest_major`: the outer permutation maps
/// dest dims to source dims, else an unpack's the other way): the
/// untiled dims one side knows become static on the other.
fn infer_relayout_shape(
    src: &[i64],
    dest: &[i64],
    inner: &[i64],
    outer: &[i64],
    rank: usize,
    is_pack: bool,
) -> Option<(Vec<i64>, Vec<i64>)> {
    let mut src = src.to_vec();
    let mut dest = dest.to_vec();
    let mut inverse = vec![0i64; outer.len()];
    for (i, &p) in outer.iter().enumerate() {
        *inverse.get_mut(usize::try_from(p).ok()?)? = i as i64;
    }
    let mut changed = false;
    for i in 0..rank {
        if inner.contains(&(i as i64)) {
            continue;
        }
        let (mut sp, mut dp) = (i, i);
        if !inverse.is_empty() {
            if is_pack {
                dp = inverse[sp] as usize;
            } else {
                sp = inverse[dp] as usize;
            }
        }
        let (s_dyn, d_dyn) = (*src.get(sp)? == DYN, *dest.get(dp)? == DYN);
        if s_dyn == d_dyn {
            continue;
        }
        let size = if s_dyn { dest[dp] } else { src[sp] };
        src[sp] = size;
        dest[dp] = size;
        changed = true;
    }
    changed.then_some((src, dest))
}

fn with_shape(ctx: &rmlir_ir::Context, t: Type, shape: &[i64]) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, encoding, .. } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            elem: *elem,
            encoding: *encoding,
        }),
        _ => t,
    }
}

/// `PackOp::canonicalize`: `pack(unpack(x))` is `x`; a padding value no
/// tile needs goes; static sizes one side knows go onto the other.
fn canonicalize_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let pad_range = rw.view(op).operand_range(2).filter(|r| r.1 == 1);
    if let Some(unpack) = defining(rw, src, "linalg.unpack") {
        let ut = rw.body.value_type(rw.body.operand(unpack, 0));
        if ut != rw.body.value_type(rw.body.result(op, 0)) {
            return false;
        }
        if pad_range.is_some() || !pack_unpack_match(rw, op, unpack) {
            return false;
        }
        let x = rw.body.operand(unpack, 0);
        rw.replace_op(op, &[x]);
        return true;
    }
    let inner = dense_i64s(rw, op, "inner_dims_pos");
    let outer = dense_i64s(rw, op, "outer_dims_perm");
    let tiles = dense_i64s(rw, op, "static_inner_tiles");
    let src_shape = crate::structured::shape_of(ctx, rw.body.value_type(src)).to_vec();
    let dest = rw.body.operand(op, 1);
    let dest_shape = crate::structured::shape_of(ctx, rw.body.value_type(dest)).to_vec();
    // `paddingIsNotNeeded`.
    if let Some((pad_at, _)) = pad_range {
        let not_needed = !inner
            .iter()
            .any(|&d| src_shape.get(d as usize) == Some(&DYN))
            && !tiles.contains(&DYN)
            && !crate::relayout::requires_padding(&src_shape, &inner, &dest_shape, &outer, &tiles);
        if not_needed {
            let mut operands: Vec<Value> = rw.body.operands(op).collect();
            operands.remove(pad_at);
            let v = rw.view(op);
            let mut props = v.props().to_vec();
            let seg = ctx.ident("operandSegmentSizes");
            let n_tiles = v.operand_range(3).map_or(0, |r| r.1) as i32;
            for p in props.iter_mut() {
                if p.name == seg {
                    p.value = ctx.dense_i32_array_attr(&[1, 1, 0, n_tiles]);
                }
            }
            let dict = ctx.dictionary_attr(props);
            rw.modify_op_in_place(op, |b| {
                b.set_operands(op, &operands);
                b.op_mut(op).set_properties(Some(dict));
            });
            return true;
        }
    }
    let Some((new_src, new_dest)) = infer_relayout_shape(
        &src_shape,
        &dest_shape,
        &inner,
        &outer,
        src_shape.len(),
        true,
    ) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let mut source = src;
    if new_src != src_shape {
        let t = with_shape(ctx, rw.body.value_type(src), &new_src);
        source = tensor_cast(rw, loc, t, src);
    }
    let orig = rw.body.value_type(rw.body.result(op, 0));
    let mut new_d = dest;
    let update_dest = new_dest != dest_shape;
    if update_dest {
        let t = with_shape(ctx, rw.body.value_type(dest), &new_dest);
        new_d = tensor_cast(rw, loc, t, dest);
    }
    let nt = rw.body.value_type(new_d);
    let result = rw.body.result(op, 0);
    rw.modify_op_in_place(op, |b| {
        b.set_operand(op, 0, source);
        b.set_operand(op, 1, new_d);
        b.set_value_type(result, nt);
    });
    if update_dest {
        rw.set_insertion_point_after(op);
        let c = tensor_cast(rw, loc, orig, result);
        let cast_op = match rw.body.value_def(c) {
            ValueDef::Result { op, .. } => op,
            _ => unreachable!(),
        };
        rw.replace_uses_with_if(result, c, |_, user, _| user != cast_op);
    }
    true
}

/// `UnPackOp::canonicalize`: `unpack(pack(x))` is `x`, and an unpack into
/// the result of a destination-style op writes its init instead.
fn canonicalize_unpack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.body.operand(op, 0);
    if let Some(pack) = defining(rw, src, "linalg.pack") {
        let pt = rw.body.value_type(rw.body.operand(pack, 0));
        let has_pad = rw.view(pack).operand_range(2).is_some_and(|r| r.1 == 1);
        if pt != rw.body.value_type(rw.body.result(op, 0))
            || has_pad
            || !pack_unpack_match(rw, pack, op)
        {
            return false;
        }
        let x = rw.body.operand(pack, 0);
        rw.replace_op(op, &[x]);
        return true;
    }
    let dest = rw.body.operand(op, 1);
    let dest_def = rw.body.value_def(dest);
    if let ValueDef::Result { op: d, index } = dest_def {
        let dv = rw.view(d);
        if dv
            .def
            .is_some_and(|def| def.has(rmlir_ir::OpTraits::DESTINATION_STYLE))
        {
            let init = match Structured::new(&dv) {
                Some(s) => s.inits().get(index as usize).copied(),
                None => match dv.name_str().as_ref() {
                    "linalg.pack" | "linalg.unpack" | "linalg.softmax" => Some(dv.operand(1)),
                    _ => None,
                },
            };
            if let Some(init) = init {
                rw.modify_op_in_place(op, |b| b.set_operand(op, 1, init));
                return true;
            }
        }
    }
    // `inferStaticShape`: a new unpack between casts.
    let ctx = rw.ctx;
    let inner = dense_i64s(rw, op, "inner_dims_pos");
    let outer = dense_i64s(rw, op, "outer_dims_perm");
    let src_shape = crate::structured::shape_of(ctx, rw.body.value_type(src)).to_vec();
    let dest_shape = crate::structured::shape_of(ctx, rw.body.value_type(dest)).to_vec();
    let Some((new_src, new_dest)) = infer_relayout_shape(
        &src_shape,
        &dest_shape,
        &inner,
        &outer,
        dest_shape.len(),
        false,
    ) else {
        return false;
    };
    let loc = loc_of(rw, op);
    let mut source = src;
    if new_src != src_shape {
        let t = with_shape(ctx, rw.body.value_type(src), &new_src);
        source = tensor_cast(rw, loc, t, src);
    }
    let mut new_d = dest;
    if new_dest != dest_shape {
        let t = with_shape(ctx, rw.body.value_type(dest), &new_dest);
        new_d = tensor_cast(rw, loc, t, dest);
    }
    let mut map = IrMapping::default();
    let new = rw.clone_op(op, &mut map);
    let nt = rw.body.value_type(new_d);
    let nr = rw.body.result(new, 0);
    rw.body.set_operand(new, 0, source);
    rw.body.set_operand(new, 1, new_d);
    rw.body.set_value_type(nr, nt);
    let orig = rw.body.value_type(rw.body.result(op, 0));
    let c = tensor_cast(rw, loc, orig, nr);
    rw.replace_op(op, &[c]);
    true
}

static PACK_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "PackOp::canonicalize",
    "linalg.pack",
    canonicalize_pack,
)];
static UNPACK_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "UnPackOp::canonicalize",
    "linalg.unpack",
    canonicalize_unpack,
)];

/// `PackOp::getCanonicalizationPatterns` (its `canonicalize`).
pub fn pack_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &PACK_PATTERNS);
}

/// `UnPackOp::getCanonicalizationPatterns` (its `canonicalize`).
pub fn unpack_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &UNPACK_PATTERNS);
}

/// `reshapeConstantSource`: a splat constant source is a splat of the
/// result's static type (for pack, when the padding is absent or the
/// same value).
fn fold_splat_source(f: &mut FoldCtx<'_>, padding: Option<usize>) -> Fold {
    let ctx = f.ctx;
    let Some(src) = f.operand_attr(0) else {
        return Fold::Failure;
    };
    let rmlir_ir::AttrKind::DenseElements {
        splat: true,
        raw,
        ty,
    } = ctx.attr_kind(src)
    else {
        return Fold::Failure;
    };
    let v = f.view();
    let rt = v.result_type(0);
    let Some(shape) = ctx.type_kind(rt).shape() else {
        return Fold::Failure;
    };
    if shape.contains(&DYN) || ctx.type_kind(rt).element_type() != ctx.type_kind(*ty).element_type()
    {
        return Fold::Failure;
    }
    if let Some(p) = padding {
        if let Some(pad) = f.operand_attr(p) {
            use rmlir_ir::common_folders::{float_or_splat, int_or_splat};
            let same = match (int_or_splat(ctx, Some(src)), int_or_splat(ctx, Some(pad))) {
                (Some(a), Some(b)) => a == b,
                _ => matches!(
                    (float_or_splat(ctx, Some(src)), float_or_splat(ctx, Some(pad))),
                    (Some(a), Some(b)) if a == b
                ),
            };
            if !same {
                return Fold::Failure;
            }
        } else if v.operand_range(p).is_some_and(|r| r.1 == 1) {
            return Fold::Failure;
        }
    }
    let attr = ctx.intern_attr(rmlir_ir::AttrKind::DenseElements {
        ty: rt,
        splat: true,
        raw: raw.clone(),
    });
    FoldCtx::single(FoldResult::Attr(attr))
}

/// `PackOp::fold`.
pub fn fold_pack(f: &mut FoldCtx<'_>) -> Fold {
    fold_splat_source(f, Some(2))
}

/// `UnPackOp::fold`.
pub fn fold_unpack(f: &mut FoldCtx<'_>) -> Fold {
    fold_splat_source(f, None)
}

/// `getAsOpFoldResult` of a fill's value: its constant, or the value.
fn fill_value_ofr(rw: &PatternRewriter<'_>, v: Value) -> (Option<rmlir_ir::Attribute>, Value) {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. }
            if rw.ctx.ident_bytes(rw.body.op(op).name) == b"arith.constant" =>
        {
            (rw.view(op).prop("value"), v)
        }
        _ => (None, v),
    }
}

/// `FoldConcatsOfFill`: a concat of fills of one value is a fill of the
/// concat of their inits.
fn fold_concats_of_fill(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let inputs: Vec<Value> = rw.body.operands(op).collect();
    let Some(&first) = inputs.first() else {
        return false;
    };
    let Some(first_fill) = defining(rw, first, "linalg.fill") else {
        return false;
    };
    let value = rw.body.operand(first_fill, 0);
    let (vc, vv) = fill_value_ofr(rw, value);
    let mut outs = vec![rw.body.operand(first_fill, 1)];
    for &x in &inputs[1..] {
        let Some(f) = defining(rw, x, "linalg.fill") else {
            return false;
        };
        let (c, v) = fill_value_ofr(rw, rw.body.operand(f, 0));
        let same = match (vc, c) {
            (Some(a), Some(b)) => a == b,
            (None, None) => v == vv,
            _ => false,
        };
        if !same {
            return false;
        }
        outs.push(rw.body.operand(f, 1));
    }
    let dim_attr = rw.view(op).prop("dim").expect("dim");
    let dim = ctx.int_value(dim_attr).unwrap_or(0) as usize;
    // `ConcatOp::inferResultType`.
    let shapes: Vec<Vec<i64>> = outs
        .iter()
        .map(|&o| crate::structured::shape_of(ctx, rw.body.value_type(o)).to_vec())
        .collect();
    let rank = shapes[0].len();
    let elem = ctx
        .type_kind(rw.body.value_type(outs[0]))
        .element_type()
        .expect("tensor");
    let mut shape = Vec::with_capacity(rank);
    for d in 0..rank {
        if d == dim {
            let mut sum = 0i64;
            for sh in &shapes {
                if sh[d] == DYN || sum == DYN {
                    sum = DYN;
                } else {
                    sum += sh[d];
                }
            }
            shape.push(sum);
        } else {
            shape.push(
                shapes
                    .iter()
                    .map(|sh| sh[d])
                    .find(|&x| x != DYN)
                    .unwrap_or(DYN),
            );
        }
    }
    let ty = ctx.tensor_type(&shape, elem);
    let loc = loc_of(rw, op);
    let concat = rmlir_tensor::ConcatOp::build(rw, loc, ty, &outs, dim_attr).result();
    let f = build_fill(rw, loc, value, concat);
    let r: Vec<Value> = rw.body.results(f).collect();
    rw.replace_op(op, &r);
    true
}

/// `FoldFillWithPack`: a pack of a fill (padded by nothing or the same
/// value) into a destination used once is a fill of the destination.
fn fold_fill_with_pack(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.body.operand(op, 0);
    let Some(fill) = defining(rw, src, "linalg.fill") else {
        return false;
    };
    let value = rw.body.operand(fill, 0);
    if let Some((s, 1)) = rw.view(op).operand_range(2) {
        let pad = rw.body.operand(op, s);
        let ci = |v: Value| fill_value_ofr(rw, v).0.and_then(|x| rw.ctx.int_value(x));
        let same = match (ci(pad), ci(value)) {
            (Some(x), Some(y)) if x == y => true,
            _ => pad == value,
        };
        if !same {
            return false;
        }
    }
    let dest = rw.body.operand(op, 1);
    if rw.body.users(dest).count() != 1 {
        return false;
    }
    let f = build_fill(rw, loc_of(rw, op), value, dest);
    let r: Vec<Value> = rw.body.results(f).collect();
    rw.replace_op(op, &r);
    true
}

static FILL_CONCAT: [FnPattern; 1] = [FnPattern::new(
    "FoldConcatsOfFill",
    "tensor.concat",
    fold_concats_of_fill,
)];
static FILL_PACK: [FnPattern; 1] = [FnPattern::new(
    "FoldFillWithPack",
    "linalg.pack",
    fold_fill_with_pack,
)];

/// `SwapTransposeWithBroadcast`: `transpose(broadcast(x))` is
/// `broadcast(transpose(x))`, when the broadcast has no other use.
fn swap_transpose_with_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let input = rw.body.operand(op, 0);
    let Some(bcast) = defining(rw, input, "linalg.broadcast") else {
        return false;
    };
    if rw.body.users(input).count() != 1 {
        return false;
    }
    let dims = dense_i64s(rw, bcast, "dimensions");
    let perms = dense_i64s(rw, op, "permutation");
    // `dropDims(perms, dims)`.
    let mut result_perms = Vec::new();
    for &p in &perms {
        if dims.contains(&p) {
            continue;
        }
        result_perms.push(p - dims.iter().filter(|&&d| d < p).count() as i64);
    }
    let mut inverse = vec![0i64; perms.len()];
    for (i, &p) in perms.iter().enumerate() {
        match usize::try_from(p).ok().and_then(|p| inverse.get_mut(p)) {
            Some(slot) => *slot = i as i64,
            None => return false,
        }
    }
    let mut result_dims = Vec::new();
    for &d in &dims {
        match usize::try_from(d).ok().and_then(|d| inverse.get(d)) {
            Some(&x) => result_dims.push(x),
            None => return false,
        }
    }
    let src = rw.body.operand(bcast, 0);
    let st = rw.body.value_type(src);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(st) else {
        return false;
    };
    let (shape, elem) = (shape.to_vec(), *elem);
    let loc = loc_of(rw, op);
    let mut sizes = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        sizes.push(if d == DYN {
            OpFoldResult::Value(tensor_dim(rw, loc, src, i as i64))
        } else {
            OpFoldResult::Int(d)
        });
    }
    let mut permuted = Vec::new();
    for &p in &result_perms {
        match usize::try_from(p).ok().and_then(|p| sizes.get(p)) {
            Some(&s) => permuted.push(s),
            None => return false,
        }
    }
    let (dy, st_shape) = dispatch(&permuted);
    let ety = ctx.tensor_type(&st_shape, elem);
    let empty = rmlir_tensor::EmptyOp::build(rw, loc, ety, &dy).result();
    let t = build_identity(
        rw,
        "linalg.transpose",
        loc,
        src,
        empty,
        "permutation",
        &result_perms,
    );
    let tr = rw.body.result(t, 0);
    let init = rw.body.operand(op, 1);
    let b = build_identity(
        rw,
        "linalg.broadcast",
        loc,
        tr,
        init,
        "dimensions",
        &result_dims,
    );
    let r: Vec<Value> = rw.body.results(b).collect();
    rw.replace_op(op, &r);
    true
}

static SWAP_TRANSPOSE: [FnPattern; 1] = [FnPattern::new(
    "SwapTransposeWithBroadcast",
    "linalg.transpose",
    swap_transpose_with_broadcast,
)];
