//! `fold-memref-alias-ops` (upstream's
//! `MemRef/Transforms/FoldMemRefAliasOps.cpp`, as mlir-opt 22 has it):
//! an access through a `subview`, `expand_shape` or `collapse_shape`
//! accesses the view's source instead, its indices computed with
//! `affine.apply`, `affine.linearize_index` or `affine.delinearize_index`;
//! a unit-stride `subview` of a unit-stride `subview` is one subview.
//!
//! Which ops are accesses is open: an op is folded when it has an
//! [`AliasFoldableAccess`] (upstream's per-op cases: `memref.load` and
//! `memref.store` here; the vector, gpu and nvgpu ops upstream also
//! folds belong to dialects rmlir does not have yet). A dialect adds its
//! accesses by making patterns with [`access_folders`] for them. In
//! mlir-opt 22 the affine accesses have a pass of their own,
//! `affine-fold-memref-alias-ops` ([`AffineFoldMemRefAliasOps`], here
//! too): the same folds after applying the access's map to its operands.

use std::sync::Arc;

use rmlir_affine::utils::{
    as_op_fold_result, make_composed_folded_affine_apply,
    resolve_indices_into_op_with_offsets_and_strides, resolve_sizes_into_op_with_sizes,
    value_or_constant_index,
};
use rmlir_interfaces::reshape::reassociation_indices;
use rmlir_interfaces::slice::SliceLists;
use rmlir_interfaces::view_like::{mixed_values, OpFoldResult};
use rmlir_ir::affine::AffineMap;
use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpDef, OpId, Type, Value, ValueDef};
use rmlir_memref::layout::MemRef;
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

/// The view an access is folded through.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AliasKind {
    /// `memref.subview`.
    SubView,
    /// `memref.expand_shape`.
    ExpandShape,
    /// `memref.collapse_shape`.
    CollapseShape,
}

