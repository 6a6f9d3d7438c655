//! `expand-strided-metadata` (upstream's
//! `MemRef/Transforms/ExpandStridedMetadata.cpp`, as mlir-opt 22 has it):
//! ops that change a memref's metadata (`subview`, `expand_shape`,
//! `collapse_shape`) become a `reinterpret_cast` of the base buffer an
//! `extract_strided_metadata` gives, with the offset, sizes and strides
//! computed by `affine.apply`s; `extract_strided_metadata` of those ops,
//! of allocations, globals, casts and other metadata extractions reads
//! the metadata directly. A greedy rewrite with these patterns only (and
//! every op's folder). Upstream's `ExtractStridedMetadataOpCastFolder`
//! is left out: `extract_strided_metadata`'s folder, which the driver
//! tries first, always looks through the casts it would match.
//!
//! Where upstream would crash (an `expand_shape` group with two dynamic
//! sizes, a division by a constant zero folding to poison) the op is left
//! alone or the `affine.apply` kept.

use std::sync::Arc;

use rmlir_affine::utils::{
    as_op_fold_result, make_composed_folded_affine_apply, value_or_constant_index,
};
use rmlir_interfaces::reshape::reassociation_indices;
use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::view_like::{mixed_values, OpFoldResult};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Location, OpDef, OpId, Type, Value, ValueDef};
use rmlir_memref::layout::{memref_type, strides_and_offset, MemRef};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

/// A memref's metadata as values or constants.
struct StridedMetadata {
    base: Value,
    offset: OpFoldResult,
    sizes: Vec<OpFoldResult>,
    strides: Vec<OpFoldResult>,
}

/// Whether `op` is the op `def`.
fn is(rw: &PatternRewriter<'_>, op: OpId, def: &'static OpDef) -> bool {
    rw.ctx
        .op_def(rw.body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// The op `def` defining `v`, if that is what defines it.
fn defined_by(rw: &PatternRewriter<'_>, v: Value, def: &'static OpDef) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } if is(rw, op, def) => Some(op),
        _ => None,
    }
}

/// The map of `exprs` over the dims and symbols they use
/// (`AffineMap::inferFromExprList`).
fn infer_map(expr: AffineExpr) -> AffineMap {
    let (mut nd, mut ns) = (0u32, 0u32);
    expr.walk(&mut |e| match e {
        AffineExpr::Dim(p) => nd = nd.max(p + 1),
        AffineExpr::Symbol(p) => ns = ns.max(p + 1),
        _ => {}
    });
    AffineMap::new(nd, ns, vec![expr])
}

/// `makeComposedFoldedAffineApply` of one expression.
fn apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expr: AffineExpr,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let map = infer_map(expr);
    let n = (map.num_inputs() as usize).min(operands.len());
    make_composed_folded_affine_apply(rw, loc, &map, &operands[..n])
}

fn sym(i: u32) -> AffineExpr {
    AffineExpr::symbol(i)
}

fn cst(c: i64) -> AffineExpr {
    AffineExpr::constant(c)
}

/// A static entry, or the value standing for a dynamic one.
fn static_or(s: i64, v: Value) -> OpFoldResult {
    if s == DYNAMIC {
        OpFoldResult::Value(v)
    } else {
        OpFoldResult::Int(s)
    }
}

/// An `extract_strided_metadata` of the ranked memref `source` (its
/// result types inferred), with its results.
struct Metadata {
    op: OpId,
    base: Value,
    offset: Value,
    sizes: Vec<Value>,
    strides: Vec<Value>,
}

fn extract_metadata(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
) -> Option<Metadata> {
    let m = MemRef::of(rw.ctx, rw.body.value_type(source))?;
    let index = rw.ctx.index_type();
    let base_ty = memref_type(rw.ctx, &[], m.elem, None, m.memory_space);
    let idx: Vec<Type> = vec![index; m.rank()];
    let op =
        rmlir_memref::ExtractStridedMetadataOp::build(rw, loc, base_ty, index, &idx, &idx, source)
            .id();
    Some(metadata_of(rw, op))
}

