//! Verifiers and interface hooks of the memref ops (`MemRefOps.cpp`), with
//! upstream's messages. They run after the ODS invariants hold, so operand
//! and result types satisfy their constraints; counts are still checked
//! before indexing.

use std::collections::BTreeMap;

use rmlir_interfaces::reshape::reassociation_indices;
use rmlir_interfaces::slice::{
    compute_rank_reduction_mask, verify_in_bounds_slice, verify_offset_size_and_stride, SliceLists,
};
use rmlir_ir::op_def::{Effects, InferInput, VerifyResult};
use rmlir_ir::printer::{attr_to_string, type_to_string};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, OpView, Type, TypeKind, Value};
use smallvec::SmallVec;

use crate::layout::{self, memref_type, strided_layout, MemRef, Sat};
use rmlir_arith::attrs::ATOMIC_RMW_KIND;

/// `'type'`, as diagnostics print types.
pub(crate) fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", type_to_string(ctx, t))
}

fn dense_i64(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

fn int_prop(op: &OpView<'_>, name: &str) -> Option<i64> {
    op.prop(name).and_then(|a| op.ctx.int_value(a))
}

fn elem_type(ctx: &Context, t: Type) -> Option<Type> {
    ctx.type_kind(t).element_type()
}

fn static_or_dynamic(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

// ----- allocation -----

fn alloc_like(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_results() != 1 {
        return Ok(());
    }
    let Some(m) = MemRef::of(ctx, op.result_type(0)) else {
        return Err(op.emit_op_error("result must be a memref"));
    };
    let sizes = op.operand_group(0).len();
    if sizes != m.num_dynamic_dims() {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {}",
            m.num_dynamic_dims()
        )));
    }
    let num_symbols = if m.has_identity_layout(ctx) {
        0
    } else {
        m.layout_map(ctx)
            .map(|l| l.num_symbols as usize)
            .unwrap_or(0)
    };
    let got = op.operand_group(1).len();
    if got != num_symbols {
        return Err(op.emit_op_error(format!(
            "symbol operand count does not equal memref symbol count: expected {num_symbols}, got {got}"
        )));
    }
    Ok(())
}

/// `memref.alloc`.
pub fn alloc(op: &OpView<'_>) -> VerifyResult {
    alloc_like(op)
}

/// `memref.alloca`: also needs an enclosing allocation scope.
pub fn alloca(op: &OpView<'_>) -> VerifyResult {
    if !has_allocation_scope_ancestor(op) {
        return Err(op.emit_op_error("requires an ancestor op with AutomaticAllocationScope trait"));
    }
    alloc_like(op)
}

fn has_allocation_scope_ancestor(op: &OpView<'_>) -> bool {
    use rmlir_ir::dialect::OpTraits;
    let is_scope = |name| {
        op.ctx
            .op_def(name)
            .is_some_and(|d| d.has(OpTraits::AUTOMATIC_ALLOCATION_SCOPE))
    };
    let mut cur = *op;
    while let Some(p) = cur.local_parent() {
        if is_scope(p.name()) {
            return true;
        }
        cur = p;
    }
    // The op owning the body; ops above it are not visible from here.
    cur.body.parent_block(cur.op).is_some() && op.owner.is_some_and(|o| is_scope(o.name))
}

/// `memref.realloc`.
pub fn realloc(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (Some(src), Some(res)) = (
        MemRef::of(ctx, op.operand_type(0)),
        MemRef::of(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    let (st, rt) = (q(ctx, op.operand_type(0)), q(ctx, op.result_type(0)));
    if !src.has_identity_layout(ctx) {
        return Err(op.emit_error(format!("unsupported layout for source memref type {st}")));
    }
    if !res.has_identity_layout(ctx) {
        return Err(op.emit_error(format!("unsupported layout for result memref type {rt}")));
    }
    if src.memory_space != res.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for source memref type {st} and result memref type {rt}"
        )));
    }
    if src.elem != res.elem {
        return Err(op.emit_error(format!(
            "different element types specified for source memref type {st} and result memref type {rt}"
        )));
    }
    let has_size = !op.operand_group(1).is_empty();
    if res.num_dynamic_dims() != 0 && !has_size {
        return Err(op.emit_error(format!("missing dimension operand for result type {rt}")));
    }
    if res.num_dynamic_dims() == 0 && has_size {
        return Err(op.emit_error(format!(
            "unnecessary dimension operand for result type {rt}"
        )));
    }
    Ok(())
}

/// `memref.assume_alignment`.
pub fn assume_alignment(op: &OpView<'_>) -> VerifyResult {
    if let Some(a) = int_prop(op, "alignment") {
        if !(a as u32).is_power_of_two() {
            return Err(op.emit_op_error("alignment must be power of 2"));
        }
    }
    Ok(())
}

/// `memref.distinct_objects`.
pub fn distinct_objects(op: &OpView<'_>) -> VerifyResult {
    if op.operand_types() != op.result_types() {
        return Err(op.emit_op_error("operand types and result types must match"));
    }
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected at least one operand"));
    }
    Ok(())
}

