//! `llvm.mlir.global`: its custom syntax
//! (`linkage visibility unnamed_addr thread_local constant @name(value)
//! comdat(...) {attrs} : type {initializer}`) and its checks.

use rmlir_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::quoted_type;
use rmlir_ir::{AttrKind, Attribute, Context, OpView};

use crate::attrs::*;
use crate::func::parse_optional_enum_keyword;
use crate::types::*;

/// The keywords global values start with: linkage, visibility,
/// `thread_local`, `unnamed_addr`, and for globals `constant`.
fn parse_global_prefix(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState, constant: bool) {
    let ctx = p.ctx();
    let i64t = ctx.int_type(64);
    let linkage = parse_optional_enum_keyword(p, &LINKAGE).unwrap_or(0);
    st.set_prop(ctx, "linkage", linkage_attr(ctx, linkage));
    let visibility = parse_optional_enum_keyword(p, &VISIBILITY).unwrap_or(0);
    st.set_prop(ctx, "visibility_", ctx.integer_attr(i64t, visibility));
    // `thread_local` comes before `unnamed_addr` (parseCommonGlobalAndAlias).
    if p.parse_optional_keyword("thread_local") {
        st.set_prop(ctx, "thread_local_", ctx.unit_attr());
    }
    let unnamed = parse_optional_enum_keyword(p, &UNNAMED_ADDR).unwrap_or(0);
    st.set_prop(ctx, "unnamed_addr", ctx.integer_attr(i64t, unnamed));
    if constant && p.parse_optional_keyword("constant") {
        st.set_prop(ctx, "constant", ctx.unit_attr());
    }
}

fn parse_symbol(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected valid '@'-identifier for symbol name"));
    };
    st.set_prop(p.ctx(), "sym_name", name);
    Ok(())
}

pub(crate) fn parse_global(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    parse_global_prefix(p, st, true);
    parse_symbol(p, st)?;
    p.parse_punct(Punct::LParen)?;
    let mut value = None;
    if !p.parse_optional_punct(Punct::RParen) {
        let v = p.parse_attribute(None)?;
        p.parse_punct(Punct::RParen)?;
        st.set_prop(ctx, "value", v);
        value = Some(v);
    }
    if p.parse_optional_keyword("comdat") {
        p.parse_punct(Punct::LParen)?;
        let c = p.parse_attribute(None)?;
        p.parse_punct(Punct::RParen)?;
        st.set_prop(ctx, "comdat", c);
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    let mut types = Vec::new();
    if p.parse_optional_punct(Punct::Colon) {
        p.parse_type_list(&mut types)?;
    }
    if types.len() > 1 {
        let at = p.name_loc();
        return Err(p.emit_error(at, "expected zero or one type"));
    }
    let ty = match types.first() {
        Some(&t) => {
            if !p.parse_optional_region(st, &[], false)? {
                st.regions.push(Default::default());
            }
            t
        }
        None => {
            let Some(s) = value.filter(|&v| matches!(ctx.attr_kind(v), AttrKind::String { .. }))
            else {
                let at = p.name_loc();
                return Err(p.emit_error(at, "type can only be omitted for string globals"));
            };
            st.regions.push(Default::default());
            let len = ctx.str_value(s).map_or(0, |b| b.len());
            array_type(ctx, len as i64, ctx.int_type(8))
        }
    };
    st.set_prop(ctx, "global_type", ctx.type_attr(ty));
    Ok(())
}

fn is_string(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { .. }))
}

