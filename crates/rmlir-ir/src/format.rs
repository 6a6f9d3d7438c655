//! The declarative assembly format at run time: a compiled
//! [`rmlir_asm_format::Format`] interpreted as the op's parser and printer,
//! doing what upstream's `OpFormatGen` generates (same parse calls, same
//! diagnostics, same spacing rules).

use smallvec::SmallVec;

use crate::small::collect_small;

use rmlir_asm_format::{
    Arity, CustomArg, Element, Format, OptionalGroup, TypeArg, TypeSource, Var,
};

use crate::asm::{
    AsmDiag, AsmParser, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
    UnresolvedOperand,
};
use crate::attributes::{AttrKind, Attribute, NamedAttr};
use crate::body::{BlockId, Value};
use crate::context::Context;
use crate::op_def::{AttrClass, AttrStorage, InferInput, OpDef, PropKind, TypeClass};
use crate::types::{Type, TypeKind};
use crate::view::OpView;

/// A value passed to or from a custom directive (`custom<Name>(...)`),
/// one per directive parameter, in order. When parsing, the directive
/// fills the non-`ref` slots; when printing, every slot holds the op's
/// current value.
#[derive(Clone, Debug)]
pub enum CustomValue {
    /// A single or optional operand while parsing.
    Operand(Option<UnresolvedOperand>),
    /// A variadic operand while parsing.
    Operands(Vec<UnresolvedOperand>),
    /// A `VariadicOfVariadic` operand while parsing.
    OperandGroups(Vec<Vec<UnresolvedOperand>>),
    /// A single or optional operand while printing.
    Value(Option<Value>),
    /// A variadic operand while printing.
    Values(SmallVec<[Value; 4]>),
    /// A `VariadicOfVariadic` operand while printing.
    ValueGroups(Vec<SmallVec<[Value; 4]>>),
    /// An attribute (absent: `None`).
    Attr(Option<Attribute>),
    /// A single or optional type.
    Type(Option<Type>),
    /// The types of a variadic operand or result.
    Types(Vec<Type>),
    /// The types of a `VariadicOfVariadic` operand.
    TypeGroups(Vec<Vec<Type>>),
    /// A region: its index among the op's regions (printing) or among the
    /// regions the parse state holds (parsing, set by the directive).
    Region(Option<usize>),
    /// A variadic region: indices as for [`CustomValue::Region`].
    Regions(Vec<usize>),
    /// A successor.
    Successor(Option<BlockId>),
    /// A variadic successor.
    Successors(Vec<BlockId>),
    /// The attribute dictionary (parsing: entries to add; printing: the
    /// op's attributes).
    AttrDict(Vec<NamedAttr>),
    /// A string parameter.
    Str(String),
}

impl CustomValue {
    /// The single operand of a parse slot (panics on a definition bug).
    pub fn operand_mut(&mut self) -> &mut Option<UnresolvedOperand> {
        match self {
            CustomValue::Operand(o) => o,
            v => panic!("custom directive slot is not an operand: {v:?}"),
        }
    }
    /// The operand list of a parse slot.
    pub fn operands_mut(&mut self) -> &mut Vec<UnresolvedOperand> {
        match self {
            CustomValue::Operands(o) => o,
            v => panic!("custom directive slot is not an operand list: {v:?}"),
        }
    }
    /// The operand groups of a parse slot.
    pub fn operand_groups_mut(&mut self) -> &mut Vec<Vec<UnresolvedOperand>> {
        match self {
            CustomValue::OperandGroups(o) => o,
            v => panic!("custom directive slot is not operand groups: {v:?}"),
        }
    }
    /// The attribute of a slot.
    pub fn attr_mut(&mut self) -> &mut Option<Attribute> {
        match self {
            CustomValue::Attr(a) => a,
            v => panic!("custom directive slot is not an attribute: {v:?}"),
        }
    }
    /// The type of a slot.
    pub fn type_mut(&mut self) -> &mut Option<Type> {
        match self {
            CustomValue::Type(t) => t,
            v => panic!("custom directive slot is not a type: {v:?}"),
        }
    }
    /// The type list of a slot.
    pub fn types_mut(&mut self) -> &mut Vec<Type> {
        match self {
            CustomValue::Types(t) => t,
            v => panic!("custom directive slot is not a type list: {v:?}"),
        }
    }
    /// The type groups of a slot.
    pub fn type_groups_mut(&mut self) -> &mut Vec<Vec<Type>> {
        match self {
            CustomValue::TypeGroups(t) => t,
            v => panic!("custom directive slot is not type groups: {v:?}"),
        }
    }
    /// The successor list of a slot.
    pub fn successors_mut(&mut self) -> &mut Vec<BlockId> {
        match self {
            CustomValue::Successors(s) => s,
            v => panic!("custom directive slot is not a successor list: {v:?}"),
        }
    }
    /// The region slot.
    pub fn region_mut(&mut self) -> &mut Option<usize> {
        match self {
            CustomValue::Region(r) => r,
            v => panic!("custom directive slot is not a region: {v:?}"),
        }
    }
    /// The attribute entries of an `attr-dict` slot.
    pub fn attr_dict_mut(&mut self) -> &mut Vec<NamedAttr> {
        match self {
            CustomValue::AttrDict(d) => d,
            v => panic!("custom directive slot is not an attribute dictionary: {v:?}"),
        }
    }
    /// The attribute of a print slot.
    pub fn attr(&self) -> Option<Attribute> {
        match self {
            CustomValue::Attr(a) => *a,
            _ => None,
        }
    }
    /// The single value of a print slot.
    pub fn value(&self) -> Option<Value> {
        match self {
            CustomValue::Value(v) => *v,
            _ => None,
        }
    }
    /// The values of a print slot.
    pub fn values(&self) -> &[Value] {
        match self {
            CustomValue::Values(v) => v,
            CustomValue::Value(Some(v)) => std::slice::from_ref(v),
            _ => &[],
        }
    }
    /// The value groups of a print slot.
    pub fn value_groups(&self) -> &[SmallVec<[Value; 4]>] {
        match self {
            CustomValue::ValueGroups(v) => v,
            _ => &[],
        }
    }
    /// The type of a slot.
    pub fn ty(&self) -> Option<Type> {
        match self {
            CustomValue::Type(t) => *t,
            _ => None,
        }
    }
    /// The types of a slot.
    pub fn types(&self) -> &[Type] {
        match self {
            CustomValue::Types(t) => t,
            CustomValue::Type(Some(t)) => std::slice::from_ref(t),
            _ => &[],
        }
    }
    /// The type groups of a slot.
    pub fn type_groups(&self) -> &[Vec<Type>] {
        match self {
            CustomValue::TypeGroups(t) => t,
            _ => &[],
        }
    }
    /// The successors of a slot.
    pub fn successors(&self) -> &[BlockId] {
        match self {
            CustomValue::Successors(s) => s,
            CustomValue::Successor(Some(s)) => std::slice::from_ref(s),
            _ => &[],
        }
    }
    /// The region index of a slot.
    pub fn region(&self) -> Option<usize> {
        match self {
            CustomValue::Region(r) => *r,
            _ => None,
        }
    }
    /// The string of a slot.
    pub fn str(&self) -> &str {
        match self {
            CustomValue::Str(s) => s,
            _ => "",
        }
    }
}

// ===================================================================
// Parsing
// ===================================================================

