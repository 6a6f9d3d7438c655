//! The interfaces between dialect code and the textual assembly (upstream's
//! `OpImplementation.h` and `DialectImplementation.h`): [`AsmParser`] and
//! [`OpAsmParser`] for custom parsers, [`AsmPrinter`] and [`OpAsmPrinter`]
//! for custom printers. The parser crate implements the parser traits and
//! the IR printer the printer traits, so dialect code depends on the IR
//! crate only.
//!
//! Source positions are byte offsets into the buffer being parsed (an
//! upstream `SMLoc`); errors are [`AsmDiag`]s at such offsets.

use smallvec::SmallVec;

use crate::affine::AffineMap;
use crate::attributes::{Attribute, Location, NamedAttr};
use crate::body::{BlockId, BodyId, Value};
use crate::context::{Context, Ident};
use crate::op_def::OpDef;
use crate::types::Type;
use crate::view::RegionView;

/// A parse error under construction: a message at a byte offset, with notes.
#[derive(Debug, Clone)]
pub struct AsmDiag {
    /// Byte offset the diagnostic points at.
    pub offset: u32,
    /// The message, worded as upstream's.
    pub message: String,
    /// Notes attached to the error: (offset, message).
    pub notes: Vec<(u32, String)>,
    /// Further errors upstream reports after this one before giving up:
    /// (offset, message).
    pub also: Vec<(u32, String)>,
}

impl AsmDiag {
    /// An error at byte `offset`.
    pub fn new(offset: u32, message: impl Into<String>) -> Box<AsmDiag> {
        Box::new(AsmDiag {
            offset,
            message: message.into(),
            notes: Vec::new(),
            also: Vec::new(),
        })
    }

    /// A failure upstream reports nothing for (a parser returning
    /// `failure()` without emitting): the parse fails, silently. Its
    /// message is empty, which is how it is told apart.
    pub fn silent(offset: u32) -> Box<AsmDiag> {
        AsmDiag::new(offset, String::new())
    }

    /// Whether this is a [`AsmDiag::silent`] failure.
    pub fn is_silent(&self) -> bool {
        self.message.is_empty() && self.notes.is_empty() && self.also.is_empty()
    }

    /// Attaches a note at `offset` (upstream's `attachNote`).
    pub fn note(mut self: Box<Self>, offset: u32, msg: impl Into<String>) -> Box<Self> {
        self.notes.push((offset, msg.into()));
        self
    }
}

/// The result of a parse step: a value or the first error.
pub type ParseResult<T> = Result<T, Box<AsmDiag>>;

/// Punctuation tokens (upstream's `parseColon`, `parseLParen`, ...).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Punct {
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `?`
    Question,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `-`
    Minus,
    /// `|`
    VerticalBar,
    /// `/`
    Slash,
}

impl Punct {
    /// The token's spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::Arrow => "->",
            Punct::Colon => ":",
            Punct::Comma => ",",
            Punct::Ellipsis => "...",
            Punct::Equal => "=",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::Question => "?",
            Punct::Plus => "+",
            Punct::Star => "*",
            Punct::Minus => "-",
            Punct::VerticalBar => "|",
            Punct::Slash => "/",
        }
    }

    /// "expected '<spelling>'", the error when it is missing.
    pub fn expected(self) -> &'static str {
        match self {
            Punct::Arrow => "expected '->'",
            Punct::Colon => "expected ':'",
            Punct::Comma => "expected ','",
            Punct::Ellipsis => "expected '...'",
            Punct::Equal => "expected '='",
            Punct::Less => "expected '<'",
            Punct::Greater => "expected '>'",
            Punct::LBrace => "expected '{'",
            Punct::RBrace => "expected '}'",
            Punct::LParen => "expected '('",
            Punct::RParen => "expected ')'",
            Punct::LSquare => "expected '['",
            Punct::RSquare => "expected ']'",
            Punct::Question => "expected '?'",
            Punct::Plus => "expected '+'",
            Punct::Star => "expected '*'",
            Punct::Minus => "expected '-'",
            Punct::VerticalBar => "expected '|'",
            Punct::Slash => "expected '/'",
        }
    }

    /// The punctuation spelled `s`.
    pub fn from_spelling(s: &str) -> Option<Punct> {
        Some(match s {
            "->" => Punct::Arrow,
            ":" => Punct::Colon,
            "," => Punct::Comma,
            "..." => Punct::Ellipsis,
            "=" => Punct::Equal,
            "<" => Punct::Less,
            ">" => Punct::Greater,
            "{" => Punct::LBrace,
            "}" => Punct::RBrace,
            "(" => Punct::LParen,
            ")" => Punct::RParen,
            "[" => Punct::LSquare,
            "]" => Punct::RSquare,
            "?" => Punct::Question,
            "+" => Punct::Plus,
            "*" => Punct::Star,
            "-" => Punct::Minus,
            "|" => Punct::VerticalBar,
            "/" => Punct::Slash,
            _ => return None,
        })
    }
}