// ----- alloca_scope -----

/// The control-flow edge from the `alloca_scope` body to the parent's
/// results (`RegionBranchOpInterface`'s type check).
pub fn alloca_scope_edges(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_regions() != 1 {
        return Ok(());
    }
    let region = op.region(0);
    let Some(term) = region.entry_terminator() else {
        return Ok(());
    };
    let term = region.op_view(ctx, term, op.owner);
    let results = op.result_types();
    let operands = term.operand_types();
    let prefix = format!(
        "along control flow edge from Operation {} to parent: ",
        term.name_str()
    );
    let note = |mut d: Box<rmlir_ir::diagnostics::Diagnostic>| {
        d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
            term.loc(),
            "region branch point",
        ));
        d
    };
    if operands.len() != results.len() {
        return Err(note(op.emit_op_error(format!(
            "{prefix}region branch point has {} operands, but region successor needs {} inputs",
            operands.len(),
            results.len()
        ))));
    }
    for (i, (&a, &b)) in operands.iter().zip(&results).enumerate() {
        if a != b {
            return Err(note(op.emit_op_error(format!(
                "{prefix}successor operand type #{i} {} should match successor input type #{i} {}",
                q(ctx, a),
                q(ctx, b)
            ))));
        }
    }
    Ok(())
}

// ----- casts -----

/// `CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let ([a], [b]) = (ins, outs) else {
        return false;
    };
    let (ma, mb) = (MemRef::of(ctx, *a), MemRef::of(ctx, *b));
    if let (Some(ma), Some(mb)) = (&ma, &mb) {
        if ma.elem != mb.elem {
            return false;
        }
        if ma.layout != mb.layout {
            let (Some((sa, oa)), Some((sb, ob))) = (
                layout::strides_and_offset(ctx, *a),
                layout::strides_and_offset(ctx, *b),
            ) else {
                return false;
            };
            if sa.len() != sb.len() {
                return false;
            }
            let compatible = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if !compatible(oa, ob) || sa.iter().zip(&sb).any(|(&x, &y)| !compatible(x, y)) {
                return false;
            }
        }
        if ma.memory_space != mb.memory_space || ma.rank() != mb.rank() {
            return false;
        }
        return ma
            .shape
            .iter()
            .zip(&mb.shape)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y);
    }
    let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
    if (ma.is_none() && !unranked(*a)) || (mb.is_none() && !unranked(*b)) {
        return false;
    }
    if unranked(*a) && unranked(*b) {
        return false;
    }
    elem_type(ctx, *a) == elem_type(ctx, *b)
        && layout::memory_space(ctx, *a) == layout::memory_space(ctx, *b)
}

/// `SameOperandsAndResultShape` of `memref.cast`.
pub fn same_shape(op: &OpView<'_>) -> VerifyResult {
    let all: Vec<Type> = op
        .operand_types()
        .into_iter()
        .chain(op.result_types())
        .collect();
    if !rmlir_ir::op_verify::compatible_shapes(op.ctx, &all) {
        return Err(op.emit_op_error("requires the same shape for all operands and results"));
    }
    Ok(())
}

/// `SameOperandsAndResultElementType` and `SameOperandsAndResultShape` of
/// `memref.memory_space_cast`.
pub fn same_element_type_and_shape(op: &OpView<'_>) -> VerifyResult {
    let all: Vec<Type> = op
        .operand_types()
        .into_iter()
        .chain(op.result_types())
        .collect();
    let elem = |t: Type| rmlir_ir::op_verify::element_type_or_self(op.ctx, t);
    if let Some(&first) = op.result_types().first() {
        if all.iter().any(|&t| elem(t) != elem(first)) {
            return Err(
                op.emit_op_error("requires the same element type for all operands and results")
            );
        }
    }
    same_shape(op)
}

/// `MemorySpaceCastOp::areCastCompatible`.
pub fn memory_space_cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let ([a], [b]) = (ins, outs) else {
        return false;
    };
    match (ctx.type_kind(*a), ctx.type_kind(*b)) {
        (
            TypeKind::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                ..
            },
            TypeKind::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                ..
            },
        ) => e1 == e2 && l1 == l2 && s1 == s2,
        (TypeKind::UnrankedMemRef { elem: e1, .. }, TypeKind::UnrankedMemRef { elem: e2, .. }) => {
            e1 == e2
        }
        _ => false,
    }
}

// ----- DMA -----

fn memref_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn all_index(op: &OpView<'_>, range: std::ops::Range<usize>) -> bool {
    range
        .into_iter()
        .all(|i| matches!(op.ctx.type_kind(op.operand_type(i)), TypeKind::Index))
}

/// The operand layout of a `memref.dma_start`: (source rank, destination
/// rank, tag rank), as far as the operand types tell.
pub(crate) fn dma_ranks(op: &OpView<'_>) -> Option<(usize, usize, usize)> {
    let ctx = op.ctx;
    let n = op.num_operands();
    let r1 = memref_rank(ctx, op.operand_type(0))?;
    if n < r1 + 4 {
        return None;
    }
    let r2 = memref_rank(ctx, op.operand_type(1 + r1))?;
    if n < r1 + r2 + 4 {
        return None;
    }
    let r3 = memref_rank(ctx, op.operand_type(3 + r1 + r2))?;
    Some((r1, r2, r3))
}

