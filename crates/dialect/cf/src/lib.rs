//! The `cf` dialect (`ControlFlowOps.td`): `cf.br`, `cf.cond_br`,
//! `cf.switch` and `cf.assert`.

mod canonicalize;
mod control_flow;
mod inliner;

use canonicalize::{assert_patterns, br_patterns, cond_br_patterns, switch_patterns};
use rmlir_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::constraints::{ANY_INTEGER, ANY_TYPE, DENSE_I32_ARRAY_ATTR, I1, STR_ATTR};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::{
    AttrClass, AttrConstraint, AttrStorage, BranchInterface, CustomDirective, EffectKind, EffectOn,
    Effects, VerifyResult,
};
use rmlir_ir::{AttrKind, DialectDef, OpView, TypeKind};

/// `AnyIntElementsAttr`.
const ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    pred: |c, a| AttrClass::DenseIntElements.matches(c, a),
    storage: AttrStorage::Class(AttrClass::DenseIntElements),
    value_type: None,
};

rmlir_ods::ops! {
    dialect = "cf";

    /// `cf.assert`: aborts when the condition is false.
    op AssertOp = "assert" {
        operands: [arg: I1],
        properties: [msg: STR_ATTR],
        format: "$arg `,` $msg attr-dict",
        canonicalize: assert_patterns,
        interfaces: { memory_effects: Effects::Static(&[(EffectKind::Write, EffectOn::Nothing)]) },
    }

    /// `cf.br`: an unconditional branch.
    op BranchOp = "br" {
        traits: [PURE, TERMINATOR],
        operands: [destOperands: variadic(ANY_TYPE)],
        successors: [dest: any],
        format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        canonicalize: br_patterns,
        interfaces: { branch: BranchInterface { successor_operands: |op, _| op.operand_group_range(0) } },
    }

    /// `cf.cond_br`: a two-way conditional branch.
    op CondBranchOp = "cond_br" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [condition: I1, trueDestOperands: variadic(ANY_TYPE), falseDestOperands: variadic(ANY_TYPE)],
        properties: [branch_weights: optional(DENSE_I32_ARRAY_ATTR)],
        successors: [trueDest: any, falseDest: any],
        format: "$condition (`weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
        verify: verify_branch_weights,
        canonicalize: cond_br_patterns,
        interfaces: { branch: BranchInterface { successor_operands: |op, s| op.operand_group_range(1 + s) } },
    }

    /// `cf.switch`: a multi-way branch on an integer.
    op SwitchOp = "switch" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            flag: ANY_INTEGER,
            defaultOperands: variadic(ANY_TYPE),
            caseOperands: variadic_of_variadic(ANY_TYPE, "case_operand_segments"),
        ],
        properties: [case_values: optional(ANY_INT_ELEMENTS_ATTR), case_operand_segments: DENSE_I32_ARRAY_ATTR],
        successors: [defaultDestination: any, caseDestinations: variadic(any)],
        format: "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) `]` attr-dict",
        verify: verify_switch,
        canonicalize: switch_patterns,
        interfaces: { branch: BranchInterface { successor_operands: rmlir_ir::op_def::switch_successor_operands } },
    }
}

/// The cf dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    interfaces: Some(control_flow::attach),
    ..DialectDef::new("cf")
};

/// Upstream's `WeightedBranchOpInterface` check: one weight per successor,
/// not all zero.
fn verify_branch_weights(op: &OpView<'_>) -> VerifyResult {
    let Some(weights) = op
        .prop("branch_weights")
        .and_then(|a| op.ctx.dense_i32_array(a))
    else {
        return Ok(());
    };
    if weights.is_empty() {
        return Ok(());
    }
    let n = op.successors().len();
    if weights.len() != n {
        return Err(op.emit_error(format!(
            "expects number of branch weights to match number of successors: {} vs {n}",
            weights.len()
        )));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(op.emit_error("branch weights cannot all be zero"));
    }
    Ok(())
}

