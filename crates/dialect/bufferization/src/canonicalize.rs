//! Folds and canonicalization patterns of the bufferization ops
//! (`BufferizationOps.cpp`, mlir-opt 22): clones merged with their source,
//! `to_buffer`/`to_tensor` pairs, `dim`s and `load`s through them, static
//! sizes of `alloc_tensor`, and the simplifications of `dealloc`.

use rmlir_ir::common_folders::value_constant;
use rmlir_ir::matchers;
use rmlir_ir::op_def::{EffectKind, Fold, FoldCtx, FoldResult, OpDef};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Body, Context, OpId, Type, TypeKind, Value, ValueDef};
use rmlir_rewrite::effects::op_effects;
use smallvec::SmallVec;

use crate::{ALLOC_TENSOR_OP, TO_BUFFER_OP, TO_TENSOR_OP};

type Values = SmallVec<[Value; 4]>;

fn is_op(ctx: &Context, body: &Body, op: OpId, def: &'static OpDef) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// The op defining `v`, when it is a `def`.
fn defining(ctx: &Context, body: &Body, v: Value, def: &'static OpDef) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } if is_op(ctx, body, op, def) => Some(op),
        _ => None,
    }
}

fn loc(rw: &PatternRewriter<'_>, op: OpId) -> rmlir_ir::Location {
    rw.body.op(op).loc
}

/// An `arith.constant` of `index` type (`arith::ConstantIndexOp`).
fn index_constant(rw: &mut PatternRewriter<'_>, l: rmlir_ir::Location, v: i64) -> Value {
    let index = rw.ctx.index_type();
    let a = rw.ctx.integer_attr(index, v);
    rmlir_arith::ops::ConstantOp::build(rw, l, index, a).result()
}

/// `getConstantIndex` of a `dim` op: its constant index operand.
fn constant_index(rw: &PatternRewriter<'_>, v: Value) -> Option<i64> {
    let a = value_constant(rw.ctx, rw.body, rw.body_id, v)?;
    matchers::constant_int_sext(rw.ctx, a, rw.body.value_type(v))
}

/// Whether `op` declares an effect of `kind` (on `on`, when given).
fn has_effect(rw: &PatternRewriter<'_>, op: OpId, kind: EffectKind, on: Option<Value>) -> bool {
    op_effects(rw.ctx, rw.body, rw.body_id, op).is_some_and(|effects| {
        effects
            .iter()
            .any(|e| e.kind == kind && (on.is_none() || e.on == on))
    })
}

// ----- clone -----

/// `CloneOp::fold`: `memref.cast` operands fold into the clone.
pub(crate) fn fold_clone(f: &mut FoldCtx<'_>) -> Fold {
    if rmlir_memref::fold::fold_memref_cast(f.ctx, f.body, f.op, None) {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `memref::findDealloc`: the one user freeing `v`; `None` when several
/// do or one reallocates it (`Some(None)` when none does).
fn find_dealloc(rw: &PatternRewriter<'_>, v: Value) -> Option<Option<OpId>> {
    let mut found = None;
    let users: SmallVec<[OpId; 4]> = rw.body.users(v).map(|(u, _)| u).collect();
    for user in users {
        if !has_effect(rw, user, EffectKind::Free, Some(v)) || found == Some(user) {
            continue;
        }
        // A reallocation is not a dealloc the clone could take over.
        if rw.ctx.ident_bytes(rw.body.op(user).name) == b"memref.realloc" || found.is_some() {
            return None;
        }
        found = Some(user);
    }
    Some(found)
}

/// `SimplifyClones`: a clone whose source (or itself) is freed in its
/// block, with no other free in between, becomes its source (cast to the
/// clone's type), and that free goes.
fn simplify_clones(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let output = rw.body.result(op, 0);
    if rw.body.value_unused(output) {
        rw.erase_op(op);
        return true;
    }
    let mut source = rw.body.operand(op, 0);
    let (src_ty, out_ty) = (rw.body.value_type(source), rw.body.value_type(output));
    if src_ty != out_ty && !rmlir_memref::verify::cast_compatible(ctx, &[src_ty], &[out_ty]) {
        return false;
    }
    // The dealloc of the source may free a view's base.
    let mut canonical = source;
    while let ValueDef::Result { op: d, .. } = rw.body.value_def(canonical) {
        let Some(i) = ctx
            .op_def(rw.body.op(d).name)
            .and_then(|def| def.interfaces.view_like)
        else {
            break;
        };
        if i >= rw.body.operand_count(d) {
            break;
        }
        canonical = rw.body.operand(d, i);
    }
    let Some(clone_dealloc) = find_dealloc(rw, output) else {
        return false;
    };
    let Some(source_dealloc) = find_dealloc(rw, canonical) else {
        return false;
    };
    let block_of = |o: Option<OpId>| o.and_then(|o| rw.body.parent_block(o));
    if clone_dealloc.is_some()
        && source_dealloc.is_some()
        && block_of(clone_dealloc) == block_of(source_dealloc)
    {
        return false;
    }
    let current = rw.body.parent_block(op);
    let redundant = if clone_dealloc.is_some() && block_of(clone_dealloc) == current {
        clone_dealloc
    } else if source_dealloc.is_some() && block_of(source_dealloc) == current {
        source_dealloc
    } else {
        None
    };
    let Some(redundant) = redundant else {
        return false;
    };
    let mut pos = rw.body.next_op(op);
    loop {
        match pos {
            None => return false,
            Some(p) if p == redundant => break,
            Some(p) => {
                if has_effect(rw, p, EffectKind::Free, None) {
                    return false;
                }
                pos = rw.body.next_op(p);
            }
        }
    }
    if src_ty != out_ty {
        let l = loc(rw, op);
        source = rmlir_memref::CastOp::build(rw, l, out_ty, source).dest();
    }
    rw.replace_op(op, &[source]);
    rw.erase_op(redundant);
    true
}

static CLONE_PATTERN: FnPattern =
    FnPattern::new("SimplifyClones", "bufferization.clone", simplify_clones);

pub(crate) fn clone_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&CLONE_PATTERN);
}

