//! Floating-point arithmetic with LLVM's `APFloat` semantics, on the bit
//! patterns float attributes hold: what constant folders compute (`add`,
//! `multiply`, `mod`, `convert`, `convertFromAPInt`, `convertToInteger`,
//! `compare`, `maximum`/`maxnum`, ...).
//!
//! The kinds `rustc_apfloat` implements (LLVM's APFloat, ported) are
//! computed natively, and so are the IEEE-like 8-bit and `tf32` kinds,
//! which only need their layout described to it. The kinds with LLVM
//! encodings `rustc_apfloat` does not model (the `FNUZ` kinds whose NaN is
//! the negative zero, the finite-only `f4`/`f6` kinds and `f8E8M0FNU`) are
//! computed exactly in `f128` and rounded to nearest-even by
//! [`crate::float::convert`]: their precision is at most 5 bits, so one
//! rounding from `f128`'s 113 bits gives the same value for the basic
//! operations.

use std::cmp::Ordering;

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single,
    X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round, Status, StatusAnd};

use crate::apint::ApInt;
use crate::float::FloatKind;

/// `tf32`: 1 sign, 8 exponent and 10 fraction bits.
struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
type Tf32 = IeeeFloat<Tf32S>;

/// `f8E4M3`: IEEE-like with 4 exponent bits.
struct F8E4M3S;
impl Semantics for F8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
type F8E4M3 = IeeeFloat<F8E4M3S>;

/// `f8E3M4`: IEEE-like with 3 exponent bits.
struct F8E3M4S;
impl Semantics for F8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}
type F8E3M4 = IeeeFloat<F8E3M4S>;

/// Runs `$body` with `$T` the `rustc_apfloat` type of `$kind`, or
/// `$emulated` for kinds computed through `f128`.
macro_rules! native {
    ($kind:expr, $T:ident => $body:expr, _ => $emulated:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $T = Half;
                $body
            }
            FloatKind::F32 => {
                type $T = Single;
                $body
            }
            FloatKind::F64 => {
                type $T = Double;
                $body
            }
            FloatKind::BF16 => {
                type $T = BFloat;
                $body
            }
            FloatKind::F128 => {
                type $T = Quad;
                $body
            }
            FloatKind::F80 => {
                type $T = X87DoubleExtended;
                $body
            }
            FloatKind::F8E5M2 => {
                type $T = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $T = Float8E4M3FN;
                $body
            }
            FloatKind::F8E4M3 => {
                type $T = F8E4M3;
                $body
            }
            FloatKind::F8E3M4 => {
                type $T = F8E3M4;
                $body
            }
            FloatKind::TF32 => {
                type $T = Tf32;
                $body
            }
            _ => $emulated,
        }
    };
}

/// LLVM's `RoundingMode` (what `arith`'s rounding mode attribute maps to).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum RoundingMode {
    /// `NearestTiesToEven`, the default.
    #[default]
    NearestTiesToEven,
    /// `TowardPositive`.
    TowardPositive,
    /// `TowardNegative`.
    TowardNegative,
    /// `TowardZero`.
    TowardZero,
    /// `NearestTiesToAway`.
    NearestTiesToAway,
}

impl RoundingMode {
    fn round(self) -> Round {
        match self {
            RoundingMode::NearestTiesToEven => Round::NearestTiesToEven,
            RoundingMode::TowardPositive => Round::TowardPositive,
            RoundingMode::TowardNegative => Round::TowardNegative,
            RoundingMode::TowardZero => Round::TowardZero,
            RoundingMode::NearestTiesToAway => Round::NearestTiesToAway,
        }
    }
}

/// An operation's status (LLVM's `opStatus` bits).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct OpStatus(u8);

