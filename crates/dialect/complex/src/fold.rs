//! The complex dialect's folders, canonicalization patterns and constant
//! materializer (upstream's `ComplexOps.cpp` and `ComplexDialect.cpp`).

use rmlir_arith::ops::{BitcastOp as ArithBitcastOp, NegFOp};
use rmlir_ir::apfloat::ApFloat;
use rmlir_ir::builder::Builder;
use rmlir_ir::common_folders::float_kind;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Context, Location, OpId, OpView, Type, TypeKind, Value};

use crate::*;

fn value(v: Value) -> Fold {
    FoldCtx::single(FoldResult::Value(v))
}

/// The op defining operand `i` of the folded op, as a view.
fn operand_def<'a>(op: &OpView<'a>, i: usize) -> Option<OpView<'a>> {
    op.defining_op(op.operand(i))
}

/// The parts of a float `complex.constant`'s value (upstream casts them to
/// `FloatAttr`, so only float constants get here).
fn float_parts(ctx: &Context, a: Attribute) -> Option<(ApFloat, ApFloat)> {
    let AttrKind::Array(parts) = ctx.attr_kind(a) else {
        return None;
    };
    let part = |a: Attribute| match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => Some(ApFloat::new(float_kind(ctx, *ty)?, bits.get())),
        _ => None,
    };
    match parts[..] {
        [re, im] => Some((part(re)?, part(im)?)),
        _ => None,
    }
}

/// The value of a `complex.constant` defining operand `i`.
fn constant_parts(op: &OpView<'_>, i: usize) -> Option<(ApFloat, ApFloat)> {
    let c = operand_def(op, i).and_then(ConstantOp::from_view)?;
    float_parts(op.ctx, c.0.prop("value")?)
}

fn is_zero_constant(op: &OpView<'_>, i: usize) -> bool {
    constant_parts(op, i).is_some_and(|(re, im)| re.is_zero() && im.is_zero())
}

/// `real == 1.0 && imag == 0` (`APFloat` equality, so `-0.0` imaginary
/// parts count as zero).
fn is_one(parts: Option<(ApFloat, ApFloat)>) -> bool {
    parts.is_some_and(|(re, im)| {
        im.is_zero()
            && re.compare(ApFloat::from_f64(re.kind, 1.0)) == Some(std::cmp::Ordering::Equal)
    })
}

pub(crate) fn fold_constant(f: &mut FoldCtx<'_>) -> Fold {
    match f.view().prop("value") {
        Some(v) => FoldCtx::single(FoldResult::Attr(v)),
        None => Fold::Failure,
    }
}

/// `BitcastOp::fold`: a cast to the operand's own type.
pub(crate) fn fold_bitcast(f: &mut FoldCtx<'_>) -> Fold {
    let op = f.view();
    if op.operand_type(0) == op.result_type(0) {
        return value(op.operand(0));
    }
    Fold::Failure
}

/// `CreateOp::fold`: `create(re(x), im(x))` is `x`.
pub(crate) fn fold_create(f: &mut FoldCtx<'_>) -> Fold {
    let op = f.view();
    let re = operand_def(&op, 0).and_then(ReOp::from_view);
    let im = operand_def(&op, 1).and_then(ImOp::from_view);
    match (re, im) {
        (Some(re), Some(im)) if re.0.operand(0) == im.0.operand(0) => value(re.0.operand(0)),
        _ => Fold::Failure,
    }
}

