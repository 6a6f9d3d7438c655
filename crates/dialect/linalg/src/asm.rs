//! The hand-written syntax of the structured ops (`LinalgOps.cpp`):
//! `ins(...) outs(...)` with the payload region built at parse time for
//! named ops, `linalg.generic`'s trait dictionary and region, the
//! `indexing_maps` and `kind` prefixes of matmul-like and elementwise ops,
//! the short forms of `linalg.map`/`linalg.reduce`, and `linalg.yield`.

use rmlir_ir::asm::{
    AsmDiag, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
};
use rmlir_ir::{AttrKind, Attribute, Context, NamedAttr, OpView, Type, Value};
use smallvec::SmallVec;

use crate::attrs::{elementwise_kind_of, ELEMENTWISE_KIND, ITERATOR_TYPE, LAST_BINARY, LAST_UNARY};
use crate::named::{self, Expr};
use crate::structured::{default_maps, maps_attr, maps_of_attr, Class};

fn find(ctx: &Context, attrs: &[NamedAttr], name: &str) -> Option<Attribute> {
    attrs
        .iter()
        .find(|na| ctx.ident_bytes(na.name) == name.as_bytes())
        .map(|na| na.value)
}

fn set(ctx: &Context, attrs: &mut Vec<NamedAttr>, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    match attrs.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => attrs.push(NamedAttr { name: id, value }),
    }
}

fn op_name(st: &ParseState, ctx: &Context) -> String {
    ctx.ident_str(st.name).into_owned()
}

/// `parseCommonStructuredOpParts`: `<{props}>`, an attribute dictionary,
/// `ins(%a, %b : A, B)` and `outs(%c : C)`. Returns the input and output
/// types.
fn parse_common_parts(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    add_segment_sizes: bool,
) -> ParseResult<(Vec<Type>, Vec<Type>)> {
    let ctx = p.ctx();
    let op_loc = p.name_loc();
    let mut props: Option<Attribute> = None;
    if p.parse_optional_punct(Punct::Less) {
        let loc = p.current_loc();
        let a = p.parse_attribute(None)?;
        if !matches!(ctx.attr_kind(a), AttrKind::Dictionary(_)) {
            return Err(p.emit_error(loc, "invalid kind of attribute specified"));
        }
        props = Some(a);
        p.parse_punct(Punct::Greater)?;
    }
    let attrs_loc = p.current_loc();
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mut ins = Vec::new();
    let mut in_types = Vec::new();
    let mut ins_loc = p.current_loc();
    if p.parse_optional_keyword("ins") {
        p.parse_punct(Punct::LParen)?;
        ins_loc = p.current_loc();
        p.parse_operand_list(&mut ins, Delimiter::None, None)?;
        p.parse_punct(Punct::Colon)?;
        p.parse_type_list(&mut in_types)?;
        p.parse_punct(Punct::RParen)?;
    }
    let mut outs = Vec::new();
    let mut out_types = Vec::new();
    let mut outs_loc = p.current_loc();
    if p.parse_optional_keyword("outs") {
        outs_loc = p.current_loc();
        p.parse_punct(Punct::LParen)?;
        p.parse_operand_list(&mut outs, Delimiter::None, None)?;
        p.parse_punct(Punct::Colon)?;
        p.parse_type_list(&mut out_types)?;
        p.parse_punct(Punct::RParen)?;
    }
    p.resolve_operands(&ins, &in_types, ins_loc, &mut st.operands)?;
    p.resolve_operands(&outs, &out_types, outs_loc, &mut st.operands)?;
    let segs = ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]);
    if let Some(dict) = props {
        let mut entries = ctx.dictionary_entries(dict).to_vec();
        if add_segment_sizes {
            set(ctx, &mut entries, "operandSegmentSizes", segs);
        }
        let full = ctx.dictionary_attr(entries.clone());
        if let Some(def) = st.def {
            for na in &entries {
                let name = ctx.ident_bytes(na.name);
                if let Some(spec) = def.prop(name) {
                    if !spec.constraint.storage.accepts(ctx, na.value) {
                        return Err(AsmDiag::new(
                            op_loc,
                            format!(
                                "invalid properties {} for op {}: Invalid attribute `{}` in property conversion: {}",
                                rmlir_ir::printer::attr_to_string(ctx, full),
                                def.name,
                                spec.name,
                                rmlir_ir::printer::attr_to_string(ctx, na.value)
                            ),
                        ));
                    }
                }
            }
        }
        st.props.extend(entries);
    } else {
        if add_segment_sizes {
            set(ctx, &mut st.attrs, "operandSegmentSizes", segs);
        }
        if let Some(def) = st.def {
            if let Err(m) = rmlir_ir::format::verify_inherent_attrs(ctx, def, &st.attrs) {
                let name = op_name(st, ctx);
                return Err(p.emit_error(attrs_loc, &format!("'{name}' op {m}")));
            }
        }
    }
    Ok((in_types, out_types))
}

