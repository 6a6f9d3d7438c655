//! Folds, canonicalization patterns and the constant materializer of the
//! index dialect (upstream's `IndexOps.cpp`). `index` values are folded as
//! 64-bit integers; operations whose low 32 bits depend on the upper bits
//! fold only when the 64-bit and 32-bit results agree, so the result is
//! right for either target width.

use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{
    AttrKind, Attribute, Location, OpDef, OpId, OperationState, Type, TypeKind, Value, ValueDef,
};
use rmlir_rewrite::fold::{fold_op, value_constant};

use crate::*;

fn int_attr(ctx: &rmlir_ir::Context, a: Option<Attribute>) -> Option<u64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.sext_or_trunc(64).to_u64().unwrap_or(0)),
        _ => None,
    }
}

fn trunc32(v: u64) -> u64 {
    v & 0xffff_ffff
}

fn index_attr(ctx: &rmlir_ir::Context, v: u64) -> FoldResult {
    FoldResult::Attr(ctx.integer_attr(ctx.index_type(), v as i64))
}

/// The operands as 64-bit values, if both are integer constants.
fn operands(f: &FoldCtx<'_>) -> Option<(u64, u64)> {
    Some((
        int_attr(f.ctx, f.operand_attr(0))?,
        int_attr(f.ctx, f.operand_attr(1))?,
    ))
}

/// An integer of `w` (32 or 64) bits, as upstream's `APInt`s at those
/// widths.
#[derive(Copy, Clone)]
struct W(u64, u32);

impl W {
    fn mask(self) -> u64 {
        if self.1 == 64 {
            u64::MAX
        } else {
            (1u64 << self.1) - 1
        }
    }
    fn new(v: u64, w: u32) -> W {
        let x = W(v, w);
        W(v & x.mask(), w)
    }
    fn s(self) -> i64 {
        let shift = 64 - self.1;
        ((self.0 << shift) as i64) >> shift
    }
    fn from_s(v: i64, w: u32) -> W {
        W::new(v as u64, w)
    }
}

/// `foldBinaryOpUnchecked`: the 64-bit result (its truncation is the
/// 32-bit one).
fn unchecked(f: &FoldCtx<'_>, calc: fn(W, W) -> Option<W>) -> Option<FoldResult> {
    let (l, r) = operands(f)?;
    let res = calc(W(l, 64), W(r, 64))?;
    Some(index_attr(f.ctx, res.0))
}

/// `foldBinaryOpChecked`: folds when the 64-bit result truncated is the
/// 32-bit result.
fn checked(f: &FoldCtx<'_>, calc: fn(W, W) -> Option<W>) -> Option<FoldResult> {
    let (l, r) = operands(f)?;
    let r64 = calc(W(l, 64), W(r, 64))?;
    let r32 = calc(W::new(l, 32), W::new(r, 32))?;
    (trunc32(r64.0) == r32.0).then(|| index_attr(f.ctx, r64.0))
}

fn single(r: Option<FoldResult>) -> Fold {
    match r {
        Some(r) => FoldCtx::single(r),
        None => Fold::Failure,
    }
}

fn rhs_attr(f: &FoldCtx<'_>) -> Option<u64> {
    int_attr(f.ctx, f.operand_attr(1))
}

pub(crate) fn fold_add(f: &mut FoldCtx<'_>) -> Fold {
    if let Some(r) = unchecked(f, |a, b| Some(W::new(a.0.wrapping_add(b.0), a.1))) {
        return FoldCtx::single(r);
    }
    if rhs_attr(f) == Some(0) {
        return FoldCtx::single(FoldResult::Value(f.body.operand(f.op, 0)));
    }
    Fold::Failure
}

pub(crate) fn fold_sub(f: &mut FoldCtx<'_>) -> Fold {
    if let Some(r) = unchecked(f, |a, b| Some(W::new(a.0.wrapping_sub(b.0), a.1))) {
        return FoldCtx::single(r);
    }
    if rhs_attr(f) == Some(0) {
        return FoldCtx::single(FoldResult::Value(f.body.operand(f.op, 0)));
    }
    Fold::Failure
}

