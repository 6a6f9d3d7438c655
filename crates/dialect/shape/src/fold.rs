//! The folders of the shape ops (`Shape.cpp`) and the broadcasting rules
//! they use (`OpTrait::util` in `Traits.cpp`).

use smallvec::smallvec;

use rmlir_ir::apint::ApInt;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{AttrClass, Fold, FoldCtx, FoldResult};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Body, BodyId, Context, Value, ValueDef};

use crate::asm::{index_tensor_attr, index_values};
use crate::verify::constant_index;

fn attr(a: Attribute) -> Fold {
    FoldCtx::single(FoldResult::Attr(a))
}

fn value(v: Value) -> Fold {
    FoldCtx::single(FoldResult::Value(v))
}

fn is_dense_int(ctx: &Context, a: Attribute) -> bool {
    AttrClass::DenseIntElements.matches(ctx, a)
}

/// The extents of a constant shape operand (`DenseIntElementsAttr`).
fn extents(ctx: &Context, a: Option<Attribute>) -> Option<Vec<i64>> {
    a.filter(|&a| is_dense_int(ctx, a)).map(|a| index_values(ctx, a))
}

fn int(ctx: &Context, a: Option<Attribute>) -> Option<(rmlir_ir::Type, &ApInt)> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } => Some((*ty, value)),
        _ => None,
    }
}

fn index_attr(ctx: &Context, v: ApInt) -> Attribute {
    ctx.intern_attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: v.sext_or_trunc(64),
    })
}

/// `OpTrait::util::getBroadcastedShape`.
pub(crate) fn broadcasted_shape(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut result = if a.len() > b.len() { a.to_vec() } else { b.to_vec() };
    let n = result.len();
    for (k, (&d1, &d2)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = &mut result[n - 1 - k];
        if d1 == DYNAMIC || d2 == DYNAMIC {
            *r = if d1 > 1 {
                d1
            } else if d2 > 1 {
                d2
            } else if d1 == 1 {
                d2
            } else if d2 == 1 {
                d1
            } else {
                DYNAMIC
            };
        } else if d1 == d2 || d2 == 1 {
            *r = d1;
        } else if d1 == 1 {
            *r = d2;
        } else {
            return None;
        }
    }
    Some(result)
}

/// `OpTrait::util::staticallyKnownBroadcastable`.
pub(crate) fn statically_known_broadcastable(shapes: &[Vec<i64>]) -> bool {
    let max_rank = shapes.iter().map(Vec::len).max().unwrap_or(0);
    for i in 0..max_rank {
        let mut seen_dynamic = false;
        let mut non_one: Option<i64> = None;
        for extent in shapes {
            let dim = if i >= extent.len() { 1 } else { extent[extent.len() - i - 1] };
            if dim == 1 {
                continue;
            }
            if dim == DYNAMIC {
                if seen_dynamic || non_one.is_some() {
                    return false;
                }
                seen_dynamic = true;
            }
            if non_one.is_some_and(|d| d != dim) {
                return false;
            }
            non_one = Some(dim);
        }
    }
    true
}

/// `shape::getShapeVec`: the extents of a `shape.shape_of` of a ranked
/// value or of a constant.
pub(crate) fn shape_vec(ctx: &Context, body: &Body, body_id: BodyId, v: Value) -> Option<Vec<i64>> {
    if let ValueDef::Result { op, .. } = body.value_def(v) {
        if ctx.ident_bytes(body.op(op).name) == b"shape.shape_of" {
            let arg = body.operand(op, 0);
            let kind = ctx.type_kind(body.value_type(arg));
            return if kind.is_shaped() { kind.shape().map(|s| s.to_vec()) } else { None };
        }
    }
    extents(ctx, value_constant(ctx, body, body_id, v))
}

pub(crate) fn fold_add(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let (lhs, rhs) = (f.body.operand(f.op, 0), f.body.operand(f.op, 1));
    let rhs_ty = f.body.value_type(rhs);
    if f.operand_attr(1).is_some_and(|a| rmlir_ir::matchers::is_zero(ctx, a, rhs_ty)) {
        return value(lhs);
    }
    // `constFoldBinaryOp<IntegerAttr>`: same-typed integers, or poison.
    let operands = [f.operand_attr(0), f.operand_attr(1)];
    let scalar_or_poison = |a: Option<Attribute>| {
        a.is_some_and(|a| {
            matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
                || rmlir_ir::common_folders::is_poison(ctx, a)
        })
    };
    if !operands.iter().any(|&a| scalar_or_poison(a)) {
        return Fold::Failure;
    }
    match rmlir_ir::common_folders::const_fold_binary::<rmlir_ir::common_folders::IntElems>(
        ctx,
        operands,
        |a, b| a.add(b),
    ) {
        Some(a) if matches!(ctx.attr_kind(a), AttrKind::Integer { .. })
            || rmlir_ir::common_folders::is_poison(ctx, a) =>
        {
            attr(a)
        }
        _ => Fold::Failure,
    }
}