/// An op accessing a memref at indices, which the pass can make access
/// the source of the view defining that memref (upstream's
/// `getMemRefOperand`, the `TypeSwitch` cases rebuilding each op, and
/// its preconditions).
pub trait AliasFoldableAccess: Sync {
    /// The position of the memref operand.
    fn memref_operand(&self) -> usize;
    /// The positions of the index operands.
    fn index_operands(&self, rw: &PatternRewriter<'_>, op: OpId) -> std::ops::Range<usize>;
    /// How many indices the access has into its memref (its index
    /// operands, unless it maps them), if well-formed.
    fn index_count(&self, rw: &PatternRewriter<'_>, op: OpId) -> Option<usize> {
        let r = self.index_operands(rw, op);
        (r.start <= r.end && r.end <= rw.body.operand_count(op)).then(|| r.end - r.start)
    }
    /// The indices into its memref, made at the insertion point if the
    /// access computes them (`index_count` of them); called once the fold
    /// is certain.
    fn materialize_indices(&self, rw: &mut PatternRewriter<'_>, op: OpId) -> Vec<Value> {
        self.index_operands(rw, op)
            .map(|i| rw.body.operand(op, i))
            .collect()
    }
    /// Whether the indices are known to start in bounds (the
    /// linearization of an `expand_shape` group is then `disjoint`).
    fn starts_in_bounds(&self) -> bool;
    /// Whether the op may be folded through `view` (upstream's
    /// preconditions, checked before anything is created).
    fn can_fold(&self, rw: &PatternRewriter<'_>, op: OpId, kind: AliasKind, view: OpId) -> bool {
        let _ = (rw, op, kind, view);
        true
    }
    /// Replaces `op` by the same access of `memref` at `indices`, made at
    /// the insertion point.
    fn rebuild(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        kind: AliasKind,
        memref: Value,
        indices: &[Value],
    );
}

/// The `nontemporal` flag of a `memref.load`/`memref.store`.
fn nontemporal(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    rw.view(op)
        .prop("nontemporal")
        .and_then(|a| rw.ctx.int_value(a))
        .is_some_and(|v| v != 0)
}

/// `memref.load`: `LoadOp::create(memref, indices, nontemporal)` (the
/// alignment and discardable attributes are not kept, as upstream).
struct MemRefLoad;

impl AliasFoldableAccess for MemRefLoad {
    fn memref_operand(&self) -> usize {
        0
    }
    fn index_operands(&self, rw: &PatternRewriter<'_>, op: OpId) -> std::ops::Range<usize> {
        1..rw.body.operand_count(op)
    }
    fn starts_in_bounds(&self) -> bool {
        true
    }
    fn rebuild(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        _: AliasKind,
        memref: Value,
        indices: &[Value],
    ) {
        let loc = rw.body.op(op).loc;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let nt = rw.ctx.bool_attr(nontemporal(rw, op));
        let v = rmlir_memref::LoadOp::build(rw, loc, ty, memref, indices, Some(nt), None).result();
        rw.replace_op(op, &[v]);
    }
}

/// `memref.store`: `StoreOp::create(value, memref, indices,
/// nontemporal)`.
struct MemRefStore;

impl AliasFoldableAccess for MemRefStore {
    fn memref_operand(&self) -> usize {
        1
    }
    fn index_operands(&self, rw: &PatternRewriter<'_>, op: OpId) -> std::ops::Range<usize> {
        2..rw.body.operand_count(op)
    }
    fn starts_in_bounds(&self) -> bool {
        true
    }
    fn rebuild(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        _: AliasKind,
        memref: Value,
        indices: &[Value],
    ) {
        let loc = rw.body.op(op).loc;
        let value = rw.body.operand(op, 0);
        let nt = rw.ctx.bool_attr(nontemporal(rw, op));
        rmlir_memref::StoreOp::build(rw, loc, value, memref, indices, Some(nt), None);
        rw.replace_op(op, &[]);
    }
}

/// The map of an `affine.load`/`affine.store`.
fn affine_access_map(rw: &PatternRewriter<'_>, op: OpId) -> Option<AffineMap> {
    match rw.ctx.attr_kind(rw.view(op).prop("map")?) {
        rmlir_ir::AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// `expandToUnderlyingIndices`: each result of the access's map applied
/// to its map operands (composed and folded).
fn expand_affine_indices(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    operands: std::ops::Range<usize>,
) -> Vec<Value> {
    let Some(map) = affine_access_map(rw, op) else {
        return Vec::new();
    };
    let loc = rw.body.op(op).loc;
    let inputs: Vec<OpFoldResult> = operands
        .map(|i| OpFoldResult::Value(rw.body.operand(op, i)))
        .collect();
    (0..map.num_results())
        .map(|i| {
            let sub = map.sub_map(&[i]);
            let r = make_composed_folded_affine_apply(rw, loc, &sub, &inputs);
            value_or_constant_index(rw, loc, r)
        })
        .collect()
}

/// The number of results of an affine access's map, when its operands
/// fit it.
fn affine_index_count(
    rw: &PatternRewriter<'_>,
    op: OpId,
    operands: std::ops::Range<usize>,
) -> Option<usize> {
    let map = affine_access_map(rw, op)?;
    (operands.end <= rw.body.operand_count(op) && map.num_inputs() as usize == operands.len())
        .then(|| map.num_results())
}

/// The identity map over the rank of `memref` (`() -> ()` for 0-d), as
/// the `affine.load`/`affine.store` builders without a map make.
fn identity_map_attr(rw: &PatternRewriter<'_>, memref: Value) -> rmlir_ir::Attribute {
    let rank = MemRef::of(rw.ctx, rw.body.value_type(memref)).map_or(0, |m| m.rank());
    let map = if rank == 0 {
        AffineMap::new(0, 0, vec![])
    } else {
        AffineMap::multi_dim_identity(rank as u32)
    };
    rw.ctx.intern_attr(rmlir_ir::AttrKind::AffineMap(map))
}

/// `affine.load` (`affine-fold-memref-alias-ops`): its indices are its
/// map's results; rebuilt with an identity map.
struct AffineLoad;

impl AliasFoldableAccess for AffineLoad {
    fn memref_operand(&self) -> usize {
        0
    }
    fn index_operands(&self, rw: &PatternRewriter<'_>, op: OpId) -> std::ops::Range<usize> {
        1..rw.body.operand_count(op)
    }
    fn index_count(&self, rw: &PatternRewriter<'_>, op: OpId) -> Option<usize> {
        affine_index_count(rw, op, self.index_operands(rw, op))
    }
    fn materialize_indices(&self, rw: &mut PatternRewriter<'_>, op: OpId) -> Vec<Value> {
        let r = self.index_operands(rw, op);
        expand_affine_indices(rw, op, r)
    }
    fn starts_in_bounds(&self) -> bool {
        true
    }
    fn rebuild(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        _: AliasKind,
        memref: Value,
        indices: &[Value],
    ) {
        let loc = rw.body.op(op).loc;
        let ty = rw.body.value_type(rw.body.result(op, 0));
        let map = identity_map_attr(rw, memref);
        let v = rmlir_affine::LoadOp::build(rw, loc, ty, memref, indices, map).result();
        rw.replace_op(op, &[v]);
    }
}

/// `affine.store`, as `affine.load`.
struct AffineStore;

impl AliasFoldableAccess for AffineStore {
    fn memref_operand(&self) -> usize {
        1
    }
    fn index_operands(&self, rw: &PatternRewriter<'_>, op: OpId) -> std::ops::Range<usize> {
        2..rw.body.operand_count(op)
    }
    fn index_count(&self, rw: &PatternRewriter<'_>, op: OpId) -> Option<usize> {
        affine_index_count(rw, op, self.index_operands(rw, op))
    }
    fn materialize_indices(&self, rw: &mut PatternRewriter<'_>, op: OpId) -> Vec<Value> {
        let r = self.index_operands(rw, op);
        expand_affine_indices(rw, op, r)
    }
    fn starts_in_bounds(&self) -> bool {
        true
    }
    fn rebuild(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        _: AliasKind,
        memref: Value,
        indices: &[Value],
    ) {
        let loc = rw.body.op(op).loc;
        let value = rw.body.operand(op, 0);
        let map = identity_map_attr(rw, memref);
        rmlir_affine::StoreOp::build(rw, loc, value, memref, indices, map);
        rw.replace_op(op, &[]);
    }
}

/// The op `def` defining `v`, if that is what defines it.
fn defined_by(rw: &PatternRewriter<'_>, v: Value, def: &'static OpDef) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. }
            if rw
                .ctx
                .op_def(rw.body.op(op).name)
                .is_some_and(|d| std::ptr::eq(d, def)) =>
        {
            Some(op)
        }
        _ => None,
    }
}

