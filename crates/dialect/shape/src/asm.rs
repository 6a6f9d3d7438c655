//! Custom assembly of `shape.const_shape`, `shape.assuming`,
//! `shape.reduce`, `shape.function_library` and `shape.func`.

use rmlir_interfaces::function;
use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::{AttrKind, NamedAttr, OpView, Value};

use crate::types::*;

fn named(p: &dyn OpAsmParser<'_>, name: &str, value: rmlir_ir::Attribute) -> NamedAttr {
    NamedAttr {
        name: p.ctx().ident(name),
        value,
    }
}

/// The values of an index elements attribute.
pub(crate) fn index_values(ctx: &rmlir_ir::Context, a: rmlir_ir::Attribute) -> Vec<i64> {
    ctx.dense_int_values(a)
        .iter()
        .map(|v| v.to_i64().unwrap_or_else(|| v.to_u64().unwrap_or(0) as i64))
        .collect()
}

/// `Builder::getIndexTensorAttr`.
pub(crate) fn index_tensor_attr(ctx: &rmlir_ir::Context, values: &[i64]) -> rmlir_ir::Attribute {
    let ty = extent_tensor_type(ctx, values.len() as i64);
    ctx.dense_int_elements(ty, 64, values)
}

/// `{attrs} [1, 2, 3] : type`.
pub(crate) fn parse_const_shape(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let raw = p.parse_attribute(None)?;
    let ctx = p.ctx();
    let AttrKind::Array(items) = ctx.attr_kind(raw) else {
        // Upstream fails without a word.
        return Err(rmlir_ir::asm::AsmDiag::silent(loc));
    };
    let mut ints = Vec::with_capacity(items.len());
    for &it in items.iter() {
        match ctx.attr_kind(it) {
            AttrKind::Integer { value, .. } => {
                ints.push(value.to_i64().unwrap_or_else(|| value.to_u64().unwrap_or(0) as i64))
            }
            _ => return Err(rmlir_ir::asm::AsmDiag::silent(loc)),
        }
    }
    let shape = index_tensor_attr(ctx, &ints);
    st.attrs.push(named(p, "shape", shape));
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_const_shape(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_optional_attr_dict(&op.all_attrs(), &["shape"]);
    p.write_str("[");
    let values = op.prop("shape").map(|a| index_values(op.ctx, a)).unwrap_or_default();
    let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    p.write_str(&text.join(", "));
    p.write_str("] : ");
    p.print_type(op.result_type(0));
}

/// `%witness (-> (types))? {region} {attrs}`.
pub(crate) fn parse_assuming(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let witness = witness_type(p.ctx());
    let v = p.resolve_operand(cond, witness)?;
    st.operands.push(v);
    if p.parse_optional_punct(Punct::Arrow) {
        let mut types = Vec::new();
        p.parse_function_result_types(&mut types)?;
        st.result_types.extend(types);
    }
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, 0, "shape.assuming_yield");
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_assuming(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let types = op.result_types();
    let yields = !types.is_empty();
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    if yields {
        p.write_str(" -> (");
        p.print_types(&types);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(op.region(0), false, yields, false);
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

/// `(%shape, %inits...) : type (-> types)? {region} {attrs}`.
pub(crate) fn parse_reduce(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let mut operands = Vec::new();
    p.parse_operand_list(&mut operands, Delimiter::Paren, None)?;
    p.parse_punct(Punct::Colon)?;
    let shape_ty = p.parse_type()?;
    let mut types = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_function_result_types(&mut types)?;
    }
    st.result_types.extend(types.iter().copied());
    let Some((&first, inits)) = operands.split_first() else {
        // `resolveOperand(operands.front(), ...)` on an empty list.
        let loc = p.name_loc();
        return Err(p.emit_error(loc, "expected at least one operand"));
    };
    let v = p.resolve_operand(first, shape_ty)?;
    st.operands.push(v);
    let loc = p.name_loc();
    p.resolve_operands(inits, &types, loc, &mut st.operands)?;
    p.parse_region(st, &[], false)?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_reduce(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str("(");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str(", ");
    let inits: Vec<Value> = op.operand_group(1).to_vec();
    p.print_operands(op.body_id, &inits);
    p.write_str(") : ");
    p.print_type(op.operand_type(0));
    p.print_optional_arrow_type_list(&op.result_types());
    p.write_str(" ");
    p.print_region(op.region(0), true, true, false);
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

/// `@name (attributes {...})? {region} mapping {dict}`.
pub(crate) fn parse_function_library(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected valid '@'-identifier for symbol name"));
    };
    st.attrs.push(named(p, "sym_name", name));
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    p.parse_region(st, &[], false)?;
    p.parse_keyword("mapping")?;
    let loc = p.current_loc();
    let none = p.ctx().none_type();
    let mapping = p.parse_attribute(Some(none))?;
    if !matches!(p.ctx().attr_kind(mapping), AttrKind::Dictionary(_)) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    st.attrs.push(named(p, "mapping", mapping));
    Ok(())
}

pub(crate) fn print_function_library(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    if let Some(name) = op.prop("sym_name").and_then(|a| op.ctx.str_value(a)) {
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(&op.all_attrs(), &["sym_name", "mapping"]);
    p.write_str(" ");
    p.print_region(op.region(0), false, false, false);
    p.write_str(" mapping ");
    if let Some(m) = op.prop("mapping") {
        p.print_attribute_without_type(m);
    }
}

pub(crate) fn parse_func(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    function::parse_function_op(p, st, false, crate::SHAPE_FUNC_ATTR_NAMES)
}

pub(crate) fn print_func(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    function::print_function_op(op, p, false, crate::SHAPE_FUNC_ATTR_NAMES)
}

/// `ConstSizeOp::getAsmResultNames`: `%c<value>`.
pub(crate) fn const_size_result_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let Some(v) = op.prop("value") else { return };
    if let AttrKind::Integer { value, .. } = op.ctx.attr_kind(v) {
        set(op.result(0), &format!("c{}", value.to_string_radix10(true)));
    }
}
