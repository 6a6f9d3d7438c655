//! `reconcile-unrealized-casts` (upstream's
//! `ReconcileUnrealizedCastsPass`): chains of
//! `builtin.unrealized_conversion_cast` that lead back to the type they
//! started from are folded away, and dead casts erased.

use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::conversion::reconcile_unrealized_casts;

/// Simplifies and eliminates unrealized conversion casts.
#[derive(Clone, Copy, Default)]
pub struct ReconcileUnrealizedCasts;

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &'static str {
        "reconcile-unrealized-casts"
    }
    fn name(&self) -> &'static str {
        "ReconcileUnrealizedCastsPass"
    }
    fn description(&self) -> &'static str {
        "Simplify and eliminate unrealized conversion casts"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let mut bodies = Vec::new();
        walk_pre_order(pcx.ir, pcx.op, |o| {
            if let Some(b) = pcx.ir.body(o.body).op(o.op).isolated_body() {
                bodies.push(b);
            }
            WalkControl::Advance
        });
        for b in bodies {
            reconcile_unrealized_casts(pcx.ctx, pcx.ir.body_mut(b));
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
