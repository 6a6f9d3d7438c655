//! What data-flow analyses (sccp, dead code) ask of `affine.for` and
//! `affine.if`: their region control flow, as upstream's
//! `getSuccessorRegions` (a loop with a constant trip count of zero never
//! enters its body, one of one never loops back).

use rmlir_interfaces::control_flow::RegionBranch;
use rmlir_interfaces::region_branch::{BranchPoint, RegionSuccessor};
use rmlir_ir::OpView;

/// `affine.for`: the body (its arguments after the induction variable take
/// the inits, then the yielded values) or the results.
fn for_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    let body = RegionSuccessor::region(op, 0, 1);
    let out = RegionSuccessor::results(op);
    match (point, crate::verify::trivial_trip_count(op)) {
        (BranchPoint::Parent, Some(0)) => vec![out],
        (BranchPoint::Parent, Some(_)) => vec![body],
        (BranchPoint::Terminator { .. }, Some(1)) => vec![out],
        _ => vec![body, out],
    }
}

/// `affine.if`: the then region, then the else region or the results;
/// from either region, the results.
fn if_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => {
            let else_empty = op.num_regions() < 2 || op.region(1).is_empty();
            vec![
                RegionSuccessor::region_without_inputs(0),
                if else_empty {
                    RegionSuccessor::parent_without_inputs()
                } else {
                    RegionSuccessor::region_without_inputs(1)
                },
            ]
        }
        BranchPoint::Terminator { .. } => vec![RegionSuccessor::results(op)],
    }
}

static FOR_BRANCH: RegionBranch = RegionBranch {
    successors: for_successors,
    entry_operands: |op, _| op.operand_group_range(2),
};

static IF_BRANCH: RegionBranch = RegionBranch {
    successors: if_successors,
    entry_operands: |_, _| 0..0,
};

/// Attaches the region control flow of `affine.for` and `affine.if`.
pub(crate) fn attach(ctx: &mut rmlir_ir::Context) {
    ctx.attach_op_interface::<RegionBranch>("affine.for", &FOR_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("affine.if", &IF_BRANCH);
}
