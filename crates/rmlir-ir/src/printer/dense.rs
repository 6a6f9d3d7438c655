//! `dense<...>`, `array<...>` and element-list printing.

use super::util::*;
use super::write::Writer;
use crate::apint::ApInt;
use crate::attributes::{dense_storage_bytes, AttrKind, Attribute};
use crate::float::{format_float, FloatKind};
use crate::types::{Signedness, Type, TypeKind};

/// How one scalar element is decoded and spelled.
#[derive(Copy, Clone)]
enum Scalar {
    /// `width`-bit integer; `bool` spells i1 as true/false.
    Int {
        width: u32,
        signed: bool,
        bool_: bool,
    },
    Float(FloatKind),
}

fn scalar_of(kind: &TypeKind) -> Option<Scalar> {
    match kind {
        TypeKind::Integer { width, signedness } => Some(Scalar::Int {
            width: *width,
            signed: *signedness != Signedness::Unsigned,
            bool_: *width == 1,
        }),
        TypeKind::Index => Some(Scalar::Int {
            width: 64,
            signed: true,
            bool_: false,
        }),
        TypeKind::Float(k) => Some(Scalar::Float(*k)),
        _ => None,
    }
}

fn read_le_u128(b: &[u8]) -> u128 {
    let mut v = 0u128;
    for (i, &x) in b.iter().take(16).enumerate() {
        v |= (x as u128) << (8 * i);
    }
    v
}

fn push_scalar(out: &mut OutBuf, s: Scalar, bytes: &[u8]) {
    match s {
        Scalar::Int {
            width,
            signed,
            bool_,
        } => {
            if bool_ {
                out.push_str(if bytes.iter().any(|&b| b != 0) {
                    "true"
                } else {
                    "false"
                });
            } else if width <= 64 {
                let mut full = 0u64;
                for (i, &x) in bytes.iter().take(8).enumerate() {
                    full |= (x as u64) << (8 * i);
                }
                // Upstream reads the stored bytes into an `APInt` as they
                // are (`readBits`), bits past the width included, which
                // hex and bytecode data may set. `APInt::toString` then
                // prints an unsigned value with those bits, and a signed
                // one whose value is zero as nothing at all.
                if full == 0 {
                    out.push('0');
                    return;
                }
                if !signed {
                    push_u64(out, full);
                    return;
                }
                let shift = 64 - width;
                let v = ((full << shift) as i64) >> shift;
                if v != 0 {
                    push_i64(out, v);
                }
            } else {
                let limbs: Vec<u64> = bytes
                    .chunks(8)
                    .map(|c| {
                        let mut l = 0u64;
                        for (i, &x) in c.iter().enumerate() {
                            l |= (x as u64) << (8 * i);
                        }
                        l
                    })
                    .collect();
                let v = ApInt::from_limbs(width, &limbs);
                if signed && v.sign_bit() {
                    // Negation clears the bits past the width.
                    push_apint(out, &v, true);
                } else {
                    // Bits past the width are printed as well.
                    let all = ApInt::from_limbs(8 * bytes.len() as u32, &limbs);
                    push_apint(out, &all, false);
                }
            }
        }
        Scalar::Float(k) => {
            let bits = read_le_u128(bytes) & k.bit_mask();
            out.push_str(&format_float(k, bits));
        }
    }
}