/// The results of an `extract_strided_metadata`.
fn metadata_of(rw: &PatternRewriter<'_>, op: OpId) -> Metadata {
    let results: Vec<Value> = rw.body.results(op).collect();
    let rank = results.len().saturating_sub(2) / 2;
    Metadata {
        op,
        base: results[0],
        offset: results[1],
        sizes: results[2..2 + rank].to_vec(),
        strides: results[2 + rank..2 + 2 * rank].to_vec(),
    }
}

/// Whether `op` is a well-formed `extract_strided_metadata` of a ranked
/// memref.
fn metadata_shape_ok(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.body.operand_count(op) == 1
        && MemRef::of(rw.ctx, rw.body.value_type(rw.body.operand(op, 0)))
            .is_some_and(|m| rw.body.num_results(op) == 2 + 2 * m.rank())
}

// ----- subview -----

/// A subview's source, mixed lists and dropped dimensions, checked to fit
/// its source type.
struct SubView {
    loc: Location,
    source: Value,
    offsets: Vec<OpFoldResult>,
    sizes: Vec<OpFoldResult>,
    strides: Vec<OpFoldResult>,
    dropped: Vec<bool>,
    src_strides: Vec<i64>,
    src_offset: i64,
}

fn read_subview(rw: &PatternRewriter<'_>, op: OpId) -> Option<SubView> {
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return None;
    }
    let view = rw.view(op);
    let lists = SliceLists::of(&view, 1);
    let source = rw.body.operand(op, 0);
    let src = MemRef::of(rw.ctx, rw.body.value_type(source))?;
    let (src_strides, src_offset) = strides_and_offset(rw.ctx, rw.body.value_type(source))?;
    let dropped = rmlir_memref::subview::subview_dropped_dims(rw.ctx, rw.body, op)?;
    let rank = src.rank();
    let offsets = mixed_values(&lists.static_offsets, &lists.offsets);
    let sizes = mixed_values(&lists.static_sizes, &lists.sizes);
    let strides = mixed_values(&lists.static_strides, &lists.strides);
    if [
        offsets.len(),
        sizes.len(),
        strides.len(),
        dropped.len(),
        src_strides.len(),
    ]
    .iter()
    .any(|&n| n != rank)
    {
        return None;
    }
    let res_rank = MemRef::of(rw.ctx, rw.body.value_type(rw.body.result(op, 0)))?.rank();
    if dropped.iter().filter(|&&d| !d).count() != res_rank {
        return None;
    }
    Some(SubView {
        loc: rw.body.op(op).loc,
        source,
        offsets,
        sizes,
        strides,
        dropped,
        src_strides,
        src_offset,
    })
}

/// `resolveSubviewStridedMetadata`: strides `baseStride * subStride`,
/// offset `baseOffset + sum(subOffset * baseStride)`, the subview's
/// sizes, over the metadata of the subview's source.
fn resolve_subview(rw: &mut PatternRewriter<'_>, sv: &SubView) -> Option<StridedMetadata> {
    let loc = sv.loc;
    let md = extract_metadata(rw, loc, sv.source)?;
    let rank = sv.offsets.len();
    let mut strides = Vec::with_capacity(rank);
    let mut values = Vec::with_capacity(2 * rank + 1);
    values.push(static_or(sv.src_offset, md.offset));
    let mut expr = sym(0);
    for i in 0..rank {
        let orig_stride = static_or(sv.src_strides[i], md.strides[i]);
        strides.push(apply(
            rw,
            loc,
            sym(0).mul(sym(1)),
            &[sv.strides[i], orig_stride],
        ));
        let at = 1 + 2 * i as u32;
        expr = expr.add(sym(at).mul(sym(at + 1)));
        values.push(sv.offsets[i]);
        values.push(orig_stride);
    }
    let offset = apply(rw, loc, expr, &values);
    let kept = |list: &[OpFoldResult]| -> Vec<OpFoldResult> {
        list.iter()
            .zip(&sv.dropped)
            .filter(|(_, &d)| !d)
            .map(|(&o, _)| o)
            .collect()
    };
    let (final_sizes, final_strides) = (kept(&sv.sizes), kept(&strides));
    Some(StridedMetadata {
        base: md.base,
        offset,
        sizes: final_sizes,
        strides: final_strides,
    })
}

