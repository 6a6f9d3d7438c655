//! Verifiers of the scf ops and their region control flow
//! (`getSuccessorRegions`, `getEntrySuccessorOperands`), from `SCF.cpp`.
//!
//! Hooks see ops that may be malformed in any way the generic form allows,
//! except what the ODS invariants (which run first) already rule out.

use std::ops::Range;

use rmlir_interfaces::loop_like::{verify_loop_like, LoopValues, Types};
use rmlir_interfaces::region_branch::{
    no_entry_operands, region_of_point, verify_region_branch, BranchPoint, RegionBranch,
    RegionSuccessor,
};
use rmlir_interfaces::view_like::verify_list_of_operands_or_integers;
use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::quoted_type;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, OpId, OpTraits, OpView, RegionView, TypeKind, Value};

/// The types of the entry block arguments of `r`.
fn arg_types(r: &RegionView<'_>) -> Types {
    rmlir_ir::small::collect_small(r.entry_args().iter().map(|&v| r.body.value_type(v)))
}

/// The last op of the entry block of region `i`, if any.
fn entry_terminator(op: &OpView<'_>, i: usize) -> Option<OpId> {
    (i < op.num_regions())
        .then(|| op.region(i).entry_terminator())
        .flatten()
}

/// The name of `t`, an op of the body holding `op`'s regions.
fn nested_name(op: &OpView<'_>, t: OpId) -> String {
    op.nested(t)
        .map(|v| v.name_str().into_owned())
        .unwrap_or_default()
}

/// Upstream's `verifyAndGetTerminator<T>`: region `i`'s entry block ends
/// with a `name` op, or `msg` is reported with a note at the terminator.
fn verify_terminator(
    op: &OpView<'_>,
    i: usize,
    name: &str,
    msg: &str,
) -> Result<OpId, Box<Diagnostic>> {
    let term = entry_terminator(op, i);
    if let Some(t) = term {
        if nested_name(op, t) == name {
            return Ok(t);
        }
    }
    let mut d = op.emit_op_error(msg);
    if let Some(tv) = term.and_then(|t| op.nested(t)) {
        d.notes.push(Diagnostic::note(tv.loc(), "terminator here"));
    }
    Err(d)
}

/// `getConstantIntValue(value)`: the integer a constant-like op defines.
fn constant_int(op: &OpView<'_>, v: Value) -> Option<i64> {
    let def = op.defining_op(v)?;
    if !def.has_trait(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    match op.ctx.attr_kind(def.prop("value")?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The static entries of a `DenseI64ArrayAttr` property (empty if absent).
fn statics(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

// ----- region branch terminators -----

/// `scf.condition` forwards every operand but the condition.
pub(crate) fn condition_successor_operands(op: &OpView<'_>) -> Range<usize> {
    1.min(op.num_operands())..op.num_operands()
}

// ----- scf.execute_region -----

pub(crate) fn verify_execute_region(op: &OpView<'_>) -> VerifyResult {
    let r = op.region(0);
    if r.is_empty() {
        return Err(op.emit_op_error("region needs to have at least one block"));
    }
    if !r.entry_args().is_empty() {
        return Err(op.emit_op_error("region cannot have any arguments"));
    }
    Ok(())
}

fn execute_region_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => vec![RegionSuccessor::region_without_inputs(0)],
        _ => vec![RegionSuccessor::results(op)],
    }
}

/// `scf.execute_region`'s region control flow.
pub(crate) const EXECUTE_REGION_BRANCH: RegionBranch = RegionBranch {
    successors: execute_region_successors,
    entry_operands: no_entry_operands,
};

pub(crate) fn verify_execute_region_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(op, &EXECUTE_REGION_BRANCH)
}

// ----- scf.for -----

pub(crate) fn verify_for(op: &OpView<'_>) -> VerifyResult {
    if op.operand_group_range(3).len() != op.num_results() {
        return Err(
            op.emit_op_error("mismatch in number of loop-carried values and defined values")
        );
    }
    Ok(())
}

fn for_successors(op: &OpView<'_>, _: BranchPoint) -> Vec<RegionSuccessor> {
    vec![
        RegionSuccessor::region(op, 0, 1),
        RegionSuccessor::results(op),
    ]
}

/// `verifyLoopLikeOpInterface` then `verifyRegionBranchOpInterface`.
pub(crate) fn verify_for_edges(op: &OpView<'_>) -> VerifyResult {
    let r = op.region(0);
    let args = arg_types(&r);
    let inits: Types =
        rmlir_ir::small::collect_small(op.operand_group_range(3).map(|i| op.operand_type(i)));
    if args.is_empty() {
        // Upstream takes the iteration arguments as the entry arguments
        // without the first one, and counts -1 of them.
        return Err(op.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            u64::MAX
        )));
    }
    let yielded = match entry_terminator(op, 0).and_then(|t| op.nested(t)) {
        Some(t) => t.operand_types(),
        None => Types::new(),
    };
    verify_loop_like(
        op,
        &LoopValues {
            inits,
            iter_args: Types::from_slice(&args[1..]),
            yielded,
            results: Some(op.result_types()),
        },
    )?;
    verify_region_branch(op, &FOR_BRANCH)
}