impl OpStatus {
    /// `opOK`.
    pub const OK: OpStatus = OpStatus(0);
    /// `opInvalidOp`.
    pub const INVALID: OpStatus = OpStatus(1);
    /// `opDivByZero`.
    pub const DIV_BY_ZERO: OpStatus = OpStatus(2);
    /// `opOverflow`.
    pub const OVERFLOW: OpStatus = OpStatus(4);
    /// `opUnderflow`.
    pub const UNDERFLOW: OpStatus = OpStatus(8);
    /// `opInexact`.
    pub const INEXACT: OpStatus = OpStatus(16);

    /// Whether every flag of `o` is set.
    pub fn contains(self, o: OpStatus) -> bool {
        self.0 & o.0 == o.0
    }

    /// Whether no flag is set (`opOK`).
    pub fn is_ok(self) -> bool {
        self.0 == 0
    }

    fn from_status(s: Status) -> Self {
        let mut r = 0;
        for (f, b) in [
            (Status::INVALID_OP, 1),
            (Status::DIV_BY_ZERO, 2),
            (Status::OVERFLOW, 4),
            (Status::UNDERFLOW, 8),
            (Status::INEXACT, 16),
        ] {
            if s.contains(f) {
                r |= b;
            }
        }
        OpStatus(r)
    }
}

impl std::ops::BitOr for OpStatus {
    type Output = OpStatus;
    fn bitor(self, o: OpStatus) -> OpStatus {
        OpStatus(self.0 | o.0)
    }
}

/// A floating-point value of a builtin float kind, as its bit pattern.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    /// The kind.
    pub kind: FloatKind,
    /// The bit pattern (the low `kind.bit_width()` bits).
    pub bits: u128,
}

fn native_status<T: Float>(kind: FloatKind, r: StatusAnd<T>) -> (ApFloat, OpStatus) {
    (
        ApFloat {
            kind,
            bits: r.value.to_bits(),
        },
        OpStatus::from_status(r.status),
    )
}

impl ApFloat {
    /// The value with bit pattern `bits`.
    pub fn new(kind: FloatKind, bits: u128) -> Self {
        ApFloat {
            kind,
            bits: bits & kind.bit_mask(),
        }
    }

    /// `v` rounded to `kind` (`APFloat(double)` then `convert`, nearest-even).
    pub fn from_f64(kind: FloatKind, v: f64) -> Self {
        ApFloat::new(kind, crate::float::from_f64(kind, v))
    }

    /// Positive or negative zero (`getZero`); the smallest value for kinds
    /// without zero.
    pub fn zero(kind: FloatKind, negative: bool) -> Self {
        ApFloat::from_f64(kind, if negative { -0.0 } else { 0.0 })
    }

    /// The largest finite value (`getLargest`).
    pub fn largest(kind: FloatKind, negative: bool) -> Self {
        ApFloat::new(kind, kind.largest_bits(negative))
    }

    /// The value in `f128`, exact (all kinds' values are `f128` values).
    fn to_quad(self) -> Quad {
        Quad::from_bits(crate::float::convert(self.kind, self.bits, FloatKind::F128))
    }

    /// The `f128` value `q` rounded to nearest-even in `kind` (for
    /// emulated kinds).
    fn from_quad(kind: FloatKind, q: Quad) -> Self {
        ApFloat::new(
            kind,
            crate::float::convert(FloatKind::F128, q.to_bits(), kind),
        )
    }

    /// A binary operation: natively, or through `f128` for emulated kinds.
    fn binary(
        self,
        rhs: ApFloat,
        rm: RoundingMode,
        f: impl Fn(Quad, Quad, Round) -> StatusAnd<Quad>,
        native: impl FnOnce(ApFloat, ApFloat, Round) -> (ApFloat, OpStatus),
    ) -> (ApFloat, OpStatus) {
        debug_assert_eq!(self.kind, rhs.kind);
        if self.is_native() {
            return native(self, rhs, rm.round());
        }
        let r = f(self.to_quad(), rhs.to_quad(), Round::NearestTiesToEven);
        let v = ApFloat::from_quad(self.kind, r.value);
        let mut st = OpStatus::from_status(r.status);
        if v.to_quad().partial_cmp(&r.value) != Some(Ordering::Equal) && !r.value.is_nan() {
            st = st | OpStatus::INEXACT;
        }
        (v, st)
    }

