//! Builtin floating-point types and MLIR-exact conversion between float
//! values and their textual form.
//!
//! A float value is carried around as its raw bit pattern in a `u128`; only
//! the low [`FloatKind::bit_width`] bits are meaningful.  This module knows
//! the encoding of every builtin float type of MLIR 22 and reproduces:
//!
//! * the printer (`printFloatValue` in MLIR's AsmPrinter), used for
//!   `FloatAttr`, every element of a `DenseElementsAttr` /
//!   `DenseArrayAttr`, and the parts of complex elements — see
//!   [`format_float`];
//! * the parser (`Parser::parseFloatFromLiteral`): a decimal float literal is
//!   first converted to an IEEE double (correct rounding, overflow gives
//!   infinity) and then rounded to the target type with
//!   round-to-nearest-even — see [`parse_float_literal`]; a hexadecimal
//!   integer literal is taken as the raw bit pattern — see
//!   [`from_hex_literal`] / [`from_hex_bits`].
//!
//! Encoding, decoding, rounding and APFloat's `toString` digit algorithm are
//! implemented here; `rustc_apfloat` is only used to parse decimal strings
//! directly in `f80`/`f128` (the printer's round-trip check).
//!
//! Known divergence (cannot be expressed with a bit pattern): upstream's
//! `FloatAttr` keeps an `APFloat`, not bits, so two parser results print
//! differently there than their bits do here — a negative literal for
//! `f8E8M0FNU` (`-1.0 : f8E8M0FNU` prints `-1.000000e+00` upstream; the bits,
//! as stored by dense elements, are `0xFF`), and `1.0e+400 : f4E2M1FN` /
//! `f6*` (prints `0x0`/`0x8` upstream; bits are +/-0).  Dense elements print
//! exactly as here.

use std::fmt;

use rustc_apfloat::ieee::{Quad, X87DoubleExtended};
use rustc_apfloat::{Float, Round};

/// Every builtin floating-point type known to MLIR 22.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f4E2M1FN`: 1 sign, 2 exponent, 1 mantissa bit; no Inf, no NaN.
    F4E2M1FN,
    /// `f6E2M3FN`: 1/2/3 bits; no Inf, no NaN.
    F6E2M3FN,
    /// `f6E3M2FN`: 1/3/2 bits; no Inf, no NaN.
    F6E3M2FN,
    /// `f8E5M2`: IEEE-like (has Inf and NaN).
    F8E5M2,
    /// `f8E4M3`: IEEE-like (has Inf and NaN).
    F8E4M3,
    /// `f8E4M3FN`: no Inf; NaN is S.1111.111.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: bias 16; no Inf, no -0; NaN is 0x80.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: bias 8; no Inf, no -0; NaN is 0x80.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: bias 11; no Inf, no -0; NaN is 0x80.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: IEEE-like (has Inf and NaN).
    F8E3M4,
    /// `f8E8M0FNU`: unsigned powers of two 2^-127..2^127, NaN is 0xFF,
    /// no zero.
    F8E8M0FNU,
    /// `bf16`.
    BF16,
    /// `f16` (IEEE half).
    F16,
    /// `tf32` (19 bits: 1/8/10).
    TF32,
    /// `f32` (IEEE single).
    F32,
    /// `f64` (IEEE double).
    F64,
    /// `f80` (x87 extended precision, explicit integer bit).
    F80,
    /// `f128` (IEEE quad).
    F128,
}

/// How a kind represents (or does not represent) Inf and NaN.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum NonFinite {
    /// Exponent all ones: Inf if the fraction is zero, NaN otherwise.
    Ieee,
    /// No Inf; NaN is exponent and fraction all ones (either sign).
    NanOnlyAllOnes,
    /// No Inf, no negative zero; NaN is the negative-zero pattern.
    NanOnlyNegZero,
    /// Neither Inf nor NaN.
    FiniteOnly,
}

/// Encoding parameters (LLVM `fltSemantics`).
#[derive(Copy, Clone, Debug)]
struct Spec {
    width: u32,
    /// Significand bits including the integer bit.
    precision: u32,
    /// Smallest exponent of a normal number.
    emin: i32,
    /// Largest exponent of a finite number.
    emax: i32,
    nonfinite: NonFinite,
}

const fn spec(width: u32, precision: u32, emin: i32, emax: i32, nonfinite: NonFinite) -> Spec {
    Spec {
        width,
        precision,
        emin,
        emax,
        nonfinite,
    }
}

impl FloatKind {
    /// All builtin float kinds.
    pub const ALL: &'static [FloatKind] = &[
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The type's spelling in MLIR assembly (`f32`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// Inverse of [`FloatKind::keyword`] (exact, case-sensitive match).
    pub fn from_keyword(s: &str) -> Option<Self> {
        FloatKind::ALL.iter().copied().find(|k| k.keyword() == s)
    }

