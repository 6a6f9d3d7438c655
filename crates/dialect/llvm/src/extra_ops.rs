//! The llvm ops of `LLVMOps.td` beyond the core instructions:
//! `llvm.switch` (case values, case operands and weights),
//! `llvm.inline_asm`, `llvm.call_intrinsic` (with operand bundles),
//! `llvm.dso_local_equivalent`, and the constructor and destructor lists
//! `llvm.mlir.global_ctors` / `llvm.mlir.global_dtors`.

use rmlir_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult, ParseState, Punct};
use rmlir_ir::constraints::{
    ANY_SIGNLESS_INTEGER, ANY_TYPE, ARRAY_ATTR, DENSE_I32_ARRAY_ATTR, DICT_ARRAY_ATTR,
    FLAT_SYMBOL_REF_ATTR, STR_ATTR, UNIT_ATTR,
};
use rmlir_ir::format::CustomValue;
use rmlir_ir::op_def::{
    AttrClass, AttrConstraint, AttrStorage, BranchInterface, CustomDirective, Effect, EffectKind,
    Effects, EnumDef, VerifyResult,
};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{AttrKind, Attribute, Context, OpView, TypeKind};

use crate::attrs::*;
use crate::ops::{LLVM_PTR, LLVM_TYPE};

/// `AnyIntElementsAttr`.
const ANY_INT_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "integer elements attribute",
    pred: |c, a| AttrClass::DenseIntElements.matches(c, a),
    storage: AttrStorage::Class(AttrClass::DenseIntElements),
    value_type: None,
};

fn array_items(ctx: &Context, a: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => Some(items),
        _ => None,
    }
}

/// `I32ArrayAttr`.
const I32_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "32-bit integer array attribute",
    pred: |c, a| {
        array_items(c, a).is_some_and(|items| {
            items
                .iter()
                .all(|&x| rmlir_ir::constraints::is_signless_int_attr(c, x, 32))
        })
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

/// `FlatSymbolRefArrayAttr`.
const FLAT_SYMBOL_REF_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "flat symbol ref array attribute",
    pred: |c, a| {
        array_items(c, a).is_some_and(|items| {
            items
                .iter()
                .all(|&x| AttrClass::FlatSymbolRef.matches(c, x))
        })
    },
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

int_enum!(
    /// `AsmATTOrIntel`: the assembly dialect of `llvm.inline_asm`.
    ASM_DIALECT, ASM_DIALECT_ATTR, "AsmDialect", "ATT (0) or Intel (1) asm dialect",
    [("att", 0), ("intel", 1)]
);

/// `I8Attr`.
const I8_ATTR: AttrConstraint = AttrConstraint {
    summary: "8-bit signless integer attribute",
    pred: |c, a| rmlir_ir::constraints::is_signless_int_attr(c, a, 8),
    storage: AttrStorage::Class(AttrClass::Integer),
    value_type: Some(|c: &Context| c.int_type(8)),
};

/// `LLVM_AliasScopeAttr`.
const ALIAS_SCOPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "LLVM dialect alias scope",
    pred: |c, a| c.as_dialect_attr(a, &crate::loops::ALIAS_SCOPE).is_some(),
    storage: AttrStorage::Dialect(&crate::loops::ALIAS_SCOPE),
    value_type: None,
};

int_enum!(
    /// `RoundingMode` (`ValidRoundingModeAttr`: the `invalid` case, -1, is
    /// rejected).
    ROUNDING_MODE, ROUNDING_MODE_ATTR, "RoundingMode",
    "LLVM Rounding Mode whose minimum value is 0",
    [("towardzero", 0), ("tonearest", 1), ("upward", 2), ("downward", 3),
     ("tonearestaway", 4), ("dynamic", 7)]
);

int_enum!(
    /// `FPExceptionBehavior`.
    FP_EXCEPTION_BEHAVIOR, FP_EXCEPTION_BEHAVIOR_ATTR, "FPExceptionBehavior",
    "LLVM Exception Behavior",
    [("ignore", 0), ("maytrap", 1), ("strict", 2)]
);

fn default_tail_call_kind(c: &Context) -> Attribute {
    tail_call_kind_attr(c, 0)
}

