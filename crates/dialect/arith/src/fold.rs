//! The arith folders (`ArithOps.cpp`'s `fold` methods, as mlir-opt 22 has
//! them) and the dialect's constant materializer.

use rmlir_ir::apfloat::{ApFloat, OpStatus, RoundingMode};
use rmlir_ir::apint::ApInt;
use rmlir_ir::builder::Builder;
use rmlir_ir::common_folders::{
    bool_attr_of_type, const_fold_binary, const_fold_binary_typed, const_fold_cast,
    const_fold_unary, dense_element_attrs, dense_from_attrs, float_kind, float_matches,
    float_or_splat, i1_same_shape, int_or_splat, int_width, is_all_ones_int, is_one_int, is_poison,
    is_zero_int, static_num_elements, value_constant, zero_attr, FloatElems, IntElems,
};
use rmlir_ir::float::FloatKind;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::op_verify::element_type_or_self;
use rmlir_ir::smallvec::smallvec;
use rmlir_ir::{AttrKind, Attribute, Context, Location, OpId, OpView, Type, TypeKind, Value};

use crate::attrs::{CMPF_PREDICATE, CMPI_PREDICATE, FASTMATH_ATTR_DEF, OVERFLOW_ATTR_DEF};
use crate::ops::*;

// ----- helpers -----

/// The op folds to an existing value.
fn value(v: Value) -> Fold {
    Fold::Results(smallvec![FoldResult::Value(v)])
}

