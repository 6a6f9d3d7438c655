//! Reading the `quant` dialect's types from upstream's bytecode
//! (`QuantDialectBytecode.td`). rmlir does not implement `quant`: its
//! types are kept as opaque text (`!quant.uniform<i8:f32, 5.000000e-01>`),
//! so each encoded type is decoded into the text upstream's printer gives
//! it (`TypeParser.cpp`). Writing parses the text back into the fields
//! and encodes them as upstream does.

use rmlir_ir::apint::ApInt;
use rmlir_ir::attributes::AttrKind;
use rmlir_ir::dialect_bytecode::{
    DialectBytecode, DialectBytecodeReader, DialectBytecodeWriter, ReadResult,
};
use rmlir_ir::float::{format_float, FloatKind};
use rmlir_ir::{Attribute, Context, Type, TypeKind};

/// The decoding of `quant`'s types (no attribute of it is encoded).
pub static BYTECODE: DialectBytecode = DialectBytecode {
    read_attr: |r| Err(r.emit_error("unknown attribute")),
    read_type,
    write_attr: |_, _, _| false,
    write_type,
};

/// `QuantizationFlags::Signed`.
const SIGNED: u64 = 1;

fn read_type(r: &mut dyn DialectBytecodeReader) -> ReadResult<Type> {
    let code = r.read_varint()?;
    let body = match code {
        1 | 2 => {
            let flags = r.read_varint()?;
            let storage = r.read_type()?;
            let expressed = if code == 2 {
                Some(r.read_type()?)
            } else {
                None
            };
            let (min, max) = (r.read_signed_varint()?, r.read_signed_varint()?);
            let mut s = format!("any<{}", storage_text(r, flags, storage, min, max)?);
            if let Some(e) = expressed {
                s.push(':');
                s.push_str(&rmlir_ir::printer::type_to_string(r.ctx(), e));
            }
            s.push('>');
            s
        }
        3 => {
            let expressed = r.read_type()?;
            let (min, max) = (read_double(r)?, read_double(r)?);
            format!(
                "calibrated<{}<{min}:{max}>>",
                rmlir_ir::printer::type_to_string(r.ctx(), expressed)
            )
        }
        4 => {
            let flags = r.read_varint()?;
            let storage = r.read_type()?;
            let expressed = r.read_type()?;
            let scale = read_double(r)?;
            let zero_point = r.read_signed_varint()?;
            let (min, max) = (r.read_signed_varint()?, r.read_signed_varint()?);
            format!(
                "uniform<{}:{}, {}>",
                storage_text(r, flags, storage, min, max)?,
                rmlir_ir::printer::type_to_string(r.ctx(), expressed),
                quant_params(&scale, zero_point)
            )
        }
        5 => {
            let flags = r.read_varint()?;
            let storage = r.read_type()?;
            let expressed = r.read_type()?;
            let dim = r.read_varint()?;
            let (min, max) = (r.read_signed_varint()?, r.read_signed_varint()?);
            let n = r.read_count()?;
            let mut scales = Vec::with_capacity(n);
            for _ in 0..n {
                scales.push(read_double(r)?);
            }
            let n = r.read_count()?;
            let mut zero_points = Vec::with_capacity(n);
            for _ in 0..n {
                zero_points.push(r.read_signed_varint()?);
            }
            if scales.len() != zero_points.len() {
                return Err(r.emit_error("quantization scales and zero points differ in number"));
            }
            let params: Vec<String> = scales
                .iter()
                .zip(&zero_points)
                .map(|(s, &z)| quant_params(s, z))
                .collect();
            format!(
                "uniform<{}:{}:{dim}, {{{}}}>",
                storage_text(r, flags, storage, min, max)?,
                rmlir_ir::printer::type_to_string(r.ctx(), expressed),
                params.join(",")
            )
        }
        6 => {
            let flags = r.read_varint()?;
            let storage = r.read_type()?;
            let expressed = r.read_type()?;
            let (min, max) = (r.read_signed_varint()?, r.read_signed_varint()?);
            let n = r.read_count()?;
            let mut dims = Vec::with_capacity(n);
            for _ in 0..n {
                dims.push(r.read_signed_varint()?);
            }
            let n = r.read_count()?;
            let mut sizes = Vec::with_capacity(n);
            for _ in 0..n {
                sizes.push(r.read_signed_varint()?);
            }
            if dims.len() != sizes.len() {
                return Err(r.emit_error("block dimensions and sizes differ in number"));
            }
            let scales = r.read_attr()?;
            let zero_points = r.read_attr()?;
            let params = dense_params(r, scales, zero_points)?;
            let blocks: Vec<String> = dims
                .iter()
                .zip(&sizes)
                .map(|(d, s)| format!("{}:{s}", *d as i32))
                .collect();
            format!(
                "uniform<{}:{}:{{{}}}, {params}>",
                storage_text(r, flags, storage, min, max)?,
                rmlir_ir::printer::type_to_string(r.ctx(), expressed),
                blocks.join(", ")
            )
        }
        _ => return Err(r.emit_error(&format!("unknown attribute code: {code}"))),
    };
    let ctx = r.ctx();
    Ok(ctx.intern_type(TypeKind::Opaque {
        dialect: ctx.ident(b"quant"),
        data: ctx.ident(body.as_bytes()),
    }))
}