/// Delimiters around a list (upstream's `AsmParser::Delimiter`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// No delimiter: at least one element.
    None,
    /// `(...)`
    Paren,
    /// `[...]`
    Square,
    /// `<...>`
    LessGreater,
    /// `{...}`
    Braces,
    /// `(...)` if present.
    OptionalParen,
    /// `[...]` if present.
    OptionalSquare,
    /// `<...>` if present.
    OptionalLessGreater,
    /// `{...}` if present.
    OptionalBraces,
}

/// A parsed, not yet resolved `%name#number` (upstream's
/// `UnresolvedOperand`). The name is `src[loc .. loc + name_len]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Byte offset of the `%` token.
    pub loc: u32,
    /// Length of the name, including the `%`.
    pub name_len: u32,
    /// The result number (`#N`), 0 if absent.
    pub number: u32,
}

/// A region entry argument (upstream's `OpAsmParser::Argument`).
#[derive(Clone, Debug)]
pub struct Argument {
    /// The argument's name.
    pub ssa: UnresolvedOperand,
    /// Its type; `none` when not written.
    pub ty: Type,
    /// Its attribute dictionary (`{...}` after the type), if written.
    pub attrs: Option<Attribute>,
    /// Its `loc(...)`, if written.
    pub loc: Option<Location>,
}

/// The operation being built by a parser (upstream's `OperationState`).
#[derive(Clone, Debug)]
pub struct ParseState {
    /// The full op name.
    pub name: Ident,
    /// The op's definition, for registered ops.
    pub def: Option<&'static OpDef>,
    /// The op's source location (upstream's `result.location`), which
    /// implicit terminators get.
    pub loc: Location,
    /// Resolved operands.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 4]>,
    /// Attributes from attribute dictionaries; inherent ones move to the
    /// properties when the op is created.
    pub attrs: Vec<NamedAttr>,
    /// Properties set by the parser.
    pub props: SmallVec<[NamedAttr; 4]>,
    /// Successor blocks.
    pub successors: SmallVec<[BlockId; 2]>,
    /// The blocks of each region, in order.
    pub regions: SmallVec<[SmallVec<[BlockId; 4]>; 1]>,
    /// For IsolatedFromAbove ops: the body the regions are parsed into.
    pub isolated_body: Option<BodyId>,
}

impl ParseState {
    /// An empty state for op `name`.
    pub fn new(name: Ident, def: Option<&'static OpDef>, loc: Location) -> Self {
        ParseState {
            name,
            def,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attrs: Vec::new(),
            props: SmallVec::new(),
            successors: SmallVec::new(),
            regions: SmallVec::new(),
            isolated_body: None,
        }
    }

    /// Sets property `name` (replacing an earlier value).
    pub fn set_prop(&mut self, ctx: &Context, name: &str, value: Attribute) {
        let id = ctx.ident(name);
        match self.props.iter_mut().find(|na| na.name == id) {
            Some(na) => na.value = value,
            None => self.props.push(NamedAttr { name: id, value }),
        }
    }