// ----- to_tensor -----

/// `ToTensorOp::fold`: `to_tensor(to_buffer(t))` is `t` when nothing
/// comes between them (a stand-in for alias analysis).
pub(crate) fn fold_to_tensor(f: &mut FoldCtx<'_>) -> Fold {
    let body = &*f.body;
    if body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let Some(to_buffer) = defining(f.ctx, body, body.operand(f.op, 0), &TO_BUFFER_OP) else {
        return Fold::Failure;
    };
    if body.parent_block(to_buffer) != body.parent_block(f.op)
        || body.next_op(to_buffer) != Some(f.op)
        || body.operand_count(to_buffer) != 1
    {
        return Fold::Failure;
    }
    FoldCtx::single(FoldResult::Value(body.operand(to_buffer, 0)))
}

/// `DimOfToTensorFolder`: `tensor.dim` of a `to_tensor` is `memref.dim`
/// of its buffer.
fn dim_of_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let Some(to_tensor) = defining(rw.ctx, rw.body, rw.body.operand(op, 0), &TO_TENSOR_OP) else {
        return false;
    };
    let buffer = rw.body.operand(to_tensor, 0);
    let index = rw.body.operand(op, 1);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let l = loc(rw, op);
    let dim = rmlir_memref::DimOp::build(rw, l, ty, buffer, index).result();
    rw.replace_op(op, &[dim]);
    true
}

static TO_TENSOR_PATTERN: FnPattern =
    FnPattern::new("DimOfToTensorFolder", "tensor.dim", dim_of_to_tensor);

pub(crate) fn to_tensor_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&TO_TENSOR_PATTERN);
}

// ----- to_buffer -----

/// `ToBufferOp::fold`: `to_buffer(to_tensor(m))` is `m` when the types
/// agree.
pub(crate) fn fold_to_buffer(f: &mut FoldCtx<'_>) -> Fold {
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let Some(to_tensor) = defining(f.ctx, body, body.operand(f.op, 0), &TO_TENSOR_OP) else {
        return Fold::Failure;
    };
    let buffer = body.operand(to_tensor, 0);
    if body.value_type(buffer) != body.value_type(body.result(f.op, 0)) {
        return Fold::Failure;
    }
    FoldCtx::single(FoldResult::Value(buffer))
}

/// `DimOfCastOp`: `memref.dim` of a `to_buffer` is `tensor.dim` of its
/// tensor.
fn dim_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let Some(to_buffer) = defining(rw.ctx, rw.body, rw.body.operand(op, 0), &TO_BUFFER_OP) else {
        return false;
    };
    let tensor = rw.body.operand(to_buffer, 0);
    let index = rw.body.operand(op, 1);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let l = loc(rw, op);
    let dim = rmlir_tensor::DimOp::build(rw, l, ty, tensor, index).result();
    rw.replace_op(op, &[dim]);
    true
}