/// A double (`writeAPFloatWithKnownSemantics` of IEEE double), as
/// upstream's printer writes it.
fn read_double(r: &mut dyn DialectBytecodeReader) -> ReadResult<String> {
    let bits = r.read_apint(64)?;
    let v = bits.limbs().first().copied().unwrap_or(0);
    Ok(format_float(FloatKind::F64, v as u128))
}

/// `scale[:zeroPoint]`.
fn quant_params(scale: &str, zero_point: i64) -> String {
    if zero_point != 0 {
        format!("{scale}:{zero_point}")
    } else {
        scale.to_string()
    }
}

/// The storage type (`i8`, `u8`) and its bounds when not the type's full
/// range (`i8<-127:127>`).
fn storage_text(
    r: &mut dyn DialectBytecodeReader,
    flags: u64,
    storage: Type,
    min: i64,
    max: i64,
) -> ReadResult<String> {
    let ctx = r.ctx();
    let TypeKind::Integer { width, .. } = *ctx.type_kind(storage) else {
        return Ok(format!(
            "{}<{min}:{max}>",
            rmlir_ir::printer::type_to_string(ctx, storage)
        ));
    };
    if width == 0 || width > 64 {
        return Err(r.emit_error("illegal storage type size"));
    }
    let signed = flags & SIGNED != 0;
    let (dmin, dmax) = if signed {
        (
            (-(1i128 << (width - 1))) as i64,
            ((1i128 << (width - 1)) - 1) as i64,
        )
    } else {
        (0, ((1i128 << width) - 1) as i64)
    };
    let mut s = format!("{}{width}", if signed { 'i' } else { 'u' });
    if (min, max) != (dmin, dmax) {
        s.push_str(&format!("<{min}:{max}>"));
    }
    Ok(s)
}

/// `printDenseQuantizationParameters`: the scales and zero points of a
/// sub-channel type, nested by the scales' shape.
fn dense_params(
    r: &mut dyn DialectBytecodeReader,
    scales: Attribute,
    zero_points: Attribute,
) -> ReadResult<String> {
    let ctx = r.ctx();
    let (Some((shape, scale_kind, scale_raw, scale_splat)), Some((_, zp_ty, zp_raw, zp_splat))) =
        (dense_parts(ctx, scales), dense_parts(ctx, zero_points))
    else {
        return Err(r.emit_error("expected dense scales and zero points"));
    };
    let n: usize = shape.iter().map(|&d| d.max(0) as usize).product();
    let TypeKind::Float(kind) = *ctx.type_kind(scale_kind) else {
        return Err(r.emit_error("expected float scales"));
    };
    let TypeKind::Integer { width, .. } = *ctx.type_kind(zp_ty) else {
        return Err(r.emit_error("expected integer zero points"));
    };
    let sbytes = (kind.bit_width() as usize).div_ceil(8);
    let zbytes = (width as usize).div_ceil(8).max(1);
    let element = |raw: &[u8], splat: bool, size: usize, i: usize| -> Option<u128> {
        let at = if splat { 0 } else { i * size };
        let b = raw.get(at..at + size)?;
        Some(b.iter().rev().fold(0u128, |acc, &x| acc << 8 | x as u128))
    };
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0usize;
    let mut out = String::new();
    for i in 0..n {
        if i != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('{');
            open += 1;
        }
        let (Some(s), Some(z)) = (
            element(scale_raw, scale_splat, sbytes, i),
            element(zp_raw, zp_splat, zbytes, i),
        ) else {
            return Err(r.emit_error("dense quantization parameters are too short"));
        };
        out.push_str(&format_float(kind, s));
        let z = ApInt::from_u64(width.min(64), z as u64)
            .to_i64()
            .unwrap_or(0);
        if z != 0 {
            out.push_str(&format!(":{z}"));
        }
        if rank > 0 {
            counter[rank - 1] += 1;
            for k in (1..rank).rev() {
                if counter[k] >= shape[k] {
                    counter[k] = 0;
                    counter[k - 1] += 1;
                    open -= 1;
                    out.push('}');
                }
            }
        }
    }
    for _ in 0..open {
        out.push('}');
    }
    Ok(out)
}