/// Parse-time storage for each variable (upstream's generated locals).
/// Inline capacities cover the common ops, which then parse without a
/// heap allocation for their slots.
struct Slots {
    operands: SmallVec<[SmallVec<[UnresolvedOperand; 2]>; 4]>,
    operand_locs: SmallVec<[u32; 4]>,
    operand_group_sizes: SmallVec<[Vec<i32>; 4]>,
    operand_types: SmallVec<[SmallVec<[Type; 2]>; 4]>,
    result_types: SmallVec<[SmallVec<[Type; 2]>; 2]>,
    all_operands: SmallVec<[UnresolvedOperand; 4]>,
    all_operand_loc: u32,
    all_operand_types: SmallVec<[Type; 4]>,
    all_result_types: SmallVec<[Type; 2]>,
    regions: SmallVec<[Vec<SmallVec<[BlockId; 4]>>; 2]>,
    all_regions: Vec<SmallVec<[BlockId; 4]>>,
    successors: SmallVec<[Vec<BlockId>; 2]>,
    all_successors: Vec<BlockId>,
}

struct FmtParser<'d> {
    def: &'static OpDef,
    fmt: &'d Format,
    slots: Slots,
}

/// Parses an op in the custom form its declarative format describes.
pub fn parse_with_format(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    def: &'static OpDef,
) -> ParseResult<()> {
    let fmt = def.format().expect("op has an assembly format");
    let nops = def.operands.len();
    let nres = def.results.len();
    let loc = p.current_loc();
    // Pushed one by one: `smallvec![x; n]` clones `x` through a generic
    // extend, a cost every slot of every parsed op paid.
    fn empty<A: smallvec::Array>(n: usize) -> SmallVec<A>
    where
        A::Item: Default,
    {
        let mut v = SmallVec::new();
        for _ in 0..n {
            v.push(Default::default());
        }
        v
    }
    let mut fp = FmtParser {
        def,
        fmt,
        slots: Slots {
            operands: empty(nops),
            operand_locs: {
                let mut v = SmallVec::new();
                for _ in 0..nops {
                    v.push(loc);
                }
                v
            },
            operand_group_sizes: empty(nops),
            operand_types: empty(nops),
            result_types: empty(nres),
            all_operands: SmallVec::new(),
            all_operand_loc: loc,
            all_operand_types: SmallVec::new(),
            all_result_types: SmallVec::new(),
            regions: empty(def.regions.len()),
            all_regions: Vec::new(),
            successors: empty(def.successors.len()),
            all_successors: Vec::new(),
        },
    };
    for e in &fmt.elements {
        fp.parse_element(p, st, e, false)?;
    }
    fp.finish(p, st)
}

