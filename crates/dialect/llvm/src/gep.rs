//! `llvm.getelementptr`: no-wrap flags, indices mixing SSA values and
//! constants (`%p[%i, 0]`, constants in `rawConstantIndices` with a
//! marker where a value stands), and the trailing
//! `(operand types) -> result, element type`.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::dialect_attr::BitEnum;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{OpView, TypeKind};

use crate::attrs::enum_value;

/// `GEPNoWrapFlags`.
pub static GEP_NO_WRAP_FLAGS: BitEnum = BitEnum {
    cpp_name: "::mlir::LLVM::GEPNoWrapFlags",
    cases: &[
        ("none", 0),
        ("inbounds_flag", 1),
        ("nusw", 2),
        ("nuw", 4),
        ("inbounds", 3),
    ],
    separator: "|",
    print_groups: true,
};

/// `GEPOp::kDynamicIndex`: where a dynamic index stands among the
/// constant ones.
pub const DYNAMIC_INDEX: i32 = i32::MIN;

pub(crate) fn parse_gep(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut flags = 0u64;
    while let Some(v) = GEP_NO_WRAP_FLAGS
        .cases
        .iter()
        .find(|c| c.1 != 0 && p.parse_optional_keyword(c.0))
        .map(|c| c.1)
    {
        flags |= v;
        if !p.parse_optional_punct(Punct::VerticalBar) {
            break;
        }
    }
    st.set_prop(
        ctx,
        "noWrapFlags",
        ctx.integer_attr(ctx.int_type(32), flags as i64),
    );
    let base = p.parse_operand()?;
    let mut operands = vec![base];
    let mut raw = Vec::new();
    rmlir_ir::asm::comma_separated_list(p, Delimiter::Square, "", &mut |p| {
        let loc = p.current_loc();
        if let Some(v) = p.parse_optional_integer()? {
            let Ok(v) = i32::try_from(v) else {
                return Err(p.emit_error(loc, "integer value too large"));
            };
            raw.push(v);
        } else {
            operands.push(p.parse_operand()?);
            raw.push(DYNAMIC_INDEX);
        }
        Ok(())
    })?;
    st.set_prop(ctx, "rawConstantIndices", ctx.dense_i32_array_attr(&raw));
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    p.parse_punct(Punct::Colon)?;
    let loc = p.current_loc();
    let fty = p.parse_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(fty).clone() else {
        return Err(p.emit_error(loc, "invalid kind of type specified"));
    };
    p.parse_punct(Punct::Comma)?;
    let elem = p.parse_type()?;
    st.set_prop(ctx, "elem_type", ctx.type_attr(elem));
    let at = p.name_loc();
    p.resolve_operands(&operands, &inputs, at, &mut st.operands)?;
    st.result_types.extend(results.iter().copied());
    Ok(())
}

/// `GEPOp`'s properties, by their index in its definition.
const PROP_RAW_CONSTANT_INDICES: usize = 0;
const PROP_ELEM_TYPE: usize = 1;
const PROP_NO_WRAP_FLAGS: usize = 2;

/// The printed no-wrap flags.
fn no_wrap_flags_text(flags: u64) -> std::borrow::Cow<'static, str> {
    static TEXT: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    crate::attrs::bit_enum_text(&GEP_NO_WRAP_FLAGS, &TEXT, 3, flags)
}

pub(crate) fn print_gep(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    let raw = op.prop_at(PROP_RAW_CONSTANT_INDICES);
    let elem = op.prop_at(PROP_ELEM_TYPE);
    let flags_attr = op.prop_at(PROP_NO_WRAP_FLAGS);
    let flags = flags_attr.and_then(|a| enum_value(ctx, a)).unwrap_or(0);
    if flags != 0 {
        p.write_str(" ");
        p.write_str(&no_wrap_flags_text(flags as u64));
    }
    p.write_str(" ");
    p.print_operand(op.body_id, op.operand(0));
    p.write_str("[");
    let mut dynamic = (1..op.num_operands()).map(|i| op.operand(i));
    for (i, r) in raw
        .and_then(|a| ctx.dense_i32_elements(a))
        .into_iter()
        .flatten()
        .enumerate()
    {
        if i > 0 {
            p.write_str(", ");
        }
        if r == DYNAMIC_INDEX {
            if let Some(v) = dynamic.next() {
                p.print_operand(op.body_id, v);
            }
        } else {
            p.write_int(r.into());
        }
    }
    p.write_str("]");
    // All three properties are elided; any other the op carries is not.
    let declared = [raw, elem, flags_attr].iter().flatten().count();
    crate::attrs::print_attr_dict_with(
        op,
        p,
        &["elem_type", "noWrapFlags", "rawConstantIndices"],
        declared == op.props().len(),
    );
    p.write_str(" : ");
    p.print_functional_type(&op.operand_types(), &op.result_types());
    p.write_str(", ");
    if let Some(t) = elem.and_then(|a| ctx.type_value(a)) {
        p.print_type(t);
    }
}

/// `GEPOp::verify`: one constant or dynamic index per operand.
pub(crate) fn verify_gep(op: &OpView<'_>) -> VerifyResult {
    let dynamic = op
        .prop_at(PROP_RAW_CONSTANT_INDICES)
        .and_then(|a| op.ctx.dense_i32_elements(a))
        .map_or(0, |raw| raw.filter(|&r| r == DYNAMIC_INDEX).count());
    if dynamic != op.num_operands() - 1 {
        return Err(op.emit_op_error(format!(
            "expected as many dynamic indices as specified in '{}'",
            "rawConstantIndices"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_wrap_flags_text_matches_stringify() {
        for v in 0..10 {
            assert_eq!(
                super::no_wrap_flags_text(v),
                super::GEP_NO_WRAP_FLAGS.stringify(v)
            );
        }
    }
}
