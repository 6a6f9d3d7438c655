//! Folding and canonicalization of `memref.expand_shape` and
//! `memref.collapse_shape` (upstream's `foldReshapeOp`,
//! `ComposeReassociativeReshapeOps`, `CollapseShapeOpMemRefCastFolder`).

use rmlir_interfaces::reassociation::{compose_reassociation_indices, reassociation_for_collapse};
use rmlir_interfaces::reshape::{reassociation_attr, reassociation_indices};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, Context, OpId, Type};

use crate::fold::{can_fold_into_consumer, defining};
use crate::layout::{memref_type, MemRef, Sat};
use crate::verify::collapsed_layout;

/// The op's `reassociation` property as index groups.
fn reassociation(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    let props = body.op(op).properties()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return None;
    };
    let key = ctx.ident("reassociation");
    reassociation_indices(ctx, entries.iter().find(|e| e.name == key)?.value)
}

fn static_output_shape(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i64>> {
    let props = body.op(op).properties()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return None;
    };
    let key = ctx.ident("static_output_shape");
    ctx.dense_i64_array(entries.iter().find(|e| e.name == key)?.value)
}

/// `foldReshapeOp`: a reshape to its source type, or undoing the inverse
/// reshape that made its source (when that is unambiguous: at most one
/// dynamic dimension, or the same groups with at most one dynamic
/// dimension each, or an expansion collapsed back).
fn fold_reshape(f: &mut FoldCtx<'_>, inverse: &str) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    if body.operand_count(f.op) == 0 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_t = body.value_type(body.result(f.op, 0));
    if body.value_type(src) == res_t {
        return FoldCtx::single(FoldResult::Value(src));
    }
    let Some(producer) = defining(ctx, body, src, inverse) else {
        return Fold::Failure;
    };
    if body.operand_count(producer) == 0 {
        return Fold::Failure;
    }
    let psrc = body.operand(producer, 0);
    let src_t = body.value_type(psrc);
    if src_t != res_t {
        return Fold::Failure;
    }
    let Some(shape) = MemRef::of(ctx, src_t).map(|m| m.shape) else {
        return Fold::Failure;
    };
    let dynamic = |s: &[i64]| s.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic(&shape) < 2 {
        return FoldCtx::single(FoldResult::Value(psrc));
    }
    let (Some(groups), Some(pgroups)) = (
        reassociation(ctx, body, f.op),
        reassociation(ctx, body, producer),
    ) else {
        return Fold::Failure;
    };
    if groups != pgroups {
        return Fold::Failure;
    }
    let producer_rank = MemRef::of(ctx, body.value_type(src)).map_or(0, |m| m.rank());
    if shape.len() < producer_rank {
        return FoldCtx::single(FoldResult::Value(psrc));
    }
    let each_group_ok = groups.iter().all(|g| {
        let Some(&first) = g.first() else {
            return true;
        };
        let start = usize::try_from(first).unwrap_or(usize::MAX);
        shape
            .get(start..start.saturating_add(g.len()))
            .is_some_and(|sl| dynamic(sl) < 2)
    });
    if each_group_ok {
        return FoldCtx::single(FoldResult::Value(psrc));
    }
    Fold::Failure
}

/// `ExpandShapeOp::fold`.
pub fn fold_expand_shape(f: &mut FoldCtx<'_>) -> Fold {
    fold_reshape(f, "collapse_shape")
}

/// `CollapseShapeOp::fold`.
pub fn fold_collapse_shape(f: &mut FoldCtx<'_>) -> Fold {
    fold_reshape(f, "expand_shape")
}

/// `hasNonIdentityLayout`.
fn non_identity_layout(ctx: &Context, t: Type) -> bool {
    MemRef::of(ctx, t).is_some_and(|m| !m.has_identity_layout(ctx))
}