    /// Whether `rustc_apfloat` computes this kind directly.
    fn is_native(self) -> bool {
        native!(self.kind, T => { let _ = std::marker::PhantomData::<T>; true }, _ => false)
    }

    /// `add`.
    pub fn add(self, rhs: ApFloat, rm: RoundingMode) -> (ApFloat, OpStatus) {
        self.binary(rhs, rm, |a, b, r| a.add_r(b, r), |a, b, r| {
            native!(a.kind, T => native_status(a.kind, T::from_bits(a.bits).add_r(T::from_bits(b.bits), r)), _ => unreachable!())
        })
    }

    /// `subtract`.
    pub fn sub(self, rhs: ApFloat, rm: RoundingMode) -> (ApFloat, OpStatus) {
        self.binary(rhs, rm, |a, b, r| a.sub_r(b, r), |a, b, r| {
            native!(a.kind, T => native_status(a.kind, T::from_bits(a.bits).sub_r(T::from_bits(b.bits), r)), _ => unreachable!())
        })
    }

    /// `multiply`.
    pub fn mul(self, rhs: ApFloat, rm: RoundingMode) -> (ApFloat, OpStatus) {
        self.binary(rhs, rm, |a, b, r| a.mul_r(b, r), |a, b, r| {
            native!(a.kind, T => native_status(a.kind, T::from_bits(a.bits).mul_r(T::from_bits(b.bits), r)), _ => unreachable!())
        })
    }

    /// `divide`.
    pub fn div(self, rhs: ApFloat, rm: RoundingMode) -> (ApFloat, OpStatus) {
        self.binary(rhs, rm, |a, b, r| a.div_r(b, r), |a, b, r| {
            native!(a.kind, T => native_status(a.kind, T::from_bits(a.bits).div_r(T::from_bits(b.bits), r)), _ => unreachable!())
        })
    }

    /// `mod`: the remainder of truncating division, with the sign of
    /// `self` (C's `fmod`); exact.
    pub fn fmod(self, rhs: ApFloat) -> (ApFloat, OpStatus) {
        self.binary(rhs, RoundingMode::NearestTiesToEven, |a, b, _| a.c_fmod(b), |a, b, _| {
            native!(a.kind, T => native_status(a.kind, T::from_bits(a.bits).c_fmod(T::from_bits(b.bits))), _ => unreachable!())
        })
    }

    /// `compare`: `None` when unordered (a NaN).
    pub fn compare(self, rhs: ApFloat) -> Option<Ordering> {
        native!(self.kind, T => T::from_bits(self.bits).partial_cmp(&T::from_bits(rhs.bits)),
            _ => self.to_quad().partial_cmp(&rhs.to_quad()))
    }

    /// Whether this is a NaN.
    pub fn is_nan(self) -> bool {
        crate::float::is_nan(self.kind, self.bits)
    }

    /// Whether this is an infinity.
    pub fn is_inf(self) -> bool {
        crate::float::is_inf(self.kind, self.bits)
    }

    /// Whether this is +0 or -0.
    pub fn is_zero(self) -> bool {
        crate::float::is_zero(self.kind, self.bits)
    }

    /// Whether the sign is set.
    pub fn is_negative(self) -> bool {
        crate::float::is_negative(self.kind, self.bits)
    }

    /// `isPosZero`.
    pub fn is_pos_zero(self) -> bool {
        self.is_zero() && !self.is_negative()
    }

    /// `isNegZero`.
    pub fn is_neg_zero(self) -> bool {
        self.is_zero() && self.is_negative()
    }

    /// `isPosInfinity`.
    pub fn is_pos_inf(self) -> bool {
        self.is_inf() && !self.is_negative()
    }

    /// `isNegInfinity`.
    pub fn is_neg_inf(self) -> bool {
        self.is_inf() && self.is_negative()
    }

