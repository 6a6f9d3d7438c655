//! The branches' `getSuccessorForOperands` (`ControlFlowOps.cpp`): which
//! successor a branch takes when its condition or flag is a known
//! constant, for data-flow analyses.

use rmlir_interfaces::control_flow::{int_operand, ConstantControlFlow};
use rmlir_ir::{Attribute, Context, OpView};

struct Br;
struct CondBr;
struct Switch;

impl ConstantControlFlow for Br {
    fn successor_for_operands(&self, _: &OpView<'_>, _: &[Option<Attribute>]) -> Option<usize> {
        Some(0)
    }
}

impl ConstantControlFlow for CondBr {
    fn successor_for_operands(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let cond = int_operand(op.ctx, operands.first().copied().flatten())?;
        // `isOne()`: the true destination comes first.
        Some(if cond.is_zero() { 1 } else { 0 })
    }
}

impl ConstantControlFlow for Switch {
    fn successor_for_operands(
        &self,
        op: &OpView<'_>,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let Some(cases) = op.prop("case_values") else {
            return Some(0);
        };
        let flag = int_operand(op.ctx, operands.first().copied().flatten())?;
        let values = op.ctx.dense_int_values(cases);
        Some(values.iter().position(|v| v == flag).map_or(0, |i| i + 1))
    }
}

/// Attaches the branches' constant control flow.
pub(crate) fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("cf.br", &Br);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("cf.cond_br", &CondBr);
    ctx.attach_op_interface::<dyn ConstantControlFlow>("cf.switch", &Switch);
}