/// `parseNamedStructuredOp`: the common parts, attributes, result types
/// and the payload region built by `body`.
fn parse_named_with(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    num_args: usize,
    body: &Expr,
) -> ParseResult<()> {
    let loc = p.current_loc();
    let (ins, outs) = parse_common_parts(p, st, true)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.parse_optional_punct(Punct::Arrow) {
        let mut tys = Vec::new();
        parse_result_types(p, &mut tys)?;
        st.result_types.extend(tys);
    }
    if num_args != ins.len() + outs.len() {
        let at = p.current_loc();
        return Err(p.emit_error(
            at,
            &format!(
                "[parseNamedStructuredOpRegion] ods-gen generated region expects {num_args} args, got {}",
                ins.len() + outs.len()
            ),
        ));
    }
    let mut types = ins;
    types.extend(outs);
    let attrs = st.attrs.clone();
    let mut result = Ok(());
    p.build_region(st, &mut |ctx, b, block| {
        result = named::fill_region(ctx, b, block, &types, &attrs, body);
    });
    if let Err(m) = result {
        return Err(p.emit_error(loc, &m));
    }
    Ok(())
}

/// `parseOptionalArrowTypeList` after the arrow: one type or a
/// parenthesized list.
fn parse_result_types(p: &mut dyn OpAsmParser<'_>, out: &mut Vec<Type>) -> ParseResult<()> {
    p.parse_function_result_types(out)
}

/// The payload of a named op that is not in the OpDSL table.
fn payload_of(name: &[u8]) -> Option<(usize, &'static str)> {
    Some(match name {
        b"linalg.matmul" | b"linalg.batch_matmul" | b"linalg.contract" => {
            (3, "(add %2 (mul (cast %2 %0) (cast %2 %1)))")
        }
        b"linalg.batch_reduce_matmul" => {
            (3, "(add %2 (mul (cast_signed %2 %0) (cast_signed %2 %1)))")
        }
        _ => {
            let spec = named::spec(name)?;
            (spec.num_args, spec.body)
        }
    })
}

/// The parser of the OpDSL-defined named ops.
pub fn parse_named(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = ctx.ident_bytes(st.name).to_vec();
    let Some((n, body)) = payload_of(&name) else {
        let at = p.name_loc();
        return Err(p.emit_error(at, "unknown named op"));
    };
    parse_named_with(p, st, n, &named::parse_expr(body))
}