/// `memref.dma_start`.
pub fn dma_start(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let n = op.num_operands();
    if n < 4 {
        return Err(op.emit_op_error("expected at least 4 operands"));
    }
    let Some(r1) = memref_rank(ctx, op.operand_type(0)) else {
        return Err(op.emit_op_error("expected source to be of memref type"));
    };
    if n < r1 + 4 {
        return Err(op.emit_op_error(format!("expected at least {} operands", r1 + 4)));
    }
    if !all_index(op, 1..1 + r1) {
        return Err(op.emit_op_error("expected source indices to be of index type"));
    }
    let Some(r2) = memref_rank(ctx, op.operand_type(1 + r1)) else {
        return Err(op.emit_op_error("expected destination to be of memref type"));
    };
    let mut expected = r1 + r2 + 4;
    if n < expected {
        return Err(op.emit_op_error(format!("expected at least {expected} operands")));
    }
    if !all_index(op, 2 + r1..2 + r1 + r2) {
        return Err(op.emit_op_error("expected destination indices to be of index type"));
    }
    if !all_index(op, 2 + r1 + r2..3 + r1 + r2) {
        return Err(op.emit_op_error("expected num elements to be of index type"));
    }
    let Some(r3) = memref_rank(ctx, op.operand_type(3 + r1 + r2)) else {
        return Err(op.emit_op_error("expected tag to be of memref type"));
    };
    expected += r3;
    if n < expected {
        return Err(op.emit_op_error(format!("expected at least {expected} operands")));
    }
    if !all_index(op, 4 + r1 + r2..4 + r1 + r2 + r3) {
        return Err(op.emit_op_error("expected tag indices to be of index type"));
    }
    if n != expected && n != expected + 2 {
        return Err(op.emit_op_error("incorrect number of operands"));
    }
    if n != expected && !all_index(op, n - 2..n) {
        return Err(
            op.emit_op_error("expected stride and num elements per stride to be of type index")
        );
    }
    Ok(())
}

/// `memref.dma_wait`.
pub fn dma_wait(op: &OpView<'_>) -> VerifyResult {
    let n = op.operand_group(1).len();
    let rank = memref_rank(op.ctx, op.operand_type(0)).unwrap_or(0);
    if n != rank {
        return Err(op.emit_op_error(format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
        )));
    }
    Ok(())
}

// ----- metadata -----

/// `ExtractStridedMetadataOp::inferReturnTypes`.
pub fn infer_extract_strided_metadata(
    input: &InferInput<'_>,
) -> Result<SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let Some(&src) = input.operand_types.first() else {
        return Err(None);
    };
    let Some(m) = MemRef::of(ctx, src) else {
        return Err(None);
    };
    let index = ctx.index_type();
    let mut out: SmallVec<[Type; 2]> = SmallVec::new();
    out.push(memref_type(ctx, &[], m.elem, None, m.memory_space));
    out.push(index);
    for _ in 0..2 * m.rank() {
        out.push(index);
    }
    Ok(out)
}

// ----- atomics -----

fn is_memory_effect_free(v: &OpView<'_>) -> bool {
    use rmlir_ir::dialect::OpTraits;
    let Some(def) = v.def else { return false };
    let recursive = def.has(OpTraits::RECURSIVE_MEMORY_EFFECTS);
    let effects = match def.interfaces.memory_effects {
        Some(Effects::Static(list)) => Some(list.is_empty()),
        Some(Effects::Custom(f)) => {
            let mut out = Vec::new();
            f(v, &mut out);
            Some(out.is_empty())
        }
        None if def.has(OpTraits::NO_MEMORY_EFFECT) => Some(true),
        None => None,
    };
    match effects {
        Some(false) => return false,
        Some(true) if !recursive => return true,
        None if !recursive => return false,
        _ => {}
    }
    let Some((_, body)) = v.regions_body() else {
        return true;
    };
    if v.inner.is_some() {
        return true;
    }
    for r in v.regions() {
        for b in r.blocks() {
            for o in body.block_ops(b) {
                if !is_memory_effect_free(&v.sibling(o)) {
                    return false;
                }
            }
        }
    }
    true
}