/// A subview's source, mixed offsets, sizes and strides, and the source
/// dimensions it drops.
struct SubView {
    source: Value,
    offsets: Vec<OpFoldResult>,
    sizes: Vec<OpFoldResult>,
    strides: Vec<OpFoldResult>,
    dropped: Vec<bool>,
}

fn read_subview(rw: &PatternRewriter<'_>, op: OpId) -> Option<SubView> {
    if rw.body.operand_count(op) == 0 {
        return None;
    }
    let view = rw.view(op);
    let lists = SliceLists::of(&view, 1);
    let dropped = rmlir_memref::subview::subview_dropped_dims(rw.ctx, rw.body, op)?;
    let sv = SubView {
        source: rw.body.operand(op, 0),
        offsets: mixed_values(&lists.static_offsets, &lists.offsets),
        sizes: mixed_values(&lists.static_sizes, &lists.sizes),
        strides: mixed_values(&lists.static_strides, &lists.strides),
        dropped,
    };
    let n = sv.dropped.len();
    (sv.offsets.len() == n && sv.sizes.len() == n && sv.strides.len() == n).then_some(sv)
}

/// `hasUnitStride`: every stride is the constant 1.
fn has_unit_stride(rw: &PatternRewriter<'_>, sv: &SubView) -> bool {
    sv.strides.iter().all(|&s| match s {
        OpFoldResult::Int(c) => c == 1,
        OpFoldResult::Value(v) => as_op_fold_result(rw, v) == OpFoldResult::Int(1),
    })
}

