//! The gpu dialect's inliner (`GPUInlinerInterface`: every gpu op may be
//! inlined).

use rmlir_interfaces::inliner::{AllOpsLegal, DialectInliner};
use rmlir_ir::Context;

static INLINER: AllOpsLegal = AllOpsLegal;

/// Attaches the gpu dialect's interfaces.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("gpu", &INLINER);
}
