//! The memref dialect's inliner interface (upstream's `MemRefInlinerInterface`: every op may be inlined, and anything into its regions).

use rmlir_interfaces::inliner::{AllLegal, DialectInliner};
use rmlir_ir::Context;

static INLINER: AllLegal = AllLegal;

/// Attaches the memref dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("memref", &INLINER);
}
