//! Function-like ops (upstream's `FunctionOpInterface` and
//! `function_interface_impl`): the shared custom syntax
//! `[visibility] @name(%arg: type {attrs}, ...) -> (type {attrs}) attributes {...} {body}`
//! and the signature checks.

use rmlir_ir::asm::{
    Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
    UnresolvedOperand,
};
use rmlir_ir::attributes::AttrKind;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{Attribute, NamedAttr, OpView, Type, TypeKind};

/// Attribute names of a function-like op.
#[derive(Copy, Clone, Debug)]
pub struct FunctionAttrNames {
    /// The function type attribute (`function_type`).
    pub function_type: &'static str,
    /// The argument attributes array (`arg_attrs`).
    pub arg_attrs: &'static str,
    /// The result attributes array (`res_attrs`).
    pub res_attrs: &'static str,
}

/// The names `func.func` uses.
pub const FUNC_ATTR_NAMES: FunctionAttrNames = FunctionAttrNames {
    function_type: "function_type",
    arg_attrs: "arg_attrs",
    res_attrs: "res_attrs",
};

fn named(p: &dyn OpAsmParser<'_>, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: p.ctx().ident(name),
        value,
    }
}

/// `parseFunctionArgumentList`: `(` args `)` where either every argument
/// has an SSA name or none has; `...` ends a variadic list.
pub fn parse_function_argument_list(
    p: &mut dyn OpAsmParser<'_>,
    allow_variadic: bool,
    args: &mut Vec<Argument>,
) -> ParseResult<bool> {
    let mut is_variadic = false;
    rmlir_ir::asm::comma_separated_list(p, Delimiter::Paren, "", &mut |p| {
        if is_variadic {
            let loc = p.current_loc();
            return Err(p.emit_error(
                loc,
                "variadic arguments must be in the end of the argument list",
            ));
        }
        if allow_variadic && p.parse_optional_punct(Punct::Ellipsis) {
            is_variadic = true;
            return Ok(());
        }
        match p.parse_optional_argument(true, true)? {
            Some(a) => {
                if args.last().is_some_and(|prev| prev.ssa.name_len == 0) {
                    return Err(p.emit_error(a.ssa.loc, "expected type instead of SSA identifier"));
                }
                args.push(a);
            }
            None => {
                let loc = p.current_loc();
                if args.last().is_some_and(|prev| prev.ssa.name_len != 0) {
                    return Err(p.emit_error(loc, "expected SSA identifier"));
                }
                let ty = p.parse_type()?;
                let mut attrs = Vec::new();
                p.parse_optional_attr_dict(&mut attrs)?;
                let src_loc = p.parse_optional_location_specifier()?;
                let attrs = (!attrs.is_empty()).then(|| p.ctx().dictionary_attr(attrs));
                args.push(Argument {
                    ssa: UnresolvedOperand {
                        loc,
                        name_len: 0,
                        number: 0,
                    },
                    ty,
                    attrs,
                    loc: src_loc,
                });
            }
        }
        Ok(())
    })?;
    Ok(is_variadic)
}

/// `parseFunctionResultList`: one type, or `(type {attrs}, ...)`.
pub fn parse_function_result_list(
    p: &mut dyn OpAsmParser<'_>,
    types: &mut Vec<Type>,
    attrs: &mut Vec<Option<Attribute>>,
) -> ParseResult<()> {
    if !p.parse_optional_punct(Punct::LParen) {
        types.push(p.parse_type()?);
        attrs.push(None);
        return Ok(());
    }
    if p.parse_optional_punct(Punct::RParen) {
        return Ok(());
    }
    rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
        types.push(p.parse_type()?);
        let mut a = Vec::new();
        p.parse_optional_attr_dict(&mut a)?;
        attrs.push((!a.is_empty()).then(|| p.ctx().dictionary_attr(a)));
        Ok(())
    })?;
    p.parse_punct(Punct::RParen)
}

/// `addArgAndResultAttrs`: the argument and result attribute arrays, when
/// any entry is non-empty.
pub fn add_arg_and_result_attrs(
    p: &dyn OpAsmParser<'_>,
    st: &mut ParseState,
    arg_attrs: &[Option<Attribute>],
    res_attrs: &[Option<Attribute>],
    names: FunctionAttrNames,
) {
    let ctx = p.ctx();
    let array = |v: &[Option<Attribute>]| {
        let items: Vec<Attribute> = v
            .iter()
            .map(|a| a.unwrap_or_else(|| ctx.empty_dictionary()))
            .collect();
        ctx.array_attr(&items)
    };
    let non_empty = |v: &[Option<Attribute>]| {
        v.iter()
            .any(|a| a.is_some_and(|a| !ctx.dictionary_entries(a).is_empty()))
    };
    if non_empty(arg_attrs) {
        st.attrs.push(named(p, names.arg_attrs, array(arg_attrs)));
    }
    if non_empty(res_attrs) {
        st.attrs.push(named(p, names.res_attrs, array(res_attrs)));
    }
}

