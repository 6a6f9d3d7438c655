//! Folding and canonicalization of `memref.view`, `memref.transpose` and
//! `memref.assume_alignment` (upstream's `ViewOp::fold`,
//! `ViewOpShapeFolder`, `ViewOpMemrefCastFolder`, `TransposeOp::fold`,
//! `AssumeAlignmentOp::fold`).

use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, Context, NamedAttr, OpId, TypeKind, Value, ValueDef};

use crate::fold::defining;

fn prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    ctx.dictionary_get(body.op(op).properties()?, name.as_bytes())
}

fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttr> = match body.op(op).properties() {
        Some(p) => ctx.dictionary_entries(p).to_vec(),
        None => Vec::new(),
    };
    match entries.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => entries.push(NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).set_properties(Some(dict));
}

/// `ViewOp::fold`: a view of the same static type is its source.
pub fn fold_view(f: &mut FoldCtx<'_>) -> Fold {
    let body = &*f.body;
    if body.operand_count(f.op) == 0 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let t = body.value_type(body.result(f.op, 0));
    let static_shape = matches!(f.ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC));
    if body.value_type(src) == t && static_shape {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

/// `matchConstantIndex`: an `arith.constant` of index type.
fn constant_index(ctx: &Context, body: &Body, body_id: rmlir_ir::BodyId, v: Value) -> Option<i64> {
    let ValueDef::Result { op, .. } = body.value_def(v) else {
        return None;
    };
    if ctx.op_def(body.op(op).name).map(|d| d.name) != Some("arith.constant") {
        return None;
    }
    let a = value_constant(ctx, body, body_id, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } if *ty == ctx.index_type() => value.to_i64(),
        _ => None,
    }
}

/// `ViewOpShapeFolder`: constant sizes become static, a cast giving
/// back the old type.
fn view_shape_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    let n = body.operand_count(op);
    if n < 2
        || !body
            .operands(op)
            .any(|v| constant_index(ctx, body, rw.body_id, v).is_some())
    {
        return false;
    }
    let old_t = body.value_type(body.result(op, 0));
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(old_t).clone()
    else {
        return false;
    };
    if crate::layout::strides_and_offset(ctx, old_t).is_none() {
        return false;
    }
    let sizes: Vec<Value> = (2..n).map(|i| body.operand(op, i)).collect();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes = Vec::new();
    let mut pos = 0;
    for &d in shape.iter() {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = sizes.get(pos) else {
            return false;
        };
        pos += 1;
        match constant_index(ctx, body, rw.body_id, v) {
            // A negative size would make an invalid type.
            Some(c) if c >= 0 => new_shape.push(c),
            Some(_) => return false,
            None => {
                new_shape.push(d);
                new_sizes.push(v);
            }
        }
    }
    let new_t = ctx.intern_type(TypeKind::MemRef {
        shape: new_shape.into(),
        elem,
        layout,
        memory_space,
    });
    if new_t == old_t {
        return false;
    }
    let (src, shift) = (body.operand(op, 0), body.operand(op, 1));
    let loc = body.op(op).loc;
    let view = crate::ViewOp::build(rw, loc, new_t, src, shift, &new_sizes).result();
    let cast = crate::CastOp::build(rw, loc, old_t, view).dest();
    rw.replace_op(op, &[cast]);
    true
}

/// `ViewOpMemrefCastFolder`: a view of a cast of an `alloc` views the
/// allocation.
fn view_cast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    let n = body.operand_count(op);
    if n < 2 {
        return false;
    }
    let Some(cast) = defining(ctx, body, body.operand(op, 0), "cast") else {
        return false;
    };
    let alloc_value = body.operand(cast, 0);
    if defining(ctx, body, alloc_value, "alloc").is_none() {
        return false;
    }
    let t = body.value_type(body.result(op, 0));
    let shift = body.operand(op, 1);
    let sizes: Vec<Value> = (2..n).map(|i| body.operand(op, i)).collect();
    let loc = body.op(op).loc;
    let view = crate::ViewOp::build(rw, loc, t, alloc_value, shift, &sizes).result();
    rw.replace_op(op, &[view]);
    true
}

/// `TransposeOp::fold`: an identity permutation to the same type is the
/// input; a transpose of a transpose composes the permutations.
pub fn fold_transpose(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let Some(AttrKind::AffineMap(perm)) =
        prop(ctx, f.body, f.op, "permutation").map(|a| ctx.attr_kind(a))
    else {
        return Fold::Failure;
    };
    let input = f.body.operand(f.op, 0);
    if perm.is_identity() && f.body.value_type(input) == f.body.value_type(f.body.result(f.op, 0)) {
        return FoldCtx::single(FoldResult::Value(input));
    }
    if let Some(other) = defining(ctx, f.body, input, "transpose") {
        let Some(AttrKind::AffineMap(other_perm)) =
            prop(ctx, f.body, other, "permutation").map(|a| ctx.attr_kind(a))
        else {
            return Fold::Failure;
        };
        if perm.num_dims as usize != other_perm.num_results() || f.body.operand_count(other) != 1 {
            return Fold::Failure;
        }
        let composed = perm.compose(other_perm);
        let other_in = f.body.operand(other, 0);
        f.body.set_operand(f.op, 0, other_in);
        let attr = ctx.intern_attr(AttrKind::AffineMap(composed));
        set_prop(ctx, f.body, f.op, "permutation", attr);
        return Fold::InPlace;
    }
    Fold::Failure
}

/// `AssumeAlignmentOp::fold`: assuming an alignment already assumed.
pub fn fold_assume_alignment(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let Some(source) = defining(ctx, f.body, src, "assume_alignment") else {
        return Fold::Failure;
    };
    let a = prop(ctx, f.body, source, "alignment");
    if a.is_some() && a == prop(ctx, f.body, f.op, "alignment") {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

static VIEW_PATTERNS: [FnPattern; 2] = [
    FnPattern::new("ViewOpShapeFolder", "memref.view", view_shape_folder),
    FnPattern::new("ViewOpMemrefCastFolder", "memref.view", view_cast_folder),
];

pub(crate) fn view_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(VIEW_PATTERNS.iter().map(|p| p as &dyn RewritePattern));
}