impl FmtParser<'_> {
    fn implicit_terminator(&self) -> Option<&'static str> {
        self.def.implicit_terminator
    }

    fn single_block(&self) -> bool {
        self.def.implicit_terminator.is_some()
            || self.def.has(crate::dialect::OpTraits::SINGLE_BLOCK)
    }

    /// Parses a region and fixes it up as the op's traits require
    /// (implicit terminator or empty block).
    fn parse_region(
        &self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
    ) -> ParseResult<SmallVec<[BlockId; 4]>> {
        p.parse_region(st, &[], false)?;
        self.fixup_last_region(p, st);
        Ok(st.regions.pop().expect("region pushed"))
    }

    fn fixup_last_region(&self, p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) {
        let idx = st.regions.len() - 1;
        if let Some(t) = self.implicit_terminator() {
            p.ensure_terminator(st, idx, t);
        } else if self.single_block() {
            p.ensure_block(st, idx);
        }
    }

    fn parse_region_list(
        &self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
    ) -> ParseResult<Vec<SmallVec<[BlockId; 4]>>> {
        let mut out = Vec::new();
        if p.parse_optional_region(st, &[], false)? {
            self.fixup_last_region(p, st);
            out.push(st.regions.pop().expect("region pushed"));
            while p.parse_optional_punct(Punct::Comma) {
                out.push(self.parse_region(p, st)?);
            }
        }
        Ok(out)
    }

    fn parse_successor_list(&self, p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<BlockId>> {
        let mut out = Vec::new();
        if let Some(b) = p.parse_optional_successor()? {
            out.push(b);
            while p.parse_optional_punct(Punct::Comma) {
                out.push(p.parse_successor()?);
            }
        }
        Ok(out)
    }

    fn parse_literal(p: &mut dyn OpAsmParser<'_>, lit: &str, optional: bool) -> ParseResult<bool> {
        let is_keyword = lit.as_bytes()[0] == b'_' || lit.as_bytes()[0].is_ascii_alphabetic();
        if is_keyword {
            if optional {
                return Ok(p.parse_optional_keyword(lit));
            }
            p.parse_keyword(lit)?;
            return Ok(true);
        }
        let punct = Punct::from_spelling(lit).expect("checked literal");
        if optional {
            return Ok(p.parse_optional_punct(punct));
        }
        p.parse_punct(punct)?;
        Ok(true)
    }

    /// Parses attribute `i`; `in_group` is upstream's `GenContext::Optional`
    /// (inside an optional group, after its guard): optional attributes are
    /// then parsed as required; `guard` says it is a group's first element.
    fn parse_attr(
        &self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
        i: usize,
        qualified: bool,
        in_group: bool,
        guard: bool,
    ) -> ParseResult<()> {
        let spec = &self.def.properties[i];
        let ctx = p.ctx();
        let c = spec.constraint;
        // A group's guard may be absent whatever its kind (a default-valued
        // attribute guards `(qualified($expr)^)?`).
        let optional =
            guard || matches!(spec.kind, PropKind::Optional | PropKind::DefaultOptional(_));
        match c.storage {
            AttrStorage::Enum(e) => {
                let loc = p.current_loc();
                let case_keywords: Vec<&str> = e
                    .cases
                    .iter()
                    .map(|c| c.0)
                    .filter(|s| rmlir_asm_format::can_format_as_keyword(s))
                    .collect();
                let mut value: Option<Vec<u8>> = None;
                let mut kw_found = None;
                for k in &case_keywords {
                    if p.parse_optional_keyword(k) {
                        kw_found = Some(k.as_bytes().to_vec());
                        break;
                    }
                }
                if let Some(k) = kw_found {
                    value = Some(k);
                } else {
                    // Upstream's `parseOptionalAttribute(StringAttr &, ...)`
                    // only takes a string token.
                    match p.parse_optional_string() {
                        Some(v) => value = Some(v),
                        None if !optional => {
                            let cases: Vec<&str> = e.cases.iter().map(|c| c.0).collect();
                            return Err(p.emit_error(
                                loc,
                                &format!(
                                    "expected string or keyword containing one of the following enum values for attribute '{}' [{}]",
                                    spec.name,
                                    cases.join(", ")
                                ),
                            ));
                        }
                        None => {}
                    }
                }
                if let Some(v) = value {
                    let Some(case) = e.symbolize(&v) else {
                        return Err(p.emit_error(
                            loc,
                            &format!(
                                "invalid {} attribute specification: \"{}\"",
                                spec.name,
                                String::from_utf8_lossy(&v)
                            ),
                        ));
                    };
                    let a = e.attr(ctx, case);
                    st.set_prop(ctx, spec.name, a);
                }
                return Ok(());
            }
            AttrStorage::SymbolName => {
                let loc = p.current_loc();
                match p.parse_optional_symbol_name() {
                    Some(a) => st.set_prop(p.ctx(), spec.name, a),
                    None if !optional || in_group => {
                        return Err(
                            p.emit_error(loc, "expected valid '@'-identifier for symbol name")
                        )
                    }
                    None => {}
                }
                return Ok(());
            }
            _ => {}
        }
        let ty = c.value_type.map(|f| f(ctx));
        if !in_group && optional {
            // Upstream's `parseOptionalAttribute` overloads for these
            // storage classes only look at one kind of token.
            let next_fits = match c.storage {
                AttrStorage::Class(AttrClass::String) => p.is_string(),
                AttrStorage::Class(AttrClass::Array) => p.is_punct(Punct::LSquare),
                AttrStorage::Class(AttrClass::SymbolRef | AttrClass::FlatSymbolRef) => {
                    p.is_at_identifier()
                }
                _ => true,
            };
            if !next_fits {
                return Ok(());
            }
            if let Some(a) = p.parse_optional_attribute(ty)? {
                st.set_prop(p.ctx(), spec.name, a);
            }
            return Ok(());
        }
        let loc = p.current_loc();
        let a = if qualified || matches!(c.storage, AttrStorage::Generic) {
            p.parse_attribute(ty)?
        } else {
            parse_custom_attribute_with_fallback(p, &c.storage, ty)?
        };
        if !qualified
            && !matches!(c.storage, AttrStorage::Generic)
            && !c.storage.accepts(p.ctx(), a)
        {
            return Err(p.emit_error(loc, "invalid kind of attribute specified"));
        }
        st.set_prop(p.ctx(), spec.name, a);
        Ok(())
    }

    fn parse_operand_var(&mut self, p: &mut dyn OpAsmParser<'_>, i: usize) -> ParseResult<()> {
        let spec = &self.def.operands[i];
        self.slots.operand_locs[i] = p.current_loc();
        match spec.arity {
            Arity::Single => {
                let u = p.parse_operand()?;
                self.slots.operands[i] = smallvec::smallvec![u];
            }
            Arity::Optional => {
                if let Some(u) = p.parse_optional_operand()? {
                    self.slots.operands[i].push(u);
                }
            }
            Arity::Variadic => {
                let mut v = Vec::new();
                p.parse_operand_list(&mut v, Delimiter::None, None)?;
                self.slots.operands[i].extend(v);
            }
            Arity::VariadicOfVariadic => {
                let mut cur = 0usize;
                loop {
                    if !p.parse_optional_punct(Punct::LParen) {
                        break;
                    }
                    let mut v = Vec::new();
                    p.parse_operand_list(&mut v, Delimiter::None, None)?;
                    p.parse_punct(Punct::RParen)?;
                    self.slots.operands[i].extend(v);
                    let n = self.slots.operands[i].len();
                    self.slots.operand_group_sizes[i].push((n - cur) as i32);
                    cur = n;
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    fn parse_type_arg(
        &mut self,
        p: &mut dyn OpAsmParser<'_>,
        arg: TypeArg,
        qualified: bool,
    ) -> ParseResult<()> {
        let (arity, class) = match arg {
            TypeArg::Operand(i) => (
                self.def.operands[i].arity,
                self.def.operands[i].constraint.class,
            ),
            TypeArg::Result(i) => (
                self.def.results[i].arity,
                self.def.results[i].constraint.class,
            ),
            TypeArg::Operands | TypeArg::Results => (Arity::Variadic, TypeClass::Any),
        };
        let mut types = Vec::new();
        match arity {
            Arity::VariadicOfVariadic => loop {
                if !p.parse_optional_punct(Punct::LParen) {
                    break;
                }
                if !p.parse_optional_punct(Punct::RParen) {
                    p.parse_type_list(&mut types)?;
                    p.parse_punct(Punct::RParen)?;
                }
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            },
            Arity::Variadic => p.parse_type_list(&mut types)?,
            Arity::Optional => {
                if let Some(t) = p.parse_optional_type()? {
                    types.push(t);
                }
            }
            Arity::Single => {
                let loc = p.current_loc();
                // `parseCustomTypeWithFallback`: a dialect class's type
                // in full (`!`) or stripped, its parameters alone.
                if let TypeClass::Dialect(def) = class {
                    if !qualified && p.source(loc, loc + 1) != b"!" {
                        let t = (def.0.parse)(p)?;
                        self.set_types(arg, [t]);
                        return Ok(());
                    }
                }
                let t = p.parse_type()?;
                if !qualified && !class.matches(p.ctx(), t) {
                    let msg = class.mismatch_message(p.ctx(), t);
                    return Err(p.emit_error(loc, &msg));
                }
                types.push(t);
            }
        }
        self.set_types(arg, types);
        Ok(())
    }

    fn set_types(&mut self, arg: TypeArg, types: impl IntoIterator<Item = Type>) {
        let types = types.into_iter();
        match arg {
            TypeArg::Operand(i) => self.slots.operand_types[i] = collect_small(types),
            TypeArg::Result(i) => self.slots.result_types[i] = collect_small(types),
            TypeArg::Operands => self.slots.all_operand_types = collect_small(types),
            TypeArg::Results => self.slots.all_result_types = collect_small(types),
        }
    }

    fn types_of(&self, arg: TypeArg) -> &[Type] {
        match arg {
            TypeArg::Operand(i) => &self.slots.operand_types[i],
            TypeArg::Result(i) => &self.slots.result_types[i],
            TypeArg::Operands => &self.slots.all_operand_types,
            TypeArg::Results => &self.slots.all_result_types,
        }
    }

    fn parse_element(
        &mut self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
        e: &Element,
        in_group: bool,
    ) -> ParseResult<()> {
        match e {
            Element::Literal(l) => {
                Self::parse_literal(p, l, false)?;
            }
            Element::Space | Element::NoSpace | Element::Newline => {}
            Element::Var { var, qualified } => match *var {
                Var::Attr(i) => self.parse_attr(p, st, i, *qualified, in_group, false)?,
                Var::Operand(i) => self.parse_operand_var(p, i)?,
                Var::Region(i) => {
                    if self.def.regions[i].variadic {
                        let rs = self.parse_region_list(p, st)?;
                        self.slots.regions[i] = rs;
                    } else {
                        let r = self.parse_region(p, st)?;
                        self.slots.regions[i] = vec![r];
                    }
                }
                Var::Successor(i) => {
                    if self.def.successors[i].variadic {
                        self.slots.successors[i] = self.parse_successor_list(p)?;
                    } else {
                        self.slots.successors[i] = vec![p.parse_successor()?];
                    }
                }
                Var::Result(_) => unreachable!("results appear only in type directives"),
            },
            Element::Operands => {
                self.slots.all_operand_loc = p.current_loc();
                let mut v = Vec::new();
                p.parse_operand_list(&mut v, Delimiter::None, None)?;
                self.slots.all_operands = v.into();
            }
            Element::Regions => {
                self.slots.all_regions = self.parse_region_list(p, st)?;
            }
            Element::Successors => {
                self.slots.all_successors = self.parse_successor_list(p)?;
            }
            Element::Type { arg, qualified } => self.parse_type_arg(p, *arg, *qualified)?,
            Element::FunctionalType { inputs, results } => {
                let loc = p.current_loc();
                let t = p.parse_type()?;
                let TypeKind::Function {
                    inputs: i,
                    results: r,
                } = p.ctx().type_kind(t)
                else {
                    let msg = TypeClass::Function.mismatch_message(p.ctx(), t);
                    return Err(p.emit_error(loc, &msg));
                };
                let (i, r) = (i.to_vec(), r.to_vec());
                self.set_types(*inputs, i);
                self.set_types(*results, r);
            }
            Element::AttrDict { with_keyword } => {
                let loc = p.current_loc();
                if *with_keyword {
                    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
                } else {
                    p.parse_optional_attr_dict(&mut st.attrs)?;
                }
                verify_inherent_attrs(p.ctx(), self.def, &st.attrs).map_err(|m| {
                    let name = p.ctx().ident_str(st.name).into_owned();
                    p.emit_error(loc, &format!("'{name}' op {m}"))
                })?;
            }
            Element::PropDict => {
                if p.parse_optional_punct(Punct::Less) {
                    let loc = p.current_loc();
                    let d = p.parse_attribute(None)?;
                    p.parse_punct(Punct::Greater)?;
                    let ctx = p.ctx();
                    let entries = ctx.dictionary_entries(d).to_vec();
                    if !matches!(ctx.attr_kind(d), AttrKind::Dictionary(_)) {
                        return Err(p.emit_error(loc, "expected DictionaryAttr to set properties"));
                    }
                    for na in entries {
                        if self.def.is_inherent(ctx.ident_bytes(na.name)) {
                            st.props.push(na);
                        }
                    }
                }
            }
            Element::Custom { name, args } => self.parse_custom(p, st, name, args)?,
            Element::Optional(g) => self.parse_optional(p, st, g)?,
        }
        Ok(())
    }

    fn parse_optional(
        &mut self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
        g: &OptionalGroup,
    ) -> ParseResult<()> {
        let elided = g.elided_unit_anchor(&self.def.compiled_format().expect("a format").1);
        let first_idx = g.first_parsable();
        let first = &g.then[first_idx];
        let present = match first {
            Element::Literal(l) => Self::parse_literal(p, l, true)?,
            Element::Var {
                var: Var::Attr(i),
                qualified,
            } => {
                self.parse_attr(p, st, *i, *qualified, false, true)?;
                st.props.iter().any(|na| {
                    p.ctx().ident_bytes(na.name) == self.def.properties[*i].name.as_bytes()
                })
            }
            Element::Var {
                var: Var::Operand(i),
                ..
            } => {
                self.parse_operand_var(p, *i)?;
                !self.slots.operands[*i].is_empty()
            }
            Element::Var {
                var: Var::Region(i),
                ..
            } => {
                if self.def.regions[*i].variadic {
                    self.slots.regions[*i] = self.parse_region_list(p, st)?;
                    !self.slots.regions[*i].is_empty()
                } else {
                    let got = p.parse_optional_region(st, &[], false)?;
                    let blocks = if got {
                        st.regions.pop().expect("region pushed")
                    } else {
                        SmallVec::new()
                    };
                    let non_empty = !blocks.is_empty();
                    st.regions.push(blocks);
                    if non_empty {
                        self.fixup_last_region(p, st);
                    }
                    self.slots.regions[*i] = vec![st.regions.pop().expect("region pushed")];
                    non_empty
                }
            }
            Element::Custom { name, args } => {
                self.parse_custom(p, st, name, args)?;
                true
            }
            _ => unreachable!("checked by the format compiler"),
        };
        let (in_else, _) = g.anchor;
        let group = if present {
            &g.then[first_idx + 1..]
        } else {
            &g.else_[..]
        };
        if let Some(a) = elided {
            if present != in_else {
                st.set_prop(p.ctx(), self.def.properties[a].name, p.ctx().unit_attr());
            }
        }
        for e in group {
            if let (
                Some(a),
                Element::Var {
                    var: Var::Attr(i), ..
                },
            ) = (elided, e)
            {
                if a == *i {
                    continue;
                }
            }
            self.parse_element(p, st, e, true)?;
        }
        Ok(())
    }

    fn parse_custom(
        &mut self,
        p: &mut dyn OpAsmParser<'_>,
        st: &mut ParseState,
        name: &str,
        args: &[CustomArg],
    ) -> ParseResult<()> {
        let dir = self.def.custom_directive(name).unwrap_or_else(|| {
            panic!(
                "{}: custom directive '{name}' not registered",
                self.def.name
            )
        });
        let ctx = p.ctx();
        let mut vals: Vec<CustomValue> = Vec::with_capacity(args.len());
        for a in args {
            vals.push(match a {
                CustomArg::Var { var, is_ref } => match *var {
                    Var::Operand(i) => {
                        if !*is_ref {
                            self.slots.operand_locs[i] = p.current_loc();
                        }
                        let ops = &self.slots.operands[i];
                        match self.def.operands[i].arity {
                            Arity::Single | Arity::Optional => {
                                CustomValue::Operand(ops.first().copied())
                            }
                            Arity::Variadic => CustomValue::Operands(ops.to_vec()),
                            Arity::VariadicOfVariadic => {
                                let mut groups = Vec::new();
                                let mut s = 0;
                                for &n in &self.slots.operand_group_sizes[i] {
                                    groups.push(ops[s..s + n as usize].to_vec());
                                    s += n as usize;
                                }
                                CustomValue::OperandGroups(groups)
                            }
                        }
                    }
                    Var::Attr(i) => CustomValue::Attr(st.get(ctx, self.def.properties[i].name)),
                    Var::Region(i) => {
                        if self.def.regions[i].variadic {
                            CustomValue::Regions(Vec::new())
                        } else {
                            CustomValue::Region(None)
                        }
                    }
                    Var::Successor(i) => {
                        if self.def.successors[i].variadic {
                            CustomValue::Successors(self.slots.successors[i].clone())
                        } else {
                            CustomValue::Successor(self.slots.successors[i].first().copied())
                        }
                    }
                    Var::Result(_) => unreachable!(),
                },
                CustomArg::Type { arg, .. } => {
                    let arity = match arg {
                        TypeArg::Operand(i) => self.def.operands[*i].arity,
                        TypeArg::Result(i) => self.def.results[*i].arity,
                        _ => Arity::Variadic,
                    };
                    let ts = self.types_of(*arg).to_vec();
                    match arity {
                        Arity::Single | Arity::Optional => CustomValue::Type(ts.first().copied()),
                        Arity::Variadic => CustomValue::Types(ts),
                        Arity::VariadicOfVariadic => {
                            let mut groups = Vec::new();
                            if let TypeArg::Operand(i) = arg {
                                let mut s = 0;
                                for &n in &self.slots.operand_group_sizes[*i] {
                                    let e = (s + n as usize).min(ts.len());
                                    groups.push(ts[s.min(e)..e].to_vec());
                                    s += n as usize;
                                }
                            }
                            CustomValue::TypeGroups(groups)
                        }
                    }
                }
                CustomArg::AttrDict { .. } => CustomValue::AttrDict(Vec::new()),
                CustomArg::Str(s) => CustomValue::Str(s.clone()),
            });
        }
        (dir.parse)(p, st, &mut vals)?;
        // Write the outputs back (upstream's post-call handling).
        for (a, v) in args.iter().zip(vals) {
            match (a, v) {
                (CustomArg::Var { is_ref: true, .. }, _)
                | (CustomArg::Type { is_ref: true, .. }, _)
                | (CustomArg::AttrDict { is_ref: true }, _) => {}
                (
                    CustomArg::Var {
                        var: Var::Operand(i),
                        ..
                    },
                    v,
                ) => match v {
                    CustomValue::Operand(o) => self.slots.operands[*i] = o.into_iter().collect(),
                    CustomValue::Operands(o) => self.slots.operands[*i] = o.into(),
                    CustomValue::OperandGroups(g) => {
                        self.slots.operands[*i] = g.iter().flatten().copied().collect();
                        self.slots.operand_group_sizes[*i] =
                            g.iter().map(|x| x.len() as i32).collect();
                    }
                    _ => {}
                },
                (
                    CustomArg::Var {
                        var: Var::Attr(i), ..
                    },
                    CustomValue::Attr(Some(a)),
                ) => st.set_prop(p.ctx(), self.def.properties[*i].name, a),
                (
                    CustomArg::Var {
                        var: Var::Region(i),
                        ..
                    },
                    v,
                ) => {
                    let idxs: Vec<usize> = match v {
                        CustomValue::Region(Some(r)) => vec![r],
                        CustomValue::Regions(r) => r,
                        _ => Vec::new(),
                    };
                    self.slots.regions[*i] = idxs.iter().map(|&r| st.regions[r].clone()).collect();
                    // Those regions are moved into the slot; mark them taken.
                    for &r in &idxs {
                        st.regions[r].clear();
                    }
                }
                (
                    CustomArg::Var {
                        var: Var::Successor(i),
                        ..
                    },
                    v,
                ) => match v {
                    CustomValue::Successor(s) => {
                        self.slots.successors[*i] = s.into_iter().collect()
                    }
                    CustomValue::Successors(s) => self.slots.successors[*i] = s,
                    _ => {}
                },
                (CustomArg::Type { arg, .. }, v) => match v {
                    CustomValue::Type(t) => self.set_types(*arg, t),
                    CustomValue::Types(t) => self.set_types(*arg, t),
                    CustomValue::TypeGroups(g) => self.set_types(*arg, g.into_iter().flatten()),
                    _ => {}
                },
                (CustomArg::AttrDict { .. }, CustomValue::AttrDict(d)) => st.attrs.extend(d),
                _ => {}
            }
        }
        // Regions a directive parsed were pushed onto the state; drop the
        // emptied placeholders so only format-ordered regions remain.
        st.regions.retain(|r| !r.is_empty());
        Ok(())
    }

    /// The type(s) a resolver yields (upstream's `emitTypeResolver`).
    fn resolve(
        &self,
        p: &mut dyn OpAsmParser<'_>,
        st: &ParseState,
        src: TypeSource,
        own: TypeArg,
    ) -> ParseResult<SmallVec<[Type; 4]>> {
        let ctx = p.ctx();
        Ok(match src {
            TypeSource::Format => SmallVec::from_slice(self.types_of(own)),
            TypeSource::Buildable => {
                let c = match own {
                    TypeArg::Operand(i) => self.def.operands[i].constraint,
                    TypeArg::Result(i) => self.def.results[i].constraint,
                    _ => unreachable!(),
                };
                smallvec::smallvec![(c.builder.expect("buildable"))(ctx)]
            }
            TypeSource::Var { var, transform } => {
                let base: SmallVec<[Type; 4]> = match var {
                    Var::Operand(i) => SmallVec::from_slice(&self.slots.operand_types[i]),
                    Var::Result(i) => SmallVec::from_slice(&self.slots.result_types[i]),
                    Var::Attr(i) => st
                        .get(ctx, self.def.properties[i].name)
                        .and_then(|a| ctx.attr_type(a))
                        .into_iter()
                        .collect(),
                    _ => SmallVec::new(),
                };
                match transform.and_then(|t| self.def.type_transform(t)) {
                    Some(f) => base.iter().filter_map(|&t| f(ctx, t)).flatten().collect(),
                    None => base,
                }
            }
            TypeSource::Infer => SmallVec::new(),
        })
    }

    fn finish(&mut self, p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
        let def = self.def;
        let fmt = self.fmt;
        let ctx = p.ctx();
        // Regions, in ODS order.
        if fmt.all_regions {
            st.regions
                .extend(std::mem::take(&mut self.slots.all_regions));
        } else {
            for (i, r) in def.regions.iter().enumerate() {
                let mut rs = std::mem::take(&mut self.slots.regions[i]);
                if !r.variadic && rs.is_empty() {
                    rs.push(SmallVec::new());
                }
                st.regions.extend(rs);
            }
        }
        // Successors.
        if fmt.all_successors {
            st.successors
                .extend(self.slots.all_successors.iter().copied());
        } else {
            for s in &self.slots.successors {
                st.successors.extend(s.iter().copied());
            }
        }
        // Segment sizes.
        if !fmt.all_operands {
            if def.has(crate::dialect::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
                let sizes: Vec<i32> = def
                    .operands
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        if o.arity.is_variable_length() {
                            self.slots.operands[i].len() as i32
                        } else {
                            1
                        }
                    })
                    .collect();
                st.set_prop(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&sizes));
            }
            for (i, o) in def.operands.iter().enumerate() {
                if o.arity == Arity::VariadicOfVariadic {
                    let a = ctx.dense_i32_array_attr(&self.slots.operand_group_sizes[i]);
                    st.set_prop(ctx, o.segment_attr, a);
                }
            }
        }
        if !fmt.all_result_types && def.has(crate::dialect::OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
            let sizes: Vec<i32> = def
                .results
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    if r.arity.is_variable_length() {
                        self.slots.result_types[i].len() as i32
                    } else {
                        1
                    }
                })
                .collect();
            st.set_prop(ctx, "resultSegmentSizes", ctx.dense_i32_array_attr(&sizes));
        }
        // Types: first check the sources of transformed resolutions.
        let mut checked: Vec<Var> = Vec::new();
        for src in fmt.result_types.iter().chain(&fmt.operand_types) {
            if let TypeSource::Var {
                var,
                transform: Some(_),
            } = *src
            {
                if checked.contains(&var) {
                    continue;
                }
                checked.push(var);
                let (types, spec) = match var {
                    Var::Operand(i) => (&self.slots.operand_types[i], &def.operands[i]),
                    Var::Result(i) => (&self.slots.result_types[i], &def.results[i]),
                    _ => continue,
                };
                for &t in types {
                    if !(spec.constraint.pred)(ctx, t) {
                        let msg = format!(
                            "'{}' must be {}, but got {}",
                            spec.name,
                            spec.constraint.summary,
                            crate::op_verify::quoted_type(ctx, t)
                        );
                        return Err(p.emit_error(p.name_loc(), &msg));
                    }
                }
            }
        }
        // Results.
        if !fmt.infers_result_types {
            if fmt.all_result_types {
                st.result_types
                    .extend(self.slots.all_result_types.iter().copied());
            } else {
                for i in 0..def.results.len() {
                    let ts = self.resolve(p, st, fmt.result_types[i], TypeArg::Result(i))?;
                    st.result_types.extend(ts);
                }
            }
        }
        // Operands.
        if !def.operands.is_empty() {
            if fmt.all_operand_types {
                let us: Vec<UnresolvedOperand> = if fmt.all_operands {
                    self.slots.all_operands.to_vec()
                } else {
                    self.slots.operands.iter().flatten().copied().collect()
                };
                let loc = if fmt.all_operands {
                    self.slots.all_operand_loc
                } else {
                    p.name_loc()
                };
                let types = self.slots.all_operand_types.clone();
                p.resolve_operands(&us, &types, loc, &mut st.operands)?;
            } else if fmt.all_operands {
                let mut types: SmallVec<[Type; 4]> = SmallVec::new();
                for i in 0..def.operands.len() {
                    types.extend(self.resolve(p, st, fmt.operand_types[i], TypeArg::Operand(i))?);
                }
                let us = self.slots.all_operands.clone();
                p.resolve_operands(&us, &types, self.slots.all_operand_loc, &mut st.operands)?;
            } else {
                for i in 0..def.operands.len() {
                    let src = fmt.operand_types[i];
                    let types = self.resolve(p, st, src, TypeArg::Operand(i))?;
                    let us = self.slots.operands[i].clone();
                    // A resolver yielding one type for a variable-length
                    // group gives every operand of it that type; a
                    // `TypesMatchWith` transformer yields a list, as many
                    // types as operands.
                    let single_type = types.len() == 1
                        && match src {
                            TypeSource::Buildable => true,
                            TypeSource::Var {
                                var: Var::Operand(j),
                                transform: None,
                            } => def.operands[j].arity == Arity::Single,
                            TypeSource::Var {
                                var: Var::Result(j),
                                transform: None,
                            } => def.results[j].arity == Arity::Single,
                            TypeSource::Var {
                                var: Var::Attr(_), ..
                            } => true,
                            _ => false,
                        };
                    if single_type && def.operands[i].arity != Arity::Single {
                        // One type for every operand of the group.
                        if let Some(&t) = types.first() {
                            p.resolve_operands_to(&us, t, &mut st.operands)?;
                        } else if !us.is_empty() {
                            return Err(p.emit_error(
                                self.slots.operand_locs[i],
                                &format!("{} operands present, but expected 0", us.len()),
                            ));
                        }
                    } else {
                        p.resolve_operands(
                            &us,
                            &types,
                            self.slots.operand_locs[i],
                            &mut st.operands,
                        )?;
                    }
                }
            }
        }
        // Inferred results.
        if fmt.infers_result_types {
            let infer = def.interfaces.infer_types.expect("infers result types");
            let operand_types: Vec<Type> =
                st.operands.iter().map(|&v| p.value_type_of(v)).collect();
            let mut props = st.props.clone();
            ctx.sort_named_attrs(&mut props);
            let groups = crate::view::groups(
                ctx,
                def.operands.iter().map(|o| o.arity),
                operand_types.len(),
                props
                    .iter()
                    .find(|na| ctx.ident_bytes(na.name) == b"operandSegmentSizes")
                    .map(|na| na.value),
                def.has(crate::dialect::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
            )
            .unwrap_or_default();
            let input = InferInput {
                ctx,
                operand_types: &operand_types,
                props: &props,
                attrs: &st.attrs,
                groups: &groups,
                num_regions: st.regions.len(),
            };
            match infer(&input) {
                Ok(ts) => st.result_types.extend(ts),
                Err(msg) => {
                    return Err(AsmDiag::new(
                        p.name_loc(),
                        msg.unwrap_or_else(|| "failed to infer returned types".into()),
                    ))
                }
            }
        }
        Ok(())
    }
}

