//! Attribute parsing (upstream `AttributeParser.cpp` and the attribute half
//! of `DialectSymbolParser.cpp`).

use smallvec::SmallVec;

use rmlir_ir::apint::ApInt;
use rmlir_ir::attributes::{canonical_splat, dense_storage_bytes};
use rmlir_ir::float::{self, FloatKind};
use rmlir_ir::types::Signedness;
use rmlir_ir::{AttrKind, Attribute, Context, NamedAttr, Type, TypeKind};

use crate::diag_fmt::{fmt_attr, fmt_type};
use crate::lexer::{Token, TokenKind as K};
use crate::parser::{Delim, PResult, Parser};
use crate::types::ExtSym;

/// `buildAttributeAPInt`: the literal as a `width`-bit integer of `ty`.
pub fn build_attribute_apint(
    ctx: &rmlir_ir::Context,
    ty: Type,
    negative: bool,
    spelling: &[u8],
) -> Option<ApInt> {
    let (width, signed_or_index) = match ctx.type_kind(ty) {
        TypeKind::Index => (64, true),
        TypeKind::Integer { width, signedness } => (*width, *signedness == Signedness::Signed),
        TypeKind::Float(k) => (k.bit_width(), false),
        _ => return None,
    };
    // Reject literals far too long for the width before the quadratic
    // conversion (keeps huge inputs fast).
    let (digits, bits_per_digit) = match spelling {
        [b'0', b'x', rest @ ..] => (rest, 4.0),
        _ => (spelling, std::f64::consts::LOG2_10),
    };
    let significant = digits.iter().skip_while(|&&c| c == b'0').count();
    if significant as f64 - 1.0 > (width as f64 + 1.0) / bits_per_digit + 1.0 {
        return None;
    }
    let mut v = ApInt::parse_unsigned_literal(spelling)?;
    if v.active_bits() > width {
        return None;
    }
    v = v.zext_or_trunc(width);
    if width == 0 {
        if negative {
            return None;
        }
    } else if negative {
        v.negate();
        if !v.sign_bit() {
            return None;
        }
    } else if signed_or_index && v.sign_bit() {
        return None;
    }
    Some(v)
}

fn write_le(out: &mut Vec<u8>, v: &ApInt, bytes: usize) {
    let limbs = v.limbs();
    for i in 0..bytes {
        let limb = limbs.get(i / 8).copied().unwrap_or(0);
        out.push((limb >> ((i % 8) * 8)) as u8);
    }
}

fn write_bits_le(out: &mut Vec<u8>, bits: u128, bytes: usize) {
    for i in 0..bytes {
        out.push(if i < 16 { (bits >> (i * 8)) as u8 } else { 0 });
    }
}

/// Upstream's `SparseElementsAttr::verify`: 1-d values, indices shaped
/// `[N, rank]` (or `[N]` for rank 1), one value per index, each index
/// within the shape.
fn verify_sparse(
    ctx: &rmlir_ir::Context,
    ty: Type,
    ishape: &[i64],
    indices: Attribute,
    vshape: &[i64],
) -> Result<(), String> {
    if vshape.len() != 1 {
        return Err("expected 1-d tensor for sparse element values".into());
    }
    let shape: &[i64] = ctx.type_kind(ty).shape().unwrap_or(&[]);
    let rank = shape.len();
    let list = |s: &[i64]| {
        s.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let shape_error = || {
        format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            list(shape),
            list(ishape),
            list(vshape)
        )
    };
    match ishape.len() {
        2 if ishape[1] != rank as i64 => return Err(shape_error()),
        2 => {}
        1 if rank == 1 => {}
        _ => return Err(shape_error()),
    }
    if ishape[0] != vshape[0] {
        return Err(shape_error());
    }
    let valid = |index: &[u64]| {
        if rank == 0 && index == [0] {
            return true;
        }
        index.len() == rank
            && index
                .iter()
                .zip(shape)
                .all(|(&i, &d)| (0..d).contains(&(i as i64)))
    };
    let index_error = |n: usize, index: &[u64]| {
        let index = index
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        format!(
            "sparse index #{n} is not contained within the value shape, with index=[{index}], and type={}",
            rmlir_ir::op_verify::quoted_type(ctx, ty)
        )
    };
    let splat = matches!(
        ctx.attr_kind(indices),
        AttrKind::DenseElements { splat: true, .. }
    );
    if splat {
        let first = match ctx.attr_kind(indices) {
            AttrKind::DenseElements { raw, .. } => {
                let mut b = [0u8; 8];
                let n = raw.len().min(8);
                b[..n].copy_from_slice(&raw[..n]);
                u64::from_le_bytes(b)
            }
            _ => 0,
        };
        let index = vec![first; rank];
        return if valid(&index) {
            Ok(())
        } else {
            Err(index_error(0, &index))
        };
    }
    let values = ctx.dense_int_values_unsigned(indices);
    if rank == 0 {
        return Ok(());
    }
    for (n, index) in values
        .chunks(rank)
        .take(ishape[0].max(0) as usize)
        .enumerate()
    {
        if !valid(index) {
            return Err(index_error(n, index));
        }
    }
    Ok(())
}

