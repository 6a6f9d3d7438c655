//! The hand-written syntax of `vector.contract`, `vector.outerproduct`,
//! `vector.transfer_read`, `vector.transfer_write` and `vector.mask`
//! (`VectorOps.cpp`'s `parse` and `print`).

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::{AttrKind, Attribute, Context, NamedAttr, OpView, Type, TypeKind};

use crate::attrs::{iterator_type_attr, kind_add, ITERATOR_TYPE, ITERATOR_TYPE_ATTR_DEF};
use crate::{vector_parts, vector_type};

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.ident(name),
        value,
    }
}

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

// ----- vector.contract -----

/// `{traits} %lhs, %rhs, %acc {attrs} : lhs, rhs into result`.
pub(crate) fn parse_contract(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let loc = p.current_loc();
    let dict = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr_kind(dict), AttrKind::Dictionary(_)) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    let lhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let acc = p.parse_operand()?;
    let mut masks = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(&mut masks, Delimiter::None, None)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    p.parse_keyword("into")?;
    let result = p.parse_type()?;
    let (Some(&lt), Some(&rt)) = (types.first(), types.get(1)) else {
        let at = p.current_loc();
        return Err(p.emit_error(at, "expected two operand types"));
    };
    let v = p.resolve_operand(lhs, lt)?;
    st.operands.push(v);
    let v = p.resolve_operand(rhs, rt)?;
    st.operands.push(v);
    let v = p.resolve_operand(acc, result)?;
    st.operands.push(v);
    st.result_types.push(result);
    if !masks.is_empty() && masks.len() != 2 {
        let at = p.name_loc();
        return Err(p.emit_error(at, "expected zero or exactly 2 vector mask operands"));
    }
    let ctx = p.ctx();
    let entries: Vec<NamedAttr> = ctx.dictionary_entries(dict).to_vec();
    for na in entries {
        set(ctx, &mut st.attrs, &String::from_utf8_lossy(ctx.ident_bytes(na.name)), na.value);
    }
    let iters = find(ctx, &st.attrs, "iterator_types");
    let Some(AttrKind::Array(items)) = iters.map(|a| ctx.attr_kind(a)) else {
        return Err(p.emit_error(loc, "expected \"iterator_types\" array attribute"));
    };
    let mut converted = Vec::with_capacity(items.len());
    for &it in items.iter() {
        if ctx.as_dialect_attr(it, &ITERATOR_TYPE_ATTR_DEF).is_some() {
            converted.push(it);
            continue;
        }
        let s = ctx.str_value(it).unwrap_or(b"");
        match ITERATOR_TYPE.symbolize(s) {
            Some(v) => converted.push(iterator_type_attr(ctx, v)),
            None => {
                return Err(p.emit_error(
                    loc,
                    &format!("unexpected iterator_type ({})", String::from_utf8_lossy(s)),
                ))
            }
        }
    }
    let arr = ctx.array_attr(&converted);
    set(ctx, &mut st.attrs, "iterator_types", arr);
    if find(ctx, &st.attrs, "kind").is_none() {
        st.attrs.push(named(ctx, "kind", kind_add(ctx)));
    }
    let i1 = ctx.int_type(1);
    for (m, t) in masks.into_iter().zip([lt, rt]) {
        let mt = match vector_parts(ctx, t) {
            Some((s, sc, _)) => vector_type(ctx, s, sc, i1),
            None => t,
        };
        let v = p.resolve_operand(m, mt)?;
        st.operands.push(v);
    }
    Ok(())
}

const CONTRACT_TRAITS: [&str; 3] = ["indexing_maps", "iterator_types", "kind"];

