//! The parser side of [`AsmParser`] and [`OpAsmParser`] (upstream's
//! `AsmParserImpl` and `CustomOpAsmParser`): what custom op parsers,
//! declarative formats and dialect attribute parsers call.

use smallvec::SmallVec;

use rmlir_ir::affine::AffineMap;
use rmlir_ir::asm::{
    Argument, AsmDiag, AsmParser, Delimiter, OpAsmParser, ParseResult, ParseState, Punct,
    UnresolvedOperand,
};
use rmlir_ir::body::{BlockId, OperationState, Value};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::{Attribute, Context, Location, NamedAttr, Type};

use crate::lexer::TokenKind as K;
use crate::ops::Unresolved;
use crate::parser::Parser;

/// The parser handed to op, attribute and type hooks. For op hooks
/// `op_name` is set and errors get upstream's `custom op '<name>' ` prefix.
pub(crate) struct AsmCore<'p, 'a> {
    pub p: &'p mut Parser<'a>,
    pub name_loc: u32,
    pub op_name: Option<rmlir_ir::Ident>,
    pub num_results: usize,
}

fn punct_token(p: Punct) -> K {
    match p {
        Punct::Arrow => K::Arrow,
        Punct::Colon => K::Colon,
        Punct::Comma => K::Comma,
        Punct::Ellipsis => K::Ellipsis,
        Punct::Equal => K::Equal,
        Punct::Less => K::Less,
        Punct::Greater => K::Greater,
        Punct::LBrace => K::LBrace,
        Punct::RBrace => K::RBrace,
        Punct::LParen => K::LParen,
        Punct::RParen => K::RParen,
        Punct::LSquare => K::LSquare,
        Punct::RSquare => K::RSquare,
        Punct::Question => K::Question,
        Punct::Plus => K::Plus,
        Punct::Star => K::Star,
        Punct::Minus => K::Minus,
        Punct::VerticalBar => K::VerticalBar,
        Punct::Slash => K::Slash,
    }
}

impl<'a> AsmCore<'_, 'a> {
    fn unresolved(&self, u: UnresolvedOperand) -> Unresolved<'a> {
        Unresolved {
            name: &self.p.src[u.loc as usize..(u.loc + u.name_len) as usize],
            number: u.number,
            loc: u.loc,
        }
    }

    fn to_operand(u: Unresolved<'a>) -> UnresolvedOperand {
        UnresolvedOperand {
            loc: u.loc,
            name_len: u.name.len() as u32,
            number: u.number,
        }
    }

    fn parse_operand_impl(&mut self, allow_result_number: bool) -> ParseResult<UnresolvedOperand> {
        let u = self.p.parse_ssa_use(allow_result_number)?;
        Ok(Self::to_operand(u))
    }

    fn regions_body(&self, st: &ParseState) -> rmlir_ir::BodyId {
        st.isolated_body.unwrap_or(self.p.cur_body)
    }
}