/// Splits mixed values into the static list and the dynamic values
/// (`dispatchIndexOpFoldResults`).
fn dispatch(list: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut st = Vec::with_capacity(list.len());
    let mut dy = Vec::new();
    for &o in list {
        match o {
            OpFoldResult::Int(c) => st.push(c),
            OpFoldResult::Value(v) => {
                st.push(DYNAMIC);
                dy.push(v);
            }
        }
    }
    (st, dy)
}

/// `ReinterpretCastOp::create(b, loc, type, source, offset, sizes,
/// strides)`.
fn reinterpret_cast(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: Value,
    md: &StridedMetadata,
) -> Value {
    let (so, dyo) = dispatch(&[md.offset]);
    let (ss, dys) = dispatch(&md.sizes);
    let (st, dyt) = dispatch(&md.strides);
    let ctx = rw.ctx;
    let (a, b, c) = (
        ctx.dense_i64_array_attr(&so),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&st),
    );
    rmlir_memref::ReinterpretCastOp::build(rw, loc, ty, source, &dyo, &dys, &dyt, a, b, c).result()
}

/// Replaces `op` (with one memref result) by a `reinterpret_cast` of the
/// metadata.
fn replace_with_reinterpret_cast(rw: &mut PatternRewriter<'_>, op: OpId, md: &StridedMetadata) {
    let loc = rw.body.op(op).loc;
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let v = reinterpret_cast(rw, loc, ty, md.base, md);
    rw.replace_op(op, &[v]);
}

/// Replaces an `extract_strided_metadata` by the metadata, constants
/// made at `loc` (upstream's `getValueOrCreateConstantIndexOp`, offset
/// then sizes then strides).
fn replace_metadata(rw: &mut PatternRewriter<'_>, op: OpId, loc: Location, md: &StridedMetadata) {
    let mut results = Vec::with_capacity(2 + 2 * md.sizes.len());
    results.push(md.base);
    results.push(value_or_constant_index(rw, loc, md.offset));
    for &s in &md.sizes {
        results.push(value_or_constant_index(rw, loc, s));
    }
    for &s in &md.strides {
        results.push(value_or_constant_index(rw, loc, s));
    }
    rw.replace_op(op, &results);
}

/// `SubviewFolder`.
fn subview_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = read_subview(rw, op) else {
        return false;
    };
    let Some(md) = resolve_subview(rw, &sv) else {
        return false;
    };
    replace_with_reinterpret_cast(rw, op, &md);
    true
}

/// `ExtractStridedMetadataOpSubviewFolder`.
fn metadata_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let Some(subview) = defined_by(rw, rw.body.operand(op, 0), &rmlir_memref::SUB_VIEW_OP) else {
        return false;
    };
    let Some(sv) = read_subview(rw, subview) else {
        return false;
    };
    let Some(md) = resolve_subview(rw, &sv) else {
        return false;
    };
    replace_metadata(rw, op, sv.loc, &md);
    true
}

// ----- expand_shape and collapse_shape -----

#[derive(Copy, Clone, PartialEq, Eq)]
enum Reshape {
    Expand,
    Collapse,
}

/// A reshape's parts, checked to fit each other.
struct ReshapeOp {
    loc: Location,
    source: Value,
    src: MemRef,
    src_strides: Vec<i64>,
    src_offset: i64,
    res: MemRef,
    groups: Vec<Vec<usize>>,
}

fn read_reshape(rw: &PatternRewriter<'_>, op: OpId, kind: Reshape) -> Option<ReshapeOp> {
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return None;
    }
    let source = rw.body.operand(op, 0);
    let src_ty = rw.body.value_type(source);
    let src = MemRef::of(rw.ctx, src_ty)?;
    let (src_strides, src_offset) = strides_and_offset(rw.ctx, src_ty)?;
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let res = MemRef::of(rw.ctx, res_ty)?;
    let view = rw.view(op);
    let groups = reassociation_indices(rw.ctx, view.prop("reassociation")?)?;
    let groups: Vec<Vec<usize>> = groups
        .iter()
        .map(|g| {
            g.iter()
                .map(|&d| usize::try_from(d).ok())
                .collect::<Option<Vec<_>>>()
        })
        .collect::<Option<_>>()?;
    // The expanded side is indexed by the groups, the collapsed side by
    // the group number.
    let (expanded, collapsed) = match kind {
        Reshape::Expand => (&res, &src),
        Reshape::Collapse => (&src, &res),
    };
    if src_strides.len() != src.rank() || (!groups.is_empty() && groups.len() != collapsed.rank()) {
        return None;
    }
    if groups
        .iter()
        .any(|g| g.is_empty() || g.iter().any(|&d| d >= expanded.rank()))
    {
        return None;
    }
    if kind == Reshape::Expand && src.rank() != 0 {
        // Upstream assumes at most one dynamic size per group.
        for g in &groups {
            if g.iter().filter(|&&d| expanded.shape[d] == DYNAMIC).count() > 1 {
                return None;
            }
        }
    }
    if kind == Reshape::Collapse && !collapse_strides_known(&src, &src_strides, &res, rw, &groups) {
        return None;
    }
    Some(ReshapeOp {
        loc: rw.body.op(op).loc,
        source,
        src,
        src_strides,
        src_offset,
        res,
        groups,
    })
}

