//! Custom assembly of the scf ops (the `parse`/`print` of `SCF.cpp`).

use rmlir_interfaces::view_like::{parse_dynamic_index_list, print_dynamic_index_list};
use rmlir_ir::asm::{
    Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
    UnresolvedOperand,
};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::CustomDirective;
use rmlir_ir::{BodyId, NamedAttr, OpView, Type, TypeKind, Value};

use crate::verify::is_normalized;

/// An argument named `ssa` whose type is set later.
fn argument(p: &dyn OpAsmParser<'_>, ssa: UnresolvedOperand) -> Argument {
    Argument {
        ssa,
        ty: p.ctx().none_type(),
        attrs: None,
        loc: None,
    }
}

/// `parseOptionalArrowTypeList`.
fn parse_optional_arrow_type_list(
    p: &mut dyn OpAsmParser<'_>,
    out: &mut Vec<Type>,
) -> ParseResult<()> {
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_function_result_types(out)?;
    }
    Ok(())
}

/// `parseAssignmentList`: `(%a = %b, ...)`, required.
fn parse_assignment_list(
    p: &mut dyn OpAsmParser<'_>,
    lhs: &mut Vec<Argument>,
    rhs: &mut Vec<UnresolvedOperand>,
) -> ParseResult<()> {
    if !p.parse_optional_assignment_list(lhs, rhs)? {
        let loc = p.current_loc();
        return Err(p.emit_error(loc, "expected '('"));
    }
    Ok(())
}

/// Resolves `u` to `ty` and appends it to the operands.
fn resolve(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    u: UnresolvedOperand,
    ty: Type,
) -> ParseResult<()> {
    let v = p.resolve_operand(u, ty)?;
    st.operands.push(v);
    Ok(())
}

/// `printInitializationList`: `<prefix>(%inner = %outer, ...)`, nothing when
/// empty.
fn print_initialization_list(
    p: &mut dyn OpAsmPrinter,
    body: BodyId,
    inner: &[Value],
    outer: &[Value],
    prefix: &str,
) {
    if outer.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, (&a, &b)) in inner.iter().zip(outer).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(body, a);
        p.write_str(" = ");
        p.print_operand(body, b);
    }
    p.write_str(")");
}

/// The entry block arguments of region `i` (none when it is empty).
fn entry_args<'a>(op: &OpView<'a>, i: usize) -> &'a [Value] {
    if i < op.num_regions() {
        op.region(i).entry_args()
    } else {
        &[]
    }
}

fn unit(p: &dyn OpAsmParser<'_>, name: &str) -> NamedAttr {
    let ctx = p.ctx();
    NamedAttr {
        name: ctx.ident(name),
        value: ctx.unit_attr(),
    }
}

// ----- scf.execute_region -----

pub(crate) fn parse_execute_region(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut types = Vec::new();
    parse_optional_arrow_type_list(p, &mut types)?;
    st.result_types.extend(types);
    if p.parse_optional_keyword("no_inline") {
        st.attrs.push(unit(p, "no_inline"));
    }
    p.parse_region(st, &[], false)?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_execute_region(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.print_optional_arrow_type_list(&op.result_types());
    if op.flag("no_inline") {
        p.write_str(" no_inline");
    }
    p.write_str(" ");
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, true, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["no_inline"]);
}

// ----- scf.for -----