/// `parseCustomAttributeWithFallback`: a `#`-prefixed attribute in full,
/// else the storage class's stripped form.
pub fn parse_custom_attribute_with_fallback(
    p: &mut dyn OpAsmParser<'_>,
    storage: &AttrStorage,
    ty: Option<Type>,
) -> ParseResult<Attribute> {
    match storage {
        AttrStorage::Dialect(d) => {
            if p.is_hash_identifier() {
                return p.parse_attribute(ty);
            }
            (d.parse)(p, ty)
        }
        AttrStorage::DenseArray(k) => {
            if p.is_hash_identifier() {
                return p.parse_attribute(ty);
            }
            let ctx = p.ctx();
            let elem = k.elem_type(ctx);
            parse_dense_array_body(p, elem)
        }
        _ => p.parse_attribute(ty),
    }
}

/// `[1, 2, 3]`: the stripped form of a dense array attribute of `elem`s.
pub fn parse_dense_array_body(p: &mut dyn AsmParser<'_>, elem: Type) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LSquare)?;
    let mut values: Vec<Attribute> = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        // Integer elements are read as upstream's `parseInteger<intN_t>`;
        // after a bad element upstream still expects the `]`, reporting
        // both errors.
        let int_width = match ctx.type_kind(elem) {
            TypeKind::Integer {
                width: w @ (8 | 16 | 32 | 64),
                ..
            } => Some(*w),
            _ => None,
        };
        loop {
            let a = match int_width {
                Some(w) => match parse_dense_array_int(p, elem, w) {
                    Ok(a) => a,
                    Err(mut d) => {
                        if let Err(e) = p.parse_punct(Punct::RSquare) {
                            d.also.push((e.offset, e.message));
                        }
                        return Err(d);
                    }
                },
                None => p.parse_attribute(Some(elem))?,
            };
            values.push(a);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    ctx.dense_array_from_attrs(elem, &values)
        .ok_or_else(|| p.emit_error(p.current_loc(), "invalid dense array element"))
}

/// One integer element of a dense array of `width`-bit integers.
fn parse_dense_array_int(
    p: &mut dyn AsmParser<'_>,
    elem: Type,
    width: u32,
) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    // `true` is a 1-bit one, which upstream sign-extends.
    let v = if p.parse_optional_keyword("true") {
        -1
    } else {
        match p.parse_optional_integer()? {
            Some(v) => v,
            None => return Err(p.emit_error(loc, "expected integer value")),
        }
    };
    let min = -(1i128 << (width - 1));
    let max = (1i128 << (width - 1)) - 1;
    if v < min || v > max {
        return Err(p.emit_error(loc, "integer value too large"));
    }
    Ok(p.ctx().integer_attr(elem, v as i64))
}