/// `scf.for`'s region control flow.
pub(crate) const FOR_BRANCH: RegionBranch = RegionBranch {
    successors: for_successors,
    entry_operands: |op, _| op.operand_group_range(3),
};

/// `ForOp::verifyRegions`.
pub(crate) fn verify_for_regions(op: &OpView<'_>) -> VerifyResult {
    let r = op.region(0);
    let args = arg_types(&r);
    let (Some(&iv), Some(lb)) = (
        args.first(),
        (op.num_operands() > 0).then(|| op.operand_type(0)),
    ) else {
        return Ok(());
    };
    if iv != lb {
        return Err(
            op.emit_op_error("expected induction variable to be same type as bounds and step")
        );
    }
    if args.len() - 1 != op.num_results() {
        return Err(op.emit_op_error("mismatch in number of basic block args and defined values"));
    }
    let inits: Types =
        rmlir_ir::small::collect_small(op.operand_group_range(3).map(|i| op.operand_type(i)));
    let results = op.result_types();
    for (i, ((&init, &arg), &res)) in inits.iter().zip(&args[1..]).zip(&results).enumerate() {
        if init != res {
            return Err(op.emit_op_error(format!(
                "types mismatch between {i}th iter operand and defined value"
            )));
        }
        if arg != res {
            return Err(op.emit_op_error(format!(
                "types mismatch between {i}th iter region arg and defined value"
            )));
        }
    }
    Ok(())
}

// ----- scf.forall -----

/// `ForallOp::isNormalized`: every lower bound is 0 and every step 1.
pub(crate) fn is_normalized(op: &OpView<'_>) -> bool {
    let all_equal = |static_name: &str, group: usize, val: i64| {
        let dynamic = op.operand_group(group);
        let mut d = dynamic.iter();
        statics(op, static_name).iter().all(|&s| {
            if s == DYNAMIC {
                d.next().and_then(|&v| constant_int(op, v)) == Some(val)
            } else {
                s == val
            }
        })
    };
    all_equal("staticLowerBound", 0, 0) && all_equal("staticStep", 2, 1)
}

