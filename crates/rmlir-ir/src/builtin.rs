//! The builtin dialect's operations (`BuiltinOps.td`): `builtin.module`
//! and `builtin.unrealized_conversion_cast`, defined like every other op.

use crate::constraints::{ANY_TYPE, STR_ATTR, SYMBOL_NAME_ATTR};
use crate::dialect::DialectDef;
use crate::op_def::{SymbolInterface, VerifyResult};
use crate::view::OpView;

rmlir_ods::ops! {
    dialect = "builtin";

    /// `builtin.module`: a top-level container with a single graph region
    /// holding a symbol table.
    op ModuleOp = "module" {
        traits: [AFFINE_SCOPE, ISOLATED_FROM_ABOVE, NO_REGION_ARGUMENTS, SYMBOL_TABLE, SYMBOL,
                 NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGIONS, HAS_ONLY_GRAPH_REGION],
        properties: [sym_name: optional(SYMBOL_NAME_ATTR), sym_visibility: optional(STR_ATTR)],
        regions: [bodyRegion: sized(1)],
        format: "($sym_name^)? attr-dict-with-keyword $bodyRegion",
        verify: verify_module,
        asm: { default_dialect: "builtin" },
        interfaces: { symbol: SymbolInterface { optional: true, is_declaration: None }, graph_regions: true },
    }

    /// `builtin.unrealized_conversion_cast`: a cast between type systems
    /// that a later conversion resolves.
    op UnrealizedConversionCastOp = "unrealized_conversion_cast" {
        traits: [PURE],
        operands: [inputs: variadic(ANY_TYPE)],
        results: [outputs: variadic(ANY_TYPE)],
        format: "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
        verify: verify_cast,
        fold: fold_cast,
    }
}

/// The builtin dialect.
pub static BUILTIN_DIALECT: DialectDef = DialectDef {
    ops: OPS,
    ..DialectDef::new("builtin")
};

fn verify_module(op: &OpView<'_>) -> VerifyResult {
    for na in op.all_attrs() {
        let n = op.ctx.ident_bytes(na.name);
        if !n.contains(&b'.') && n != b"sym_name" && n != b"sym_visibility" {
            return Err(op.emit_op_error(format!(
                "can only contain attributes with dialect-prefixed names, found: '{}'",
                String::from_utf8_lossy(n)
            )));
        }
    }
    Ok(())
}

fn verify_cast(op: &OpView<'_>) -> VerifyResult {
    if op.num_results() == 0 {
        return Err(op.emit_op_error("expected at least one result for cast operation"));
    }
    Ok(())
}

/// `UnrealizedConversionCastOp::fold`: a cast to its own input types is
/// its inputs; a cast undoing the cast that makes all of its inputs is
/// that cast's inputs.
fn fold_cast(fc: &mut crate::op_def::FoldCtx<'_>) -> crate::op_def::Fold {
    use crate::op_def::{Fold, FoldResult};
    let body = &*fc.body;
    let inputs: smallvec::SmallVec<[crate::Value; 4]> = body.operands(fc.op).collect();
    let outputs: smallvec::SmallVec<[crate::Value; 4]> = body.results(fc.op).collect();
    let types = |vs: &[crate::Value]| -> smallvec::SmallVec<[crate::Type; 4]> {
        vs.iter().map(|&v| body.value_type(v)).collect()
    };
    if types(&inputs) == types(&outputs) {
        return Fold::Results(inputs.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    let Some(&first) = inputs.first() else {
        return Fold::Failure;
    };
    let crate::ValueDef::Result { op: producer, .. } = body.value_def(first) else {
        return Fold::Failure;
    };
    if body.op(producer).name != body.op(fc.op).name {
        return Fold::Failure;
    }
    let produced: smallvec::SmallVec<[crate::Value; 4]> = body.results(producer).collect();
    let sources: smallvec::SmallVec<[crate::Value; 4]> = body.operands(producer).collect();
    if produced != inputs || types(&sources) != types(&outputs) {
        return Fold::Failure;
    }
    Fold::Results(sources.iter().map(|&v| FoldResult::Value(v)).collect())
}