    /// Property or attribute `name`, as parsed so far.
    pub fn get(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.props
            .iter()
            .chain(&self.attrs)
            .find(|na| ctx.ident_bytes(na.name) == name.as_bytes())
            .map(|na| na.value)
    }
}

/// What custom attribute and type parsers (and op parsers) may parse:
/// upstream's `AsmParser`.
pub trait AsmParser<'c> {
    /// The context types and attributes are uniqued in.
    fn ctx(&self) -> &'c Context;
    /// Byte offset of the current token (`getCurrentLocation`).
    fn current_loc(&self) -> u32;
    /// Byte offset of the op or attribute name (`getNameLoc`).
    fn name_loc(&self) -> u32;
    /// `emitError(loc, msg)`: in an op parser, prefixed with
    /// `custom op '<name>' `.
    fn emit_error(&self, loc: u32, msg: &str) -> Box<AsmDiag>;
    /// The location attribute of a source position (`getEncodedSourceLoc`).
    fn encoded_loc(&mut self, loc: u32) -> Location;
    /// The source bytes `[start, end)` (for operand names).
    fn source(&self, start: u32, end: u32) -> &[u8];

    /// Consumes `p` if it is next.
    fn parse_optional_punct(&mut self, p: Punct) -> bool;
    /// Consumes `p` or fails with `msg` as upstream's `parseToken` does
    /// (no op-name prefix).
    fn parse_punct_msg(&mut self, p: Punct, msg: &str) -> ParseResult<()>;
    /// Consumes `p` or fails with "expected '<p>'".
    fn parse_punct(&mut self, p: Punct) -> ParseResult<()> {
        self.parse_punct_msg(p, p.expected())
    }
    /// Whether the next token is `p` (without consuming it).
    fn is_punct(&self, p: Punct) -> bool;
    /// Whether the next token is a string literal.
    fn is_string(&self) -> bool;
    /// Whether the next token is an `@`-identifier.
    fn is_at_identifier(&self) -> bool;
    /// Consumes the bare keyword `kw` if it is next.
    fn parse_optional_keyword(&mut self, kw: &str) -> bool;
    /// Consumes the bare keyword `kw`, or fails with "expected '<kw>'"
    /// (through [`AsmParser::emit_error`]).
    fn parse_keyword(&mut self, kw: &str) -> ParseResult<()> {
        let loc = self.current_loc();
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.emit_error(loc, &format!("expected '{kw}'")))
        }
    }
    /// Consumes any keyword-like token and returns its spelling.
    fn parse_optional_keyword_any(&mut self) -> Option<Vec<u8>>;
    /// A keyword, or "expected valid keyword".
    fn parse_keyword_any(&mut self) -> ParseResult<Vec<u8>> {
        let loc = self.current_loc();
        match self.parse_optional_keyword_any() {
            Some(k) => Ok(k),
            None => Err(self.emit_error(loc, "expected valid keyword")),
        }
    }
    /// A keyword or a string (`parseOptionalKeywordOrString`).
    fn parse_optional_keyword_or_string(&mut self) -> Option<Vec<u8>>;
    /// A string literal's value, if one is next.
    fn parse_optional_string(&mut self) -> Option<Vec<u8>>;
    /// An integer, optionally negative (`parseOptionalInteger`); `Ok(None)`
    /// when none is next.
    fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>>;
    /// An integer that must fit in `i64` (`parseInteger<int64_t>`).
    fn parse_integer(&mut self) -> ParseResult<i64> {
        let loc = self.current_loc();
        match self.parse_optional_integer()? {
            Some(v) => {
                i64::try_from(v).map_err(|_| self.emit_error(loc, "integer value too large"))
            }
            None => Err(self.emit_error(loc, "expected integer value")),
        }
    }
    /// A type.
    fn parse_type(&mut self) -> ParseResult<Type>;
    /// A type, if one starts here.
    fn parse_optional_type(&mut self) -> ParseResult<Option<Type>>;
    /// An attribute; `ty` types bare literals (`parseAttribute(attr, type)`).
    fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute>;
    /// An attribute, if one starts here.
    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> ParseResult<Option<Attribute>>;
    /// `{...}` if present, appended to `out`.
    fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> ParseResult<()>;
    /// `attributes {...}` if present, appended to `out`.
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        out: &mut Vec<NamedAttr>,
    ) -> ParseResult<()>;
    /// `@name` as a string attribute, if present.
    fn parse_optional_symbol_name(&mut self) -> Option<Attribute>;
    /// Comma-separated types without delimiters (at least one).
    fn parse_type_list(&mut self, out: &mut Vec<Type>) -> ParseResult<()>;
    /// Function result types after `->`: one type or a parenthesized list
    /// (`parseFunctionResultTypes`).
    fn parse_function_result_types(&mut self, out: &mut Vec<Type>) -> ParseResult<()>;
    /// `4x?x8x` dimensions (`parseDimensionList`); `?` is
    /// [`crate::types::DYNAMIC`].
    fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        with_trailing_x: bool,
    ) -> ParseResult<Vec<i64>>;
    /// An affine map, possibly an alias (`parseAffineMap`).
    fn parse_affine_map(&mut self) -> ParseResult<AffineMap>;
    /// A comma-separated list in `delim` (`parseCommaSeparatedList`);
    /// `context` is appended to delimiter errors.
    fn parse_comma_separated_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        each: &mut dyn FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()>
    where
        Self: Sized,
    {
        comma_separated_list(self, delim, context, each)
    }
}