pub(crate) fn print_global(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let value = |name: &str| op.prop(name).and_then(|a| enum_value(ctx, a)).unwrap_or(0);
    p.write_str(" ");
    p.write_str(case_name(&LINKAGE, value("linkage")));
    p.write_str(" ");
    let visibility = case_name(&VISIBILITY, value("visibility_"));
    if !visibility.is_empty() {
        p.write_str(visibility);
        p.write_str(" ");
    }
    if op.prop("thread_local_").is_some() {
        p.write_str("thread_local ");
    }
    let unnamed = case_name(&UNNAMED_ADDR, value("unnamed_addr"));
    if !unnamed.is_empty() {
        p.write_str(unnamed);
        p.write_str(" ");
    }
    if op.prop("constant").is_some() {
        p.write_str("constant ");
    }
    let name = op
        .prop("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    p.write_str("(");
    let init = op.prop("value");
    if let Some(v) = init {
        p.print_attribute(v);
    }
    p.write_str(")");
    if let Some(c) = op.prop("comdat") {
        p.write_str(" comdat(");
        p.print_attribute(c);
        p.write_str(")");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if is_string(ctx, init) {
        return;
    }
    if let Some(t) = op.prop("global_type").and_then(|a| ctx.type_value(a)) {
        p.write_str(" : ");
        p.print_type(t);
    }
    let region = op.region(0);
    if !region.is_empty() {
        p.write_str(" ");
        p.print_region(region, false, true, false);
    }
}

/// `isZeroAttribute` (a negative zero float does not count here).
fn is_zero(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.is_zero(),
        AttrKind::Float { bits, .. } => bits.get() == 0,
        AttrKind::Array(items) => items.iter().all(|&i| is_zero(ctx, i)),
        AttrKind::DenseElements { raw, .. } => raw.iter().all(|&b| b == 0),
        _ => false,
    }
}

pub(crate) fn verify_global(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(ty) = op.prop("global_type").and_then(|a| ctx.type_value(a)) else {
        return Ok(());
    };
    // `LLVMPointerType::isValidElementType`: an LLVM-compatible type that
    // is a value.
    if !is_compatible_type(ctx, ty)
        || is_void(ctx, ty)
        || is_token(ctx, ty)
        || is_metadata(ctx, ty)
        || is_label(ctx, ty)
    {
        return Err(op.emit_op_error("expects type to be a valid element type for an LLVM global"));
    }
    // Only SPIR-V's target types can be globals (LLVM's `CanBeGlobal`).
    if let rmlir_ir::TypeKind::Dialect(d) = ctx.type_kind(ty) {
        if std::ptr::eq(d.def.0, &TARGET_TYPE) {
            let spirv = matches!(d.params.first(), Some(rmlir_ir::dialect_attr::Param::Bytes(n)) if n.starts_with(b"spirv."));
            if !spirv {
                return Err(op.emit_op_error("this target extension type cannot be used in a global"));
            }
        }
    }
    let value = op.prop("value");
    if is_string(ctx, value) {
        let len = value.and_then(|v| ctx.str_value(v)).map_or(0, |b| b.len()) as i64;
        let ok = array_parts(ctx, ty)
            .is_some_and(|(n, e)| n == len && rmlir_ir::constraints::is_signless_int_of(ctx, e, 8));
        if !ok {
            return Err(op.emit_op_error(
                "requires an i8 array type of the length equal to that of the string attribute",
            ));
        }
    }
    let linkage = op
        .prop("linkage")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    const APPENDING: i64 = 6;
    const COMMON: i64 = 10;
    if linkage == COMMON && value.is_some_and(|v| !is_zero(ctx, v)) {
        return Err(op.emit_op_error("expected zero value for 'common' linkage"));
    }
    if linkage == APPENDING && array_parts(ctx, ty).is_none() {
        return Err(op.emit_op_error("expected array type for 'appending' linkage"));
    }
    if let Some(align) = op.prop("alignment").and_then(|a| enum_value(ctx, a)) {
        if !(align as u64).is_power_of_two() {
            return Err(op.emit_error("alignment attribute is not a power of 2"));
        }
    }
    Ok(())
}

pub(crate) fn verify_global_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let region = op.region(0);
    let Some(block) = region.blocks().next() else {
        return Ok(());
    };
    let Some(ty) = op.prop("global_type").and_then(|a| ctx.type_value(a)) else {
        return Ok(());
    };
    let body = region.body;
    let Some(ret) = body.last_op(block) else {
        return Ok(());
    };
    let Some(returned) = body.operands(ret).next() else {
        return Err(op.emit_op_error("initializer region cannot return void"));
    };
    let rt = body.value_type(returned);
    if rt != ty {
        return Err(op.emit_op_error(format!(
            "initializer region type {} does not match global type {}",
            quoted_type(ctx, rt),
            quoted_type(ctx, ty)
        )));
    }
    if op.prop("value").is_some() {
        return Err(op.emit_op_error("cannot have both initializer value and region"));
    }
    Ok(())
}

/// `llvm.mlir.alias linkage visibility unnamed_addr thread_local @name
/// attr-dict : type {initializer}`.
pub(crate) fn parse_alias(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    parse_global_prefix(p, st, false);
    parse_symbol(p, st)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    let mut types = Vec::new();
    if p.parse_optional_punct(Punct::Colon) {
        p.parse_type_list(&mut types)?;
    }
    if types.len() != 1 {
        let at = p.name_loc();
        return Err(p.emit_error(at, "expected zero or one type"));
    }
    p.parse_region(st, &[], false)?;
    st.set_prop(ctx, "alias_type", ctx.type_attr(types[0]));
    Ok(())
}

pub(crate) fn print_alias(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let value = |name: &str| op.prop(name).and_then(|a| enum_value(ctx, a)).unwrap_or(0);
    p.write_str(" ");
    p.write_str(case_name(&LINKAGE, value("linkage")));
    p.write_str(" ");
    let visibility = case_name(&VISIBILITY, value("visibility_"));
    if !visibility.is_empty() {
        p.write_str(visibility);
        p.write_str(" ");
    }
    if op.prop("thread_local_").is_some() {
        p.write_str("thread_local ");
    }
    let unnamed = case_name(&UNNAMED_ADDR, value("unnamed_addr"));
    if !unnamed.is_empty() {
        p.write_str(unnamed);
        p.write_str(" ");
    }
    let name = op
        .prop("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    crate::attrs::print_attr_dict_eliding(op, p, &[
            "sym_name",
            "alias_type",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
        ],
    );
    if let Some(t) = op.prop("alias_type").and_then(|a| ctx.type_value(a)) {
        p.write_str(" : ");
        p.print_type(t);
        p.write_str(" ");
    }
    p.print_region(op.region(0), false, true, false);
}

