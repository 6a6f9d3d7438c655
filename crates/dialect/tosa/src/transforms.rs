//! The tosa dialect's passes (upstream's `mlir/Dialect/Tosa/Transforms`).

use std::sync::Arc;

use rmlir_ir::pattern::RewritePattern;
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

/// Registers the tosa passes rmlir implements.
pub fn register(registry: &mut rmlir_pass::PassRegistry) {
    registry.register_pass(|| Box::new(LayerwiseConstantFold::default()));
}

/// `tosa-layerwise-constant-fold`: the tosa ops' folders and
/// canonicalization patterns, applied greedily to a function.
///
/// Upstream adds patterns that evaluate `tosa.reciprocal`, `tosa.transpose`
/// and reductions of constants; rmlir does not have them yet, so those ops
/// stay as they are.
#[derive(Clone)]
pub struct LayerwiseConstantFold {
    options: PassOptions,
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Default for LayerwiseConstantFold {
    fn default() -> Self {
        LayerwiseConstantFold {
            options: PassOptions::new().bool(
                "aggressive-reduce-constant",
                "Always perform the reduce constant optimizationMay add more tosa.const but would reduce runtime calculations",
                false,
            ),
            patterns: None,
        }
    }
}

impl Pass for LayerwiseConstantFold {
    fn argument(&self) -> &'static str {
        "tosa-layerwise-constant-fold"
    }
    fn name(&self) -> &'static str {
        "TosaLayerwiseConstantFoldPass"
    }
    fn description(&self) -> &'static str {
        "Fold layerwise operations on constant tensors"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        // `populateTosaOpsCanonicalizationPatterns`: every tosa op's.
        let mut patterns: Vec<&'static dyn RewritePattern> = Vec::new();
        for def in crate::OPS {
            if let Some(add) = def.canonicalize {
                add(&mut patterns);
            }
        }
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("patterns initialized"));
        let threads = pcx.threads();
        let result = apply_patterns_greedily_to_op(
            pcx.ctx,
            pcx.ir,
            pcx.op,
            &patterns,
            &GreedyRewriteConfig::default(),
            threads,
        );
        // Upstream fails the pass when the driver does not converge.
        if !result.converged {
            return Err(PassFailure);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