/// `function_interface_impl::parseFunctionOp` with the plain function
/// type builder.
pub fn parse_function_op(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    allow_variadic: bool,
    names: FunctionAttrNames,
) -> ParseResult<()> {
    let ctx = p.ctx();
    for kw in ["public", "private", "nested"] {
        if p.parse_optional_keyword(kw) {
            st.attrs
                .push(named(p, "sym_visibility", ctx.string_attr(kw)));
            break;
        }
    }
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected valid '@'-identifier for symbol name"));
    };
    st.attrs.push(named(p, "sym_name", name));
    let mut args: Vec<Argument> = Vec::new();
    parse_function_argument_list(p, allow_variadic, &mut args)?;
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        parse_function_result_list(p, &mut result_types, &mut result_attrs)?;
    }
    let arg_types: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fty = ctx.function_type(&arg_types, &result_types);
    st.attrs
        .push(named(p, names.function_type, ctx.type_attr(fty)));
    let dict_loc = p.current_loc();
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    for disallowed in ["sym_visibility", "sym_name", names.function_type] {
        if parsed
            .iter()
            .any(|na| ctx.ident_bytes(na.name) == disallowed.as_bytes())
        {
            return Err(p.emit_error(
                dict_loc,
                &format!("'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    st.attrs.extend(parsed);
    let arg_attrs: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    add_arg_and_result_attrs(p, st, &arg_attrs, &result_attrs, names);
    let body_loc = p.current_loc();
    if p.parse_optional_region(st, &args, false)? {
        if st.regions.last().is_some_and(|r| r.is_empty()) {
            return Err(p.emit_error(body_loc, "expected non-empty function body"));
        }
    } else {
        st.regions.push(Default::default());
    }
    Ok(())
}

/// The function type of a function-like op.
pub fn function_type(op: &OpView<'_>, names: FunctionAttrNames) -> (Vec<Type>, Vec<Type>) {
    match op
        .any_attr(names.function_type)
        .and_then(|a| op.ctx.type_value(a))
    {
        Some(t) => match op.ctx.type_kind(t) {
            TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
            _ => (Vec::new(), Vec::new()),
        },
        None => (Vec::new(), Vec::new()),
    }
}

fn dict_entries(op: &OpView<'_>, arr: Option<Attribute>, i: usize) -> Vec<NamedAttr> {
    arr.and_then(|a| match op.ctx.attr_kind(a) {
        AttrKind::Array(e) => e.get(i).copied(),
        _ => None,
    })
    .map(|d| op.ctx.dictionary_entries(d).to_vec())
    .unwrap_or_default()
}

/// `function_interface_impl::printFunctionOp`.
pub fn print_function_op(
    op: &OpView<'_>,
    p: &mut dyn OpAsmPrinter,
    is_variadic: bool,
    names: FunctionAttrNames,
) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(v) = op.any_attr("sym_visibility").and_then(|a| ctx.str_value(a)) {
        p.write_bytes(v);
        p.write_str(" ");
    }
    let name = op
        .any_attr("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    let (inputs, results) = function_type(op, names);
    print_function_signature_and_body(op, p, is_variadic, names, &inputs, &results, &[]);
}

/// What follows a function-like op's name: its signature
/// (`printFunctionSignature`), its attributes but `names`, the symbol
/// attributes and `elided`, then its body; for ops whose function type is
/// not a builtin `FunctionType`.
pub fn print_function_signature_and_body(
    op: &OpView<'_>,
    p: &mut dyn OpAsmPrinter,
    is_variadic: bool,
    names: FunctionAttrNames,
    inputs: &[Type],
    results: &[Type],
    elided: &[&str],
) {
    // These ops print their visibility before the name.
    let mut all_elided = vec!["sym_visibility"];
    all_elided.extend_from_slice(elided);
    print_function_signature_and_body_with(
        op,
        p,
        is_variadic,
        names,
        inputs,
        results,
        &all_elided,
        &|_| {},
    );
}

/// [`print_function_signature_and_body`] with `after_signature` printing
/// the op's own clauses between the signature and the attributes (as
/// `llvm.func`'s `vscale_range(..)` and `comdat(..)`), and
/// `sym_visibility` among the attributes unless `elided` names it
/// (upstream's `printFunctionAttributes` elides only the symbol name).
#[allow(clippy::too_many_arguments)]
pub fn print_function_signature_and_body_with(
    op: &OpView<'_>,
    p: &mut dyn OpAsmPrinter,
    is_variadic: bool,
    names: FunctionAttrNames,
    inputs: &[Type],
    results: &[Type],
    elided: &[&str],
    after_signature: &dyn Fn(&mut dyn OpAsmPrinter),
) {
    let ctx = op.ctx;
    let body = op.region(0);
    let external = body.is_empty();
    let arg_attrs = op.any_attr(names.arg_attrs);
    p.write_str("(");
    let entry_args = body.entry_args();
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = dict_entries(op, arg_attrs, i);
        if !external {
            match entry_args.get(i) {
                Some(&v) => p.print_region_argument(body.body_id, v, &attrs, false),
                None => p.print_type(t),
            }
        } else {
            p.print_type(t);
            p.print_optional_attr_dict(&attrs, &[]);
        }
    }
    if is_variadic {
        if !inputs.is_empty() {
            p.write_str(", ");
        }
        p.write_str("...");
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let res_attrs = op.any_attr(names.res_attrs);
        let needs_parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || !dict_entries(op, res_attrs, 0).is_empty();
        if needs_parens {
            p.write_str("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
            if res_attrs.is_some() {
                p.print_optional_attr_dict(&dict_entries(op, res_attrs, i), &[]);
            }
        }
        if needs_parens {
            p.write_str(")");
        }
    }
    after_signature(p);
    let attrs = op.all_attrs();
    let mut all_elided = vec![
        "sym_name",
        names.function_type,
        names.arg_attrs,
        names.res_attrs,
    ];
    all_elided.extend_from_slice(elided);
    p.print_optional_attr_dict_with_keyword(&attrs, &all_elided);
    if !external {
        p.write_str(" ");
        p.print_region(body, false, true, false);
    }
}

/// `FunctionOpInterface::verifyTrait`: argument and result attribute
/// arrays, one region, and the entry block matching the signature.
pub fn verify_function(op: &OpView<'_>, names: FunctionAttrNames) -> VerifyResult {
    let (inputs, results) = function_type(op, names);
    verify_function_signature(op, names, &inputs, &results)
}

/// [`verify_function`] for an op whose function type is not a builtin
/// `FunctionType`: its argument and result types are given.
pub fn verify_function_signature(
    op: &OpView<'_>,
    names: FunctionAttrNames,
    inputs: &[Type],
    results: &[Type],
) -> VerifyResult {
    let ctx = op.ctx;
    for (attr, count, what) in [
        (names.arg_attrs, inputs.len(), "argument"),
        (names.res_attrs, results.len(), "result"),
    ] {
        let Some(all) = op.any_attr(attr) else {
            continue;
        };
        let AttrKind::Array(items) = ctx.attr_kind(all) else {
            continue;
        };
        let plural = if what == "argument" {
            "arguments"
        } else {
            "results"
        };
        let of = if what == "argument" {
            "function arguments"
        } else {
            "function results"
        };
        if items.len() != count {
            return Err(op.emit_op_error(format!(
                "expects {what} attribute array to have the same number of elements as the number of {of}, got {}, but expected {count}",
                items.len()
            )));
        }
        for (i, &d) in items.iter().enumerate() {
            let AttrKind::Dictionary(entries) = ctx.attr_kind(d) else {
                return Err(op.emit_op_error(format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    rmlir_ir::printer::attr_to_string(ctx, d)
                )));
            };
            for &na in entries.iter() {
                if !ctx.ident_bytes(na.name).contains(&b'.') {
                    return Err(
                        op.emit_op_error(format!("{plural} may only have dialect attributes"))
                    );
                }
                let Some(dialect) = rmlir_ir::op_verify::attr_name_dialect(ctx, na.name) else {
                    continue;
                };
                let hook = if what == "argument" {
                    dialect.verify_region_arg_attribute
                } else {
                    dialect.verify_region_result_attribute
                };
                if let Some(f) = hook {
                    f(op, 0, i as u32, na)?;
                }
            }
        }
    }
    if op.num_regions() != 1 {
        return Err(op.emit_op_error("expects one region"));
    }
    let body = op.region(0);
    if body.is_empty() {
        return Ok(());
    }
    let args = body.entry_args();
    if args.len() != inputs.len() {
        return Err(op.emit_op_error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        )));
    }
    for (i, (&v, &t)) in args.iter().zip(inputs).enumerate() {
        let at = body.body.value_type(v);
        if at != t {
            return Err(op.emit_op_error(format!(
                "type of entry block argument #{i}({}) must match the type of the corresponding argument in function signature({})",
                rmlir_ir::op_verify::quoted_type(ctx, at),
                rmlir_ir::op_verify::quoted_type(ctx, t)
            )));
        }
    }
    Ok(())
}