/// `ComposeReassociativeReshapeOps`: a reshape of a reshape of the same
/// kind is one reshape.
fn compose_reshapes(op: OpId, rw: &mut PatternRewriter<'_>, kind: &str) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    if body.operand_count(op) == 0 {
        return false;
    }
    let src = body.operand(op, 0);
    let Some(producer) = defining(ctx, body, src, kind) else {
        return false;
    };
    if body.operand_count(producer) == 0 {
        return false;
    }
    let psrc = body.operand(producer, 0);
    let res = body.result(op, 0);
    let res_t = body.value_type(res);
    if non_identity_layout(ctx, body.value_type(psrc))
        || non_identity_layout(ctx, body.value_type(src))
        || non_identity_layout(ctx, res_t)
    {
        return false;
    }
    let (Some(pr), Some(cr)) = (
        reassociation(ctx, body, producer),
        reassociation(ctx, body, op),
    ) else {
        return false;
    };
    let Some(composed) = compose_reassociation_indices(&pr, &cr) else {
        return false;
    };
    let attr = reassociation_attr(ctx, &composed);
    let loc = body.op(op).loc;
    let new = if kind == "expand_shape" {
        let Some(statics) = static_output_shape(ctx, body, op) else {
            return false;
        };
        let dynamic: Vec<_> = (1..body.operand_count(op))
            .map(|i| body.operand(op, i))
            .collect();
        let statics = ctx.dense_i64_array_attr(&statics);
        crate::ExpandShapeOp::build(rw, loc, res_t, psrc, &dynamic, attr, statics).result()
    } else {
        crate::CollapseShapeOp::build(rw, loc, res_t, psrc, attr).result()
    };
    rw.replace_op(op, &[new]);
    true
}

fn compose_collapses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_reshapes(op, rw, "collapse_shape")
}

fn compose_expands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    compose_reshapes(op, rw, "expand_shape")
}

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &Context, src_t: Type, reassoc: &[Vec<i64>]) -> Option<Type> {
    let src = MemRef::of(ctx, src_t)?;
    let mut shape = Vec::with_capacity(reassoc.len());
    for group in reassoc {
        let mut size = Sat::wrap(1);
        for &d in group {
            size = size * Sat::wrap(*src.shape.get(usize::try_from(d).ok()?)?);
        }
        shape.push(size.get());
    }
    if src.has_identity_layout(ctx) {
        return Some(memref_type(ctx, &shape, src.elem, None, src.memory_space));
    }
    let layout = collapsed_layout(ctx, &src, src_t, reassoc)?;
    Some(memref_type(
        ctx,
        &shape,
        src.elem,
        Some(layout),
        src.memory_space,
    ))
}

/// `CollapseShapeOpMemRefCastFolder`: a collapse of a relaxing cast
/// collapses the cast's source (and casts the result when its type
/// changes).
fn collapse_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    if body.operand_count(op) != 1 {
        return false;
    }
    let Some(cast) = defining(ctx, body, body.operand(op, 0), "cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, body, cast) {
        return false;
    }
    let cast_src = body.operand(cast, 0);
    let Some(reassoc) = reassociation(ctx, body, op) else {
        return false;
    };
    let Some(new_t) = collapsed_type(ctx, body.value_type(cast_src), &reassoc) else {
        return false;
    };
    let res_t = body.value_type(body.result(op, 0));
    if new_t == res_t {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, cast_src));
    } else {
        let loc = body.op(op).loc;
        let attr = reassociation_attr(ctx, &reassoc);
        let collapsed = crate::CollapseShapeOp::build(rw, loc, new_t, cast_src, attr).result();
        let c = crate::CastOp::build(rw, loc, res_t, collapsed).dest();
        rw.replace_op(op, &[c]);
    }
    true
}