/// The op folds to a constant, if there is one.
fn attr(a: Option<Attribute>) -> Fold {
    match a {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

/// Operand `i` of the op.
fn operand(fc: &FoldCtx<'_>, i: usize) -> Value {
    fc.body.operand(fc.op, i)
}

/// The op's (first) result.
fn result(fc: &FoldCtx<'_>) -> Value {
    fc.body.result(fc.op, 0)
}

/// The type of the op's (first) result.
fn result_type(fc: &FoldCtx<'_>) -> Type {
    fc.body.value_type(result(fc))
}

/// The op defining `v`, viewed, if it is a result.
fn def_of<'a>(fc: &'a FoldCtx<'_>, v: Value) -> Option<OpView<'a>> {
    fc.view().defining_op(v)
}

/// `m_Constant` on a value: the constant a `ConstantLike` op defining it
/// holds.
fn constant_of(fc: &FoldCtx<'_>, v: Value) -> Option<Attribute> {
    value_constant(fc.ctx, fc.body, fc.body_id, v)
}

/// An integer enum property's value (predicates, rounding modes).
pub(crate) fn enum_prop(view: &OpView<'_>, name: &str) -> Option<i64> {
    view.prop(name).and_then(|a| view.ctx.int_value(a))
}

/// A bit enum dialect property's flags (`fastmath`, `overflowFlags`); 0
/// when absent.
pub(crate) fn flags_prop(view: &OpView<'_>, name: &str) -> u64 {
    let ctx = view.ctx;
    view.prop(name)
        .and_then(|a| {
            ctx.as_dialect_attr(a, &FASTMATH_ATTR_DEF)
                .or_else(|| ctx.as_dialect_attr(a, &OVERFLOW_ATTR_DEF))
                .map(|d| d.int(0) as u64)
        })
        .unwrap_or(0)
}

/// The int width of a type or of its elements (`getIntegerWidth`-like,
/// for any shaped type).
fn elem_int_width(ctx: &Context, ty: Type) -> Option<u32> {
    int_width(ctx, element_type_or_self(ctx, ty))
}

/// Sets an inherent attribute of `op`, keeping the others.
pub(crate) fn set_prop(
    ctx: &Context,
    body: &mut rmlir_ir::Body,
    op: OpId,
    name: &str,
    value: Attribute,
) {
    let mut entries: Vec<rmlir_ir::NamedAttr> = body
        .op(op)
        .properties()
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let id = ctx.ident(name);
    match entries.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => entries.push(rmlir_ir::NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).set_properties(Some(dict));
}

// ----- constant -----

/// `ConstantOp::fold` and its `ConstantLike` value: the held attribute.
pub(crate) fn constant_value(op: &OpView<'_>) -> Option<Attribute> {
    op.prop("value")
}

pub(crate) fn fold_constant(fc: &mut FoldCtx<'_>) -> Fold {
    attr(constant_value(&fc.view()))
}

/// `ArithDialect::materializeConstant`: `ub.poison` for `#ub.poison`,
/// `arith.constant` for a buildable value (`ConstantOp::isBuildableWith`:
/// an integer, float or elements attribute of type `ty`, integers
/// signless).
pub fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    if is_poison(ctx, value) {
        return Some(rmlir_ub::PoisonOp::build(b, loc, ty, Some(value)).id());
    }
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    Some(ConstantOp::build(b, loc, ty, value).id())
}

/// `ConstantOp::isBuildableWith`.
pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if ctx.attr_type(value) != Some(ty) {
        return false;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(element_type_or_self(ctx, ty)) {
        if *signedness != rmlir_ir::Signedness::Signless {
            return false;
        }
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) || ctx.attr_is_elements(value)
}

// ----- integer arithmetic -----

fn int_binary(fc: &FoldCtx<'_>, f: impl FnMut(&ApInt, &ApInt) -> ApInt) -> Option<Attribute> {
    const_fold_binary::<IntElems>(fc.ctx, [fc.operand_attr(0), fc.operand_attr(1)], f)
}

/// Like [`int_binary`] for folders that refuse some elements: `f` sets
/// the flag, and what the flag holds after the last element decides
/// (upstream's folders capture one `bool` by reference).
fn int_binary_flagged(
    fc: &FoldCtx<'_>,
    mut f: impl FnMut(&ApInt, &ApInt, &mut bool) -> ApInt,
) -> Option<Attribute> {
    let mut refused = false;
    let r =
        const_fold_binary::<IntElems>(fc.ctx, [fc.operand_attr(0), fc.operand_attr(1)], |a, b| {
            f(a, b, &mut refused)
        });
    if refused {
        None
    } else {
        r
    }
}

pub(crate) fn fold_addi(fc: &mut FoldCtx<'_>) -> Fold {
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if is_zero_int(fc.ctx, fc.operand_attr(1)) {
        return value(lhs);
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = def_of(fc, lhs).and_then(SubIOp::from_view) {
        if rhs == sub.rhs() {
            return value(sub.lhs());
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = def_of(fc, rhs).and_then(SubIOp::from_view) {
        if lhs == sub.rhs() {
            return value(sub.lhs());
        }
    }
    attr(int_binary(fc, |a, b| a.add(b)))
}

pub(crate) fn fold_addui_extended(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let overflow_ty = fc.body.value_type(fc.body.result(fc.op, 1));
    let lhs = operand(fc, 0);
    // addui_extended(x, 0) -> x, false
    if is_zero_int(ctx, constant_of(fc, operand(fc, 1))) {
        let Some(f) = zero_attr(ctx, overflow_ty) else {
            return Fold::Failure;
        };
        return Fold::Results(smallvec![FoldResult::Value(lhs), FoldResult::Attr(f)]);
    }
    let Some(sum) = int_binary(fc, |a, b| a.add(b)) else {
        return Fold::Failure;
    };
    if is_poison(ctx, sum) {
        return Fold::Results(smallvec![FoldResult::Attr(sum), FoldResult::Attr(sum)]);
    }
    let Some(sum_ty) = ctx.attr_type(sum) else {
        return Fold::Failure;
    };
    let overflow = const_fold_binary_typed::<IntElems, IntElems>(
        ctx,
        [Some(sum), fc.operand_attr(0)],
        Some(i1_same_shape(ctx, sum_ty)),
        false,
        |s, l| Some(ApInt::from_u64(1, s.ult(l) as u64)),
    );
    match overflow {
        Some(o) => Fold::Results(smallvec![FoldResult::Attr(sum), FoldResult::Attr(o)]),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_subi(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if lhs == rhs {
        let ty = result_type(fc);
        let k = ctx.type_kind(ty);
        if !k.is_shaped() || static_num_elements(ctx, ty).is_some() {
            return attr(zero_attr(ctx, ty));
        }
    }
    if is_zero_int(ctx, fc.operand_attr(1)) {
        return value(lhs);
    }
    if let Some(add) = def_of(fc, lhs).and_then(AddIOp::from_view) {
        // subi(addi(a, b), b) -> a
        if rhs == add.rhs() {
            return value(add.lhs());
        }
        // subi(addi(a, b), a) -> b
        if rhs == add.lhs() {
            return value(add.rhs());
        }
    }
    attr(int_binary(fc, |a, b| a.sub(b)))
}

pub(crate) fn fold_muli(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    if is_zero_int(ctx, fc.operand_attr(1)) {
        return value(operand(fc, 1));
    }
    if is_one_int(ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    attr(int_binary(fc, |a, b| a.mul(b)))
}

/// The folds of `mulsi_extended` and `mului_extended`: `high` computes
/// the high half.
fn fold_mul_extended(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let ctx = fc.ctx;
    let rhs = fc.operand_attr(1);
    // mul*_extended(x, 0) -> 0, 0
    if is_zero_int(ctx, rhs) {
        let z = rhs.expect("a zero constant");
        return Fold::Results(smallvec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    // mului_extended(x, 1) -> x, 0
    if !signed && is_one_int(ctx, rhs) {
        let lhs = operand(fc, 0);
        let Some(z) = zero_attr(ctx, fc.body.value_type(lhs)) else {
            return Fold::Failure;
        };
        return Fold::Results(smallvec![FoldResult::Value(lhs), FoldResult::Attr(z)]);
    }
    let Some(low) = int_binary(fc, |a, b| a.mul(b)) else {
        return Fold::Failure;
    };
    let high = int_binary(fc, |a, b| if signed { a.mulhs(b) } else { a.mulhu(b) });
    match high {
        Some(h) => Fold::Results(smallvec![FoldResult::Attr(low), FoldResult::Attr(h)]),
        None => Fold::Failure,
    }
}

pub(crate) fn fold_mulsi_extended(fc: &mut FoldCtx<'_>) -> Fold {
    fold_mul_extended(fc, true)
}

pub(crate) fn fold_mului_extended(fc: &mut FoldCtx<'_>) -> Fold {
    fold_mul_extended(fc, false)
}

/// `foldDivMul`: `(a * b) / b -> a` when the multiplication carries the
/// overflow flags `flags`.
fn fold_div_mul(fc: &FoldCtx<'_>, flags: u64) -> Option<Value> {
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    let mul = def_of(fc, lhs).and_then(MulIOp::from_view)?;
    if flags_prop(&mul.0, "overflowFlags") & flags != flags {
        return None;
    }
    if mul.lhs() == rhs {
        return Some(mul.rhs());
    }
    if mul.rhs() == rhs {
        return Some(mul.lhs());
    }
    None
}

const NSW: u64 = 1;
const NUW: u64 = 2;

pub(crate) fn fold_divui(fc: &mut FoldCtx<'_>) -> Fold {
    if is_one_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    if let Some(v) = fold_div_mul(fc, NUW) {
        return value(v);
    }
    attr(int_binary_flagged(fc, |a, b, div0| {
        if *div0 || b.is_zero() {
            *div0 = true;
            return a.clone();
        }
        a.udiv(b)
    }))
}

pub(crate) fn fold_divsi(fc: &mut FoldCtx<'_>) -> Fold {
    if is_one_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    if let Some(v) = fold_div_mul(fc, NSW) {
        return value(v);
    }
    attr(int_binary_flagged(fc, |a, b, bad| {
        if *bad || b.is_zero() {
            *bad = true;
            return a.clone();
        }
        let (q, ov) = a.sdiv_ov(b);
        *bad = ov;
        q
    }))
}

/// `signedCeilNonnegInputs`: `(a - 1) / b + 1`; the flag is the last
/// step's overflow, as upstream's chained `_ov` calls leave it.
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt, overflow: &mut bool) -> ApInt {
    let one = ApInt::one(a.width());
    let (v, _) = a.ssub_ov(&one);
    let (v, _) = v.sdiv_ov(b);
    let (v, ov) = v.sadd_ov(&one);
    *overflow = ov;
    v
}

pub(crate) fn fold_ceildivui(fc: &mut FoldCtx<'_>) -> Fold {
    if is_one_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    attr(int_binary_flagged(fc, |a, b, bad| {
        if *bad || b.is_zero() {
            *bad = true;
            return a.clone();
        }
        let (q, r) = a.udivrem(b);
        if r.is_zero() {
            return q;
        }
        let (v, ov) = q.uadd_ov(&ApInt::one(a.width()));
        *bad = ov;
        v
    }))
}

pub(crate) fn fold_ceildivsi(fc: &mut FoldCtx<'_>) -> Fold {
    if is_one_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    attr(int_binary_flagged(fc, |a, b, bad| {
        if *bad || b.is_zero() {
            *bad = true;
            return a.clone();
        }
        if a.is_zero() {
            return a.clone();
        }
        let zero = ApInt::zero(a.width());
        let (a_pos, b_pos) = (a.sgt(&zero), b.sgt(&zero));
        if a_pos && b_pos {
            return signed_ceil_nonneg(a, b, bad);
        }
        if !a_pos && !b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (pb, ovb) = zero.ssub_ov(b);
            let mut ovd = false;
            let r = signed_ceil_nonneg(&pa, &pb, &mut ovd);
            *bad = ova || ovb || ovd;
            return r;
        }
        if !a_pos && b_pos {
            let (pa, ova) = zero.ssub_ov(a);
            let (d, ovd) = pa.sdiv_ov(b);
            let (r, ovr) = zero.ssub_ov(&d);
            *bad = ova || ovd || ovr;
            return r;
        }
        let (pb, ovb) = zero.ssub_ov(b);
        let (d, ovd) = a.sdiv_ov(&pb);
        let (r, ovr) = zero.ssub_ov(&d);
        *bad = ovb || ovd || ovr;
        r
    }))
}

pub(crate) fn fold_floordivsi(fc: &mut FoldCtx<'_>) -> Fold {
    if is_one_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    // No early exit on an earlier element's refusal: upstream's flag is
    // overwritten by each element.
    attr(int_binary_flagged(fc, |a, b, bad| {
        if b.is_zero() {
            *bad = true;
            return a.clone();
        }
        let (q, ov) = a.sfloordiv_ov(b);
        *bad = ov;
        q
    }))
}

fn fold_rem(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let ctx = fc.ctx;
    if is_one_int(ctx, fc.operand_attr(1)) {
        return attr(zero_attr(ctx, result_type(fc)));
    }
    attr(int_binary_flagged(fc, |a, b, div0| {
        if *div0 || b.is_zero() {
            *div0 = true;
            return a.clone();
        }
        if signed {
            a.srem(b)
        } else {
            a.urem(b)
        }
    }))
}

pub(crate) fn fold_remui(fc: &mut FoldCtx<'_>) -> Fold {
    fold_rem(fc, false)
}

pub(crate) fn fold_remsi(fc: &mut FoldCtx<'_>) -> Fold {
    fold_rem(fc, true)
}

/// `m_Op<XOrIOp>(m_Val(x), m_ConstantInt(&v))` with `v` all ones: `v`'s
/// defining value when `xor` is `xori(x, <all ones>)`.
fn not_of(fc: &FoldCtx<'_>, xor: Value, x: Value) -> Option<Value> {
    let op = def_of(fc, xor).and_then(XOrIOp::from_view)?;
    if op.lhs() != x {
        return None;
    }
    let c = op.rhs();
    int_or_splat(fc.ctx, constant_of(fc, c))
        .filter(|v| v.is_all_ones())
        .map(|_| c)
}

pub(crate) fn fold_andi(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    // and(x, 0) -> 0
    if is_zero_int(ctx, fc.operand_attr(1)) {
        return value(rhs);
    }
    // and(x, allOnes) -> x
    if is_all_ones_int(ctx, fc.operand_attr(1)) {
        return value(lhs);
    }
    // and(x, not(x)) -> 0; and(not(x), x) -> 0
    if not_of(fc, rhs, lhs).is_some() || not_of(fc, lhs, rhs).is_some() {
        return attr(zero_attr(ctx, result_type(fc)));
    }
    // and(a, and(a, b)) -> and(a, b)
    for reverse in [false, true] {
        let (prev, other) = if reverse { (rhs, lhs) } else { (lhs, rhs) };
        if let Some(p) = def_of(fc, prev).and_then(AndIOp::from_view) {
            if other == p.lhs() || other == p.rhs() {
                return value(p.result());
            }
        }
    }
    attr(int_binary(fc, |a, b| a.and(b)))
}

pub(crate) fn fold_ori(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if let Some(v) = int_or_splat(ctx, fc.operand_attr(1)) {
        // or(x, 0) -> x
        if v.is_zero() {
            return value(lhs);
        }
        // or(x, <all ones>) -> <all ones>
        if v.is_all_ones() {
            return attr(fc.operand_attr(1));
        }
    }
    // or(x, xor(x, 1)) -> 1; or(xor(x, 1), x) -> 1
    if let Some(c) = not_of(fc, rhs, lhs).or_else(|| not_of(fc, lhs, rhs)) {
        return value(c);
    }
    attr(int_binary(fc, |a, b| a.or(b)))
}

pub(crate) fn fold_xori(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if is_zero_int(ctx, fc.operand_attr(1)) {
        return value(lhs);
    }
    if lhs == rhs {
        return attr(zero_attr(ctx, result_type(fc)));
    }
    // xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
    if let Some(prev) = def_of(fc, lhs).and_then(XOrIOp::from_view) {
        if prev.rhs() == rhs {
            return value(prev.lhs());
        }
        if prev.lhs() == rhs {
            return value(prev.rhs());
        }
    }
    // xor(a, xor(x, a)) -> x; xor(a, xor(a, x)) -> x
    if let Some(prev) = def_of(fc, rhs).and_then(XOrIOp::from_view) {
        if prev.rhs() == lhs {
            return value(prev.lhs());
        }
        if prev.lhs() == lhs {
            return value(prev.rhs());
        }
    }
    attr(int_binary(fc, |a, b| a.xor(b)))
}

/// The shift folds: `x shift 0 -> x`; constants fold only when the last
/// element's shift amount is below the width (upstream's flag).
fn fold_shift(fc: &mut FoldCtx<'_>, f: impl Fn(&ApInt, u32) -> ApInt) -> Fold {
    if is_zero_int(fc.ctx, fc.operand_attr(1)) {
        return value(operand(fc, 0));
    }
    let mut bounded = false;
    let r = int_binary(fc, |a, b| {
        bounded = b.ult(&ApInt::from_u64(b.width(), b.width() as u64));
        f(a, b.limited_value(b.width() as u64) as u32)
    });
    if bounded {
        attr(r)
    } else {
        Fold::Failure
    }
}

pub(crate) fn fold_shli(fc: &mut FoldCtx<'_>) -> Fold {
    fold_shift(fc, |a, n| a.shl(n))
}

pub(crate) fn fold_shrui(fc: &mut FoldCtx<'_>) -> Fold {
    fold_shift(fc, |a, n| a.lshr(n))
}

pub(crate) fn fold_shrsi(fc: &mut FoldCtx<'_>) -> Fold {
    fold_shift(fc, |a, n| a.ashr(n))
}

/// The integer min/max folds: `x op x -> x`; a constant `rhs` that
/// dominates gives `rhs`, one that is neutral gives `lhs`.
fn fold_int_minmax(
    fc: &mut FoldCtx<'_>,
    absorbing: impl Fn(&ApInt) -> bool,
    neutral: impl Fn(&ApInt) -> bool,
    f: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Fold {
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if let Some(v) = int_or_splat(fc.ctx, fc.operand_attr(1)) {
        if absorbing(&v) {
            return value(rhs);
        }
        if neutral(&v) {
            return value(lhs);
        }
    }
    attr(int_binary(fc, f))
}

pub(crate) fn fold_maxsi(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_minmax(
        fc,
        |v| v.is_max_signed(),
        |v| v.is_min_signed(),
        |a, b| a.smax(b),
    )
}

pub(crate) fn fold_maxui(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_minmax(fc, |v| v.is_all_ones(), |v| v.is_zero(), |a, b| a.umax(b))
}

pub(crate) fn fold_minsi(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_minmax(
        fc,
        |v| v.is_min_signed(),
        |v| v.is_max_signed(),
        |a, b| a.smin(b),
    )
}

pub(crate) fn fold_minui(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_minmax(fc, |v| v.is_zero(), |v| v.is_all_ones(), |a, b| a.umin(b))
}

// ----- float arithmetic -----

const RNE: RoundingMode = RoundingMode::NearestTiesToEven;

fn float_binary(
    fc: &FoldCtx<'_>,
    mut f: impl FnMut(ApFloat, ApFloat) -> ApFloat,
) -> Option<Attribute> {
    const_fold_binary::<FloatElems>(fc.ctx, [fc.operand_attr(0), fc.operand_attr(1)], |a, b| {
        f(*a, *b)
    })
}

pub(crate) fn fold_negf(fc: &mut FoldCtx<'_>) -> Fold {
    if let Some(inner) = def_of(fc, operand(fc, 0)).and_then(NegFOp::from_view) {
        return value(inner.operand());
    }
    attr(const_fold_unary::<FloatElems>(
        fc.ctx,
        fc.operand_attr(0),
        |a| -*a,
    ))
}

pub(crate) fn fold_addf(fc: &mut FoldCtx<'_>) -> Fold {
    // addf(x, -0) -> x
    if float_matches(fc.ctx, fc.operand_attr(1), |v| v.is_neg_zero()) {
        return value(operand(fc, 0));
    }
    attr(float_binary(fc, |a, b| a.add(b, RNE).0))
}

pub(crate) fn fold_subf(fc: &mut FoldCtx<'_>) -> Fold {
    // subf(x, +0) -> x
    if float_matches(fc.ctx, fc.operand_attr(1), |v| v.is_pos_zero()) {
        return value(operand(fc, 0));
    }
    attr(float_binary(fc, |a, b| a.sub(b, RNE).0))
}

/// The float min/max folds: `x op x -> x`, `x op neutral -> x`.
fn fold_float_minmax(
    fc: &mut FoldCtx<'_>,
    neutral: impl Fn(ApFloat) -> bool,
    f: fn(ApFloat, ApFloat) -> ApFloat,
) -> Fold {
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if float_matches(fc.ctx, fc.operand_attr(1), neutral) {
        return value(lhs);
    }
    attr(float_binary(fc, f))
}

pub(crate) fn fold_maximumf(fc: &mut FoldCtx<'_>) -> Fold {
    fold_float_minmax(fc, |v| v.is_neg_inf(), ApFloat::maximum)
}

pub(crate) fn fold_maxnumf(fc: &mut FoldCtx<'_>) -> Fold {
    fold_float_minmax(fc, |v| v.is_nan(), ApFloat::maxnum)
}

pub(crate) fn fold_minimumf(fc: &mut FoldCtx<'_>) -> Fold {
    fold_float_minmax(fc, |v| v.is_pos_inf(), ApFloat::minimum)
}

pub(crate) fn fold_minnumf(fc: &mut FoldCtx<'_>) -> Fold {
    fold_float_minmax(fc, |v| v.is_nan(), ApFloat::minnum)
}

const FM_NNAN: u64 = 2;
const FM_NSZ: u64 = 8;
const FM_CONTRACT: u64 = 32;

pub(crate) fn fold_mulf(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    // mulf(x, 1) -> x
    if float_matches(ctx, fc.operand_attr(1), |v| v.is_exactly(1.0)) {
        return value(operand(fc, 0));
    }
    // mulf(x, 0) -> 0 under nnan and nsz
    let fm = flags_prop(&fc.view(), "fastmath");
    if fm & (FM_NNAN | FM_NSZ) == FM_NNAN | FM_NSZ
        && float_matches(ctx, fc.operand_attr(1), |v| v.is_zero())
    {
        return value(operand(fc, 1));
    }
    attr(float_binary(fc, |a, b| a.mul(b, RNE).0))
}

pub(crate) fn fold_divf(fc: &mut FoldCtx<'_>) -> Fold {
    // divf(x, 1) -> x
    if float_matches(fc.ctx, fc.operand_attr(1), |v| v.is_exactly(1.0)) {
        return value(operand(fc, 0));
    }
    attr(float_binary(fc, |a, b| a.div(b, RNE).0))
}

pub(crate) fn fold_remf(fc: &mut FoldCtx<'_>) -> Fold {
    attr(float_binary(fc, |a, b| a.fmod(b).0))
}

// ----- casts -----

/// `CastOpInterface`'s trait fold (`foldCastInterfaceOp`), which upstream
/// runs after the op's folder failed or folded in place: a cast whose
/// operand and result types match is its operand.
fn cast_identity(fc: &mut FoldCtx<'_>, folded: Fold) -> Fold {
    match folded {
        Fold::Results(_) => folded,
        _ => {
            let v = operand(fc, 0);
            if fc.body.value_type(v) == result_type(fc) {
                value(v)
            } else {
                folded
            }
        }
    }
}

/// The element type of the result (or the result type).
fn result_elem(fc: &FoldCtx<'_>) -> Type {
    element_type_or_self(fc.ctx, result_type(fc))
}

/// `extui(extui(x)) -> extui(x)`, `extsi(extsi(x)) -> extsi(x)`: the op
/// takes the inner extension's operand, in place.
fn fold_int_ext(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let inner = def_of(fc, operand(fc, 0)).and_then(|d| {
        let same = if signed {
            ExtSIOp::from_view(d).map(|e| e.in_())
        } else {
            ExtUIOp::from_view(d).map(|e| e.in_())
        };
        same
    });
    if let Some(src) = inner {
        fc.body.set_operand(fc.op, 0, src);
        return Fold::InPlace;
    }
    let Some(width) = int_width(fc.ctx, result_elem(fc)) else {
        return Fold::Failure;
    };
    let ty = result_type(fc);
    attr(const_fold_cast::<IntElems, IntElems>(
        fc.ctx,
        fc.operand_attr(0),
        ty,
        |a, _| {
            if signed {
                a.sext(width)
            } else {
                a.zext(width)
            }
        },
    ))
}

pub(crate) fn fold_extui(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_extui_impl(fc);
    cast_identity(fc, r)
}

fn fold_extui_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_ext(fc, false)
}

pub(crate) fn fold_extsi(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_extsi_impl(fc);
    cast_identity(fc, r)
}

fn fold_extsi_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_ext(fc, true)
}

/// `convertFloatValue`: `a` in kind `to` when the conversion is exact
/// (special values the target cannot hold refused).
fn convert_float_value(a: ApFloat, to: FloatKind, rm: RoundingMode) -> Option<ApFloat> {
    if a.is_inf() && !to.has_inf() {
        return None;
    }
    if a.is_nan() && !to.has_nan() {
        return None;
    }
    let (r, status, lost) = a.convert(to, rm);
    if lost || status != OpStatus::OK {
        return None;
    }
    Some(r)
}

pub(crate) fn fold_extf(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_extf_impl(fc);
    cast_identity(fc, r)
}

fn fold_extf_impl(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let res_ty = result_type(fc);
    // extf(truncf(x)) -> x when both may contract.
    if let Some(trunc) = def_of(fc, operand(fc, 0)).and_then(TruncFOp::from_view) {
        if fc.body.value_type(trunc.in_()) == res_ty {
            let trunc_fm = flags_prop(&trunc.0, "fastmath");
            let ext_fm = flags_prop(&fc.view(), "fastmath");
            if trunc_fm & FM_CONTRACT != 0 && ext_fm & FM_CONTRACT != 0 {
                return value(trunc.in_());
            }
        }
    }
    let Some(to) = float_kind(ctx, result_elem(fc)) else {
        return Fold::Failure;
    };
    attr(const_fold_cast::<FloatElems, FloatElems>(
        ctx,
        fc.operand_attr(0),
        res_ty,
        |a, ok| match convert_float_value(*a, to, RNE) {
            Some(r) => r,
            None => {
                *ok = false;
                *a
            }
        },
    ))
}

pub(crate) fn fold_trunci(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_trunci_impl(fc);
    cast_identity(fc, r)
}

fn fold_trunci_impl(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let dst = result_elem(fc);
    if let Some(d) = def_of(fc, operand(fc, 0)) {
        let ext_src = ExtUIOp::from_view(d)
            .map(|e| e.in_())
            .or_else(|| ExtSIOp::from_view(d).map(|e| e.in_()));
        if let Some(src) = ext_src {
            let src_ty = element_type_or_self(ctx, fc.body.value_type(src));
            // trunci(ext(a)) -> trunci(a)
            if int_width(ctx, src_ty) > int_width(ctx, dst) {
                fc.body.set_operand(fc.op, 0, src);
                return Fold::InPlace;
            }
            // trunci(ext(a)) -> a
            if src_ty == dst {
                return value(src);
            }
        }
        // trunci(trunci(a)) -> trunci(a)
        if let Some(t) = TruncIOp::from_view(d) {
            let src = t.in_();
            fc.body.set_operand(fc.op, 0, src);
            return Fold::InPlace;
        }
    }
    let Some(width) = int_width(ctx, dst) else {
        return Fold::Failure;
    };
    let ty = result_type(fc);
    attr(const_fold_cast::<IntElems, IntElems>(
        ctx,
        fc.operand_attr(0),
        ty,
        |a, _| a.trunc(width),
    ))
}

/// `convertArithRoundingModeToLLVMIR`.
fn rounding_mode(mode: Option<i64>) -> RoundingMode {
    match mode {
        Some(1) => RoundingMode::TowardNegative,
        Some(2) => RoundingMode::TowardPositive,
        Some(3) => RoundingMode::TowardZero,
        Some(4) => RoundingMode::NearestTiesToAway,
        _ => RoundingMode::NearestTiesToEven,
    }
}

/// LLVM's `APFloatBase::isRepresentableBy(a, b)`.
fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    a.max_exponent() <= b.max_exponent()
        && a.min_exponent() >= b.min_exponent()
        && a.precision() <= b.precision()
}

pub(crate) fn fold_truncf(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_truncf_impl(fc);
    cast_identity(fc, r)
}

fn fold_truncf_impl(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let res_elem = result_elem(fc);
    let Some(res_kind) = float_kind(ctx, res_elem) else {
        return Fold::Failure;
    };
    if let Some(ext) = def_of(fc, operand(fc, 0)).and_then(ExtFOp::from_view) {
        let src = ext.in_();
        let src_elem = element_type_or_self(ctx, fc.body.value_type(src));
        let mid_elem = element_type_or_self(ctx, ext.0.result_type(0));
        if let (Some(s), Some(m)) = (float_kind(ctx, src_elem), float_kind(ctx, mid_elem)) {
            if is_representable_by(s, m) {
                // truncf(extf(a)) -> truncf(a)
                if s.bit_width() > res_kind.bit_width() {
                    fc.body.set_operand(fc.op, 0, src);
                    return Fold::InPlace;
                }
                // truncf(extf(a)) -> a
                if src_elem == res_elem {
                    return value(src);
                }
            }
        }
    }
    let rm = rounding_mode(enum_prop(&fc.view(), "roundingmode"));
    let ty = result_type(fc);
    attr(const_fold_cast::<FloatElems, FloatElems>(
        ctx,
        fc.operand_attr(0),
        ty,
        |a, ok| match convert_float_value(*a, res_kind, rm) {
            Some(r) => r,
            None => {
                *ok = false;
                *a
            }
        },
    ))
}

fn fold_int_to_fp(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let Some(kind) = float_kind(fc.ctx, result_elem(fc)) else {
        return Fold::Failure;
    };
    let ty = result_type(fc);
    attr(const_fold_cast::<IntElems, FloatElems>(
        fc.ctx,
        fc.operand_attr(0),
        ty,
        |a, _| ApFloat::from_apint(kind, a, signed, RNE).0,
    ))
}

pub(crate) fn fold_uitofp(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_uitofp_impl(fc);
    cast_identity(fc, r)
}

fn fold_uitofp_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_to_fp(fc, false)
}

pub(crate) fn fold_sitofp(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_sitofp_impl(fc);
    cast_identity(fc, r)
}

fn fold_sitofp_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_int_to_fp(fc, true)
}

fn fold_fp_to_int(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let Some(width) = int_width(fc.ctx, result_elem(fc)) else {
        return Fold::Failure;
    };
    let ty = result_type(fc);
    attr(const_fold_cast::<FloatElems, IntElems>(
        fc.ctx,
        fc.operand_attr(0),
        ty,
        |a, ok| {
            let (v, st) = a.to_apint(width, signed, RoundingMode::TowardZero);
            *ok = !st.contains(OpStatus::INVALID);
            v
        },
    ))
}

pub(crate) fn fold_fptoui(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_fptoui_impl(fc);
    cast_identity(fc, r)
}

fn fold_fptoui_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_fp_to_int(fc, false)
}

pub(crate) fn fold_fptosi(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_fptosi_impl(fc);
    cast_identity(fc, r)
}

fn fold_fptosi_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_fp_to_int(fc, true)
}

fn fold_index_cast(fc: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let width = elem_int_width(fc.ctx, result_type(fc)).unwrap_or(64);
    let ty = result_type(fc);
    attr(const_fold_cast::<IntElems, IntElems>(
        fc.ctx,
        fc.operand_attr(0),
        ty,
        |a, _| {
            if signed {
                a.sext_or_trunc(width)
            } else {
                a.zext_or_trunc(width)
            }
        },
    ))
}

pub(crate) fn fold_index_cast_op(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_index_cast_op_impl(fc);
    cast_identity(fc, r)
}

fn fold_index_cast_op_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_index_cast(fc, true)
}