pub(crate) fn fold_mul(f: &mut FoldCtx<'_>) -> Fold {
    if let Some(r) = unchecked(f, |a, b| Some(W::new(a.0.wrapping_mul(b.0), a.1))) {
        return FoldCtx::single(r);
    }
    match rhs_attr(f) {
        Some(1) => FoldCtx::single(FoldResult::Value(f.body.operand(f.op, 0))),
        Some(0) => FoldCtx::single(FoldResult::Attr(f.operand_attr(1).expect("constant"))),
        _ => Fold::Failure,
    }
}

pub(crate) fn fold_divs(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 != 0).then(|| W::from_s(a.s().wrapping_div(b.s()), a.1))
    }))
}

pub(crate) fn fold_divu(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 != 0).then(|| W::new(a.0 / b.0, a.1))
    }))
}

/// `calculateCeilDivS`.
fn ceil_div_s(n: W, m: W) -> Option<W> {
    if m.0 == 0 {
        return None;
    }
    if n.0 == 0 {
        return Some(n);
    }
    let w = n.1;
    let m_gt_z = m.s() > 0;
    if (n.s() > 0) != m_gt_z {
        let neg_n = n.s().wrapping_neg();
        return Some(W::from_s(neg_n.wrapping_div(m.s()).wrapping_neg(), w));
    }
    let x: i64 = if m_gt_z { -1 } else { 1 };
    let nx = W::from_s(n.s().wrapping_add(x), w);
    Some(W::from_s(nx.s().wrapping_div(m.s()).wrapping_add(1), w))
}

pub(crate) fn fold_ceildivs(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, ceil_div_s))
}

pub(crate) fn fold_ceildivu(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |n, m| {
        if m.0 == 0 {
            return None;
        }
        if n.0 == 0 {
            return Some(n);
        }
        Some(W::new(
            (W::new(n.0.wrapping_sub(1), n.1).0 / m.0).wrapping_add(1),
            n.1,
        ))
    }))
}

/// `calculateFloorDivS`.
fn floor_div_s(n: W, m: W) -> Option<W> {
    if m.0 == 0 {
        return None;
    }
    if n.0 == 0 {
        return Some(n);
    }
    let w = n.1;
    let m_lt_z = m.s() < 0;
    if (n.s() < 0) == m_lt_z {
        return Some(W::from_s(n.s().wrapping_div(m.s()), w));
    }
    let x: i64 = if m_lt_z { 1 } else { -1 };
    let xn = W::from_s(x.wrapping_sub(n.s()), w);
    Some(W::from_s(
        (-1i64).wrapping_sub(xn.s().wrapping_div(m.s())),
        w,
    ))
}

pub(crate) fn fold_floordivs(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, floor_div_s))
}

pub(crate) fn fold_rems(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 != 0).then(|| W::from_s(a.s().wrapping_rem(b.s()), a.1))
    }))
}

pub(crate) fn fold_remu(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 != 0).then(|| W::new(a.0 % b.0, a.1))
    }))
}

pub(crate) fn fold_maxs(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| Some(if a.s() > b.s() { a } else { b })))
}

pub(crate) fn fold_maxu(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| Some(if a.0 > b.0 { a } else { b })))
}

pub(crate) fn fold_mins(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| Some(if a.s() < b.s() { a } else { b })))
}

pub(crate) fn fold_minu(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| Some(if a.0 < b.0 { a } else { b })))
}

pub(crate) fn fold_shl(f: &mut FoldCtx<'_>) -> Fold {
    single(unchecked(f, |a, b| {
        (b.0 < 32).then(|| W::new(a.0 << b.0, a.1))
    }))
}

pub(crate) fn fold_shrs(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 < 32).then(|| W::from_s(a.s() >> b.0, a.1))
    }))
}

pub(crate) fn fold_shru(f: &mut FoldCtx<'_>) -> Fold {
    single(checked(f, |a, b| {
        (b.0 < 32).then(|| W::new(a.0 >> b.0, a.1))
    }))
}