/// `parseIndexingMapsAttr` and the list parsers of `batch_matmul`: an
/// optional `indexing_maps = [...]`.
fn parse_optional_maps(
    p: &mut dyn OpAsmParser<'_>,
    matmul: bool,
) -> ParseResult<Option<Attribute>> {
    if !p.parse_optional_keyword("indexing_maps") {
        return Ok(None);
    }
    p.parse_punct(Punct::Equal)?;
    let ctx = p.ctx();
    if matmul {
        let a = p.parse_attribute(None)?;
        let ok = matches!(ctx.attr_kind(a), AttrKind::Array(items)
            if items.iter().all(|&x| matches!(ctx.attr_kind(x), AttrKind::AffineMap(_))));
        if !matches!(ctx.attr_kind(a), AttrKind::Array(_)) {
            let at = p.current_loc();
            return Err(p.emit_error(at, "invalid kind of attribute specified"));
        }
        if !ok {
            let at = p.current_loc();
            return Err(p.emit_error(at, "element of indexing_maps array is not an affine_map"));
        }
        return Ok(Some(a));
    }
    p.parse_punct(Punct::LSquare)?;
    let mut items = Vec::new();
    loop {
        let a = p.parse_attribute(None)?;
        if !matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)) {
            let at = p.current_loc();
            return Err(p.emit_error(at, "expected affine map attribute"));
        }
        items.push(a);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(Some(ctx.array_attr(&items)))
}

/// `linalg.matmul`, `linalg.batch_matmul`, `linalg.batch_reduce_matmul`:
/// optional `indexing_maps = [...]`, defaulted, then the named syntax.
pub fn parse_matmul(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = ctx.ident_bytes(st.name).to_vec();
    let class = crate::structured::class_of_name(&name).unwrap_or(Class::Matmul);
    let maps = parse_optional_maps(p, matches!(class, Class::Matmul))?;
    let maps = maps.unwrap_or_else(|| maps_attr(ctx, &default_maps(class)));
    set(ctx, &mut st.attrs, "indexing_maps", maps);
    parse_named(p, st)
}

/// `linalg.contract`: `indexing_maps = [...]` is required.
pub fn parse_contract(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let Some(maps) = parse_optional_maps(p, true)? else {
        let at = p.current_loc();
        return Err(p.emit_error(at, "expected 'indexing_maps' attribute"));
    };
    set(ctx, &mut st.attrs, "indexing_maps", maps);
    parse_named(p, st)
}

/// The arity and payload of an elementwise kind.
fn elementwise_payload(kind: i64) -> (usize, String) {
    let name = ELEMENTWISE_KIND.stringify(kind).unwrap_or("exp");
    if kind < LAST_UNARY {
        (1, format!("({name} %0)"))
    } else if kind < LAST_BINARY {
        (2, format!("({name} %0 %1)"))
    } else {
        (3, format!("({name} %0 %1 %2)"))
    }
}

/// `linalg.elementwise kind=#linalg.elementwise_kind<k> (indexing_maps = [...])? ...`.
pub fn parse_elementwise(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    p.parse_keyword("kind")?;
    p.parse_punct(Punct::Equal)?;
    let kind_attr = match p.parse_attribute(None) {
        Ok(a) => a,
        Err(mut d) => {
            let at = p.current_loc();
            let e = p.emit_error(at, "expected operation 'kind' attribute");
            d.also.push((at, e.message));
            return Err(d);
        }
    };
    let Some(kind) = elementwise_kind_of(ctx, kind_attr) else {
        let at = p.current_loc();
        return Err(p.emit_error(at, "expected ElementwiseKind attribute"));
    };
    set(ctx, &mut st.attrs, "kind", kind_attr);
    let maps = parse_optional_maps(p, false)?;
    let (arity, body) = elementwise_payload(kind);
    let num_args = arity + 1;
    if let Err(mut d) = parse_named_with(p, st, num_args, &named::parse_expr(&body)) {
        if !d.is_silent() {
            let at = p.current_loc();
            let e = p.emit_error(at, "unable to parse elemwise op");
            d.also.push((at, e.message));
        }
        return Err(d);
    }
    let maps = match maps {
        Some(m) => m,
        None => {
            let last = st.operands.last().map(|&v| p.value_type_of(v));
            let rank = match last.and_then(|t| ctx.type_kind(t).shape().map(|s| s.len())) {
                Some(r) => r,
                None => {
                    let at = p.current_loc();
                    return Err(p.emit_error(at, "return type needs to be shaped type"));
                }
            };
            let id = rmlir_ir::affine::AffineMap::multi_dim_identity(rank as u32);
            maps_attr(ctx, &vec![id; num_args])
        }
    };
    set(ctx, &mut st.attrs, "indexing_maps", maps);
    Ok(())
}