pub(crate) fn fold_index_castui(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_index_castui_impl(fc);
    cast_identity(fc, r)
}

fn fold_index_castui_impl(fc: &mut FoldCtx<'_>) -> Fold {
    fold_index_cast(fc, false)
}

pub(crate) fn fold_bitcast(fc: &mut FoldCtx<'_>) -> Fold {
    let r = fold_bitcast_impl(fc);
    cast_identity(fc, r)
}

fn fold_bitcast_impl(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let res_ty = result_type(fc);
    let Some(operand) = fc.operand_attr(0) else {
        return Fold::Failure;
    };
    // Dense elements: the same bytes with the new element type.
    if let AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(operand) {
        let Some(new_ty) = with_element_type(ctx, *ty, element_type_or_self(ctx, res_ty)) else {
            return Fold::Failure;
        };
        return attr(Some(ctx.intern_attr(AttrKind::DenseElements {
            ty: new_ty,
            splat: *splat,
            raw: raw.clone(),
        })));
    }
    if ctx.type_kind(res_ty).is_shaped() {
        return Fold::Failure;
    }
    if is_poison(ctx, operand) {
        return attr(Some(operand));
    }
    let bits = match ctx.attr_kind(operand) {
        AttrKind::Float { bits, .. } => bits.get(),
        AttrKind::Integer { value, .. } => {
            let l = value.limbs();
            l.first().copied().unwrap_or(0) as u128 | (l.get(1).copied().unwrap_or(0) as u128) << 64
        }
        _ => return Fold::Failure,
    };
    match ctx.type_kind(res_ty) {
        TypeKind::Float(k) => attr(Some(ctx.intern_attr(AttrKind::Float {
            ty: res_ty,
            bits: (bits & k.bit_mask()).into(),
        }))),
        TypeKind::Integer { width, .. } => attr(Some(ctx.intern_attr(AttrKind::Integer {
            ty: res_ty,
            value: ApInt::from_limbs(*width, &[bits as u64, (bits >> 64) as u64]),
        }))),
        _ => Fold::Failure,
    }
}