/// Parsed `dense`/`sparse` literal contents (`TensorLiteralParser`).
#[derive(Default)]
pub struct TensorLiteral {
    pub shape: SmallVec<[i64; 4]>,
    /// (negated, token)
    pub storage: Vec<(bool, Token)>,
    pub hex: Option<Token>,
}

impl<'a> Parser<'a> {
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || self.parse_attribute_impl(ty))
    }

    /// `keyword '<' body '>'`, the brackets' errors naming `what`.
    fn parse_keyword_angles<T>(
        &mut self,
        what: &str,
        body: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        self.consume();
        if !self.consume_if(K::Less) {
            return Err(self.err_wrong(format!("expected '<' in {what}")));
        }
        let r = body(self)?;
        if !self.consume_if(K::Greater) {
            return Err(self.err_wrong(format!("expected '>' in {what}")));
        }
        Ok(r)
    }

    fn parse_attribute_impl(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            K::KwAffineMap => {
                let map =
                    self.parse_keyword_angles("affine map", Self::parse_affine_map_reference)?;
                Ok(ctx.intern_attr(AttrKind::AffineMap(map)))
            }
            K::KwAffineSet => {
                let set =
                    self.parse_keyword_angles("integer set", Self::parse_integer_set_reference)?;
                Ok(ctx.intern_attr(AttrKind::IntegerSet(Box::new(set))))
            }
            K::LSquare => {
                self.consume();
                let mut elems: SmallVec<[Attribute; 8]> = SmallVec::new();
                self.comma_list_until(K::RSquare, true, |p| {
                    let a = p.parse_attribute(None)?;
                    elems.push(a);
                    Ok(())
                })?;
                Ok(ctx.array_attr(&elems))
            }
            K::KwFalse => {
                self.consume();
                Ok(ctx.bool_attr(false))
            }
            K::KwTrue => {
                self.consume();
                Ok(ctx.bool_attr(true))
            }
            K::KwDense => self.parse_dense_elements_attr(ty),
            K::KwDenseResource => self.parse_dense_resource_attr(ty),
            K::KwArray => self.parse_dense_array_attr(),
            K::LBrace => {
                let entries = self.parse_attribute_dict()?;
                Ok(ctx.intern_attr(AttrKind::Dictionary(entries.into_boxed_slice())))
            }
            K::HashIdentifier => self.parse_extended_attr(ty),
            K::FloatLiteral => self.parse_float_attr(ty, false),
            K::Integer => self.parse_dec_or_hex_attr(ty, false),
            K::Minus => {
                self.consume();
                if self.is(K::Integer) {
                    return self.parse_dec_or_hex_attr(ty, true);
                }
                if self.is(K::FloatLiteral) {
                    return self.parse_float_attr(ty, true);
                }
                Err(self.err_wrong("expected constant integer or floating point value"))
            }
            K::KwLoc => {
                self.consume();
                self.expect(K::LParen, "expected '(' in inline location")?;
                let loc = self.parse_location_instance()?;
                self.expect(K::RParen, "expected ')' in inline location")?;
                Ok(loc.0)
            }
            K::KwSparse => self.parse_sparse_elements_attr(ty),
            K::KwStrided => self.parse_strided_layout_attr(),
            K::KwDistinct => self.parse_distinct_attr(ty),
            K::String => {
                let tok = self.tok;
                self.consume();
                let mut ty = ty;
                if ty.is_none() && self.consume_if(K::Colon) {
                    ty = Some(self.parse_type()?);
                }
                let v = self.string_value(tok);
                // Upstream's strings are typed `none` by default: one
                // attribute, with or without `: none`.
                Ok(ctx.intern_attr(AttrKind::String {
                    value: Box::from(&*v),
                    ty: ty.filter(|&t| t != ctx.none_type()),
                }))
            }
            K::AtIdentifier => {
                let root = self.tok.symbol_reference(self.src);
                let root = ctx.ident(&root);
                self.consume();
                let mut nested: SmallVec<[rmlir_ir::Ident; 2]> = SmallVec::new();
                while self.is(K::Colon) {
                    let colon_at = self.tok.start;
                    self.consume();
                    if !self.consume_if(K::Colon) {
                        if !self.is(K::Eof) && !self.is(K::Error) {
                            self.reset_to(colon_at);
                        }
                        break;
                    }
                    if !self.is(K::AtIdentifier) {
                        return Err(self.err_at(
                            self.tok.start,
                            "expected nested symbol reference identifier",
                        ));
                    }
                    let n = self.tok.symbol_reference(self.src);
                    nested.push(ctx.ident(&n));
                    self.consume();
                }
                Ok(ctx.symbol_ref_attr(root, &nested))
            }
            K::KwUnit => {
                self.consume();
                Ok(ctx.unit_attr())
            }
            _ => {
                if !self.at_type_start() {
                    return Err(self.err_wrong("expected attribute value"));
                }
                let t = self.parse_type()?;
                Ok(ctx.type_attr(t))
            }
        }
    }

    pub fn at_attribute_start(&self) -> bool {
        matches!(
            self.tok.kind,
            K::AtIdentifier
                | K::FloatLiteral
                | K::Integer
                | K::HashIdentifier
                | K::KwAffineMap
                | K::KwAffineSet
                | K::KwDense
                | K::KwDenseResource
                | K::KwFalse
                | K::KwLoc
                | K::KwSparse
                | K::KwTrue
                | K::KwUnit
                | K::LBrace
                | K::LSquare
                | K::Minus
                | K::String
        )
    }

    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        if self.at_attribute_start() {
            return self.parse_attribute(ty).map(Some);
        }
        match self.parse_optional_type()? {
            Some(t) => Ok(Some(self.ctx.type_attr(t))),
            None => Ok(None),
        }
    }

    /// `{ name = value, ... }`; entries sorted, duplicates rejected.
    pub fn parse_attribute_dict(&mut self) -> PResult<Vec<NamedAttr>> {
        let mut entries: Vec<NamedAttr> = Vec::new();
        let mut seen: rustc_hash::FxHashSet<rmlir_ir::Ident> = Default::default();
        self.comma_list(Delim::Braces, " in attribute dictionary", |p| {
            let name = if p.is(K::String) {
                let v = p.string_value(p.tok);
                p.intern_cow(v)
            } else if p.is_keyword_like() {
                let s = p.spelling();
                p.intern(s)
            } else {
                return Err(p.err_wrong("expected attribute name"));
            };
            if p.ctx.ident_bytes(name).is_empty() {
                return Err(p.err("expected valid attribute name"));
            }
            if !seen.insert(name) {
                return Err(p.err(format!(
                    "duplicate key '{}' in dictionary attribute",
                    p.ctx.ident_str(name)
                )));
            }
            p.consume();
            if !p.consume_if(K::Equal) {
                entries.push(NamedAttr {
                    name,
                    value: p.ctx.unit_attr(),
                });
                return Ok(());
            }
            let value = p.parse_attribute(None)?;
            entries.push(NamedAttr { name, value });
            Ok(())
        })?;
        self.ctx.sort_named_attrs(&mut entries);
        Ok(entries)
    }

    /// A number literal's type: the one the context expects, else an
    /// explicit `: type`, else `default`.
    fn parse_literal_type(
        &mut self,
        ty: Option<Type>,
        default: impl FnOnce(&Context) -> Type,
    ) -> PResult<Type> {
        match ty {
            Some(t) => Ok(t),
            None if self.consume_if(K::Colon) => self.parse_type(),
            None => Ok(default(self.ctx)),
        }
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.tok;
        self.consume();
        let ty = self.parse_literal_type(ty, |ctx| ctx.float_type(FloatKind::F64))?;
        let TypeKind::Float(k) = *self.ctx.type_kind(ty) else {
            return Err(self.err("floating point value not valid for specified type"));
        };
        let text = std::str::from_utf8(tok.spelling(self.src)).unwrap_or("0.0");
        let bits =
            float::parse_float_literal(k, text, negative).map_err(|e| self.err_at(tok.start, e))?;
        Ok(self.ctx.intern_attr(AttrKind::Float {
            ty,
            bits: bits.into(),
        }))
    }

    /// `parseFloatFromIntegerLiteral` for a float type.
    pub fn float_from_int_token(&self, tok: Token, negative: bool, k: FloatKind) -> PResult<u128> {
        let text = std::str::from_utf8(tok.spelling(self.src)).unwrap_or("");
        float::parse_float_from_integer_literal(k, text, negative).map_err(|e| {
            let d = self.err_at(tok.start, e.clone());
            if e == float::ERR_DECIMAL_INTEGER {
                d.note(tok.start, float::NOTE_DECIMAL_INTEGER)
            } else {
                d
            }
        })
    }

    fn parse_dec_or_hex_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.tok;
        let loc = tok.start;
        self.consume();
        let ty = self.parse_literal_type(ty, |ctx| ctx.int_type(64))?;
        match *self.ctx.type_kind(ty) {
            TypeKind::Float(k) => {
                let bits = self.float_from_int_token(tok, negative, k)?;
                return Ok(self.ctx.intern_attr(AttrKind::Float {
                    ty,
                    bits: bits.into(),
                }));
            }
            TypeKind::Integer { .. } | TypeKind::Index => {}
            _ => return Err(self.err_at(loc, "integer literal not valid for specified type")),
        }
        if negative
            && matches!(
                self.ctx.type_kind(ty),
                TypeKind::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                }
            )
        {
            return Err(self.err_at(
                loc,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let Some(v) = build_attribute_apint(self.ctx, ty, negative, tok.spelling(self.src)) else {
            return Err(self.err_at(loc, "integer constant out of range for attribute"));
        };
        Ok(self.ctx.intern_attr(AttrKind::Integer { ty, value: v }))
    }

    // ----- extended attributes -----

    pub fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let (dialect, data, loc) = match self.parse_extended_symbol(true)? {
            ExtSym::AttrAlias(a) => return self.check_attr_type(a, ty),
            ExtSym::TypeAlias(_) => unreachable!(),
            ExtSym::Dialect { dialect, data, loc } => (dialect, data, loc),
        };
        let mut attr_ty = ty;
        if self.consume_if(K::Colon) {
            attr_ty = Some(self.parse_type()?);
        }
        if let Some(d) = self.ctx.registry().dialect(dialect) {
            let mnemonic_len = data
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
                .unwrap_or(data.len());
            if !d.opaque_unknown_attrs || d.attr_def(&data[..mnemonic_len]).is_some() {
                let a = self.parse_registered_dialect_attr(d, data, attr_ty)?;
                return self.check_attr_type(a, ty);
            }
        }
        self.check_extended_dialect(dialect, loc, || {
            format!(
                "#\"{}\"<\"{}\"> : '{}' attribute",
                String::from_utf8_lossy(dialect),
                String::from_utf8_lossy(data),
                attr_ty
                    .map(|t| fmt_type(self.ctx, t))
                    .unwrap_or_else(|| "none".into())
            )
        })?;
        let d = self.intern(dialect);
        let data = self.intern(data);
        let a = self.ctx.intern_attr(AttrKind::Opaque {
            dialect: d,
            data,
            ty: attr_ty,
        });
        Ok(a)
    }

    /// Lets a dialect rmlir knows parse its attribute: the lexer is moved
    /// to the symbol data (`fastmath<fast>`), the dialect parses from there
    /// and the lexer moves back, as upstream's `parseExtendedAttr` does.
    fn parse_registered_dialect_attr(
        &mut self,
        d: &'static rmlir_ir::DialectDef,
        data: &'a [u8],
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        let start = (data.as_ptr() as usize - self.src.as_ptr() as usize) as u32;
        let (saved_tok, saved_prev) = (self.tok.start, self.prev_end);
        self.reset_to(start);
        let r = {
            let mut ap = crate::custom::AsmCore {
                p: self,
                name_loc: start,
                op_name: None,
                num_results: 0,
            };
            parse_dialect_attr_body(&mut ap, d, ty)
        };
        self.reset_to(saved_tok);
        self.prev_end = saved_prev;
        r
    }

    fn check_attr_type(&self, a: Attribute, ty: Option<Type>) -> PResult<Attribute> {
        if let Some(t) = ty {
            if let Some(at) = typed_attr_type(self.ctx, a) {
                if at != t {
                    return Err(self.err(format!(
                        "attribute type different than expected: expected '{}', but got '{}'",
                        fmt_type(self.ctx, t),
                        fmt_type(self.ctx, at)
                    )));
                }
            }
        }
        Ok(a)
    }

    // ----- dense / sparse -----

    pub fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral> {
        let mut lit = TensorLiteral::default();
        if allow_hex && self.is(K::String) {
            lit.hex = Some(self.tok);
            self.consume();
            return Ok(lit);
        }
        if self.is(K::LSquare) {
            let mut shape = SmallVec::new();
            self.parse_tensor_list(&mut lit, &mut shape)?;
            lit.shape = shape;
        } else {
            self.parse_tensor_element(&mut lit)?;
        }
        Ok(lit)
    }

    fn parse_tensor_element(&mut self, lit: &mut TensorLiteral) -> PResult<()> {
        match self.tok.kind {
            K::KwTrue | K::KwFalse | K::FloatLiteral | K::Integer | K::String => {
                lit.storage.push((false, self.tok));
                self.consume();
            }
            K::Minus => {
                self.consume();
                if !matches!(self.tok.kind, K::FloatLiteral | K::Integer) {
                    return Err(self.err("expected integer or floating point literal"));
                }
                lit.storage.push((true, self.tok));
                self.consume();
            }
            K::LParen => {
                self.consume();
                self.parse_tensor_element(lit)?;
                self.expect(K::Comma, "expected ',' between complex elements")?;
                self.parse_tensor_element(lit)?;
                self.expect(K::RParen, "expected ')' after complex elements")?;
            }
            _ => return Err(self.err("expected element literal of primitive type")),
        }
        Ok(())
    }

    fn parse_tensor_list(
        &mut self,
        lit: &mut TensorLiteral,
        dims: &mut SmallVec<[i64; 4]>,
    ) -> PResult<()> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            let mut first = true;
            let mut new_dims: SmallVec<[i64; 4]> = SmallVec::new();
            let mut size = 0i64;
            self.comma_list(Delim::Square, "", |p| {
                let mut this_dims: SmallVec<[i64; 4]> = SmallVec::new();
                if p.is(K::LSquare) {
                    p.parse_tensor_list(lit, &mut this_dims)?;
                } else {
                    p.parse_tensor_element(lit)?;
                }
                size += 1;
                if !first {
                    if new_dims != this_dims {
                        return Err(p.err(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    return Ok(());
                }
                new_dims = this_dims;
                first = false;
                Ok(())
            })?;
            dims.clear();
            dims.push(size);
            dims.extend_from_slice(&new_dims);
            Ok(())
        })
    }

    /// `parseElementsLiteralType`.
    fn parse_elements_literal_type(&mut self, ty: Option<Type>, loc: u32) -> PResult<Type> {
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(K::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let kind = self.ctx.type_kind(ty);
        if !kind.is_shaped() {
            return Err(self.err_at(loc, "elements literal must be a shaped type"));
        }
        match kind.shape() {
            Some(s) if s.iter().all(|&d| d >= 0) => Ok(ty),
            _ => Err(self.err_at(loc, "elements literal type must have static shape")),
        }
    }

    fn parse_dense_elements_attr(&mut self, attr_ty: Option<Type>) -> PResult<Attribute> {
        let attrib_loc = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(K::Greater) {
            lit = self.parse_tensor_literal(true)?;
            self.expect(K::Greater, "expected '>'")?;
        }
        let loc = attrib_loc;
        let ty = self.parse_elements_literal_type(attr_ty, loc)?;
        self.dense_from_literal(&lit, loc, ty)
    }

    /// `TensorLiteralParser::getAttr`.
    pub fn dense_from_literal(
        &mut self,
        lit: &TensorLiteral,
        loc: u32,
        ty: Type,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let kind = ctx.type_kind(ty);
        let shape: &[i64] = kind.shape().unwrap_or(&[]);
        let elt = kind.element_type().expect("shaped type");
        let num_elements: i64 = shape.iter().product();
        let elt_kind = ctx.type_kind(elt);
        let is_numeric = matches!(
            elt_kind,
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if let Some(hex) = lit.hex {
            if is_numeric {
                return self.dense_from_hex(hex, loc, ty, num_elements);
            }
        }
        if !lit.shape.is_empty() && lit.shape.as_slice() != shape {
            return Err(self.err_at(
                loc,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join_i64(&lit.shape),
                    join_i64(shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.storage.is_empty() && num_elements != 0 {
            return Err(self.err_at(
                loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    fmt_type(ctx, ty)
                ),
            ));
        }
        let (scalar, is_complex) = match elt_kind {
            TypeKind::Complex(inner) => (*inner, true),
            _ => (elt, false),
        };
        if is_complex {
            // Two numbers per element; an empty literal shape is a splat
            // (unless the type has no elements).
            let n = lit.storage.len();
            if lit.shape.is_empty() && num_elements != 0 && n != 2 {
                return Err(self.err_at(
                    loc,
                    format!(
                        "parsed {n} elements, but type ('{}') expected 2 elements",
                        fmt_type(ctx, elt)
                    ),
                ));
            }
            if !lit.shape.is_empty() && n as i64 != num_elements.saturating_mul(2) {
                return Err(self.err_at(
                    loc,
                    format!(
                        "parsed {n} elements, but type ('{}') expected {} elements",
                        fmt_type(ctx, ty),
                        num_elements.saturating_mul(2)
                    ),
                ));
            }
        }
        match *ctx.type_kind(scalar) {
            TypeKind::Integer { .. } | TypeKind::Index if is_numeric => {
                let is_uint = matches!(
                    ctx.type_kind(scalar),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                let is_i1 = ctx.is_integer(scalar, 1);
                let bytes = dense_storage_bytes(ctx, scalar).unwrap_or(1);
                let mut raw: Vec<u8> = Vec::with_capacity(lit.storage.len() * bytes);
                for &(neg, tok) in &lit.storage {
                    if neg && is_uint {
                        return Err(self.err_at(
                            tok.start,
                            "expected unsigned integer elements, but parsed negative value",
                        ));
                    }
                    match tok.kind {
                        K::FloatLiteral => {
                            return Err(self.err_at(
                                tok.start,
                                "expected integer elements, but parsed floating-point",
                            ))
                        }
                        K::KwTrue | K::KwFalse => {
                            if !is_i1 {
                                return Err(self.err_at(
                                    tok.start,
                                    "expected i1 type for 'true' or 'false' values",
                                ));
                            }
                            raw.push((tok.kind == K::KwTrue) as u8);
                            continue;
                        }
                        _ => {}
                    }
                    let Some(v) = build_attribute_apint(ctx, scalar, neg, tok.spelling(self.src))
                    else {
                        return Err(
                            self.err_at(tok.start, "integer constant out of range for type")
                        );
                    };
                    write_le(&mut raw, &v, bytes);
                }
                self.finish_dense(
                    ty,
                    elt,
                    raw,
                    lit.storage.len(),
                    is_complex,
                    num_elements,
                    loc,
                )
            }
            TypeKind::Float(k) if is_numeric => {
                let bytes = dense_storage_bytes(ctx, scalar).unwrap_or(1);
                let mut raw: Vec<u8> = Vec::with_capacity(lit.storage.len() * bytes);
                for &(neg, tok) in &lit.storage {
                    let sp = tok.spelling(self.src);
                    let bits = if tok.kind == K::Integer && sp.starts_with(b"0x") {
                        self.float_from_int_token(tok, neg, k)?
                    } else if tok.kind == K::Integer {
                        // Upstream's `parseFloatFromLiteral`.
                        return Err(self
                            .err_at(
                                tok.start,
                                "unexpected decimal integer literal for a floating point value",
                            )
                            .note(tok.start, "add a trailing dot to make the literal a float"));
                    } else if tok.kind != K::FloatLiteral {
                        return Err(self.err_at(tok.start, "expected floating point literal"));
                    } else {
                        let text = std::str::from_utf8(sp).unwrap_or("0.0");
                        float::parse_float_literal(k, text, neg).map_err(|e| self.err(e))?
                    };
                    write_bits_le(&mut raw, bits, bytes);
                }
                self.finish_dense(
                    ty,
                    elt,
                    raw,
                    lit.storage.len(),
                    is_complex,
                    num_elements,
                    loc,
                )
            }
            _ => {
                // String elements.
                let values: Vec<Box<[u8]>> = if let Some(h) = lit.hex {
                    vec![Box::from(&*self.string_value(h))]
                } else {
                    let mut vals = Vec::with_capacity(lit.storage.len());
                    for &(_, tok) in &lit.storage {
                        if tok.kind != K::String {
                            return Err(self.err_at(
                                loc,
                                format!(
                                    "expected string token, got {}",
                                    String::from_utf8_lossy(tok.spelling(self.src))
                                ),
                            ));
                        }
                        vals.push(Box::from(&*self.string_value(tok)));
                    }
                    vals
                };
                let splat = values.len() == 1 && num_elements != 1
                    || (values.len() > 1 && values.iter().all(|v| *v == values[0]));
                let values: Box<[Box<[u8]>]> = if splat {
                    vec![values[0].clone()].into()
                } else {
                    values.into()
                };
                if !splat && values.len() as i64 != num_elements {
                    return Err(
                        self.err_at(loc, "number of elements does not match the provided type")
                    );
                }
                Ok(ctx.intern_attr(AttrKind::DenseStrings { ty, splat, values }))
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn finish_dense(
        &mut self,
        ty: Type,
        elt: Type,
        raw: Vec<u8>,
        count: usize,
        is_complex: bool,
        num_elements: i64,
        loc: u32,
    ) -> PResult<Attribute> {
        let elt_bytes = dense_storage_bytes(self.ctx, elt).unwrap_or(1);
        let n = if is_complex { count / 2 } else { count };
        if is_complex && !count.is_multiple_of(2) {
            return Err(self.err_at(loc, "expected complex elements"));
        }
        if n != 1 && n as i64 != num_elements {
            return Err(self.err_at(loc, "number of elements does not match the provided type"));
        }
        let (splat, raw) = canonical_splat(raw, elt_bytes);
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseElements { ty, splat, raw }))
    }

    fn dense_from_hex(
        &mut self,
        hex: Token,
        loc: u32,
        ty: Type,
        num_elements: i64,
    ) -> PResult<Attribute> {
        let Some(data) = hex.hex_string_value(self.src) else {
            return Err(self.err_at(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        self.ctx
            .dense_elements_from_raw(ty, num_elements as u64, data, false)
            .ok_or_else(|| {
                self.err_at(
                    loc,
                    format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        fmt_type(self.ctx, ty)
                    ),
                )
            })
    }

    fn parse_dense_resource_attr(&mut self, attr_ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' after 'dense_resource'")?;
        let handle = if self.is_keyword_like() {
            let s = self.spelling();
            self.intern(s)
        } else if self.is(K::String) {
            let v = self.string_value(self.tok);
            self.ctx.ident(&*v)
        } else {
            return Err(self.err("expected identifier key for 'resource' entry"));
        };
        self.consume();
        self.expect(K::Greater, "expected '>'")?;
        let (ty, type_loc) = match attr_ty {
            Some(t) => (t, loc),
            None => {
                let tl = self.tok.start;
                self.expect(K::Colon, "expected ':'")?;
                (self.parse_type()?, tl)
            }
        };
        if !self.ctx.type_kind(ty).is_shaped() {
            return Err(self.err_at(type_loc, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty, handle }))
    }

    fn parse_dense_array_attr(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect(K::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        let elt = self.parse_type()?;
        let ctx = self.ctx;
        let is_int = matches!(
            ctx.type_kind(elt),
            TypeKind::Integer { .. } | TypeKind::Index
        );
        let fk = match ctx.type_kind(elt) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        };
        if !is_int && fk.is_none() {
            return Err(self.err_at(
                type_loc,
                format!(
                    "expected integer or float type, got: '{}'",
                    fmt_type(ctx, elt)
                ),
            ));
        }
        let width = match ctx.type_kind(elt) {
            TypeKind::Index => 64,
            _ => ctx.int_or_float_bit_width(elt).unwrap_or(64),
        };
        let is_i1 = ctx.is_integer(elt, 1);
        if !is_i1 && width % 8 != 0 {
            return Err(self.err_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        if self.consume_if(K::Greater) {
            return Ok(ctx.intern_attr(AttrKind::DenseArray {
                elem: elt,
                count: 0,
                raw: Box::new([]),
            }));
        }
        self.expect(K::Colon, "expected ':' after dense array type")?;
        // The IR's storage rule (e.g. `i0` still takes a byte per element).
        let bytes = rmlir_ir::attributes::dense_storage_bytes(ctx, elt).unwrap_or(8);
        let mut raw: Vec<u8> = Vec::new();
        let mut count = 0u32;
        self.comma_list(Delim::None, "", |p| {
            let negative = p.consume_if(K::Minus);
            if let Some(k) = fk {
                let tok = p.tok;
                let bits = if p.consume_if(K::Integer) {
                    p.float_from_int_token(tok, negative, k)?
                } else if p.consume_if(K::FloatLiteral) {
                    let text = std::str::from_utf8(tok.spelling(p.src)).unwrap_or("0.0");
                    float::parse_float_literal(k, text, negative).map_err(|e| p.err(e))?
                } else {
                    return Err(p.err("expected integer or floating point literal"));
                };
                write_bits_le(&mut raw, bits, bytes);
            } else if p.is(K::KwTrue) || p.is(K::KwFalse) {
                if !is_i1 {
                    return Err(p.err("expected i1 type for 'true' or 'false' values"));
                }
                raw.push(p.is(K::KwTrue) as u8);
                p.consume();
            } else if p.is(K::Integer) {
                let sp = p.spelling();
                p.consume();
                // Upstream's DenseBoolArray takes only the keywords (and
                // reports at the token after the integer).
                if is_i1 {
                    return Err(p.err("expected 'true' or 'false' values for i1 type"));
                }
                let Some(v) = build_attribute_apint(p.ctx, elt, negative, sp) else {
                    return Err(p.err("integer constant out of range"));
                };
                write_le(&mut raw, &v, bytes);
            } else {
                return Err(p.err("expected integer literal"));
            }
            count += 1;
            Ok(())
        })?;
        self.expect(K::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.intern_attr(AttrKind::DenseArray {
            elem: elt,
            count,
            raw: raw.into(),
        }))
    }

    fn parse_sparse_elements_attr(&mut self, attr_ty: Option<Type>) -> PResult<Attribute> {
        let sparse_loc = self.tok.start;
        self.consume();
        self.expect(K::Less, "Expected '<' after 'sparse'")?;
        let ctx = self.ctx;
        let i64t = ctx.int_type(64);
        if self.consume_if(K::Greater) {
            let ty = self.parse_elements_literal_type(attr_ty, sparse_loc)?;
            let rank = ctx.type_kind(ty).shape().map_or(0, |s| s.len()) as i64;
            let elt = ctx.type_kind(ty).element_type().unwrap();
            let it = self.sparse_tensor_type(&[0, rank], i64t);
            let vt = self.sparse_tensor_type(&[0], elt);
            let indices = self.empty_dense(it);
            let values = self.empty_dense(vt);
            return Ok(ctx.intern_attr(AttrKind::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let indices_loc = self.tok.start;
        let ilit = self.parse_tensor_literal(false)?;
        self.expect(K::Comma, "expected ','")?;
        let values_loc = self.tok.start;
        let vlit = self.parse_tensor_literal(true)?;
        self.expect(K::Greater, "expected '>'")?;
        let ty = self.parse_elements_literal_type(attr_ty, sparse_loc)?;
        let rank = ctx.type_kind(ty).shape().map_or(0, |s| s.len()) as i64;
        let ishape: SmallVec<[i64; 4]> = if ilit.shape.is_empty() {
            SmallVec::from_slice(&[1, rank])
        } else {
            ilit.shape.clone()
        };
        let it = self.sparse_tensor_type(&ishape, i64t);
        let indices = self.dense_from_literal(&ilit, indices_loc, it)?;
        let elt = ctx.type_kind(ty).element_type().unwrap();
        let vshape: SmallVec<[i64; 4]> = if vlit.shape.is_empty() {
            SmallVec::from_slice(&[ishape[0]])
        } else {
            vlit.shape.clone()
        };
        let vt = self.sparse_tensor_type(&vshape, elt);
        let values = self.dense_from_literal(&vlit, values_loc, vt)?;
        if let Err(msg) = verify_sparse(ctx, ty, &ishape, indices, &vshape) {
            return Err(self.err_at(sparse_loc, msg));
        }
        Ok(ctx.intern_attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// The encoding-less tensor types of a sparse attribute's indices and
    /// values.
    fn sparse_tensor_type(&self, shape: &[i64], elem: Type) -> Type {
        self.ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            elem,
            encoding: None,
        })
    }

    fn empty_dense(&self, ty: Type) -> Attribute {
        let elt = self.ctx.type_kind(ty).element_type().unwrap();
        if dense_storage_bytes(self.ctx, elt).is_some() {
            self.ctx.intern_attr(AttrKind::DenseElements {
                ty,
                splat: false,
                raw: Box::new([]),
            })
        } else {
            self.ctx.intern_attr(AttrKind::DenseStrings {
                ty,
                splat: false,
                values: Box::new([]),
            })
        }
    }

    fn parse_strided_layout_attr(&mut self) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' after 'strided'")?;
        self.expect(K::LSquare, "expected '['")?;
        fn stride_or_offset(p: &mut Parser<'_>) -> PResult<i64> {
            if p.consume_if(K::Question) {
                return Ok(rmlir_ir::types::DYNAMIC);
            }
            let loc = p.tok.start;
            let negative = p.consume_if(K::Minus);
            if p.is(K::Integer) {
                match p.tok.uint_value(p.src) {
                    Some(v) if v <= i64::MAX as u64 => {
                        p.consume();
                        return Ok(if negative { -(v as i64) } else { v as i64 });
                    }
                    _ => {}
                }
            }
            Err(p.err_at(loc, "expected a 64-bit signed integer or '?'"))
        }
        let mut strides: SmallVec<[i64; 4]> = SmallVec::new();
        if !self.is(K::RSquare) {
            loop {
                let s = stride_or_offset(self)?;
                strides.push(s);
                if !self.consume_if(K::Comma) {
                    break;
                }
            }
        }
        self.expect(K::RSquare, "expected ']'")?;
        let offset = if self.consume_if(K::Greater) {
            0
        } else {
            self.expect(K::Comma, "expected ','")?;
            self.expect(K::KwOffset, "expected 'offset' after comma")?;
            self.expect(K::Colon, "expected ':' after 'offset'")?;
            let o = stride_or_offset(self)?;
            self.expect(K::Greater, "expected '>'")?;
            o
        };
        let _ = loc;
        Ok(self.ctx.intern_attr(AttrKind::StridedLayout {
            offset,
            strides: strides.as_slice().into(),
        }))
    }

    fn parse_distinct_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        if self.worker {
            // Ids are shared by the whole file: only the main parser knows
            // them (the failure makes the file parse sequentially).
            return Err(self.err("distinct attribute in a region parsed in parallel"));
        }
        self.consume();
        self.expect(K::LSquare, "expected '[' after 'distinct'")?;
        let tok = self.tok;
        self.expect(K::Integer, "expected distinct ID")?;
        let Some(id) = tok.uint_value(self.src) else {
            return Err(self.err("expected an unsigned 64-bit integer"));
        };
        self.expect(K::RSquare, "expected ']' to close distinct ID")?;
        self.expect(K::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(K::Greater) {
            self.ctx.unit_attr()
        } else {
            let a = self.parse_attribute(ty)?;
            self.expect(K::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        if let Some(&d) = self.distinct.get(&id) {
            let AttrKind::Distinct {
                referenced: prev, ..
            } = *self.ctx.attr_kind(d)
            else {
                unreachable!()
            };
            if prev != referenced {
                return Err(self.err_at(
                    loc,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        fmt_attr(self.ctx, prev)
                    ),
                ));
            }
            return Ok(d);
        }
        let d = self.ctx.distinct_attr(referenced);
        self.distinct.insert(id, d);
        Ok(d)
    }
}

fn join_i64(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The type of a typed attribute (`TypedAttr::getType`).
pub fn typed_attr_type(ctx: &rmlir_ir::Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::Opaque { ty, .. } => Some(ty.unwrap_or_else(|| ctx.none_type())),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// Runs the affine parser from the current token (just after `<`).
    fn with_affine<T>(
        &mut self,
        f: impl FnOnce(
            &mut crate::lexer::Lexer<'a>,
            &'a [u8],
        ) -> Result<T, Vec<crate::lexer::ParseError>>,
    ) -> PResult<T> {
        let start = self.tok.start;
        if self.tok.kind == K::Error {
            return Err(self.err(""));
        }
        self.lex.reset_to(start);
        match f(&mut self.lex, self.src) {
            Ok(v) => {
                self.tok = self.lex.lex();
                Ok(v)
            }
            Err(errors) => {
                let mut errors = errors.into_iter();
                let first = errors
                    .next()
                    .expect("a failed affine parse reports an error");
                let mut d = crate::parser::Diag::new(first.offset, first.message);
                d.also = errors.map(|e| (e.offset, e.message)).collect();
                Err(d)
            }
        }
    }

    /// Like `with_affine`, for parsers that start at the current token.
    pub(crate) fn with_affine_here<T>(
        &mut self,
        f: impl FnOnce(
            &mut crate::lexer::Lexer<'a>,
            &'a [u8],
        ) -> Result<T, Vec<crate::lexer::ParseError>>,
    ) -> PResult<T> {
        self.with_affine(f)
    }

    pub fn parse_affine_map_reference(&mut self) -> PResult<rmlir_ir::affine::AffineMap> {
        self.with_affine(crate::affine_parser::parse_affine_map_all)
    }

    pub fn parse_integer_set_reference(&mut self) -> PResult<rmlir_ir::affine::IntegerSet> {
        self.with_affine(crate::affine_parser::parse_integer_set_all)
    }
}

/// A dialect's `parseAttribute`: the mnemonic, then that attribute kind's
/// parser.
fn parse_dialect_attr_body(
    ap: &mut crate::custom::AsmCore<'_, '_>,
    d: &'static rmlir_ir::DialectDef,
    ty: Option<Type>,
) -> PResult<Attribute> {
    use rmlir_ir::asm::AsmParser;
    let loc = ap.current_loc();
    if d.attrs.is_empty() {
        return Err(ap.emit_error(
            ap.name_loc(),
            &format!("dialect '{}' provides no attribute parsing hook", d.name),
        ));
    }
    let mnemonic = ap.parse_keyword_any()?;
    match d.attr_def(&mnemonic) {
        Some(def) => (def.parse)(ap, ty),
        None => Err(ap.emit_error(
            loc,
            &format!(
                "unknown attribute `{}` in dialect `{}`",
                String::from_utf8_lossy(&mnemonic),
                d.name
            ),
        )),
    }
}