pub(crate) fn fold_and(f: &mut FoldCtx<'_>) -> Fold {
    single(unchecked(f, |a, b| Some(W::new(a.0 & b.0, a.1))))
}

pub(crate) fn fold_or(f: &mut FoldCtx<'_>) -> Fold {
    single(unchecked(f, |a, b| Some(W::new(a.0 | b.0, a.1))))
}

pub(crate) fn fold_xor(f: &mut FoldCtx<'_>) -> Fold {
    single(unchecked(f, |a, b| Some(W::new(a.0 ^ b.0, a.1))))
}

/// `foldCastOp`: a constant cast to `index` (extended or truncated to 64
/// bits) or from it (when the 32-bit target would agree).
fn fold_cast(f: &mut FoldCtx<'_>, signed: bool) -> Fold {
    let ctx = f.ctx;
    let Some(a) = f.operand_attr(0) else {
        return Fold::Failure;
    };
    let AttrKind::Integer { value, .. } = ctx.attr_kind(a) else {
        return Fold::Failure;
    };
    let ty = f.body.value_type(f.body.result(f.op, 0));
    let ext = |v: &rmlir_ir::apint::ApInt, w: u32| {
        if signed {
            v.sext_or_trunc(w)
        } else {
            v.zext_or_trunc(w)
        }
    };
    let attr = |v: rmlir_ir::apint::ApInt| {
        FoldCtx::single(FoldResult::Attr(
            ctx.intern_attr(AttrKind::Integer { ty, value: v }),
        ))
    };
    if matches!(ctx.type_kind(ty), TypeKind::Index) {
        return attr(ext(value, 64));
    }
    let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) else {
        return Fold::Failure;
    };
    if width <= 32 {
        return attr(value.zext_or_trunc(width));
    }
    let t32 = value.zext_or_trunc(32);
    if width >= 64 {
        if ext(&t32, 64) != *value {
            return Fold::Failure;
        }
        return attr(ext(value, width));
    }
    let result = value.zext_or_trunc(width);
    if result != ext(&t32, width) {
        return Fold::Failure;
    }
    attr(result)
}

pub(crate) fn fold_casts(f: &mut FoldCtx<'_>) -> Fold {
    fold_cast(f, true)
}

pub(crate) fn fold_castu(f: &mut FoldCtx<'_>) -> Fold {
    fold_cast(f, false)
}

/// `compareIndices` for predicate case `pred`.
fn compare(l: W, r: W, pred: i64) -> bool {
    match pred {
        0 => l.0 == r.0,
        1 => l.0 != r.0,
        2 => l.s() < r.s(),
        3 => l.s() <= r.s(),
        4 => l.s() > r.s(),
        5 => l.s() >= r.s(),
        6 => l.0 < r.0,
        7 => l.0 <= r.0,
        8 => l.0 > r.0,
        _ => l.0 >= r.0,
    }
}

/// `ConstantIntRanges`: unsigned and signed bounds of a `width`-bit value.
#[derive(Copy, Clone)]
struct Ranges {
    umin: W,
    umax: W,
    smin: W,
    smax: W,
}