pub(crate) fn verify_forall(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let num_loops = statics(op, "staticLowerBound").len();
    let outputs = op.operand_group(3);
    if op.num_results() != outputs.len() {
        return Err(op.emit_op_error(format!(
            "produces {} results, but has only {} outputs",
            op.num_results(),
            outputs.len()
        )));
    }
    let r = op.region(0);
    let args = arg_types(&r);
    if args.len() != num_loops + outputs.len() {
        return Err(op.emit_op_error(format!("region expects {num_loops} arguments")));
    }
    for (i, &t) in args[..num_loops].iter().enumerate() {
        if !matches!(ctx.type_kind(t), TypeKind::Index) {
            return Err(op.emit_op_error(format!("expects {i}-th block argument to be an index")));
        }
    }
    for (i, &o) in outputs.iter().enumerate() {
        if args[i + num_loops] != op.value_type(o) {
            return Err(op.emit_op_error(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            )));
        }
    }
    if let Some(mapping) = op.prop("mapping") {
        if let AttrKind::Array(items) = ctx.attr_kind(mapping) {
            if !items.is_empty() {
                if items.len() != num_loops {
                    return Err(op.emit_op_error("mapping attribute size must match op rank"));
                }
                if !items.iter().all(|&a| crate::is_device_mapping_attr(ctx, a)) {
                    return Err(op.emit_op_error("mapping is not device mapping attribute"));
                }
            }
        }
    }
    for (name, attr, group) in [
        ("lower bound", "staticLowerBound", 0),
        ("upper bound", "staticUpperBound", 1),
        ("step", "staticStep", 2),
    ] {
        verify_list_of_operands_or_integers(
            op,
            name,
            num_loops,
            &statics(op, attr),
            &op.operand_group(group),
        )?;
    }
    Ok(())
}

fn parallel_successors(_: &OpView<'_>, _: BranchPoint) -> Vec<RegionSuccessor> {
    vec![
        RegionSuccessor::region_without_inputs(0),
        RegionSuccessor::parent_without_inputs(),
    ]
}

/// `ForallOp::getSuccessorRegions`: entering, the body (receiving the
/// shared outputs as its trailing arguments; the induction variables are
/// no successor inputs) or, with no thread, the op; the terminator goes
/// back to the op, forwarding nothing.
fn forall_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => {
            let rank = statics(op, "staticLowerBound").len();
            vec![
                RegionSuccessor::region(op, 0, rank),
                RegionSuccessor::parent_without_inputs(),
            ]
        }
        BranchPoint::Terminator { .. } => vec![RegionSuccessor::parent_without_inputs()],
    }
}

/// `scf.forall`'s region control flow, as analyses see it: the shared
/// outputs flow into the body's output arguments.
pub(crate) const FORALL_BRANCH: RegionBranch = RegionBranch {
    successors: forall_successors,
    entry_operands: |op, succ| match succ.region {
        Some(_) => op.operand_group_range(3),
        None => 0..0,
    },
};

/// `scf.parallel`'s region control flow (`ParallelOp::getSuccessorRegions`):
/// from anywhere, the body or the op, forwarding nothing.
pub(crate) const PARALLEL_BRANCH: RegionBranch = RegionBranch {
    successors: parallel_successors,
    entry_operands: no_entry_operands,
};

pub(crate) fn verify_forall_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(
        op,
        &RegionBranch {
            successors: parallel_successors,
            entry_operands: no_entry_operands,
        },
    )
}

// ----- scf.forall.in_parallel -----

/// The ops implementing `ParallelCombiningOpInterface`, with the operand
/// they update.
fn updated_destination(op: &OpView<'_>) -> Option<usize> {
    op.def?;
    (op.name_str() == "tensor.parallel_insert_slice").then_some(1)
}

pub(crate) fn verify_in_parallel(op: &OpView<'_>) -> VerifyResult {
    let Some(parent) = op.local_parent().filter(|p| p.name_str() == "scf.forall") else {
        return Err(op.emit_op_error("expected forall op parent"));
    };
    let rank = statics(&parent, "staticLowerBound").len();
    let out_args: &[Value] = match parent.num_regions() {
        0 => &[],
        _ => parent.region(0).entry_args().get(rank..).unwrap_or(&[]),
    };
    let r = op.region(0);
    let Some(entry) = r.entry() else {
        return Ok(());
    };
    let mut next = r.body.first_op(entry);
    while let Some(o) = next {
        next = r.body.next_op(o);
        let Some(v) = op.nested(o) else { continue };
        let Some(dest) = updated_destination(&v) else {
            return Err(op.emit_op_error("expected only ParallelCombiningOpInterface ops"));
        };
        if dest < v.num_operands() && !out_args.contains(&v.operand(dest)) {
            return Err(v.emit_op_error("may only insert into an output block argument"));
        }
    }
    Ok(())
}