/// `ShapedType::cloneWith(shape, elem)` keeping the shape.
fn with_element_type(ctx: &Context, ty: Type, elem: Type) -> Option<Type> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem,
            encoding: *encoding,
        }),
        _ => return None,
    })
}

// ----- comparisons -----

/// `applyCmpPredicate` for `arith.cmpi` (by the predicate's value).
pub(crate) fn apply_cmpi(pred: i64, a: &ApInt, b: &ApInt) -> bool {
    match pred {
        0 => a == b,
        1 => a != b,
        2 => a.slt(b),
        3 => a.sle(b),
        4 => a.sgt(b),
        5 => a.sge(b),
        6 => a.ult(b),
        7 => a.ule(b),
        8 => a.ugt(b),
        _ => a.uge(b),
    }
}

/// `applyCmpPredicateToEqualOperands`.
fn cmpi_equal_operands(pred: i64) -> bool {
    matches!(pred, 0 | 3 | 5 | 7 | 9)
}

/// The predicate with operands swapped (`eq` and `ne` stay).
fn swapped_cmpi(pred: i64) -> i64 {
    match pred {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        p => p,
    }
}

/// The integer width of an integer or vector-of-integer type
/// (`getIntegerWidth`; not tensors).
fn integer_or_vector_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => match ctx.type_kind(*elem) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