/// `ComposeCollapseOfExpandOp`: a collapse of an expansion is one
/// reshape (or a cast) when the expansion's groups tile the collapse's.
fn compose_collapse_of_expand(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    if body.operand_count(op) != 1 {
        return false;
    }
    let src = body.operand(op, 0);
    let Some(expand) = defining(ctx, body, src, "expand_shape") else {
        return false;
    };
    if body.operand_count(expand) == 0 {
        return false;
    }
    let esrc = body.operand(expand, 0);
    let (src_t, res_t) = (body.value_type(esrc), body.value_type(body.result(op, 0)));
    if non_identity_layout(ctx, body.value_type(src)) || non_identity_layout(ctx, src_t) {
        return false;
    }
    let (Some(s), Some(r)) = (MemRef::of(ctx, src_t), MemRef::of(ctx, res_t)) else {
        return false;
    };
    if src_t == res_t {
        return false;
    }
    let (Some(er), Some(cr)) = (
        reassociation(ctx, body, expand),
        reassociation(ctx, body, op),
    ) else {
        return false;
    };
    let (higher, lower) = if s.rank() > r.rank() {
        (er, cr)
    } else {
        (cr, er)
    };
    let mut hi = 0usize;
    let mut composed = Vec::with_capacity(lower.len());
    for group in &lower {
        let Some(&last) = group.last() else {
            return false;
        };
        let mut indices = Vec::new();
        while hi < higher.len() {
            let Some(&rightmost) = higher[hi].last() else {
                return false;
            };
            if rightmost > last {
                return false;
            }
            indices.push(hi as i64);
            hi += 1;
            if rightmost == last {
                break;
            }
        }
        composed.push(indices);
    }
    let loc = body.op(op).loc;
    let attr = reassociation_attr(ctx, &composed);
    let new = if s.rank() > r.rank() {
        crate::CollapseShapeOp::build(rw, loc, res_t, esrc, attr).result()
    } else if s.rank() < r.rank() {
        // The output sizes: per collapse group, the product of the
        // expansion's sizes (dynamic ones multiplied in order, then the
        // static product).
        let Some(expand_statics) = static_output_shape(ctx, rw.body, expand) else {
            return false;
        };
        let mut dynamic_sizes =
            (1..rw.body.operand_count(expand)).map(|i| rw.body.operand(expand, i));
        let mut mixed = Vec::with_capacity(expand_statics.len());
        for &s in &expand_statics {
            if s == DYNAMIC {
                let Some(v) = dynamic_sizes.next() else {
                    return false;
                };
                mixed.push(match constant_index_value(ctx, rw.body, rw.body_id, v) {
                    Some(c) => (c, None),
                    None => (1, Some(v)),
                });
            } else {
                mixed.push((s, None));
            }
        }
        let index = ctx.index_type();
        let mut statics = Vec::with_capacity(higher.len());
        let mut dynamic = Vec::new();
        for group in &higher {
            let mut num_static: i64 = 1;
            let mut dyns = Vec::new();
            for &i in group {
                let Some(&(c, v)) = usize::try_from(i).ok().and_then(|i| mixed.get(i)) else {
                    return false;
                };
                match v {
                    Some(v) => dyns.push(v),
                    None => num_static = num_static.wrapping_mul(c),
                }
            }
            let Some((&first, rest)) = dyns.split_first() else {
                statics.push(num_static);
                continue;
            };
            let mut result = first;
            for &v in rest {
                result = rmlir_arith::ops::MulIOp::build(rw, loc, index, result, v, None).result();
            }
            if num_static != 1 {
                let attr = ctx.integer_attr(index, num_static);
                let c = rmlir_arith::ops::ConstantOp::build(rw, loc, index, attr).result();
                result = rmlir_arith::ops::MulIOp::build(rw, loc, index, result, c, None).result();
            }
            statics.push(DYNAMIC);
            dynamic.push(result);
        }
        let statics = ctx.dense_i64_array_attr(&statics);
        crate::ExpandShapeOp::build(rw, loc, res_t, esrc, &dynamic, attr, statics).result()
    } else {
        crate::CastOp::build(rw, loc, res_t, esrc).dest()
    };
    rw.replace_op(op, &[new]);
    true
}