/// The scales (of the expressed type) and zero points (of the storage
/// type) of a sub-channel type, as dense tensors of shape `dims`.
fn dense_params_attrs(
    ctx: &Context,
    dims: &[i64],
    expressed: Type,
    kind: FloatKind,
    storage: Type,
    params: &[(u64, i64)],
) -> Option<(Attribute, Attribute)> {
    let TypeKind::Integer { width, .. } = *ctx.type_kind(storage) else {
        return None;
    };
    let tensor = |elem| {
        ctx.intern_type(TypeKind::RankedTensor {
            shape: dims.into(),
            elem,
            encoding: None,
        })
    };
    let sbytes = (kind.bit_width() as usize).div_ceil(8);
    let zbytes = (width as usize).div_ceil(8).max(1);
    let mut scales = Vec::with_capacity(params.len() * sbytes);
    let mut zero_points = Vec::with_capacity(params.len() * zbytes);
    for &(s, z) in params {
        let bits = rmlir_ir::float::from_f64(kind, f64::from_bits(s));
        scales.extend_from_slice(&bits.to_le_bytes()[..sbytes]);
        let z = z as u64 & (u64::MAX >> (64 - width.min(64)));
        zero_points.extend_from_slice(&z.to_le_bytes()[..zbytes]);
    }
    let n = params.len() as u64;
    Some((
        ctx.dense_elements_from_raw(tensor(expressed), n, scales, false)?,
        ctx.dense_elements_from_raw(tensor(storage), n, zero_points, false)?,
    ))
}

/// A dense elements attribute's shape, element type, raw data and splat
/// flag.
fn dense_parts(ctx: &Context, a: Attribute) -> Option<(Vec<i64>, Type, &[u8], bool)> {
    let AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(a) else {
        return None;
    };
    let shape = ctx.type_kind(*ty).shape()?.to_vec();
    let elem = ctx.type_kind(*ty).element_type()?;
    Some((shape, elem, raw, *splat))
}

/// A quant type's text, parsed back into what its encoding stores.
enum Parsed {
    Any {
        signed: bool,
        storage: Type,
        expressed: Option<Type>,
        min: i64,
        max: i64,
    },
    Calibrated {
        expressed: Type,
        min: u64,
        max: u64,
    },
    Uniform {
        signed: bool,
        storage: Type,
        expressed: Type,
        min: i64,
        max: i64,
        /// `(scale bits, zero point)` pairs; `dim` set for per-axis types.
        params: Vec<(u64, i64)>,
        dim: Option<u64>,
    },
    SubChannel {
        signed: bool,
        storage: Type,
        expressed: Type,
        min: i64,
        max: i64,
        /// `(quantized dimension, block size)` pairs.
        blocks: Vec<(i64, i64)>,
        scales: Attribute,
        zero_points: Attribute,
    },
}