/// `LoadOfToBuffer`: `memref.load` of a `to_buffer` is `tensor.extract`
/// of its tensor.
fn load_of_to_buffer(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(to_buffer) = defining(rw.ctx, rw.body, rw.body.operand(op, 0), &TO_BUFFER_OP) else {
        return false;
    };
    let tensor = rw.body.operand(to_buffer, 0);
    let indices: Values = (1..rw.body.operand_count(op))
        .map(|i| rw.body.operand(op, i))
        .collect();
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let l = loc(rw, op);
    let v = rmlir_tensor::ExtractOp::build(rw, l, ty, tensor, &indices).result();
    rw.replace_op(op, &[v]);
    true
}

/// `ToBufferOfCast`: `to_buffer(tensor.cast(t))` becomes a `memref.cast`
/// of `to_buffer(t)`, for a ranked `t`, in the result's memory space.
fn to_buffer_of_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let operand = rw.body.operand(op, 0);
    let Some(cast) = defining_named(ctx, rw.body, operand, "tensor.cast") else {
        return false;
    };
    let src = rw.body.operand(cast, 0);
    let TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(rw.body.value_type(src)).clone()
    else {
        return false;
    };
    let result_ty = rw.body.value_type(rw.body.result(op, 0));
    let memory_space = match ctx.type_kind(result_ty) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => return false,
    };
    let memref_ty = ctx.intern_type(TypeKind::MemRef {
        shape,
        elem,
        layout: None,
        memory_space,
    });
    let l = loc(rw, op);
    let read_only = rw.view(op).prop("read_only");
    let buffer = crate::ToBufferOp::build(rw, l, memref_ty, src, read_only).buffer();
    let casted = rmlir_memref::CastOp::build(rw, l, result_ty, buffer).dest();
    rw.replace_op(op, &[casted]);
    true
}

fn defining_named(ctx: &Context, body: &Body, v: Value, name: &str) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } if ctx.ident_bytes(body.op(op).name) == name.as_bytes() => {
            Some(op)
        }
        _ => None,
    }
}

/// `castOrReallocMemRefValue`'s test: a cast that cannot fail at run
/// time (no dynamic offset or stride becoming static).
fn guaranteed_cast_compatible(ctx: &Context, src: Type, dst: Type) -> bool {
    let (Some((ss, so)), Some((ds, d_off))) = (
        rmlir_memref::layout::strides_and_offset(ctx, src),
        rmlir_memref::layout::strides_and_offset(ctx, dst),
    ) else {
        return false;
    };
    let dynamic_to_static = |a: i64, b: i64| a == DYNAMIC && b != DYNAMIC;
    !dynamic_to_static(so, d_off) && !ss.iter().zip(&ds).any(|(&a, &b)| dynamic_to_static(a, b))
}

/// `castOrReallocMemRefValue`: `value` as a `dest` memref, by a cast when
/// that cannot fail, else by a new allocation and a copy.
fn cast_or_realloc(
    rw: &mut PatternRewriter<'_>,
    value: Value,
    dest: Type,
    l: rmlir_ir::Location,
) -> Option<Value> {
    let ctx = rw.ctx;
    let src = rw.body.value_type(value);
    let (
        TypeKind::MemRef {
            shape: s_shape,
            elem: s_elem,
            memory_space: s_space,
            ..
        },
        TypeKind::MemRef {
            shape: d_shape,
            elem: d_elem,
            memory_space: d_space,
            ..
        },
    ) = (ctx.type_kind(src), ctx.type_kind(dest))
    else {
        return None;
    };
    if s_elem != d_elem || s_space != d_space || s_shape.len() != d_shape.len() {
        return None;
    }
    let d_shape = d_shape.clone();
    if rmlir_memref::verify::cast_compatible(ctx, &[src], &[dest])
        && guaranteed_cast_compatible(ctx, src, dest)
    {
        return Some(rmlir_memref::CastOp::build(rw, l, dest, value).dest());
    }
    let index = ctx.index_type();
    let mut sizes: Values = SmallVec::new();
    for (i, &d) in d_shape.iter().enumerate() {
        if d != DYNAMIC {
            continue;
        }
        let c = index_constant(rw, l, i as i64);
        sizes.push(rmlir_memref::DimOp::build(rw, l, index, value, c).result());
    }
    let alloc = rmlir_memref::AllocOp::build(rw, l, dest, &sizes, &[], None).memref();
    rmlir_memref::CopyOp::build(rw, l, value, alloc);
    Some(alloc)
}

