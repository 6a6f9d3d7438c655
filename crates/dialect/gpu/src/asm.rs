//! Custom assembly of the gpu dialect: the `custom<...>` directives of
//! `GPUOps.td` and the hand-written syntax of `gpu.func`, `gpu.launch` and
//! `gpu.warp_execute_on_lane_0` (`GPUDialect.cpp`).

use rmlir_ir::asm::{
    Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::CustomDirective;
use rmlir_ir::{Attribute, NamedAttr, OpView, TypeKind, Value};

use crate::attrs::{all_reduce_op_attr, ALL_REDUCE_OP};
use crate::types::async_token_type;

fn named(p: &dyn OpAsmParser<'_>, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: p.ctx().ident(name),
        value,
    }
}

// ----- custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) -----

fn parse_async_dependencies(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let loc = p.current_loc();
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.emit_error(loc, "needs to be named when marked 'async'"));
        }
        *args[0].type_mut() = Some(async_token_type(p.ctx()));
    }
    let mut deps = Vec::new();
    p.parse_operand_list(&mut deps, Delimiter::OptionalSquare, None)?;
    *args[1].operands_mut() = deps;
    Ok(())
}

fn print_async_dependencies(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let has_token = args[0].ty().is_some();
    if has_token {
        p.write_str("async");
    }
    let deps = args[1].values();
    if deps.is_empty() {
        return;
    }
    if has_token {
        p.write_str(" ");
    }
    p.write_str("[");
    p.print_operands(op.body_id, deps);
    p.write_str("]");
}

/// `custom<AsyncDependencies>(...)`.
#[allow(non_upper_case_globals)]
pub(crate) static AsyncDependencies: CustomDirective = CustomDirective {
    parse: parse_async_dependencies,
    print: print_async_dependencies,
};

// ----- custom<AllReduceOperation>($op) -----

fn parse_all_reduce_operation(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    if let Some(kw) = p.parse_optional_keyword_any() {
        let Some(v) = ALL_REDUCE_OP.def.symbolize(&kw) else {
            let at = p.current_loc();
            return Err(p.emit_error(at, "invalid op kind"));
        };
        *args[0].attr_mut() = Some(all_reduce_op_attr(p.ctx(), v));
    }
    Ok(())
}

fn print_all_reduce_operation(p: &mut dyn OpAsmPrinter, _op: &OpView<'_>, args: &[CustomValue]) {
    if let Some(a) = args[0].attr() {
        p.print_stripped_attribute(a);
    }
}

/// `custom<AllReduceOperation>($op)`.
#[allow(non_upper_case_globals)]
pub(crate) static AllReduceOperation: CustomDirective = CustomDirective {
    parse: parse_all_reduce_operation,
    print: print_all_reduce_operation,
};

// ----- custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ)) -----

fn parse_launch_dim_type(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let ty = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        p.ctx().index_type()
    };
    *args[0].type_mut() = Some(ty);
    let has_cluster = matches!(&args[1], CustomValue::Operand(Some(_)));
    if has_cluster {
        for a in &mut args[2..5] {
            *a.type_mut() = Some(ty);
        }
    }
    Ok(())
}

fn print_launch_dim_type(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    if let Some(t) = args[0].ty() {
        if !matches!(op.ctx.type_kind(t), TypeKind::Index) {
            p.write_str(": ");
            p.print_type(t);
        }
    }
}

/// `custom<LaunchDimType>(...)`.
#[allow(non_upper_case_globals)]
pub(crate) static LaunchDimType: CustomDirective = CustomDirective {
    parse: parse_launch_dim_type,
    print: print_launch_dim_type,
};

// ----- custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) -----

fn parse_launch_func_operands(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    if !p.parse_optional_keyword("args") {
        return Ok(());
    }
    let mut ops = Vec::new();
    let mut tys = Vec::new();
    rmlir_ir::asm::comma_separated_list(p, Delimiter::Paren, " in argument list", &mut |p| {
        ops.push(p.parse_operand()?);
        p.parse_punct(Punct::Colon)?;
        tys.push(p.parse_type()?);
        Ok(())
    })?;
    *args[0].operands_mut() = ops;
    *args[1].types_mut() = tys;
    Ok(())
}

