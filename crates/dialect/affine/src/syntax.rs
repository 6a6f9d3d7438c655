//! The custom assembly of the affine ops (`parse`/`print` in
//! `AffineOps.cpp`).

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::asm::{
    Argument, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
    UnresolvedOperand,
};
use rmlir_ir::{AttrKind, Attribute, BodyId, Context, NamedAttr, OpView, Type, TypeKind, Value};

use crate::{affine_map, map_attr, ATOMIC_RMW_KINDS};

// ----- shared pieces -----

fn push_attr(p: &dyn OpAsmParser<'_>, st: &mut ParseState, name: &str, value: Attribute) {
    st.attrs.push(NamedAttr {
        name: p.ctx().ident(name),
        value,
    });
}

/// `parseAttribute` of a given attribute class: any attribute, then
/// "invalid kind of attribute specified" when it is not of the class.
fn parse_attr_where(
    p: &mut dyn OpAsmParser<'_>,
    ty: Option<Type>,
    ok: fn(&AttrKind) -> bool,
) -> ParseResult<Attribute> {
    let loc = p.current_loc();
    let a = p.parse_attribute(ty)?;
    if !ok(p.ctx().attr_kind(a)) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    Ok(a)
}

fn is_map(k: &AttrKind) -> bool {
    matches!(k, AttrKind::AffineMap(_))
}

/// A builtin type class a custom parser asks for (`parseType<MemRefType>`),
/// by its static name.
#[derive(Copy, Clone)]
enum TypeClass {
    MemRef,
    Vector,
}

impl TypeClass {
    fn matches(self, k: &TypeKind) -> bool {
        match self {
            TypeClass::MemRef => matches!(k, TypeKind::MemRef { .. }),
            TypeClass::Vector => matches!(k, TypeKind::Vector { .. }),
        }
    }

    fn name(self) -> &'static str {
        match self {
            TypeClass::MemRef => "builtin.memref",
            TypeClass::Vector => "builtin.vector",
        }
    }
}

/// `parseType<T>`'s check, reported at `loc`.
fn check_type_class(
    p: &mut dyn OpAsmParser<'_>,
    loc: u32,
    t: Type,
    class: TypeClass,
) -> ParseResult<Type> {
    if class.matches(p.ctx().type_kind(t)) {
        return Ok(t);
    }
    let found = rmlir_ir::printer::type_to_string(p.ctx(), t);
    let msg = format!(
        "invalid kind of type specified: expected {}, but found '{found}'",
        class.name()
    );
    Err(p.emit_error(loc, &msg))
}

/// `parseColonType<T>`: the error points at the `:`.
fn parse_colon_type_of(p: &mut dyn OpAsmParser<'_>, class: TypeClass) -> ParseResult<Type> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let t = p.parse_type()?;
    check_type_class(p, loc, t, class)
}

/// `parseType<T>`.
fn parse_type_of(p: &mut dyn OpAsmParser<'_>, class: TypeClass) -> ParseResult<Type> {
    let loc = p.current_loc();
    let t = p.parse_type()?;
    check_type_class(p, loc, t, class)
}

fn is_memref(k: &TypeKind) -> bool {
    TypeClass::MemRef.matches(k)
}

