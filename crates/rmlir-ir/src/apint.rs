//! Fixed-width arbitrary-precision integers, the value of MLIR integer
//! attributes (`IntegerType` widths go up to 2^24 - 1 bits).

use smallvec::SmallVec;

/// A `width`-bit two's complement integer. Limbs are little-endian and bits
/// above `width` are always zero, so derived equality and hashing are exact.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    limbs: SmallVec<[u64; 1]>,
}

fn limbs_for(width: u32) -> usize {
    width.div_ceil(64) as usize
}

impl ApInt {
    /// Zero, `width` bits wide.
    pub fn zero(width: u32) -> Self {
        let n = limbs_for(width);
        // Most values fit the one inline word.
        let limbs = if n <= 1 {
            SmallVec::from_buf_and_len([0], n)
        } else {
            SmallVec::from_elem(0, n)
        };
        ApInt { width, limbs }
    }

    /// `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> Self {
        let mut r = Self::zero(width);
        if let Some(l) = r.limbs.first_mut() {
            *l = v;
        }
        r.clear_unused();
        r
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> Self {
        let mut r = Self::zero(width);
        let fill = if v < 0 { u64::MAX } else { 0 };
        for (i, l) in r.limbs.iter_mut().enumerate() {
            *l = if i == 0 { v as u64 } else { fill };
        }
        r.clear_unused();
        r
    }

    /// From little-endian limbs, truncated to `width`.
    pub fn from_limbs(width: u32, limbs: &[u64]) -> Self {
        let mut r = Self::zero(width);
        for (d, s) in r.limbs.iter_mut().zip(limbs) {
            *d = *s;
        }
        r.clear_unused();
        r
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        if rem != 0 {
            if let Some(last) = self.limbs.last_mut() {
                *last &= (1u64 << rem) - 1;
            }
        }
    }

    /// Width in bits (LLVM's `APInt::getBitWidth`).
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian 64-bit limbs; bits above the width are zero.
    pub fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    /// Bit `i`, least significant first; `false` at or above the width.
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.limbs[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// The most significant bit (the sign when read as signed); `false` for
    /// width 0.
    pub fn sign_bit(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// Number of bits needed to hold the value as unsigned.
    pub fn active_bits(&self) -> u32 {
        for (i, &l) in self.limbs.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 64 + 64 - l.leading_zeros();
            }
        }
        0
    }

    /// Two's complement negation in place.
    pub fn negate(&mut self) {
        let mut carry = 1u64;
        for l in self.limbs.iter_mut() {
            let (v, c) = (!*l).overflowing_add(carry);
            *l = v;
            carry = c as u64;
        }
        self.clear_unused();
    }

    /// Zero-extends or truncates to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> Self {
        Self::from_limbs(width, &self.limbs)
    }

    /// Sign-extends or truncates to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> Self {
        if width <= self.width || !self.sign_bit() {
            return self.zext_or_trunc(width);
        }
        let mut r = Self::zero(width);
        for (i, l) in r.limbs.iter_mut().enumerate() {
            *l = self.limbs.get(i).copied().unwrap_or(u64::MAX);
        }
        // Fill the bits between the old width and the end of its last limb.
        let rem = self.width % 64;
        if rem != 0 {
            let idx = (self.width / 64) as usize;
            r.limbs[idx] |= !((1u64 << rem) - 1);
        }
        r.clear_unused();
        r
    }

    /// Value as i64 if it fits when read as signed.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width == 0 {
            return Some(0);
        }
        // One limb: sign-extend it from the width (most values).
        if self.width <= 64 {
            let shift = 64 - self.width;
            return Some(((self.limbs[0] << shift) as i64) >> shift);
        }
        let s = self.sext_or_trunc(self.width.max(64));
        if s.limbs[1..]
            .iter()
            .all(|&l| l == if (s.limbs[0] as i64) < 0 { u64::MAX } else { 0 })
        {
            // Only the part within the extended width counts; the top limb is masked.
            let v = s.sext_or_trunc(64).limbs[0] as i64;
            if ApInt::from_i64(self.width, v) == *self {
                return Some(v);
            }
        }
        None
    }

    /// The value read as unsigned, if it fits in 64 bits.
    pub fn to_u64(&self) -> Option<u64> {
        if self.active_bits() <= 64 {
            Some(self.limbs.first().copied().unwrap_or(0))
        } else {
            None
        }
    }

    /// Parses a non-negative decimal or `0x` hex literal into an integer just
    /// wide enough to hold it. `None` on a malformed literal.
    pub fn parse_unsigned_literal(text: &[u8]) -> Option<ApInt> {
        let (digits, radix) = match text {
            [b'0', b'x' | b'X', rest @ ..] => (rest, 16u64),
            _ => (text, 10u64),
        };
        if digits.is_empty() {
            return None;
        }
        // Almost every literal fits a word: read it there without a vector.
        if digits.len() <= 15 || (radix == 16 && digits.len() <= 16) {
            let mut v = 0u64;
            for &c in digits {
                v = v * radix + (c as char).to_digit(radix as u32)? as u64;
            }
            let width = (u64::BITS - v.leading_zeros()).max(1);
            return Some(ApInt::from_limbs(width, &[v]));
        }
        let mut limbs: Vec<u64> = vec![0];
        for &c in digits {
            let d = (c as char).to_digit(radix as u32)? as u64;
            let mut carry = d as u128;
            for l in limbs.iter_mut() {
                let v = (*l as u128) * radix as u128 + carry;
                *l = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                limbs.push(carry as u64);
            }
        }
        let width = (limbs.len() as u32 * 64).max(1);
        let mut r = ApInt::from_limbs(width, &limbs);
        let active = r.active_bits().max(1);
        r = r.zext_or_trunc(active);
        Some(r)
    }

    /// Decimal text, reading the bits as signed or unsigned.
    pub fn to_string_radix10(&self, signed: bool) -> String {
        if signed && self.sign_bit() {
            let mut m = self.clone();
            m.negate();
            // Negating the minimum value gives itself; reading it unsigned is right.
            let mut s = String::from("-");
            s.push_str(&unsigned_decimal(&m.limbs));
            s
        } else {
            unsigned_decimal(&self.limbs)
        }
    }
}