/// Upstream's `verifyInherentAttrs`: inherent attributes written in an
/// attribute dictionary must satisfy their constraints.
pub fn verify_inherent_attrs(
    ctx: &Context,
    def: &OpDef,
    attrs: &[NamedAttr],
) -> Result<(), String> {
    for na in attrs {
        let Some(spec) = def.prop(ctx.ident_bytes(na.name)) else {
            continue;
        };
        // A `UnitProp` is no attribute: an entry of its name is discardable.
        if matches!(
            spec.constraint.storage,
            crate::op_def::AttrStorage::UnitProp
        ) {
            continue;
        }
        if !(spec.constraint.pred)(ctx, na.value) {
            return Err(format!(
                "attribute '{}' failed to satisfy constraint: {}",
                spec.name, spec.constraint.summary
            ));
        }
    }
    Ok(())
}

// ===================================================================
// Printing
// ===================================================================

/// Spacing state of the format printer (upstream's `shouldEmitSpace` and
/// `lastWasPunctuation`).
struct Spacing {
    should_emit_space: bool,
    last_was_punct: bool,
}

fn should_emit_space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.as_bytes()[0];
    if last_was_punct {
        !b">)}],".contains(&c)
    } else {
        !b"<>(){}[],".contains(&c)
    }
}

/// Prints an op (after its name) with its declarative format.
pub fn print_with_format(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let def = op.def.expect("registered op");
    let (fmt, sig) = def.compiled_format().expect("op has an assembly format");
    let mut sp = Spacing {
        should_emit_space: true,
        last_was_punct: false,
    };
    for e in &fmt.elements {
        print_element(op, def, fmt, sig, p, e, &mut sp);
    }
}