/// Whether `getCollapsedStride` finds a stride for every group (upstream
/// has no answer for a group of unit dimensions with a dynamic collapsed
/// stride and no dynamic source stride).
fn collapse_strides_known(
    src: &MemRef,
    src_strides: &[i64],
    res: &MemRef,
    rw: &PatternRewriter<'_>,
    groups: &[Vec<usize>],
) -> bool {
    let res_ty = res.to_type(rw.ctx);
    let Some((res_strides, _)) = strides_and_offset(rw.ctx, res_ty) else {
        return false;
    };
    groups.iter().enumerate().all(|(gid, g)| {
        g.iter().any(|&d| src.shape[d] != 1)
            || res_strides.get(gid).is_some_and(|&s| s != DYNAMIC)
            || g.iter().any(|&d| src_strides[d] == DYNAMIC)
    })
}

/// `getExpandedSizes`: the result's static sizes, the dynamic one (at
/// most one per group) the source size divided by their product.
fn expanded_sizes(
    rw: &mut PatternRewriter<'_>,
    r: &ReshapeOp,
    orig_sizes: &[OpFoldResult],
    gid: usize,
) -> Vec<OpFoldResult> {
    let group = &r.groups[gid];
    let mut out = vec![OpFoldResult::Int(0); group.len()];
    let mut product: u64 = 1;
    let mut dynamic = None;
    for (i, &d) in group.iter().enumerate() {
        let size = r.res.shape[d];
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        product = product.wrapping_mul(size as u64);
        out[i] = OpFoldResult::Int(size);
    }
    if let Some(i) = dynamic {
        out[i] = apply(
            rw,
            r.loc,
            sym(0).floor_div(cst(product as i64)),
            &[orig_sizes[gid]],
        );
    }
    out
}

/// `getExpandedStrides`: the source stride times the product of the
/// sizes after each dimension in its group (with the dynamic size, if
/// any, as the source size divided by the static ones).
fn expanded_strides(
    rw: &mut PatternRewriter<'_>,
    r: &ReshapeOp,
    orig_sizes: &[OpFoldResult],
    orig_strides: &[OpFoldResult],
    gid: usize,
) -> Vec<OpFoldResult> {
    let group = &r.groups[gid];
    let n = group.len();
    let mut base = vec![0i64; n];
    let mut current: u64 = 1;
    let mut dynamic = None;
    for i in (0..n).rev() {
        base[i] = current as i64;
        let size = r.res.shape[group[i]];
        if size == DYNAMIC {
            dynamic = Some(i);
            continue;
        }
        current = current.wrapping_mul(size as u64);
    }
    let orig_stride = if r.src_strides[gid] == DYNAMIC {
        orig_strides[gid]
    } else {
        OpFoldResult::Int(r.src_strides[gid])
    };
    let mut out = Vec::with_capacity(n);
    let mut done = 0;
    if let Some(d) = dynamic {
        let product = current as i64;
        let orig_size = orig_sizes[gid];
        while done < d {
            let e = sym(0)
                .mul(cst(base[done]))
                .floor_div(cst(product))
                .mul(sym(1));
            out.push(apply(rw, r.loc, e, &[orig_size, orig_stride]));
            done += 1;
        }
    }
    while done < n {
        out.push(apply(
            rw,
            r.loc,
            sym(0).mul(cst(base[done])),
            &[orig_stride],
        ));
        done += 1;
    }
    out
}

