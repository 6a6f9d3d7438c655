//! Printing of types, attributes and locations (upstream's `AsmPrinter::Impl`).

use rustc_hash::{FxHashMap, FxHashSet};

use super::alias::AliasTable;
use super::util::*;
use super::PrintOptions;
use crate::attributes::{AttrKind, Attribute, Location};
use crate::context::{Context, Ident};
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// How the type of a typed attribute may be left out.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Elide {
    /// Always print ` : type`.
    Never,
    /// Leave out `i64` for integers and `f64` for floats (array elements, layouts).
    May,
    /// Never print the type.
    Must,
}

/// Printed forms longer than this are not memoized (huge dense payloads
/// would only be stored twice).
const MEMO_MAX: usize = 512;

/// Grows the stack for deeply nested attributes, types and regions.
#[inline]
pub(crate) fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, f)
}

/// The numbers `distinct` attributes print with, in first-printed order.
/// Threads printing parts of a module at once share the numbers the
/// alias section gave (`frozen`), which are then all there are.
#[derive(Default, Clone)]
pub(crate) struct DistinctIds {
    pub frozen: Option<std::sync::Arc<FxHashMap<u32, u64>>>,
    pub own: FxHashMap<u32, u64>,
}

impl DistinctIds {
    pub fn contains(&self, a: u32) -> bool {
        self.own.contains_key(&a) || self.frozen.as_ref().is_some_and(|f| f.contains_key(&a))
    }

    /// The numbers so far, shared: a writer may keep numbering on top.
    pub fn freeze(&mut self) -> std::sync::Arc<FxHashMap<u32, u64>> {
        if !self.own.is_empty() {
            let mut all = self.frozen.take().map(|f| (*f).clone()).unwrap_or_default();
            all.extend(self.own.drain());
            self.frozen = Some(std::sync::Arc::new(all));
        }
        self.frozen.get_or_insert_with(Default::default).clone()
    }
}

/// Writes types, attributes and locations into a string, resolving aliases,
/// numbering `distinct` attributes in print order and recording referenced
/// `dense_resource` handles.
pub(crate) struct Writer<'a> {
    pub ctx: &'a Context,
    pub out: &'a mut OutBuf,
    pub opts: &'a PrintOptions,
    pub aliases: Option<&'a AliasTable>,
    pub(crate) distinct: DistinctIds,
    /// `dense_resource` keys in first-printed order.
    pub resources: Vec<Ident>,
    resource_set: FxHashSet<Ident>,
    /// Printed text of attributes and types seen before: the same handle
    /// always prints the same text within one `Writer` (aliases are fixed
    /// and distinct numbers are assigned on first print), and large files
    /// repeat a few types and attributes a great many times.
    memo_text: OutBuf,
    attr_memo: FxHashMap<(u32, u8), (u32, u32)>,
    type_memo: FxHashMap<u32, (u32, u32)>,
    dict_memo: FxHashMap<u32, (u32, u32)>,
}

impl<'a> Writer<'a> {
    pub fn new(
        ctx: &'a Context,
        out: &'a mut OutBuf,
        opts: &'a PrintOptions,
        aliases: Option<&'a AliasTable>,
    ) -> Self {
        Writer {
            ctx,
            out,
            opts,
            aliases,
            distinct: DistinctIds::default(),
            resources: Vec::new(),
            resource_set: FxHashSet::default(),
            memo_text: OutBuf::new(),
            attr_memo: FxHashMap::default(),
            type_memo: FxHashMap::default(),
            dict_memo: FxHashMap::default(),
        }
    }

    /// Appends `memo_text[span]` to the output.
    #[inline]
    fn replay(&mut self, (start, end): (u32, u32)) {
        self.out
            .extend(&self.memo_text.as_bytes()[start as usize..end as usize]);
    }

    /// Remembers what was printed since `from`.
    #[inline]
    fn record(&mut self, from: usize) -> (u32, u32) {
        let start = self.memo_text.len();
        self.memo_text.extend(&self.out.as_bytes()[from..]);
        (start as u32, self.memo_text.len() as u32)
    }

