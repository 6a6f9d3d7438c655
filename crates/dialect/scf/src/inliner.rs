//! The scf dialect's inliner interface (upstream's `SCFInlinerInterface`):
//! anything inlines into scf regions, every scf op inlines, and an inlined
//! single-block region ending in `scf.yield` gives its operands as results.

use rmlir_interfaces::inliner::DialectInliner;
use rmlir_ir::body::IrMapping;
use rmlir_ir::{Body, Context, Ir, OpId, OpRef, RegionRef, Value};

struct ScfInliner;

impl DialectInliner for ScfInliner {
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionRef,
        _src: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }

    fn handle_terminator_with_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        results: &[Value],
    ) {
        if ctx.ident_bytes(body.op(op).name) != b"scf.yield" {
            return;
        }
        let operands: Vec<Value> = body.operands(op).collect();
        for (&r, &v) in results.iter().zip(&operands) {
            body.replace_all_uses_with(r, v);
        }
    }
}

static INLINER: ScfInliner = ScfInliner;

/// Attaches the scf dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("scf", &INLINER);
}
