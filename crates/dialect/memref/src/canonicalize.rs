//! Canonicalization patterns of `memref` ops (upstream's `MemRefOps.cpp`,
//! mlir-opt 22): constant sizes folded into allocations, dead
//! allocations, `dim` of `reshape`, empty and self copies.

use rmlir_ir::common_folders::value_constant;
use rmlir_ir::matchers;
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpId, TypeKind, Value, ValueDef};

use crate::fold::{defining, is_memref_op, memref_shape};

/// `m_ConstantInt` on `v`, as a signed 64-bit value if it fits.
fn constant_int(rw: &PatternRewriter<'_>, v: Value) -> Option<rmlir_ir::apint::ApInt> {
    let a = value_constant(rw.ctx, rw.body, rw.body_id, v)?;
    matchers::int_attr_value(rw.ctx, a).cloned()
}

/// `SimplifyAllocConst`: constant non-negative dynamic sizes of an
/// `alloc`/`alloca` become static, a cast giving back the old type.
fn simplify_alloc_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    // Without operands there is no dynamic size to make constant (most
    // allocations): no operand groups to work out.
    if rw.body.operand_count(op) == 0 {
        return false;
    }
    let ctx = rw.ctx;
    let view = rw.view(op);
    let dynamic = view.operand_group(0);
    let symbols = view.operand_group(1);
    let alignment = view.prop("alignment");
    let def = view.def;
    let non_negative = |c: &rmlir_ir::apint::ApInt| !c.is_negative();
    if !dynamic
        .iter()
        .any(|&v| constant_int(rw, v).is_some_and(|c| non_negative(&c)))
    {
        return false;
    }
    let old_ty = rw.body.value_type(rw.body.result(op, 0));
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(old_ty).clone()
    else {
        return false;
    };
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_dynamic = Vec::new();
    let mut pos = 0;
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = dynamic.get(pos) else {
            return false;
        };
        pos += 1;
        match constant_int(rw, v)
            .filter(non_negative)
            .and_then(|c| c.to_u64())
        {
            Some(c) if c <= i64::MAX as u64 => new_shape.push(c as i64),
            _ => {
                new_shape.push(DYNAMIC);
                new_dynamic.push(v);
            }
        }
    }
    let new_ty = ctx.intern_type(TypeKind::MemRef {
        shape: new_shape.into(),
        elem,
        layout,
        memory_space,
    });
    let loc = rw.body.op(op).loc;
    let Some(def) = def else {
        return false;
    };
    let new_alloc = if std::ptr::eq(def, &crate::ALLOC_OP) {
        crate::AllocOp::build(rw, loc, new_ty, &new_dynamic, &symbols, alignment).memref()
    } else {
        crate::AllocaOp::build(rw, loc, new_ty, &new_dynamic, &symbols, alignment).memref()
    };
    let cast = crate::CastOp::build(rw, loc, old_ty, new_alloc).dest();
    rw.replace_op(op, &[cast]);
    true
}

/// `SimplifyDeadAlloc`: an allocation only stored into and deallocated
/// is erased with those users.
fn simplify_dead_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(result) = rw.body.results(op).next() else {
        return false;
    };
    let users: Vec<(OpId, u32)> = rw.body.users(result).collect();
    for &(user, idx) in &users {
        if is_memref_op(ctx, rw.body, user, "store") {
            // Storing the allocation itself keeps it.
            if idx == 0 {
                return false;
            }
        } else if !is_memref_op(ctx, rw.body, user, "dealloc") {
            return false;
        }
    }
    let mut seen = Vec::new();
    for (user, _) in users {
        if !seen.contains(&user) {
            seen.push(user);
            rw.erase_op(user);
        }
    }
    rw.erase_op(op);
    true
}