/// The first op of `region`'s blocks, in post order, that fails `pred`.
fn find_post_order(
    view: &OpView<'_>,
    region: rmlir_ir::RegionView<'_>,
    pred: &dyn Fn(&OpView<'_>) -> bool,
) -> Option<rmlir_ir::OpId> {
    for b in region.blocks() {
        for o in region.body.block_ops(b) {
            let nested = view.sibling(o);
            if nested.inner.is_none() && nested.data().isolated_body().is_none() {
                for r in nested.regions() {
                    if let Some(found) = find_post_order(view, r, pred) {
                        return Some(found);
                    }
                }
            }
            if !pred(&nested) {
                return Some(o);
            }
        }
    }
    None
}

/// `memref.generic_atomic_rmw`.
pub fn generic_atomic_rmw(op: &OpView<'_>) -> VerifyResult {
    if op.num_regions() != 1 {
        return Ok(());
    }
    let region = op.region(0);
    let args = region.entry_args();
    if args.len() != 1 {
        return Err(op.emit_op_error("expected single number of entry block arguments"));
    }
    if op.num_results() == 1 && op.result_type(0) != region.body.value_type(args[0]) {
        return Err(op.emit_op_error("expected block argument of the same type result type"));
    }
    if op.inner.is_some() {
        return Ok(());
    }
    if let Some(bad) = find_post_order(op, region, &is_memory_effect_free) {
        return Err(op.sibling(bad).emit_error(
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
        ));
    }
    Ok(())
}

/// `memref.atomic_yield`.
pub fn atomic_yield(op: &OpView<'_>) -> VerifyResult {
    let Some(parent) = op.local_parent() else {
        return Ok(());
    };
    if parent.num_results() == 0 || op.num_operands() != 1 {
        return Ok(());
    }
    let (pt, rt) = (parent.result_type(0), op.operand_type(0));
    if pt != rt {
        return Err(op.emit_op_error(format!(
            "types mismatch between yield op: {} and its parent: {}",
            q(op.ctx, rt),
            q(op.ctx, pt)
        )));
    }
    Ok(())
}

/// `memref.atomic_rmw`.
pub fn atomic_rmw(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let rank = memref_rank(ctx, op.operand_type(1)).unwrap_or(0);
    if rank + 2 != op.num_operands() {
        return Err(op.emit_op_error("expects the number of subscripts to be equal to memref rank"));
    }
    let Some(kind) = op
        .prop("kind")
        .and_then(|a| ATOMIC_RMW_KIND.value_of(ctx, a))
    else {
        return Ok(());
    };
    let name = ATOMIC_RMW_KIND.stringify(kind).unwrap_or("");
    let vt = op.operand_type(0);
    match name {
        "addf" | "maximumf" | "minimumf" | "mulf"
            if !matches!(ctx.type_kind(vt), TypeKind::Float(_)) =>
        {
            Err(op.emit_op_error(format!("with kind '{name}' expects a floating-point type")))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi"
            if !matches!(ctx.type_kind(vt), TypeKind::Integer { .. }) =>
        {
            Err(op.emit_op_error(format!("with kind '{name}' expects an integer type")))
        }
        _ => Ok(()),
    }
}

// ----- globals -----

/// `memref.global`.
pub fn global(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(ty) = op.prop("type").and_then(|a| ctx.type_value(a)) else {
        return Ok(());
    };
    let m = MemRef::of(ctx, ty).filter(|m| m.has_static_shape());
    let Some(m) = m else {
        return Err(op.emit_op_error(format!(
            "type should be static shaped memref, but got {}",
            q(ctx, ty)
        )));
    };
    let Some(init) = op.prop("initial_value") else {
        return Ok(());
    };
    let is_elements = rmlir_ir::op_def::AttrClass::Elements.matches(ctx, init);
    if !matches!(ctx.attr_kind(init), AttrKind::Unit) && !is_elements {
        return Err(op.emit_op_error(format!(
            "initial value should be a unit or elements attribute, but got {}",
            attr_to_string(ctx, init)
        )));
    }
    if is_elements {
        let Some(at) = ctx.attr_type(init) else {
            return Ok(());
        };
        let Some(init_elem) = elem_type(ctx, at) else {
            return Ok(());
        };
        if init_elem != m.elem {
            return Err(op.emit_op_error(format!(
                "initial value element expected to be of type {}, but was of type {}",
                q(ctx, m.elem),
                q(ctx, init_elem)
            )));
        }
        let init_shape = ctx.type_kind(at).shape().unwrap_or(&[]);
        if init_shape != m.shape.as_slice() {
            let join = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(op.emit_op_error(format!(
                "initial value shape expected to be {} but was {}",
                join(&m.shape),
                join(init_shape)
            )));
        }
    }
    Ok(())
}

/// `GetGlobalOp::verifySymbolUses`.
pub fn get_global_symbol_uses(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(sym) = op.prop("name") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).into_owned(),
        _ => String::new(),
    };
    let global = tables
        .lookup_nearest(op.op_ref(), sym)
        .filter(|g| g.name() == ctx.ident("memref.global"));
    let Some(global) = global else {
        return Err(op.emit_op_error(format!("'{name}' does not reference a valid global memref")));
    };
    let Some(gt) = global.prop("type").and_then(|a| ctx.type_value(a)) else {
        return Ok(());
    };
    if op.num_results() == 1 && gt != op.result_type(0) {
        return Err(op.emit_op_error(format!(
            "result type {} does not match type {} of the global memref @{name}",
            q(ctx, op.result_type(0)),
            q(ctx, gt)
        )));
    }
    Ok(())
}

// ----- accesses -----