/// `ToBufferToTensorFolding` (`foldToBufferToTensorPair`):
/// `to_buffer(to_tensor(m))` is `m`, cast (or copied) to the result type.
fn to_buffer_to_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(to_tensor) = defining(ctx, rw.body, rw.body.operand(op, 0), &TO_TENSOR_OP) else {
        return false;
    };
    let buffer = rw.body.operand(to_tensor, 0);
    let (src, dest) = (
        rw.body.value_type(buffer),
        rw.body.value_type(rw.body.result(op, 0)),
    );
    if src == dest {
        rw.replace_op(op, &[buffer]);
        return true;
    }
    let ranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::MemRef { .. });
    let l = loc(rw, op);
    if ranked(src) && ranked(dest) {
        let Some(v) = cast_or_realloc(rw, buffer, dest, l) else {
            return false;
        };
        rw.replace_op(op, &[v]);
        return true;
    }
    if !ranked(src) && ranked(dest) {
        return false;
    }
    if !rmlir_memref::verify::cast_compatible(ctx, &[src], &[dest]) {
        return false;
    }
    let v = rmlir_memref::CastOp::build(rw, l, dest, buffer).dest();
    rw.replace_op(op, &[v]);
    true
}

static TO_BUFFER_PATTERNS: [FnPattern; 4] = [
    FnPattern::new("DimOfCastOp", "memref.dim", dim_of_to_buffer),
    FnPattern::new("LoadOfToBuffer", "memref.load", load_of_to_buffer),
    FnPattern::new(
        "ToBufferOfCast",
        "bufferization.to_buffer",
        to_buffer_of_cast,
    ),
    FnPattern::new(
        "ToBufferToTensorFolding",
        "bufferization.to_buffer",
        to_buffer_to_tensor,
    ),
];

pub(crate) fn to_buffer_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(TO_BUFFER_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}

// ----- alloc_tensor -----

/// `FoldDimOfAllocTensorOp`: `tensor.dim` of a dynamic dimension of an
/// `alloc_tensor` is its size operand (or the copy's `dim`).
fn dim_of_alloc_tensor(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 2 {
        return false;
    }
    let Some(idx) = constant_index(rw, rw.body.operand(op, 1)) else {
        return false;
    };
    let Some(alloc) = defining(ctx, rw.body, rw.body.operand(op, 0), &ALLOC_TENSOR_OP) else {
        return false;
    };
    let ty = rw.body.value_type(rw.body.result(alloc, 0));
    let TypeKind::RankedTensor { shape, .. } = ctx.type_kind(ty) else {
        return false;
    };
    if idx < 0 || idx as usize >= shape.len() || shape[idx as usize] != DYNAMIC {
        return false;
    }
    let idx = idx as usize;
    let position = shape[..idx].iter().filter(|&&d| d == DYNAMIC).count();
    let view = rw.view(alloc);
    let (sizes, copy) = (
        view.operand_group(0),
        view.operand_group(1).first().copied(),
    );
    let size = match copy {
        Some(c) => {
            let l = loc(rw, alloc);
            let index = ctx.index_type();
            let i = index_constant(rw, l, idx as i64);
            rmlir_tensor::DimOp::build(rw, l, index, c, i).result()
        }
        None => match sizes.get(position) {
            Some(&v) => v,
            None => return false,
        },
    };
    rw.replace_op(op, &[size]);
    true
}

/// `ReplaceStaticShapeDims`: constant non-negative sizes become static
/// dimensions, a `tensor.cast` giving back the old type.
fn replace_static_shape_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let view = rw.view(op);
    if !view.operand_group(1).is_empty() {
        return false;
    }
    let sizes = view.operand_group(0);
    let old_ty = view.result_type(0);
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = ctx.type_kind(old_ty).clone()
    else {
        return false;
    };
    let mut new_shape = shape.to_vec();
    let mut new_sizes: Values = SmallVec::new();
    let mut k = 0;
    for d in new_shape.iter_mut() {
        if *d != DYNAMIC {
            continue;
        }
        let Some(&v) = sizes.get(k) else {
            return false;
        };
        k += 1;
        let c = value_constant(ctx, rw.body, rw.body_id, v)
            .and_then(|a| matchers::constant_int_sext(ctx, a, rw.body.value_type(v)));
        match c {
            Some(n) if n >= 0 => *d = n,
            _ => new_sizes.push(v),
        }
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem,
        encoding,
    });
    if new_ty == old_ty {
        return false;
    }
    let l = loc(rw, op);
    let new = crate::AllocTensorOp::build(rw, l, new_ty, &new_sizes, None, None, None).result();
    let cast = rmlir_tensor::CastOp::build(rw, l, old_ty, new).dest();
    rw.replace_op(op, &[cast]);
    true
}

