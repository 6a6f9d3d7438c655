//! Type parsing (upstream `TypeParser.cpp` and the type half of
//! `DialectSymbolParser.cpp`).

use smallvec::SmallVec;

use rmlir_ir::float::FloatKind;
use rmlir_ir::types::{Signedness, DYNAMIC, MAX_INT_WIDTH};
use rmlir_ir::{AttrKind, Attribute, Type, TypeKind};

use crate::lexer::TokenKind as K;
use crate::parser::{PResult, Parser};

fn float_kind_of(k: K) -> Option<FloatKind> {
    Some(match k {
        K::KwBf16 => FloatKind::BF16,
        K::KwF16 => FloatKind::F16,
        K::KwF32 => FloatKind::F32,
        K::KwF64 => FloatKind::F64,
        K::KwF80 => FloatKind::F80,
        K::KwF128 => FloatKind::F128,
        K::KwTf32 => FloatKind::TF32,
        K::KwF8E5M2 => FloatKind::F8E5M2,
        K::KwF8E4M3 => FloatKind::F8E4M3,
        K::KwF8E4M3FN => FloatKind::F8E4M3FN,
        K::KwF8E5M2FNUZ => FloatKind::F8E5M2FNUZ,
        K::KwF8E4M3FNUZ => FloatKind::F8E4M3FNUZ,
        K::KwF8E4M3B11FNUZ => FloatKind::F8E4M3B11FNUZ,
        K::KwF8E3M4 => FloatKind::F8E3M4,
        K::KwF4E2M1FN => FloatKind::F4E2M1FN,
        K::KwF6E2M3FN => FloatKind::F6E2M3FN,
        K::KwF6E3M2FN => FloatKind::F6E3M2FN,
        K::KwF8E8M0FNU => FloatKind::F8E8M0FNU,
        _ => return None,
    })
}

