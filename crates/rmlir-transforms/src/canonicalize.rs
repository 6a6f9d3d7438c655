//! `canonicalize` (upstream's `Canonicalizer`): the folders and the
//! canonicalization patterns of every registered dialect and op, applied
//! by the greedy rewrite driver until nothing changes.

use std::sync::Arc;

use rmlir_pass::options::EnumValue;
use rmlir_pass::{IntKind, OptionKind, Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig, RegionSimplify};

/// `mlir::GreedySimplifyRegionLevel`'s values, in declaration order.
const REGION_SIMPLIFY: &[EnumValue] = &[
    EnumValue {
        name: "disabled",
        description: "Don't run any control-flow simplification.",
    },
    EnumValue {
        name: "normal",
        description: "Perform simple control-flow simplifications (e.g. dead args elimination).",
    },
    EnumValue {
        name: "aggressive",
        description: "Perform aggressive control-flow simplification (e.g. block merging).",
    },
];

/// Canonicalizes operations.
#[derive(Clone)]
pub struct Canonicalize {
    options: PassOptions,
    /// The patterns and driver configuration, made from the options by
    /// `initialize`.
    patterns: Option<Arc<FrozenPatternSet>>,
    config: GreedyRewriteConfig,
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            options: PassOptions::new()
                .bool("top-down", "Seed the worklist in general top-down order", true)
                .enumeration(
                    "region-simplify",
                    "Perform control flow optimizations to the region tree",
                    REGION_SIMPLIFY,
                    1,
                )
                .int(
                    "max-iterations",
                    "Max. iterations between applying patterns / simplifying regions",
                    IntKind::I64,
                    10,
                )
                .int(
                    "max-num-rewrites",
                    "Max. number of pattern rewrites within an iteration",
                    IntKind::I64,
                    -1,
                )
                .bool(
                    "test-convergence",
                    "Test only: Fail pass on non-convergence to detect cyclic pattern",
                    false,
                )
                .list(
                    "disable-patterns",
                    "Labels of patterns that should be filtered out during application",
                    OptionKind::String,
                )
                .list(
                    "enable-patterns",
                    "Labels of patterns that should be used during application, all other patterns are filtered out",
                    OptionKind::String,
                ),
            patterns: None,
            config: GreedyRewriteConfig::default(),
        }
    }
}

impl Pass for Canonicalize {
    fn argument(&self) -> &'static str {
        "canonicalize"
    }
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn description(&self) -> &'static str {
        "Canonicalize operations"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    /// Upstream's `Canonicalizer::initialize`: the driver configuration
    /// from the options, and every registered canonicalization pattern
    /// kept by `disable-patterns`/`enable-patterns`.
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let o = &self.options;
        let int = |name: &str| i64::try_from(o.get_int(name)).unwrap_or(-1);
        self.config = GreedyRewriteConfig {
            top_down: o.get_bool("top-down"),
            region_simplification: match o.get_enum("region-simplify") {
                "disabled" => RegionSimplify::Disabled,
                "aggressive" => RegionSimplify::Aggressive,
                _ => RegionSimplify::Normal,
            },
            max_iterations: int("max-iterations"),
            max_num_rewrites: int("max-num-rewrites"),
            ..GreedyRewriteConfig::default()
        };
        let patterns = rmlir_rewrite::patterns::canonicalization_patterns(ctx);
        self.patterns = Some(Arc::new(FrozenPatternSet::new(
            ctx,
            patterns,
            &o.get_str_list("disable-patterns"),
            &o.get_str_list("enable-patterns"),
        )));
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let patterns = match &self.patterns {
            Some(p) => Arc::clone(p),
            None => {
                self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
                Arc::clone(self.patterns.as_ref().expect("patterns initialized"))
            }
        };
        // Patterns never cross an isolation boundary: the isolated bodies
        // under the op are rewritten on the threads the pass may use.
        let threads = pcx.threads();
        let result =
            apply_patterns_greedily_to_op(pcx.ctx, pcx.ir, pcx.op, &patterns, &self.config, threads);
        // Canonicalization is best effort: not converging fails the pass
        // only when testing convergence.
        if self.options.get_bool("test-convergence") && !result.converged {
            return Err(PassFailure);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
