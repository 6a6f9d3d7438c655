//! Custom-syntax operation parsing: the [`OpAsmParser`] handed to
//! per-op parse functions, the [`CustomOpRegistry`], and the builtin
//! dialect's custom parsers (`module`, `unrealized_conversion_cast`).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use rmlir_ir::body::{BlockId, BodyId, Value};
use rmlir_ir::{Attribute, Ident, NamedAttr, Type};

use crate::lexer::TokenKind as K;
use crate::ops::{Argument, Unresolved};
use crate::parser::{Delim, Diag, PResult, Parser};

/// The operation being built by a custom parser (upstream's `OperationState`).
#[derive(Clone, Debug)]
pub struct OpState {
    /// The full op name (`dialect.op`).
    pub name: Ident,
    /// Resolved operands (values of the current body).
    pub operands: SmallVec<[Value; 4]>,
    /// Result types; their number must match the results named in the
    /// source (`%a, %b = ...`).
    pub result_types: SmallVec<[Type; 4]>,
    /// Discardable attributes (sorted and checked for duplicates afterwards).
    pub attrs: Vec<NamedAttr>,
    /// The op's inherent attributes (`<{...}>`), if any.
    pub properties: Option<Attribute>,
    /// Successor blocks, in order.
    pub successors: SmallVec<[BlockId; 2]>,
    /// Blocks of each region, in order.
    pub regions: Vec<SmallVec<[BlockId; 4]>>,
    /// For IsolatedFromAbove ops: the body the regions are parsed into.
    pub isolated_body: Option<BodyId>,
}

impl OpState {
    /// An empty state for op `name`.
    pub fn new(name: Ident) -> Self {
        OpState {
            name,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attrs: Vec::new(),
            properties: None,
            successors: SmallVec::new(),
            regions: Vec::new(),
            isolated_body: None,
        }
    }
}

/// An error from a custom parser.
pub type ParseErr = Box<Diag>;

/// A custom op parser: parses everything after the op name (and before an
/// optional trailing `loc(...)`) into the state.
pub type CustomOpParseFn =
    for<'p, 'a> fn(&mut OpAsmParser<'p, 'a>, &mut OpState) -> Result<(), ParseErr>;

/// Custom op parsers keyed by full op name (`dialect.op`).
#[derive(Default, Clone)]
pub struct CustomOpRegistry {
    map: FxHashMap<Vec<u8>, CustomOpParseFn>,
}

impl std::fmt::Debug for CustomOpRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CustomOpRegistry")
            .field("ops", &self.map.len())
            .finish()
    }
}

impl CustomOpRegistry {
    /// Registers `f` as the parser of op `name` (`dialect.op`), replacing
    /// any earlier one.
    pub fn register(&mut self, name: &str, f: CustomOpParseFn) {
        self.map.insert(name.as_bytes().to_vec(), f);
    }
    /// The parser registered for op `name`.
    pub fn get(&self, name: &[u8]) -> Option<CustomOpParseFn> {
        self.map.get(name).copied()
    }
}

pub(crate) fn builtin_custom_parser(name: &[u8]) -> Option<CustomOpParseFn> {
    match name {
        b"builtin.module" => Some(parse_module),
        b"builtin.unrealized_conversion_cast" => Some(parse_unrealized_conversion_cast),
        _ => None,
    }
}

