//! The declarative assembly format of operations: ODS's `assemblyFormat`
//! language (`$lhs `,` $rhs attr-dict `:` type($result)`).
//!
//! [`compile`] parses a format string against an operation's [`Signature`]
//! and checks it with upstream's rules (`OpFormatGen.cpp`): every operand,
//! region and successor appears once, every operand and result type is
//! either written or can be inferred, optional groups are well-formed, no
//! ambiguous `:` follows an attribute with an unknown type. The result is a
//! [`Format`]: the element tree plus how each type is resolved when parsing.
//!
//! Both the `rmlir-ods` proc macro (at compile time, to report bad formats
//! as compile errors) and `rmlir-ir` (at run time, to interpret the format
//! as a parser and a printer) call [`compile`], so the two never disagree.

#![warn(missing_docs)]

use std::fmt;

/// How many values an operand or result variable stands for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<...>`).
    Optional,
    /// Any number (`Variadic<...>`).
    Variadic,
    /// Groups of any number (`VariadicOfVariadic<..., "segments">`).
    VariadicOfVariadic,
}

impl Arity {
    /// Whether the variable may stand for other than one value.
    pub fn is_variable_length(self) -> bool {
        self != Arity::Single
    }
}

/// An operand or result of the operation.
#[derive(Clone, Debug)]
pub struct ValueDecl {
    /// The ODS name (`$name` in the format).
    pub name: String,
    /// How many values it stands for.
    pub arity: Arity,
    /// The type constraint can build its type without input (`I1`, `Index`).
    pub buildable: bool,
}

/// An inherent attribute (property) of the operation.
#[derive(Clone, Debug)]
pub struct AttrDecl {
    /// The ODS name.
    pub name: String,
    /// `OptionalAttr`/`UnitAttr`: may be absent.
    pub optional: bool,
    /// `DefaultValuedAttr`/`DefaultValuedOptionalAttr`.
    pub has_default: bool,
    /// A `UnitAttr`.
    pub is_unit: bool,
    /// The attribute's value type is buildable (`I64Attr`): it is parsed
    /// and printed without its `: type`.
    pub buildable_type: bool,
    /// Parsed with the generic attribute parser (storage `Attribute` or
    /// qualified): a trailing `: type` would be ambiguous.
    pub generic_parse: bool,
}

/// A region of the operation.
#[derive(Clone, Debug)]
pub struct RegionDecl {
    /// The ODS name.
    pub name: String,
    /// `VariadicRegion<...>`.
    pub variadic: bool,
}

/// A successor of the operation.
#[derive(Clone, Debug)]
pub struct SuccessorDecl {
    /// The ODS name.
    pub name: String,
    /// `VariadicSuccessor<...>`.
    pub variadic: bool,
}

/// A trait that relates types, usable to infer types the format omits.
#[derive(Clone, Debug)]
pub enum TypeRule {
    /// `AllTypesMatch<[names]>`.
    AllTypesMatch(Vec<String>),
    /// `SameTypeOperands`.
    SameTypeOperands,
    /// `SameOperandsAndResultType`.
    SameOperandsAndResultType,
    /// `TypesMatchWith<lhs, rhs, transform>`: the type of `rhs` is
    /// `transform(type of lhs)`; `transform` indexes the op's transformers,
    /// `None` for the identity.
    TypesMatchWith {
        /// The source variable (operand, result or attribute).
        lhs: String,
        /// The inferred variable.
        rhs: String,
        /// Index of the type transformer, `None` for the identity.
        transform: Option<usize>,
    },
}

/// Everything about an operation the format language refers to.
#[derive(Clone, Debug, Default)]
pub struct Signature {
    /// Operands, in order.
    pub operands: Vec<ValueDecl>,
    /// Results, in order.
    pub results: Vec<ValueDecl>,
    /// Inherent attributes, in declaration order.
    pub attrs: Vec<AttrDecl>,
    /// Regions, in order.
    pub regions: Vec<RegionDecl>,
    /// Successors, in order.
    pub successors: Vec<SuccessorDecl>,
    /// Type relations from traits, in trait order.
    pub rules: Vec<TypeRule>,
    /// The op implements `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// `AttrSizedOperandSegments`.
    pub attr_sized_operand_segments: bool,
    /// `AttrSizedResultSegments`.
    pub attr_sized_result_segments: bool,
    /// `SingleBlockImplicitTerminator<...>`.
    pub implicit_terminator: bool,
    /// `SingleBlock` (or implied by an implicit terminator).
    pub single_block: bool,
}

/// A variable of the operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum Var {
    /// Operand `i`.
    Operand(usize),
    /// Result `i` (only as the argument of `type`).
    Result(usize),
    /// Inherent attribute `i`.
    Attr(usize),
    /// Region `i`.
    Region(usize),
    /// Successor `i`.
    Successor(usize),
}

/// The argument of a `type` or `functional-type` directive.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum TypeArg {
    /// The type(s) of operand `i`.
    Operand(usize),
    /// The type(s) of result `i`.
    Result(usize),
    /// All operand types (`operands`).
    Operands,
    /// All result types (`results`).
    Results,
}

/// One element of a format.
#[derive(Clone, PartialEq, Debug)]
pub enum Element {
    /// A keyword or punctuation literal.
    Literal(String),
    /// `` ` ` ``: print a space.
    Space,
    /// `` `` ``: suppress the space that would be printed.
    NoSpace,
    /// `` `\n` ``: a newline at the op's indentation.
    Newline,
    /// `$name` of an operand, attribute, region or successor.
    Var {
        /// Which variable.
        var: Var,
        /// Wrapped in `qualified(...)`.
        qualified: bool,
    },
    /// `operands`.
    Operands,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `type(arg)`.
    Type {
        /// Whose types.
        arg: TypeArg,
        /// Wrapped in `qualified(...)`.
        qualified: bool,
    },
    /// `functional-type(inputs, results)`.
    FunctionalType {
        /// The input types.
        inputs: TypeArg,
        /// The result types.
        results: TypeArg,
    },
    /// `attr-dict` or `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `custom<Name>(args)`.
    Custom {
        /// The directive's name.
        name: String,
        /// Its parameters.
        args: Vec<CustomArg>,
    },
    /// `(then)[:(else)]?`.
    Optional(Box<OptionalGroup>),
}