pub(crate) fn fold_cmpi(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let view = fc.view();
    let Some(pred) = enum_prop(&view, "predicate") else {
        return Fold::Failure;
    };
    let (lhs, rhs) = (operand(fc, 0), operand(fc, 1));
    if lhs == rhs {
        return attr(bool_attr_of_type(
            ctx,
            result_type(fc),
            cmpi_equal_operands(pred),
        ));
    }
    const EQ: i64 = 0;
    const NE: i64 = 1;
    let lhs_is_i1 = ctx.is_integer(element_type_or_self(ctx, fc.body.value_type(lhs)), 1);
    if is_zero_int(ctx, fc.operand_attr(1)) {
        if let Some(d) = def_of(fc, lhs) {
            // ext(%x : i1) != 0 -> %x
            let ext_in = ExtSIOp::from_view(d)
                .map(|e| e.in_())
                .or_else(|| ExtUIOp::from_view(d).map(|e| e.in_()));
            if let Some(x) = ext_in {
                if integer_or_vector_width(ctx, fc.body.value_type(x)) == Some(1) && pred == NE {
                    return value(x);
                }
            }
        }
        // cmpi ne, %val, %zero : i1 -> %val
        if lhs_is_i1 && pred == NE {
            return value(lhs);
        }
    }
    // cmpi eq, %val, %one : i1 -> %val
    if is_one_int(ctx, fc.operand_attr(1)) && lhs_is_i1 && pred == EQ {
        return value(lhs);
    }
    // Move a constant to the right side.
    if fc.operand_attr(0).is_some() && fc.operand_attr(1).is_none() {
        let p = ctx.integer_attr(CMPI_PREDICATE.storage_type(ctx), swapped_cmpi(pred));
        set_prop(ctx, fc.body, fc.op, "predicate", p);
        fc.body.set_operand(fc.op, 0, rhs);
        fc.body.set_operand(fc.op, 1, lhs);
        return Fold::InPlace;
    }
    let Some(lhs_ty) = fc.operand_attr(0).and_then(|a| ctx.attr_type(a)) else {
        return Fold::Failure;
    };
    attr(const_fold_binary_typed::<IntElems, IntElems>(
        ctx,
        [fc.operand_attr(0), fc.operand_attr(1)],
        Some(i1_same_shape(ctx, lhs_ty)),
        false,
        |a, b| Some(ApInt::from_u64(1, apply_cmpi(pred, a, b) as u64)),
    ))
}

