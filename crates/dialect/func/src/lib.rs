//! The `func` dialect (`FuncOps.td`): `func.func`, `func.call`,
//! `func.call_indirect`, `func.constant`, `func.return`.

mod inliner;

use rmlir_interfaces::function::{self, FUNC_ATTR_NAMES};
use rmlir_ir::asm::{OpAsmParser, OpAsmPrinter, ParseResult, ParseState};
use rmlir_ir::builder::Builder;
use rmlir_ir::constraints::{
    ANY_TYPE, DICT_ARRAY_ATTR, FLAT_SYMBOL_REF_ATTR, FUNCTION_TYPE_ATTR, STR_ATTR,
    SYMBOL_NAME_ATTR, UNIT_ATTR,
};
use rmlir_ir::op_def::{
    AttrClass, CallInterface, CallableInterface, Fold, FoldCtx, FoldResult, SymbolInterface,
    TypeClass, TypeConstraint, TypeList, VerifyResult,
};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{Attribute, Location, OpId};
use rmlir_ir::{Context, DialectDef, OpView, Type, TypeKind};
use rmlir_rewrite::fold::value_constant;

/// `FunctionType`.
const FUNCTION_TYPE: TypeConstraint = TypeConstraint {
    summary: "function type",
    pred: |c, t| matches!(c.type_kind(t), TypeKind::Function { .. }),
    builder: None,
    class: TypeClass::Function,
};

fn fn_inputs(ctx: &Context, t: Type) -> Option<TypeList> {
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, .. } => Some(inputs.iter().copied().collect()),
        _ => None,
    }
}

fn fn_results(ctx: &Context, t: Type) -> Option<TypeList> {
    match ctx.type_kind(t) {
        TypeKind::Function { results, .. } => Some(results.iter().copied().collect()),
        _ => None,
    }
}

rmlir_ods::ops! {
    dialect = "func";

    /// `func.call`: a direct call to a function in the same symbol scope.
    op CallOp = "call" {
        traits: [MEMREFS_NORMALIZABLE],
        operands: [operands: variadic(ANY_TYPE)],
        properties: [
            callee: FLAT_SYMBOL_REF_ATTR,
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            no_inline: optional(UNIT_ATTR),
        ],
        results: [results: variadic(ANY_TYPE)],
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
        interfaces: { call: CallInterface { callee_attr: "callee" }, symbol_user: verify_call_symbol_uses },
    }

    /// `func.call_indirect`: a call through a value of function type.
    op CallIndirectOp = "call_indirect" {
        operands: [callee: FUNCTION_TYPE, callee_operands: variadic(ANY_TYPE)],
        properties: [arg_attrs: optional(DICT_ARRAY_ATTR), res_attrs: optional(DICT_ARRAY_ATTR)],
        results: [results: variadic(ANY_TYPE)],
        type_rules: [
            types_match_with(callee -> callee_operands, fn_inputs, "callee input types match argument types"),
            types_match_with(callee -> results, fn_results, "callee result types match result types"),
        ],
        format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
        canonicalize: call_indirect_patterns,
        interfaces: { call: CallInterface { callee_attr: "" } },
    }

    /// `func.constant`: a function symbol as an SSA value.
    op ConstantOp = "constant" {
        traits: [CONSTANT_LIKE, PURE],
        properties: [value: FLAT_SYMBOL_REF_ATTR],
        results: [result: ANY_TYPE],
        format: "attr-dict $value `:` type(results)",
        asm: { result_names: constant_result_names },
        fold: fold_constant,
        interfaces: { symbol_user: verify_constant_symbol_uses, constant_value: |op| op.prop("value") },
    }

    /// `func.func`: a function with a single SSACFG region.
    op FuncOp = "func" {
        traits: [AFFINE_SCOPE, AUTOMATIC_ALLOCATION_SCOPE, ISOLATED_FROM_ABOVE, SYMBOL],
        properties: [
            sym_name: SYMBOL_NAME_ATTR,
            function_type: FUNCTION_TYPE_ATTR,
            sym_visibility: optional(STR_ATTR),
            arg_attrs: optional(DICT_ARRAY_ATTR),
            res_attrs: optional(DICT_ARRAY_ATTR),
            no_inline: optional(UNIT_ATTR),
        ],
        regions: [body: any],
        asm: { parse: parse_func, print: print_func, default_dialect: "func" },
        interfaces: {
            callable: CallableInterface { function_type_attr: "function_type" },
            symbol: SymbolInterface { optional: false, is_declaration: Some(is_external) },
            verify: verify_func,
        },
    }

    /// `func.return`: returns from the enclosing function.
    op ReturnOp = "return" {
        traits: [PURE, MEMREFS_NORMALIZABLE, RETURN_LIKE, TERMINATOR],
        parents: ["func.func"],
        operands: [operands: variadic(ANY_TYPE)],
        format: "attr-dict ($operands^ `:` type($operands))?",
        verify: verify_return,
    }
}