pub(crate) fn print_contract(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let all = op.all_attrs();
    let mut traits = Vec::new();
    for na in all.iter() {
        let name = ctx.ident_bytes(na.name);
        if name == b"iterator_types" {
            let strs: Vec<Attribute> = match ctx.attr_kind(na.value) {
                AttrKind::Array(items) => items
                    .iter()
                    .map(|&it| match ctx.as_dialect_attr(it, &ITERATOR_TYPE_ATTR_DEF) {
                        Some(d) => ctx.string_attr(ITERATOR_TYPE.stringify(d.int(0)).unwrap_or("")),
                        None => it,
                    })
                    .collect(),
                _ => Vec::new(),
            };
            traits.push(NamedAttr {
                name: na.name,
                value: ctx.array_attr(&strs),
            });
        } else if CONTRACT_TRAITS.iter().any(|t| t.as_bytes() == name) {
            traits.push(*na);
        }
    }
    let dict = ctx.dictionary_attr(traits);
    p.write_str(" ");
    p.print_attribute(dict);
    p.write_str(" ");
    let ops = op.operands();
    p.print_operands(op.body_id, &ops);
    p.print_optional_attr_dict(&all, &CONTRACT_TRAITS);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
    p.write_str(" into ");
    p.print_type(op.result_type(0));
}

// ----- vector.outerproduct -----

pub(crate) fn parse_outerproduct(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut operands = Vec::new();
    p.parse_operand_list(&mut operands, Delimiter::None, None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    let tl = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let tr = p.parse_type()?;
    if operands.len() < 2 {
        let at = p.name_loc();
        return Err(p.emit_error(at, "expected at least 2 operands"));
    }
    let ctx = p.ctx();
    let Some((ls, lsc, le)) = vector_parts(ctx, tl).filter(|(s, _, _)| !s.is_empty()) else {
        let at = p.name_loc();
        return Err(p.emit_error(at, "expected vector type for operand #1"));
    };
    let (l0, lsc0) = (ls[0], lsc.first().copied().unwrap_or(false));
    let res = match vector_parts(ctx, tr) {
        Some((rs, rsc, _)) if !rs.is_empty() => vector_type(
            ctx,
            &[l0, rs[0]],
            &[lsc0, rsc.first().copied().unwrap_or(false)],
            le,
        ),
        Some(_) => {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected vector type for operand #2"));
        }
        None => vector_type(ctx, &[l0], &[lsc0], le),
    };
    if find(ctx, &st.attrs, "kind").is_none() {
        st.attrs.push(named(ctx, "kind", kind_add(ctx)));
    }
    let v = p.resolve_operand(operands[0], tl)?;
    st.operands.push(v);
    let v = p.resolve_operand(operands[1], tr)?;
    st.operands.push(v);
    if let Some(&acc) = operands.get(2) {
        let v = p.resolve_operand(acc, res)?;
        st.operands.push(v);
    }
    st.result_types.push(res);
    Ok(())
}

pub(crate) fn print_outerproduct(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ops = op.operands();
    p.write_str(" ");
    p.print_operands(op.body_id, &ops[..ops.len().min(2)]);
    if let Some(&acc) = ops.get(2) {
        p.write_str(", ");
        p.print_operand(op.body_id, acc);
        p.print_optional_attr_dict(&op.all_attrs(), &[]);
    }
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

// ----- transfer ops -----

/// The element vector rank a transfer of `shaped` moves per element.
fn element_vector_rank(ctx: &Context, shaped: Type) -> usize {
    ctx.type_kind(shaped)
        .element_type()
        .and_then(|e| vector_parts(ctx, e))
        .map_or(0, |(s, _, _)| s.len())
}

/// `getTransferMinorIdentityMap`.
pub(crate) fn transfer_minor_identity_map(ctx: &Context, shaped: Type, vector: Type) -> AffineMap {
    let rank = ctx.type_kind(shaped).shape().map_or(0, |s| s.len());
    let vshape = vector_parts(ctx, vector).map_or(&[][..], |(s, _, _)| s);
    if rank == 0 && vshape == [1] {
        return AffineMap::new(0, 0, vec![AffineExpr::constant(0)]);
    }
    let results = vshape.len().saturating_sub(element_vector_rank(ctx, shaped)).min(rank);
    AffineMap::minor_identity(rank as u32, results as u32)
}

/// `inferTransferOpMaskType`: the vector shape put back in the order of
/// the source dimensions it reads (broadcast dimensions dropped).
pub(crate) fn transfer_mask_type(ctx: &Context, vector: Type, map: &AffineMap) -> Option<Type> {
    let (shape, scalable, _) = vector_parts(ctx, vector)?;
    let mut dims: Vec<(u32, usize)> = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        if let Some(d) = e.as_dim() {
            if !dims.iter().any(|&(x, _)| x == d) {
                dims.push((d, i));
            }
        }
    }
    dims.sort_by_key(|&(d, _)| d);
    let mut mshape = Vec::new();
    let mut msc = Vec::new();
    for (_, i) in dims {
        mshape.push(*shape.get(i)?);
        msc.push(scalable.get(i).copied().unwrap_or(false));
    }
    if mshape.is_empty() {
        mshape.push(1);
        msc.push(false);
    }
    Some(vector_type(ctx, &mshape, &msc, ctx.int_type(1)))
}

fn is_memref_or_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::RankedTensor { .. })
}

