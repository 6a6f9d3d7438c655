//! Canonicalization patterns of the shape ops (`Shape.cpp` and
//! `ShapeCanonicalization.td`; a declarative pattern's benefit is the
//! number of ops it matches).

use smallvec::SmallVec;

use rmlir_ir::body::OperationState;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpId, Type, Value, ValueDef};

use crate::asm::{index_tensor_attr, index_values};
use crate::fold::broadcasted_shape;
use crate::types::*;
use crate::*;

type Patterns = Vec<&'static dyn RewritePattern>;

/// The op defining `v`, if its name is `name`.
fn defined_by(rw: &PatternRewriter<'_>, v: Value, name: &str) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } if rw.ctx.ident_bytes(rw.body.op(op).name) == name.as_bytes() => {
            Some(op)
        }
        _ => None,
    }
}

fn operands(rw: &PatternRewriter<'_>, op: OpId) -> SmallVec<[Value; 4]> {
    rw.body.operands(op).collect()
}

fn result_types(rw: &PatternRewriter<'_>, op: OpId) -> SmallVec<[Type; 4]> {
    rw.body.results(op).map(|r| rw.body.value_type(r)).collect()
}

/// `replaceOpWithNewOp<OpTy>(op, resultTypes, operands, op->getAttrs())`:
/// the same op with other operands (and attributes, if `keep_attrs`).
fn recreate(rw: &mut PatternRewriter<'_>, op: OpId, new_operands: &[Value], keep_attrs: bool) {
    let types = result_types(rw, op);
    let data = rw.body.op(op);
    let (name, loc) = (data.name, data.loc);
    let (attrs, properties) = if keep_attrs {
        (data.attrs, data.properties())
    } else {
        (rw.ctx.empty_dictionary(), None)
    };
    let state = OperationState {
        name,
        loc,
        operands: new_operands,
        result_types: &types,
        attrs,
        properties,
        successors: &[],
        num_regions: 0,
        isolated: None,
    };
    rw.replace_op_with_new(op, &state);
}

// ----- shared patterns -----

/// `RemoveDuplicateOperandsPattern`.
fn remove_duplicate_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = operands(rw, op);
    let mut unique: SmallVec<[Value; 4]> = SmallVec::new();
    for v in &ops {
        if !unique.contains(v) {
            unique.push(*v);
        }
    }
    if unique.len() == ops.len() {
        return false;
    }
    recreate(rw, op, &unique, true);
    true
}

/// `RemoveEmptyShapeOperandsPattern`.
fn remove_empty_shape_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ops = operands(rw, op);
    let kept: SmallVec<[Value; 4]> = ops
        .iter()
        .copied()
        .filter(|&v| {
            if ranked_tensor_shape(ctx, rw.body.value_type(v)).is_some_and(|s| s.first() == Some(&0)) {
                return false;
            }
            if let Some(c) = defined_by(rw, v, "shape.const_shape") {
                let empty = rw
                    .view(c)
                    .prop("shape")
                    .is_some_and(|a| index_values(ctx, a).is_empty());
                if empty {
                    return false;
                }
            }
            true
        })
        .collect();
    if kept.len() == ops.len() {
        return false;
    }
    recreate(rw, op, &kept, true);
    true
}

/// `CanonicalizeCastExtentTensorOperandsPattern`: drops `tensor.cast`s to
/// a dynamic extent tensor from the operands.
fn canonicalize_cast_extent_tensor_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let mut changed = false;
    let new: SmallVec<[Value; 4]> = operands(rw, op)
        .iter()
        .map(|&v| {
            if let Some(cast) = defined_by(rw, v, "tensor.cast") {
                let ty = rw.body.value_type(rw.body.result(cast, 0));
                if ranked_tensor_shape(ctx, ty).and_then(|s| s.first().copied())
                    == Some(rmlir_ir::types::DYNAMIC)
                {
                    changed = true;
                    return rw.body.operand(cast, 0);
                }
            }
            v
        })
        .collect();
    if !changed {
        return false;
    }
    recreate(rw, op, &new, false);
    true
}

/// `AllInputShapesEq` then a passing `shape.const_witness`
/// (`CstrBroadcastableEqOps`, `CstrEqEqOps`).
fn all_equal_to_passing_witness(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = operands(rw, op);
    if ops.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let t = rw.ctx.bool_attr(true);
    let w = ConstWitnessOp::build(rw, loc, ty, t);
    rw.replace_op_with_op(op, w.id());
    true
}