/// Arithmetic with LLVM's `APInt` semantics: every operation wraps at the
/// width of its operands (both operands of a binary operation have the
/// same width), shifts by at least the width give zero (or the sign bits),
/// and the `_ov` variants report overflow as LLVM's do.
impl ApInt {
    /// All bits set (`APInt::getAllOnes`).
    pub fn all_ones(width: u32) -> Self {
        let mut r = ApInt {
            width,
            limbs: SmallVec::from_elem(u64::MAX, limbs_for(width)),
        };
        r.clear_unused();
        r
    }

    /// The largest signed value (`APInt::getSignedMaxValue`).
    pub fn signed_max(width: u32) -> Self {
        let mut r = Self::all_ones(width);
        if width > 0 {
            r.set_bit(width - 1, false);
        }
        r
    }

    /// The smallest signed value (`APInt::getSignedMinValue`).
    pub fn signed_min(width: u32) -> Self {
        let mut r = Self::zero(width);
        if width > 0 {
            r.set_bit(width - 1, true);
        }
        r
    }

    /// One, `width` bits wide.
    pub fn one(width: u32) -> Self {
        Self::from_u64(width, 1)
    }

    /// Sets bit `i` (below the width) to `v`.
    pub fn set_bit(&mut self, i: u32, v: bool) {
        debug_assert!(i < self.width);
        let (l, b) = ((i / 64) as usize, i % 64);
        if v {
            self.limbs[l] |= 1 << b;
        } else {
            self.limbs[l] &= !(1 << b);
        }
    }

    /// Whether every bit is set (`isAllOnes`; true for width 0).
    pub fn is_all_ones(&self) -> bool {
        *self == Self::all_ones(self.width)
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        self.width > 0 && self.limbs[0] == 1 && self.limbs[1..].iter().all(|&l| l == 0)
    }

    /// Whether the sign bit is set (`isNegative`).
    pub fn is_negative(&self) -> bool {
        self.sign_bit()
    }

    /// Whether the value is positive when read as signed (`isStrictlyPositive`).
    pub fn is_strictly_positive(&self) -> bool {
        !self.is_negative() && !self.is_zero()
    }

    /// `isMaxSignedValue`.
    pub fn is_max_signed(&self) -> bool {
        *self == Self::signed_max(self.width)
    }

    /// `isMinSignedValue`.
    pub fn is_min_signed(&self) -> bool {
        *self == Self::signed_min(self.width)
    }

    /// The value read as unsigned, clamped to `limit` (`getLimitedValue`).
    pub fn limited_value(&self, limit: u64) -> u64 {
        match self.to_u64() {
            Some(v) if v <= limit => v,
            _ => limit,
        }
    }