    /// `isDenormal`.
    pub fn is_denormal(self) -> bool {
        native!(self.kind, T => T::from_bits(self.bits).is_denormal(), _ => {
            // Emulated kinds: a finite non-zero value below the smallest normal.
            let q = self.to_quad();
            q.is_finite_non_zero() && q.ilogb() < self.kind.min_exponent()
        })
    }

    /// `isSignaling`: a NaN whose quiet bit is clear (only kinds with IEEE
    /// NaNs have signaling ones).
    pub fn is_signaling(self) -> bool {
        native!(self.kind, T => T::from_bits(self.bits).is_signaling(), _ => false)
    }

    /// `makeQuiet`: sets a NaN's quiet bit (kinds with IEEE NaNs).
    pub fn make_quiet(self) -> ApFloat {
        if !self.is_nan() || !self.kind.has_inf() {
            return self;
        }
        ApFloat::new(
            self.kind,
            self.bits | (1u128 << (self.kind.precision() - 2)),
        )
    }

    /// `isExactlyValue(v)`: `v` rounded to the kind has these bits.
    pub fn is_exactly(self, v: f64) -> bool {
        ApFloat::from_f64(self.kind, v).bits == self.bits
    }

    /// `ilogb`: the unbiased exponent; `i32::MAX` for infinities,
    /// `i32::MIN + 1` for zero, `i32::MIN` for NaN (LLVM's `IEK_*`).
    pub fn ilogb(self) -> i32 {
        native!(self.kind, T => T::from_bits(self.bits).ilogb(), _ => self.to_quad().ilogb())
    }

    /// `convert`: this value in kind `to`, with the status and whether
    /// information was lost. Goes through `f128`, which holds every value
    /// of every kind exactly, so the one rounding is the direct one's.
    pub fn convert(self, to: FloatKind, rm: RoundingMode) -> (ApFloat, OpStatus, bool) {
        let mut lost = false;
        let (q, st1) = native!(self.kind, T => {
            let r: StatusAnd<Quad> = T::from_bits(self.bits).convert(&mut lost);
            (r.value, OpStatus::from_status(r.status))
        }, _ => (self.to_quad(), OpStatus::OK));
        native!(to, T => {
            let mut lost2 = false;
            let r: StatusAnd<T> = q.convert_r(rm.round(), &mut lost2);
            (ApFloat::new(to, r.value.to_bits()), st1 | OpStatus::from_status(r.status), lost || lost2)
        }, _ => {
            let v = ApFloat::from_quad(to, q);
            let exact = q.is_nan() && v.is_nan() || v.to_quad().bitwise_eq(q);
            let st = if exact { st1 } else { st1 | OpStatus::INEXACT };
            (v, st, lost || !exact)
        })
    }

    /// `convertFromAPInt`: the integer `v` (read as signed or unsigned)
    /// rounded to `kind`.
    pub fn from_apint(
        kind: FloatKind,
        v: &ApInt,
        signed: bool,
        rm: RoundingMode,
    ) -> (ApFloat, OpStatus) {
        let negative = signed && v.is_negative();
        let mag = if negative { v.neg() } else { v.clone() };
        // The magnitude as a u128 (sticky bit in bit 0) and a power of two.
        let bits = mag.active_bits();
        let (top, shift) = if bits <= 128 {
            let l = mag.limbs();
            let lo = l.first().copied().unwrap_or(0) as u128;
            let hi = l.get(1).copied().unwrap_or(0) as u128;
            (lo | hi << 64, 0)
        } else {
            let shift = bits - 127;
            let rest = mag.lshr(shift).zext_or_trunc(128);
            let l = rest.limbs();
            let mut top = l[0] as u128 | (l[1] as u128) << 64;
            if !mag.zext_or_trunc(shift).is_zero() {
                top |= 1;
            }
            (top, shift as i32)
        };
        // LLVM rounds the magnitude with the sign already set.
        let round = if negative { negate_round(rm) } else { rm };
        let finish = |a: ApFloat, st: OpStatus| {
            if negative {
                (a.neg_always(), st)
            } else {
                (a, st)
            }
        };
        native!(kind, T => {
            let r = T::from_u128_r(top, round.round());
            let (mut a, mut st) = native_status(kind, r);
            if shift > 0 {
                let s = T::from_bits(a.bits).scalbn_r(shift, round.round());
                if s.is_infinite() {
                    st = st | OpStatus::OVERFLOW | OpStatus::INEXACT;
                }
                a = ApFloat::new(kind, s.to_bits());
            }
            finish(a, st)
        }, _ => {
            // The signed value in f128, rounded once to the kind (whose
            // encoding decides what a negative overflow is).
            let r = Quad::from_u128_r(top, Round::NearestTiesToEven);
            let mut q = if shift > 0 { r.value.scalbn(shift) } else { r.value };
            if negative {
                q = -q;
            }
            let a = ApFloat::from_quad(kind, q);
            let st = if a.to_quad().bitwise_eq(q) && r.status == Status::OK { OpStatus::OK } else { OpStatus::INEXACT };
            (a, st)
        })
    }

