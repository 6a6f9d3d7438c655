//! rmlir's transformation passes (MLIR's `mlir/Transforms`), with
//! upstream's names, options and output. [`register`] adds them to a
//! [`PassRegistry`]; `rmlir-opt` builds its pass flags from it.
//!
//! Adding a pass: a module with a type implementing [`rmlir_pass::Pass`]
//! (argument, name and description as upstream's `Passes.td`), registered
//! in [`register`]; then an input under `tests/mlir` whose `// RUN:` line
//! uses it (`scripts/add-cases.sh` records mlir-opt's output).

#![warn(missing_docs)]

use rmlir_pass::PassRegistry;

mod canonicalize;
mod composite;
mod control_flow_sink;
mod cse;
mod generate_runtime_verification;
mod inliner;
mod licm;
mod location_snapshot;
mod loop_invariant_subset_hoisting;
mod mem2reg;
mod op_stats;
mod print_ir;
mod remove_dead_values;
mod sccp;
mod sroa;
mod strip_debug_info;
mod symbol_dce;
mod symbol_privatize;
mod topological_sort;
pub mod util;

pub use canonicalize::Canonicalize;
pub use composite::CompositeFixedPointPass;
pub use control_flow_sink::ControlFlowSink;
pub use cse::Cse;
pub use generate_runtime_verification::GenerateRuntimeVerification;
pub use inliner::Inline;
pub use licm::LoopInvariantCodeMotion;
pub use location_snapshot::LocationSnapshot;
pub use loop_invariant_subset_hoisting::LoopInvariantSubsetHoisting;
pub use mem2reg::Mem2Reg;
pub use op_stats::PrintOpStats;
pub use print_ir::PrintIr;
pub use remove_dead_values::RemoveDeadValues;
pub use sccp::Sccp;
pub use sroa::Sroa;
pub use strip_debug_info::StripDebugInfo;
pub use symbol_dce::SymbolDce;
pub use symbol_privatize::SymbolPrivatize;
pub use topological_sort::TopologicalSort;

/// Registers every pass of this crate.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(Canonicalize::default()));
    registry.register_pass(|| Box::new(CompositeFixedPointPass::default()));
    registry.register_pass(|| Box::new(PrintOpStats::default()));
    registry.register_pass(|| Box::new(StripDebugInfo));
    registry.register_pass(|| Box::new(SymbolPrivatize::default()));
    registry.register_pass(|| Box::new(PrintIr::default()));
    registry.register_pass(|| Box::new(LocationSnapshot::default()));
    registry.register_pass(|| Box::new(TopologicalSort));
    registry.register_pass(|| Box::new(SymbolDce::default()));
    registry.register_pass(|| Box::new(Cse::default()));
    registry.register_pass(|| Box::new(Mem2Reg::default()));
    registry.register_pass(|| Box::new(Sroa::default()));
    registry.register_pass(|| Box::new(Sccp));
    registry.register_pass(|| Box::new(LoopInvariantCodeMotion));
    registry.register_pass(|| Box::new(ControlFlowSink::default()));
    registry.register_pass(|| Box::new(LoopInvariantSubsetHoisting));
    registry.register_pass(|| Box::new(Inline::default()));
    registry.register_pass(|| Box::new(GenerateRuntimeVerification::default()));
    registry.register_pass(|| Box::new(RemoveDeadValues::default()));
}

/// `docs/WritingAPass.md`, whose example is compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/WritingAPass.md")]
pub struct WritingAPass;