/// `DimOfMemRefReshape`: `dim` of a `reshape` loads the size from the
/// shape operand, right after the reshape, when the index is available
/// there.
fn dim_of_memref_reshape(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let (source, index) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let Some(reshape) = defining(ctx, rw.body, source, "reshape") else {
        return false;
    };
    let body = &*rw.body;
    let index_block = match body.value_def(index) {
        ValueDef::Result { op: d, .. } => body.parent_block(d),
        ValueDef::BlockArg { block, .. } => Some(block),
    };
    let reshape_block = body.parent_block(reshape);
    if index_block == reshape_block {
        if let ValueDef::Result { op: d, .. } = body.value_def(index) {
            if rmlir_ir::dominance::is_before_in_block(body, reshape, d) {
                return false;
            }
        }
    } else if body.parent_block(op) != reshape_block {
        // The index's region must be a proper ancestor of the reshape's.
        let index_region = index_block.and_then(|b| body.block_parent(b));
        let mut region = reshape_block.and_then(|b| body.block_parent(b));
        let mut proper = false;
        while let Some(r) = region {
            let parent = match body.region_parent(r) {
                rmlir_ir::body::RegionParent::Op(o) => o,
                rmlir_ir::body::RegionParent::BodyOwner => break,
            };
            region = body.parent_block(parent).and_then(|b| body.block_parent(b));
            if region.is_some() && region == index_region {
                proper = true;
                break;
            }
        }
        if !proper {
            return false;
        }
    }
    let shape = rw.body.operand(reshape, 1);
    let loc = rw.body.op(op).loc;
    let dim_ty = rw.body.value_type(rw.body.result(op, 0));
    rw.set_insertion_point_after(reshape);
    let Some(elem) = ctx.type_kind(rw.body.value_type(shape)).element_type() else {
        return false;
    };
    // Upstream's builder sets `nontemporal = false`.
    let nontemporal = ctx.bool_attr(false);
    let mut load = crate::LoadOp::build(rw, loc, elem, shape, &[index], Some(nontemporal), None).result();
    if rw.body.value_type(load) != dim_ty {
        load = rmlir_arith::ops::IndexCastOp::build(rw, loc, dim_ty, load).out();
    }
    rw.replace_op(op, &[load]);
    true
}

/// `FoldEmptyCopy`: a copy of or to a memref with a zero dimension.
fn fold_empty_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let empty =
        |v: Value| memref_shape(rw.ctx, rw.body.value_type(v)).is_some_and(|s| s.contains(&0));
    if rw.body.operand_count(op) != 2
        || !(empty(rw.body.operand(op, 0)) || empty(rw.body.operand(op, 1)))
    {
        return false;
    }
    rw.erase_op(op);
    true
}

/// `FoldSelfCopy`: a copy of a memref into itself.
fn fold_self_copy(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 2 || rw.body.operand(op, 0) != rw.body.operand(op, 1) {
        return false;
    }
    rw.erase_op(op);
    true
}

static ALLOC_PATTERNS: [FnPattern; 2] = [
    FnPattern::new("SimplifyAllocConst", "memref.alloc", simplify_alloc_const),
    FnPattern::new("SimplifyDeadAlloc", "memref.alloc", simplify_dead_alloc),
];
static ALLOCA_PATTERNS: [FnPattern; 2] = [
    FnPattern::new("SimplifyAllocConst", "memref.alloca", simplify_alloc_const),
    FnPattern::new("SimplifyDeadAlloc", "memref.alloca", simplify_dead_alloc),
];
static REALLOC_PATTERN: FnPattern =
    FnPattern::new("SimplifyDeadAlloc", "memref.realloc", simplify_dead_alloc);
static DIM_PATTERN: FnPattern =
    FnPattern::new("DimOfMemRefReshape", "memref.dim", dim_of_memref_reshape);
static COPY_PATTERNS: [FnPattern; 2] = [
    FnPattern::new("FoldEmptyCopy", "memref.copy", fold_empty_copy),
    FnPattern::new("FoldSelfCopy", "memref.copy", fold_self_copy),
];

pub(crate) fn alloc_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(ALLOC_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
pub(crate) fn alloca_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(ALLOCA_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
pub(crate) fn realloc_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&REALLOC_PATTERN);
}
pub(crate) fn dim_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&DIM_PATTERN);
}
pub(crate) fn copy_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(COPY_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