/// `Dialect::isValidNamespace`: `[a-zA-Z_][a-zA-Z_0-9$]*` (empty allowed).
pub fn is_valid_namespace(s: &[u8]) -> bool {
    match s.first() {
        None => true,
        Some(&c) if c.is_ascii_alphabetic() || c == b'_' => s[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$'),
        _ => false,
    }
}

impl<'a> Parser<'a> {
    /// Whether the current token can start a type (`parseOptionalType`).
    pub fn at_type_start(&self) -> bool {
        matches!(
            self.tok.kind,
            K::LParen
                | K::KwMemref
                | K::KwTensor
                | K::KwComplex
                | K::KwTuple
                | K::KwVector
                | K::IntType
                | K::KwIndex
                | K::KwNone
                | K::ExclamationIdentifier
        ) || float_kind_of(self.tok.kind).is_some()
    }

    pub fn parse_type(&mut self) -> PResult<Type> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            if self.is(K::LParen) {
                self.parse_function_type()
            } else {
                self.parse_non_function_type()
            }
        })
    }

    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let mut args = SmallVec::<[Type; 4]>::new();
        let mut results = SmallVec::<[Type; 4]>::new();
        self.parse_type_list_parens(&mut args)?;
        self.expect(K::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types(&mut results)?;
        Ok(self.ctx.function_type(&args, &results))
    }

    pub fn parse_function_result_types(&mut self, out: &mut SmallVec<[Type; 4]>) -> PResult<()> {
        if self.is(K::LParen) {
            return self.parse_type_list_parens(out);
        }
        // Not `(`: `parse_type` parses a non-function type here.
        let t = self.parse_type_memo()?;
        out.push(t);
        Ok(())
    }

    pub fn parse_type_list_no_parens(&mut self, out: &mut SmallVec<[Type; 4]>) -> PResult<()> {
        let t = self.parse_type_memo()?;
        out.push(t);
        while self.consume_if(K::Comma) {
            let t = self.parse_type_memo()?;
            out.push(t);
        }
        Ok(())
    }

    pub fn parse_type_list_parens(&mut self, out: &mut SmallVec<[Type; 4]>) -> PResult<()> {
        self.expect(K::LParen, "expected '('")?;
        if self.consume_if(K::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens(out)?;
        self.expect(K::RParen, "expected ')'")
    }

    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        if let Some(fk) = float_kind_of(self.tok.kind) {
            self.consume();
            return Ok(self.ctx.float_type(fk));
        }
        match self.tok.kind {
            K::KwMemref => self.parse_memref_type(),
            K::KwTensor => self.parse_tensor_type(),
            K::KwComplex => self.parse_complex_type(),
            K::KwTuple => self.parse_tuple_type(),
            K::KwVector => self.parse_vector_type(),
            K::IntType => {
                let Some(width) = self.tok.int_type_width(self.src) else {
                    return Err(self.err("invalid integer width"));
                };
                if width > MAX_INT_WIDTH {
                    return Err(self.err_at(
                        self.tok.start,
                        format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits"),
                    ));
                }
                let sign = match self.tok.int_type_signedness(self.src) {
                    None => Signedness::Signless,
                    Some(true) => Signedness::Signed,
                    Some(false) => Signedness::Unsigned,
                };
                self.consume();
                Ok(self.ctx.int_type_signed(width, sign))
            }
            K::KwIndex => {
                self.consume();
                Ok(self.ctx.index_type())
            }
            K::KwNone => {
                self.consume();
                Ok(self.ctx.none_type())
            }
            K::ExclamationIdentifier => self.parse_extended_type(),
            _ => Err(self.err_wrong("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(K::Less, "expected '<' in complex type")?;
        let loc = self.tok.start;
        let elt = self.parse_type()?;
        self.expect(K::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_kind(elt),
            TypeKind::Float(_) | TypeKind::Integer { .. }
        ) {
            return Err(self.err_at(loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeKind::Complex(elt)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.consume();
        self.expect(K::Less, "expected '<' in tuple type")?;
        if self.consume_if(K::Greater) {
            return Ok(self.ctx.tuple_type(&[]));
        }
        let mut types = SmallVec::<[Type; 4]>::new();
        self.parse_type_list_no_parens(&mut types)?;
        self.expect(K::Greater, "expected '>' in tuple type")?;
        Ok(self.ctx.tuple_type(&types))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let vloc = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' in vector type")?;
        let mut dims = SmallVec::<[i64; 4]>::new();
        let mut scalable = SmallVec::<[bool; 4]>::new();
        while self.is(K::Integer) || self.is(K::LSquare) {
            let sc = self.consume_if(K::LSquare);
            let v = self.parse_integer_in_dimension_list()?;
            dims.push(v);
            if sc && !self.consume_if(K::RSquare) {
                return Err(self.err_wrong("missing ']' closing scalable dimension"));
            }
            scalable.push(sc);
            self.parse_x_in_dimension_list()?;
        }
        let elt = self.parse_type()?;
        self.expect(K::Greater, "expected '>' in vector type")?;
        if dims.iter().any(|&d| d <= 0) {
            let list = dims
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(self.err_at(
                vloc,
                format!("vector types must have positive constant sizes but got {list}"),
            ));
        }
        if !self.is_valid_vector_elt(elt) {
            return Err(self.err_at(
                vloc,
                "failed to verify 'elementType': VectorElementTypeInterface instance",
            ));
        }
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape: dims.as_slice().into(),
            scalable: scalable.as_slice().into(),
            elem: elt,
        }))
    }

    fn is_valid_vector_elt(&self, t: Type) -> bool {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            // The dialect types implementing `VectorElementTypeInterface`:
            // llvm's pointers.
            TypeKind::Dialect(d) => d.def.0.dialect == "llvm" && d.def.0.mnemonic == "ptr",
            _ => false,
        }
    }

    fn is_valid_tensor_elt(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Index
        )
    }

    fn is_valid_memref_elt(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    pub fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let sp = self.spelling();
        if sp.len() > 1 && sp[1] == b'x' {
            // `0xf32` is `0`, `x`, `f32`.
            self.reset_to(self.tok.start + 1);
            return Ok(0);
        }
        match self.tok.uint_value(self.src) {
            Some(v) if v <= i64::MAX as u64 => {
                self.consume();
                Ok(v as i64)
            }
            _ => Err(self.err("invalid dimension")),
        }
    }

    pub fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        let sp = self.spelling();
        if !self.is(K::BareIdentifier) || sp.first() != Some(&b'x') {
            return Err(self.err_wrong("expected 'x' in dimension list"));
        }
        if sp.len() != 1 {
            self.prev_end = self.tok.start + 1;
            self.reset_to(self.tok.start + 1);
        } else {
            self.consume();
        }
        Ok(())
    }

    /// `parseDimensionListRanked` with a trailing `x`.
    pub fn parse_dimension_list_ranked(
        &mut self,
        dims: &mut SmallVec<[i64; 4]>,
        allow_dynamic: bool,
    ) -> PResult<()> {
        while self.is(K::Integer) || self.is(K::Question) {
            let loc = self.tok.start;
            if self.consume_if(K::Question) {
                if !allow_dynamic {
                    return Err(self.err_at(loc, "expected static shape"));
                }
                dims.push(DYNAMIC);
            } else {
                let v = self.parse_integer_in_dimension_list()?;
                dims.push(v);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(())
    }

    /// The keyword, `<`, and either `*x` (unranked: `true`) or the ranked
    /// dimension list, of a tensor or memref type.
    fn parse_shaped_type_prefix(
        &mut self,
        missing_less: &str,
    ) -> PResult<(bool, SmallVec<[i64; 4]>)> {
        self.consume();
        self.expect(K::Less, missing_less)?;
        let mut dims = SmallVec::new();
        let unranked = self.consume_if(K::Star);
        if unranked {
            self.parse_x_in_dimension_list()?;
        } else {
            self.parse_dimension_list_ranked(&mut dims, true)?;
        }
        Ok((unranked, dims))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        let (unranked, dims) = self.parse_shaped_type_prefix("expected '<' in tensor type")?;
        let elt_loc = self.tok.start;
        let elt = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(K::Comma) {
            encoding = self.parse_optional_attribute(None)?;
        }
        self.expect(K::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_elt(elt) {
            return Err(self.err_at(elt_loc, "invalid tensor element type"));
        }
        if unranked {
            if encoding.is_some() {
                return Err(self.err("cannot apply encoding to unranked tensor"));
            }
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { elem: elt }));
        }
        Ok(self.ctx.intern_type(TypeKind::RankedTensor {
            shape: dims.as_slice().into(),
            elem: elt,
            encoding,
        }))
    }

    fn is_memref_layout(&self, a: Attribute) -> bool {
        matches!(
            self.ctx.attr_kind(a),
            AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
        )
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let loc = self.tok.start;
        let (unranked, dims) = self.parse_shaped_type_prefix("expected '<' in memref type")?;
        let type_loc = self.tok.start;
        let elt = self.parse_type()?;
        if !self.is_valid_memref_elt(elt) {
            return Err(self.err_at(type_loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memspace: Option<Attribute> = None;
        if !self.consume_if(K::Greater) {
            self.expect(K::Comma, "expected ',' or '>' in memref type")?;
            self.comma_list_until(K::Greater, false, |p| {
                let attr = p.parse_attribute(None)?;
                if p.is_memref_layout(attr) {
                    layout = Some(attr);
                } else if memspace.is_some() {
                    return Err(p.err("multiple memory spaces specified in memref type"));
                } else {
                    memspace = Some(attr);
                    return Ok(());
                }
                if unranked {
                    return Err(p.err("cannot have affine map for unranked memref type"));
                }
                if memspace.is_some() {
                    return Err(p.err("expected memory space to be last in memref type"));
                }
                Ok(())
            })?;
        }
        // Memory space `0 : i64` is the default and is dropped.
        if let Some(ms) = memspace {
            if let AttrKind::Integer { value, .. } = self.ctx.attr_kind(ms) {
                if value.is_zero() {
                    memspace = None;
                }
            }
        }
        if let Some(ms) = memspace {
            let ok = match self.ctx.attr_kind(ms) {
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_) => {
                    true
                }
                // A dialect attribute rmlir implements is not builtin.
                AttrKind::Dialect(_) => true,
                // Attributes of dialects upstream registers are not builtin.
                AttrKind::Opaque { dialect, .. } => {
                    let d = self.ctx.ident_bytes(*dialect);
                    d != b"builtin" && rmlir_ir::dialect::is_upstream_dialect(d)
                }
                _ => false,
            };
            if !ok {
                return Err(self.err_at(loc, "unsupported memory space Attribute"));
            }
        }
        if unranked {
            return Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef {
                elem: elt,
                memory_space: memspace,
            }));
        }
        // MemRefType::verify.
        if dims.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return Err(self.err_at(loc, "invalid memref size"));
        }
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(m) => {
                    if m.num_dims as usize != dims.len() {
                        return Err(self.err_at(
                            loc,
                            format!(
                                "memref layout mismatch between rank and affine map: {} != {}",
                                dims.len(),
                                m.num_dims
                            ),
                        ));
                    }
                    if m.is_identity() {
                        layout = None;
                    }
                }
                AttrKind::StridedLayout { strides, .. } if strides.len() != dims.len() => {
                    return Err(self.err_at(
                        loc,
                        "expected the number of strides to match the rank".to_string(),
                    ));
                }
                _ => {}
            }
        }
        Ok(self.ctx.intern_type(TypeKind::MemRef {
            shape: dims.as_slice().into(),
            elem: elt,
            layout,
            memory_space: memspace,
        }))
    }

    /// `!alias`, `!dialect.ident<...>`, `!dialect<...>`.
    pub fn parse_extended_type(&mut self) -> PResult<Type> {
        let (dialect, data, loc) = match self.parse_extended_symbol(false)? {
            ExtSym::TypeAlias(t) => return Ok(t),
            ExtSym::AttrAlias(_) => unreachable!(),
            ExtSym::Dialect { dialect, data, loc } => (dialect, data, loc),
        };
        if let Some(d) = self.ctx.registry().dialect(dialect) {
            return self.parse_registered_dialect_type(d, data);
        }
        self.check_extended_dialect(dialect, loc, || {
            format!(
                "`!\"{}\"<\"{}\">` type",
                String::from_utf8_lossy(dialect),
                String::from_utf8_lossy(data)
            )
        })?;
        let d = self.intern(dialect);
        let data = self.intern(data);
        Ok(self.ctx.intern_type(TypeKind::Opaque { dialect: d, data }))
    }

    /// A type of a dialect rmlir knows (see `parse_registered_dialect_attr`).
    fn parse_registered_dialect_type(
        &mut self,
        d: &'static rmlir_ir::DialectDef,
        data: &'a [u8],
    ) -> PResult<Type> {
        use rmlir_ir::asm::AsmParser;
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
            if let Some(parse) = d.parse_type {
                parse(&mut ap)
            } else if d.types.is_empty() {
                Err(ap.emit_error(
                    start,
                    &format!("dialect '{}' provides no type parsing hook", d.name),
                ))
            } else {
                let loc = ap.current_loc();
                match ap.parse_keyword_any() {
                    Err(e) => Err(e),
                    Ok(m) => match d.type_def(&m) {
                        Some(def) => (def.parse)(&mut ap),
                        None => Err(ap.emit_error(
                            loc,
                            &format!(
                                "unknown type `{}` in dialect `{}`",
                                String::from_utf8_lossy(&m),
                                d.name
                            ),
                        )),
                    },
                }
            }
        };
        self.reset_to(saved_tok);
        self.prev_end = saved_prev;
        r
    }

    /// Rejects an invalid dialect namespace, or an unregistered dialect
    /// unless the context allows them; `what` describes the type or
    /// attribute in the latter message.
    pub fn check_extended_dialect(
        &self,
        dialect: &[u8],
        loc: u32,
        what: impl FnOnce() -> String,
    ) -> PResult<()> {
        if !is_valid_namespace(dialect) {
            return Err(self.err_at(
                loc,
                format!(
                    "invalid dialect namespace '\"{}\"'",
                    String::from_utf8_lossy(dialect)
                ),
            ));
        }
        if !self.ctx.allows_unregistered_dialects()
            && !self.ctx.registry().is_dialect_registered(dialect)
        {
            return Err(self.err_at(
                loc,
                format!(
                    "{} created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used",
                    what()
                ),
            ));
        }
        Ok(())
    }

    /// Shared by extended types and attributes (`parseExtendedSymbol`).
    pub fn parse_extended_symbol(&mut self, is_attr: bool) -> PResult<ExtSym<'a>> {
        let tok = self.tok;
        let ident = &tok.spelling(self.src)[1..];
        let mut loc = tok.start;
        self.consume();
        let (dialect, sym_data) = match ident.iter().position(|&c| c == b'.') {
            Some(i) => (&ident[..i], &ident[i + 1..]),
            None => (ident, &ident[ident.len()..]),
        };
        let is_pretty = !sym_data.is_empty() || ident.last() == Some(&b'.');
        let has_trailing = self.is(K::Less) && self.tok.start == tok.end;
        if !has_trailing && !is_pretty {
            let found = if is_attr {
                self.attr_aliases.get(ident).map(|&a| ExtSym::AttrAlias(a))
            } else {
                self.type_aliases.get(ident).map(|&t| ExtSym::TypeAlias(t))
            };
            return match found {
                Some(s) => Ok(s),
                None => Err(self.err_wrong(format!(
                    "undefined symbol alias id '{}'",
                    String::from_utf8_lossy(ident)
                ))),
            };
        }
        let data: &'a [u8];
        if !is_pretty {
            // Verbose form: `<...>` body without the angle brackets.
            let end = self.parse_dialect_symbol_body()?;
            let body = &self.src[tok.end as usize..end as usize];
            data = &body[1..body.len() - 1];
        } else {
            let start = tok.start as usize + 1 + dialect.len() + 1;
            loc = start as u32;
            if has_trailing {
                let end = self.parse_dialect_symbol_body()?;
                data = &self.src[start..end as usize];
            } else {
                data = &self.src[start..tok.end as usize];
            }
        }
        Ok(ExtSym::Dialect { dialect, data, loc })
    }

    /// Scans a balanced `<...>` starting at the current `<` token; leaves the
    /// lexer after it and returns the end offset.
    pub fn parse_dialect_symbol_body(&mut self) -> PResult<u32> {
        let mut cur = self.tok.start as usize;
        let src = self.src;
        let mut stack: SmallVec<[u8; 8]> = SmallVec::new();
        loop {
            let c = src.get(cur).copied().unwrap_or(0);
            let at = cur;
            cur += 1;
            match c {
                0 => return Err(self.body_error(at, &stack)),
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if src.get(cur) == Some(&b'>') {
                        cur += 1;
                    }
                    continue;
                }
                b'>' | b']' | b')' | b'}' => {
                    let open = crate::lexer::opening_bracket(c);
                    match stack.pop() {
                        Some(o) if o == open => {}
                        Some(o) => {
                            return Err(self.err(format!(
                                "unbalanced '{}' character in pretty dialect name",
                                o as char
                            )))
                        }
                        None => {
                            return Err(self.err(format!(
                                "unbalanced '{}' character in pretty dialect name",
                                c as char
                            )))
                        }
                    }
                }
                b'"' => {
                    self.reset_to(at as u32);
                    if !self.is(K::String) {
                        return Err(self.err("expected string"));
                    }
                    cur = self.tok.end as usize;
                }
                _ => continue,
            }
            if stack.is_empty() {
                break;
            }
        }
        self.prev_end = cur as u32;
        self.reset_to(cur as u32);
        Ok(cur as u32)
    }

    fn body_error(&self, _at: usize, stack: &[u8]) -> Box<crate::parser::Diag> {
        match stack.last() {
            Some(&c) => self.err(format!(
                "unbalanced '{}' character in pretty dialect name",
                c as char
            )),
            None => self.err("unexpected nul or EOF in pretty dialect name"),
        }
    }
}

pub enum ExtSym<'a> {
    TypeAlias(Type),
    AttrAlias(Attribute),
    Dialect {
        dialect: &'a [u8],
        data: &'a [u8],
        loc: u32,
    },
}