impl<'a> AsmParser<'a> for AsmCore<'_, 'a> {
    fn ctx(&self) -> &'a Context {
        self.p.ctx
    }
    fn current_loc(&self) -> u32 {
        self.p.tok.start
    }
    fn name_loc(&self) -> u32 {
        self.name_loc
    }
    fn emit_error(&self, loc: u32, msg: &str) -> Box<AsmDiag> {
        match &self.op_name {
            Some(n) => self.p.err_at(
                loc,
                format!(
                    "custom op '{}' {msg}",
                    String::from_utf8_lossy(self.p.ctx.ident_bytes(*n))
                ),
            ),
            None => self.p.err_at(loc, msg.to_string()),
        }
    }
    fn encoded_loc(&mut self, loc: u32) -> Location {
        self.p.source_loc(loc)
    }
    fn source(&self, start: u32, end: u32) -> &[u8] {
        // Callers peek past a location (`loc + 1`), which may be the end.
        let src = self.p.src;
        let end = (end as usize).min(src.len());
        &src[(start as usize).min(end)..end]
    }
    fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.p.consume_if(punct_token(p))
    }
    fn parse_punct_msg(&mut self, p: Punct, msg: &str) -> ParseResult<()> {
        self.p.expect(punct_token(p), msg)
    }
    fn is_punct(&self, p: Punct) -> bool {
        self.p.is(punct_token(p))
    }
    fn is_string(&self) -> bool {
        self.p.is(K::String)
    }
    fn is_at_identifier(&self) -> bool {
        self.p.is(K::AtIdentifier)
    }
    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.is_keyword_like() && self.p.spelling() == kw.as_bytes() {
            self.p.consume();
            true
        } else {
            false
        }
    }
    fn parse_optional_keyword_any(&mut self) -> Option<Vec<u8>> {
        if !self.p.is_keyword_like() {
            return None;
        }
        let s = self.p.spelling().to_vec();
        self.p.consume();
        Some(s)
    }
    fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>> {
        if let Some(k) = self.parse_optional_keyword_any() {
            return Some(k);
        }
        self.parse_optional_string()
    }
    fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.p.is(K::String) {
            return None;
        }
        let v = self.p.string_value(self.p.tok).into_owned();
        self.p.consume();
        Some(v)
    }
    fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>> {
        if self.p.consume_if(K::KwFalse) {
            return Ok(Some(0));
        }
        if self.p.consume_if(K::KwTrue) {
            return Ok(Some(1));
        }
        if !self.p.is(K::Integer) && !self.p.is(K::Minus) {
            return Ok(None);
        }
        let negative = self.p.consume_if(K::Minus);
        let tok = self.p.tok;
        self.p.expect(K::Integer, "expected integer value")?;
        let spelling = tok.spelling(self.p.src);
        let Some(v) = rmlir_ir::apint::ApInt::parse_unsigned_literal(spelling) else {
            return Err(self.emit_error(tok.start, "integer value too large"));
        };
        match v.to_u64() {
            Some(u) => {
                let x = u as i128;
                Ok(Some(if negative { -x } else { x }))
            }
            None => Err(self.emit_error(tok.start, "integer value too large")),
        }
    }
    fn parse_type(&mut self) -> ParseResult<Type> {
        self.p.parse_type_memo()
    }
    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        self.p.parse_optional_type()
    }
    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.p.parse_attribute(ty)
    }
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>> {
        self.p.parse_optional_attribute(ty)
    }
    fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> ParseResult<()> {
        if self.p.is(K::LBrace) {
            let d = self.p.parse_attribute_dict_memo()?;
            out.extend(d);
        }
        Ok(())
    }
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> ParseResult<()> {
        if self.parse_optional_keyword("attributes") {
            let d = self.p.parse_attribute_dict_memo()?;
            out.extend(d);
        }
        Ok(())
    }
    fn parse_optional_symbol_name(&mut self) -> Option<Attribute> {
        if !self.p.is(K::AtIdentifier) {
            return None;
        }
        let s = self.p.tok.symbol_reference(self.p.src);
        self.p.consume();
        Some(self.p.ctx.string_attr(s))
    }
    fn parse_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        let mut v: SmallVec<[Type; 4]> = SmallVec::new();
        self.p.parse_type_list_no_parens(&mut v)?;
        out.extend(v);
        Ok(())
    }
    fn parse_function_result_types(&mut self, out: &mut Vec<Type>) -> ParseResult<()> {
        let mut v: SmallVec<[Type; 4]> = SmallVec::new();
        self.p.parse_function_result_types(&mut v)?;
        out.extend(v);
        Ok(())
    }
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> ParseResult<Vec<i64>> {
        let mut dims: SmallVec<[i64; 4]> = SmallVec::new();
        if with_trailing_x {
            self.p
                .parse_dimension_list_ranked(&mut dims, allow_dynamic)?;
            return Ok(dims.to_vec());
        }
        let dim = |this: &mut Self, dims: &mut SmallVec<[i64; 4]>| -> ParseResult<()> {
            let loc = this.p.tok.start;
            if this.p.consume_if(K::Question) {
                if !allow_dynamic {
                    return Err(this.p.err_at(loc, "expected static shape"));
                }
                dims.push(rmlir_ir::types::DYNAMIC);
            } else {
                let v = this.p.parse_integer_in_dimension_list()?;
                dims.push(v);
            }
            Ok(())
        };
        if self.p.is(K::Integer) || self.p.is(K::Question) {
            dim(self, &mut dims)?;
            while self.p.is(K::BareIdentifier) && self.p.spelling().first() == Some(&b'x') {
                self.p.parse_x_in_dimension_list()?;
                dim(self, &mut dims)?;
            }
        }
        Ok(dims.to_vec())
    }
    fn parse_affine_map(&mut self) -> ParseResult<AffineMap> {
        self.p.parse_affine_map_reference()
    }
}

