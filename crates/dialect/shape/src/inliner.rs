//! The shape dialect's interfaces: its inliner (`ShapeInlinerInterface`:
//! everything may be inlined) and the region control flow of
//! `shape.assuming`.

use rmlir_interfaces::control_flow::RegionBranch;
use rmlir_interfaces::inliner::{AllOpsLegal, DialectInliner};
use rmlir_ir::Context;

static INLINER: AllOpsLegal = AllOpsLegal;

/// Attaches the shape dialect's interfaces.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("shape", &INLINER);
    ctx.attach_op_interface::<RegionBranch>("shape.assuming", &crate::verify::ASSUMING_BRANCH);
}