/// `memref.load`.
pub fn load(op: &OpView<'_>) -> VerifyResult {
    let rank = memref_rank(op.ctx, op.operand_type(0)).unwrap_or(0);
    let n = op.operand_group(1).len();
    if n != rank {
        return Err(op.emit_op_error(format!(
            "incorrect number of indices for load, expected {rank} but got {n}"
        )));
    }
    Ok(())
}

/// `memref.store`.
pub fn store(op: &OpView<'_>) -> VerifyResult {
    let rank = memref_rank(op.ctx, op.operand_type(1)).unwrap_or(0);
    if op.num_operands() != 2 + rank {
        return Err(op.emit_op_error("store index operand count not equal to memref rank"));
    }
    Ok(())
}

/// `memref.prefetch`.
pub fn prefetch(op: &OpView<'_>) -> VerifyResult {
    let rank = memref_rank(op.ctx, op.operand_type(0)).unwrap_or(0);
    if op.num_operands() != 1 + rank {
        return Err(op.emit_op_error("too few indices"));
    }
    Ok(())
}

// ----- views -----

/// `OffsetSizeAndStrideOpInterface` of `memref.subview`.
pub fn subview_offsets_sizes_strides(op: &OpView<'_>) -> VerifyResult {
    let rank = memref_rank(op.ctx, op.operand_type(0)).unwrap_or(0);
    verify_offset_size_and_stride(op, &SliceLists::of(op, 1), [rank, rank, rank])
}

/// `OffsetSizeAndStrideOpInterface` of `memref.reinterpret_cast`.
pub fn reinterpret_cast_offsets_sizes_strides(op: &OpView<'_>) -> VerifyResult {
    let rank = memref_rank(op.ctx, op.result_type(0)).unwrap_or(0);
    verify_offset_size_and_stride(op, &SliceLists::of(op, 1), [1, rank, rank])
}

/// `memref.reinterpret_cast`.
pub fn reinterpret_cast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let Some(rm) = MemRef::of(ctx, res) else {
        return Ok(());
    };
    if layout::memory_space(ctx, src) != rm.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        )));
    }
    if elem_type(ctx, src) != Some(rm.elem) {
        return Err(op.emit_error(format!(
            "different element types specified for source type {} and result memref type {}",
            q(ctx, src),
            q(ctx, res)
        )));
    }
    for (idx, (&size, &expected)) in rm
        .shape
        .iter()
        .zip(&dense_i64(op, "static_sizes"))
        .enumerate()
    {
        if size != DYNAMIC && size != expected {
            return Err(op.emit_error(format!(
                "expected result type with size = {} instead of {size} in dim = {idx}",
                static_or_dynamic(expected)
            )));
        }
    }
    let Some((strides, offset)) = layout::strides_and_offset(ctx, res) else {
        return Err(op.emit_error(format!(
            "expected result type to have strided layout but found {}",
            q(ctx, res)
        )));
    };
    if let Some(&expected) = dense_i64(op, "static_offsets").first() {
        if offset != DYNAMIC && offset != expected {
            return Err(op.emit_error(format!(
                "expected result type with offset = {} instead of {offset}",
                static_or_dynamic(expected)
            )));
        }
    }
    for (idx, (&stride, &expected)) in strides
        .iter()
        .zip(&dense_i64(op, "static_strides"))
        .enumerate()
    {
        if stride != DYNAMIC && stride != expected {
            return Err(op.emit_error(format!(
                "expected result type with stride = {} instead of {stride} in dim = {idx}",
                static_or_dynamic(expected)
            )));
        }
    }
    Ok(())
}