    fn spec(self) -> Spec {
        use NonFinite::*;
        match self {
            FloatKind::F4E2M1FN => spec(4, 2, 0, 2, FiniteOnly),
            FloatKind::F6E2M3FN => spec(6, 4, 0, 2, FiniteOnly),
            FloatKind::F6E3M2FN => spec(6, 3, -2, 4, FiniteOnly),
            FloatKind::F8E5M2 => spec(8, 3, -14, 15, Ieee),
            FloatKind::F8E4M3 => spec(8, 4, -6, 7, Ieee),
            FloatKind::F8E4M3FN => spec(8, 4, -6, 8, NanOnlyAllOnes),
            FloatKind::F8E5M2FNUZ => spec(8, 3, -15, 15, NanOnlyNegZero),
            FloatKind::F8E4M3FNUZ => spec(8, 4, -7, 7, NanOnlyNegZero),
            FloatKind::F8E4M3B11FNUZ => spec(8, 4, -10, 4, NanOnlyNegZero),
            FloatKind::F8E3M4 => spec(8, 5, -2, 3, Ieee),
            FloatKind::F8E8M0FNU => spec(8, 1, -127, 127, NanOnlyAllOnes),
            FloatKind::BF16 => spec(16, 8, -126, 127, Ieee),
            FloatKind::F16 => spec(16, 11, -14, 15, Ieee),
            FloatKind::TF32 => spec(19, 11, -126, 127, Ieee),
            FloatKind::F32 => spec(32, 24, -126, 127, Ieee),
            FloatKind::F64 => spec(64, 53, -1022, 1023, Ieee),
            FloatKind::F80 => spec(80, 64, -16382, 16383, Ieee),
            FloatKind::F128 => spec(128, 113, -16382, 16383, Ieee),
        }
    }

    /// Storage size in bits (`getIntOrFloatBitWidth`).
    pub fn bit_width(self) -> u32 {
        self.spec().width
    }

    /// Significand precision in bits, including the integer bit (LLVM's
    /// `semanticsPrecision`).
    pub fn precision(self) -> u32 {
        self.spec().precision
    }

    /// Largest exponent E such that 2^E is finite (`semanticsMaxExponent`).
    pub fn max_exponent(self) -> i32 {
        self.spec().emax
    }

    /// Smallest exponent of a normal number (`semanticsMinExponent`).
    pub fn min_exponent(self) -> i32 {
        self.spec().emin
    }

    /// Whether the kind has an infinity encoding.
    pub fn has_inf(self) -> bool {
        self.spec().nonfinite == NonFinite::Ieee
    }

    /// Whether the kind has a NaN encoding.
    pub fn has_nan(self) -> bool {
        self.spec().nonfinite != NonFinite::FiniteOnly
    }

    /// Whether the kind can represent zero (false only for `f8E8M0FNU`).
    pub fn has_zero(self) -> bool {
        self != FloatKind::F8E8M0FNU
    }

    /// Whether the kind has a sign bit (false only for `f8E8M0FNU`).
    pub fn has_signed_repr(self) -> bool {
        self != FloatKind::F8E8M0FNU
    }

    /// Whether the kind distinguishes -0 from +0.
    pub fn has_neg_zero(self) -> bool {
        self.has_zero() && self.spec().nonfinite != NonFinite::NanOnlyNegZero
    }

    /// Mask of the meaningful bits.
    pub fn bit_mask(self) -> u128 {
        mask(self.bit_width())
    }

    /// The default (quiet) NaN of this kind, or `None` for kinds without
    /// NaN.
    pub fn nan_bits(self) -> Option<u128> {
        encode(self, Val::NaN(false))
    }

    /// +/-infinity, or `None` for kinds without infinity.
    pub fn inf_bits(self, negative: bool) -> Option<u128> {
        if self.has_inf() {
            encode(self, Val::Inf(negative))
        } else {
            None
        }
    }

    /// The largest finite value (negated if `negative` and the kind is
    /// signed).
    pub fn largest_bits(self, negative: bool) -> u128 {
        let s = self.spec();
        let mut m = mask(s.precision);
        if s.nonfinite == NonFinite::NanOnlyAllOnes && s.precision > 1 {
            m -= 1;
        }
        round_finite(self, negative, m, s.emax - (s.precision as i32 - 1))
    }
}

impl fmt::Display for FloatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

fn bit_len(x: u128) -> u32 {
    128 - x.leading_zeros()
}

/// Decoded value: `|value| = mant * 2^exp` for finite non-zero values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Val {
    Zero(bool),
    Inf(bool),
    NaN(bool),
    Finite { neg: bool, mant: u128, exp: i32 },
}

impl Val {
    /// Canonical form (odd mantissa) so that equal values compare equal.
    fn canonical(self) -> Val {
        match self {
            Val::Finite { neg, mant, exp } => {
                let tz = mant.trailing_zeros();
                Val::Finite {
                    neg,
                    mant: mant >> tz,
                    exp: exp + tz as i32,
                }
            }
            v => v,
        }
    }
}