/// Fills in the permutation map and `in_bounds` when absent; returns the
/// map (`None` after an error).
fn transfer_defaults(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    shaped: Type,
    vector: Type,
    types_loc: u32,
) -> ParseResult<Option<AffineMap>> {
    let ctx = p.ctx();
    let map = match find(ctx, &st.attrs, "permutation_map") {
        None => {
            let rank = ctx.type_kind(shaped).shape().map_or(0, |s| s.len());
            let vrank = vector_parts(ctx, vector).map_or(0, |(s, _, _)| s.len());
            let eff = vrank as i64 - element_vector_rank(ctx, shaped) as i64;
            if (rank as i64) < eff {
                return Err(p.emit_error(
                    types_loc,
                    "expected a custom permutation_map when rank(source) != rank(destination)",
                ));
            }
            let m = transfer_minor_identity_map(ctx, shaped, vector);
            let a = ctx.intern_attr(AttrKind::AffineMap(m.clone()));
            set(ctx, &mut st.attrs, "permutation_map", a);
            Some(m)
        }
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        },
    };
    if find(ctx, &st.attrs, "in_bounds").is_none() {
        let n = map.as_ref().map_or(0, |m| m.num_results());
        let f = ctx.bool_attr(false);
        let arr = ctx.array_attr(&vec![f; n]);
        st.attrs.push(named(ctx, "in_bounds", arr));
    }
    Ok(map)
}

fn resolve_mask(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    mask: rmlir_ir::asm::UnresolvedOperand,
    mask_loc: u32,
    shaped: Type,
    vector: Type,
    map: Option<&AffineMap>,
    types_loc: u32,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let elem = ctx.type_kind(shaped).element_type();
    if elem.is_some_and(|e| vector_parts(ctx, e).is_some()) {
        return Err(p.emit_error(mask_loc, "does not support masks with vector element type"));
    }
    let vrank = vector_parts(ctx, vector).map_or(0, |(s, _, _)| s.len());
    let Some(map) = map.filter(|m| m.num_results() == vrank) else {
        return Err(p.emit_error(
            types_loc,
            "expected the same rank for the vector and the results of the permutation map",
        ));
    };
    let Some(mt) = transfer_mask_type(ctx, vector, map) else {
        return Err(p.emit_error(types_loc, "requires vector type"));
    };
    let v = p.resolve_operand(mask, mt)?;
    st.operands.push(v);
    Ok(())
}

fn set_segments(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState, segs: &[i32]) {
    let ctx = p.ctx();
    st.set_prop(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(segs));
}

