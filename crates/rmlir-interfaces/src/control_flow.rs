//! Control flow decided by constant operands, as data-flow analyses ask
//! it: upstream's `BranchOpInterface::getSuccessorForOperands`,
//! `RegionBranchOpInterface::getEntrySuccessorRegions` and
//! `RegionBranchTerminatorOpInterface::getSuccessorRegions`, plus the
//! lookup of an op's [`RegionBranch`] description.
//!
//! Dialects attach a [`ConstantControlFlow`] to the ops whose control flow
//! a constant operand can settle (`cf.cond_br`, `scf.if`, ...), and their
//! [`RegionBranch`] to their region branch ops, both with
//! `Context::attach_op_interface`.

use rmlir_ir::{Attribute, Context, Ident, OpView};

use crate::region_branch::RegionSuccessor;
pub use crate::region_branch::{BranchPoint, RegionBranch};

/// Control flow decided by operands known to be constant (`None` for an
/// operand whose value is not known). Every method answers `None` when
/// it cannot tell, which means "every successor".
pub trait ConstantControlFlow: Sync {
    /// `getSuccessorForOperands`: the index of the one successor a branch
    /// goes to.
    fn successor_for_operands(
        &self,
        _op: &OpView<'_>,
        _operands: &[Option<Attribute>],
    ) -> Option<usize> {
        None
    }

    /// `getEntrySuccessorRegions`: where control goes on entering the op.
    fn entry_successor_regions(
        &self,
        _op: &OpView<'_>,
        _operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        None
    }

    /// A region terminator's `getSuccessorRegions(operands)`: where control
    /// goes from it (`term`), given its parent `op`.
    fn terminator_successor_regions(
        &self,
        _op: &OpView<'_>,
        _term: &OpView<'_>,
        _operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        None
    }
}

/// The region branch description attached to ops named `name`.
pub fn region_branch(ctx: &Context, name: Ident) -> Option<&'static RegionBranch> {
    ctx.op_interface::<RegionBranch>(name)
}

/// The constant-decided control flow attached to ops named `name`.
pub fn constant_control_flow(
    ctx: &Context,
    name: Ident,
) -> Option<&'static dyn ConstantControlFlow> {
    ctx.op_interface::<dyn ConstantControlFlow>(name)
}

/// The integer value of a constant operand (`true`/`false` are `i1`s).
pub fn int_operand(ctx: &Context, a: Option<Attribute>) -> Option<&rmlir_ir::apint::ApInt> {
    match ctx.attr_kind(a?) {
        rmlir_ir::AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}