/// `parseCommaSeparatedList` over any parser (also trait objects).
pub fn comma_separated_list<'c, P: AsmParser<'c> + ?Sized>(
    p: &mut P,
    delim: Delimiter,
    context: &str,
    each: &mut dyn FnMut(&mut P) -> ParseResult<()>,
) -> ParseResult<()> {
    let (open, close, optional) = match delim {
        Delimiter::None => (None, None, false),
        Delimiter::Paren => (Some(Punct::LParen), Some(Punct::RParen), false),
        Delimiter::Square => (Some(Punct::LSquare), Some(Punct::RSquare), false),
        Delimiter::LessGreater => (Some(Punct::Less), Some(Punct::Greater), false),
        Delimiter::Braces => (Some(Punct::LBrace), Some(Punct::RBrace), false),
        Delimiter::OptionalParen => (Some(Punct::LParen), Some(Punct::RParen), true),
        Delimiter::OptionalSquare => (Some(Punct::LSquare), Some(Punct::RSquare), true),
        Delimiter::OptionalLessGreater => (Some(Punct::Less), Some(Punct::Greater), true),
        Delimiter::OptionalBraces => (Some(Punct::LBrace), Some(Punct::RBrace), true),
    };
    if let (Some(open), Some(close)) = (open, close) {
        if optional {
            if !p.parse_optional_punct(open) {
                return Ok(());
            }
        } else if !p.parse_optional_punct(open) {
            p.parse_punct_msg(open, &format!("expected '{}'{context}", open.spelling()))?;
        }
        if p.parse_optional_punct(close) {
            return Ok(());
        }
    }
    each(p)?;
    while p.parse_optional_punct(Punct::Comma) {
        each(p)?;
    }
    if let Some(close) = close {
        if !p.parse_optional_punct(close) {
            p.parse_punct_msg(close, &format!("expected '{}'{context}", close.spelling()))?;
        }
    }
    Ok(())
}