/// A parameter of a `custom<...>(...)` directive.
#[derive(Clone, PartialEq, Debug)]
pub enum CustomArg {
    /// A variable the directive parses (or, under `ref`, reads).
    Var {
        /// Which variable.
        var: Var,
        /// Passed as `ref(...)`: already parsed elsewhere.
        is_ref: bool,
    },
    /// `type($x)`, parsed or (under `ref`) read.
    Type {
        /// Whose types.
        arg: TypeArg,
        /// Passed as `ref(...)`.
        is_ref: bool,
    },
    /// `attr-dict` (or `ref(attr-dict)`).
    AttrDict {
        /// Passed as `ref(...)`.
        is_ref: bool,
    },
    /// A string parameter, passed verbatim.
    Str(String),
}

/// An optional group.
#[derive(Clone, PartialEq, Debug)]
pub struct OptionalGroup {
    /// Elements printed and parsed when the anchor is present.
    pub then: Vec<Element>,
    /// Elements printed and parsed when it is absent.
    pub else_: Vec<Element>,
    /// Where the anchor is: `(in_else, index)` in `then` or `else_`.
    pub anchor: (bool, usize),
}

impl OptionalGroup {
    /// The anchor element.
    pub fn anchor_element(&self) -> &Element {
        let (in_else, i) = self.anchor;
        if in_else {
            &self.else_[i]
        } else {
            &self.then[i]
        }
    }

    /// The index in `then` of the first parsable element (whitespace
    /// directives are skipped), which gates the group.
    pub fn first_parsable(&self) -> usize {
        self.then
            .iter()
            .position(|e| !matches!(e, Element::Space | Element::NoSpace | Element::Newline))
            .unwrap_or(0)
    }

    /// The anchor is a unit attribute that is not the first parsable
    /// element of its group, so it is implied by the group's presence and
    /// never written.
    pub fn elided_unit_anchor(&self, sig: &Signature) -> Option<usize> {
        let (in_else, i) = self.anchor;
        let group = if in_else { &self.else_ } else { &self.then };
        let first = if in_else {
            usize::MAX
        } else {
            self.first_parsable()
        };
        match group[i] {
            Element::Var {
                var: Var::Attr(a), ..
            } if i != first && sig.attrs[a].is_unit => Some(a),
            _ => None,
        }
    }
}

/// How the parser obtains the type of an operand or result the format does
/// not write.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TypeSource {
    /// Written in the format.
    Format,
    /// Built from the type constraint (`I1`, `Index`).
    Buildable,
    /// The type of another variable, optionally transformed.
    Var {
        /// The variable: an operand, result or attribute (its value type).
        var: Var,
        /// Index of the op's type transformer, `None` for the identity.
        transform: Option<usize>,
    },
    /// Inferred by the op's `InferTypeOpInterface` (results only).
    Infer,
}

/// A checked format.
#[derive(Clone, Debug)]
pub struct Format {
    /// The top-level elements.
    pub elements: Vec<Element>,
    /// How each operand's type is obtained when parsing.
    pub operand_types: Vec<TypeSource>,
    /// How each result's type is obtained when parsing.
    pub result_types: Vec<TypeSource>,
    /// Result types come from `InferTypeOpInterface`.
    pub infers_result_types: bool,
    /// The format uses `operands`.
    pub all_operands: bool,
    /// The format uses `type(operands)`.
    pub all_operand_types: bool,
    /// The format uses `type(results)`.
    pub all_result_types: bool,
    /// Attributes written in the format (so `attr-dict` leaves them out).
    pub used_attrs: Vec<usize>,
    /// Segment-size attributes the parser fills in (left out of `attr-dict`).
    pub inferred_attrs: Vec<String>,
    /// The format has `prop-dict`.
    pub has_prop_dict: bool,
    /// The format uses `regions`.
    pub all_regions: bool,
    /// The format uses `successors`.
    pub all_successors: bool,
}

/// A format error, at a byte offset of the format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset in the format string.
    pub offset: usize,
    /// Upstream's wording, where upstream has one.
    pub message: String,
    /// A suggestion, as upstream's attached note.
    pub note: Option<String>,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        if let Some(n) = &self.note {
            write!(f, " (note: {n})")?;
        }
        Ok(())
    }
}

impl std::error::Error for FormatError {}

type FResult<T> = Result<T, FormatError>;

/// Parses and checks `format` for an op with signature `sig`.
pub fn compile(format: &str, sig: &Signature) -> FResult<Format> {
    let mut p = FormatParser {
        src: format.as_bytes(),
        pos: 0,
        sig,
        seen_operands: vec![false; sig.operands.len()],
        seen_operand_types: vec![false; sig.operands.len()],
        seen_result_types: vec![false; sig.results.len()],
        seen_attrs: Vec::new(),
        seen_regions: vec![false; sig.regions.len()],
        seen_successors: vec![false; sig.successors.len()],
        has_attr_dict: false,
        has_prop_dict: false,
        all_operands: false,
        all_operand_types: false,
        all_result_types: false,
        all_regions: false,
        all_successors: false,
    };
    let mut elements = Vec::new();
    loop {
        p.skip_ws();
        if p.pos >= p.src.len() {
            break;
        }
        elements.push(p.parse_element(Ctx::TopLevel)?);
    }
    p.verify(elements)
}

