//! `memref.subview` folding and canonicalization (upstream's
//! `SubViewOp::fold`, `OpWithOffsetSizesAndStridesConstantArgumentFolder`
//! with `SubViewReturnTypeCanonicalizer`, `SubViewOpMemRefCastFolder`,
//! `TrivialSubViewOpFolder`).

use rmlir_interfaces::slice::verify_in_bounds_slice;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, BodyId, Context, OpId, Type, TypeKind, Value};

use crate::fold::{can_fold_into_consumer, defining};
use crate::layout::{memref_type, strided_layout, strides_and_offset, MemRef};
use crate::verify::{memref_rank_reduction_mask, subview_result_type};

/// An offset, size or stride: static, or an SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ofr {
    Int(i64),
    Value(Value),
}

/// A subview's source, mixed offsets, sizes and strides.
struct SubView {
    source: Value,
    offsets: Vec<Ofr>,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn static_list(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i64>> {
    let props = body.op(op).properties()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return None;
    };
    let key = ctx.ident(name);
    let a = entries.iter().find(|e| e.name == key)?.value;
    ctx.dense_i64_array(a)
}

/// Reads a subview: operands are the source, then the dynamic offsets,
/// sizes and strides, in that order.
fn read(ctx: &Context, body: &Body, op: OpId) -> Option<SubView> {
    let so = static_list(ctx, body, op, "static_offsets")?;
    let ss = static_list(ctx, body, op, "static_sizes")?;
    let st = static_list(ctx, body, op, "static_strides")?;
    let n = body.operand_count(op);
    if n == 0 {
        return None;
    }
    let mut dynamic = (1..n).map(|i| body.operand(op, i));
    let mut mix = |statics: &[i64]| -> Option<Vec<Ofr>> {
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    dynamic.next().map(Ofr::Value)
                } else {
                    Some(Ofr::Int(s))
                }
            })
            .collect()
    };
    let offsets = mix(&so)?;
    let sizes = mix(&ss)?;
    let strides = mix(&st)?;
    if dynamic.next().is_some() {
        return None;
    }
    Some(SubView {
        source: body.operand(op, 0),
        offsets,
        sizes,
        strides,
    })
}

fn statics(list: &[Ofr]) -> Vec<i64> {
    list.iter()
        .map(|o| match o {
            Ofr::Int(i) => *i,
            Ofr::Value(_) => DYNAMIC,
        })
        .collect()
}

fn dynamics(list: &[Ofr]) -> Vec<Value> {
    list.iter()
        .filter_map(|o| match o {
            Ofr::Value(v) => Some(*v),
            Ofr::Int(_) => None,
        })
        .collect()
}

/// `SubViewOp::getDroppedDims`.
fn dropped_dims(ctx: &Context, body: &Body, op: OpId, sv: &SubView) -> Option<Vec<bool>> {
    let src = body.value_type(sv.source);
    let res = body.value_type(body.result(op, 0));
    memref_rank_reduction_mask(ctx, src, res, &statics(&sv.sizes))
}

/// `SubViewOp::getDroppedDims`: per source dimension, whether the
/// subview's result type drops it (`None` if the op or its types are
/// malformed).
pub fn subview_dropped_dims(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let sv = read(ctx, body, op)?;
    dropped_dims(ctx, body, op, &sv)
}

/// The `dim` fold through a subview: the dynamic size of the source
/// dimension kept as result dimension `i`.
pub(crate) fn dim_of_subview(
    ctx: &Context,
    body: &Body,
    _body_id: BodyId,
    op: OpId,
    i: usize,
) -> Option<Value> {
    let sv = read(ctx, body, op)?;
    let dropped = dropped_dims(ctx, body, op, &sv)?;
    let source_index = (0..dropped.len()).filter(|&d| !dropped[d]).nth(i)?;
    match sv.sizes.get(source_index)? {
        Ofr::Value(v) => Some(*v),
        Ofr::Int(_) => None,
    }
}

/// `getConstantIntValue` of an offset, size or stride.
fn constant_int(ctx: &Context, body: &Body, body_id: BodyId, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Int(i) => Some(i),
        Ofr::Value(v) => {
            let a = value_constant(ctx, body, body_id, v)?;
            match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            }
        }
    }
}