/// Bit pattern -> value, following LLVM's `initFrom*APInt` rules.
fn decode(kind: FloatKind, bits: u128) -> Val {
    let s = kind.spec();
    let bits = bits & mask(s.width);
    match kind {
        FloatKind::F8E8M0FNU => {
            // Unsigned, exponent only, bias 127, 0xFF is NaN, no zero.
            if bits == 0xFF {
                Val::NaN(false)
            } else {
                Val::Finite {
                    neg: false,
                    mant: 1,
                    exp: bits as i32 - 127,
                }
            }
        }
        FloatKind::F80 => {
            let sig = bits as u64 as u128;
            let field = ((bits >> 64) & 0x7FFF) as i32;
            let neg = (bits >> 79) & 1 != 0;
            let int_bit = sig >> 63 != 0;
            if field == 0 && sig == 0 {
                Val::Zero(neg)
            } else if field == 0x7FFF && sig == 1 << 63 {
                Val::Inf(neg)
            } else if field == 0x7FFF || (field != 0 && !int_bit) {
                // NaN, pseudo-NaN, pseudo-infinity and unnormals are NaN.
                Val::NaN(neg)
            } else {
                // Denormals (and pseudo-denormals) have exponent emin.
                let e = if field == 0 { s.emin } else { field - 16383 };
                Val::Finite {
                    neg,
                    mant: sig,
                    exp: e - 63,
                }
            }
        }
        _ => {
            let p = s.precision;
            let frac_mask = mask(p - 1);
            let exp_mask = mask(s.width - p);
            let neg = (bits >> (s.width - 1)) & 1 != 0;
            let field = (bits >> (p - 1)) & exp_mask;
            let frac = bits & frac_mask;
            match s.nonfinite {
                NonFinite::Ieee if field == exp_mask => {
                    return if frac == 0 {
                        Val::Inf(neg)
                    } else {
                        Val::NaN(neg)
                    };
                }
                NonFinite::NanOnlyAllOnes if field == exp_mask && frac == frac_mask => {
                    return Val::NaN(neg);
                }
                // The negative-zero pattern is the NaN, which LLVM reads
                // as a positive NaN (`initFromAPInt` makes it unsigned).
                NonFinite::NanOnlyNegZero if field == 0 && frac == 0 && neg => {
                    return Val::NaN(false);
                }
                _ => {}
            }
            let bias = 1 - s.emin;
            if field == 0 {
                if frac == 0 {
                    Val::Zero(neg)
                } else {
                    Val::Finite {
                        neg,
                        mant: frac,
                        exp: s.emin - (p as i32 - 1),
                    }
                }
            } else {
                Val::Finite {
                    neg,
                    mant: frac | (1 << (p - 1)),
                    exp: field as i32 - bias - (p as i32 - 1),
                }
            }
        }
    }
}

/// Value -> bit pattern.  Finite values are rounded to nearest-even with
/// LLVM's overflow/underflow rules.  Returns `None` only for Inf/NaN in kinds
/// that cannot represent them (see [`convert_special`] for what the parser
/// does then).
fn encode(kind: FloatKind, v: Val) -> Option<u128> {
    let s = kind.spec();
    let sign_bit = |neg: bool| if neg { 1u128 << (s.width - 1) } else { 0 };
    match v {
        Val::Finite { neg, mant, exp } => Some(round_finite(kind, neg, mant, exp)),
        Val::Zero(neg) => Some(zero_bits(kind, neg)),
        Val::Inf(neg) => match (kind, s.nonfinite) {
            (FloatKind::F80, _) => Some(sign_bit(neg) | (0x7FFFu128 << 64) | (1u128 << 63)),
            (_, NonFinite::Ieee) => {
                Some(sign_bit(neg) | (mask(s.width - s.precision) << (s.precision - 1)))
            }
            _ => None,
        },
        Val::NaN(neg) => match (kind, s.nonfinite) {
            (FloatKind::F8E8M0FNU, _) => Some(0xFF),
            (FloatKind::F80, _) => Some(sign_bit(neg) | (0x7FFFu128 << 64) | (3u128 << 62)),
            (_, NonFinite::Ieee) => Some(
                sign_bit(neg)
                    | (mask(s.width - s.precision) << (s.precision - 1))
                    | (1u128 << (s.precision - 2)),
            ),
            (_, NonFinite::NanOnlyAllOnes) => Some(sign_bit(neg) | mask(s.width - 1)),
            (_, NonFinite::NanOnlyNegZero) => Some(1u128 << (s.width - 1)),
            (_, NonFinite::FiniteOnly) => None,
        },
    }
}

fn zero_bits(kind: FloatKind, neg: bool) -> u128 {
    let s = kind.spec();
    match s.nonfinite {
        // f8E8M0FNU has no zero: LLVM substitutes the smallest normalized
        // value, always positive (2^-127, bits 0x00).
        _ if kind == FloatKind::F8E8M0FNU => 0,
        // -0 is the NaN pattern; zero is always +0.
        NonFinite::NanOnlyNegZero => 0,
        _ if neg => 1u128 << (s.width - 1),
        _ => 0,
    }
}

/// Overflow result in round-to-nearest mode.
fn overflow_bits(kind: FloatKind, neg: bool) -> u128 {
    match kind.spec().nonfinite {
        NonFinite::Ieee => encode(kind, Val::Inf(neg)).unwrap(),
        NonFinite::NanOnlyAllOnes | NonFinite::NanOnlyNegZero => {
            encode(kind, Val::NaN(neg)).unwrap()
        }
        NonFinite::FiniteOnly => kind.largest_bits(neg),
    }
}

