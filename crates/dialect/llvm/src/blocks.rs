//! Block addresses: `#llvm.blocktag<id = n>` and
//! `#llvm.blockaddress<function = @f, tag = <id = n>>`, the
//! `llvm.blocktag` and `llvm.blockaddress` ops, and `llvm.indirectbr`,
//! which branches to one of a list of blocks.

use rmlir_ir::asm::{
    AsmParser, Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct,
};
use rmlir_ir::dialect_attr::{AttrDef, Param};
use rmlir_ir::op_def::{AttrConstraint, AttrStorage};
use rmlir_ir::{Attribute, Context, OpView, Type};

fn parse_tag_body(p: &mut dyn AsmParser<'_>) -> ParseResult<i64> {
    p.parse_punct(Punct::Less)?;
    p.parse_keyword("id")?;
    p.parse_punct(Punct::Equal)?;
    let id = p.parse_integer()?;
    p.parse_punct(Punct::Greater)?;
    Ok(id)
}

/// `#llvm.blocktag<id = n>`.
pub static BLOCK_TAG_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "blocktag",
    parse: |p, _| {
        let id = parse_tag_body(p)?;
        Ok(block_tag_attr(p.ctx(), id))
    },
    print: |_, a, p| p.write_str(&format!("<id = {}>", a.int(0))),
    attr_type: None,
    enum_param: None,
};

/// `#llvm.blocktag<id = id>`.
pub fn block_tag_attr(ctx: &Context, id: i64) -> Attribute {
    ctx.dialect_attr(&BLOCK_TAG_ATTR_DEF, vec![Param::Int(id)])
}

/// `#llvm.blockaddress<function = @f, tag = <id = n>>`.
pub static BLOCK_ADDRESS_ATTR_DEF: AttrDef = AttrDef {
    dialect: "llvm",
    mnemonic: "blockaddress",
    parse: |p, _| {
        p.parse_punct(Punct::Less)?;
        p.parse_keyword("function")?;
        p.parse_punct(Punct::Equal)?;
        let function = p.parse_attribute(None)?;
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("tag")?;
        p.parse_punct(Punct::Equal)?;
        let id = parse_tag_body(p)?;
        p.parse_punct(Punct::Greater)?;
        let ctx = p.ctx();
        Ok(ctx.dialect_attr(
            &BLOCK_ADDRESS_ATTR_DEF,
            vec![Param::Attr(function), Param::Attr(block_tag_attr(ctx, id))],
        ))
    },
    print: |ctx, a, p| {
        p.write_str("<function = ");
        if let Some(f) = a.attr(0) {
            p.print_attribute(f);
        }
        p.write_str(", tag = ");
        let id = a
            .attr(1)
            .and_then(|t| ctx.as_dialect_attr(t, &BLOCK_TAG_ATTR_DEF))
            .map_or(0, |t| t.int(0));
        p.write_str(&format!("<id = {id}>>"));
    },
    attr_type: None,
    enum_param: None,
};

/// `LLVM_BlockTagAttr`.
pub const BLOCK_TAG_ATTR: AttrConstraint = AttrConstraint {
    summary: "",
    pred: |c, a| c.as_dialect_attr(a, &BLOCK_TAG_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&BLOCK_TAG_ATTR_DEF),
    value_type: None,
};

/// `LLVM_BlockAddressAttr`.
pub const BLOCK_ADDRESS_ATTR: AttrConstraint = AttrConstraint {
    summary: "",
    pred: |c, a| c.as_dialect_attr(a, &BLOCK_ADDRESS_ATTR_DEF).is_some(),
    storage: AttrStorage::Dialect(&BLOCK_ADDRESS_ATTR_DEF),
    value_type: None,
};

/// `%addr : type, [^bb(%v : t), ...] attr-dict`.
pub(crate) fn parse_indirect_br(
    p: &mut dyn OpAsmParser<'_>,
    st: &mut ParseState,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let addr = p.parse_operand()?;
    p.parse_punct(Punct::Colon)?;
    let addr_type = p.parse_type()?;
    p.parse_punct(Punct::Comma)?;
    let mut dests = Vec::new();
    let mut groups: Vec<(Vec<rmlir_ir::asm::UnresolvedOperand>, Vec<Type>)> = Vec::new();
    rmlir_ir::asm::comma_separated_list(p, Delimiter::Square, "successor blocks", &mut |p| {
        dests.push(p.parse_successor()?);
        let mut operands = Vec::new();
        let mut types = Vec::new();
        if p.parse_optional_punct(Punct::LParen) {
            p.parse_operand_list(&mut operands, Delimiter::None, None)?;
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list(&mut types)?;
            p.parse_punct(Punct::RParen)?;
        }
        groups.push((operands, types));
        Ok(())
    })?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    let v = p.resolve_operand(addr, addr_type)?;
    st.operands.push(v);
    let at = p.name_loc();
    let mut sizes = Vec::new();
    for (operands, types) in &groups {
        p.resolve_operands(operands, types, at, &mut st.operands)?;
        sizes.push(operands.len() as i32);
    }
    st.successors.extend(dests);
    st.set_prop(
        ctx,
        "indbr_operand_segments",
        ctx.dense_i32_array_attr(&sizes),
    );
    Ok(())
}

/// The operands passed to successor `succ` of an `llvm.indirectbr`.
pub(crate) fn indirect_br_successor_operands(
    op: &OpView<'_>,
    succ: usize,
) -> std::ops::Range<usize> {
    let sizes = op
        .prop("indbr_operand_segments")
        .and_then(|a| op.ctx.dense_i32_array(a))
        .unwrap_or_default();
    let mut start = 1;
    for (i, &n) in sizes.iter().enumerate() {
        let n = n.max(0) as usize;
        if i == succ {
            return start..(start + n).min(op.num_operands());
        }
        start += n;
    }
    0..0
}

pub(crate) fn print_indirect_br(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str(" : ");
    p.print_type(op.operand_type(0));
    p.write_str(", [");
    let succs = op.successors();
    let operands = op.operands();
    for (i, &s) in succs.iter().enumerate() {
        if i > 0 {
            p.write_str(",");
        }
        p.print_newline();
        let r = indirect_br_successor_operands(op, i);
        p.print_successor_and_use_list(op.body_id, s, &operands[r]);
    }
    if !succs.is_empty() {
        p.print_newline();
    }
    p.write_str("]");
    crate::attrs::print_attr_dict_eliding(op, p, &["indbr_operand_segments"]);
}