/// `foldCastInterfaceOp`: a cast between identical types is its input.
fn fold_identity_cast(f: &FoldCtx<'_>) -> Fold {
    let input = f.body.operand(f.op, 0);
    if f.body.value_type(input) == f.body.value_type(f.body.result(f.op, 0)) {
        value(input)
    } else {
        Fold::Failure
    }
}

pub(crate) fn fold_size_to_index(f: &mut FoldCtx<'_>) -> Fold {
    match fold_forward_constant(f) {
        Fold::Failure => fold_identity_cast(f),
        r => r,
    }
}

pub(crate) fn fold_any(f: &mut FoldCtx<'_>) -> Fold {
    match f.operands.last().copied().flatten() {
        Some(a) => attr(a),
        None => Fold::Failure,
    }
}

/// `AssumingAllOp::fold`: drops constant (passing) witnesses from the end
/// (where they are, the op being commutative); all passing folds to
/// `true`, one failing to `false`.
pub(crate) fn fold_assuming_all(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let mut erased = false;
    for idx in (0..f.operands.len()).rev() {
        let Some(a) = f.operands[idx] else {
            return if erased { Fold::InPlace } else { Fold::Failure };
        };
        f.body.erase_operands(f.op, idx..idx + 1);
        erased = true;
        if rmlir_ir::matchers::bool_value(ctx, a) == Some(false) {
            return attr(a);
        }
    }
    attr(ctx.bool_attr(true))
}