// ----- scf.if -----

pub(crate) fn verify_if(op: &OpView<'_>) -> VerifyResult {
    if op.num_results() != 0 && op.region(1).is_empty() {
        return Err(op.emit_op_error("must have an else block if defining values"));
    }
    Ok(())
}

fn if_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => {
            let else_ = if op.region(1).is_empty() {
                RegionSuccessor::parent_without_inputs()
            } else {
                RegionSuccessor::region_without_inputs(1)
            };
            vec![RegionSuccessor::region_without_inputs(0), else_]
        }
        _ => vec![RegionSuccessor::results(op)],
    }
}

/// `scf.if`'s region control flow.
pub(crate) const IF_BRANCH: RegionBranch = RegionBranch {
    successors: if_successors,
    entry_operands: no_entry_operands,
};

pub(crate) fn verify_if_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(op, &IF_BRANCH)
}

// ----- scf.index_switch -----

pub(crate) fn verify_index_switch(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let cases = statics(op, "cases");
    let num_case_regions = op.num_regions().saturating_sub(1);
    if cases.len() != num_case_regions {
        return Err(op.emit_op_error(format!(
            "has {num_case_regions} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for &v in &cases {
        // Upstream's `DenseSet<int64_t>` uses `INT64_MAX` as its empty key:
        // once the set holds anything, inserting it reports a duplicate.
        let dup = if v == i64::MAX {
            !seen.is_empty()
        } else {
            !seen.insert(v)
        };
        seen.insert(v);
        if dup {
            return Err(op.emit_op_error(format!("has duplicate case value: {v}")));
        }
    }
    let results = op.result_types();
    for i in 0..op.num_regions() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = entry_terminator(op, i).and_then(|t| op.nested(t)) else {
            continue;
        };
        if t.name_str() != "scf.yield" {
            return Err(op.emit_op_error(format!(
                "expected region to end with scf.yield, but got {}",
                t.name_str()
            )));
        }
        if t.num_operands() != results.len() {
            let mut d = op.emit_op_error(format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                t.num_operands()
            ));
            d.notes
                .push(Diagnostic::note(t.loc(), "see yield operation here"));
            return Err(d);
        }
        for (idx, (&res, operand)) in results.iter().zip(t.operand_types()).enumerate() {
            if res != operand {
                let mut d = op.emit_op_error(format!(
                    "expected result #{idx} of each region to be {}",
                    quoted_type(ctx, res)
                ));
                d.notes.push(Diagnostic::note(
                    t.loc(),
                    format!("{name} returns {} here", quoted_type(ctx, operand)),
                ));
                return Err(d);
            }
        }
    }
    Ok(())
}

fn index_switch_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => (0..op.num_regions())
            .map(RegionSuccessor::region_without_inputs)
            .collect(),
        _ => vec![RegionSuccessor::results(op)],
    }
}

/// `scf.index_switch`'s region control flow.
pub(crate) const INDEX_SWITCH_BRANCH: RegionBranch = RegionBranch {
    successors: index_switch_successors,
    entry_operands: no_entry_operands,
};

pub(crate) fn verify_index_switch_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(op, &INDEX_SWITCH_BRANCH)
}

// ----- scf.parallel -----

