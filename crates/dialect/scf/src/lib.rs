//! The `scf` dialect (`SCFOps.td`): structured control flow.
//!
//! `scf.condition`, `scf.execute_region`, `scf.for`, `scf.forall`,
//! `scf.forall.in_parallel`, `scf.if`, `scf.index_switch`, `scf.parallel`,
//! `scf.reduce`, `scf.reduce.return`, `scf.while` and `scf.yield`.
//!
//! The custom parsers and printers live in [`asm`], the verifiers and the
//! region control flow (`RegionBranchOpInterface`) in [`verify`].

mod asm;
mod canonicalize;
mod control_flow;
mod inliner;
mod loop_like;
mod region_invocation;
pub mod transforms;
mod verify;

use rmlir_ir::constraints::{
    ANY_RANKED_TENSOR, ANY_SIGNLESS_INTEGER_OR_INDEX, ANY_TYPE, DENSE_I64_ARRAY_ATTR, I1, INDEX,
    UNIT_ATTR,
};
use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, RegionBranchInterface};
use rmlir_ir::{AttrKind, Context, DialectDef};

use asm::*;
use canonicalize::*;
use verify::*;

/// Whether `a` implements `DeviceMappingAttrInterface`: the GPU mapping
/// attributes (`#gpu.thread<x>`, `#gpu.block<y>`, ...), which rmlir keeps
/// as opaque attributes of the `gpu` dialect.
fn is_device_mapping_attr(ctx: &Context, a: rmlir_ir::Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data, .. } if ctx.ident_bytes(*dialect) == b"gpu" => {
            let data = ctx.ident_bytes(*data);
            [
                "thread<",
                "block<",
                "warp<",
                "warpgroup<",
                "lane<",
                "memory_space<",
            ]
            .iter()
            .any(|m| data.starts_with(m.as_bytes()))
        }
        _ => false,
    }
}

/// `DeviceMappingArrayAttr`.
const DEVICE_MAPPING_ARRAY_ATTR: AttrConstraint = AttrConstraint {
    summary: "Device Mapping array attribute",
    pred: |c, a| matches!(c.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&x| is_device_mapping_attr(c, x))),
    storage: AttrStorage::Class(AttrClass::Array),
    value_type: None,
};