/// `AliasOp::verifyRegions`: the initializer returns a pointer.
pub(crate) fn verify_alias_regions(op: &OpView<'_>) -> VerifyResult {
    let region = op.region(0);
    let Some(block) = region.blocks().next() else {
        return Ok(());
    };
    let body = region.body;
    let Some(ret) = body.last_op(block) else {
        return Ok(());
    };
    let returns_ptr = body
        .operands(ret)
        .next()
        .is_some_and(|v| ptr_address_space(op.ctx, body.value_type(v)).is_some());
    if !returns_ptr {
        return Err(op.emit_op_error("initializer region must always return a pointer"));
    }
    Ok(())
}

/// `llvm.mlir.ifunc linkage visibility? unnamed_addr? @name : type,
/// resolver_type @resolver attr-dict`.
pub(crate) fn parse_ifunc(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let i64t = ctx.int_type(64);
    let linkage = parse_optional_enum_keyword(p, &LINKAGE).unwrap_or(0);
    st.set_prop(ctx, "linkage", linkage_attr(ctx, linkage));
    if let Some(v) = parse_optional_enum_keyword(p, &VISIBILITY) {
        st.set_prop(ctx, "visibility_", ctx.integer_attr(i64t, v));
    }
    if let Some(v) = parse_optional_enum_keyword(p, &UNNAMED_ADDR) {
        st.set_prop(ctx, "unnamed_addr", ctx.integer_attr(i64t, v));
    }
    parse_symbol(p, st)?;
    p.parse_punct(Punct::Colon)?;
    let fty = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let rty = p.parse_type()?;
    let loc = p.current_loc();
    let Some(resolver) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected attribute value"));
    };
    let resolver = ctx.symbol_ref_attr(ctx.ident(ctx.str_value(resolver).unwrap_or(b"")), &[]);
    st.set_prop(ctx, "i_func_type", ctx.type_attr(fty));
    st.set_prop(ctx, "resolver_type", ctx.type_attr(rty));
    st.set_prop(ctx, "resolver", resolver);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    Ok(())
}

pub(crate) fn print_ifunc(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let value = |name: &str| op.prop(name).and_then(|a| enum_value(ctx, a)).unwrap_or(0);
    p.write_str(" ");
    p.write_str(case_name(&LINKAGE, value("linkage")));
    for kw in [
        case_name(&VISIBILITY, value("visibility_")),
        case_name(&UNNAMED_ADDR, value("unnamed_addr")),
    ] {
        if !kw.is_empty() {
            p.write_str(" ");
            p.write_str(kw);
        }
    }
    p.write_str(" ");
    let name = op
        .prop("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    p.write_str(" : ");
    if let Some(t) = op.prop("i_func_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(t);
    }
    p.write_str(", ");
    if let Some(t) = op.prop("resolver_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(t);
    }
    p.write_str(" ");
    if let Some(r) = op.prop("resolver") {
        p.print_attribute(r);
    }
    // As the declarative format: a default-valued address space is elided.
    let mut elided = vec![
        "linkage",
        "visibility_",
        "unnamed_addr",
        "sym_name",
        "i_func_type",
        "resolver_type",
        "resolver",
    ];
    if value("address_space") == 0 {
        elided.push("address_space");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &elided);
}

/// The address space of the pointer an alias initializer returns.
fn alias_address_space(alias: &OpView<'_>) -> Option<i64> {
    let region = alias.region(0);
    let block = region.blocks().next()?;
    let ret = region.body.last_op(block)?;
    let v = region.body.operands(ret).next()?;
    ptr_address_space(alias.ctx, region.body.value_type(v))
}

/// `AddressOfOp::verifySymbolUses`.
pub(crate) fn verify_address_of_symbol_uses(
    op: &OpView<'_>,
    tables: &rmlir_ir::symbols::SymbolTables<'_>,
) -> VerifyResult {
    let ctx = op.ctx;
    let Some(name) = op.prop("global_name") else {
        return Ok(());
    };
    let target = tables.lookup_nearest(op.op_ref(), name);
    let kind = target.as_ref().map(|t| t.name_str().into_owned());
    let space = match kind.as_deref() {
        Some("llvm.mlir.global") => target
            .as_ref()
            .and_then(|g| g.prop("addr_space"))
            .and_then(|a| enum_value(ctx, a)),
        Some("llvm.mlir.alias") => target.as_ref().and_then(alias_address_space),
        Some("llvm.func") | Some("llvm.mlir.ifunc") => None,
        _ => {
            return Err(op.emit_op_error(
                "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
            ))
        }
    };
    let own = ptr_address_space(ctx, op.result_type(0));
    if space.is_some() && own != space {
        return Err(op.emit_op_error(
            "pointer address space must match address space of the referenced global or alias",
        ));
    }
    Ok(())
}
