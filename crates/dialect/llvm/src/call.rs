//! `llvm.call`: direct (`@f(...)`) and indirect (`%ptr(...)`) calls, the
//! calling convention and tail call kind keywords, variadic callee types,
//! argument and result attributes in the trailing signature, and the
//! checks against the callee.

use rmlir_interfaces::function::parse_function_result_list;
use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::quoted_type;
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{AttrKind, Attribute, NamedAttr, OpView, Type, Value};
use smallvec::SmallVec;

use crate::attrs::*;
use crate::func::parse_optional_enum_keyword;
use crate::types::*;

pub(crate) fn parse_call(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cconv = parse_optional_enum_keyword(p, &CCONV).unwrap_or(0);
    st.set_prop(ctx, "CConv", cconv_attr(ctx, cconv));
    let tail = parse_optional_enum_keyword(p, &TAIL_CALL_KIND).unwrap_or(0);
    st.set_prop(ctx, "TailCallKind", tail_call_kind_attr(ctx, tail));
    let mut operands = Vec::new();
    let is_direct = match p.parse_optional_operand()? {
        Some(callee) => {
            operands.push(callee);
            false
        }
        None => {
            let callee = p.parse_attribute(None)?;
            st.set_prop(ctx, "callee", callee);
            true
        }
    };
    p.parse_operand_list(&mut operands, Delimiter::Paren, None)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct(Punct::LParen)?;
        let t = p.parse_attribute(None)?;
        p.parse_punct(Punct::RParen)?;
        st.set_prop(ctx, "var_callee_type", t);
    }
    let bundles = parse_op_bundles(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    parse_call_types(p, st, is_direct, &operands)?;
    let n_bundle = resolve_op_bundles(p, st, bundles)?;
    st.set_prop(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&[operands.len() as i32, n_bundle as i32]),
    );
    Ok(())
}