rmlir_ods::ops! {
    dialect = "scf";

    /// `scf.condition`: continues a `scf.while` into its "after" region or
    /// leaves it, forwarding `args`.
    op ConditionOp = "condition" {
        traits: [PURE, TERMINATOR],
        parents: ["scf.while"],
        operands: [condition: I1, args: variadic(ANY_TYPE)],
        format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        interfaces: { region_branch_terminator: condition_successor_operands },
    }

    /// `scf.execute_region`: runs its (multi-block) region once.
    op ExecuteRegionOp = "execute_region" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        properties: [no_inline: optional(UNIT_ATTR)],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: any],
        verify: verify_execute_region,
        canonicalize: execute_region_patterns,
        asm: { parse: parse_execute_region, print: print_execute_region },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_execute_region_edges) } },
    }

    /// `scf.for`: a counted loop with loop-carried values.
    op ForOp = "for" {
        traits: [AUTOMATIC_ALLOCATION_SCOPE, RECURSIVE_MEMORY_EFFECTS],
        operands: [
            lowerBound: ANY_SIGNLESS_INTEGER_OR_INDEX,
            upperBound: ANY_SIGNLESS_INTEGER_OR_INDEX,
            step: ANY_SIGNLESS_INTEGER_OR_INDEX,
            initArgs: variadic(ANY_TYPE),
        ],
        properties: [unsignedCmp: optional(UNIT_ATTR)],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        implicit_terminator: "scf.yield",
        type_rules: [all_types_match(lowerBound, upperBound, step)],
        verify: verify_for,
        verify_regions: verify_for_regions,
        canonicalize: for_patterns,
        asm: { parse: parse_for, print: print_for },
        interfaces: {
            region_branch: RegionBranchInterface { verify_edges: Some(verify_for_edges) },
            speculatability: loop_like::for_speculatability,
        },
    }

    /// `scf.forall`: a multi-dimensional parallel loop over tensors shared
    /// by all iterations.
    op ForallOp = "forall" {
        traits: [ATTR_SIZED_OPERAND_SEGMENTS, AUTOMATIC_ALLOCATION_SCOPE, RECURSIVE_MEMORY_EFFECTS, DESTINATION_STYLE],
        operands: [
            dynamicLowerBound: variadic(INDEX),
            dynamicUpperBound: variadic(INDEX),
            dynamicStep: variadic(INDEX),
            outputs: variadic(ANY_RANKED_TENSOR),
        ],
        properties: [
            staticLowerBound: DENSE_I64_ARRAY_ATTR,
            staticUpperBound: DENSE_I64_ARRAY_ATTR,
            staticStep: DENSE_I64_ARRAY_ATTR,
            mapping: optional(DEVICE_MAPPING_ARRAY_ATTR),
        ],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        implicit_terminator: "scf.forall.in_parallel",
        verify: verify_forall,
        canonicalize: forall_patterns,
        asm: { parse: parse_forall, print: print_forall },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_forall_edges) } },
    }

    /// `scf.forall.in_parallel`: the terminator of `scf.forall`, holding the
    /// ops that combine each iteration's results.
    op InParallelOp = "forall.in_parallel" {
        traits: [PURE, TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGIONS, HAS_ONLY_GRAPH_REGION],
        parents: ["scf.forall"],
        regions: [region: sized(1)],
        verify: verify_in_parallel,
        asm: { parse: parse_in_parallel, print: print_in_parallel },
        interfaces: { graph_regions: true },
    }

    /// `scf.if`: runs the "then" or the "else" region.
    op IfOp = "if" {
        traits: [RECURSIVE_MEMORY_EFFECTS, RECURSIVELY_SPECULATABLE, NO_REGION_ARGUMENTS],
        operands: [condition: I1],
        results: [results: variadic(ANY_TYPE)],
        regions: [thenRegion: sized(1), elseRegion: max_sized(1)],
        implicit_terminator: "scf.yield",
        verify: verify_if,
        fold: fold_if,
        canonicalize: if_patterns,
        asm: { parse: parse_if, print: print_if },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_if_edges) } },
    }

    /// `scf.index_switch`: runs the region of the case equal to the index,
    /// or the default one.
    op IndexSwitchOp = "index_switch" {
        traits: [RECURSIVE_MEMORY_EFFECTS],
        operands: [arg: INDEX],
        properties: [cases: DENSE_I64_ARRAY_ATTR],
        results: [results: variadic(ANY_TYPE)],
        regions: [defaultRegion: sized(1), caseRegions: variadic(sized(1))],
        implicit_terminator: "scf.yield",
        format: "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default` $defaultRegion",
        verify: verify_index_switch,
        canonicalize: index_switch_patterns,
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_index_switch_edges) } },
    }

    /// `scf.parallel`: a parallel loop nest with reductions.
    op ParallelOp = "parallel" {
        traits: [AUTOMATIC_ALLOCATION_SCOPE, ATTR_SIZED_OPERAND_SEGMENTS, RECURSIVE_MEMORY_EFFECTS],
        operands: [
            lowerBound: variadic(INDEX),
            upperBound: variadic(INDEX),
            step: variadic(INDEX),
            initVals: variadic(ANY_TYPE),
        ],
        results: [results: variadic(ANY_TYPE)],
        regions: [region: sized(1)],
        implicit_terminator: "scf.reduce",
        verify: verify_parallel,
        canonicalize: parallel_patterns,
        asm: { parse: parse_parallel, print: print_parallel },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_parallel_edges) } },
    }

    /// `scf.reduce`: the terminator of `scf.parallel`, with one reduction
    /// region per reduced value.
    op ReduceOp = "reduce" {
        traits: [TERMINATOR, RECURSIVE_MEMORY_EFFECTS],
        parents: ["scf.parallel"],
        operands: [operands: variadic(ANY_TYPE)],
        regions: [reductions: variadic(sized(1))],
        format: "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        verify_regions: verify_reduce_regions,
        interfaces: { region_branch_terminator: |_| 0..0 },
    }

    /// `scf.reduce.return`: the terminator of a reduction region.
    op ReduceReturnOp = "reduce.return" {
        traits: [PURE, TERMINATOR],
        parents: ["scf.reduce"],
        operands: [result: ANY_TYPE],
        format: "$result attr-dict `:` type($result)",
        verify: verify_reduce_return,
    }

    /// `scf.while`: a loop with a "before" region computing the condition
    /// and an "after" region, the body.
    op WhileOp = "while" {
        traits: [RECURSIVE_MEMORY_EFFECTS, SINGLE_BLOCK],
        operands: [inits: variadic(ANY_TYPE)],
        results: [results: variadic(ANY_TYPE)],
        regions: [before: sized(1), after: sized(1)],
        verify: verify_while,
        canonicalize: while_patterns,
        asm: { parse: parse_while, print: print_while },
        interfaces: { region_branch: RegionBranchInterface { verify_edges: Some(verify_while_edges) } },
    }

    /// `scf.yield`: terminates the regions of the scf ops, forwarding its
    /// operands.
    op YieldOp = "yield" {
        traits: [PURE, RETURN_LIKE, TERMINATOR],
        parents: ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"],
        operands: [results: variadic(ANY_TYPE)],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

/// Attaches the interfaces the scf ops implement outside their
/// definitions.
fn attach_interfaces(ctx: &mut Context) {
    control_flow::attach(ctx);
    loop_like::attach(ctx);
    region_invocation::attach(ctx);
}

/// The scf dialect.
pub static DIALECT: DialectDef = DialectDef {
    ops: OPS,
    interfaces: Some(attach_interfaces),
    ..DialectDef::new("scf")
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