fn print_launch_func_operands(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let vals = args[0].values();
    if vals.is_empty() {
        return;
    }
    p.write_str("args(");
    for (i, &v) in vals.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(op.body_id, v);
        p.write_str(" : ");
        p.print_type(op.value_type(v));
    }
    p.write_str(")");
}

/// `custom<LaunchFuncOperands>(...)`.
#[allow(non_upper_case_globals)]
pub(crate) static LaunchFuncOperands: CustomDirective = CustomDirective {
    parse: parse_launch_func_operands,
    print: print_launch_func_operands,
};

// ----- attributions -----

/// `parseAttributions`: `keyword(%a : type {attrs}, ...)` if present,
/// appended to `args`; the attribute array when any has attributes.
fn parse_attributions(
    p: &mut dyn OpAsmParser<'_>,
    keyword: &str,
    args: &mut Vec<Argument>,
) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword(keyword) {
        return Ok(None);
    }
    let existing = args.len();
    p.parse_argument_list(args, Delimiter::Paren, true, true)?;
    let ctx = p.ctx();
    let new = &args[existing..];
    let had_attrs = new.iter().any(|a| {
        a.attrs
            .is_some_and(|d| !ctx.dictionary_entries(d).is_empty())
    });
    if !had_attrs {
        return Ok(None);
    }
    let items: Vec<Attribute> = new
        .iter()
        .map(|a| a.attrs.unwrap_or_else(|| ctx.empty_dictionary()))
        .collect();
    Ok(Some(ctx.array_attr(&items)))
}

/// `printAttributions`.
fn print_attributions(
    p: &mut dyn OpAsmPrinter,
    op: &OpView<'_>,
    keyword: &str,
    values: &[Value],
    attrs: Option<Attribute>,
) {
    if values.is_empty() {
        return;
    }
    let ctx = op.ctx;
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str("(");
    let items: &[Attribute] = match attrs.map(|a| ctx.attr_kind(a)) {
        Some(rmlir_ir::AttrKind::Array(e)) => e,
        _ => &[],
    };
    let body = op.region(0);
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(body.body_id, v);
        p.write_str(" : ");
        p.print_type(body.body.value_type(v));
        if let Some(&d) = items.get(i) {
            if let rmlir_ir::AttrKind::Dictionary(entries) = ctx.attr_kind(d) {
                p.print_optional_attr_dict(entries, &[]);
            }
        }
    }
    p.write_str(")");
}

/// The number of workgroup attributions an op records.
pub(crate) fn num_workgroup_attributions(op: &OpView<'_>) -> usize {
    op.any_attr("workgroup_attributions")
        .and_then(|a| op.ctx.int_value(a))
        .map(|v| v.max(0) as usize)
        .unwrap_or(0)
}

// ----- gpu.func -----

pub(crate) fn parse_func(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(loc, "expected valid '@'-identifier for symbol name"));
    };
    st.attrs.push(named(p, "sym_name", name));
    let sig_loc = p.current_loc();
    let mut args: Vec<Argument> = Vec::new();
    rmlir_interfaces::function::parse_function_argument_list(p, false, &mut args)?;
    let mut result_types = Vec::new();
    let mut result_attrs = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        rmlir_interfaces::function::parse_function_result_list(
            p,
            &mut result_types,
            &mut result_attrs,
        )?;
    }
    if args.first().is_some_and(|a| a.ssa.name_len == 0) {
        return Err(p.emit_error(sig_loc, "gpu.func requires named arguments"));
    }
    let arg_types: Vec<rmlir_ir::Type> = args.iter().map(|a| a.ty).collect();
    let fty = ctx.function_type(&arg_types, &result_types);
    st.attrs.push(named(p, "function_type", ctx.type_attr(fty)));
    let arg_attrs: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
    rmlir_interfaces::function::add_arg_and_result_attrs(
        p,
        st,
        &arg_attrs,
        &result_attrs,
        rmlir_interfaces::function::FUNC_ATTR_NAMES,
    );
    let num_inputs = args.len();
    let workgroup = parse_attributions(p, "workgroup", &mut args)?;
    let n = (args.len() - num_inputs) as i64;
    st.attrs.push(named(
        p,
        "workgroup_attributions",
        ctx.integer_attr(ctx.int_type(64), n),
    ));
    if let Some(w) = workgroup {
        st.attrs.push(named(p, "workgroup_attrib_attrs", w));
    }
    if let Some(pr) = parse_attributions(p, "private", &mut args)? {
        st.attrs.push(named(p, "private_attrib_attrs", pr));
    }
    if p.parse_optional_keyword("kernel") {
        st.attrs.push(named(p, "gpu.kernel", ctx.unit_attr()));
    }
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut parsed)?;
    st.attrs.extend(parsed);
    p.parse_region(st, &args, true)
}