/// The func dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    materialize_constant: Some(materialize_constant),
    interfaces: Some(inliner::attach),
    ..DialectDef::new("func")
};

/// `FuncDialect::materializeConstant`: a `func.constant` for a flat symbol
/// reference of function type (`ConstantOp::isBuildableWith`).
fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let flat = AttrClass::FlatSymbolRef.matches(b.ctx, value);
    let fn_type = matches!(b.ctx.type_kind(ty), TypeKind::Function { .. });
    (flat && fn_type).then(|| ConstantOp::build(b, loc, ty, value).id())
}

/// `ConstantOp::fold`: the symbol it holds.
fn fold_constant(f: &mut FoldCtx<'_>) -> Fold {
    match f.view().prop("value") {
        Some(v) => FoldCtx::single(FoldResult::Attr(v)),
        None => Fold::Failure,
    }
}

fn call_indirect_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    // `hasCanonicalizeMethod`: a function pattern, which upstream gives no
    // debug name.
    static P: FnPattern = FnPattern::new("", "func.call_indirect", call_indirect_to_call);
    out.push(&P);
}

/// `CallIndirectOp::canonicalize`: a call through a constant callee
/// becomes a direct call.
fn call_indirect_to_call(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let callee = rw.body.operand(op, 0);
    let Some(sym) = value_constant(ctx, rw.body, rw.body_id, callee)
        .filter(|&a| AttrClass::SymbolRef.matches(ctx, a))
    else {
        return false;
    };
    let (loc, types, args) = {
        let v = rw.view(op);
        (v.loc(), v.result_types(), v.operand_group(1))
    };
    rw.set_insertion_point(op);
    let call = CallOp::build(rw, loc, &types, &args, sym, None, None, None);
    rw.replace_op_with_op(op, call.id());
    true
}

fn parse_func(p: &mut dyn OpAsmParser<'_>, st: &mut ParseState) -> ParseResult<()> {
    function::parse_function_op(p, st, false, FUNC_ATTR_NAMES)
}

fn print_func(op: &OpView<'_>, p: &mut dyn OpAsmPrinter) {
    function::print_function_op(op, p, false, FUNC_ATTR_NAMES)
}

fn verify_func(op: &OpView<'_>) -> VerifyResult {
    function::verify_function(op, FUNC_ATTR_NAMES)
}

fn is_external(op: &OpView<'_>) -> bool {
    op.num_regions() == 0 || op.region(0).is_empty()
}

/// Upstream's `ConstantOp::getAsmResultNames`: `%f`.
fn constant_result_names(op: &OpView<'_>, set: &mut dyn FnMut(rmlir_ir::Value, &str)) {
    set(op.result(0), "f");
}

/// A type as a diagnostic prints it (upstream quotes streamed types).
fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", rmlir_ir::printer::type_to_string(ctx, t))
}