fn verify_switch(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let values = op.prop("case_values");
    let n_dests = op.successors().len().saturating_sub(1);
    let Some(values) = values else {
        return Ok(());
    };
    let flag = op.operand_type(0);
    let (elem, count) = match ctx.attr_kind(values) {
        AttrKind::DenseElements { ty, .. } => match ctx.type_kind(*ty) {
            k if k.is_shaped() => (
                k.element_type().unwrap_or(flag),
                k.shape().map(|s| s.iter().product::<i64>()).unwrap_or(0),
            ),
            _ => return Ok(()),
        },
        _ => return Ok(()),
    };
    if elem != flag {
        return Err(op.emit_op_error(format!(
            "'flag' type ({}) should match case value type ({})",
            rmlir_ir::op_verify::quoted_type(ctx, flag),
            rmlir_ir::op_verify::quoted_type(ctx, elem)
        )));
    }
    if count as usize != n_dests {
        return Err(op.emit_op_error(format!(
            "number of case values ({count}) should match number of case destinations ({n_dests})"
        )));
    }
    Ok(())
}

fn parse_switch_cases(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let flag_type = args[0].ty();
    p.parse_keyword("default")?;
    p.parse_punct(Punct::Colon)?;
    let default_dest = p.parse_successor()?;
    args[1] = CustomValue::Successor(Some(default_dest));
    if p.parse_optional_punct(Punct::LParen) {
        let mut ops = Vec::new();
        p.parse_operand_list(&mut ops, rmlir_ir::asm::Delimiter::None, None)?;
        p.parse_punct(Punct::Colon)?;
        let mut tys = Vec::new();
        p.parse_type_list(&mut tys)?;
        p.parse_punct(Punct::RParen)?;
        *args[2].operands_mut() = ops;
        *args[3].types_mut() = tys;
    }
    let width = flag_type
        .and_then(|t| ctx.int_or_float_bit_width(t))
        .unwrap_or(64);
    let mut values: Vec<i64> = Vec::new();
    let mut dests = Vec::new();
    let mut groups = Vec::new();
    let mut type_groups = Vec::new();
    while p.parse_optional_punct(Punct::Comma) {
        values.push(p.parse_integer()?);
        p.parse_punct(Punct::Colon)?;
        dests.push(p.parse_successor()?);
        let mut ops = Vec::new();
        let mut tys = Vec::new();
        if p.parse_optional_punct(Punct::LParen) {
            p.parse_operand_list(&mut ops, rmlir_ir::asm::Delimiter::None, None)?;
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list(&mut tys)?;
            p.parse_punct(Punct::RParen)?;
        }
        groups.push(ops);
        type_groups.push(tys);
    }
    if !values.is_empty() {
        if let Some(ft) = flag_type {
            let vt = ctx.intern_type(TypeKind::Vector {
                shape: Box::new([values.len() as i64]),
                scalable: Box::new([false]),
                elem: ft,
            });
            *args[4].attr_mut() = Some(ctx.dense_int_elements(vt, width, &values));
        }
    }
    *args[5].successors_mut() = dests;
    *args[6].operand_groups_mut() = groups;
    *args[7].type_groups_mut() = type_groups;
    Ok(())
}

fn print_switch_cases(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let ctx = op.ctx;
    p.write_str("  default: ");
    if let Some(&d) = args[1].successors().first() {
        p.print_successor_and_use_list(op.body_id, d, args[2].values());
    }
    let Some(values) = args[4].attr() else { return };
    let dests = args[5].successors();
    let groups = args[6].value_groups();
    for (i, v) in ctx
        .dense_int_values_unsigned(values)
        .into_iter()
        .enumerate()
    {
        p.write_str(",");
        p.print_newline();
        p.write_str("  ");
        p.write_str(&v.to_string());
        p.write_str(": ");
        if let Some(&d) = dests.get(i) {
            let operands: &[rmlir_ir::Value] = groups.get(i).map(|g| &g[..]).unwrap_or(&[]);
            p.print_successor_and_use_list(op.body_id, d, operands);
        }
    }
    p.print_newline();
}

/// `custom<SwitchOpCases>(...)`.
#[allow(non_upper_case_globals)]
static SwitchOpCases: CustomDirective = CustomDirective {
    parse: parse_switch_cases,
    print: print_switch_cases,
};

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
