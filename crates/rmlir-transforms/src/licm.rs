//! `loop-invariant-code-motion` (upstream's `LoopInvariantCodeMotion`
//! pass): the invariant ops of every loop under the op move before it,
//! inner loops first (`rmlir_rewrite::licm`).

use rmlir_pass::{Pass, PassContext, PassFailure};

/// Hoists loop-invariant ops out of loops.
#[derive(Clone, Copy, Default)]
pub struct LoopInvariantCodeMotion;

impl Pass for LoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        "loop-invariant-code-motion"
    }
    fn name(&self) -> &'static str {
        "LoopInvariantCodeMotion"
    }
    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of the loop"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        rmlir_rewrite::licm::hoist_loop_invariants(pcx.ctx, pcx.ir, pcx.op);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