    /// The discardable-attribute dictionary of a generic op, memoized.
    pub fn print_attr_dict_memo(&mut self, dict: Attribute) {
        if let Some(&span) = self.dict_memo.get(&dict.index()) {
            self.replay(span);
            return;
        }
        let from = self.out.len();
        let ctx = self.ctx;
        let attrs = ctx.dictionary_entries(dict);
        self.print_optional_attr_dict(attrs.iter().map(|na| (na.name, na.value)), &[], false);
        if self.out.len() - from <= MEMO_MAX {
            let span = self.record(from);
            self.dict_memo.insert(dict.index(), span);
        }
    }

    #[inline(always)]
    pub fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    #[inline(always)]
    pub fn push_char(&mut self, c: char) {
        self.out.push(c);
    }

    /// Prints the alias of an attribute if it has one.
    #[inline]
    fn attr_alias(&mut self, a: Attribute) -> bool {
        if let Some(t) = self.aliases {
            if let Some(e) = t.attr_alias(a) {
                e.push_text(self.out);
                return true;
            }
        }
        false
    }

    #[inline]
    fn type_alias(&mut self, t: Type) -> bool {
        if let Some(tab) = self.aliases {
            if let Some(e) = tab.type_alias(t) {
                e.push_text(self.out);
                return true;
            }
        }
        false
    }

    // ----- types -----

    pub fn print_type(&mut self, t: Type) {
        if self.type_alias(t) {
            return;
        }
        if let Some(&span) = self.type_memo.get(&t.index()) {
            self.replay(span);
            return;
        }
        let from = self.out.len();
        self.print_type_impl(t);
        if self.out.len() - from <= MEMO_MAX {
            let span = self.record(from);
            self.type_memo.insert(t.index(), span);
        }
    }