    /// Flips the sign bit (of any value; used where LLVM sets the sign of
    /// a magnitude it built).
    fn neg_always(self) -> ApFloat {
        if self.is_zero() && !self.kind.has_neg_zero() {
            return self;
        }
        ApFloat::new(
            self.kind,
            self.bits ^ (1u128 << (self.kind.bit_width() - 1)),
        )
    }

    /// `convertToInteger`: this value rounded with `rm` to a `width`-bit
    /// integer read as signed or unsigned; `INVALID` (and an unspecified
    /// value) for NaN, infinities and values out of range.
    pub fn to_apint(self, width: u32, signed: bool, rm: RoundingMode) -> (ApInt, OpStatus) {
        if self.is_nan() || self.is_inf() {
            return (ApInt::zero(width), OpStatus::INVALID);
        }
        let q = self.to_quad();
        // Round to an integral value first, then range-check it.
        let r = q.round_to_integral(rm.round());
        let inexact = if r.value.bitwise_eq(q) || r.value.is_zero() && q.is_zero() {
            OpStatus::OK
        } else {
            OpStatus::INEXACT
        };
        let v = r.value;
        if v.is_zero() {
            return (ApInt::zero(width), inexact);
        }
        let negative = v.is_negative();
        if negative && !signed {
            return (ApInt::zero(width), OpStatus::INVALID);
        }
        // |v| = m * 2^e with m an integer of at most 113 bits; it needs
        // `exp + 1` bits. In range: unsigned below 2^width, signed in
        // [-2^(w-1), 2^(w-1)).
        let exp = v.ilogb() as i64;
        let limit = if signed {
            width as i64 - 1
        } else {
            width as i64
        };
        if exp + 1 > limit + 1 {
            return (ApInt::zero(width), OpStatus::INVALID);
        }
        let mag_width = width + 1;
        let e = exp - 112;
        let mut exact = false;
        let mag = if e <= 0 {
            let m = v.abs().to_u128_r(128, Round::TowardZero, &mut exact).value;
            ApInt::from_limbs(mag_width, &[m as u64, (m >> 64) as u64])
        } else {
            let m = v
                .abs()
                .scalbn(-(e as i32))
                .to_u128_r(128, Round::TowardZero, &mut exact)
                .value;
            ApInt::from_limbs(mag_width, &[m as u64, (m >> 64) as u64]).shl(e as u32)
        };
        let fits = exp < limit
            || (signed
                && negative
                && exp == limit
                && mag == ApInt::one(mag_width).shl(limit as u32));
        if !fits {
            return (ApInt::zero(width), OpStatus::INVALID);
        }
        let val = mag.zext_or_trunc(width);
        (if negative { val.neg() } else { val }, inexact)
    }