rmlir_ods::ops! {
    dialect = "llvm";

    /// `llvm.switch`.
    op SwitchOp = "switch" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, PURE, TERMINATOR],
        operands: [
            value: ANY_SIGNLESS_INTEGER,
            defaultOperands: variadic(ANY_TYPE),
            caseOperands: variadic_of_variadic(ANY_TYPE, "case_operand_segments"),
        ],
        properties: [
            case_values: optional(ANY_INT_ELEMENTS_ATTR),
            case_operand_segments: DENSE_I32_ARRAY_ATTR,
            branch_weights: optional(DENSE_I32_ARRAY_ATTR),
        ],
        successors: [defaultDestination: any, caseDestinations: variadic(any)],
        format: "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands)) attr-dict",
        verify: verify_switch,
        interfaces: { branch: BranchInterface { successor_operands: rmlir_ir::op_def::switch_successor_operands } },
    }

    /// `llvm.inline_asm`.
    op InlineAsmOp = "inline_asm" {
        operands: [operands: variadic(LLVM_TYPE)],
        properties: [
            asm_string: STR_ATTR,
            constraints: STR_ATTR,
            has_side_effects: optional(UNIT_ATTR),
            is_align_stack: optional(UNIT_ATTR),
            tail_call_kind: default(TAIL_CALL_KIND_ATTR, default_tail_call_kind),
            asm_dialect: optional(ASM_DIALECT_ATTR),
            operand_attrs: optional(ARRAY_ATTR),
        ],
        results: [res: optional(LLVM_TYPE)],
        format: "(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? (`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? (`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints operands `:` functional-type(operands, results)",
        verify: verify_inline_asm,
        interfaces: { memory_effects: Effects::Custom(inline_asm_effects) },
    }

    /// `llvm.call_intrinsic`.
    op CallIntrinsicOp = "call_intrinsic" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS],
        operands: [args: variadic(LLVM_TYPE), op_bundle_operands: variadic_of_variadic(LLVM_TYPE, "op_bundle_sizes")],
        properties: [
            intrin: STR_ATTR,
            fastmathFlags: default(FASTMATH_ATTR, crate::ops::fastmath_none),
            op_bundle_sizes: DENSE_I32_ARRAY_ATTR,
            op_bundle_tags: optional(ARRAY_ATTR),
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
        ],
        results: [results: optional(LLVM_TYPE)],
        asm: { parse: parse_call_intrinsic, print: print_call_intrinsic },
        verify: verify_call_intrinsic,
    }

    /// `llvm.dso_local_equivalent`.
    op DSOLocalEquivalentOp = "dso_local_equivalent" {
        traits: [PURE, CONSTANT_LIKE],
        properties: [function_name: FLAT_SYMBOL_REF_ATTR],
        results: [res: LLVM_PTR],
        format: "$function_name attr-dict `:` qualified(type($res))",
        fold: fold_dso_local_equivalent,
        interfaces: {
            symbol_user: verify_dso_local_equivalent_uses,
            constant_value: dso_local_equivalent_value,
        },
    }

    /// `llvm.intr.experimental.noalias.scope.decl`.
    op NoAliasScopeDeclOp = "intr.experimental.noalias.scope.decl" {
        properties: [scope: ALIAS_SCOPE_ATTR],
        format: "$scope attr-dict",
    }

    /// `llvm.intr.ubsantrap`.
    op UBSanTrap = "intr.ubsantrap" {
        properties: [failureKind: I8_ATTR],
        format: "prop-dict attr-dict",
    }

    class ConstrainedRoundingIntr {
        traits: [PURE],
        operands: [arg_0: LLVM_TYPE],
        properties: [roundingmode: ROUNDING_MODE_ATTR, fpExceptionBehavior: FP_EXCEPTION_BEHAVIOR_ATTR],
        results: [res: LLVM_TYPE],
        format: "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
    }

    /// `llvm.intr.experimental.constrained.fptrunc`.
    op ConstrainedFPTruncIntr = "intr.experimental.constrained.fptrunc" : ConstrainedRoundingIntr {}
    /// `llvm.intr.experimental.constrained.sitofp`.
    op ConstrainedSIToFP = "intr.experimental.constrained.sitofp" : ConstrainedRoundingIntr {}
    /// `llvm.intr.experimental.constrained.uitofp`.
    op ConstrainedUIToFP = "intr.experimental.constrained.uitofp" : ConstrainedRoundingIntr {}

    /// `llvm.intr.experimental.constrained.fpext`.
    op ConstrainedFPExtIntr = "intr.experimental.constrained.fpext" {
        traits: [PURE],
        operands: [arg_0: LLVM_TYPE],
        properties: [fpExceptionBehavior: FP_EXCEPTION_BEHAVIOR_ATTR],
        results: [res: LLVM_TYPE],
        format: "$arg_0 $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
    }

    /// `llvm.mlir.global_ctors`.
    op GlobalCtorsOp = "mlir.global_ctors" {
        properties: [ctors: FLAT_SYMBOL_REF_ARRAY_ATTR, priorities: I32_ARRAY_ATTR, data: ARRAY_ATTR],
        format: "`ctors` `=` $ctors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
        verify: |op| verify_xtors(op, "ctors"),
        interfaces: { symbol_user: |op, t| verify_xtor_uses(op, t, "ctors") },
    }

    /// `llvm.mlir.global_dtors`.
    op GlobalDtorsOp = "mlir.global_dtors" {
        properties: [dtors: FLAT_SYMBOL_REF_ARRAY_ATTR, priorities: I32_ARRAY_ATTR, data: ARRAY_ATTR],
        format: "`dtors` `=` $dtors `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
        verify: |op| verify_xtors(op, "dtors"),
        interfaces: { symbol_user: |op, t| verify_xtor_uses(op, t, "dtors") },
    }
}

