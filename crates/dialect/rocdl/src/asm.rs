//! The hand-written syntax of the raw buffer ops
//! (`RawBufferLoadOp::parse`/`print` and the store and atomic ones):
//! `%rsrc, %offset, %soffset, %aux : type` for loads, the data operand
//! first for the others; `type` is the loaded or stored value's.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::{OpView, Type};

/// The types of the operands after the data: the resource descriptor
/// (`vector<4xi32>`) and three `i32` offsets and flags.
fn buffer_operand_types(p: &dyn OpAsmParser<'_>) -> [Type; 4] {
    let ctx = p.ctx();
    let i32t = ctx.int_type(32);
    [
        rmlir_nvvm::constraints::vector_type(ctx, 4, i32t),
        i32t,
        i32t,
        i32t,
    ]
}

/// `rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : type`.
pub(crate) fn parse_buffer_load(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut ops = Vec::new();
    p.parse_operand_list(&mut ops, Delimiter::None, Some(4))?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    let tys = buffer_operand_types(p);
    let loc = p.name_loc();
    p.resolve_operands(&ops, &tys, loc, &mut st.operands)
}

/// `rocdl.raw.buffer.store %vdata, %rsrc, %offset, %soffset, %aux : type`
/// (and the atomics, written alike).
pub(crate) fn parse_buffer_store(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let mut ops = Vec::new();
    p.parse_operand_list(&mut ops, Delimiter::None, Some(5))?;
    p.parse_punct(Punct::Colon)?;
    let ty = p.parse_type()?;
    let [rsrc, a, b, c] = buffer_operand_types(p);
    let loc = p.name_loc();
    p.resolve_operands(&ops, &[ty, rsrc, a, b, c], loc, &mut st.operands)
}

/// Prints the operands and the loaded value's type.
pub(crate) fn print_buffer_load(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operands(op.body_id, &op.operands());
    p.write_str(" : ");
    p.print_type(op.result_type(0));
}

/// Prints the operands and the stored value's type.
pub(crate) fn print_buffer_store(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operands(op.body_id, &op.operands());
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
}
