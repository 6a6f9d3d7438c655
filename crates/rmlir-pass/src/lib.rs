//! rmlir's pass manager (MLIR's `mlir/Pass`): the [`Pass`] trait, pass
//! managers nested by op ([`OpPassManager`], [`PassManager`]), the textual
//! pipeline syntax, the [`PassRegistry`] that names passes, analyses, and
//! the instrumentation mlir-opt's flags turn on (timing, IR printing,
//! statistics, crash reproducers).
//!
//! ```
//! use rmlir_pass::{Nesting, Pass, PassContext, PassFailure, PassManager, PassRegistry};
//!
//! /// Counts the ops of the op it runs on, reporting the count as a remark.
//! #[derive(Clone)]
//! struct CountOps;
//! impl Pass for CountOps {
//!     fn argument(&self) -> &'static str { "count-ops" }
//!     fn name(&self) -> &'static str { "CountOps" }
//!     fn description(&self) -> &'static str { "Count operations" }
//!     fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
//!         let mut n = 0;
//!         rmlir_ir::walk::walk_pre_order(pcx.ir, pcx.op, |_| {
//!             n += 1;
//!             rmlir_ir::walk::WalkControl::Advance
//!         });
//!         let loc = pcx.ir.body(pcx.op.body).op(pcx.op.op).loc;
//!         pcx.emit_remark(loc, format!("{n} ops"));
//!         pcx.mark_all_analyses_preserved();
//!         Ok(())
//!     }
//!     fn clone_pass(&self) -> Box<dyn Pass> { Box::new(self.clone()) }
//! }
//!
//! let mut registry = PassRegistry::new();
//! registry.register_pass(|| Box::new(CountOps));
//!
//! let ctx = rmlir_ir::Context::new();
//! let mut ir = rmlir_ir::builder::ModuleBuilder::new(&ctx, ctx.unknown_loc()).finish();
//! let top = ir.top().unwrap();
//!
//! let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
//! let pipeline = rmlir_pass::parse_anchored_pipeline("builtin.module(count-ops)", &registry, "rmlir-opt").unwrap();
//! pm.set_pipeline(pipeline);
//! let result = pm.run(&ctx, &mut ir, top, None);
//! assert!(result.success);
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod instrumentation;
pub mod manager;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod reproducer;
pub mod statistics;
pub mod timing;

pub use analysis::{Analysis, AnalysisContext, PreservedAnalyses};
pub use instrumentation::{fingerprint, IrPrintingConfig, PassFilter, PassInstrumentation};
pub use manager::{Event, Nesting, OpPassManager, OpToOpPassAdaptor, PassManager, RunResult};
pub use options::{IntKind, OptionKind, PassOptions};
pub use pass::{Pass, PassContext, PassFailure, Statistic};
pub use pipeline::{parse_anchored_pipeline, parse_pass_pipeline, PipelineError};
pub use registry::{PassRegistry, RegistryEntry};
pub use reproducer::ReproducerConfig;
pub use statistics::StatisticsDisplay;
pub use timing::{TimingDisplay, TimingRecorder};

/// Registers the passes this crate provides: none (upstream's `mlir/Pass`
/// defines the infrastructure; passes live in `rmlir-transforms` and the
/// dialect crates). Here for symmetry with the crates that do.
pub fn register(_registry: &mut PassRegistry) {}