fn resolve_all(
    p: &mut dyn OpAsmParser<'_>,
    us: &[UnresolvedOperand],
    ty: Type,
    st: &mut ParseState,
) -> ParseResult<()> {
    for &u in us {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    Ok(())
}

/// `parseDimAndSymbolList`: `(dims)` then optionally `[symbols]`, all of
/// type `index`, appended to the op's operands; returns the dim count.
fn parse_dim_and_symbol_list(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<u32> {
    let mut infos = Vec::new();
    p.parse_operand_list(&mut infos, Delimiter::Paren, None)?;
    let num_dims = infos.len() as u32;
    p.parse_operand_list(&mut infos, Delimiter::OptionalSquare, None)?;
    let index = p.ctx().index_type();
    resolve_all(p, &infos, index, st)?;
    Ok(num_dims)
}

/// `printDimAndSymbolList`.
fn print_dim_and_symbol_list(
    p: &mut dyn OpAsmPrinter,
    body: BodyId,
    operands: &[Value],
    num_dims: usize,
) {
    let n = num_dims.min(operands.len());
    p.write_str("(");
    p.print_operands(body, &operands[..n]);
    p.write_str(")");
    if operands.len() > n {
        p.write_str("[");
        p.print_operands(body, &operands[n..]);
        p.write_str("]");
    }
}

/// An affine map of SSA ids in `delim` (`parseAffineMapOfSSAIds`), stored
/// as attribute `name`; the operands (dims then symbols) are returned.
fn parse_map_of_ssa_ids(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    name: &str,
    delim: Delimiter,
) -> ParseResult<(AffineMap, Vec<UnresolvedOperand>)> {
    let mut operands = Vec::new();
    let map = p
        .parse_affine_map_of_ssa_ids(&mut operands, delim)?
        .unwrap_or_else(|| AffineMap::new(0, 0, Vec::new()));
    let attr = map_attr(p.ctx(), map.clone());
    push_attr(p, st, name, attr);
    Ok((map, operands))
}

/// `[map of SSA ids]` with the op's map attribute `name` and operands.
fn print_map_of_ssa_ids(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, name: &str, operands: &[Value]) {
    p.write_str("[");
    if let Some(map) = op.any_attr(name).and_then(|a| affine_map(op.ctx, a)) {
        p.print_affine_map_of_ssa_ids(op.body_id, map, operands);
    }
    p.write_str("]");
}

fn print_attr_dict(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, elided: &[&str]) {
    p.print_optional_attr_dict(&op.all_attrs(), elided);
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.integer_attr(ctx.index_type(), v)
}

// ----- affine.apply -----

pub(crate) fn parse_apply(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let attr = parse_attr_where(p, None, is_map)?;
    push_attr(p, st, "map", attr);
    let num_dims = parse_dim_and_symbol_list(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ctx = p.ctx();
    let map = affine_map(ctx, attr).expect("checked to be a map");
    if map.num_dims != num_dims || (num_dims + map.num_symbols) as usize != st.operands.len() {
        let loc = p.name_loc();
        return Err(p.emit_error(loc, "dimension or symbol index mismatch"));
    }
    let index = ctx.index_type();
    st.result_types
        .extend(std::iter::repeat_n(index, map.num_results()));
    Ok(())
}

pub(crate) fn print_apply(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let Some(attr) = op.prop("map") else { return };
    p.write_str(" ");
    p.print_attribute(attr);
    let num_dims = affine_map(op.ctx, attr).map_or(0, |m| m.num_dims as usize);
    print_dim_and_symbol_list(p, op.body_id, &op.operands(), num_dims);
    print_attr_dict(p, op, &["map"]);
}

// ----- affine.min / affine.max -----

pub(crate) fn parse_min_max(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let attr = parse_attr_where(p, None, is_map)?;
    push_attr(p, st, "map", attr);
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    p.parse_operand_list(&mut dims, Delimiter::Paren, None)?;
    p.parse_operand_list(&mut syms, Delimiter::OptionalSquare, None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx().index_type();
    resolve_all(p, &dims, index, st)?;
    resolve_all(p, &syms, index, st)?;
    st.result_types.push(index);
    Ok(())
}

pub(crate) fn print_min_max(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let Some(attr) = op.prop("map") else { return };
    p.write_str(" ");
    p.print_attribute(attr);
    let operands = op.operands();
    let num_dims = affine_map(op.ctx, attr)
        .map_or(0, |m| m.num_dims as usize)
        .min(operands.len());
    p.write_str("(");
    p.print_operands(op.body_id, &operands[..num_dims]);
    p.write_str(")");
    if operands.len() != num_dims {
        p.write_str("[");
        p.print_operands(op.body_id, &operands[num_dims..]);
        p.write_str("]");
    }
    print_attr_dict(p, op, &["map"]);
}

// ----- affine.for -----

/// One loop bound: `max`/`min` prefix, an SSA value, an integer, or a map
/// applied to dims and symbols.
fn parse_bound(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState, lower: bool) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let mut infos = Vec::new();
    p.parse_operand_list(&mut infos, Delimiter::None, None)?;
    if !infos.is_empty() {
        if infos.len() > 1 {
            let loc = p.name_loc();
            return Err(p.emit_error(loc, "expected only one loop bound operand"));
        }
        let v = p.resolve_operand(infos[0], index)?;
        st.operands.push(v);
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]);
        push_attr(p, st, name, map_attr(ctx, map));
        return Ok(());
    }
    let attr_loc = p.current_loc();
    let attr = p.parse_attribute(Some(index))?;
    match ctx.attr_kind(attr) {
        AttrKind::AffineMap(map) => {
            push_attr(p, st, name, attr);
            let before = st.operands.len();
            let num_dims = parse_dim_and_symbol_list(p, st)?;
            let loc = p.name_loc();
            if map.num_dims != num_dims {
                return Err(
                    p.emit_error(loc, "dim operand count and affine map dim count must match")
                );
            }
            if (num_dims + map.num_symbols) as usize != st.operands.len() - before {
                return Err(p.emit_error(
                    loc,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.num_results() > 1 && !has_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.emit_error(attr_loc, msg));
            }
            Ok(())
        }
        AttrKind::Integer { value, .. } => {
            let v = value.to_i64().unwrap_or(0);
            push_attr(p, st, name, map_attr(ctx, AffineMap::constant_map(v)));
            Ok(())
        }
        _ => {
            let loc = p.name_loc();
            Err(p.emit_error(
                loc,
                "expected valid affine map representation for loop bounds",
            ))
        }
    }
}

pub(crate) fn parse_for(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut iv = p.parse_argument(false, false)?;
    iv.ty = index;
    p.parse_punct(Punct::Equal)?;
    let start = st.operands.len();
    parse_bound(p, st, true)?;
    let num_lb = st.operands.len() - start;
    let loc = p.current_loc();
    if !p.parse_optional_keyword("to") {
        return Err(p.emit_error(loc, "expected 'to' between bounds"));
    }
    let start = st.operands.len();
    parse_bound(p, st, false)?;
    let num_ub = st.operands.len() - start;

    if !p.parse_optional_keyword("step") {
        push_attr(p, st, "step", index_attr(ctx, 1));
    } else {
        let step_loc = p.current_loc();
        let step = parse_attr_where(p, Some(index), |k| matches!(k, AttrKind::Integer { .. }))?;
        push_attr(p, st, "step", step);
        if ctx.int_value(step).is_none_or(|v| v < 0) {
            return Err(p.emit_error(
                step_loc,
                "expected step to be representable as a positive signed integer",
            ));
        }
    }

    let mut region_args: Vec<Argument> = vec![iv];
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        if !p.parse_optional_assignment_list(&mut region_args, &mut inits)? {
            let loc = p.current_loc();
            return Err(p.emit_error(loc, "expected '('"));
        }
        p.parse_punct(Punct::Arrow)?;
        let mut types = Vec::new();
        p.parse_function_result_types(&mut types)?;
        for ((arg, &u), &ty) in region_args[1..].iter_mut().zip(&inits).zip(&types) {
            arg.ty = ty;
            let v = p.resolve_operand(u, ty)?;
            st.operands.push(v);
        }
        st.result_types.extend(types);
    }
    let segments = ctx.dense_i32_array_attr(&[num_lb as i32, num_ub as i32, inits.len() as i32]);
    push_attr(p, st, "operandSegmentSizes", segments);
    if region_args.len() != st.result_types.len() + 1 {
        let loc = p.name_loc();
        return Err(p.emit_error(
            loc,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    p.parse_region(st, &region_args, false)?;
    p.ensure_terminator(st, 0, "affine.yield");
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// `printBound`: constants and single-symbol maps in short form.
fn print_bound(
    p: &mut dyn OpAsmPrinter,
    op: &OpView<'_>,
    attr: Attribute,
    operands: &[Value],
    prefix: &str,
) {
    let Some(map) = affine_map(op.ctx, attr) else {
        return;
    };
    if map.num_results() == 1 {
        let expr = map.result(0);
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = expr.as_constant() {
                p.write_str(&c.to_string());
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 && expr.as_symbol().is_some() {
            if let Some(&v) = operands.first() {
                p.print_operand(op.body_id, v);
                return;
            }
        }
    } else {
        p.write_str(prefix);
        p.write_str(" ");
    }
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, op.body_id, operands, map.num_dims as usize);
}

pub(crate) fn print_for(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    if op.num_regions() != 1 {
        return;
    }
    let region = op.region(0);
    let args = region.entry_args();
    let Some(&iv) = args.first() else { return };
    let (Some(lb), Some(ub)) = (op.prop("lowerBoundMap"), op.prop("upperBoundMap")) else {
        return;
    };
    p.write_str(" ");
    p.print_region_argument(op.body_id, iv, &[], true);
    p.write_str(" = ");
    print_bound(p, op, lb, &op.operand_group(0), "max");
    p.write_str(" to ");
    print_bound(p, op, ub, &op.operand_group(1), "min");
    let step = op
        .prop("step")
        .and_then(|a| op.ctx.int_value(a))
        .unwrap_or(1);
    if step != 1 {
        p.write_str(" step ");
        p.write_str(&step.to_string());
    }
    let inits = op.operand_group(2);
    // Upstream's unsigned `getNumIterOperands() > 0`: the operands beyond
    // those of the bound maps, a difference that wraps when negative.
    let bound_inputs = [lb, ub]
        .iter()
        .filter_map(|&a| affine_map(op.ctx, a))
        .map(|m| m.num_inputs() as usize)
        .sum::<usize>();
    let mut terms = false;
    if op.num_operands() != bound_inputs {
        p.write_str(" iter_args(");
        for (i, (&arg, &init)) in args[1..].iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(op.body_id, arg);
            p.write_str(" = ");
            p.print_operand(op.body_id, init);
        }
        p.write_str(") -> (");
        p.print_types(&op.result_types());
        p.write_str(")");
        terms = true;
    }
    p.write_str(" ");
    p.print_region(region, false, terms, false);
    print_attr_dict(
        p,
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
}

// ----- affine.if -----

pub(crate) fn parse_if(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let attr = parse_attr_where(p, None, |k| matches!(k, AttrKind::IntegerSet(_)))?;
    push_attr(p, st, "condition", attr);
    let num_dims = parse_dim_and_symbol_list(p, st)?;
    let ctx = p.ctx();
    let AttrKind::IntegerSet(set) = ctx.attr_kind(attr) else {
        unreachable!("checked to be an integer set")
    };
    let loc = p.name_loc();
    if set.num_dims != num_dims {
        return Err(p.emit_error(
            loc,
            "dim operand count and integer set dim count must match",
        ));
    }
    if (num_dims + set.num_symbols) as usize != st.operands.len() {
        return Err(p.emit_error(
            loc,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    if p.parse_optional_punct(Punct::Arrow) {
        let mut types = Vec::new();
        p.parse_function_result_types(&mut types)?;
        st.result_types.extend(types);
    }
    p.parse_region(st, &[], false)?;
    p.ensure_terminator(st, 0, "affine.yield");
    if p.parse_optional_keyword("else") {
        p.parse_region(st, &[], false)?;
        p.ensure_terminator(st, 1, "affine.yield");
    } else {
        st.regions.push(Default::default());
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

pub(crate) fn print_if(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let Some(attr) = op.prop("condition") else {
        return;
    };
    let AttrKind::IntegerSet(set) = op.ctx.attr_kind(attr) else {
        return;
    };
    p.write_str(" ");
    p.print_attribute(attr);
    print_dim_and_symbol_list(p, op.body_id, &op.operands(), set.num_dims as usize);
    p.print_optional_arrow_type_list(&op.result_types());
    let terms = op.num_results() > 0;
    if op.num_regions() > 0 {
        p.write_str(" ");
        p.print_region(op.region(0), false, terms, false);
    }
    if op.num_regions() > 1 && !op.region(1).is_empty() {
        p.write_str(" else ");
        p.print_region(op.region(1), false, terms, false);
    }
    print_attr_dict(p, op, &["condition"]);
}

// ----- loads and stores -----

pub(crate) fn parse_load(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let (_, indices) = parse_map_of_ssa_ids(p, st, "map", Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_type_of(p, TypeClass::MemRef)?;
    let v = p.resolve_operand(memref, ty)?;
    st.operands.push(v);
    let index = p.ctx().index_type();
    resolve_all(p, &indices, index, st)?;
    let elem = p.ctx().type_kind(ty).element_type().unwrap_or(ty);
    st.result_types.push(elem);
    Ok(())
}

pub(crate) fn print_load(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let operands = op.operands();
    let Some((&memref, indices)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operand(op.body_id, memref);
    print_map_of_ssa_ids(p, op, "map", indices);
    print_attr_dict(p, op, &["map"]);
    p.write_str(" : ");
    p.print_type(op.value_type(memref));
}

pub(crate) fn parse_store(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let (_, indices) = parse_map_of_ssa_ids(p, st, "map", Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_type_of(p, TypeClass::MemRef)?;
    let elem = p.ctx().type_kind(ty).element_type().unwrap_or(ty);
    let v = p.resolve_operand(value, elem)?;
    st.operands.push(v);
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    let index = p.ctx().index_type();
    resolve_all(p, &indices, index, st)
}

pub(crate) fn print_store(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let operands = op.operands();
    if operands.len() < 2 {
        return;
    }
    p.write_str(" ");
    p.print_operand(op.body_id, operands[0]);
    p.write_str(", ");
    p.print_operand(op.body_id, operands[1]);
    print_map_of_ssa_ids(p, op, "map", &operands[2..]);
    print_attr_dict(p, op, &["map"]);
    p.write_str(" : ");
    p.print_type(op.value_type(operands[1]));
}

pub(crate) fn parse_vector_load(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let (_, indices) = parse_map_of_ssa_ids(p, st, "map", Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_type_of(p, TypeClass::MemRef)?;
    p.parse_punct(Punct::Comma)?;
    let result = parse_type_of(p, TypeClass::Vector)?;
    let v = p.resolve_operand(memref, ty)?;
    st.operands.push(v);
    let index = p.ctx().index_type();
    resolve_all(p, &indices, index, st)?;
    st.result_types.push(result);
    Ok(())
}

pub(crate) fn print_vector_load(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_load(op, p);
    if op.num_results() == 1 {
        p.write_str(", ");
        p.print_type(op.result_type(0));
    }
}

pub(crate) fn parse_vector_store(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let memref = p.parse_operand()?;
    let (_, indices) = parse_map_of_ssa_ids(p, st, "map", Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_type_of(p, TypeClass::MemRef)?;
    p.parse_punct(Punct::Comma)?;
    let vty = parse_type_of(p, TypeClass::Vector)?;
    let v = p.resolve_operand(value, vty)?;
    st.operands.push(v);
    let m = p.resolve_operand(memref, ty)?;
    st.operands.push(m);
    let index = p.ctx().index_type();
    resolve_all(p, &indices, index, st)
}

pub(crate) fn print_vector_store(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_store(op, p);
    if op.num_operands() >= 2 {
        p.write_str(", ");
        p.print_type(op.operand_type(0));
    }
}

// ----- affine.prefetch -----

pub(crate) fn parse_prefetch(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let (_, indices) = parse_map_of_ssa_ids(p, st, "map", Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let rw = p.parse_keyword_any()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let hint = parse_attr_where(p, Some(ctx.int_type(32)), |k| {
        matches!(k, AttrKind::Integer { .. })
    })?;
    push_attr(p, st, "localityHint", hint);
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = p.parse_keyword_any()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = parse_colon_type_of(p, TypeClass::MemRef)?;
    let v = p.resolve_operand(memref, ty)?;
    st.operands.push(v);
    resolve_all(p, &indices, ctx.index_type(), st)?;
    let loc = p.name_loc();
    if rw != b"read" && rw != b"write" {
        return Err(p.emit_error(loc, "rw specifier has to be 'read' or 'write'"));
    }
    push_attr(p, st, "isWrite", ctx.bool_attr(rw == b"write"));
    if cache != b"data" && cache != b"instr" {
        return Err(p.emit_error(loc, "cache type has to be 'data' or 'instr'"));
    }
    push_attr(p, st, "isDataCache", ctx.bool_attr(cache == b"data"));
    Ok(())
}

pub(crate) fn print_prefetch(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let operands = op.operands();
    let Some((&memref, indices)) = operands.split_first() else {
        return;
    };
    let ctx = op.ctx;
    let flag = |n: &str| {
        op.prop(n)
            .and_then(|a| ctx.int_value(a))
            .is_some_and(|v| v != 0)
    };
    p.write_str(" ");
    p.print_operand(op.body_id, memref);
    print_map_of_ssa_ids(p, op, "map", indices);
    p.write_str(if flag("isWrite") { ", write" } else { ", read" });
    p.write_str(", locality<");
    let hint = op
        .prop("localityHint")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    p.write_str(&(hint as u32).to_string());
    p.write_str(">, ");
    p.write_str(if flag("isDataCache") { "data" } else { "instr" });
    print_attr_dict(p, op, &["map", "localityHint", "isDataCache", "isWrite"]);
    p.write_str(" : ");
    p.print_type(op.value_type(memref));
}

// ----- affine.parallel -----

/// Parses a parallel bound: `(` groups `)` where a group is an expression
/// of SSA ids or `max(...)`/`min(...)` of several (`parseAffineMapWithMinMax`).
/// Repeated operands are deduplicated.
fn parse_bound_groups(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    lower: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let (map_name, groups_name, kw) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    p.parse_punct(Punct::LParen)?;
    let i32t = ctx.int_type(32);
    if p.parse_optional_punct(Punct::RParen) {
        push_attr(
            p,
            st,
            map_name,
            map_attr(ctx, AffineMap::new(0, 0, Vec::new())),
        );
        push_attr(
            p,
            st,
            groups_name,
            ctx.dense_int_elements(ctx.tensor_type(&[0], i32t), 32, &[]),
        );
        return Ok(());
    }
    let mut exprs: Vec<AffineExpr> = Vec::new();
    let mut flat_dims: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut flat_syms: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut per_group: Vec<i64> = Vec::new();
    loop {
        if p.parse_optional_keyword(kw) {
            let mut operands = Vec::new();
            let map = p
                .parse_affine_map_of_ssa_ids(&mut operands, Delimiter::Paren)?
                .unwrap_or_else(|| AffineMap::new(0, 0, Vec::new()));
            let nd = (map.num_dims as usize).min(operands.len());
            let (dims, syms) = operands.split_at(nd);
            for e in &map.results {
                exprs.push(e.clone());
                flat_dims.push(dims.to_vec());
                flat_syms.push(syms.to_vec());
            }
            per_group.push(map.num_results() as i64);
        } else {
            let mut dims = Vec::new();
            let mut syms = Vec::new();
            let map = p.parse_affine_expr_of_ssa_ids(&mut dims, &mut syms)?;
            exprs.push(
                map.results
                    .into_iter()
                    .next()
                    .unwrap_or(AffineExpr::constant(0)),
            );
            flat_dims.push(dims);
            flat_syms.push(syms);
            per_group.push(1);
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RParen)?;

    let mut total_dims = 0u32;
    let mut total_syms = 0u32;
    for (i, e) in exprs.iter_mut().enumerate() {
        let nd = flat_dims[i].len() as u32;
        let ns = flat_syms[i].len() as u32;
        *e = e
            .shift_dims(nd, total_dims, 0)
            .shift_symbols(ns, total_syms, 0);
        total_dims += nd;
        total_syms += ns;
    }
    let index = ctx.index_type();
    let mut dedup = |lists: &[Vec<UnresolvedOperand>],
                     dim: bool|
     -> ParseResult<(Vec<Value>, Vec<AffineExpr>)> {
        let mut unique: Vec<Value> = Vec::new();
        let mut repl = Vec::new();
        for list in lists {
            for &u in list {
                let v = p.resolve_operand(u, index)?;
                let pos = match unique.iter().position(|&x| x == v) {
                    Some(pos) => pos,
                    None => {
                        unique.push(v);
                        unique.len() - 1
                    }
                };
                repl.push(if dim {
                    AffineExpr::dim(pos as u32)
                } else {
                    AffineExpr::symbol(pos as u32)
                });
            }
        }
        Ok((unique, repl))
    };
    let (dim_values, dim_repl) = dedup(&flat_dims, true)?;
    let (sym_values, sym_repl) = dedup(&flat_syms, false)?;
    st.operands.extend(dim_values.iter().copied());
    st.operands.extend(sym_values.iter().copied());
    let flat = AffineMap::new(total_dims, total_syms, exprs);
    let map = flat.replace_dims_and_symbols(
        &dim_repl,
        &sym_repl,
        dim_values.len() as u32,
        sym_values.len() as u32,
    );
    push_attr(p, st, map_name, map_attr(ctx, map));
    let groups = ctx.dense_int_elements(
        ctx.tensor_type(&[per_group.len() as i64], i32t),
        32,
        &per_group,
    );
    push_attr(p, st, groups_name, groups);
    Ok(())
}

pub(crate) fn parse_parallel(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let index = ctx.index_type();
    let mut ivs = Vec::new();
    p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;
    p.parse_punct(Punct::Equal)?;
    parse_bound_groups(p, st, true)?;
    p.parse_keyword("to")?;
    parse_bound_groups(p, st, false)?;

    let i64t = ctx.int_type(64);
    let steps: Vec<i64> = if !p.parse_optional_keyword("step") {
        vec![1; ivs.len()]
    } else {
        let mut operands = Vec::new();
        let map = p
            .parse_affine_map_of_ssa_ids(&mut operands, Delimiter::Paren)?
            .unwrap_or_else(|| AffineMap::new(0, 0, Vec::new()));
        let mut steps = Vec::new();
        for e in &map.results {
            match e.as_constant() {
                Some(c) => steps.push(c),
                None => {
                    let loc = p.name_loc();
                    return Err(p.emit_error(loc, "steps must be constant integers"));
                }
            }
        }
        steps
    };
    let steps: Vec<Attribute> = steps.iter().map(|&s| ctx.integer_attr(i64t, s)).collect();
    push_attr(p, st, "steps", ctx.array_attr(&steps));

    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_punct(Punct::LParen)?;
        loop {
            let loc = p.current_loc();
            let a = parse_attr_where(p, Some(ctx.none_type()), |k| {
                matches!(k, AttrKind::String { .. })
            })?;
            let name = ctx.str_value(a).unwrap_or_default();
            match ATOMIC_RMW_KINDS.iter().find(|k| k.0.as_bytes() == name) {
                Some(&(_, v)) => reductions.push(ctx.integer_attr(i64t, v)),
                None => {
                    let text = rmlir_ir::printer::attr_to_string(ctx, a);
                    return Err(p.emit_error(loc, &format!("invalid reduction value: {text}")));
                }
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RParen)?;
    }
    push_attr(p, st, "reductions", ctx.array_attr(&reductions));

    if p.parse_optional_punct(Punct::Arrow) {
        let mut types = Vec::new();
        p.parse_function_result_types(&mut types)?;
        st.result_types.extend(types);
    }
    for iv in &mut ivs {
        iv.ty = index;
    }
    p.parse_region(st, &ivs, false)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.ensure_terminator(st, 0, "affine.yield");
    Ok(())
}

/// `printMinMaxBound`.
fn print_bound_groups(
    p: &mut dyn OpAsmPrinter,
    op: &OpView<'_>,
    map_name: &str,
    groups_name: &str,
    operands: &[Value],
    kw: &str,
) {
    let ctx = op.ctx;
    let Some(map) = op.prop(map_name).and_then(|a| affine_map(ctx, a)) else {
        return;
    };
    let groups = op
        .prop(groups_name)
        .map(|a| ctx.dense_int_values_unsigned(a))
        .unwrap_or_default();
    let nd = (map.num_dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let mut start = 0usize;
    for size in groups {
        if start != 0 {
            p.write_str(", ");
        }
        let size = size as usize;
        if size == 1 {
            if let Some(e) = map.results.get(start) {
                p.print_affine_expr_of_ssa_ids(op.body_id, e, dims, syms);
            }
            start += 1;
        } else {
            p.write_str(kw);
            p.write_str("(");
            let end = (start + size).min(map.results.len());
            let sub = AffineMap::new(
                map.num_dims,
                map.num_symbols,
                map.results[start.min(end)..end].to_vec(),
            );
            p.print_affine_map_of_ssa_ids(op.body_id, &sub, operands);
            p.write_str(")");
            start += size;
        }
    }
}

pub(crate) fn print_parallel(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    if op.num_regions() != 1 {
        return;
    }
    let region = op.region(0);
    p.write_str(" (");
    p.print_operands(op.body_id, region.entry_args());
    p.write_str(") = (");
    let operands = op.operands();
    let lb_inputs = op
        .prop("lowerBoundsMap")
        .and_then(|a| affine_map(ctx, a))
        .map_or(0, |m| m.num_inputs() as usize)
        .min(operands.len());
    print_bound_groups(
        p,
        op,
        "lowerBoundsMap",
        "lowerBoundsGroups",
        &operands[..lb_inputs],
        "max",
    );
    p.write_str(") to (");
    print_bound_groups(
        p,
        op,
        "upperBoundsMap",
        "upperBoundsGroups",
        &operands[lb_inputs..],
        "min",
    );
    p.write_str(")");
    let steps: Vec<i64> = match op.prop("steps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elems)) => elems.iter().filter_map(|&e| ctx.int_value(e)).collect(),
        _ => Vec::new(),
    };
    if !steps.iter().all(|&s| s == 1) {
        p.write_str(" step (");
        p.write_str(
            &steps
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        );
        p.write_str(")");
    }
    if op.num_results() > 0 {
        p.write_str(" reduce (");
        let kinds: Vec<&str> = match op.prop("reductions").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(elems)) => elems
                .iter()
                .map(|&e| {
                    ctx.int_value(e)
                        .and_then(|v| ATOMIC_RMW_KINDS.iter().find(|k| k.1 == v))
                        .map_or("", |k| k.0)
                })
                .collect(),
            _ => Vec::new(),
        };
        for (i, k) in kinds.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_str("\"");
            p.write_str(k);
            p.write_str("\"");
        }
        p.write_str(") -> (");
        p.print_types(&op.result_types());
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(region, false, op.num_results() > 0, false);
    print_attr_dict(
        p,
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
}

// ----- DMA -----

pub(crate) fn parse_dma_start(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let src = p.parse_operand()?;
    let (src_map, src_ops) = parse_map_of_ssa_ids(p, st, "src_map", Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let (dst_map, dst_ops) = parse_map_of_ssa_ids(p, st, "dst_map", Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let (tag_map, tag_ops) = parse_map_of_ssa_ids(p, st, "tag_map", Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num_elements = p.parse_operand()?;
    let mut stride = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(&mut stride, Delimiter::None, None)?;
    }
    let loc = p.name_loc();
    if !stride.is_empty() && stride.len() != 2 {
        return Err(p.emit_error(loc, "expected two stride related operands"));
    }
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 3 {
        return Err(p.emit_error(loc, "expected three types"));
    }
    let index = ctx.index_type();
    let v = p.resolve_operand(src, types[0])?;
    st.operands.push(v);
    resolve_all(p, &src_ops, index, st)?;
    let v = p.resolve_operand(dst, types[1])?;
    st.operands.push(v);
    resolve_all(p, &dst_ops, index, st)?;
    let v = p.resolve_operand(tag, types[2])?;
    st.operands.push(v);
    resolve_all(p, &tag_ops, index, st)?;
    let v = p.resolve_operand(num_elements, index)?;
    st.operands.push(v);
    resolve_all(p, &stride, index, st)?;
    if src_ops.len() != src_map.num_inputs() as usize
        || dst_ops.len() != dst_map.num_inputs() as usize
        || tag_ops.len() != tag_map.num_inputs() as usize
    {
        return Err(p.emit_error(loc, "memref operand count not equal to map.numInputs"));
    }
    Ok(())
}

pub(crate) fn print_dma_start(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let Some(d) = crate::DmaStart::of(op) else {
        return;
    };
    let operands = op.operands();
    let body = op.body_id;
    p.write_str(" ");
    p.print_operand(body, operands[0]);
    print_map_of_ssa_ids(p, op, "src_map", &operands[d.src_indices()]);
    p.write_str(", ");
    p.print_operand(body, operands[d.dst]);
    print_map_of_ssa_ids(p, op, "dst_map", &operands[d.dst_indices()]);
    p.write_str(", ");
    p.print_operand(body, operands[d.tag]);
    print_map_of_ssa_ids(p, op, "tag_map", &operands[d.tag_indices()]);
    p.write_str(", ");
    p.print_operand(body, operands[d.num_elements]);
    if d.strided {
        p.write_str(", ");
        p.print_operand(body, operands[d.num_elements + 1]);
        p.write_str(", ");
        p.print_operand(body, operands[d.num_elements + 2]);
    }
    p.write_str(" : ");
    p.print_type(op.value_type(operands[0]));
    p.write_str(", ");
    p.print_type(op.value_type(operands[d.dst]));
    p.write_str(", ");
    p.print_type(op.value_type(operands[d.tag]));
}

pub(crate) fn parse_dma_wait(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let tag = p.parse_operand()?;
    let (tag_map, tag_ops) = parse_map_of_ssa_ids(p, st, "tag_map", Delimiter::Square)?;
    p.parse_punct(Punct::Comma)?;
    let num_elements = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let index = p.ctx().index_type();
    let v = p.resolve_operand(tag, ty)?;
    st.operands.push(v);
    resolve_all(p, &tag_ops, index, st)?;
    let v = p.resolve_operand(num_elements, index)?;
    st.operands.push(v);
    let loc = p.name_loc();
    if !is_memref(p.ctx().type_kind(ty)) {
        return Err(p.emit_error(loc, "expected tag to be of memref type"));
    }
    if tag_ops.len() != tag_map.num_inputs() as usize {
        return Err(p.emit_error(loc, "tag memref operand count != to map.numInputs"));
    }
    Ok(())
}

pub(crate) fn print_dma_wait(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let operands = op.operands();
    let n = op
        .attr("tag_map")
        .and_then(|a| affine_map(op.ctx, a))
        .map(|m| m.num_inputs() as usize);
    let Some(n) = n.filter(|&n| n + 2 <= operands.len()) else {
        return;
    };
    p.write_str(" ");
    p.print_operand(op.body_id, operands[0]);
    print_map_of_ssa_ids(p, op, "tag_map", &operands[1..1 + n]);
    p.write_str(", ");
    p.print_operand(op.body_id, operands[1 + n]);
    p.write_str(" : ");
    p.print_type(op.value_type(operands[0]));
}

// ----- affine.delinearize_index / affine.linearize_index -----

fn parse_basis(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [rmlir_ir::format::CustomValue],
) -> ParseResult<()> {
    let list = rmlir_interfaces::view_like::parse_dynamic_index_list(p, false, Delimiter::Paren)?;
    *args[0].operands_mut() = list.values;
    *args[1].attr_mut() = Some(p.ctx().dense_i64_array_attr(&list.integers));
    Ok(())
}

fn print_basis(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[rmlir_ir::format::CustomValue]) {
    let ints = args[1]
        .attr()
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default();
    rmlir_interfaces::view_like::print_dynamic_index_list(
        p,
        op.body_id,
        args[0].values(),
        &ints,
        &[],
        &[],
        Delimiter::Paren,
    );
}

/// `custom<DynamicIndexList>($dynamic_basis, $static_basis, "{}",
/// "::mlir::AsmParser::Delimiter::Paren")`.
#[allow(non_upper_case_globals)]
pub(crate) static AffineBasis: rmlir_ir::op_def::CustomDirective =
    rmlir_ir::op_def::CustomDirective {
        parse: parse_basis,
        print: print_basis,
    };