/// `getConstantIntValue` of an index value.
fn constant_index_value(
    ctx: &Context,
    body: &Body,
    body_id: rmlir_ir::BodyId,
    v: rmlir_ir::Value,
) -> Option<i64> {
    let a = rmlir_ir::common_folders::value_constant(ctx, body, body_id, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `findCollapsingReassociation` of `ComposeExpandOfCollapseOp`.
fn find_collapsing_reassociation(
    src_reassoc: &[Vec<i64>],
    res_reassoc: &[Vec<i64>],
    src_shape: &[i64],
    res_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_reassoc.is_empty() {
        return reassociation_for_collapse(src_shape, res_shape);
    }
    let mut composed = Vec::new();
    for (si, ri) in src_reassoc.iter().zip(res_reassoc) {
        let (s0, r0) = (
            usize::try_from(*si.first()?).ok()?,
            usize::try_from(*ri.first()?).ok()?,
        );
        let src_sub = src_shape.get(s0..s0 + si.len())?;
        let res_sub = res_shape.get(r0..r0 + ri.len())?;
        if src_sub.len() == res_sub.len() {
            // Matching groups keep each dimension apart (mlir-opt 22).
            if src_sub != res_sub || src_sub.iter().filter(|&&d| d == DYNAMIC).count() >= 2 {
                return None;
            }
            composed.extend((0..src_sub.len()).map(|i| vec![(s0 + i) as i64]));
            continue;
        }
        let sub = reassociation_for_collapse(src_sub, res_sub)?;
        for group in sub {
            composed.push(group.iter().map(|&i| s0 as i64 + i).collect());
        }
    }
    Some(composed)
}

/// `ComposeExpandOfCollapseOp`.
fn compose_expand_of_collapse(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    if body.operand_count(op) == 0 {
        return false;
    }
    let src = body.operand(op, 0);
    let Some(collapse) = defining(ctx, body, src, "collapse_shape") else {
        return false;
    };
    if body.operand_count(collapse) != 1 {
        return false;
    }
    let csrc = body.operand(collapse, 0);
    let (src_t, res_t) = (body.value_type(csrc), body.value_type(body.result(op, 0)));
    if non_identity_layout(ctx, body.value_type(src)) || non_identity_layout(ctx, src_t) {
        return false;
    }
    let (Some(s), Some(r)) = (MemRef::of(ctx, src_t), MemRef::of(ctx, res_t)) else {
        return false;
    };
    if src_t == res_t {
        return false;
    }
    let (Some(src_reassoc), Some(res_reassoc)) = (
        reassociation(ctx, body, collapse),
        reassociation(ctx, body, op),
    ) else {
        return false;
    };
    let loc = body.op(op).loc;
    if s.rank() > r.rank() {
        let Some(composed) =
            find_collapsing_reassociation(&src_reassoc, &res_reassoc, &s.shape, &r.shape)
        else {
            return false;
        };
        let attr = reassociation_attr(ctx, &composed);
        let new = crate::CollapseShapeOp::build(rw, loc, res_t, csrc, attr).result();
        rw.replace_op(op, &[new]);
        return true;
    }
    let Some(composed) =
        find_collapsing_reassociation(&res_reassoc, &src_reassoc, &r.shape, &s.shape)
    else {
        return false;
    };
    let Some(statics) = static_output_shape(ctx, body, op) else {
        return false;
    };
    let dynamic: Vec<_> = (1..body.operand_count(op))
        .map(|i| body.operand(op, i))
        .collect();
    let attr = reassociation_attr(ctx, &composed);
    let statics = ctx.dense_i64_array_attr(&statics);
    let new = crate::ExpandShapeOp::build(rw, loc, res_t, csrc, &dynamic, attr, statics).result();
    rw.replace_op(op, &[new]);
    true
}

static COLLAPSE_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "ComposeReassociativeReshapeOps",
        "memref.collapse_shape",
        compose_collapses,
    ),
    FnPattern::new(
        "ComposeCollapseOfExpandOp",
        "memref.collapse_shape",
        compose_collapse_of_expand,
    ),
    FnPattern::new(
        "CollapseShapeOpMemRefCastFolder",
        "memref.collapse_shape",
        collapse_cast_folder,
    ),
];
static EXPAND_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "ComposeReassociativeReshapeOps",
        "memref.expand_shape",
        compose_expands,
    ),
    FnPattern::new(
        "ComposeExpandOfCollapseOp",
        "memref.expand_shape",
        compose_expand_of_collapse,
    ),
];

pub(crate) fn collapse_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(COLLAPSE_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

pub(crate) fn expand_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(EXPAND_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