/// `getCollapsedSize`: the result's static size, or the product of the
/// group's source sizes.
fn collapsed_size(
    rw: &mut PatternRewriter<'_>,
    r: &ReshapeOp,
    orig_sizes: &[OpFoldResult],
    gid: usize,
) -> Vec<OpFoldResult> {
    let size = r.res.shape[gid];
    if size != DYNAMIC {
        return vec![OpFoldResult::Int(size)];
    }
    let group = &r.groups[gid];
    let mut expr = cst(1);
    let mut inputs = Vec::with_capacity(group.len());
    for (i, &d) in group.iter().enumerate() {
        expr = expr.mul(sym(i as u32));
        let s = r.src.shape[d];
        inputs.push(if s == DYNAMIC {
            orig_sizes[d]
        } else {
            OpFoldResult::Int(s)
        });
    }
    vec![apply(rw, r.loc, expr, &inputs)]
}

/// `getCollapsedStride`: the stride of the innermost non-unit dimension
/// of the group; for a group of unit dimensions, the collapsed type's
/// stride, or the first dynamic stride of the group.
fn collapsed_stride(
    rw: &PatternRewriter<'_>,
    r: &ReshapeOp,
    orig_strides: &[OpFoldResult],
    gid: usize,
) -> Vec<OpFoldResult> {
    let group = &r.groups[gid];
    let mut last = None;
    for &d in group {
        if r.src.shape[d] == 1 {
            continue;
        }
        let s = r.src_strides[d];
        last = Some(if s == DYNAMIC {
            orig_strides[d]
        } else {
            OpFoldResult::Int(s)
        });
    }
    if let Some(s) = last {
        return vec![s];
    }
    let res_ty = r.res.to_type(rw.ctx);
    let final_stride = strides_and_offset(rw.ctx, res_ty)
        .and_then(|(s, _)| s.get(gid).copied())
        .unwrap_or(DYNAMIC);
    if final_stride != DYNAMIC {
        return vec![OpFoldResult::Int(final_stride)];
    }
    let d = group
        .iter()
        .copied()
        .find(|&d| r.src_strides[d] == DYNAMIC)
        .expect("checked by collapse_strides_known");
    vec![orig_strides[d]]
}

/// `resolveReshapeStridedMetadata`: the source's base and offset, the
/// sizes and strides each group reshapes to.
fn resolve_reshape(
    rw: &mut PatternRewriter<'_>,
    r: &ReshapeOp,
    kind: Reshape,
) -> Option<StridedMetadata> {
    let md = extract_metadata(rw, r.loc, r.source)?;
    let offset = if r.src_offset == DYNAMIC {
        as_op_fold_result(rw, md.offset)
    } else {
        OpFoldResult::Int(r.src_offset)
    };
    if r.src.rank() == 0 {
        let ones = vec![OpFoldResult::Int(1); r.res.rank()];
        return Some(StridedMetadata {
            base: md.base,
            offset,
            sizes: ones.clone(),
            strides: ones,
        });
    }
    let orig_sizes: Vec<OpFoldResult> =
        md.sizes.iter().map(|&v| as_op_fold_result(rw, v)).collect();
    let orig_strides: Vec<OpFoldResult> = md
        .strides
        .iter()
        .map(|&v| as_op_fold_result(rw, v))
        .collect();
    let mut sizes = Vec::with_capacity(r.res.rank());
    let mut strides = Vec::with_capacity(r.res.rank());
    for gid in 0..r.groups.len() {
        let (s, t) = match kind {
            Reshape::Expand => {
                let s = expanded_sizes(rw, r, &orig_sizes, gid);
                let t = expanded_strides(rw, r, &orig_sizes, &orig_strides, gid);
                (s, t)
            }
            Reshape::Collapse => {
                let s = collapsed_size(rw, r, &orig_sizes, gid);
                let t = collapsed_stride(rw, r, &orig_strides, gid);
                (s, t)
            }
        };
        sizes.extend(s);
        strides.extend(t);
    }
    Some(StridedMetadata {
        base: md.base,
        offset,
        sizes,
        strides,
    })
}

/// `ReshapeFolder<ExpandShapeOp>` and `ReshapeFolder<CollapseShapeOp>`.
fn reshape_folder(op: OpId, rw: &mut PatternRewriter<'_>, kind: Reshape) -> bool {
    let Some(r) = read_reshape(rw, op, kind) else {
        return false;
    };
    let Some(md) = resolve_reshape(rw, &r, kind) else {
        return false;
    };
    replace_with_reinterpret_cast(rw, op, &md);
    true
}