/// The op's memref operand and number of indices, if it has them.
fn access_parts(
    rw: &PatternRewriter<'_>,
    op: OpId,
    access: &dyn AliasFoldableAccess,
) -> Option<(Value, usize)> {
    let m = access.memref_operand();
    if m >= rw.body.operand_count(op) {
        return None;
    }
    Some((rw.body.operand(op, m), access.index_count(rw, op)?))
}

/// `LoadOpOfSubViewOpFolder`/`StoreOpOfSubViewOpFolder`: indices
/// `offset + index * stride` into the subview's source.
fn fold_through_subview(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    access: &dyn AliasFoldableAccess,
) -> bool {
    let Some((memref, count)) = access_parts(rw, op, access) else {
        return false;
    };
    let Some(subview) = defined_by(rw, memref, &rmlir_memref::SUB_VIEW_OP) else {
        return false;
    };
    let Some(sv) = read_subview(rw, subview) else {
        return false;
    };
    if sv.dropped.iter().filter(|&&d| !d).count() != count
        || !access.can_fold(rw, op, AliasKind::SubView, subview)
    {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let indices: Vec<OpFoldResult> = access
        .materialize_indices(rw, op)
        .into_iter()
        .map(OpFoldResult::Value)
        .collect();
    let Some(source_indices) = resolve_indices_into_op_with_offsets_and_strides(
        rw,
        loc,
        &sv.offsets,
        &sv.strides,
        &sv.dropped,
        &indices,
    ) else {
        return false;
    };
    access.rebuild(rw, op, AliasKind::SubView, sv.source, &source_indices);
    true
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

/// The reassociation groups of a reshape, as positions.
fn groups_of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Vec<Vec<usize>>> {
    let groups = reassociation_indices(rw.ctx, rw.view(op).prop("reassociation")?)?;
    groups
        .iter()
        .map(|g| {
            g.iter()
                .map(|&d| usize::try_from(d).ok())
                .collect::<Option<Vec<_>>>()
        })
        .collect()
}

/// `LoadOpOfExpandShapeOpFolder`/`StoreOpOfExpandShapeOpFolder`
/// (`resolveSourceIndicesExpandShape`): each group of indices linearized
/// by the group's output sizes.
fn fold_through_expand_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    access: &dyn AliasFoldableAccess,
) -> bool {
    let Some((memref, count)) = access_parts(rw, op, access) else {
        return false;
    };
    let Some(expand) = defined_by(rw, memref, &rmlir_memref::EXPAND_SHAPE_OP) else {
        return false;
    };
    let Some(groups) = groups_of(rw, expand) else {
        return false;
    };
    let view = rw.view(expand);
    let Some(stat) = view
        .prop("static_output_shape")
        .and_then(|a| rw.ctx.dense_i64_array(a))
    else {
        return false;
    };
    let dest_shape = mixed_values(&stat, &view.operand_group(1));
    if dest_shape.len() != count
        || groups
            .iter()
            .any(|g| g.is_empty() || g.iter().any(|&d| d >= count))
        || !access.can_fold(rw, op, AliasKind::ExpandShape, expand)
    {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let indices = access.materialize_indices(rw, op);
    let index = rw.ctx.index_type();
    let disjoint = access.starts_in_bounds().then(|| rw.ctx.unit_attr());
    let mut source_indices = Vec::with_capacity(groups.len());
    for g in &groups {
        if g.len() == 1 {
            source_indices.push(indices[g[0]]);
            continue;
        }
        let basis: Vec<OpFoldResult> = g.iter().map(|&d| dest_shape[d]).collect();
        let group_indices: Vec<Value> = g.iter().map(|&d| indices[d]).collect();
        let (st, dy) = dispatch(&basis);
        let st = rw.ctx.dense_i64_array_attr(&st);
        let v = rmlir_affine::LinearizeIndexOp::build(
            rw,
            loc,
            index,
            &group_indices,
            &dy,
            st,
            disjoint,
        )
        .linear_index();
        source_indices.push(v);
    }
    let source = rw.body.operand(expand, 0);
    access.rebuild(rw, op, AliasKind::ExpandShape, source, &source_indices);
    true
}

/// `LoadOpOfCollapseShapeOpFolder`/`StoreOpOfCollapseShapeOpFolder`
/// (`resolveSourceIndicesCollapseShape`): each index delinearized by its
/// group's source sizes (read from an `extract_strided_metadata` of the
/// source where dynamic); a 0-d result is accessed at zeros.
fn fold_through_collapse_shape(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    access: &dyn AliasFoldableAccess,
) -> bool {
    let Some((memref, _)) = access_parts(rw, op, access) else {
        return false;
    };
    let Some(collapse) = defined_by(rw, memref, &rmlir_memref::COLLAPSE_SHAPE_OP) else {
        return false;
    };
    let Some(groups) = groups_of(rw, collapse) else {
        return false;
    };
    if rw.body.operand_count(collapse) != 1 {
        return false;
    }
    let source = rw.body.operand(collapse, 0);
    let Some(src) = MemRef::of(rw.ctx, rw.body.value_type(source)) else {
        return false;
    };
    if groups
        .iter()
        .any(|g| g.is_empty() || g.iter().any(|&d| d >= src.rank()))
        || !access.can_fold(rw, op, AliasKind::CollapseShape, collapse)
    {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let index = rw.ctx.index_type();
    let indices = access.materialize_indices(rw, op);
    // `ExtractStridedMetadataOp::create` and `getConstifiedMixedSizes`.
    let base_ty = rmlir_memref::layout::memref_type(rw.ctx, &[], src.elem, None, src.memory_space);
    let idx: Vec<Type> = vec![index; src.rank()];
    let md =
        rmlir_memref::ExtractStridedMetadataOp::build(rw, loc, base_ty, index, &idx, &idx, source)
            .id();
    let sizes: Vec<OpFoldResult> = (0..src.rank())
        .map(|i| {
            let v = rw.body.result(md, 2 + i);
            match src.shape[i] {
                DYNAMIC => as_op_fold_result(rw, v),
                s => OpFoldResult::Int(s),
            }
        })
        .collect();
    let mut source_indices = Vec::with_capacity(src.rank());
    for (&i, g) in indices.iter().zip(&groups) {
        if g.len() == 1 {
            source_indices.push(i);
            continue;
        }
        let basis: Vec<OpFoldResult> = g.iter().map(|&d| sizes[d]).collect();
        let (st, dy) = dispatch(&basis);
        let st = rw.ctx.dense_i64_array_attr(&st);
        let types = vec![index; g.len()];
        let d = rmlir_affine::DelinearizeIndexOp::build(rw, loc, &types, i, &dy, st).id();
        source_indices.extend(rw.body.results(d));
    }
    if groups.is_empty() {
        let zero = make_composed_folded_affine_apply(rw, loc, &AffineMap::constant_map(0), &[]);
        for _ in 0..src.rank() {
            source_indices.push(value_or_constant_index(rw, loc, zero));
        }
    }
    access.rebuild(rw, op, AliasKind::CollapseShape, source, &source_indices);
    true
}

/// A pattern folding one access op through one kind of view.
pub struct AccessFolder {
    name: &'static str,
    root: &'static str,
    kind: AliasKind,
    access: &'static dyn AliasFoldableAccess,
}

impl RewritePattern for AccessFolder {
    fn root(&self) -> Option<&'static str> {
        Some(self.root)
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        rw.set_insertion_point(op);
        match self.kind {
            AliasKind::SubView => fold_through_subview(rw, op, self.access),
            AliasKind::ExpandShape => fold_through_expand_shape(rw, op, self.access),
            AliasKind::CollapseShape => fold_through_collapse_shape(rw, op, self.access),
        }
    }
}

/// The folders of the access op `root` through `kinds`, named `names`
/// (upstream's `LoadOpOfSubViewOpFolder<...>` and so on).
pub fn access_folders(
    root: &'static str,
    access: &'static dyn AliasFoldableAccess,
    kinds: &[(AliasKind, &'static str)],
) -> Vec<Arc<dyn RewritePattern>> {
    kinds
        .iter()
        .map(|&(kind, name)| {
            Arc::new(AccessFolder {
                name,
                root,
                kind,
                access,
            }) as Arc<dyn RewritePattern>
        })
        .collect()
}

/// `SubViewOfSubViewFolder`: a subview of a subview, both with unit
/// strides, is one subview of the first one's source.
fn subview_of_subview(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(sv) = read_subview(rw, op) else {
        return false;
    };
    let Some(src_op) = defined_by(rw, sv.source, &rmlir_memref::SUB_VIEW_OP) else {
        return false;
    };
    let Some(src) = read_subview(rw, src_op) else {
        return false;
    };
    if !has_unit_stride(rw, &sv) || !has_unit_stride(rw, &src) {
        return false;
    }
    if src.dropped.iter().filter(|&&d| !d).count() != sv.offsets.len() {
        return false;
    }
    let Some(sizes) = resolve_sizes_into_op_with_sizes(&src.sizes, &sv.sizes, &src.dropped) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let Some(offsets) = resolve_indices_into_op_with_offsets_and_strides(
        rw,
        loc,
        &src.offsets,
        &src.strides,
        &src.dropped,
        &sv.offsets,
    ) else {
        return false;
    };
    let offsets: Vec<OpFoldResult> = offsets
        .into_iter()
        .map(|v| as_op_fold_result(rw, v))
        .collect();
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let (so, dyo) = dispatch(&offsets);
    let (ss, dys) = dispatch(&sizes);
    let (st, dyt) = dispatch(&src.strides);
    let ctx = rw.ctx;
    let (a, b, c) = (
        ctx.dense_i64_array_attr(&so),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&st),
    );
    let new =
        rmlir_memref::SubViewOp::build(rw, loc, ty, src.source, &dyo, &dys, &dyt, a, b, c).result();
    rw.replace_op(op, &[new]);
    true
}

/// A function pattern as an owned one.
struct Fn(
    &'static str,
    &'static str,
    fn(OpId, &mut PatternRewriter<'_>) -> bool,
);

impl RewritePattern for Fn {
    fn root(&self) -> Option<&'static str> {
        Some(self.1)
    }
    fn name(&self) -> &'static str {
        self.0
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        rw.set_insertion_point(op);
        (self.2)(op, rw)
    }
}

static LOAD: MemRefLoad = MemRefLoad;
static STORE: MemRefStore = MemRefStore;

/// `memref::populateFoldMemRefAliasOpPatterns`, for the accesses of
/// rmlir's dialects, in upstream's order: through subviews (loads, then
/// stores), expand_shapes, collapse_shapes; then subviews of subviews.
pub fn fold_memref_alias_patterns() -> Vec<Arc<dyn RewritePattern>> {
    let mut out = Vec::new();
    out.extend(access_folders(
        "memref.load",
        &LOAD,
        &[(
            AliasKind::SubView,
            "LoadOpOfSubViewOpFolder<memref::LoadOp>",
        )],
    ));
    out.extend(access_folders(
        "memref.store",
        &STORE,
        &[(
            AliasKind::SubView,
            "StoreOpOfSubViewOpFolder<memref::StoreOp>",
        )],
    ));
    out.extend(access_folders(
        "memref.load",
        &LOAD,
        &[(
            AliasKind::ExpandShape,
            "LoadOpOfExpandShapeOpFolder<memref::LoadOp>",
        )],
    ));
    out.extend(access_folders(
        "memref.store",
        &STORE,
        &[(
            AliasKind::ExpandShape,
            "StoreOpOfExpandShapeOpFolder<memref::StoreOp>",
        )],
    ));
    out.extend(access_folders(
        "memref.load",
        &LOAD,
        &[(
            AliasKind::CollapseShape,
            "LoadOpOfCollapseShapeOpFolder<memref::LoadOp>",
        )],
    ));
    out.extend(access_folders(
        "memref.store",
        &STORE,
        &[(
            AliasKind::CollapseShape,
            "StoreOpOfCollapseShapeOpFolder<memref::StoreOp>",
        )],
    ));
    out.push(Arc::new(Fn(
        "SubViewOfSubViewFolder",
        "memref.subview",
        subview_of_subview,
    )));
    out
}

static AFFINE_LOAD: AffineLoad = AffineLoad;
static AFFINE_STORE: AffineStore = AffineStore;

/// `affine::populateAffineFoldMemRefAliasOpPatterns`: `affine.load`
/// through the three views, then `affine.store`.
pub fn affine_fold_memref_alias_patterns() -> Vec<Arc<dyn RewritePattern>> {
    let mut out = access_folders(
        "affine.load",
        &AFFINE_LOAD,
        &[
            (AliasKind::SubView, "AffineLoadOpOfSubViewOpFolder"),
            (AliasKind::ExpandShape, "AffineLoadOpOfExpandShapeOpFolder"),
            (
                AliasKind::CollapseShape,
                "AffineLoadOpOfCollapseShapeOpFolder",
            ),
        ],
    );
    out.extend(access_folders(
        "affine.store",
        &AFFINE_STORE,
        &[
            (AliasKind::SubView, "AffineStoreOpOfSubViewOpFolder"),
            (AliasKind::ExpandShape, "AffineStoreOpOfExpandShapeOpFolder"),
            (
                AliasKind::CollapseShape,
                "AffineStoreOpOfCollapseShapeOpFolder",
            ),
        ],
    ));
    out
}

/// `-affine-fold-memref-alias-ops` (upstream's
/// `Affine/Transforms/FoldMemRefAliasOps.cpp`): the same folds for
/// `affine.load` and `affine.store`, whose map results are the indices.
#[derive(Clone, Default)]
pub struct AffineFoldMemRefAliasOps {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for AffineFoldMemRefAliasOps {
    fn argument(&self) -> &'static str {
        "affine-fold-memref-alias-ops"
    }
    fn name(&self) -> &'static str {
        "AffineFoldMemRefAliasOps"
    }
    fn description(&self) -> &'static str {
        "Fold memref alias ops into affine memory ops"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.patterns = Some(Arc::new(FrozenPatternSet::from_owned(
            ctx,
            affine_fold_memref_alias_patterns(),
        )));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        let threads = pcx.threads();
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

/// `-fold-memref-alias-ops`.
#[derive(Clone, Default)]
pub struct FoldMemRefAliasOps {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for FoldMemRefAliasOps {
    fn argument(&self) -> &'static str {
        "fold-memref-alias-ops"
    }
    fn name(&self) -> &'static str {
        "FoldMemRefAliasOpsPass"
    }
    fn description(&self) -> &'static str {
        "Fold memref alias ops into consumer load/store ops"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.patterns = Some(Arc::new(FrozenPatternSet::from_owned(
            ctx,
            fold_memref_alias_patterns(),
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