pub(crate) fn print_func(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    let name = op
        .any_attr("sym_name")
        .and_then(|a| ctx.str_value(a))
        .unwrap_or(b"");
    p.print_symbol_name(name);
    let (inputs, results) =
        rmlir_interfaces::function::function_type(op, rmlir_interfaces::function::FUNC_ATTR_NAMES);
    let body = op.region(0);
    let external = body.is_empty();
    let arg_attrs = op.any_attr("arg_attrs");
    let dict_at = |arr: Option<Attribute>, i: usize| -> Vec<NamedAttr> {
        match arr.map(|a| ctx.attr_kind(a)) {
            Some(rmlir_ir::AttrKind::Array(e)) => e
                .get(i)
                .map(|&d| ctx.dictionary_entries(d).to_vec())
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    };
    p.write_str("(");
    let entry = body.entry_args();
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = dict_at(arg_attrs, i);
        match (external, entry.get(i)) {
            (false, Some(&v)) => p.print_region_argument(body.body_id, v, &attrs, false),
            _ => {
                p.print_type(t);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let res_attrs = op.any_attr("res_attrs");
        let needs_parens = results.len() > 1
            || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. })
            || !dict_at(res_attrs, 0).is_empty();
        if needs_parens {
            p.write_str("(");
        }
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(t);
            p.print_optional_attr_dict(&dict_at(res_attrs, i), &[]);
        }
        if needs_parens {
            p.write_str(")");
        }
    }
    let n_in = inputs.len().min(entry.len());
    let n_wg = num_workgroup_attributions(op).min(entry.len() - n_in);
    let workgroup = &entry[n_in..n_in + n_wg];
    let private = &entry[n_in + n_wg..];
    print_attributions(
        p,
        op,
        "workgroup",
        workgroup,
        op.any_attr("workgroup_attrib_attrs"),
    );
    print_attributions(
        p,
        op,
        "private",
        private,
        op.any_attr("private_attrib_attrs"),
    );
    if op.any_attr("gpu.kernel").is_some() {
        p.write_str(" kernel");
    }
    p.print_optional_attr_dict_with_keyword(
        &op.all_attrs(),
        &[
            "sym_name",
            "workgroup_attributions",
            "gpu.kernel",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    p.write_str(" ");
    p.print_region(body, false, true, false);
}

// ----- gpu.launch -----

/// `parseSizeAssignment`: `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`.
fn parse_size_assignment(
    p: &mut dyn OpAsmParser<'_>,
    sizes: &mut [rmlir_ir::asm::UnresolvedOperand],
    region_sizes: &mut [rmlir_ir::asm::UnresolvedOperand],
    indices: &mut [rmlir_ir::asm::UnresolvedOperand],
) -> ParseResult<()> {
    let mut ids = Vec::new();
    p.parse_operand_list(&mut ids, Delimiter::Paren, None)?;
    p.parse_keyword("in")?;
    p.parse_punct(Punct::LParen)?;
    for (slot, id) in indices.iter_mut().zip(ids) {
        *slot = id;
    }
    for i in 0..3 {
        if i != 0 {
            p.parse_punct(Punct::Comma)?;
        }
        region_sizes[i] = p.parse_operand()?;
        p.parse_punct(Punct::Equal)?;
        sizes[i] = p.parse_operand()?;
    }
    p.parse_punct(Punct::RParen)
}

pub(crate) fn parse_launch(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let blank = rmlir_ir::asm::UnresolvedOperand {
        loc: 0,
        name_len: 0,
        number: 0,
    };
    let mut sizes = vec![blank; 6];
    let mut region_args = vec![blank; 12];
    let loc = p.current_loc();
    let mut token = false;
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.emit_error(loc, "needs to be named when marked 'async'"));
        }
        token = true;
    }
    let mut deps = Vec::new();
    p.parse_operand_list(&mut deps, Delimiter::OptionalSquare, None)?;
    let tok = async_token_type(ctx);
    for &d in &deps {
        let v = p.resolve_operand(d, tok)?;
        st.operands.push(v);
    }
    if p.num_results() > 0 {
        if !token {
            let at = p.name_loc();
            return Err(p.emit_error(at, "gpu.launch requires 'async' keyword to return a value"));
        }
        st.result_types.push(tok);
    }
    let has_cluster = p.parse_optional_keyword("clusters");
    if has_cluster {
        sizes.resize(9, blank);
        region_args.resize(18, blank);
        let (s, r) = (&mut sizes[6..9], &mut region_args[..]);
        let (ids, rest) = r[12..18].split_at_mut(3);
        parse_size_assignment(p, s, rest, ids)?;
    }
    p.parse_keyword("blocks")?;
    {
        let (ids, rest) = region_args.split_at_mut(6);
        parse_size_assignment(p, &mut sizes[0..3], &mut rest[0..3], &mut ids[0..3])?;
    }
    p.parse_keyword("threads")?;
    {
        let (ids, rest) = region_args.split_at_mut(9);
        parse_size_assignment(p, &mut sizes[3..6], &mut rest[0..3], &mut ids[3..6])?;
    }
    let index = ctx.index_type();
    for &s in &sizes {
        let v = p.resolve_operand(s, index)?;
        st.operands.push(v);
    }
    let mut has_smem = false;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        has_smem = true;
        let u = p.parse_operand()?;
        let v = p.resolve_operand(u, ctx.int_type(32))?;
        st.operands.push(v);
    }
    for key in ["module", "function"] {
        if p.parse_optional_keyword(key) {
            p.parse_punct(Punct::LParen)?;
            let a = p.parse_attribute(None)?;
            p.parse_punct(Punct::RParen)?;
            st.attrs.push(named(p, key, a));
        }
    }
    let mut args: Vec<Argument> = region_args
        .iter()
        .map(|&u| Argument {
            ssa: u,
            ty: index,
            attrs: None,
            loc: None,
        })
        .collect();
    let config = args.len();
    parse_attributions(p, "workgroup", &mut args)?;
    let n_wg = (args.len() - config) as i64;
    st.attrs.push(named(
        p,
        "workgroup_attributions",
        ctx.integer_attr(ctx.int_type(64), n_wg),
    ));
    parse_attributions(p, "private", &mut args)?;
    p.parse_region(st, &args, false)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    let c = has_cluster as i32;
    let segments = [
        deps.len() as i32,
        1,
        1,
        1,
        1,
        1,
        1,
        c,
        c,
        c,
        has_smem as i32,
    ];
    st.set_prop(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&segments),
    );
    Ok(())
}