/// Rounds the exact value `(-1)^neg * mant * 2^exp` (mant != 0) to `kind`
/// (round to nearest, ties to even) and encodes it.
fn round_finite(kind: FloatKind, neg: bool, mant: u128, exp: i32) -> u128 {
    debug_assert!(mant != 0);
    let s = kind.spec();
    let p = s.precision as i32;
    // Exponent of the most significant bit.
    let msb_exp = exp + bit_len(mant) as i32 - 1;
    // Exponent of the last significand bit of the result.
    let mut lsb_exp = msb_exp.max(s.emin) - (p - 1);
    let shift = lsb_exp - exp;
    let mut m: u128 = if shift <= 0 {
        mant << (-shift) as u32
    } else if shift >= 129 {
        // Everything is lost and far below half an ulp.
        0
    } else {
        let shift = shift as u32;
        let (q, lost, half) = if shift == 128 {
            (0u128, mant, 1u128 << 127)
        } else {
            (mant >> shift, mant & mask(shift), 1u128 << (shift - 1))
        };
        if lost > half || (lost == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    if m == 0 {
        return zero_bits(kind, neg);
    }
    if m >> p != 0 {
        // Rounding carried into a new binade.
        m >>= 1;
        lsb_exp += 1;
    }
    let top_exp = lsb_exp + bit_len(m) as i32 - 1;
    if top_exp > s.emax {
        return overflow_bits(kind, neg);
    }
    let normal = bit_len(m) as i32 == p;
    if s.nonfinite == NonFinite::NanOnlyAllOnes && p > 1 && top_exp == s.emax && m == mask(p as u32)
    {
        return overflow_bits(kind, neg);
    }
    match kind {
        FloatKind::F8E8M0FNU => {
            // LLVM ORs the (unrepresentable) sign into bit 7.
            let field = (top_exp + 127) as u128;
            field | if neg { 0x80 } else { 0 }
        }
        FloatKind::F80 => {
            let field = if normal { (top_exp + 16383) as u128 } else { 0 };
            let sign = if neg { 1u128 << 79 } else { 0 };
            sign | (field << 64) | m
        }
        _ => {
            let bias = 1 - s.emin;
            let field = if normal { (top_exp + bias) as u128 } else { 0 };
            let sign = if neg { 1u128 << (s.width - 1) } else { 0 };
            sign | (field << (p - 1)) | (m & mask(p as u32 - 1))
        }
    }
}

/// Encoding used by the parser (LLVM `convert`) when the value has no
/// representation: Inf becomes NaN in NaN-only kinds; Inf in a finite-only
/// kind keeps category Inf inside
/// LLVM, whose bit pattern is the sign bit alone (prints as +/-0 when read
/// back from storage); NaN in a finite-only kind becomes +/-0 as well.
fn convert_special(kind: FloatKind, v: Val) -> u128 {
    match encode(kind, v) {
        Some(b) => b,
        None => match v {
            // NaN-only kinds turn Inf into NaN.
            Val::Inf(neg) if kind.has_nan() => encode(kind, Val::NaN(neg)).unwrap(),
            Val::Inf(neg) | Val::NaN(neg) => zero_bits(kind, neg),
            _ => unreachable!(),
        },
    }
}

/// Converts an `f64` to `kind` the way `APFloat::convert` with
/// round-to-nearest-even does.
pub fn from_f64(kind: FloatKind, value: f64) -> u128 {
    let v = decode(FloatKind::F64, value.to_bits() as u128);
    convert_special(kind, v)
}

/// Converts a value of `kind` to the nearest `f64` (round to nearest even;
/// NaN maps to a NaN with the same sign).
pub fn float_to_f64(kind: FloatKind, bits: u128) -> f64 {
    f64::from_bits(convert_special(FloatKind::F64, decode(kind, bits)) as u64)
}

/// Converts a value between kinds (round to nearest even, LLVM rules).
pub fn convert(from: FloatKind, bits: u128, to: FloatKind) -> u128 {
    convert_special(to, decode(from, bits))
}

/// Whether `bits` is a NaN of `kind`.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(kind, bits), Val::NaN(_))
}

/// Whether `bits` is an infinity of `kind`.
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(kind, bits), Val::Inf(_))
}

/// Whether `bits` is +0 or -0.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    matches!(decode(kind, bits), Val::Zero(_))
}

/// Whether the sign bit of `bits` is set (always false for `f8E8M0FNU`,
/// whose bit 7 is part of the exponent).
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    match decode(kind, bits) {
        Val::Zero(n) | Val::Inf(n) | Val::NaN(n) => n,
        Val::Finite { neg, .. } => neg,
    }
}

/// Minimal unsigned big integer (little-endian `u64` limbs, no high zero
/// limbs) for decimal conversion.
#[derive(Clone, Debug)]
struct Big(Vec<u64>);

