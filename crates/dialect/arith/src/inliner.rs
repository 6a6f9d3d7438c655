//! The arith dialect's inliner interface (upstream's `ArithInlinerInterface`: every op may be inlined).

use rmlir_interfaces::inliner::{AllOpsLegal, DialectInliner};
use rmlir_ir::Context;

static INLINER: AllOpsLegal = AllOpsLegal;

/// Attaches the arith dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("arith", &INLINER);
}