fn dict_at(op: &OpView<'_>, name: &str, i: usize) -> Vec<NamedAttr> {
    op.prop(name)
        .and_then(|a| match op.ctx.attr_kind(a) {
            AttrKind::Array(items) => items.get(i).copied(),
            _ => None,
        })
        .map(|d| op.ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default()
}

pub(crate) fn print_call(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let value = |name: &str| op.prop(name).and_then(|a| enum_value(ctx, a)).unwrap_or(0);
    p.write_str(" ");
    let cconv = value("CConv");
    if cconv != 0 {
        p.write_str(case_name(&CCONV, cconv));
        p.write_str(" ");
    }
    let tail = value("TailCallKind");
    if tail != 0 {
        p.write_str(case_name(&TAIL_CALL_KIND, tail));
        p.write_str(" ");
    }
    let callee = op.prop("callee");
    let operands: Vec<_> = op.operand_group(0).to_vec();
    let args = match callee {
        Some(c) => {
            p.print_attribute(c);
            &operands[..]
        }
        // An indirect call: the callee is the first operand (a verified
        // one has it).
        None => match operands.split_first() {
            Some((&callee, args)) => {
                p.print_operand(op.body_id, callee);
                args
            }
            None => &operands[..],
        },
    };
    p.write_str("(");
    p.print_operands(op.body_id, args);
    p.write_str(")");
    if let Some(t) = op.prop("var_callee_type") {
        p.write_str(" vararg(");
        if let Some(t) = ctx.type_value(t) {
            p.print_type(t);
        }
        p.write_str(")");
    }
    print_op_bundles(op, 1, p);
    let fmf_default = op
        .prop("fastmathFlags")
        .is_none_or(|a| enum_value(ctx, a) == Some(0));
    let mut elided = vec![
        "callee",
        "TailCallKind",
        "var_callee_type",
        "CConv",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if fmf_default {
        elided.push("fastmathFlags");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &elided);
    print_call_signature(op, p, callee.is_none(), args);
}

/// `: [callee-type,] (args {attrs}) -> result` of a call or invoke.
pub(crate) fn print_call_signature(
    op: &OpView<'_>,
    p: &mut dyn OpAsmPrinter,
    indirect: bool,
    args: &[Value],
) {
    p.write_str(" : ");
    if indirect && op.num_operands() > 0 {
        p.print_type(op.operand_type(0));
        p.write_str(", ");
    }
    p.write_str("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_type(op.body.value_type(a));
        p.print_optional_attr_dict(&dict_at(op, "arg_attrs", i), &[]);
    }
    p.write_str(") -> ");
    let results = op.result_types();
    let res_attrs = dict_at(op, "res_attrs", 0);
    match results.first() {
        None => p.write_str("()"),
        Some(&t) if res_attrs.is_empty() => p.print_type(t),
        Some(&t) => {
            p.write_str("(");
            p.print_type(t);
            p.print_optional_attr_dict(&res_attrs, &[]);
            p.write_str(")");
        }
    }
}

/// `llvm.invoke cconv? (@f | %ptr)(args) to ^normal(...) unwind
/// ^unwind(...) vararg(type)? attr-dict : signature`.
pub(crate) fn parse_invoke(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cconv = parse_optional_enum_keyword(p, &CCONV).unwrap_or(0);
    st.set_prop(ctx, "CConv", cconv_attr(ctx, cconv));
    let mut operands = Vec::new();
    let is_direct = match p.parse_optional_operand()? {
        Some(callee) => {
            operands.push(callee);
            false
        }
        None => {
            let callee = p.parse_attribute(None)?;
            st.set_prop(ctx, "callee", callee);
            true
        }
    };
    p.parse_operand_list(&mut operands, Delimiter::Paren, None)?;
    p.parse_keyword("to")?;
    let mut normal_operands = SmallVec::new();
    let normal = p.parse_successor_and_use_list(&mut normal_operands)?;
    p.parse_keyword("unwind")?;
    let mut unwind_operands = SmallVec::new();
    let unwind = p.parse_successor_and_use_list(&mut unwind_operands)?;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct(Punct::LParen)?;
        let t = p.parse_attribute(None)?;
        p.parse_punct(Punct::RParen)?;
        st.set_prop(ctx, "var_callee_type", t);
    }
    let bundles = parse_op_bundles(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    parse_call_types(p, st, is_direct, &operands)?;
    // mlir-opt 22 resolves the bundles' operands before the successors'
    // (while the segment sizes list them last).
    let n_bundle = resolve_op_bundles(p, st, bundles)?;
    st.operands.extend(normal_operands.iter().copied());
    st.operands.extend(unwind_operands.iter().copied());
    st.successors.extend([normal, unwind]);
    st.set_prop(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&[
            operands.len() as i32,
            normal_operands.len() as i32,
            unwind_operands.len() as i32,
            n_bundle as i32,
        ]),
    );
    Ok(())
}

pub(crate) fn print_invoke(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    let cconv = op
        .prop("CConv")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    if cconv != 0 {
        p.write_str(case_name(&CCONV, cconv));
        p.write_str(" ");
    }
    let callee = op.prop("callee");
    let operands: Vec<_> = op.operand_group(0).to_vec();
    let args = match callee {
        Some(c) => {
            p.print_attribute(c);
            &operands[..]
        }
        // An indirect call: the callee is the first operand (a verified
        // one has it).
        None => match operands.split_first() {
            Some((&callee, args)) => {
                p.print_operand(op.body_id, callee);
                args
            }
            None => &operands[..],
        },
    };
    p.write_str("(");
    p.print_operands(op.body_id, args);
    p.write_str(") to ");
    let succs = op.successors();
    p.print_successor_and_use_list(op.body_id, succs[0], &op.operand_group(1));
    p.write_str(" unwind ");
    p.print_successor_and_use_list(op.body_id, succs[1], &op.operand_group(2));
    if let Some(t) = op.prop("var_callee_type").and_then(|a| ctx.type_value(a)) {
        p.write_str(" vararg(");
        p.print_type(t);
        p.write_str(")");
    }
    print_op_bundles(op, 3, p);
    crate::attrs::print_attr_dict_eliding(op, p, &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    print_call_signature(op, p, callee.is_none(), args);
}

/// The operands of successor `s` of an `llvm.invoke`.
pub(crate) fn invoke_successor_operands(op: &OpView<'_>, s: usize) -> std::ops::Range<usize> {
    match op.operand_groups().and_then(|gs| gs.get(1 + s).copied()) {
        Some((start, n)) => start..start + n,
        None => 0..0,
    }
}

/// `llvm.landingpad cleanup? ((catch | filter) (%v : type))* attr-dict :
/// type`: a clause of array type is a filter.
pub(crate) fn parse_landingpad(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("cleanup") {
        st.set_prop(ctx, "cleanup", ctx.unit_attr());
    }
    while p.parse_optional_punct(Punct::LParen)
        && (p.parse_optional_keyword("filter") || p.parse_optional_keyword("catch"))
    {
        let v = p.parse_operand()?;
        p.parse_punct(Punct::Colon)?;
        let t = p.parse_type()?;
        p.parse_punct(Punct::RParen)?;
        let v = p.resolve_operand(v, t)?;
        st.operands.push(v);
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    st.result_types.push(t);
    Ok(())
}

pub(crate) fn print_landingpad(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(if op.prop("cleanup").is_some() {
        " cleanup "
    } else {
        " "
    });
    for v in op.operands() {
        let t = op.body.value_type(v);
        p.write_str(if array_parts(ctx, t).is_some() {
            "(filter "
        } else {
            "(catch "
        });
        p.print_operand(op.body_id, v);
        p.write_str(" : ");
        p.print_type(t);
        p.write_str(") ");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &["cleanup"]);
    p.write_str(": ");
    p.print_type(op.result_type(0));
}

fn symbol_name(op: &OpView<'_>, a: Attribute) -> String {
    match op.ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => op.ctx.ident_str(*root).into_owned(),
        _ => String::new(),
    }
}

/// `CallOp::verifySymbolUses`.
pub(crate) fn verify_call_symbol_uses(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    let ctx = op.ctx;
    verify_var_callee_type(op)?;
    let Some(callee) = op.prop("callee") else {
        // An indirect call: the callee is the first operand.
        if op.num_operands() == 0 {
            return Err(
                op.emit_op_error("must have either a `callee` attribute or at least an operand")
            );
        }
        let t = op.operand_type(0);
        if ptr_address_space(ctx, t).is_none() {
            return Err(op.emit_op_error(format!(
                "indirect call expects a pointer as callee: {}",
                quoted_type(ctx, t)
            )));
        }
        return Ok(());
    };
    let name = symbol_name(op, callee);
    let Some(f) = tables.lookup_nearest(op.op_ref(), callee) else {
        return Err(op.emit_op_error(format!(
            "'{name}' does not reference a symbol in the current scope"
        )));
    };
    let fn_type: Option<Type> = match f.name_str().as_ref() {
        "llvm.func" => {
            verify_call_debug_info(op, &f)?;
            f.prop("function_type").and_then(|a| ctx.type_value(a))
        }
        "llvm.mlir.ifunc" => f.prop("i_func_type").and_then(|a| ctx.type_value(a)),
        _ => {
            return Err(op.emit_op_error(format!(
                "'{name}' does not reference a valid LLVM function or IFunc"
            )))
        }
    };
    let Some(ft) = fn_type.and_then(|t| func_parts(ctx, t)) else {
        return Ok(());
    };
    if ft.var_arg && op.prop("var_callee_type").is_none() {
        return Err(op.emit_op_error("missing var_callee_type attribute for vararg call"));
    }
    let args = op.operand_group(0).len();
    if !ft.var_arg && ft.params.len() != args {
        return Err(op.emit_op_error(format!(
            "incorrect number of operands ({args}) for callee (expecting: {})",
            ft.params.len()
        )));
    }
    if ft.params.len() > args {
        return Err(op.emit_op_error(format!(
            "incorrect number of operands ({args}) for varargs callee (expecting at least: {})",
            ft.params.len()
        )));
    }
    for (i, &t) in ft.params.iter().enumerate() {
        let got = op.operand_type(i);
        if got != t {
            return Err(op.emit_op_error(format!(
                "operand type mismatch for operand {i}: {} != {}",
                quoted_type(ctx, got),
                quoted_type(ctx, t)
            )));
        }
    }
    let returns_void = is_void(ctx, ft.result);
    if op.num_results() == 0 && !returns_void {
        return Err(op.emit_op_error("expected function call to produce a value"));
    }
    if op.num_results() != 0 && returns_void {
        return Err(op.emit_op_error("calling function with void result must not produce values"));
    }
    if op.num_results() == 1 && op.result_type(0) != ft.result {
        return Err(op.emit_op_error(format!(
            "result type mismatch: {} != {}",
            quoted_type(ctx, op.result_type(0)),
            quoted_type(ctx, ft.result)
        )));
    }
    Ok(())
}

/// `parseCallTypeAndResolveOperands`: `: [callee-type,] (args) -> result`,
/// the operands resolved, the result type and argument and result
/// attributes recorded.
pub(crate) fn parse_call_types(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    is_direct: bool,
    operands: &[rmlir_ir::asm::UnresolvedOperand],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let types_loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    if !is_direct {
        let callee_type = p.parse_type()?;
        if ptr_address_space(ctx, callee_type).is_none() {
            return Err(p.emit_error(types_loc, "expected indirect call to have 2 trailing types"));
        }
        types.push(callee_type);
        p.parse_punct(Punct::Comma)?;
    }
    let mut arg_attrs = Vec::new();
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    let signature = (|| {
        rmlir_ir::asm::comma_separated_list(p, Delimiter::Paren, "", &mut |p| {
            types.push(p.parse_type()?);
            let mut a = Vec::new();
            p.parse_optional_attr_dict(&mut a)?;
            arg_attrs.push((!a.is_empty()).then(|| p.ctx().dictionary_attr(a)));
            Ok(())
        })?;
        p.parse_punct(Punct::Arrow)?;
        parse_function_result_list(p, &mut result_types, &mut result_attrs)
    })();
    if let Err(mut e) = signature {
        let msg = if is_direct {
            "expected direct call to have 1 trailing types"
        } else {
            "expected trailing function type"
        };
        // The signature's own error, then this one.
        let outer = p.emit_error(types_loc, msg);
        if e.is_silent() {
            return Err(outer);
        }
        e.also.push((types_loc, outer.message));
        return Err(e);
    }
    if result_types.len() > 1 {
        return Err(p.emit_error(types_loc, "expected function with 0 or 1 result"));
    }
    if result_types.first().is_some_and(|&t| is_void(ctx, t)) {
        return Err(p.emit_error(types_loc, "expected a non-void result type"));
    }
    let at = p.name_loc();
    p.resolve_operands(operands, &types, at, &mut st.operands)?;
    st.result_types.extend(result_types);
    let array = |v: &[Option<Attribute>]| {
        let items: Vec<Attribute> = v
            .iter()
            .map(|a| a.unwrap_or_else(|| ctx.empty_dictionary()))
            .collect();
        ctx.array_attr(&items)
    };
    let non_empty = |v: &[Option<Attribute>]| v.iter().any(|a| a.is_some());
    if non_empty(&arg_attrs) {
        st.set_prop(ctx, "arg_attrs", array(&arg_attrs));
    }
    if non_empty(&result_attrs) {
        st.set_prop(ctx, "res_attrs", array(&result_attrs));
    }
    Ok(())
}

/// `InvokeOp::verify`: the unwind destination starts with a landing pad.
pub(crate) fn verify_invoke(op: &OpView<'_>) -> VerifyResult {
    verify_var_callee_type(op)?;
    let Some(&unwind) = op.successors().get(1) else {
        return Ok(());
    };
    let Some(first) = op.body.block_ops(unwind).next() else {
        return Err(op.emit_error("must have at least one operation in unwind destination"));
    };
    if op.ctx.ident_bytes(op.body.op(first).name) != b"llvm.landingpad" {
        return Err(op.emit_error(
            "first operation in unwind destination should be a llvm.landingpad operation",
        ));
    }
    verify_op_bundles(op)
}

/// `$cond ( [ "tag"(%a, ... : types), ... ] )? : type($cond) attr-dict`:
/// `llvm.intr.assume` with its operand bundles (`custom<OpBundles>`).
pub(crate) fn parse_assume(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    let (mut sizes, mut tags) = (Vec::new(), Vec::new());
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(Punct::LSquare) {
        rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
            let loc = p.current_loc();
            let Some(tag) = p.parse_optional_string() else {
                return Err(p.emit_error(loc, "expected string"));
            };
            tags.push(p.ctx().string_attr(tag));
            p.parse_punct(Punct::LParen)?;
            let before = operands.len();
            if !p.parse_optional_punct(Punct::RParen) {
                rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
                    operands.push(p.parse_operand()?);
                    Ok(())
                })?;
                p.parse_punct(Punct::Colon)?;
                rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
                    types.push(p.parse_type()?);
                    Ok(())
                })?;
                p.parse_punct(Punct::RParen)?;
            }
            sizes.push((operands.len() - before) as i32);
            Ok(())
        })?;
        p.parse_punct(Punct::RSquare)?;
    }
    p.parse_punct(Punct::Colon)?;
    let cond_type = p.parse_type()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    let at = p.name_loc();
    p.resolve_operands(&[cond], &[cond_type], at, &mut st.operands)?;
    p.resolve_operands(&operands, &types, at, &mut st.operands)?;
    st.set_prop(ctx, "op_bundle_sizes", ctx.dense_i32_array_attr(&sizes));
    if !tags.is_empty() {
        st.set_prop(ctx, "op_bundle_tags", ctx.array_attr(&tags));
    }
    Ok(())
}