/// `SubViewOp::inferResultType`.
pub(crate) fn subview_result_type(
    ctx: &Context,
    src: &MemRef,
    src_type: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Option<Type> {
    let (src_strides, src_offset) = layout::strides_and_offset(ctx, src_type)?;
    // Upstream keeps the running offset as an `int64_t`: a partial sum
    // that wraps to the dynamic marker makes the offset dynamic.
    let mut offset = Sat::wrap(src_offset);
    for (&o, &s) in offsets.iter().zip(&src_strides) {
        offset = Sat::wrap((offset + Sat::wrap(o) * Sat::wrap(s)).get());
    }
    let target: Vec<i64> = src_strides
        .iter()
        .zip(strides)
        .map(|(&s, &t)| (Sat::wrap(s) * Sat::wrap(t)).get())
        .collect();
    Some(memref_type(
        ctx,
        sizes,
        src.elem,
        Some(strided_layout(ctx, offset.get(), &target)),
        src.memory_space,
    ))
}

/// `computeMemRefRankReductionMask`.
pub(crate) fn memref_rank_reduction_mask(
    ctx: &Context,
    original: Type,
    reduced: Type,
    sizes: &[i64],
) -> Option<Vec<bool>> {
    let (o, r) = (MemRef::of(ctx, original)?, MemRef::of(ctx, reduced)?);
    let mut unused = vec![false; o.rank()];
    if o.rank() == r.rank() {
        return Some(unused);
    }
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && i < unused.len() {
            unused[i] = true;
        }
    }
    let count = |u: &[bool]| u.iter().filter(|&&x| x).count();
    if count(&unused) + r.rank() == o.rank() {
        return Some(unused);
    }
    let (os, _) = layout::strides_and_offset(ctx, original)?;
    let (cs, _) = layout::strides_and_offset(ctx, reduced)?;
    let occurrences = |v: &[i64]| {
        let mut m: BTreeMap<i64, usize> = BTreeMap::new();
        for &x in v {
            *m.entry(x).or_default() += 1;
        }
        m
    };
    let mut unaccounted = occurrences(&os);
    let candidate = occurrences(&cs);
    for dim in 0..unused.len() {
        if !unused[dim] {
            continue;
        }
        let stride = os[dim];
        let cur = unaccounted.get(&stride).copied().unwrap_or(0);
        let cand = candidate.get(&stride).copied().unwrap_or(0);
        match cur.cmp(&cand) {
            std::cmp::Ordering::Greater => {
                *unaccounted.entry(stride).or_default() -= 1;
            }
            std::cmp::Ordering::Equal => unused[dim] = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + r.rank() == o.rank()).then_some(unused)
}

/// `memref.subview`.
pub fn subview(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (base_t, view_t) = (op.operand_type(0), op.result_type(0));
    let (Some(base), Some(view)) = (MemRef::of(ctx, base_t), MemRef::of(ctx, view_t)) else {
        return Ok(());
    };
    let (offsets, sizes, strides) = (
        dense_i64(op, "static_offsets"),
        dense_i64(op, "static_sizes"),
        dense_i64(op, "static_strides"),
    );
    if base.memory_space != view.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            q(ctx, base_t),
            q(ctx, view_t)
        )));
    }
    if layout::strides_and_offset(ctx, base_t).is_none() {
        return Err(op.emit_error(format!("base type {} is not strided", q(ctx, base_t))));
    }
    if offsets.len() != base.rank() || sizes.len() != base.rank() || strides.len() != base.rank() {
        return Ok(());
    }
    let Some(expected_t) = subview_result_type(ctx, &base, base_t, &offsets, &sizes, &strides)
    else {
        return Ok(());
    };
    // Type texts only for a message: the valid subview needs none.
    let vt = || q(ctx, view_t);
    let et = || q(ctx, expected_t);
    let layout_mismatch = || {
        op.emit_error(format!(
            "expected result type to be {} or a rank-reduced version. (mismatch of result layout), but got {}",
            et(),
            vt()
        ))
    };
    // isRankReducedType.
    if expected_t != view_t {
        if view.rank() > sizes.len() {
            return Err(op.emit_error(format!(
                "expected result rank to be smaller or equal to the source rank, but got {}",
                vt()
            )));
        }
        if compute_rank_reduction_mask(&sizes, &view.shape).is_none() {
            return Err(op.emit_error(format!(
                "expected result type to be {} or a rank-reduced version. (mismatch of result sizes), but got {}",
                et(),
                vt()
            )));
        }
        if view.elem != base.elem {
            return Err(op.emit_error(format!(
                "expected result element type to be {}, but got {}",
                q(ctx, base.elem),
                vt()
            )));
        }
    }
    let (Some((exp_strides, exp_offset)), Some((view_strides, view_offset))) = (
        layout::strides_and_offset(ctx, expected_t),
        layout::strides_and_offset(ctx, view_t),
    ) else {
        return Err(layout_mismatch());
    };
    if exp_offset != view_offset {
        return Err(layout_mismatch());
    }
    let Some(unused) = memref_rank_reduction_mask(ctx, expected_t, view_t, &sizes) else {
        return Err(layout_mismatch());
    };
    let kept: Vec<i64> = exp_strides
        .iter()
        .zip(&unused)
        .filter(|(_, &u)| !u)
        .map(|(&s, _)| s)
        .collect();
    if kept != view_strides {
        return Err(layout_mismatch());
    }
    verify_in_bounds_slice(&base.shape, &offsets, &sizes, &strides)
        .map_err(|m| op.emit_error(m))?;
    Ok(())
}

/// `memref.view`.
pub fn view(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (base_t, view_t) = (op.operand_type(0), op.result_type(0));
    let (Some(base), Some(view)) = (MemRef::of(ctx, base_t), MemRef::of(ctx, view_t)) else {
        return Ok(());
    };
    if !base.has_identity_layout(ctx) {
        return Err(op.emit_error(format!(
            "unsupported map for base memref type {}",
            q(ctx, base_t)
        )));
    }
    if !view.has_identity_layout(ctx) {
        return Err(op.emit_error(format!(
            "unsupported map for result memref type {}",
            q(ctx, view_t)
        )));
    }
    if base.memory_space != view.memory_space {
        return Err(op.emit_error(format!(
            "different memory spaces specified for base memref type {} and view memref type {}",
            q(ctx, base_t),
            q(ctx, view_t)
        )));
    }
    let sizes = op.operand_group(2).len();
    if sizes != view.num_dynamic_dims() {
        return Err(op.emit_op_error(format!(
            "incorrect number of dynamic sizes, has {sizes}, expected {}",
            view.num_dynamic_dims()
        )));
    }
    Ok(())
}