/// `printCommonStructuredOpParts`.
fn print_ins_outs(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, ins: &[Value], outs: &[Value]) {
    if !ins.is_empty() {
        p.write_str(" ins(");
        p.print_operands(op.body_id, ins);
        p.write_str(" : ");
        let ts: Vec<Type> = ins.iter().map(|&v| op.value_type(v)).collect();
        p.print_types(&ts);
        p.write_str(")");
    }
    if !outs.is_empty() {
        p.write_str(" outs(");
        p.print_operands(op.body_id, outs);
        p.write_str(" : ");
        let ts: Vec<Type> = outs.iter().map(|&v| op.value_type(v)).collect();
        p.print_types(&ts);
        p.write_str(")");
    }
}

fn split_operands(op: &OpView<'_>) -> (SmallVec<[Value; 4]>, SmallVec<[Value; 4]>) {
    let all = op.operands();
    let n = op.operand_range(0).map_or(0, |(_, n)| n).min(all.len());
    (
        all[..n].iter().copied().collect(),
        all[n..].iter().copied().collect(),
    )
}

/// `printNamedStructuredOp`.
fn print_named_with(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, elided: &[&str]) {
    p.print_optional_attr_dict(&op.all_attrs(), elided);
    let (ins, outs) = split_operands(op);
    print_ins_outs(op, p, &ins, &outs);
    p.print_optional_arrow_type_list(&op.result_types());
}

/// The printer of the OpDSL-defined named ops.
pub fn print_named(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_named_with(op, p, &["operandSegmentSizes", crate::MEMOIZED_MAPS]);
}

fn print_maps(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, maps: Attribute) {
    p.write_str(" indexing_maps = [");
    if let AttrKind::Array(items) = op.ctx.attr_kind(maps) {
        for (i, &m) in items.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_attribute(m);
        }
    }
    p.write_str("]");
}

/// `linalg.matmul` and its batch variants: `indexing_maps` when not the
/// default.
pub fn print_matmul(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    if let (Some(class), Some(maps)) = (crate::structured::class_of(op), op.prop("indexing_maps")) {
        if maps_of_attr(ctx, maps).as_deref() != Some(&default_maps(class)[..]) {
            print_maps(op, p, maps);
        }
    }
    print_named_with(
        op,
        p,
        &["operandSegmentSizes", crate::MEMOIZED_MAPS, "indexing_maps"],
    );
}

/// `linalg.contract`: `indexing_maps` always.
pub fn print_contract(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    if let Some(maps) = op.prop("indexing_maps") {
        print_maps(op, p, maps);
    }
    print_named_with(op, p, &["indexing_maps", "operandSegmentSizes"]);
}

/// `linalg.elementwise`.
pub fn print_elementwise(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" kind=");
    if let Some(k) = op.prop("kind") {
        p.print_attribute(k);
    }
    let kind = op
        .prop("kind")
        .and_then(|k| elementwise_kind_of(ctx, k))
        .unwrap_or(0);
    let (arity, _) = elementwise_payload(kind);
    let (_, outs) = split_operands(op);
    let rank = outs
        .first()
        .map_or(0, |&v| crate::structured::rank_of(ctx, op.value_type(v)));
    let id = rmlir_ir::affine::AffineMap::multi_dim_identity(rank as u32);
    let defaults = vec![id; arity + 1];
    if let Some(maps) = op.prop("indexing_maps") {
        if maps_of_attr(ctx, maps).as_deref() != Some(&defaults[..]) {
            print_maps(op, p, maps);
        }
    }
    print_named_with(op, p, &["operandSegmentSizes", "kind", "indexing_maps"]);
}