pub(crate) fn print_assume(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let operands = op.operands();
    p.write_str(" ");
    if let Some(&cond) = operands.first() {
        p.print_operand(op.body_id, cond);
    }
    let sizes = op
        .prop("op_bundle_sizes")
        .and_then(|a| ctx.dense_i32_array(a))
        .unwrap_or_default();
    let tags = match op.prop("op_bundle_tags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    if !sizes.is_empty() {
        p.write_str(" [");
        let mut next = 1;
        for (i, &n) in sizes.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            if let Some(&tag) = tags.get(i) {
                p.print_attribute(tag);
            }
            p.write_str("(");
            let group = operands
                .get(next..next + n.max(0) as usize)
                .unwrap_or_default();
            next += group.len();
            if !group.is_empty() {
                p.print_operands(op.body_id, group);
                p.write_str(" : ");
                let types: Vec<_> = group.iter().map(|&v| op.body.value_type(v)).collect();
                p.print_types(&types);
            }
            p.write_str(")");
        }
        p.write_str("]");
    }
    p.write_str(" : ");
    if let Some(&cond) = operands.first() {
        p.print_type(op.body.value_type(cond));
    }
    crate::attrs::print_attr_dict_eliding(op, p, &["op_bundle_sizes", "op_bundle_tags"]);
}

