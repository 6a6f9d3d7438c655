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
        ApInt {
            width,
            limbs: SmallVec::from_elem(0, limbs_for(width)),
        }
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
}
