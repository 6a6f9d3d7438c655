//! `llvm.func`: its custom syntax (linkage, visibility, unnamed_addr and
//! calling convention keywords before the name; an LLVM function type),
//! its checks, and the checks of LLVM parameter attributes
//! (`llvm.noalias`, `llvm.byval`, ...) on function arguments and results.

use rmlir_interfaces::function::{
    add_arg_and_result_attrs, parse_function_argument_list, parse_function_result_list,
    print_function_signature_and_body_with, verify_function_signature, FunctionAttrNames,
    FUNC_ATTR_NAMES,
};
use rmlir_ir::asm::{Argument, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::op_def::{EnumDef, VerifyResult};
use rmlir_ir::{AttrKind, Context, NamedAttr, OpView, Type};

use crate::attrs::*;
use crate::types::*;

const NAMES: FunctionAttrNames = FUNC_ATTR_NAMES;

/// `parseOptionalLLVMKeyword`: one of the enum's (non-empty) keywords.
pub(crate) fn parse_optional_enum_keyword(p: &mut dyn OpAsmParser<'_>, e: &EnumDef) -> Option<i64> {
    for &(kw, v) in e.cases {
        if !kw.is_empty() && p.parse_optional_keyword(kw) {
            return Some(v);
        }
    }
    None
}

/// The argument and result types of `llvm.func`'s function type (no
/// result for `void`) and whether it is variadic.
pub(crate) fn signature(op: &OpView<'_>) -> Option<(Vec<Type>, Vec<Type>, bool)> {
    let t = op
        .any_attr("function_type")
        .and_then(|a| op.ctx.type_value(a))?;
    let f = func_parts(op.ctx, t)?;
    let results = if is_void(op.ctx, f.result) {
        Vec::new()
    } else {
        vec![f.result]
    };
    Some((f.params, results, f.var_arg))
}

pub(crate) fn parse_func(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let i64t = ctx.int_type(64);
    let linkage = parse_optional_enum_keyword(p, &LINKAGE).unwrap_or(0);
    st.set_prop(ctx, "linkage", linkage_attr(ctx, linkage));
    let visibility = parse_optional_enum_keyword(p, &VISIBILITY).unwrap_or(0);
    st.set_prop(ctx, "visibility_", ctx.integer_attr(i64t, visibility));
    let unnamed = parse_optional_enum_keyword(p, &UNNAMED_ADDR).unwrap_or(0);
    st.set_prop(ctx, "unnamed_addr", ctx.integer_attr(i64t, unnamed));
    let cconv = parse_optional_enum_keyword(p, &CCONV).unwrap_or(0);
    st.set_prop(ctx, "CConv", cconv_attr(ctx, cconv));
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected valid '@'-identifier for symbol name"));
    };
    st.set_prop(ctx, "sym_name", name);
    let mut args: Vec<Argument> = Vec::new();
    let var_arg = parse_function_argument_list(p, true, &mut args)?;
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        parse_function_result_list(p, &mut result_types, &mut result_attrs)?;
    }
    let fail = |p: &mut dyn OpAsmParser<'_>, msg: String| {
        Err(p.emit_error(loc, &format!("failed to construct function type: {msg}")))
    };
    if result_types.len() > 1 {
        return fail(p, "expected zero or one function result".into());
    }
    let params: Vec<Type> = args.iter().map(|a| a.ty).collect();
    if params.iter().any(|&t| !is_compatible_type(ctx, t)) {
        return fail(p, "expected LLVM type for function arguments".into());
    }
    let result = result_types
        .first()
        .copied()
        .unwrap_or_else(|| void_type(ctx));
    if !is_compatible_type(ctx, result) {
        let t = rmlir_ir::op_verify::quoted_type(ctx, result);
        return fail(p, format!("expected LLVM type for function results{t}"));
    }
    if let Err(m) = check_func_type(ctx, result, &params) {
        return Err(p.emit_error(loc, &m));
    }
    let fty = func_type(ctx, result, &params, var_arg);
    st.set_prop(ctx, "function_type", ctx.type_attr(fty));
    crate::func_attrs::parse_func_clauses(p, st)?;
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    st.attrs.extend(parsed);
    let arg_attrs: Vec<_> = args.iter().map(|a| a.attrs).collect();
    add_arg_and_result_attrs(p, st, &arg_attrs, &result_attrs, NAMES);
    if !p.parse_optional_region(st, &args, false)? {
        st.regions.push(Default::default());
    }
    Ok(())
}

