//! The hand-written syntax of `nvvm.mma.sync` (`MmaOp::parse`/`print`):
//! `A[%a0, %a1] B[%b0] C[%c0, %c1] {attrs} : (tA, tB, tC) -> tRes`, with the
//! multiplicands' PTX types inferred from their types where possible.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::float::FloatKind;
use rmlir_ir::{Context, NamedAttr, OpView, Type, TypeKind};

use crate::generated::{mma_type_attr, MMA_TYPE};

/// `MmaOp::inferOperandMMAType`: the PTX type of an operand of type `t`.
pub(crate) fn infer_mma_type(ctx: &Context, t: Type, accumulator: bool) -> Option<&'static str> {
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F64) => Some("f64"),
        TypeKind::Float(FloatKind::F16) => Some("f16"),
        TypeKind::Vector { shape, elem, .. }
            if **shape == [2]
                && matches!(ctx.type_kind(*elem), TypeKind::Float(FloatKind::F16)) =>
        {
            Some("f16")
        }
        TypeKind::Float(FloatKind::F32) => Some(if accumulator { "f32" } else { "tf32" }),
        TypeKind::Integer { .. } => accumulator.then_some("s32"),
        _ => {
            let s = rmlir_llvm::struct_parts(ctx, t)?;
            let first = *s.body.first()?;
            infer_mma_type(ctx, first, accumulator)
        }
    }
}

const PTX_TYPE_NAMES: [&str; 2] = ["multiplicandAPtxType", "multiplicandBPtxType"];

/// `MmaOp::parse`.
pub(crate) fn parse_mma_sync(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let mut frags: [Vec<rmlir_ir::asm::UnresolvedOperand>; 3] = Default::default();
    for (name, regs) in ["A", "B", "C"].into_iter().zip(frags.iter_mut()) {
        p.parse_keyword(name)?;
        p.parse_operand_list(regs, Delimiter::OptionalSquare, None)?;
    }
    let mut attrs: Vec<NamedAttr> = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::Colon)?;
    p.parse_punct(Punct::LParen)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    // Upstream checks the count only when the `)` is missing; with fewer
    // types, the fragments without one are left out (and the verifier
    // reports the segment sizes).
    if !p.parse_optional_punct(Punct::RParen) {
        if types.len() != 3 {
            return Err(p.emit_error(
                p.name_loc(),
                &format!(
                    "expected one type for each operand segment but got {} types",
                    types.len()
                ),
            ));
        }
        p.parse_punct(Punct::RParen)?;
    }
    let ctx = p.ctx();
    let mut inferred = [None; 2];
    for (i, (regs, &t)) in frags.iter().zip(&types).enumerate() {
        let loc = p.name_loc();
        let tys = vec![t; regs.len()];
        p.resolve_operands(regs, &tys, loc, &mut st.operands)?;
        // Upstream infers the multiplicands' types as accumulators'.
        if i < 2 {
            inferred[i] = infer_mma_type(ctx, t, true);
        }
    }
    p.parse_punct(Punct::Arrow)?;
    let res = p.parse_type()?;
    for (i, name) in PTX_TYPE_NAMES.into_iter().enumerate() {
        let given = attrs
            .iter()
            .any(|na| ctx.ident_bytes(na.name) == name.as_bytes());
        match (given, inferred[i]) {
            (true, _) => {}
            (false, Some(kw)) => {
                let v = MMA_TYPE.symbolize(kw.as_bytes()).unwrap_or(0);
                st.attrs.push(NamedAttr {
                    name: ctx.ident(name),
                    value: mma_type_attr(ctx, v),
                });
            }
            (false, None) => {
                return Err(p.emit_error(
                    p.name_loc(),
                    &format!("attribute {name} is not provided explicitly and cannot be inferred"),
                ))
            }
        }
    }
    st.result_types.push(res);
    st.attrs.extend(attrs);
    let sizes: Vec<i32> = frags.iter().map(|f| f.len() as i32).collect();
    st.props.push(NamedAttr {
        name: ctx.ident("operandSegmentSizes"),
        value: ctx.dense_i32_array_attr(&sizes),
    });
    Ok(())
}