/// `applyCmpPredicate` for `arith.cmpf` (by the predicate's value).
pub(crate) fn apply_cmpf(pred: i64, a: ApFloat, b: ApFloat) -> bool {
    use std::cmp::Ordering::*;
    let c = a.compare(b);
    match pred {
        0 => false,
        1 => c == Some(Equal),
        2 => c == Some(Greater),
        3 => matches!(c, Some(Greater | Equal)),
        4 => c == Some(Less),
        5 => matches!(c, Some(Less | Equal)),
        6 => c.is_some() && c != Some(Equal),
        7 => c.is_some(),
        8 => matches!(c, None | Some(Equal)),
        9 => matches!(c, None | Some(Greater)),
        10 => matches!(c, None | Some(Greater | Equal)),
        11 => matches!(c, None | Some(Less)),
        12 => matches!(c, None | Some(Less | Equal)),
        13 => c != Some(Equal),
        14 => c.is_none(),
        _ => true,
    }
}

pub(crate) fn fold_cmpf(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let scalar = |a: Option<Attribute>| a.and_then(|a| float_scalar(ctx, a));
    let (mut lhs, mut rhs) = (scalar(fc.operand_attr(0)), scalar(fc.operand_attr(1)));
    // One NaN operand decides: making both NaN changes nothing.
    if let Some(l) = lhs.filter(|l| l.is_nan()) {
        rhs = Some(l);
    }
    if let Some(r) = rhs.filter(|r| r.is_nan()) {
        lhs = Some(r);
    }
    let (Some(l), Some(r)) = (lhs, rhs) else {
        return Fold::Failure;
    };
    let Some(pred) = enum_prop(&fc.view(), "predicate") else {
        return Fold::Failure;
    };
    debug_assert!(CMPF_PREDICATE.stringify(pred).is_some());
    attr(Some(ctx.bool_attr(apply_cmpf(pred, l, r))))
}