/// `ReOp::fold` (`index` 0) and `ImOp::fold` (1): a part of a constant or
/// a `complex.create` operand.
fn fold_part(f: &mut FoldCtx<'_>, index: usize) -> Fold {
    if let Some(a) = f.operand_attr(0) {
        if let AttrKind::Array(parts) = f.ctx.attr_kind(a) {
            if parts.len() == 2 {
                return FoldCtx::single(FoldResult::Attr(parts[index]));
            }
        }
    }
    let op = f.view();
    match operand_def(&op, 0).and_then(CreateOp::from_view) {
        Some(c) => value(c.0.operand(index)),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_re(f: &mut FoldCtx<'_>) -> Fold {
    fold_part(f, 0)
}

pub(crate) fn fold_im(f: &mut FoldCtx<'_>) -> Fold {
    fold_part(f, 1)
}

/// `AddOp::fold`: `add(sub(a, b), b)` and `add(b, sub(a, b))` are `a`,
/// `add(a, 0)` is `a`.
pub(crate) fn fold_add(f: &mut FoldCtx<'_>) -> Fold {
    let op = f.view();
    let (lhs, rhs) = (op.operand(0), op.operand(1));
    if let Some(sub) = operand_def(&op, 0).and_then(SubOp::from_view) {
        if rhs == sub.0.operand(1) {
            return value(sub.0.operand(0));
        }
    }
    if let Some(sub) = operand_def(&op, 1).and_then(SubOp::from_view) {
        if lhs == sub.0.operand(1) {
            return value(sub.0.operand(0));
        }
    }
    if is_zero_constant(&op, 1) {
        return value(lhs);
    }
    Fold::Failure
}

/// `SubOp::fold`: `sub(add(a, b), b)` is `a`, `sub(a, 0)` is `a`.
pub(crate) fn fold_sub(f: &mut FoldCtx<'_>) -> Fold {
    let op = f.view();
    if let Some(add) = operand_def(&op, 0).and_then(AddOp::from_view) {
        if op.operand(1) == add.0.operand(1) {
            return value(add.0.operand(0));
        }
    }
    if is_zero_constant(&op, 1) {
        return value(op.operand(0));
    }
    Fold::Failure
}

/// `op(inner(a))` is `a`: `neg(neg(a))`, `conj(conj(a))`, `log(exp(a))`,
/// `exp(log(a))`.
fn fold_inverse(f: &mut FoldCtx<'_>, inner: &'static rmlir_ir::OpDef) -> Fold {
    let op = f.view();
    match operand_def(&op, 0) {
        Some(d) if d.def.is_some_and(|x| std::ptr::eq(x, inner)) => value(d.operand(0)),
        _ => Fold::Failure,
    }
}

pub(crate) fn fold_neg(f: &mut FoldCtx<'_>) -> Fold {
    fold_inverse(f, &NEG_OP)
}

pub(crate) fn fold_conj(f: &mut FoldCtx<'_>) -> Fold {
    fold_inverse(f, &CONJ_OP)
}

pub(crate) fn fold_log(f: &mut FoldCtx<'_>) -> Fold {
    fold_inverse(f, &EXP_OP)
}

pub(crate) fn fold_exp(f: &mut FoldCtx<'_>) -> Fold {
    fold_inverse(f, &LOG_OP)
}

/// `MulOp::fold`: `mul(a, complex.constant [1.0, 0.0])` is `a`.
pub(crate) fn fold_mul(f: &mut FoldCtx<'_>) -> Fold {
    let op = f.view();
    if is_one(constant_parts(&op, 1)) {
        return value(op.operand(0));
    }
    Fold::Failure
}

/// `DivOp::fold`: `div(a, [1.0, 0.0])` is `a`, the divisor any constant.
pub(crate) fn fold_div(f: &mut FoldCtx<'_>) -> Fold {
    let parts = f.operand_attr(1).and_then(|a| float_parts(f.ctx, a));
    if is_one(parts) {
        return value(f.view().operand(0));
    }
    Fold::Failure
}

// ----- patterns -----

fn def_of<'a>(rw: &'a PatternRewriter<'_>, v: Value) -> Option<OpView<'a>> {
    match rw.body.value_def(v) {
        rmlir_ir::ValueDef::Result { op, .. } => Some(rw.view(op)),
        rmlir_ir::ValueDef::BlockArg { .. } => None,
    }
}

fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(_))
}

