//! Custom assembly of the memref ops (`hasCustomAssemblyFormat` parsers and
//! printers, the `GlobalMemrefOpTypeAndInitialValue` directive, result
//! names).

use rmlir_ir::asm::{
    Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct, UnresolvedOperand,
};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::CustomDirective;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpView, Type, TypeKind, Value};

use crate::verify::dma_ranks;

fn is_memref(p: &dyn OpAsmParser<'_>, t: Type) -> bool {
    matches!(p.ctx().type_kind(t), TypeKind::MemRef { .. })
}

/// `parseColonType<MemRefType>`: `: type`, which must be a ranked memref.
fn parse_colon_memref_type(p: &mut dyn OpAsmParser<'_>) -> ParseResult<Type> {
    let loc = p.current_loc();
    p.parse_punct(Punct::Colon)?;
    check_memref_type(p, loc)
}

/// A type that must be a ranked memref; errors point at `loc`.
fn check_memref_type(p: &mut dyn OpAsmParser<'_>, loc: u32) -> ParseResult<Type> {
    let t = p.parse_type()?;
    if !is_memref(p, t) {
        let msg = format!(
            "invalid kind of type specified: expected builtin.memref, but found {}",
            crate::verify::q(p.ctx(), t)
        );
        return Err(p.emit_error(loc, &msg));
    }
    Ok(t)
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

fn resolve_one(
    p: &mut dyn OpAsmParser<'_>,
    u: UnresolvedOperand,
    ty: Type,
    st: &mut ParseState,
) -> ParseResult<()> {
    let v = p.resolve_operand(u, ty)?;
    st.operands.push(v);
    Ok(())
}

fn print_operand_list(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, vs: &[Value]) {
    p.print_operands(op.body_id, vs);
}

// ----- alloca_scope -----

/// `AllocaScopeOp::parse`.
pub fn parse_alloca_scope(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    if p.parse_optional_punct(Punct::Arrow) {
        let mut tys = Vec::new();
        p.parse_function_result_types(&mut tys)?;
        st.result_types.extend(tys);
    }
    p.parse_region(st, &[], false)?;
    let idx = st.regions.len().saturating_sub(1);
    p.ensure_terminator(st, idx, "memref.alloca_scope.return");
    p.parse_optional_attr_dict(&mut st.attrs)
}

/// `AllocaScopeOp::print`.
pub fn print_alloca_scope(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    let results = op.result_types();
    if !results.is_empty() {
        p.write_str(" -> (");
        p.print_types(&results);
        p.write_str(")");
    }
    p.write_str(" ");
    if op.num_regions() == 1 {
        p.print_region(op.region(0), false, !results.is_empty(), false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

// ----- dma_start -----

/// `DmaStartOp::parse`.
pub fn parse_dma_start(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let src = p.parse_operand()?;
    let mut src_idx = Vec::new();
    p.parse_operand_list(&mut src_idx, Delimiter::Square, None)?;
    p.parse_punct(Punct::Comma)?;
    let dst = p.parse_operand()?;
    let mut dst_idx = Vec::new();
    p.parse_operand_list(&mut dst_idx, Delimiter::Square, None)?;
    p.parse_punct(Punct::Comma)?;
    let num = p.parse_operand()?;
    p.parse_punct(Punct::Comma)?;
    let tag = p.parse_operand()?;
    let mut tag_idx = Vec::new();
    p.parse_operand_list(&mut tag_idx, Delimiter::Square, None)?;
    let mut stride = Vec::new();
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_operand_list(&mut stride, Delimiter::None, None)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        let loc = p.name_loc();
        return Err(p.emit_error(loc, "expected two stride related operands"));
    }
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if types.len() != 3 {
        let loc = p.name_loc();
        return Err(p.emit_error(loc, "fewer/more types expected"));
    }
    let index = p.ctx().index_type();
    resolve_one(p, src, types[0], st)?;
    resolve_all(p, &src_idx, index, st)?;
    resolve_one(p, dst, types[1], st)?;
    resolve_all(p, &dst_idx, index, st)?;
    resolve_one(p, num, index, st)?;
    resolve_one(p, tag, types[2], st)?;
    resolve_all(p, &tag_idx, index, st)?;
    resolve_all(p, &stride, index, st)?;
    Ok(())
}

/// `DmaStartOp::print`.
pub fn print_dma_start(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ops = op.operands();
    let (r1, r2, r3) = dma_ranks(op).unwrap_or((0, 0, 0));
    let n = ops.len();
    if n < r1 + r2 + r3 + 4 {
        // Not a well-formed DMA: print what there is.
        p.write_str(" ");
        print_operand_list(p, op, &ops);
        p.print_optional_attr_dict(&op.all_attrs(), &[]);
        return;
    }
    let (src, dst, num, tag) = (0, 1 + r1, 2 + r1 + r2, 3 + r1 + r2);
    p.write_str(" ");
    p.print_operand(op.body_id, ops[src]);
    p.write_str("[");
    print_operand_list(p, op, &ops[src + 1..dst]);
    p.write_str("], ");
    p.print_operand(op.body_id, ops[dst]);
    p.write_str("[");
    print_operand_list(p, op, &ops[dst + 1..num]);
    p.write_str("], ");
    p.print_operand(op.body_id, ops[num]);
    p.write_str(", ");
    p.print_operand(op.body_id, ops[tag]);
    p.write_str("[");
    print_operand_list(p, op, &ops[tag + 1..tag + 1 + r3]);
    p.write_str("]");
    if n != tag + 1 + r3 && n >= 2 {
        p.write_str(", ");
        p.print_operand(op.body_id, ops[n - 2]);
        p.write_str(", ");
        p.print_operand(op.body_id, ops[n - 1]);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
    p.write_str(" : ");
    let tys = [
        op.operand_type(src),
        op.operand_type(dst),
        op.operand_type(tag),
    ];
    p.print_types(&tys);
}

// ----- generic_atomic_rmw -----

/// `GenericAtomicRMWOp::parse`.
pub fn parse_generic_atomic_rmw(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let mut ivs = Vec::new();
    p.parse_operand_list(&mut ivs, Delimiter::Square, None)?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    resolve_one(p, memref, ty, st)?;
    let index = p.ctx().index_type();
    resolve_all(p, &ivs, index, st)?;
    p.parse_region(st, &[], false)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let TypeKind::MemRef { elem, .. } = p.ctx().type_kind(ty) {
        st.result_types.push(*elem);
    }
    Ok(())
}

/// `GenericAtomicRMWOp::print`.
pub fn print_generic_atomic_rmw(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ops = op.operands();
    p.write_str(" ");
    if let Some((&m, idx)) = ops.split_first() {
        p.print_operand(op.body_id, m);
        p.write_str("[");
        print_operand_list(p, op, idx);
        p.write_str("] : ");
        p.print_type(op.operand_type(0));
        p.write_str(" ");
    }
    if op.num_regions() == 1 {
        p.print_region(op.region(0), true, true, false);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &[]);
}

// ----- prefetch -----

/// `PrefetchOp::parse`.
pub fn parse_prefetch(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let memref = p.parse_operand()?;
    let mut idx = Vec::new();
    p.parse_operand_list(&mut idx, Delimiter::Square, None)?;
    p.parse_punct(Punct::Comma)?;
    let rw = p.parse_keyword_any()?;
    p.parse_punct(Punct::Comma)?;
    p.parse_keyword("locality")?;
    p.parse_punct(Punct::Less)?;
    let loc = p.current_loc();
    let hint = p.parse_attribute(Some(ctx.int_type(32)))?;
    if !matches!(ctx.attr_kind(hint), AttrKind::Integer { .. }) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    st.attrs.push(rmlir_ir::NamedAttr {
        name: ctx.ident("localityHint"),
        value: hint,
    });
    p.parse_punct(Punct::Greater)?;
    p.parse_punct(Punct::Comma)?;
    let cache = p.parse_keyword_any()?;
    let ty = parse_colon_memref_type(p)?;
    resolve_one(p, memref, ty, st)?;
    resolve_all(p, &idx, ctx.index_type(), st)?;
    let name_loc = p.name_loc();
    if rw != b"read" && rw != b"write" {
        return Err(p.emit_error(name_loc, "rw specifier has to be 'read' or 'write'"));
    }
    st.attrs.push(rmlir_ir::NamedAttr {
        name: ctx.ident("isWrite"),
        value: ctx.bool_attr(rw == b"write"),
    });
    if cache != b"data" && cache != b"instr" {
        return Err(p.emit_error(name_loc, "cache type has to be 'data' or 'instr'"));
    }
    st.attrs.push(rmlir_ir::NamedAttr {
        name: ctx.ident("isDataCache"),
        value: ctx.bool_attr(cache == b"data"),
    });
    Ok(())
}

/// `PrefetchOp::print`.
pub fn print_prefetch(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let ops = op.operands();
    let flag = |name: &str| {
        op.prop(name)
            .and_then(|a| ctx.int_value(a))
            .is_some_and(|v| v != 0)
    };
    p.write_str(" ");
    if let Some((&m, idx)) = ops.split_first() {
        p.print_operand(op.body_id, m);
        p.write_str("[");
        print_operand_list(p, op, idx);
        p.write_str("]");
    }
    p.write_str(", ");
    p.write_str(if flag("isWrite") { "write" } else { "read" });
    p.write_str(", locality<");
    let hint = op
        .prop("localityHint")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    p.write_str(&hint.to_string());
    p.write_str(">, ");
    p.write_str(if flag("isDataCache") { "data" } else { "instr" });
    p.print_optional_attr_dict(&op.all_attrs(), &["localityHint", "isWrite", "isDataCache"]);
    p.write_str(" : ");
    if !ops.is_empty() {
        p.print_type(op.operand_type(0));
    }
}

// ----- transpose -----

/// `TransposeOp::parse`.
pub fn parse_transpose(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let input = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let src = parse_colon_memref_type(p)?;
    resolve_one(p, input, src, st)?;
    p.parse_keyword("to")?;
    // Upstream does not check the kind of this type here.
    let dst = p.parse_type()?;
    st.result_types.push(dst);
    st.attrs.push(rmlir_ir::NamedAttr {
        name: ctx.ident("permutation"),
        value: ctx.intern_attr(AttrKind::AffineMap(map)),
    });
    Ok(())
}

/// `TransposeOp::print`.
pub fn print_transpose(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    if op.num_operands() > 0 {
        p.print_operand(op.body_id, op.operand(0));
    }
    p.write_str(" ");
    if let Some(AttrKind::AffineMap(m)) = op.prop("permutation").map(|a| ctx.attr_kind(a)) {
        p.write_str(&m.to_string());
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["permutation"]);
    p.write_str(" : ");
    if op.num_operands() > 0 {
        p.print_type(op.operand_type(0));
    }
    p.write_str(" to ");
    if op.num_results() > 0 {
        p.print_type(op.result_type(0));
    }
}

// ----- global -----

fn parse_global_type_and_initial_value(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let ty = p.parse_type()?;
    let static_memref = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.iter().all(|&d| d != DYNAMIC),
        _ => false,
    };
    if !static_memref {
        let loc = p.name_loc();
        let msg = format!(
            "type should be static shaped memref, but got {}",
            crate::verify::q(ctx, ty)
        );
        return Err(p.emit_error(loc, &msg));
    }
    *args[0].attr_mut() = Some(ctx.type_attr(ty));
    if !p.parse_optional_punct(Punct::Equal) {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *args[1].attr_mut() = Some(ctx.unit_attr());
        return Ok(());
    }
    let (shape, elem) = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
        _ => unreachable!("checked above"),
    };
    let tensor = ctx.tensor_type(&shape, elem);
    let init = p.parse_attribute(Some(tensor))?;
    if !rmlir_ir::op_def::AttrClass::Elements.matches(ctx, init) {
        let loc = p.name_loc();
        return Err(p.emit_error(loc, "initial value should be a unit or elements attribute"));
    }
    *args[1].attr_mut() = Some(init);
    Ok(())
}

fn print_global_type_and_initial_value(
    p: &mut dyn OpAsmPrinter,
    op: &OpView<'_>,
    args: &[CustomValue],
) {
    if let Some(t) = args[0].attr() {
        p.print_attribute(t);
    }
    let Some(init) = args[1].attr() else { return };
    p.write_str(" = ");
    if matches!(op.ctx.attr_kind(init), AttrKind::Unit) {
        p.write_str("uninitialized");
    } else {
        p.print_attribute_without_type(init);
    }
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`.
#[allow(non_upper_case_globals)]
pub static GlobalMemrefOpTypeAndInitialValue: CustomDirective = CustomDirective {
    parse: parse_global_type_and_initial_value,
    print: print_global_type_and_initial_value,
};

// ----- result names -----

/// `ExtractStridedMetadataOp::getAsmResultNames`: only the first value of
/// each variadic group is named (`%sizes:2`).
pub fn extract_strided_metadata_names(op: &OpView<'_>, set: &mut dyn FnMut(Value, &str)) {
    let base = crate::verify::result_group(op, 0);
    let offset = crate::verify::result_group(op, 1);
    let sizes = crate::verify::result_group(op, 2);
    let strides = crate::verify::result_group(op, 3);
    if let (Some(&b), Some(&o)) = (base.first(), offset.first()) {
        set(b, "base_buffer");
        set(o, "offset");
    }
    if let (Some(&s), Some(&t)) = (sizes.first(), strides.first()) {
        set(s, "sizes");
        set(t, "strides");
    }
}