pub(crate) fn parse_for(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    if p.parse_optional_keyword("unsigned") {
        st.attrs.push(unit(p, "unsignedCmp"));
    }
    let iv = p.parse_operand()?;
    p.parse_punct(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;

    let mut region_args = vec![argument(p, iv)];
    let mut inits = Vec::new();
    let mut types = Vec::new();
    let has_iter_args = p.parse_optional_keyword("iter_args");
    if has_iter_args {
        parse_assignment_list(p, &mut region_args, &mut inits)?;
        p.parse_punct(Punct::Arrow)?;
        p.parse_function_result_types(&mut types)?;
    }
    if region_args.len() != types.len() + 1 {
        let loc = p.name_loc();
        return Err(p.emit_error(
            loc,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    let ty = if p.parse_optional_punct(Punct::Colon) {
        p.parse_type()?
    } else {
        ctx.index_type()
    };
    region_args[0].ty = ty;
    for (arg, &t) in region_args[1..].iter_mut().zip(&types) {
        arg.ty = t;
    }
    st.result_types.extend(types.iter().copied());
    p.parse_region(st, &region_args, false)?;
    p.ensure_terminator(st, 0, "scf.yield");
    // Upstream resolves the operands after the body, so a name defined
    // only inside it is undeclared here.
    for u in [lb, ub, step] {
        resolve(p, st, u, ty)?;
    }
    for (&u, &t) in inits.iter().zip(&types) {
        resolve(p, st, u, t)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_for(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let body = op.body_id;
    let args = entry_args(op, 0);
    let operands = op.operands();
    if op.flag("unsignedCmp") {
        p.write_str(" unsigned");
    }
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        p.print_operand(body, iv);
    }
    p.write_str(" = ");
    if operands.len() >= 3 {
        p.print_operand(body, operands[0]);
        p.write_str(" to ");
        p.print_operand(body, operands[1]);
        p.write_str(" step ");
        p.print_operand(body, operands[2]);
    }
    let inits: &[Value] = operands.get(3..).unwrap_or(&[]);
    print_initialization_list(p, body, args.get(1..).unwrap_or(&[]), inits, " iter_args");
    if !inits.is_empty() {
        p.write_str(" -> (");
        let tys: Vec<Type> = inits.iter().map(|&v| op.value_type(v)).collect();
        p.print_types(&tys);
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(&iv) = args.first() {
        let t = op.region(0).body.value_type(iv);
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            p.write_str(" : ");
            p.print_type(t);
            p.write_str(" ");
        }
    }
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, !inits.is_empty(), false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["unsignedCmp"]);
}

// ----- scf.forall -----

pub(crate) fn parse_forall(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;

    let resolve_list =
        |p: &mut dyn OpAsmParser<'_>, st: &mut ParseState| -> ParseResult<(Vec<i64>, usize)> {
            let l = parse_dynamic_index_list(p, false, Delimiter::Paren)?;
            for &v in &l.values {
                resolve(p, st, v, index)?;
            }
            Ok((l.integers, l.values.len()))
        };
    let (lbs, ubs, steps, counts) = if p.parse_optional_keyword("in") {
        let (ubs, n) = resolve_list(p, st)?;
        (vec![0; ivs.len()], ubs, vec![1; ivs.len()], [0, n, 0])
    } else {
        p.parse_punct(Punct::Equal)?;
        let (lbs, nl) = resolve_list(p, st)?;
        p.parse_keyword("to")?;
        let (ubs, nu) = resolve_list(p, st)?;
        p.parse_keyword("step")?;
        let (steps, ns) = resolve_list(p, st)?;
        (lbs, ubs, steps, [nl, nu, ns])
    };

    let mut out_args = Vec::new();
    let mut outs = Vec::new();
    let mut types = Vec::new();
    let outs_loc = p.current_loc();
    if p.parse_optional_keyword("shared_outs") {
        parse_assignment_list(p, &mut out_args, &mut outs)?;
        parse_optional_arrow_type_list(p, &mut types)?;
        let mut vals = rmlir_ir::smallvec::SmallVec::new();
        p.resolve_operands(&outs, &types, outs_loc, &mut vals)?;
        st.operands.extend(vals);
    }
    let mut region_args = Vec::new();
    for mut iv in ivs {
        iv.ty = index;
        region_args.push(iv);
    }
    for (mut a, &t) in out_args.into_iter().zip(&types) {
        a.ty = t;
        region_args.push(a);
    }
    st.result_types.extend(types);
    p.parse_region(st, &region_args, false)?;
    p.ensure_terminator(st, 0, "scf.forall.in_parallel");
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.set_prop(ctx, "staticLowerBound", ctx.dense_i64_array_attr(&lbs));
    st.set_prop(ctx, "staticUpperBound", ctx.dense_i64_array_attr(&ubs));
    st.set_prop(ctx, "staticStep", ctx.dense_i64_array_attr(&steps));
    let sizes = [
        counts[0] as i32,
        counts[1] as i32,
        counts[2] as i32,
        outs.len() as i32,
    ];
    st.set_prop(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&sizes));
    Ok(())
}

pub(crate) fn print_forall(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let body = op.body_id;
    let statics = |name: &str| {
        op.prop(name)
            .and_then(|a| ctx.dense_i64_array(a))
            .unwrap_or_default()
    };
    let (lbs, ubs, steps) = (
        statics("staticLowerBound"),
        statics("staticUpperBound"),
        statics("staticStep"),
    );
    let (dl, du, ds, outs) = (
        op.operand_group(0),
        op.operand_group(1),
        op.operand_group(2),
        op.operand_group(3),
    );
    let rank = lbs.len();
    let args = entry_args(op, 0);
    p.write_str(" (");
    p.print_operands(body, args.get(..rank).unwrap_or(args));
    if is_normalized(op) {
        p.write_str(") in ");
        print_dynamic_index_list(p, body, &du, &ubs, &[], &[], Delimiter::Paren);
    } else {
        p.write_str(") = ");
        print_dynamic_index_list(p, body, &dl, &lbs, &[], &[], Delimiter::Paren);
        p.write_str(" to ");
        print_dynamic_index_list(p, body, &du, &ubs, &[], &[], Delimiter::Paren);
        p.write_str(" step ");
        print_dynamic_index_list(p, body, &ds, &steps, &[], &[], Delimiter::Paren);
    }
    let out_args = args.get(rank..).unwrap_or(&[]);
    print_initialization_list(p, body, out_args, &outs, " shared_outs");
    p.write_str(" ");
    if !out_args.is_empty() {
        p.write_str("-> (");
        p.print_types(&op.result_types());
        p.write_str(") ");
    }
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, op.num_results() > 0, false);
    }
    p.print_optional_attr_dict(
        &op.all_attrs(),
        &[
            "operandSegmentSizes",
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

// ----- scf.forall.in_parallel -----

pub(crate) fn parse_in_parallel(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    p.parse_region(st, &[], false)?;
    let last = st.regions.len() - 1;
    p.ensure_block(st, last);
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_in_parallel(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, false, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

// ----- scf.if -----

pub(crate) fn parse_if(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let cond = p.parse_operand()?;
    resolve(p, st, cond, ctx.int_type(1))?;
    let mut types = Vec::new();
    parse_optional_arrow_type_list(p, &mut types)?;
    st.result_types.extend(types);
    let then_idx = st.regions.len();
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, then_idx, "scf.yield");
    if p.parse_optional_keyword("else") {
        let else_idx = st.regions.len();
        p.parse_region(st, &[], false)?;
        p.ensure_terminator(st, else_idx, "scf.yield");
    } else {
        st.regions.push(Default::default());
    }
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_if(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let body = op.body_id;
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.print_operand(body, op.operand(0));
    }
    let terms = op.num_results() > 0;
    if terms {
        p.write_str(" -> (");
        p.print_types(&op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, terms, false);
    }
    if op.num_regions() > 1 && !op.region(1).is_empty() {
        p.write_str(" else ");
        p.print_region(op.region(1), false, terms, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

// ----- scf.parallel -----

pub(crate) fn parse_parallel(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;
    let mut sizes = [0i32; 4];
    for (i, kw) in [None, Some("to"), Some("step")].into_iter().enumerate() {
        match kw {
            None => p.parse_punct(Punct::Equal)?,
            Some(k) => p.parse_keyword(k)?,
        }
        let mut list = Vec::new();
        p.parse_operand_list(&mut list, Delimiter::Paren, Some(ivs.len()))?;
        for &u in &list {
            resolve(p, st, u, index)?;
        }
        sizes[i] = list.len() as i32;
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        p.parse_operand_list(&mut inits, Delimiter::Paren, None)?;
    }
    let mut types = Vec::new();
    parse_optional_arrow_type_list(p, &mut types)?;
    for iv in &mut ivs {
        iv.ty = index;
    }
    p.parse_region(st, &ivs, false)?;
    sizes[3] = inits.len() as i32;
    st.set_prop(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&sizes));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.name_loc();
    let mut vals = rmlir_ir::smallvec::SmallVec::new();
    p.resolve_operands(&inits, &types, loc, &mut vals)?;
    st.operands.extend(vals);
    st.result_types.extend(types);
    p.ensure_terminator(st, 0, "scf.reduce");
    Ok(())
}

pub(crate) fn print_parallel(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let body = op.body_id;
    p.write_str(" (");
    p.print_operands(body, entry_args(op, 0));
    p.write_str(") = (");
    p.print_operands(body, &op.operand_group(0));
    p.write_str(") to (");
    p.print_operands(body, &op.operand_group(1));
    p.write_str(") step (");
    p.print_operands(body, &op.operand_group(2));
    p.write_str(")");
    let inits = op.operand_group(3);
    if !inits.is_empty() {
        p.write_str(" init (");
        p.print_operands(body, &inits);
        p.write_str(")");
    }
    p.print_optional_arrow_type_list(&op.result_types());
    p.write_str(" ");
    if op.num_regions() > 0 {
        p.print_region(op.region(0), false, true, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["operandSegmentSizes"]);
}

// ----- scf.while -----

pub(crate) fn parse_while(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut region_args = Vec::new();
    let mut operands = Vec::new();
    p.parse_optional_assignment_list(&mut region_args, &mut operands)?;
    let type_loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(t) else {
        let found = rmlir_ir::op_verify::quoted_type(ctx, t);
        return Err(p.emit_error(
            type_loc,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found {found}"
            ),
        ));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    st.result_types.extend(results);
    if inputs.len() != operands.len() {
        return Err(p.emit_error(
            type_loc,
            &format!(
                "expected as many input types as operands (expected {} got {})",
                operands.len(),
                inputs.len()
            ),
        ));
    }
    let loc = p.current_loc();
    let mut vals = rmlir_ir::smallvec::SmallVec::new();
    p.resolve_operands(&operands, &inputs, loc, &mut vals)?;
    st.operands.extend(vals);
    for (a, &t) in region_args.iter_mut().zip(&inputs) {
        a.ty = t;
    }
    p.parse_region(st, &region_args, false)?;
    p.parse_keyword("do")?;
    p.parse_region(st, &[], false)?;
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)
}

pub(crate) fn print_while(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let body = op.body_id;
    let inits = op.operands();
    print_initialization_list(p, body, entry_args(op, 0), &inits, " ");
    p.write_str(" : ");
    p.print_functional_type(&op.operand_types(), &op.result_types());
    p.write_str(" ");
    if op.num_regions() > 1 {
        p.print_region(op.region(0), false, true, false);
        p.write_str(" do ");
        p.print_region(op.region(1), true, true, false);
    }
    p.print_optional_attr_dict_with_keyword(&op.all_attrs(), &[]);
}

// ----- scf.index_switch: custom<SwitchCases>($cases, $caseRegions) -----

fn parse_switch_cases(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let mut values = Vec::new();
    let mut regions = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer()?);
        p.parse_region(st, &[], false)?;
        regions.push(st.regions.len() - 1);
    }
    *args[0].attr_mut() = Some(p.ctx().dense_i64_array_attr(&values));
    if let CustomValue::Regions(r) = &mut args[1] {
        *r = regions;
    }
    Ok(())
}

fn print_switch_cases(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let ctx = op.ctx;
    let cases = args[0]
        .attr()
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let regions: &[usize] = match &args[1] {
        CustomValue::Regions(r) => r,
        _ => &[],
    };
    for (v, &r) in cases.iter().zip(regions) {
        p.print_newline();
        p.write_str(&format!("case {v} "));
        p.print_region(op.region(r), false, true, false);
    }
}

/// `custom<SwitchCases>($cases, $caseRegions)`.
#[allow(non_upper_case_globals)]
pub(crate) static SwitchCases: CustomDirective = CustomDirective {
    parse: parse_switch_cases,
    print: print_switch_cases,
};