    /// Zero-extends to `width` (at least the current width).
    pub fn zext(&self, width: u32) -> Self {
        debug_assert!(width >= self.width);
        self.zext_or_trunc(width)
    }

    /// Sign-extends to `width` (at least the current width).
    pub fn sext(&self, width: u32) -> Self {
        debug_assert!(width >= self.width);
        self.sext_or_trunc(width)
    }

    /// Truncates to `width` (at most the current width).
    pub fn trunc(&self, width: u32) -> Self {
        debug_assert!(width <= self.width);
        self.zext_or_trunc(width)
    }

    fn binary_limbs(&self, rhs: &Self, f: impl Fn(u64, u64) -> u64) -> Self {
        debug_assert_eq!(self.width, rhs.width);
        let mut r = self.clone();
        for (a, b) in r.limbs.iter_mut().zip(&rhs.limbs) {
            *a = f(*a, *b);
        }
        r.clear_unused();
        r
    }

    /// Bitwise and.
    pub fn and(&self, rhs: &Self) -> Self {
        self.binary_limbs(rhs, |a, b| a & b)
    }

    /// Bitwise or.
    pub fn or(&self, rhs: &Self) -> Self {
        self.binary_limbs(rhs, |a, b| a | b)
    }

    /// Bitwise exclusive or.
    pub fn xor(&self, rhs: &Self) -> Self {
        self.binary_limbs(rhs, |a, b| a ^ b)
    }

    /// Bitwise complement.
    pub fn not(&self) -> Self {
        let mut r = self.clone();
        for l in r.limbs.iter_mut() {
            *l = !*l;
        }
        r.clear_unused();
        r
    }