/// `MergeComplexBitcast`: a `complex.bitcast` of a bitcast casts the
/// original value once (with `arith.bitcast` when neither end is complex).
fn merge_complex_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let (ty, loc, input) = (v.result_type(0), v.loc(), v.operand(0));
    let Some(d) = def_of(rw, input) else {
        return false;
    };
    let source = d.operand(0);
    let new = if BitcastOp::from_view(d).is_some() {
        if is_complex(ctx, ty) || is_complex(ctx, d.operand_type(0)) {
            BitcastOp::build(rw, loc, ty, source).id()
        } else {
            ArithBitcastOp::build(rw, loc, ty, source).id()
        }
    } else if ArithBitcastOp::from_view(d).is_some() {
        BitcastOp::build(rw, loc, ty, source).id()
    } else {
        return false;
    };
    rw.replace_op_with_op(op, new);
    true
}

/// `MergeArithBitcast`: an `arith.bitcast` of a `complex.bitcast` is one
/// `complex.bitcast`.
fn merge_arith_bitcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rw.view(op);
    let (ty, loc) = (v.result_type(0), v.loc());
    let Some(d) = def_of(rw, v.operand(0)).filter(|d| BitcastOp::from_view(*d).is_some()) else {
        return false;
    };
    let source = d.operand(0);
    let new = BitcastOp::build(rw, loc, ty, source).id();
    rw.replace_op_with_op(op, new);
    true
}

/// `FoldComponentNeg`: `re(neg(create(a, b)))` is `negf(a)`, `im(...)` is
/// `negf(b)`.
fn fold_component_neg(op: OpId, rw: &mut PatternRewriter<'_>, index: usize) -> bool {
    let v = rw.view(op);
    let loc = v.loc();
    let Some(neg) = def_of(rw, v.operand(0)).filter(|d| NegOp::from_view(*d).is_some()) else {
        return false;
    };
    let Some(create) = def_of(rw, neg.operand(0)).and_then(CreateOp::from_view) else {
        return false;
    };
    let TypeKind::Complex(elem) = *rw.ctx.type_kind(create.0.result_type(0)) else {
        return false;
    };
    let part = create.0.operand(index);
    let new = NegFOp::build(rw, loc, elem, part, None).id();
    rw.replace_op_with_op(op, new);
    true
}

fn fold_re_neg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_component_neg(op, rw, 0)
}

fn fold_im_neg(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    fold_component_neg(op, rw, 1)
}

static MERGE_COMPLEX_BITCAST: FnPattern = FnPattern::new(
    "MergeComplexBitcast",
    "complex.bitcast",
    merge_complex_bitcast,
);
static MERGE_ARITH_BITCAST: FnPattern =
    FnPattern::new("MergeArithBitcast", "arith.bitcast", merge_arith_bitcast);
static FOLD_RE_NEG: FnPattern = FnPattern::new(
    "(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>",
    "complex.re",
    fold_re_neg,
);
static FOLD_IM_NEG: FnPattern = FnPattern::new(
    "(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>",
    "complex.im",
    fold_im_neg,
);

pub(crate) fn bitcast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&MERGE_COMPLEX_BITCAST);
    out.push(&MERGE_ARITH_BITCAST);
}

pub(crate) fn re_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&FOLD_RE_NEG);
}

pub(crate) fn im_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&FOLD_IM_NEG);
}

// ----- constants -----

/// `ConstantOp::isBuildableWith`: a two-element array of float or of
/// integer attributes of the complex type's element type.
fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let (AttrKind::Array(parts), TypeKind::Complex(elem)) =
        (ctx.attr_kind(value), ctx.type_kind(ty))
    else {
        return false;
    };
    let [re, im] = parts[..] else { return false };
    match (ctx.attr_kind(re), ctx.attr_kind(im)) {
        (AttrKind::Float { ty: a, .. }, AttrKind::Float { ty: b, .. })
        | (AttrKind::Integer { ty: a, .. }, AttrKind::Integer { ty: b, .. }) => {
            a == elem && b == elem
        }
        _ => false,
    }
}

/// `ComplexDialect::materializeConstant`: `complex.constant` for a complex
/// value, else `arith::ConstantOp::materialize`.
pub(crate) fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if is_buildable_with(b.ctx, value, ty) {
        return Some(ConstantOp::build(b, loc, ty, value).id());
    }
    rmlir_arith::fold::materialize_constant(b, value, ty, loc)
}
