//! The cf dialect's inliner interface (upstream's
//! `ControlFlowInlinerInterface`): every cf op inlines; cf ops are never
//! the terminators the inliner rewrites.

use rmlir_interfaces::inliner::{AllOpsLegal, DialectInliner};
use rmlir_ir::Context;

static INLINER: AllOpsLegal = AllOpsLegal;

/// Attaches the cf dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("cf", &INLINER);
}