    /// Wrapping addition.
    pub fn add(&self, rhs: &Self) -> Self {
        debug_assert_eq!(self.width, rhs.width);
        let mut r = self.clone();
        let mut carry = false;
        for (a, b) in r.limbs.iter_mut().zip(&rhs.limbs) {
            let (s1, c1) = a.overflowing_add(*b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *a = s2;
            carry = c1 || c2;
        }
        r.clear_unused();
        r
    }

    /// Wrapping subtraction.
    pub fn sub(&self, rhs: &Self) -> Self {
        let mut n = rhs.clone();
        n.negate();
        self.add(&n)
    }

    /// The two's complement negation.
    pub fn neg(&self) -> Self {
        let mut r = self.clone();
        r.negate();
        r
    }

    /// Wrapping multiplication.
    pub fn mul(&self, rhs: &Self) -> Self {
        debug_assert_eq!(self.width, rhs.width);
        if self.width <= 64 {
            return Self::from_u64(self.width, self.limbs[0].wrapping_mul(rhs.limbs[0]));
        }
        let n = self.limbs.len();
        let mut out = vec![0u64; n];
        for i in 0..n {
            let mut carry: u128 = 0;
            let a = self.limbs[i] as u128;
            if a == 0 {
                continue;
            }
            for j in 0..n - i {
                let cur = out[i + j] as u128 + a * rhs.limbs[j] as u128 + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        Self::from_limbs(self.width, &out)
    }

    /// Unsigned quotient and remainder; `rhs` must not be zero.
    pub fn udivrem(&self, rhs: &Self) -> (Self, Self) {
        debug_assert_eq!(self.width, rhs.width);
        assert!(!rhs.is_zero(), "division by zero");
        if self.width <= 64 {
            let (a, b) = (self.limbs[0], rhs.limbs[0]);
            return (
                Self::from_u64(self.width, a / b),
                Self::from_u64(self.width, a % b),
            );
        }
        if self.ult(rhs) {
            return (Self::zero(self.width), self.clone());
        }
        // Binary long division, from the dividend's top bit.
        let mut q = Self::zero(self.width);
        let mut r = Self::zero(self.width);
        for i in (0..self.active_bits()).rev() {
            // r = r << 1 | bit i; r < rhs, so r << 1 fits unless the top bit is set.
            let top = r.sign_bit();
            r = r.shl(1);
            if self.bit(i) {
                r.set_bit(0, true);
            }
            if top || r.uge(rhs) {
                r = r.sub(rhs);
                q.set_bit(i, true);
            }
        }
        (q, r)
    }

    /// Unsigned division (`udiv`); `rhs` must not be zero.
    pub fn udiv(&self, rhs: &Self) -> Self {
        self.udivrem(rhs).0
    }

    /// Unsigned remainder (`urem`); `rhs` must not be zero.
    pub fn urem(&self, rhs: &Self) -> Self {
        self.udivrem(rhs).1
    }

    /// Signed division rounding toward zero (`sdiv`; the minimum over -1
    /// wraps to the minimum); `rhs` must not be zero.
    pub fn sdiv(&self, rhs: &Self) -> Self {
        let (a, b) = (self.abs(), rhs.abs());
        let q = a.udiv(&b);
        if self.is_negative() != rhs.is_negative() {
            q.neg()
        } else {
            q
        }
    }

    /// Signed remainder, with the sign of the dividend (`srem`); `rhs` must
    /// not be zero.
    pub fn srem(&self, rhs: &Self) -> Self {
        let r = self.abs().urem(&rhs.abs());
        if self.is_negative() {
            r.neg()
        } else {
            r
        }
    }

    /// The magnitude as unsigned bits (the minimum value stays itself,
    /// which read as unsigned is its magnitude).
    pub fn abs(&self) -> Self {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Shift left by `n` bits; zero when `n` is at least the width.
    pub fn shl(&self, n: u32) -> Self {
        if n >= self.width {
            return Self::zero(self.width);
        }
        let (ls, bs) = ((n / 64) as usize, n % 64);
        let len = self.limbs.len();
        let mut out = vec![0u64; len];
        for i in (ls..len).rev() {
            let lo = self.limbs[i - ls];
            let v = if bs == 0 {
                lo
            } else {
                let below = if i > ls { self.limbs[i - ls - 1] } else { 0 };
                (lo << bs) | (below >> (64 - bs))
            };
            out[i] = v;
        }
        Self::from_limbs(self.width, &out)
    }

    /// Logical shift right by `n` bits; zero when `n` is at least the width.
    pub fn lshr(&self, n: u32) -> Self {
        if n >= self.width {
            return Self::zero(self.width);
        }
        let (ls, bs) = ((n / 64) as usize, n % 64);
        let len = self.limbs.len();
        let mut out = vec![0u64; len];
        for (i, o) in out.iter_mut().enumerate().take(len - ls) {
            let hi = self.limbs[i + ls];
            *o = if bs == 0 {
                hi
            } else {
                let above = self.limbs.get(i + ls + 1).copied().unwrap_or(0);
                (hi >> bs) | (above << (64 - bs))
            };
        }
        Self::from_limbs(self.width, &out)
    }

    /// Arithmetic shift right by `n` bits; all sign bits when `n` is at
    /// least the width.
    pub fn ashr(&self, n: u32) -> Self {
        if !self.is_negative() {
            return self.lshr(n);
        }
        if n >= self.width {
            return Self::all_ones(self.width);
        }
        // Fill the vacated top bits with ones.
        let fill = Self::all_ones(self.width).shl(self.width - n);
        self.lshr(n).or(&fill)
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, rhs: &Self) -> std::cmp::Ordering {
        debug_assert_eq!(self.width, rhs.width);
        self.limbs.iter().rev().cmp(rhs.limbs.iter().rev())
    }

    /// Signed comparison.
    pub fn scmp(&self, rhs: &Self) -> std::cmp::Ordering {
        match (self.is_negative(), rhs.is_negative()) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => self.ucmp(rhs),
        }
    }

    /// `ult`.
    pub fn ult(&self, rhs: &Self) -> bool {
        self.ucmp(rhs).is_lt()
    }
    /// `ule`.
    pub fn ule(&self, rhs: &Self) -> bool {
        self.ucmp(rhs).is_le()
    }
    /// `ugt`.
    pub fn ugt(&self, rhs: &Self) -> bool {
        self.ucmp(rhs).is_gt()
    }
    /// `uge`.
    pub fn uge(&self, rhs: &Self) -> bool {
        self.ucmp(rhs).is_ge()
    }
    /// `slt`.
    pub fn slt(&self, rhs: &Self) -> bool {
        self.scmp(rhs).is_lt()
    }
    /// `sle`.
    pub fn sle(&self, rhs: &Self) -> bool {
        self.scmp(rhs).is_le()
    }
    /// `sgt`.
    pub fn sgt(&self, rhs: &Self) -> bool {
        self.scmp(rhs).is_gt()
    }
    /// `sge`.
    pub fn sge(&self, rhs: &Self) -> bool {
        self.scmp(rhs).is_ge()
    }

    /// `APIntOps::smax`.
    pub fn smax(&self, rhs: &Self) -> Self {
        if self.sgt(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }
    /// `APIntOps::smin`.
    pub fn smin(&self, rhs: &Self) -> Self {
        if self.slt(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }
    /// `APIntOps::umax`.
    pub fn umax(&self, rhs: &Self) -> Self {
        if self.ugt(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }
    /// `APIntOps::umin`.
    pub fn umin(&self, rhs: &Self) -> Self {
        if self.ult(rhs) {
            self.clone()
        } else {
            rhs.clone()
        }
    }

    /// Addition and whether it overflowed as signed (`sadd_ov`).
    pub fn sadd_ov(&self, rhs: &Self) -> (Self, bool) {
        let r = self.add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Subtraction and whether it overflowed as signed (`ssub_ov`).
    pub fn ssub_ov(&self, rhs: &Self) -> (Self, bool) {
        let r = self.sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Addition and whether it overflowed as unsigned (`uadd_ov`).
    pub fn uadd_ov(&self, rhs: &Self) -> (Self, bool) {
        let r = self.add(rhs);
        let ov = r.ult(rhs);
        (r, ov)
    }

    /// Signed division and whether it overflowed (the minimum over -1)
    /// (`sdiv_ov`); `rhs` must not be zero.
    pub fn sdiv_ov(&self, rhs: &Self) -> (Self, bool) {
        let ov = self.is_min_signed() && rhs.is_all_ones();
        (self.sdiv(rhs), ov)
    }

    /// Signed division rounding toward negative infinity and whether it
    /// overflowed (`sfloordiv_ov`); `rhs` must not be zero.
    pub fn sfloordiv_ov(&self, rhs: &Self) -> (Self, bool) {
        let (q, ov) = self.sdiv_ov(rhs);
        if q.mul(rhs) != *self && self.is_negative() != rhs.is_negative() {
            (q.sub(&Self::one(self.width)), ov)
        } else {
            (q, ov)
        }
    }

    /// The high half of the signed product (`APIntOps::mulhs`).
    pub fn mulhs(&self, rhs: &Self) -> Self {
        let w = self.width;
        self.sext(2 * w).mul(&rhs.sext(2 * w)).lshr(w).trunc(w)
    }

    /// The high half of the unsigned product (`APIntOps::mulhu`).
    pub fn mulhu(&self, rhs: &Self) -> Self {
        let w = self.width;
        self.zext(2 * w).mul(&rhs.zext(2 * w)).lshr(w).trunc(w)
    }
}

fn unsigned_decimal(limbs: &[u64]) -> String {
    let mut n: Vec<u64> = limbs.to_vec();
    while n.last() == Some(&0) {
        n.pop();
    }
    if n.is_empty() {
        return "0".into();
    }
    if n.len() == 1 {
        return n[0].to_string();
    }
    const CHUNK: u64 = 10_000_000_000_000_000_000;
    let mut parts = Vec::new();
    while !n.is_empty() {
        let mut rem: u128 = 0;
        for l in n.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / CHUNK as u128) as u64;
            rem = cur % CHUNK as u128;
        }
        parts.push(rem as u64);
        while n.last() == Some(&0) {
            n.pop();
        }
    }
    let mut s = parts.pop().unwrap().to_string();
    for p in parts.iter().rev() {
        s.push_str(&format!("{p:019}"));
    }
    s
}

impl std::fmt::Display for ApInt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_string_radix10(true))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_roundtrip_wide() {
        let v = ApInt::parse_unsigned_literal(b"340282366920938463463374607431768211455").unwrap();
        assert_eq!(v.active_bits(), 128);
        assert_eq!(
            v.to_string_radix10(false),
            "340282366920938463463374607431768211455"
        );
        assert_eq!(v.to_string_radix10(true), "-1");
        let h = ApInt::parse_unsigned_literal(b"0xFFFFFFFFFFFFFFFFFF").unwrap();
        assert_eq!(h.active_bits(), 72);
    }

    #[test]
    fn signed_values() {
        assert_eq!(ApInt::from_i64(8, -1).to_string_radix10(true), "-1");
        assert_eq!(ApInt::from_i64(8, -1).to_string_radix10(false), "255");
        assert_eq!(ApInt::from_i64(128, -5).to_string_radix10(true), "-5");
        assert_eq!(ApInt::from_i64(128, -5).to_i64(), Some(-5));
        assert_eq!(ApInt::from_i64(7, -64).to_i64(), Some(-64));
        assert_eq!(
            ApInt::from_i64(8, -128)
                .sext_or_trunc(100)
                .to_string_radix10(true),
            "-128"
        );
        assert_eq!(ApInt::from_u64(1, 1).to_string_radix10(false), "1");
        assert_eq!(ApInt::zero(0).to_string_radix10(true), "0");
    }

    #[test]
    fn to_i64_sign_extends_every_width() {
        for width in (1..=64u32).chain([128]) {
            for v in [0i64, 1, -1, 5, -5, i64::MAX, i64::MIN, 0x1234_5678_9abc] {
                let a = ApInt::from_i64(width, v);
                // What fits the width reads back; wider values were cut.
                let expect = if width >= 64 {
                    Some(v)
                } else {
                    let shift = 64 - width;
                    Some((v << shift) >> shift)
                };
                assert_eq!(a.to_i64(), expect, "{v} at width {width}");
                assert_eq!(
                    a.to_string_radix10(true),
                    expect.unwrap().to_string(),
                    "{v} at {width}"
                );
            }
        }
        let big = ApInt::from_limbs(128, &[0, 1]);
        assert_eq!(big.to_i64(), None);
    }

    /// Every operation agrees with `u128`/`i128` arithmetic wrapped to the
    /// width, for widths that need one or two limbs.
    #[test]
    fn arithmetic_matches_native_wrapping() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for width in [1u32, 7, 8, 31, 64, 65, 100, 127, 128] {
            let mask = if width == 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let sext = |v: u128| -> i128 { ((v << (128 - width)) as i128) >> (128 - width) };
            let mk = |v: u128| ApInt::from_limbs(width, &[v as u64, (v >> 64) as u64]);
            let get = |a: &ApInt| -> u128 {
                let l = a.limbs();
                l[0] as u128 | (l.get(1).copied().unwrap_or(0) as u128) << 64
            };
            for i in 0..200 {
                let mut a = (next() as u128 | (next() as u128) << 64) & mask;
                let mut b = (next() as u128 | (next() as u128) << 64) & mask;
                if i % 5 == 0 {
                    b >>= (next() % width as u64) as u32;
                }
                if i % 7 == 0 {
                    a = mask;
                }
                let (x, y) = (mk(a), mk(b));
                assert_eq!(get(&x.add(&y)), a.wrapping_add(b) & mask);
                assert_eq!(get(&x.sub(&y)), a.wrapping_sub(b) & mask);
                assert_eq!(get(&x.mul(&y)), a.wrapping_mul(b) & mask);
                assert_eq!(x.ult(&y), a < b);
                assert_eq!(x.slt(&y), sext(a) < sext(b));
                if let (Some(q), Some(r)) = (a.checked_div(b), a.checked_rem(b)) {
                    assert_eq!(get(&x.udiv(&y)), q);
                    assert_eq!(get(&x.urem(&y)), r);
                    let (sa, sb) = (sext(a), sext(b));
                    assert_eq!(get(&x.sdiv(&y)), (sa.wrapping_div(sb) as u128) & mask);
                    assert_eq!(get(&x.srem(&y)), (sa.wrapping_rem(sb) as u128) & mask);
                }
                let n = (next() % (width as u64 + 2)) as u32;
                let shl = if n >= width { 0 } else { (a << n) & mask };
                assert_eq!(get(&x.shl(n)), shl);
                let lshr = if n >= width { 0 } else { a >> n };
                assert_eq!(get(&x.lshr(n)), lshr);
                let ashr = if n >= width {
                    (sext(a) >> (width - 1)) as u128 & mask
                } else {
                    ((sext(a) >> n) as u128) & mask
                };
                assert_eq!(get(&x.ashr(n)), ashr);
                if width <= 64 {
                    let p = a.wrapping_mul(b);
                    assert_eq!(get(&x.mulhu(&y)), (p >> width) & mask);
                    let ps = sext(a).wrapping_mul(sext(b));
                    assert_eq!(get(&x.mulhs(&y)), ((ps >> width) as u128) & mask);
                }
            }
        }
    }

    #[test]
    fn overflow_reporting() {
        let min = ApInt::signed_min(8);
        let m1 = ApInt::all_ones(8);
        assert!(min.sdiv_ov(&m1).1);
        assert_eq!(min.sdiv_ov(&m1).0, min);
        assert!(ApInt::signed_max(8).sadd_ov(&ApInt::one(8)).1);
        assert!(min.ssub_ov(&ApInt::one(8)).1);
        assert!(m1.uadd_ov(&ApInt::one(8)).1);
        let (q, ov) = ApInt::from_i64(8, -7).sfloordiv_ov(&ApInt::from_i64(8, 2));
        assert_eq!((q, ov), (ApInt::from_i64(8, -4), false));
    }
}