impl Big {
    fn from_u128(x: u128) -> Big {
        let mut b = Big(vec![x as u64, (x >> 64) as u64]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(&top) => (self.0.len() as u32 - 1) * 64 + (64 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for limb in &mut self.0 {
            let v = *limb as u128 * m as u128 + carry;
            *limb = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            self.0.push(carry as u64);
        }
    }

    /// Multiplies by `base^exp` (`base` is 5 or 10).
    fn mul_pow(&mut self, base: u64, mut exp: u32) {
        // Largest power of `base` that fits in a u64.
        let (chunk, chunk_exp) = if base == 5 {
            (5u64.pow(27), 27)
        } else {
            (10u64.pow(19), 19)
        };
        while exp >= chunk_exp {
            self.mul_small(chunk);
            exp -= chunk_exp;
        }
        if exp > 0 {
            self.mul_small(base.pow(exp));
        }
    }

    fn shl(&self, s: u32) -> Big {
        let (limbs, bits) = ((s / 64) as usize, s % 64);
        let mut out = vec![0u64; limbs];
        let mut carry = 0u64;
        for &l in &self.0 {
            if bits == 0 {
                out.push(l);
            } else {
                out.push((l << bits) | carry);
                carry = l >> (64 - bits);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        let mut b = Big(out);
        b.trim();
        b
    }

    fn shr1(&mut self) {
        let n = self.0.len();
        for i in 0..n {
            let hi = if i + 1 < n { self.0[i + 1] << 63 } else { 0 };
            self.0[i] = (self.0[i] >> 1) | hi;
        }
        self.trim();
    }

    fn ge(&self, o: &Big) -> bool {
        if self.0.len() != o.0.len() {
            return self.0.len() > o.0.len();
        }
        for i in (0..self.0.len()).rev() {
            if self.0[i] != o.0[i] {
                return self.0[i] > o.0[i];
            }
        }
        true
    }

    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0u64;
        for i in 0..self.0.len() {
            let b = o.0.get(i).copied().unwrap_or(0);
            let (v1, o1) = self.0[i].overflowing_sub(b);
            let (v2, o2) = v1.overflowing_sub(borrow);
            self.0[i] = v2;
            borrow = (o1 || o2) as u64;
        }
        debug_assert_eq!(borrow, 0);
        self.trim();
    }

    /// `floor(self / d)`, which the caller guarantees fits in a u128.
    fn div_to_u128(mut self, d: &Big) -> u128 {
        let (xb, db) = (self.bits(), d.bits());
        if xb < db {
            return 0;
        }
        let qbits = xb - db + 1;
        assert!(qbits <= 128, "decimal conversion quotient too large");
        let mut ds = d.shl(qbits - 1);
        let mut q = 0u128;
        for i in (0..qbits).rev() {
            if self.ge(&ds) {
                self.sub_assign(&ds);
                q |= 1u128 << i;
            }
            ds.shr1();
        }
        q
    }

    fn to_u128(&self) -> u128 {
        assert!(self.0.len() <= 2, "decimal conversion value too large");
        self.0
            .iter()
            .rev()
            .fold(0u128, |acc, &l| (acc << 64) | l as u128)
    }
}

/// LLVM `APFloat::toString` for a finite non-zero value
/// `(-1)^neg * mant * 2^exp` of a type with `sem_precision` significand bits.
/// `format_precision` 0 means the natural precision
/// `2 + sem_precision * 59 / 196`; `max_padding` 0 forces scientific
/// notation; `truncate_zero` false pads the mantissa with zeros to
/// `format_precision` digits after the point and uses `e` with at least two
/// exponent digits.
fn apfloat_to_string(
    neg: bool,
    mut mant: u128,
    mut exp: i32,
    sem_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    debug_assert!(mant != 0);
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let fp = if format_precision == 0 {
        2 + sem_precision * 59 / 196
    } else {
        format_precision
    };

    // Drop trailing binary zeros, then turn mant * 2^exp into X * 10^dexp.
    let tz = mant.trailing_zeros();
    mant >>= tz;
    exp += tz as i32;
    let mut dexp: i32 = 0;
    let mut x = Big::from_u128(mant);
    if exp > 0 {
        x = x.shl(exp as u32);
    } else if exp < 0 {
        // N * 2^-e == N * 5^e * 10^-e
        x.mul_pow(5, (-exp) as u32);
        dexp = exp;
    }

    // Drop decimal digits that are beyond the requested precision
    // (truncating; 196/59 slightly overestimates log2(10)).
    let bits = x.bits();
    let bits_required = (fp * 196).div_ceil(59);
    let sig: u128 = if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            dexp += tens as i32;
            let mut d = Big::from_u128(1);
            d.mul_pow(10, tens);
            x.div_to_u128(&d)
        } else {
            x.to_u128()
        }
    } else {
        x.to_u128()
    };

    // Decimal digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
    let mut v = sig;
    let mut in_trail = true;
    while v != 0 {
        let d = (v % 10) as u8;
        v /= 10;
        if in_trail && d == 0 {
            dexp += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }

    // Round to `fp` digits: round half up, judged on the first dropped
    // digit only.
    let n = buf.len();
    if n > fp as usize {
        let mut first = n - fp as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
            dexp += first as i32;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i != n {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            dexp += first as i32;
            if first == n {
                buf.clear();
                buf.push(b'1');
            } else {
                buf.drain(..first);
            }
        }
    }

    let nd = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if dexp >= 0 {
        dexp as u32 > max_padding || nd as u32 + dexp as u32 > fp
    } else {
        let msd = dexp + nd as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };

    if scientific {
        let e = dexp + nd as i32 - 1;
        out.push(buf[nd - 1] as char);
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(buf[nd - 1 - i] as char);
            }
        }
        if !truncate_zero && fp as usize > nd - 1 {
            for _ in 0..(fp as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let a = e.unsigned_abs();
        if !truncate_zero && a < 10 {
            out.push('0');
        }
        out.push_str(&a.to_string());
        return out;
    }

    if dexp >= 0 {
        for i in 0..nd {
            out.push(buf[nd - 1 - i] as char);
        }
        for _ in 0..dexp {
            out.push('0');
        }
        return out;
    }

    let whole = dexp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i != whole as usize {
            out.push(buf[nd - 1 - i] as char);
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i != nd {
        out.push(buf[nd - 1 - i] as char);
        i += 1;
    }
    out
}

/// Parses `text` (a decimal string as produced by APFloat) directly in
/// `kind` with round-to-nearest-even, as `APFloat(semantics, text)` does.
fn reparse(kind: FloatKind, text: &str) -> Option<Val> {
    let bits = match kind {
        FloatKind::F32 => text.parse::<f32>().ok()?.to_bits() as u128,
        FloatKind::F64 => text.parse::<f64>().ok()?.to_bits() as u128,
        FloatKind::F128 => Quad::from_str_r(text, Round::NearestTiesToEven)
            .ok()?
            .value
            .to_bits(),
        FloatKind::F80 => X87DoubleExtended::from_str_r(text, Round::NearestTiesToEven)
            .ok()?
            .value
            .to_bits(),
        // Kinds of at most 11 bits of precision: correct rounding to f64
        // followed by rounding to the kind cannot double-round for the
        // short strings tried here.
        _ => from_f64(kind, text.parse::<f64>().ok()?),
    };
    Some(decode(kind, bits))
}

/// Formats a float value exactly as MLIR's `printFloatValue` does (the text
/// of a `FloatAttr` before ` : type`, and of each float element of dense
/// elements / dense arrays / complex parts).
///
/// * finite values first try APFloat `toString(6, 0, false)` — scientific
///   with six significant digits padded to seven (`1.500000e+00`,
///   `-0.000000e+00`) — kept if it parses back to the identical value;
/// * otherwise the default `toString()` (natural precision
///   `2 + precision*59/196` digits, at most 3 padding zeros, e.g.
///   `3.40282347E+38`, `0.100000001`, `16777217`), kept if it contains a `.`;
/// * otherwise — and always for Inf and NaN — the bit pattern as an
///   upper-case hex literal without leading zeros (`0x7FC00000`,
///   `0xFF800000`, `0x4B800000` for 16777216.0 : f32).
pub fn format_float(kind: FloatKind, bits: u128) -> String {
    let bits = bits & kind.bit_mask();
    let v = decode(kind, bits);
    let (neg, mant, exp) = match v {
        Val::Zero(neg) => {
            // Zero always round-trips in the 6-digit form.
            return if neg {
                "-0.000000e+00".to_string()
            } else {
                "0.000000e+00".to_string()
            };
        }
        Val::Finite { neg, mant, exp } => (neg, mant, exp),
        // The hex form is LLVM's re-encoding of the decoded value, which
        // differs from the input only for f80 NaNs (unnormals, pseudo-NaNs
        // and pseudo-infinities get an all-ones exponent).
        Val::NaN(_) if kind == FloatKind::F80 => {
            return format!("0x{:X}", bits | (0x7FFFu128 << 64))
        }
        Val::Inf(_) | Val::NaN(_) => return format!("0x{bits:X}"),
    };
    let p = kind.precision();
    let short = apfloat_to_string(neg, mant, exp, p, 6, 0, false);
    if reparse(kind, &short).map(Val::canonical) == Some(v.canonical()) {
        return short;
    }
    let long = apfloat_to_string(neg, mant, exp, p, 0, 3, true);
    if long.contains('.') {
        return long;
    }
    format!("0x{bits:X}")
}

/// Error text of MLIR's parser for a hex literal with a minus sign.
pub const ERR_HEX_NEGATIVE: &str = "hexadecimal float literal should not have a leading minus";
/// Error text of MLIR's parser for a hex literal wider than the type.
pub const ERR_HEX_RANGE: &str = "hexadecimal float constant out of range for type";
/// Error text of MLIR's parser for a decimal integer given for a float.
pub const ERR_DECIMAL_INTEGER: &str =
    "unexpected decimal integer literal for a floating point value";
/// The note MLIR attaches to [`ERR_DECIMAL_INTEGER`].
pub const NOTE_DECIMAL_INTEGER: &str = "add a trailing dot to make the literal a float";

/// Checks the shape `[0-9]+ ('.' [0-9]*)? ([eE] [+-]? [0-9]+)?`.
fn is_decimal_literal(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i > start
    };
    if !digits(&mut i) {
        return false;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        digits(&mut i);
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if !digits(&mut i) {
            return false;
        }
    }
    i == b.len()
}

/// Converts a decimal literal (the token text, without sign; `negative` if a
/// `-` preceded it) to `kind` as MLIR's parser does: the text is rounded to
/// an `f64` (overflow gives infinity, no error), negated if needed, and
/// then converted to `kind` with round-to-nearest-even (so `f80`/`f128`
/// literals carry only double precision, and e.g. `1.0e-50 : f16` is `0.0`).
///
/// Accepts float-literal spellings (`1.5`, `1.`, `2.5e-3`, `1.0E+400`) and,
/// as a convenience, plain decimal integers (`2`).  Note that MLIR itself
/// rejects decimal integers wherever a float is expected (attribute values,
/// dense elements, `array<f32: ...>`, custom `parseFloat`) with
/// [`ERR_DECIMAL_INTEGER`]; use [`parse_float_from_integer_literal`] for
/// MLIR-exact handling of integer tokens.
///
/// Conversion quirks reproduced (all from LLVM `APFloat::convert`):
/// * overflow: Inf for IEEE-like kinds, NaN for `*FN`/`*FNUZ`/`f8E8M0FNU`,
///   largest finite for `f4E2M1FN`/`f6*` (but an *infinite* double, e.g.
///   `1.0e+400`, becomes +/-0 bits in those finite-only kinds);
/// * `-0.0` and negative underflow become `+0` in FNUZ kinds;
/// * `f8E8M0FNU`: zero and tiny values become 2^-127 (bits 0x00), negative
///   values set bit 7 (LLVM ORs the sign into the exponent).
pub fn parse_float_literal(kind: FloatKind, text: &str, negative: bool) -> Result<u128, String> {
    if !is_decimal_literal(text) {
        return Err(format!("invalid floating point literal '{text}'"));
    }
    let v: f64 = text
        .parse()
        .map_err(|_| "floating point value too large".to_string())?;
    Ok(from_f64(kind, if negative { -v } else { v }))
}

/// MLIR's handling of an *integer* token where a float of `kind` is
/// expected (`Parser::parseFloatFromIntegerLiteral`): a hexadecimal literal
/// (`0x...`) is the raw bit pattern ([`from_hex_literal`]); a decimal one is
/// an error ([`ERR_DECIMAL_INTEGER`], with note [`NOTE_DECIMAL_INTEGER`]).
pub fn parse_float_from_integer_literal(
    kind: FloatKind,
    text: &str,
    negative: bool,
) -> Result<u128, String> {
    if text.len() > 1 && text.as_bytes()[1] == b'x' {
        from_hex_literal(kind, text, negative)
    } else {
        Err(ERR_DECIMAL_INTEGER.to_string())
    }
}

/// Converts a hexadecimal integer token (`0x` followed by hex digits, any
/// length, leading zeros allowed) to the bit pattern of `kind`.
/// Errors: [`ERR_HEX_NEGATIVE`] if `negative`, [`ERR_HEX_RANGE`] if the
/// value has more significant bits than the type is wide.
pub fn from_hex_literal(kind: FloatKind, text: &str, negative: bool) -> Result<u128, String> {
    if negative {
        return Err(ERR_HEX_NEGATIVE.to_string());
    }
    let digits = text
        .strip_prefix("0x")
        .or_else(|| text.strip_prefix("0X"))
        .ok_or_else(|| format!("invalid hexadecimal literal '{text}'"))?;
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(format!("invalid hexadecimal literal '{text}'"));
    }
    let digits = digits.trim_start_matches('0');
    if digits.len() > 32 {
        return Err(ERR_HEX_RANGE.to_string());
    }
    let value = if digits.is_empty() {
        0
    } else {
        u128::from_str_radix(digits, 16).unwrap()
    };
    from_hex_bits(kind, value)
}

/// Validates a raw bit pattern given as a hexadecimal literal for `kind`:
/// [`ERR_HEX_RANGE`] if it has more active bits than the type's width.
/// Any in-range pattern is accepted (NaN payloads, f80 unnormals, ...).
pub fn from_hex_bits(kind: FloatKind, value: u128) -> Result<u128, String> {
    if value & !kind.bit_mask() != 0 {
        return Err(ERR_HEX_RANGE.to_string());
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `kind<TAB>input<TAB>expected` lines.
    fn rows(data: &str) -> impl Iterator<Item = (FloatKind, &str, &str)> {
        data.lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let mut it = l.split('\t');
                let kind = FloatKind::from_keyword(it.next().unwrap()).unwrap();
                (kind, it.next().unwrap(), it.next().unwrap())
            })
    }