/// `ExtractStridedMetadataOpExpandShapeFolder` and
/// `ExtractStridedMetadataOpCollapseShapeFolder`.
fn metadata_of_reshape(op: OpId, rw: &mut PatternRewriter<'_>, kind: Reshape) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let def = match kind {
        Reshape::Expand => &rmlir_memref::EXPAND_SHAPE_OP,
        Reshape::Collapse => &rmlir_memref::COLLAPSE_SHAPE_OP,
    };
    let Some(reshape) = defined_by(rw, rw.body.operand(op, 0), def) else {
        return false;
    };
    let Some(r) = read_reshape(rw, reshape, kind) else {
        return false;
    };
    let Some(md) = resolve_reshape(rw, &r, kind) else {
        return false;
    };
    replace_metadata(rw, op, r.loc, &md);
    true
}

// ----- allocations and globals -----

/// `ExtractStridedMetadataOpAllocFolder<AllocOp>` and `<AllocaOp>`: the
/// allocation's sizes, row-major strides, offset 0, and the allocation
/// itself (cast to a 0-d memref) as the base.
fn metadata_of_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let alloc = match defined_by(rw, src, &rmlir_memref::ALLOC_OP) {
        Some(a) => a,
        None => match defined_by(rw, src, &rmlir_memref::ALLOCA_OP) {
            Some(a) => a,
            None => return false,
        },
    };
    let alloc_ty = rw.body.value_type(src);
    let Some(m) = MemRef::of(rw.ctx, alloc_ty) else {
        return false;
    };
    if !m.has_identity_layout(rw.ctx) {
        return false;
    }
    let dynamic = rw.view(alloc).operand_group(0);
    if dynamic.len() != m.num_dynamic_dims() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let sizes = mixed_values(&m.shape, &dynamic);
    let rank = m.rank();
    let mut strides = vec![OpFoldResult::Int(1); rank];
    // strides[i] = 1 * s0 * ... over sizes[i + 1..], innermost first.
    let mut expr = cst(1);
    for (nsym, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = expr.mul(sym(nsym as u32));
        strides[i] = apply(rw, loc, expr.clone(), &sizes[i + 1..]);
    }
    let base_result = rw.body.result(op, 0);
    let base = if rw.body.value_unused(base_result) {
        base_result
    } else if rw.body.value_type(base_result) == alloc_ty {
        src
    } else {
        let ty = rw.body.value_type(base_result);
        cast_to_base(rw, loc, ty, src)
    };
    let zero = value_or_constant_index(rw, loc, OpFoldResult::Int(0));
    let mut results = vec![base, zero];
    for &s in sizes.iter().chain(&strides) {
        results.push(value_or_constant_index(rw, loc, s));
    }
    rw.replace_op(op, &results);
    true
}

/// `reinterpret_cast` of `v` to the 0-d memref `ty` (offset 0).
fn cast_to_base(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: Value) -> Value {
    let md = StridedMetadata {
        base: v,
        offset: OpFoldResult::Int(0),
        sizes: vec![],
        strides: vec![],
    };
    reinterpret_cast(rw, loc, ty, v, &md)
}

/// `ExtractStridedMetadataOpGetGlobalFolder`: a global's static sizes
/// and row-major strides, offset 0.
fn metadata_of_get_global(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let src = rw.body.operand(op, 0);
    if defined_by(rw, src, &rmlir_memref::GET_GLOBAL_OP).is_none() {
        return false;
    }
    let ty = rw.body.value_type(src);
    let Some(m) = MemRef::of(rw.ctx, ty) else {
        return false;
    };
    if !m.has_identity_layout(rw.ctx) || !m.has_static_shape() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut strides = vec![1i64; m.rank()];
    for i in (0..m.rank().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(m.shape[i + 1]);
    }
    let base_ty = rw.body.value_type(rw.body.result(op, 0));
    let base = if ty == base_ty {
        src
    } else {
        cast_to_base(rw, loc, base_ty, src)
    };
    let mut results = vec![base];
    for &c in std::iter::once(&0).chain(&m.shape).chain(&strides) {
        results.push(value_or_constant_index(rw, loc, OpFoldResult::Int(c)));
    }
    rw.replace_op(op, &results);
    true
}