/// Parsed operand bundles: `(tag, operands, types)` each, and where they
/// started.
pub(crate) struct OpBundles {
    loc: u32,
    bundles: Vec<(Attribute, Vec<rmlir_ir::asm::UnresolvedOperand>, Vec<Type>)>,
}

/// `parseOpBundles`: `[ "tag"(%a, ... : types), ... ]`, if present.
pub(crate) fn parse_op_bundles(p: &mut dyn OpAsmParser<'_>) -> ParseResult<OpBundles> {
    let loc = p.current_loc();
    let mut bundles = Vec::new();
    if !p.parse_optional_punct(Punct::LSquare) {
        return Ok(OpBundles { loc, bundles });
    }
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(OpBundles { loc, bundles });
    }
    rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
        let at = p.current_loc();
        let Some(tag) = p.parse_optional_string() else {
            return Err(p.emit_error(at, "expect operand bundle tag"));
        };
        let tag = p.ctx().string_attr(tag);
        p.parse_punct(Punct::LParen)?;
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if !p.parse_optional_punct(Punct::RParen) {
            p.parse_operand_list(&mut operands, Delimiter::None, None)?;
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list(&mut types)?;
            p.parse_punct(Punct::RParen)?;
        }
        bundles.push((tag, operands, types));
        Ok(())
    })?;
    p.parse_punct(Punct::RSquare)?;
    Ok(OpBundles { loc, bundles })
}