/// `SubViewOp::fold`.
pub fn fold_subview(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    let Some(sv) = read(ctx, body, f.op) else {
        return Fold::Failure;
    };
    let src_t = body.value_type(sv.source);
    let res_t = body.value_type(body.result(f.op, 0));
    if src_t == res_t {
        if let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(res_t) {
            let static_shape = shape.iter().all(|&d| d != DYNAMIC);
            let static_layout = match layout.map(|l| ctx.attr_kind(l)) {
                Some(AttrKind::StridedLayout { offset, strides }) => {
                    *offset != DYNAMIC && strides.iter().all(|&s| s != DYNAMIC)
                }
                _ => true,
            };
            if static_shape && static_layout {
                return FoldCtx::single(FoldResult::Value(sv.source));
            }
        }
    }
    if let Some(src_op) = defining(ctx, body, sv.source, "subview") {
        if let Some(src) = read(ctx, body, src_op) {
            let zero = |o: &Ofr| constant_int(ctx, body, f.body_id, *o) == Some(0);
            let one = |o: &Ofr| constant_int(ctx, body, f.body_id, *o) == Some(1);
            if sv.offsets.iter().all(zero)
                && sv.strides.iter().all(one)
                && sv.sizes == src.sizes
                && res_t == src_t
            {
                return FoldCtx::single(FoldResult::Value(sv.source));
            }
        }
    }
    Fold::Failure
}

/// Upstream's `foldDynamicIndexList`: constant values become static
/// entries (negative ones kept dynamic when `only_non_negative`, zero ones
/// when `only_non_zero`). Returns whether anything changed.
fn fold_dynamic_index_list(
    rw: &PatternRewriter<'_>,
    list: &mut [Ofr],
    only_non_negative: bool,
    only_non_zero: bool,
) -> bool {
    let mut changed = false;
    for o in list.iter_mut() {
        let Ofr::Value(v) = *o else {
            continue;
        };
        let Some(a) = value_constant(rw.ctx, rw.body, rw.body_id, v) else {
            continue;
        };
        let AttrKind::Integer { value, .. } = rw.ctx.attr_kind(a) else {
            continue;
        };
        let Some(c) = value.to_i64() else {
            continue;
        };
        if (only_non_negative && c < 0) || (only_non_zero && c == 0) || c == DYNAMIC {
            continue;
        }
        *o = Ofr::Int(c);
        changed = true;
    }
    changed
}

/// Builds a subview of `source` with the mixed lists and result type
/// `ty` at the rewriter's insertion point.
fn build_subview(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    ty: Type,
    source: Value,
    sv: &SubView,
) -> Value {
    let ctx = rw.ctx;
    let so = ctx.dense_i64_array_attr(&statics(&sv.offsets));
    let ss = ctx.dense_i64_array_attr(&statics(&sv.sizes));
    let st = ctx.dense_i64_array_attr(&statics(&sv.strides));
    crate::SubViewOp::build(
        rw,
        loc,
        ty,
        source,
        &dynamics(&sv.offsets),
        &dynamics(&sv.sizes),
        &dynamics(&sv.strides),
        so,
        ss,
        st,
    )
    .result()
}

/// Replaces `op` with a `memref.cast` of `v` to `op`'s type.
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: OpId, v: Value) {
    let loc = rw.body.op(op).loc;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let cast = crate::CastOp::build(rw, loc, ty, v).dest();
    rw.replace_op(op, &[cast]);
}

/// `SubViewReturnTypeCanonicalizer`: the inferred type, with the dims the
/// op drops dropped.
fn canonical_result_type(
    ctx: &Context,
    body: &Body,
    op: OpId,
    old: &SubView,
    new: &SubView,
) -> Option<Type> {
    let src_t = body.value_type(old.source);
    let src = MemRef::of(ctx, src_t)?;
    let non_reduced = subview_result_type(
        ctx,
        &src,
        src_t,
        &statics(&new.offsets),
        &statics(&new.sizes),
        &statics(&new.strides),
    )?;
    let dropped = dropped_dims(ctx, body, op, old)?;
    if !dropped.iter().any(|&d| d) {
        return Some(non_reduced);
    }
    let (strides, offset) = strides_and_offset(ctx, non_reduced)?;
    let shape = MemRef::of(ctx, non_reduced)?.shape;
    let mut target_shape = Vec::new();
    let mut target_strides = Vec::new();
    for i in 0..new.sizes.len() {
        if dropped.get(i).copied().unwrap_or(false) {
            continue;
        }
        target_strides.push(*strides.get(i)?);
        target_shape.push(*shape.get(i)?);
    }
    Some(memref_type(
        ctx,
        &target_shape,
        src.elem,
        Some(strided_layout(ctx, offset, &target_strides)),
        src.memory_space,
    ))
}

/// `OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp, ...>`.
fn constant_argument_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(old) = read(ctx, rw.body, op) else {
        return false;
    };
    let mut new = SubView {
        source: old.source,
        offsets: old.offsets.clone(),
        sizes: old.sizes.clone(),
        strides: old.strides.clone(),
    };
    // Upstream stops at the first list that changes.
    if !fold_dynamic_index_list(rw, &mut new.offsets, true, false)
        && !fold_dynamic_index_list(rw, &mut new.sizes, true, false)
        && !fold_dynamic_index_list(rw, &mut new.strides, false, true)
    {
        return false;
    }
    let Some(shape) = MemRef::of(ctx, rw.body.value_type(old.source)).map(|m| m.shape) else {
        return false;
    };
    if verify_in_bounds_slice(
        &shape,
        &statics(&new.offsets),
        &statics(&new.sizes),
        &statics(&new.strides),
    )
    .is_err()
    {
        return false;
    }
    let Some(ty) = canonical_result_type(ctx, rw.body, op, &old, &new) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let v = build_subview(rw, loc, ty, old.source, &new);
    replace_with_cast(rw, op, v);
    true
}