// ----- shape.assuming_all -----

fn merge_assuming_all(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = operands(rw, op);
    let mut merged: SmallVec<[Value; 4]> = SmallVec::new();
    for &v in &ops {
        match defined_by(rw, v, "shape.assuming_all") {
            Some(inner) => merged.extend(rw.body.operands(inner)),
            None => merged.push(v),
        }
    }
    if merged.len() == ops.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let w = witness_type(rw.ctx);
    let new = AssumingAllOp::build(rw, loc, w, &merged);
    rw.replace_op_with_op(op, new.id());
    true
}

fn assuming_all_one(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ops = operands(rw, op);
    if ops.len() != 1 {
        return false;
    }
    rw.replace_op(op, &ops);
    true
}

fn assuming_all_of_cstr_broadcastable(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut cstrs: Vec<OpId> = Vec::new();
    for v in operands(rw, op) {
        let Some(c) = defined_by(rw, v, "shape.cstr_broadcastable") else {
            return false;
        };
        if !cstrs.contains(&c) {
            cstrs.push(c);
        }
    }
    if cstrs.len() <= 1 {
        return false;
    }
    let mut shapes: Vec<(OpId, SmallVec<[Value; 4]>)> =
        cstrs.iter().map(|&c| (c, operands(rw, c))).collect();
    // Larger constraints first (`llvm::sort`, which need not be stable;
    // ties keep their order here).
    shapes.sort_by(|a, b| b.1.len().cmp(&a.1.len()));
    let mut erase: Vec<OpId> = Vec::new();
    let mut i = 0;
    while i < shapes.len() {
        let big = shapes[i].1.clone();
        let subset = |s: &SmallVec<[Value; 4]>| s.iter().all(|v| big.contains(v));
        // `std::remove_if` over the rest: kept ones stay in order, removed
        // ones are collected in order.
        let rest = shapes.split_off(i + 1);
        let (removed, kept): (Vec<_>, Vec<_>) = rest.into_iter().partition(|p| subset(&p.1));
        erase.extend(removed.iter().map(|p| p.0));
        shapes.extend(kept);
        i += 1;
    }
    if erase.is_empty() {
        return false;
    }
    let unique: SmallVec<[Value; 4]> = shapes.iter().map(|p| rw.body.result(p.0, 0)).collect();
    let loc = rw.body.op(op).loc;
    let w = witness_type(rw.ctx);
    let new = AssumingAllOp::build(rw, loc, w, &unique);
    rw.replace_op_with_op(op, new.id());
    for c in erase {
        if rw.body.results(c).all(|r| rw.body.value_unused(r)) {
            rw.erase_op(c);
        }
    }
    true
}

fn assuming_all_to_cstr_eq(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mut shapes: SmallVec<[Value; 8]> = SmallVec::new();
    for w in operands(rw, op) {
        let Some(eq) = defined_by(rw, w, "shape.cstr_eq") else {
            return false;
        };
        let eq_shapes = operands(rw, eq);
        let disjoint = eq_shapes.iter().all(|s| !shapes.contains(s));
        if !shapes.is_empty() && !eq_shapes.is_empty() && disjoint {
            return false;
        }
        shapes.extend(eq_shapes);
    }
    let loc = rw.body.op(op).loc;
    let w = witness_type(rw.ctx);
    let new = CstrEqOp::build(rw, loc, w, &shapes);
    rw.replace_op_with_op(op, new.id());
    true
}

pub(crate) fn assuming_all_patterns(out: &mut Patterns) {
    static MERGE: FnPattern = FnPattern::new("MergeAssumingAllOps", "shape.assuming_all", merge_assuming_all);
    static ONE: FnPattern = FnPattern::new("AssumingAllOneOp", "shape.assuming_all", assuming_all_one);
    static CSTR: FnPattern = FnPattern::new(
        "AssumingAllOfCstrBroadcastable",
        "shape.assuming_all",
        assuming_all_of_cstr_broadcastable,
    );
    static EQ: FnPattern = FnPattern::new(
        "AssumingAllToCstrEqCanonicalization",
        "shape.assuming_all",
        assuming_all_to_cstr_eq,
    );
    static DUP: FnPattern = FnPattern::new(
        "RemoveDuplicateOperandsPattern<AssumingAllOp>",
        "shape.assuming_all",
        remove_duplicate_operands,
    );
    out.extend([&MERGE as &dyn RewritePattern, &ONE, &CSTR, &EQ, &DUP]);
}