fn print_size_assignment(
    p: &mut dyn OpAsmPrinter,
    op: &OpView<'_>,
    size: &[Value],
    operands: &[Value],
    ids: &[Value],
) {
    let body = op.region(0);
    p.write_str("(");
    for (i, &v) in ids.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(body.body_id, v);
    }
    p.write_str(") in (");
    for i in 0..3 {
        if i > 0 {
            p.write_str(", ");
        }
        if let Some(&s) = size.get(i) {
            p.print_operand(body.body_id, s);
        }
        p.write_str(" = ");
        if let Some(&o) = operands.get(i) {
            p.print_operand(op.body_id, o);
        }
    }
    p.write_str(")");
}

pub(crate) fn print_launch(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let group = |i: usize| op.operand_group(i);
    if op.num_results() > 0 {
        p.write_str(" async");
        let deps = group(0);
        if !deps.is_empty() {
            p.write_str(" [");
            p.print_operands(op.body_id, &deps);
            p.write_str("]");
        }
    }
    let body = op.region(0);
    let args = body.entry_args();
    let arg = |r: std::ops::Range<usize>| -> &[Value] { args.get(r).unwrap_or(&[]) };
    let one = |i: usize| -> Vec<Value> { group(i).to_vec() };
    let cluster: Vec<Value> = [7, 8, 9].iter().flat_map(|&i| one(i)).collect();
    if cluster.len() == 3 {
        p.write_str(" clusters");
        print_size_assignment(p, op, arg(15..18), &cluster, arg(12..15));
    }
    let grid: Vec<Value> = [1, 2, 3].iter().flat_map(|&i| one(i)).collect();
    let block: Vec<Value> = [4, 5, 6].iter().flat_map(|&i| one(i)).collect();
    p.write_str(" blocks");
    print_size_assignment(p, op, arg(6..9), &grid, arg(0..3));
    p.write_str(" threads");
    print_size_assignment(p, op, arg(9..12), &block, arg(3..6));
    if let Some(&s) = group(10).first() {
        p.write_str(" dynamic_shared_memory_size ");
        p.print_operand(op.body_id, s);
    }
    for key in ["module", "function"] {
        if let Some(a) = op.any_attr(key) {
            if let rmlir_ir::AttrKind::SymbolRef { root, .. } = ctx.attr_kind(a) {
                p.write_str(" ");
                p.write_str(key);
                p.write_str("(");
                p.print_symbol_name(&ctx.ident_bytes(*root));
                p.write_str(")");
            }
        }
    }
    let config = if cluster.len() == 3 { 18 } else { 12 };
    let n_wg = num_workgroup_attributions(op);
    let wg = args
        .get(config..(config + n_wg).min(args.len()))
        .unwrap_or(&[]);
    let private = args.get((config + n_wg).min(args.len())..).unwrap_or(&[]);
    print_attributions(p, op, "workgroup", wg, None);
    print_attributions(p, op, "private", private, None);
    p.write_str(" ");
    p.print_region(body, false, true, false);
    p.print_optional_attr_dict(
        &op.all_attrs(),
        &[
            "operandSegmentSizes",
            "workgroup_attributions",
            "module",
            "function",
        ],
    );
}

