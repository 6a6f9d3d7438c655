//! `bufferization.alloc_tensor`'s hand-written syntax
//! (`AllocTensorOp::parse` and `print`):
//! `(%sizes) [copy(%t)] [size_hint=%n] {attrs} : tensor-type`.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::{OpView, TypeKind};

pub(crate) fn parse_alloc_tensor(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut sizes = Vec::new();
    p.parse_operand_list(&mut sizes, Delimiter::Paren, None)?;
    let copy = if p.parse_optional_keyword("copy") {
        p.parse_punct(Punct::LParen)?;
        let c = p.parse_operand()?;
        p.parse_punct(Punct::RParen)?;
        Some(c)
    } else {
        None
    };
    let size_hint = if p.parse_optional_keyword("size_hint") {
        p.parse_punct(Punct::Equal)?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_punct(Punct::Colon)?;
    // `parseCustomTypeWithFallback(TensorType)`.
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if !matches!(
        p.ctx().type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(p.emit_error(loc, "invalid kind of type specified"));
    }
    st.result_types.push(ty);
    let index = p.ctx().index_type();
    for &u in &sizes {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    if let Some(u) = copy {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    if let Some(u) = size_hint {
        let v = p.resolve_operand(u, index)?;
        st.operands.push(v);
    }
    let ctx = p.ctx();
    let segments = [
        sizes.len() as i32,
        copy.is_some() as i32,
        size_hint.is_some() as i32,
    ];
    st.set_prop(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&segments),
    );
    Ok(())
}

pub(crate) fn print_alloc_tensor(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str("(");
    p.print_operands(op.body_id, &op.operand_group(0));
    p.write_str(")");
    if let Some(&c) = op.operand_group(1).first() {
        p.write_str(" copy(");
        p.print_operand(op.body_id, c);
        p.write_str(")");
    }
    if let Some(&n) = op.operand_group(2).first() {
        p.write_str(" size_hint=");
        p.print_operand(op.body_id, n);
    }
    p.print_optional_attr_dict(&op.all_attrs(), &["operandSegmentSizes"]);
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}