fn write_type(ctx: &Context, t: Type, w: &mut dyn DialectBytecodeWriter) -> bool {
    let TypeKind::Opaque { data, .. } = ctx.type_kind(t) else {
        return false;
    };
    let mut p = Text {
        s: ctx.ident_bytes(*data),
        at: 0,
    };
    let Some(parsed) = p.quant_type(ctx).filter(|_| p.at == p.s.len()) else {
        return false;
    };
    let flags = |signed: bool| if signed { SIGNED } else { 0 };
    match parsed {
        Parsed::Any {
            signed,
            storage,
            expressed,
            min,
            max,
        } => {
            w.write_varint(if expressed.is_some() { 2 } else { 1 });
            w.write_varint(flags(signed));
            w.write_type(storage);
            if let Some(e) = expressed {
                w.write_type(e);
            }
            w.write_signed_varint(min);
            w.write_signed_varint(max);
        }
        Parsed::Calibrated {
            expressed,
            min,
            max,
        } => {
            w.write_varint(3);
            w.write_type(expressed);
            w.write_apint(64, &[min]);
            w.write_apint(64, &[max]);
        }
        Parsed::Uniform {
            signed,
            storage,
            expressed,
            min,
            max,
            params,
            dim: None,
        } => {
            let [(scale, zero_point)] = params[..] else {
                return false;
            };
            w.write_varint(4);
            w.write_varint(flags(signed));
            w.write_type(storage);
            w.write_type(expressed);
            w.write_apint(64, &[scale]);
            w.write_signed_varint(zero_point);
            w.write_signed_varint(min);
            w.write_signed_varint(max);
        }
        Parsed::SubChannel {
            signed,
            storage,
            expressed,
            min,
            max,
            blocks,
            scales,
            zero_points,
        } => {
            w.write_varint(6);
            w.write_varint(flags(signed));
            w.write_type(storage);
            w.write_type(expressed);
            w.write_signed_varint(min);
            w.write_signed_varint(max);
            w.write_varint(blocks.len() as u64);
            for &(d, _) in &blocks {
                w.write_signed_varint(d);
            }
            w.write_varint(blocks.len() as u64);
            for &(_, b) in &blocks {
                w.write_signed_varint(b);
            }
            w.write_attr(scales);
            w.write_attr(zero_points);
        }
        Parsed::Uniform {
            signed,
            storage,
            expressed,
            min,
            max,
            params,
            dim: Some(dim),
        } => {
            w.write_varint(5);
            w.write_varint(flags(signed));
            w.write_type(storage);
            w.write_type(expressed);
            w.write_varint(dim);
            w.write_signed_varint(min);
            w.write_signed_varint(max);
            w.write_varint(params.len() as u64);
            for &(s, _) in &params {
                w.write_apint(64, &[s]);
            }
            w.write_varint(params.len() as u64);
            for &(_, z) in &params {
                w.write_signed_varint(z);
            }
        }
    }
    true
}

/// A cursor over a quant type's text (upstream's `TypeParser.cpp`
/// grammar, for the forms rmlir encodes).
struct Text<'s> {
    s: &'s [u8],
    at: usize,
}