    pub fn print_type_impl(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                match signedness {
                    Signedness::Signless => {}
                    Signedness::Signed => self.out.push('s'),
                    Signedness::Unsigned => self.out.push('u'),
                }
                self.out.push('i');
                push_u64(self.out, *width as u64);
            }
            TypeKind::Index => self.push("index"),
            TypeKind::Float(k) => self.push(k.keyword()),
            TypeKind::None => self.push("none"),
            TypeKind::Complex(e) => {
                let e = *e;
                self.push("complex<");
                grow(|| self.print_type(e));
                self.push_char('>');
            }
            TypeKind::Function { inputs, results } => grow(|| {
                self.push_char('(');
                for (i, &ty) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.print_type(ty);
                }
                self.push(") -> ");
                self.print_result_types(results);
            }),
            TypeKind::Tuple(elems) => grow(|| {
                self.push("tuple<");
                for (i, &ty) in elems.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.print_type(ty);
                }
                self.push_char('>');
            }),
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.push("vector<");
                for (i, &d) in shape.iter().enumerate() {
                    let sc = scalable.get(i).copied().unwrap_or(false);
                    if sc {
                        self.push_char('[');
                    }
                    push_i64(self.out, d);
                    if sc {
                        self.push_char(']');
                    }
                    self.push_char('x');
                }
                let e = *elem;
                grow(|| self.print_type(e));
                self.push_char('>');
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.push("tensor<");
                self.print_dims(shape);
                let (e, enc) = (*elem, *encoding);
                grow(|| {
                    self.print_type(e);
                    if let Some(enc) = enc {
                        self.push(", ");
                        self.print_attr(enc, Elide::Never);
                    }
                });
                self.push_char('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.push("tensor<*x");
                let e = *elem;
                grow(|| self.print_type(e));
                self.push_char('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => {
                self.push("memref<");
                self.print_dims(shape);
                let (e, layout, ms) = (*elem, *layout, *memory_space);
                grow(|| {
                    self.print_type(e);
                    if let Some(l) = layout {
                        if !is_identity_map_attr(ctx, l) {
                            self.push(", ");
                            self.print_attr(l, Elide::May);
                        }
                    }
                    if let Some(ms) = ms {
                        self.push(", ");
                        self.print_attr(ms, Elide::May);
                    }
                });
                self.push_char('>');
            }
            TypeKind::UnrankedMemRef { elem, memory_space } => {
                self.push("memref<*x");
                let (e, ms) = (*elem, *memory_space);
                grow(|| {
                    self.print_type(e);
                    if let Some(ms) = ms {
                        self.push(", ");
                        self.print_attr(ms, Elide::May);
                    }
                });
                self.push_char('>');
            }
            TypeKind::Opaque { dialect, data } => {
                push_dialect_symbol(
                    self.out,
                    '!',
                    ctx.ident_bytes(*dialect),
                    ctx.ident_bytes(*data),
                );
            }
            TypeKind::Dialect(d) => {
                let mut body = OutBuf::new();
                body.push_str(d.def.0.mnemonic);
                {
                    let mut sub = Writer::new(ctx, &mut body, self.opts, self.aliases);
                    (d.def.0.print)(ctx, d, &mut sub);
                }
                push_dialect_symbol(self.out, '!', d.def.0.dialect.as_bytes(), body.as_bytes());
            }
        }
    }

    /// A dialect attribute without its `#dialect.mnemonic` (or its alias);
    /// dense arrays as `[1, 2]`; others in full (`printStrippedAttrOrType`).
    pub fn print_stripped_attr(&mut self, a: Attribute) {
        if self.attr_alias(a) {
            return;
        }
        let ctx = self.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Dialect(d) => {
                let from = self.out.len();
                (d.def.0.print)(ctx, d, self);
                if self.out.len() == from {
                    self.print_attr(a, Elide::Never);
                }
            }
            // An attribute kept as text (`#llvm.constant_range<i32, 0, 4>`)
            // strips its mnemonic as the modelled one would (`<i32, 0, 4>`).
            AttrKind::Opaque { data, ty: None, .. }
                if ctx
                    .ident_bytes(*data)
                    .iter()
                    .position(|&c| c == b'<')
                    .is_some_and(|i| {
                        i > 0
                            && ctx.ident_bytes(*data)[..i]
                                .iter()
                                .all(|c| c.is_ascii_alphanumeric() || *c == b'_')
                    }) =>
            {
                let text = ctx.ident_bytes(*data);
                let i = text.iter().position(|&c| c == b'<').unwrap_or(0);
                self.out.extend(&text[i..]);
            }
            AttrKind::DenseArray { .. } => {
                let mut full = OutBuf::new();
                Writer::new(ctx, &mut full, self.opts, None).print_attr_impl(a, Elide::Never);
                // `array<i64: 1, 2>` -> `[1, 2]`; `array<i64>` -> `[]`.
                let text = full.as_bytes();
                self.push_char('[');
                if let Some(i) = text.iter().position(|&c| c == b':') {
                    let inner = &text[i + 1..text.len() - 1];
                    let skip = inner.iter().take_while(|&&c| c == b' ').count();
                    self.out.extend(&inner[skip..]);
                }
                self.push_char(']');
            }
            _ => self.print_attr(a, Elide::Never),
        }
    }

    fn print_dims(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.push_char('?');
            } else {
                push_i64(self.out, d);
            }
            self.push_char('x');
        }
    }

    /// Result types of a function type or an op signature: a single
    /// non-function type bare, otherwise parenthesized.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1
            || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.push_char('(');
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.print_type(ty);
        }
        if wrap {
            self.push_char(')');
        }
    }

    // ----- attributes -----

    pub fn print_attr(&mut self, a: Attribute, elide: Elide) {
        if self.attr_alias(a) {
            return;
        }
        let key = (a.index(), elide as u8);
        if let Some(&span) = self.attr_memo.get(&key) {
            self.replay(span);
            return;
        }
        let from = self.out.len();
        self.print_attr_impl(a, elide);
        if self.out.len() - from <= MEMO_MAX {
            let span = self.record(from);
            self.attr_memo.insert(key, span);
        }
    }

    pub fn print_attr_impl(&mut self, a: Attribute, elide: Elide) {
        let ctx = self.ctx;
        let kind = ctx.attr_kind(a);
        // The type printed after the value, for typed attributes.
        let typ: Option<Type> = match kind {
            AttrKind::Unit => {
                self.push("unit");
                return;
            }
            AttrKind::Opaque { dialect, data, ty } => {
                push_dialect_symbol(
                    self.out,
                    '#',
                    ctx.ident_bytes(*dialect),
                    ctx.ident_bytes(*data),
                );
                *ty
            }
            AttrKind::Dialect(d) => {
                let mut body = OutBuf::new();
                body.push_str(d.def.0.mnemonic);
                {
                    let mut sub = Writer::new(ctx, &mut body, self.opts, self.aliases);
                    // Distinct attributes inside parameters number on with
                    // the rest of the output (`distinct[1]<>` after `[0]`).
                    std::mem::swap(&mut sub.distinct, &mut self.distinct);
                    (d.def.0.print)(ctx, d, &mut sub);
                    std::mem::swap(&mut sub.distinct, &mut self.distinct);
                }
                push_dialect_symbol(self.out, '#', d.def.0.dialect.as_bytes(), body.as_bytes());
                // A typed dialect attribute prints its type after it, as
                // builtin typed attributes do.
                d.def.0.attr_type.and_then(|f| f(d))
            }
            AttrKind::Distinct { referenced, .. } => {
                let n = self.distinct_id(a);
                self.push("distinct[");
                push_u64(self.out, n);
                self.push("]<");
                let r = *referenced;
                if !matches!(ctx.attr_kind(r), AttrKind::Unit) {
                    grow(|| self.print_attr(r, Elide::Never));
                }
                self.push_char('>');
                return;
            }
            AttrKind::Dictionary(entries) => {
                grow(|| {
                    self.push_char('{');
                    for (i, na) in entries.iter().enumerate() {
                        if i > 0 {
                            self.push(", ");
                        }
                        self.print_named_attr(na.name, na.value);
                    }
                    self.push_char('}');
                });
                return;
            }
            AttrKind::Integer { ty, value } => {
                let (is_bool, unsigned, is_i64) = match ctx.type_kind(*ty) {
                    TypeKind::Integer { width, signedness } => (
                        *width == 1 && *signedness == Signedness::Signless,
                        *signedness == Signedness::Unsigned,
                        *width == 64 && *signedness == Signedness::Signless,
                    ),
                    _ => (false, false, false),
                };
                if is_bool {
                    self.push(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                push_apint(self.out, value, !unsigned);
                if elide == Elide::May && is_i64 {
                    return;
                }
                Some(*ty)
            }
            AttrKind::Float { ty, bits } => {
                let fk = match ctx.type_kind(*ty) {
                    TypeKind::Float(k) => *k,
                    _ => crate::float::FloatKind::F64,
                };
                self.push(&crate::float::format_float(fk, bits.get()));
                if elide == Elide::May && fk == crate::float::FloatKind::F64 {
                    return;
                }
                Some(*ty)
            }
            AttrKind::String { value, ty } => {
                push_quoted(self.out, value);
                *ty
            }
            AttrKind::Type(t) => {
                let t = *t;
                grow(|| self.print_type(t));
                return;
            }
            AttrKind::Array(elems) => {
                grow(|| {
                    self.push_char('[');
                    for (i, &e) in elems.iter().enumerate() {
                        if i > 0 {
                            self.push(", ");
                        }
                        self.print_attr(e, Elide::May);
                    }
                    self.push_char(']');
                });
                return;
            }
            AttrKind::DenseArray { elem, count, raw } => {
                self.push("array<");
                self.print_type(*elem);
                if *count > 0 {
                    self.push(": ");
                    self.print_dense_array(*elem, *count, raw);
                }
                self.push_char('>');
                return;
            }
            AttrKind::SymbolRef { root, nested } => {
                push_symbol_ref(self.out, ctx.ident_bytes(*root));
                for n in nested.iter() {
                    self.push("::");
                    push_symbol_ref(self.out, ctx.ident_bytes(*n));
                }
                return;
            }
            AttrKind::AffineMap(m) => {
                use std::fmt::Write;
                self.push("affine_map<");
                let _ = write!(self.out, "{m}");
                self.push_char('>');
                return;
            }
            AttrKind::IntegerSet(s) => {
                use std::fmt::Write;
                self.push("affine_set<");
                let _ = write!(self.out, "{s}");
                self.push_char('>');
                return;
            }
            AttrKind::DenseElements { ty, splat, raw } => {
                if self.should_elide_attr(a) {
                    self.push("dense_resource<__elided__>");
                } else {
                    self.push("dense<");
                    self.print_dense_int_or_fp(*ty, *splat, raw, true);
                    self.push_char('>');
                }
                Some(*ty)
            }
            AttrKind::DenseStrings { ty, splat, values } => {
                if self.should_elide(*ty, *splat) {
                    self.push("dense_resource<__elided__>");
                } else {
                    self.push("dense<");
                    self.print_dense_strings(*ty, *splat, values);
                    self.push_char('>');
                }
                Some(*ty)
            }
            AttrKind::DenseResource { ty, handle } => {
                self.push("dense_resource<");
                push_keyword_or_string(self.out, ctx.ident_bytes(*handle));
                self.push_char('>');
                if self.resource_set.insert(*handle) {
                    self.resources.push(*handle);
                }
                Some(*ty)
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                let elide_it = self.should_elide_attr(*indices) || self.should_elide_attr(*values);
                if elide_it {
                    self.push("dense_resource<__elided__>");
                } else {
                    self.push("sparse<");
                    if let AttrKind::DenseElements {
                        ty: ity,
                        splat: isplat,
                        raw: iraw,
                    } = ctx.attr_kind(*indices)
                    {
                        if self.num_elements(*ity) != 0 {
                            self.print_dense_int_or_fp(*ity, *isplat, iraw, false);
                            self.push(", ");
                            match ctx.attr_kind(*values) {
                                AttrKind::DenseElements {
                                    ty: vty,
                                    splat: vs,
                                    raw: vr,
                                } => self.print_dense_int_or_fp(*vty, *vs, vr, true),
                                AttrKind::DenseStrings {
                                    ty: vty,
                                    splat: vs,
                                    values: vv,
                                } => self.print_dense_strings(*vty, *vs, vv),
                                _ => self.print_attr(*values, Elide::Never),
                            }
                        }
                    }
                    self.push_char('>');
                }
                Some(*ty)
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.push("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.push_dim_or_question(s);
                }
                self.push_char(']');
                if *offset != 0 {
                    self.push(", offset: ");
                    self.push_dim_or_question(*offset);
                }
                self.push_char('>');
                return;
            }
            AttrKind::UnknownLoc
            | AttrKind::FileLineCol { .. }
            | AttrKind::NameLoc { .. }
            | AttrKind::CallSiteLoc { .. }
            | AttrKind::FusedLoc { .. } => {
                self.print_location(Location(a), false);
                return;
            }
        };
        if elide != Elide::Must {
            if let Some(t) = typ {
                if !matches!(ctx.type_kind(t), TypeKind::None) {
                    self.push(" : ");
                    self.print_type(t);
                }
            }
        }
    }

    fn push_dim_or_question(&mut self, v: i64) {
        if v == DYNAMIC {
            self.push_char('?');
        } else {
            push_i64(self.out, v);
        }
    }

    /// `name = value`, or just `name` for unit values.
    pub fn print_named_attr(&mut self, name: Ident, value: Attribute) {
        push_keyword_or_string(self.out, self.ctx.ident_bytes(name));
        if matches!(self.ctx.attr_kind(value), AttrKind::Unit) {
            return;
        }
        self.push(" = ");
        self.print_attr(value, Elide::Never);
    }

    /// ` {a = 1, b}` (or ` attributes {...}`), nothing when empty.
    pub fn print_optional_attr_dict(
        &mut self,
        attrs: impl Iterator<Item = (Ident, Attribute)> + Clone,
        elided: &[&str],
        with_keyword: bool,
    ) {
        let ctx = self.ctx;
        let keep = |n: &Ident| {
            elided.is_empty() || !elided.iter().any(|e| e.as_bytes() == ctx.ident_bytes(*n))
        };
        let mut it = attrs.filter(|(n, _)| keep(n)).peekable();
        if it.peek().is_none() {
            return;
        }
        if with_keyword {
            self.push(" attributes");
        }
        self.push(" {");
        let mut first = true;
        for (n, v) in it {
            if !first {
                self.push(", ");
            }
            first = false;
            self.print_named_attr(n, v);
        }
        self.push_char('}');
    }

    fn distinct_id(&mut self, a: Attribute) -> u64 {
        let d = &mut self.distinct;
        let frozen = d.frozen.as_deref();
        if let Some(&n) = frozen.and_then(|f| f.get(&a.index())) {
            return n;
        }
        let next = (frozen.map_or(0, |f| f.len()) + d.own.len()) as u64;
        *d.own.entry(a.index()).or_insert(next)
    }

    // ----- locations -----

    /// `loc(...)`, or the pretty form; `allow_alias` lets the whole location
    /// be replaced by its alias.
    pub fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.opts.pretty_debug_info {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.push("loc(");
        if !(allow_alias && self.attr_alias(loc.0)) {
            self.print_location_internal(loc, false, true);
        }
        self.push_char(')');
    }

    pub fn print_location_internal(&mut self, loc: Location, pretty: bool, top: bool) {
        if !top && self.attr_alias(loc.0) {
            return;
        }
        let ctx = self.ctx;
        match ctx.attr_kind(loc.0) {
            AttrKind::UnknownLoc => self.push(if pretty { "[unknown]" } else { "unknown" }),
            AttrKind::FileLineCol {
                file,
                line,
                col,
                end_line,
                end_col,
            } => {
                if pretty {
                    push_bytes(self.out, ctx.ident_bytes(*file));
                } else {
                    push_quoted(self.out, ctx.ident_bytes(*file));
                }
                let el = end_line.unwrap_or(*line);
                let ec = end_col.unwrap_or(*col);
                self.push_char(':');
                push_u64(self.out, *line as u64);
                self.push_char(':');
                push_u64(self.out, *col as u64);
                if el == *line && ec == *col {
                    return;
                }
                if el == *line {
                    self.push(" to :");
                    push_u64(self.out, ec as u64);
                    return;
                }
                self.push(" to ");
                push_u64(self.out, el as u64);
                self.push_char(':');
                push_u64(self.out, ec as u64);
            }
            AttrKind::NameLoc { name, child } => {
                push_quoted(self.out, ctx.ident_bytes(*name));
                if let Some(c) = child {
                    if !matches!(ctx.attr_kind(c.0), AttrKind::UnknownLoc) {
                        let c = *c;
                        self.push_char('(');
                        grow(|| self.print_location_internal(c, pretty, false));
                        self.push_char(')');
                    }
                }
            }
            AttrKind::CallSiteLoc { callee, caller } => {
                let (callee, caller) = (*callee, *caller);
                grow(|| {
                    if !pretty {
                        self.push("callsite(");
                    }
                    self.print_location_internal(callee, pretty, false);
                    if pretty {
                        let callee_is_name =
                            matches!(ctx.attr_kind(callee.0), AttrKind::NameLoc { .. });
                        let caller_is_flc =
                            matches!(ctx.attr_kind(caller.0), AttrKind::FileLineCol { .. });
                        if callee_is_name && caller_is_flc {
                            self.push(" at ");
                        } else {
                            self.push("\n at ");
                        }
                    } else {
                        self.push(" at ");
                    }
                    self.print_location_internal(caller, pretty, false);
                    if !pretty {
                        self.push_char(')');
                    }
                });
            }
            AttrKind::FusedLoc {
                metadata,
                locations,
            } => grow(|| {
                if !pretty {
                    self.push("fused");
                }
                if let Some(m) = metadata {
                    self.push_char('<');
                    self.print_attr(*m, Elide::Never);
                    self.push_char('>');
                }
                self.push_char('[');
                for (i, l) in locations.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.print_location_internal(*l, pretty, false);
                }
                self.push_char(']');
            }),
            // A non-location attribute used as a location.
            _ => self.print_attr(loc.0, Elide::Never),
        }
    }

    /// Trailing ` loc(...)` of an op (or block argument) when printing debug info.
    #[inline]
    pub fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.opts.debug_info {
            return;
        }
        self.push_char(' ');
        self.print_location(loc, allow_alias);
    }
}

/// Whether `a` is an affine map attribute holding an identity map (the
/// default memref layout, which is not printed).
pub(crate) fn is_identity_map_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(m) if m.is_identity())
}

impl crate::asm::AsmPrinter for Writer<'_> {
    fn ctx(&self) -> &Context {
        self.ctx
    }
    fn write_str(&mut self, s: &str) {
        self.push(s);
    }
    fn write_bytes(&mut self, b: &[u8]) {
        push_bytes(self.out, b);
    }
    fn print_type(&mut self, t: Type) {
        Writer::print_type(self, t);
    }
    fn print_attribute(&mut self, a: Attribute) {
        self.print_attr(a, Elide::Never);
    }
    fn print_attribute_without_type(&mut self, a: Attribute) {
        self.print_attr(a, Elide::Must);
    }
    fn print_stripped_attribute(&mut self, a: Attribute) {
        self.print_stripped_attr(a);
    }
    fn print_string(&mut self, s: &[u8]) {
        push_quoted(self.out, s);
    }
    fn print_keyword_or_string(&mut self, s: &[u8]) {
        push_keyword_or_string(self.out, s);
    }
    fn print_symbol_name(&mut self, name: &[u8]) {
        push_symbol_ref(self.out, name);
    }
}
