//! `cse` (upstream's `CSE` pass): common subexpressions of the op's
//! regions, and of the isolated ops nested in them, are replaced by their
//! first occurrence, and trivially dead ops are erased on the way
//! (`rmlir_rewrite::cse`).

use rmlir_pass::{Pass, PassContext, PassFailure, Statistic};

/// Eliminates common subexpressions.
#[derive(Clone)]
pub struct Cse {
    stats: [Statistic; 2],
}

impl Default for Cse {
    fn default() -> Self {
        Cse {
            stats: [
                Statistic::new("num-cse", "Number of operations CSE'd"),
                Statistic::new("num-dce", "Number of operations DCE'd"),
            ],
        }
    }
}

impl Pass for Cse {
    fn argument(&self) -> &'static str {
        "cse"
    }
    fn name(&self) -> &'static str {
        "CSE"
    }
    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }
    fn statistics(&mut self) -> &mut [Statistic] {
        &mut self.stats
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        // Isolated bodies are independent: on the threads the pass may
        // use (one when nested, the adaptor using the others).
        let threads = pcx.threads();
        let done = rmlir_rewrite::cse::cse_op_threaded(pcx.ctx, pcx.ir, pcx.op, threads);
        self.stats[0].value += done.num_cse as u64;
        self.stats[1].value += done.num_dce as u64;
        if !done.changed() {
            pcx.mark_all_analyses_preserved();
        }
        // Upstream also keeps dominance (no region op is removed); rmlir's
        // dominance is computed by whoever needs it, not a pass analysis.
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