fn print_literal(p: &mut dyn OpAsmPrinter, value: &str, sp: &mut Spacing) {
    if sp.should_emit_space && should_emit_space_before(value, sp.last_was_punct) {
        p.write_str(" ");
    }
    p.write_str(value);
    sp.should_emit_space = value.len() != 1 || !b"<({[".contains(&value.as_bytes()[0]);
    let f = value.as_bytes()[0];
    sp.last_was_punct = f != b'_' && !f.is_ascii_alphabetic();
}

/// Whether an optional group's anchor is present (upstream's
/// `genOptionalGroupPrinterAnchor`).
fn anchor_present(op: &OpView<'_>, def: &OpDef, e: &Element) -> bool {
    match e {
        Element::Var {
            var: Var::Operand(i),
            ..
        } => !op.operand_group(*i).is_empty(),
        Element::Var {
            var: Var::Region(i),
            ..
        } => {
            let idxs = region_indices(op, def, *i);
            if def.regions[*i].variadic {
                !idxs.is_empty()
            } else {
                idxs.first().is_some_and(|&r| !op.region(r).is_empty())
            }
        }
        Element::Var {
            var: Var::Attr(i), ..
        } => match def.properties[*i].kind {
            PropKind::Default(_) | PropKind::DefaultOptional(_) => op.prop_at_is_non_default(*i),
            _ => op.prop_at(*i).is_some(),
        },
        Element::Var {
            var: Var::Successor(i),
            ..
        } => !successor_group(op, def, *i).is_empty(),
        Element::Type { arg, .. } | Element::FunctionalType { inputs: arg, .. } => match arg {
            TypeArg::Operand(i) => !op.operand_group(*i).is_empty(),
            TypeArg::Result(i) => !op.result_group(*i).is_empty(),
            TypeArg::Operands => op.num_operands() > 0,
            TypeArg::Results => op.num_results() > 0,
        },
        Element::Custom { args, .. } => args.iter().any(|a| match a {
            CustomArg::Var {
                var: Var::Operand(i),
                ..
            } => !op.operand_group(*i).is_empty(),
            CustomArg::Var {
                var: Var::Attr(i), ..
            } => op.prop_at(*i).is_some(),
            _ => false,
        }),
        _ => false,
    }
}

