//! `ValueBoundsOpInterface` of the integer ops whose index results are
//! linear in their operands (upstream's `ValueBoundsOpInterfaceImpl.cpp`
//! for arith: `addi`, `subi`, and `muli` by a constant), as
//! [`rmlir_interfaces::value_bounds`] composes them.

use rmlir_interfaces::value_bounds::{LinearForm, LinearValue};
use rmlir_ir::{Context, OpView};

struct AddI;

impl LinearValue for AddI {
    fn linear(
        &self,
        op: &OpView<'_>,
        _: usize,
        operand: &mut dyn FnMut(usize) -> LinearForm,
    ) -> Option<LinearForm> {
        (op.num_operands() == 2).then(|| operand(0).add_scaled(&operand(1), 1))?
    }
}

struct SubI;

impl LinearValue for SubI {
    fn linear(
        &self,
        op: &OpView<'_>,
        _: usize,
        operand: &mut dyn FnMut(usize) -> LinearForm,
    ) -> Option<LinearForm> {
        (op.num_operands() == 2).then(|| operand(0).sub(&operand(1)))?
    }
}

struct MulI;

impl LinearValue for MulI {
    /// Linear when one side is a constant.
    fn linear(
        &self,
        op: &OpView<'_>,
        _: usize,
        operand: &mut dyn FnMut(usize) -> LinearForm,
    ) -> Option<LinearForm> {
        if op.num_operands() != 2 {
            return None;
        }
        let (lhs, rhs) = (operand(0), operand(1));
        match (lhs.as_constant(), rhs.as_constant()) {
            (_, Some(k)) => LinearForm::default().add_scaled(&lhs, k),
            (Some(k), None) => LinearForm::default().add_scaled(&rhs, k),
            (None, None) => None,
        }
    }
}

static ADD_I: AddI = AddI;
static SUB_I: SubI = SubI;
static MUL_I: MulI = MulI;

/// Attaches the implementations.
pub(crate) fn attach(ctx: &mut Context) {
    crate::inliner::attach(ctx);
    ctx.attach_op_interface::<dyn LinearValue>("arith.addi", &ADD_I);
    ctx.attach_op_interface::<dyn LinearValue>("arith.subi", &SUB_I);
    ctx.attach_op_interface::<dyn LinearValue>("arith.muli", &MUL_I);
}