impl Ranges {
    fn from_signed(smin: W, smax: W) -> Ranges {
        let w = smin.1;
        let (umin, umax) = if (smin.s() >= 0) == (smax.s() >= 0) {
            (
                if smin.0 < smax.0 { smin } else { smax },
                if smin.0 > smax.0 { smin } else { smax },
            )
        } else {
            (W::new(0, w), W::new(u64::MAX, w))
        };
        Ranges {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn from_unsigned(umin: W, umax: W) -> Ranges {
        let w = umin.1;
        let (smin, smax) = if (umin.s() < 0) == (umax.s() < 0) {
            (
                if umin.s() < umax.s() { umin } else { umax },
                if umin.s() > umax.s() { umin } else { umax },
            )
        } else {
            (
                W::from_s(i64::MIN >> (64 - w), w),
                W::from_s(i64::MAX >> (64 - w), w),
            )
        };
        Ranges {
            umin,
            umax,
            smin,
            smax,
        }
    }
    fn constant(c: W) -> Ranges {
        Ranges {
            umin: c,
            umax: c,
            smin: c,
            smax: c,
        }
    }
    fn constant_value(self) -> Option<u64> {
        if self.umin.0 == self.umax.0 {
            Some(self.umin.0)
        } else if self.smin.0 == self.smax.0 {
            Some(self.smin.0)
        } else {
            None
        }
    }
}

/// `intrange::isStaticallyTrue`.
fn statically_true(pred: i64, l: Ranges, r: Ranges) -> bool {
    match pred {
        3 => l.smax.s() <= r.smin.s(),
        2 => l.smax.s() < r.smin.s(),
        7 => l.umax.0 <= r.umin.0,
        6 => l.umax.0 < r.umin.0,
        5 => l.smin.s() >= r.smax.s(),
        4 => l.smin.s() > r.smax.s(),
        9 => l.umin.0 >= r.umax.0,
        8 => l.umin.0 > r.umax.0,
        0 => matches!((l.constant_value(), r.constant_value()), (Some(a), Some(b)) if a == b),
        _ => {
            let sne = statically_true(2, l, r) || statically_true(4, l, r);
            let une = statically_true(6, l, r) || statically_true(8, l, r);
            sne && une
        }
    }
}

/// `intrange::invertPredicate`.
fn invert(pred: i64) -> i64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        _ => 7,
    }
}

/// `intrange::evaluatePred`.
fn evaluate_pred(pred: i64, l: Ranges, r: Ranges) -> Option<bool> {
    if statically_true(pred, l, r) {
        Some(true)
    } else if statically_true(invert(pred), l, r) {
        Some(false)
    } else {
        None
    }
}

fn is_def(f: &FoldCtx<'_>, op: OpId, def: &'static OpDef) -> bool {
    f.ctx
        .op_def(f.body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// `foldCmpOfMaxOrMin`.
fn cmp_of_max_or_min(kind: usize, a: W, b: W, pred: i64) -> Option<bool> {
    let w = a.1;
    let smin = W::from_s(i64::MIN >> (64 - w), w);
    let smax = W::from_s(i64::MAX >> (64 - w), w);
    let range = match kind {
        0 => Ranges::from_signed(smin, a),
        1 => Ranges::from_unsigned(W::new(0, w), a),
        2 => Ranges::from_signed(a, smax),
        _ => Ranges::from_unsigned(a, W::new(u64::MAX, w)),
    };
    evaluate_pred(pred, range, Ranges::constant(b))
}

pub(crate) fn fold_cmp(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let pred = CmpOp(f.view()).pred().value();
    let bool_attr = |b: bool| FoldCtx::single(FoldResult::Attr(ctx.bool_attr(b)));
    let (lhs, rhs) = (
        int_attr(ctx, f.operand_attr(0)),
        int_attr(ctx, f.operand_attr(1)),
    );
    if let (Some(l), Some(r)) = (lhs, rhs) {
        let r64 = compare(W(l, 64), W(r, 64), pred);
        let r32 = compare(W::new(l, 32), W::new(r, 32), pred);
        if r64 == r32 {
            return bool_attr(r64);
        }
    }
    let (lv, rv) = (f.body.operand(f.op, 0), f.body.operand(f.op, 1));
    if let (ValueDef::Result { op: lop, .. }, Some(b)) = (f.body.value_def(lv), rhs) {
        let kind = [&MIN_S_OP, &MIN_U_OP, &MAX_S_OP, &MAX_U_OP]
            .iter()
            .position(|d| is_def(f, lop, d));
        if let Some(kind) = kind {
            let c = f.body.operand(lop, 1);
            let cst = value_constant(ctx, f.body, f.body_id, c)
                .filter(|&a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. }));
            if let Some(a) = int_attr(ctx, cst) {
                let r64 = cmp_of_max_or_min(kind, W(a, 64), W(b, 64), pred);
                let r32 = cmp_of_max_or_min(kind, W::new(a, 32), W::new(b, 32), pred);
                if let (Some(x), Some(y)) = (r64, r32) {
                    if x == y {
                        return bool_attr(x);
                    }
                }
            }
        }
    }
    if lv == rv {
        // `compareSameArgs`.
        return bool_attr(matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    Fold::Failure
}

/// `ConstantOp::fold` and `BoolConstantOp::fold`: the value.
pub(crate) fn fold_constant(f: &mut FoldCtx<'_>) -> Fold {
    match f.view().prop("value") {
        Some(v) => FoldCtx::single(FoldResult::Attr(v)),
        None => Fold::Failure,
    }
}

/// `IndexDialect::materializeConstant`: `index.bool.constant` for a bool
/// of type `i1`, `index.constant` for an `index` integer.
pub(crate) fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    let AttrKind::Integer { ty: aty, .. } = ctx.attr_kind(value) else {
        return None;
    };
    let is_i1 = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                width: 1,
                signedness: rmlir_ir::Signedness::Signless
            }
        )
    };
    if is_i1(*aty) {
        if !is_i1(ty) {
            return None;
        }
        return Some(BoolConstantOp::build(b, loc, ty, value).id());
    }
    if !matches!(ctx.type_kind(*aty), TypeKind::Index)
        || !matches!(ctx.type_kind(ty), TypeKind::Index)
    {
        return None;
    }
    Some(ConstantOp::build(b, loc, ty, value).id())
}