fn type_list(ctx: &Context, ts: &[Type]) -> String {
    ts.iter()
        .map(|&t| quoted(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The function a `func.func` symbol reference names, with its type.
fn lookup_func<'a>(
    op: &OpView<'a>,
    tables: &SymbolTables<'a>,
    sym: rmlir_ir::Attribute,
) -> Option<(Vec<Type>, Vec<Type>)> {
    let f = tables.lookup_nearest(op.op_ref(), sym)?;
    if f.name() != f.ctx.ident("func.func") {
        return None;
    }
    Some(function::function_type(&f, FUNC_ATTR_NAMES))
}

fn verify_call_symbol_uses(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(callee) = op.prop("callee") else {
        return Err(op.emit_op_error("requires a 'callee' symbol reference attribute"));
    };
    let Some((inputs, results)) = lookup_func(op, tables, callee) else {
        let name = match ctx.attr_kind(callee) {
            rmlir_ir::AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).into_owned(),
            _ => String::new(),
        };
        return Err(op.emit_op_error(format!("'{name}' does not reference a valid function")));
    };
    if inputs.len() != op.num_operands() {
        return Err(op.emit_op_error("incorrect number of operands for callee"));
    }
    for (i, &t) in inputs.iter().enumerate() {
        if op.operand_type(i) != t {
            return Err(op.emit_op_error(format!(
                "operand type mismatch: expected operand type {}, but provided {} for operand number {i}",
                quoted(ctx, t),
                quoted(ctx, op.operand_type(i))
            )));
        }
    }
    if results.len() != op.num_results() {
        return Err(op.emit_op_error("incorrect number of results for callee"));
    }
    for (i, &t) in results.iter().enumerate() {
        if op.result_type(i) != t {
            let mut d = op.emit_op_error(format!("result type mismatch at index {i}"));
            let loc = op.loc();
            d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
                loc,
                format!(
                    "      op result types: {}",
                    type_list(ctx, &op.result_types())
                ),
            ));
            d.notes.push(rmlir_ir::diagnostics::Diagnostic::note(
                loc,
                format!("function result types: {}", type_list(ctx, &results)),
            ));
            return Err(d);
        }
    }
    Ok(())
}

fn verify_constant_symbol_uses(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(value) = op.prop("value") else {
        return Ok(());
    };
    let name = match ctx.attr_kind(value) {
        rmlir_ir::AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).into_owned(),
        _ => String::new(),
    };
    let Some((inputs, results)) = lookup_func(op, tables, value) else {
        return Err(op.emit_op_error(format!("reference to undefined function '{name}'")));
    };
    if ctx.function_type(&inputs, &results) != op.result_type(0) {
        return Err(op.emit_op_error("reference to function with mismatched type"));
    }
    Ok(())
}

fn verify_return(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(parent) = op.parent_data() else {
        return Ok(());
    };
    let fty = parent
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"function_type"))
        .and_then(|a| ctx.type_value(a));
    let results: Vec<Type> = match fty.map(|t| ctx.type_kind(t)) {
        Some(TypeKind::Function { results, .. }) => results.to_vec(),
        _ => return Ok(()),
    };
    let fname = parent
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"sym_name"))
        .and_then(|a| ctx.str_value(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_default();
    if op.num_operands() != results.len() {
        return Err(op.emit_op_error(format!(
            "has {} operands, but enclosing function (@{fname}) returns {}",
            op.num_operands(),
            results.len()
        )));
    }
    for (i, &t) in results.iter().enumerate() {
        if op.operand_type(i) != t {
            return Err(op.emit_error(format!(
                "type of return operand {i} ({}) doesn't match function result type ({}) in function @{fname}",
                quoted(ctx, op.operand_type(i)),
                quoted(ctx, t)
            )));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn formats_compile() {
        for op in super::OPS {
            let _ = op.format();
        }
    }
}