/// `resolveOpBundleOperands`: the bundles' operands after the others,
/// their sizes and tags as properties; returns how many operands they
/// have.
pub(crate) fn resolve_op_bundles(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    b: OpBundles,
) -> ParseResult<usize> {
    let ctx = p.ctx();
    let mut sizes = Vec::new();
    let mut tags = Vec::new();
    let mut total = 0;
    for (tag, operands, types) in &b.bundles {
        p.resolve_operands(operands, types, b.loc, &mut st.operands)?;
        sizes.push(operands.len() as i32);
        tags.push(*tag);
        total += operands.len();
    }
    st.set_prop(ctx, "op_bundle_sizes", ctx.dense_i32_array_attr(&sizes));
    if !tags.is_empty() {
        st.set_prop(ctx, "op_bundle_tags", ctx.array_attr(&tags));
    }
    Ok(total)
}

/// `printOpBundles` for the bundles in ODS operand group `group`, with a
/// leading space.
pub(crate) fn print_op_bundles(op: &OpView<'_>, group: usize, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let sizes = op
        .prop("op_bundle_sizes")
        .and_then(|a| ctx.dense_i32_array(a))
        .unwrap_or_default();
    if sizes.is_empty() {
        return;
    }
    let tags = match op.prop("op_bundle_tags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.to_vec(),
        _ => Vec::new(),
    };
    let operands = op.operand_group(group).to_vec();
    p.write_str(" [");
    let mut next = 0;
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match tags.get(i).and_then(|&t| ctx.str_value(t)) {
            Some(tag) => p.print_string(tag),
            None => p.print_string(b""),
        }
        p.write_str("(");
        let bundle = operands
            .get(next..next + n.max(0) as usize)
            .unwrap_or_default();
        next += bundle.len();
        if !bundle.is_empty() {
            p.print_operands(op.body_id, bundle);
            p.write_str(" : ");
            let types: Vec<_> = bundle.iter().map(|&v| op.body.value_type(v)).collect();
            p.print_types(&types);
        }
        p.write_str(")");
    }
    p.write_str("]");
}