static ALLOC_TENSOR_PATTERNS: [FnPattern; 2] = [
    FnPattern::new("FoldDimOfAllocTensorOp", "tensor.dim", dim_of_alloc_tensor),
    FnPattern::new(
        "ReplaceStaticShapeDims",
        "bufferization.alloc_tensor",
        replace_static_shape_dims,
    ),
];

pub(crate) fn alloc_tensor_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(
        ALLOC_TENSOR_PATTERNS
            .iter()
            .map(|p| p as &dyn RewritePattern),
    );
}

// ----- dealloc -----

/// The memrefs, conditions and retained memrefs of a `dealloc`.
fn dealloc_groups(rw: &PatternRewriter<'_>, op: OpId) -> (Values, Values, Values) {
    let view = rw.view(op);
    (
        view.operand_group(0).into_iter().collect(),
        view.operand_group(1).into_iter().collect(),
        view.operand_group(2).into_iter().collect(),
    )
}

/// `updateDeallocIfChanged`: sets the memrefs and conditions in place,
/// unless they are what the op has.
fn update_dealloc(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    memrefs: &[Value],
    conditions: &[Value],
) -> bool {
    let (old_m, old_c, retained) = dealloc_groups(rw, op);
    if old_m[..] == *memrefs && old_c[..] == *conditions {
        return false;
    }
    let ctx = rw.ctx;
    let mut all: Values = SmallVec::new();
    all.extend_from_slice(memrefs);
    all.extend_from_slice(conditions);
    all.extend_from_slice(&retained);
    let sizes = [
        memrefs.len() as i32,
        conditions.len() as i32,
        retained.len() as i32,
    ];
    rw.modify_op_in_place(op, |body| {
        body.set_operands(op, &all);
        let props = body.op(op).properties();
        let mut entries: Vec<rmlir_ir::NamedAttr> = props
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        let id = ctx.ident("operandSegmentSizes");
        let value = ctx.dense_i32_array_attr(&sizes);
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(rmlir_ir::NamedAttr { name: id, value }),
        }
        let dict = ctx.dictionary_attr(entries);
        body.op_mut(op).set_properties(Some(dict));
    });
    true
}

/// `DeallocRemoveDuplicateDeallocMemrefs`: a memref listed twice is freed
/// once, under the disjunction of its conditions.
fn remove_duplicate_dealloc_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, _) = dealloc_groups(rw, op);
    let mut new_m: Values = SmallVec::new();
    let mut new_c: Values = SmallVec::new();
    let l = loc(rw, op);
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        match new_m.iter().position(|&x| x == m) {
            Some(i) => {
                if new_c[i] != c {
                    let ty = rw.body.value_type(new_c[i]);
                    new_c[i] = rmlir_arith::ops::OrIOp::build(rw, l, ty, new_c[i], c).result();
                }
            }
            None => {
                new_m.push(m);
                new_c.push(c);
            }
        }
    }
    update_dealloc(rw, op, &new_m, &new_c)
}

/// `DeallocRemoveDuplicateRetainedMemrefs`: a memref retained twice is
/// retained once, its result standing for both.
fn remove_duplicate_retained_memrefs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, retained) = dealloc_groups(rw, op);
    let mut new_r: Values = SmallVec::new();
    let mut replacement_idx: SmallVec<[usize; 4]> = SmallVec::new();
    for &r in &retained {
        match new_r.iter().position(|&x| x == r) {
            Some(i) => replacement_idx.push(i),
            None => {
                replacement_idx.push(new_r.len());
                new_r.push(r);
            }
        }
    }
    if new_r.len() == retained.len() {
        return false;
    }
    let i1 = rw.ctx.int_type(1);
    let types: SmallVec<[Type; 4]> = new_r.iter().map(|_| i1).collect();
    let l = loc(rw, op);
    let new = crate::DeallocOp::build(rw, l, &types, &memrefs, &conditions, &new_r);
    let results = new.updated_conditions();
    let replacements: Values = replacement_idx.iter().map(|&i| results[i]).collect();
    rw.replace_op(op, &replacements);
    true
}