// ----- llvm.switch -----

/// The element type and count of a case-values attribute.
fn case_values_shape(ctx: &Context, values: Attribute) -> Option<(rmlir_ir::Type, i64)> {
    match ctx.attr_kind(values) {
        AttrKind::DenseElements { ty, .. } => {
            let k = ctx.type_kind(*ty);
            Some((
                k.element_type()?,
                k.shape().map(|s| s.iter().product::<i64>()).unwrap_or(0),
            ))
        }
        _ => None,
    }
}

/// The `WeightedBranchOpInterface` check, then `SwitchOp::verify`.
fn verify_switch(op: &OpView<'_>) -> VerifyResult {
    verify_branch_weights(op)?;
    let ctx = op.ctx;
    let n_dests = op.successors().len().saturating_sub(1);
    let shape = op
        .prop("case_values")
        .and_then(|v| case_values_shape(ctx, v));
    let count_mismatch = match shape {
        None => n_dests != 0,
        Some((_, n)) => n as usize != n_dests,
    };
    if count_mismatch {
        return Err(
            op.emit_op_error("expects number of case values to match number of case destinations")
        );
    }
    if let Some((elem, _)) = shape {
        if elem != op.operand_type(0) {
            return Err(op.emit_error("expects case value type to match condition value type"));
        }
    }
    Ok(())
}