/// `verifyOperandBundles`: string tags, one per bundle.
pub(crate) fn verify_op_bundles(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let n = op
        .prop("op_bundle_sizes")
        .and_then(|a| ctx.dense_i32_array(a))
        .map(|s| s.len())
        .unwrap_or(0);
    let tags = match op.prop("op_bundle_tags").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => Some(items.to_vec()),
        _ => None,
    };
    if let Some(tags) = &tags {
        if tags
            .iter()
            .any(|&t| !matches!(ctx.attr_kind(t), AttrKind::String { .. }))
        {
            return Err(op.emit_error("operand bundle tag must be a StringAttr"));
        }
    }
    let got = tags.map(|t| t.len()).unwrap_or(0);
    if n != got {
        return Err(op.emit_error(format!(
            "expected {n} operand bundle tags, but actually got {got}"
        )));
    }
    Ok(())
}

/// `LandingpadOp::verify`: in a function with a personality, with a clause
/// or `cleanup`, each catch clause a known constant.
pub(crate) fn verify_landingpad(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if let Some(parent) = op.parent_data() {
        if ctx.ident_bytes(parent.name) == b"llvm.func"
            && parent
                .properties()
                .and_then(|p| ctx.dictionary_get(p, b"personality"))
                .is_none()
        {
            return Err(
                op.emit_error("llvm.landingpad needs to be in a function with a personality")
            );
        }
    }
    if op.prop("cleanup").is_none() && op.num_operands() == 0 {
        return Err(op.emit_error(
            "landingpad instruction expects at least one clause or cleanup attribute",
        ));
    }
    for (i, v) in op.operands().into_iter().enumerate() {
        if array_parts(ctx, op.body.value_type(v)).is_some() {
            continue;
        }
        let def = op.defining_op(v);
        let name = def.as_ref().map(|d| d.name_str().into_owned());
        match name.as_deref() {
            Some("llvm.bitcast") => {
                let d = def.unwrap();
                let arg_def = d.defining_op(d.operand(0));
                if arg_def.is_some_and(|a| a.name_str() == "llvm.mlir.addressof") {
                    continue;
                }
                let diag = *op.emit_error("constant clauses expected");
                return Err(Box::new(diag.with_note(
                    d.loc(),
                    "global addresses expected as operand to bitcast used in clauses for landingpad",
                )));
            }
            Some("llvm.mlir.zero") | Some("llvm.mlir.addressof") => continue,
            _ => {
                return Err(op.emit_error(format!(
                    "clause #{i} is not a known constant - null, addressof, bitcast"
                )))
            }
        }
    }
    Ok(())
}