    fn report(fails: Vec<String>, total: usize) {
        assert!(
            fails.is_empty(),
            "{} of {} failed:\n{}",
            fails.len(),
            total,
            fails
                .iter()
                .take(30)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    /// Expectations printed by mlir-opt 22 for hex bit patterns
    /// (generated by tests/data/float/gen.py).
    #[test]
    fn print_matches_mlir_opt() {
        let data = include_str!("../tests/data/float/print.tsv");
        let mut fails = vec![];
        let mut total = 0;
        for (kind, hex, expected) in rows(data) {
            total += 1;
            let bits = from_hex_literal(kind, hex, false).unwrap();
            let got = format_float(kind, bits);
            if got != expected {
                fails.push(format!("{kind} {hex}: got {got}, mlir-opt {expected}"));
            }
        }
        report(fails, total);
    }

    /// Expectations printed by mlir-opt 22 for `dense<LITERAL> : tensor<KIND>`
    /// (dense storage keeps exactly the bit pattern this module models).
    #[test]
    fn parse_matches_mlir_opt() {
        let data = include_str!("../tests/data/float/parse.tsv");
        let mut fails = vec![];
        let mut total = 0;
        for (kind, lit, expected) in rows(data) {
            total += 1;
            let (neg, body) = match lit.strip_prefix('-') {
                Some(b) => (true, b),
                None => (false, lit),
            };
            let got = match parse_float_literal(kind, body, neg) {
                Ok(bits) => format_float(kind, bits),
                Err(e) => format!("error: {e}"),
            };
            if got != expected {
                fails.push(format!("{kind} {lit}: got {got}, mlir-opt {expected}"));
            }
        }
        report(fails, total);
    }

    #[test]
    fn keywords_round_trip() {
        assert_eq!(FloatKind::ALL.len(), 18);
        for &k in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(k.keyword()), Some(k));
        }
        assert_eq!(FloatKind::from_keyword("f8E5M2FN"), None);
        assert_eq!(FloatKind::F80.bit_width(), 80);
        assert_eq!(FloatKind::TF32.bit_width(), 19);
        assert_eq!(FloatKind::F4E2M1FN.bit_width(), 4);
    }