// ----- shape.assuming -----

fn assuming_remove_unused_results(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let region = rw.body.local_regions(op).next();
    let Some(region) = region else { return false };
    let Some(block) = rw.body.first_block(region) else {
        return false;
    };
    let Some(yield_op) = rw.body.last_op(block) else {
        return false;
    };
    let results: SmallVec<[Value; 4]> = rw.body.results(op).collect();
    let yielded = operands(rw, yield_op);
    let used: SmallVec<[Value; 4]> = results
        .iter()
        .zip(&yielded)
        .filter(|(r, _)| !rw.body.value_unused(**r))
        .map(|(_, &y)| y)
        .collect();
    if used.len() == yielded.len() {
        return false;
    }
    let yield_loc = rw.body.op(yield_op).loc;
    rw.set_insertion_point_to_end(block);
    let new_yield = AssumingYieldOp::build(rw, yield_loc, &used);
    rw.replace_op_with_op(yield_op, new_yield.id());
    rw.set_insertion_point(op);
    let loc = rw.body.op(op).loc;
    let witness = rw.body.operand(op, 0);
    let types: SmallVec<[Type; 4]> = used.iter().map(|&v| rw.body.value_type(v)).collect();
    let new = AssumingOp::build(rw, loc, &types, witness);
    rw.inline_region_before(region, new.do_region(), None);
    let new_results: SmallVec<[Value; 4]> = rw.body.results(new.id()).collect();
    let mut src = new_results.iter();
    let replacements: SmallVec<[Value; 4]> = results
        .iter()
        .map(|&r| {
            if !rw.body.value_unused(r) {
                *src.next().unwrap_or(&r)
            } else {
                r
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    true
}

fn assuming_with_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let witness = rw.body.operand(op, 0);
    let Some(c) = defined_by(rw, witness, "shape.const_witness") else {
        return false;
    };
    let passing = rw
        .view(c)
        .prop("passing")
        .and_then(|a| rmlir_ir::matchers::bool_value(rw.ctx, a));
    if passing != Some(true) {
        return false;
    }
    // `AssumingOp::inlineRegionIntoParent`.
    let Some(region) = rw.body.local_regions(op).next() else {
        return false;
    };
    let Some(assuming_block) = rw.body.first_block(region) else {
        return false;
    };
    let Some(yield_op) = rw.body.last_op(assuming_block) else {
        return false;
    };
    let Some(before) = rw.body.parent_block(op) else {
        return false;
    };
    let after = rw.split_block(before, op);
    let yielded = operands(rw, yield_op);
    let Some(parent_region) = rw.body.block_parent(before) else {
        return false;
    };
    rw.inline_region_before(region, parent_region, Some(after));
    rw.replace_op(op, &yielded);
    rw.erase_op(yield_op);
    rw.inline_block_before(assuming_block, before, None, &[]);
    rw.inline_block_before(after, before, None, &[]);
    true
}

pub(crate) fn assuming_patterns(out: &mut Patterns) {
    static UNUSED: FnPattern = FnPattern::new(
        "AssumingOpRemoveUnusedResults",
        "shape.assuming",
        assuming_remove_unused_results,
    );
    static TRUE: FnPattern = FnPattern::new("AssumingWithTrue", "shape.assuming", assuming_with_true);
    out.extend([&UNUSED as &dyn RewritePattern, &TRUE]);
}

// ----- shape.broadcast -----

fn broadcast_concretize_result_type(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    if ranked_tensor_shape(ctx, result_ty).and_then(|s| s.first().copied())
        != Some(rmlir_ir::types::DYNAMIC)
    {
        return false;
    }
    let ops = operands(rw, op);
    let mut max_rank = 0i64;
    for &v in &ops {
        if let Some(s) = ranked_tensor_shape(ctx, rw.body.value_type(v)) {
            let d = s.first().copied().unwrap_or(0);
            if d == rmlir_ir::types::DYNAMIC {
                return false;
            }
            max_rank = max_rank.max(d);
        }
    }
    let loc = rw.body.op(op).loc;
    let ty = extent_tensor_type(ctx, max_rank);
    let new = BroadcastOp::build(rw, loc, ty, &ops, None);
    let cast = rmlir_tensor::CastOp::build(rw, loc, result_ty, new.result());
    rw.replace_op_with_op(op, cast.id());
    true
}

fn broadcast_fold_constant_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ops = operands(rw, op);
    let mut folded: Vec<i64> = Vec::new();
    let mut rest: SmallVec<[Value; 4]> = SmallVec::new();
    for &v in &ops {
        if let Some(c) = defined_by(rw, v, "shape.const_shape") {
            if let Some(shape) = rw.view(c).prop("shape") {
                if let Some(b) = broadcasted_shape(&folded, &index_values(ctx, shape)) {
                    folded = b;
                    continue;
                }
            }
        }
        rest.push(v);
    }
    if ops.len() - rest.len() < 2 {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let ty = extent_tensor_type(ctx, folded.len() as i64);
    let attr = index_tensor_attr(ctx, &folded);
    let c = ConstShapeOp::build(rw, loc, ty, attr);
    rest.push(c.result());
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    let new = BroadcastOp::build(rw, loc, result_ty, &rest, None);
    rw.replace_op_with_op(op, new.id());
    true
}

fn broadcast_forward_single_operand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ops = operands(rw, op);
    if ops.len() != 1 {
        return false;
    }
    let mut replacement = ops[0];
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    if rw.body.value_type(replacement) != result_ty {
        let loc = rw.body.op(op).loc;
        replacement = if is_shape(ctx, result_ty) {
            FromExtentTensorOp::build(rw, loc, result_ty, replacement).result()
        } else {
            rmlir_tensor::CastOp::build(rw, loc, result_ty, replacement).dest()
        };
    }
    rw.replace_op(op, &[replacement]);
    true
}

pub(crate) fn broadcast_patterns(out: &mut Patterns) {
    static CONCRETIZE: FnPattern = FnPattern::new(
        "BroadcastConcretizeResultTypePattern",
        "shape.broadcast",
        broadcast_concretize_result_type,
    );
    static CONSTANTS: FnPattern = FnPattern::new(
        "BroadcastFoldConstantOperandsPattern",
        "shape.broadcast",
        broadcast_fold_constant_operands,
    );
    static SINGLE: FnPattern = FnPattern::new(
        "BroadcastForwardSingleOperandPattern",
        "shape.broadcast",
        broadcast_forward_single_operand,
    );
    static CAST: FnPattern = FnPattern::new(
        "CanonicalizeCastExtentTensorOperandsPattern<BroadcastOp>",
        "shape.broadcast",
        canonicalize_cast_extent_tensor_operands,
    );
    static DUP: FnPattern = FnPattern::new(
        "RemoveDuplicateOperandsPattern<BroadcastOp>",
        "shape.broadcast",
        remove_duplicate_operands,
    );
    static EMPTY: FnPattern = FnPattern::new(
        "RemoveEmptyShapeOperandsPattern<BroadcastOp>",
        "shape.broadcast",
        remove_empty_shape_operands,
    );
    out.extend([&CONCRETIZE as &dyn RewritePattern, &CONSTANTS, &SINGLE, &CAST, &DUP, &EMPTY]);
}

// ----- shape.const_shape: tensor.cast of a constant shape -----

fn tensor_cast_const_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let src = rw.body.operand(op, 0);
    let Some(c) = defined_by(rw, src, "shape.const_shape") else {
        return false;
    };
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let static_shape = ranked_tensor_shape(ctx, res_ty)
        .is_some_and(|s| s.iter().all(|&d| d != rmlir_ir::types::DYNAMIC));
    if !static_shape {
        return false;
    }
    let Some(shape) = rw.view(c).prop("shape") else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let new = ConstShapeOp::build(rw, loc, res_ty, shape);
    rw.replace_op_with_op(op, new.id());
    true
}