/// `WeightedBranchOpInterface`'s check: one weight per successor, not
/// all zero.
pub(crate) fn verify_branch_weights(op: &OpView<'_>) -> VerifyResult {
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

/// `[ (value `:` ^bb (`(` operands `:` types `)`)?),* ]`.
fn parse_switch_cases(
    p: &mut dyn OpAsmParser<'_>,
    _st: &mut ParseState,
    args: &mut [CustomValue],
) -> ParseResult<()> {
    let ctx = p.ctx();
    let flag_type = args[0].ty();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(());
    }
    let width = flag_type
        .and_then(|t| ctx.int_or_float_bit_width(t))
        .unwrap_or(64);
    let mut values: Vec<i64> = Vec::new();
    let mut dests = Vec::new();
    let mut groups = Vec::new();
    let mut type_groups = Vec::new();
    rmlir_ir::asm::comma_separated_list(p, Delimiter::None, "", &mut |p| {
        values.push(p.parse_integer()?);
        p.parse_punct(Punct::Colon)?;
        dests.push(p.parse_successor()?);
        let mut ops = Vec::new();
        let mut tys = Vec::new();
        if p.parse_optional_punct(Punct::LParen) {
            // Upstream parses these with `allowResultNumber = false`.
            loop {
                let u = p.parse_operand()?;
                let end = u.loc + u.name_len;
                if p.source(end, end + 1) == b"#" {
                    // The lexer's error: no op-name prefix.
                    return Err(rmlir_ir::asm::AsmDiag::new(
                        end,
                        "result number not allowed in argument list",
                    ));
                }
                ops.push(u);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list(&mut tys)?;
            p.parse_punct(Punct::RParen)?;
        }
        groups.push(ops);
        type_groups.push(tys);
        Ok(())
    })?;
    if let Some(ft) = flag_type {
        let vt = ctx.intern_type(TypeKind::Vector {
            shape: Box::new([values.len() as i64]),
            scalable: Box::new([false]),
            elem: ft,
        });
        *args[1].attr_mut() = Some(ctx.dense_int_elements(vt, width, &values));
    }
    *args[2].successors_mut() = dests;
    *args[3].operand_groups_mut() = groups;
    *args[4].type_groups_mut() = type_groups;
    p.parse_punct(Punct::RSquare)?;
    Ok(())
}

/// Prints the cases one a line, values signed as upstream's `APInt`s.
fn print_switch_cases(p: &mut dyn OpAsmPrinter, op: &OpView<'_>, args: &[CustomValue]) {
    let ctx = op.ctx;
    p.write_str("[");
    p.print_newline();
    let Some(values) = args[1].attr() else {
        p.write_str("]");
        return;
    };
    let dests = args[2].successors();
    let groups = args[3].value_groups();
    for (i, v) in ctx.dense_int_values(values).into_iter().enumerate() {
        if i > 0 {
            p.write_str(",");
            p.print_newline();
        }
        p.write_str("  ");
        p.write_str(&v.to_string_radix10(true));
        p.write_str(": ");
        if let Some(&d) = dests.get(i) {
            let operands: &[rmlir_ir::Value] = groups.get(i).map(|g| &g[..]).unwrap_or(&[]);
            p.print_successor_and_use_list(op.body_id, d, operands);
        }
    }
    p.print_newline();
    p.write_str("]");
}

/// `custom<SwitchOpCases>(...)`.
#[allow(non_upper_case_globals)]
static SwitchOpCases: CustomDirective = CustomDirective {
    parse: parse_switch_cases,
    print: print_switch_cases,
};

// ----- llvm.inline_asm -----

fn verify_inline_asm(op: &OpView<'_>) -> VerifyResult {
    const MUST_TAIL: i64 = 2;
    if op
        .prop("tail_call_kind")
        .and_then(|a| enum_value(op.ctx, a))
        == Some(MUST_TAIL)
    {
        return Err(
            op.emit_op_error("tail call kind 'musttail' is not supported by this operation")
        );
    }
    Ok(())
}

/// An asm with side effects reads and writes memory; others have none.
fn inline_asm_effects(op: &OpView<'_>, effects: &mut Vec<Effect>) {
    if op.prop("has_side_effects").is_some() {
        effects.push(Effect {
            kind: EffectKind::Write,
            on: None,
        });
        effects.push(Effect {
            kind: EffectKind::Read,
            on: None,
        });
    }
}

// ----- llvm.call_intrinsic -----

/// `"llvm.name"(args) bundles? attr-dict : (types {attrs}) -> results`.
fn parse_call_intrinsic(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    let ctx = p.ctx();
    let loc = p.current_loc();
    let intrin = p.parse_attribute(Some(ctx.none_type()))?;
    if !matches!(ctx.attr_kind(intrin), AttrKind::String { .. }) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    st.set_prop(ctx, "intrin", intrin);
    let mut args = Vec::new();
    p.parse_operand_list(&mut args, Delimiter::Paren, None)?;
    let bundles = crate::call::parse_op_bundles(p)?;
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    st.attrs.extend(attrs);
    crate::call::parse_call_types(p, st, true, &args)?;
    let n_bundle = crate::call::resolve_op_bundles(p, st, bundles)?;
    st.set_prop(
        ctx,
        "operandSegmentSizes",
        ctx.dense_i32_array_attr(&[args.len() as i32, n_bundle as i32]),
    );
    Ok(())
}

fn print_call_intrinsic(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    let ctx = op.ctx;
    p.write_str(" ");
    if let Some(name) = op.prop("intrin") {
        p.print_attribute_without_type(name);
    }
    let args: Vec<_> = op.operand_group(0).to_vec();
    p.write_str("(");
    p.print_operands(op.body_id, &args);
    p.write_str(")");
    crate::call::print_op_bundles(op, 1, p);
    let fmf_default = op
        .prop("fastmathFlags")
        .is_none_or(|a| enum_value(ctx, a) == Some(0));
    let mut elided = vec![
        "operandSegmentSizes",
        "op_bundle_sizes",
        "intrin",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if fmf_default {
        elided.push("fastmathFlags");
    }
    crate::attrs::print_attr_dict_eliding(op, p, &elided);
    crate::call::print_call_signature(op, p, false, &args);
}

fn verify_call_intrinsic(op: &OpView<'_>) -> VerifyResult {
    let name = op
        .prop("intrin")
        .and_then(|a| op.ctx.str_value(a))
        .unwrap_or(b"");
    if !name.starts_with(b"llvm.") {
        return Err(op.emit_op_error("intrinsic name must start with 'llvm.'"));
    }
    crate::call::verify_op_bundles(op)
}

// ----- llvm.dso_local_equivalent -----

const EXTERN_WEAK: i64 = 9;

/// `DSOLocalEquivalentOp::fold`: `#llvm.dso_local_equivalent` of the symbol.
fn dso_local_equivalent_value(op: &OpView<'_>) -> Option<Attribute> {
    let sym = op.prop("function_name")?;
    Some(op.ctx.dialect_attr(
        &crate::more_attrs::DSO_LOCAL_EQUIVALENT_ATTR_DEF,
        vec![rmlir_ir::dialect_attr::Param::Attr(sym)],
    ))
}

fn fold_dso_local_equivalent(fc: &mut rmlir_ir::op_def::FoldCtx<'_>) -> rmlir_ir::op_def::Fold {
    use rmlir_ir::op_def::{Fold, FoldResult};
    match dso_local_equivalent_value(&fc.view()) {
        Some(a) => Fold::Results(smallvec::smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

/// `DSOLocalEquivalentOp::verifySymbolUses`.
fn verify_dso_local_equivalent_uses(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(name) = op.prop("function_name") else {
        return Ok(());
    };
    let target = tables.lookup_nearest(op.op_ref(), name);
    let kind = target.as_ref().map(|t| t.name_str().into_owned());
    let Some(target) =
        target.filter(|_| matches!(kind.as_deref(), Some("llvm.func" | "llvm.mlir.alias")))
    else {
        return Err(
            op.emit_op_error("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
        );
    };
    if kind.as_deref() == Some("llvm.mlir.alias") {
        // An alias of a global variable (its initializer takes the address
        // of a `llvm.mlir.global`) is not a function.
        let mut of_global = false;
        let region = target.region(0);
        for b in region.blocks() {
            for o in region.body.block_ops(b) {
                let Some(inner) = target.nested(o) else {
                    continue;
                };
                if inner.name_str() != "llvm.mlir.addressof" {
                    continue;
                }
                if let Some(g) = inner.prop("global_name") {
                    of_global |= tables
                        .lookup_nearest(inner.op_ref(), g)
                        .is_some_and(|t| t.name_str() == "llvm.mlir.global");
                }
            }
        }
        if of_global {
            return Err(op.emit_op_error("must reference an alias to a function"));
        }
    }
    let linkage = target
        .prop("linkage")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    if linkage == EXTERN_WEAK {
        return Err(op.emit_op_error("target function with 'extern_weak' linkage not allowed"));
    }
    Ok(())
}

// ----- llvm.mlir.global_ctors / global_dtors -----

fn verify_xtors(op: &OpView<'_>, list: &str) -> VerifyResult {
    let ctx = op.ctx;
    let len = |n: &str| {
        op.prop(n)
            .and_then(|a| array_items(ctx, a).map(|i| i.len()))
            .unwrap_or(0)
    };
    let n = len(list);
    if n == len("priorities") && n == len("data") {
        return Ok(());
    }
    Err(op.emit_error(format!(
        "{list}, priorities, and data must have the same number of elements"
    )))
}

/// Each listed function is an `llvm.func` with a body.
fn verify_xtor_uses(op: &OpView<'_>, tables: &SymbolTables<'_>, list: &str) -> VerifyResult {
    let ctx = op.ctx;
    let Some(items) = op.prop(list).and_then(|a| array_items(ctx, a)) else {
        return Ok(());
    };
    for &sym in items {
        let name = match ctx.attr_kind(sym) {
            AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).into_owned(),
            _ => continue,
        };
        let f = tables
            .lookup_nearest(op.op_ref(), sym)
            .filter(|f| f.name_str() == "llvm.func");
        let Some(f) = f else {
            return Err(
                op.emit_op_error(format!("'{name}' does not reference a valid LLVM function"))
            );
        };
        if f.num_regions() == 0 || f.region(0).is_empty() {
            return Err(op.emit_op_error(format!("'{name}' does not have a definition")));
        }
    }
    Ok(())
}