/// `MmaOp::print`.
pub(crate) fn print_mma_sync(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let groups: Vec<_> = (0..3).map(|i| op.operand_group(i)).collect();
    let mut elided = vec!["operandSegmentSizes"];
    // Upstream looks at the first multiplicand's type for every fragment.
    let first = groups[0].first().map(|&v| op.value_type(v));
    for i in 0..2 {
        if first.is_some_and(|t| infer_mma_type(ctx, t, false).is_some()) {
            elided.push(PTX_TYPE_NAMES[i]);
        }
    }
    for (name, regs) in ["A", "B", "C"].into_iter().zip(&groups) {
        p.write_str(" ");
        p.write_str(name);
        p.write_str("[");
        p.print_operands(op.body_id, regs);
        p.write_str("] ");
    }
    p.print_optional_attr_dict(&op.all_attrs(), &elided);
    p.write_str(" : (");
    for (i, regs) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if let Some(&v) = regs.first() {
            p.print_type(op.value_type(v));
        }
    }
    p.write_str(") -> ");
    p.print_type(op.result_type(0));
}

/// The operand groups the sparse and block-scaled MMA ops add to the
/// A, B and C fragments.
#[derive(Clone, Copy)]
struct MmaVariant {
    /// `sparseMetadata[%m] selector[%s]` (two `i32`s).
    sparse: bool,
    /// `scaleA[%data, %byte, %thread] scaleB[...]` (`i32`, `i16`, `i16`).
    block_scale: bool,
}

const SP_SYNC: MmaVariant = MmaVariant {
    sparse: true,
    block_scale: false,
};
const BLOCK_SCALE: MmaVariant = MmaVariant {
    sparse: false,
    block_scale: true,
};
const SP_BLOCK_SCALE: MmaVariant = MmaVariant {
    sparse: true,
    block_scale: true,
};

/// `MmaSpOp::parse`, `MmaBlockScaleOp::parse` and
/// `MmaSpBlockScaleOp::parse`: the fragments, the variant's operand
/// groups, the attributes, `: (tA, tB, tC) -> tRes`; the multiplicands'
/// PTX types inferred from their own types where not given.
fn parse_mma_variant(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
    v: MmaVariant,
) -> ParseResult<()> {
    use rmlir_ir::asm::UnresolvedOperand;
    let mut frags: [Vec<UnresolvedOperand>; 3] = Default::default();
    for (name, regs) in ["A", "B", "C"].into_iter().zip(frags.iter_mut()) {
        p.parse_keyword(name)?;
        p.parse_operand_list(regs, Delimiter::OptionalSquare, None)?;
    }
    let mut extra: Vec<(Vec<UnresolvedOperand>, Vec<&str>)> = Vec::new();
    if v.sparse {
        for name in ["sparseMetadata", "selector"] {
            let mut regs = Vec::new();
            p.parse_keyword(name)?;
            p.parse_operand_list(&mut regs, Delimiter::OptionalSquare, None)?;
            extra.push((regs, vec!["i32"]));
        }
    }
    if v.block_scale {
        for name in ["scaleA", "scaleB"] {
            let mut regs = Vec::new();
            p.parse_keyword(name)?;
            p.parse_operand_list(&mut regs, Delimiter::OptionalSquare, None)?;
            extra.push((regs, vec!["i32", "i16", "i16"]));
        }
    }
    let mut attrs: Vec<NamedAttr> = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::Colon)?;
    p.parse_punct(Punct::LParen)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    if v.block_scale && types.len() != 3 {
        let at = p.current_loc();
        return Err(p.emit_error(at, "expected exactly 3 types"));
    }
    p.parse_punct(Punct::RParen)?;
    if types.len() != 3 {
        return Err(p.emit_error(
            p.name_loc(),
            &format!(
                "expected one type for each operand segment but got {} types",
                types.len()
            ),
        ));
    }
    let ctx = p.ctx();
    for (regs, &t) in frags.iter().zip(&types) {
        let loc = p.name_loc();
        p.resolve_operands(regs, &vec![t; regs.len()], loc, &mut st.operands)?;
    }
    p.parse_punct(Punct::Arrow)?;
    let res = p.parse_type()?;
    let mut sizes: Vec<i32> = frags.iter().map(|f| f.len() as i32).collect();
    for (regs, names) in &extra {
        let loc = p.name_loc();
        let tys: Vec<Type> = names
            .iter()
            .map(|n| ctx.int_type(if *n == "i32" { 32 } else { 16 }))
            .collect();
        if names.len() == 1 {
            // One `i32` group each; upstream resolves what was written and
            // counts the group as one.
            p.resolve_operands(regs, &vec![tys[0]; regs.len()], loc, &mut st.operands)?;
            sizes.push(1);
        } else {
            p.resolve_operands(regs, &tys, loc, &mut st.operands)?;
            sizes.extend([1, 1, 1]);
        }
    }
    for (i, name) in PTX_TYPE_NAMES.into_iter().enumerate() {
        let given = attrs
            .iter()
            .any(|na| ctx.ident_bytes(na.name) == name.as_bytes());
        if given {
            continue;
        }
        match infer_mma_type(ctx, types[i], false) {
            Some(kw) => {
                let val = MMA_TYPE.symbolize(kw.as_bytes()).unwrap_or(0);
                st.attrs.push(NamedAttr {
                    name: ctx.ident(name),
                    value: mma_type_attr(ctx, val),
                });
            }
            None if !v.block_scale => {
                return Err(p.emit_error(
                    p.name_loc(),
                    &format!("attribute {name} is not provided explicitly and cannot be inferred"),
                ))
            }
            None => {}
        }
    }
    if v.sparse && v.block_scale {
        st.attrs.push(NamedAttr {
            name: ctx.ident("orderedMetadata"),
            value: ctx.unit_attr(),
        });
    }
    st.result_types.push(res);
    st.attrs.extend(attrs);
    st.props.push(NamedAttr {
        name: ctx.ident("operandSegmentSizes"),
        value: ctx.dense_i32_array_attr(&sizes),
    });
    Ok(())
}