// ----- gpu.subgroup_reduce -----

pub(crate) fn parse_subgroup_reduce(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut slot = [CustomValue::Attr(None)];
    parse_all_reduce_operation(p, st, &mut slot)?;
    if let CustomValue::Attr(Some(a)) = slot[0] {
        st.attrs.push(named(p, "op", a));
    }
    let value = p.parse_operand()?;
    if p.parse_optional_keyword("uniform") {
        st.attrs.push(named(p, "uniform", ctx.unit_attr()));
    }
    if p.parse_optional_keyword("cluster") {
        p.parse_punct(Punct::LParen)?;
        p.parse_keyword("size")?;
        p.parse_punct(Punct::Equal)?;
        let size = p.parse_attribute(Some(ctx.int_type(32)))?;
        st.attrs.push(named(p, "cluster_size", size));
        if p.parse_optional_punct(Punct::Comma) {
            p.parse_keyword("stride")?;
            p.parse_punct(Punct::Equal)?;
            let stride = p.parse_attribute(Some(ctx.int_type(32)))?;
            st.attrs.push(named(p, "cluster_stride", stride));
        }
        p.parse_punct(Punct::RParen)?;
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let t = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(t) else {
        return Err(p.emit_error(loc, "invalid kind of type specified"));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    let mut ops = smallvec::SmallVec::new();
    p.resolve_operands(&[value], &inputs, loc, &mut ops)?;
    st.operands.extend(ops);
    st.result_types.extend(results);
    Ok(())
}

pub(crate) fn print_subgroup_reduce(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(a) = op.prop("op") {
        p.print_stripped_attribute(a);
    }
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.print_operand(op.body_id, op.operand(0));
    }
    if op.prop("uniform").is_some() {
        p.write_str(" uniform");
    }
    if let Some(size) = op.prop("cluster_size") {
        p.write_str(" cluster(size = ");
        p.print_attribute_without_type(size);
        if let Some(stride) = op.prop("cluster_stride") {
            if ctx.int_value(stride) != Some(1) {
                p.write_str(", stride = ");
                p.print_attribute_without_type(stride);
            }
        }
        p.write_str(")");
    }
    p.print_optional_attr_dict(
        &op.all_attrs(),
        &["op", "uniform", "cluster_size", "cluster_stride"],
    );
    p.write_str(" : ");
    p.print_functional_type(&op.operand_types(), &op.result_types());
}

// ----- gpu.warp_execute_on_lane_0 -----

pub(crate) fn parse_warp_execute(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_punct(Punct::LParen)?;
    let lane = p.parse_operand()?;
    p.parse_punct(Punct::RParen)?;
    p.parse_punct(Punct::LSquare)?;
    let size = p.parse_integer()?;
    p.parse_punct(Punct::RSquare)?;
    st.attrs.push(named(
        p,
        "warp_size",
        ctx.integer_attr(ctx.int_type(64), size),
    ));
    let v = p.resolve_operand(lane, ctx.index_type())?;
    st.operands.push(v);
    let mut ops = Vec::new();
    let mut tys = Vec::new();
    let mut loc = p.current_loc();
    if p.parse_optional_keyword("args") {
        p.parse_punct(Punct::LParen)?;
        loc = p.current_loc();
        p.parse_operand_list(&mut ops, Delimiter::None, None)?;
        p.parse_punct(Punct::Colon)?;
        p.parse_type_list(&mut tys)?;
        p.parse_punct(Punct::RParen)?;
    }
    let mut vals = smallvec::SmallVec::new();
    p.resolve_operands(&ops, &tys, loc, &mut vals)?;
    st.operands.extend(vals);
    if p.parse_optional_punct(Punct::Arrow) {
        let mut results = Vec::new();
        p.parse_function_result_types(&mut results)?;
        st.result_types.extend(results);
    }
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, 0, "gpu.yield");
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    Ok(())
}