    #[test]
    fn hex_and_integer_literals() {
        assert_eq!(
            from_hex_literal(FloatKind::F32, "0x7FC00000", false),
            Ok(0x7FC0_0000)
        );
        assert_eq!(
            from_hex_literal(FloatKind::F32, "0x17FC00000", false),
            Err(ERR_HEX_RANGE.into())
        );
        assert_eq!(
            from_hex_literal(FloatKind::F32, "0x7FC00000", true),
            Err(ERR_HEX_NEGATIVE.into())
        );
        assert_eq!(
            from_hex_literal(
                FloatKind::F16,
                "0x0000000000000000000000000000000000000001",
                false
            ),
            Ok(1)
        );
        assert_eq!(
            from_hex_literal(
                FloatKind::F128,
                "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
                false
            ),
            Err(ERR_HEX_RANGE.into())
        );
        assert_eq!(
            from_hex_bits(FloatKind::F4E2M1FN, 0x1F),
            Err(ERR_HEX_RANGE.into())
        );
        assert_eq!(from_hex_bits(FloatKind::TF32, 0x7FFFF), Ok(0x7FFFF));
        assert_eq!(
            parse_float_from_integer_literal(FloatKind::F32, "2", false),
            Err(ERR_DECIMAL_INTEGER.into())
        );
        assert_eq!(
            parse_float_literal(FloatKind::F32, "2", false),
            Ok(0x4000_0000)
        );
        assert_eq!(
            parse_float_literal(FloatKind::F32, "2", true),
            Ok(0xC000_0000)
        );
        assert!(parse_float_literal(FloatKind::F32, "inf", false).is_err());
        assert!(parse_float_literal(FloatKind::F32, "1e", false).is_err());
    }