/// The printers of the sparse and block-scaled MMA ops: a PTX type is
/// left out when its fragment's first type implies one.
fn print_mma_variant(op: &OpView<'_>, p: &mut dyn OpAsmPrinter, v: MmaVariant) {
    let ctx = op.ctx;
    let mut elided = vec!["operandSegmentSizes"];
    let groups: Vec<_> = (0..3).map(|i| op.operand_group(i)).collect();
    for i in 0..2 {
        let first = groups[i].first().map(|&x| op.value_type(x));
        if first.is_some_and(|t| infer_mma_type(ctx, t, false).is_some()) {
            elided.push(PTX_TYPE_NAMES[i]);
        }
    }
    let mut names: Vec<&str> = vec!["A", "B", "C"];
    if v.sparse {
        names.extend(["sparseMetadata", "selector"]);
    }
    let mut next = 3;
    for (i, name) in names.iter().enumerate() {
        p.write_str(" ");
        p.write_str(name);
        p.write_str("[");
        let regs = if i < 3 {
            groups[i].clone()
        } else {
            next += 1;
            op.operand_group(next - 1)
        };
        p.print_operands(op.body_id, &regs);
        p.write_str("]");
    }
    if v.block_scale {
        for name in ["scaleA", "scaleB"] {
            let regs: Vec<_> = (next..next + 3).flat_map(|g| op.operand_group(g)).collect();
            next += 3;
            p.write_str(" ");
            p.write_str(name);
            p.write_str("[");
            p.print_operands(op.body_id, &regs);
            p.write_str("]");
        }
    }
    p.print_optional_attr_dict(&op.all_attrs(), &elided);
    p.write_str(" : (");
    for (i, regs) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if let Some(&x) = regs.first() {
            p.print_type(op.value_type(x));
        }
    }
    p.write_str(") -> ");
    p.print_type(op.result_type(0));
}

/// `MmaSpOp::parse`.
pub(crate) fn parse_mma_sp_sync(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    parse_mma_variant(p, st, SP_SYNC)
}

/// `MmaSpOp::print`.
pub(crate) fn print_mma_sp_sync(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_mma_variant(op, p, SP_SYNC)
}

/// `MmaBlockScaleOp::parse`.
pub(crate) fn parse_mma_block_scale(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    parse_mma_variant(p, st, BLOCK_SCALE)
}

/// `MmaBlockScaleOp::print`.
pub(crate) fn print_mma_block_scale(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_mma_variant(op, p, BLOCK_SCALE)
}