fn region_indices(op: &OpView<'_>, def: &OpDef, i: usize) -> Vec<usize> {
    // Regions before `i` are single unless variadic; a variadic region
    // takes what the others leave.
    let n = op.num_regions();
    let fixed = def.regions.iter().filter(|r| !r.variadic).count();
    let var_len = n.saturating_sub(fixed);
    let mut start = 0;
    for (k, r) in def.regions.iter().enumerate() {
        let len = if r.variadic { var_len } else { 1 };
        if k == i {
            return (start..(start + len).min(n)).collect();
        }
        start += len;
    }
    Vec::new()
}

fn successor_group(op: &OpView<'_>, def: &OpDef, i: usize) -> Vec<BlockId> {
    let succs = op.successors();
    let fixed = def.successors.iter().filter(|s| !s.variadic).count();
    let var_len = succs.len().saturating_sub(fixed);
    let mut start = 0;
    for (k, s) in def.successors.iter().enumerate() {
        let len = if s.variadic { var_len } else { 1 };
        if k == i {
            return succs[start.min(succs.len())..(start + len).min(succs.len())].to_vec();
        }
        start += len;
    }
    Vec::new()
}

fn type_arg_types(op: &OpView<'_>, arg: TypeArg) -> SmallVec<[Type; 4]> {
    match arg {
        TypeArg::Operand(i) => op
            .operand_group(i)
            .iter()
            .map(|&v| op.value_type(v))
            .collect(),
        TypeArg::Result(i) => op
            .result_group(i)
            .iter()
            .map(|&v| op.value_type(v))
            .collect(),
        TypeArg::Operands => op.operand_types(),
        TypeArg::Results => op.result_types(),
    }
}

/// Prints a region with the implicit-terminator rule: the terminator is
/// elided when it has no operands, results or attributes.
pub fn print_region_elide_implicit(
    op: &OpView<'_>,
    p: &mut dyn OpAsmPrinter,
    r: usize,
    has_implicit_term: bool,
) {
    let region = op.region(r);
    if !has_implicit_term {
        p.print_region(region, true, true, false);
        return;
    }
    let mut print_term = true;
    if let Some(t) = region.entry_terminator() {
        let b = region.body;
        let d = b.op(t);
        let is_term = op
            .ctx
            .op_def(d.name)
            .is_some_and(|def| def.has(crate::dialect::OpTraits::TERMINATOR));
        if is_term {
            let has_attrs = !op.ctx.dictionary_entries(d.attrs).is_empty()
                || d.properties()
                    .is_some_and(|pa| !op.ctx.dictionary_entries(pa).is_empty());
            print_term = has_attrs || b.operand_count(t) != 0 || b.num_results(t) != 0;
        }
    }
    p.print_region(region, true, print_term, false);
}

fn print_element(
    op: &OpView<'_>,
    def: &'static OpDef,
    fmt: &Format,
    sig: &rmlir_asm_format::Signature,
    p: &mut dyn OpAsmPrinter,
    e: &Element,
    sp: &mut Spacing,
) {
    match e {
        Element::Literal(l) => return print_literal(p, l, sp),
        Element::Newline => {
            p.print_newline();
            return;
        }
        Element::Space => {
            p.write_str(" ");
            sp.last_was_punct = false;
            sp.should_emit_space = false;
            return;
        }
        Element::NoSpace => {
            sp.last_was_punct = true;
            sp.should_emit_space = false;
            return;
        }
        Element::Optional(g) => {
            let present = anchor_present(op, def, g.anchor_element());
            let (in_else, _) = g.anchor;
            let show_then = present != in_else;
            let elided = g.elided_unit_anchor(sig);
            let elems = if show_then { &g.then } else { &g.else_ };
            for c in elems {
                if let (
                    Some(a),
                    Element::Var {
                        var: Var::Attr(i), ..
                    },
                ) = (elided, c)
                {
                    if a == *i {
                        continue;
                    }
                }
                print_element(op, def, fmt, sig, p, c, sp);
            }
            return;
        }
        Element::AttrDict { with_keyword } => {
            print_attr_dict(op, def, fmt, p, *with_keyword);
            sp.last_was_punct = false;
            return;
        }
        _ => {}
    }
    if sp.should_emit_space || !sp.last_was_punct {
        p.write_str(" ");
    }
    sp.last_was_punct = false;
    sp.should_emit_space = true;
    let body = op.body_id;
    match e {
        Element::Var {
            var: Var::Attr(i),
            qualified,
        } => {
            let spec = &def.properties[*i];
            let Some(a) = op
                .prop_at(*i)
                .or_else(|| op.ctx.op_prop_default(op.data().name, *i))
            else {
                p.write_str("<<NULL ATTRIBUTE>>");
                return;
            };
            print_attr_value(
                op.ctx,
                p,
                &spec.constraint.storage,
                spec.constraint.value_type.is_some(),
                *qualified,
                a,
            );
        }
        Element::Var {
            var: Var::Operand(i),
            ..
        } => {
            let spec = &def.operands[*i];
            if spec.arity == Arity::VariadicOfVariadic {
                let groups = value_groups(op, def, *i);
                for (k, g) in groups.iter().enumerate() {
                    if k > 0 {
                        p.write_str(", ");
                    }
                    p.write_str("(");
                    p.print_operands(body, g);
                    p.write_str(")");
                }
            } else {
                let vs = op.operand_group(*i);
                p.print_operands(body, &vs);
            }
        }
        Element::Var {
            var: Var::Region(i),
            ..
        } => {
            let idxs = region_indices(op, def, *i);
            for (k, r) in idxs.into_iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                print_region_elide_implicit(op, p, r, def.implicit_terminator.is_some());
            }
        }
        Element::Var {
            var: Var::Successor(i),
            ..
        } => {
            for (k, b) in successor_group(op, def, *i).into_iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_successor(body, b);
            }
        }
        Element::Custom { name, args } => {
            let dir = def.custom_directive(name).unwrap_or_else(|| {
                panic!("{}: custom directive '{name}' not registered", def.name)
            });
            let vals = print_custom_values(op, def, args);
            (dir.print)(p, op, &vals);
        }
        Element::Operands => {
            let vs = op.operands();
            p.print_operands(body, &vs);
        }
        Element::Regions => {
            for r in 0..op.num_regions() {
                if r > 0 {
                    p.write_str(", ");
                }
                print_region_elide_implicit(op, p, r, def.implicit_terminator.is_some());
            }
        }
        Element::Successors => {
            for (k, b) in op.successors().into_iter().enumerate() {
                if k > 0 {
                    p.write_str(", ");
                }
                p.print_successor(body, b);
            }
        }
        Element::Type { arg, qualified } => {
            if let TypeArg::Operand(i) = arg {
                if def.operands[*i].arity == Arity::VariadicOfVariadic {
                    let groups = value_groups(op, def, *i);
                    for (k, g) in groups.iter().enumerate() {
                        if k > 0 {
                            p.write_str(", ");
                        }
                        p.write_str("(");
                        let ts: Vec<Type> = g.iter().map(|&v| op.value_type(v)).collect();
                        p.print_types(&ts);
                        p.write_str(")");
                    }
                    return;
                }
            }
            let ts = type_arg_types(op, *arg);
            let class = match *arg {
                TypeArg::Operand(i) if def.operands[i].arity == Arity::Single => {
                    def.operands[i].constraint.class
                }
                TypeArg::Result(i) if def.results[i].arity == Arity::Single => {
                    def.results[i].constraint.class
                }
                _ => TypeClass::Any,
            };
            match (class, ts.first()) {
                (TypeClass::Dialect(d), Some(&t)) if !*qualified && ts.len() == 1 => {
                    print_stripped_type(op.ctx, d.0, t, p)
                }
                _ => p.print_types(&ts),
            }
        }
        Element::FunctionalType { inputs, results } => {
            let i = type_arg_types(op, *inputs);
            let r = type_arg_types(op, *results);
            p.print_functional_type(&i, &r);
        }
        Element::PropDict => {
            let used: Vec<&str> = fmt
                .used_attrs
                .iter()
                .map(|&i| def.properties[i].name)
                .collect();
            let mut entries: Vec<NamedAttr> = Vec::new();
            for na in op.props() {
                let n = op.ctx.ident_str(na.name);
                if used.contains(&n.as_ref()) {
                    continue;
                }
                if let Some(spec) = def.prop(n.as_bytes()) {
                    if spec.kind.default_value(op.ctx) == Some(na.value) {
                        continue;
                    }
                }
                entries.push(*na);
            }
            if !entries.is_empty() {
                p.write_str("<");
                let d = op.ctx.dictionary_attr(entries);
                p.print_attribute(d);
                p.write_str(">");
            }
        }
        _ => unreachable!("handled above"),
    }
}