/// `%base[%indices], %padding (, %mask)? {attrs} : shaped, vector`.
pub(crate) fn parse_transfer_read(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let base = p.parse_operand()?;
    let mut indices = Vec::new();
    p.parse_operand_list(&mut indices, Delimiter::Square, None)?;
    p.parse_punct(Punct::Comma)?;
    let padding = p.parse_operand()?;
    let mut mask = None;
    if p.parse_optional_punct(Punct::Comma) {
        let at = p.current_loc();
        mask = Some((p.parse_operand()?, at));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let types_loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 2 {
        return Err(p.emit_error(types_loc, "requires two types"));
    }
    let ctx = p.ctx();
    let (shaped, vector) = (types[0], types[1]);
    if !is_memref_or_ranked_tensor(ctx, shaped) {
        return Err(p.emit_error(types_loc, "requires memref or ranked tensor type"));
    }
    if vector_parts(ctx, vector).is_none() {
        return Err(p.emit_error(types_loc, "requires vector type"));
    }
    let map = transfer_defaults(p, st, shaped, vector, types_loc)?;
    let v = p.resolve_operand(base, shaped)?;
    st.operands.push(v);
    let index = p.ctx().index_type();
    for &i in &indices {
        let v = p.resolve_operand(i, index)?;
        st.operands.push(v);
    }
    let elem = p.ctx().type_kind(shaped).element_type().unwrap_or(shaped);
    let v = p.resolve_operand(padding, elem)?;
    st.operands.push(v);
    if let Some((m, at)) = mask {
        resolve_mask(p, st, m, at, shaped, vector, map.as_ref(), types_loc)?;
    }
    set_segments(p, st, &[1, indices.len() as i32, 1, mask.is_some() as i32]);
    st.result_types.push(vector);
    Ok(())
}

/// `%vector, %base[%indices] (, %mask)? {attrs} : vector, shaped`.
pub(crate) fn parse_transfer_write(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let base = p.parse_operand()?;
    let mut indices = Vec::new();
    p.parse_operand_list(&mut indices, Delimiter::Square, None)?;
    let mut mask = None;
    if p.parse_optional_punct(Punct::Comma) {
        let at = p.current_loc();
        mask = Some((p.parse_operand()?, at));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let types_loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 2 {
        return Err(p.emit_error(types_loc, "requires two types"));
    }
    let ctx = p.ctx();
    let (vector, shaped) = (types[0], types[1]);
    if vector_parts(ctx, vector).is_none() {
        return Err(p.emit_error(types_loc, "requires vector type"));
    }
    if !is_memref_or_ranked_tensor(ctx, shaped) {
        return Err(p.emit_error(types_loc, "requires memref or ranked tensor type"));
    }
    let map = transfer_defaults(p, st, shaped, vector, types_loc)?;
    let v = p.resolve_operand(value, vector)?;
    st.operands.push(v);
    let v = p.resolve_operand(base, shaped)?;
    st.operands.push(v);
    let index = p.ctx().index_type();
    for &i in &indices {
        let v = p.resolve_operand(i, index)?;
        st.operands.push(v);
    }
    if let Some((m, at)) = mask {
        resolve_mask(p, st, m, at, shaped, vector, map.as_ref(), types_loc)?;
    }
    set_segments(p, st, &[1, 1, indices.len() as i32, mask.is_some() as i32]);
    if matches!(p.ctx().type_kind(shaped), TypeKind::RankedTensor { .. }) {
        st.result_types.push(shaped);
    }
    Ok(())
}

/// `printTransferAttrs`: the attribute dictionary without the segment
/// sizes, a minor identity permutation map, or an all-false `in_bounds`.
fn print_transfer_attrs(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let mut elided = vec!["operandSegmentSizes"];
    let minor = match op.prop("permutation_map").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => m.is_minor_identity(),
        _ => false,
    };
    if minor {
        elided.push("permutation_map");
    }
    let any_true = op
        .prop("in_bounds")
        .and_then(|a| crate::attrs::int_array(ctx, a))
        .is_some_and(|v| v.iter().any(|&b| b != 0));
    if !any_true {
        elided.push("in_bounds");
    }
    p.print_optional_attr_dict(&op.all_attrs(), &elided);
}

pub(crate) fn print_transfer_read(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let b = op.body_id;
    p.write_str(" ");
    p.print_operand(b, op.operand(0));
    p.write_str("[");
    p.print_operands(b, &op.operand_group(1));
    p.write_str("], ");
    if let Some(&pad) = op.operand_group(2).first() {
        p.print_operand(b, pad);
    }
    if let Some(&m) = op.operand_group(3).first() {
        p.write_str(", ");
        p.print_operand(b, m);
    }
    print_transfer_attrs(op, p);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.result_type(0));
}