/// Prints elements `0..n` nested in brackets by `shape` (upstream's
/// mixed-radix counter), or element 0 alone for splats.
fn print_nested(
    out: &mut OutBuf,
    splat: bool,
    shape: &[i64],
    mut elt: impl FnMut(&mut OutBuf, usize),
) {
    if splat {
        elt(out, 0);
        return;
    }
    let num: i64 = shape.iter().product();
    if num <= 0 {
        return;
    }
    let rank = shape.len();
    if rank == 0 {
        elt(out, 0);
        return;
    }
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    for idx in 0..num as usize {
        if idx != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        elt(out, idx);
        // Bump the counter, closing brackets of rolled-over digits.
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

impl Writer<'_> {
    pub(crate) fn num_elements(&self, ty: Type) -> i64 {
        self.ctx
            .type_kind(ty)
            .shape()
            .map(|s| s.iter().product())
            .unwrap_or(1)
    }

    pub(crate) fn should_elide(&self, ty: Type, splat: bool) -> bool {
        match self.opts.elide_elements_if_larger {
            Some(limit) => !splat && (limit as i64) < self.num_elements(ty),
            None => false,
        }
    }

    pub(crate) fn should_elide_attr(&self, a: Attribute) -> bool {
        match self.ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, splat, .. } => {
                self.should_elide(*ty, *splat && !self.zero_width_elements(*ty))
            }
            AttrKind::DenseStrings { ty, splat, .. } => self.should_elide(*ty, *splat),
            _ => false,
        }
    }

    /// Elements of zero bits (`i0`, `complex<i0>`): upstream stores no data
    /// for them, so it never sees a splat and prints every element (or, in
    /// hex, nothing at all).
    fn zero_width_elements(&self, ty: Type) -> bool {
        let ctx = self.ctx;
        let Some(mut elem) = ctx.type_kind(ty).element_type() else {
            return false;
        };
        if let TypeKind::Complex(inner) = ctx.type_kind(elem) {
            elem = *inner;
        }
        matches!(ctx.type_kind(elem), TypeKind::Integer { width: 0, .. })
    }

    fn hex_allowed_for(&self, num: i64) -> bool {
        match self.opts.hex_elements_if_larger {
            Some(-1) => false,
            Some(l) => num > l,
            None => num > 100,
        }
    }

    /// The body of `dense<...>` for ints, floats, index and complex values.
    pub(crate) fn print_dense_int_or_fp(
        &mut self,
        ty: Type,
        splat: bool,
        raw: &[u8],
        allow_hex: bool,
    ) {
        let ctx = self.ctx;
        let tk = ctx.type_kind(ty);
        let Some(elem) = tk.element_type() else {
            return;
        };
        let shape: &[i64] = tk.shape().unwrap_or(&[]);
        let num = self.num_elements(ty);
        // A stored splat holds one element, read for every index.
        let stored_splat = splat;
        let zero_width = self.zero_width_elements(ty);
        let splat = splat && !zero_width;
        let at = |i: usize| if stored_splat { 0 } else { i };
        if !splat && allow_hex && self.hex_allowed_for(num) {
            if zero_width {
                self.out.push_str("\"0x\"");
                return;
            }
            self.out.push_str("\"0x");
            if matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. }) {
                // i1 data is bit-packed upstream.
                let mut packed = vec![0u8; raw.len().div_ceil(8)];
                for (i, &b) in raw.iter().enumerate() {
                    if b != 0 {
                        packed[i / 8] |= 1 << (i % 8);
                    }
                }
                push_hex(self.out, &packed);
            } else {
                push_hex(self.out, raw);
            }
            self.out.push('"');
            return;
        }
        let Some(size) = dense_storage_bytes(ctx, elem) else {
            return;
        };
        match ctx.type_kind(elem) {
            TypeKind::Complex(inner) => {
                let Some(s) = scalar_of(ctx.type_kind(*inner)) else {
                    return;
                };
                let half = size / 2;
                if let Scalar::Int { bool_: true, .. } = s {
                    // Upstream stores a byte per `complex<i1>` part but
                    // reads the parts as packed bits
                    // (`ComplexIntElementIterator`, `readBits` at bit
                    // 2i and 2i+1): its output is reproduced.
                    let bit = |k: usize| raw.get(k / 8).is_some_and(|b| (b >> (k % 8)) & 1 != 0);
                    let name = |v: bool| if v { "true" } else { "false" };
                    print_nested(self.out, splat, shape, |out, i| {
                        let i = at(i);
                        out.push('(');
                        out.push_str(name(bit(2 * i)));
                        out.push(',');
                        out.push_str(name(bit(2 * i + 1)));
                        out.push(')');
                    });
                    return;
                }
                print_nested(self.out, splat, shape, |out, i| {
                    let i = at(i);
                    let b = &raw[i * size..(i + 1) * size];
                    out.push('(');
                    push_scalar(out, s, &b[..half]);
                    out.push(',');
                    push_scalar(out, s, &b[half..]);
                    out.push(')');
                });
            }
            k => {
                let Some(s) = scalar_of(k) else { return };
                print_nested(self.out, splat, shape, |out, i| {
                    let i = at(i);
                    push_scalar(out, s, &raw[i * size..(i + 1) * size])
                });
            }
        }
    }

    pub(crate) fn print_dense_strings(&mut self, ty: Type, splat: bool, values: &[Box<[u8]>]) {
        let shape: &[i64] = self.ctx.type_kind(ty).shape().unwrap_or(&[]);
        print_nested(self.out, splat, shape, |out, i| {
            push_quoted(out, &values[i])
        });
    }

    /// The elements of `array<T: ...>`.
    pub(crate) fn print_dense_array(&mut self, elem: Type, count: u32, raw: &[u8]) {
        let ctx = self.ctx;
        let Some(s) = scalar_of(ctx.type_kind(elem)) else {
            return;
        };
        let Some(size) = dense_storage_bytes(ctx, elem) else {
            return;
        };
        for i in 0..count as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            push_scalar(self.out, s, &raw[i * size..(i + 1) * size]);
        }
    }
}