/// `memref.reshape`.
pub fn reshape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    if elem_type(ctx, src) != elem_type(ctx, res) {
        return Err(op.emit_op_error(
            "element types of source and destination memref types should be the same",
        ));
    }
    if MemRef::of(ctx, src).is_some_and(|m| !m.has_identity_layout(ctx)) {
        return Err(op.emit_op_error("source memref type should have identity affine map"));
    }
    let shape_size = MemRef::of(ctx, op.operand_type(1))
        .and_then(|m| m.shape.first().copied())
        .unwrap_or(DYNAMIC);
    if let Some(r) = MemRef::of(ctx, res) {
        if !r.has_identity_layout(ctx) {
            return Err(op.emit_op_error("result memref type should have identity affine map"));
        }
        if shape_size == DYNAMIC {
            return Err(op.emit_op_error(
                "cannot use shape operand with dynamic length to reshape to statically-ranked memref type",
            ));
        }
        if shape_size != r.rank() as i64 {
            return Err(
                op.emit_op_error("length of shape operand differs from the result's memref rank")
            );
        }
    }
    Ok(())
}

/// `memref.transpose`.
pub fn transpose(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(AttrKind::AffineMap(perm)) = op.prop("permutation").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    if !perm.is_permutation() {
        return Err(op.emit_op_error("expected a permutation map"));
    }
    let (src_t, res_t) = (op.operand_type(0), op.result_type(0));
    let Some(src) = MemRef::of(ctx, src_t) else {
        return Ok(());
    };
    if perm.num_dims as usize != src.rank() {
        return Err(op.emit_op_error("expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = layout::strides_and_offset(ctx, src_t) else {
        return Ok(());
    };
    let permute = |v: &[i64]| -> Vec<i64> {
        perm.results
            .iter()
            .map(|e| match e {
                rmlir_ir::affine::AffineExpr::Dim(d) => {
                    v.get(*d as usize).copied().unwrap_or(DYNAMIC)
                }
                _ => DYNAMIC,
            })
            .collect()
    };
    let inferred = memref_type(
        ctx,
        &permute(&src.shape),
        src.elem,
        Some(strided_layout(ctx, offset, &permute(&strides))),
        src.memory_space,
    );
    let canonical = layout::canonicalize_strided_layout(ctx, inferred);
    if layout::canonicalize_strided_layout(ctx, res_t) != canonical {
        return Err(op.emit_op_error(format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            q(ctx, res_t),
            q(ctx, canonical)
        )));
    }
    Ok(())
}

// ----- reassociative reshapes -----

/// The `reassociation` property as index groups.
fn reassociation(op: &OpView<'_>) -> Vec<Vec<i64>> {
    op.prop("reassociation")
        .and_then(|a| reassociation_indices(op.ctx, a))
        .unwrap_or_default()
}

/// `verifyCollapsedShape`.
fn verify_collapsed_shape(
    op: &OpView<'_>,
    collapsed: &[i64],
    expanded: &[i64],
    reassoc: &[Vec<i64>],
) -> VerifyResult {
    if collapsed.len() != reassoc.len() {
        return Err(op.emit_op_error(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            reassoc.len(),
            collapsed.len()
        )));
    }
    let mut next: i64 = 0;
    for (cdim, group) in reassoc.iter().enumerate() {
        let mut found_dynamic = false;
        for &e in group {
            if e != next {
                return Err(op.emit_op_error("reassociation indices must be contiguous"));
            }
            next += 1;
            if e >= expanded.len() as i64 {
                return Err(op.emit_op_error(format!("reassociation index {e} is out of bounds")));
            }
            if expanded[e as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cdim] == DYNAMIC) != found_dynamic {
            return Err(op.emit_op_error(format!(
                "collapsed dim ({cdim}) must be dynamic if and only if reassociation group is dynamic"
            )));
        }
        if !found_dynamic {
            let size = group
                .iter()
                .fold(1i64, |acc, &e| acc.wrapping_mul(expanded[e as usize]));
            if size != collapsed[cdim] {
                return Err(op.emit_op_error(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[cdim]
                )));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Err(
                op.emit_op_error("rank 0 memrefs can only be extended/collapsed with/from ones")
            );
        }
    } else if next != expanded.len() as i64 {
        return Err(op.emit_op_error(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        )));
    }
    Ok(())
}

/// `computeExpandedLayoutMap`.
fn expanded_layout(
    ctx: &Context,
    src_t: Type,
    result_shape: &[i64],
    reassoc: &[Vec<i64>],
) -> Option<Attribute> {
    let (src_strides, src_offset) = layout::strides_and_offset(ctx, src_t)?;
    if src_strides.len() != reassoc.len() {
        return None;
    }
    let mut reverse = Vec::with_capacity(result_shape.len());
    let mut shape_index = result_shape.len();
    for (group, &stride) in reassoc.iter().zip(&src_strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reverse.push(current);
            shape_index = shape_index.checked_sub(1)?;
            current = (Sat::wrap(current) * Sat::wrap(result_shape[shape_index])).get();
        }
    }
    let mut strides: Vec<i64> = reverse.into_iter().rev().collect();
    strides.resize(result_shape.len(), 1);
    Some(strided_layout(ctx, src_offset, &strides))
}