/// Prints an attribute the way a format variable of storage `storage` is
/// printed (enum keyword, symbol name, stripped or full form).
pub fn print_attr_value(
    ctx: &Context,
    p: &mut dyn OpAsmPrinter,
    storage: &AttrStorage,
    buildable_type: bool,
    qualified: bool,
    a: Attribute,
) {
    match storage {
        AttrStorage::Enum(e) => {
            if let AttrKind::Integer { value, .. } = ctx.attr_kind(a) {
                let v = value.to_i64().unwrap_or(i64::MIN);
                match e.stringify(v) {
                    Some(s)
                        if rmlir_asm_format::can_format_as_keyword(s)
                            && (!e.bit_enum || (v > 0 && (v as u64).is_power_of_two())) =>
                    {
                        p.write_str(s)
                    }
                    Some(s) => {
                        p.write_str("\"");
                        p.write_str(s);
                        p.write_str("\"");
                    }
                    None => p.write_str(""),
                }
            }
        }
        AttrStorage::SymbolName => {
            if let AttrKind::String { value, .. } = ctx.attr_kind(a) {
                let v = value.clone();
                p.print_symbol_name(&v);
            }
        }
        _ if buildable_type => p.print_attribute_without_type(a),
        AttrStorage::Generic => p.print_attribute(a),
        _ if qualified => p.print_attribute(a),
        AttrStorage::Dialect(_) | AttrStorage::DenseArray(_) => p.print_stripped_attribute(a),
        _ => p.print_attribute(a),
    }
}

fn value_groups(op: &OpView<'_>, def: &OpDef, i: usize) -> Vec<SmallVec<[Value; 4]>> {
    let vs = op.operand_group(i);
    let sizes = op
        .prop(def.operands[i].segment_attr)
        .and_then(|a| op.ctx.dense_i32_array(a))
        .unwrap_or_default();
    let mut out = Vec::new();
    let mut s = 0usize;
    for n in sizes {
        let n = n.max(0) as usize;
        let e = (s + n).min(vs.len());
        out.push(vs[s.min(e)..e].iter().copied().collect());
        s += n;
    }
    out
}

fn print_custom_values(op: &OpView<'_>, def: &OpDef, args: &[CustomArg]) -> Vec<CustomValue> {
    args.iter()
        .map(|a| match a {
            CustomArg::Var { var, .. } => match *var {
                Var::Operand(i) => match def.operands[i].arity {
                    Arity::Single | Arity::Optional => {
                        CustomValue::Value(op.operand_group(i).first().copied())
                    }
                    Arity::Variadic => CustomValue::Values(op.operand_group(i)),
                    Arity::VariadicOfVariadic => CustomValue::ValueGroups(value_groups(op, def, i)),
                },
                Var::Attr(i) => CustomValue::Attr(op.prop_at(i)),
                Var::Region(i) => {
                    let idxs = region_indices(op, def, i);
                    if def.regions[i].variadic {
                        CustomValue::Regions(idxs)
                    } else {
                        CustomValue::Region(idxs.first().copied())
                    }
                }
                Var::Successor(i) => {
                    let s = successor_group(op, def, i);
                    if def.successors[i].variadic {
                        CustomValue::Successors(s)
                    } else {
                        CustomValue::Successor(s.first().copied())
                    }
                }
                Var::Result(_) => unreachable!(),
            },
            CustomArg::Type { arg, .. } => {
                let arity = match arg {
                    TypeArg::Operand(i) => def.operands[*i].arity,
                    TypeArg::Result(i) => def.results[*i].arity,
                    _ => Arity::Variadic,
                };
                match arity {
                    Arity::Single | Arity::Optional => {
                        CustomValue::Type(type_arg_types(op, *arg).first().copied())
                    }
                    Arity::Variadic => CustomValue::Types(type_arg_types(op, *arg).to_vec()),
                    Arity::VariadicOfVariadic => {
                        let TypeArg::Operand(i) = arg else {
                            unreachable!()
                        };
                        CustomValue::TypeGroups(
                            value_groups(op, def, *i)
                                .iter()
                                .map(|g| g.iter().map(|&v| op.value_type(v)).collect())
                                .collect(),
                        )
                    }
                }
            }
            CustomArg::AttrDict { .. } => CustomValue::AttrDict(op.all_attrs().to_vec()),
            CustomArg::Str(s) => CustomValue::Str(s.clone()),
        })
        .collect()
}

fn print_attr_dict(
    op: &OpView<'_>,
    def: &OpDef,
    fmt: &Format,
    p: &mut dyn OpAsmPrinter,
    with_keyword: bool,
) {
    let mut elided: SmallVec<[&str; 8]> = SmallVec::new();
    if !fmt.all_operands && def.has(crate::dialect::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS) {
        elided.push("operandSegmentSizes");
    }
    if !fmt.all_result_types && def.has(crate::dialect::OpTraits::ATTR_SIZED_RESULT_SEGMENTS) {
        elided.push("resultSegmentSizes");
    }
    for name in &fmt.inferred_attrs {
        let o = def
            .operands
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.segment_attr)
            .unwrap_or("");
        elided.push(o);
    }
    // A `UnitProp` is no attribute: a discardable attribute of its name prints.
    let pure =
        |spec: &crate::op_def::PropSpec| matches!(spec.constraint.storage, AttrStorage::UnitProp);
    for &i in &fmt.used_attrs {
        if !pure(&def.properties[i]) {
            elided.push(def.properties[i].name);
        }
    }
    for (i, spec) in def.properties.iter().enumerate().filter(|(_, s)| !pure(s)) {
        if let Some(d) = op.ctx.op_prop_default(op.data().name, i) {
            if op.prop_at(i) == Some(d) {
                elided.push(spec.name);
            }
        }
    }
    // Most ops print no dictionary: no discardable attributes, and their
    // properties printed elsewhere or at their defaults.
    let nothing = op.attrs().is_empty()
        && (fmt.has_prop_dict
            || op.props().iter().all(|na| {
                elided
                    .iter()
                    .any(|e| e.as_bytes() == op.ctx.ident_bytes(na.name))
            }));
    if nothing {
        return;
    }
    let attrs: SmallVec<[NamedAttr; 8]> = if fmt.has_prop_dict {
        op.attrs().iter().copied().collect()
    } else {
        op.all_attrs()
    };
    if with_keyword {
        p.print_optional_attr_dict_with_keyword(&attrs, &elided);
    } else {
        p.print_optional_attr_dict(&attrs, &elided);
    }
}

/// `printStrippedAttrOrType` of a type of dialect class `def`: its
/// parameters alone, or the whole type when they print as nothing.
fn print_stripped_type(
    ctx: &Context,
    def: &'static crate::dialect_attr::TypeDef,
    t: Type,
    p: &mut dyn OpAsmPrinter,
) {
    match ctx.type_kind(t) {
        TypeKind::Dialect(d) if std::ptr::eq(d.def.0, def) => {
            let full = crate::printer::type_to_string(ctx, t);
            if full.len() == def.dialect.len() + def.mnemonic.len() + 2 {
                p.print_type(t);
            } else {
                (def.print)(ctx, d, p);
            }
        }
        _ => p.print_type(t),
    }
}
