//! Folding and canonicalization of `memref.expand_shape` and
//! `memref.collapse_shape` (upstream's `foldReshapeOp`,
//! `ComposeReassociativeReshapeOps`, `CollapseShapeOpMemRefCastFolder`).

use rmlir_interfaces::reshape::{reassociation_attr, reassociation_indices};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
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
/// reshape that made its source.
fn fold_reshape(f: &mut FoldCtx<'_>, inverse: &str) -> Fold {
    let body = &*f.body;
    if body.operand_count(f.op) == 0 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_t = body.value_type(body.result(f.op, 0));
    if body.value_type(src) == res_t {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if let Some(producer) = defining(f.ctx, body, src, inverse) {
        if body.operand_count(producer) > 0 {
            let psrc = body.operand(producer, 0);
            if body.value_type(psrc) == res_t {
                return FoldCtx::single(FoldResult::Value(psrc));
            }
        }
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

/// `composeReassociationIndices`.
fn compose_reassociation_indices(
    producer: &[Vec<i64>],
    consumer: &[Vec<i64>],
) -> Option<Vec<Vec<i64>>> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let consumer_dims: usize = consumer.iter().map(|g| g.len()).sum();
    if producer.len() != consumer_dims {
        return None;
    }
    let mut composed = Vec::with_capacity(consumer.len());
    for group in consumer {
        let mut r = Vec::new();
        for &i in group {
            r.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
        }
        composed.push(r);
    }
    Some(composed)
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

static COLLAPSE_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "ComposeReassociativeReshapeOps",
        "memref.collapse_shape",
        compose_collapses,
    ),
    FnPattern::new(
        "CollapseShapeOpMemRefCastFolder",
        "memref.collapse_shape",
        collapse_cast_folder,
    ),
];
static EXPAND_PATTERN: FnPattern = FnPattern::new(
    "ComposeReassociativeReshapeOps",
    "memref.expand_shape",
    compose_expands,
);

pub(crate) fn collapse_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(COLLAPSE_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

pub(crate) fn expand_shape_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&EXPAND_PATTERN);
}