/// `verifyCallOpVarCalleeType`: a `vararg(..)` type is variadic and agrees
/// with the call's arguments and result.
pub(crate) fn verify_var_callee_type(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(var) = op
        .prop("var_callee_type")
        .and_then(|a| ctx.type_value(a))
        .and_then(|t| func_parts(ctx, t))
    else {
        return Ok(());
    };
    if !var.var_arg {
        return Err(op.emit_op_error("expected var_callee_type to be a variadic function type"));
    }
    let callee_operands = op.operand_group(0).to_vec();
    let args = if op.prop("callee").is_some() {
        &callee_operands[..]
    } else {
        callee_operands.get(1..).unwrap_or_default()
    };
    if var.params.len() > args.len() {
        return Err(op.emit_op_error(format!(
            "expected var_callee_type to have at most {} parameters",
            args.len()
        )));
    }
    for (&param, &arg) in var.params.iter().zip(args) {
        let t = op.body.value_type(arg);
        if param != t {
            return Err(op.emit_op_error(format!(
                "var_callee_type parameter type mismatch: {} != {}",
                quoted_type(ctx, param),
                quoted_type(ctx, t)
            )));
        }
    }
    if op.num_results() == 0 {
        if !is_void(ctx, var.result) {
            return Err(op.emit_op_error("expected var_callee_type to return void"));
        }
    } else if op.result_type(0) != var.result {
        return Err(op.emit_op_error(format!(
            "var_callee_type return type mismatch: {} != {}",
            quoted_type(ctx, var.result),
            quoted_type(ctx, op.result_type(0))
        )));
    }
    Ok(())
}

/// Whether `loc` holds a `fused<#llvm.di_subprogram<..>>` location
/// (`findInstanceOf<FusedLocWith<DISubprogramAttr>>`).
fn has_subprogram(ctx: &rmlir_ir::Context, loc: rmlir_ir::Location) -> bool {
    match ctx.attr_kind(loc.0) {
        AttrKind::FusedLoc {
            metadata,
            locations,
        } => {
            metadata.is_some_and(|m| {
                ctx.as_dialect_attr(m, &crate::debuginfo::DI_SUBPROGRAM)
                    .is_some()
            }) || locations.iter().any(|&l| has_subprogram(ctx, l))
        }
        AttrKind::NameLoc { child, .. } => child.is_some_and(|c| has_subprogram(ctx, c)),
        AttrKind::CallSiteLoc { callee, caller } => {
            has_subprogram(ctx, *callee) || has_subprogram(ctx, *caller)
        }
        _ => false,
    }
}

/// `verifyCallOpDebugInfo`: in a function with a subprogram location, a
/// call of a defined function with one has a known location.
fn verify_call_debug_info(op: &OpView<'_>, callee: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if callee.num_regions() == 0 || callee.region(0).is_empty() {
        return Ok(());
    }
    let Some(parent) = op.parent_data() else {
        return Ok(());
    };
    let is_function = parent
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"function_type"))
        .is_some();
    if !is_function || !has_subprogram(ctx, parent.loc) || !has_subprogram(ctx, callee.loc()) {
        return Ok(());
    }
    if matches!(ctx.attr_kind(op.loc().0), AttrKind::UnknownLoc) {
        return Err(op.emit_error(
            "inlinable function call in a function with a DISubprogram location must have a debug location",
        ));
    }
    Ok(())
}