pub(crate) fn verify_parallel(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let steps = op.operand_group(2);
    if steps.is_empty() {
        return Err(op.emit_op_error(
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &s in &steps {
        if constant_int(op, s).is_some_and(|c| c <= 0) {
            return Err(op.emit_op_error("constant step operand must be positive"));
        }
    }
    let r = op.region(0);
    let args = arg_types(&r);
    if args.len() != steps.len() {
        return Err(op.emit_op_error(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        )));
    }
    if args
        .iter()
        .any(|&t| !matches!(ctx.type_kind(t), TypeKind::Index))
    {
        return Err(
            op.emit_op_error("expects arguments for the induction variable to be of index type")
        );
    }
    let reduce = verify_terminator(
        op,
        0,
        "scf.reduce",
        "expects body to terminate with 'scf.reduce'",
    )?;
    let Some(reduce) = op.nested(reduce) else {
        return Ok(());
    };
    let results = op.result_types();
    let reductions = reduce.num_regions();
    let inits = op.operand_group(3).len();
    if results.len() != reductions {
        return Err(op.emit_op_error(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        )));
    }
    if results.len() != inits {
        return Err(op.emit_op_error(format!(
            "expects number of results: {} to be the same as number of initial values: {inits}",
            results.len()
        )));
    }
    for (i, &rt) in results.iter().enumerate() {
        if i >= reduce.num_operands() {
            break;
        }
        let ot = reduce.operand_type(i);
        if rt != ot {
            return Err(reduce.emit_op_error(format!(
                "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                quoted_type(ctx, ot),
                quoted_type(ctx, rt)
            )));
        }
    }
    Ok(())
}

pub(crate) fn verify_parallel_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(
        op,
        &RegionBranch {
            successors: parallel_successors,
            entry_operands: no_entry_operands,
        },
    )
}

// ----- scf.reduce and scf.reduce.return -----

/// `ReduceOp::verifyRegions`.
pub(crate) fn verify_reduce_regions(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_regions() != op.num_operands() {
        return Err(op.emit_op_error(format!(
            "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
            op.num_regions(),
            op.num_operands()
        )));
    }
    for i in 0..op.num_regions() {
        let ty = op.operand_type(i);
        let r = op.region(i);
        let Some(entry) = r.entry() else { continue };
        let Some(last) = r.body.last_op(entry) else {
            return Err(op.emit_op_error(format!("{i}-th reduction has an empty body")));
        };
        let args = arg_types(&r);
        if args.len() != 2 || args.iter().any(|&t| t != ty) {
            return Err(op.emit_op_error(format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted_type(ctx, ty)
            )));
        }
        if nested_name(op, last) != "scf.reduce.return" {
            return Err(op.emit_op_error(
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

pub(crate) fn verify_reduce_return(op: &OpView<'_>) -> VerifyResult {
    let Some(block) = op.body.parent_block(op.op) else {
        return Ok(());
    };
    let Some(&arg) = op.body.block_args(block).first() else {
        return Ok(());
    };
    let expected = op.body.value_type(arg);
    if op.num_operands() == 1 && op.operand_type(0) != expected {
        return Err(op.emit_op_error(format!(
            "must have type {} (the type of the reduction inputs)",
            quoted_type(op.ctx, expected)
        )));
    }
    Ok(())
}

// ----- scf.while -----

pub(crate) fn verify_while(op: &OpView<'_>) -> VerifyResult {
    verify_terminator(
        op,
        0,
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    verify_terminator(
        op,
        1,
        "scf.yield",
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    Ok(())
}

fn while_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match region_of_point(point) {
        None | Some(1) => vec![RegionSuccessor::region(op, 0, 0)],
        _ => vec![
            RegionSuccessor::results(op),
            RegionSuccessor::region(op, 1, 0),
        ],
    }
}

/// `scf.while`'s region control flow.
pub(crate) const WHILE_BRANCH: RegionBranch = RegionBranch {
    successors: while_successors,
    entry_operands: |op, _| 0..op.num_operands(),
};

/// `verifyRegionBranchOpInterface` then `verifyLoopLikeOpInterface`.
pub(crate) fn verify_while_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(op, &WHILE_BRANCH)?;
    let yielded = match entry_terminator(op, 1).and_then(|t| op.nested(t)) {
        Some(t) => t.operand_types(),
        None => Types::new(),
    };
    verify_loop_like(
        op,
        &LoopValues {
            inits: op.operand_types(),
            iter_args: arg_types(&op.region(0)),
            yielded,
            results: None,
        },
    )
}
