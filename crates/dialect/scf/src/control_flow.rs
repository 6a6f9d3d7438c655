//! What data-flow analyses ask of scf's region ops: their region control
//! flow ([`RegionBranch`], attached by op name) and the regions a known
//! condition or index selects (`IfOp::getEntrySuccessorRegions`,
//! `IndexSwitchOp::getEntrySuccessorRegions`,
//! `ConditionOp::getSuccessorRegions`).

use rmlir_interfaces::control_flow::{int_operand, ConstantControlFlow, RegionBranch};
use rmlir_interfaces::region_branch::RegionSuccessor;
use rmlir_ir::{Attribute, Context, OpView};

use crate::verify::{
    EXECUTE_REGION_BRANCH, FORALL_BRANCH, FOR_BRANCH, IF_BRANCH, INDEX_SWITCH_BRANCH,
    PARALLEL_BRANCH, WHILE_BRANCH,
};

struct If;
struct IndexSwitch;
struct Condition;

impl ConstantControlFlow for If {
    fn entry_successor_regions(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        let cond = int_operand(op.ctx, operands.first().copied().flatten())?;
        let taken = if !cond.is_zero() {
            RegionSuccessor::region_without_inputs(0)
        } else if op.num_regions() > 1 && !op.region(1).is_empty() {
            RegionSuccessor::region_without_inputs(1)
        } else {
            RegionSuccessor::parent_without_inputs()
        };
        Some(vec![taken])
    }
}

impl ConstantControlFlow for IndexSwitch {
    fn entry_successor_regions(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        let arg = int_operand(op.ctx, operands.first().copied().flatten())?.to_i64()?;
        let cases = op
            .prop("cases")
            .and_then(|a| op.ctx.dense_i64_array(a))
            .unwrap_or_default();
        // Region 0 is the default one; case `i` is region `i + 1`.
        let region = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
        Some(vec![RegionSuccessor::region_without_inputs(region)])
    }
}

impl ConstantControlFlow for Condition {
    fn terminator_successor_regions(
        &self,
        op: &OpView<'_>,
        _term: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        let cond = int_operand(op.ctx, operands.first().copied().flatten())?;
        Some(if cond.is_zero() {
            vec![RegionSuccessor::results(op)]
        } else {
            vec![RegionSuccessor::region(op, 1, 0)]
        })
    }
}

/// Attaches scf's region control flow for analyses.
pub(crate) fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    ctx.attach_op_interface::<RegionBranch>("scf.execute_region", &EXECUTE_REGION_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.for", &FOR_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.forall", &FORALL_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.parallel", &PARALLEL_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.if", &IF_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.index_switch", &INDEX_SWITCH_BRANCH);
    ctx.attach_op_interface::<RegionBranch>("scf.while", &WHILE_BRANCH);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("scf.if", &If);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("scf.index_switch", &IndexSwitch);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("scf.condition", &Condition);
}