/// `EraseEmptyDealloc`: a `dealloc` freeing nothing is gone, each of its
/// results `false`.
fn erase_empty_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, _, _) = dealloc_groups(rw, op);
    if !memrefs.is_empty() {
        return false;
    }
    let l = loc(rw, op);
    let ctx = rw.ctx;
    let f = ctx.bool_attr(false);
    let c = rmlir_arith::ops::ConstantOp::build(rw, l, ctx.int_type(1), f).result();
    let n = rw.body.num_results(op);
    let replacements: Values = (0..n).map(|_| c).collect();
    rw.replace_op(op, &replacements);
    true
}

/// `EraseAlwaysFalseDealloc`: memrefs whose condition is constant `false`
/// leave the list.
fn erase_always_false_dealloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (memrefs, conditions, _) = dealloc_groups(rw, op);
    let mut new_m: Values = SmallVec::new();
    let mut new_c: Values = SmallVec::new();
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        let zero = value_constant(ctx, rw.body, rw.body_id, c)
            .is_some_and(|a| matchers::is_zero(ctx, a, rw.body.value_type(c)));
        if !zero {
            new_m.push(m);
            new_c.push(c);
        }
    }
    update_dealloc(rw, op, &new_m, &new_c)
}

/// Whether the op defining `v` allocates `v`.
fn allocates(rw: &PatternRewriter<'_>, v: Value) -> Option<OpId> {
    let ValueDef::Result { op, .. } = rw.body.value_def(v) else {
        return None;
    };
    has_effect(rw, op, EffectKind::Alloc, Some(v)).then_some(op)
}

/// `SkipExtractMetadataOfAlloc`: the base buffer of an allocation's
/// strided metadata is the allocation itself.
fn skip_extract_metadata_of_alloc(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (memrefs, conditions, _) = dealloc_groups(rw, op);
    let new_m: Values = memrefs
        .iter()
        .map(|&m| {
            let Some(extract) = defining_named(ctx, rw.body, m, "memref.extract_strided_metadata")
            else {
                return m;
            };
            if rw.body.operand_count(extract) != 1 {
                return m;
            }
            let source = rw.body.operand(extract, 0);
            if allocates(rw, source).is_some() {
                source
            } else {
                m
            }
        })
        .collect();
    update_dealloc(rw, op, &new_m, &conditions)
}

/// `RemoveAllocDeallocPairWhenNoOtherUsers`: an allocation only this
/// `dealloc` uses, by an op whose one effect is that allocation, goes
/// with its entry.
fn remove_alloc_dealloc_pair(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (memrefs, conditions, _) = dealloc_groups(rw, op);
    let mut new_m: Values = SmallVec::new();
    let mut new_c: Values = SmallVec::new();
    let mut to_delete: SmallVec<[OpId; 2]> = SmallVec::new();
    for (&m, &c) in memrefs.iter().zip(&conditions) {
        if let Some(alloc) = allocates(rw, m) {
            let single = op_effects(rw.ctx, rw.body, rw.body_id, alloc).is_some_and(|effects| {
                effects
                    .iter()
                    .all(|e| e.kind == EffectKind::Alloc && e.on == Some(m))
            });
            if single && rw.body.users(m).count() == 1 {
                to_delete.push(alloc);
                continue;
            }
        }
        new_m.push(m);
        new_c.push(c);
    }
    if !update_dealloc(rw, op, &new_m, &new_c) {
        return false;
    }
    for d in to_delete {
        rw.erase_op(d);
    }
    true
}

static DEALLOC_PATTERNS: [FnPattern; 6] = [
    FnPattern::new(
        "DeallocRemoveDuplicateDeallocMemrefs",
        "bufferization.dealloc",
        remove_duplicate_dealloc_memrefs,
    ),
    FnPattern::new(
        "DeallocRemoveDuplicateRetainedMemrefs",
        "bufferization.dealloc",
        remove_duplicate_retained_memrefs,
    ),
    FnPattern::new(
        "EraseEmptyDealloc",
        "bufferization.dealloc",
        erase_empty_dealloc,
    ),
    FnPattern::new(
        "EraseAlwaysFalseDealloc",
        "bufferization.dealloc",
        erase_always_false_dealloc,
    ),
    FnPattern::new(
        "SkipExtractMetadataOfAlloc",
        "bufferization.dealloc",
        skip_extract_metadata_of_alloc,
    ),
    FnPattern::new(
        "RemoveAllocDeallocPairWhenNoOtherUsers",
        "bufferization.dealloc",
        remove_alloc_dealloc_pair,
    ),
];

pub(crate) fn dealloc_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(DEALLOC_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