/// Upstream's `getCanonicalSubViewResultType`.
fn canonical_subview_result_type(
    ctx: &Context,
    current_result: Type,
    current_source: Type,
    source: Type,
    sv: &SubView,
) -> Option<Type> {
    let src = MemRef::of(ctx, source)?;
    let non_reduced = subview_result_type(
        ctx,
        &src,
        source,
        &statics(&sv.offsets),
        &statics(&sv.sizes),
        &statics(&sv.strides),
    )?;
    let unused =
        memref_rank_reduction_mask(ctx, current_source, current_result, &statics(&sv.sizes))?;
    let (strides, offset) = match ctx.type_kind(non_reduced) {
        TypeKind::MemRef {
            layout: Some(l), ..
        } => match ctx.attr_kind(*l) {
            AttrKind::StridedLayout { offset, strides } => (strides.to_vec(), *offset),
            _ => return None,
        },
        _ => return None,
    };
    let shape = MemRef::of(ctx, non_reduced)?.shape;
    let mut s = Vec::new();
    let mut st = Vec::new();
    for (i, (&d, &stride)) in shape.iter().zip(&strides).enumerate() {
        if unused.get(i).copied().unwrap_or(false) {
            continue;
        }
        s.push(d);
        st.push(stride);
    }
    Some(memref_type(
        ctx,
        &s,
        src.elem,
        Some(strided_layout(ctx, offset, &st)),
        src.memory_space,
    ))
}

/// `SubViewOpMemRefCastFolder`.
fn cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    // Constant operands are for the constant argument folder.
    for v in rw.body.operands(op).collect::<Vec<_>>() {
        if let Some(a) = value_constant(ctx, rw.body, rw.body_id, v) {
            if let AttrKind::Integer { ty, .. } = ctx.attr_kind(a) {
                if *ty == ctx.index_type() {
                    return false;
                }
            }
        }
    }
    let Some(sv) = read(ctx, rw.body, op) else {
        return false;
    };
    let Some(cast) = defining(ctx, rw.body, sv.source, "cast") else {
        return false;
    };
    if !can_fold_into_consumer(ctx, rw.body, cast) {
        return false;
    }
    let cast_src = rw.body.operand(cast, 0);
    let Some(ty) = canonical_subview_result_type(
        ctx,
        rw.body.value_type(rw.body.result(op, 0)),
        rw.body.value_type(sv.source),
        rw.body.value_type(cast_src),
        &sv,
    ) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let v = build_subview(rw, loc, ty, cast_src, &sv);
    replace_with_cast(rw, op, v);
    true
}

/// `TrivialSubViewOpFolder`: zero offsets, unit strides and the source's
/// static sizes.
fn trivial_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(sv) = read(ctx, rw.body, op) else {
        return false;
    };
    let src_t = rw.body.value_type(sv.source);
    let res_t = rw.body.value_type(rw.body.result(op, 0));
    let (Some(src), Some(res)) = (MemRef::of(ctx, src_t), MemRef::of(ctx, res_t)) else {
        return false;
    };
    if src.rank() != res.rank() {
        return false;
    }
    let c = |o: &Ofr| constant_int(ctx, rw.body, rw.body_id, *o);
    if !sv.offsets.iter().all(|o| c(o) == Some(0)) || !sv.strides.iter().all(|o| c(o) == Some(1)) {
        return false;
    }
    for (i, o) in sv.sizes.iter().enumerate() {
        if c(o).is_none() || c(o) != src.shape.get(i).copied() {
            return false;
        }
    }
    if src_t == res_t {
        rw.replace_op(op, &[sv.source]);
    } else {
        replace_with_cast(rw, op, sv.source);
    }
    true
}

static SUBVIEW_PATTERNS: [FnPattern; 3] = [
    FnPattern::new(
        "OpWithOffsetSizesAndStridesConstantArgumentFolder",
        "memref.subview",
        constant_argument_folder,
    ),
    FnPattern::new("SubViewOpMemRefCastFolder", "memref.subview", cast_folder),
    FnPattern::new("TrivialSubViewOpFolder", "memref.subview", trivial_folder),
];

/// `SubViewOp::getCanonicalizationPatterns`.
pub(crate) fn subview_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(SUBVIEW_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