// ----- other metadata sources -----

/// `RewriteExtractAlignedPointerAsIndexOfViewLikeOp`: the pointer of a
/// `subview` or `reinterpret_cast` is its source's (not of every view:
/// `memref.view` moves the pointer).
fn aligned_pointer_of_view(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let ValueDef::Result { op: view, index: 0 } = rw.body.value_def(src) else {
        return false;
    };
    if !(is(rw, view, &rmlir_memref::SUB_VIEW_OP)
        || is(rw, view, &rmlir_memref::REINTERPRET_CAST_OP))
        || rw.body.operand_count(view) == 0
    {
        return false;
    }
    let view_source = rw.body.operand(view, 0);
    rw.modify_op_in_place(op, |b| b.set_operand(op, 0, view_source));
    true
}

/// `ExtractStridedMetadataOpReinterpretCastFolder`: the cast's offset,
/// sizes and strides, the base of its (ranked) source.
fn metadata_of_reinterpret_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let Some(cast) = defined_by(
        rw,
        rw.body.operand(op, 0),
        &rmlir_memref::REINTERPRET_CAST_OP,
    ) else {
        return false;
    };
    if rw.body.operand_count(cast) == 0 {
        return false;
    }
    let cast_src = rw.body.operand(cast, 0);
    if MemRef::of(rw.ctx, rw.body.value_type(cast_src)).is_none() {
        return false;
    }
    let view = rw.view(cast);
    let lists = SliceLists::of(&view, 1);
    let offsets = mixed_values(&lists.static_offsets, &lists.offsets);
    let sizes = mixed_values(&lists.static_sizes, &lists.sizes);
    let strides = mixed_values(&lists.static_strides, &lists.strides);
    let rank = (rw.body.num_results(op) - 2) / 2;
    if offsets.len() != 1 || sizes.len() != rank || strides.len() != rank {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let Some(md) = extract_metadata(rw, loc, cast_src) else {
        return false;
    };
    let mut results = vec![md.base, value_or_constant_index(rw, loc, offsets[0])];
    for &s in sizes.iter().chain(&strides) {
        results.push(value_or_constant_index(rw, loc, s));
    }
    rw.replace_op(op, &results);
    true
}

/// `ExtractStridedMetadataOpMemorySpaceCastFolder`: the metadata of the
/// cast's source, its base cast to the memory space (when used).
fn metadata_of_memory_space_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let Some(cast) = defined_by(
        rw,
        rw.body.operand(op, 0),
        &rmlir_memref::MEMORY_SPACE_CAST_OP,
    ) else {
        return false;
    };
    if rw.body.operand_count(cast) != 1 || rw.body.num_results(cast) != 1 {
        return false;
    }
    let cast_src = rw.body.operand(cast, 0);
    let Some(src) = MemRef::of(rw.ctx, rw.body.value_type(cast_src)) else {
        return false;
    };
    if 2 + 2 * src.rank() != rw.body.num_results(op) {
        return false;
    }
    let space =
        rmlir_memref::layout::memory_space(rw.ctx, rw.body.value_type(rw.body.result(cast, 0)));
    let loc = rw.body.op(op).loc;
    let Some(md) = extract_metadata(rw, loc, cast_src) else {
        return false;
    };
    let mut results: Vec<Value> = rw.body.results(md.op).collect();
    let old_base = rw.body.result(op, 0);
    results[0] = if rw.body.value_unused(old_base) {
        old_base
    } else {
        let ty = memref_type(rw.ctx, &[], src.elem, None, space);
        rmlir_memref::MemorySpaceCastOp::build(rw, loc, ty, md.base).dest()
    };
    rw.replace_op(op, &results);
    true
}

/// `ExtractStridedMetadataOpAssumeAlignmentFolder`: the metadata of the
/// assumption's source.
fn metadata_of_assume_alignment(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if !metadata_shape_ok(rw, op) {
        return false;
    }
    let Some(assume) = defined_by(
        rw,
        rw.body.operand(op, 0),
        &rmlir_memref::ASSUME_ALIGNMENT_OP,
    ) else {
        return false;
    };
    if rw.body.operand_count(assume) != 1 {
        return false;
    }
    let src = rw.body.operand(assume, 0);
    let Some(m) = MemRef::of(rw.ctx, rw.body.value_type(src)) else {
        return false;
    };
    if 2 + 2 * m.rank() != rw.body.num_results(op) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let Some(md) = extract_metadata(rw, loc, src) else {
        return false;
    };
    let results: Vec<Value> = rw.body.results(md.op).collect();
    rw.replace_op(op, &results);
    true
}