pub(crate) fn print_transfer_write(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let b = op.body_id;
    p.write_str(" ");
    p.print_operand(b, op.operand(0));
    p.write_str(", ");
    if let Some(&base) = op.operand_group(1).first() {
        p.print_operand(b, base);
    }
    p.write_str("[");
    p.print_operands(b, &op.operand_group(2));
    p.write_str("]");
    if let Some(&m) = op.operand_group(3).first() {
        p.write_str(", ");
        p.print_operand(b, m);
    }
    print_transfer_attrs(op, p);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", ");
    p.print_type(op.operand_type(1));
}

// ----- vector.mask -----

/// `%mask (, %passthru)? { op } {attrs} : mask-type (-> types)?`.
pub(crate) fn parse_mask(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let mask = p.parse_operand()?;
    let passthru = if p.parse_optional_punct(Punct::Comma) {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_region(st, &[], false)?;
    p.ensure_terminator_yielding(st, 0, "vector.yield");
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    let mask_ty = p.parse_type()?;
    let mut results = Vec::new();
    if p.parse_optional_punct(Punct::Arrow) {
        p.parse_function_result_types(&mut results)?;
    }
    st.result_types.extend(results.iter().copied());
    let v = p.resolve_operand(mask, mask_ty)?;
    st.operands.push(v);
    if let Some(pt) = passthru {
        let Some(&rt) = results.first() else {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expects a result if passthru operand is provided"));
        };
        let v = p.resolve_operand(pt, rt)?;
        st.operands.push(v);
    }
    Ok(())
}

pub(crate) fn print_mask(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let b = op.body_id;
    p.write_str(" ");
    p.print_operand(b, op.operand(0));
    if let Some(&pt) = op.operand_group(1).first() {
        p.write_str(", ");
        p.print_operand(b, pt);
    }
    p.write_str(" { ");
    if op.num_regions() > 0 {
        let r = op.region(0);
        if let Some(first) = r.entry().and_then(|blk| r.body.first_op(blk)) {
            p.print_custom_or_generic_op(r.body_id, first);
        }
    }
    p.write_str(" }");
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    let rts = op.result_types();
    if !rts.is_empty() {
        p.write_str(" -> ");
        p.print_types(&rts);
    }
}

// ----- vector.print -----

/// `($source^ : type($source))? oilist(str $stringLiteral | punctuation
/// $punctuation) attr-dict`.
pub(crate) fn parse_print(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    if let Some(src) = p.parse_optional_operand()? {
        p.parse_punct(Punct::Colon)?;
        let t = p.parse_type()?;
        let v = p.resolve_operand(src, t)?;
        st.operands.push(v);
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if p.parse_optional_keyword("str") {
            if seen_str {
                let at = p.current_loc();
                return Err(p.emit_error(
                    at,
                    "`str` clause can appear at most once in the expansion of the oilist directive",
                ));
            }
            seen_str = true;
            let loc = p.current_loc();
            let a = p.parse_attribute(None)?;
            if !matches!(p.ctx().attr_kind(a), AttrKind::String { .. }) {
                return Err(p.emit_error(loc, "invalid kind of attribute specified"));
            }
            let ctx = p.ctx();
            st.set_prop(ctx, "stringLiteral", a);
        } else if p.parse_optional_keyword("punctuation") {
            if seen_punct {
                let at = p.current_loc();
                return Err(p.emit_error(
                    at,
                    "`punctuation` clause can appear at most once in the expansion of the oilist directive",
                ));
            }
            seen_punct = true;
            let a = rmlir_ir::format::parse_custom_attribute_with_fallback(
                p,
                &crate::attrs::PUNCTUATION_ATTR.storage,
                None,
            )?;
            let ctx = p.ctx();
            st.set_prop(ctx, "punctuation", a);
        } else {
            break;
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

pub(crate) fn print_print(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    if let Some(&src) = op.operand_group(0).first() {
        p.write_str(" ");
        p.print_operand(op.body_id, src);
        p.write_str(" : ");
        p.print_type(op.value_type(src));
    }
    if let Some(s) = op.prop("stringLiteral") {
        p.write_str(" str ");
        p.print_attribute(s);
    }
    if let Some(a) = op.prop("punctuation") {
        if a != crate::attrs::punctuation_newline(op.ctx) {
            p.write_str(" punctuation ");
            p.print_stripped_attribute(a);
        }
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["punctuation", "stringLiteral"]);
}
