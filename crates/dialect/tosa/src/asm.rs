//! The custom assembly forms of tosa ops: the enum-keyword attribute
//! dictionaries (`{nan_mode = IGNORE}`), `tosa.cond_if`,
//! `tosa.while_loop` and `tosa.variable`.

use crate::attrs::{enum_case, TosaEnum, BLOCK_SIZE, NAN_MODE, RESIZE_MODE, ROUNDING_MODE};
use rmlir_ir::asm::{Argument, AsmDiag, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::{AttrKind, Attribute, NamedAttr, OpView, TypeKind, Value};

/// The enums whose cases an attribute dictionary may spell bare, by the
/// attribute name they go with (upstream's `parseAttrEntryWithEnumHandling`).
fn bare_enum_for(name: &[u8]) -> Option<&'static TosaEnum> {
    match name {
        b"rounding_mode" => Some(&ROUNDING_MODE),
        b"mode" => Some(&RESIZE_MODE),
        b"nan_mode" => Some(&NAN_MODE),
        b"block_size" => Some(&BLOCK_SIZE),
        _ => None,
    }
}

/// What each op of the enum-handling family accepts bare: only its own
/// enum (upstream instantiates the parser per enum type).
fn op_enum(st: &ParseState, p: &dyn OpAsmParser<'_>) -> Option<&'static [u8]> {
    let name = p.ctx().ident_bytes(st.name);
    let op = name.strip_prefix(b"tosa.").unwrap_or(name);
    Some(match op {
        b"rescale" | b"apply_scale" => b"rounding_mode",
        b"resize" => b"mode",
        b"cast_from_block_scaled" | b"cast_to_block_scaled" | b"matmul_t_block_scaled" => {
            b"block_size"
        }
        _ => b"nan_mode",
    })
}

/// `parseWithEnumHandling`: `%a, %b {name = value, ...} : (types) -> type`,
/// where the op's enum attribute may be a bare case keyword.
pub(crate) fn parse_with_enums(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut operands = vec![p.parse_operand()?];
    while p.parse_optional_punct(Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    let bare = op_enum(st, p);
    if p.parse_optional_punct(Punct::LBrace) && !p.parse_optional_punct(Punct::RBrace) {
        loop {
            let at = p.current_loc();
            let Some(name) = p.parse_optional_keyword_any() else {
                return Err(p.emit_error(at, "expected valid keyword"));
            };
            p.parse_punct(Punct::Equal)?;
            let ctx = p.ctx();
            let value = match bare_enum_for(&name).filter(|_| bare == Some(&name[..])) {
                Some(e) => match p.parse_optional_keyword_any() {
                    Some(kw) => {
                        let Some(v) = e.def.symbolize(&kw) else {
                            let what = match &name[..] {
                                b"mode" => "resize mode".to_string(),
                                n => String::from_utf8_lossy(n).into_owned(),
                            };
                            let at = p.current_loc();
                            return Err(p.emit_error(
                                at,
                                &format!("invalid {what} value: {}", String::from_utf8_lossy(&kw)),
                            ));
                        };
                        enum_attr(ctx, e, v)
                    }
                    None => p.parse_attribute(None)?,
                },
                None => p.parse_attribute(None)?,
            };
            st.attrs.push(NamedAttr {
                name: ctx.ident(&name),
                value,
            });
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    p.parse_punct(Punct::Colon)?;
    let at = p.current_loc();
    let t = p.parse_type()?;
    let ctx = p.ctx();
    let TypeKind::Function { inputs, results } = ctx.type_kind(t) else {
        return Err(p.emit_error(at, "invalid kind of type specified"));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    let loc = p.current_loc();
    let mut vals = rmlir_ir::smallvec::SmallVec::new();
    p.resolve_operands(&operands, &inputs, loc, &mut vals)?;
    st.operands.extend(vals);
    st.result_types.extend(results);
    Ok(())
}

fn enum_attr(ctx: &rmlir_ir::Context, e: &'static TosaEnum, v: i64) -> Attribute {
    use crate::attrs::*;
    let make = if std::ptr::eq(e, &NAN_MODE) {
        nan_mode_attr
    } else if std::ptr::eq(e, &RESIZE_MODE) {
        resize_mode_attr
    } else if std::ptr::eq(e, &ROUNDING_MODE) {
        rounding_mode_attr
    } else {
        block_size_attr
    };
    make(ctx, v)
}

/// `name = value`, a tosa enum as its bare case keyword.
fn print_named_attr(p: &mut dyn OpAsmPrinter, na: &NamedAttr) {
    let name = String::from_utf8_lossy(p.ctx().ident_bytes(na.name)).into_owned();
    p.write_str(&name);
    p.write_str(" = ");
    match enum_case(p.ctx(), na.value) {
        Some((e, v)) => p.write_str(e.name(v)),
        None => p.print_attribute(na.value),
    }
}

fn print_operands_attrs_type(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, attrs: &[NamedAttr]) {
    p.write_str(" ");
    p.print_operands(op.body_id, &op.operands());
    if !attrs.is_empty() {
        p.write_str(" {");
        for (i, na) in attrs.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            print_named_attr(p, na);
        }
        p.write_str("}");
    }
    p.write_str(" : ");
    p.print_functional_type(&op.operand_types(), &op.result_types());
}

/// `printWithEnumHandling`: every attribute, enums bare.
pub(crate) fn print_with_enums(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_operands_attrs_type(op, p, &op.all_attrs());
}

/// `printWithNanPropagationHandling`: as `print_with_enums`, without a
/// `nan_mode` of `PROPAGATE` (the default).
pub(crate) fn print_with_nan_mode(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let mut attrs = op.all_attrs();
    if let Some(i) = attrs.iter().position(
        |na| matches!(enum_case(ctx, na.value), Some((e, 1)) if std::ptr::eq(e, &NAN_MODE)),
    ) {
        attrs.remove(i);
    }
    print_operands_attrs_type(op, p, &attrs);
}

/// Names the results after their ODS names (`%output_real`).
pub(crate) fn result_names_from_ods(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let Some(def) = op.def else { return };
    for (i, spec) in def.results.iter().enumerate() {
        if let Some(&v) = op.result_group(i).first() {
            set(v, spec.name);
        }
    }
}

fn entry_args<'a>(op: &OpView<'a>, i: usize) -> &'a [Value] {
    if i < op.num_regions() {
        op.region(i).entry_args()
    } else {
        &[]
    }
}

/// ` (%a = %x, ...)` when there are initial values.
fn print_assignments(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, inner: &[Value], outer: &[Value]) {
    if outer.is_empty() {
        return;
    }
    p.write_str(" (");
    for (i, (&a, &b)) in inner.iter().zip(outer).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(op.body_id, a);
        p.write_str(" = ");
        p.print_operand(op.body_id, b);
    }
    p.write_str(")");
}

/// Adds upstream's follow-up error (`return parser.emitError(loc) << ...`
/// after a failed parse) at the current location to `d`.
fn also(p: &mut dyn OpAsmParser<'_>, mut d: Box<AsmDiag>, msg: &str) -> Box<AsmDiag> {
    let at = p.current_loc();
    d.also.push((at, p.emit_error(at, msg).message));
    d
}

/// `tosa.cond_if %c (%a = %x, ...) : tensor<i1> (types) -> results
/// {then} else {else} {attrs}`.
pub(crate) fn parse_cond_if(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let mut args: Vec<Argument> = Vec::new();
    let mut inits = Vec::new();
    let has_args = p.parse_optional_assignment_list(&mut args, &mut inits)?;
    const NO_COND_TYPE: &str = "expected type for condition operand";
    if let Err(d) = p.parse_punct(Punct::Colon) {
        return Err(also(p, d, NO_COND_TYPE));
    }
    let cond_type = match p.parse_type() {
        Ok(t) => t,
        Err(d) => return Err(also(p, d, NO_COND_TYPE)),
    };
    let c = p.resolve_operand(cond, cond_type)?;
    st.operands.push(c);
    let ctx = p.ctx();
    if has_args {
        const NO_FN_TYPE: &str = "expected list of types for block arguments followed by arrow type and list of return types";
        let at = p.current_loc();
        let fn_type = match p.parse_type() {
            Ok(t) => t,
            Err(d) => return Err(also(p, d, NO_FN_TYPE)),
        };
        let TypeKind::Function { inputs, results } = ctx.type_kind(fn_type) else {
            return Err(p.emit_error(at, NO_FN_TYPE));
        };
        let (inputs, results) = (inputs.to_vec(), results.to_vec());
        if inputs.len() != inits.len() {
            return Err(p.emit_error(
                at,
                &format!(
                    "expected as many input types as operands (expected {} got {})",
                    inits.len(),
                    inputs.len()
                ),
            ));
        }
        let loc = p.current_loc();
        let mut vals = rmlir_ir::smallvec::SmallVec::new();
        p.resolve_operands(&inits, &inputs, loc, &mut vals)?;
        st.operands.extend(vals);
        st.result_types.extend(results);
    } else {
        p.parse_punct(Punct::Arrow)?;
        let mut results = Vec::new();
        p.parse_function_result_types(&mut results)?;
        st.result_types.extend(results);
    }
    // The blocks declare their own arguments (`^bb0(...)`); the names of
    // the assignment list only pair them with the inputs when printed.
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, 0, "tosa.yield");
    p.parse_keyword("else")?;
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, 1, "tosa.yield");
    p.parse_optional_attr_dict(&mut st.attrs)
}