/// What custom op parsers may parse beyond [`AsmParser`]: operands,
/// regions, successors (upstream's `OpAsmParser`).
pub trait OpAsmParser<'c>: AsmParser<'c> {
    /// How many results the source names (`%a, %b:2 = ...` is 3).
    fn num_results(&self) -> usize;
    /// `%name` or `%name#N`.
    fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand>;
    /// An operand, if one is next.
    fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>>;
    /// Operands in `delim` (`parseOperandList`), with upstream's
    /// diagnostics for a required count.
    fn parse_operand_list(
        &mut self,
        out: &mut Vec<UnresolvedOperand>,
        delim: Delimiter,
        required: Option<usize>,
    ) -> ParseResult<()>;
    /// The name of an unresolved operand, with its `%`.
    fn operand_name(&self, u: UnresolvedOperand) -> &[u8] {
        self.source(u.loc, u.loc + u.name_len)
    }
    /// Resolves `u` to a value of type `ty` (or a forward reference).
    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> ParseResult<Value>;
    /// Resolves `us` against `tys` pairwise; a count mismatch is reported at
    /// `loc` as "number of operands and types do not match: got N operands
    /// and M types".
    fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand],
        tys: &[Type],
        loc: u32,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        if us.len() != tys.len() {
            return Err(self.emit_error(
                loc,
                &format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    us.len(),
                    tys.len()
                ),
            ));
        }
        for (u, &t) in us.iter().zip(tys) {
            let v = self.resolve_operand(*u, t)?;
            out.push(v);
        }
        Ok(())
    }
    /// Resolves every operand in `us` to type `ty`.
    fn resolve_operands_to(
        &mut self,
        us: &[UnresolvedOperand],
        ty: Type,
        out: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<()> {
        for u in us {
            let v = self.resolve_operand(*u, ty)?;
            out.push(v);
        }
        Ok(())
    }
    /// `%name (: type)? ({attrs})? (loc(...))?` (`parseArgument`).
    fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> ParseResult<Argument>;
    /// An argument, if a `%` is next.
    fn parse_optional_argument(
        &mut self,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Option<Argument>>;
    /// Arguments in `delim` (`parseArgumentList`).
    fn parse_argument_list(
        &mut self,
        out: &mut Vec<Argument>,
        delim: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<()>;
    /// A region whose entry block takes `args`, appended to `st`'s regions;
    /// `enable_shadowing` (isolated ops only) starts a fresh name scope.
    fn parse_region(
        &mut self,
        st: &mut ParseState,
        args: &[Argument],
        enable_shadowing: bool,
    ) -> ParseResult<()>;
    /// A region, if `{` is next; returns whether one was parsed.
    fn parse_optional_region(
        &mut self,
        st: &mut ParseState,
        args: &[Argument],
        enable_shadowing: bool,
    ) -> ParseResult<bool> {
        if !self.is_punct(Punct::LBrace) {
            return Ok(false);
        }
        self.parse_region(st, args, enable_shadowing)?;
        Ok(true)
    }
    /// A successor `^bb`.
    fn parse_successor(&mut self) -> ParseResult<BlockId>;
    /// A successor, if a `^` is next.
    fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>>;
    /// `^bb(%a, %b : i32, i64)`: the successor and its resolved operands.
    fn parse_successor_and_use_list(
        &mut self,
        operands: &mut SmallVec<[Value; 4]>,
    ) -> ParseResult<BlockId>;
    /// `(%x = %y, ...)` if present: region arguments and operands.
    fn parse_optional_assignment_list(
        &mut self,
        lhs: &mut Vec<Argument>,
        rhs: &mut Vec<UnresolvedOperand>,
    ) -> ParseResult<bool>;
    /// An affine map whose dims and symbols are SSA values
    /// (`parseAffineMapOfSSAIds`): dim operands come first in `operands`,
    /// then symbol operands. `None` for an empty map with no delimiters.
    fn parse_affine_map_of_ssa_ids(
        &mut self,
        operands: &mut Vec<UnresolvedOperand>,
        delim: Delimiter,
    ) -> ParseResult<Option<AffineMap>>;
    /// An affine expression of SSA ids (`parseAffineExprOfSSAIds`):
    /// returns the single-result map over the collected dims and symbols.
    fn parse_affine_expr_of_ssa_ids(
        &mut self,
        dims: &mut Vec<UnresolvedOperand>,
        syms: &mut Vec<UnresolvedOperand>,
    ) -> ParseResult<AffineMap>;
    /// `loc(...)` if present (`parseOptionalLocationSpecifier`).
    fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>>;
    /// Ends the last block of region `region` with a `terminator` op (no
    /// operands) unless it already ends with a terminator, creating the
    /// block if the region is empty (upstream's `ensureTerminator`).
    fn ensure_terminator(&mut self, st: &mut ParseState, region: usize, terminator: &str);
    /// `ensure_terminator`, then, when the block holds one other op, the
    /// terminator yields that op's results (`vector::MaskOp::ensureTerminator`).
    fn ensure_terminator_yielding(&mut self, st: &mut ParseState, region: usize, terminator: &str) {
        self.ensure_terminator(st, region, terminator);
    }
    /// Gives region `region` an empty block if it has none.
    fn ensure_block(&mut self, st: &mut ParseState, region: usize);
    /// Adds a region to the op holding one block that `build` fills
    /// (upstream's custom parsers that create a region and build its body
    /// with an `OpBuilder`, as linalg's named ops do): `build` gets the
    /// body the op's regions go in and the new, empty block.
    fn build_region(
        &mut self,
        st: &mut ParseState,
        build: &mut dyn FnMut(&Context, &mut crate::Body, crate::BlockId),
    );
    /// Gives each block argument `arg` of a region built by
    /// [`Self::build_region`] the location of value `v` (`value.getLoc()`
    /// in upstream's `buildGenericRegion`): its defining op's, or a block
    /// argument's own; a forward reference has its first use's.
    fn set_arg_locs_from_values(&mut self, st: &ParseState, pairs: &[(Value, Value)]);
    /// Whether the next token is a `#`-identifier (an attribute alias or a
    /// dialect attribute in full).
    fn is_hash_identifier(&self) -> bool;
    /// The type of a value of the body being parsed into.
    fn value_type_of(&self, v: Value) -> Type;
}

/// Printing primitives shared by attribute, type and op printers
/// (upstream's `AsmPrinter`).
pub trait AsmPrinter {
    /// The context.
    fn ctx(&self) -> &Context;
    /// Raw text.
    fn write_str(&mut self, s: &str);
    /// Raw bytes (dialect data need not be UTF-8).
    fn write_bytes(&mut self, b: &[u8]);
    /// An integer in decimal, without allocating.
    fn write_int(&mut self, v: i64) {
        if v < 0 {
            self.write_str("-");
        }
        let mut buf = [0u8; 20];
        self.write_bytes(crate::printer::decimal_digits(&mut buf, v.unsigned_abs()));
    }
    /// A type, or its alias.
    fn print_type(&mut self, t: Type);
    /// An attribute, or its alias, with its `: type` where it has one.
    fn print_attribute(&mut self, a: Attribute);
    /// An attribute without its `: type` (`printAttributeWithoutType`).
    fn print_attribute_without_type(&mut self, a: Attribute);
    /// A dialect attribute without its `#dialect.mnemonic` prefix, or its
    /// alias (`printStrippedAttrOrType`).
    fn print_stripped_attribute(&mut self, a: Attribute);
    /// `"escaped"`.
    fn print_string(&mut self, s: &[u8]);
    /// A bare keyword if `s` is one, else a quoted string.
    fn print_keyword_or_string(&mut self, s: &[u8]);
    /// `@name`, quoted when needed.
    fn print_symbol_name(&mut self, name: &[u8]);
    /// Comma-separated types.
    fn print_types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }
    /// `(inputs) -> results` as upstream's `printFunctionalType`: a single
    /// non-function result is printed without parentheses.
    fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write_str("(");
        self.print_types(inputs);
        self.write_str(") -> ");
        self.print_result_types(results);
    }
    /// Function results: one type bare (unless it is a function type),
    /// otherwise parenthesized.
    fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1
            || matches!(
                self.ctx().type_kind(results[0]),
                crate::types::TypeKind::Function { .. }
            );
        if wrap {
            self.write_str("(");
        }
        self.print_types(results);
        if wrap {
            self.write_str(")");
        }
    }
    /// ` -> results` when there are results (`printOptionalArrowTypeList`).
    fn print_optional_arrow_type_list(&mut self, results: &[Type]) {
        if !results.is_empty() {
            self.write_str(" -> ");
            self.print_result_types(results);
        }
    }
    /// `4x?x8` (with a trailing `x` if asked).
    fn print_dimension_list(&mut self, dims: &[i64]) {
        for (i, &d) in dims.iter().enumerate() {
            if i > 0 {
                self.write_str("x");
            }
            if d == crate::types::DYNAMIC {
                self.write_str("?");
            } else {
                self.write_str(&d.to_string());
            }
        }
    }
}