/// The interface custom op parsers use (a subset of upstream's `OpAsmParser`).
pub struct OpAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    pub(crate) name_loc: u32,
    pub(crate) op_name: String,
    pub(crate) num_results: usize,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    /// The context types and attributes are uniqued in.
    pub fn ctx(&self) -> &'a rmlir_ir::Context {
        self.p.ctx
    }
    /// Byte offset of the op name (upstream's `getNameLoc`).
    pub fn name_loc(&self) -> u32 {
        self.name_loc
    }
    /// Byte offset of the current token (upstream's `getCurrentLocation`).
    pub fn current_loc(&self) -> u32 {
        self.p.tok.start
    }
    /// How many results the source names (`%a, %b = ...`), upstream's
    /// `getNumResults`.
    pub fn num_results(&self) -> usize {
        self.num_results
    }

    /// `emitError(loc, msg)` with upstream's `custom op '<name>' ` prefix.
    pub fn emit_error(&self, loc: u32, msg: &str) -> ParseErr {
        self.p
            .err_at(loc, format!("custom op '{}' {}", self.op_name, msg))
    }

    /// `@name` as a `StringAttr`, if present (upstream's
    /// `parseOptionalSymbolName`).
    pub fn parse_optional_symbol_name(&mut self) -> Option<Attribute> {
        if !self.p.is(K::AtIdentifier) {
            return None;
        }
        let s = self.p.tok.symbol_reference(self.p.src);
        self.p.consume();
        Some(self.p.ctx.string_attr(s))
    }

    /// Consumes the bare keyword `kw` if it is next (upstream's
    /// `parseOptionalKeyword`).
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.is_keyword_like() && self.p.spelling() == kw.as_bytes() {
            self.p.consume();
            true
        } else {
            false
        }
    }

    /// Consumes the bare keyword `kw`, or fails with "expected '`kw`'".
    pub fn parse_keyword(&mut self, kw: &str) -> Result<(), ParseErr> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.emit_error(self.p.tok.start, &format!("expected '{kw}'")))
        }
    }

    /// Appends a `{...}` attribute dictionary to `out`, if present
    /// (upstream's `parseOptionalAttrDict`).
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> Result<(), ParseErr> {
        if self.p.is(K::LBrace) {
            let d = self.p.parse_attribute_dict()?;
            out.extend(d);
        }
        Ok(())
    }

    /// Appends an `attributes {...}` dictionary to `out`, if present
    /// (upstream's `parseOptionalAttrDictWithKeyword`).
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> Result<(), ParseErr> {
        if self.parse_optional_keyword("attributes") {
            let d = self.p.parse_attribute_dict()?;
            out.extend(d);
        }
        Ok(())
    }

    /// A type (upstream's `parseType`).
    pub fn parse_type(&mut self) -> Result<Type, ParseErr> {
        self.p.parse_type()
    }

    /// An attribute; `ty` is the type expected for typed literals such as
    /// `42` (upstream's `parseAttribute(attr, type)`).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> Result<Attribute, ParseErr> {
        self.p.parse_attribute(ty)
    }

    /// `:` (upstream's `parseColon`).
    pub fn parse_colon(&mut self) -> Result<(), ParseErr> {
        self.p.expect(K::Colon, "expected ':'")
    }

    /// A comma-separated type list without parentheses (upstream's
    /// `parseTypeList`).
    pub fn parse_type_list(&mut self, out: &mut SmallVec<[Type; 4]>) -> Result<(), ParseErr> {
        self.p.parse_type_list_no_parens(out)
    }

    /// `%name` or `%name#N`, not yet resolved to a value (upstream's
    /// `parseOperand`).
    pub fn parse_operand(&mut self) -> Result<Unresolved<'a>, ParseErr> {
        self.p.parse_ssa_use(true)
    }

    /// Operands without delimiters (possibly none).
    pub fn parse_operand_list(
        &mut self,
        out: &mut SmallVec<[Unresolved<'a>; 4]>,
    ) -> Result<(), ParseErr> {
        if !self.p.is(K::PercentIdentifier) {
            return Ok(());
        }
        self.p.comma_list(Delim::None, " in operand list", |p| {
            let u = p.parse_ssa_use(true)?;
            out.push(u);
            Ok(())
        })
    }

    /// Resolves a parsed operand to a value of type `ty`, or a forward
    /// reference placeholder of that type (upstream's `resolveOperand`).
    pub fn resolve_operand(&mut self, u: Unresolved<'a>, ty: Type) -> Result<Value, ParseErr> {
        self.p.resolve_operand(u, ty)
    }

    /// Resolves `ops` against `types` pairwise into `out`; a count mismatch
    /// is reported at `loc` (upstream's `resolveOperands`).
    pub fn resolve_operands(
        &mut self,
        ops: &[Unresolved<'a>],
        types: &[Type],
        loc: u32,
        out: &mut SmallVec<[Value; 4]>,
    ) -> Result<(), ParseErr> {
        if ops.len() != types.len() {
            return Err(self.emit_error(
                loc,
                &format!(
                    "{} operands present, but expected {}",
                    ops.len(),
                    types.len()
                ),
            ));
        }
        for (u, &t) in ops.iter().zip(types) {
            let v = self.p.resolve_operand(*u, t)?;
            out.push(v);
        }
        Ok(())
    }

    /// Parses a region (no entry arguments) into the op being built.
    pub fn parse_region(&mut self, st: &mut OpState) -> Result<(), ParseErr> {
        let blocks = self.p.parse_region_in(st.isolated_body, &[], false)?;
        st.regions.push(blocks);
        Ok(())
    }

    /// `%name (: type)? loc(...)?` (upstream's `parseArgument`).
    pub fn parse_argument(&mut self, allow_type: bool) -> Result<Argument<'a>, ParseErr> {
        let ssa = self.p.parse_ssa_use(false)?;
        let ty = if allow_type {
            self.p.expect(K::Colon, "expected ':'")?;
            self.p.parse_type()?
        } else {
            self.p.ctx.none_type()
        };
        let mut loc = None;
        if self.p.consume_if(K::KwLoc) {
            self.p.expect(K::LParen, "expected '(' in location")?;
            loc = self.p.parse_loc_or_alias(None)?;
            self.p.expect(K::RParen, "expected ')' in location")?;
        }
        Ok(Argument { ssa, ty, loc })
    }

    /// Parses a region whose entry block takes `args`; `enable_shadowing`
    /// (isolated ops only) gives it a fresh SSA name scope.
    pub fn parse_region_with_args(
        &mut self,
        st: &mut OpState,
        args: &[Argument<'a>],
        enable_shadowing: bool,
    ) -> Result<(), ParseErr> {
        let blocks = self
            .p
            .parse_region_in(st.isolated_body, args, enable_shadowing)?;
        st.regions.push(blocks);
        Ok(())
    }

    /// Parses a successor block reference `^bb`.
    pub fn parse_successor(&mut self) -> Result<BlockId, ParseErr> {
        if !self.p.is(K::CaretIdentifier) {
            return Err(self.p.err_wrong("expected block name"));
        }
        let b = self.p.get_block_named(self.p.spelling(), self.p.tok.start);
        self.p.consume();
        Ok(b)
    }

    /// Creates an empty block in the body the op's regions live in.
    pub fn create_block(&mut self, st: &OpState) -> BlockId {
        let b = st.isolated_body.unwrap_or(self.p.cur_body);
        self.p.ir.body_mut(b).create_block()
    }
}

/// `module ($sym_name^)? attr-dict-with-keyword $bodyRegion`
fn parse_module(ap: &mut OpAsmParser<'_, '_>, st: &mut OpState) -> PResult<()> {
    let mut props: Vec<NamedAttr> = Vec::new();
    if let Some(name) = ap.parse_optional_symbol_name() {
        props.push(NamedAttr {
            name: ap.ctx().ident("sym_name"),
            value: name,
        });
    }
    let loc = ap.current_loc();
    ap.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    // Inherent attributes written in the dictionary become properties.
    let mut tmp = OpState::new(st.name);
    tmp.attrs = std::mem::take(&mut st.attrs);
    ap.p.split_inherent_attrs(&mut tmp, loc)?;
    st.attrs = tmp.attrs;
    if let Some(p) = tmp.properties {
        props.extend_from_slice(ap.ctx().dictionary_entries(p));
    }
    if !props.is_empty() {
        st.properties = Some(ap.ctx().dictionary_attr(props));
    }
    ap.parse_region(st)?;
    if st.regions[0].is_empty() {
        let b = ap.create_block(st);
        st.regions[0].push(b);
    }
    Ok(())
}

/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`
fn parse_unrealized_conversion_cast(ap: &mut OpAsmParser<'_, '_>, st: &mut OpState) -> PResult<()> {
    let mut operands: SmallVec<[Unresolved<'_>; 4]> = SmallVec::new();
    let operands_loc = ap.current_loc();
    ap.parse_operand_list(&mut operands)?;
    let mut in_types: SmallVec<[Type; 4]> = SmallVec::new();
    if !operands.is_empty() {
        ap.parse_colon()?;
        ap.parse_type_list(&mut in_types)?;
    }
    ap.parse_keyword("to")?;
    let mut out_types: SmallVec<[Type; 4]> = SmallVec::new();
    ap.parse_type_list(&mut out_types)?;
    ap.parse_optional_attr_dict(&mut st.attrs)?;
    let mut vals = SmallVec::new();
    ap.resolve_operands(&operands, &in_types, operands_loc, &mut vals)?;
    st.operands = vals;
    st.result_types = out_types;
    Ok(())
}
