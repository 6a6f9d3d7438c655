//! The math dialect's folders (upstream's `MathOps.cpp`) and its constant
//! materializer. Transcendental functions fold for `f32` and `f64` only,
//! through the C library as upstream's do; the rounding, sign and
//! classification folders work on every float kind.

use rmlir_ir::apfloat::{ApFloat, RoundingMode};
use rmlir_ir::apint::ApInt;
use rmlir_ir::common_folders::{
    bool_attr_of_type, const_fold_binary, const_fold_binary_typed, const_fold_unary,
    const_fold_unary_conditional, dense_values, float_kind, FloatElems, IntElems,
};
use rmlir_ir::float::FloatKind;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::{AttrKind, Attribute};

use crate::libm::{self, Binary, Unary};

fn attr(a: Option<Attribute>) -> Fold {
    match a {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `f` of the C library at the value's width, for `f32` and `f64`.
fn call(f: Unary, a: &ApFloat) -> Option<ApFloat> {
    let bits = match a.kind {
        FloatKind::F64 => f.f64(f64::from_bits(a.bits as u64)).to_bits() as u128,
        FloatKind::F32 => f.f32(f32::from_bits(a.bits as u32)).to_bits() as u128,
        _ => return None,
    };
    Some(ApFloat::new(a.kind, bits))
}

fn call2(f: Binary, a: &ApFloat, b: &ApFloat) -> Option<ApFloat> {
    let bits = match (a.kind, b.kind) {
        (FloatKind::F64, FloatKind::F64) => f
            .f64(f64::from_bits(a.bits as u64), f64::from_bits(b.bits as u64))
            .to_bits() as u128,
        (FloatKind::F32, FloatKind::F32) => f
            .f32(f32::from_bits(a.bits as u32), f32::from_bits(b.bits as u32))
            .to_bits() as u128,
        _ => return None,
    };
    Some(ApFloat::new(a.kind, bits))
}

/// `constFoldUnaryOpConditional<FloatAttr>` with `calc`.
fn float_unary_cond(f: &FoldCtx<'_>, calc: impl FnMut(&ApFloat) -> Option<ApFloat>) -> Fold {
    attr(const_fold_unary_conditional::<FloatElems, FloatElems>(
        f.ctx,
        f.operand_attr(0),
        None,
        calc,
    ))
}

/// `constFoldUnaryOp<FloatAttr>` with `calc`.
fn float_unary(f: &FoldCtx<'_>, calc: impl FnMut(&ApFloat) -> ApFloat) -> Fold {
    attr(const_fold_unary::<FloatElems>(
        f.ctx,
        f.operand_attr(0),
        calc,
    ))
}

fn int_unary(f: &FoldCtx<'_>, calc: impl FnMut(&ApInt) -> ApInt) -> Fold {
    attr(const_fold_unary::<IntElems>(f.ctx, f.operand_attr(0), calc))
}

/// A C library function folded at `f32` and `f64`.
fn libm_fold(f: &FoldCtx<'_>, func: Unary) -> Fold {
    float_unary_cond(f, |a| call(func, a))
}

/// As [`libm_fold`], refusing negative values (and `-0.0`, and NaNs with
/// the sign set), as upstream's `log`, `log2`, `log10` and `sqrt` do.
fn libm_fold_non_negative(f: &FoldCtx<'_>, func: Unary) -> Fold {
    float_unary_cond(f, |a| if a.is_negative() { None } else { call(func, a) })
}

macro_rules! libm_folds {
    ($($name:ident => $func:ident;)*) => {
        $(
            pub(crate) fn $name(f: &mut FoldCtx<'_>) -> Fold {
                libm_fold(f, libm::$func)
            }
        )*
    };
}

libm_folds! {
    fold_acos => ACOS;
    fold_acosh => ACOSH;
    fold_asin => ASIN;
    fold_asinh => ASINH;
    fold_atan => ATAN;
    fold_atanh => ATANH;
    fold_cos => COS;
    fold_cosh => COSH;
    fold_erf => ERF;
    fold_erfc => ERFC;
    fold_exp => EXP;
    fold_exp2 => EXP2;
    fold_expm1 => EXPM1;
    fold_round => ROUND;
    fold_sin => SIN;
    fold_sinh => SINH;
    fold_tan => TAN;
    fold_tanh => TANH;
    fold_trunc => TRUNC;
}

pub(crate) fn fold_log(f: &mut FoldCtx<'_>) -> Fold {
    libm_fold_non_negative(f, libm::LOG)
}

pub(crate) fn fold_log2(f: &mut FoldCtx<'_>) -> Fold {
    libm_fold_non_negative(f, libm::LOG2)
}

pub(crate) fn fold_log10(f: &mut FoldCtx<'_>) -> Fold {
    libm_fold_non_negative(f, libm::LOG10)
}

pub(crate) fn fold_sqrt(f: &mut FoldCtx<'_>) -> Fold {
    libm_fold_non_negative(f, libm::SQRT)
}

/// `Log1pOp::fold`: refuses values whose successor `a + 1` is negative.
pub(crate) fn fold_log1p(f: &mut FoldCtx<'_>) -> Fold {
    float_unary_cond(f, |a| {
        let one = ApFloat::from_f64(a.kind, 1.0);
        if a.add(one, RoundingMode::NearestTiesToEven).0.is_negative() {
            return None;
        }
        call(libm::LOG1P, a)
    })
}

/// `Atan2Op::fold`: `atan2(±0, ±0)` is NaN at any width.
pub(crate) fn fold_atan2(f: &mut FoldCtx<'_>) -> Fold {
    let r = const_fold_binary_typed::<FloatElems, FloatElems>(
        f.ctx,
        [f.operand_attr(0), f.operand_attr(1)],
        None,
        true,
        |a, b| {
            if a.is_zero() && b.is_zero() {
                return a.kind.nan_bits().map(|n| ApFloat::new(a.kind, n));
            }
            call2(libm::ATAN2, a, b)
        },
    );
    attr(r)
}

pub(crate) fn fold_powf(f: &mut FoldCtx<'_>) -> Fold {
    let r = const_fold_binary_typed::<FloatElems, FloatElems>(
        f.ctx,
        [f.operand_attr(0), f.operand_attr(1)],
        None,
        true,
        |a, b| call2(libm::POW, a, b),
    );
    attr(r)
}

pub(crate) fn fold_absf(f: &mut FoldCtx<'_>) -> Fold {
    float_unary(f, |a| a.abs())
}

pub(crate) fn fold_copysign(f: &mut FoldCtx<'_>) -> Fold {
    attr(const_fold_binary::<FloatElems>(
        f.ctx,
        [f.operand_attr(0), f.operand_attr(1)],
        |a, b| a.copy_sign(*b),
    ))
}

pub(crate) fn fold_ceil(f: &mut FoldCtx<'_>) -> Fold {
    float_unary(f, |a| a.round_to_integral(RoundingMode::TowardPositive))
}

pub(crate) fn fold_floor(f: &mut FoldCtx<'_>) -> Fold {
    float_unary(f, |a| a.round_to_integral(RoundingMode::TowardNegative))
}

pub(crate) fn fold_roundeven(f: &mut FoldCtx<'_>) -> Fold {
    float_unary(f, |a| a.round_to_integral(RoundingMode::NearestTiesToEven))
}

/// The classification folders (`IsNaNOp::fold`, ...): a float constant or
/// a splat of one; other elements and `#ub.poison` stay.
fn classify(f: &FoldCtx<'_>, pred: fn(ApFloat) -> bool) -> Fold {
    let ctx = f.ctx;
    let Some(a) = f.operand_attr(0) else {
        return Fold::Failure;
    };
    if let AttrKind::Float { ty, bits } = ctx.attr_kind(a) {
        let Some(kind) = float_kind(ctx, *ty) else {
            return Fold::Failure;
        };
        return attr(Some(ctx.bool_attr(pred(ApFloat::new(kind, bits.get())))));
    }
    match dense_values::<FloatElems>(ctx, a) {
        Some((_, true, v)) => {
            let ty = f.view().result_type(0);
            attr(bool_attr_of_type(ctx, ty, pred(v[0])))
        }
        _ => Fold::Failure,
    }
}

pub(crate) fn fold_isfinite(f: &mut FoldCtx<'_>) -> Fold {
    classify(f, ApFloat::is_finite)
}

pub(crate) fn fold_isinf(f: &mut FoldCtx<'_>) -> Fold {
    classify(f, ApFloat::is_inf)
}

pub(crate) fn fold_isnan(f: &mut FoldCtx<'_>) -> Fold {
    classify(f, ApFloat::is_nan)
}

pub(crate) fn fold_isnormal(f: &mut FoldCtx<'_>) -> Fold {
    classify(f, ApFloat::is_normal)
}

pub(crate) fn fold_absi(f: &mut FoldCtx<'_>) -> Fold {
    int_unary(f, ApInt::abs)
}

pub(crate) fn fold_ctlz(f: &mut FoldCtx<'_>) -> Fold {
    int_unary(f, |a| {
        ApInt::from_u64(a.width(), u64::from(a.width() - a.active_bits()))
    })
}

pub(crate) fn fold_cttz(f: &mut FoldCtx<'_>) -> Fold {
    int_unary(f, |a| {
        let mut n = 0u32;
        for &l in a.limbs() {
            if l != 0 {
                n += l.trailing_zeros();
                return ApInt::from_u64(a.width(), u64::from(n.min(a.width())));
            }
            n += 64;
        }
        ApInt::from_u64(a.width(), u64::from(a.width()))
    })
}

pub(crate) fn fold_ctpop(f: &mut FoldCtx<'_>) -> Fold {
    int_unary(f, |a| {
        let n: u32 = a.limbs().iter().map(|l| l.count_ones()).sum();
        ApInt::from_u64(a.width(), u64::from(n))
    })
}

/// `IPowIOp::fold`: exponentiation by squaring; a negative power gives 0
/// unless the base is 1 or -1, and `0` to a negative power stays.
pub(crate) fn fold_ipowi(f: &mut FoldCtx<'_>) -> Fold {
    let r = const_fold_binary_typed::<IntElems, IntElems>(
        f.ctx,
        [f.operand_attr(0), f.operand_attr(1)],
        None,
        true,
        |base, power| {
            let w = base.width();
            let one = ApInt::one(w);
            let minus_one = ApInt::all_ones(w);
            if power.is_zero() {
                return Some(one);
            }
            if power.is_negative() {
                if base.is_zero() {
                    return None;
                }
                if *base == one {
                    return Some(one);
                }
                if *base != minus_one {
                    return Some(ApInt::zero(w));
                }
                return Some(if power.bit(0) { minus_one } else { one });
            }
            let mut result = one;
            let mut cur_base = base.clone();
            let mut cur_power = power.clone();
            loop {
                if cur_power.bit(0) {
                    result = result.mul(&cur_base);
                }
                cur_power = cur_power.lshr(1);
                if cur_power.is_zero() {
                    return Some(result);
                }
                cur_base = cur_base.mul(&cur_base);
            }
        },
    );
    attr(r)
}

/// `MathDialect::materializeConstant`: `ub.poison` for `#ub.poison`, else
/// `arith::ConstantOp::materialize`.
pub(crate) use rmlir_arith::fold::materialize_constant;
