//! `strip-debuginfo` (upstream's `StripDebugInfoPass`): every location in
//! the op becomes `loc(unknown)`, block arguments' included.

use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_pass::{Pass, PassContext, PassFailure};

/// Replaces every location with the unknown location.
#[derive(Clone, Copy, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }
    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }
    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let unknown = pcx.ctx.unknown_loc();
        let mut ops = Vec::new();
        walk_pre_order(pcx.ir, pcx.op, |o| {
            ops.push(o);
            WalkControl::Advance
        });
        for o in ops {
            pcx.ir.body_mut(o.body).op_mut(o.op).loc = unknown;
            let (b, regions) = pcx.ir.regions(o);
            let regions: Vec<_> = regions.collect();
            let body = pcx.ir.body_mut(b);
            for r in regions {
                let blocks: Vec<_> = body.region_blocks(r).collect();
                for blk in blocks {
                    let args = body.block_args(blk).to_vec();
                    for a in args {
                        body.set_arg_loc(a, unknown);
                    }
                }
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