// ----- linalg.generic -----

const GENERIC_TRAITS: [&str; 4] = ["doc", "indexing_maps", "library_call", "iterator_types"];

/// `linalg.generic {traits} ins(...) outs(...) (attrs = {...})? {region} (-> types)?`.
pub fn parse_generic(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let dict = p.parse_attribute(None)?;
    if !matches!(ctx.attr_kind(dict), AttrKind::Dictionary(_)) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    st.attrs = ctx.dictionary_entries(dict).to_vec();
    let iters = find(ctx, &st.attrs, "iterator_types");
    let Some(AttrKind::Array(items)) = iters.map(|a| ctx.attr_kind(a)) else {
        return Err(p.emit_error(loc, "expected iterator_types array attribute"));
    };
    let mut converted = Vec::with_capacity(items.len());
    for &it in items.iter() {
        let s = ctx.str_value(it).unwrap_or(b"");
        match ITERATOR_TYPE.symbolize(s) {
            Some(v) => converted.push(crate::attrs::iterator_type_attr(ctx, v)),
            None => {
                let at = p.current_loc();
                return Err(p.emit_error(
                    at,
                    &format!("unexpected iterator_type ({})", String::from_utf8_lossy(s)),
                ));
            }
        }
    }
    let arr = ctx.array_attr(&converted);
    set(ctx, &mut st.attrs, "iterator_types", arr);
    parse_common_parts(p, st, true)?;
    if p.parse_optional_keyword("attrs") {
        p.parse_punct(Punct::Equal)?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
    }
    p.parse_region(st, &[], false)?;
    if p.parse_optional_punct(Punct::Arrow) {
        let mut tys = Vec::new();
        parse_result_types(p, &mut tys)?;
        st.result_types.extend(tys);
    }
    Ok(())
}

/// The printer of `linalg.generic`.
pub fn print_generic(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    let all = op.all_attrs();
    let mut traits = Vec::new();
    for na in all.iter() {
        let name = ctx.ident_bytes(na.name);
        if name == b"iterator_types" {
            let names: Vec<Attribute> = match ctx.attr_kind(na.value) {
                AttrKind::Array(items) => items
                    .iter()
                    .map(|&x| {
                        let v = crate::attrs::iterator_type_of(ctx, x).unwrap_or(0);
                        ctx.string_attr(ITERATOR_TYPE.stringify(v).unwrap_or(""))
                    })
                    .collect(),
                _ => Vec::new(),
            };
            traits.push(NamedAttr {
                name: na.name,
                value: ctx.array_attr(&names),
            });
        } else if GENERIC_TRAITS.iter().any(|t| t.as_bytes() == name) {
            traits.push(*na);
        }
    }
    if !traits.is_empty() {
        p.print_attribute(ctx.dictionary_attr(traits));
    }
    let (ins, outs) = split_operands(op);
    print_ins_outs(op, p, &ins, &outs);
    let mut elided: Vec<&str> = GENERIC_TRAITS.to_vec();
    elided.push("operandSegmentSizes");
    let extra = all.iter().any(|na| {
        !elided
            .iter()
            .any(|e| e.as_bytes() == ctx.ident_bytes(na.name))
    });
    if extra {
        p.write_str(" attrs = ");
        p.print_optional_attr_dict(&all, &elided);
    }
    if op.num_regions() == 1 && !op.region(0).is_empty() {
        p.write_str(" ");
        p.print_region(op.region(0), true, true, false);
    }
    let (rs, rn) = op.result_range(0).unwrap_or((0, op.num_results()));
    let rts: Vec<Type> = (rs..rs + rn).map(|i| op.result_type(i)).collect();
    p.print_optional_arrow_type_list(&rts);
}

/// `getAsmBlockArgumentNames` of `linalg.generic`: `in`, then `out`.
pub fn generic_block_arg_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    block_arg_names(op, set, "in", "out");
}

