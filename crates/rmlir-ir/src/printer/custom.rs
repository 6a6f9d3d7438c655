//! Custom assembly forms of operations.
//!
//! A custom printer is written once against [`OpAsmPrinter`]. The printer
//! runs it twice: once with a collector that only records the types and
//! attributes it would print (for alias generation, exactly as upstream's
//! `DummyAliasOperationPrinter` does), and once to write the text. The op
//! name (minus the default dialect prefix) is printed before the hook runs.

use smallvec::SmallVec;

use crate::attributes::{AttrKind, Attribute, Location, NamedAttr};
use crate::body::{BlockId, BodyId, RegionId, Value};
use crate::context::Context;
use crate::ir::{Ir, OpRef};
use crate::types::Type;

/// What a custom op printer may print. Text goes through
/// [`OpAsmPrinter::write_str`]; everything that may carry an alias goes
/// through the typed methods.
pub trait OpAsmPrinter {
    /// Raw text.
    fn write_str(&mut self, s: &str);
    /// A type, or its alias.
    fn print_type(&mut self, t: Type);
    /// An attribute, or its alias, with its `: type` where the generic
    /// form has one.
    fn print_attribute(&mut self, a: Attribute);
    /// An attribute without its `: type` (upstream's
    /// `printAttributeWithoutType`).
    fn print_attribute_without_type(&mut self, a: Attribute);
    /// `%N`, `%argN` or `%N#i`.
    fn print_operand(&mut self, body: BodyId, v: Value);
    /// ` {a = 1, b}` without the names in `elided`; nothing when empty.
    fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&[u8]]);
    /// ` attributes {...}`.
    fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&[u8]]);
    /// `{` newline, blocks, `}` at the current indentation.
    fn print_region(
        &mut self,
        body: BodyId,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    );
    /// `@name`, quoted when needed.
    fn print_symbol_name(&mut self, name: &[u8]);
    /// A bare keyword if `s` is one, else a quoted string (upstream's
    /// `printKeywordOrString`).
    fn print_keyword_or_string(&mut self, s: &[u8]);
    /// `"escaped"`.
    fn print_string(&mut self, s: &[u8]);
    /// A block reference `^bbN`.
    fn print_successor(&mut self, body: BodyId, block: BlockId);
    /// ` loc(...)` when printing debug info.
    fn print_optional_location_specifier(&mut self, loc: Location);
    /// A newline, then the current indentation.
    fn print_newline(&mut self);
    /// Indents later newlines by two more spaces.
    fn increase_indent(&mut self);
    /// Undoes one [`OpAsmPrinter::increase_indent`].
    fn decrease_indent(&mut self);

    /// Comma-separated types.
    fn print_types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }

    /// Comma-separated operands.
    fn print_operands(&mut self, body: BodyId, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_operand(body, v);
        }
    }
}

/// Prints an op after its name (which the framework prints).
pub type CustomPrintFn = fn(&mut dyn OpAsmPrinter, &Context, &Ir, OpRef);

/// The custom assembly hooks of a registered operation.
#[derive(Copy, Clone)]
pub struct CustomAsm {
    /// Prints the op after its name.
    pub print: CustomPrintFn,
    /// Dialect whose prefix may be dropped from op names in this op's
    /// regions (`OpAsmOpInterface::getDefaultDialect`).
    pub default_dialect: &'static str,
}

/// The custom form of `name`, if rmlir knows one. Dialects will add
/// entries here (or the registry will carry them).
pub fn lookup_custom_asm(ctx: &Context, name: &[u8]) -> Option<CustomAsm> {
    ctx.registry().op_info(name)?;
    match name {
        b"builtin.module" => Some(CustomAsm {
            print: print_module,
            default_dialect: "builtin",
        }),
        b"builtin.unrealized_conversion_cast" => Some(CustomAsm {
            print: print_cast,
            default_dialect: "",
        }),
        _ => None,
    }
}

/// Inherent (properties) and discardable attributes merged and sorted by
/// name, as upstream's `Operation::getAttrs` of a registered op.
pub fn merged_attrs(
    ctx: &Context,
    props: Option<Attribute>,
    attrs: Attribute,
) -> SmallVec<[NamedAttr; 8]> {
    let mut v: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    if let Some(p) = props {
        if let AttrKind::Dictionary(e) = ctx.attr_kind(p) {
            v.extend(e.iter().copied());
        }
    }
    let disc = ctx.dictionary_entries(attrs);
    if v.is_empty() {
        v.extend(disc.iter().copied());
        return v;
    }
    v.extend(disc.iter().copied());
    ctx.sort_named_attrs(&mut v);
    v
}

/// `module @name attributes {...} { ... }`
fn print_module(p: &mut dyn OpAsmPrinter, ctx: &Context, ir: &Ir, op: OpRef) {
    let data = ir.body(op.body).op(op.op);
    let attrs = merged_attrs(ctx, data.properties(), data.attrs);
    let sym = attrs
        .iter()
        .find(|na| ctx.ident_bytes(na.name) == b"sym_name")
        .map(|na| na.value);
    if let Some(s) = sym {
        if let AttrKind::String { value, .. } = ctx.attr_kind(s) {
            p.write_str(" ");
            p.print_symbol_name(value);
        }
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &[b"sym_name"]);
    p.write_str(" ");
    let (b, mut regions) = ir.regions(op);
    if let Some(r) = regions.next() {
        p.print_region(b, r, true, true, false);
    }
}

/// `unrealized_conversion_cast %a, %b : i32, i64 to f32 {attrs}`
fn print_cast(p: &mut dyn OpAsmPrinter, ctx: &Context, ir: &Ir, op: OpRef) {
    let body = ir.body(op.body);
    let operands: SmallVec<[Value; 4]> = body.operands(op.op).collect();
    if !operands.is_empty() {
        p.write_str(" ");
        p.print_operands(op.body, &operands);
        p.write_str(" : ");
        let tys: SmallVec<[Type; 4]> = operands.iter().map(|&v| body.value_type(v)).collect();
        p.print_types(&tys);
    }
    p.write_str(" to ");
    let rtys: SmallVec<[Type; 4]> = body.results(op.op).map(|v| body.value_type(v)).collect();
    p.print_types(&rtys);
    let data = body.op(op.op);
    let attrs = merged_attrs(ctx, data.properties(), data.attrs);
    p.print_optional_attr_dict(&attrs, &[]);
}