    #[test]
    fn helpers() {
        assert!(is_nan(FloatKind::F32, 0x7FC0_0000));
        assert!(is_inf(FloatKind::F32, 0xFF80_0000));
        assert!(is_negative(FloatKind::F32, 0xFF80_0000));
        assert!(is_nan(FloatKind::F8E5M2FNUZ, 0x80));
        assert!(!is_nan(FloatKind::F8E4M3FN, 0x7E));
        assert!(is_nan(FloatKind::F8E4M3FN, 0xFF));
        assert!(is_zero(FloatKind::F16, 0x8000));
        assert!(!is_zero(FloatKind::F8E8M0FNU, 0));
        assert_eq!(float_to_f64(FloatKind::F8E8M0FNU, 0x7F), 1.0);
        assert_eq!(float_to_f64(FloatKind::F4E2M1FN, 0x7), 6.0);
        assert_eq!(
            float_to_f64(FloatKind::F80, 0x3FFF_8000_0000_0000_0000),
            1.0
        );
        assert_eq!(float_to_f64(FloatKind::F16, 0x3C00), 1.0);
        assert_eq!(
            float_to_f64(FloatKind::F128, 0x3FFF_0000_0000_0000_0000_0000_0000_0000),
            1.0
        );
        assert!(float_to_f64(FloatKind::F32, 0x7FC0_0000).is_nan());
        assert_eq!(FloatKind::F8E4M3FN.largest_bits(false), 0x7E);
        assert_eq!(FloatKind::F8E5M2FNUZ.largest_bits(true), 0xFF);
        assert_eq!(FloatKind::F32.nan_bits(), Some(0x7FC0_0000));
        assert_eq!(FloatKind::F6E3M2FN.nan_bits(), None);
        assert_eq!(
            FloatKind::F80.inf_bits(true),
            Some(0xFFFF_8000_0000_0000_0000)
        );
        for &k in FloatKind::ALL {
            // Every bit pattern of the small kinds survives f64 and back
            // (NaN payloads and f8E8M0FNU aside).
            if k.bit_width() <= 16 {
                for b in 0..=k.bit_mask() {
                    if is_nan(k, b) {
                        continue;
                    }
                    assert_eq!(from_f64(k, float_to_f64(k, b)), b, "{k} {b:#x}");
                }
            }
        }
    }
}