impl Text<'_> {
    fn skip_ws(&mut self) {
        while self.s.get(self.at).is_some_and(|c| c.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.s.get(self.at) == Some(&c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// A run of characters that may form a keyword or number token.
    fn word(&mut self) -> &[u8] {
        self.skip_ws();
        let start = self.at;
        while self
            .s
            .get(self.at)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$')
        {
            // A `+`/`-` inside an exponent belongs to the number.
            self.at += 1;
            if matches!(self.s.get(self.at - 1), Some(b'e' | b'E'))
                && self.s[start].is_ascii_digit()
                && !self.s[start..].starts_with(b"0x")
                && matches!(self.s.get(self.at), Some(b'+' | b'-'))
            {
                self.at += 1;
            }
        }
        &self.s[start..self.at]
    }

    fn int(&mut self) -> Option<i64> {
        let neg = self.eat(b'-');
        let w = std::str::from_utf8(self.word()).ok()?;
        let v: i64 = w.parse().ok()?;
        Some(if neg { -v } else { v })
    }

    /// A double, as `parseFloat` reads it: decimal, or a hexadecimal bit
    /// pattern.
    fn double(&mut self) -> Option<u64> {
        let neg = self.eat(b'-');
        let w = std::str::from_utf8(self.word()).ok()?;
        let bits = if w.starts_with("0x") {
            rmlir_ir::float::from_hex_literal(FloatKind::F64, w, neg).ok()?
        } else if w.bytes().all(|c| c.is_ascii_digit()) {
            let v: f64 = w.parse().ok()?;
            (if neg { -v } else { v }).to_bits() as u128
        } else {
            rmlir_ir::float::parse_float_literal(FloatKind::F64, w, neg).ok()?
        };
        Some(bits as u64)
    }

    fn float_type(&mut self, ctx: &Context) -> Option<Type> {
        let w = std::str::from_utf8(self.word()).ok()?;
        Some(ctx.float_type(FloatKind::from_keyword(w)?))
    }

    /// `i8` or `u8`, then bounds if given: (signed, storage, min, max).
    fn storage(&mut self, ctx: &Context) -> Option<(bool, Type, i64, i64)> {
        let w = self.word();
        let (signed, digits) = match w.split_first()? {
            (b'i', d) => (true, d),
            (b'u', d) => (false, d),
            _ => return None,
        };
        let width: u32 = std::str::from_utf8(digits).ok()?.parse().ok()?;
        if width == 0 || width > 32 {
            return None;
        }
        let (dmin, dmax) = if signed {
            (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
        } else {
            (0, (1i64 << width) - 1)
        };
        let (min, max) = if self.eat(b'<') {
            let min = self.int()?;
            if !self.eat(b':') {
                return None;
            }
            let max = self.int()?;
            if !self.eat(b'>') {
                return None;
            }
            (min, max)
        } else {
            (dmin, dmax)
        };
        // Bounds upstream's parser rejects stay text, to be rejected there.
        if min < dmin || max > dmax || min >= max {
            return None;
        }
        Some((signed, ctx.int_type(width), min, max))
    }

    /// `scale[:zeroPoint]`.
    fn param(&mut self, kind: FloatKind) -> Option<(u64, i64)> {
        let scale = self.double()?;
        // `isScaleInExpressedTypeRange`: from the smallest positive value
        // of the expressed type to its largest.
        let v = f64::from_bits(scale);
        let smallest = rmlir_ir::float::float_to_f64(kind, 1);
        let largest = rmlir_ir::float::float_to_f64(kind, kind.largest_bits(false));
        if !(v >= smallest && v <= largest) {
            return None;
        }
        let zero_point = if self.eat(b':') { self.int()? } else { 0 };
        Some((scale, zero_point))
    }

    /// `D:B, ...}` (the `{` read): the block sizes of a sub-channel type.
    fn block_sizes(&mut self) -> Option<Vec<(i64, i64)>> {
        let mut out = Vec::new();
        if self.eat(b'}') {
            return Some(out);
        }
        loop {
            let d = i32::try_from(self.int()?).ok()?;
            if !self.eat(b':') {
                return None;
            }
            out.push((d as i64, self.int()?));
            if !self.eat(b',') {
                break;
            }
        }
        self.eat(b'}').then_some(out)
    }

    /// A nested list of parameters (the `{` read), as
    /// `parseQuantParamListUntilRBrace`: its shape.
    fn param_tensor(&mut self, kind: FloatKind, params: &mut Vec<(u64, i64)>) -> Option<Vec<i64>> {
        let mut inner: Option<Vec<i64>> = None;
        let mut size = 0;
        loop {
            let dims = if self.eat(b'{') {
                self.param_tensor(kind, params)?
            } else {
                params.push(self.param(kind)?);
                Vec::new()
            };
            match &inner {
                Some(d) if *d != dims => return None,
                Some(_) => {}
                None => inner = Some(dims),
            }
            size += 1;
            if !self.eat(b',') {
                break;
            }
        }
        if !self.eat(b'}') {
            return None;
        }
        let mut dims = vec![size];
        dims.extend(inner.unwrap_or_default());
        Some(dims)
    }

    fn quant_type(&mut self, ctx: &Context) -> Option<Parsed> {
        let kind = self.word().to_vec();
        if !self.eat(b'<') {
            return None;
        }
        let parsed = match &kind[..] {
            b"any" => {
                let (signed, storage, min, max) = self.storage(ctx)?;
                let expressed = if self.eat(b':') {
                    Some(self.float_type(ctx)?)
                } else {
                    None
                };
                Parsed::Any {
                    signed,
                    storage,
                    expressed,
                    min,
                    max,
                }
            }
            b"calibrated" => {
                let expressed = self.float_type(ctx)?;
                if !self.eat(b'<') {
                    return None;
                }
                let min = self.double()?;
                if !self.eat(b':') {
                    return None;
                }
                let max = self.double()?;
                if !self.eat(b'>') {
                    return None;
                }
                Parsed::Calibrated {
                    expressed,
                    min,
                    max,
                }
            }
            b"uniform" => {
                let (signed, storage, min, max) = self.storage(ctx)?;
                if !self.eat(b':') {
                    return None;
                }
                let expressed = self.float_type(ctx)?;
                let TypeKind::Float(kind) = *ctx.type_kind(expressed) else {
                    return None;
                };
                let dim = if self.eat(b':') {
                    if self.eat(b'{') {
                        let blocks = self.block_sizes()?;
                        if !self.eat(b',') || !self.eat(b'{') {
                            return None;
                        }
                        let mut params = Vec::new();
                        let dims = self.param_tensor(kind, &mut params)?;
                        if !self.eat(b'>') {
                            return None;
                        }
                        let (scales, zero_points) =
                            dense_params_attrs(ctx, &dims, expressed, kind, storage, &params)?;
                        self.skip_ws();
                        return Some(Parsed::SubChannel {
                            signed,
                            storage,
                            expressed,
                            min,
                            max,
                            blocks,
                            scales,
                            zero_points,
                        });
                    }
                    Some(u64::try_from(self.int()?).ok()?)
                } else {
                    None
                };
                if !self.eat(b',') {
                    return None;
                }
                let mut params = Vec::new();
                if dim.is_some() {
                    if !self.eat(b'{') {
                        return None;
                    }
                    loop {
                        params.push(self.param(kind)?);
                        if !self.eat(b',') {
                            break;
                        }
                    }
                    if !self.eat(b'}') {
                        return None;
                    }
                } else {
                    params.push(self.param(kind)?);
                }
                Parsed::Uniform {
                    signed,
                    storage,
                    expressed,
                    min,
                    max,
                    params,
                    dim,
                }
            }
            _ => return None,
        };
        if !self.eat(b'>') {
            return None;
        }
        self.skip_ws();
        Some(parsed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts what an encoder writes.
    #[derive(Default)]
    struct Count(usize);

    impl DialectBytecodeWriter for Count {
        fn bytecode_version(&self) -> u64 {
            6
        }
        fn write_varint(&mut self, _: u64) {
            self.0 += 1;
        }
        fn write_byte(&mut self, _: u8) {
            self.0 += 1;
        }
        fn write_attr(&mut self, _: Attribute) {
            self.0 += 1;
        }
        fn write_optional_attr(&mut self, _: Option<Attribute>) {
            self.0 += 1;
        }
        fn write_type(&mut self, _: Type) {
            self.0 += 1;
        }
        fn write_string(&mut self, _: &[u8]) {
            self.0 += 1;
        }
        fn write_blob(&mut self, _: &[u8]) {
            self.0 += 1;
        }
        fn write_resource_handle(&mut self, _: rmlir_ir::Ident) {
            self.0 += 1;
        }
    }

    fn encodes(ctx: &Context, body: &str) -> bool {
        let t = ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident(b"quant"),
            data: ctx.ident(body.as_bytes()),
        });
        let mut w = Count::default();
        let done = write_type(ctx, t, &mut w);
        assert!(done || w.0 == 0, "{body}: wrote before declining");
        done
    }

    #[test]
    fn text_forms_encode_or_stay_text() {
        let ctx = crate::context();
        for ok in [
            "uniform<i8:f32, 5.000000e-01>",
            "uniform<u8:f32, 0.5:128>",
            "uniform<i8<-127:127>:f32, 1.0:-3>",
            "uniform<i8:f32:1, {2.0,3.0:5}>",
            "uniform<u4:bf16, 0x3FB999999999999A>",
            "any<i8<-8:7>>",
            "any<u8:f16>",
            "calibrated<f32<-0.998:1.2321>>",
            "uniform<u8:f32:{0:1, 1:2}, {{2.0:120,3.0:127}, {4.0,5.0}}>",
            "uniform<u8:f32:{}, {{2.0:120,3.0:127}, {4.0,5.0}}>",
        ] {
            assert!(encodes(&ctx, ok), "{ok}");
        }
        for text in [
            "",
            "uniform",
            "uniform<",
            "uniform<i8:f32>",
            "uniform<i0:f32, 1.0>",
            "uniform<i99:f32, 1.0>",
            "uniform<i8<5:1>:f32, 1.0>",
            "uniform<i8:f32, -1.0>",
            "uniform<i8:f16, 1.0e+10>",
            "uniform<u8:f32:{0:1}, {{2.0}, {3.0, 4.0}}>",
            "uniform<i8:f32, 1.0> trailing",
            "calibrated<f32<1e+:2>>",
            "any<x8>",
            "weird<i8>",
        ] {
            assert!(!encodes(&ctx, text), "{text}");
        }
    }
}