pub(crate) fn const_shape_patterns(out: &mut Patterns) {
    static P: FnPattern =
        FnPattern::new("TensorCastConstShape", "tensor.cast", tensor_cast_const_shape).with_benefit(2);
    out.push(&P);
}

// ----- shape.cstr_broadcastable, shape.cstr_eq, shape.is_broadcastable -----

pub(crate) fn cstr_broadcastable_patterns(out: &mut Patterns) {
    static CAST: FnPattern = FnPattern::new(
        "CanonicalizeCastExtentTensorOperandsPattern<CstrBroadcastableOp>",
        "shape.cstr_broadcastable",
        canonicalize_cast_extent_tensor_operands,
    );
    static EQ: FnPattern = FnPattern::new(
        "CstrBroadcastableEqOps",
        "shape.cstr_broadcastable",
        all_equal_to_passing_witness,
    );
    static DUP: FnPattern = FnPattern::new(
        "RemoveDuplicateOperandsPattern<CstrBroadcastableOp>",
        "shape.cstr_broadcastable",
        remove_duplicate_operands,
    );
    static EMPTY: FnPattern = FnPattern::new(
        "RemoveEmptyShapeOperandsPattern<CstrBroadcastableOp>",
        "shape.cstr_broadcastable",
        remove_empty_shape_operands,
    );
    out.extend([&CAST as &dyn RewritePattern, &EQ, &DUP, &EMPTY]);
}