/// `getAsmBlockArgumentNames` of `linalg.reduce` and `linalg.map`: `in`,
/// then `init`.
pub fn reduce_block_arg_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    block_arg_names(op, set, "in", "init");
}

fn block_arg_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str), i: &str, o: &str) {
    if op.num_regions() != 1 || op.region(0).is_empty() {
        return;
    }
    let n = op.operand_range(0).map_or(0, |(_, n)| n);
    for (k, &a) in op.region(0).entry_args().iter().enumerate() {
        set(a, if k < n { i } else { o });
    }
}

// ----- linalg.yield -----

/// `linalg.yield %a, %b {attrs} : A, B`.
pub fn parse_yield(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let loc = p.current_loc();
    let mut ops = Vec::new();
    p.parse_operand_list(&mut ops, Delimiter::None, None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mut types = Vec::new();
    if !ops.is_empty() {
        p.parse_punct(Punct::Colon)?;
        p.parse_type_list(&mut types)?;
    }
    p.resolve_operands(&ops, &types, loc, &mut st.operands)
}

/// The printer of `linalg.yield`.
pub fn print_yield(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ops = op.operands();
    if !ops.is_empty() {
        p.write_str(" ");
        p.print_operands(op.body_id, &ops);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
    if !ops.is_empty() {
        p.write_str(" : ");
        p.print_types(&op.operand_types());
    }
}

// ----- transpose, broadcast, map, reduce -----

/// `parseDstStyleOp`: `ins(...) outs(...)`, results for ranked tensor
/// outputs, `parse_attrs`, then an attribute dictionary.
fn parse_dst_style(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    required: Option<&str>,
) -> ParseResult<Vec<Type>> {
    let ctx = p.ctx();
    let (mut ins, outs) = parse_common_parts(p, st, false)?;
    for &t in &outs {
        if matches!(ctx.type_kind(t), rmlir_ir::TypeKind::RankedTensor { .. }) {
            st.result_types.push(t);
        }
    }
    if let Some(name) = required {
        p.parse_keyword(name)?;
        p.parse_punct(Punct::Equal)?;
        let v = parse_dense_i64_array(p)?;
        let a = ctx.dense_i64_array_attr(&v);
        set(ctx, &mut st.attrs, name, a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    ins.extend(outs);
    Ok(ins)
}

/// `DenseI64ArrayAttr::parse` without a type: `[1, 2]`.
fn parse_dense_i64_array(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Vec<i64>> {
    let mut out = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(out);
    }
    loop {
        out.push(p.parse_integer()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(out)
}

/// `linalg.transpose` and `linalg.broadcast`: the identity region is
/// built at parse time.
fn parse_identity_op(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    attr: &str,
) -> ParseResult<()> {
    let types = parse_dst_style(p, st, Some(attr))?;
    let operands = st.operands.clone();
    let loc = st.loc;
    // `buildGenericRegion`: block arguments at their operands' locations,
    // the yield at the op's.
    p.build_region(st, &mut |ctx, b, block| {
        let arg_types = named::block_arg_types(ctx, &types);
        let mut args = Vec::new();
        for (&t, &v) in arg_types.iter().zip(&operands) {
            let l = match b.value_def(v) {
                rmlir_ir::ValueDef::Result { op, .. } => b.op(op).loc,
                _ => b.arg_loc(v).unwrap_or_else(|| ctx.unknown_loc()),
            };
            args.push(b.add_block_arg(block, t, Some(l)));
        }
        if let Some(&a) = args.first() {
            let mut bl = rmlir_ir::builder::Builder::at_end(ctx, b, block);
            bl.create_simple("linalg.yield", loc, &[a], &[], None);
        }
    });
    Ok(())
}

/// `linalg.transpose ins(...) outs(...) permutation = [...]`.
pub fn parse_transpose(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    parse_identity_op(p, st, "permutation")
}

/// `linalg.broadcast ins(...) outs(...) dimensions = [...]`.
pub fn parse_broadcast(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    parse_identity_op(p, st, "dimensions")
}

fn print_dense_array_attr(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, name: &str) {
    let v = op
        .prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default();
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    p.write_str(&format!(" {name} = [{}] ", s.join(", ")));
}

fn print_identity_op(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, attr: &str) {
    let (ins, outs) = split_operands(op);
    print_ins_outs(op, p, &ins, &outs);
    print_dense_array_attr(op, p, attr);
    p.print_optional_attr_dict(&op.all_attrs(), &[attr]);
}

/// The printer of `linalg.transpose`.
pub fn print_transpose(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_identity_op(op, p, "permutation");
}

/// The printer of `linalg.broadcast`.
pub fn print_broadcast(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_identity_op(op, p, "dimensions");
}

/// `{ payload.op {attrs} }` of `linalg.map` and `linalg.reduce`.
fn parse_short_form(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Option<(Vec<u8>, Vec<NamedAttr>)>> {
    if !p.parse_optional_punct(Punct::LBrace) {
        return Ok(None);
    }
    let name = p.parse_keyword_any()?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::RBrace)?;
    Ok(Some((name, attrs)))
}

/// `addBodyWithPayloadOp`: a block taking the element types of the
/// operands, the payload op on them (the init first when `init_first`),
/// and a yield of its result.
fn add_body_with_payload(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    payload: &(Vec<u8>, Vec<NamedAttr>),
    types: &[Type],
    payload_args: &dyn Fn(&[Value]) -> Vec<Value>,
) {
    let loc = st.loc;
    let result_type = types.last().copied();
    p.build_region(st, &mut |ctx, body, block| {
        let args: Vec<Value> = types
            .iter()
            .map(|&t| {
                let e = ctx.type_kind(t).element_type().unwrap_or(t);
                body.add_block_arg(block, e, Some(ctx.unknown_loc()))
            })
            .collect();
        let operands = payload_args(&args);
        let rt = result_type
            .and_then(|t| ctx.type_kind(t).element_type())
            .unwrap_or_else(|| ctx.none_type());
        let name = String::from_utf8_lossy(&payload.0).into_owned();
        let mut b = rmlir_ir::builder::Builder::at_end(ctx, body, block);
        let def = ctx.registry().op_def(name.as_bytes());
        let (props, attrs): (Vec<NamedAttr>, Vec<NamedAttr>) = payload
            .1
            .iter()
            .partition(|na| def.is_some_and(|d| d.is_inherent_attr(ctx.ident_bytes(na.name))));
        let attrs = if attrs.is_empty() {
            None
        } else {
            Some(ctx.dictionary_attr(attrs))
        };
        let op = match def {
            Some(d) => b.create_registered(d, loc, &operands, &[rt], props, &[], 0),
            None => {
                let base = rmlir_ir::OperationState::new(ctx, &name, loc);
                b.create(&rmlir_ir::OperationState {
                    operands: &operands,
                    result_types: &[rt],
                    ..base
                })
            }
        };
        if let Some(a) = attrs {
            b.body.op_mut(op).attrs = a;
        }
        let res: Vec<Value> = b.body.results(op).collect();
        b.create_simple("linalg.yield", loc, &res, &[], None);
    });
}

/// `linalg.map`.
pub fn parse_map(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let payload = parse_short_form(p)?;
    let types = parse_dst_style(p, st, None)?;
    match payload {
        Some(pl) => {
            if st.operands.is_empty() {
                st.regions.push(SmallVec::new());
            } else {
                add_body_with_payload(p, st, &pl, &types, &|args| {
                    args.split_last().map_or(Vec::new(), |(_, rest)| rest.to_vec())
                });
            }
        }
        None => {
            let mut args = Vec::new();
            p.parse_argument_list(&mut args, Delimiter::Paren, true, true)?;
            p.parse_region(st, &args, false)?;
        }
    }
    Ok(())
}

/// `linalg.reduce`.
pub fn parse_reduce(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let payload = parse_short_form(p)?;
    let types = parse_dst_style(p, st, Some("dimensions"))?;
    match payload {
        Some(pl) => {
            add_body_with_payload(p, st, &pl, &types, &|args| {
                let Some((&init, rest)) = args.split_last() else {
                    return Vec::new();
                };
                let mut v = vec![init];
                v.extend_from_slice(rest);
                v
            });
        }
        None => {
            let mut args = Vec::new();
            p.parse_argument_list(&mut args, Delimiter::Paren, true, true)?;
            p.parse_region(st, &args, false)?;
        }
    }
    Ok(())
}

/// `findPayloadOp`: the block's only op before the yield, when it takes
/// the block's arguments in order (for `linalg.map`, all but the init;
/// for `linalg.reduce`, the init first).
fn find_payload_op(op: &OpView<'_>, init_first: bool, skip_init: bool) -> Option<rmlir_ir::OpId> {
    if op.num_regions() != 1 {
        return None;
    }
    let r = op.region(0);
    let block = r.entry()?;
    let body = op.body;
    let ops: Vec<_> = body.block_ops(block).collect();
    if ops.len() != 2 {
        return None;
    }
    let payload = ops[0];
    let mut args: Vec<Value> = body.block_args(block).to_vec();
    if skip_init {
        args.pop();
    }
    let operands: Vec<Value> = body.operands(payload).collect();
    if operands.is_empty() || operands.len() != args.len() {
        return None;
    }
    // The payload's result must be what the yield yields.
    let yielded: Vec<Value> = body.operands(ops[1]).collect();
    let results: Vec<Value> = body.results(payload).collect();
    if yielded != results {
        return None;
    }
    if init_first {
        if operands[0] != *args.last()? {
            return None;
        }
        if operands[1..] != args[..args.len() - 1] {
            return None;
        }
    } else if operands != args {
        return None;
    }
    Some(payload)
}

/// `printShortForm`: `{ op.name {attrs} }`, eliding a `fastmath<none>`.
fn print_short_form(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, payload: rmlir_ir::OpId) {
    let ctx = op.ctx;
    let v = op.sibling(payload);
    p.write_str(" { ");
    p.write_str(&v.name_str());
    let attrs = v.all_attrs();
    let mut elided: Vec<String> = Vec::new();
    for na in attrs.iter() {
        if ctx
            .as_dialect_attr(na.value, &rmlir_arith::attrs::FASTMATH_ATTR_DEF)
            .is_some_and(|d| d.int(0) == 0)
        {
            elided.push(ctx.ident_str(na.name).into_owned());
            break;
        }
    }
    let el: Vec<&str> = elided.iter().map(|s| s.as_str()).collect();
    p.print_optional_attr_dict(&attrs, &el);
    p.write_str(" }");
}

fn print_long_region(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.increase_indent();
    p.print_newline();
    p.write_str("(");
    let args = op.region(0).entry_args();
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region_argument(op.body_id, a, &[], false);
    }
    p.write_str(") ");
    p.print_region(op.region(0), false, true, false);
    p.decrease_indent();
}

/// The printer of `linalg.map`.
pub fn print_map(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let payload = find_payload_op(op, false, true);
    if let Some(pl) = payload {
        print_short_form(op, p, pl);
    }
    let (ins, outs) = split_operands(op);
    print_ins_outs(op, p, &ins, &outs);
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
    if payload.is_none() {
        print_long_region(op, p);
    }
}

/// The printer of `linalg.reduce`.
pub fn print_reduce(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let payload = find_payload_op(op, true, false);
    if let Some(pl) = payload {
        print_short_form(op, p, pl);
    }
    let (ins, outs) = split_operands(op);
    print_ins_outs(op, p, &ins, &outs);
    print_dense_array_attr(op, p, "dimensions");
    p.print_optional_attr_dict(&op.all_attrs(), &["dimensions"]);
    if payload.is_none() {
        print_long_region(op, p);
    }
}
