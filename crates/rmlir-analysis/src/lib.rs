//! rmlir's analyses (MLIR's `mlir/Analysis`): the data-flow solver with
//! upstream's dead code analysis and sparse constant propagation
//! ([`dataflow`]), as `sccp` runs them, and the call graph
//! ([`callgraph`]) the inliner walks.

#![warn(missing_docs)]

pub mod callgraph;
pub mod dataflow;
pub mod liveness;