// ----- patterns -----

fn is_a(rw: &PatternRewriter<'_>, op: OpId, def: &'static OpDef) -> bool {
    rw.ctx
        .op_def(rw.body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

fn defining(rw: &PatternRewriter<'_>, v: Value) -> Option<OpId> {
    match rw.body.value_def(v) {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// `OpBuilder::createOrFold`: creates a binary op of `def` at the
/// insertion point without telling the listener, folds it, and either
/// erases it for the (materialized) folded value or reports it inserted.
fn create_or_fold(
    rw: &mut PatternRewriter<'_>,
    def: &'static OpDef,
    loc: Location,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let op = {
        let mut b = Builder::new(ctx, &mut *rw.body);
        let st = OperationState {
            operands: &[lhs, rhs],
            result_types: &[index],
            ..OperationState::new(ctx, def.name, loc)
        };
        b.create(&st)
    };
    match rw.insertion_point() {
        Some(rmlir_ir::builder::InsertPoint::Before(o)) => rw.body.insert_op_before(o, op),
        Some(rmlir_ir::builder::InsertPoint::End(b)) => rw.body.append_op(b, op),
        None => {}
    }
    let owner = rw.owner;
    let body_id = rw.body_id;
    match fold_op(ctx, rw.body, body_id, owner, op) {
        Fold::Results(r) if !r.is_empty() => {
            let v = match r[0] {
                FoldResult::Value(v) => Some(v),
                FoldResult::Attr(a) => {
                    let mut cb = Builder::new(ctx, &mut *rw.body);
                    materialize_constant(&mut cb, a, index, loc).map(|c| {
                        rw.insert(c);
                        rw.body.result(c, 0)
                    })
                }
            };
            if let Some(v) = v {
                rw.body.erase_op(op);
                return v;
            }
        }
        _ => {}
    }
    rw.body.remove_op(op);
    rw.insert(op);
    rw.body.result(op, 0)
}

/// `canonicalizeAssociativeCommutativeBinaryOp`: `op(op(v, c1), c2)`
/// becomes `op(v, op(c1, c2))` when the inner `op` of constants folds.
fn associative_commutative(op: OpId, rw: &mut PatternRewriter<'_>, def: &'static OpDef) -> bool {
    let (lhs, rhs) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    if value_constant(rw.ctx, rw.body, rw.body_id, rhs).is_none() {
        return false;
    }
    let Some(lhs_op) = defining(rw, lhs).filter(|&l| is_a(rw, l, def)) else {
        return false;
    };
    let lhs_rhs = rw.body.operand(lhs_op, 1);
    if value_constant(rw.ctx, rw.body, rw.body_id, lhs_rhs).is_none() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let c = create_or_fold(rw, def, loc, rhs, lhs_rhs);
    if defining(rw, c).is_some_and(|d| is_a(rw, d, def)) {
        return false;
    }
    let v = rw.body.operand(lhs_op, 0);
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let new = rw.create(&OperationState {
        operands: &[v, c],
        result_types: &[index],
        ..OperationState::new(ctx, def.name, loc)
    });
    rw.replace_op_with_op(op, new);
    true
}

macro_rules! assoc_patterns {
    ($($f:ident: $def:ident = $root:literal;)*) => {
        $(
            fn $f(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
                associative_commutative(op, rw, &$def)
            }
        )*
    };
}

assoc_patterns! {
    assoc_add: ADD_OP = "index.add";
    assoc_mul: MUL_OP = "index.mul";
    assoc_maxs: MAX_S_OP = "index.maxs";
    assoc_maxu: MAX_U_OP = "index.maxu";
    assoc_mins: MIN_S_OP = "index.mins";
    assoc_minu: MIN_U_OP = "index.minu";
    assoc_and: AND_OP = "index.and";
    assoc_or: OR_OP = "index.or";
    assoc_xor: X_OR_OP = "index.xor";
}

/// `CmpOp::canonicalize`: `cmp(x - y, 0)` becomes `cmp(x, y)` and
/// `cmp(0, x - y)` becomes `cmp(y, x)`.
fn cmp_of_sub(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let (lhs, rhs) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    let is_zero = |v: Value| {
        value_constant(ctx, rw.body, rw.body_id, v).is_some_and(
            |a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if value.is_zero()),
        )
    };
    let (rhs_zero, lhs_zero) = (is_zero(rhs), is_zero(lhs));
    if !rhs_zero && !lhs_zero {
        return false;
    }
    let sub_v = if rhs_zero { lhs } else { rhs };
    let Some(sub) = defining(rw, sub_v).filter(|&s| is_a(rw, s, &SUB_OP)) else {
        return false;
    };
    let (a, b) = (rw.body.operand(sub, 0), rw.body.operand(sub, 1));
    let (x, y) = if rhs_zero { (a, b) } else { (b, a) };
    let loc = rw.body.op(op).loc;
    let pred = CmpOp(rw.view(op)).pred_attr().expect("a predicate");
    let i1 = ctx.int_type(1);
    let new = CmpOp::build(rw, loc, i1, x, y, pred).id();
    rw.replace_op_with_op(op, new);
    true
}

// `hasCanonicalizeMethod` patterns carry no debug name upstream.
static ADD_P: FnPattern = FnPattern::new("", "index.add", assoc_add);
static MUL_P: FnPattern = FnPattern::new("", "index.mul", assoc_mul);
static MAXS_P: FnPattern = FnPattern::new("", "index.maxs", assoc_maxs);
static MAXU_P: FnPattern = FnPattern::new("", "index.maxu", assoc_maxu);
static MINS_P: FnPattern = FnPattern::new("", "index.mins", assoc_mins);
static MINU_P: FnPattern = FnPattern::new("", "index.minu", assoc_minu);
static AND_P: FnPattern = FnPattern::new("", "index.and", assoc_and);
static OR_P: FnPattern = FnPattern::new("", "index.or", assoc_or);
static XOR_P: FnPattern = FnPattern::new("", "index.xor", assoc_xor);
static CMP_P: FnPattern = FnPattern::new("", "index.cmp", cmp_of_sub);

macro_rules! pattern_fns {
    ($($f:ident => $p:ident;)*) => {
        $(
            pub(crate) fn $f(out: &mut Vec<&'static dyn RewritePattern>) {
                out.push(&$p);
            }
        )*
    };
}

pattern_fns! {
    add_patterns => ADD_P;
    mul_patterns => MUL_P;
    maxs_patterns => MAXS_P;
    maxu_patterns => MAXU_P;
    mins_patterns => MINS_P;
    minu_patterns => MINU_P;
    and_patterns => AND_P;
    or_patterns => OR_P;
    xor_patterns => XOR_P;
    cmp_patterns => CMP_P;
}