/// A float attribute's value (scalars only: `dyn_cast<FloatAttr>`).
fn float_scalar(ctx: &Context, a: Attribute) -> Option<ApFloat> {
    use rmlir_ir::common_folders::ElementKind;
    FloatElems::scalar(ctx, a).map(|(_, v)| v)
}

// ----- select -----

pub(crate) fn fold_select(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let (cond, t, f) = (operand(fc, 0), operand(fc, 1), operand(fc, 2));
    if t == f {
        return value(t);
    }
    let cond_attr = fc.operand_attr(0);
    if is_one_int(ctx, cond_attr) {
        return value(t);
    }
    if is_zero_int(ctx, cond_attr) {
        return value(f);
    }
    // A fully poisoned operand gives the other.
    if fc.operand_attr(1).is_some_and(|a| is_poison(ctx, a)) {
        return value(f);
    }
    if fc.operand_attr(2).is_some_and(|a| is_poison(ctx, a)) {
        return value(t);
    }
    // select %x, true, false -> %x
    let ty = result_type(fc);
    if ctx.is_integer(ty, 1)
        && matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                signedness: rmlir_ir::Signedness::Signless,
                ..
            }
        )
        && is_one_int(ctx, fc.operand_attr(1))
        && is_zero_int(ctx, fc.operand_attr(2))
    {
        return value(cond);
    }
    if let Some(cmp) = def_of(fc, cond).and_then(CmpIOp::from_view) {
        let pred = enum_prop(&cmp.0, "predicate");
        if pred == Some(0) || pred == Some(1) {
            let (cl, cr) = (cmp.lhs(), cmp.rhs());
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return value(if pred == Some(1) { t } else { f });
            }
        }
    }
    // Constant-fold constant operands over a non-splat constant condition.
    if let (Some(c), Some(l), Some(r)) = (cond_attr, fc.operand_attr(1), fc.operand_attr(2)) {
        if let (Some(cs), Some(ls), Some(rs)) = (
            dense_element_attrs(ctx, c),
            dense_element_attrs(ctx, l),
            dense_element_attrs(ctx, r),
        ) {
            if cs.len() == ls.len() && ls.len() == rs.len() {
                let picked: Vec<Attribute> = cs
                    .iter()
                    .zip(ls.iter().zip(&rs))
                    .map(|(&cv, (&lv, &rv))| {
                        if ctx.int_value(cv).unwrap_or(0) != 0 {
                            lv
                        } else {
                            rv
                        }
                    })
                    .collect();
                if let Some(lt) = ctx.attr_type(l) {
                    return attr(dense_from_attrs(ctx, lt, &picked));
                }
            }
        }
    }
    Fold::Failure
}

/// Whether `v` holds a float constant matching `pred` (value form of the
/// float matchers).
#[allow(dead_code)]
pub(crate) fn float_const_matches(
    fc: &FoldCtx<'_>,
    v: Value,
    pred: impl Fn(ApFloat) -> bool,
) -> bool {
    float_or_splat(fc.ctx, constant_of(fc, v)).is_some_and(pred)
}