    /// `llvm::maximum`: NaN-propagating (quieted), -0 below +0.
    pub fn maximum(self, rhs: ApFloat) -> ApFloat {
        self.nan_propagated(rhs).unwrap_or_else(|| self.larger(rhs))
    }

    /// `llvm::minimum`: NaN-propagating (quieted), -0 below +0.
    pub fn minimum(self, rhs: ApFloat) -> ApFloat {
        self.nan_propagated(rhs)
            .unwrap_or_else(|| self.smaller(rhs))
    }

    /// `llvm::maxnum` (IEEE 754-2008 `maxNum`): a signaling NaN gives its
    /// quieted self, a quiet NaN gives the other operand.
    pub fn maxnum(self, rhs: ApFloat) -> ApFloat {
        self.nan_ignored(rhs).unwrap_or_else(|| self.larger(rhs))
    }

    /// `llvm::minnum` (IEEE 754-2008 `minNum`).
    pub fn minnum(self, rhs: ApFloat) -> ApFloat {
        self.nan_ignored(rhs).unwrap_or_else(|| self.smaller(rhs))
    }

    /// The NaN-propagating rule of `maximum`/`minimum`: a NaN operand
    /// (quieted) wins.
    fn nan_propagated(self, rhs: ApFloat) -> Option<ApFloat> {
        [self, rhs]
            .into_iter()
            .find(|x| x.is_nan())
            .map(ApFloat::make_quiet)
    }

    /// The NaN rule of `maxnum`/`minnum`: a signaling NaN gives its quieted
    /// self, a quiet NaN gives the other operand.
    fn nan_ignored(self, rhs: ApFloat) -> Option<ApFloat> {
        if let Some(s) = [self, rhs].into_iter().find(|x| x.is_signaling()) {
            return Some(s.make_quiet());
        }
        if self.is_nan() {
            return Some(rhs);
        }
        rhs.is_nan().then_some(self)
    }

    /// The larger of two non-NaN values, +0 above -0; `self` on a tie.
    fn larger(self, rhs: ApFloat) -> ApFloat {
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { rhs } else { self };
        }
        if self.compare(rhs) == Some(Ordering::Less) {
            rhs
        } else {
            self
        }
    }

    /// The smaller of two non-NaN values, -0 below +0; `self` on a tie.
    fn smaller(self, rhs: ApFloat) -> ApFloat {
        if self.is_zero() && rhs.is_zero() && self.is_negative() != rhs.is_negative() {
            return if self.is_negative() { self } else { rhs };
        }
        if rhs.compare(self) == Some(Ordering::Less) {
            rhs
        } else {
            self
        }
    }
}

/// `operator-` (`changeSign`): flips the sign, of NaNs too; a kind whose
/// NaN is the negative zero keeps zero and NaN as they are, and an
/// unsigned kind has no sign to flip.
impl std::ops::Neg for ApFloat {
    type Output = ApFloat;
    fn neg(self) -> ApFloat {
        if !self.kind.has_signed_repr() {
            return self;
        }
        if !self.kind.has_neg_zero() && (self.is_zero() || self.is_nan()) {
            return self;
        }
        ApFloat::new(
            self.kind,
            self.bits ^ (1u128 << (self.kind.bit_width() - 1)),
        )
    }
}

fn negate_round(rm: RoundingMode) -> RoundingMode {
    match rm {
        RoundingMode::TowardPositive => RoundingMode::TowardNegative,
        RoundingMode::TowardNegative => RoundingMode::TowardPositive,
        r => r,
    }
}

/// What the math dialect's folders ask of a value (`abs`, `copySign`,
/// `roundToIntegral`, `isFinite`, `isNormal`).
impl ApFloat {
    /// `abs` (`clearSign`): the sign cleared, as `changeSign` would.
    pub fn abs(self) -> ApFloat {
        if self.is_negative() {
            -self
        } else {
            self
        }
    }

    /// `copySign`: this value with `sign`'s sign.
    pub fn copy_sign(self, sign: ApFloat) -> ApFloat {
        if self.is_negative() != sign.is_negative() {
            -self
        } else {
            self
        }
    }