pub(crate) fn print_warp_execute(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str("(");
    if op.num_operands() > 0 {
        p.print_operand(op.body_id, op.operand(0));
    }
    p.write_str(")[");
    let size = op
        .prop("warp_size")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    p.write_str(&size.to_string());
    p.write_str("]");
    let args = op.operand_group(1);
    if !args.is_empty() {
        p.write_str(" args(");
        p.print_operands(op.body_id, &args);
        p.write_str(" : ");
        let tys: Vec<rmlir_ir::Type> = args.iter().map(|&v| op.value_type(v)).collect();
        p.print_types(&tys);
        p.write_str(")");
    }
    if op.num_results() > 0 {
        p.write_str(" -> (");
        p.print_types(&op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(op.region(0), true, op.num_results() > 0, false);
    p.print_optional_attr_dict(&op.all_attrs(), &["warp_size"]);
}

// ----- custom<OffloadingHandler>($offloadingHandler) -----

fn parse_offloading_handler(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let mut handler = None;
    if p.parse_optional_punct(Punct::Less) {
        handler = Some(p.parse_attribute(None)?);
        p.parse_punct(Punct::Greater)?;
    }
    let ctx = p.ctx();
    *args[0].attr_mut() =
        Some(handler.unwrap_or_else(|| crate::compilation::select_object_attr(ctx, None)));
    Ok(())
}

fn print_offloading_handler(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let Some(h) = args[0].attr() else { return };
    if h != crate::compilation::select_object_attr(op.ctx, None) {
        p.write_str("<");
        p.print_attribute(h);
        p.write_str(">");
    }
}

/// `custom<OffloadingHandler>($offloadingHandler)`.
#[allow(non_upper_case_globals)]
pub(crate) static OffloadingHandler: CustomDirective = CustomDirective {
    parse: parse_offloading_handler,
    print: print_offloading_handler,
};