/// What custom op printers may print beyond [`AsmPrinter`] (upstream's
/// `OpAsmPrinter`). Values are named relative to the body they live in.
pub trait OpAsmPrinter: AsmPrinter {
    /// `%N`, `%argN`, `%name` or `%N#i`.
    fn print_operand(&mut self, body: BodyId, v: Value);
    /// Comma-separated operands.
    fn print_operands(&mut self, body: BodyId, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_operand(body, v);
        }
    }
    /// ` {a = 1, b}` without the names in `elided`; nothing when empty.
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]);
    /// ` attributes {...}` without the names in `elided`.
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]);
    /// `{` newline, blocks, `}` at the current indentation.
    fn print_region(
        &mut self,
        region: RegionView<'_>,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    );
    /// A region argument: `%arg0: type {attrs} loc(...)` (`printRegionArgument`).
    fn print_region_argument(
        &mut self,
        body: BodyId,
        v: Value,
        attrs: &[NamedAttr],
        omit_type: bool,
    );
    /// A block reference `^bbN`.
    fn print_successor(&mut self, body: BodyId, block: BlockId);
    /// `^bbN(%a, %b : i32, i64)` (`printSuccessorAndUseList`).
    fn print_successor_and_use_list(&mut self, body: BodyId, block: BlockId, operands: &[Value]);
    /// ` loc(...)` when printing debug info (`printOptionalLocationSpecifier`).
    fn print_optional_location_specifier(&mut self, loc: Location);
    /// A newline, then the current indentation.
    fn print_newline(&mut self);
    /// Indents later newlines by two more spaces.
    fn increase_indent(&mut self);
    /// Undoes one [`OpAsmPrinter::increase_indent`].
    fn decrease_indent(&mut self);
    /// An affine map whose dims and symbols are the given SSA values
    /// (`printAffineMapOfSSAIds`).
    fn print_affine_map_of_ssa_ids(&mut self, body: BodyId, map: &AffineMap, operands: &[Value]);
    /// An affine expression over SSA dims and symbols (`printAffineExprOfSSAIds`).
    fn print_affine_expr_of_ssa_ids(
        &mut self,
        body: BodyId,
        expr: &crate::affine::AffineExpr,
        dims: &[Value],
        syms: &[Value],
    );
    /// An operation in generic form, nested here (for custom forms that
    /// contain whole ops).
    fn print_generic_op(&mut self, body: BodyId, op: crate::body::OpId);
    /// An operation in its custom form (generic when it has none or the
    /// printer prints generically), without its results or location
    /// (`printCustomOrGenericOp`, as `vector.mask` shows its masked op).
    fn print_custom_or_generic_op(&mut self, body: BodyId, op: crate::body::OpId) {
        self.print_generic_op(body, op);
    }
    /// The printer is only collecting aliases; output is discarded.
    fn is_collecting(&self) -> bool {
        false
    }
}