/// `computeCollapsedLayoutMap`.
pub(crate) fn collapsed_layout(
    ctx: &Context,
    src: &MemRef,
    src_t: Type,
    reassoc: &[Vec<i64>],
) -> Option<Attribute> {
    let (src_strides, src_offset) = layout::strides_and_offset(ctx, src_t)?;
    let shape = &src.shape;
    let at = |i: i64| -> Option<usize> { usize::try_from(i).ok().filter(|&i| i < shape.len()) };
    let mut result_strides = Vec::with_capacity(reassoc.len());
    for group in reassoc {
        let mut end = group.len();
        if end == 0 {
            return None;
        }
        while end > 1 && shape[at(group[end - 1])?] == 1 {
            end -= 1;
        }
        let last = at(group[end - 1])?;
        if shape[last] != DYNAMIC || end == 1 {
            result_strides.push(*src_strides.get(last)?);
        } else {
            result_strides.push(DYNAMIC);
        }
    }
    for (group, &result_stride) in reassoc.iter().zip(&result_strides).rev() {
        let mut stride = Sat::wrap(result_stride);
        for &idx in group.iter().skip(1).rev() {
            let i = at(idx)?;
            stride = stride * Sat::wrap(shape[i]);
            if i == 0 || shape[i - 1] == 1 {
                continue;
            }
            let src_stride = Sat::wrap(*src_strides.get(i - 1)?);
            if !stride.saturated() && !src_stride.saturated() && stride != src_stride {
                return None;
            }
        }
    }
    Some(strided_layout(ctx, src_offset, &result_strides))
}

/// `memref.expand_shape`.
pub fn expand_shape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src_t, res_t) = (op.operand_type(0), op.result_type(0));
    let (Some(src), Some(res)) = (MemRef::of(ctx, src_t), MemRef::of(ctx, res_t)) else {
        return Ok(());
    };
    if src.rank() > res.rank() {
        let (r0, r1) = (src.rank(), res.rank());
        return Err(op.emit_op_error(format!(
            "has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
        )));
    }
    let reassoc = reassociation(op);
    verify_collapsed_shape(op, &src.shape, &res.shape, &reassoc)?;
    let expected = if src.has_identity_layout(ctx) {
        memref_type(ctx, &res.shape, src.elem, None, src.memory_space)
    } else {
        let Some(l) = expanded_layout(ctx, src_t, &res.shape, &reassoc) else {
            return Err(op.emit_op_error("invalid source layout map"));
        };
        memref_type(ctx, &res.shape, src.elem, Some(l), src.memory_space)
    };
    if expected != res_t {
        return Err(op.emit_op_error(format!(
            "expected expanded type to be {} but found {}",
            q(ctx, expected),
            q(ctx, res_t)
        )));
    }
    let static_shape = dense_i64(op, "static_output_shape");
    if static_shape.len() != res.rank() {
        return Err(op.emit_op_error(format!(
            "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
            res.rank(),
            static_shape.len()
        )));
    }
    let dynamic = static_shape.iter().filter(|&&d| d == DYNAMIC).count();
    let values = op.operand_group(1).len();
    if values != dynamic {
        return Err(op.emit_op_error(format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        )));
    }
    for (pos, (&d, &s)) in res.shape.iter().zip(&static_shape).enumerate() {
        if d != DYNAMIC && d != s {
            return Err(op.emit_op_error(format!("invalid output shape provided at pos {pos}")));
        }
    }
    Ok(())
}

/// `memref.collapse_shape`.
pub fn collapse_shape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src_t, res_t) = (op.operand_type(0), op.result_type(0));
    let (Some(src), Some(res)) = (MemRef::of(ctx, src_t), MemRef::of(ctx, res_t)) else {
        return Ok(());
    };
    if src.rank() < res.rank() {
        let (r0, r1) = (src.rank(), res.rank());
        return Err(op.emit_op_error(format!(
            "has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
        )));
    }
    let reassoc = reassociation(op);
    verify_collapsed_shape(op, &res.shape, &src.shape, &reassoc)?;
    let expected = if src.has_identity_layout(ctx) {
        memref_type(ctx, &res.shape, src.elem, None, src.memory_space)
    } else {
        let Some(l) = collapsed_layout(ctx, &src, src_t, &reassoc) else {
            return Err(
                op.emit_op_error("invalid source layout map or collapsing non-contiguous dims")
            );
        };
        memref_type(ctx, &res.shape, src.elem, Some(l), src.memory_space)
    };
    if expected != res_t {
        return Err(op.emit_op_error(format!(
            "expected collapsed type to be {} but found {}",
            q(ctx, expected),
            q(ctx, res_t)
        )));
    }
    Ok(())
}

/// The result values of ODS group `g`, for result names.
pub(crate) fn result_group(op: &OpView<'_>, g: usize) -> SmallVec<[Value; 4]> {
    op.result_group(g)
}