impl<'a> OpAsmParser<'a> for AsmCore<'_, 'a> {
    fn num_results(&self) -> usize {
        self.num_results
    }
    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand> {
        self.parse_operand_impl(true)
    }
    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>> {
        if !self.p.is(K::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }
    fn parse_operand_list(
        &mut self,
        out: &mut Vec<UnresolvedOperand>,
        delim: Delimiter,
        required: Option<usize>,
    ) -> ParseResult<()> {
        let start = self.p.tok.start;
        if delim == Delimiter::None && !self.p.is(K::PercentIdentifier) {
            match required {
                None | Some(0) => return Ok(()),
                _ => {
                    let msg = if self.p.is(K::LParen) || self.p.is(K::LSquare) {
                        "unexpected delimiter"
                    } else {
                        "invalid operand"
                    };
                    return Err(self.emit_error(start, msg));
                }
            }
        }
        let before = out.len();
        rmlir_ir::asm::comma_separated_list(self, delim, " in operand list", &mut |this| {
            let u = this.parse_operand()?;
            out.push(u);
            Ok(())
        })?;
        if let Some(n) = required {
            if out.len() - before != n {
                return Err(self.emit_error(start, &format!("expected {n} operands")));
            }
        }
        Ok(())
    }
    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> ParseResult<Value> {
        let u = self.unresolved(u);
        self.p.resolve_operand(u, ty)
    }
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> ParseResult<Argument> {
        let ssa = self.parse_operand_impl(false)?;
        let ty = if allow_type {
            self.p.expect(K::Colon, "expected ':'")?;
            self.p.parse_type()?
        } else {
            self.p.ctx.none_type()
        };
        let mut attrs = None;
        if allow_attrs && self.p.is(K::LBrace) {
            let d = self.p.parse_attribute_dict()?;
            if !d.is_empty() {
                attrs = Some(self.p.ctx.dictionary_attr(d));
            }
        }
        let loc = self.parse_optional_location_specifier()?;
        Ok(Argument {
            ssa,
            ty,
            attrs,
            loc,
        })
    }
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>> {
        if !self.p.is(K::PercentIdentifier) {
            return Ok(None);
        }
        self.parse_argument(allow_type, allow_attrs).map(Some)
    }
    fn parse_argument_list(
        &mut self,
        out: &mut Vec<Argument>,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<()> {
        if delim == Delimiter::None && !self.p.is(K::PercentIdentifier) {
            return Ok(());
        }
        rmlir_ir::asm::comma_separated_list(self, delim, " in argument list", &mut |this| {
            let a = this.parse_argument(allow_type, allow_attrs)?;
            out.push(a);
            Ok(())
        })
    }
    fn parse_region(
        &mut self,
        st: &mut ParseState,
        args: &[Argument],
        enable_shadowing: bool,
    ) -> ParseResult<()> {
        let entry: Vec<crate::ops::Argument<'a>> = args
            .iter()
            .map(|a| crate::ops::Argument {
                ssa: self.unresolved(a.ssa),
                ty: a.ty,
                loc: a.loc,
            })
            .collect();
        let blocks = self.p.parse_op_region(st, &entry, enable_shadowing)?;
        st.regions.push(blocks);
        Ok(())
    }
    fn parse_successor(&mut self) -> ParseResult<BlockId> {
        if !self.p.is(K::CaretIdentifier) {
            return Err(self.p.err_wrong("expected block name"));
        }
        let b = self.p.get_block_named(self.p.spelling(), self.p.tok.start);
        self.p.consume();
        Ok(b)
    }
    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if !self.p.is(K::CaretIdentifier) {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }
    fn parse_successor_and_use_list(
        &mut self,
        operands: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<BlockId> {
        let b = self.parse_successor()?;
        if self.p.consume_if(K::LParen) {
            self.p.parse_optional_ssa_use_and_type_list(operands)?;
            self.parse_punct(Punct::RParen)?;
        }
        Ok(b)
    }
    fn parse_optional_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument>,
        rhs: &mut Vec<UnresolvedOperand>,
    ) -> ParseResult<bool> {
        if !self.p.consume_if(K::LParen) {
            return Ok(false);
        }
        let none = self.p.ctx.none_type();
        let mut elems: Vec<(Argument, UnresolvedOperand)> = Vec::new();
        {
            let mut elem = |this: &mut Self| -> ParseResult<()> {
                let a = this.parse_argument(false, false)?;
                this.p.expect(K::Equal, "expected '='")?;
                let u = this.parse_operand()?;
                elems.push((a, u));
                Ok(())
            };
            if self.p.is(K::RParen) {
                self.p.consume();
            } else {
                elem(self)?;
                while self.p.consume_if(K::Comma) {
                    elem(self)?;
                }
                self.p.expect(K::RParen, "expected ',' or ')'")?;
            }
        }
        let _ = none;
        for (a, u) in elems {
            lhs.push(a);
            rhs.push(u);
        }
        Ok(true)
    }
    fn parse_affine_map_of_ssa_ids(
        &mut self,
        operands: &mut Vec<UnresolvedOperand>,
        delim: Delimiter,
    ) -> ParseResult<Option<AffineMap>> {
        let d = match delim {
            Delimiter::None => crate::affine_parser::Delimiter::None,
            Delimiter::Paren => crate::affine_parser::Delimiter::Paren,
            Delimiter::Square => crate::affine_parser::Delimiter::Square,
            Delimiter::LessGreater => crate::affine_parser::Delimiter::LessGreater,
            Delimiter::Braces => crate::affine_parser::Delimiter::Braces,
            Delimiter::OptionalParen => crate::affine_parser::Delimiter::OptionalParen,
            Delimiter::OptionalSquare => crate::affine_parser::Delimiter::OptionalSquare,
            Delimiter::OptionalLessGreater => crate::affine_parser::Delimiter::OptionalLessGreater,
            Delimiter::OptionalBraces => crate::affine_parser::Delimiter::OptionalBraces,
        };
        let (map, ops) = self.p.parse_affine_map_of_ssa_ids_here(d)?;
        let (dims, syms): (Vec<_>, Vec<_>) = ops.into_iter().partition(|o| !o.is_symbol);
        for o in dims.into_iter().chain(syms) {
            operands.push(UnresolvedOperand {
                loc: o.value.offset,
                name_len: o.value.name.len() as u32,
                number: o.value.number,
            });
        }
        Ok(Some(map))
    }
    fn parse_affine_expr_of_ssa_ids(
        &mut self,
        dims: &mut Vec<UnresolvedOperand>,
        syms: &mut Vec<UnresolvedOperand>,
    ) -> ParseResult<AffineMap> {
        let (expr, ops) = self.p.parse_affine_expr_of_ssa_ids_here()?;
        let mut nd = 0;
        let mut ns = 0;
        for o in ops {
            let u = UnresolvedOperand {
                loc: o.value.offset,
                name_len: o.value.name.len() as u32,
                number: o.value.number,
            };
            if o.is_symbol {
                syms.push(u);
                ns += 1;
            } else {
                dims.push(u);
                nd += 1;
            }
        }
        Ok(AffineMap::new(nd, ns, vec![expr]))
    }
    fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>> {
        if !self.p.consume_if(K::KwLoc) {
            return Ok(None);
        }
        self.p.expect(K::LParen, "expected '(' in location")?;
        let loc = self.p.parse_loc_or_alias(None)?;
        self.p.expect(K::RParen, "expected ')' in location")?;
        Ok(loc)
    }
    fn ensure_terminator(&mut self, st: &mut ParseState, region: usize, terminator: &str) {
        let body_id = self.regions_body(st);
        let ctx = self.p.ctx;
        if st.regions[region].is_empty() {
            let b = self.p.ir.body_mut(body_id).create_block();
            st.regions[region].push(b);
        }
        let block = *st.regions[region].last().expect("a block");
        let body = self.p.ir.body_mut(body_id);
        if let Some(last) = body.last_op(block) {
            if ctx
                .op_def(body.op(last).name)
                .is_some_and(|d| d.traits.contains(OpTraits::TERMINATOR))
            {
                return;
            }
        }
        let def = ctx.registry().op_def(terminator.as_bytes());
        let mut props = Vec::new();
        if let Some(d) = def {
            rmlir_ir::op_def::populate_default_properties(ctx, d, &mut props);
        }
        let properties = (!props.is_empty()).then(|| ctx.dictionary_attr(props));
        // A terminator with regions (`scf.forall.in_parallel`) is built
        // with each of them holding an empty block, as its builder does.
        let num_regions = def.map_or(0, |d| {
            d.regions.iter().filter(|r| !r.variadic).count() as u32
        });
        let op = body.create_op(&OperationState {
            properties,
            num_regions,
            ..OperationState::new(ctx, terminator, st.loc)
        });
        let regions: Vec<_> = body.local_regions(op).collect();
        for r in regions {
            let b = body.create_block();
            body.append_block(r, b);
        }
        body.append_op(block, op);
    }
    fn ensure_terminator_yielding(&mut self, st: &mut ParseState, region: usize, terminator: &str) {
        self.ensure_terminator(st, region, terminator);
        let body_id = self.regions_body(st);
        let Some(&block) = st.regions.get(region).and_then(|r| r.last()) else {
            return;
        };
        let body = self.p.ir.body_mut(body_id);
        let ops: Vec<_> = body.block_ops(block).collect();
        if let [first, last] = ops[..] {
            let results: Vec<_> = body.results(first).collect();
            if body.operand_count(last) == 0 && !results.is_empty() {
                body.set_operands(last, &results);
            }
        }
    }
    fn ensure_block(&mut self, st: &mut ParseState, region: usize) {
        if st.regions[region].is_empty() {
            let body_id = self.regions_body(st);
            let b = self.p.ir.body_mut(body_id).create_block();
            st.regions[region].push(b);
        }
    }
    fn build_region(
        &mut self,
        st: &mut ParseState,
        build: &mut dyn FnMut(&Context, &mut rmlir_ir::Body, BlockId),
    ) {
        let body_id = self.regions_body(st);
        let ctx = self.p.ctx;
        let body = self.p.ir.body_mut(body_id);
        let b = body.create_block();
        build(ctx, body, b);
        st.regions.push(smallvec::smallvec![b]);
    }
    fn set_arg_locs_from_values(&mut self, st: &ParseState, pairs: &[(Value, Value)]) {
        let body_id = self.regions_body(st);
        let cur = self.p.cur_body;
        for &(arg, v) in pairs {
            let loc = if let Some(&(use_off, _)) = self.p.fwd_placeholders.get(&(cur, v)) {
                // A value of an earlier chunk: the join gives the argument
                // its definition's location.
                if self.p.chunk_names.is_some() {
                    self.p.arg_loc_fixups.push((body_id, arg, v));
                }
                self.p.source_loc(use_off)
            } else {
                let body = self.p.ir.body(cur);
                match body.value_def(v) {
                    rmlir_ir::ValueDef::Result { op, .. } => body.op(op).loc,
                    _ => body.arg_loc(v).unwrap_or_else(|| self.p.ctx.unknown_loc()),
                }
            };
            self.p.ir.body_mut(body_id).set_arg_loc(arg, loc);
        }
    }
    fn is_hash_identifier(&self) -> bool {
        self.p.is(K::HashIdentifier)
    }
    fn value_type_of(&self, v: Value) -> Type {
        self.p.ir.body(self.p.cur_body).value_type(v)
    }
}