pub(crate) fn print_func(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    let value = |name: &str| {
        crate::attrs::set_attr(op, name)
            .and_then(|a| enum_value(ctx, a))
            .unwrap_or(0)
    };
    for (e, v) in [
        (&LINKAGE, value("linkage")),
        (&VISIBILITY, value("visibility_")),
        (&UNNAMED_ADDR, value("unnamed_addr")),
        (&CCONV, value("CConv")),
    ] {
        // The default cases print nothing (`external` and `ccc` have a
        // keyword but are the defaults).
        if v != 0 {
            p.write_str(case_name(e, v));
            p.write_str(" ");
        }
    }
    let name = op
        .any_attr("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    let (inputs, results, var_arg) = signature(op).unwrap_or_default();
    print_function_signature_and_body_with(
        op,
        p,
        var_arg,
        NAMES,
        &inputs,
        &results,
        &[
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
        &|p| crate::func_attrs::print_func_clauses(op, p),
    );
}

/// `LLVMFuncOp::verify` and the `FunctionOpInterface` checks.
pub(crate) fn verify_func(op: &OpView<'_>) -> VerifyResult {
    let (inputs, results, _) = signature(op).unwrap_or_default();
    verify_function_signature(op, NAMES, &inputs, &results)?;
    let ctx = op.ctx;
    let linkage = op
        .any_attr("linkage")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    const EXTERNAL: i64 = 0;
    const EXTERN_WEAK: i64 = 9;
    const COMMON: i64 = 10;
    if linkage == COMMON {
        return Err(op.emit_op_error("functions cannot have 'common' linkage"));
    }
    if op.region(0).is_empty() {
        if linkage != EXTERNAL && linkage != EXTERN_WEAK {
            return Err(op.emit_op_error(
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    }
    let has = |n: &str| crate::attrs::set_attr(op, n).is_some();
    if has("no_inline") && has("always_inline") {
        return Err(op.emit_error("no_inline and always_inline attributes are incompatible"));
    }
    if has("optimize_none") && !has("no_inline") {
        return Err(op.emit_op_error("with optimize_none must also be no_inline"));
    }
    verify_body_ops(op)
}

/// The checks of `LLVMFuncOp::verify` over the body: one landing pad (and
/// resume) type per function, and distinct block tags.
fn verify_body_ops(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let body = op.region(0);
    // One walk comparing interned names, not two comparing bytes: every op
    // of every function is looked at for these rare ones.
    let (landingpad, resume, blocktag) = (
        ctx.ident("llvm.landingpad"),
        ctx.ident("llvm.resume"),
        ctx.ident("llvm.blocktag"),
    );
    let mut landingpad_type = None;
    let mut tags = std::collections::HashSet::new();
    // Upstream checks the landing pads of the whole function before the
    // tags: a landing pad mismatch anywhere wins over a duplicate tag, so
    // the first duplicate is only reported once the walk is done.
    let mut duplicate = None;
    for b in body.blocks() {
        for o in body.body.block_ops(b) {
            let name = body.body.op(o).name;
            if name == landingpad || name == resume {
                check_landingpad_type(op, o, landingpad, &mut landingpad_type)?;
            } else if name == blocktag && duplicate.is_none() {
                if let Some(tag) = op.nested(o).and_then(|t| t.prop("tag")) {
                    if !tags.insert(tag) {
                        duplicate = Some((o, tag));
                    }
                }
            }
        }
    }
    if let Some((o, tag)) = duplicate {
        let id = ctx
            .as_dialect_attr(tag, &crate::blocks::BLOCK_TAG_ATTR_DEF)
            .map_or(0, |t| t.int(0));
        let tag_op = op.nested(o).expect("a block tag op of the body");
        return Err(tag_op.emit_error(format!("duplicate block tag '{id}' in the same function: ")));
    }
    Ok(())
}

/// Checks that landing pad or resume op `o` uses the function's one
/// landing pad type (the first such op sets it).
fn check_landingpad_type(
    op: &OpView<'_>,
    o: rmlir_ir::OpId,
    landingpad: rmlir_ir::Ident,
    landingpad_type: &mut Option<Type>,
) -> VerifyResult {
    let body = op.region(0).body;
    let (ty, msg) = if body.op(o).name == landingpad {
        let Some(r) = body.results(o).next() else {
            return Ok(());
        };
        (
            body.value_type(r),
            "'llvm.landingpad' should have a consistent result type inside a function",
        )
    } else {
        let Some(v) = body.operands(o).next() else {
            return Ok(());
        };
        (
            body.value_type(v),
            "'llvm.resume' should have a consistent input type inside a function",
        )
    };
    match *landingpad_type {
        None => *landingpad_type = Some(ty),
        Some(t) if t != ty => return Err(op.emit_error(msg)),
        _ => {}
    }
    Ok(())
}

/// `LLVMFuncOp::verifyRegions`.
pub(crate) fn verify_func_regions(op: &OpView<'_>) -> VerifyResult {
    let body = op.region(0);
    if body.is_empty() {
        return Ok(());
    }
    for (i, &v) in body.entry_args().iter().enumerate() {
        if !is_compatible_type(op.ctx, body.body.value_type(v)) {
            return Err(op.emit_op_error(format!("entry block argument #{i} is not of LLVM type")));
        }
    }
    Ok(())
}

/// The function-like op's argument and result types, read from an LLVM
/// or a builtin function type.
fn function_types(op: &OpView<'_>) -> (Vec<Type>, Vec<Type>) {
    match signature(op) {
        Some((i, r, _)) => (i, r),
        None => rmlir_interfaces::function::function_type(op, NAMES),
    }
}

/// `LLVMDialect::verifyParameterAttribute`.
fn verify_parameter_attribute(op: &OpView<'_>, ty: Type, attr: NamedAttr) -> VerifyResult {
    let ctx: &Context = op.ctx;
    let name = ctx.ident_bytes(attr.name);
    let quoted = format!("\"{}\"", String::from_utf8_lossy(name));
    let value = ctx.attr_kind(attr.value);
    let verify_type = is_compatible_type(ctx, ty);
    let unit = || match value {
        AttrKind::Unit => Ok(()),
        _ => Err(op.emit_error(format!("{quoted} should be a unit attribute"))),
    };
    let type_attr = || match value {
        AttrKind::Type(_) => Ok(()),
        _ => Err(op.emit_error(format!("{quoted} should be a type attribute"))),
    };
    let int_attr = || match value {
        AttrKind::Integer { .. } => Ok(()),
        _ => Err(op.emit_error(format!("{quoted} should be an integer attribute"))),
    };
    let pointer = || {
        if verify_type && ptr_address_space(ctx, ty).is_none() {
            return Err(op.emit_error(format!(
                "{quoted} attribute attached to non-pointer LLVM type"
            )));
        }
        Ok(())
    };
    let integer = || {
        if verify_type && !matches!(ctx.type_kind(ty), rmlir_ir::TypeKind::Integer { .. }) {
            return Err(op.emit_error(format!(
                "{quoted} attribute attached to non-integer LLVM type"
            )));
        }
        Ok(())
    };
    let short = name.strip_prefix(b"llvm.").unwrap_or(b"");
    match short {
        b"noalias" | b"readonly" | b"readnone" | b"writeonly" | b"nest" | b"nocapture"
        | b"nofree" | b"nonnull" => {
            unit()?;
            pointer()
        }
        b"sret" | b"byval" | b"byref" | b"elementtype" | b"inalloca" | b"preallocated" => {
            type_attr()?;
            pointer()
        }
        b"signext" | b"zeroext" => {
            unit()?;
            integer()
        }
        b"align" | b"dereferenceable" | b"dereferenceable_or_null" => {
            int_attr()?;
            pointer()
        }
        b"alignstack" => int_attr(),
        b"noundef" | b"inreg" | b"returned" => unit(),
        _ => Ok(()),
    }
}

/// `LLVMDialect::verifyRegionArgAttribute`.
pub(crate) fn verify_arg_attribute(
    op: &OpView<'_>,
    _region: u32,
    arg: u32,
    attr: NamedAttr,
) -> VerifyResult {
    let (inputs, _) = function_types(op);
    match inputs.get(arg as usize) {
        Some(&t) => verify_parameter_attribute(op, t, attr),
        None => Ok(()),
    }
}

/// `LLVMDialect::verifyRegionResultAttribute`.
pub(crate) fn verify_result_attribute(
    op: &OpView<'_>,
    _region: u32,
    res: u32,
    attr: NamedAttr,
) -> VerifyResult {
    let (_, results) = function_types(op);
    let Some(&t) = results.get(res as usize) else {
        return Ok(());
    };
    if is_void(op.ctx, t) {
        return Err(
            op.emit_error("cannot attach result attributes to functions with a void return")
        );
    }
    let name = op.ctx.ident_bytes(attr.name);
    let short = name.strip_prefix(b"llvm.").unwrap_or(b"");
    const NOT_FOR_RESULTS: &[&[u8]] = &[
        b"allocalign",
        b"allocptr",
        b"byval",
        b"byref",
        b"inalloca",
        b"nest",
        b"nocapture",
        b"nofree",
        b"preallocated",
        b"readnone",
        b"readonly",
        b"returned",
        b"alignstack",
        b"sret",
        b"writeonly",
    ];
    if NOT_FOR_RESULTS.contains(&short) {
        return Err(op.emit_error(format!(
            "\"{}\" is not a valid result attribute",
            String::from_utf8_lossy(name)
        )));
    }
    verify_parameter_attribute(op, t, attr)
}

/// `verifyComdat` of `llvm.func` and `llvm.mlir.global`: a `comdat`
/// names a `llvm.comdat_selector`.
pub(crate) fn verify_comdat_use(
    op: &OpView<'_>,
    tables: &rmlir_ir::symbols::SymbolTables<'_>,
) -> VerifyResult {
    let Some(c) = op.prop("comdat") else {
        return Ok(());
    };
    let is_selector = tables
        .lookup_nearest(op.op_ref(), c)
        .is_some_and(|t| t.name_str() == "llvm.comdat_selector");
    if !is_selector {
        return Err(op.emit_error("expected comdat symbol"));
    }
    Ok(())
}