pub(crate) fn print_cond_if(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let operands = op.operands();
    let Some((&cond, inputs)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(op.body_id, cond);
    print_assignments(p, op, entry_args(op, 0), inputs);
    p.write_str(" : ");
    p.print_type(op.value_type(cond));
    let results = op.result_types();
    if !inputs.is_empty() {
        p.write_str(" ");
        let types: Vec<_> = inputs.iter().map(|&v| op.value_type(v)).collect();
        p.print_functional_type(&types, &results);
    } else {
        p.write_str(" -> ");
        if results.len() == 1 {
            p.print_type(results[0]);
        } else {
            p.write_str("(");
            p.print_types(&results);
            p.write_str(")");
        }
    }
    p.write_str(" ");
    if op.num_regions() == 2 {
        p.print_region(op.region(0), true, true, false);
        p.write_str(" else ");
        p.print_region(op.region(1), true, true, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

/// `tosa.while_loop (%a = %x, ...) : (types) -> results {cond} do {body}`.
pub(crate) fn parse_while(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut args = Vec::new();
    let mut inits = Vec::new();
    p.parse_optional_assignment_list(&mut args, &mut inits)?;
    let at = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(t) else {
        let found = rmlir_ir::op_verify::quoted_type(ctx, t);
        return Err(p.emit_error(
            at,
            &format!(
                "invalid kind of type specified: expected builtin.function, but found {found}"
            ),
        ));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    st.result_types.extend(results);
    if inputs.len() != inits.len() {
        return Err(p.emit_error(
            at,
            &format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    let loc = p.current_loc();
    let mut vals = rmlir_ir::smallvec::SmallVec::new();
    p.resolve_operands(&inits, &inputs, loc, &mut vals)?;
    st.operands.extend(vals);
    for (a, &t) in args.iter_mut().zip(&inputs) {
        a.ty = t;
    }
    p.parse_region(st, &args, false)?;
    p.parse_keyword("do")?;
    p.parse_region(st, &[], false)?;
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)
}

pub(crate) fn print_while(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let inits = op.operands();
    print_assignments(p, op, entry_args(op, 0), &inits);
    p.write_str(" : ");
    p.print_functional_type(&op.operand_types(), &op.result_types());
    p.write_str(" ");
    if op.num_regions() == 2 {
        p.print_region(op.region(0), false, true, false);
        p.write_str(" do ");
        p.print_region(op.region(1), true, true, false);
    }
    p.print_optional_attr_dict_with_keyword(&op.all_attrs(), &[]);
}

/// MLIR's dynamic extent; tosa's `var_shape` spells it -1.
const DYNAMIC: i64 = i64::MIN;

/// `tosa.variable @name {attrs} : type` or `... = initial_value`.
pub(crate) fn parse_variable(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_loc();
    let Some(name) = p.parse_optional_symbol_name() else {
        return Err(p.emit_error(at, "expected valid '@'-identifier for symbol name"));
    };
    let prop = |n: &str, value| NamedAttr {
        name: ctx.ident(n),
        value,
    };
    st.props.push(prop("sym_name", name));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = if p.parse_optional_punct(Punct::Equal) {
        let init = match p.parse_attribute(None) {
            Ok(a) => a,
            Err(d) => return Err(also(p, d, "expected attribute")),
        };
        st.props.push(prop("initial_value", init));
        match ctx.attr_type(init) {
            Some(t) => t,
            None => {
                let at = p.current_loc();
                return Err(p.emit_error(at, "expected Typed attr"));
            }
        }
    } else {
        let parsed = p.parse_punct(Punct::Colon).and_then(|()| p.parse_type());
        match parsed {
            Ok(t) => t,
            Err(d) => return Err(also(p, d, "expected type after colon")),
        }
    };
    let (shape, elem) = match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, elem, .. } => (shape.to_vec(), *elem),
        kind => {
            let at = p.current_loc();
            let msg = if kind.is_shaped() {
                "expected ranked type"
            } else {
                "expected shaped type"
            };
            return Err(p.emit_error(at, msg));
        }
    };
    let dims: Vec<i64> = shape
        .iter()
        .map(|&d| if d == DYNAMIC { -1 } else { d })
        .collect();
    let shape_ty = ctx.tensor_type(&[dims.len() as i64], ctx.index_type());
    st.props.push(prop(
        "var_shape",
        ctx.dense_int_elements(shape_ty, 64, &dims),
    ));
    st.props.push(prop("type", ctx.type_attr(elem)));
    Ok(())
}

pub(crate) fn print_variable(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(AttrKind::String { value, .. }) = op.prop("sym_name").map(|a| ctx.attr_kind(a)) {
        p.print_symbol_name(value);
    }
    p.print_optional_attr_dict(
        &op.all_attrs(),
        &["sym_name", "var_shape", "type", "initial_value"],
    );
    let init = op.prop("initial_value");
    let typed = init.and_then(|a| ctx.attr_type(a));
    if typed.is_none() {
        let dims: Vec<i64> = op
            .prop("var_shape")
            .map(|a| {
                ctx.dense_int_values(a)
                    .iter()
                    .map(|v| v.to_i64().unwrap_or(-1))
                    .collect()
            })
            .unwrap_or_default();
        let dims: Vec<i64> = dims
            .iter()
            .map(|&d| if d == -1 { DYNAMIC } else { d })
            .collect();
        let elem = match op.prop("type").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Type(t)) => *t,
            _ => ctx.none_type(),
        };
        p.write_str(" : ");
        p.print_type(ctx.tensor_type(&dims, elem));
    }
    if let Some(init) = init {
        p.write_str(" = ");
        p.print_attribute(init);
    }
}