pub(crate) fn cstr_eq_patterns(out: &mut Patterns) {
    static EQ: FnPattern = FnPattern::new("CstrEqEqOps", "shape.cstr_eq", all_equal_to_passing_witness);
    out.push(&EQ);
}

pub(crate) fn is_broadcastable_patterns(out: &mut Patterns) {
    static DUP: FnPattern = FnPattern::new(
        "RemoveDuplicateOperandsPattern<IsBroadcastableOp>",
        "shape.is_broadcastable",
        remove_duplicate_operands,
    );
    out.push(&DUP);
}

// ----- index_to_size / size_to_index round trips -----

fn cast_round_trip(op: OpId, rw: &mut PatternRewriter<'_>, inner: &str) -> bool {
    let arg = rw.body.operand(op, 0);
    let Some(i) = defined_by(rw, arg, inner) else {
        return false;
    };
    let v = rw.body.operand(i, 0);
    rw.replace_op(op, &[v]);
    true
}

pub(crate) fn index_to_size_patterns(out: &mut Patterns) {
    static P: FnPattern = FnPattern::new(
        "SizeToIndexToSizeCanonicalization",
        "shape.index_to_size",
        |op, rw| cast_round_trip(op, rw, "shape.size_to_index"),
    )
    .with_benefit(2);
    out.push(&P);
}

pub(crate) fn size_to_index_patterns(out: &mut Patterns) {
    static P: FnPattern = FnPattern::new(
        "IndexToSizeToIndexCanonicalization",
        "shape.size_to_index",
        |op, rw| cast_round_trip(op, rw, "shape.index_to_size"),
    )
    .with_benefit(2);
    out.push(&P);
}

// ----- shape.rank -----

fn rank_of_shape_of(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let shape = rw.body.operand(op, 0);
    let Some(shape_of) = defined_by(rw, shape, "shape.shape_of") else {
        return false;
    };
    let arg_ty = rw.body.value_type(rw.body.operand(shape_of, 0));
    let Some(rank) = ranked_tensor_shape(ctx, arg_ty).map(|s| s.len() as i64) else {
        return false;
    };
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = if matches!(ctx.type_kind(ty), rmlir_ir::TypeKind::Index) {
        let v = ctx.integer_attr(ty, rank);
        rmlir_arith::ops::ConstantOp::build(rw, loc, ty, v).id()
    } else if is_size(ctx, ty) {
        let v = ctx.integer_attr(ctx.index_type(), rank);
        ConstSizeOp::build(rw, loc, ty, v).id()
    } else {
        return false;
    };
    rw.replace_op_with_op(op, new);
    true
}

pub(crate) fn rank_patterns(out: &mut Patterns) {
    static P: FnPattern =
        FnPattern::new("RankShapeOfCanonicalizationPattern", "shape.rank", rank_of_shape_of);
    out.push(&P);
}

// ----- shape.shape_of -----