/// `MmaSpBlockScaleOp::parse`.
pub(crate) fn parse_mma_sp_block_scale(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    parse_mma_variant(p, st, SP_BLOCK_SCALE)
}

/// `MmaSpBlockScaleOp::print`.
pub(crate) fn print_mma_sp_block_scale(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    print_mma_variant(op, p, SP_BLOCK_SCALE)
}

/// `PrefetchOp`'s assembly format, whose optional groups nest (beyond the
/// format engine): `(level = L (uniform)? ,)? (tensormap
/// (in_param_space)? ,)? (evict_priority = P ,)? $addr (, predicate =
/// $p)? attr-dict : type(operands)`.
pub(crate) fn parse_prefetch(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    use crate::generated::{CACHE_EVICTION_PRIORITY_ATTR, PREFETCH_CACHE_LEVEL_ATTR};
    let ctx = p.ctx();
    let mut attrs: Vec<NamedAttr> = Vec::new();
    let unit = |name: &str| NamedAttr {
        name: ctx.ident(name),
        value: ctx.unit_attr(),
    };
    if p.parse_optional_keyword("level") {
        p.parse_punct(Punct::Equal)?;
        let a = rmlir_ir::format::parse_custom_attribute_with_fallback(
            p,
            &PREFETCH_CACHE_LEVEL_ATTR.storage,
            None,
        )?;
        attrs.push(NamedAttr {
            name: ctx.ident("cacheLevel"),
            value: a,
        });
        if p.parse_optional_keyword("uniform") {
            attrs.push(unit("uniform"));
        }
        p.parse_punct(Punct::Comma)?;
    }
    if p.parse_optional_keyword("tensormap") {
        attrs.push(unit("tensormap"));
        if p.parse_optional_keyword("in_param_space") {
            attrs.push(unit("in_param_space"));
        }
        p.parse_punct(Punct::Comma)?;
    }
    if p.parse_optional_keyword("evict_priority") {
        p.parse_punct(Punct::Equal)?;
        let a = rmlir_ir::format::parse_custom_attribute_with_fallback(
            p,
            &CACHE_EVICTION_PRIORITY_ATTR.storage,
            None,
        )?;
        attrs.push(NamedAttr {
            name: ctx.ident("evictPriority"),
            value: a,
        });
        p.parse_punct(Punct::Comma)?;
    }
    let mut operands = vec![p.parse_operand()?];
    if p.parse_optional_punct(Punct::Comma) {
        p.parse_keyword("predicate")?;
        p.parse_punct(Punct::Equal)?;
        operands.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut attrs)?;
    p.parse_punct(Punct::Colon)?;
    let mut types = Vec::new();
    p.parse_type_list(&mut types)?;
    let loc = p.name_loc();
    p.resolve_operands(&operands, &types, loc, &mut st.operands)?;
    st.attrs.extend(attrs);
    Ok(())
}

/// `PrefetchOp`'s printer.
pub(crate) fn print_prefetch(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let has = |n: &str| op.prop(n).is_some();
    if let Some(level) = op.prop("cacheLevel") {
        p.write_str(" level = ");
        p.print_stripped_attribute(level);
        if has("uniform") {
            p.write_str(" uniform");
        }
        p.write_str(",");
    }
    if has("tensormap") {
        p.write_str(" tensormap");
        if has("in_param_space") {
            p.write_str(" in_param_space");
        }
        p.write_str(",");
    }
    if let Some(priority) = op.prop("evictPriority") {
        p.write_str(" evict_priority = ");
        p.print_stripped_attribute(priority);
        p.write_str(",");
    }
    let operands = op.operands();
    p.write_str(" ");
    p.print_operand(op.body_id, operands[0]);
    if let Some(&pred) = operands.get(1) {
        p.write_str(", predicate = ");
        p.print_operand(op.body_id, pred);
    }
    p.print_optional_attr_dict(
        &op.all_attrs(),
        &[
            "cacheLevel",
            "evictPriority",
            "tensormap",
            "uniform",
            "in_param_space",
        ],
    );
    p.write_str(" : ");
    let types: Vec<Type> = operands.iter().map(|&v| op.value_type(v)).collect();
    p.print_types(&types);
}