/// Whether `s` can be printed as a bare keyword (upstream's
/// `canFormatStringAsKeyword`).
pub fn can_format_as_keyword(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Whether `value` is a valid literal (upstream's `isValidLiteral`).
fn literal_error(value: &str) -> Option<String> {
    if value.is_empty() {
        return Some("literal can't be empty".into());
    }
    let front = value.as_bytes()[0];
    if value.len() == 1 {
        let bare = "_:,=<>()[]{}?+*";
        if front.is_ascii_alphabetic() || bare.as_bytes().contains(&front) {
            return None;
        }
        return Some(format!(
            "single character literal must be a letter or one of '{bare}'"
        ));
    }
    if value == "->" || value == "..." {
        return None;
    }
    if !can_format_as_keyword(value) {
        return Some("expected valid literal but got '".to_string() + value + "'");
    }
    None
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ctx {
    TopLevel,
    Custom,
    TypeDirective,
    Ref,
}

struct FormatParser<'a> {
    src: &'a [u8],
    pos: usize,
    sig: &'a Signature,
    seen_operands: Vec<bool>,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    seen_attrs: Vec<usize>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
    has_attr_dict: bool,
    has_prop_dict: bool,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
}

/// Parsed element together with the variable it denotes, for the type
/// directive checks.
enum Parsed {
    Elem(Element),
    ResultVar(usize),
    ResultsDirective,
    RefArg(CustomArg),
    Str(String),
}

impl<'a> FormatParser<'a> {
    fn err<T>(&self, offset: usize, msg: impl Into<String>) -> FResult<T> {
        Err(FormatError {
            offset,
            message: msg.into(),
            note: None,
        })
    }

    fn err_note<T>(
        &self,
        offset: usize,
        msg: impl Into<String>,
        note: impl Into<String>,
    ) -> FResult<T> {
        Err(FormatError {
            offset,
            message: msg.into(),
            note: Some(note.into()),
        })
    }

    fn skip_ws(&mut self) {
        while self.pos < self.src.len() && self.src[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.src.get(self.pos).copied()
    }

    fn expect(&mut self, c: u8, msg: &str) -> FResult<()> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(self.pos, msg)
        }
    }

    fn ident(&mut self) -> &'a str {
        let start = self.pos;
        while self.pos < self.src.len() {
            let c = self.src[self.pos];
            if c.is_ascii_alphanumeric() || c == b'_' || c == b'-' {
                self.pos += 1;
            } else {
                break;
            }
        }
        // The format string is a `&str` and identifiers are ASCII.
        std::str::from_utf8(&self.src[start..self.pos]).unwrap_or("")
    }

    fn parse_element(&mut self, ctx: Ctx) -> FResult<Element> {
        let start = self.pos;
        match self.parse_any(ctx)? {
            Parsed::Elem(e) => Ok(e),
            Parsed::ResultVar(_) | Parsed::ResultsDirective => self.err(
                start,
                "result variables can can only be used as a child to a 'type' directive",
            ),
            Parsed::RefArg(_) => self.err(start, "'ref' is only valid within a `custom` directive"),
            Parsed::Str(_) => self.err(
                start,
                "strings may only be used as 'custom' directive arguments",
            ),
        }
    }

    fn parse_any(&mut self, ctx: Ctx) -> FResult<Parsed> {
        self.skip_ws();
        let start = self.pos;
        let Some(c) = self.src.get(self.pos).copied() else {
            return self.err(start, "expected format element, found end of format");
        };
        match c {
            b'`' => self.parse_literal(ctx).map(Parsed::Elem),
            b'$' => {
                self.pos += 1;
                let name = self.ident();
                self.parse_variable(start, name, ctx)
            }
            b'(' => {
                if ctx != Ctx::TopLevel {
                    return self.err(
                        start,
                        "optional groups can only be used as top-level elements",
                    );
                }
                self.pos += 1;
                self.parse_optional_group(start).map(Parsed::Elem)
            }
            b'"' => {
                self.pos += 1;
                let s = self.pos;
                while self.pos < self.src.len() && self.src[self.pos] != b'"' {
                    self.pos += 1;
                }
                if self.pos >= self.src.len() {
                    return self.err(start, "unterminated string");
                }
                let text = String::from_utf8_lossy(&self.src[s..self.pos]).into_owned();
                self.pos += 1;
                if ctx != Ctx::Custom {
                    return self.err(
                        start,
                        "strings may only be used as 'custom' directive arguments",
                    );
                }
                Ok(Parsed::Str(text))
            }
            c if c.is_ascii_alphabetic() => {
                let kw = self.ident();
                self.parse_directive(start, kw, ctx)
            }
            _ => self.err(start, format!("unexpected character '{}'", c as char)),
        }
    }

    fn parse_literal(&mut self, ctx: Ctx) -> FResult<Element> {
        let start = self.pos;
        self.pos += 1;
        let s = self.pos;
        while self.pos < self.src.len() && self.src[self.pos] != b'`' {
            self.pos += 1;
        }
        if self.pos >= self.src.len() {
            return self.err(start, "unexpected end of file in literal");
        }
        let value = std::str::from_utf8(&self.src[s..self.pos])
            .unwrap_or("")
            .to_string();
        self.pos += 1;
        if ctx != Ctx::TopLevel && ctx != Ctx::Custom {
            return self.err(
                start,
                "literals may only be used in the top-level section of the format",
            );
        }
        match value.as_str() {
            " " => return Ok(Element::Space),
            "" => return Ok(Element::NoSpace),
            "\\n" => return Ok(Element::Newline),
            _ => {}
        }
        if let Some(e) = literal_error(&value) {
            return self.err(start, e);
        }
        Ok(Element::Literal(value))
    }

    fn find<T>(list: &[T], name: &str, get: impl Fn(&T) -> &str) -> Option<usize> {
        list.iter().position(|x| get(x) == name)
    }

    fn parse_variable(&mut self, loc: usize, name: &str, ctx: Ctx) -> FResult<Parsed> {
        let sig = self.sig;
        if let Some(i) = Self::find(&sig.attrs, name, |a| &a.name) {
            if ctx == Ctx::TypeDirective {
                return self.err(
                    loc,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            if ctx == Ctx::Ref {
                if !self.seen_attrs.contains(&i) {
                    return self.err(
                        loc,
                        format!("attribute '{name}' must be bound before it is referenced"),
                    );
                }
            } else if self.seen_attrs.contains(&i) {
                return self.err(loc, format!("attribute '{name}' is already bound"));
            } else {
                self.seen_attrs.push(i);
            }
            return Ok(Parsed::Elem(Element::Var {
                var: Var::Attr(i),
                qualified: false,
            }));
        }
        if let Some(i) = Self::find(&sig.operands, name, |a| &a.name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_operands || self.seen_operands[i] {
                        return self.err(loc, format!("operand '{name}' is already bound"));
                    }
                    self.seen_operands[i] = true;
                }
                Ctx::Ref if !self.seen_operands[i] => {
                    return self.err(
                        loc,
                        format!("operand '{name}' must be bound before it is referenced"),
                    );
                }
                _ => {}
            }
            return Ok(Parsed::Elem(Element::Var {
                var: Var::Operand(i),
                qualified: false,
            }));
        }
        if let Some(i) = Self::find(&sig.regions, name, |a| &a.name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_regions || self.seen_regions[i] {
                        return self.err(loc, format!("region '{name}' is already bound"));
                    }
                    self.seen_regions[i] = true;
                }
                Ctx::Ref if !self.seen_regions[i] => {
                    return self.err(
                        loc,
                        format!("region '{name}' must be bound before it is referenced"),
                    );
                }
                Ctx::Ref => {}
                Ctx::TypeDirective => {
                    return self.err(loc, "regions can only be used at the top level")
                }
            }
            return Ok(Parsed::Elem(Element::Var {
                var: Var::Region(i),
                qualified: false,
            }));
        }
        if let Some(i) = Self::find(&sig.results, name, |a| &a.name) {
            if ctx != Ctx::TypeDirective {
                return self.err(
                    loc,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(Parsed::ResultVar(i));
        }
        if let Some(i) = Self::find(&sig.successors, name, |a| &a.name) {
            match ctx {
                Ctx::TopLevel | Ctx::Custom => {
                    if self.all_successors || self.seen_successors[i] {
                        return self.err(loc, format!("successor '{name}' is already bound"));
                    }
                    self.seen_successors[i] = true;
                }
                Ctx::Ref if !self.seen_successors[i] => {
                    return self.err(
                        loc,
                        format!("successor '{name}' must be bound before it is referenced"),
                    );
                }
                Ctx::Ref => {}
                Ctx::TypeDirective => {
                    return self.err(loc, "successors can only be used at the top level")
                }
            }
            return Ok(Parsed::Elem(Element::Var {
                var: Var::Successor(i),
                qualified: false,
            }));
        }
        self.err(
            loc,
            format!("expected variable to refer to an argument, region, result, or successor (got '${name}')"),
        )
    }

    fn parse_directive(&mut self, loc: usize, kw: &str, ctx: Ctx) -> FResult<Parsed> {
        match kw {
            "attr-dict" | "attr-dict-with-keyword" => {
                let with_keyword = kw == "attr-dict-with-keyword";
                if ctx == Ctx::TypeDirective {
                    return self.err(
                        loc,
                        "'attr-dict' directive can only be used as a top-level directive",
                    );
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return self.err(
                            loc,
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        );
                    }
                    return Ok(Parsed::RefArg(CustomArg::AttrDict { is_ref: true }));
                }
                if self.has_attr_dict {
                    return self.err(loc, "'attr-dict' directive has already been seen");
                }
                self.has_attr_dict = true;
                Ok(Parsed::Elem(Element::AttrDict { with_keyword }))
            }
            "prop-dict" => {
                if ctx != Ctx::TopLevel {
                    return self.err(
                        loc,
                        "'prop-dict' directive can only be used as a top-level directive",
                    );
                }
                if self.has_prop_dict {
                    return self.err(loc, "'prop-dict' directive has already been seen");
                }
                self.has_prop_dict = true;
                Ok(Parsed::Elem(Element::PropDict))
            }
            "functional-type" => {
                if ctx != Ctx::TopLevel {
                    return self.err(
                        loc,
                        "'functional-type' is only valid as a top-level directive",
                    );
                }
                self.expect(b'(', "expected '(' before argument list")?;
                let inputs = self.parse_type_directive_operand(loc, false)?;
                self.expect(b',', "expected ',' after inputs argument")?;
                let results = self.parse_type_directive_operand(loc, false)?;
                self.expect(b')', "expected ')' after argument list")?;
                Ok(Parsed::Elem(Element::FunctionalType { inputs, results }))
            }
            "operands" => {
                match ctx {
                    Ctx::Ref => {
                        if !self.all_operands {
                            return self.err(
                                loc,
                                "'ref' of 'operands' is not bound by a prior 'operands' directive",
                            );
                        }
                    }
                    Ctx::TopLevel | Ctx::Custom => {
                        if self.all_operands || self.seen_operands.iter().any(|&s| s) {
                            return self.err(loc, "'operands' directive creates overlap in format");
                        }
                        self.all_operands = true;
                    }
                    Ctx::TypeDirective => {}
                }
                Ok(Parsed::Elem(Element::Operands))
            }
            "results" => {
                if ctx != Ctx::TypeDirective {
                    return self.err(
                        loc,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                Ok(Parsed::ResultsDirective)
            }
            "regions" => {
                match ctx {
                    Ctx::TypeDirective => {
                        return self.err(loc, "'regions' is only valid as a top-level directive")
                    }
                    Ctx::Ref => {
                        if !self.all_regions {
                            return self.err(
                                loc,
                                "'ref' of 'regions' is not bound by a prior 'regions' directive",
                            );
                        }
                    }
                    _ => {
                        if self.all_regions || self.seen_regions.iter().any(|&s| s) {
                            return self.err(loc, "'regions' directive creates overlap in format");
                        }
                        self.all_regions = true;
                    }
                }
                Ok(Parsed::Elem(Element::Regions))
            }
            "successors" => {
                match ctx {
                    Ctx::TypeDirective => {
                        return self.err(loc, "'successors' is only valid as a top-level directive")
                    }
                    Ctx::Ref => {
                        if !self.all_successors {
                            return self.err(loc, "'ref' of 'successors' is not bound by a prior 'successors' directive");
                        }
                    }
                    _ => {
                        if self.all_successors || self.seen_successors.iter().any(|&s| s) {
                            return self
                                .err(loc, "'successors' directive creates overlap in format");
                        }
                        self.all_successors = true;
                    }
                }
                Ok(Parsed::Elem(Element::Successors))
            }
            "type" => {
                if ctx == Ctx::TypeDirective {
                    return self.err(loc, "'type' cannot be used as a child of another `type`");
                }
                let is_ref = ctx == Ctx::Ref;
                self.expect(b'(', "expected '(' before argument list")?;
                let arg = self.parse_type_directive_operand(loc, is_ref)?;
                self.expect(b')', "expected ')' after argument list")?;
                if is_ref {
                    return Ok(Parsed::RefArg(CustomArg::Type { arg, is_ref: true }));
                }
                Ok(Parsed::Elem(Element::Type {
                    arg,
                    qualified: false,
                }))
            }
            "qualified" => {
                self.expect(b'(', "expected '(' before argument list")?;
                let inner = self.parse_element(ctx)?;
                self.expect(b')', "expected ')' after argument list")?;
                match inner {
                    Element::Var {
                        var: Var::Attr(i), ..
                    } => Ok(Parsed::Elem(Element::Var {
                        var: Var::Attr(i),
                        qualified: true,
                    })),
                    Element::Type { arg, .. } => Ok(Parsed::Elem(Element::Type {
                        arg,
                        qualified: true,
                    })),
                    _ => self.err(
                        loc,
                        "'qualified' directive expects an attribute or a `type` directive",
                    ),
                }
            }
            "ref" => {
                if ctx != Ctx::Custom {
                    return self.err(loc, "'ref' is only valid within a `custom` directive");
                }
                self.expect(b'(', "expected '(' before argument list")?;
                let inner = self.parse_any(Ctx::Ref)?;
                self.expect(b')', "expected ')' after argument list")?;
                match inner {
                    Parsed::Elem(Element::Var { var, .. }) => {
                        Ok(Parsed::RefArg(CustomArg::Var { var, is_ref: true }))
                    }
                    Parsed::RefArg(a) => Ok(Parsed::RefArg(a)),
                    _ => self.err(loc, "invalid argument to 'ref' directive"),
                }
            }
            "custom" => {
                if ctx != Ctx::TopLevel {
                    return self.err(loc, "'custom' is only valid as a top-level directive");
                }
                self.expect(b'<', "expected '<' before custom directive name")?;
                self.skip_ws();
                let name = self.ident().to_string();
                if name.is_empty() {
                    return self.err(self.pos, "expected custom directive name identifier");
                }
                self.expect(b'>', "expected '>' after custom directive name")?;
                self.expect(b'(', "expected '(' before custom directive parameters")?;
                let mut args = Vec::new();
                if self.peek() != Some(b')') {
                    loop {
                        let aloc = self.pos;
                        let a = match self.parse_any(Ctx::Custom)? {
                            Parsed::Elem(Element::Var { var, .. }) => CustomArg::Var { var, is_ref: false },
                            Parsed::Elem(Element::Type { arg, .. }) => CustomArg::Type { arg, is_ref: false },
                            Parsed::Elem(Element::AttrDict { .. }) => CustomArg::AttrDict { is_ref: false },
                            Parsed::RefArg(a) => a,
                            Parsed::Str(s) => CustomArg::Str(s),
                            _ => {
                                return self.err(
                                    aloc,
                                    "only variables and types may be used as parameters to a custom directive",
                                )
                            }
                        };
                        if let CustomArg::Type {
                            arg: TypeArg::Operands | TypeArg::Results,
                            ..
                        } = a
                        {
                            return self.err(aloc, "type directives within a custom directive may only refer to variables");
                        }
                        args.push(a);
                        if self.peek() == Some(b',') {
                            self.pos += 1;
                            continue;
                        }
                        break;
                    }
                }
                self.expect(b')', "expected ')' after custom directive parameters")?;
                Ok(Parsed::Elem(Element::Custom { name, args }))
            }
            "oilist" => self.err(loc, "the 'oilist' directive is not supported by rmlir yet"),
            _ => self.err(loc, format!("unknown directive '{kw}'")),
        }
    }

    fn parse_type_directive_operand(&mut self, loc: usize, is_ref: bool) -> FResult<TypeArg> {
        let arg = match self.parse_any(Ctx::TypeDirective)? {
            Parsed::Elem(Element::Var {
                var: Var::Operand(i),
                ..
            }) => {
                let name = &self.sig.operands[i].name;
                let seen = self.all_operand_types || self.seen_operand_types[i];
                if !is_ref && seen {
                    return self.err(loc, format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return self.err(
                        loc,
                        format!(
                            "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                        ),
                    );
                }
                self.seen_operand_types[i] = true;
                TypeArg::Operand(i)
            }
            Parsed::ResultVar(i) => {
                let name = &self.sig.results[i].name;
                let seen = self.all_result_types || self.seen_result_types[i];
                if !is_ref && seen {
                    return self.err(loc, format!("'type' of '{name}' is already bound"));
                }
                if is_ref && !seen {
                    return self.err(
                        loc,
                        format!(
                            "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                        ),
                    );
                }
                self.seen_result_types[i] = true;
                TypeArg::Result(i)
            }
            Parsed::Elem(Element::Operands) => {
                if !is_ref && (self.all_operand_types || self.seen_operand_types.iter().any(|&s| s))
                {
                    return self.err(loc, "'operands' 'type' is already bound");
                }
                if is_ref && !self.all_operand_types {
                    return self.err(
                        loc,
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive",
                    );
                }
                self.all_operand_types = true;
                TypeArg::Operands
            }
            Parsed::ResultsDirective => {
                if !is_ref && (self.all_result_types || self.seen_result_types.iter().any(|&s| s)) {
                    return self.err(loc, "'results' 'type' is already bound");
                }
                if is_ref && !self.all_result_types {
                    return self.err(
                        loc,
                        "'ref' of 'type(results)' is not bound by a prior 'type' directive",
                    );
                }
                self.all_result_types = true;
                TypeArg::Results
            }
            Parsed::Elem(Element::Literal(_)) => {
                return self.err(
                    loc,
                    "'type' directive operand expects variable or directive operand",
                )
            }
            _ => return self.err(loc, "invalid argument to 'type' directive"),
        };
        Ok(arg)
    }

    fn parse_optional_group(&mut self, loc: usize) -> FResult<Element> {
        let mut then = Vec::new();
        let mut anchor: Option<(bool, usize)> = None;
        self.parse_group_elements(&mut then, false, &mut anchor)?;
        let mut else_ = Vec::new();
        if self.peek() == Some(b':') {
            self.pos += 1;
            self.expect(b'(', "expected '(' to start else branch of optional group")?;
            self.parse_group_elements(&mut else_, true, &mut anchor)?;
        }
        self.expect(b'?', "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return self.err(loc, "optional group has no anchor element");
        };
        if then.is_empty() {
            return self.err(loc, "optional group has no elements");
        }
        let group = OptionalGroup {
            then,
            else_,
            anchor,
        };
        self.verify_optional_group(loc, &group)?;
        Ok(Element::Optional(Box::new(group)))
    }

    /// Elements up to `)`, noting the anchor (`^` after an element).
    fn parse_group_elements(
        &mut self,
        out: &mut Vec<Element>,
        in_else: bool,
        anchor: &mut Option<(bool, usize)>,
    ) -> FResult<()> {
        loop {
            match self.peek() {
                Some(b')') => {
                    self.pos += 1;
                    return Ok(());
                }
                None => return self.err(self.pos, "expected ')' after optional group"),
                _ => {}
            }
            let eloc = self.pos;
            let e = match self.parse_any(Ctx::TopLevel)? {
                Parsed::Elem(e) => e,
                _ => return self.err(eloc, "invalid element in optional group"),
            };
            // Groups nest (`(`atomic` (`syncscope` ...)? $ordering^)?`),
            // but never anchor their parent.
            let nested = matches!(e, Element::Optional(_));
            out.push(e);
            if nested {
                continue;
            }
            if self.peek() == Some(b'^') {
                self.pos += 1;
                if anchor.is_some() {
                    return self.err(
                        eloc,
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                *anchor = Some((in_else, out.len() - 1));
            }
        }
    }

    fn verify_optional_group(&self, loc: usize, g: &OptionalGroup) -> FResult<()> {
        let sig = self.sig;
        // The first parseable element of the then-group gates the group.
        match &g.then[g.first_parsable()] {
            Element::Literal(_) => {}
            Element::Var {
                var: Var::Attr(_), ..
            }
            | Element::Var {
                var: Var::Operand(_), ..
            }
            | Element::Var {
                var: Var::Region(_), ..
            }
            | Element::Custom { .. } => {}
            _ => {
                return self.err(
                    loc,
                    "first parsable element of an optional group must be a literal, variable, or custom directive",
                )
            }
        }
        let anchor = g.anchor_element();
        for (idx, e) in g.then.iter().chain(&g.else_).enumerate() {
            let is_anchor = std::ptr::eq(e, anchor);
            let _ = idx;
            match e {
                Element::Var {
                    var: Var::Attr(a), ..
                } => {
                    let d = &sig.attrs[*a];
                    if is_anchor && !(d.optional || d.has_default) {
                        return self.err(loc, "only optional or default-valued attributes can be used to anchor an optional group");
                    }
                }
                Element::Var {
                    var: Var::Operand(o),
                    ..
                } => {
                    if !sig.operands[*o].arity.is_variable_length() {
                        return self.err(
                            loc,
                            "only variable length operands can be used within an optional group",
                        );
                    }
                }
                Element::Type { arg, .. } => {
                    let ok = match arg {
                        TypeArg::Operand(o) => sig.operands[*o].arity.is_variable_length(),
                        TypeArg::Result(r) => sig.results[*r].arity.is_variable_length(),
                        _ => true,
                    };
                    if !ok {
                        return self.err(
                            loc,
                            "only variables can be used to anchor an optional group",
                        );
                    }
                }
                Element::Var {
                    var: Var::Region(_) | Var::Successor(_),
                    ..
                }
                | Element::Literal(_)
                | Element::Space
                | Element::NoSpace
                | Element::Newline
                | Element::FunctionalType { .. }
                | Element::Optional(_)
                | Element::Custom { .. } => {
                    if is_anchor
                        && matches!(
                            e,
                            Element::Literal(_)
                                | Element::Space
                                | Element::NoSpace
                                | Element::Newline
                        )
                    {
                        return self.err(
                            loc,
                            "only variables and types can be used to anchor an optional group",
                        );
                    }
                }
                _ => {
                    return self.err(
                        loc,
                        "only literals, types, and variables can be used within an optional group",
                    )
                }
            }
        }
        Ok(())
    }

    fn verify(self, elements: Vec<Element>) -> FResult<Format> {
        let sig = self.sig;
        if !self.has_attr_dict {
            return self.err(
                0,
                "'attr-dict' directive not found in custom assembly format",
            );
        }
        verify_attr_colon(sig, &elements)?;
        verify_attr_dict_region(&elements)?;
        let mut inferred_attrs = Vec::new();
        for (i, o) in sig.operands.iter().enumerate() {
            if o.arity == Arity::VariadicOfVariadic && self.seen_operands[i] {
                inferred_attrs.push(o.name.clone());
            }
        }
        // Type relations usable for inference: variable name -> resolver.
        let mut resolvers: Vec<(String, TypeSource)> = Vec::new();
        let set = |resolvers: &mut Vec<(String, TypeSource)>, name: &str, src: TypeSource| {
            if let Some(e) = resolvers.iter_mut().find(|e| e.0 == name) {
                e.1 = src;
            } else {
                resolvers.push((name.to_string(), src));
            }
        };
        let seen_arg = |name: &str| -> Option<Var> {
            if let Some(i) = sig.operands.iter().position(|o| o.name == name) {
                return (self.all_operand_types || self.seen_operand_types[i])
                    .then_some(Var::Operand(i));
            }
            if let Some(i) = sig.results.iter().position(|o| o.name == name) {
                return (self.all_result_types || self.seen_result_types[i])
                    .then_some(Var::Result(i));
            }
            if let Some(i) = sig.attrs.iter().position(|o| o.name == name) {
                return self.seen_attrs.contains(&i).then_some(Var::Attr(i));
            }
            None
        };
        let mut can_infer_results = false;
        for rule in &sig.rules {
            match rule {
                TypeRule::AllTypesMatch(values) => {
                    for (i, v) in values.iter().enumerate() {
                        let Some(arg) = seen_arg(v) else { continue };
                        for (j, w) in values.iter().enumerate() {
                            if i != j {
                                set(
                                    &mut resolvers,
                                    w,
                                    TypeSource::Var {
                                        var: arg,
                                        transform: None,
                                    },
                                );
                            }
                        }
                    }
                }
                TypeRule::SameTypeOperands | TypeRule::SameOperandsAndResultType => {
                    let include_results = matches!(rule, TypeRule::SameOperandsAndResultType);
                    let resolver = if let Some(i) =
                        (0..sig.operands.len()).find(|&i| self.seen_operand_types[i])
                    {
                        Var::Operand(i)
                    } else if let Some(i) = (0..sig.results.len())
                        .find(|&i| include_results && self.seen_result_types[i])
                    {
                        Var::Result(i)
                    } else {
                        continue;
                    };
                    for (i, o) in sig.operands.iter().enumerate() {
                        if !self.seen_operand_types[i] {
                            set(
                                &mut resolvers,
                                &o.name,
                                TypeSource::Var {
                                    var: resolver,
                                    transform: None,
                                },
                            );
                        }
                    }
                    if include_results {
                        for (i, r) in sig.results.iter().enumerate() {
                            if !self.seen_result_types[i] {
                                set(
                                    &mut resolvers,
                                    &r.name,
                                    TypeSource::Var {
                                        var: resolver,
                                        transform: None,
                                    },
                                );
                            }
                        }
                    }
                }
                TypeRule::TypesMatchWith {
                    lhs,
                    rhs,
                    transform,
                } => {
                    if let Some(arg) = seen_arg(lhs) {
                        set(
                            &mut resolvers,
                            rhs,
                            TypeSource::Var {
                                var: arg,
                                transform: *transform,
                            },
                        );
                    }
                }
            }
        }
        if sig.infers_result_types {
            can_infer_results = true;
        }
        // Results.
        let mut result_types = vec![TypeSource::Format; sig.results.len()];
        let mut infers_result_types = false;
        if !self.all_result_types {
            if !sig.results.is_empty()
                && !self.seen_result_types.iter().any(|&s| s)
                && can_infer_results
            {
                infers_result_types = true;
                result_types.iter_mut().for_each(|t| *t = TypeSource::Infer);
            } else {
                for (i, r) in sig.results.iter().enumerate() {
                    if self.seen_result_types[i] {
                        continue;
                    }
                    if let Some((_, src)) = resolvers.iter().find(|e| e.0 == r.name) {
                        result_types[i] = *src;
                        continue;
                    }
                    if !r.buildable || r.arity.is_variable_length() {
                        return self.err_note(
                            0,
                            format!("type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred", r.name),
                            format!("suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format", r.name),
                        );
                    }
                    result_types[i] = TypeSource::Buildable;
                }
            }
        }
        // Operands.
        let mut operand_types = vec![TypeSource::Format; sig.operands.len()];
        for (i, o) in sig.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands[i] {
                return self.err_note(
                    0,
                    format!("operand #{i}, named '{}', not found", o.name),
                    format!(
                        "suggest adding a '${}' directive to the custom assembly format",
                        o.name
                    ),
                );
            }
            if self.all_operand_types || self.seen_operand_types[i] {
                continue;
            }
            if let Some((_, src)) = resolvers.iter().find(|e| e.0 == o.name) {
                operand_types[i] = *src;
                continue;
            }
            if !o.buildable || (self.all_operands && o.arity.is_variable_length()) {
                return self.err_note(
                    0,
                    format!("type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred", o.name),
                    format!("suggest adding a type constraint to the operation or adding a 'type(${})' directive to the custom assembly format", o.name),
                );
            }
            operand_types[i] = TypeSource::Buildable;
        }
        if !self.all_regions {
            for (i, r) in sig.regions.iter().enumerate() {
                if !self.seen_regions[i] {
                    return self.err_note(
                        0,
                        format!("region #{i}, named '{}', not found", r.name),
                        format!(
                            "suggest adding a '${}' directive to the custom assembly format",
                            r.name
                        ),
                    );
                }
            }
        }
        if !self.all_successors {
            for (i, s) in sig.successors.iter().enumerate() {
                if !self.seen_successors[i] {
                    return self.err_note(
                        0,
                        format!("successor #{i}, named '{}', not found", s.name),
                        format!(
                            "suggest adding a '${}' directive to the custom assembly format",
                            s.name
                        ),
                    );
                }
            }
        }
        Ok(Format {
            elements,
            operand_types,
            result_types,
            infers_result_types,
            all_operands: self.all_operands,
            all_operand_types: self.all_operand_types,
            all_result_types: self.all_result_types,
            used_attrs: self.seen_attrs,
            inferred_attrs,
            has_prop_dict: self.has_prop_dict,
            all_regions: self.all_regions,
            all_successors: self.all_successors,
        })
    }
}

/// Whether an element may be skipped by the parser (upstream's
/// `isOptionallyParsed`).
fn is_optionally_parsed(sig: &Signature, e: &Element) -> bool {
    match e {
        Element::Var {
            var: Var::Attr(a), ..
        } => sig.attrs[*a].optional || sig.attrs[*a].has_default,
        Element::Var {
            var: Var::Operand(o),
            ..
        } => sig.operands[*o].arity.is_variable_length(),
        Element::Var {
            var: Var::Successor(s),
            ..
        } => sig.successors[*s].variadic,
        Element::Var {
            var: Var::Region(r),
            ..
        } => sig.regions[*r].variadic,
        Element::Space | Element::NoSpace | Element::Newline | Element::AttrDict { .. } => true,
        _ => false,
    }
}

/// Scans `elements` for one `invalid` reports, skipping optionally parsed
/// ones (upstream's `checkRangeForElement`). `Some(true)` when a closing
/// element was found, `Some(false)` on an invalid one, `None` at the end.
fn check_range(
    sig: &Signature,
    invalid: &dyn Fn(&Element) -> bool,
    elements: &[Element],
    guard: Option<&Element>,
) -> Option<bool> {
    for e in elements {
        if invalid(e) {
            return Some(false);
        }
        if let Element::Optional(g) = e {
            if let Some(r) = check_range(sig, invalid, &g.then, g.then.get(g.first_parsable())) {
                if !r {
                    return Some(false);
                }
            }
            if let Some(r) = check_range(sig, invalid, &g.else_, None) {
                if !r {
                    return Some(false);
                }
            }
            continue;
        }
        let is_guard = guard.is_some_and(|g| std::ptr::eq(g, e));
        if !is_guard && is_optionally_parsed(sig, e) {
            continue;
        }
        return Some(true);
    }
    None
}

/// Upstream's `verifyAdjacentElements`: returns `Err(base)` on a violation.
fn verify_adjacent<'e>(
    sig: &Signature,
    is_base: &dyn Fn(&Element) -> bool,
    invalid: &dyn Fn(&Element) -> bool,
    elements: &'e [Element],
) -> Result<Option<&'e Element>, &'e Element> {
    for (i, e) in elements.iter().enumerate() {
        let base: &Element;
        if is_base(e) {
            base = e;
        } else if let Element::Optional(g) = e {
            let t = verify_adjacent(sig, is_base, invalid, &g.then)?;
            let el = verify_adjacent(sig, is_base, invalid, &g.else_)?;
            match t.or(el) {
                Some(b) => base = b,
                None => continue,
            }
        } else {
            continue;
        }
        match check_range(sig, invalid, &elements[i + 1..], None) {
            Some(true) => {}
            Some(false) => return Err(base),
            None => return Ok(Some(base)),
        }
    }
    Ok(None)
}

fn verify_attr_colon(sig: &Signature, elements: &[Element]) -> FResult<()> {
    let is_base = |e: &Element| match e {
        Element::Var {
            var: Var::Attr(a),
            qualified,
        } => {
            let d = &sig.attrs[*a];
            !d.buildable_type && (*qualified || d.generic_parse)
        }
        _ => false,
    };
    let invalid = |e: &Element| matches!(e, Element::Literal(l) if l == ":");
    match verify_adjacent(sig, &is_base, &invalid, elements) {
        Err(Element::Var {
            var: Var::Attr(a), ..
        }) => Err(FormatError {
            offset: 0,
            message: format!(
                "format ambiguity caused by `:` literal found after attribute `{}` which does not have a buildable type",
                sig.attrs[*a].name
            ),
            note: None,
        }),
        _ => Ok(()),
    }
}

fn verify_attr_dict_region(elements: &[Element]) -> FResult<()> {
    // An `attr-dict` directly followed by a region: both start with `{`.
    let is_base = |e: &Element| {
        matches!(
            e,
            Element::AttrDict {
                with_keyword: false
            }
        )
    };
    let invalid = |e: &Element| {
        matches!(
            e,
            Element::Var {
                var: Var::Region(_),
                ..
            }
        )
    };
    for (i, e) in elements.iter().enumerate() {
        if !is_base(e) {
            continue;
        }
        for next in &elements[i + 1..] {
            if invalid(next) {
                return Err(FormatError {
                    offset: 0,
                    message: "format ambiguity caused by `attr-dict` directive followed by region"
                        .into(),
                    note: Some("try using `attr-dict-with-keyword` instead".into()),
                });
            }
            if !matches!(next, Element::Space | Element::NoSpace | Element::Newline) {
                break;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn val(name: &str, arity: Arity, buildable: bool) -> ValueDecl {
        ValueDecl {
            name: name.into(),
            arity,
            buildable,
        }
    }

    fn binop() -> Signature {
        Signature {
            operands: vec![
                val("lhs", Arity::Single, false),
                val("rhs", Arity::Single, false),
            ],
            results: vec![val("result", Arity::Single, false)],
            attrs: vec![AttrDecl {
                name: "overflowFlags".into(),
                optional: false,
                has_default: true,
                is_unit: false,
                buildable_type: false,
                generic_parse: false,
            }],
            rules: vec![TypeRule::SameOperandsAndResultType],
            ..Default::default()
        }
    }

    #[test]
    fn binop_format_resolves_types_from_the_result() {
        let f = compile(
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            &binop(),
        )
        .unwrap();
        assert_eq!(f.result_types, vec![TypeSource::Format]);
        assert_eq!(
            f.operand_types,
            vec![
                TypeSource::Var {
                    var: Var::Result(0),
                    transform: None
                };
                2
            ]
        );
        assert_eq!(f.used_attrs, vec![0]);
        assert!(matches!(f.elements[3], Element::Optional(_)));
    }

    #[test]
    fn errors_match_upstream() {
        let e = compile("$lhs `,` $rhs `:` type($result)", &binop()).unwrap_err();
        assert_eq!(
            e.message,
            "'attr-dict' directive not found in custom assembly format"
        );
        let e = compile("$lhs attr-dict `:` type($result)", &binop()).unwrap_err();
        assert_eq!(e.message, "operand #1, named 'rhs', not found");
        let e = compile("$lhs `,` $rhs attr-dict", &binop()).unwrap_err();
        assert_eq!(
            e.message,
            "type of result #0, named 'result', is not buildable and a buildable type cannot be inferred"
        );
        let e = compile("$lhs `,` $lhs attr-dict `:` type($result)", &binop()).unwrap_err();
        assert_eq!(e.message, "operand 'lhs' is already bound");
        let e = compile("$lhs `,` $rhs attr-dict `:` type($result) `%`", &binop()).unwrap_err();
        assert!(e.message.starts_with("single character literal"));
    }

    #[test]
    fn colon_after_untyped_attribute_is_ambiguous() {
        let sig = Signature {
            attrs: vec![AttrDecl {
                name: "value".into(),
                optional: false,
                has_default: false,
                is_unit: false,
                buildable_type: false,
                generic_parse: true,
            }],
            results: vec![val("r", Arity::Single, false)],
            ..Default::default()
        };
        let e = compile("$value `:` type($r) attr-dict", &sig).unwrap_err();
        assert!(e.message.starts_with("format ambiguity caused by `:`"));
        assert!(compile(
            "attr-dict $value",
            &Signature {
                rules: vec![TypeRule::AllTypesMatch(vec!["value".into(), "r".into()])],
                ..sig.clone()
            }
        )
        .is_ok());
    }

    #[test]
    fn custom_and_ref_arguments() {
        let sig = Signature {
            operands: vec![
                val("source", Arity::Single, false),
                val("offsets", Arity::Variadic, true),
            ],
            attrs: vec![AttrDecl {
                name: "static_offsets".into(),
                optional: false,
                has_default: false,
                is_unit: false,
                buildable_type: false,
                generic_parse: false,
            }],
            results: vec![val("result", Arity::Single, false)],
            ..Default::default()
        };
        let f = compile(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) attr-dict `:` type($source) `to` type($result)",
            &sig,
        )
        .unwrap();
        assert_eq!(f.operand_types[1], TypeSource::Buildable);
        match &f.elements[2] {
            Element::Custom { name, args } => {
                assert_eq!(name, "DynamicIndexList");
                assert_eq!(args.len(), 2);
            }
            e => panic!("{e:?}"),
        }
    }
}