/// `ShapeOfCastExtentTensor`: a `tensor.cast` of a `shape.shape_of` to a
/// compatible extent tensor type is a `shape.shape_of` of that type.
fn shape_of_cast_extent_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let Some(dim0) = ranked_tensor_shape(ctx, ty).filter(|s| s.len() == 1).map(|s| s[0]) else {
        return false;
    };
    let src = rw.body.operand(op, 0);
    let Some(shape_of) = defined_by(rw, src, "shape.shape_of") else {
        return false;
    };
    let arg = rw.body.operand(shape_of, 0);
    let Some(arg_rank) = ranked_tensor_shape(ctx, rw.body.value_type(arg)).map(|s| s.len() as i64)
    else {
        return false;
    };
    if dim0 != rmlir_ir::types::DYNAMIC && dim0 != arg_rank {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = ShapeOfOp::build(rw, loc, ty, arg);
    rw.replace_op_with_op(op, new.id());
    true
}

/// `ShapeOfFromReshape`: the shape of a `tensor.reshape` is its shape
/// operand.
fn shape_of_from_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let arg = rw.body.operand(op, 0);
    let Some(reshape) = defined_by(rw, arg, "tensor.reshape") else {
        return false;
    };
    let op_ty = rw.body.value_type(rw.body.result(op, 0));
    if ranked_tensor_shape(ctx, op_ty).is_none() {
        return false;
    }
    let mut shape = rw.body.operand(reshape, 1);
    let shape_ty = rw.body.value_type(shape);
    if op_ty != shape_ty {
        let loc = rw.body.op(op).loc;
        let elem = |t: Type| ctx.type_kind(t).element_type();
        if elem(op_ty) == elem(shape_ty) {
            shape = rmlir_tensor::CastOp::build(rw, loc, op_ty, shape).dest();
        } else if !is_extent_tensor(ctx, shape_ty) {
            shape = rmlir_arith::ops::IndexCastOp::build(rw, loc, op_ty, shape).out();
        }
    }
    rw.replace_op(op, &[shape]);
    true
}

/// `ExtractFromShapeOfExtentTensor`: `tensor.extract` of a
/// `shape.shape_of` is a `tensor.dim`.
fn extract_from_shape_of(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let src = rw.body.operand(op, 0);
    let Some(shape_of) = defined_by(rw, src, "shape.shape_of") else {
        return false;
    };
    if rw.body.operand_count(op) < 2 {
        return false;
    }
    let index = rw.body.operand(op, 1);
    let arg = rw.body.operand(shape_of, 0);
    let loc = rw.body.op(op).loc;
    let ty = rw.ctx.index_type();
    let dim = rmlir_tensor::DimOp::build(rw, loc, ty, arg, index);
    rw.replace_op_with_op(op, dim.id());
    true
}

/// `ShapeOfOpToConstShapeOp`: the shape of a statically shaped value is a
/// constant.
fn shape_of_to_const_shape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let arg = rw.body.operand(op, 0);
    let kind = ctx.type_kind(rw.body.value_type(arg));
    if !kind.is_shaped() {
        return false;
    }
    let Some(shape) = kind.shape().map(|s| s.to_vec()) else {
        return false;
    };
    if shape.contains(&rmlir_ir::types::DYNAMIC) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let attr = index_tensor_attr(ctx, &shape);
    let ty = extent_tensor_type(ctx, shape.len() as i64);
    let mut c = ConstShapeOp::build(rw, loc, ty, attr).result();
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    if ty != result_ty {
        c = rmlir_tensor::CastOp::build(rw, loc, result_ty, c).dest();
    }
    rw.replace_op(op, &[c]);
    true
}

pub(crate) fn shape_of_patterns(out: &mut Patterns) {
    static CAST: FnPattern =
        FnPattern::new("ShapeOfCastExtentTensor", "tensor.cast", shape_of_cast_extent_tensor);
    static RESHAPE: FnPattern =
        FnPattern::new("ShapeOfFromReshape", "shape.shape_of", shape_of_from_reshape);
    static EXTRACT: FnPattern =
        FnPattern::new("ExtractFromShapeOfExtentTensor", "tensor.extract", extract_from_shape_of)
            .with_benefit(2);
    static CONST: FnPattern =
        FnPattern::new("ShapeOfOpToConstShapeOp", "shape.shape_of", shape_of_to_const_shape);
    out.extend([&CAST as &dyn RewritePattern, &RESHAPE, &EXTRACT, &CONST]);
}