pub(crate) fn fold_broadcast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let n = f.operands.len();
    if n == 1 {
        let shape = f.body.operand(f.op, 0);
        if f.body.value_type(shape) != f.body.value_type(f.body.result(f.op, 0)) {
            return Fold::Failure;
        }
        return value(shape);
    }
    if n != 2 {
        return Fold::Failure;
    }
    let (Some(l), Some(r)) = (extents(ctx, f.operands[0]), extents(ctx, f.operands[1])) else {
        return Fold::Failure;
    };
    match broadcasted_shape(&l, &r) {
        Some(s) => attr(index_tensor_attr(ctx, &s)),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_concat(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let (Some(mut l), Some(r)) = (extents(ctx, f.operand_attr(0)), extents(ctx, f.operand_attr(1)))
    else {
        return Fold::Failure;
    };
    l.extend(r);
    attr(index_tensor_attr(ctx, &l))
}

fn fold_prop(f: &FoldCtx<'_>, name: &str) -> Fold {
    match f.view().prop(name) {
        Some(a) => attr(a),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_const_shape(f: &mut FoldCtx<'_>) -> Fold {
    fold_prop(f, "shape")
}

pub(crate) fn fold_const_size(f: &mut FoldCtx<'_>) -> Fold {
    fold_prop(f, "value")
}

pub(crate) fn fold_const_witness(f: &mut FoldCtx<'_>) -> Fold {
    fold_prop(f, "passing")
}

/// `CstrRequireOp::fold` and the casts: the constant operand.
pub(crate) fn fold_forward_constant(f: &mut FoldCtx<'_>) -> Fold {
    match f.operand_attr(0) {
        Some(a) => attr(a),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_cstr_require(f: &mut FoldCtx<'_>) -> Fold {
    fold_forward_constant(f)
}

pub(crate) fn fold_cstr_broadcastable(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    // No broadcasting is needed if all operands but one are scalars.
    let mut non_scalar_seen = false;
    let mut at_most_one = true;
    for &a in f.operands {
        let scalar = a.is_some_and(|a| extents(ctx, Some(a)).is_some_and(|e| e.is_empty()));
        if !scalar {
            if non_scalar_seen {
                at_most_one = false;
                break;
            }
            non_scalar_seen = true;
        }
    }
    if at_most_one {
        return attr(ctx.bool_attr(true));
    }
    let constant: Option<Vec<Vec<i64>>> = f.operands.iter().map(|&a| extents(ctx, a)).collect();
    if constant.is_some_and(|e| statically_known_broadcastable(&e)) {
        return attr(ctx.bool_attr(true));
    }
    let values: Vec<Value> = f.body.operands(f.op).collect();
    let known: Option<Vec<Vec<i64>>> = values
        .iter()
        .map(|&v| shape_vec(ctx, f.body, f.body_id, v))
        .collect();
    if known.is_some_and(|e| statically_known_broadcastable(&e)) {
        return attr(ctx.bool_attr(true));
    }
    Fold::Failure
}

pub(crate) fn fold_cstr_eq(f: &mut FoldCtx<'_>) -> Fold {
    let first = f.operands.first().copied().flatten();
    if f.operands.iter().all(|&a| a.is_some() && a == first) {
        return attr(f.ctx.bool_attr(true));
    }
    Fold::Failure
}

pub(crate) fn fold_dim(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let view = f.view();
    let kind = ctx.type_kind(view.operand_type(0));
    let Some(shape) = kind.shape().filter(|_| kind.is_shaped()) else {
        return Fold::Failure;
    };
    let Some(index) = constant_index(&view, 1) else {
        return Fold::Failure;
    };
    if index < 0 || index >= shape.len() as i64 {
        return Fold::Failure;
    }
    let extent = shape[index as usize];
    if extent == DYNAMIC {
        return Fold::Failure;
    }
    attr(ctx.integer_attr(ctx.index_type(), extent))
}

pub(crate) fn fold_div(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let (Some((_, a)), Some((_, b))) = (int(ctx, f.operand_attr(0)), int(ctx, f.operand_attr(1)))
    else {
        return Fold::Failure;
    };
    // Upstream divides by zero here; leave such a division alone.
    if b.is_zero() || a.width() != b.width() {
        return Fold::Failure;
    }
    let mut q = a.sdiv(b);
    let r = a.srem(b);
    if q.is_negative() && !r.is_zero() {
        q = q.sub(&ApInt::one(q.width()));
    }
    attr(index_attr(ctx, q))
}

pub(crate) fn fold_from_extents(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let mut values = Vec::with_capacity(f.operands.len());
    for &a in f.operands {
        let Some((_, v)) = int(ctx, a) else {
            return Fold::Failure;
        };
        values.push(v.to_i64().unwrap_or_else(|| v.sext_or_trunc(64).to_i64().unwrap_or(0)));
    }
    attr(index_tensor_attr(ctx, &values))
}

pub(crate) fn fold_get_extent(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let Some(elements) = f.operand_attr(0).filter(|&a| is_dense_int(ctx, a)) else {
        return Fold::Failure;
    };
    let Some(dim) = constant_index(&f.view(), 1) else {
        return Fold::Failure;
    };
    let values = ctx.dense_int_values(elements);
    if dim < 0 || dim as u64 >= values.len() as u64 {
        return Fold::Failure;
    }
    let ty = ctx
        .attr_type(elements)
        .and_then(|t| ctx.type_kind(t).element_type())
        .unwrap_or_else(|| ctx.index_type());
    attr(ctx.intern_attr(AttrKind::Integer {
        ty,
        value: values[dim as usize].clone(),
    }))
}

pub(crate) fn fold_is_broadcastable(f: &mut FoldCtx<'_>) -> Fold {
    if f.operands.len() < 2 {
        return attr(f.ctx.bool_attr(true));
    }
    Fold::Failure
}

/// `MaxOp::fold`/`MinOp::fold`: equal operands.
pub(crate) fn fold_same_operands(f: &mut FoldCtx<'_>) -> Fold {
    let (l, r) = (f.body.operand(f.op, 0), f.body.operand(f.op, 1));
    if l == r {
        value(l)
    } else {
        Fold::Failure
    }
}

pub(crate) fn fold_mul(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    match (int(ctx, f.operand_attr(0)), int(ctx, f.operand_attr(1))) {
        (Some((_, a)), Some((_, b))) if a.width() == b.width() => attr(index_attr(ctx, a.mul(b))),
        _ => Fold::Failure,
    }
}

pub(crate) fn fold_num_elements(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let Some(shape) = f.operand_attr(0).filter(|&a| is_dense_int(ctx, a)) else {
        return Fold::Failure;
    };
    let mut product = ApInt::one(64);
    for v in ctx.dense_int_values(shape) {
        product = product.mul(&v.sext_or_trunc(64));
    }
    // `getIndexAttr(product.getLimitedValue())`.
    attr(ctx.integer_attr(ctx.index_type(), product.to_u64().unwrap_or(u64::MAX) as i64))
}

pub(crate) fn fold_rank(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let Some(shape) = f.operand_attr(0).filter(|&a| is_dense_int(ctx, a)) else {
        return Fold::Failure;
    };
    let n = ctx
        .attr_type(shape)
        .and_then(|t| ctx.type_kind(t).shape().map(|s| s.iter().fold(1i64, |a, &d| a.wrapping_mul(d))))
        .unwrap_or(1);
    attr(ctx.integer_attr(ctx.index_type(), n))
}

pub(crate) fn fold_shape_eq(f: &mut FoldCtx<'_>) -> Fold {
    let Some(&first) = f.operands.first() else {
        return attr(f.ctx.bool_attr(true));
    };
    let Some(first) = first else {
        return Fold::Failure;
    };
    let mut all_same = true;
    for &a in &f.operands[1..] {
        let Some(a) = a else {
            return Fold::Failure;
        };
        all_same &= a == first;
    }
    attr(f.ctx.bool_attr(all_same))
}

pub(crate) fn fold_split_at(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let (Some(shape), Some((_, split))) = (extents(ctx, f.operand_attr(0)), int(ctx, f.operand_attr(1)))
    else {
        return Fold::Failure;
    };
    let Some(mut split) = split.to_i64() else {
        return Fold::Failure;
    };
    let rank = shape.len() as i64;
    if -rank > split || split > rank {
        return Fold::Failure;
    }
    if split < 0 {
        split += rank;
    }
    let (head, tail) = shape.split_at(split as usize);
    Fold::Results(smallvec![
        FoldResult::Attr(index_tensor_attr(ctx, head)),
        FoldResult::Attr(index_tensor_attr(ctx, tail)),
    ])
}

pub(crate) fn fold_to_extent_tensor(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    match extents(ctx, f.operand_attr(0)) {
        Some(e) => attr(index_tensor_attr(ctx, &e)),
        None => fold_identity_cast(f),
    }
}