    /// `roundToIntegral`: the integral value `rm` rounds to. An emulated
    /// kind's integral values near its own are exact in `f128`.
    pub fn round_to_integral(self, rm: RoundingMode) -> ApFloat {
        native!(self.kind, T => ApFloat::new(self.kind, T::from_bits(self.bits).round_to_integral(rm.round()).value.to_bits()),
            _ => ApFloat::from_quad(self.kind, self.to_quad().round_to_integral(rm.round()).value))
    }

    /// `isFinite`: neither NaN nor infinite.
    pub fn is_finite(self) -> bool {
        !self.is_nan() && !self.is_inf()
    }

    /// `isNormal`: finite, non-zero and not denormal.
    pub fn is_normal(self) -> bool {
        self.is_finite() && !self.is_zero() && !self.is_denormal()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(v: f32) -> ApFloat {
        ApFloat::new(FloatKind::F32, v.to_bits() as u128)
    }

    #[test]
    fn basic_arithmetic_matches_hardware() {
        let rm = RoundingMode::NearestTiesToEven;
        for (a, b) in [
            (1.5f32, 2.25f32),
            (1e30, 1e30),
            (3.0, 7.0),
            (-0.0, 0.0),
            (1.0, 0.0),
        ] {
            let (x, y) = (f32v(a), f32v(b));
            assert_eq!(x.add(y, rm).0.bits, (a + b).to_bits() as u128);
            assert_eq!(x.sub(y, rm).0.bits, (a - b).to_bits() as u128);
            assert_eq!(x.mul(y, rm).0.bits, (a * b).to_bits() as u128);
            if b != 0.0 {
                assert_eq!(x.div(y, rm).0.bits, (a / b).to_bits() as u128);
                assert_eq!(x.fmod(y).0.bits, (a % b).to_bits() as u128);
            }
        }
    }

    #[test]
    fn integer_conversions() {
        let rm = RoundingMode::NearestTiesToEven;
        let (v, st) = ApFloat::from_apint(FloatKind::F32, &ApInt::from_i64(32, -7), true, rm);
        assert_eq!(v.bits, (-7.0f32).to_bits() as u128);
        assert!(st.is_ok());
        let big = ApInt::all_ones(256);
        let (v, _) = ApFloat::from_apint(FloatKind::F64, &big, false, rm);
        assert_eq!(v.bits, 2f64.powi(256).to_bits() as u128);
        let (i, st) = f32v(-2.75).to_apint(8, true, RoundingMode::TowardZero);
        assert_eq!(i, ApInt::from_i64(8, -2));
        assert!(st.contains(OpStatus::INEXACT));
        let (_, st) = f32v(128.0).to_apint(8, true, RoundingMode::TowardZero);
        assert_eq!(st, OpStatus::INVALID);
        let (i, st) = f32v(-128.0).to_apint(8, true, RoundingMode::TowardZero);
        assert_eq!((i, st), (ApInt::from_i64(8, -128), OpStatus::OK));
        let (i, st) = f32v(255.0).to_apint(8, false, RoundingMode::TowardZero);
        assert_eq!((i, st), (ApInt::from_u64(8, 255), OpStatus::OK));
        let (i, _) = f32v(1e30).to_apint(200, true, RoundingMode::TowardZero);
        assert_eq!(i.to_string_radix10(true), "1000000015047466219876688855040");
    }

    #[test]
    fn conversions_report_loss() {
        let rm = RoundingMode::NearestTiesToEven;
        let (v, st, lost) = f32v(1.5).convert(FloatKind::F16, rm);
        assert_eq!((v.bits, st, lost), (0x3E00, OpStatus::OK, false));
        let (_, _, lost) = f32v(0.1).convert(FloatKind::F16, rm);
        assert!(lost);
        let (_, _, lost) = f32v(1.5).convert(FloatKind::F8E4M3FNUZ, rm);
        assert!(!lost);
    }
}