/// `ExtractStridedMetadataOpExtractStridedMetadataFolder`: the base of a
/// base is itself, at offset 0.
fn metadata_of_metadata(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 2 {
        return false;
    }
    let Some(inner) = defined_by(
        rw,
        rw.body.operand(op, 0),
        &rmlir_memref::EXTRACT_STRIDED_METADATA_OP,
    ) else {
        return false;
    };
    if rw.body.num_results(inner) == 0 {
        return false;
    }
    let base = rw.body.result(inner, 0);
    let loc = rw.body.op(op).loc;
    let zero = value_or_constant_index(rw, loc, OpFoldResult::Int(0));
    rw.replace_op(op, &[base, zero]);
    true
}

const ESM: &str = "memref.extract_strided_metadata";

static PATTERNS: [FnPattern; 13] = [
    FnPattern::new("SubviewFolder", "memref.subview", subview_folder),
    FnPattern::new(
        "ReshapeFolder<memref::ExpandShapeOp, getExpandedSizes, getExpandedStrides>",
        "memref.expand_shape",
        |op, rw| reshape_folder(op, rw, Reshape::Expand),
    ),
    FnPattern::new(
        "ReshapeFolder<memref::CollapseShapeOp, getCollapsedSize, getCollapsedStride>",
        "memref.collapse_shape",
        |op, rw| reshape_folder(op, rw, Reshape::Collapse),
    ),
    // Upstream's `ExtractStridedMetadataOpAllocFolder<AllocOp>` and
    // `<AllocaOp>`: one pattern serves both.
    FnPattern::new(
        "ExtractStridedMetadataOpAllocFolder",
        ESM,
        metadata_of_alloc,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpCollapseShapeFolder",
        ESM,
        |op, rw| metadata_of_reshape(op, rw, Reshape::Collapse),
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpExpandShapeFolder",
        ESM,
        |op, rw| metadata_of_reshape(op, rw, Reshape::Expand),
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpGetGlobalFolder",
        ESM,
        metadata_of_get_global,
    ),
    FnPattern::new(
        "RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
        "memref.extract_aligned_pointer_as_index",
        aligned_pointer_of_view,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpReinterpretCastFolder",
        ESM,
        metadata_of_reinterpret_cast,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpSubviewFolder",
        ESM,
        metadata_of_subview,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpMemorySpaceCastFolder",
        ESM,
        metadata_of_memory_space_cast,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpAssumeAlignmentFolder",
        ESM,
        metadata_of_assume_alignment,
    ),
    FnPattern::new(
        "ExtractStridedMetadataOpExtractStridedMetadataFolder",
        ESM,
        metadata_of_metadata,
    ),
];

/// `memref::populateExpandStridedMetadataPatterns`: the patterns, in
/// upstream's order.
pub fn expand_strided_metadata_patterns() -> Vec<&'static dyn RewritePattern> {
    PATTERNS
        .iter()
        .map(|p| p as &'static dyn RewritePattern)
        .collect()
}

/// `-expand-strided-metadata`.
#[derive(Clone, Default)]
pub struct ExpandStridedMetadata {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for ExpandStridedMetadata {
    fn argument(&self) -> &'static str {
        "expand-strided-metadata"
    }
    fn name(&self) -> &'static str {
        "ExpandStridedMetadataPass"
    }
    fn description(&self) -> &'static str {
        "Expand memref operations into easier to analyze constructs"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.patterns = Some(Arc::new(FrozenPatternSet::new(
            ctx,
            expand_strided_metadata_patterns(),
            &[],
            &[],
        )));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        let threads = pcx.threads();
        // Upstream ignores whether the driver converged.
        apply_patterns_greedily_to_op(
            pcx.ctx,
            pcx.ir,
            pcx.op,
            &patterns,
            &GreedyRewriteConfig::default(),
            threads,
        );
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
